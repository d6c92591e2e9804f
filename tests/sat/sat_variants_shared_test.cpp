// The SAT engine on the variant puzzles of ../shared/data/variants
// (translated in shared_variants.hpp) against answers.tsv: lex-min answer or
// UNSAT, and the count capped at 2. An unsolvable one must come with a core
// of givens and rules that is unsolvable on its own and minimal.
#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <map>
#include <sstream>
#include <string>

#include "sat_test_support.hpp"
#include "satdoku/sat_engine.hpp"
#include "shared_variants.hpp"
#include "variant_support.hpp"

namespace satdoku {
namespace {

using testing::SharedVariant;

struct Answer {
  std::string solution;  // or "UNSAT"
  std::string count;     // "0", "1" or "2+"
};

std::map<std::string, Answer> answers() {
  std::ifstream in(std::string(SATDOKU_SHARED_DATA) + "/variants/answers.tsv");
  std::map<std::string, Answer> out;
  std::string name, solution, count;
  while (in >> name >> solution >> count) out[name] = {solution, count};
  return out;
}

Puzzle puzzle_of(const SharedVariant& v, const std::vector<Given>* only_givens = nullptr,
                 const std::vector<std::string>* only_rules = nullptr) {
  Grid grid = testing::parse_line(v.givens, Geometry{v.box_rows, v.box_cols});
  if (only_givens) {
    grid = Grid(grid.geometry());
    for (const Given& g : *only_givens) grid.set(g.cell, g.value);
  }
  std::vector<Rule> rules;
  for (const auto& r : v.rules) {
    if (only_rules &&
        std::find(only_rules->begin(), only_rules->end(), r.label) == only_rules->end())
      continue;
    Rule rule = testing::make_rule(r.kind, r.label, r.cells, r.value);
    rule.line = r.line;
    rule.digits = r.digits;
    rules.push_back(std::move(rule));
  }
  return testing::with_rules(std::move(grid), std::move(rules), v.regions);
}

class SharedVariants : public ::testing::TestWithParam<SharedVariant> {};

TEST_P(SharedVariants, MatchAnswersTsv) {
  const SharedVariant& v = GetParam();
  const auto all = answers();
  ASSERT_TRUE(all.count(v.name)) << v.name;
  const Answer& expected = all.at(v.name);
  auto engine = make_sat_engine();
  const Puzzle puzzle = puzzle_of(v);

  const SolveResult smallest = engine->smallest(puzzle, {});
  const CountResult count = engine->count(puzzle, 2, {});
  ASSERT_EQ(count.status, Status::solved);
  EXPECT_EQ(count.count == 2 ? "2+" : std::to_string(count.count), expected.count);
  if (expected.solution == "UNSAT") {
    ASSERT_EQ(smallest.status, Status::no_solution);
    ASSERT_FALSE(smallest.core.empty() && smallest.core_rules.empty());
    // The core alone is unsolvable, and dropping any member makes it solvable
    // (counts: they answer without explaining).
    auto completions = [&engine](const Puzzle& p) { return engine->count(p, 1, {}).count; };
    EXPECT_EQ(completions(puzzle_of(v, &smallest.core, &smallest.core_rules)), 0U);
    for (std::size_t i = 0; i < smallest.core_rules.size(); ++i) {
      std::vector<std::string> fewer = smallest.core_rules;
      fewer.erase(fewer.begin() + static_cast<std::ptrdiff_t>(i));
      EXPECT_EQ(completions(puzzle_of(v, &smallest.core, &fewer)), 1U)
          << "not needed: " << smallest.core_rules[i];
    }
    // Givens one by one only for small cores, to keep the test quick (the
    // deletion that drops them is the classic one, tested in sat_core_test).
    for (std::size_t i = 0; smallest.core.size() <= 4 && i < smallest.core.size(); ++i) {
      std::vector<Given> fewer = smallest.core;
      fewer.erase(fewer.begin() + static_cast<std::ptrdiff_t>(i));
      EXPECT_EQ(completions(puzzle_of(v, &fewer, &smallest.core_rules)), 1U);
    }
  } else {
    ASSERT_EQ(smallest.status, Status::solved);
    EXPECT_EQ(testing::to_line(smallest.solution), expected.solution);
  }
}

INSTANTIATE_TEST_SUITE_P(SharedData, SharedVariants,
                         ::testing::ValuesIn(testing::shared_variants()),
                         [](const ::testing::TestParamInfo<SharedVariant>& info) {
                           return info.param.name;
                         });

}  // namespace
}  // namespace satdoku
