// The rule solver's propagation and branching, checked against answers that
// come from elsewhere:
// - soundness on real inputs: every published puzzle of tests/data/real,
//   tests/data/setters and tests/data/variants (with its published or
//   reference solution) is loaded, and cells of that solution are assigned
//   one by one in random orders; after each, the propagated state must still
//   hold the solution (it is a completion of every such partial state, so no
//   propagator may remove any of its digits);
// - exact counts: puzzles with many completions counted to a high limit
//   agree with the brute force (binary branching and branching on where a
//   digit goes must split the completions without losing or repeating one);
// - hand-checked cases of what locked candidates remove.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "core/lowering.hpp"
#include "native/rule_solver.hpp"
#include "native_support.hpp"
#include "rule_brute_force.hpp"
#include "rule_puzzles.hpp"
#include "satdoku/backtrack.hpp"
#include "satdoku/fpuzzles.hpp"
#include "text.hpp"

namespace satdoku::testing {
namespace {

using native::DigitSet;
using native::RuleSolver;
using native::RuleState;

const std::string kData = std::string(SATDOKU_TEST_DATA) + "/data/";

struct Known {
  std::string name;
  Puzzle puzzle;
  Grid solution;
};

// The f-puzzles files of a folder with the solutions its answers.tsv gives.
std::vector<Known> folder(const std::string& name) {
  std::vector<Known> out;
  std::ifstream in(kData + name + "/answers.tsv");
  std::string line;
  while (std::getline(in, line)) {
    std::istringstream fields(line);
    std::string file, solution;
    if (!std::getline(fields, file, '\t') || !std::getline(fields, solution, '\t')) continue;
    const std::string path = kData + name + "/" + file + ".json";
    const Entry entry = read_fpuzzles_json(read_file(path), {path});
    if (!entry.grid) continue;
    const std::optional<Grid> s = parse_line(solution, entry.grid->geometry());
    if (!s) continue;
    out.push_back({name + "/" + file, Puzzle(*entry.grid, entry.rules), *s});
  }
  return out;
}

bool holds(const RuleState& state, const Grid& solution) {
  for (int cell = 0; cell < solution.cells(); ++cell)
    if (!(state.cand[cell] >> (solution.at(cell) - 1) & 1)) return false;
  return true;
}

TEST(RulePropagation, NeverRemovesADigitOfAKnownCompletion) {
  int puzzles = 0;
  for (const char* name : {"real", "setters", "variants"}) {
    for (const Known& k : folder(name)) {
      SCOPED_TRACE(k.name);
      ++puzzles;
      const Lowered lowered = lower(k.puzzle);
      RuleSolver solver(k.puzzle.grid.geometry(), lowered);
      RuleState root;
      ASSERT_TRUE(solver.init(root, k.puzzle.grid));
      ASSERT_TRUE(holds(root, k.solution));
      Rng rng(static_cast<std::uint64_t>(puzzles));
      for (int order = 0; order < 4; ++order) {
        std::vector<int> cells(static_cast<std::size_t>(k.solution.cells()));
        for (int c = 0; c < k.solution.cells(); ++c) cells[c] = c;
        rng.shuffle(cells);
        RuleState state = root;
        for (const int cell : cells) {
          ASSERT_TRUE(solver.assign(state, cell, k.solution.at(cell))) << "cell " << cell;
          ASSERT_TRUE(holds(state, k.solution)) << "after cell " << cell;
          if (solver.complete(state)) break;
        }
      }
    }
  }
  EXPECT_GT(puzzles, 100);
}

// Rules with little bite on a 6x6 with a few givens: many completions each,
// so that a count to 1000 walks a large tree of both kinds of branch.
TEST(RulePropagation, CountsManyCompletionsExactly) {
  int checked = 0;
  for (int seed = 1; seed <= 6; ++seed) {
    Rng rng(static_cast<std::uint64_t>(seed) * 104729);
    const Grid s = random_solution({2, 3}, rng);
    std::vector<Rule> rules = cages_off(s, 3, 12, /*sums=*/true, rng);
    // A thermometer and a renban pair read off the solution, when found.
    for (const std::vector<int>&line : lines_off(
             6, 1, 3, rng,
             [&](const std::vector<int>&l, int c) { return s.at(c) > s.at(l.back()); },
             [](const std::vector<int>&) { return true; }))
      rules.push_back(rule(RuleKind::thermometer, line));
    const Puzzle puzzle = with_rules(givens_from(s, 5, rng), std::move(rules));
    SCOPED_TRACE("seed " + std::to_string(seed) + ": " + to_line(puzzle.grid));
    const BruteAnswer want = brute_force(puzzle, 1000);
    auto engine = make_backtrack_engine();
    const CountResult got = engine->count(puzzle, 1000, {});
    ASSERT_EQ(got.status, Status::solved);
    EXPECT_EQ(got.count, static_cast<std::uint64_t>(want.count));
    checked += want.count > 50;
  }
  EXPECT_GT(checked, 2) << "too few puzzles with many completions";
}

// The candidates of each cell after init, as digit strings.
std::vector<std::string> root_candidates(const Puzzle& puzzle) {
  RuleSolver solver(puzzle.grid.geometry(), lower(puzzle));
  RuleState state;
  EXPECT_TRUE(solver.init(state, puzzle.grid));
  std::vector<std::string> out;
  for (const DigitSet c : state.cand) {
    std::string digits;
    for (int d = 1; d <= puzzle.side(); ++d)
      if (c >> (d - 1) & 1) digits += static_cast<char>('0' + d);
    out.push_back(digits);
  }
  return out;
}

// Givens 2..7 fill rows 2 and 3 of box 1 (hand-placed), so box 1's 1 lies
// in row 1: pointing takes 1 from the rest of row 1, which nothing else does
// (no given 1 anywhere).
TEST(RulePropagation, LockedCandidatesPointFromABoxAlongARow) {
  Grid grid(Geometry{3, 3});
  const int fill[6] = {2, 3, 4, 5, 6, 7};
  for (int k = 0; k < 6; ++k) grid.set(1 + k / 3, k % 3, fill[k]);
  const std::vector<std::string> cand = root_candidates(with_rules(grid, {}));
  for (int c = 0; c < 3; ++c) EXPECT_NE(cand[c].find('1'), std::string::npos) << "R1C" << c + 1;
  for (int c = 3; c < 9; ++c) EXPECT_EQ(cand[c].find('1'), std::string::npos) << "R1C" << c + 1;
  // Row 4 (another band) keeps its 1s.
  for (int c = 0; c < 9; ++c) EXPECT_NE(cand[27 + c].find('1'), std::string::npos);
}

// Givens 1, 2, 3, 4, 6, 7, 8 fill row 1 but for R1C2 and R1C4 (hand-placed),
// which hold 5 and 9 between them. Under the anti-knight rule R2C2 and R3C3
// see both: R1C2 through box 1, R1C4 by a knight's move. They lose 5 and 9,
// which pointing along boxes and lines (the places lie in two boxes) and
// singles do not take.
TEST(RulePropagation, LockedCandidatesSeeThroughAntiKnightMoves) {
  Grid grid(Geometry{3, 3});
  const int cols[7] = {0, 2, 4, 5, 6, 7, 8};
  const int digits[7] = {1, 2, 3, 4, 6, 7, 8};
  for (int k = 0; k < 7; ++k) grid.set(0, cols[k], digits[k]);
  const std::vector<std::string> cand =
      root_candidates(with_rules(grid, {rule(RuleKind::antiknight)}));
  EXPECT_EQ(cand[1], "59");
  EXPECT_EQ(cand[3], "59");
  for (const int cell : {9 + 1, 18 + 2}) {
    EXPECT_EQ(cand[cell].find('5'), std::string::npos) << cell;
    EXPECT_EQ(cand[cell].find('9'), std::string::npos) << cell;
  }
  // R2C1 sees R1C2 (box 1) but not R1C4: it keeps them.
  EXPECT_NE(cand[9].find('5'), std::string::npos);
  EXPECT_NE(cand[9].find('9'), std::string::npos);
}

}  // namespace
}  // namespace satdoku::testing
