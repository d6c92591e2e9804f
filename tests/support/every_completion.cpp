// The enumeration of every_completion.hpp. Compiled once into the tests'
// oracle library at the build's optimisation (the test programs themselves
// are built without any: tests/CMakeLists.txt).
#include "every_completion.hpp"

#include "satdoku/check.hpp"

namespace satdoku::testing {

void each_completion(const Puzzle& puzzle, const std::function<void(const Grid&)>& visit) {
  Grid grid = puzzle.grid;
  const int n = grid.side();
  auto allowed = [&](int cell, int v) {
    const int r = cell / n, c = cell % n;
    for (int k = 0; k < n; ++k)
      if ((k != c && grid.at(r, k) == v) || (k != r && grid.at(k, c) == v)) return false;
    // Boxes, or the jigsaw regions that replace them.
    const int region = puzzle.region_of(cell);
    for (int other = 0; other < grid.cells(); ++other)
      if (other != cell && grid.at(other) == v && puzzle.region_of(other) == region) return false;
    return true;
  };
  for (int cell = 0; cell < grid.cells(); ++cell)
    if (grid.at(cell) != 0 && !allowed(cell, grid.at(cell))) return;
  std::function<void(int)> search = [&](int cell) {
    while (cell < grid.cells() && grid.at(cell) != 0) ++cell;
    if (cell == grid.cells()) {
      if (check_solution(puzzle, grid)) visit(grid);
      return;
    }
    for (int v = 1; v <= n; ++v) {
      if (!allowed(cell, v)) continue;
      grid.set(cell, v);
      search(cell + 1);
      grid.set(cell, 0);
    }
  };
  search(0);
}

// Per cell*N + d-1: how many completions put d there.
std::vector<std::uint64_t> brute_counts(const Puzzle& puzzle) {
  const int n = puzzle.side();
  std::vector<std::uint64_t> counts(static_cast<std::size_t>(puzzle.grid.cells() * n), 0);
  each_completion(puzzle, [&](const Grid& g) {
    for (int cell = 0; cell < g.cells(); ++cell)
      ++counts[static_cast<std::size_t>(cell * n + g.at(cell) - 1)];
  });
  return counts;
}

std::uint64_t brute_total(const Puzzle& puzzle) {
  std::uint64_t total = 0;
  each_completion(puzzle, [&](const Grid&) { ++total; });
  return total;
}

}  // namespace satdoku::testing
