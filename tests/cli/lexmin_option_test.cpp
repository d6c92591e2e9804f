// --lexmin through the program: both methods give the golden answers, in
// solve and in compare (where each method can be a contestant of its own),
// and a method that does not exist is a usage error.
#include <gtest/gtest.h>

#include <sstream>
#include <string>

#include "run_program.hpp"

namespace satdoku {
namespace {

using testing::kData;
using testing::read_file;
using testing::run_satdoku;
using testing::shell_quote;

// golden_9x9.txt: a comment block, then lines "puzzle answer".
struct Golden {
  std::string puzzles, answers;
};

Golden golden() {
  Golden g;
  std::istringstream in(read_file(kData + "golden_9x9.txt"));
  for (std::string line; std::getline(in, line);) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream fields(line);
    std::string puzzle, answer;
    fields >> puzzle >> answer;
    g.puzzles += puzzle + "\n";
    g.answers += answer + "\n";
  }
  return g;
}

class LexMinOption : public ::testing::TestWithParam<const char*> {};

TEST_P(LexMinOption, SolveGivesTheGoldenAnswers) {
  const Golden g = golden();
  ASSERT_FALSE(g.puzzles.empty());
  for (const char* engine : {"sat", "sat/minimal", "sat/efficient", "sat/reduced"}) {
    const auto run = run_satdoku(
        std::string("solve --no-cross-check --engine ") + engine + " --lexmin " + GetParam(),
        g.puzzles);
    EXPECT_EQ(run.exit_code, 0) << engine << ": " << run.err;
    EXPECT_EQ(run.out, g.answers) << engine;
    EXPECT_EQ(run.err, "") << engine;
  }
}

INSTANTIATE_TEST_SUITE_P(Methods, LexMinOption, ::testing::Values("order", "assume"));

TEST(LexMinOptionCompare, EachMethodIsAContestant) {
  const Golden g = golden();
  const auto run =
      run_satdoku("compare --format json --engines sat:order,sat:assume,backtrack", g.puzzles);
  EXPECT_EQ(run.exit_code, 0) << run.err;  // 4 if any answers differed
  EXPECT_NE(run.out.find("\"engine\":\"sat:order\""), std::string::npos);
  EXPECT_NE(run.out.find("\"engine\":\"sat:assume\""), std::string::npos);
  const auto flag = run_satdoku("compare --format json --lexmin assume", g.puzzles);
  EXPECT_EQ(flag.exit_code, 0) << flag.err;
  EXPECT_NE(flag.out.find("\"engine\":\"sat:assume\""), std::string::npos);
}

TEST(LexMinOptionErrors, UnknownMethodIsAUsageError) {
  const auto run = run_satdoku("solve --lexmin fastest", "");
  EXPECT_EQ(run.exit_code, 2);
  EXPECT_NE(run.err.find("--lexmin 'fastest' is not one of order, assume"), std::string::npos)
      << run.err;
  const auto name = run_satdoku("solve --engine sat:fastest", "");
  EXPECT_EQ(name.exit_code, 2);
}

}  // namespace
}  // namespace satdoku
