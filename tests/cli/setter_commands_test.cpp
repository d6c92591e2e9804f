// The setter commands from the command line: candidates, minimize and
// generate, their output forms, exit codes and error messages.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "run_program.hpp"

namespace satdoku {
namespace {

using testing::run_satdoku;
using testing::shell_quote;
using testing::split_lines;

std::string example(const std::string& name) {
  return shell_quote(std::string(SATDOKU_SOURCE_DIR) + "/examples/" + name);
}

TEST(CandidatesCommand, LinesOfEveryPuzzleAndNoSolutionExitsOne) {
  const auto run = run_satdoku("candidates --format line " + example("uniqueness.txt"));
  EXPECT_EQ(run.exit_code, 1) << run.err;
  const auto lines = split_lines(run.out);
  ASSERT_EQ(lines.size(), 3u) << run.out;
  EXPECT_EQ(lines[0].size(), 729u);
  EXPECT_EQ(lines[1].size(), 729u);
  EXPECT_EQ(lines[2], "no solution");
  EXPECT_NE(run.err.find("uniqueness.txt:5: no solution"), std::string::npos) << run.err;
}

TEST(CandidatesCommand, TheLineFormReadsBackWithTheSameCompletions) {
  // Line 2 of uniqueness.txt has 872 completions; its candidates allow them all
  // and no other.
  const auto marks = run_satdoku("candidates --format line " + example("uniqueness.txt"));
  const std::string line = split_lines(marks.out)[1];
  const auto counted = run_satdoku("count --limit 1000 --engine backtrack", line + "\n");
  EXPECT_EQ(counted.exit_code, 0) << counted.err;
  EXPECT_EQ(counted.out, "872\n");
  const auto again = run_satdoku("candidates --format line --cross-check", line + "\n");
  EXPECT_EQ(again.exit_code, 0) << again.err;
  EXPECT_EQ(again.out, line + "\n");
}

TEST(CandidatesCommand, JsonWithCountsAndTheEnginesAgreeOnAVariant) {
  const auto run =
      run_satdoku("candidates --format json --limit 3 --cross-check " + example("miracle.json"));
  EXPECT_EQ(run.exit_code, 0) << run.err;
  // The program's one JSON schema (README: JSON output), with the lists.
  EXPECT_EQ(run.out.rfind("{\"source\":", 0), 0u) << run.out;
  EXPECT_NE(run.out.find("\"status\":\"solved\",\"solution\":null,\"time_us\":"), std::string::npos)
      << run.out;
  EXPECT_NE(run.out.find("\"sat_calls\":"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("\"candidates\":[[4],[8],[3],"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("\"counts\":[[1],[1],"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("\"limit\":3}"), std::string::npos) << run.out;
  const auto none = run_satdoku("candidates --format json " + example("unsolvable.txt"));
  EXPECT_EQ(none.exit_code, 1);
  EXPECT_NE(none.out.find("\"status\":\"no_solution\""), std::string::npos) << none.out;
}

TEST(CandidatesCommand, AnyJobsGiveTheSameOutputInOrder) {
  // Thirteen puzzles (ten in batch.txt): unique, several completions, none;
  // the answers must come back in input order whatever the workers.
  const std::string files = example("batch.txt") + " " + example("uniqueness.txt");
  const auto one = run_satdoku("candidates --format line --jobs 1 " + files);
  EXPECT_EQ(one.exit_code, 1) << one.err;
  EXPECT_EQ(split_lines(one.out).size(), 13u) << one.out;
  const auto two = run_satdoku("candidates --format line --jobs 2 --cross-check " + files);
  EXPECT_EQ(two.exit_code, 1) << two.err;
  EXPECT_EQ(two.out, one.out);
  EXPECT_EQ(two.err, one.err);
}

TEST(CandidatesCommand, BadUsageExitsTwo) {
  auto run = run_satdoku("candidates --format svgz " + example("problem_a.txt"));
  EXPECT_EQ(run.exit_code, 2);
  EXPECT_NE(run.err.find("--format 'svgz' is not one of json, line, pretty"), std::string::npos)
      << run.err;
  run = run_satdoku("candidates --format line --limit 5 " + example("problem_a.txt"));
  EXPECT_EQ(run.exit_code, 2);
  EXPECT_NE(run.err.find("cannot show --limit's counts"), std::string::npos) << run.err;
}

TEST(MinimizeCommand, MinimizesTheUniqueAndNamesTheOthers) {
  const auto run = run_satdoku("minimize --seed 1 " + example("uniqueness.txt"));
  EXPECT_EQ(run.exit_code, 1) << run.err;
  const auto lines = split_lines(run.out);
  ASSERT_EQ(lines.size(), 3u) << run.out;
  EXPECT_EQ(lines[0].size(), 81u);
  EXPECT_EQ(lines[1], "multiple solutions");
  EXPECT_EQ(lines[2], "no solution");
  EXPECT_NE(run.err.find("uniqueness.txt:4: not unique: the puzzle has several completions"),
            std::string::npos)
      << run.err;
  // The result: one completion, and each given needed (the SAT engine's --cross-check).
  const auto again = run_satdoku("minimize --cross-check", lines[0] + "\n");
  EXPECT_EQ(again.exit_code, 0) << again.err;
  EXPECT_EQ(again.out, lines[0] + "\n") << "a minimal puzzle minimizes to itself";
}

TEST(MinimizeCommand, KeepAndSeed) {
  const auto a = run_satdoku("minimize --seed 4 --keep R1C1,r9c9 " + example("problem_a.txt"));
  EXPECT_EQ(a.exit_code, 0) << a.err;
  const auto rows = split_lines(a.out);
  ASSERT_EQ(rows.size(), 9u);
  EXPECT_EQ(rows[0][0], '1');
  EXPECT_EQ(rows[8][8], '7');
  EXPECT_EQ(run_satdoku("minimize --seed 4 --keep R1C1,r9c9 " + example("problem_a.txt")).out,
            a.out);
  auto bad = run_satdoku("minimize --keep R1C2 " + example("problem_a.txt"));
  EXPECT_EQ(bad.exit_code, 2);
  EXPECT_NE(bad.err.find("--keep R1C2: no given there"), std::string::npos) << bad.err;
  bad = run_satdoku("minimize --keep X1 " + example("problem_a.txt"));
  EXPECT_EQ(bad.exit_code, 2);
  EXPECT_NE(bad.err.find("--keep 'X1' is not a cell like R1C1"), std::string::npos) << bad.err;
}

TEST(MinimizeCommand, AnyJobsGiveTheSameOutputInOrder) {
  const std::string files = example("batch.txt") + " " + example("uniqueness.txt");
  const auto one = run_satdoku("minimize --seed 3 --jobs 1 " + files);
  EXPECT_EQ(one.exit_code, 1) << one.err;
  const auto two = run_satdoku("minimize --seed 3 --jobs 2 " + files);
  EXPECT_EQ(two.exit_code, 1) << two.err;
  EXPECT_EQ(two.out, one.out);
  EXPECT_EQ(two.err, one.err);
  // Every minimized line is unique (the SAT engine counts them again).
  std::string minimized;
  for (const auto& line : split_lines(one.out))
    if (line.size() == 81) minimized += line + "\n";
  const auto counted = run_satdoku("count --limit 2", minimized);
  EXPECT_EQ(counted.exit_code, 0) << counted.err;
  for (const auto& count : split_lines(counted.out)) EXPECT_EQ(count, "1");
  EXPECT_GE(split_lines(counted.out).size(), 10u);
}

TEST(GenerateCommand, SameSeedSameOutputWithAnyJobsAndEachPuzzleUnique) {
  const auto one = run_satdoku("generate --count 20 --seed 9");
  EXPECT_EQ(one.exit_code, 0) << one.err;
  EXPECT_EQ(split_lines(one.out).size(), 20u);
  EXPECT_EQ(run_satdoku("generate --count 20 --seed 9 --jobs 3").out, one.out);
  EXPECT_NE(run_satdoku("generate --count 20 --seed 10").out, one.out);
  const auto counted = run_satdoku("count", one.out);
  std::string ones;
  for (int i = 0; i < 20; ++i) ones += "1\n";
  EXPECT_EQ(counted.out, ones) << counted.err;
}

TEST(GenerateCommand, OtherShapesAndAVariantLayout) {
  const auto six = run_satdoku("generate --count 3 --box 2x3 --cross-check");
  EXPECT_EQ(six.exit_code, 0) << six.err;
  for (const auto& line : split_lines(six.out)) EXPECT_EQ(line.size(), 36u) << line;
  const auto jigsaw = run_satdoku("generate --count 2 --rules " + example("jigsaw_layout.json"));
  EXPECT_EQ(jigsaw.exit_code, 0) << jigsaw.err;
  EXPECT_EQ(jigsaw.out.rfind("{\"size\":9,\"grid\":[[{\"region\":0}", 0), 0u) << jigsaw.out;
  const auto counted = run_satdoku("count", jigsaw.out);
  EXPECT_EQ(counted.out, "1\n1\n") << counted.err;
}

TEST(GenerateCommand, BadUsageExitsTwo) {
  auto run = run_satdoku("generate --size 7");
  EXPECT_EQ(run.exit_code, 2);
  EXPECT_NE(run.err.find("--size 7 has no square box"), std::string::npos) << run.err;
  run = run_satdoku("generate --size 9 --box 3x3");
  EXPECT_EQ(run.exit_code, 2);
  EXPECT_NE(run.err.find("give --size or --box, not both"), std::string::npos) << run.err;
  run = run_satdoku("generate --rules " + example("problem_a.txt"));
  EXPECT_EQ(run.exit_code, 2);
  EXPECT_NE(run.err.find("not an f-puzzles file"), std::string::npos) << run.err;
}

}  // namespace
}  // namespace satdoku
