// Every shared variant puzzle through the program, with both engines, against
// the lex-min answers and counts of an independent reference (picosat, see
// ../shared/docs/variants.md): answers.tsv holds, per file, the lex-min
// completion or UNSAT, and the number of completions capped at 2.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "run_program.hpp"

namespace satdoku {
namespace {

using testing::run_satdoku;
using testing::shell_quote;

const std::string kVariants = std::string(SATDOKU_SHARED_DATA) + "/variants/";

struct Known {
  std::string name;
  std::string answer;  // one line of digits, or "UNSAT"
  std::string count;   // "0", "1" or "2+"
};

std::vector<Known> known_answers() {
  std::vector<Known> rows;
  std::ifstream in(kVariants + "answers.tsv");
  std::string line;
  while (std::getline(in, line)) {
    std::istringstream fields(line);
    Known k;
    if (std::getline(fields, k.name, '\t') && std::getline(fields, k.answer, '\t') &&
        std::getline(fields, k.count, '\t'))
      rows.push_back(k);
  }
  return rows;
}

class VariantAnswers : public ::testing::TestWithParam<const char*> {};

TEST_P(VariantAnswers, LexMinMatchesTheReference) {
  const auto rows = known_answers();
  ASSERT_GE(rows.size(), 60u) << "answers.tsv not found or short: " << kVariants;
  for (const Known& k : rows) {
    SCOPED_TRACE(k.name);
    const auto run = run_satdoku(std::string("solve --format line --engine ") + GetParam() + " " +
                                 shell_quote(kVariants + k.name + ".json"));
    if (k.answer == "UNSAT") {
      EXPECT_EQ(run.exit_code, 1) << run.err;
      EXPECT_EQ(run.out, "no solution\n");
    } else {
      EXPECT_EQ(run.exit_code, 0) << run.err;
      EXPECT_EQ(run.out, k.answer + "\n");
    }
  }
}

TEST_P(VariantAnswers, CountsMatchTheReference) {
  for (const Known& k : known_answers()) {
    SCOPED_TRACE(k.name);
    const auto run = run_satdoku(std::string("count --limit 2 --engine ") + GetParam() + " " +
                                 shell_quote(kVariants + k.name + ".json"));
    EXPECT_EQ(run.out, k.count + "\n") << run.err;
    EXPECT_EQ(run.exit_code, k.count == "0" ? 1 : 0) << run.err;
  }
}

INSTANTIATE_TEST_SUITE_P(Engines, VariantAnswers, ::testing::Values("sat", "backtrack"));

// The cross-check runs the other engine on the same puzzle and compares.
TEST(VariantAnswers, CrossCheckAgreesOnEveryPuzzle) {
  for (const Known& k : known_answers()) {
    SCOPED_TRACE(k.name);
    const auto run = run_satdoku("solve --cross-check --format line " +
                                 shell_quote(kVariants + k.name + ".json"));
    EXPECT_EQ(run.exit_code, k.answer == "UNSAT" ? 1 : 0) << run.err;
  }
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
