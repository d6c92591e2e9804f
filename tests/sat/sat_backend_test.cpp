// The CaDiCaL wrapper: contracts are checked (an exception, not CaDiCaL's
// abort), budgets and counters work, assumptions and constraints are one-shot.
#include <gtest/gtest.h>

#include <chrono>
#include <stdexcept>
#include <vector>

#include "sat/sat_backend.hpp"

namespace satdoku {
namespace {

// Pigeonhole: p pigeons into p-1 holes; variable (i, j) = i*(p-1) + j + 1.
// Unsatisfiable, and hard for resolution: thousands of conflicts at p = 8.
void add_pigeonhole(SatBackend& s, int p) {
  const int holes = p - 1;
  auto var = [holes](int i, int j) { return i * holes + j + 1; };
  for (int i = 0; i < p; ++i) {
    std::vector<int> some;
    for (int j = 0; j < holes; ++j) some.push_back(var(i, j));
    s.add_clause(some);
  }
  for (int j = 0; j < holes; ++j)
    for (int a = 0; a < p; ++a)
      for (int b = a + 1; b < p; ++b) s.add_clause(std::vector<int>{-var(a, j), -var(b, j)});
}

TEST(SatBackend, ContractsThrowInsteadOfAborting) {
  SatBackend s;
  s.add_clause(std::vector<int>{1, 2});
  EXPECT_THROW(s.is_true(1), std::logic_error);  // no solve yet
  EXPECT_THROW(s.failed(1), std::logic_error);
  ASSERT_EQ(s.solve(), SatAnswer::sat);
  EXPECT_NO_THROW(s.is_true(1));
  EXPECT_THROW(s.failed(1), std::logic_error);  // only after unsat
  EXPECT_THROW(s.constrain({}), std::logic_error);
  EXPECT_THROW(s.add_clause(std::vector<int>{0}), std::logic_error);
  s.assume(3);
  EXPECT_THROW(s.is_true(1), std::logic_error);  // assuming ended the SAT state
}

TEST(SatBackend, AssumptionsAndConstraintsLastOneCall) {
  SatBackend s;
  s.add_clause(std::vector<int>{1, 2});
  s.assume(-1);
  s.assume(-2);
  ASSERT_EQ(s.solve(), SatAnswer::unsat);
  EXPECT_TRUE(s.failed(-1));
  EXPECT_TRUE(s.failed(-2));
  EXPECT_EQ(s.solve(), SatAnswer::sat);  // assumptions are gone
  s.add_unit(1);
  s.constrain(std::vector<int>{-1});
  EXPECT_EQ(s.solve(), SatAnswer::unsat);
  EXPECT_EQ(s.solve(), SatAnswer::sat);  // so is the constraint
  EXPECT_TRUE(s.is_true(1));
  EXPECT_EQ(s.fixed(1), 1);
  EXPECT_EQ(s.solve_calls(), 4u);
}

TEST(SatBackend, EmptyClauseMakesItUnsatisfiable) {
  SatBackend s;
  s.add_clause(std::vector<int>{1});
  s.add_clause({});
  EXPECT_EQ(s.solve(), SatAnswer::unsat);
}

TEST(SatBackend, ConflictBudgetIsSharedAcrossCalls) {
  SatBackend s;
  add_pigeonhole(s, 8);
  SatBudget budget;
  budget.conflicts = 50;
  s.set_budget(budget);
  EXPECT_EQ(s.solve(), SatAnswer::unknown);
  EXPECT_TRUE(s.exhausted());
  EXPECT_GE(s.conflicts(), 40u);
  EXPECT_LE(s.conflicts(), 51u);
  // Spent: the next call answers at once, without a solve.
  const auto calls = s.solve_calls();
  EXPECT_EQ(s.solve(), SatAnswer::unknown);
  EXPECT_EQ(s.solve_calls(), calls);
  // A new, unlimited budget lets it finish.
  s.set_budget({});
  EXPECT_FALSE(s.exhausted());
  EXPECT_EQ(s.solve(), SatAnswer::unsat);
  EXPECT_GT(s.conflicts(), 100u);
}

// A constraint whose solve() is stopped by a limit must not survive into the
// next call (CaDiCaL 1.5.3 keeps it; the wrapper drops it).
TEST(SatBackend, StoppedConstraintDoesNotLeak) {
  // Selector 100 guards a pigeonhole formula (8 into 7): satisfiable with
  // the selector false, hard and unsatisfiable with it true.
  SatBackend s;
  const int p = 8, holes = 7;
  auto var = [](int i, int j) { return i * holes + j + 1; };
  for (int i = 0; i < p; ++i) {
    std::vector<int> some{-100};
    for (int j = 0; j < holes; ++j) some.push_back(var(i, j));
    s.add_clause(some);
  }
  for (int j = 0; j < holes; ++j)
    for (int a = 0; a < p; ++a)
      for (int b = a + 1; b < p; ++b) s.add_clause(std::vector<int>{-100, -var(a, j), -var(b, j)});
  SatBudget budget;
  budget.conflicts = 30;
  s.set_budget(budget);
  s.constrain(std::vector<int>{100});
  ASSERT_EQ(s.solve(), SatAnswer::unknown);
  s.set_budget({});
  EXPECT_EQ(s.solve(), SatAnswer::sat);
  EXPECT_FALSE(s.is_true(100));
}

TEST(SatBackend, DeadlineStopsAHardSolveQuickly) {
  SatBackend s;
  add_pigeonhole(s, 12);  // far beyond a second
  const auto start = std::chrono::steady_clock::now();
  s.set_budget({.deadline = start + std::chrono::milliseconds(100)});
  EXPECT_EQ(s.solve(), SatAnswer::unknown);
  const double took =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  EXPECT_LT(took, 2.0);
  EXPECT_TRUE(s.exhausted());
}

}  // namespace
}  // namespace satdoku
