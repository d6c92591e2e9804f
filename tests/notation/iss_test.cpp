// ISS notation (satdoku/iss.hpp): lines read into the rules ISS's builder
// means (js/solver/sudoku_builder.js at the commit named in
// tests/data/iss/SOURCES.md), written back, detected among the other
// notations, and every fault named at its item. Expected rules are written
// out by hand here from ISS's definitions.
#include <gtest/gtest.h>

#include <algorithm>

#include "notation_helpers.hpp"
#include "satdoku/fpuzzles.hpp"
#include "satdoku/iss.hpp"

namespace satdoku {
namespace {

Entry read(const std::string& line) {
  return read_iss(line, "<test>", 1);
}

Rule rule(RuleKind kind, std::string label, std::vector<int> cells, int value = 0) {
  Rule r;
  r.kind = kind;
  r.label = std::move(label);
  r.cells = std::move(cells);
  r.value = value;
  return r;
}

// R{r}C{c} (from 1) as a row-major index of a 9x9 grid.
constexpr int cell(int r, int c, int n = 9) {
  return (r - 1) * n + (c - 1);
}

TEST(IssRead, GivensThermoAndCage) {
  const Entry e = read(".~R1C1_5~R9C9_1.Thermo~R2C1~R2C2~R3C3.Cage~10~R5C5~R5C6");
  ASSERT_FALSE(e.error) << e.error->to_string();
  EXPECT_EQ(e.grid().at(0), 5);
  EXPECT_EQ(e.grid().at(80), 1);
  EXPECT_EQ(e.grid().givens(), 2);
  ASSERT_TRUE(e.rules());
  EXPECT_EQ(e.rules()->list,
            (std::vector<Rule>{
                rule(RuleKind::thermometer, "Thermo[0]", {cell(2, 1), cell(2, 2), cell(3, 3)}),
                rule(RuleKind::killer_cage, "Cage[0]", {cell(5, 5), cell(5, 6)}, 10)}));
}

TEST(IssRead, GivensOfSeveralDigitsArePencilMarksIntersected) {
  // ISS merges two givens of one cell by intersection.
  const Entry e = read(".~R1C2_1_3_5.~R1C2_3_5_7~R2C2_4");
  ASSERT_FALSE(e.error) << e.error->to_string();
  EXPECT_EQ(e.grid().at(cell(2, 2)), 4);
  ASSERT_TRUE(e.rules());
  ASSERT_EQ(e.rules()->list.size(), 1u);
  EXPECT_EQ(e.rules()->list[0].kind, RuleKind::pencil_marks);
  EXPECT_EQ(e.rules()->list[0].cells, std::vector<int>{cell(1, 2)});
  EXPECT_EQ(e.rules()->list[0].digits, (std::vector<int>{3, 5}));
}

TEST(IssRead, ShapesAndCellsPastNine) {
  const Entry e = read(".Shape~16x16.~RaCg_12~RgC1_16");
  ASSERT_FALSE(e.error) << e.error->to_string();
  EXPECT_EQ(e.grid().side(), 16);
  EXPECT_EQ(e.grid().at(9 * 16 + 15), 12);
  EXPECT_EQ(e.grid().at(15 * 16), 16);
  const Entry six = read(".Shape~6x6~1-6.~R1C1_6");
  ASSERT_FALSE(six.error) << six.error->to_string();
  EXPECT_EQ(six.grid().geometry(), (Geometry{2, 3}));
  // A prime side has no boxes: its regions are its rows, as for f-puzzles.
  const Entry seven = read(".Shape~7x7");
  ASSERT_FALSE(seven.error) << seven.error->to_string();
  EXPECT_EQ(seven.grid().geometry(), (Geometry{1, 7}));
}

TEST(IssRead, LinesAndTheirArguments) {
  const Entry e = read(
      ".Whisper~R1C1~R1C2.Whisper~3~R2C1~R2C2.Lockout~4~R3C1~R3C2~R3C3.Modular~3~R4C1~R4C2"
      ".Between~R5C1~R5C2~R5C3.Arrow~R6C1~R6C2~R6C3.PillArrow~2~R7C2~R7C1~R8C1");
  ASSERT_FALSE(e.error) << e.error->to_string();
  const auto& list = e.rules()->list;
  ASSERT_EQ(list.size(), 7u);
  // German whispers without a difference: ISS takes 5.
  EXPECT_EQ(list[0], rule(RuleKind::whispers, "Whisper[0]", {cell(1, 1), cell(1, 2)}, 5));
  EXPECT_EQ(list[1].value, 3);
  EXPECT_EQ(list[2],
            rule(RuleKind::lockout_line, "Lockout[0]", {cell(3, 1), cell(3, 2), cell(3, 3)}, 4));
  EXPECT_EQ(list[3].kind, RuleKind::modular_line);
  EXPECT_EQ(list[4].kind, RuleKind::between_line);
  EXPECT_EQ(list[5].cells, std::vector<int>{cell(6, 1)});
  EXPECT_EQ(list[5].line, (std::vector<int>{cell(6, 2), cell(6, 3)}));
  // ISS reads a pill in reading order, whatever order it is listed in.
  EXPECT_EQ(list[6].cells, (std::vector<int>{cell(7, 1), cell(7, 2)}));
  EXPECT_EQ(list[6].line, std::vector<int>{cell(8, 1)});
}

TEST(IssRead, DotsTakeEveryAdjacentPairOfTheirCells) {
  const Entry e = read(
      ".WhiteDot~R1C1~R1C2~R2C2.BlackDot~R5C5~R5C6.X~R9C1~R9C2.V~R8C1~R8C2"
      ".GreaterThan~R3C3~R3C4");
  ASSERT_FALSE(e.error) << e.error->to_string();
  const auto& list = e.rules()->list;
  ASSERT_EQ(list.size(), 6u);
  EXPECT_EQ(list[0], rule(RuleKind::difference, "WhiteDot[0]", {cell(1, 1), cell(1, 2)}, 1));
  EXPECT_EQ(list[1], rule(RuleKind::difference, "WhiteDot[0]", {cell(1, 2), cell(2, 2)}, 1));
  EXPECT_EQ(list[2], rule(RuleKind::ratio, "BlackDot[0]", {cell(5, 5), cell(5, 6)}, 2));
  EXPECT_EQ(list[3].value, 10);
  EXPECT_EQ(list[4].value, 5);
  // R3C3 > R3C4: a thermometer whose bulb is the smaller cell.
  EXPECT_EQ(list[5], rule(RuleKind::thermometer, "GreaterThan[0]", {cell(3, 4), cell(3, 3)}));
}

TEST(IssRead, OutsideCluesAndDiagonals) {
  const Entry e = read(
      ".XSum~R2~12~7.Skyscraper~C3~~4.Sandwich~5~R4.LittleKiller~20~R1C3"
      ".Diagonal~1.Diagonal~-1");
  ASSERT_FALSE(e.error) << e.error->to_string();
  const auto& list = e.rules()->list;
  ASSERT_EQ(list.size(), 7u);
  // XSum~R2~12~7: row 2 from the left (12) and from the right (7).
  EXPECT_EQ(list[0].kind, RuleKind::x_sum);
  EXPECT_EQ(list[0].cells.front(), cell(2, 1));
  EXPECT_EQ(list[0].clue, (Outside{2, 0}));
  EXPECT_EQ(list[1].cells.front(), cell(2, 9));
  EXPECT_EQ(list[1].clue, (Outside{2, 10}));
  EXPECT_EQ(list[1].value, 7);
  // Skyscraper~C3~~4: column 3 seen from below.
  EXPECT_EQ(list[2].cells.front(), cell(9, 3));
  EXPECT_EQ(list[2].clue, (Outside{10, 3}));
  EXPECT_EQ(list[3].kind, RuleKind::sandwich);
  EXPECT_EQ(list[3].value, 5);
  // LittleKiller~20~R1C3: ISS keys the top side's diagonals going down-left.
  EXPECT_EQ(list[4].cells, (std::vector<int>{cell(1, 3), cell(2, 2), cell(3, 1)}));
  EXPECT_EQ(list[4].clue, (Outside{0, 4}));
  EXPECT_EQ(list[4].value, 20);
  // ╱ runs from the bottom left (f-puzzles' diagonal+), ╲ from the top left.
  EXPECT_EQ(list[5].cells.front(), cell(9, 1));
  EXPECT_EQ(list[5].cells.back(), cell(1, 9));
  EXPECT_EQ(list[6].cells.front(), cell(1, 1));
}

TEST(IssRead, RegionsGlobalsAndIndexing) {
  const std::string rows =
      "000000000111111111222222222333333333444444444"
      "555555555666666666777777777888888888";
  const Entry jig = read(".Jigsaw~" + rows + ".NoBoxes.DisjointSets");
  ASSERT_FALSE(jig.error) << jig.error->to_string();
  EXPECT_EQ(jig.rules()->regions[cell(2, 5)], 1);
  // ISS's disjoint sets follow its boxes, not the jigsaw: written out.
  EXPECT_EQ(std::count_if(jig.rules()->list.begin(), jig.rules()->list.end(),
                          [](const Rule& r) { return r.kind == RuleKind::extra_region; }),
            9);
  // A jigsaw with the boxes kept: its pieces are extra regions.
  const Entry both = read(".Jigsaw~" + rows);
  ASSERT_FALSE(both.error) << both.error->to_string();
  EXPECT_TRUE(both.rules()->regions.empty());
  EXPECT_EQ(both.rules()->list.size(), 9u);
  const Entry e = read(
      ".AntiKnight.AntiKing.StrictXV.StrictKropki.Windoku.Indexing~C~R1C1~R2C2"
      ".Quad~R1C1~1~2.AllDifferent~R1C1~R5C5");
  ASSERT_FALSE(e.error) << e.error->to_string();
  std::vector<RuleKind> kinds;
  for (const Rule& r : e.rules()->list) kinds.push_back(r.kind);
  EXPECT_EQ(kinds, (std::vector<RuleKind>{
                       RuleKind::antiknight, RuleKind::antiking, RuleKind::negative_xv,
                       RuleKind::negative_difference, RuleKind::negative_ratio,
                       RuleKind::extra_region, RuleKind::extra_region, RuleKind::extra_region,
                       RuleKind::extra_region, RuleKind::column_indexer, RuleKind::column_indexer,
                       RuleKind::quadruple, RuleKind::extra_region}));
  // Windoku's first region: rows 2-4, columns 2-4.
  EXPECT_EQ(e.rules()->list[5].cells.front(), cell(2, 2));
  EXPECT_EQ(e.rules()->list[5].cells.back(), cell(4, 4));
}

TEST(IssRead, ShareLinks) {
  const std::string text = ".~R1C1_5.Thermo~R2C1~R2C2";
  const Entry e = read(iss_link(text));
  ASSERT_FALSE(e.error) << e.error->to_string();
  EXPECT_EQ(e.grid().at(0), 5);
  EXPECT_EQ(e.rules()->list.size(), 1u);
  EXPECT_NE(iss_link(text).find("?q=.%7ER1C1_5.Thermo%7ER2C1"), std::string::npos);
  // The form ISS's own page writes, with other parameters around q.
  const Entry page =
      read("http://sigh.github.io/Interactive-Sudoku-Solver/?mode=all-possibilities&q=.%7ER1C1_5");
  ASSERT_FALSE(page.error) << page.error->to_string();
  EXPECT_EQ(page.grid().at(0), 5);
}

TEST(IssRead, FaultsNameTheItemAndItsColumn) {
  struct Case {
    std::string line;
    int column;
    std::string says;
  };
  const std::vector<Case> cases = {
      {".~R1C1_5.Lunchbox~10~R1C1~R1C2", 9, "Lunchbox[0]: ISS's Lunchbox has no rule"},
      {".Thermo~R1C1.Frobnicate~R1C1", 13, "unknown ISS constraint 'Frobnicate'"},
      {".Thermo~R1C1~R0C1", 1, "'R0C1' is outside the 9x9 grid"},
      {".~R1C1_10", 1, "10 is not a digit of the grid"},
      {".Modular~4~R1C1~R1C2", 1, "mod 3 only"},
      {".Shape~9x9~0-8", 1, "digits 0-8 are not supported"},
      {".Shape~6x8", 1, "not square"},
      {".Shape~20x20", 1, "not supported (4x4 to 16x16)"},
      {"Thermo~R1C1", 1, "expected '.'"},
      {".NoBoxes.RegionSumLine~R1C1~R1C2", 9, "no rule, satdoku as sums along rows"},
      {".AntiConsecutive.WhiteDot~R1C1~R1C2", 1, "use StrictKropki"},
      {".WhiteDot~R1C1~R3C3", 1, "no two of its cells are adjacent"},
      {".Cage~x~R1C1", 1, "the sum 'x' is not a whole number"},
      {".PairX~AAAA~R1C1~R1C2", 1, "a pairwise relation satdoku has no rule for"},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.line);
    const Entry e = read(c.line);
    ASSERT_TRUE(e.error);
    EXPECT_EQ(e.error->column, c.column);
    EXPECT_NE(e.error->message.find(c.says), std::string::npos) << e.error->message;
    EXPECT_EQ(e.error->to_string().rfind("<test>:1:", 0), 0u);
  }
}

TEST(IssRead, SearchPriorityIsAWarningAndChangesNothing) {
  const Entry e = read(".~R1C1_5.SearchPriority~3~R2C2");
  ASSERT_FALSE(e.error) << e.error->to_string();
  ASSERT_EQ(e.warnings.size(), 1u);
  EXPECT_EQ(e.warnings[0].column, 9);
  EXPECT_NE(e.warnings[0].message.find("constrains nothing"), std::string::npos);
  EXPECT_FALSE(e.rules());
}

TEST(IssDetect, LinesOfIssAreToldFromLineNotation) {
  EXPECT_TRUE(looks_like_iss_line(".~R1C1_5"));
  EXPECT_TRUE(looks_like_iss_line("  .AntiKnight.NoBoxes"));
  EXPECT_TRUE(looks_like_iss_line("https://sigh.github.io/Interactive-Sudoku-Solver/?q=.AntiKing"));
  // Line notation's blanks are dots too; a 36x36 line may start ".X".
  EXPECT_FALSE(looks_like_iss_line(std::string(81, '.')));
  EXPECT_FALSE(looks_like_iss_line(".X.V." + std::string(1291, '.')));
  EXPECT_FALSE(looks_like_iss_line("https://f-puzzles.com/?load=N4Ig"));
  Notation detected{};
  const auto entries =
      testing::read_all("# two puzzles\n.~R1C1_5\n\n.Shape~4x4.~R1C1_4\n", {}, &detected);
  EXPECT_EQ(detected, Notation::iss);
  ASSERT_EQ(entries.size(), 2u);
  ASSERT_TRUE(entries[1].puzzle) << entries[1].error->to_string();
  EXPECT_EQ(entries[1].line, 4);
  EXPECT_EQ(entries[1].grid().side(), 4);
  EXPECT_EQ(
      testing::read_all(std::string(40, '.') + "1" + std::string(40, '.') + "\n", {}, &detected)
          .size(),
      1u);
  EXPECT_EQ(detected, Notation::line);
}

IssText write(const std::string& fpuzzles) {
  const Entry e = read_fpuzzles_json(fpuzzles, {"<test>"});
  EXPECT_FALSE(e.error) << e.error->to_string();
  return write_iss(*e.puzzle);
}

TEST(IssWrite, WritesEachRuleAsTheIssKindThatStatesIt) {
  const std::string grid = R"("grid":[)" + [] {
    std::string rows;
    for (int r = 0; r < 9; ++r)
      rows += std::string(r ? "," : "") +
              (r == 0 ? R"([{"value":5,"given":true},{},{},{},{},{},{},{},{}])"
                      : R"([{},{},{},{},{},{},{},{},{}])");
    return rows;
  }() + "]";
  const IssText t = write(
      R"({"size":9,)" + grid +
      R"(,"thermometer":[{"lines":[["R2C1","R2C2"]]}],"killercage":[{"cells":["R5C5","R5C6"],"value":"7"}],)"
      R"("arrow":[{"cells":["R7C2","R7C1"],"lines":[["R7C2","R8C2"]]}],"odd":[{"cell":"R9C9"}],)"
      R"("difference":[{"cells":["R1C2","R1C3"],"value":"3"}],"antiknight":true})");
  ASSERT_EQ(t.error, "");
  // The arrow's pill R7C2-R7C1 reads right to left: written as its sum. The
  // dot of 3 is ISS's pairwise relation |a-b| = 3 (its key as ISS's own
  // fnToBinaryKey writes it); odd is the cell's allowed digits.
  EXPECT_EQ(t.text,
            ".~R1C1_5~R9C9_1_3_5_7_9.Thermo~R2C1~R2C2.Cage~7~R5C5~R5C6"
            ".Sum~0_=_-10_-1_1~R7C2~R7C1~R8C2.Pair~IACgIICigIACg~_difference~R1C2~R1C3"
            ".AntiKnight");
  // Which reads back as the dot.
  const Entry back = read(t.text);
  ASSERT_FALSE(back.error) << back.error->to_string();
  const auto dot = std::find_if(back.rules()->list.begin(), back.rules()->list.end(),
                                [](const Rule& r) { return r.kind == RuleKind::difference; });
  ASSERT_NE(dot, back.rules()->list.end());
  EXPECT_EQ(dot->value, 3);
  EXPECT_EQ(dot->cells, (std::vector<int>{cell(1, 2), cell(1, 3)}));
}

TEST(IssWrite, SidesPastSixteenAreRefused) {
  const IssText t = write_iss(Grid(Geometry{5, 5}));
  EXPECT_EQ(t.text, "");
  EXPECT_NE(t.error.find("up to 16x16"), std::string::npos);
  EXPECT_EQ(write_iss(Grid(Geometry{3, 3})).text, ".");
}

TEST(IssWrite, OtherBoxesAreWrittenAsAJigsaw) {
  Grid grid(Geometry{3, 2});  // 6x6 of 3 rows by 2 columns, not ISS's 2x3
  const IssText t = write_iss(grid);
  EXPECT_EQ(t.text, ".Shape~6x6.Jigsaw~001122001122001122334455334455334455.NoBoxes");
  const Entry back = read(t.text);
  ASSERT_FALSE(back.error) << back.error->to_string();
  ASSERT_TRUE(back.rules());
  constexpr Geometry kTall{3, 2};
  for (int c = 0; c < 36; ++c) {
    const bool first_region =
        back.rules()->regions[static_cast<std::size_t>(c)] == back.rules()->regions[0];
    EXPECT_EQ(first_region, kTall.box_of(c / 6, c % 6) == 0) << c;
  }
}

}  // namespace
}  // namespace satdoku
