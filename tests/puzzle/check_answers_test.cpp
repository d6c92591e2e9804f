// The checker against an independent source: the lex-min answers in
// tests/data/variants/answers.tsv come from a reference SAT solver
// (picosat) run on the JSON files next to them. Each puzzle below is a
// hand translation of one of those files (cells written as the file writes
// them), so its answer must pass, and a rule changed by one step must not.
#include <gtest/gtest.h>

#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "data_sets.hpp"
#include "satdoku/check.hpp"
#include "variant_builders.hpp"

namespace satdoku {
namespace {

using testing::digit_regions;
using testing::digits_grid;
using testing::global_rule;
using testing::make_rule;
using testing::rcs;
using testing::with_rules;
using K = RuleKind;

const std::map<std::string, std::string>& answers() {
  static const std::map<std::string, std::string> table = [] {
    std::map<std::string, std::string> t;
    for (const std::string& line : testing::variant_answer_lines()) {
      std::istringstream fields(line);
      std::string name, answer;
      fields >> name >> answer;
      t[name] = answer;
    }
    return t;
  }();
  return table;
}

struct Case {
  std::string file;  // name in answers.tsv
  Puzzle puzzle;
};

constexpr Geometry k6{2, 3};
constexpr Geometry k9{3, 3};

std::vector<Case> cases() {
  std::vector<Case> all;
  auto add = [&](std::string file, Geometry g, const char* givens, std::vector<Rule> rules,
                 std::vector<int> regions = {}) {
    all.push_back({std::move(file),
                   with_rules(digits_grid(givens, g), std::move(rules), std::move(regions))});
  };
  const int s = 6;
  add("killer_6x6_u3", k6, "000000000000005000000600000000000000",
      {make_rule(K::killer_cage, "killercage[0]", rcs({"R2C5", "R2C4", "R1C4"}, s), 13),
       make_rule(K::killer_cage, "killercage[1]", rcs({"R5C1", "R5C2", "R5C3", "R5C4"}, s), 18),
       make_rule(K::killer_cage, "killercage[2]", rcs({"R5C6", "R6C6", "R5C5"}, s), 9),
       make_rule(K::killer_cage, "killercage[3]", rcs({"R6C4", "R6C5", "R6C3", "R6C2", "R6C1"}, s),
                 15),
       make_rule(K::killer_cage, "killercage[4]", rcs({"R1C1", "R1C2", "R2C2", "R3C2"}, s), 14),
       make_rule(K::killer_cage, "killercage[5]", rcs({"R1C3", "R2C3", "R3C3", "R4C3"}, s), 15),
       make_rule(K::killer_cage, "killercage[6]", rcs({"R1C5", "R1C6"}, s), 7),
       make_rule(K::killer_cage, "killercage[7]", rcs({"R4C2"}, s), 4),
       make_rule(K::killer_cage, "killercage[8]", rcs({"R2C6", "R3C6", "R4C6", "R4C5"}, s), 13),
       make_rule(K::killer_cage, "killercage[9]", rcs({"R3C4", "R3C5", "R4C4"}, s), 9),
       make_rule(K::killer_cage, "killercage[10]", rcs({"R2C1", "R3C1", "R4C1"}, s), 9)});
  {
    // Each line starts at the circle; the shaft is the rest of the line.
    auto arrow = [&](std::string label, const char* circle, std::vector<int> shaft) {
      Rule rule = make_rule(K::arrow, std::move(label), rcs({circle}, s));
      rule.line = std::move(shaft);
      return rule;
    };
    add("arrow_6x6_u3", k6, "000600000000000000000000000000000000",
        {arrow("arrow[0].lines[0]", "R6C6", rcs({"R5C6", "R5C5"}, s)),
         arrow("arrow[1].lines[0]", "R6C6", rcs({"R5C5", "R5C6"}, s)),
         arrow("arrow[2].lines[0]", "R1C6", rcs({"R2C5", "R2C4"}, s)),
         arrow("arrow[3].lines[0]", "R4C6", rcs({"R5C6", "R6C6"}, s)),
         arrow("arrow[4].lines[0]", "R6C1", rcs({"R5C2", "R6C2"}, s)),
         arrow("arrow[5].lines[0]", "R1C2", rcs({"R2C3", "R3C3"}, s))});
  }
  // The diagonals walked by hand from each clue (R7C2 is below row 6).
  add("littlekiller_6x6_u3", k6, "000000000000000600000000000000020000",
      {make_rule(K::little_killer, "littlekillersum[0]", rcs({"R1C3", "R2C2", "R3C1"}, s), 9),
       make_rule(K::little_killer, "littlekillersum[1]", rcs({"R6C3", "R5C4", "R4C5", "R3C6"}, s),
                 18),
       make_rule(K::little_killer, "littlekillersum[2]", rcs({"R1C2", "R2C1"}, s), 5),
       make_rule(K::little_killer, "littlekillersum[3]", rcs({"R5C1", "R6C2"}, s), 5),
       make_rule(K::little_killer, "littlekillersum[4]", rcs({"R1C5", "R2C6"}, s), 9),
       make_rule(K::little_killer, "littlekillersum[5]", rcs({"R1C4", "R2C5", "R3C6"}, s), 14)});
  add("thermo_6x6_u3", k6, "000000020000000002010000000000000001",
      {make_rule(K::thermometer, "thermometer[0].lines[0]", rcs({"R6C6", "R5C6", "R6C5"}, s)),
       make_rule(K::thermometer, "thermometer[1].lines[0]", rcs({"R2C1", "R1C2", "R1C3"}, s)),
       make_rule(K::thermometer, "thermometer[2].lines[0]",
                 rcs({"R1C4", "R2C4", "R2C5", "R2C6"}, s)),
       make_rule(K::thermometer, "thermometer[3].lines[0]", rcs({"R4C5", "R5C4", "R5C3"}, s)),
       make_rule(K::thermometer, "thermometer[4].lines[0]", rcs({"R5C2", "R6C3", "R6C2"}, s))});
  // The gap stated: 5.
  add("whispers_6x6_u3", k6, "000000020000000000030000002105400000",
      {make_rule(K::whispers, "whispers[0].lines[0]", rcs({"R4C5", "R5C4", "R6C4"}, s), 5),
       make_rule(K::whispers, "whispers[1].lines[0]", rcs({"R6C2", "R5C2", "R4C1"}, s), 5),
       make_rule(K::whispers, "whispers[2].lines[0]", rcs({"R3C5", "R2C6", "R1C6"}, s), 5)});
  add("renban_6x6_u3", k6, "031000400000000000300000060540020300",
      {make_rule(K::renban, "renban[0].lines[0]", rcs({"R3C5", "R4C6", "R3C6", "R2C6"}, s))});
  add("palindrome_6x6_u3", k6, "000002000000000010000005006400020600",
      {make_rule(K::palindrome, "palindrome[0].lines[0]",
                 rcs({"R5C3", "R4C3", "R3C2", "R2C1", "R1C1"}, s)),
       make_rule(K::palindrome, "palindrome[1].lines[0]",
                 rcs({"R2C6", "R3C5", "R3C4", "R2C3", "R1C3"}, s))});
  {
    auto quad = [&](std::string label, std::vector<int> cells, std::vector<int> digits) {
      Rule rule = make_rule(K::quadruple, std::move(label), std::move(cells));
      rule.digits = std::move(digits);
      return rule;
    };
    add("quadruple_6x6_u3", k6, "000030000060000002000000520000003001",
        {quad("quadruple[0]", rcs({"R4C2", "R4C3", "R5C2", "R5C3"}, s), {1, 2}),
         quad("quadruple[1]", rcs({"R1C2", "R1C3", "R2C2", "R2C3"}, s), {2, 3, 4, 5}),
         quad("quadruple[2]", rcs({"R3C3", "R3C4", "R4C3", "R4C4"}, s), {3, 4, 5, 6}),
         quad("quadruple[3]", rcs({"R1C2", "R1C3", "R2C2", "R2C3"}, s), {2, 3}),
         quad("quadruple[4]", rcs({"R1C2", "R1C3", "R2C2", "R2C3"}, s), {2, 3, 4, 5})});
  }
  {
    std::vector<Rule> list;
    const char* minimum[] = {"R1C1", "R2C2", "R2C6", "R3C5", "R4C1",
                             "R4C3", "R5C2", "R5C5", "R6C1", "R6C4"};
    const char* maximum[] = {"R1C2", "R2C5", "R3C1", "R4C6", "R5C1", "R5C4", "R6C3", "R6C6"};
    for (const char* cell : minimum)
      list.push_back(
          make_rule(K::minimum, "minimum[" + std::to_string(list.size()) + "]", rcs({cell}, s)));
    for (const char* cell : maximum)
      list.push_back(make_rule(K::maximum, "maximum", rcs({cell}, s)));
    add("minmax_6x6_u3", k6, "000000000500000000000000000000000000", std::move(list));
  }
  {
    std::vector<Rule> list;
    for (const char* cell : {"R3C1", "R4C5", "R3C5", "R1C2", "R2C6", "R5C6", "R1C3"})
      list.push_back(make_rule(K::odd, "odd", rcs({cell}, s)));
    for (const char* cell : {"R4C6", "R6C6", "R5C4", "R3C3", "R1C5", "R6C5", "R4C4"})
      list.push_back(make_rule(K::even, "even", rcs({cell}, s)));
    add("oddeven_6x6_u3", k6, "600000040000000500004000006000030000", std::move(list));
  }
  {
    std::vector<Rule> list;
    for (const auto& [a, b] : std::vector<std::pair<const char*, const char*>>{{"R1C1", "R2C1"},
                                                                               {"R1C2", "R2C2"},
                                                                               {"R1C5", "R1C6"},
                                                                               {"R2C6", "R3C6"},
                                                                               {"R3C1", "R4C1"},
                                                                               {"R3C3", "R3C4"},
                                                                               {"R4C1", "R4C2"},
                                                                               {"R4C2", "R5C2"},
                                                                               {"R4C3", "R4C4"},
                                                                               {"R5C2", "R5C3"},
                                                                               {"R5C3", "R5C4"},
                                                                               {"R6C3", "R6C4"},
                                                                               {"R6C4", "R6C5"}})
      list.push_back(make_rule(K::difference, "difference", rcs({a, b}, s), 1));
    for (const auto& [a, b] : std::vector<std::pair<const char*, const char*>>{{"R1C5", "R2C5"},
                                                                               {"R2C1", "R2C2"},
                                                                               {"R2C3", "R3C3"},
                                                                               {"R2C4", "R2C5"},
                                                                               {"R3C2", "R3C3"},
                                                                               {"R3C4", "R3C5"},
                                                                               {"R3C6", "R4C6"},
                                                                               {"R4C2", "R4C3"},
                                                                               {"R4C3", "R5C3"},
                                                                               {"R4C5", "R4C6"},
                                                                               {"R4C6", "R5C6"},
                                                                               {"R5C2", "R6C2"},
                                                                               {"R5C4", "R6C4"},
                                                                               {"R6C1", "R6C2"},
                                                                               {"R6C5", "R6C6"}})
      list.push_back(make_rule(K::ratio, "ratio", rcs({a, b}, s), 2));
    list.push_back(global_rule(K::negative_difference));
    list.push_back(global_rule(K::negative_ratio));
    add("kropki_6x6_u3", k6, "000000000000000000000000000000000000", std::move(list));
  }
  {
    std::vector<Rule> list;
    for (const auto& [a, b, v] :
         std::vector<std::tuple<const char*, const char*, int>>{{"R1C1", "R2C1", 10},
                                                                {"R1C4", "R2C4", 10},
                                                                {"R1C6", "R2C6", 5},
                                                                {"R2C2", "R3C2", 5},
                                                                {"R2C3", "R3C3", 5},
                                                                {"R2C4", "R3C4", 5},
                                                                {"R3C2", "R4C2", 10},
                                                                {"R4C3", "R5C3", 5},
                                                                {"R4C4", "R4C5", 5},
                                                                {"R4C5", "R5C5", 5},
                                                                {"R4C6", "R5C6", 10},
                                                                {"R5C3", "R6C3", 10},
                                                                {"R6C5", "R6C6", 5}})
      list.push_back(make_rule(K::xv, "xv", rcs({a, b}, s), v));
    list.push_back(global_rule(K::negative_xv));
    add("xv_6x6_u3", k6, "000000000003000000000000000000000000", std::move(list));
  }
  add("x_6x6_u3", k6, "000000000000000000060300000650000012",
      {make_rule(K::diagonal, "diagonal+",
                 rcs({"R6C1", "R5C2", "R4C3", "R3C4", "R2C5", "R1C6"}, s)),
       make_rule(K::diagonal, "diagonal-",
                 rcs({"R1C1", "R2C2", "R3C3", "R4C4", "R5C5", "R6C6"}, s))});
  add("jigsaw_6x6_u3", k6, "003000500060000001020000000004010000", {},
      digit_regions("244444224555222555003311003111003331"));
  add("antiknight_6x6_u3", k6, "600000000000000200005400000000012000",
      {global_rule(K::antiknight)});
  add("antiking_disjoint_6x6_u3", k6, "060000000001000000020500000320000005",
      {global_rule(K::antiking), global_rule(K::disjoint_groups)});
  add("nonconsecutive_6x6_u3", k6, "000000000000000060002000000000053000",
      {global_rule(K::nonconsecutive)});
  {
    // Clues left of a row (RrC0) read the row; clues above a column read it.
    auto sandwich = [](std::string label, int row, int col, int value) {
      Rule rule = make_rule(K::sandwich, std::move(label), {}, value);
      for (int k = 0; k < 9; ++k)
        rule.cells.push_back(row > 0 ? (row - 1) * 9 + k : k * 9 + col - 1);
      rule.clue = {row, col};
      return rule;
    };
    add("sandwich_9x9_u0", k9,
        "080000500609800002000035006000204000900000800000007000003002000090000370060000000",
        {sandwich("sandwichsum[0]", 6, 0, 11), sandwich("sandwichsum[1]", 0, 2, 7),
         sandwich("sandwichsum[2]", 0, 5, 0), sandwich("sandwichsum[3]", 7, 0, 0),
         sandwich("sandwichsum[4]", 0, 3, 0)});
  }
  {
    std::vector<Rule> list;
    for (const int top : {1, 5}) {
      for (const int left : {1, 5}) {
        Rule rule =
            make_rule(K::extra_region, "extraregion[" + std::to_string(list.size()) + "]", {});
        for (int r = 0; r < 3; ++r)
          for (int c = 0; c < 3; ++c) rule.cells.push_back((top + r) * 9 + left + c);
        list.push_back(std::move(rule));
      }
    }
    add("windoku_9x9_u0", k9,
        "002050000040006000000001000000800900000000084000040000023700000005010000000000002",
        std::move(list));
  }
  add("miracle", k9,
      "000000000000000000000000000000000000001000000000000200000000000000000000000000000",
      {global_rule(K::antiknight), global_rule(K::antiking), global_rule(K::nonconsecutive)});
  return all;
}

TEST(CheckAnswers, TheReferenceAnswerOfEveryTranslatedPuzzlePasses) {
  for (const Case& c : cases()) {
    SCOPED_TRACE(c.file);
    ASSERT_EQ(answers().count(c.file), 1u);
    const Grid answer = digits_grid(answers().at(c.file), c.puzzle.grid.geometry());
    const Verdict verdict = check_solution(c.puzzle, answer);
    EXPECT_TRUE(verdict.ok) << verdict.reason;
  }
}

// Every one of these puzzles has exactly one completion (answers.tsv says 1),
// so another valid Sudoku grid that keeps the givens must break some rule:
// relabelling two digits that no given uses gives one.
TEST(CheckAnswers, AnotherGridKeepingTheGivensFailsARule) {
  for (const Case& c : cases()) {
    SCOPED_TRACE(c.file);
    const Grid answer = digits_grid(answers().at(c.file), c.puzzle.grid.geometry());
    std::vector<bool> given(10, false);
    for (int i = 0; i < c.puzzle.grid.cells(); ++i) given[c.puzzle.grid.at(i)] = true;
    int swapped = 0;
    for (int a = 1; a <= c.puzzle.side() && swapped == 0; ++a)
      for (int b = a + 1; b <= c.puzzle.side() && swapped == 0; ++b)
        if (!given[a] && !given[b]) swapped = a * 10 + b;
    if (swapped == 0) continue;  // every digit is given somewhere
    const Grid other = testing::swap_digits(answer, swapped / 10, swapped % 10);
    const Verdict verdict = check_solution(c.puzzle, other);
    EXPECT_FALSE(verdict.ok);
    // The failure is a rule's, named by its label, never a row or a given.
    EXPECT_EQ(verdict.reason.find("given"), std::string::npos) << verdict.reason;
    for (const char* unit : {"row ", "column ", "box ", "region "})
      EXPECT_NE(verdict.reason.rfind(unit, 0), 0u) << verdict.reason;
  }
}

}  // namespace
}  // namespace satdoku
