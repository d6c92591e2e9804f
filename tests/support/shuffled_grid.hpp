// A complete grid made into many: shuffled by the moves that keep a Sudoku
// valid, then blanked at random. Used by the 36x36 test
// (tests/sat/shuffled36_test.cpp) and benchmark (bench/shuffled36.cpp), so
// that the benchmark's hard cases and the suite's easy ones are the same kind.
#pragma once

#include <algorithm>
#include <cstddef>
#include <numeric>
#include <random>
#include <vector>

#include "satdoku/grid.hpp"

namespace satdoku::testing {

// Bands and stacks, the lines within them, and the digits, each in a random
// order: every such move keeps rows, columns and boxes all-different.
inline Grid shuffled(const Grid& full, std::mt19937_64& rng) {
  const Geometry g = full.geometry();
  const int n = g.side();
  auto order = [&](int size) {
    std::vector<int> blocks(static_cast<std::size_t>(n / size)), lines;
    std::iota(blocks.begin(), blocks.end(), 0);
    std::shuffle(blocks.begin(), blocks.end(), rng);
    for (const int b : blocks) {
      std::vector<int> within(static_cast<std::size_t>(size));
      std::iota(within.begin(), within.end(), b * size);
      std::shuffle(within.begin(), within.end(), rng);
      lines.insert(lines.end(), within.begin(), within.end());
    }
    return lines;
  };
  const std::vector<int> rows = order(g.box_rows), cols = order(g.box_cols);
  std::vector<int> digits(static_cast<std::size_t>(n));
  std::iota(digits.begin(), digits.end(), 1);
  std::shuffle(digits.begin(), digits.end(), rng);
  Grid out(g);
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c)
      out.set(
          r, c,
          digits[static_cast<std::size_t>(
              full.at(rows[static_cast<std::size_t>(r)], cols[static_cast<std::size_t>(c)]) - 1)]);
  return out;
}

// `full` with `percent` of its cells (to the nearest cell) blanked, chosen at
// random.
inline Grid blanked(const Grid& full, int percent, std::mt19937_64& rng) {
  std::vector<int> cells(static_cast<std::size_t>(full.cells()));
  std::iota(cells.begin(), cells.end(), 0);
  std::shuffle(cells.begin(), cells.end(), rng);
  Grid p = full;
  const auto k = static_cast<std::size_t>((full.cells() * percent + 50) / 100);
  for (std::size_t i = 0; i < k; ++i) p.set(cells[i], 0);
  return p;
}

}  // namespace satdoku::testing
