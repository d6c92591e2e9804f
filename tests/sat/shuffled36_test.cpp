// Partly blank 36x36 puzzles, the largest grids the engines take: a valid
// grid (the closed-form pattern for 6x6 boxes, checked here by the validity
// checker) shuffled by the moves that keep a Sudoku valid, then blanked at
// random. Both engines must give the same valid answer, no larger than the
// shuffled grid (itself a completion). 40% and 70% blanks are the easy ends
// of bench/shuffled36's range (milliseconds to a second); 50-60% are the
// quasigroup-completion hard region, left to the benchmark.
#include <gtest/gtest.h>

#include <random>

#include "satdoku/backtrack.hpp"
#include "satdoku/check.hpp"
#include "satdoku/sat_engine.hpp"
#include "shuffled_grid.hpp"

namespace satdoku {
namespace {

constexpr int kSide36 = 36;

Grid pattern36() {
  Grid g(Geometry{6, 6});
  for (int r = 0; r < kSide36; ++r)
    for (int c = 0; c < kSide36; ++c) g.set(r, c, (6 * (r % 6) + r / 6 + c) % kSide36 + 1);
  return g;
}

TEST(Shuffled36, BothEnginesGiveTheSameValidSmallestCompletion) {
  const Grid full = pattern36();
  ASSERT_TRUE(check_solution(Puzzle(Grid(full.geometry())), full));
  auto sat = make_sat_engine();
  auto native = make_backtrack_engine();
  for (const int percent : {40, 70}) {
    std::mt19937_64 rng(static_cast<std::uint64_t>(percent));
    const Grid complete = testing::shuffled(full, rng);
    ASSERT_TRUE(check_solution(Puzzle(Grid(full.geometry())), complete));
    const Grid puzzle = testing::blanked(complete, percent, rng);
    // Generous limits: a hang shows as unknown, not as a stuck suite.
    const SolveResult s = sat->smallest(puzzle, {.seconds = 60});
    const SolveResult n = native->smallest(puzzle, {.seconds = 60});
    ASSERT_EQ(s.status, Status::solved) << percent << "% blank";
    ASSERT_EQ(n.status, Status::solved) << percent << "% blank";
    EXPECT_TRUE(check_solution(puzzle, s.solution)) << percent << "% blank";
    EXPECT_TRUE(s.solution == n.solution) << percent << "% blank";
    EXPECT_FALSE(complete < s.solution) << percent << "% blank";
  }
}

}  // namespace
}  // namespace satdoku
