// The SAT engine on the variant puzzles of tests/data/variants (read
// with the f-puzzles reader) against answers.tsv: lex-min answer or
// UNSAT, and the count capped at 2. An unsolvable one must come with a core
// of givens and rules that is unsolvable on its own and minimal.
#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <map>
#include <memory>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "data_sets.hpp"
#include "run_program.hpp"
#include "sat/sat_tuning.hpp"
#include "sat_test_support.hpp"
#include "satdoku/fpuzzles.hpp"
#include "satdoku/sat_engine.hpp"

namespace satdoku {
namespace {

const std::string kVariants = testing::kVariantsDir.string() + "/";

struct Answer {
  std::string solution;  // or "UNSAT"
  std::string count;     // "0", "1" or "2+"
};

std::map<std::string, Answer> answers() {
  std::map<std::string, Answer> out;
  for (const std::string& line : testing::variant_answer_lines()) {
    std::istringstream in(line);
    std::string name, solution, count;
    in >> name >> solution >> count;
    out[name] = {solution, count};
  }
  return out;
}

// The file as the reader gives it.
Puzzle read_variant(const std::string& name) {
  const std::string path = kVariants + name + ".json";
  const Entry entry = read_fpuzzles_json(testing::read_data(path), {path, 1, false});
  if (!entry.puzzle) throw std::runtime_error(path + ": " + entry.error->to_string());
  return *entry.puzzle;
}

// The puzzle kept to some givens and some rules (jigsaw regions stay).
Puzzle restricted(const Puzzle& whole, const std::vector<Given>& givens,
                  const std::vector<std::string>& labels) {
  Grid grid(whole.grid.geometry());
  for (const Given& g : givens) grid.set(g.cell, g.value);
  auto rules = std::make_shared<Rules>();
  if (whole.rules) {
    rules->regions = whole.rules->regions;
    for (const Rule& r : whole.rules->list) {
      if (std::find(labels.begin(), labels.end(), r.label) != labels.end())
        rules->list.push_back(r);
    }
  }
  return Puzzle(std::move(grid), std::move(rules));
}

std::vector<std::string> names() {
  std::vector<std::string> out;
  for (const auto& [name, answer] : answers()) out.push_back(name);
  return out;
}

class SharedVariants : public ::testing::TestWithParam<std::string> {};

TEST_P(SharedVariants, MatchAnswersTsv) {
  const Answer expected = answers().at(GetParam());
  auto engine = make_sat_engine();
  const Puzzle puzzle = read_variant(GetParam());

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
    EXPECT_EQ(completions(restricted(puzzle, smallest.core, smallest.core_rules)), 0U);
    for (std::size_t i = 0; i < smallest.core_rules.size(); ++i) {
      std::vector<std::string> fewer = smallest.core_rules;
      fewer.erase(fewer.begin() + static_cast<std::ptrdiff_t>(i));
      EXPECT_EQ(completions(restricted(puzzle, smallest.core, fewer)), 1U)
          << "not needed: " << smallest.core_rules[i];
    }
    // Givens one by one only for small cores, to keep the test quick (the
    // deletion that drops them is the classic one, tested in sat_core_test).
    for (std::size_t i = 0; smallest.core.size() <= 4 && i < smallest.core.size(); ++i) {
      std::vector<Given> fewer = smallest.core;
      fewer.erase(fewer.begin() + static_cast<std::ptrdiff_t>(i));
      EXPECT_EQ(completions(restricted(puzzle, fewer, smallest.core_rules)), 1U);
    }
  } else {
    ASSERT_EQ(smallest.status, Status::solved);
    EXPECT_EQ(testing::to_line(smallest.solution), expected.solution);
  }
}

// Variant puzzles alternate the fixed-order search and the assumption
// method with doubling conflict budgets (session_smallest.cpp), each
// resuming where it stopped. With a tiny first budget the two hardest files
// go through many rounds, stopped and resumed, and the answer must still be
// the reference's smallest completion.
TEST(SharedVariantsAlternation, TinyBudgetsStillGiveTheSmallestCompletion) {
  if (answers().empty()) GTEST_SKIP() << kVariants << "answers.tsv is absent";
  SatTuning tiny;
  tiny.lex_first_cap = 8;
  for (const std::string name : {"nonconsecutive_9x9_u0", "nonconsecutive_9x9_m1"}) {
    const Puzzle puzzle = read_variant(name);
    const SolveResult r = make_sat_engine({}, tiny)->smallest(puzzle, {.seconds = 60});
    ASSERT_EQ(r.status, Status::solved) << name;
    EXPECT_EQ(testing::to_line(r.solution), answers().at(name).solution) << name;
    // Thousands of conflicts (README, Speed): many rounds past the first 8.
    EXPECT_GT(r.stats.conflicts, 1000u) << name;
  }
}

INSTANTIATE_TEST_SUITE_P(SharedData, SharedVariants, ::testing::ValuesIn(names()),
                         [](const ::testing::TestParamInfo<std::string>& info) {
                           return info.param;
                         });

}  // namespace
}  // namespace satdoku
