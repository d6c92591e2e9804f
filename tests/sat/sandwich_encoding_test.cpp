// The two sandwich encodings of rule_encoder.hpp against the native engine,
// which shares no code with them: by sets of digits (every side up to 12),
// and by layered sums when too many sets reach the total (larger sides).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "satdoku/backtrack.hpp"
#include "satdoku/check.hpp"
#include "satdoku/sat_engine.hpp"
#include "variant_builders.hpp"

namespace satdoku {
namespace {

using testing::make_rule;
using testing::with_rules;

std::vector<int> row_cells(int row, int n) {
  std::vector<int> cells;
  for (int c = 0; c < n; ++c) cells.push_back(row * n + c);
  return cells;
}

std::vector<int> column_cells(int col, int n) {
  std::vector<int> cells;
  for (int r = 0; r < n; ++r) cells.push_back(r * n + col);
  return cells;
}

// Both engines find the same lex-min completion and the same count (up to
// `limit`), and the checker accepts the completion.
void expect_agreement(const Puzzle& puzzle, std::uint64_t limit) {
  const auto sat = make_sat_engine(), native = make_backtrack_engine();
  const SolveResult a = sat->smallest(puzzle, {}), b = native->smallest(puzzle, {});
  ASSERT_EQ(a.status, b.status);
  if (a.status == Status::solved) {
    EXPECT_EQ(a.solution, b.solution);
    EXPECT_TRUE(check_solution(puzzle, a.solution).ok) << check_solution(puzzle, a.solution).reason;
  }
  EXPECT_EQ(sat->count(puzzle, limit, {}).count, native->count(puzzle, limit, {}).count);
}

// 9x9: totals from 0 (bread side by side) to 35 (every digit between), one
// set of digits (2+3 = 5) or many (20), and one no set reaches (36).
TEST(SandwichEncoding, BySetsOfDigits) {
  const int n = 9;
  for (const int total : {0, 5, 20, 35, 36}) {
    SCOPED_TRACE(total);
    const Puzzle puzzle =
        with_rules(Grid(Geometry{3, 3}),
                   {make_rule(RuleKind::sandwich, "sandwichsum[0]", row_cells(0, n), total),
                    make_rule(RuleKind::sandwich, "sandwichsum[1]", column_cells(4, n), 12)});
    expect_agreement(puzzle, 3);
  }
}

// 16x16 with a total that thousands of sets of digits reach: the layered sums.
TEST(SandwichEncoding, ByLayeredSumsWhenSetsAreMany) {
  const int n = 16;
  const Puzzle puzzle =
      with_rules(Grid(Geometry{4, 4}),
                 {make_rule(RuleKind::sandwich, "sandwichsum[0]", row_cells(2, n), 60),
                  make_rule(RuleKind::sandwich, "sandwichsum[1]", column_cells(5, n), 7)});
  expect_agreement(puzzle, 2);
}

}  // namespace
}  // namespace satdoku
