// The reference of reference.hpp. Compiled once into the tests' oracle
// library at the build's optimisation, while the test programs themselves
// are built without any (tests/CMakeLists.txt): the suites call it on
// thousands of puzzles.
#include "reference.hpp"

#include <algorithm>
#include <functional>

namespace satdoku::testing {
namespace {

class Backtracker {
 public:
  explicit Backtracker(const Grid& puzzle, std::mt19937_64* rng = nullptr)
      : grid_(puzzle), n_(puzzle.side()), rng_(rng) {}

  bool givens_consistent() const {
    for (int i = 0; i < grid_.cells(); ++i)
      if (grid_.at(i) != 0 && !allowed(i, grid_.at(i))) return false;
    return true;
  }

  // Calls on_solution for each completion in lexicographic order (or the
  // shuffled value order) until it returns false. Returns false when stopped.
  bool search(int cell, const std::function<bool(const Grid&)>& on_solution) {
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

 private:
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

  Grid grid_;
  int n_;
  std::mt19937_64* rng_;
};

}  // namespace

std::optional<Grid> Reference::smallest(const Grid& puzzle) {
  Backtracker ref(puzzle);
  if (!ref.givens_consistent()) return std::nullopt;
  std::optional<Grid> found;
  ref.search(0, [&](const Grid& g) {
    found = g;
    return false;  // stop at the first
  });
  return found;
}

std::uint64_t Reference::count(const Grid& puzzle, std::uint64_t limit) {
  Backtracker ref(puzzle);
  if (!ref.givens_consistent()) return 0;
  std::uint64_t n = 0;
  ref.search(0, [&](const Grid&) { return ++n < limit; });
  return n;
}

std::vector<Grid> Reference::first(const Grid& puzzle, std::size_t limit) {
  Backtracker ref(puzzle);
  std::vector<Grid> found;
  if (!ref.givens_consistent() || limit == 0) return found;
  ref.search(0, [&](const Grid& g) {
    found.push_back(g);
    return found.size() < limit;
  });
  return found;
}

Grid Reference::random_full(Geometry geometry, std::mt19937_64& rng) {
  Backtracker ref(Grid(geometry), &rng);
  std::optional<Grid> found;
  ref.search(0, [&](const Grid& g) {
    found = g;
    return false;
  });
  return *found;
}

}  // namespace satdoku::testing
