// Every puzzle of tests/data/variants, read with the f-puzzles reader,
// through the native engine against the independent answers in answers.tsv:
// the lex-min completion, and the count capped at 2. The simpler ones must
// stay within a budget of search nodes.
#include <gtest/gtest.h>

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

#include "native_support.hpp"
#include "run_program.hpp"
#include "satdoku/backtrack.hpp"
#include "satdoku/fpuzzles.hpp"

namespace satdoku::testing {
namespace {

struct Expected {
  std::string answer;  // lex-min line, or "UNSAT"
  std::string count;   // "0", "1" or "2+"
};

Expected expected(const std::string& name) {
  for (const std::string& line : variant_answer_lines()) {
    const std::size_t tab = line.find('\t'), tab2 = line.find('\t', tab + 1);
    if (line.substr(0, tab) == name)
      return {line.substr(tab + 1, tab2 - tab - 1), line.substr(tab2 + 1)};
  }
  ADD_FAILURE() << name << " is not in answers.tsv";
  return {};
}

// The file as the reader gives it.
Puzzle read_variant(const std::string& name) {
  const std::string path = variant_path(name + ".json");
  const Entry entry = read_fpuzzles_json(read_data(path), {path, 1, false});
  if (!entry.puzzle) throw std::runtime_error(path + ": " + entry.error->to_string());
  return *entry.puzzle;
}

std::vector<std::string> names() {
  std::vector<std::string> out;
  for (const std::string& line : variant_answer_lines())
    out.push_back(line.substr(0, line.find('\t')));
  return out;
}

// The puzzles whose search is bounded (kNodeBudget nodes for each of the
// lex-min answer and the count); the others' work is printed only.
constexpr std::int64_t kNodeBudget = 20000;
const std::set<std::string> kTimed = {"killer_9x9_u0",  "killer_9x9_m1", "thermo_9x9_u0",
                                      "arrow_9x9_u0",   "miracle",       "jigsaw_9x9_u0",
                                      "sandwich_9x9_u0"};

void expect_answers(const std::string& name, const Puzzle& puzzle) {
  SCOPED_TRACE(name);
  const Expected want = expected(name);
  auto engine = make_backtrack_engine();
  // The puzzles this bound was set on must be answered within a budget of
  // search nodes (each takes at most a few hundred), which keeps them well
  // under a second without timing them: an unknown answer fails below.
  const Limits limits = kTimed.count(name) ? Limits{.nodes = kNodeBudget} : Limits{};
  const auto start = std::chrono::steady_clock::now();
  const SolveResult s = engine->smallest(puzzle, limits);
  const auto middle = std::chrono::steady_clock::now();
  const CountResult c = engine->count(puzzle, 2, limits);
  const auto end = std::chrono::steady_clock::now();
  if (want.answer == "UNSAT") {
    EXPECT_EQ(s.status, Status::no_solution);
  } else {
    ASSERT_EQ(s.status, Status::solved);
    EXPECT_EQ(to_line(s.solution), want.answer);
  }
  ASSERT_EQ(c.status, Status::solved);
  EXPECT_EQ(c.count >= 2 ? "2+" : std::to_string(c.count), want.count);
  const double smallest_ms = std::chrono::duration<double, std::milli>(middle - start).count();
  const double count_ms = std::chrono::duration<double, std::milli>(end - middle).count();
  std::printf("%-16s smallest %8.3f ms %6llu nodes, count %8.3f ms %6llu nodes\n", name.c_str(),
              smallest_ms, static_cast<unsigned long long>(s.stats.nodes), count_ms,
              static_cast<unsigned long long>(c.stats.nodes));
}

class VariantFiles : public ::testing::TestWithParam<std::string> {};

TEST_P(VariantFiles, MatchAnswersTsv) {
  expect_answers(GetParam(), read_variant(GetParam()));
}

INSTANTIATE_TEST_SUITE_P(SharedData, VariantFiles, ::testing::ValuesIn(names()),
                         [](const ::testing::TestParamInfo<std::string>& info) {
                           return info.param;
                         });

}  // namespace
}  // namespace satdoku::testing
