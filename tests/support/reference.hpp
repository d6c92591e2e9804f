// A slow, obviously-correct reference for tests: plain row-major backtracking
// that checks each placement against its row, column and box, and nothing
// else. It shares no code with either engine. Good for 4x4, 6x6 and 9x9
// puzzles with many givens; far too slow for hard or large ones.
#pragma once

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
  static std::optional<Grid> smallest(const Grid& puzzle);

  // Number of completions, stopping at `limit`.
  static std::uint64_t count(const Grid& puzzle, std::uint64_t limit);

  // The first `limit` completions in lexicographic order.
  static std::vector<Grid> first(const Grid& puzzle, std::size_t limit);

  // A random complete grid: backtracking with a shuffled value order.
  static Grid random_full(Geometry geometry, std::mt19937_64& rng);
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
