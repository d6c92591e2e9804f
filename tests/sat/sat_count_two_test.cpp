// Counting to 2 (is it unique?): the root propagation shortcut, the two calls
// on one solver, and the one call after a smallest() of the same puzzle,
// against the reference and the native engine, on local random puzzles and
// on samples of every public 9x9 set.
#include <gtest/gtest.h>

#include <random>
#include <string>
#include <vector>

#include "reference.hpp"
#include "sat/digit_swap.hpp"
#include "sat/root_singles.hpp"
#include "sat/sat_tuning.hpp"
#include "sat_test_support.hpp"
#include "satdoku/backtrack.hpp"
#include "satdoku/check.hpp"
#include "satdoku/sat_engine.hpp"

namespace satdoku {
namespace {

using testing::Reference;

TEST(SatCountToTwo, AgreesWithTheReferenceOnSmallGrids) {
  std::mt19937_64 rng(41);
  auto sat = make_sat_engine();
  int counts[3] = {0, 0, 0};
  for (const Geometry g : {Geometry{2, 2}, Geometry{2, 3}, Geometry{2, 4}, Geometry{3, 3}}) {
    for (int k = 0; k < 30; ++k) {
      Grid p = testing::carve(Reference::random_full(g, rng), 0.25 + 0.015 * k, rng);
      if (k % 5 == 4) p = testing::perturb(p, rng);
      const std::uint64_t want = Reference::count(p, 2);
      for (const std::uint64_t limit : {1u, 2u}) {
        const CountResult r = sat->count(p, limit, {});
        ASSERT_EQ(r.status, Status::solved) << testing::to_line(p);
        EXPECT_EQ(r.count, std::min(want, std::uint64_t{limit})) << testing::to_line(p);
        EXPECT_EQ(r.capped, want >= limit) << testing::to_line(p);
      }
      ++counts[want];
    }
  }
  EXPECT_GT(counts[0], 0);
  EXPECT_GT(counts[1], 0);
  EXPECT_GT(counts[2], 0);
}

// When the pre-solve decides every cell, no solver call is made. Where it
// leaves many pairs open (kProbeFirstFrom) its probes run before the first
// call, and a completion they run into (which the digit swap may turn into
// a second one), or two, saves a call; on other sparse grids they run after
// the first call and the digit swap, and save the second call when they
// decide the puzzle or run into two completions; otherwise there are one or
// two calls. Counts against the reference (random puzzles) and the native
// engine (norvig_top95, whose sparse puzzles reach the probes first).
TEST(SatCountToTwo, CallsOnlyWhenPropagationLeavesAChoice) {
  std::mt19937_64 rng(43);
  auto sat = make_sat_engine();
  auto native = make_backtrack_engine();
  std::vector<Grid> puzzles;
  for (int k = 0; k < 40; ++k)
    puzzles.push_back(
        testing::carve(Reference::random_full(Geometry{3, 3}, rng), 0.3 + 0.01 * k, rng));
  for (const std::string& line : testing::shared_lines("norvig_top95.txt", 95))
    puzzles.push_back(testing::parse_line(line));
  int without_calls = 0, probed = 0, k = 0;
  for (const Grid& p : puzzles) {
    const CountResult r = sat->count(p, 2, {});
    ASSERT_EQ(r.status, Status::solved);
    const std::uint64_t want = k++ < 40 ? Reference::count(p, 2) : native->count(p, 2, {}).count;
    EXPECT_EQ(r.count, want) << testing::to_line(p);
    // The pre-solve as count_to_two() runs it: singles only on dense grids.
    const bool dense = sat_tuning::dense(p);
    const RootSingles first(p, !dense);
    const bool probes_first =
        !first.decided() && first.open_candidates() >= sat_tuning::kProbeFirstFrom;
    const RootSingles probing(p, true, true);
    if (first.decided() || (probes_first && probing.decided())) {
      EXPECT_EQ(r.stats.sat_calls, 0u) << testing::to_line(p);
      EXPECT_EQ(r.count, 1u);
      ++without_calls;
    } else if (probes_first && (probing.several() || !probing.completion().empty())) {
      EXPECT_LE(r.stats.sat_calls, 1u) << testing::to_line(p);
      ++probed;
    } else if (!probes_first && !dense && (probing.decided() || probing.several())) {
      EXPECT_LE(r.stats.sat_calls, 1u) << testing::to_line(p);
      ++probed;
    } else {
      EXPECT_LE(r.stats.sat_calls, 2u) << testing::to_line(p);
      EXPECT_GE(r.stats.sat_calls, 1u) << testing::to_line(p);
    }
  }
  EXPECT_GT(without_calls, 0);
  EXPECT_GT(probed, 0);
  EXPECT_LT(without_calls, static_cast<int>(puzzles.size()));
}

// `solve --unique` asks smallest() then count(2) of the same puzzle: the
// second only asks "another?" (one call, none when a digit swap answers),
// and must still be right.
TEST(SatCountToTwo, AfterSmallestTheKnownAnswerSavesACall) {
  std::mt19937_64 rng(47);
  auto sat = make_sat_engine();
  int one_call = 0;
  for (int k = 0; k < 30; ++k) {
    const Grid p = testing::carve(Reference::random_full(Geometry{3, 3}, rng), 0.3 + 0.01 * k, rng);
    const SolveResult s = sat->smallest(p, {});
    ASSERT_EQ(s.status, Status::solved);
    const CountResult r = sat->count(p, 2, {});
    ASSERT_EQ(r.status, Status::solved);
    EXPECT_EQ(r.count, Reference::count(p, 2)) << testing::to_line(p);
    if (!RootSingles(p, true, true).decided()) {
      EXPECT_LE(r.stats.sat_calls, 1u) << testing::to_line(p);
      one_call += r.stats.sat_calls == 1;
    }
  }
  EXPECT_GT(one_call, 0);
}

// The digit swap proves a second completion only when there is one, and the
// completion it makes is valid (the checker), keeps the givens and differs.
TEST(SatCountToTwo, DigitSwapMakesAnotherCompletionOnlyWhenOneExists) {
  std::mt19937_64 rng(53);
  int found = 0, unique = 0;
  for (const Geometry g : {Geometry{2, 2}, Geometry{2, 3}, Geometry{3, 3}}) {
    for (int k = 0; k < 40; ++k) {
      const Grid p = testing::carve(Reference::random_full(g, rng), 0.25 + 0.015 * k, rng);
      const std::optional<Grid> first = Reference::smallest(p);
      ASSERT_TRUE(first) << testing::to_line(p);
      const std::optional<Grid> other = swapped_completion(p, *first);
      if (Reference::count(p, 2) == 1) {
        EXPECT_FALSE(other) << testing::to_line(p);
        ++unique;
      } else if (other) {
        EXPECT_TRUE(check_solution(p, *other)) << testing::to_line(p);
        EXPECT_NE(testing::to_line(*other), testing::to_line(*first)) << testing::to_line(p);
        ++found;
      }
    }
  }
  EXPECT_GT(found, 0);
  EXPECT_GT(unique, 0);
}

// Every public 9x9 set: a sample, against the native engine (which shares
// no code with this one).
TEST(SatCountToTwo, AgreesWithTheNativeEngineOnEveryPublicSet) {
  auto sat = make_sat_engine();
  auto native = make_backtrack_engine();
  for (const char* file :
       {"17clue.txt", "top1465.txt", "forum_hardest_1106.txt", "serg_benchmark.txt"}) {
    const auto lines = testing::shared_lines(file, 25, 37);
    if (lines.empty()) GTEST_SKIP() << "../shared/data/" << file << " is absent";
    for (const std::string& line : lines) {
      const Grid p = testing::parse_line(line);
      const CountResult a = sat->count(p, 2, {});
      const CountResult b = native->count(p, 2, {});
      ASSERT_EQ(a.status, Status::solved) << file << " " << line;
      EXPECT_EQ(a.count, b.count) << file << " " << line;
    }
  }
}

}  // namespace
}  // namespace satdoku
