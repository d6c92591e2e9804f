// The lex bound of the native solvers (set_bound, below), which the lex-min
// branch and bound prunes with: a search pruned by it must report exactly
// the completions lexicographically smaller than the bound, checked against
// the slow reference's completions in lexicographic order.
#include <gtest/gtest.h>

#include <random>

#include "native/band9_solver.hpp"
#include "native/budget.hpp"
#include "native/search.hpp"
#include "native_support.hpp"
#include "reference.hpp"

namespace satdoku::testing {
namespace {

using native::Values;

Values values_of(const Grid& grid) {
  return Values(grid.values().begin(), grid.values().end());
}

// Every completion of `puzzle` that a search pruned by the bound reports,
// in the order found.
template <class Solver>
std::vector<Values> below_bound(Solver& solver, const Grid& puzzle, const Values& bound) {
  std::vector<Values> found;
  typename Solver::State root;
  if (!solver.init(root, puzzle)) return found;
  solver.set_bound(bound);
  native::Search<Solver> search(solver);
  native::Budget budget(Limits{});
  if (!solver.below(root)) return found;
  search.run(
      root, budget,
      [&](const typename Solver::State& s) {
        Values v;
        solver.write(s, v);
        found.push_back(v);
        return true;
      },
      ~std::uint64_t{0}, [&](const typename Solver::State& s) { return solver.choose(s); },
      [&](typename Solver::State& s) { return solver.below(s); });
  return found;
}

// Puzzles with 2 to 60 completions; the bound is each completion in turn
// (the smallest: nothing is below it), and a grid of all N, which is no
// completion and above every one.
template <class Solver>
void check_bound(Solver& solver, Geometry geometry, double keep, int puzzles) {
  std::mt19937_64 rng(0xB0B0 + geometry.side());
  int checked = 0;
  for (int i = 0; checked < puzzles && i < 50 * puzzles; ++i) {
    const Grid puzzle = carve(Reference::random_full(geometry, rng), keep, rng);
    const std::vector<Grid> all = Reference::first(puzzle, 61);
    if (all.size() < 2 || all.size() > 60) continue;
    ++checked;
    SCOPED_TRACE(to_line(puzzle));
    std::vector<Values> bounds;
    for (const Grid& g : all) bounds.push_back(values_of(g));
    for (std::size_t k = 0; k < bounds.size(); ++k) {
      std::vector<Values> got = below_bound(solver, puzzle, bounds[k]);
      std::sort(got.begin(), got.end());
      const std::vector<Values> expected(bounds.begin(), bounds.begin() + k);
      ASSERT_EQ(got, expected) << "bound = completion " << k;
    }
    std::vector<Values> got =
        below_bound(solver, puzzle, Values(puzzle.values().size(), geometry.side()));
    std::sort(got.begin(), got.end());
    EXPECT_EQ(got, bounds) << "bound = all " << geometry.side();
  }
  EXPECT_EQ(checked, puzzles);
}

TEST(LexBound, NineByNinePrunesExactlyTheCompletionsNotBelow) {
  native::Band9Solver solver;
  check_bound(solver, Geometry{3, 3}, 0.45, 60);
}

}  // namespace
}  // namespace satdoku::testing
