// A slow, obviously-correct reference for tests: plain row-major backtracking
// that checks each placement against its row, column and box, and nothing
// else. It shares no code with either engine. Good for 4x4, 6x6 and 9x9
// puzzles with many givens; far too slow for hard or large ones.
#pragma once

#include <algorithm>
#include <cstdint>
#include <optional>
#include <random>
#include <vector>

#include "satdoku/grid.hpp"

namespace satdoku::testing {

class Reference {
 public:
  // The first completion in row-major, smallest-value-first order, which is
  // by construction the lexicographically smallest one.
  static std::optional<Grid> smallest(const Grid& puzzle) {
    Reference ref(puzzle);
    if (!ref.givens_consistent()) return std::nullopt;
    std::optional<Grid> found;
    ref.search(0, [&](const Grid& g) {
      found = g;
      return false;  // stop at the first
    });
    return found;
  }

  // Number of completions, stopping at `limit`.
  static std::uint64_t count(const Grid& puzzle, std::uint64_t limit) {
    Reference ref(puzzle);
    if (!ref.givens_consistent()) return 0;
    std::uint64_t n = 0;
    ref.search(0, [&](const Grid&) { return ++n < limit; });
    return n;
  }

  // The first `limit` completions in lexicographic order.
  static std::vector<Grid> first(const Grid& puzzle, std::size_t limit) {
    Reference ref(puzzle);
    std::vector<Grid> found;
    if (!ref.givens_consistent() || limit == 0) return found;
    ref.search(0, [&](const Grid& g) {
      found.push_back(g);
      return found.size() < limit;
    });
    return found;
  }

  // A random complete grid: backtracking with a shuffled value order.
  static Grid random_full(Geometry geometry, std::mt19937_64& rng) {
    Reference ref{Grid(geometry)};
    ref.rng_ = &rng;
    std::optional<Grid> found;
    ref.search(0, [&](const Grid& g) {
      found = g;
      return false;
    });
    return *found;
  }

 private:
  explicit Reference(const Grid& puzzle) : grid_(puzzle), n_(puzzle.side()) {}

  bool allowed(int cell, int value) const {
    const int r = cell / n_, c = cell % n_;
    const Geometry& g = grid_.geometry();
    for (int k = 0; k < n_; ++k) {
      if (k != c && grid_.at(r, k) == value) return false;
      if (k != r && grid_.at(k, c) == value) return false;
    }
    const int r0 = r / g.box_rows * g.box_rows, c0 = c / g.box_cols * g.box_cols;
    for (int dr = 0; dr < g.box_rows; ++dr)
      for (int dc = 0; dc < g.box_cols; ++dc)
        if ((r0 + dr != r || c0 + dc != c) && grid_.at(r0 + dr, c0 + dc) == value) return false;
    return true;
  }

  bool givens_consistent() const {
    for (int i = 0; i < grid_.cells(); ++i)
      if (grid_.at(i) != 0 && !allowed(i, grid_.at(i))) return false;
    return true;
  }

  // Calls on_solution for each completion in lexicographic order until it
  // returns false. Returns false when stopped.
  template <class F>
  bool search(int cell, F&& on_solution) {
    while (cell < grid_.cells() && grid_.at(cell) != 0) ++cell;
    if (cell == grid_.cells()) return on_solution(grid_);
    std::vector<int> order;
    for (int v = 1; v <= n_; ++v) order.push_back(v);
    if (rng_) std::shuffle(order.begin(), order.end(), *rng_);
    for (int v : order) {
      if (!allowed(cell, v)) continue;
      grid_.set(cell, v);
      const bool go_on = search(cell + 1, on_solution);
      grid_.set(cell, 0);
      if (!go_on) return false;
    }
    return true;
  }

  Grid grid_;
  int n_;
  std::mt19937_64* rng_ = nullptr;
};

// A puzzle carved from a random full grid: each cell kept with probability
// keep (so it has at least one solution, often several).
inline Grid carve(const Grid& full, double keep, std::mt19937_64& rng) {
  Grid puzzle = full;
  std::bernoulli_distribution keep_it(keep);
  for (int i = 0; i < puzzle.cells(); ++i)
    if (!keep_it(rng)) puzzle.set(i, 0);
  return puzzle;
}

// A carved puzzle with one blank cell set to a random value: often
// unsolvable (sometimes by a direct clash), sometimes still solvable. Tests
// must not assume either; they compare engines with the reference.
inline Grid perturb(const Grid& puzzle, std::mt19937_64& rng) {
  Grid p = puzzle;
  std::uniform_int_distribution<int> cell(0, p.cells() - 1), value(1, p.side());
  for (int tries = 0; tries < 1000; ++tries) {
    const int i = cell(rng);
    if (p.at(i) != 0) continue;
    p.set(i, value(rng));
    return p;
  }
  return p;
}

}  // namespace satdoku::testing
