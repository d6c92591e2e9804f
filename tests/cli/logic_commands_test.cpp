// explain, rate and generate --difficulty/--rating from the command line:
// output forms, exit codes, error messages.
#include <gtest/gtest.h>

#include <filesystem>
#include <regex>
#include <string>
#include <vector>

#include "run_program.hpp"

namespace satdoku {
namespace {

using testing::run_satdoku;
using testing::shell_quote;
using testing::split_lines;

std::string logic_example(const std::string& name) {
  return shell_quote(std::string(SATDOKU_SOURCE_DIR) + "/examples/" + name);
}

// Wikipedia's example puzzle: singles alone solve it (51 placements).
const std::string kWikipediaLine =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\n";

TEST(ExplainCommand, OneStepALineThenTheEnd) {
  const auto run = run_satdoku("explain", kWikipediaLine);
  EXPECT_EQ(run.exit_code, 0) << run.err;
  const auto lines = split_lines(run.out);
  ASSERT_EQ(lines.size(), 1u + 51u + 1u) << run.out;
  EXPECT_EQ(lines[0], "# <stdin>:1 " + kWikipediaLine.substr(0, 81));
  for (std::size_t i = 1; i <= 51; ++i) {
    EXPECT_NE(lines[i].find('='), std::string::npos) << lines[i];
    EXPECT_TRUE(lines[i].find("single") != std::string::npos ||
                lines[i].find("full house") != std::string::npos)
        << lines[i];
  }
  EXPECT_EQ(lines.back().rfind("solved by logic: 51 steps, rating ", 0), 0u) << lines.back();
}

TEST(ExplainCommand, StopsHonestlyWithTheCellsLeft) {
  const auto run = run_satdoku("explain --max-rating 3 " + logic_example("diabolical.txt"));
  EXPECT_EQ(run.exit_code, 0) << run.err;
  EXPECT_NE(run.out.find("stopped after"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("cells left:\n  r"), std::string::npos) << run.out;
  const auto stuck =
      run_satdoku("explain --disable aic,contradictions " + logic_example("diabolical.txt"));
  EXPECT_NE(stuck.out.find("stuck after"), std::string::npos) << stuck.out;
}

TEST(ExplainCommand, JsonLinesStepsThenEnd) {
  const auto run = run_satdoku("explain --format json", kWikipediaLine);
  EXPECT_EQ(run.exit_code, 0) << run.err;
  const auto lines = split_lines(run.out);
  ASSERT_EQ(lines.size(), 52u);
  EXPECT_EQ(lines[0].rfind("{\"type\":\"step\",\"source\":\"<stdin>\",\"line\":1,\"step\":1,", 0),
            0u)
      << lines[0];
  for (const char* field : {"\"technique\":", "\"rating\":", "\"placements\":[{\"cell\":\"r",
                            "\"eliminations\":[", "\"reason\":{\"cells\":[", "\"text\":"})
    EXPECT_NE(lines[0].find(field), std::string::npos) << field;
  EXPECT_EQ(lines.back().rfind("{\"type\":\"end\",", 0), 0u) << lines.back();
  EXPECT_NE(lines.back().find("\"solved_by_logic\":true"), std::string::npos);
  EXPECT_NE(lines.back().find("\"level\":\"simple\""), std::string::npos);
}

TEST(ExplainCommand, APicturePerStep) {
  namespace fs = std::filesystem;
  const fs::path dir = fs::temp_directory_path() / ("satdoku_steps_" + std::to_string(::getpid()));
  fs::remove_all(dir);
  const auto run =
      run_satdoku("explain --format svg --svg-dir " + shell_quote(dir.string()), kWikipediaLine);
  EXPECT_EQ(run.exit_code, 0) << run.err;
  EXPECT_TRUE(fs::exists(dir / "puzzle-0001-step-001.svg"));
  EXPECT_TRUE(fs::exists(dir / "puzzle-0001-step-051.svg"));
  EXPECT_FALSE(fs::exists(dir / "puzzle-0001-step-052.svg"));
  EXPECT_TRUE(fs::exists(dir / "puzzle-0001-end.svg"));
  const std::string first = testing::read_file(dir / "puzzle-0001-step-001.svg");
  EXPECT_NE(first.find("class=\"highlight\""), std::string::npos);
  EXPECT_NE(first.find("class=\"pencil placed\""), std::string::npos);
  fs::remove_all(dir);
  EXPECT_EQ(run_satdoku("explain --format svg", kWikipediaLine).exit_code, 2);
}

TEST(RateCommand, OneLinePerPuzzleAndTheStatusWordsOfSolve) {
  const auto run = run_satdoku("rate " + logic_example("diabolical.txt") + " " +
                               logic_example("uniqueness.txt"));
  EXPECT_EQ(run.exit_code, 1) << run.err;  // uniqueness.txt: one with 872 solutions, one with none
  const auto lines = split_lines(run.out);
  ASSERT_EQ(lines.size(), 6u) << run.out;
  // RATING LEVEL STEPS END HARDEST; the publisher rates these 7.2, 7.1, 7.1.
  EXPECT_EQ(lines[0].rfind("7.", 0), 0u) << lines[0];
  EXPECT_NE(lines[0].find(" expert "), std::string::npos) << lines[0];
  EXPECT_NE(lines[0].find(" solved "), std::string::npos) << lines[0];
  EXPECT_EQ(lines[4], "multiple solutions");
  EXPECT_EQ(lines[5], "no solution");
  EXPECT_NE(run.err.find("uniqueness.txt:5: no solution"), std::string::npos) << run.err;
}

TEST(RateCommand, JsonAndJobsKeepTheOrder) {
  const auto one = run_satdoku("rate --format json --jobs 1 " + logic_example("diabolical.txt"));
  const auto two = run_satdoku("rate --format json --jobs 2 " + logic_example("diabolical.txt"));
  EXPECT_EQ(one.exit_code, 0) << one.err;
  EXPECT_EQ(one.out, two.out);
  const auto lines = split_lines(one.out);
  ASSERT_FALSE(lines.empty());
  for (const char* field :
       {"\"rating\":", "\"level\":", "\"hardest\":", "\"steps\":", "\"solved_by_logic\":"})
    EXPECT_NE(lines[0].find(field), std::string::npos) << field;
}

TEST(ExplainCommand, RuleStepsNameTheirRulesAndFacts) {
  // A 6x6 arrow puzzle that the named techniques and the lowering's "rule"
  // step solve only with forcing chains: the SAT-found rule steps come first
  // and finish it, each naming the arrows and houses it rests on.
  const std::string arrow =
      shell_quote(std::string(SATDOKU_TEST_DATA) + "/data/logic/arrow_6x6_u3.json");
  const auto run = run_satdoku("explain " + arrow);
  EXPECT_EQ(run.exit_code, 0) << run.err;
  int rule_steps = 0;
  for (const std::string& line : split_lines(run.out))
    rule_steps += line.find("rule step:") != std::string::npos;
  EXPECT_GE(rule_steps, 5) << run.out;
  EXPECT_TRUE(std::regex_search(run.out, std::regex(R"(\n\S+ -\S+  rule step: arrow\[\d\])")))
      << run.out;
  EXPECT_NE(run.out.find("; facts r"), std::string::npos) << run.out;
  EXPECT_EQ(split_lines(run.out).back().rfind("solved by logic: ", 0), 0u) << run.out;
  const auto without = run_satdoku("explain --disable 'rule step' " + arrow);
  EXPECT_NE(without.out.find("forcing chain"), std::string::npos) << without.out;
  EXPECT_EQ(without.out.find("rule step:"), std::string::npos) << without.out;
  const auto rated = run_satdoku("rate --format json " + arrow);
  EXPECT_NE(rated.out.find("\"hardest\":\"rule step\""), std::string::npos) << rated.out;
  EXPECT_NE(rated.out.find("\"solved_by_logic\":true"), std::string::npos) << rated.out;
}

TEST(LogicOptions, BadValuesAreUsageErrors) {
  const auto disable = run_satdoku("rate --disable fishes,nonsense", kWikipediaLine);
  EXPECT_EQ(disable.exit_code, 2);
  EXPECT_NE(disable.err.find("unknown technique or family 'nonsense'"), std::string::npos)
      << disable.err;
  EXPECT_EQ(run_satdoku("rate --max-rating -1", kWikipediaLine).exit_code, 2);
  EXPECT_EQ(run_satdoku("explain --format pretty", kWikipediaLine).exit_code, 2);
  const auto band = run_satdoku("generate --rating 8-7");
  EXPECT_EQ(band.exit_code, 2);
  EXPECT_NE(band.err.find("--rating '8-7'"), std::string::npos) << band.err;
  EXPECT_EQ(run_satdoku("generate --difficulty hardest").exit_code, 2);
}

TEST(GenerateCommand, ToADifficultyAndBackThroughRate) {
  const auto made = run_satdoku("generate --count 3 --seed 5 --difficulty expert --jobs 1");
  EXPECT_EQ(made.exit_code, 0) << made.err;
  const auto rated = run_satdoku("rate", made.out);
  for (const std::string& line : split_lines(rated.out))
    EXPECT_NE(line.find(" expert "), std::string::npos) << line;
  // The same seed makes the same puzzles, however many jobs.
  EXPECT_EQ(made.out, run_satdoku("generate --count 3 --seed 5 --difficulty expert --jobs 2").out);
  const auto band = run_satdoku("generate --count 2 --seed 3 --rating 6.5-7.5");
  EXPECT_EQ(band.exit_code, 0) << band.err;
  for (const std::string& line : split_lines(run_satdoku("rate", band.out).out)) {
    const double rating = std::stod(line.substr(0, line.find(' ')));
    EXPECT_GE(rating, 6.5) << line;
    EXPECT_LE(rating, 7.5) << line;
  }
}

}  // namespace
}  // namespace satdoku
