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

// The puzzle's root state, and the reference: every completion of one
// uncapped row-major run, in its order.
class SearchResume : public ::testing::Test {
 protected:
  // A callback that writes each completion to `into` and answers `go_on`.
  auto keep_into(std::vector<native::Values>& into, bool go_on) {
    return [this, &into, go_on](const Solver::State& s) {
      solver_.write(s, into.emplace_back());
      return go_on;
    };
  }
  auto row_major() {
    return [this](const Solver::State& s) { return solver_.first_open(s); };
  }
  static auto all() {
    return [](Solver::State&) { return true; };
  }

  void SetUp() override {
    const Grid puzzle = *parse_line(
        "000000000000109400000704000300502006060000050700803004000401000009205800804000107");
    ASSERT_TRUE(solver_.init(root_, puzzle));
    native::Search<Solver> whole(solver_);
    native::Budget budget(Limits{});
    const auto outcome =
        whole.run(root_, budget, keep_into(expected_, true), kNoCap, row_major(), all());
    ASSERT_EQ(outcome, native::SearchOutcome::exhausted);
    ASSERT_EQ(expected_.size(), 28u);
  }

  static constexpr std::uint64_t kNoCap = ~std::uint64_t{0};
  Solver solver_{Geometry{3, 3}, false};
  Solver::State root_;
  std::vector<native::Values> expected_;
};

TEST_F(SearchResume, CappedRunsResumedGiveTheUncappedRunsCompletions) {
  native::Search<Solver> stepped(solver_);
  std::vector<native::Values> found;
  const auto keep = keep_into(found, true);
  native::Budget budget(Limits{});
  auto outcome = stepped.run(root_, budget, keep, 3, row_major(), all());
  int turns = 1;
  while (outcome == native::SearchOutcome::capped) {
    outcome = stepped.resume(budget, keep, 3, row_major(), all());
    ++turns;
  }
  EXPECT_EQ(outcome, native::SearchOutcome::exhausted);
  EXPECT_GT(turns, 10);  // the cap really cut it into pieces
  EXPECT_EQ(found, expected_);
}

// A resumed run stopped by its callback goes on past the completion it
// stopped at: the next completion, and so on, as in the uncapped run.
TEST_F(SearchResume, StoppedRunsResumeAtTheNextCompletion) {
  native::Search<Solver> stepped(solver_);
  std::vector<native::Values> found;
  const auto one = keep_into(found, false);
  native::Budget budget(Limits{});
  auto outcome = stepped.run(root_, budget, one, kNoCap, row_major(), all());
  while (outcome == native::SearchOutcome::stopped)
    outcome = stepped.resume(budget, one, kNoCap, row_major(), all());
  EXPECT_EQ(outcome, native::SearchOutcome::exhausted);
  EXPECT_EQ(found, expected_);
}

}  // namespace
}  // namespace satdoku::testing
