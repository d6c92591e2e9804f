// The two judge problems, byte for byte through the program, and the golden
// file of answers from independent sources.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "run_program.hpp"

namespace satdoku {
namespace {

using testing::read_file;
using testing::run_satdoku;
using testing::shell_quote;

using testing::kData;

class BothEngines : public ::testing::TestWithParam<const char*> {};

TEST_P(BothEngines, ProblemAByteForByte) {
  const auto run = run_satdoku(std::string("solve --engine ") + GetParam() + " " +
                               shell_quote(kData + "problem_a.txt"));
  EXPECT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(run.out, read_file(kData + "problem_a.expected"));
  EXPECT_EQ(run.err, "");
}

TEST_P(BothEngines, ProblemAFromStdin) {
  const auto run =
      run_satdoku(std::string("solve --engine ") + GetParam(), read_file(kData + "problem_a.txt"));
  EXPECT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(run.out, read_file(kData + "problem_a.expected"));
}

// Problem B accepts any completion; its sample has exactly one, so the
// judge's printed answer is also the smallest.
TEST_P(BothEngines, ProblemBByteForByte) {
  const auto run = run_satdoku(std::string("solve --engine ") + GetParam() + " " +
                               shell_quote(kData + "problem_b.txt"));
  EXPECT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(run.out, read_file(kData + "problem_b.expected"));
}

TEST_P(BothEngines, ProblemAWithCrlfAndDots) {
  std::string input = read_file(kData + "problem_a.txt");
  std::string crlf;
  for (char c : input) {
    if (c == '\n')
      crlf += "\r\n";
    else
      crlf += c == '0' ? '.' : c;
  }
  const auto run = run_satdoku(std::string("solve --format compact --engine ") + GetParam(), crlf);
  EXPECT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(run.out, read_file(kData + "problem_a.expected"));
}

TEST_P(BothEngines, GoldenAnswers) {
  std::ifstream golden(kData + "golden_9x9.txt");
  std::string line, puzzles;
  std::vector<std::string> answers;
  while (std::getline(golden, line)) {
    if (line.empty() || line[0] == '#') continue;
    const auto space = line.find(' ');
    puzzles += line.substr(0, space) + "\n";
    answers.push_back(line.substr(space + 1));
  }
  ASSERT_GT(answers.size(), 40u);
  const auto run = run_satdoku(std::string("solve --engine ") + GetParam(), puzzles);
  EXPECT_EQ(run.exit_code, 0) << run.err;
  std::istringstream out(run.out);
  for (std::size_t i = 0; i < answers.size(); ++i) {
    ASSERT_TRUE(std::getline(out, line)) << "missing output line " << i + 1;
    EXPECT_EQ(line, answers[i]) << "puzzle " << i + 1;
  }
  EXPECT_FALSE(std::getline(out, line)) << "extra output: " << line;
}

INSTANTIATE_TEST_SUITE_P(Cli, BothEngines, ::testing::Values("sat", "backtrack"));

}  // namespace
}  // namespace satdoku
