// The SAT engine: the encoder's CNF solved by CaDiCaL, lex-min by assumptions
// on one incremental solver (see lexmin.hpp). When a puzzle has no completion
// the result carries a minimal set of givens that cannot all hold
// (explain.hpp).
//
// An engine object is not thread-safe: use one per thread.
#pragma once

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
};

std::unique_ptr<Engine> make_sat_engine(SatOptions options = {});

// CaDiCaL's own version string ("sc2021" for Debian's 1.5.3).
std::string cadical_version();

}  // namespace satdoku
