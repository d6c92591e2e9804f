// Runs puzzles with rules through the native engine and the brute force
// (../support/rule_brute_force.hpp), and expects the same lex-min answer and the same
// count up to 2; an `any` answer must obey the rules too.
#pragma once

#include <gtest/gtest.h>

#include <functional>
#include <string>
#include <vector>

#include "native_support.hpp"
#include "rule_brute_force.hpp"
#include "rule_puzzles.hpp"
#include "satdoku/backtrack.hpp"

namespace satdoku::testing {

// How many puzzles of a run had no, one and several completions: a run whose
// puzzles all have several shows rules with no bite.
struct Tally {
  int none = 0, one = 0, several = 0;
};

inline void expect_same_as_brute_force(const Puzzle& puzzle, Tally& tally) {
  const BruteAnswer want = brute_force(puzzle, 2);
  (want.count == 0 ? tally.none : want.count == 1 ? tally.one : tally.several) += 1;
  auto engine = make_backtrack_engine();
  const SolveResult s = engine->smallest(puzzle, {});
  if (want.smallest) {
    ASSERT_EQ(s.status, Status::solved);
    EXPECT_EQ(to_line(s.solution), to_line(*want.smallest));
  } else {
    EXPECT_EQ(s.status, Status::no_solution);
  }
  const CountResult c = engine->count(puzzle, 2, {});
  ASSERT_EQ(c.status, Status::solved);
  EXPECT_EQ(c.count, static_cast<std::uint64_t>(want.count));
  EXPECT_EQ(c.capped, want.count == 2);
  const SolveResult a = engine->any(puzzle, {});
  if (want.smallest) {
    ASSERT_EQ(a.status, Status::solved);
    EXPECT_TRUE(obeys(puzzle, a.solution)) << to_line(a.solution);
  } else {
    EXPECT_EQ(a.status, Status::no_solution);
  }
}

// Rules read off a completion.
using RuleMaker = std::function<std::vector<Rule>(const Grid& solution, Rng& rng)>;

struct Sizes {
  Geometry geometry;
  int given_percent;  // share of the completion's digits kept as givens
};

// 4x4, 6x6 (2x3 boxes) and 9x9, with fewer givens on the small grids, where
// the brute force stays fast with none at all.
inline const std::vector<Sizes>& all_sizes() {
  static const std::vector<Sizes> sizes{{{2, 2}, 0}, {{2, 3}, 15}, {{3, 3}, 40}};
  return sizes;
}

// `seeds` puzzles per size: a random completion, rules from `make`, givens;
// each against the brute force. Returns the tally over all of them. Unless
// `altered` (the maker changed a rule on purpose), the completion must obey
// its rules.
inline Tally run_read_off(const RuleMaker& make, int seeds,
                          const std::vector<Sizes>& sizes = all_sizes(), bool altered = false) {
  Tally tally;
  for (const Sizes& size : sizes) {
    for (int seed = 1; seed <= seeds; ++seed) {
      Rng rng(static_cast<std::uint64_t>(seed) * 7919 +
              static_cast<std::uint64_t>(size.geometry.side()));
      const Grid solution = random_solution(size.geometry, rng);
      std::vector<Rule> rules = make(solution, rng);
      const Puzzle puzzle =
          with_rules(givens_from(solution, size.given_percent, rng), std::move(rules));
      SCOPED_TRACE(size.geometry.name() + " seed " + std::to_string(seed) + ": " +
                   to_line(puzzle.grid));
      expect_same_as_brute_force(puzzle, tally);
      // The read-off completion is one of the puzzle's.
      if (!altered) {
        EXPECT_TRUE(obeys(puzzle, solution));
      }
    }
  }
  return tally;
}

}  // namespace satdoku::testing
