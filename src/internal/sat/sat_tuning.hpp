// Bounds inside the SAT engine that its users never set, kept out of
// SatOptions (the installed sat_engine.hpp): fixed for the program and the
// library, made small by tests to reach the paths they guard.
#pragma once

#include <cstdint>
#include <memory>

#include "satdoku/engine.hpp"
#include "satdoku/sat_engine.hpp"

namespace satdoku {

struct SatTuning {
  // Counting: blocking clauses per cube before it is split, and retired
  // clauses before the solver is rebuilt (see count() in session_count.cpp);
  // they bound its memory.
  std::uint64_t count_cube_cap = 8192;
  std::uint64_t count_rebuild_after = 1 << 16;
  // Lex-min on a puzzle's own solver (16x16 and 25x25 grids): conflicts the
  // lex-first search may spend before the puzzle is solved again with
  // CaDiCaL's own heuristics (see session_smallest.cpp). Larger grids are
  // not capped.
  std::int64_t lex_first_cap = 2000;
};

// What the solver pool works from: the user's options and the tuning. Made
// from SatOptions alone implicitly (the default tuning), as the library's
// own callers do.
struct SatSettings : SatOptions, SatTuning {
  SatSettings(SatOptions options = {}, SatTuning tuning = {})  // NOLINT: implicit on purpose
      : SatOptions(options), SatTuning(tuning) {}
};

// make_sat_engine(options) with other bounds (tests).
std::unique_ptr<Engine> make_sat_engine(SatOptions options, SatTuning tuning);

}  // namespace satdoku
