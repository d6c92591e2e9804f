// The native engine against the slow reference (tests/support/reference.hpp)
// on random puzzles carved from random full grids: unique, multi-solution and
// perturbed (often unsolvable) ones, in square and rectangular geometries.
#include <gtest/gtest.h>

#include <random>

#include "reference.hpp"
#include "satdoku/backtrack.hpp"
#include "satdoku/check.hpp"

namespace satdoku::testing {
namespace {

struct Case {
  Geometry geometry;
  double keep;  // share of givens kept; low enough for many solutions
  int puzzles;
};

std::string describe(const Grid& puzzle) {
  std::string s = puzzle.geometry().name() + " ";
  for (int v : puzzle.values()) s += static_cast<char>(v < 10 ? '0' + v : 'A' + v - 10);
  return s;
}

// Every answer checked three ways: against the reference's smallest
// completion, the reference's count, and the validity checker.
void check_against_reference(Engine& engine, const Grid& puzzle) {
  SCOPED_TRACE(describe(puzzle));
  const std::optional<Grid> expected = Reference::smallest(puzzle);
  const SolveResult got = engine.smallest(puzzle, {});
  if (!expected) {
    EXPECT_EQ(got.status, Status::no_solution);
  } else {
    ASSERT_EQ(got.status, Status::solved);
    EXPECT_TRUE(check_solution(puzzle, got.solution))
        << check_solution(puzzle, got.solution).reason;
    EXPECT_EQ(got.solution, *expected);
  }
  const SolveResult any = engine.any(puzzle, {});
  EXPECT_EQ(any.status, expected ? Status::solved : Status::no_solution);
  if (any.status == Status::solved) {
    EXPECT_TRUE(check_solution(puzzle, any.solution));
  }

  constexpr std::uint64_t kLimit = 50;
  const std::uint64_t truth = Reference::count(puzzle, kLimit);
  const CountResult counted = engine.count(puzzle, kLimit, {});
  EXPECT_EQ(counted.status, Status::solved);
  EXPECT_EQ(counted.count, truth);
  if (truth < kLimit) {
    EXPECT_FALSE(counted.capped);
  }
}

class AgainstReference : public ::testing::TestWithParam<Case> {};

TEST_P(AgainstReference, SmallestCountAndAnyAgree) {
  const Case c = GetParam();
  std::mt19937_64 rng(0x5eed0000u +
                      static_cast<unsigned>(c.geometry.box_rows * 16 + c.geometry.box_cols));
  auto specialised = make_backtrack_engine();
  auto generic = make_backtrack_engine({.specialise_9x9 = false});
  int solvable = 0, multiple = 0, unsolvable = 0;
  for (int i = 0; i < c.puzzles; ++i) {
    const Grid full = Reference::random_full(c.geometry, rng);
    // Alternate dense (often unique) and sparse (often several) carvings.
    const double keep = i % 2 == 0 ? c.keep : c.keep + 0.15;
    const Grid puzzle = carve(full, keep, rng);
    const Grid perturbed = perturb(puzzle, rng);
    for (const Grid* p : {&puzzle, &perturbed}) {
      check_against_reference(*specialised, *p);
      if (c.geometry == Geometry{3, 3}) check_against_reference(*generic, *p);
      const std::uint64_t n = Reference::count(*p, 2);
      (n == 0 ? unsolvable : n == 1 ? solvable : multiple)++;
    }
  }
  // The mix must actually cover all three kinds of puzzle.
  EXPECT_GT(solvable, 0);
  EXPECT_GT(multiple, 0);
  EXPECT_GT(unsolvable, 0);
}

INSTANTIATE_TEST_SUITE_P(Geometries, AgainstReference,
                         // 12x12 boxes turn on the generic solver's locked candidates.
                         ::testing::Values(Case{{2, 2}, 0.25, 120}, Case{{2, 3}, 0.35, 120},
                                           Case{{3, 2}, 0.35, 80}, Case{{2, 4}, 0.40, 80},
                                           Case{{4, 2}, 0.40, 60}, Case{{3, 3}, 0.45, 120},
                                           Case{{3, 4}, 0.55, 40}, Case{{4, 3}, 0.55, 40}),
                         [](const auto& info) { return "Box" + info.param.geometry.name(); });

}  // namespace
}  // namespace satdoku::testing
