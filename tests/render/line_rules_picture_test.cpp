// The published puzzles of tests/data/real drawn with their published
// solutions: each picture is well-formed, its digits read back are the
// solution, and every rule of the kinds those puzzles brought in left its
// own mark, as many as the puzzle has (a group per slow thermometer, between,
// lockout line and double arrow, a line per entropic, modular, nabner,
// zipper and region sum line, a framed number per X-sum and skyscraper clue,
// a pale square per clone cell, an outlined square per indexer cell).
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>

#include "picture.hpp"
#include "satdoku/fpuzzles.hpp"

namespace satdoku {
namespace {

namespace fs = std::filesystem;

const fs::path kRealPuzzles = fs::path(SATDOKU_TEST_DATA) / "data" / "real";

std::string read_text(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  std::string text = s.str();
  text.erase(text.find_last_not_of("\r\n") + 1);
  return text;
}

// The published solutions, by file name without .json (answers.tsv).
std::map<std::string, std::string> published_solutions() {
  std::map<std::string, std::string> answers;
  std::ifstream in(kRealPuzzles / "answers.tsv");
  std::string line;
  while (std::getline(in, line)) {
    const std::size_t tab = line.find('\t');
    if (tab != std::string::npos) answers[line.substr(0, tab)] = line.substr(tab + 1);
  }
  return answers;
}

std::size_t rules_of_kind(const Puzzle& puzzle, RuleKind kind) {
  return static_cast<std::size_t>(
      std::count_if(puzzle.rules->list.begin(), puzzle.rules->list.end(),
                    [&](const Rule& r) { return r.kind == kind && !r.cells.empty(); }));
}

TEST(LineRulesPicture, EveryPublishedPuzzleShowsItsRulesAndSolution) {
  int drawn = 0;
  const std::map<std::string, std::string> answers = published_solutions();
  for (const auto& file : fs::directory_iterator(kRealPuzzles)) {
    if (file.path().extension() != ".json") continue;
    SCOPED_TRACE(file.path().filename().string());
    const Entry entry = read_fpuzzles_json(read_text(file.path()), {file.path().string()});
    ASSERT_FALSE(entry.error);
    const Puzzle puzzle(entry.grid(), entry.rules());
    const auto answer = answers.find(file.path().stem().string());
    ASSERT_NE(answer, answers.end()) << "no published solution in answers.tsv";
    const std::string& published = answer->second;
    Grid solution(entry.grid().geometry());
    for (int cell = 0; cell < solution.cells(); ++cell) {
      const char c = published.at(static_cast<std::size_t>(cell));
      solution.set(cell, c <= '9' ? c - '0' : c - 'A' + 10);
    }
    SvgOptions options;
    options.solution = &solution;
    const testing::Picture pic = testing::draw(puzzle, options);
    ++drawn;
    EXPECT_EQ(pic.digits(), published);
    if (!puzzle.rules) continue;

    for (const RuleKind kind : {RuleKind::slow_thermometer, RuleKind::between_line,
                                RuleKind::lockout_line, RuleKind::double_arrow}) {
      EXPECT_EQ(pic.of_class(std::string(to_string(kind))).size(), rules_of_kind(puzzle, kind))
          << to_string(kind);
    }
    for (const RuleKind kind :
         {RuleKind::entropic_line, RuleKind::modular_line, RuleKind::nabner_line,
          RuleKind::zipper_line, RuleKind::region_sum_line}) {
      EXPECT_EQ(pic.of_class(std::string(to_string(kind))).size(), rules_of_kind(puzzle, kind))
          << to_string(kind);
    }
    for (const RuleKind kind : {RuleKind::x_sum, RuleKind::skyscraper}) {
      std::multiset<std::string> want, got;
      for (const Rule& r : puzzle.rules->list)
        if (r.kind == kind) want.insert(std::to_string(r.value));
      for (const auto* text : pic.inside(std::string(to_string(kind)), "text"))
        got.insert(text->text);
      EXPECT_EQ(got, want) << to_string(kind);
    }
    std::size_t clone_cells = 0;
    for (const Rule& r : puzzle.rules->list)
      if (r.kind == RuleKind::clone) clone_cells += r.cells.size() + r.line.size();
    EXPECT_EQ(pic.inside("clone", "rect").size(), clone_cells);
    for (const RuleKind kind :
         {RuleKind::row_indexer, RuleKind::column_indexer, RuleKind::box_indexer}) {
      const auto cells = static_cast<std::size_t>(
          std::count_if(puzzle.rules->list.begin(), puzzle.rules->list.end(),
                        [&](const Rule& r) { return r.kind == kind; }));
      EXPECT_EQ(pic.inside(std::string(to_string(kind)), "rect").size(), cells) << to_string(kind);
    }
  }
  EXPECT_GE(drawn, 20);
}

}  // namespace
}  // namespace satdoku
