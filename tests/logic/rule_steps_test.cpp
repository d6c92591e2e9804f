// The SAT-found rule steps (satdoku/rule_steps.hpp): a hand-worked step on
// a small cage, minimal cores, the native engine's check of a step (which
// must catch a false one), and real variant puzzles whose every rule step
// agrees with the published solution and with the native engine.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>

#include "logic_support.hpp"
#include "sat/guarded_rules.hpp"
#include "satdoku/fpuzzles.hpp"
#include "satdoku/rule_steps.hpp"
#include "text.hpp"

namespace satdoku::testing {
namespace {

std::filesystem::path logic_data(const std::string& name) {
  return std::filesystem::path(SATDOKU_TEST_DATA) / "data" / "logic" / name;
}

Puzzle fpuzzles(const std::string& json, const std::string& name) {
  const Entry entry = read_fpuzzles_json(json, {name, 1, false});
  EXPECT_TRUE(entry.puzzle) << name;
  return *entry.puzzle;
}

Puzzle logic_file(const std::string& name) {
  return fpuzzles(read_file(logic_data(name)), name);
}

// An empty 9x9 with one cage: r1c1 + r1c2 = 3.
Puzzle cage_of_three() {
  std::string rows;
  for (int r = 0; r < 9; ++r) {
    rows += r ? ",[" : "[";
    for (int c = 0; c < 9; ++c) rows += c ? ",{}" : "{}";
    rows += "]";
  }
  return fpuzzles(
      R"({"size":9,"grid":[)" + rows + R"(],"killercage":[{"cells":["R1C1","R1C2"],"value":"3"}]})",
      "cage_of_three");
}

// The answer of a test file (variant_answers.tsv, from the shared variants'
// independent reference).
Grid answer_of(const Puzzle& puzzle, const std::string& name) {
  std::ifstream in(logic_data("variant_answers.tsv"));
  for (std::string line; std::getline(in, line);) {
    if (line.rfind(name + "\t", 0) != 0) continue;
    const std::string digits =
        line.substr(name.size() + 1, line.find('\t', name.size() + 1) - name.size() - 1);
    Grid g(puzzle.grid.geometry());
    for (std::size_t i = 0; i < digits.size(); ++i) g.set(static_cast<int>(i), digits[i] - '0');
    return g;
  }
  ADD_FAILURE() << name << " is not in variant_answers.tsv";
  return Grid(puzzle.grid.geometry());
}

TEST(RuleSteps, TwoCellsSummingToThreeHoldOneAndTwo) {
  // Worked by hand: two different digits summing to 3 are 1 and 2, so both
  // cells lose 3 to 9. With the lowering's own "rule" step off, the first
  // rule step says so, from the cage alone and no facts.
  const Puzzle puzzle = cage_of_three();
  LogicOptions options;
  options.disabled = {"rule"};
  LogicSolver solver(puzzle, options);
  const auto step = solver.next();
  ASSERT_TRUE(step);
  EXPECT_EQ(step->technique, "rule step");
  EXPECT_TRUE(step->placements.empty());
  Pairs expected;
  for (const int cell : {at(1, 1), at(1, 2)})
    for (int d = 3; d <= 9; ++d) expected.insert({cell, d});
  EXPECT_EQ(eliminated(*step), expected);
  ASSERT_EQ(step->reason.rules.size(), 1u);
  EXPECT_EQ(step->reason.rules[0].rfind("killercage", 0), 0u) << step->reason.rules[0];
  EXPECT_NE(step->reason.text.find("(sum 3)"), std::string::npos) << step->reason.text;
  EXPECT_EQ(step->rating, rule_step_rating(1, 0));
  EXPECT_EQ(refute_step(puzzle, solver.candidates(), *step), "");
}

TEST(RuleSteps, OffWhenDisabledOrWithoutVariantRules) {
  // (Up to the first rule step's rating: the chains would take long on an
  // empty grid.)
  LogicOptions options;
  options.max_rating = rule_step_rating(1, 0);
  options.disabled = {"rule"};
  EXPECT_TRUE(LogicSolver(cage_of_three(), options).next());
  options.disabled = {"rule", "rule step"};
  EXPECT_FALSE(LogicSolver(cage_of_three(), options).next());
  options.disabled = {"rule", "rules"};
  EXPECT_FALSE(LogicSolver(cage_of_three(), options).next());
  // The classic puzzle under the cage: no rule steps, nothing to find.
  const Puzzle classic(cage_of_three().grid);
  options.disabled = {};
  EXPECT_FALSE(LogicSolver(classic, options).next());
}

TEST(RuleSteps, RefuteStepCatchesAFalseClaim) {
  const Puzzle puzzle = logic_file("arrow_6x6_u3.json");
  const Grid answer = answer_of(puzzle, "arrow_6x6_u3");
  const CandidateState state(puzzle);
  int open = 0;
  while (state.value(open)) ++open;
  const int n = puzzle.side();
  Step wrong;
  wrong.eliminations = {{open, DigitMask{1} << (answer.at(open) - 1)}};
  EXPECT_EQ(refute_step(puzzle, state, wrong),
            cell_name(open / n, open % n) + "<>" + std::to_string(answer.at(open)));
  Step placed;
  const int other = answer.at(open) % n + 1;
  placed.placements = {{open, other}};
  EXPECT_EQ(refute_step(puzzle, state, placed),
            cell_name(open / n, open % n) + "=" + std::to_string(other));
  Step right;
  right.placements = {{open, answer.at(open)}};
  EXPECT_EQ(refute_step(puzzle, state, right), "");
}

TEST(RuleSteps, ShrinkGivesAMinimalCore) {
  // The arrow puzzle's givens against a digit the answer does not hold: the
  // core of rules and givens that refutes it loses its refutation when any
  // one member is dropped.
  const Puzzle puzzle = logic_file("arrow_6x6_u3.json");
  const Grid answer = answer_of(puzzle, "arrow_6x6_u3");
  GuardedRules formula(puzzle);
  std::vector<int> choices;
  for (const RuleInstance& instance : formula.instances()) choices.push_back(instance.selector);
  for (int cell = 0; cell < puzzle.grid.cells(); ++cell)
    if (const int v = puzzle.grid.at(cell)) choices.push_back(formula.fact(cell, v));
  int open = 0;
  while (puzzle.grid.at(open)) ++open;
  const int always = formula.fact(open, answer.at(open) % puzzle.side() + 1);
  const auto core = formula.shrink(std::span<const int>(&always, 1), choices, choices.size());
  ASSERT_TRUE(core);
  ASSERT_FALSE(core->empty());
  std::vector<int> call = {always};
  call.insert(call.end(), core->begin(), core->end());
  EXPECT_EQ(formula.solve(call), SatAnswer::unsat);
  for (std::size_t drop = 0; drop < core->size(); ++drop) {
    call = {always};
    for (std::size_t k = 0; k < core->size(); ++k)
      if (k != drop) call.push_back((*core)[k]);
    EXPECT_EQ(formula.solve(call), SatAnswer::sat) << "member " << drop << " is not needed";
  }
  // Within a bound smaller than the core, no core.
  EXPECT_FALSE(formula.shrink(std::span<const int>(&always, 1), choices, core->size() - 1));
}

TEST(RuleSteps, EveryRuleStepOfTheVariantFilesHolds) {
  // Each step checked against the published answer and, for the rule steps,
  // by the native engine against every completion of the state it was
  // found in. The arrow puzzle is stuck without rule steps and solved with
  // them; the thermometer takes a chain (7.2) without them.
  for (const std::string name : {"arrow_6x6_u3", "thermo_9x9_u0", "killer_6x6_u3"}) {
    const Puzzle puzzle = logic_file(name + ".json");
    const Grid answer = answer_of(puzzle, name);
    LogicOptions options;
    options.assume_unique = true;
    LogicSolver solver(puzzle, options);
    int rule_steps = 0;
    double hardest = 0;
    for (CandidateState before = solver.candidates(); auto step = solver.step();
         before = solver.candidates()) {
      const std::string line = name + ": " + step_line(*step, puzzle.side());
      for (const Placement& p : step->placements) EXPECT_EQ(answer.at(p.cell), p.digit) << line;
      for (const Elimination& e : step->eliminations)
        EXPECT_FALSE(e.digits >> (answer.at(e.cell) - 1) & 1) << line;
      hardest = std::max(hardest, step->rating);
      if (step->technique != "rule step") continue;
      ++rule_steps;
      EXPECT_EQ(refute_step(puzzle, before, *step), "") << line;
      EXPECT_EQ(step->reason.text.rfind("rule step: ", 0), 0u) << line;
      EXPECT_FALSE(step->reason.rules.empty()) << line;
    }
    EXPECT_EQ(solver.end(), LogicEnd::solved) << name;
    if (name == "killer_6x6_u3") continue;  // the lowering's "rule" step suffices
    EXPECT_GT(rule_steps, 0) << name;
    LogicOptions without = options;
    without.disabled = {"rule step"};
    const LogicPath plain = solve_logically(puzzle, without);
    // Without them the path is harder: stuck, or a harder hardest step
    // (arrow_6x6_u3 needs forcing chains since sums of 3-4 cells also
    // lower to pair tables).
    EXPECT_TRUE(plain.end == LogicEnd::stuck || plain.rating > hardest) << name;
  }
}

}  // namespace
}  // namespace satdoku::testing
