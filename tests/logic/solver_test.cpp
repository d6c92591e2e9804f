// The solver as a whole: paths, the options that shape them, providers, and
// the text of steps.
#include <gtest/gtest.h>

#include <algorithm>
#include <stdexcept>

#include "logic_support.hpp"
#include "satdoku/notation.hpp"

namespace satdoku::testing {
namespace {

Grid line_grid(const std::string& text) {
  std::vector<std::uint8_t> v(text.size(), 0);
  for (std::size_t i = 0; i < text.size(); ++i)
    if (text[i] >= '1' && text[i] <= '9') v[i] = static_cast<std::uint8_t>(text[i] - '0');
  return Grid(Geometry{3, 3}, v);
}

// The example puzzle of Wikipedia's "Sudoku" article and its published solution.
const char* const kWikipedia =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const char* const kWikipediaSolution =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
// sudoku_exchange_diabolical.txt line 1 (public domain; SE 7.2 by its publisher).
const char* const kDiabolical =
    ".83.2..9....8..1...293....8....987...7.....6...674....3....698...2..5....1..3.54.";

TEST(Solver, SolvesTheWikipediaPuzzleWithSinglesOnly) {
  const Puzzle puzzle{line_grid(kWikipedia)};
  const LogicPath path = solve_logically(puzzle);
  EXPECT_EQ(path.end, LogicEnd::solved);
  EXPECT_EQ(path.final_state.grid(), line_grid(kWikipediaSolution));
  // 81 - 30 givens: one placement per step, every one a single.
  EXPECT_EQ(path.steps.size(), 51u);
  for (const Step& step : path.steps) {
    EXPECT_EQ(find_technique(step.technique)->family, "singles") << step_line(step, 9);
    EXPECT_LE(step.rating, 2.3);
  }
  EXPECT_EQ(qqwing_level(puzzle), Level::simple);  // naked singles alone finish it
}

TEST(Solver, DisabledFamiliesAreNotUsed) {
  LogicOptions options;
  options.disabled = {"aic", "contradictions"};
  const LogicPath path = solve_logically(Puzzle{line_grid(kDiabolical)}, options);
  EXPECT_EQ(path.end, LogicEnd::stuck);  // SE needs chains for it
  for (const Step& step : path.steps) {
    const std::string_view family = find_technique(step.technique)->family;
    EXPECT_NE(family, "aic");
    EXPECT_NE(family, "contradictions");
  }
  options.disabled = {"no such technique"};
  EXPECT_THROW(LogicSolver(Puzzle{line_grid(kDiabolical)}, options), std::invalid_argument);
}

TEST(Solver, MaxRatingStopsBeforeHarderSteps) {
  LogicOptions options;
  options.max_rating = 4.0;
  const LogicPath path = solve_logically(Puzzle{line_grid(kDiabolical)}, options);
  EXPECT_EQ(path.end, LogicEnd::too_hard);
  for (const Step& step : path.steps) EXPECT_LE(step.rating, 4.0);
  EXPECT_FALSE(path.final_state.solved());
}

// A provider that knows one true placement and offers it first.
class OneFact : public StepProvider {
 public:
  std::string_view name() const override { return "test fact"; }
  double rating() const override { return 0.5; }
  std::optional<Step> find(const Puzzle&, const CandidateState& state) override {
    if (state.value(at(1, 3))) return std::nullopt;
    Step step;
    step.placements.push_back({at(1, 3), 4});
    step.reason.text = "told so";
    return step;
  }
};

TEST(Solver, ProvidersTakeTheirPlaceInTheOrder) {
  LogicOptions options;
  options.providers.push_back(std::make_shared<OneFact>());
  LogicSolver solver(Puzzle{line_grid(kWikipedia)}, options);
  const auto first = solver.step();
  ASSERT_TRUE(first);
  EXPECT_EQ(first->technique, "test fact");
  EXPECT_DOUBLE_EQ(first->rating, 0.5);
  EXPECT_EQ(solver.candidates().value(at(1, 3)), 4);
  // Placing removes the digit from the cell's peers.
  EXPECT_FALSE(solver.candidates().has(at(1, 9), 4));
  EXPECT_NE(solver.step()->technique, "test fact");
}

TEST(Solver, StartsFromAMarkedState) {
  const Puzzle puzzle{line_grid(kWikipedia)};
  std::vector<DigitMask> masks(81, digits({1, 2, 3, 4, 5, 6, 7, 8, 9}));
  masks[at(1, 3)] = digits({4});  // the user narrowed r1c3 to 4
  const CandidateState start(puzzle, puzzle.grid, masks);
  EXPECT_EQ(start.mask(at(1, 3)), digits({4}));
  EXPECT_EQ(start.value(at(1, 3)), 0);
  LogicSolver solver(puzzle, start);
  EXPECT_EQ(solver.candidates().mask(at(1, 3)), digits({4}));
}

TEST(Solver, BrokenStatesEndTheirPath) {
  // Two 5s in row 1: no completion, and the solver says so at once.
  Grid grid = line_grid(kWikipedia);
  grid.set(0, 8, 5);
  const LogicPath path = solve_logically(Puzzle{grid});
  EXPECT_EQ(path.end, LogicEnd::broken);
  EXPECT_TRUE(path.steps.empty());
}

TEST(StepText, ChangesThenReason) {
  Step step;
  step.placements.push_back({at(5, 3), 7});
  step.reason.text = "hidden single in row 5";
  EXPECT_EQ(step_line(step, 9), "r5c3=7  hidden single in row 5");
  Step elim;
  elim.eliminations = {
      {at(2, 4), digits({3})}, {at(2, 6), digits({3})}, {at(7, 1), digits({4, 6})}};
  elim.reason.text = "why";
  EXPECT_EQ(step_line(elim, 9), "r2c4,r2c6 -3; r7c1 -4,6  why");
}

TEST(Techniques, TableNamesFamiliesAsSudokuSolverSwitches) {
  for (const char* family : {"tuples", "pointing", "fishes", "wings", "aic", "contradictions"}) {
    EXPECT_TRUE(std::any_of(techniques().begin(), techniques().end(), [&](const TechniqueInfo& t) {
      return t.family == family;
    })) << family;
  }
  // The order of the table is the order of difficulty.
  double last = 0;
  for (const TechniqueInfo& t : techniques()) {
    EXPECT_GE(t.base_rating, last) << t.name;
    last = t.base_rating;
  }
  EXPECT_EQ(find_technique("x-wing")->family, "fishes");
  EXPECT_DOUBLE_EQ(find_technique("x-wing")->base_rating, 3.2);
  EXPECT_EQ(find_technique("nonsense"), nullptr);
}

}  // namespace
}  // namespace satdoku::testing
