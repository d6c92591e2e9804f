// Limits give Status::unknown (never no_solution); clashing givens give
// no_solution at once; unsupported grids are refused.
#include <gtest/gtest.h>

#include <chrono>
#include <fstream>
#include <stdexcept>
#include <string>

#include "native_support.hpp"
#include "satdoku/backtrack.hpp"

namespace satdoku::testing {
namespace {

Grid first_puzzle(const std::string& file) {
  return *parse_line(read_lines(file, 1)[0]);
}

TEST(Limits, NodeLimitGivesUnknown) {
  const Limits one_node{.nodes = 1};
  for (const char* file : {"forum_hardest_1106.txt", "16x16_tcgaryau13_multisol.txt"}) {
    SCOPED_TRACE(file);
    const Grid puzzle = first_puzzle(file);
    auto engine = make_backtrack_engine();
    const SolveResult s = engine->smallest(puzzle, one_node);
    EXPECT_EQ(s.status, Status::unknown);
    EXPECT_GE(s.stats.nodes, 1u);
    EXPECT_EQ(engine->any(puzzle, one_node).status, Status::unknown);
    EXPECT_EQ(engine->count(puzzle, 2, one_node).status, Status::unknown);
    // The same engine answers once the limit is lifted.
    EXPECT_EQ(engine->smallest(puzzle, {}).status, Status::solved);
  }
}

TEST(Limits, NodeLimitOnUnsolvablePuzzleIsNotNoSolution) {
  // Unsolvable, but only search can tell: two givens away from a valid
  // puzzle, no clash among them.
  Grid puzzle = first_puzzle("forum_hardest_1106.txt");
  auto engine = make_backtrack_engine();
  const Grid answer = engine->smallest(puzzle, {}).solution;
  int changed = 0;
  for (int cell = 0; cell < puzzle.cells() && changed == 0; ++cell) {
    if (puzzle.at(cell) != 0) continue;
    for (int d = 1; d <= 9; ++d) {
      if (d == answer.at(cell)) continue;
      Grid p = puzzle;
      p.set(cell, d);
      if (engine->any(p, {}).status == Status::no_solution &&
          engine->any(p, {.nodes = 1}).status == Status::unknown) {
        puzzle = p;
        changed = 1;
        break;
      }
    }
  }
  ASSERT_EQ(changed, 1) << "no unsolvable variant needing search was found";
  EXPECT_EQ(engine->smallest(puzzle, {.nodes = 1}).status, Status::unknown);
  EXPECT_EQ(engine->smallest(puzzle, {}).status, Status::no_solution);
}

TEST(Limits, TimeLimitGivesUnknownPromptly) {
  // Eleven rows whose 1 can only go in the same ten columns: no solution, and
  // minutes of search to show it (propagation sees no unit without a place).
  std::ifstream in(std::string(SATDOKU_TEST_DATA) + "/data/pigeonhole_25x25.txt");
  std::string line;
  ASSERT_TRUE(std::getline(in, line));
  const Grid puzzle = *parse_line(line);
  auto engine = make_backtrack_engine();
  const auto start = std::chrono::steady_clock::now();
  const SolveResult r = engine->smallest(puzzle, {.seconds = 0.2});
  const double took =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  EXPECT_EQ(r.status, Status::unknown);
  EXPECT_LT(took, 5.0);
  EXPECT_GT(r.stats.nodes, 0u);
}

TEST(Limits, ClashingGivensGiveNoSolutionWithoutSearch) {
  struct Clash {
    Geometry geometry;
    int a, b;  // two cells given the same digit
  };
  // Same row, same column, same box (not sharing a line), for the 9x9 solver
  // and the generic one.
  for (const Clash& c :
       {Clash{{3, 3}, 0, 8}, Clash{{3, 3}, 4, 76}, Clash{{3, 3}, 0, 20}, Clash{{2, 2}, 0, 3},
        Clash{{2, 3}, 1, 31}, Clash{{2, 3}, 0, 8}, Clash{{4, 4}, 17, 34}, Clash{{5, 5}, 0, 624}}) {
    for (bool specialise : {true, false}) {
      SCOPED_TRACE(c.geometry.name() + " " + std::to_string(c.a) + " " + std::to_string(c.b));
      Grid puzzle(c.geometry);
      puzzle.set(c.a, 2);
      puzzle.set(c.b, 2);
      if (c.a == 0 && c.b == 624) puzzle.set(c.b, 0), puzzle.set(24, 2);  // 25x25: row clash
      auto engine = make_backtrack_engine({.specialise_9x9 = specialise});
      const SolveResult s = engine->smallest(puzzle, {});
      EXPECT_EQ(s.status, Status::no_solution);
      EXPECT_EQ(s.stats.nodes, 0u);
      EXPECT_EQ(engine->any(puzzle, {}).status, Status::no_solution);
      const CountResult n = engine->count(puzzle, 10, {});
      EXPECT_EQ(n.status, Status::solved);  // exactly zero completions
      EXPECT_EQ(n.count, 0u);
      EXPECT_FALSE(n.capped);
    }
  }
}

TEST(Limits, ValueOutOfRangeGivesNoSolution) {
  Grid puzzle(Geometry{2, 2});
  puzzle.set(5, 7);
  EXPECT_EQ(make_backtrack_engine()->smallest(puzzle, {}).status, Status::no_solution);
}

TEST(Limits, UnsupportedGeometryIsRefused) {
  const Grid odd(Geometry{1, 3});
  EXPECT_THROW(make_backtrack_engine()->smallest(odd, {}), std::invalid_argument);
}

}  // namespace
}  // namespace satdoku::testing
