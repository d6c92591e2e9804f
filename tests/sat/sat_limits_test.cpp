// Limits: running out of conflicts or time gives Status::unknown, never a
// wrong "no solution", and leaves the engine usable.
#include <gtest/gtest.h>

#include <chrono>
#include <string>

#include "sat_test_support.hpp"
#include "satdoku/check.hpp"
#include "satdoku/sat_engine.hpp"

namespace satdoku {
namespace {

using testing::parse_line;

// Hardest-list puzzles that need real search (checked, not assumed).
std::vector<Grid> hard_puzzles() {
  std::vector<Grid> out;
  for (const std::string& line : testing::shared_lines("forum_hardest_1106.txt", 375)) {
    const Grid p = parse_line(line);
    if (make_sat_engine()->smallest(p, {}).stats.conflicts >= 40) out.push_back(p);
    if (out.size() == 4) break;
  }
  return out;
}

TEST(SatLimits, ConflictBudgetGivesUnknown) {
  const auto puzzles = hard_puzzles();
  ASSERT_EQ(puzzles.size(), 4u);
  for (const Grid& p : puzzles) {
    auto engine = make_sat_engine();
    const SolveResult r = engine->smallest(p, {.conflicts = 3});
    EXPECT_EQ(r.status, Status::unknown);
    // CaDiCaL checks its conflict limit only after a propagation without
    // conflict, so a run of back-to-back conflicts overshoots it (the
    // lex-first solver's fixed order has such runs: 5 and 6 seen); the
    // puzzles need 40 or more, so this still shows the limit stopped them.
    EXPECT_LE(r.stats.conflicts, 3u + 7u);
    EXPECT_EQ(engine->any(p, {.conflicts = 3}).status, Status::unknown);
    EXPECT_EQ(engine->count(p, 2, {.conflicts = 3}).status, Status::unknown);
    // The same engine then answers in full.
    const SolveResult full = engine->smallest(p, {});
    ASSERT_EQ(full.status, Status::solved);
    EXPECT_TRUE(check_solution(p, full.solution));
  }
}

TEST(SatLimits, ReducedEncodingHonoursTheBudgetToo) {
  SatOptions o;
  o.encoding = Encoding::reduced;
  const auto puzzles = hard_puzzles();
  ASSERT_FALSE(puzzles.empty());
  EXPECT_EQ(make_sat_engine(o)->smallest(puzzles[0], {.conflicts = 2}).status, Status::unknown);
}

TEST(SatLimits, SpentDeadlineGivesUnknownAtOnce) {
  const Grid a = parse_line(testing::kProblemA);
  const SolveResult r = make_sat_engine()->smallest(a, {.seconds = 1e-9});
  EXPECT_EQ(r.status, Status::unknown);
  EXPECT_EQ(r.stats.sat_calls, 0u);
}

// The slowest 25x25 of the many-completion set (about 0.8 s for the default
// engine, several seconds for the shared solver); 50 ms must stop it.
TEST(SatLimits, TimeLimitStopsALongSearch) {
  const auto lines = testing::shared_lines("25x25_multisol14.txt", 8);
  ASSERT_EQ(lines.size(), 8u);
  const Grid p = parse_line(lines[7]);
  for (const bool adaptive : {true, false}) {
    SatOptions o;
    o.adaptive = adaptive;
    const auto start = std::chrono::steady_clock::now();
    const SolveResult r = make_sat_engine(o)->smallest(p, {.seconds = 0.05});
    const double took =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    EXPECT_EQ(r.status, Status::unknown);
    EXPECT_LT(took, adaptive ? 3.0 : 10.0);  // encoding included; sanitizers are slow
  }
}

// A run stopped by a limit (here in the middle of the lex-min method, on
// the shared solver) must leave nothing behind: these 17-clue pairs once
// made the next puzzle "unsolvable" through a stale constraint.
TEST(SatLimits, StoppedRunLeavesTheSharedSolverClean) {
  const auto lines = testing::shared_lines("17clue.txt", 400);
  ASSERT_EQ(lines.size(), 400u);
  for (const Encoding encoding : {Encoding::extended, Encoding::minimal}) {
    SatOptions o;
    o.encoding = encoding;
    auto engine = make_sat_engine(o);
    for (std::size_t i = 0; i + 1 < lines.size(); i += 2) {
      engine->smallest(parse_line(lines[i]), {.conflicts = 4});
      const Grid next = parse_line(lines[i + 1]);
      const SolveResult r = engine->smallest(next, {});
      ASSERT_EQ(r.status, Status::solved) << "line " << i + 2;
      ASSERT_TRUE(check_solution(next, r.solution));
    }
  }
}

// An unsolvable puzzle whose refutation needs search: a limit must give
// unknown, not no_solution.
TEST(SatLimits, UnsolvablePuzzleUnderALimitIsUnknown) {
  const auto puzzles = hard_puzzles();
  ASSERT_FALSE(puzzles.empty());
  auto engine = make_sat_engine();
  int checked = 0;
  for (const Grid& hard : puzzles) {
    const Grid solution = engine->smallest(hard, {}).solution;
    for (int cell = 0; cell < hard.cells(); ++cell) {
      if (hard.at(cell) != 0) continue;
      Grid p = hard;
      p.set(cell, solution.at(cell) % 9 + 1);
      if (!find_clashes(p).empty()) continue;
      const SolveResult full = make_sat_engine()->smallest(p, {});
      ASSERT_EQ(full.status, Status::no_solution);
      if (full.stats.conflicts < 10) continue;  // propagation alone refutes it
      EXPECT_EQ(make_sat_engine()->smallest(p, {.conflicts = 2}).status, Status::unknown);
      EXPECT_EQ(make_sat_engine()->any(p, {.conflicts = 2}).status, Status::unknown);
      ++checked;
      break;
    }
  }
  EXPECT_GE(checked, 1);
}

}  // namespace
}  // namespace satdoku
