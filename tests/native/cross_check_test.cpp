// The specialised 9x9 solver against the generic one on puzzles too sparse
// for the reference: two solvers with no propagation code in common must
// agree on the smallest completion and the count, and every answer must pass
// the validity checker.
#include <gtest/gtest.h>

#include <random>

#include "native_support.hpp"
#include "reference.hpp"
#include "satdoku/backtrack.hpp"
#include "satdoku/check.hpp"

namespace satdoku::testing {
namespace {

TEST(CrossCheck, SparseNineByNineSolversAgree) {
  std::mt19937_64 rng(0xC0FFEE);
  auto specialised = make_backtrack_engine();
  auto generic = make_backtrack_engine({.specialise_9x9 = false});
  int kinds[3] = {0, 0, 0};  // no completion, one, several
  for (int i = 0; i < 1000; ++i) {
    const Grid full = Reference::random_full(Geometry{3, 3}, rng);
    const double keep = 0.2 + 0.07 * (i % 6);
    Grid puzzle = carve(full, keep, rng);
    if (i % 2 == 1) puzzle = perturb(puzzle, rng);
    SCOPED_TRACE(to_line(puzzle));
    const SolveResult a = specialised->smallest(puzzle, {});
    const SolveResult b = generic->smallest(puzzle, {});
    ASSERT_EQ(a.status, b.status);
    if (a.status == Status::solved) {
      EXPECT_TRUE(check_solution(puzzle, a.solution));
      EXPECT_EQ(to_line(a.solution), to_line(b.solution));
    }
    const CountResult ca = specialised->count(puzzle, 20, {});
    const CountResult cb = generic->count(puzzle, 20, {});
    EXPECT_EQ(ca.count, cb.count);
    EXPECT_EQ(ca.count == 0, a.status == Status::no_solution);
    ++kinds[ca.count == 0 ? 0 : ca.count == 1 ? 1 : 2];
  }
  for (int k : kinds) EXPECT_GT(k, 20);
}

}  // namespace
}  // namespace satdoku::testing
