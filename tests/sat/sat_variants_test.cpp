// The SAT engine on variant rules: for each rule kind a small puzzle whose
// lex-min answer and count (up to 2) must equal a brute force over all
// completions filtered by the rule's plain meaning, written here. Each case
// also checks that the rule changes the answer, so an ignored rule fails.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cstdlib>
#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "sat_test_support.hpp"
#include "satdoku/sat_engine.hpp"
#include "variant_support.hpp"

namespace satdoku {
namespace {

using testing::brute_force;
using testing::make_rule;
using testing::parse_line;
using testing::to_line;
using testing::with_rules;
using Holds = std::function<bool(const Grid&)>;

// --- plain meanings -------------------------------------------------------

bool all_differ(const Grid& g, const std::vector<int>& cells) {
  for (std::size_t i = 0; i < cells.size(); ++i)
    for (std::size_t j = i + 1; j < cells.size(); ++j)
      if (g.at(cells[i]) == g.at(cells[j])) return false;
  return true;
}

int sum(const Grid& g, const std::vector<int>& cells) {
  int s = 0;
  for (const int c : cells) s += g.at(c);
  return s;
}

// Every pair of cells (dr, dc) apart, in any direction, satisfies `ok`.
// The cells' digits, sorted, are a run of consecutive numbers (renban).
bool consecutive_set(const Grid& g, const std::vector<int>& cells) {
  std::vector<int> d;
  for (const int c : cells) d.push_back(g.at(c));
  std::sort(d.begin(), d.end());
  for (std::size_t i = 1; i < d.size(); ++i)
    if (d[i] != d[i - 1] + 1) return false;
  return true;
}

bool every_offset(const Grid& g, int dr, int dc, const std::function<bool(int, int)>& ok) {
  const int n = g.side();
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c)
      for (const int sr : {-1, 1})
        for (const int sc : {-1, 1}) {
          const int r2 = r + sr * dr, c2 = c + sc * dc;
          if (r2 < 0 || r2 >= n || c2 < 0 || c2 >= n) continue;
          if (!ok(g.at(r, c), g.at(r2, c2))) return false;
        }
  return true;
}

bool orthogonal(const Grid& g, const std::function<bool(int, int, int, int)>& ok) {
  const int n = g.side();
  for (int a = 0; a < n * n; ++a)
    for (const int b : {a + 1, a + n}) {
      if (b >= n * n || (b == a + 1 && b % n == 0)) continue;
      if (!ok(a, b, g.at(a), g.at(b))) return false;
    }
  return true;
}

struct Case {
  std::string name;
  Puzzle puzzle;
  Holds holds;
};

const Geometry k4{2, 2};
const Geometry k6{2, 3};
int c4(int r, int c) {
  return testing::rc(4, r, c);
}
int c6(int r, int c) {
  return testing::rc(6, r, c);
}

// A 6x6 with some givens from the completion 123456 456123 231564 564231
// 312645 645312, so the brute force stays small.
Grid six_with_givens() {
  return parse_line("1......5...3..1.....4.3....6..6..3..", k6);
}

std::vector<Case> cases() {
  std::vector<Case> out;
  const Grid empty4(k4);
  out.push_back({"antiknight", with_rules(empty4, {make_rule(RuleKind::antiknight, "antiknight")}),
                 [](const Grid& g) {
                   return every_offset(g, 1, 2, std::not_equal_to<>()) &&
                          every_offset(g, 2, 1, std::not_equal_to<>());
                 }});
  out.push_back({"antiking",
                 with_rules(parse_line("....4..24.....352.......2......4....", k6),
                            {make_rule(RuleKind::antiking, "antiking")}),
                 [](const Grid& g) { return every_offset(g, 1, 1, std::not_equal_to<>()); }});
  out.push_back({"nonconsecutive",
                 with_rules(parse_line("....6..42.....415.......1......2....", k6),
                            {make_rule(RuleKind::nonconsecutive, "nonconsecutive")}),
                 [](const Grid& g) {
                   return orthogonal(g,
                                     [](int, int, int x, int y) { return std::abs(x - y) != 1; });
                 }});
  out.push_back({"disjoint_groups",
                 with_rules(parse_line("4...5.........................6.....", k6),
                            {make_rule(RuleKind::disjoint_groups, "disjointgroups")}),
                 [](const Grid& g) {
                   for (int pr = 0; pr < 2; ++pr)
                     for (int pc = 0; pc < 3; ++pc) {
                       std::vector<int> group;
                       for (int br = 0; br < 3; ++br)
                         for (int bc = 0; bc < 2; ++bc)
                           group.push_back(c6(1 + 2 * br + pr, 1 + 3 * bc + pc));
                       if (!all_differ(g, group)) return false;
                     }
                   return true;
                 }});
  {
    const std::vector<int> up = {c4(4, 1), c4(3, 2), c4(2, 3), c4(1, 4)};
    const std::vector<int> down = {c4(1, 1), c4(2, 2), c4(3, 3), c4(4, 4)};
    out.push_back({"diagonals",
                   with_rules(empty4, {make_rule(RuleKind::diagonal, "diagonal+", up),
                                       make_rule(RuleKind::diagonal, "diagonal-", down)}),
                   [up, down](const Grid& g) { return all_differ(g, up) && all_differ(g, down); }});
  }
  {
    const std::vector<int> cells = {c4(1, 1), c4(2, 3), c4(3, 2), c4(4, 4)};
    out.push_back({"extra_region",
                   with_rules(empty4, {make_rule(RuleKind::extra_region, "extraregion[0]", cells)}),
                   [cells](const Grid& g) { return all_differ(g, cells); }});
  }
  {
    const std::vector<int> a = {c4(1, 1), c4(1, 2), c4(2, 1)}, b = {c4(1, 3), c4(1, 4)};
    out.push_back({"killer_cage",
                   with_rules(empty4, {make_rule(RuleKind::killer_cage, "killercage[0]", a, 8),
                                       make_rule(RuleKind::killer_cage, "killercage[1]", b, 3)}),
                   [a, b](const Grid& g) {
                     return all_differ(g, a) && sum(g, a) == 8 && all_differ(g, b) &&
                            sum(g, b) == 3;
                   }});
  }
  {
    const std::vector<int> a = {c6(2, 2), c6(2, 3), c6(3, 3), c6(4, 3)};
    out.push_back(
        {"killer_cage_6x6",
         with_rules(six_with_givens(), {make_rule(RuleKind::killer_cage, "killercage[0]", a, 12)}),
         [a](const Grid& g) { return all_differ(g, a) && sum(g, a) == 12; }});
  }
  {
    const std::vector<int> line = {c4(1, 2), c4(2, 2), c4(3, 2)};
    out.push_back({"renban", with_rules(empty4, {make_rule(RuleKind::renban, "renban[0]", line)}),
                   [line](const Grid& g) { return consecutive_set(g, line); }});
  }
  {
    const std::vector<int> line = {c6(1, 4), c6(2, 5), c6(3, 5), c6(3, 4)};
    out.push_back({"renban_6x6",
                   with_rules(Grid(k6), {make_rule(RuleKind::renban, "renban[0]", line)}),
                   [line](const Grid& g) { return consecutive_set(g, line); }});
    // The 6x6 renban runs on an empty grid: the brute force stops after two.
  }
  {
    const std::vector<int> quad = {c4(2, 2), c4(2, 3), c4(3, 2), c4(3, 3)};
    Rule rule = make_rule(RuleKind::quadruple, "quadruple[0]", quad);
    rule.digits = {2, 2, 3};
    out.push_back({"quadruple", with_rules(empty4, {rule}), [quad](const Grid& g) {
                     int twos = 0, threes = 0;
                     for (const int c : quad) {
                       twos += g.at(c) == 2;
                       threes += g.at(c) == 3;
                     }
                     return twos >= 2 && threes >= 1;
                   }});
  }
  {
    const std::vector<int> line = {c4(2, 1), c4(1, 2), c4(1, 3)};
    out.push_back({"thermometer",
                   with_rules(empty4, {make_rule(RuleKind::thermometer, "thermometer[0]", line)}),
                   [line](const Grid& g) {
                     return g.at(line[0]) < g.at(line[1]) && g.at(line[1]) < g.at(line[2]);
                   }});
  }
  {
    const std::vector<int> line = {c6(1, 2), c6(1, 3), c6(2, 4), c6(2, 5)};
    out.push_back(
        {"whispers",
         with_rules(six_with_givens(), {make_rule(RuleKind::whispers, "whispers[0]", line, 3)}),
         [line](const Grid& g) {
           for (std::size_t i = 1; i < line.size(); ++i)
             if (std::abs(g.at(line[i]) - g.at(line[i - 1])) < 3) return false;
           return true;
         }});
  }
  {
    const std::vector<int> line = {c4(1, 1), c4(2, 1), c4(3, 2), c4(2, 3)};
    out.push_back({"palindrome",
                   with_rules(empty4, {make_rule(RuleKind::palindrome, "palindrome[0]", line)}),
                   [line](const Grid& g) {
                     return g.at(line[0]) == g.at(line[3]) && g.at(line[1]) == g.at(line[2]);
                   }});
  }
  {
    const std::vector<int> cells = {c4(1, 2), c4(2, 3), c4(3, 4)};
    out.push_back(
        {"little_killer",
         with_rules(empty4, {make_rule(RuleKind::little_killer, "littlekillersum[0]", cells, 10)}),
         [cells](const Grid& g) { return sum(g, cells) == 10; }});
  }
  {
    // Row 1 sandwiches 3, column 2 sandwiches 0.
    const std::vector<int> row = {c4(1, 1), c4(1, 2), c4(1, 3), c4(1, 4)};
    const std::vector<int> col = {c4(1, 2), c4(2, 2), c4(3, 2), c4(4, 2)};
    auto between = [](const Grid& g, const std::vector<int>& cells) {
      std::size_t one = 0, top = 0;
      for (std::size_t i = 0; i < cells.size(); ++i) {
        if (g.at(cells[i]) == 1) one = i;
        if (g.at(cells[i]) == g.side()) top = i;
      }
      int s = 0;
      for (std::size_t i = std::min(one, top) + 1; i < std::max(one, top); ++i) s += g.at(cells[i]);
      return s;
    };
    out.push_back({"sandwich",
                   with_rules(empty4, {make_rule(RuleKind::sandwich, "sandwichsum[0]", row, 3),
                                       make_rule(RuleKind::sandwich, "sandwichsum[1]", col, 0)}),
                   [row, col, between](const Grid& g) {
                     return between(g, row) == 3 && between(g, col) == 0;
                   }});
    const std::vector<int> row6 = {c6(5, 1), c6(5, 2), c6(5, 3), c6(5, 4), c6(5, 5), c6(5, 6)};
    out.push_back(
        {"sandwich_6x6",
         with_rules(six_with_givens(), {make_rule(RuleKind::sandwich, "sandwichsum[0]", row6, 5)}),
         [row6, between](const Grid& g) { return between(g, row6) == 5; }});
  }
  {
    // A circle at r2c2 with shaft r3c3, r4c4; a pill r3c1 r3c2 with shaft
    // r4c1, r4c2, r3c3, r4c3 (repeats allowed on a shaft). Read off the
    // completion 2143 3412 1234 4321.
    Rule circle = make_rule(RuleKind::arrow, "arrow[0].lines[0]", {c4(2, 2)});
    circle.line = {c4(3, 3), c4(4, 4)};
    Rule pill = make_rule(RuleKind::arrow, "arrow[1].lines[0]", {c4(3, 1), c4(3, 2)});
    pill.line = {c4(4, 1), c4(4, 2), c4(3, 3), c4(4, 3)};
    out.push_back({"arrow", with_rules(empty4, {circle, pill}), [circle, pill](const Grid& g) {
                     return sum(g, circle.line) == g.at(circle.cells[0]) &&
                            sum(g, pill.line) == 10 * g.at(pill.cells[0]) + g.at(pill.cells[1]);
                   }});
  }
  {
    const int a = c4(1, 1), b = c4(1, 2), c = c4(2, 2), d = c4(2, 3);
    out.push_back({"dots",
                   with_rules(empty4, {make_rule(RuleKind::difference, "difference[0]", {a, b}, 2),
                                       make_rule(RuleKind::ratio, "ratio[0]", {b, c}, 2),
                                       make_rule(RuleKind::xv, "xv[0]", {c, d}, 5)}),
                   [=](const Grid& g) {
                     const int x = g.at(a), y = g.at(b), z = g.at(c), w = g.at(d);
                     return std::abs(x - y) == 2 && (y == 2 * z || z == 2 * y) && z + w == 5;
                   }});
    // Black dots read off the completion 315264 642531 264153 531426
    // 153642 426315, which has no consecutive neighbours.
    const std::vector<std::pair<int, int>> black = {
        {0, 6},   {4, 10},  {7, 8},   {8, 14},  {13, 19}, {17, 23}, {21, 22},
        {22, 28}, {26, 27}, {26, 32}, {27, 33}, {28, 29}, {30, 31}, {32, 33}};
    std::vector<Rule> kropki = {make_rule(RuleKind::negative_difference, "negative.difference"),
                                make_rule(RuleKind::negative_ratio, "negative.ratio")};
    for (const auto& [p, q] : black)
      kropki.push_back(
          make_rule(RuleKind::ratio, "ratio[" + std::to_string(kropki.size()) + "]", {p, q}, 2));
    out.push_back({"negative_kropki",
                   with_rules(parse_line("...2.4....3............6........6.1.", k6), kropki),
                   [black](const Grid& g) {
                     return orthogonal(g, [&black](int p, int q, int x, int y) {
                       const bool dot = std::find(black.begin(), black.end(),
                                                  std::pair<int, int>{p, q}) != black.end();
                       if (dot) return x == 2 * y || y == 2 * x;
                       return std::abs(x - y) != 1 && x != 2 * y && y != 2 * x;
                     });
                   }});
    // X and V read off the completion 316245 524163 163524 452631 231456
    // 645312.
    const std::vector<std::array<int, 3>> marks = {
        {2, 8, 10},  {4, 10, 10},  {8, 9, 5},   {12, 18, 5}, {14, 20, 5}, {16, 22, 5},
        {17, 23, 5}, {21, 27, 10}, {24, 25, 5}, {26, 27, 5}, {30, 31, 10}};
    std::vector<Rule> xv = {make_rule(RuleKind::negative_xv, "negative.xv")};
    for (const auto& [p, q, v] : marks)
      xv.push_back(make_rule(RuleKind::xv, "xv[" + std::to_string(xv.size()) + "]", {p, q}, v));
    out.push_back({"negative_xv",
                   with_rules(parse_line("........4......5....2..1......6...1.", k6), xv),
                   [marks](const Grid& g) {
                     return orthogonal(g, [&marks](int p, int q, int x, int y) {
                       for (const auto& [a, b, v] : marks)
                         if (a == p && b == q) return x + y == v;
                       return x + y != 5 && x + y != 10;
                     });
                   }});
  }
  {
    // Read off the completion 2143 3412 1234 4321.
    Rule marks = make_rule(RuleKind::pencil_marks, "grid[0][2].givenPencilMarks", {c4(1, 3)});
    marks.digits = {3, 4};
    out.push_back(
        {"cell_rules",
         with_rules(empty4, {make_rule(RuleKind::even, "even[0]", {c4(1, 1)}),
                             make_rule(RuleKind::odd, "odd[0]", {c4(2, 1)}),
                             make_rule(RuleKind::minimum, "minimum[0]", {c4(3, 1)}),
                             make_rule(RuleKind::maximum, "maximum[0]", {c4(2, 2)}), marks}),
         [](const Grid& g) {
           const int m = g.at(c4(3, 1)), x = g.at(c4(2, 2));
           const int v = g.at(c4(1, 3));
           return g.at(c4(1, 1)) % 2 == 0 && g.at(c4(2, 1)) % 2 == 1 && m < g.at(c4(2, 1)) &&
                  m < g.at(c4(4, 1)) && m < g.at(c4(3, 2)) && x > g.at(c4(1, 2)) &&
                  x > g.at(c4(3, 2)) && x > g.at(c4(2, 1)) && x > g.at(c4(2, 3)) &&
                  (v == 3 || v == 4);
         }});
  }
  // Jigsaw regions alone: the brute force knows the regions, so every
  // completion it finds already holds.
  out.push_back({"jigsaw_4x4",
                 with_rules(empty4, {}, {0, 0, 0, 1, 2, 0, 1, 1, 2, 2, 3, 1, 2, 3, 3, 3}),
                 [](const Grid&) { return true; }});
  out.push_back({"jigsaw_6x6_with_cage",
                 with_rules(parse_line("3...................................", k6),
                            {make_rule(RuleKind::killer_cage, "killercage[0]",
                                       {c6(1, 2), c6(1, 3), c6(2, 2)}, 7)},
                            {0, 0, 0, 1, 1, 1,  //
                             0, 0, 2, 2, 1, 1,  //
                             0, 3, 2, 2, 2, 1,  //
                             3, 3, 3, 2, 4, 5,  //
                             3, 4, 4, 4, 4, 5,  //
                             3, 4, 5, 5, 5, 5}),
                 [](const Grid& g) {
                   const std::vector<int> cage = {c6(1, 2), c6(1, 3), c6(2, 2)};
                   return all_differ(g, cage) && sum(g, cage) == 7;
                 }});
  return out;
}

void PrintTo(const Case& c, std::ostream* os) {
  *os << c.name;
}

class SatVariants : public ::testing::TestWithParam<Case> {};

TEST_P(SatVariants, AgreeWithTheBruteForce) {
  const Case& c = GetParam();
  const testing::BruteForceResult expected = brute_force(c.puzzle, c.holds, 2);
  auto engine = make_sat_engine();

  const SolveResult smallest = engine->smallest(c.puzzle, {});
  if (expected.count == 0) {
    EXPECT_EQ(smallest.status, Status::no_solution);
  } else {
    ASSERT_EQ(smallest.status, Status::solved);
    EXPECT_EQ(to_line(smallest.solution), to_line(expected.first.front()));
    // The rule must matter: without it the smallest completion is another
    // (jigsaw cases excepted: their regions are the whole point).
    if (c.puzzle.rules->regions.empty()) {
      const Grid classic = testing::brute_force(Puzzle(c.puzzle.grid), [](const Grid&) {
                             return true;
                           }).first.front();
      EXPECT_NE(to_line(classic), to_line(smallest.solution)) << "the rules change nothing";
    }
  }

  const CountResult count = engine->count(c.puzzle, 2, {});
  ASSERT_EQ(count.status, Status::solved);
  EXPECT_EQ(count.count, expected.count);

  const SolveResult any = engine->any(c.puzzle, {});
  if (expected.count == 0) {
    EXPECT_EQ(any.status, Status::no_solution);
  } else {
    ASSERT_EQ(any.status, Status::solved);
    EXPECT_TRUE(c.holds(any.solution));
    // The brute force sees exactly this completion when its givens are all.
    Puzzle fixed = c.puzzle;
    fixed.grid = any.solution;
    EXPECT_EQ(brute_force(fixed, c.holds, 1).count, 1U) << to_line(any.solution);
  }

  // The rules' clauses rely on one digit per cell in every model, which the
  // minimal encoding gives only by pigeonhole: the same answer there too.
  SatOptions minimal;
  minimal.encoding = Encoding::minimal;
  const SolveResult small = make_sat_engine(minimal)->smallest(c.puzzle, {});
  ASSERT_EQ(small.status, smallest.status);
  if (small.status == Status::solved) {
    EXPECT_EQ(to_line(small.solution), to_line(smallest.solution));
  }
}

INSTANTIATE_TEST_SUITE_P(EveryRuleKind, SatVariants, ::testing::ValuesIn(cases()),
                         [](const ::testing::TestParamInfo<Case>& info) {
                           return info.param.name;
                         });

}  // namespace
}  // namespace satdoku
