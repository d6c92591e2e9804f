// Real published puzzles (tests/data/real, SOURCES.md names each): both
// engines must give the published solution as the smallest completion and
// count exactly one, and the checker must accept the published solution.
// Each puzzle is its own test, named after its file.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "satdoku/backtrack.hpp"
#include "satdoku/check.hpp"
#include "satdoku/fpuzzles.hpp"
#include "satdoku/notation.hpp"
#include "satdoku/sat_engine.hpp"

namespace satdoku {
namespace {

const std::filesystem::path kReal = std::filesystem::path(SATDOKU_TEST_DATA) / "data" / "real";

std::string slurp(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

// The puzzles' names: every NAME.json with a NAME.solution beside it.
std::vector<std::string> real_puzzles() {
  std::vector<std::string> names;
  for (const auto& file : std::filesystem::directory_iterator(kReal)) {
    const std::filesystem::path& path = file.path();
    if (path.extension() != ".json") continue;
    std::filesystem::path solution = path;
    solution.replace_extension(".solution");
    if (std::filesystem::exists(solution)) names.push_back(path.stem().string());
  }
  std::sort(names.begin(), names.end());
  return names;
}

class RealPuzzles : public ::testing::TestWithParam<std::string> {};

TEST_P(RealPuzzles, BothEnginesGiveThePublishedSolutionAndCountOne) {
  const std::string name = GetParam();
  const Entry entry = read_fpuzzles_json(slurp(kReal / (name + ".json")), {name + ".json"});
  ASSERT_FALSE(entry.error) << entry.error->message;
  ASSERT_TRUE(entry.grid);
  // f-puzzles' `cage` is a cosmetic outline (issue 19, item 1); a reader
  // that still takes it for a killer cage cannot solve the puzzles that
  // draw with it.
  if (entry.rules) {
    for (const Rule& rule : entry.rules->list)
      if (rule.label.rfind("cage[", 0) == 0)
        GTEST_SKIP() << "needs f-puzzles' cosmetic `cage` (issue 19, item 1): " << rule.label;
  }
  const Puzzle puzzle(*entry.grid, entry.rules);
  std::string published = slurp(kReal / (name + ".solution"));
  published.erase(published.find_last_not_of("\r\n") + 1);

  ASSERT_EQ(static_cast<int>(published.size()), entry.grid->cells());
  Grid solution(entry.grid->geometry());
  for (int cell = 0; cell < solution.cells(); ++cell) {
    const char c = published[static_cast<std::size_t>(cell)];
    solution.set(cell, c <= '9' ? c - '0' : c - 'A' + 10);  // 1-9, then A = 10
  }
  const Verdict verdict = check_solution(puzzle, solution);
  EXPECT_TRUE(verdict.ok) << verdict.reason;

  std::unique_ptr<Engine> engines[] = {make_sat_engine(), make_backtrack_engine()};
  for (const auto& engine : engines) {
    const SolveResult smallest = engine->smallest(puzzle, {});
    ASSERT_EQ(smallest.status, Status::solved);
    EXPECT_EQ(one_line(smallest.solution), published);
    const CountResult count = engine->count(puzzle, 2, {});
    ASSERT_EQ(count.status, Status::solved);
    EXPECT_EQ(count.count, 1U);
  }
}

INSTANTIATE_TEST_SUITE_P(Published, RealPuzzles, ::testing::ValuesIn(real_puzzles()),
                         [](const ::testing::TestParamInfo<std::string>& info) {
                           return info.param;
                         });

}  // namespace
}  // namespace satdoku
