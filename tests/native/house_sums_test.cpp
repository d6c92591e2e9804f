// The sums houses imply (core/lowering.hpp, add_house_sums), which the
// native engine adds to every puzzle with sums:
// - hand-checked cases: a house with a cage of eight of its cells, a cage
//   leaving a house by one cell, a band of two rows;
// - soundness on published puzzles: every derived sum holds in the solution
//   published with each puzzle of tests/data (ISS's examples, the real and
//   setters' puzzles, the variant corpus);
// - what they are for: on a published killer, the root's propagation with
//   them removes more than without, and the search agrees with the
//   published solution.
#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <string>
#include <utility>
#include <vector>

#include "core/lowering.hpp"
#include "known_solutions.hpp"
#include "native/rule_solver.hpp"
#include "satdoku/backtrack.hpp"
#include "satdoku/notation.hpp"

namespace satdoku::testing {
namespace {

Puzzle puzzle_of(const std::string& text) {
  const Entry entry = parse_puzzle(text);
  if (!entry.puzzle) throw std::runtime_error(entry.error->to_string());
  return *entry.puzzle;
}

// The sums add_house_sums adds, each as sorted (cell, coefficient) pairs
// and its total.
using Sum = std::pair<std::vector<std::pair<int, int>>, int>;

std::vector<Sum> derived(const Puzzle& puzzle) {
  Lowered lowered = lower(puzzle);
  const std::size_t before = lowered.sums.size();
  add_house_sums(lowered);
  std::vector<Sum> out;
  for (std::size_t i = before; i < lowered.sums.size(); ++i) {
    Sum s{{}, lowered.sums[i].total};
    for (const auto& t : lowered.sums[i].terms) s.first.emplace_back(t.cell, t.coef);
    std::sort(s.first.begin(), s.first.end());
    out.push_back(std::move(s));
  }
  return out;
}

// r, c 1-based, as puzzles name cells.
int cell_at(int r, int c) {
  return (r - 1) * 9 + (c - 1);
}

bool has(const std::vector<Sum>& sums, std::vector<std::pair<int, int>> terms, int total) {
  std::sort(terms.begin(), terms.end());
  std::vector<std::pair<int, int>> negated = terms;
  for (auto& t : negated) t.second = -t.second;
  return std::find(sums.begin(), sums.end(), Sum{terms, total}) != sums.end() ||
         std::find(sums.begin(), sums.end(), Sum{negated, -total}) != sums.end();
}

TEST(HouseSums, EightCellsOfARowInACageFixTheNinth) {
  // 1+2+...+9 = 45, the cage holds 40 of it: r1c9 is 5.
  const Puzzle p = puzzle_of(".Cage~40~R1C1~R1C2~R1C3~R1C4~R1C5~R1C6~R1C7~R1C8");
  EXPECT_TRUE(has(derived(p), {{cell_at(1, 9), 1}}, 5));
}

TEST(HouseSums, ACageLeavingARowByOneCellTiesThatCellToTheRowsLastCell) {
  // Nine different digits sum to 45, as row 1 does: what r2c1 adds to the
  // cage is what r1c9 adds to the row, so r1c9 - r2c1 = 0.
  const Puzzle p = puzzle_of(".Cage~45~R1C1~R1C2~R1C3~R1C4~R1C5~R1C6~R1C7~R1C8~R2C1");
  EXPECT_TRUE(has(derived(p), {{cell_at(1, 9), 1}, {cell_at(2, 1), -1}}, 0));
}

TEST(HouseSums, ABandOfTwoRowsAgainstTheCagesMostlyInsideIt) {
  // Rows 1-2 sum to 90. The two cages (45 each) cover them but r2c9 and add
  // r3c9: r3c9 - r2c9 = 0. No single row, column or box sees this.
  const Puzzle p = puzzle_of(

      ".Cage~45~R1C1~R1C2~R1C3~R1C4~R1C5~R2C1~R2C2~R2C3~R2C4"
      ".Cage~45~R1C6~R1C7~R1C8~R1C9~R2C5~R2C6~R2C7~R2C8~R3C9");
  EXPECT_TRUE(has(derived(p), {{cell_at(3, 9), 1}, {cell_at(2, 9), -1}}, 0));
}

TEST(HouseSums, NothingWithoutSumsOfUnitCoefficients) {
  // Arrows (a circle's coefficient is -1) are no pieces; thermometers have
  // no sums at all.
  EXPECT_TRUE(derived(puzzle_of(".Arrow~R1C1~R1C2~R1C3")).empty());
  EXPECT_TRUE(derived(puzzle_of(".Thermo~R1C1~R1C2~R1C3")).empty());
}

TEST(HouseSums, EveryDerivedSumHoldsInThePublishedSolutions) {
  int puzzles = 0, with_sums = 0, sums = 0;
  for (const char* name : {"iss", "real", "setters", "variants"}) {
    for (const KnownSolution& k : known_solutions(name)) {
      SCOPED_TRACE(k.name);
      ++puzzles;
      const std::vector<Sum> found = derived(k.puzzle);
      with_sums += !found.empty();
      for (const Sum& s : found) {
        long value = 0;
        for (const auto& [cell, coef] : s.first)
          value += static_cast<long>(coef) * k.solution.at(cell);
        EXPECT_EQ(value, s.second);
        ++sums;
      }
    }
  }
  // The folders hold killers and little killers: sums to check.
  EXPECT_GT(puzzles, 150);
  EXPECT_GT(with_sums, 10);
  EXPECT_GT(sums, 100);
}

int candidates_left(const Puzzle& puzzle, const Lowered& lowered) {
  native::RuleSolver solver(puzzle.grid.geometry(), lowered);
  native::RuleState root;
  if (!solver.init(root, puzzle.grid)) return -1;
  int left = 0;
  for (int cell = 0; cell < puzzle.grid.cells(); ++cell) left += std::popcount(root.cand[cell]);
  return left;
}

TEST(HouseSums, ThePublishedKillerPropagatesFurtherAndIsSolvedAsPublished) {
  for (const KnownSolution& k : known_solutions("iss")) {
    if (k.name != "iss/hs-killers-8") continue;
    Lowered plain = lower(k.puzzle);
    Lowered with = plain;
    add_house_sums(with);
    ASSERT_GT(with.sums.size(), plain.sums.size());
    const int before = candidates_left(k.puzzle, plain), after = candidates_left(k.puzzle, with);
    ASSERT_GT(before, 0);
    EXPECT_LT(after, before);
    EXPECT_GE(after, k.puzzle.grid.cells());
    const SolveResult r = make_backtrack_engine()->smallest(k.puzzle, {});
    ASSERT_EQ(r.status, Status::solved);
    EXPECT_EQ(one_line(r.solution), one_line(k.solution));
    return;
  }
  GTEST_SKIP() << "tests/data/iss/hs-killers-8 is missing";
}

}  // namespace
}  // namespace satdoku::testing
