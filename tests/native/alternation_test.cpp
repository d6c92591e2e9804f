// The native lex-min method's alternation on large grids (SolverRunner::
// alternate): past a node round the loop stops and a row-major search takes
// a turn, each turn twice as long. The one public 25x25 that reaches the loop
// (the eighth with several completions: 59k nodes, the others are answered by
// the first row-major search) must still get the SAT engine's answer (stored
// in tests/data) when the loop is made to stop after 40k nodes. The budget's
// rounds themselves are checked first.
#include <gtest/gtest.h>

#include <fstream>
#include <string>
#include <vector>

#include "native/budget.hpp"
#include "native/generic_solver.hpp"
#include "native/solver_runner.hpp"
#include "native_support.hpp"
#include "satdoku/check.hpp"

namespace satdoku::testing {
namespace {

TEST(Alternation, BudgetRoundsStopSpendingWithoutUsingTheLimitsUp) {
  native::Budget budget(Limits{.nodes = 20});
  budget.start_round(5);
  for (int k = 0; k < 5; ++k) EXPECT_TRUE(budget.spend());
  EXPECT_FALSE(budget.spend());
  EXPECT_TRUE(budget.round_over());
  EXPECT_FALSE(budget.exhausted());
  budget.end_round();
  EXPECT_FALSE(budget.round_over());
  EXPECT_TRUE(budget.spend());  // node 7 of 20
  // The caller's limit running out inside a round is no end of round.
  budget.start_round(100);
  for (int k = 8; k <= 20; ++k) EXPECT_TRUE(budget.spend());
  EXPECT_FALSE(budget.spend());
  EXPECT_TRUE(budget.exhausted());
  EXPECT_FALSE(budget.round_over());
}

TEST(Alternation, ShortRoundsGiveTheSatEnginesAnswersOn25x25) {
  const std::vector<std::string> puzzles = read_lines("25x25_multisol14.txt");
  std::ifstream in(std::string(SATDOKU_TEST_DATA) + "/data/25x25_lexmin_by_sat.txt");
  std::vector<std::string> answers;
  for (std::string line; std::getline(in, line);)
    if (!line.empty() && line[0] != '#') answers.push_back(line);
  ASSERT_EQ(puzzles.size(), 14u);
  ASSERT_EQ(answers.size(), 21u);  // these 14 first
  const std::size_t i = 7;
  SCOPED_TRACE(puzzles[i]);
  const Geometry geometry{5, 5};
  using Solver = native::GenericSolver<std::uint32_t>;
  const std::uint64_t per_cell = 64;  // half the default: the first turn ends at 40k nodes
  native::SolverRunner<Solver> runner(Solver(geometry, true, true), per_cell);
  const Grid puzzle = *parse_line(puzzles[i]);
  native::Budget budget(Limits{});
  native::Values values;
  ASSERT_EQ(runner.smallest(puzzle, budget, values), Status::solved);
  Grid answer(geometry);
  for (int cell = 0; cell < answer.cells(); ++cell) answer.set(cell, values[cell]);
  EXPECT_TRUE(check_solution(puzzle, answer));
  EXPECT_EQ(to_line(answer), answers[i]);
  // The loop did stop: more nodes than the first row-major search (4 a cell)
  // and the first turn.
  EXPECT_GT(budget.nodes(), (4 + per_cell) * 625);
}

}  // namespace
}  // namespace satdoku::testing
