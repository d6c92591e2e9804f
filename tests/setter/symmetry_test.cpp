// generate --symmetry (qqwing's): the givens' pattern has the symmetry asked,
// the puzzle has one completion, and no group of givens that the symmetry
// ties together can go, by both ways of dropping givens (counting with the
// native engine, and the incremental SAT solver's refutations). The images
// of a cell are computed here from the symmetry's plain geometry, not with
// the library's orbits, and every count is the SAT engine's.
#include <gtest/gtest.h>

#include <set>
#include <utility>
#include <vector>

#include "satdoku/backtrack.hpp"
#include "satdoku/check.hpp"
#include "satdoku/generate.hpp"
#include "satdoku/sat_engine.hpp"

namespace satdoku {
namespace {

// Where the symmetry takes (r, c) in an n x n grid, as qqwing draws its
// patterns: a quarter turn, a half turn, left to right, top to bottom.
std::pair<int, int> image(Symmetry s, int n, int r, int c) {
  switch (s) {
    case Symmetry::rotate90:
      return {c, n - 1 - r};
    case Symmetry::rotate180:
      return {n - 1 - r, n - 1 - c};
    case Symmetry::mirror:
      return {r, n - 1 - c};
    case Symmetry::flip:
      return {n - 1 - r, c};
    case Symmetry::none:
      break;
  }
  return {r, c};
}

// A cell and all its images (repeatedly mapped until back).
std::set<int> group_of(Symmetry s, int n, int cell) {
  std::set<int> group;
  int r = cell / n, c = cell % n;
  while (group.insert(r * n + c).second) std::tie(r, c) = image(s, n, r, c);
  return group;
}

void expect_symmetric_unique_minimal(const Generated& g, Symmetry s) {
  ASSERT_EQ(g.status, Status::solved);
  EXPECT_EQ(g.symmetry, s);
  const Grid& grid = g.puzzle.grid;
  const int n = grid.side();
  for (int cell = 0; cell < grid.cells(); ++cell) {
    const auto [r, c] = image(s, n, cell / n, cell % n);
    EXPECT_EQ(grid.at(cell) != 0, grid.at(r * n + c) != 0)
        << "R" << cell / n + 1 << "C" << cell % n + 1
        << " and its image differ: " << one_line(grid);
  }
  EXPECT_TRUE(check_solution(g.puzzle, g.solution));
  auto sat = make_sat_engine();
  EXPECT_EQ(sat->count(g.puzzle, 2, {}).count, 1u) << one_line(grid);
  // Minimal as far as the symmetry allows: each group of givens is needed.
  std::set<int> tried;
  for (int cell = 0; cell < grid.cells(); ++cell) {
    if (grid.at(cell) == 0 || tried.count(cell)) continue;
    Puzzle fewer = g.puzzle;
    for (const int member : group_of(s, n, cell)) {
      tried.insert(member);
      fewer.grid.set(member, 0);
    }
    EXPECT_EQ(sat->count(fewer, 2, {}).count, 2u) << "the givens with R" << cell / n + 1 << "C"
                                                  << cell % n + 1 << " can go: " << one_line(grid);
  }
}

const Symmetry kSymmetries[] = {Symmetry::rotate90, Symmetry::rotate180, Symmetry::mirror,
                                Symmetry::flip};

TEST(Symmetry, GivensKeepEachSymmetryAndStayUniqueAndMinimal) {
  auto backtrack = make_backtrack_engine();
  for (const Symmetry s : kSymmetries) {
    SCOPED_TRACE(std::string(to_string(s)));
    for (const Geometry geometry : {Geometry{3, 3}, Geometry{2, 3}}) {
      GenerateOptions options;
      options.layout = Puzzle(Grid(geometry));
      options.symmetry = s;
      for (std::uint64_t index = 0; index < 2; ++index)
        expect_symmetric_unique_minimal(generate_puzzle(options, index, *backtrack), s);
    }
  }
}

TEST(Symmetry, TheSatSolversWayOfDroppingGivensKeepsItToo) {
  auto backtrack = make_backtrack_engine();
  for (const Symmetry s : kSymmetries) {
    SCOPED_TRACE(std::string(to_string(s)));
    GenerateOptions options;
    options.symmetry = s;
    options.sat_minimize = true;  // as on 25x25 and variant layouts past 9x9
    expect_symmetric_unique_minimal(generate_puzzle(options, 0, *backtrack), s);
  }
}

TEST(Symmetry, RandomDrawsOneOfTheFourPerPuzzleFromTheSeed) {
  auto backtrack = make_backtrack_engine();
  GenerateOptions options;
  options.random_symmetry = true;
  std::set<Symmetry> drawn;
  for (std::uint64_t index = 0; index < 8; ++index) {
    const Generated g = generate_puzzle(options, index, *backtrack);
    EXPECT_NE(g.symmetry, Symmetry::none);
    expect_symmetric_unique_minimal(g, g.symmetry);
    drawn.insert(g.symmetry);
    EXPECT_EQ(generate_puzzle(options, index, *backtrack).puzzle.grid, g.puzzle.grid);
  }
  EXPECT_GE(drawn.size(), 2u);
}

TEST(Symmetry, NamesAreQqwings) {
  for (const char* name : {"none", "rotate90", "rotate180", "mirror", "flip"})
    EXPECT_EQ(to_string(*symmetry_from_name(name)), name);
  EXPECT_FALSE(symmetry_from_name("random"));  // generate's choice, not a symmetry
  EXPECT_FALSE(symmetry_from_name("rotate"));
}

}  // namespace
}  // namespace satdoku
