// The SAT side's tuning in one table, as CaDiCaL keeps its options in
// options.hpp: name, value, meaning, one line each (each group's heading
// names the files that read it). Each value was chosen by measurement; the
// figures, and when and where they were taken, are in
// docs/benchmark-notes.md ("SAT tuning"). Changing one changes speed only,
// never an answer.
//
// Two parts: constants fixed at build time, and SatTuning, the bounds that
// tests make small to reach the paths they guard (the program and the
// library always take its defaults, kept out of SatOptions, the installed
// sat_engine.hpp, since users never set them).
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>

#include "satdoku/engine.hpp"
#include "satdoku/sat_engine.hpp"

namespace satdoku {

namespace sat_tuning {
// name, value: meaning
// Which solver, which lex-min method (solver_pool.cpp, session_smallest.cpp, sat_engine.cpp)
inline constexpr int kSharedUpTo = 9;           // adaptive: classic sides up to this share a solver
inline constexpr int kSharedOrderUpTo = 9;      // shared ones above: assumption method unless asked
inline constexpr std::int64_t kMinorShare = 4;  // 36x36 rounds: the likely loser gets 1/this
inline constexpr std::int64_t kWeakConflicts = 10000;  // minimal, efficient above 9x9: then reduced
// Counting to 2 and its pre-solve (session_count.cpp, session_smallest.cpp, root_probing.cpp)
inline constexpr int kDenseEighths = 3;  // givens (eighths of the cells) past which: singles only
inline constexpr int kProbeFirstFrom = 160;  // open (cell, digit) pairs: probes before 1st call
inline constexpr int kResidualFrom = 210;    // open pairs: count on the residual formula's solver
inline constexpr int kProbeTrials = 32;      // failed-literal trials before probing gives up
inline constexpr std::size_t kResidualHouseAloBelow = 5;  // residual: house at-least-one kept below
// Encodings (rule_encoder.cpp, sandwich_clauses.cpp)
inline constexpr std::size_t kMaxSumSets = 512;  // distinct sums: digit sets, else partial sums
inline constexpr std::size_t kMaxSandwichSets = 256;  // sandwich: digit sets, else layered sums
// The engine's clients (sat_minimize.cpp, sat_rule_search.cpp)
inline constexpr std::int64_t kQuickNodes = 500;  // minimize: native nodes to find a 2nd completion
inline constexpr std::size_t kMaxSetsPerLevel = 100000;  // rule steps: instance sets per level
inline constexpr std::size_t kWitnessesPerSet = 8;       // rule steps: models kept per set

// Whether kDenseEighths calls the grid dense (count to 2, lex-min's pre-solve).
inline bool dense(const Grid& givens) {
  return 8 * givens.givens() >= kDenseEighths * givens.cells();
}
}  // namespace sat_tuning

struct SatTuning {
  // name, default: meaning (session_count.cpp, session_smallest.cpp)
  std::uint64_t count_cube_cap = 8192;  // counting: blocking clauses per cube before a split
  std::uint64_t count_rebuild_after = 1 << 16;  // counting: retired clauses before a rebuild
  std::int64_t lex_first_cap = 2000;  // 16x16, 25x25 lex-min: lex-first conflicts, then CaDiCaL's
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
