// The SAT engine: the encoder's CNF solved by CaDiCaL. The smallest
// completion comes from one call whose search decides variables in a fixed
// order (LexMinMethod::order), or from questions asked with assumptions on
// one incremental solver (LexMinMethod::assume). When a puzzle has no
// completion the result carries a minimal set of givens that cannot all
// hold. How a puzzle reaches a solver, and which solver, is decided in one
// place inside the library (its solver pool).
//
// An engine object is not thread-safe: use one per thread.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "satdoku/encoder.hpp"
#include "satdoku/engine.hpp"

namespace satdoku {

// How the smallest completion is found. Both give the same answers.
enum class LexMinMethod {
  // One CaDiCaL call whose search decides the (cell, digit) variables in
  // their order, "true" first, without scores: its first model is the
  // smallest completion (the argument is in the SAT backend's source, and a
  // self-test checks it before first use, falling back to assume if it fails).
  order,
  // The design card's method: the blanks in row-major order, each fixed to
  // the smallest digit that stays satisfiable, asked with assumptions on one
  // incremental solver with CaDiCaL's own heuristics.
  assume,
};

std::string_view to_string(LexMinMethod method);
std::optional<LexMinMethod> lexmin_method_from_name(std::string_view name);

struct SatOptions {
  Encoding encoding = Encoding::extended;
  AtMostOne at_most_one = AtMostOne::automatic;
  // How puzzles reach the solver. Plain encodings (minimal, efficient,
  // extended) live in one solver per grid size that assumes each puzzle's
  // givens; the reduced encoding is built into a new solver per puzzle.
  // adaptive (extended only): grids above 9x9 are solved on the reduced form
  // of the extended encoding instead, several times faster there. The
  // engine is then named "sat"; without it, "sat/<encoding>".
  bool adaptive = true;
  // Unset: by the puzzle (lexmin_method below). `order` for classic puzzles
  // on the extended and reduced encodings, `assume` on the minimal and
  // efficient ones, whose weaker propagation makes the fixed order slow
  // (sat/minimal, 400 17clue puzzles: 44 s against under a second); and
  // `assume` for puzzles with variant rules. If the self-test finds that
  // CaDiCaL does not decide as `order` needs, `assume` is used whatever is
  // asked here (sat_engine_warnings()). Above 9x9 a minimal or efficient
  // engine's lex-min search gets 10,000 conflicts on its encoding, and then
  // the extended encoding's reduced form finishes it with the same method
  // (neither method answers the empty 25x25 in minutes without a unit's
  // at-least-one clauses).
  std::optional<LexMinMethod> lexmin;
};

// The method `options` give a classic puzzle.
LexMinMethod lexmin_method(const SatOptions& options);

// The method `options` give `puzzle`: options.lexmin when set; otherwise
// the classic one for a classic puzzle, and `assume` for one with variant
// rules, whose formula is its own and propagates strongly, so that
// CaDiCaL's own heuristics reach the completions the questions need sooner
// than the fixed decision order (README, "Variant puzzles", has the
// figures).
LexMinMethod lexmin_method(const SatOptions& options, const Puzzle& puzzle);

std::unique_ptr<Engine> make_sat_engine(SatOptions options = {});

// What the SAT engine has warned about in this process, each warning once:
// today only the lex-first self-test failing (then every smallest completion
// comes from the assumption method). The library never prints; the program
// prints these to stderr.
std::vector<std::string> sat_engine_warnings();

// CaDiCaL's own version string ("sc2021" for Debian's 1.5.3).
std::string cadical_version();

}  // namespace satdoku
