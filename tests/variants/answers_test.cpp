// Every shared variant puzzle through the program, with both engines, against
// the lex-min answers and counts of an independent reference (picosat, see
// docs/rules.md): answers.tsv holds, per file, the lex-min
// completion or UNSAT, and the number of completions capped at 2.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "data_sets.hpp"
#include "run_program.hpp"

namespace satdoku {
namespace {

using testing::run_satdoku;
using testing::shell_quote;
using testing::split_lines;

const std::string kVariants = testing::kVariantsDir.string() + "/";

struct Known {
  std::string name;
  std::string answer;  // one line of digits, or "UNSAT"
  std::string count;   // "0", "1" or "2+"
};

std::vector<Known> known_answers() {
  std::vector<Known> rows;
  for (const std::string& line : testing::variant_answer_lines()) {
    std::istringstream fields(line);
    Known k;
    if (std::getline(fields, k.name, '\t') && std::getline(fields, k.answer, '\t') &&
        std::getline(fields, k.count, '\t'))
      rows.push_back(k);
  }
  return rows;
}

// Every file as an argument of one run: the program answers them in order,
// a line each (a process per file would cost more than the puzzles, above
// all under the sanitizers).
std::string all_files(const std::vector<Known>& rows) {
  std::string args;
  for (const Known& k : rows) args += " " + shell_quote(kVariants + k.name + ".json");
  return args;
}

// Some reference answer is UNSAT, so the run exits 1 (no solution) as a whole.
int expected_exit(const std::vector<Known>& rows) {
  for (const Known& k : rows)
    if (k.answer == "UNSAT") return 1;
  return 0;
}

class VariantAnswers : public ::testing::TestWithParam<const char*> {};

TEST_P(VariantAnswers, LexMinMatchesTheReference) {
  const auto rows = known_answers();
  ASSERT_GE(rows.size(), 60u) << "answers.tsv not found or short: " << kVariants;
  const auto run = run_satdoku(std::string("solve --format line --jobs 1 --engine ") + GetParam() +
                               all_files(rows));
  EXPECT_EQ(run.exit_code, expected_exit(rows)) << run.err;
  const auto lines = split_lines(run.out);
  ASSERT_EQ(lines.size(), rows.size()) << run.out << run.err;
  for (std::size_t i = 0; i < rows.size(); ++i)
    EXPECT_EQ(lines[i], rows[i].answer == "UNSAT" ? "no solution" : rows[i].answer) << rows[i].name;
}

TEST_P(VariantAnswers, CountsMatchTheReference) {
  const auto rows = known_answers();
  const auto run =
      run_satdoku(std::string("count --limit 2 --jobs 1 --engine ") + GetParam() + all_files(rows));
  EXPECT_EQ(run.exit_code, expected_exit(rows)) << run.err;
  const auto lines = split_lines(run.out);
  ASSERT_EQ(lines.size(), rows.size()) << run.out << run.err;
  for (std::size_t i = 0; i < rows.size(); ++i) EXPECT_EQ(lines[i], rows[i].count) << rows[i].name;
}

INSTANTIATE_TEST_SUITE_P(Engines, VariantAnswers, ::testing::Values("sat", "backtrack"));

// The cross-check runs the other engine on the same puzzle and compares: any
// difference would exit 4 and say "disagree".
TEST(VariantAnswers, CrossCheckAgreesOnEveryPuzzle) {
  const auto rows = known_answers();
  const auto run = run_satdoku("solve --cross-check --format line" + all_files(rows));
  EXPECT_EQ(run.exit_code, expected_exit(rows)) << run.err;
  EXPECT_EQ(run.err.find("disagree"), std::string::npos) << run.err;
  EXPECT_EQ(split_lines(run.out).size(), rows.size());
}

// Mitchell Lee's Miracle Sudoku: anti-knight, anti-king, non-consecutive and
// two givens; its unique completion is well known (the rows are shifts of
// 483726159).
TEST(VariantAnswers, MiracleSudoku) {
  const auto run =
      run_satdoku("solve --unique --format line " + shell_quote(kVariants + "miracle.json"));
  EXPECT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(run.out,
            "483726159726159483159483726837261594261594837594837261372615948615948372948372615\n");
}

}  // namespace
}  // namespace satdoku
