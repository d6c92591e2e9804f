// The lex-first self-test: its known answers are right (a brute force and
// the assumption method agree), it trusts the search the engine uses, it
// catches solvers that decide otherwise, and then the engine falls back to
// the assumption method with one warning and still answers right.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <string>

#include "random_variants.hpp"
#include "reference.hpp"
#include "sat/lex_first_guard.hpp"
#include "sat/lexmin.hpp"
#include "sat/sat_session.hpp"
#include "sat/sat_warnings.hpp"
#include "sat_test_support.hpp"
#include "satdoku/backtrack.hpp"
#include "satdoku/check.hpp"
#include "satdoku/sat_engine.hpp"

namespace satdoku {
namespace {

using testing::Reference;

Grid case_grid(const GuardCase& c, std::string_view digits) {
  Grid g(c.geometry);
  for (int cell = 0; cell < g.cells(); ++cell) {
    const char ch = digits[static_cast<std::size_t>(cell)];
    g.set(cell, ch == '.' ? 0 : ch - '0');
  }
  return g;
}

SatSearch lex_first_with(std::vector<std::pair<std::string, int>> overrides, bool shared) {
  SatSearch s;
  s.lex_first = true;
  s.shrink_learned = shared;
  s.many_assumptions = shared;
  s.overrides = std::move(overrides);
  return s;
}

TEST(LexFirstGuard, KnownAnswersAreTheBruteForceAndAssumptionMethodAnswers) {
  for (const bool shared : {true, false}) {
    for (const GuardCase& c : lex_first_guard_cases(shared)) {
      const Grid puzzle = case_grid(c, c.puzzle);
      const Grid smallest = case_grid(c, c.smallest);
      EXPECT_GE(Reference::count(puzzle, 2), 2u) << c.puzzle;  // a real choice to make
      EXPECT_EQ(Reference::smallest(puzzle), smallest) << c.puzzle;
      SatBackend solver;  // CaDiCaL's own heuristics
      EncodeOptions o;
      const Encoded e = encode(puzzle, o, solver);
      LexMinSetup setup;
      setup.map = &e.map;
      setup.start = &puzzle;
      const LexMinResult r = lex_min(solver, setup);
      ASSERT_EQ(r.status, Status::solved);
      EXPECT_EQ(r.solution, smallest) << c.puzzle;
    }
  }
}

TEST(LexFirstGuard, TrustsTheSearchesTheEngineUses) {
  const LexFirstVerdict shared = check_shared_lex_first(lex_first_with({}, true));
  EXPECT_TRUE(shared.trusted) << shared.warning;
  const LexFirstVerdict own = check_own_lex_first(lex_first_with({}, false));
  EXPECT_TRUE(own.trusted) << own.warning;
}

// Solvers built with other decision options: each way of deciding otherwise
// is caught by the set for both layouts it may serve.
TEST(LexFirstGuard, CatchesSolversThatDecideOtherwise) {
  const std::vector<std::vector<std::pair<std::string, int>>> broken{
      {{"reverse", 0}},            // decisions from the last variable
      {{"phase", 0}},              // "false" first
      {{"bump", 1}, {"score", 1}}  // variable scores
  };
  for (const auto& overrides : broken) {
    const LexFirstVerdict shared = check_shared_lex_first(lex_first_with(overrides, true));
    EXPECT_FALSE(shared.trusted) << overrides.front().first;
    EXPECT_NE(shared.warning.find("does not decide in the order"), std::string::npos);
    EXPECT_FALSE(check_own_lex_first(lex_first_with(overrides, false)).trusted)
        << overrides.front().first;
  }
  // Lucky phases find the empty 6x6's model another way.
  EXPECT_FALSE(check_own_lex_first(lex_first_with({{"lucky", 1}}, false)).trusted);
}

// The engine's pool with a solver that decides from the last variable: the
// self-test fails when the shared solver is loaded, smallest completions
// come from the assumption method, still the smallest, and the warning is
// recorded once for the program to print.
TEST(LexFirstGuard, FailingSelfTestFallsBackWithOneWarning) {
  SolverPool pool(SatOptions{}, {{"reverse", 0}});
  std::mt19937_64 rng(17);
  int several = 0;
  for (int k = 0; k < 8; ++k) {
    const Puzzle p = testing::carve(Reference::random_full(Geometry{3, 3}, rng), 0.4, rng);
    SatSession session(pool, p, {});
    const SolveResult r = session.smallest();
    ASSERT_EQ(r.status, Status::solved) << testing::to_line(p.grid);
    EXPECT_EQ(r.solution, Reference::smallest(p.grid)) << testing::to_line(p.grid);
    if (Reference::count(p.grid, 2) > 1) {
      ++several;
      EXPECT_GT(r.stats.sat_calls, 1u);  // the assumption method's questions
    }
  }
  EXPECT_GT(several, 0);  // the answers really had a choice
  EXPECT_FALSE(pool.trusts_lex_first(true));
  const std::vector<std::string> warnings = sat_engine_warnings();
  const auto mentions = std::count_if(warnings.begin(), warnings.end(), [](const std::string& w) {
    return w.find("does not decide in the order") != std::string::npos;
  });
  EXPECT_EQ(mentions, 1);
  // A second pool in the same process takes the remembered verdict, and
  // the warning is not repeated.
  SolverPool again(SatOptions{}, {{"reverse", 0}});
  const Puzzle a = testing::parse_line(testing::kProblemA);
  SatSession s(again, a, {});
  EXPECT_EQ(testing::to_line(s.smallest().solution), testing::kProblemASolution);
  EXPECT_EQ(sat_engine_warnings().size(), warnings.size());
}

// Large grids use their own solver's search, tested on its own layout.
TEST(LexFirstGuard, FailingOwnSearchFallsBackOnLargeGrids) {
  SolverPool pool(SatOptions{}, {{"phase", 0}});
  std::mt19937_64 rng(5);
  const Puzzle p =
      testing::carve(testing::shuffled_grid(testing::pattern_grid(Geometry{4, 4}), 3), 0.35, rng);
  SatSession session(pool, p, {});
  const SolveResult r = session.smallest();
  ASSERT_EQ(r.status, Status::solved);
  EXPECT_TRUE(check_solution(p.grid, r.solution));
  EXPECT_EQ(r.solution, make_backtrack_engine()->smallest(p, {}).solution);
  EXPECT_GE(make_backtrack_engine()->count(p, 2, {}).count, 2u);
  EXPECT_FALSE(pool.trusts_lex_first(false));
}

}  // namespace
}  // namespace satdoku
