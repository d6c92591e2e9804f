// Limits on puzzles with rules: --nodes and --timeout give Status::unknown
// (never no_solution), and the same engine answers once they are lifted.
#include <gtest/gtest.h>

#include <chrono>

#include "rule_puzzles.hpp"
#include "satdoku/backtrack.hpp"

namespace satdoku::testing {
namespace {

// An empty 9x9 under an anti-knight rule: its lex-min answer takes search.
Puzzle anti_knight_empty() {
  return with_rules(Grid(Geometry{3, 3}), {rule(RuleKind::antiknight)});
}

TEST(RuleLimits, NodeLimitGivesUnknown) {
  auto engine = make_backtrack_engine();
  const Puzzle puzzle = anti_knight_empty();
  const Limits one_node{.nodes = 1};
  const SolveResult s = engine->smallest(puzzle, one_node);
  EXPECT_EQ(s.status, Status::unknown);
  EXPECT_GE(s.stats.nodes, 1u);
  EXPECT_EQ(engine->any(puzzle, one_node).status, Status::unknown);
  EXPECT_EQ(engine->count(puzzle, 2, one_node).status, Status::unknown);
  const SolveResult full = engine->smallest(puzzle, {});
  ASSERT_EQ(full.status, Status::solved);
  EXPECT_GT(full.stats.nodes, 1u);
}

TEST(RuleLimits, TimeLimitGivesUnknownPromptly) {
  // Counting the completions of a nearly empty grid with one odd cell never
  // ends in time: there are far too many.
  auto engine = make_backtrack_engine();
  const Puzzle puzzle = with_rules(Grid(Geometry{3, 3}), {rule(RuleKind::odd, {40})});
  const auto start = std::chrono::steady_clock::now();
  const CountResult c = engine->count(puzzle, 1'000'000'000'000, {.seconds = 0.2});
  const double took =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  EXPECT_EQ(c.status, Status::unknown);
  EXPECT_LT(took, 5.0);
  EXPECT_GT(c.stats.nodes, 0u);
}

TEST(RuleLimits, ContradictoryRulesGiveNoSolutionWithoutSearch) {
  // A two-cell cage summing to 2 would need two 1s.
  auto engine = make_backtrack_engine();
  const Puzzle puzzle = with_rules(Grid(Geometry{3, 3}), {rule(RuleKind::killer_cage, {0, 1}, 2)});
  const SolveResult s = engine->smallest(puzzle, {});
  EXPECT_EQ(s.status, Status::no_solution);
  EXPECT_EQ(s.stats.nodes, 0u);
  const CountResult c = engine->count(puzzle, 2, {});
  EXPECT_EQ(c.status, Status::solved);
  EXPECT_EQ(c.count, 0u);
}

TEST(RuleLimits, ClassicAndRulePuzzlesShareAnEngine) {
  // The engine keeps a runner for each; switching between them must not
  // carry rules over to the classic puzzle or drop them from the other.
  auto engine = make_backtrack_engine();
  const Grid empty(Geometry{3, 3});
  const Puzzle odd_first = with_rules(empty, {rule(RuleKind::even, {0})});
  for (int round = 0; round < 2; ++round) {
    EXPECT_EQ(engine->smallest(empty, {}).solution.at(0), 1);
    EXPECT_EQ(engine->smallest(odd_first, {}).solution.at(0), 2);
  }
}

}  // namespace
}  // namespace satdoku::testing
