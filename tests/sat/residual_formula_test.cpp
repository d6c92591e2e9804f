// The formula left after the pre-solve (residual_formula.hpp) has exactly the
// completions of the puzzle: its models, enumerated with blocking clauses,
// against the reference's brute-force count, each model a valid completion
// (the checker) once the pre-solve's placements are added.
#include <gtest/gtest.h>

#include <random>
#include <vector>

#include "reference.hpp"
#include "sat/residual_formula.hpp"
#include "sat/root_singles.hpp"
#include "sat/sat_backend.hpp"
#include "sat_test_support.hpp"
#include "satdoku/check.hpp"

namespace satdoku {
namespace {

using testing::Reference;

TEST(ResidualFormula, ModelsAreExactlyTheCompletions) {
  std::mt19937_64 rng(59);
  constexpr std::uint64_t kLimit = 30;
  int open = 0, several = 0;
  for (const Geometry g : {Geometry{2, 2}, Geometry{2, 3}, Geometry{3, 2}, Geometry{3, 3}})
    for (int k = 0; k < 30; ++k) {
      Grid p = testing::carve(Reference::random_full(g, rng), 0.4 + 0.015 * k, rng);
      if (k % 6 == 5) p = testing::perturb(p, rng);
      const RootSingles root(p, true, true);
      const std::uint64_t want = Reference::count(p, kLimit);
      if (!root.consistent() || root.decided()) {
        EXPECT_EQ(want, root.consistent() ? 1u : 0u) << testing::to_line(p);
        continue;
      }
      ++open;
      SatBackend solver;
      const VariableMap formula = encode_residual(p, root, solver).map;
      std::uint64_t models = 0;
      while (models < kLimit && solver.solve() == SatAnswer::sat) {
        ++models;
        Grid completion = p;
        std::vector<int> block;
        for (int cell = 0; cell < p.cells(); ++cell) {
          int digit = root.value(cell);
          for (int d = 1; d <= p.side(); ++d)
            if (const int v = formula.variable(cell, d); v && solver.is_true(v)) {
              EXPECT_EQ(digit, 0) << testing::to_line(p) << " cell " << cell;
              digit = d;
              block.push_back(-v);
            }
          completion.set(cell, digit);
        }
        ASSERT_TRUE(check_solution(p, completion)) << testing::to_line(p);
        solver.add_clause(block);
      }
      EXPECT_EQ(models, want) << testing::to_line(p);
      several += models > 1;
    }
  EXPECT_GT(open, 10);
  EXPECT_GT(several, 0);
}

}  // namespace
}  // namespace satdoku
