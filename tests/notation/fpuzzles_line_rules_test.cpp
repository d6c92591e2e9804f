// The f-puzzles keys published setters' puzzles brought in, read into the
// rule model as SudokuSolver's SolverFactory.cs reads them: one Rule per line
// (or per indexer cell), outside clues read from the clue's side, clones
// paired cell by cell, lockout ends half the side apart, and prime sizes
// whose cells name their regions read as jigsaws.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "satdoku/notation.hpp"

namespace satdoku {
namespace {

// An n x n f-puzzles grid, each cell's object from `cell(r, c)`.
template <class Cell>
std::string grid_json(int n, Cell cell) {
  std::string rows;
  for (int r = 0; r < n; ++r) {
    rows += r ? ",[" : "[";
    for (int c = 0; c < n; ++c) rows += (c ? "," : "") + cell(r, c);
    rows += "]";
  }
  return "[" + rows + "]";
}

std::string with_keys(const std::string& keys, int n = 9) {
  return "{\"size\":" + std::to_string(n) +
         ",\"grid\":" + grid_json(n, [](int, int) { return std::string("{}"); }) + "," + keys + "}";
}

Entry read_line_rules(const std::string& text) {
  Entry e = parse_puzzle(text);
  EXPECT_FALSE(e.error) << e.error->message;
  return e;
}

std::string line_rule_error(const std::string& text) {
  const Entry e = parse_puzzle(text);
  EXPECT_TRUE(e.error);
  return e.error ? e.error->message : "";
}

int cell9(int r, int c) {
  return (r - 1) * 9 + (c - 1);
}

TEST(FpuzzlesLineRules, EachLineKeyIsOneRulePerLine) {
  const struct {
    const char* key;
    RuleKind kind;
  } keys[] = {{"slowthermometer", RuleKind::slow_thermometer},
              {"betweenline", RuleKind::between_line},
              {"lockout", RuleKind::lockout_line},
              {"entropicline", RuleKind::entropic_line},
              {"modularline", RuleKind::modular_line},
              {"nabner", RuleKind::nabner_line},
              {"zipperline", RuleKind::zipper_line},
              {"doublearrow", RuleKind::double_arrow},
              {"regionsumline", RuleKind::region_sum_line}};
  for (const auto& k : keys) {
    const Entry e = read_line_rules(
        with_keys("\"" + std::string(k.key) +
                  "\":[{\"lines\":[[\"R1C1\",\"R1C2\",\"R2C3\"],[\"R5C5\",\"R4C4\"]]}]"));
    ASSERT_TRUE(e.rules()) << k.key;
    ASSERT_EQ(e.rules()->list.size(), 2u) << k.key;
    const Rule& first = e.rules()->list[0];
    EXPECT_EQ(first.kind, k.kind) << k.key;
    EXPECT_EQ(first.label, std::string(k.key) + "[0].lines[0]");
    EXPECT_EQ(first.cells, (std::vector<int>{cell9(1, 1), cell9(1, 2), cell9(2, 3)}));
    EXPECT_EQ(e.rules()->list[1].cells, (std::vector<int>{cell9(5, 5), cell9(4, 4)}));
    // Lockout ends must be half the side apart, rounded down.
    EXPECT_EQ(first.value, k.kind == RuleKind::lockout_line ? 4 : 0) << k.key;
  }
  const Entry six =
      read_line_rules(with_keys("\"lockout\":[{\"lines\":[[\"R1C1\",\"R2C2\"]]}]", 7));
  EXPECT_EQ(six.rules()->list[0].value, 3);
}

TEST(FpuzzlesLineRules, OutsideCluesReadTheirRowFromTheirSide) {
  const Entry e = read_line_rules(
      with_keys("\"xsum\":[{\"cell\":\"R0C3\",\"value\":\"12\"},{\"cell\":\"R10C3\",\"value\":7},"
                "{\"cell\":\"R2C0\",\"value\":\"\"}],"
                "\"skyscraper\":[{\"cell\":\"R4C10\",\"value\":\"3\"}]"));
  ASSERT_TRUE(e.rules());
  ASSERT_EQ(e.rules()->list.size(), 3u);  // an empty value states nothing
  const Rule& top = e.rules()->list[0];
  EXPECT_EQ(top.kind, RuleKind::x_sum);
  EXPECT_EQ(top.value, 12);
  EXPECT_EQ(top.cells.front(), cell9(1, 3));
  EXPECT_EQ(top.cells.back(), cell9(9, 3));
  EXPECT_EQ(top.clue, (Outside{0, 3}));
  const Rule& bottom = e.rules()->list[1];
  EXPECT_EQ(bottom.cells.front(), cell9(9, 3));
  EXPECT_EQ(bottom.cells.back(), cell9(1, 3));
  const Rule& right = e.rules()->list[2];
  EXPECT_EQ(right.kind, RuleKind::skyscraper);
  EXPECT_EQ(right.value, 3);
  EXPECT_EQ(right.cells.front(), cell9(4, 9));
  EXPECT_EQ(right.cells.back(), cell9(4, 1));
  EXPECT_EQ(right.cells.size(), 9u);

  EXPECT_EQ(line_rule_error(with_keys("\"skyscraper\":[{\"cell\":\"R0C0\",\"value\":\"3\"}]")),
            "skyscraper[0]: R0C0 is a corner, beside no row or column");
  EXPECT_EQ(line_rule_error(with_keys("\"xsum\":[{\"cell\":\"R5C5\",\"value\":\"3\"}]")),
            "xsum[0]: R5C5 is inside the grid, not an outside clue");
}

TEST(FpuzzlesLineRules, ClonesPairTheirCellsInOrder) {
  const Entry e = read_line_rules(
      with_keys("\"clone\":[{\"cells\":[\"R1C1\",\"R1C2\"],\"cloneCells\":[\"R5C5\",\"R5C6\"]}]"));
  ASSERT_TRUE(e.rules());
  const Rule& clone = e.rules()->list.at(0);
  EXPECT_EQ(clone.kind, RuleKind::clone);
  EXPECT_EQ(clone.cells, (std::vector<int>{cell9(1, 1), cell9(1, 2)}));
  EXPECT_EQ(clone.line, (std::vector<int>{cell9(5, 5), cell9(5, 6)}));
  EXPECT_EQ(line_rule_error(
                with_keys("\"clone\":[{\"cells\":[\"R1C1\",\"R1C2\"],\"cloneCells\":[\"R5C5\"]}]")),
            "clone[0]: 2 cells but 1 cloneCells (one clone per cell)");
}

TEST(FpuzzlesLineRules, IndexersAreOneRulePerCell) {
  const Entry e = read_line_rules(with_keys(
      "\"rowindexer\":[{\"cells\":[\"R1C1\",\"R2C1\"]}],"
      "\"columnindexer\":[{\"cells\":[\"R3C3\"]}],\"boxindexer\":[{\"cells\":[\"R9C9\"]}]"));
  ASSERT_TRUE(e.rules());
  ASSERT_EQ(e.rules()->list.size(), 4u);
  EXPECT_EQ(e.rules()->list[0].kind, RuleKind::row_indexer);
  EXPECT_EQ(e.rules()->list[1].label, "rowindexer[0].cells[1]");
  EXPECT_EQ(e.rules()->list[1].cells, (std::vector<int>{cell9(2, 1)}));
  EXPECT_EQ(e.rules()->list[2].kind, RuleKind::column_indexer);
  EXPECT_EQ(e.rules()->list[3].kind, RuleKind::box_indexer);
}

TEST(FpuzzlesLineRules, PrimeSizesReadTheirRegions) {
  // A 5x5 whose regions are its columns: a jigsaw of a prime side.
  const std::string columns =
      grid_json(5, [](int, int c) { return "{\"region\":" + std::to_string(c) + "}"; });
  const Entry jigsaw = read_line_rules("{\"size\":5,\"grid\":" + columns + "}");
  ASSERT_TRUE(jigsaw.rules());
  EXPECT_EQ(jigsaw.grid().geometry(), (Geometry{1, 5}));
  EXPECT_EQ(jigsaw.rules()->regions[7], 2);
  // Without regions the rows are the regions: a Latin square, no rules.
  const Entry latin = read_line_rules(
      "{\"size\":7,\"grid\":" + grid_json(7, [](int, int) { return std::string("{}"); }) + "}");
  EXPECT_FALSE(latin.rules());
  EXPECT_EQ(latin.grid().geometry(), (Geometry{1, 7}));
}

}  // namespace
}  // namespace satdoku
