// `satdoku count` must not depend on the engine: both engines' counts agree
// with each other and with the slow reference, limit by limit.
#include <gtest/gtest.h>

#include <random>

#include "reference.hpp"
#include "satdoku/registry.hpp"

namespace satdoku {
namespace {

TEST(CountAgreement, BothEnginesAndTheReferenceOnGeneratedPuzzles) {
  std::mt19937_64 rng(2024);
  auto sat = make_engine("sat");
  auto native = make_engine("backtrack");
  int compared = 0;
  for (Geometry g : {Geometry{2, 2}, Geometry{2, 3}, Geometry{3, 2}, Geometry{3, 3}}) {
    for (int k = 0; k < 12; ++k) {
      const Grid full = testing::Reference::random_full(g, rng);
      // Sparser carvings have more completions; 9x9 stays dense enough for
      // the reference to count quickly.
      const double keep = g.side() == 9 ? 0.55 + 0.02 * k : 0.15 + 0.04 * k;
      Grid puzzle = testing::carve(full, keep, rng);
      if (k % 4 == 3) puzzle = testing::perturb(puzzle, rng);  // often no completion
      for (std::uint64_t limit : {1u, 2u, 7u, 40u}) {
        SCOPED_TRACE(g.name() + " puzzle " + std::to_string(k) + " limit " + std::to_string(limit));
        const std::uint64_t truth = testing::Reference::count(puzzle, limit);
        const CountResult a = sat->count(puzzle, limit, {});
        const CountResult b = native->count(puzzle, limit, {});
        ASSERT_EQ(a.status, Status::solved);
        ASSERT_EQ(b.status, Status::solved);
        EXPECT_EQ(a.count, truth);
        EXPECT_EQ(b.count, truth);
        // "K+" exactly when the limit was reached, for both.
        EXPECT_EQ(a.capped, truth >= limit);
        EXPECT_EQ(b.capped, truth >= limit);
        ++compared;
      }
    }
  }
  EXPECT_EQ(compared, 4 * 12 * 4);
}

}  // namespace
}  // namespace satdoku
