// What scripts rely on: exit codes, where results and diagnostics go, and the
// documented error format.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>

#include "problem_a.hpp"
#include "run_program.hpp"

namespace satdoku {
namespace {

using testing::read_file;
using testing::run_satdoku;
using testing::shell_quote;

using testing::kData;
using testing::kProblemA;
using testing::kProblemASolution;

std::vector<std::string> lines(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  for (std::string l; std::getline(in, l);) out.push_back(l);
  return out;
}

TEST(ExitCodes, VersionNamesUsAndCadical) {
  const auto run = run_satdoku("--version");
  EXPECT_EQ(run.exit_code, 0);
  EXPECT_EQ(run.out.rfind("satdoku ", 0), 0u) << run.out;
  EXPECT_NE(run.out.find("CaDiCaL sc2021"), std::string::npos) << run.out;
  // The copyright and licence lines, as GNU tools print them; the licence is
  // the LICENSE file's.
  EXPECT_NE(run.out.find("\nCopyright (c) 2026 The satdoku developers\nLicense MIT"),
            std::string::npos)
      << run.out;
  const std::string license = testing::read_file(std::string(SATDOKU_SOURCE_DIR) + "/LICENSE");
  EXPECT_EQ(license.rfind("MIT License", 0), 0u) << license.substr(0, 80);
  EXPECT_NE(license.find("Copyright (c) 2026 The satdoku developers"), std::string::npos);
}

TEST(ExitCodes, HelpTeachesAndSucceeds) {
  auto run = run_satdoku("--help");
  EXPECT_EQ(run.exit_code, 0);
  EXPECT_NE(run.out.find("Exit status"), std::string::npos);
  run = run_satdoku("solve --help");
  EXPECT_EQ(run.exit_code, 0);
  EXPECT_NE(run.out.find("--engine"), std::string::npos);
  EXPECT_NE(run.out.find("Examples"), std::string::npos);
}

TEST(ExitCodes, BadUsageIsTwo) {
  auto run = run_satdoku("frobnicate");
  EXPECT_EQ(run.exit_code, 2);
  EXPECT_NE(run.err.find("satdoku: error: unknown command 'frobnicate'"), std::string::npos);
  EXPECT_EQ(run.err.find("did you mean"), std::string::npos) << "nothing is near 'frobnicate'";
  // A typo one or two edits from a command is named; a swap of two letters is one edit.
  run = run_satdoku("slove puzzle.txt");
  EXPECT_EQ(run.exit_code, 2);
  EXPECT_NE(run.err.find("unknown command 'slove'; did you mean 'solve'?"), std::string::npos)
      << run.err;
  run = run_satdoku("canidates");
  EXPECT_NE(run.err.find("did you mean 'candidates'?"), std::string::npos) << run.err;
  run = run_satdoku("x");
  EXPECT_EQ(run.err.find("did you mean"), std::string::npos) << "one letter is near nothing";
  run = run_satdoku("solve --no-such-flag", kProblemA);
  EXPECT_EQ(run.exit_code, 2);
  EXPECT_NE(run.err.find("satdoku: error:"), std::string::npos) << run.err;
  run = run_satdoku("solve --engine nope", kProblemA);
  EXPECT_EQ(run.exit_code, 2);
  // The native engine's one name is backtrack: every command that takes an
  // engine says so for "native" (registry.hpp's message), and lists the
  // engines for a name that is nothing.
  for (const char* command :
       {"solve --engine native", "count --engine native", "compare --engines sat,native"}) {
    run = run_satdoku(command, kProblemA);
    EXPECT_EQ(run.exit_code, 2) << command;
    EXPECT_NE(run.err.find("unknown engine 'native' (the native engine is named 'backtrack')"),
              std::string::npos)
        << command << ": " << run.err;
  }
  run = run_satdoku("count --engine nope", kProblemA);
  EXPECT_NE(run.err.find("unknown engine 'nope' (engines: auto, sat, backtrack"), std::string::npos)
      << run.err;
  run = run_satdoku("solve --format xml", kProblemA);
  EXPECT_EQ(run.exit_code, 2);
  run = run_satdoku("solve --box 7x9", kProblemA);
  EXPECT_EQ(run.exit_code, 2);
  for (const char* bad : {"--timeout -1", "--timeout nan", "--conflicts -5", "--nodes -1"}) {
    run = run_satdoku(std::string("solve ") + bad, kProblemA);
    EXPECT_EQ(run.exit_code, 2) << bad;
    EXPECT_NE(run.err.find("must be"), std::string::npos) << bad << ": " << run.err;
  }
  // compare prints to standard output; '-' is no file name for its extras
  // (it used to create a file named "-").
  for (const char* extra : {"--csv -", "--plot -"}) {
    run = run_satdoku(std::string("compare ") + extra, kProblemA);
    EXPECT_EQ(run.exit_code, 2) << extra;
    EXPECT_NE(run.err.find("needs a file name"), std::string::npos) << extra << ": " << run.err;
  }
  run = run_satdoku("solve /no/such/file.txt");
  EXPECT_EQ(run.exit_code, 2);
  EXPECT_NE(run.err.find("/no/such/file.txt"), std::string::npos) << run.err;
  EXPECT_EQ(run.out, "");
}

TEST(ExitCodes, ClashingGivensAreNoSolutionWithTheCellsNamed) {
  std::string puzzle = kProblemA;
  puzzle[1] = '5';  // r1c2=5 clashes with r1c7=5, and nothing else
  for (const char* engine : {"sat", "backtrack"}) {
    const auto run = run_satdoku(std::string("solve --engine ") + engine, puzzle + "\n");
    EXPECT_EQ(run.exit_code, 1) << engine;
    EXPECT_EQ(run.out, "no solution\n");
    EXPECT_NE(run.err.find("r1c2=5 and r1c7=5 share row 1"), std::string::npos) << run.err;
    EXPECT_NE(run.err.find("<stdin>:1"), std::string::npos) << run.err;
  }
}

TEST(ExitCodes, BatchKeepsGoingPastAMalformedLine) {
  const std::string input = std::string(kProblemA) + "\n" + "12345\n" + kProblemA + "\n";
  for (const char* engine : {"sat", "backtrack"}) {
    const auto run = run_satdoku(std::string("solve --engine ") + engine, input);
    EXPECT_EQ(run.exit_code, 2) << engine;
    const auto out = lines(run.out);
    ASSERT_EQ(out.size(), 3u) << run.out;
    EXPECT_EQ(out[0], kProblemASolution);
    EXPECT_EQ(out[1], "invalid");
    EXPECT_EQ(out[2], kProblemASolution);
    EXPECT_NE(run.err.find("satdoku: error: <stdin>:2:"), std::string::npos) << run.err;
  }
}

TEST(ExitCodes, JsonLinesOneObjectPerPuzzle) {
  const std::string input = std::string(kProblemA) + "\n" + "12345\n";
  const auto run = run_satdoku("solve --format json", input);
  EXPECT_EQ(run.exit_code, 2);
  const auto out = lines(run.out);
  ASSERT_EQ(out.size(), 2u) << run.out;
  EXPECT_NE(out[0].find("\"status\":\"solved\""), std::string::npos) << out[0];
  EXPECT_NE(out[0].find(std::string("\"solution\":\"") + kProblemASolution + "\""),
            std::string::npos);
  // The default engine, "auto"; debug builds cross-check by default, and a
  // cross-checked "auto" is answered by "sat" (registry.hpp, cross_checked).
  EXPECT_TRUE(out[0].find("\"engine\":\"auto\"") != std::string::npos ||
              out[0].find("\"engine\":\"sat\"") != std::string::npos)
      << out[0];
  EXPECT_NE(out[0].find("\"time_us\":"), std::string::npos) << out[0];
  EXPECT_NE(out[1].find("\"status\":\"invalid\""), std::string::npos) << out[1];
  EXPECT_NE(out[1].find("\"solution\":null"), std::string::npos) << out[1];
  for (const auto& l : out) {
    EXPECT_EQ(l.front(), '{');
    EXPECT_EQ(l.back(), '}');
  }
}

TEST(ExitCodes, EveryOutputNotationReadsBack) {
  // A complete grid is its own smallest completion, so printing the answer in
  // any notation and solving that must give the answer again.
  for (const char* format : {"compact", "spaced", "line", "pretty"}) {
    const auto first =
        run_satdoku(std::string("solve --format ") + format, read_file(kData + "problem_a.txt"));
    ASSERT_EQ(first.exit_code, 0) << format << first.err;
    const auto again = run_satdoku("solve --format line", first.out);
    EXPECT_EQ(again.exit_code, 0) << format << ": " << again.err << "\n" << first.out;
    EXPECT_EQ(again.out, std::string(kProblemASolution) + "\n") << format;
  }
}

TEST(ExitCodes, RectangularBoxesNeedTheBoxOption) {
  const std::string six = "000000\n000000\n000000\n000000\n000000\n000000\n";
  auto run = run_satdoku("solve", six);
  EXPECT_EQ(run.exit_code, 2);
  EXPECT_NE(run.err.find("--box"), std::string::npos) << run.err;
  run = run_satdoku("solve --box 2x3 --format line", six);
  EXPECT_EQ(run.exit_code, 0) << run.err;
  // The smallest 6x6 (2x3 boxes) completion starts 123456 456123.
  EXPECT_EQ(run.out.substr(0, 12), "123456456123") << run.out;
}

TEST(ExitCodes, UnsolvableWithoutClashExplainsWithGivens) {
  // r1c1 has no candidate: row 1 holds 2..9 and column 1 holds 1. No two
  // givens clash, and all nine are needed for the contradiction.
  const std::string puzzle =
      ".23456789"
      "........."
      "........."
      "1........"
      "........."
      "........."
      "........."
      "........."
      ".........";
  for (const char* engine : {"sat", "backtrack"}) {
    const auto run = run_satdoku(std::string("solve --engine ") + engine, puzzle + "\n");
    EXPECT_EQ(run.exit_code, 1) << engine << run.err;
    EXPECT_EQ(run.out, "no solution\n");
    EXPECT_NE(run.err.find("no solution"), std::string::npos) << run.err;
  }
  const auto run = run_satdoku("solve --engine sat", puzzle + "\n");
  // The SAT engine names a minimal set of givens: all nine are needed.
  EXPECT_NE(run.err.find("r4c1=1"), std::string::npos) << run.err;
  EXPECT_NE(run.err.find("r1c9=9"), std::string::npos) << run.err;
}

}  // namespace
}  // namespace satdoku
