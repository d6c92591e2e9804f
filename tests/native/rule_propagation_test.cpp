// The rule solver's propagation and branching, checked against answers that
// come from elsewhere:
// - soundness on real inputs: every published puzzle of tests/data/real,
//   tests/data/setters and tests/data/variants (with its published or
//   reference solution) is loaded, and cells of that solution are assigned
//   one by one in random orders; after each, the propagated state must still
//   hold the solution (it is a completion of every such partial state, so no
//   propagator may remove any of its digits);
// - exact counts: puzzles with many completions counted to a high limit
//   agree with the brute force (binary branching and branching on where a
//   digit goes must split the completions without losing or repeating one);
// - hand-checked cases of what locked candidates remove.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "core/lowering.hpp"
#include "known_solutions.hpp"
#include "native/rule_solver.hpp"
#include "native_support.hpp"
#include "rule_brute_force.hpp"
#include "rule_puzzles.hpp"
#include "satdoku/backtrack.hpp"
#include "satdoku/fpuzzles.hpp"
#include "text.hpp"

namespace satdoku::testing {
namespace {

using native::DigitSet;
using native::RuleSolver;
using native::RuleState;

bool holds(const RuleState& state, const Grid& solution) {
  for (int cell = 0; cell < solution.cells(); ++cell)
    if (!(state.cand[cell] >> (solution.at(cell) - 1) & 1)) return false;
  return true;
}

TEST(RulePropagation, NeverRemovesADigitOfAKnownCompletion) {
  int puzzles = 0;
  for (const char* name : {"real", "setters", "variants"}) {
    for (const KnownSolution& k : known_solutions(name)) {
      SCOPED_TRACE(k.name);
      ++puzzles;
      // As the native engine lowers: with the sums houses imply.
      Lowered lowered = lower(k.puzzle);
      add_house_sums(lowered);
      RuleSolver solver(k.puzzle.grid.geometry(), lowered);
      RuleState root;
      ASSERT_TRUE(solver.init(root, k.puzzle.grid));
      ASSERT_TRUE(holds(root, k.solution));
      Rng rng(static_cast<std::uint64_t>(puzzles));
      for (int order = 0; order < 4; ++order) {
        std::vector<int> cells(static_cast<std::size_t>(k.solution.cells()));
        for (int c = 0; c < k.solution.cells(); ++c) cells[c] = c;
        rng.shuffle(cells);
        RuleState state = root;
        for (const int cell : cells) {
          ASSERT_TRUE(solver.assign(state, cell, k.solution.at(cell))) << "cell " << cell;
          ASSERT_TRUE(holds(state, k.solution)) << "after cell " << cell;
          if (solver.complete(state)) break;
        }
      }
    }
  }
  EXPECT_GT(puzzles, 100);
}

// Rules with little bite on a 6x6 with a few givens: many completions each,
// so that a count to 1000 walks a large tree of both kinds of branch.
TEST(RulePropagation, CountsManyCompletionsExactly) {
  int checked = 0;
  for (int seed = 1; seed <= 6; ++seed) {
    Rng rng(static_cast<std::uint64_t>(seed) * 104729);
    const Grid s = random_solution({2, 3}, rng);
    std::vector<Rule> rules = cages_off(s, 3, 12, /*sums=*/true, rng);
    // A thermometer and a renban pair read off the solution, when found.
    for (const std::vector<int>&line : lines_off(
             6, 1, 3, rng,
             [&](const std::vector<int>&l, int c) { return s.at(c) > s.at(l.back()); },
             [](const std::vector<int>&) { return true; }))
      rules.push_back(rule(RuleKind::thermometer, line));
    const Puzzle puzzle = with_rules(givens_from(s, 5, rng), std::move(rules));
    SCOPED_TRACE("seed " + std::to_string(seed) + ": " + to_line(puzzle.grid));
    const BruteAnswer want = brute_force(puzzle, 1000);
    auto engine = make_backtrack_engine();
    const CountResult got = engine->count(puzzle, 1000, {});
    ASSERT_EQ(got.status, Status::solved);
    EXPECT_EQ(got.count, static_cast<std::uint64_t>(want.count));
    checked += want.count > 50;
  }
  EXPECT_GT(checked, 2) << "too few puzzles with many completions";
}

// The candidates of each cell after init, as digit strings.
std::vector<std::string> root_candidates(const Puzzle& puzzle) {
  RuleSolver solver(puzzle.grid.geometry(), lower(puzzle));
  RuleState state;
  EXPECT_TRUE(solver.init(state, puzzle.grid));
  std::vector<std::string> out;
  for (const DigitSet c : state.cand) {
    std::string digits;
    for (int d = 1; d <= puzzle.side(); ++d)
      if (c >> (d - 1) & 1) digits += static_cast<char>('0' + d);
    out.push_back(digits);
  }
  return out;
}

// Givens 2..7 fill rows 2 and 3 of box 1 (hand-placed), so box 1's 1 lies
// in row 1: pointing takes 1 from the rest of row 1, which nothing else does
// (no given 1 anywhere).
TEST(RulePropagation, LockedCandidatesPointFromABoxAlongARow) {
  Grid grid(Geometry{3, 3});
  const int fill[6] = {2, 3, 4, 5, 6, 7};
  for (int k = 0; k < 6; ++k) grid.set(1 + k / 3, k % 3, fill[k]);
  const std::vector<std::string> cand = root_candidates(with_rules(grid, {}));
  for (int c = 0; c < 3; ++c) EXPECT_NE(cand[c].find('1'), std::string::npos) << "R1C" << c + 1;
  for (int c = 3; c < 9; ++c) EXPECT_EQ(cand[c].find('1'), std::string::npos) << "R1C" << c + 1;
  // Row 4 (another band) keeps its 1s.
  for (int c = 0; c < 9; ++c) EXPECT_NE(cand[27 + c].find('1'), std::string::npos);
}

// Givens 1, 2, 3, 4, 6, 7, 8 fill row 1 but for R1C2 and R1C4 (hand-placed),
// which hold 5 and 9 between them. Under the anti-knight rule R2C2 and R3C3
// see both: R1C2 through box 1, R1C4 by a knight's move. They lose 5 and 9,
// which pointing along boxes and lines (the places lie in two boxes) and
// singles do not take.
TEST(RulePropagation, LockedCandidatesSeeThroughAntiKnightMoves) {
  Grid grid(Geometry{3, 3});
  const int cols[7] = {0, 2, 4, 5, 6, 7, 8};
  const int digits[7] = {1, 2, 3, 4, 6, 7, 8};
  for (int k = 0; k < 7; ++k) grid.set(0, cols[k], digits[k]);
  const std::vector<std::string> cand =
      root_candidates(with_rules(grid, {rule(RuleKind::antiknight)}));
  EXPECT_EQ(cand[1], "59");
  EXPECT_EQ(cand[3], "59");
  for (const int cell : {9 + 1, 18 + 2}) {
    EXPECT_EQ(cand[cell].find('5'), std::string::npos) << cell;
    EXPECT_EQ(cand[cell].find('9'), std::string::npos) << cell;
  }
  // R2C1 sees R1C2 (box 1) but not R1C4: it keeps them.
  EXPECT_NE(cand[9].find('5'), std::string::npos);
  EXPECT_NE(cand[9].find('9'), std::string::npos);
}

Rule marks(int cell, std::vector<int> digits) {
  Rule r = rule(RuleKind::pencil_marks, {cell});
  r.digits = std::move(digits);
  return r;
}

int at(int row, int col) {
  return (row - 1) * 9 + (col - 1);
}

// A renban line over R1C1..R1C8 holds 2..8 whichever window it takes (1-8
// or 2-9): they are on the line, so R1C9, which sees all of it, keeps 1 and
// 9 only. Window counting alone leaves R1C9 alone.
TEST(RulePropagation, RenbanDigitsEveryWindowHoldsLeaveTheCellsThatSeeTheLine) {
  std::vector<int> line;
  for (int c = 1; c <= 8; ++c) line.push_back(at(1, c));
  const std::vector<std::string> cand =
      root_candidates(with_rules(Grid(Geometry{3, 3}), {rule(RuleKind::renban, line)}));
  EXPECT_EQ(cand[at(1, 9)], "19");
  EXPECT_EQ(cand[at(2, 9)], "123456789");
}

// A cage of R1C1 and R1C2 summing to 3 holds 1 and 2: every other cell of
// row 1 and of box 1 loses them (no naked pair rule would see it: the
// cage's cells are {1,2} by its combinations, not by singles).
TEST(RulePropagation, CageDigitsEveryCombinationHoldsLeaveTheCellsThatSeeTheCage) {
  const std::vector<std::string> cand = root_candidates(
      with_rules(Grid(Geometry{3, 3}), {rule(RuleKind::killer_cage, {at(1, 1), at(1, 2)}, 3)}));
  EXPECT_EQ(cand[at(1, 1)], "12");
  EXPECT_EQ(cand[at(1, 5)], "3456789");
  EXPECT_EQ(cand[at(2, 3)], "3456789");
  EXPECT_EQ(cand[at(2, 5)], "123456789");
}

// A little killer over R1C1..R5C5 sums to 12. R1C1, R2C2, R3C3 share box 1
// and R4C4, R5C5 box 5: at least 1+2+3 and 1+2. So box 1's three sum to at
// most 9 (each at most 6) and box 5's two to at most 6 (each at most 5);
// bounds that let each cell be anything the others' minima allow (12-4 = 8)
// keep 7 and 8.
TEST(RulePropagation, SumBoundsCountCellsThatDifferAsDistinctDigits) {
  std::vector<int> diagonal;
  for (int k = 1; k <= 5; ++k) diagonal.push_back(at(k, k));
  const std::vector<std::string> cand = root_candidates(
      with_rules(Grid(Geometry{3, 3}), {rule(RuleKind::little_killer, diagonal, 12)}));
  EXPECT_EQ(cand[at(1, 1)], "123456");
  EXPECT_EQ(cand[at(4, 4)], "12345");
}

// A region sum line R1C2 R1C3 | R2C4 R2C5 R2C6 (boxes 1 and 2): with pencil
// marks R1C2 {1,2,5}, R1C3 {2,9} and {1,2,3,4} in box 2, the first segment
// sums to 3, 7, 10, 11 or 14 and the second (distinct digits) to 6..9: the
// shared total is 7, so R1C2 = 5, R1C3 = 2 and box 2's cells hold 1, 2 and 4.
// Bounds alone reach the first segment but leave 3 in the second (7 =
// 1+2+4, and 3 is within 7 - (1+2) .. 7 - (2+1)).
TEST(RulePropagation, EqualSumsShareTheTotalsEveryGroupCanReach) {
  const std::vector<int> line{at(1, 2), at(1, 3), at(2, 4), at(2, 5), at(2, 6)};
  std::vector<Rule> rules{rule(RuleKind::region_sum_line, line), marks(at(1, 2), {1, 2, 5}),
                          marks(at(1, 3), {2, 9})};
  for (int c = 4; c <= 6; ++c) rules.push_back(marks(at(2, c), {1, 2, 3, 4}));
  const std::vector<std::string> cand =
      root_candidates(with_rules(Grid(Geometry{3, 3}), std::move(rules)));
  EXPECT_EQ(cand[at(1, 2)], "5");
  EXPECT_EQ(cand[at(1, 3)], "2");
  for (int c = 4; c <= 6; ++c) EXPECT_EQ(cand[at(2, c)], "124") << "R2C" << c;
}

// Row 1's sandwich of 10 with the 1 at R1C1 and the 9 at R1C4 (pencil
// marks): R1C2 and R1C3 hold 2+8, 3+7 or 4+6. With R1C2 in {2,3,4,5} and
// R1C3 in {5,6,7,8}, 5 is in no such pair (5+5 repeats), though the bounds
// (R1C2 <= 10-5, R1C3 >= 10-5) allow it.
TEST(RulePropagation, SandwichKeepsTheDigitSetsThatReachTheTotal) {
  Rule clue = rule(RuleKind::sandwich, {}, 10);
  for (int c = 1; c <= 9; ++c) clue.cells.push_back(at(1, c));
  std::vector<Rule> rules{clue, marks(at(1, 1), {1}), marks(at(1, 4), {9}),
                          marks(at(1, 2), {2, 3, 4, 5}), marks(at(1, 3), {5, 6, 7, 8})};
  const std::vector<std::string> cand =
      root_candidates(with_rules(Grid(Geometry{3, 3}), std::move(rules)));
  EXPECT_EQ(cand[at(1, 2)], "234");
  EXPECT_EQ(cand[at(1, 3)], "678");
}

}  // namespace
}  // namespace satdoku::testing
