// minimize(): the result is unique and minimal by the other engine (every
// given dropped gives two completions), keeps the protected givens and the
// rules, refuses puzzles that are not unique, and is the same per seed.
#include <gtest/gtest.h>

#include <fstream>

#include "data_sets.hpp"
#include "every_completion.hpp"
#include "satdoku/backtrack.hpp"
#include "satdoku/minimize.hpp"
#include "satdoku/notation.hpp"
#include "satdoku/sat_engine.hpp"
#include "variant_builders.hpp"

namespace satdoku {
namespace {

// The first puzzles of top1465 (tests/data/sets/).
Grid top1465(int index) {
  return parse_puzzle(testing::set_line("top1465.txt", static_cast<std::size_t>(index)))
      .puzzle.value()
      .grid;
}

// Dropping each given in turn: the SAT engine must find two completions.
void expect_minimal_by_sat(const Puzzle& puzzle) {
  auto sat = make_sat_engine();
  ASSERT_EQ(sat->count(puzzle, 2, {}).count, 1u) << one_line(puzzle.grid);
  for (int cell = 0; cell < puzzle.grid.cells(); ++cell) {
    if (puzzle.grid.at(cell) == 0) continue;
    Puzzle less = puzzle;
    less.grid.set(cell, 0);
    EXPECT_EQ(sat->count(less, 2, {}).count, 2u) << "given " << cell << " is not needed";
  }
}

TEST(Minimize, LeavesAUniqueMinimalPuzzleWithinTheOriginalGivens) {
  auto backtrack = make_backtrack_engine();
  // A full grid has 81 givens, most of which can go.
  const Grid full = backtrack->smallest(top1465(0), {}).solution;
  for (const Grid& start : {top1465(1), full}) {
    MinimizeOptions options;
    options.seed = 11;
    const MinimizeResult r = minimize(start, *backtrack, options);
    ASSERT_EQ(r.kind, MinimizeResult::Kind::minimal);
    EXPECT_EQ(r.removed, start.givens() - r.puzzle.grid.givens());
    for (int cell = 0; cell < 81; ++cell) {
      if (r.puzzle.grid.at(cell) != 0) {
        EXPECT_EQ(r.puzzle.grid.at(cell), start.at(cell));
      }
    }
    EXPECT_EQ(r.solution, backtrack->any(start, {}).solution);
    expect_minimal_by_sat(r.puzzle);
    EXPECT_TRUE(check_unique_minimal(r.puzzle, *make_sat_engine(), true).confirmed());
  }
}

TEST(Minimize, TheSameSeedGivesTheSamePuzzleAndSeedsDiffer) {
  auto backtrack = make_backtrack_engine();
  const Grid full = backtrack->smallest(top1465(2), {}).solution;
  MinimizeOptions a, b;
  a.seed = b.seed = 5;
  EXPECT_EQ(minimize(full, *backtrack, a).puzzle.grid, minimize(full, *backtrack, b).puzzle.grid);
  b.seed = 6;
  EXPECT_NE(minimize(full, *backtrack, a).puzzle.grid, minimize(full, *backtrack, b).puzzle.grid);
}

TEST(Minimize, KeepsProtectedGivens) {
  auto backtrack = make_backtrack_engine();
  const Grid full = backtrack->smallest(top1465(3), {}).solution;
  MinimizeOptions options;
  options.keep = {0, 10, 80};
  const MinimizeResult r = minimize(full, *backtrack, options);
  ASSERT_EQ(r.kind, MinimizeResult::Kind::minimal);
  for (int cell : options.keep) EXPECT_EQ(r.puzzle.grid.at(cell), full.at(cell));
}

TEST(Minimize, RefusesPuzzlesWithSeveralOrNoCompletions) {
  auto backtrack = make_backtrack_engine();
  Grid several = top1465(0);
  for (int cell = 0; cell < 81; ++cell) several.set(cell, cell < 30 ? several.at(cell) : 0);
  EXPECT_EQ(minimize(several, *backtrack).kind, MinimizeResult::Kind::not_unique);
  Grid clash(Geometry{3, 3});
  clash.set(0, 1);
  clash.set(1, 1);
  EXPECT_EQ(minimize(clash, *backtrack).kind, MinimizeResult::Kind::no_solution);
  EXPECT_EQ(check_unique_minimal(several, *make_sat_engine(), false).why, "2+ completions");
}

TEST(Minimize, VariantRulesStayAndTheResultIsMinimalByBruteForce) {
  // 6x6 with a killer cage and a thermometer, started from a full grid.
  using testing::rcs;
  const Grid full = testing::digits_grid("123456456123231564564231312645645312", Geometry{2, 3});
  const Puzzle start =
      testing::with_rules(full, {testing::make_rule(RuleKind::killer_cage, "killercage[0]",
                                                    rcs({"R1C1", "R1C2", "R2C1"}, 6), 7),
                                 testing::make_rule(RuleKind::thermometer, "thermometer[0]",
                                                    rcs({"R3C3", "R3C2", "R2C2"}, 6))});
  ASSERT_TRUE(check_solution(start, full)) << "the test's grid must keep its rules";
  const MinimizeResult r = minimize(start, *make_backtrack_engine());
  ASSERT_EQ(r.kind, MinimizeResult::Kind::minimal);
  EXPECT_EQ(r.puzzle.rules, start.rules);
  EXPECT_EQ(testing::brute_total(r.puzzle), 1u);
  for (int cell = 0; cell < 36; ++cell) {
    if (r.puzzle.grid.at(cell) == 0) continue;
    Puzzle less = r.puzzle;
    less.grid.set(cell, 0);
    EXPECT_GE(testing::brute_total(less), 2u) << "given " << cell << " is not needed";
  }
}

}  // namespace
}  // namespace satdoku
