// Variant puzzles built in code, and a brute-force enumerator that knows
// rows, columns and regions and nothing else: a test states each rule's
// plain meaning as a predicate over a complete grid and filters the
// enumerated completions with it, sharing no code with the rule lowering or
// any engine.
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "satdoku/grid.hpp"
#include "satdoku/rules.hpp"
#include "variant_builders.hpp"

namespace satdoku::testing {

// Cell index of row r, column c, both counted from 1 (as in R1C1).
inline int rc(int side, int r, int c) {
  return (r - 1) * side + (c - 1);
}

// The region of every cell: the jigsaw's, or the usual box worked out here.
inline std::vector<int> regions_of(const Puzzle& puzzle) {
  if (puzzle.rules && !puzzle.rules->regions.empty()) return puzzle.rules->regions;
  const Geometry& g = puzzle.grid.geometry();
  const int n = g.side();
  std::vector<int> regions(static_cast<std::size_t>(n * n));
  for (int cell = 0; cell < n * n; ++cell) {
    const int r = cell / n, c = cell % n;
    regions[cell] = (r / g.box_rows) * (n / g.box_cols) + c / g.box_cols;
  }
  return regions;
}

struct BruteForceResult {
  std::vector<Grid> first;  // the first completions that pass, lexicographic order
  std::size_t count = 0;    // completions that pass, up to the limit
};

// Completions of the puzzle's grid (rows, columns, regions), in row-major,
// smallest-digit-first order, hence lexicographic; each one `holds` is kept,
// until `limit` are found.
inline BruteForceResult brute_force(const Puzzle& puzzle,
                                    const std::function<bool(const Grid&)>& holds,
                                    std::size_t limit = 2) {
  const Grid& start = puzzle.grid;
  const int n = start.side();
  const std::vector<int> region = regions_of(puzzle);
  BruteForceResult out;
  Grid g = start;
  auto fits = [&](int cell, int d) {
    for (int other = 0; other < n * n; ++other) {
      if (other == cell || g.at(other) != d) continue;
      if (other / n == cell / n || other % n == cell % n || region[other] == region[cell])
        return false;
    }
    return true;
  };
  for (int cell = 0; cell < n * n; ++cell)
    if (start.at(cell) != 0 && !fits(cell, start.at(cell))) return out;
  std::function<bool(int)> search = [&](int cell) {
    if (cell == n * n) {
      if (holds(g)) {
        out.first.push_back(g);
        ++out.count;
      }
      return out.count < limit;
    }
    if (start.at(cell) != 0) return search(cell + 1);
    for (int d = 1; d <= n; ++d) {
      if (!fits(cell, d)) continue;
      g.set(cell, d);
      if (!search(cell + 1)) return false;
    }
    g.set(cell, 0);
    return true;
  };
  search(0);
  return out;
}

}  // namespace satdoku::testing
