// Puzzles on the command line (issue 38): what SudokuSolver's users type
// first, `satdoku solve 'https://f-puzzles.com/?load=...'` and `satdoku solve
// 1030005090...`, and the explicit `--puzzle TEXT`, taken by every command
// through the one input path; a missing file says how to give a puzzle
// itself. And the habits of a command line: a mistyped option gets "did you
// mean", a value off a fixed list gets every value the option takes.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>

#include "problem_a.hpp"
#include "run_program.hpp"
#include "sanitized.hpp"

namespace satdoku::puzzle_arguments {
namespace {

namespace fs = std::filesystem;
using testing::kProblemA;
using testing::kProblemASolution;
using testing::read_file;
using testing::run_satdoku;
using testing::shell_quote;

const std::string kVariants = std::string(SATDOKU_TEST_DATA) + "/data/variants/";
// Mitchell Lee's Miracle Sudoku, published answer (tests/data/variants/answers.tsv).
const std::string kMiracleSolution =
    "483726159726159483159483726837261594261594837594837261372615948615948372948372615";

std::string first_line(const std::string& path) {
  std::ifstream in(path);
  std::string line;
  std::getline(in, line);
  return line;
}

bool contains(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

TEST(PuzzleArguments, ALineOfSymbolsIsSolvedAsItIs) {
  const auto run = run_satdoku(std::string("solve ") + kProblemA);
  EXPECT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(run.out, std::string(kProblemASolution) + "\n");
  // Every command reads through the same path: count and the candidates too.
  const auto count = run_satdoku(std::string("count ") + kProblemA);
  EXPECT_EQ(count.exit_code, 0) << count.err;
  EXPECT_EQ(count.out, "1\n");
  const auto json = run_satdoku(std::string("solve --format json ") + kProblemA);
  EXPECT_TRUE(contains(json.out, "\"source\":\"<argument>\"")) << json.out;
}

// Threads the program starts (strace's clone and clone3 calls) for `args`.
int threads_started(const std::string& args, const fs::path& trace) {
  const std::string cmd = "strace -f -qq -e trace=clone,clone3 -o " + shell_quote(trace.string()) +
                          " " + shell_quote(SATDOKU_BINARY) + " " + args +
                          " < /dev/null > /dev/null 2>&1";
  if (std::system(cmd.c_str()) != 0) return -1;
  std::ifstream in(trace);
  int clones = 0;
  for (std::string line; std::getline(in, line);) clones += contains(line, "clone") ? 1 : 0;
  return clones;
}

TEST(PuzzleArguments, AShortInputStartsNoThread) {
  // Starting the workers cost a quarter of a trivial puzzle's process
  // (perf stat: 1.31 ms of CPU against 1.00 without them): a puzzle given
  // as text, or a small file, runs on the caller's thread; a file of many
  // puzzles (over 4 KB) still gets its workers.
  if (testing::kSanitized) GTEST_SKIP() << "LeakSanitizer clones a thread of its own at exit";
  if (std::system("command -v strace > /dev/null 2>&1") != 0)
    GTEST_SKIP() << "strace is not installed (tools/setup.sh --test installs it)";
  const fs::path dir =
      fs::temp_directory_path() / ("satdoku_threads_" + std::to_string(::getpid()));
  fs::create_directories(dir);
  {
    std::ofstream two(dir / "two.txt"), many(dir / "many.txt");
    two << kProblemA << "\n" << kProblemA << "\n";
    for (int i = 0; i < 60; ++i) many << kProblemA << "\n";
  }
  EXPECT_EQ(threads_started(std::string("solve ") + kProblemA, dir / "text.trace"), 0);
  EXPECT_EQ(threads_started("solve --jobs 2 " + shell_quote((dir / "two.txt").string()),
                            dir / "two.trace"),
            0);
  EXPECT_GE(threads_started("solve --jobs 2 " + shell_quote((dir / "many.txt").string()),
                            dir / "many.trace"),
            2);
  fs::remove_all(dir);
}

TEST(PuzzleArguments, AShareLinkIsSolvedAsItIs) {
  const std::string link = first_line(kVariants + "links/miracle.link.txt");
  ASSERT_TRUE(link.starts_with("https://f-puzzles.com/?load=")) << link;
  const auto run = run_satdoku("solve " + shell_quote(link));
  EXPECT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(run.out, kMiracleSolution + "\n");
  // Without its scheme, and its data alone, as SudokuSolver takes them.
  const auto bare = run_satdoku("solve " + shell_quote(link.substr(8)));
  EXPECT_EQ(bare.out, kMiracleSolution + "\n") << bare.err;
}

TEST(PuzzleArguments, PuzzleTakesAnyNotationAndComesBeforeTheFiles) {
  std::string grid;  // problem A in compact notation: nine lines
  for (int row = 0; row < 9; ++row) grid += std::string(kProblemA).substr(row * 9, 9) + "\n";
  const std::string json = read_file(kVariants + "miracle.json");
  const auto run = run_satdoku(
      "solve --format line --puzzle " + shell_quote(grid) + " -p " + shell_quote(json) + " -",
      std::string(kProblemA) + "\n");
  EXPECT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(run.out, std::string(kProblemASolution) + "\n" + kMiracleSolution + "\n" +
                         kProblemASolution + "\n");
}

TEST(PuzzleArguments, CnfAndDecodeTakeThePuzzleItself) {
  const auto cnf = run_satdoku(std::string("cnf ") + kProblemA);
  const auto from_stdin = run_satdoku("cnf", std::string(kProblemA) + "\n");
  EXPECT_EQ(cnf.exit_code, 0) << cnf.err;
  EXPECT_EQ(cnf.out, from_stdin.out);
  const auto both = run_satdoku(std::string("cnf --puzzle ") + kProblemA + " " + kProblemA);
  EXPECT_EQ(both.exit_code, 2);
  EXPECT_TRUE(contains(both.err, "give one puzzle")) << both.err;
  // decode's --puzzle is the puzzle of the model: a link does as well as a file.
  const std::string link = first_line(kVariants + "links/miracle.link.txt");
  std::string model = "s SATISFIABLE\nv";
  for (int cell = 0; cell < 81; ++cell)
    for (int digit = 1; digit <= 9; ++digit)
      model += " " + std::string(kMiracleSolution[cell] - '0' == digit ? "" : "-") +
               std::to_string(cell * 9 + digit);
  model += " 0\n";
  const auto decode = run_satdoku("decode --format line --puzzle " + shell_quote(link), model);
  EXPECT_EQ(decode.exit_code, 0) << decode.err;
  EXPECT_EQ(decode.out, kMiracleSolution + "\n");
}

TEST(PuzzleArguments, AMissingFileSaysHowToGiveThePuzzleItself) {
  // A mistyped name, and a line one symbol short, are no puzzles: files
  // that cannot be opened, with the hint.
  for (const std::string& operand :
       {std::string("no_such_file.txt"), std::string(kProblemA).substr(1)}) {
    SCOPED_TRACE(operand);
    const auto run = run_satdoku("solve " + operand);
    EXPECT_EQ(run.exit_code, 2);
    EXPECT_EQ(run.out, "");
    EXPECT_TRUE(contains(run.err, operand + ": cannot open file: No such file or directory"))
        << run.err;
    EXPECT_TRUE(contains(run.err, "--puzzle TEXT")) << run.err;
    EXPECT_TRUE(contains(run.err, "share link")) << run.err;
  }
  // The help says it too.
  EXPECT_TRUE(contains(run_satdoku("solve --help").out, "--puzzle TEXT"));
}

TEST(PuzzleArguments, AFileOfThatNameWinsOverTheText) {
  const fs::path dir = fs::temp_directory_path() / ("satdoku_args_" + std::to_string(::getpid()));
  fs::create_directories(dir);
  // A file whose name reads as a puzzle (81 blanks) holds problem A: named
  // from its folder, the file is read, not its name.
  const std::string name = std::string(81, '0');
  std::ofstream(dir / name) << kProblemA << "\n";
  const std::string call = "cd " + shell_quote(dir.string()) + " && " +
                           shell_quote(SATDOKU_BINARY) + " solve " + name + " > out 2> err";
  const int status = std::system(call.c_str());
  const std::string out = read_file(dir / "out"), err = read_file(dir / "err");
  fs::remove_all(dir);
  EXPECT_EQ(status, 0) << err;
  EXPECT_EQ(out, std::string(kProblemASolution) + "\n") << err;
}

TEST(OptionTypos, AMistypedOptionGetsDidYouMean) {
  const auto run = run_satdoku("solve --formt line", kProblemA);
  EXPECT_EQ(run.exit_code, 2);
  EXPECT_TRUE(contains(run.err, "unrecognised option '--formt'; did you mean '--format'?"))
      << run.err;
  const auto generate = run_satdoku("generate --symetry mirror");
  EXPECT_TRUE(contains(generate.err, "did you mean '--symmetry'?")) << generate.err;
  // Nothing near: no guess.
  const auto far = run_satdoku("solve --zzzzzz");
  EXPECT_EQ(far.exit_code, 2);
  EXPECT_FALSE(contains(far.err, "did you mean")) << far.err;
}

TEST(OptionTypos, AValueOffTheListNamesEveryValueTheOptionTakes) {
  const auto run = run_satdoku("solve --format prety", kProblemA);
  EXPECT_EQ(run.exit_code, 2);
  EXPECT_TRUE(contains(run.err,
                       "--format 'prety' is not one of compact, spaced, line, pretty, json, svg; "
                       "did you mean 'pretty'?"))
      << run.err;
  const auto generate = run_satdoku("generate --symmetry rotate");
  EXPECT_TRUE(contains(generate.err,
                       "--symmetry 'rotate' is not one of none, rotate90, rotate180, mirror, "
                       "flip, random"))
      << generate.err;
}

}  // namespace
}  // namespace satdoku::puzzle_arguments
