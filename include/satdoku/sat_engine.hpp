// The SAT engine: the encoder's CNF solved by CaDiCaL, lex-min by assumptions
// on one incremental solver. When a puzzle has no completion the result
// carries a minimal set of givens that cannot all hold.
//
// An engine object is not thread-safe: use one per thread.
#pragma once

#include <cstdint>
#include <memory>
#include <string>

#include "satdoku/encoder.hpp"
#include "satdoku/engine.hpp"

namespace satdoku {

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
  // Counting: blocking clauses per cube before it is split, and retired
  // clauses before the solver is rebuilt (see count() in sat_engine.cpp);
  // they bound its memory. Small values are for tests.
  std::uint64_t count_cube_cap = 8192;
  std::uint64_t count_rebuild_after = 1 << 16;
  // Lex-min on a puzzle's own solver (16x16 and 25x25 grids): conflicts the
  // lex-first search may spend before the puzzle is solved again with
  // CaDiCaL's own heuristics (see solve() in sat_engine.cpp). Larger grids
  // are not capped. Small values are for tests.
  std::int64_t lex_first_cap = 2000;
};

std::unique_ptr<Engine> make_sat_engine(SatOptions options = {});

// CaDiCaL's own version string ("sc2021" for Debian's 1.5.3).
std::string cadical_version();

}  // namespace satdoku
