// Partly blank 36x36 puzzles, the largest grids the engines take: a valid
// grid (the closed-form pattern for 6x6 boxes, checked here by the validity
// checker) shuffled by the moves that keep a Sudoku valid, then blanked at
// random. Both engines must give the same valid answer, no larger than the
// shuffled grid (itself a completion). 40% and 70% blanks are the easy ends
// of bench/shuffled36's range (milliseconds to a second); 50-60% are the
// quasigroup-completion hard region, left to the benchmark.
#include <gtest/gtest.h>

#include <algorithm>
#include <numeric>
#include <random>
#include <vector>

#include "satdoku/backtrack.hpp"
#include "satdoku/check.hpp"
#include "satdoku/sat_engine.hpp"

namespace satdoku {
namespace {

constexpr int kSide36 = 36;

Grid pattern36() {
  Grid g(Geometry{6, 6});
  for (int r = 0; r < kSide36; ++r)
    for (int c = 0; c < kSide36; ++c) g.set(r, c, (6 * (r % 6) + r / 6 + c) % kSide36 + 1);
  return g;
}

// Bands and stacks, the lines within them, and the digits, each in a random
// order: every such move keeps rows, columns and boxes all-different.
Grid shuffled36(const Grid& full, std::mt19937_64& rng) {
  auto order = [&rng] {
    std::vector<int> blocks(6), lines;
    std::iota(blocks.begin(), blocks.end(), 0);
    std::shuffle(blocks.begin(), blocks.end(), rng);
    for (const int b : blocks) {
      std::vector<int> within(6);
      std::iota(within.begin(), within.end(), 6 * b);
      std::shuffle(within.begin(), within.end(), rng);
      lines.insert(lines.end(), within.begin(), within.end());
    }
    return lines;
  };
  const std::vector<int> rows = order(), cols = order();
  std::vector<int> digits(kSide36);
  std::iota(digits.begin(), digits.end(), 1);
  std::shuffle(digits.begin(), digits.end(), rng);
  Grid out(full.geometry());
  for (int r = 0; r < kSide36; ++r)
    for (int c = 0; c < kSide36; ++c)
      out.set(
          r, c,
          digits[static_cast<std::size_t>(
              full.at(rows[static_cast<std::size_t>(r)], cols[static_cast<std::size_t>(c)]) - 1)]);
  return out;
}

Grid blanked36(const Grid& full, int percent, std::mt19937_64& rng) {
  std::vector<int> cells(static_cast<std::size_t>(full.cells()));
  std::iota(cells.begin(), cells.end(), 0);
  std::shuffle(cells.begin(), cells.end(), rng);
  Grid p = full;
  const std::size_t k = static_cast<std::size_t>(full.cells() * percent / 100);
  for (std::size_t i = 0; i < k; ++i) p.set(cells[i], 0);
  return p;
}

TEST(Shuffled36, BothEnginesGiveTheSameValidSmallestCompletion) {
  const Grid full = pattern36();
  ASSERT_TRUE(check_solution(Puzzle(Grid(full.geometry())), full));
  auto sat = make_sat_engine();
  auto native = make_backtrack_engine();
  for (const int percent : {40, 70}) {
    std::mt19937_64 rng(static_cast<std::uint64_t>(percent));
    const Grid complete = shuffled36(full, rng);
    ASSERT_TRUE(check_solution(Puzzle(Grid(full.geometry())), complete));
    const Grid puzzle = blanked36(complete, percent, rng);
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
