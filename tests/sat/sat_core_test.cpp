// Why no solution: the engine's core must really be unsatisfiable and really
// minimal. Both are checked here without the engine: by a fresh CaDiCaL
// solve of the core's own formula and, on small grids, by the reference.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <vector>

#include "reference.hpp"
#include "sat/sat_backend.hpp"
#include "sat_test_support.hpp"
#include "satdoku/check.hpp"
#include "satdoku/encoder.hpp"
#include "satdoku/sat_engine.hpp"

namespace satdoku {
namespace {

using testing::parse_line;
using testing::Reference;
using testing::to_line;

Grid grid_of(const Geometry& g, const std::vector<Given>& givens) {
  Grid out(g);
  for (const Given& x : givens) out.set(x.cell, x.value);
  return out;
}

// A separate solver for each question, fed the plain formula with units.
bool satisfiable(const Grid& puzzle) {
  SatBackend solver;
  encode(puzzle, {Encoding::extended, AtMostOne::pairwise, true}, solver);
  return solver.solve() == SatAnswer::sat;
}

void expect_minimal_core(const Grid& puzzle, const std::vector<Given>& core) {
  ASSERT_FALSE(core.empty()) << to_line(puzzle);
  for (const Given& g : core) EXPECT_EQ(puzzle.at(g.cell), g.value) << "not a given";
  EXPECT_TRUE(std::is_sorted(core.begin(), core.end(),
                             [](const Given& a, const Given& b) { return a.cell < b.cell; }));
  const Grid together = grid_of(puzzle.geometry(), core);
  EXPECT_FALSE(satisfiable(together)) << "core is satisfiable: " << to_line(together);
  const bool small = puzzle.side() <= 6;
  if (small) {
    EXPECT_FALSE(Reference::smallest(together).has_value());
  }
  for (std::size_t i = 0; i < core.size(); ++i) {
    std::vector<Given> rest = core;
    rest.erase(rest.begin() + static_cast<std::ptrdiff_t>(i));
    const Grid without = grid_of(puzzle.geometry(), rest);
    EXPECT_TRUE(satisfiable(without)) << "not minimal: drop #" << i << " " << to_line(without);
    if (small) {
      EXPECT_TRUE(Reference::smallest(without).has_value());
    }
  }
}

TEST(SatCore, DirectClashGivesThePair) {
  Grid p = parse_line(testing::kProblemA);
  p.set(4, 0, 6);  // r5c1=6 and r5c2=6 share row 5 (and box 4)
  const auto clashes = find_clashes(p);
  ASSERT_FALSE(clashes.empty());
  const SolveResult r = make_sat_engine()->smallest(p, {});
  EXPECT_EQ(r.status, Status::no_solution);
  ASSERT_EQ(r.core.size(), 2u);
  EXPECT_EQ(r.core[0], (Given{clashes[0].first, clashes[0].value}));
  EXPECT_EQ(r.core[1], (Given{clashes[0].second, clashes[0].value}));
}

// r1c2..r1c9 hold 1..8 and r9c1 holds 9: the 9 of row 1 has no place. All
// nine givens are needed and nothing else is. (With the 9 at r2c1 instead, a
// 7-given core exists: r1c4..r1c9 and r2c1 already leave row 1's 9 no place.)
TEST(SatCore, BlockedCellNeedsAllNineGivens) {
  Grid p(Geometry{3, 3});
  for (int c = 1; c < 9; ++c) p.set(0, c, c);
  p.set(8, 0, 9);
  Grid with_noise = p;
  with_noise.set(8, 8, 1);
  with_noise.set(5, 3, 4);
  for (const Grid& puzzle : {p, with_noise}) {
    for (const Encoding e : {Encoding::extended, Encoding::minimal, Encoding::reduced}) {
      SatOptions o;
      o.encoding = e;
      const SolveResult r = make_sat_engine(o)->smallest(puzzle, {});
      ASSERT_EQ(r.status, Status::no_solution);
      ASSERT_EQ(r.core.size(), 9u) << to_string(e);
      EXPECT_EQ(grid_of(p.geometry(), r.core), p);
    }
  }
}

TEST(SatCore, AnyExplainsToo) {
  Grid p(Geometry{3, 3});
  for (int c = 1; c < 9; ++c) p.set(0, c, c);
  p.set(8, 0, 9);
  const SolveResult r = make_sat_engine()->any(p, {});
  EXPECT_EQ(r.status, Status::no_solution);
  EXPECT_EQ(r.core.size(), 9u);
}

// Random unsolvable puzzles without a direct clash, on several shapes.
TEST(SatCore, CoresAreUnsatisfiableAndMinimal) {
  std::mt19937_64 rng(11);
  int tested = 0;
  for (const Geometry g : {Geometry{2, 2}, Geometry{2, 3}, Geometry{3, 2}, Geometry{3, 3}}) {
    int found = 0;
    for (int attempt = 0; attempt < 400 && found < 5; ++attempt) {
      const Grid full = Reference::random_full(g, rng);
      const Grid p = testing::perturb(testing::carve(full, g.side() == 9 ? 0.5 : 0.4, rng), rng);
      if (!find_clashes(p).empty() || Reference::count(p, 1) != 0) continue;
      ++found;
      for (const Encoding e : {Encoding::extended, Encoding::reduced}) {
        SatOptions o;
        o.encoding = e;
        const SolveResult r = make_sat_engine(o)->smallest(p, {});
        ASSERT_EQ(r.status, Status::no_solution) << to_line(p);
        expect_minimal_core(p, r.core);
      }
    }
    tested += found;
    EXPECT_EQ(found, 5) << g.name();
  }
  EXPECT_EQ(tested, 20);
}

// A hard 9x9 puzzle made unsolvable by one extra given: the refutation
// needs search, and the core still has to be minimal.
TEST(SatCore, HardPuzzleWithAWrongGiven) {
  auto engine = make_sat_engine();
  int checked = 0;
  for (const std::string& line : testing::shared_lines("forum_hardest_1106.txt", 40, 9)) {
    Grid p = parse_line(line);
    const Grid solution = engine->smallest(p, {}).solution;
    // Give the first blank a wrong value that clashes with nothing.
    for (int cell = 0; cell < p.cells() && checked < 6; ++cell) {
      if (p.at(cell) != 0) continue;
      bool placed = false;
      for (int v = 1; v <= 9 && !placed; ++v) {
        if (v == solution.at(cell)) continue;
        p.set(cell, v);
        if (find_clashes(p).empty()) {
          placed = true;
        } else {
          p.set(cell, 0);
        }
      }
      if (!placed) continue;
      const SolveResult r = engine->smallest(p, {});
      ASSERT_EQ(r.status, Status::no_solution) << to_line(p);
      expect_minimal_core(p, r.core);
      ++checked;
      break;
    }
  }
  EXPECT_EQ(checked, 6);
}

}  // namespace
}  // namespace satdoku
