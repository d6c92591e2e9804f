// Limits through the program: --timeout, --conflicts (SAT engine) and
// --nodes (native engine) end a puzzle with status unknown and exit 3, never
// with "no solution", and promptly.
//
// Timing bounds are loose (the machine is shared, sanitizer builds are
// several times slower) but far below what the unlimited runs take: the
// empty 36x36's smallest completion costs the SAT engine minutes, and an
// unsolvable 25x25 (tests/data/pigeonhole_25x25.txt) the backtracker as long.
#include <gtest/gtest.h>

#include <chrono>
#include <fstream>
#include <string>
#include <utility>

#include "measured_run.hpp"
#include "problem_a.hpp"
#include "run_program.hpp"
#include "sanitized.hpp"

namespace satdoku {
namespace {

using testing::run_satdoku;

constexpr double kSlowdown = testing::kSanitized ? 4 : 1;

using testing::kProblemA;
using testing::kProblemASolution;
// forum_hardest_1106.txt, line 1: both engines need search (dozens of SAT
// conflicts, hundreds of backtracking nodes), unlike problem A.
constexpr const char* kHard =
    "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3";

std::string empty_line(int side) {
  return std::string(static_cast<std::size_t>(side * side), '.') + "\n";
}

struct Timed {
  testing::Run run;
  double seconds = 0;
};

Timed timed(const std::string& args, const std::string& input) {
  const auto start = std::chrono::steady_clock::now();
  Timed t;
  t.run = run_satdoku(args, input);
  t.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return t;
}

void expect_unknown(const testing::Run& run) {
  EXPECT_EQ(run.exit_code, 3) << run.err;
  EXPECT_EQ(run.out, "unknown\n");
  EXPECT_NE(run.err.find("unknown: a limit stopped"), std::string::npos) << run.err;
  EXPECT_EQ(run.err.find("no solution"), std::string::npos) << run.err;
}

// tests/data/pigeonhole_25x25.txt: eleven rows whose 1 can only go in the
// same ten columns, hidden from propagation (no row, column or box runs out of
// places for 1), so the backtracker must search through the arrangements.
std::string pigeonhole_line() {
  std::ifstream in(std::string(SATDOKU_TEST_DATA) + "/data/pigeonhole_25x25.txt");
  std::string line;
  std::getline(in, line);
  return line + "\n";
}

TEST(Limits, LongSolveTimeoutIsUnknownPromptly) {
  // Each engine gets a grid it cannot finish in 0.5 s on any machine: the SAT
  // engine the empty 36x36 (minutes), the backtracker, which answers that in
  // a tenth of a second, an unsolvable 25x25 it needs minutes to refute.
  for (const auto& [engine, input] :
       {std::pair{"sat", empty_line(36)}, std::pair{"backtrack", pigeonhole_line()}}) {
    SCOPED_TRACE(engine);
    ASSERT_GT(input.size(), 600u);
    const Timed t = timed(std::string("solve --timeout 0.5 --engine ") + engine, input);
    expect_unknown(t.run);
    EXPECT_LT(t.seconds, 0.5 + 3.0 * kSlowdown);
  }
  // With the default --limit 2 a fast machine finds both completions well
  // inside 0.5 s; 10^12 completions cannot be counted in that time.
  const Timed count = timed("count --limit 1000000000000 --timeout 0.5", empty_line(25));
  EXPECT_EQ(count.run.exit_code, 3) << count.run.err;
  EXPECT_LT(count.seconds, 0.5 + 3.0 * kSlowdown);
}

TEST(Limits, TimeoutAlsoBoundsTheEncoding) {
  // The SAT engine builds the empty 36x36's formula (millions of clauses)
  // before its first solve() call; the deadline must hold over that too.
  const Timed t = timed("solve --engine sat --timeout 0.2", empty_line(36));
  expect_unknown(t.run);
  EXPECT_LT(t.seconds, 0.2 + 1.3 * kSlowdown)
      << "the deadline is only checked once the formula is built";
}

TEST(Limits, HugeTimeoutsMeanNoLimit) {
  // 1e300 seconds does not fit a clock's tick count; it must act as "no
  // limit", not overflow into a deadline in the past.
  for (const char* timeout : {"1e300", "inf", "1e12"}) {
    for (const char* engine : {"sat", "backtrack"}) {
      SCOPED_TRACE(std::string(engine) + " --timeout " + timeout);
      const auto run =
          run_satdoku(std::string("solve --engine ") + engine + " --timeout " + timeout,
                      std::string(kProblemA) + "\n");
      EXPECT_EQ(run.exit_code, 0) << run.err;
      EXPECT_EQ(run.out, std::string(kProblemASolution) + "\n");
    }
  }
}

TEST(Limits, ConflictLimitStopsTheSatEngineOnly) {
  expect_unknown(run_satdoku("solve --engine sat --conflicts 1", std::string(kHard) + "\n"));
  // The backtracker has no conflicts to count: the option does not bind it.
  const auto native =
      run_satdoku("solve --engine backtrack --conflicts 1", std::string(kHard) + "\n");
  EXPECT_EQ(native.exit_code, 0) << native.err;
  // Enough conflicts: the same answer as the backtracker without limits.
  const auto sat = run_satdoku("solve --engine sat --conflicts 100000", std::string(kHard) + "\n");
  EXPECT_EQ(sat.exit_code, 0) << sat.err;
  EXPECT_EQ(sat.out, native.out);
  EXPECT_EQ(sat.out.size(), 82u);
}

TEST(Limits, NodeLimitStopsTheBacktrackerOnly) {
  expect_unknown(run_satdoku("solve --engine backtrack --nodes 1", std::string(kHard) + "\n"));
  const auto sat = run_satdoku("solve --engine sat --nodes 1", std::string(kHard) + "\n");
  EXPECT_EQ(sat.exit_code, 0) << sat.err;
  const auto json =
      run_satdoku("solve --engine backtrack --nodes 10 --format json", std::string(kHard) + "\n");
  EXPECT_EQ(json.exit_code, 3) << json.err;
  EXPECT_NE(json.out.find("\"status\":\"unknown\""), std::string::npos) << json.out;
  EXPECT_NE(json.out.find("\"solution\":null"), std::string::npos) << json.out;
}

TEST(Limits, EveryPuzzleOfABatchGetsItsOwnBudget) {
  // Each puzzle is stopped on its own; a clash (exit 1) loses to unknown
  // (exit 3), and the solvable puzzle is still solved.
  std::string clash = kProblemA;
  clash[1] = '5';
  const std::string input =
      std::string(kHard) + "\n" + kProblemA + "\n" + clash + "\n" + kHard + "\n";
  for (const char* limit : {"--engine sat --conflicts 1", "--engine backtrack --nodes 1"}) {
    SCOPED_TRACE(limit);
    const auto run = run_satdoku(std::string("solve ") + limit, input);
    EXPECT_EQ(run.exit_code, 3) << run.err;
    EXPECT_EQ(run.out, std::string("unknown\n") + kProblemASolution + "\nno solution\nunknown\n");
  }
}

TEST(Limits, CountAndCompareHonourLimits) {
  const auto count = run_satdoku("count --engine sat --conflicts 1", std::string(kHard) + "\n");
  EXPECT_EQ(count.exit_code, 3) << count.err;
  EXPECT_EQ(count.err.find("no solution"), std::string::npos) << count.err;
  const auto nodes = run_satdoku("count --engine backtrack --nodes 1", std::string(kHard) + "\n");
  EXPECT_EQ(nodes.exit_code, 3) << nodes.err;
  const Timed compare = timed("compare --timeout 0.5", empty_line(36));
  EXPECT_EQ(compare.run.exit_code, 3) << compare.run.err;
  EXPECT_LT(compare.seconds, 1.0 + 6.0 * kSlowdown);
}

}  // namespace
}  // namespace satdoku
