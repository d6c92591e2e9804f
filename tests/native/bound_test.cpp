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

// Every completion a search pruned by the floor reports: the floor is
// `completion`'s first `cell` digits, then `digit`, taken from a state with
// those cells assigned.
std::vector<Values> above_floor(native::Band9Solver& solver, const Grid& puzzle,
                                const Values& completion, int cell, int digit) {
  std::vector<Values> found;
  native::Band9State root, prefix;
  if (!solver.init(root, puzzle)) return found;
  prefix = root;
  for (int c = 0; c < cell; ++c)
    if (!solver.assign(prefix, c, completion[c])) return found;  // cannot happen: a completion
  solver.set_floor(prefix, cell, digit);
  native::Search<native::Band9Solver> search(solver);
  native::Budget budget(Limits{});
  if (!solver.above(root)) return found;
  search.run(
      root, budget,
      [&](const native::Band9State& s) {
        Values v;
        solver.write(s, v);
        found.push_back(v);
        return true;
      },
      ~std::uint64_t{0}, [&](const native::Band9State& s) { return solver.choose(s); },
      [&](native::Band9State& s) { return solver.above(s); });
  solver.clear_floor();
  return found;
}

// The floor, against the reference's completions: kept are exactly those
// whose first cell + 1 digits are not below the floor's, for floors cut from
// each completion at several cells, with every digit at the last one.
void check_floor(native::Band9Solver& solver) {
  std::mt19937_64 rng(0xF100);
  int checked = 0;
  for (int i = 0; checked < 30 && i < 1500; ++i) {
    const Grid puzzle = carve(Reference::random_full(Geometry{3, 3}, rng), 0.45, rng);
    const std::vector<Grid> all = Reference::first(puzzle, 61);
    if (all.size() < 2 || all.size() > 60) continue;
    ++checked;
    SCOPED_TRACE(to_line(puzzle));
    std::vector<Values> completions;
    for (const Grid& g : all) completions.push_back(values_of(g));
    const Values& cut =
        completions[std::uniform_int_distribution<std::size_t>(0, completions.size() - 1)(rng)];
    for (int cell : {0, 5, 26, 27, 40, 80})
      for (int digit = 1; digit <= 9; ++digit) {
        Values floor(cut.begin(), cut.begin() + cell);
        floor.push_back(static_cast<std::uint8_t>(digit));
        std::vector<Values> expected;
        for (const Values& v : completions)
          if (!std::lexicographical_compare(v.begin(), v.begin() + cell + 1, floor.begin(),
                                            floor.end()))
            expected.push_back(v);
        std::sort(expected.begin(), expected.end());
        std::vector<Values> got = above_floor(solver, puzzle, cut, cell, digit);
        std::sort(got.begin(), got.end());
        ASSERT_EQ(got, expected) << "floor cut at cell " << cell << ", digit " << digit;
      }
  }
  EXPECT_EQ(checked, 30);
}

// On every vector path this processor runs (band9_path.hpp).
TEST(LexBound, NineByNineFloorPrunesExactlyTheCompletionsBelow) {
  for (native::Band9Path path : native::kBand9Paths) {
    if (!native::band9_path_supported(path)) continue;
    SCOPED_TRACE(native::band9_path_name(path));
    native::Band9Solver solver(path);
    check_floor(solver);
  }
}

TEST(LexBound, NineByNinePrunesExactlyTheCompletionsNotBelow) {
  for (native::Band9Path path : native::kBand9Paths) {
    if (!native::band9_path_supported(path)) continue;
    SCOPED_TRACE(native::band9_path_name(path));
    native::Band9Solver solver(path);
    check_bound(solver, Geometry{3, 3}, 0.45, 60);
  }
}

}  // namespace
}  // namespace satdoku::testing
