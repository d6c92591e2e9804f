// Published puzzles by real setters, with their published solutions
// (tests/data/real/, sources in its SOURCES.md), the example puzzles of
// ISS, the Interactive Sudoku Solver, with the solutions it publishes
// (tests/data/iss/, read in ISS notation), and setter-style puzzles made
// from a known completion (tests/data/setters/): each is read and solved by
// both engines (and the SAT engine's other lex-min method, and the default
// engine racing both), which must give the known solution and count exactly
// one completion; the validity checker must accept it. The puzzles are
// unique, so the lex-min answer is the solution.
//
// Every puzzle must be read: a refusal fails, as a wrong answer does.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "sanitized.hpp"
#include "satdoku/check.hpp"
#include "satdoku/fpuzzles.hpp"
#include "satdoku/notation.hpp"
#include "satdoku/registry.hpp"
#include "text.hpp"

namespace satdoku {
namespace {

const std::string kData = std::string(SATDOKU_TEST_DATA) + "/data/";
constexpr std::array<const char*, 3> kFolders = {"real", "iss", "setters"};

struct Published {
  std::string folder;    // under tests/data
  std::string name;      // file name without .json (.txt: ISS notation)
  std::string solution;  // line notation (A = 10 ...)
};

// Test names and failure messages show the puzzle's name.
void PrintTo(const Published& p, std::ostream* out) {
  *out << p.folder << "/" << p.name;
}

std::vector<Published> corpus(const std::string& folder) {
  std::vector<Published> rows;
  std::ifstream in(kData + folder + "/answers.tsv");
  std::string line;
  while (std::getline(in, line)) {
    std::istringstream fields(line);
    Published p{folder, "", ""};
    if (std::getline(fields, p.name, '\t') && std::getline(fields, p.solution, '\t'))
      rows.push_back(p);
  }
  return rows;
}

std::vector<Published> corpus() {
  std::vector<Published> rows;
  for (const char* folder : kFolders) {
    const std::vector<Published> more = corpus(folder);
    rows.insert(rows.end(), more.begin(), more.end());
  }
  return rows;
}

Entry read_puzzle(const Published& p) {
  if (p.folder == "iss") {
    // Read as any input is: the notation detected.
    const std::string path = kData + p.folder + "/" + p.name + ".txt";
    return parse_puzzle(testing::read_file(path), {}, path);
  }
  const std::string path = kData + p.folder + "/" + p.name + ".json";
  return read_fpuzzles_json(testing::read_file(path), {path});
}

Grid grid_of(const std::string& line, const Geometry& geometry) {
  std::vector<std::uint8_t> values;
  for (const char c : line) values.push_back(static_cast<std::uint8_t>(*value_of(c)));
  return Grid(geometry, values);
}

std::string test_name(const ::testing::TestParamInfo<Published>& info) {
  std::string name = info.param.folder + "_" + info.param.name;
  std::replace(name.begin(), name.end(), '-', '_');
  return name;
}

class RealPuzzles : public ::testing::TestWithParam<Published> {};

TEST(RealPuzzleCorpus, HoldsThePublishedSets) {
  // SudokuSolver's 40, kaji's 16 and the 16 of the newer rule kinds
  // (tests/data/real/SOURCES.md), and 8
  // setter-style puzzles (tests/data/setters/SOURCES.md).
  EXPECT_GE(corpus("real").size(), 72u) << "answers.tsv missing or short in " << kData << "real";
  EXPECT_GE(corpus("setters").size(), 8u)
      << "answers.tsv missing or short in " << kData << "setters";
  // ISS's examples with solutions that satdoku reads and answers quickly
  // (tests/data/iss/SOURCES.md).
  EXPECT_GE(corpus("iss").size(), 71u) << "answers.tsv missing or short in " << kData << "iss";
}

TEST_P(RealPuzzles, CheckerAcceptsThePublishedSolution) {
  const Entry entry = read_puzzle(GetParam());
  ASSERT_FALSE(entry.error) << entry.error->to_string();
  const Grid published = grid_of(GetParam().solution, entry.grid().geometry());
  const Verdict verdict = check_solution(*entry.puzzle, published);
  EXPECT_TRUE(verdict.ok) << verdict.reason;
}

// Answered by every engine: all of them in the release pass, every other
// one under the sanitizers (sanitized.hpp).
class RealPuzzleAnswers : public RealPuzzles {};

TEST_P(RealPuzzleAnswers, BothEnginesGiveThePublishedSolutionAndCountOne) {
  const Entry entry = read_puzzle(GetParam());
  ASSERT_FALSE(entry.error) << entry.error->to_string();
  const Puzzle puzzle = *entry.puzzle;
  // A generous budget: a puzzle that takes this long is a regression to
  // find here, not a hang of the suite (bench/real_puzzles.sh gives times).
  Limits limits;
  limits.seconds = 60;
  // "sat" takes the assumption method on variant puzzles, "sat:order" the
  // fixed decision order (both lex-min methods stay selectable); "auto"
  // races the native engine and "sat".
  for (const char* name : {"sat", "sat:order", "backtrack", "auto"}) {
    const auto engine = make_engine(name);
    const SolveResult solved = engine->smallest(puzzle, limits);
    ASSERT_EQ(solved.status, Status::solved) << name;
    EXPECT_EQ(one_line(solved.solution), GetParam().solution) << name;
    const CountResult counted = engine->count(puzzle, 2, limits);
    ASSERT_EQ(counted.status, Status::solved) << name;
    EXPECT_EQ(counted.count, 1u) << name;
  }
}

INSTANTIATE_TEST_SUITE_P(Published, RealPuzzles, ::testing::ValuesIn(corpus()), test_name);
INSTANTIATE_TEST_SUITE_P(Published, RealPuzzleAnswers,
                         ::testing::ValuesIn(testing::sanitizer_sample(corpus(), 2)), test_name);

}  // namespace
}  // namespace satdoku
