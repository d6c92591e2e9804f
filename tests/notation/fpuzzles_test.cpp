// f-puzzles JSON read into the rule model: every shared variant puzzle, a few
// hand-checked against their files, the share links against their JSON, and
// each rule key's reading on small puzzles written here.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <sstream>

#include "data_sets.hpp"
#include "satdoku/fpuzzles.hpp"
#include "satdoku/notation.hpp"

namespace satdoku {
namespace {

const std::string kVariants = testing::kVariantsDir.string();

Entry read_file(const std::string& path) {
  return parse_puzzle(testing::read_data(path), {}, path);
}

// An n x n f-puzzles grid of empty cells, as JSON.
std::string empty_grid(int n) {
  std::string rows;
  for (int r = 0; r < n; ++r) {
    rows += r ? ",[" : "[";
    for (int c = 0; c < n; ++c) rows += c ? ",{}" : "{}";
    rows += "]";
  }
  return "[" + rows + "]";
}

// A 4x4 (or n x n) puzzle with no givens and the given extra keys.
std::string puzzle(const std::string& keys, int n = 4) {
  return "{\"size\":" + std::to_string(n) + ",\"grid\":" + empty_grid(n) +
         (keys.empty() ? "" : "," + keys) + "}";
}

const Rules& rules_of(const Entry& e) {
  static const Rules kNone;
  return e.rules() ? *e.rules() : kNone;
}

std::vector<std::string> labels(const Entry& e) {
  std::vector<std::string> out;
  for (const Rule& r : rules_of(e).list) out.push_back(r.label);
  return out;
}

Entry read_ok(const std::string& text) {
  Entry e = parse_puzzle(text);
  EXPECT_FALSE(e.error) << e.error->to_string();
  return e;
}

std::string error_of(const std::string& text) {
  const Entry e = parse_puzzle(text);
  return e.error ? e.error->message : "no error";
}

TEST(Fpuzzles, EveryVariantFileParses) {
  int files = 0;
  for (const auto& item : std::filesystem::directory_iterator(kVariants)) {
    if (item.path().extension() != ".json") continue;
    ++files;
    const std::string path = item.path().string();
    SCOPED_TRACE(path);
    const std::string text = testing::read_data(path);
    const Entry e = read_file(path);
    ASSERT_FALSE(e.error) << e.error->to_string();
    ASSERT_TRUE(e.puzzle);
    EXPECT_EQ(e.line, 1);
    EXPECT_EQ(e.text, one_line(e.grid()));
    // Every given of the file, and nothing else, is a given of the grid.
    std::size_t givens = 0;
    for (std::size_t at = 0; (at = text.find("\"given\":true", at)) != std::string::npos; ++at)
      ++givens;
    EXPECT_EQ(static_cast<std::size_t>(e.grid().givens()), givens);
    // Each rule comes from a key the file holds, and stays on the grid.
    const bool jigsaw = text.find("\"region\"") != std::string::npos;
    EXPECT_EQ(jigsaw, e.rules() && !e.rules()->regions.empty());
    EXPECT_TRUE(jigsaw || (e.rules() && !e.rules()->list.empty()));
    for (const Rule& r : rules_of(e).list) {
      const std::string key = r.label.substr(0, r.label.find('['));
      EXPECT_NE(text.find("\"" + key + "\""), std::string::npos) << r.label;
      for (const int c : r.cells) EXPECT_TRUE(c >= 0 && c < e.grid().cells()) << r.label;
      for (const int c : r.line) EXPECT_TRUE(c >= 0 && c < e.grid().cells()) << r.label;
    }
  }
  EXPECT_GE(files, 60);
}

TEST(Fpuzzles, MiracleSudoku) {
  const Entry e = read_file(kVariants + "/miracle.json");
  ASSERT_TRUE(e.puzzle);
  EXPECT_EQ(e.grid().givens(), 2);
  EXPECT_EQ(e.grid().at(4, 2), 1);  // R5C3
  EXPECT_EQ(e.grid().at(5, 6), 2);  // R6C7
  ASSERT_EQ(rules_of(e).list.size(), 3u);
  EXPECT_EQ(labels(e), (std::vector<std::string>{"antiknight", "antiking", "nonconsecutive"}));
  EXPECT_EQ(rules_of(e).list[0].kind, RuleKind::antiknight);
  EXPECT_EQ(rules_of(e).list[1].kind, RuleKind::antiking);
  EXPECT_EQ(rules_of(e).list[2].kind, RuleKind::nonconsecutive);
  EXPECT_TRUE(rules_of(e).list[0].cells.empty());
  EXPECT_TRUE(rules_of(e).regions.empty());
}

std::map<RuleKind, int> kinds(const Entry& e) {
  std::map<RuleKind, int> count;
  for (const Rule& r : rules_of(e).list) ++count[r.kind];
  return count;
}

TEST(Fpuzzles, HandCheckedFiles) {
  // Cells are row * 6 + col from 0; R2C5 is 1 * 6 + 4.
  const Entry killer = read_file(kVariants + "/killer_6x6_u3.json");
  EXPECT_EQ(kinds(killer), (std::map<RuleKind, int>{{RuleKind::killer_cage, 11}}));
  EXPECT_EQ(rules_of(killer).list[0].cells, (std::vector<int>{10, 9, 3}));
  EXPECT_EQ(rules_of(killer).list[0].value, 13);
  EXPECT_EQ(rules_of(killer).list[0].label, "killercage[0]");

  const Entry kropki = read_file(kVariants + "/kropki_6x6_u3.json");
  EXPECT_EQ(kinds(kropki), (std::map<RuleKind, int>{{RuleKind::difference, 13},
                                                    {RuleKind::ratio, 15},
                                                    {RuleKind::negative_difference, 1},
                                                    {RuleKind::negative_ratio, 1}}));
  EXPECT_EQ(rules_of(kropki).list[0].cells, (std::vector<int>{0, 6}));
  EXPECT_EQ(rules_of(kropki).list[0].value, 1);
  EXPECT_EQ(rules_of(kropki).list[13].kind, RuleKind::ratio);
  EXPECT_EQ(rules_of(kropki).list[13].value, 2);
  EXPECT_EQ(rules_of(kropki).list[28].label, "negative[difference]");

  // {cell R0C4, DL, 9}: R1C3, R2C2, R3C1. {R7C2, UR, 18}: R6C3 .. R3C6.
  const Entry little = read_file(kVariants + "/littlekiller_6x6_u3.json");
  EXPECT_EQ(kinds(little), (std::map<RuleKind, int>{{RuleKind::little_killer, 6}}));
  EXPECT_EQ(rules_of(little).list[0].cells, (std::vector<int>{2, 7, 12}));
  EXPECT_EQ(rules_of(little).list[0].value, 9);
  EXPECT_EQ(rules_of(little).list[0].clue, (Outside{0, 4}));
  EXPECT_EQ(rules_of(little).list[1].cells, (std::vector<int>{32, 27, 22, 17}));
  EXPECT_EQ(rules_of(little).list[1].clue, (Outside{7, 2}));

  // Thermometers keep their bulb first: R6C6, R5C6, R6C5.
  const Entry thermo = read_file(kVariants + "/thermo_6x6_u3.json");
  EXPECT_EQ(kinds(thermo), (std::map<RuleKind, int>{{RuleKind::thermometer, 5}}));
  EXPECT_EQ(rules_of(thermo).list[0].cells, (std::vector<int>{35, 29, 34}));
  EXPECT_EQ(rules_of(thermo).list[0].label, "thermometer[0].lines[0]");

  // The whispers of this file state their gap, 5. Without a value the gap
  // is the default, half the largest digit rounded up (3 on 6x6), as
  // f-puzzles' whispers tool writes and SudokuSolver reads it.
  const std::string whispers_json = testing::read_data(kVariants + "/whispers_6x6_u3.json");
  const Entry whispers = parse_puzzle(whispers_json, {}, "whispers_6x6_u3.json");
  EXPECT_EQ(kinds(whispers), (std::map<RuleKind, int>{{RuleKind::whispers, 3}}));
  for (const Rule& r : rules_of(whispers).list) EXPECT_EQ(r.value, 5);
  const Entry no_value = parse_puzzle(
      std::regex_replace(whispers_json, std::regex(R"(,\s*"value"\s*:\s*5)"), ""), {}, "no value");
  ASSERT_FALSE(no_value.error) << no_value.error->to_string();
  EXPECT_EQ(kinds(no_value), (std::map<RuleKind, int>{{RuleKind::whispers, 3}}));
  for (const Rule& r : rules_of(no_value).list) EXPECT_EQ(r.value, 3);

  // Arrow R4C5 -> R5C5, R6C6, R5C7, R4C8 (9x9).
  const Entry arrow = read_file(kVariants + "/arrow_9x9_u0.json");
  EXPECT_EQ(kinds(arrow), (std::map<RuleKind, int>{{RuleKind::arrow, 6}}));
  EXPECT_EQ(rules_of(arrow).list[0].cells, (std::vector<int>{31}));
  EXPECT_EQ(rules_of(arrow).list[0].line, (std::vector<int>{40, 50, 42, 34}));

  // Sandwich R6C0 = 11 (row 6), R0C2 = 7 (column 2).
  const Entry sandwich = read_file(kVariants + "/sandwich_9x9_u0.json");
  EXPECT_EQ(kinds(sandwich), (std::map<RuleKind, int>{{RuleKind::sandwich, 5}}));
  EXPECT_EQ(rules_of(sandwich).list[0].cells,
            (std::vector<int>{45, 46, 47, 48, 49, 50, 51, 52, 53}));
  EXPECT_EQ(rules_of(sandwich).list[0].value, 11);
  EXPECT_EQ(rules_of(sandwich).list[1].cells,
            (std::vector<int>{1, 10, 19, 28, 37, 46, 55, 64, 73}));
  EXPECT_EQ(rules_of(sandwich).list[2].value, 0);

  const Entry xv = read_file(kVariants + "/xv_6x6_u3.json");
  EXPECT_EQ(kinds(xv), (std::map<RuleKind, int>{{RuleKind::xv, 13}, {RuleKind::negative_xv, 1}}));
  EXPECT_EQ(rules_of(xv).list[0].value, 10);
  EXPECT_EQ(rules_of(xv).list[2].value, 5);

  const Entry x = read_file(kVariants + "/x_9x9_u0.json");
  ASSERT_EQ(rules_of(x).list.size(), 2u);
  for (const Rule& r : rules_of(x).list) {
    EXPECT_EQ(r.kind, RuleKind::diagonal);
    const bool rising = r.label == "diagonal+";
    EXPECT_EQ(r.cells.front(), rising ? 72 : 0);
    EXPECT_EQ(r.cells.back(), rising ? 8 : 80);
  }

  // The regions of the file, cell by cell in row-major order.
  const Entry jigsaw = read_file(kVariants + "/jigsaw_6x6_u3.json");
  EXPECT_EQ(rules_of(jigsaw).regions,
            (std::vector<int>{2, 4, 4, 4, 4, 4, 2, 2, 4, 5, 5, 5, 2, 2, 2, 5, 5, 5,
                              0, 0, 3, 3, 1, 1, 0, 0, 3, 1, 1, 1, 0, 0, 3, 3, 3, 1}));
  EXPECT_TRUE(rules_of(jigsaw).list.empty());

  const Entry quad = read_file(kVariants + "/quadruple_6x6_u3.json");
  EXPECT_EQ(rules_of(quad).list[0].cells, (std::vector<int>{19, 20, 25, 26}));
  EXPECT_EQ(rules_of(quad).list[0].digits, (std::vector<int>{1, 2}));

  EXPECT_EQ(kinds(read_file(kVariants + "/minmax_6x6_u3.json")),
            (std::map<RuleKind, int>{{RuleKind::minimum, 10}, {RuleKind::maximum, 8}}));
  EXPECT_EQ(kinds(read_file(kVariants + "/oddeven_6x6_u3.json")),
            (std::map<RuleKind, int>{{RuleKind::odd, 7}, {RuleKind::even, 7}}));
  EXPECT_EQ(kinds(read_file(kVariants + "/windoku_9x9_u0.json")),
            (std::map<RuleKind, int>{{RuleKind::extra_region, 4}}));
  EXPECT_EQ(kinds(read_file(kVariants + "/antiking_disjoint_9x9_u0.json")),
            (std::map<RuleKind, int>{{RuleKind::antiking, 1}, {RuleKind::disjoint_groups, 1}}));
}

TEST(Fpuzzles, SharedLinksReadAsTheirJson) {
  const std::pair<const char*, const char*> links[] = {
      {"killer_9x9_u0.b64.txt", "killer_9x9_u0.json"},
      {"miracle.link.txt", "miracle.json"},
      {"thermo_9x9_m1.link.txt", "thermo_9x9_m1.json"},
  };
  for (const auto& [link, json] : links) {
    SCOPED_TRACE(link);
    const Entry from_link = read_file(kVariants + "/links/" + link);
    const Entry from_json = read_file(kVariants + "/" + json);
    ASSERT_FALSE(from_link.error) << from_link.error->to_string();
    ASSERT_TRUE(from_link.puzzle && from_json.puzzle);
    EXPECT_EQ(from_link.grid(), from_json.grid());
    ASSERT_TRUE(from_link.rules() && from_json.rules());
    EXPECT_EQ(*from_link.rules(), *from_json.rules());
    EXPECT_FALSE(from_link.rules()->list.empty());
  }
}

// Each f-puzzles entry keeps the JSON it was read from (a link's decoded),
// which reads back as the same puzzle (minimize writes it back with fewer
// givens); each line of JSON Lines keeps its own; other notations keep none.
TEST(Fpuzzles, EntriesKeepTheJsonTheyWereReadFrom) {
  for (const char* link : {"killer_9x9_u0.b64.txt", "miracle.link.txt"}) {
    SCOPED_TRACE(link);
    const Entry from_link = read_file(kVariants + "/links/" + link);
    ASSERT_TRUE(from_link.puzzle);
    ASSERT_EQ(from_link.fpuzzles_json.front(), '{');
    const Entry again = read_ok(from_link.fpuzzles_json);
    ASSERT_TRUE(again.puzzle && again.rules());
    EXPECT_EQ(again.grid(), from_link.grid());
    EXPECT_EQ(*again.rules(), *from_link.rules());
  }
  const std::string file = testing::read_data(kVariants + "/killer_9x9_u0.json");
  EXPECT_EQ(read_file(kVariants + "/killer_9x9_u0.json").fpuzzles_json,
            file.substr(file.find('{')));

  const std::string lines[] = {puzzle(""), puzzle(R"("diagonal+":true)")};
  std::istringstream in(lines[0] + "\n\n" + lines[1] + "\n");
  PuzzleReader reader(in, "lines.jsonl");
  for (const std::string& line : lines) {
    const std::optional<Entry> e = reader.next();
    ASSERT_TRUE(e && e->puzzle);
    EXPECT_EQ(e->fpuzzles_json, line);
  }
  EXPECT_TRUE(parse_puzzle(std::string(16, '.')).fpuzzles_json.empty());
  const Entry unread = parse_puzzle(R"({"size":4})");
  EXPECT_TRUE(unread.error && unread.fpuzzles_json.empty());
}

TEST(Fpuzzles, NumbersAsStringsOrNumbers) {
  const Entry e = read_ok(
      puzzle("\"killercage\":[{\"cells\":[\"R1C1\",\"R1C2\"],\"value\":\"3\"},"
             "{\"cells\":[\"R2C1\",\"R2C2\"],\"value\":7},{\"cells\":[\"R3C1\"],\"value\":4.0},"
             "{\"cells\":[\"R4C1\"],\"value\":\"\"},{\"cells\":[\"R4C2\"]}]"));
  ASSERT_EQ(rules_of(e).list.size(), 5u);
  EXPECT_EQ(rules_of(e).list[0].value, 3);
  EXPECT_EQ(rules_of(e).list[1].value, 7);
  EXPECT_EQ(rules_of(e).list[2].value, 4);
  EXPECT_EQ(rules_of(e).list[3].value, 0);  // a cage without a sum
  EXPECT_EQ(rules_of(e).list[4].value, 0);
  EXPECT_TRUE(read_ok("{\"size\":\"4\",\"grid\":" + empty_grid(4) + "}").puzzle);
  EXPECT_EQ(error_of(puzzle("\"killercage\":[{\"cells\":[\"R1C1\"],\"value\":4.5}]")),
            "killercage[0]: 'value' is not a whole number: 4.5");
}

TEST(Fpuzzles, GivensOnlyWithGivenTrue) {
  std::string grid = empty_grid(4);
  grid.replace(grid.find("{}"), 2, "{\"value\":3,\"given\":true}");
  grid.replace(grid.find("{}"), 2, "{\"value\":2}");  // a player's entry
  grid.replace(grid.find("{}"), 2, "{\"value\":4,\"given\":false,\"centerPencilMarks\":[1]}");
  const Entry e = read_ok("{\"size\":4,\"grid\":" + grid + "}");
  EXPECT_EQ(e.text, "3...............");
  EXPECT_FALSE(e.rules());
}

TEST(Fpuzzles, ArrowsWithPillsAndSeveralLines) {
  const Entry e = read_ok(
      puzzle("\"arrow\":[{\"cells\":[\"R1C1\",\"R1C2\"],\"lines\":[[\"R1C2\",\"R2C3\",\"R3C3\"],"
             "[\"R1C1\",\"R2C1\"],[\"R1C1\"]]}]"));
  ASSERT_EQ(rules_of(e).list.size(), 2u);  // the line that stays in the pill adds nothing
  const Rule& first = rules_of(e).list[0];
  EXPECT_EQ(first.kind, RuleKind::arrow);
  EXPECT_EQ(first.label, "arrow[0].lines[0]");
  EXPECT_EQ(first.cells, (std::vector<int>{0, 1}));
  EXPECT_EQ(first.line, (std::vector<int>{6, 10}));
  EXPECT_EQ(rules_of(e).list[1].label, "arrow[0].lines[1]");
  EXPECT_EQ(rules_of(e).list[1].line, (std::vector<int>{4}));
}

TEST(Fpuzzles, OutsideCluesOnEverySide) {
  // Little killers from each corner direction and from below/right.
  const Entry e = read_ok(puzzle(
      "\"littlekillersum\":[{\"cell\":\"R5C2\",\"direction\":\"UR\",\"value\":\"7\"},"
      "{\"cell\":\"R2C5\",\"direction\":\"DL\",\"value\":\"5\"},"
      "{\"cell\":\"R0C0\",\"direction\":\"DR\",\"value\":\"10\"},"
      "{\"cell\":\"R0C2\",\"direction\":\"DR\"}],"
      "\"sandwichsum\":[{\"cell\":\"R5C3\",\"value\":2},{\"cell\":\"R2C5\",\"value\":\"0\"}]"));
  ASSERT_EQ(rules_of(e).list.size(), 5u);  // the little killer without a sum says nothing
  EXPECT_EQ(rules_of(e).list[0].cells, (std::vector<int>{14, 11}));  // R4C3, R3C4
  EXPECT_EQ(rules_of(e).list[1].cells, (std::vector<int>{11, 14}));
  EXPECT_EQ(rules_of(e).list[2].cells, (std::vector<int>{0, 5, 10, 15}));
  EXPECT_EQ(rules_of(e).list[3].cells, (std::vector<int>{2, 6, 10, 14}));
  EXPECT_EQ(rules_of(e).list[3].clue, (Outside{5, 3}));
  EXPECT_EQ(rules_of(e).list[4].cells, (std::vector<int>{4, 5, 6, 7}));
  EXPECT_EQ(error_of(puzzle("\"littlekillersum\":[{\"cell\":\"R0C1\",\"direction\":\"UL\","
                            "\"value\":\"3\"}]")),
            "littlekillersum[0]: going UL from R0C1 misses the grid");
  EXPECT_EQ(error_of(puzzle("\"sandwichsum\":[{\"cell\":\"R0C0\",\"value\":\"3\"}]")),
            "sandwichsum[0]: R0C0 is a corner, beside no row or column");
}

TEST(Fpuzzles, PencilMarksRegionsAndSizes) {
  std::string grid = empty_grid(4);
  grid.replace(grid.find("{}"), 2, "{\"givenPencilMarks\":[1,\"3\"]}");
  const Entry marks = read_ok("{\"size\":4,\"grid\":" + grid + "}");
  ASSERT_EQ(rules_of(marks).list.size(), 1u);
  EXPECT_EQ(rules_of(marks).list[0].kind, RuleKind::pencil_marks);
  EXPECT_EQ(rules_of(marks).list[0].label, "grid[0][0].givenPencilMarks");
  EXPECT_EQ(rules_of(marks).list[0].digits, (std::vector<int>{1, 3}));

  // Regions that are the usual boxes are no jigsaw.
  std::string boxes = "[";
  for (int r = 0; r < 4; ++r) {
    boxes += r ? ",[" : "[";
    for (int c = 0; c < 4; ++c)
      boxes += (c ? ",{\"region\":" : "{\"region\":") + std::to_string(r / 2 * 2 + c / 2) + "}";
    boxes += "]";
  }
  EXPECT_FALSE(read_ok("{\"size\":4,\"grid\":" + boxes + "]}").rules());

  const std::map<int, Geometry> shapes = {{4, {2, 2}},  {6, {2, 3}},  {8, {2, 4}},
                                          {9, {3, 3}},  {10, {2, 5}}, {12, {3, 4}},
                                          {14, {2, 7}}, {15, {3, 5}}, {16, {4, 4}}};
  for (const auto& [n, geometry] : shapes) {
    const Entry e = read_ok("{\"size\":" + std::to_string(n) + ",\"grid\":" + empty_grid(n) + "}");
    ASSERT_TRUE(e.puzzle);
    EXPECT_EQ(e.grid().geometry(), geometry) << n;
  }
  // A prime side has no boxes: its regions are its rows, as in SudokuSolver,
  // until the cells name jigsaw regions.
  for (const int n : {5, 7, 11, 13}) {
    const Entry e = read_ok("{\"size\":" + std::to_string(n) + ",\"grid\":" + empty_grid(n) + "}");
    ASSERT_TRUE(e.puzzle);
    EXPECT_EQ(e.grid().geometry(), (Geometry{1, n})) << n;
  }
}

TEST(Fpuzzles, DrawOnlyAndEmptyKeys) {
  const Entry e = read_ok(
      puzzle("\"title\":\"t\",\"author\":\"a\",\"ruleset\":\"r\",\"text\":[{\"cells\":[\"R1C1\"]}],"
             "\"line\":[{\"lines\":[[\"R1C1\",\"R1C2\"]]}],\"rectangle\":[],\"circle\":[],"
             "\"solution\":[1,2],\"highlightConflicts\":true,\"disabledlogic\":[\"x\"],"
             "\"truecandidatesoptions\":[\"y\"],\"renban\":[],\"antiknight\":false,"
             "\"clone\":[],\"dutchwhispers\":false"));
  EXPECT_FALSE(e.rules());
  EXPECT_EQ(error_of(puzzle("\"dutchwhispers\":[{\"lines\":[[\"R1C1\",\"R1C2\"]]}]")),
            "unsupported rule 'dutchwhispers'");
}

TEST(Fpuzzles, LabelsNameEveryLineAndNegativeRule) {
  const Entry e = read_ok(puzzle(
      "\"thermometer\":[{\"lines\":[[\"R1C1\",\"R1C2\"],[\"R1C1\",\"R2C1\"]]}],"
      "\"renban\":[{\"lines\":[[\"R3C1\",\"R3C2\"]]}],\"palindrome\":[{\"lines\":[[\"R4C1\","
      "\"R4C2\",\"R4C3\"]]}],\"whispers\":[{\"lines\":[[\"R2C2\",\"R2C3\"]],\"value\":\"2\"}],"
      "\"negative\":[\"ratio\",\"xv\"],\"cage\":[{\"cells\":[\"R4C4\"],\"value\":\"4\"}],"
      "\"odd\":[{\"cell\":\"R1C4\"}],\"maximum\":[{\"cell\":\"R2C4\"}]"));
  EXPECT_EQ(labels(e), (std::vector<std::string>{
                           "thermometer[0].lines[0]", "thermometer[0].lines[1]",
                           "renban[0].lines[0]", "palindrome[0].lines[0]", "whispers[0].lines[0]",
                           "negative[ratio]", "negative[xv]", "odd[0]", "maximum[0]"}));
  EXPECT_EQ(rules_of(e).list[4].value, 2);
  // `cage` is f-puzzles' cosmetic cage: it draws, and is no rule.
  EXPECT_EQ(rules_of(e).list[7].kind, RuleKind::odd);
}

}  // namespace
}  // namespace satdoku
