// f-puzzles input through the program: every malformed case of
// tests/malformed/fpuzzles/cases.tsv exits with its code and prints
// `satdoku: error: FILE:LINE[:COL]: message`; a classic puzzle written as
// f-puzzles JSON answers in line notation, as the same puzzle in line
// notation does.
#include <gtest/gtest.h>

#include <string>

#include "fpuzzles_cases.hpp"
#include "problem_a.hpp"
#include "run_program.hpp"

namespace satdoku {
namespace {

TEST(FpuzzlesProgram, EveryMalformedCaseGetsItsExitCodeAndMessage) {
  const auto cases = testing::fpuzzles_malformed_cases();
  ASSERT_GE(cases.size(), 25u);
  for (const auto& c : cases) {
    SCOPED_TRACE(c.file);
    const std::string path = testing::kFpuzzlesMalformedDir + "/" + c.file;
    const auto run = testing::run_satdoku("solve " + c.options + " " + testing::shell_quote(path));
    EXPECT_EQ(run.exit_code, c.exit_code) << run.err;
    std::string where = "satdoku: error: " + path;
    where.append(":").append(std::to_string(c.line));
    if (c.column > 0) where.append(":").append(std::to_string(c.column));
    where.append(": ").append(c.message);
    EXPECT_NE(run.err.find(where), std::string::npos)
        << "expected " << where << "\ngot " << run.err;
  }
}

// Problem A's sample as f-puzzles JSON: no rule, so the engines solve it
// today, and the answer comes out in line notation.
std::string problem_a_json() {
  const std::string line = testing::kProblemA;
  std::string json = "{\"size\":9,\"title\":\"problem A\",\"grid\":[";
  for (int r = 0; r < 9; ++r) {
    json += r ? ",[" : "[";
    for (int c = 0; c < 9; ++c) {
      const char s = line[static_cast<std::size_t>(r * 9 + c)];
      json += c ? "," : "";
      json += s == '.' || s == '0' ? std::string("{}")
                                   : "{\"value\":" + std::string(1, s) + ",\"given\":true}";
    }
    json += "]";
  }
  return json + "]}";
}

TEST(FpuzzlesProgram, ClassicPuzzleAnswersInLineNotation) {
  const auto from_json = testing::run_satdoku("solve", problem_a_json());
  const auto from_line =
      testing::run_satdoku("solve --format line", std::string(testing::kProblemA) + "\n");
  EXPECT_EQ(from_json.exit_code, 0) << from_json.err;
  EXPECT_EQ(from_json.out, from_line.out);
  EXPECT_EQ(from_json.out, std::string(testing::kProblemASolution) + "\n");
}

// "Orbit" (Qodec) keeps odd/even circles in a cell key `parity`, which is no
// f-puzzles key: the program solves it (the puzzle is unique without them)
// and says on stderr, with the place of the grid, which key it left out.
TEST(FpuzzlesProgram, UnknownCellKeyIsAWarningOnStderr) {
  const std::string path = testing::kData + "real/orbit.json";
  const auto run = testing::run_satdoku("solve " + testing::shell_quote(path));
  EXPECT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(run.out.size(), 82u) << run.out;  // one line of 81 digits
  const std::string warning = "satdoku: warning: " + path + ":1:";
  EXPECT_NE(run.err.find(warning), std::string::npos) << run.err;
  EXPECT_NE(run.err.find("cell key 'parity' (R1C1, R1C9, R9C1, R9C9)"), std::string::npos)
      << run.err;
}

TEST(FpuzzlesProgram, FpuzzlesIsAnInputNotationOnly) {
  const auto run = testing::run_satdoku("solve --format fpuzzles", problem_a_json());
  EXPECT_EQ(run.exit_code, 2);
  EXPECT_NE(run.err.find("--format 'fpuzzles'"), std::string::npos) << run.err;
  const auto forced = testing::run_satdoku("solve --input-format fpuzzles", problem_a_json());
  EXPECT_EQ(forced.exit_code, 0) << forced.err;
}

}  // namespace
}  // namespace satdoku
