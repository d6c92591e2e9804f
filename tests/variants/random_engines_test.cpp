// Random variant puzzles, with rules read off a random completion, through
// both engines and the validity checker. The completion they were read from
// is a known solution, so each engine must answer (never "no solution"),
// with a grid the checker accepts that is no larger than that completion,
// and the two engines must give the same lex-min answer and count.
#include <gtest/gtest.h>

#include <memory>
#include <string>

#include "random_variants.hpp"
#include "satdoku/backtrack.hpp"
#include "satdoku/check.hpp"
#include "satdoku/sat_engine.hpp"

namespace satdoku {
namespace {

struct Case {
  Geometry geometry;
  testing::VariantRecipe recipe;
  const char* name;
};

void run_both(const Puzzle& puzzle, const Grid& source, const std::string& what) {
  SCOPED_TRACE(what);
  const Limits limits{20, 0, 0};
  auto sat = make_sat_engine();
  auto native = make_backtrack_engine();
  const SolveResult a = sat->smallest(puzzle, limits);
  const SolveResult b = native->smallest(puzzle, limits);
  ASSERT_EQ(a.status, Status::solved);
  ASSERT_EQ(b.status, Status::solved);
  EXPECT_EQ(a.solution, b.solution);
  const Verdict verdict = check_solution(puzzle, a.solution);
  EXPECT_TRUE(verdict.ok) << verdict.reason;
  EXPECT_FALSE(source < a.solution) << "the answer is larger than a known completion";
  const CountResult ca = sat->count(puzzle, 2, limits);
  const CountResult cb = native->count(puzzle, 2, limits);
  ASSERT_EQ(ca.status, Status::solved);
  ASSERT_EQ(cb.status, Status::solved);
  EXPECT_EQ(ca.count, cb.count);
  EXPECT_GE(ca.count, 1u);
  // A unique puzzle's one completion is the one its rules were read from.
  if (ca.count == 1) {
    EXPECT_EQ(a.solution, source);
  }
}

TEST(RandomVariants, BothEnginesAgreeAndTheCheckerAccepts) {
  testing::VariantRecipe plain;
  testing::VariantRecipe jigsaw;
  jigsaw.jigsaw = true;
  testing::VariantRecipe negative;
  negative.negative = true;
  testing::VariantRecipe sparse;
  sparse.keep_givens = 0.05;
  const Case cases[] = {
      {{2, 2}, plain, "4x4"},
      {{2, 3}, plain, "6x6"},
      {{2, 3}, jigsaw, "6x6 jigsaw"},
      {{2, 3}, negative, "6x6 negative"},
      {{3, 3}, plain, "9x9"},
      {{3, 3}, jigsaw, "9x9 jigsaw"},
      {{3, 3}, negative, "9x9 negative"},
      {{3, 3}, sparse, "9x9 few givens"},
  };
  int puzzles = 0;
  for (const Case& c : cases) {
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
      const Grid source = testing::shuffled_grid(testing::pattern_grid(c.geometry), seed);
      const Puzzle puzzle = testing::random_variant_puzzle(source, seed * 7919, c.recipe);
      run_both(puzzle, source, std::string(c.name) + " seed " + std::to_string(seed));
      ++puzzles;
    }
  }
  EXPECT_EQ(puzzles, 48);
}

}  // namespace
}  // namespace satdoku
