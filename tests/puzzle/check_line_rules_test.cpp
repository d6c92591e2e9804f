// The checker on the rule kinds published setters' puzzles brought in: for
// each, cells of a known grid that keep the rule pass, and cells that break
// it fail with a message naming the label and the cells with their digits.
// Every case was worked out by hand on these two grids (rows of three):
//   Miracle Sudoku            Problem A's answer
//   483 726 159               143 628 579
//   726 159 483               572 139 468
//   159 483 726               986 754 231
//   837 261 594               391 542 786
//   261 594 837               468 917 352
//   594 837 261               725 863 914
//   372 615 948               237 481 695
//   615 948 372               619 275 843
//   948 372 615               854 396 127
#include <gtest/gtest.h>

#include <string>
#include <utility>
#include <vector>

#include "problem_a.hpp"
#include "satdoku/check.hpp"
#include "variant_builders.hpp"

namespace satdoku {
namespace {

using testing::make_rule;
using K = RuleKind;

const Geometry kNine{3, 3};
const Grid kMiracleLines = testing::digits_grid(
    "483726159726159483159483726837261594261594837594837261372615948615948372948372615", kNine);
const Grid kAnswerA = testing::digits_grid(testing::kProblemASolution, kNine);

std::vector<int> at(std::initializer_list<std::string_view> names) {
  return testing::rcs(names, 9);
}

// "" when the grid keeps the rule, else the checker's reason.
std::string judge(const Grid& grid, Rule rule) {
  const Puzzle puzzle = testing::with_rules(Grid(grid.geometry()), {std::move(rule)});
  const Verdict v = check_solution(puzzle, grid);
  EXPECT_EQ(v.ok, v.reason.empty());
  return v.reason;
}

std::string judge_line(K kind, std::initializer_list<std::string_view> cells, int value = 0,
                       const Grid& grid = kMiracleLines) {
  return judge(grid, make_rule(kind, "line", at(cells), value));
}

TEST(CheckLineRules, SlowThermometer) {
  // 8, 9, 9: a repeat is allowed; read backwards it falls.
  EXPECT_EQ(judge_line(K::slow_thermometer, {"R3C2", "R3C1", "R4C2"}, 0, kAnswerA), "");
  EXPECT_EQ(judge_line(K::slow_thermometer, {"R4C2", "R3C1", "R3C2"}, 0, kAnswerA),
            "line: R3C2=8 is below R3C1=9");
}

TEST(CheckLineRules, BetweenLine) {
  EXPECT_EQ(judge_line(K::between_line, {"R1C9", "R1C8", "R1C7"}), "");  // 9, 5, 1
  EXPECT_EQ(judge_line(K::between_line, {"R1C5", "R1C6", "R1C7"}),
            "line: R1C6=6 is not between the ends R1C5=2 and R1C7=1");
  EXPECT_EQ(judge_line(K::between_line, {"R1C5", "R1C6"}), "");  // two cells: nothing between
}

TEST(CheckLineRules, LockoutLine) {
  // Ends 4 and 8, four apart; 2 is outside 4..8.
  EXPECT_EQ(judge_line(K::lockout_line, {"R1C1", "R2C2", "R1C2"}, 4), "");
  EXPECT_EQ(judge_line(K::lockout_line, {"R1C1", "R2C1", "R1C2"}, 4),
            "line: R2C1=7 is within the ends' range 4..8");
  EXPECT_EQ(judge_line(K::lockout_line, {"R1C2", "R1C3", "R1C4"}, 4),
            "line: the ends R1C2=8 and R1C4=7 differ by less than 4");
}

TEST(CheckLineRules, EntropicLine) {
  // 4 8 3: middle, high, low; then 7 is high again two cells after 8.
  EXPECT_EQ(judge_line(K::entropic_line, {"R1C1", "R1C2", "R1C3"}), "");
  EXPECT_EQ(judge_line(K::entropic_line, {"R1C2", "R1C3", "R1C4"}),
            "line: R1C2=8 and R1C4=7 share their entropy group");
}

TEST(CheckLineRules, ModularLine) {
  // Row 1 mod 3 is 1 2 0 1 2 0 1 2 0; column 1 starts 4, 7.
  EXPECT_EQ(judge_line(K::modular_line,
                       {"R1C1", "R1C2", "R1C3", "R1C4", "R1C5", "R1C6", "R1C7", "R1C8", "R1C9"}),
            "");
  EXPECT_EQ(judge_line(K::modular_line, {"R1C1", "R2C1", "R3C1"}),
            "line: R1C1=4 and R2C1=7 share their remainder mod 3");
}

TEST(CheckLineRules, NabnerLine) {
  EXPECT_EQ(judge_line(K::nabner_line, {"R1C1", "R1C2", "R2C2"}), "");  // 4 8 2
  EXPECT_EQ(judge_line(K::nabner_line, {"R1C1", "R1C2", "R2C1"}),
            "line: R1C2=8 and R2C1=7 are equal or consecutive on the line");
}

TEST(CheckLineRules, ZipperLine) {
  EXPECT_EQ(judge_line(K::zipper_line, {"R1C5", "R1C4", "R2C5"}), "");          // 2 + 5 = 7
  EXPECT_EQ(judge_line(K::zipper_line, {"R1C1", "R1C2", "R1C3", "R1C4"}), "");  // 4+7 = 8+3
  EXPECT_EQ(judge_line(K::zipper_line, {"R1C1", "R1C2", "R1C3"}),
            "line: R1C2=8 sums to 8 but R1C1=4+R1C3=3 to 7");
}

TEST(CheckLineRules, DoubleArrow) {
  EXPECT_EQ(judge_line(K::double_arrow, {"R1C1", "R1C2", "R1C3", "R1C4"}), "");  // 4+7 = 8+3
  EXPECT_EQ(judge_line(K::double_arrow, {"R1C1", "R1C2", "R1C3"}),
            "line: R1C1=4+R1C3=3 sums to 7 but R1C2=8 to 8");
}

TEST(CheckLineRules, RegionSumLine) {
  // Box 1: 3 + 6; box 2: 7 + 2.
  EXPECT_EQ(judge_line(K::region_sum_line, {"R1C3", "R2C3", "R1C4", "R1C5"}), "");
  EXPECT_EQ(judge_line(K::region_sum_line, {"R1C3", "R1C4", "R1C5"}),
            "line: R1C3=3 sums to 3 but R1C4=7+R1C5=2 to 9");
  // Segments follow jigsaw regions. On the 4x4 1234 3412 2143 4321 whose
  // regions are its rows, 2+3 | 4+1 is equal; in the usual boxes the same
  // line is four segments 2 | 3 | 4 | 1.
  const Grid g4 = testing::digits_grid("1234341221434321", Geometry{2, 2});
  const Rule line =
      make_rule(K::region_sum_line, "line", testing::rcs({"R1C2", "R1C3", "R2C2", "R2C3"}, 4));
  const std::vector<int> rows = {0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3};
  EXPECT_TRUE(check_solution(testing::with_rules(Grid(g4.geometry()), {line}, rows), g4).ok);
  EXPECT_EQ(judge(g4, line), "line: R1C2=2 sums to 2 but R1C3=3 to 3");
}

Rule outside(K kind, std::vector<int> cells, int value) {
  return make_rule(kind, "clue", std::move(cells), value);
}

TEST(CheckLineRules, XSum) {
  const std::vector<int> left =
      at({"R1C1", "R1C2", "R1C3", "R1C4", "R1C5", "R1C6", "R1C7", "R1C8", "R1C9"});
  const std::vector<int> right(left.rbegin(), left.rend());
  EXPECT_EQ(judge(kMiracleLines, outside(K::x_sum, left, 22)), "");   // 4+8+3+7
  EXPECT_EQ(judge(kMiracleLines, outside(K::x_sum, right, 45)), "");  // 9: the whole row
  EXPECT_EQ(judge(kMiracleLines, outside(K::x_sum, left, 21)),
            "clue: the first 4 cells from R1C1=4 sum to 22, not 21");
}

TEST(CheckLineRules, Skyscraper) {
  const std::vector<int> left =
      at({"R1C1", "R1C2", "R1C3", "R1C4", "R1C5", "R1C6", "R1C7", "R1C8", "R1C9"});
  const std::vector<int> right(left.rbegin(), left.rend());
  EXPECT_EQ(judge(kMiracleLines, outside(K::skyscraper, left, 3)), "");  // 4, 8, 9
  EXPECT_EQ(judge(kMiracleLines, outside(K::skyscraper, right, 1)), "");
  EXPECT_EQ(judge(kMiracleLines, outside(K::skyscraper, left, 2)),
            "clue: 3 cells are seen from the clue beside R1C1=4, not 2");
}

TEST(CheckLineRules, Clone) {
  Rule good = make_rule(K::clone, "clone", at({"R1C1", "R1C2"}));
  good.line = at({"R2C7", "R2C8"});  // 4 and 8 again
  EXPECT_EQ(judge(kMiracleLines, good), "");
  Rule bad = good;
  bad.line = at({"R2C7", "R2C9"});
  EXPECT_EQ(judge(kMiracleLines, bad), "clone: R1C2=8 differs from its clone R2C9=3");
}

TEST(CheckLineRules, Indexers) {
  // Row indexer R1C2=8: row 8 of column 2 holds 1, R1C2's row.
  EXPECT_EQ(judge(kMiracleLines, make_rule(K::row_indexer, "ix", at({"R1C2"}))), "");
  EXPECT_EQ(judge(kMiracleLines, make_rule(K::row_indexer, "ix", at({"R1C1"}))),
            "ix: R1C1=4 points at R4C1=8, which should hold 1");
  // Column indexer R3C1=9: column 9 of row 3 holds 1.
  EXPECT_EQ(judge(kAnswerA, make_rule(K::column_indexer, "ix", at({"R3C1"}))), "");
  EXPECT_EQ(judge(kAnswerA, make_rule(K::column_indexer, "ix", at({"R1C2"}))),
            "ix: R1C2=4 points at R1C4=6, which should hold 2");
  // Box indexer R1C8=7, cell 2 of box 3: its cell 7 (R3C7) holds 2.
  EXPECT_EQ(judge(kAnswerA, make_rule(K::box_indexer, "ix", at({"R1C8"}))), "");
  EXPECT_EQ(judge(kAnswerA, make_rule(K::box_indexer, "ix", at({"R1C7"}))),
            "ix: R1C7=5 points at R2C8=6, which should hold 1");
}

}  // namespace
}  // namespace satdoku
