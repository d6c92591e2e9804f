// The core question, as the logical solver asks it (GuardedRules): which
// rule instances (houses, variant rules) and facts prove a candidate
// impossible. The expected cores are worked out by hand from the rules.
#include <gtest/gtest.h>

#include <algorithm>
#include <span>
#include <vector>

#include "sat/guarded_rules.hpp"
#include "sat_test_support.hpp"
#include "satdoku/encoder.hpp"

namespace satdoku {
namespace {

bool holds(const std::vector<int>& set, int literal) {
  return std::find(set.begin(), set.end(), literal) != set.end();
}

// The houses' selectors: rows, columns, then boxes (or jigsaw regions).
std::vector<int> house_selectors(const GuardedRules& formula) {
  std::vector<int> out;
  for (const RuleInstance& instance : formula.instances())
    if (instance.kind != RuleInstance::Kind::rule) out.push_back(instance.selector);
  return out;
}

// r1c1 = 5 is given; "r1c2 = 5" cannot hold. Row 1 and box 1 both contain
// the two cells, so each of {given, row 1} and {given, box 1} is a minimal
// core, and nothing smaller is (without the given, or without both houses,
// 5 fits at r1c2).
TEST(CoreQuestion, SameDigitTwiceInAHouse) {
  Grid g(Geometry{3, 3});
  g.set(0, 5);
  const Puzzle p(g);
  GuardedRules formula(p);
  const std::vector<int> houses = house_selectors(formula);
  ASSERT_EQ(houses.size(), 27u);
  const int given = formula.fact(0, 5);
  std::vector<int> choices{given};
  choices.insert(choices.end(), houses.begin(), houses.end());
  const int r1c2_is_5 = formula.fact(1, 5);
  const auto core = formula.shrink(std::vector<int>{r1c2_is_5}, choices, choices.size());
  ASSERT_TRUE(core);
  ASSERT_EQ(core->size(), 2u);
  EXPECT_TRUE(holds(*core, given));
  const int row1 = houses[0], box1 = houses[18];
  EXPECT_TRUE(holds(*core, row1) || holds(*core, box1));
  EXPECT_GE(formula.solve_calls(), 1u);
}

// A hidden single: in row 1, digit 9 is ruled out of r1c1..r1c8 by givens
// in their columns (rows 2..9, one each); so "r1c9 holds something else
// than 9" fails. Two kinds of minimal core prove it, 17 elements each: row 1
// with every given and, per given, its column or box (9 has no other place
// in row 1), or column 9 with every given and, per given, its row or box (9
// has no other place in column 9). Every given is needed in both.
TEST(CoreQuestion, HiddenSingleNeedsEveryBlockingGiven) {
  Grid g(Geometry{3, 3});
  // 9s in columns 1..8, rows 2..9, placed so no two share a row or box.
  const int rows[8] = {1, 4, 7, 2, 5, 8, 3, 6};
  for (int c = 0; c < 8; ++c) g.set(rows[c] * 9 + c, 9);
  const Puzzle p(g);
  GuardedRules formula(p);
  const std::vector<int> houses = house_selectors(formula);
  std::vector<int> givens;
  for (int c = 0; c < 8; ++c) givens.push_back(formula.fact(rows[c] * 9 + c, 9));
  std::vector<int> choices = givens;
  choices.insert(choices.end(), houses.begin(), houses.end());
  const auto core = formula.shrink(std::vector<int>{-formula.fact(8, 9)}, choices, choices.size());
  ASSERT_TRUE(core);
  for (int c = 0; c < 8; ++c) EXPECT_TRUE(holds(*core, givens[static_cast<std::size_t>(c)]));
  const int row1 = houses[0], column9 = houses[9 + 8];
  EXPECT_TRUE(holds(*core, row1) != holds(*core, column9));
  EXPECT_EQ(core->size(), 1u + 8u + 8u);
}

TEST(CoreQuestion, NoCoreWhenEverythingHolds) {
  const Puzzle p(testing::parse_line(testing::kProblemA));
  GuardedRules formula(p);
  const std::vector<int> choices = house_selectors(formula);
  EXPECT_FALSE(formula.shrink({}, choices, choices.size()));
  EXPECT_FALSE(formula.exhausted());
  EXPECT_EQ(formula.solve(choices), SatAnswer::sat);  // no core: everything holds together
}

// Guarded houses: their selectors follow the cell variables, every clause of
// a house carries its selector, and with every selector assumed the formula
// has the empty 4x4's 288 completions; with the rows switched off, more
// (a single house alone is implied by the others).
TEST(CoreQuestion, GuardedHousesKeepTheFormulaUnderTheirSelectors) {
  struct Collect final : ClauseSink {
    std::vector<std::vector<int>> clauses;
    void add_clause(std::span<const int> l) override { clauses.emplace_back(l.begin(), l.end()); }
  } sink;
  EncodeOptions o;
  o.guard_houses = true;
  o.repeat_pairs = false;
  const Encoded e = encode(Grid(Geometry{2, 2}), o, sink);
  ASSERT_EQ(e.house_selectors.size(), 12u);
  for (std::size_t h = 0; h < 12; ++h) EXPECT_EQ(e.house_selectors[h], 65 + static_cast<int>(h));
  int guarded = 0;
  for (const auto& clause : sink.clauses) {
    const auto selectors =
        std::count_if(clause.begin(), clause.end(), [](int l) { return l < -64; });
    EXPECT_LE(selectors, 1);
    guarded += static_cast<int>(selectors);
  }
  EXPECT_EQ(guarded, static_cast<int>(sink.clauses.size()) - 16 * 7);  // all but the cells'
  // Counts completions, up to 300, with houses from `first_on` on switched
  // on (rows come first).
  auto completions = [&](std::size_t first_on) {
    SatBackend solver;
    for (const auto& clause : sink.clauses) solver.add_clause(clause);
    int n = 0;
    for (;;) {
      for (std::size_t h = first_on; h < e.house_selectors.size(); ++h)
        solver.assume(e.house_selectors[h]);
      if (solver.solve() != SatAnswer::sat || n == 300) return n;
      ++n;
      std::vector<int> block;
      for (int v = 1; v <= 64; ++v)
        if (solver.is_true(v)) block.push_back(-v);
      solver.add_clause(block);
    }
  };
  EXPECT_EQ(completions(0), 288);
  EXPECT_GT(completions(4), 288);
}

}  // namespace
}  // namespace satdoku
