// Search::resume: a run stopped by its node cap and then resumed, a few nodes
// at a time, must report the same completions in the same order as one run
// without a cap (the alternation's row-major turns rely on it to go on where
// the last turn stopped). A 9x9 of 28 completions, from problem A's sample
// with its first row and one more clue blanked; the uncapped run's list is
// the reference.
#include <gtest/gtest.h>

#include <vector>

#include "native/budget.hpp"
#include "native/generic_solver.hpp"
#include "native/search.hpp"
#include "native_support.hpp"

namespace satdoku::testing {
namespace {

using Solver = native::GenericSolver<std::uint16_t>;

TEST(SearchResume, CappedRunsResumedGiveTheUncappedRunsCompletions) {
  const Grid puzzle = *parse_line(
      "000000000000109400000704000300502006060000050700803004000401000009205800804000107");
  Solver solver(Geometry{3, 3}, false);
  Solver::State root;
  ASSERT_TRUE(solver.init(root, puzzle));
  auto row_major = [&](const Solver::State& s) { return solver.first_open(s); };
  auto all = [](Solver::State&) { return true; };

  native::Search<Solver> whole(solver);
  std::vector<native::Values> expected;
  native::Budget budget(Limits{});
  const auto o = whole.run(
      root, budget,
      [&](const Solver::State& s) {
        solver.write(s, expected.emplace_back());
        return true;
      },
      ~std::uint64_t{0}, row_major, all);
  ASSERT_EQ(o, native::SearchOutcome::exhausted);
  ASSERT_EQ(expected.size(), 28u);

  native::Search<Solver> stepped(solver);
  std::vector<native::Values> found;
  auto keep = [&](const Solver::State& s) {
    solver.write(s, found.emplace_back());
    return true;
  };
  native::Budget budget2(Limits{});
  auto outcome = stepped.run(root, budget2, keep, 3, row_major, all);
  int turns = 1;
  while (outcome == native::SearchOutcome::capped) {
    outcome = stepped.resume(budget2, keep, 3, row_major, all);
    ++turns;
  }
  EXPECT_EQ(outcome, native::SearchOutcome::exhausted);
  EXPECT_GT(turns, 10);  // the cap really cut it into pieces
  EXPECT_EQ(found, expected);
}

// A resumed run stopped by its callback goes on past the completion it
// stopped at: the next completion, and so on, as in the uncapped run.
TEST(SearchResume, StoppedRunsResumeAtTheNextCompletion) {
  const Grid puzzle = *parse_line(
      "000000000000109400000704000300502006060000050700803004000401000009205800804000107");
  Solver solver(Geometry{3, 3}, false);
  Solver::State root;
  ASSERT_TRUE(solver.init(root, puzzle));
  auto row_major = [&](const Solver::State& s) { return solver.first_open(s); };
  auto all = [](Solver::State&) { return true; };
  native::Search<Solver> whole(solver), stepped(solver);
  std::vector<native::Values> expected, found;
  native::Budget budget(Limits{});
  whole.run(
      root, budget,
      [&](const Solver::State& s) {
        solver.write(s, expected.emplace_back());
        return true;
      },
      ~std::uint64_t{0}, row_major, all);
  auto one = [&](const Solver::State& s) {
    solver.write(s, found.emplace_back());
    return false;
  };
  auto outcome = stepped.run(root, budget, one, ~std::uint64_t{0}, row_major, all);
  while (outcome == native::SearchOutcome::stopped)
    outcome = stepped.resume(budget, one, ~std::uint64_t{0}, row_major, all);
  EXPECT_EQ(outcome, native::SearchOutcome::exhausted);
  EXPECT_EQ(found, expected);
}

}  // namespace
}  // namespace satdoku::testing
