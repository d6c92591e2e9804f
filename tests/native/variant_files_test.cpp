// Puzzles of ../shared/data/variants translated by hand from their f-puzzles
// JSON into rules (the JSON reader is another component), checked against
// the independent answers in answers.tsv: the lex-min completion, and the
// count capped at 2. Each must take well under a second.
#include <gtest/gtest.h>

#include <chrono>
#include <cstdio>
#include <string>
#include <utility>
#include <vector>

#include "native_support.hpp"
#include "rule_puzzles.hpp"
#include "satdoku/backtrack.hpp"

namespace satdoku::testing {
namespace {

// "R3C4" (1-based row and column) as a row-major cell of a 9x9.
int cell(const std::string& name) {
  const std::size_t c = name.find('C');
  return (std::stoi(name.substr(1, c - 1)) - 1) * 9 + std::stoi(name.substr(c + 1)) - 1;
}

std::vector<int> cells(const std::vector<std::string>& names) {
  std::vector<int> out;
  for (const auto& n : names) out.push_back(cell(n));
  return out;
}

struct Expected {
  std::string answer;  // lex-min line, or "UNSAT"
  std::string count;   // "0", "1" or "2+"
};

Expected expected(const std::string& name) {
  for (const std::string& line : read_lines("variants/answers.tsv")) {
    const std::size_t tab = line.find('\t'), tab2 = line.find('\t', tab + 1);
    if (line.substr(0, tab) == name)
      return {line.substr(tab + 1, tab2 - tab - 1), line.substr(tab2 + 1)};
  }
  ADD_FAILURE() << name << " is not in answers.tsv";
  return {};
}

using Cage = std::pair<std::vector<std::string>, int>;

Puzzle killer(const std::string& givens, const std::vector<Cage>& cages) {
  std::vector<Rule> list;
  for (const auto& [names, total] : cages)
    list.push_back(rule(RuleKind::killer_cage, cells(names), total));
  return with_rules(*parse_line(givens), std::move(list));
}

Puzzle killer_u0() {
  return killer("...8.......................................................................2.....",
                {{{"R3C3", "R4C3", "R3C4"}, 15},
                 {{"R2C2", "R3C2"}, 4},
                 {{"R7C9", "R7C8", "R6C9", "R7C7"}, 15},
                 {{"R6C1", "R7C1", "R7C2"}, 16},
                 {{"R4C1", "R5C1"}, 14},
                 {{"R3C9", "R3C8", "R3C7", "R4C9"}, 20},
                 {{"R1C8", "R1C9", "R2C8"}, 11},
                 {{"R5C7", "R4C7", "R5C8"}, 17},
                 {{"R6C7", "R6C6"}, 12},
                 {{"R1C1", "R2C1", "R3C1", "R1C2"}, 28},
                 {{"R8C8", "R9C8", "R9C9"}, 18},
                 {{"R9C7", "R8C7", "R9C6"}, 17},
                 {{"R8C1", "R8C2", "R8C3", "R9C1", "R9C3"}, 19},
                 {{"R5C4", "R5C5", "R6C4"}, 20},
                 {{"R2C3", "R1C3"}, 8},
                 {{"R8C5", "R8C6"}, 15},
                 {{"R1C6", "R1C7", "R1C5", "R2C7"}, 19},
                 {{"R1C4", "R2C4", "R2C5"}, 22},
                 {{"R4C5", "R4C4"}, 8},
                 {{"R2C6", "R3C6", "R4C6"}, 14},
                 {{"R2C9"}, 6},
                 {{"R7C5", "R7C6"}, 8},
                 {{"R3C5"}, 3},
                 {{"R4C2"}, 8},
                 {{"R4C8"}, 3},
                 {{"R6C8"}, 8},
                 {{"R5C2", "R5C3", "R6C3"}, 10},
                 {{"R5C6"}, 4},
                 {{"R5C9"}, 1},
                 {{"R9C4", "R8C4", "R9C5"}, 10},
                 {{"R6C2"}, 6},
                 {{"R8C9"}, 7},
                 {{"R9C2"}, 4},
                 {{"R6C5"}, 2},
                 {{"R7C3", "R7C4"}, 13}});
}

// No givens at all: the cages alone.
Puzzle killer_m1() {
  return killer(".................................................................................",
                {{{"R7C4", "R6C4", "R6C5", "R7C3", "R8C3"}, 19},
                 {{"R2C5", "R3C5", "R2C4"}, 16},
                 {{"R5C7", "R4C7", "R4C6", "R5C6"}, 19},
                 {{"R9C4", "R9C5", "R8C4", "R9C6"}, 17},
                 {{"R1C1", "R1C2", "R1C3"}, 23},
                 {{"R2C1", "R3C1", "R2C2", "R3C2", "R4C1"}, 25},
                 {{"R2C8", "R2C7", "R3C7", "R1C8", "R2C9"}, 28},
                 {{"R9C1", "R8C1", "R7C1"}, 6},
                 {{"R1C4", "R1C5"}, 9},
                 {{"R3C4", "R4C4", "R4C3", "R5C3", "R4C5"}, 29},
                 {{"R4C2", "R5C2"}, 10},
                 {{"R1C6", "R1C7", "R2C6", "R3C6"}, 13},
                 {{"R7C7", "R7C6", "R6C6"}, 14},
                 {{"R6C9", "R7C9", "R7C8", "R8C9"}, 26},
                 {{"R9C7", "R9C8", "R9C9"}, 12},
                 {{"R6C2"}, 5},
                 {{"R1C9"}, 1},
                 {{"R5C9", "R4C9"}, 12},
                 {{"R8C8", "R8C7", "R8C6", "R8C5"}, 25},
                 {{"R2C3", "R3C3"}, 5},
                 {{"R5C4"}, 7},
                 {{"R6C8", "R5C8", "R4C8", "R6C7"}, 18},
                 {{"R5C5"}, 5},
                 {{"R8C2"}, 4},
                 {{"R9C3", "R9C2"}, 16},
                 {{"R6C1", "R5C1"}, 10},
                 {{"R3C8", "R3C9"}, 14},
                 {{"R7C2"}, 6},
                 {{"R7C5"}, 9},
                 {{"R6C3"}, 2}});
}

Puzzle thermo_u0() {
  std::vector<Rule> list;
  for (const auto& line :
       std::vector<std::vector<std::string>>{{"R1C3", "R1C2", "R1C1"},
                                             {"R2C3", "R3C4", "R4C3"},
                                             {"R9C5", "R9C4", "R8C3", "R7C3", "R7C2"},
                                             {"R5C2", "R5C3", "R4C4", "R5C4"},
                                             {"R2C6", "R3C7", "R3C6"}})
    list.push_back(rule(RuleKind::thermometer, cells(line)));
  return with_rules(
      *parse_line(
          "....84..1....2..........8.4.....6...8.2...7...4...2..9...6..1..1......3...4......"),
      std::move(list));
}

// Each JSON line starts at the circle; the rule's line is the shaft after it.
Puzzle arrow_u0() {
  std::vector<Rule> list;
  for (const auto& [circle, shaft] : std::vector<std::pair<std::string, std::vector<std::string>>>{
           {"R4C5", {"R5C5", "R6C6", "R5C7", "R4C8"}},
           {"R8C1", {"R8C2", "R7C2"}},
           {"R9C7", {"R8C8", "R9C8", "R9C9"}},
           {"R7C5", {"R7C6", "R6C6"}},
           {"R3C5", {"R3C6", "R2C6"}},
           {"R2C3", {"R3C2", "R3C3"}}}) {
    Rule r = rule(RuleKind::arrow, {cell(circle)});
    r.line = cells(shaft);
    list.push_back(std::move(r));
  }
  return with_rules(
      *parse_line(
          "8....4..2...7........6...........7..........4..53..86...9.8.............5........"),
      std::move(list));
}

// Clues above a column (R0Cc) read the column top down; left of a row
// (RrC0) the row left to right.
Puzzle sandwich_u0() {
  std::vector<Rule> list;
  const auto row = [](int r) {
    std::vector<int> out;
    for (int c = 0; c < 9; ++c) out.push_back((r - 1) * 9 + c);
    return out;
  };
  const auto column = [](int c) {
    std::vector<int> out;
    for (int r = 0; r < 9; ++r) out.push_back(r * 9 + c - 1);
    return out;
  };
  list.push_back(rule(RuleKind::sandwich, row(6), 11));
  list.push_back(rule(RuleKind::sandwich, column(2), 7));
  list.push_back(rule(RuleKind::sandwich, column(5), 0));
  list.push_back(rule(RuleKind::sandwich, row(7), 0));
  list.push_back(rule(RuleKind::sandwich, column(3), 0));
  return with_rules(
      *parse_line(
          ".8....5..6.98....2....35..6...2.4...9.....8.......7.....3..2....9....37..6......."),
      std::move(list));
}

// Mitchell Lee's Miracle Sudoku: two givens and three global rules.
Puzzle miracle() {
  Grid grid(Geometry{3, 3});
  grid.set(cell("R5C3"), 1);
  grid.set(cell("R6C7"), 2);
  return with_rules(std::move(grid), {rule(RuleKind::antiknight), rule(RuleKind::antiking),
                                      rule(RuleKind::nonconsecutive)});
}

// The JSON's `region` numbers, row by row.
Puzzle jigsaw_u0() {
  const std::string regions =
      "001111111000022411300222444330222445333254445633355555668888885677777888666667777";
  std::vector<int> region;
  for (char ch : regions) region.push_back(ch - '0');
  return with_rules(
      *parse_line(
          ".....3...6..89.......5..........25.6......7..18...................64.2......7.3.2"),
      {}, std::move(region));
}

void expect_answers(const std::string& name, const Puzzle& puzzle) {
  SCOPED_TRACE(name);
  const Expected want = expected(name);
  auto engine = make_backtrack_engine();
  const auto start = std::chrono::steady_clock::now();
  const SolveResult s = engine->smallest(puzzle, {});
  const auto middle = std::chrono::steady_clock::now();
  const CountResult c = engine->count(puzzle, 2, {});
  const auto end = std::chrono::steady_clock::now();
  if (want.answer == "UNSAT") {
    EXPECT_EQ(s.status, Status::no_solution);
  } else {
    ASSERT_EQ(s.status, Status::solved);
    EXPECT_EQ(to_line(s.solution), want.answer);
  }
  ASSERT_EQ(c.status, Status::solved);
  EXPECT_EQ(c.count >= 2 ? "2+" : std::to_string(c.count), want.count);
  const double smallest_ms = std::chrono::duration<double, std::milli>(middle - start).count();
  const double count_ms = std::chrono::duration<double, std::milli>(end - middle).count();
  // Well under a second each, with room for sanitizers and a busy machine.
  EXPECT_LT(smallest_ms, 1000.0);
  EXPECT_LT(count_ms, 1000.0);
  std::printf("%-16s smallest %8.3f ms %6llu nodes, count %8.3f ms %6llu nodes\n", name.c_str(),
              smallest_ms, static_cast<unsigned long long>(s.stats.nodes), count_ms,
              static_cast<unsigned long long>(c.stats.nodes));
}

TEST(VariantFiles, KillerWithTwoGivens) {
  expect_answers("killer_9x9_u0", killer_u0());
}
TEST(VariantFiles, KillerWithNoGivens) {
  expect_answers("killer_9x9_m1", killer_m1());
}
TEST(VariantFiles, Thermometers) {
  expect_answers("thermo_9x9_u0", thermo_u0());
}
TEST(VariantFiles, Arrows) {
  expect_answers("arrow_9x9_u0", arrow_u0());
}
TEST(VariantFiles, MiracleSudoku) {
  expect_answers("miracle", miracle());
}
TEST(VariantFiles, Jigsaw) {
  expect_answers("jigsaw_9x9_u0", jigsaw_u0());
}
TEST(VariantFiles, Sandwiches) {
  expect_answers("sandwich_9x9_u0", sandwich_u0());
}

}  // namespace
}  // namespace satdoku::testing
