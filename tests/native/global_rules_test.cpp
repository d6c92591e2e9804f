// Rules on the whole grid (anti-knight, anti-king, non-consecutive, disjoint
// groups, diagonals) and jigsaw regions, on 4x4, 6x6 and 9x9: the native
// engine against the brute force of ../support/rule_brute_force.hpp.
#include <gtest/gtest.h>

#include "rule_harness.hpp"

namespace satdoku::testing {
namespace {

constexpr int kGlobalSeeds = 4;

std::vector<int> diagonal(int side, bool down) {
  std::vector<int> cells;
  for (int k = 0; k < side; ++k) cells.push_back(down ? k * side + k : (side - 1 - k) * side + k);
  return cells;
}

// The empty grid with the rules, then puzzles whose givens come from one of
// its completions: each seed drops one random given in the empty grid,
// takes the engine's completion of that if any, and keeps some of its
// digits. Every puzzle is checked against the brute force, whoever chose it.
Tally run_global(const std::vector<Rule>& rules, Geometry geometry, int given_percent,
                 const std::vector<int>& regions = {}) {
  Tally tally;
  const int n = geometry.side();
  {
    SCOPED_TRACE(geometry.name() + " empty");
    // Larger empty grids leave the brute force too much to try.
    if (n == 4) expect_same_as_brute_force(with_rules(Grid(geometry), rules, regions), tally);
  }
  auto engine = make_backtrack_engine();
  for (int seed = 1; seed <= kGlobalSeeds; ++seed) {
    Rng rng(static_cast<std::uint64_t>(seed) * 104729 + static_cast<std::uint64_t>(n));
    Grid start(geometry);
    start.set(rng.below(n * n), 1 + rng.below(n));
    const SolveResult any = engine->any(with_rules(start, rules, regions), {});
    if (any.status != Status::solved) continue;
    const Puzzle puzzle = with_rules(givens_from(any.solution, given_percent, rng), rules, regions);
    SCOPED_TRACE(geometry.name() + " seed " + std::to_string(seed) + ": " + to_line(puzzle.grid));
    expect_same_as_brute_force(puzzle, tally);
  }
  return tally;
}

void run_all_sizes(const std::vector<Rule>& rules) {
  for (const Sizes& size : all_sizes()) {
    // Puzzles with no givens are left to the empty-grid check above.
    run_global(rules, size.geometry, size.given_percent ? size.given_percent : 25);
  }
}

TEST(GlobalRules, AntiKnight) {
  run_all_sizes({rule(RuleKind::antiknight)});
}
TEST(GlobalRules, AntiKing) {
  run_all_sizes({rule(RuleKind::antiking)});
}
TEST(GlobalRules, NonConsecutive) {
  run_all_sizes({rule(RuleKind::nonconsecutive)});
}
TEST(GlobalRules, DisjointGroups) {
  run_all_sizes({rule(RuleKind::disjoint_groups)});
}

TEST(GlobalRules, Diagonals) {
  for (const Sizes& size : all_sizes()) {
    const int n = size.geometry.side();
    // A diagonal of a 9x9 is checked by the brute force only as it fills.
    const int percent = n == 9 ? 55 : 30;
    run_global({rule(RuleKind::diagonal, diagonal(n, true))}, size.geometry, percent);
    run_global(
        {rule(RuleKind::diagonal, diagonal(n, true)), rule(RuleKind::diagonal, diagonal(n, false))},
        size.geometry, percent);
  }
}

TEST(GlobalRules, AntiKingWithNonConsecutive) {
  // Together they leave few completions: a test of propagation across rules.
  run_all_sizes({rule(RuleKind::antiking), rule(RuleKind::nonconsecutive)});
}

TEST(GlobalRules, JigsawRegions) {
  // Region numbers row by row; each layout has N regions of N cells.
  const auto regions = [](const std::string& rows) {
    std::vector<int> out;
    for (char ch : rows) out.push_back(ch - '0');
    return out;
  };
  run_global({}, Geometry{2, 2}, 20, regions("0001201122312333"));
  run_global({}, Geometry{2, 3}, 25, regions("000111002211302221334255334455344455"));
  run_global({}, Geometry{3, 3}, 35,
             regions("001111111000022411300222444330222445333254445633355555668888885677777888"
                     "666667777"));
  // With a rule that reads the regions' shapes nowhere but in the units.
  run_global({rule(RuleKind::antiking)}, Geometry{2, 3}, 20,
             regions("000111002211302221334255334455344455"));
}

TEST(GlobalRules, BadRegionsAreRefused) {
  auto engine = make_backtrack_engine();
  const Puzzle puzzle = with_rules(Grid(Geometry{2, 2}), {}, std::vector<int>(16, 0));
  EXPECT_THROW(engine->smallest(puzzle, {}), std::invalid_argument);
}

}  // namespace
}  // namespace satdoku::testing
