// Hand-checked samples from docs/problem.md, empty grids against the
// reference, and full grids.
#include <gtest/gtest.h>

#include "native_support.hpp"
#include "reference.hpp"
#include "satdoku/backtrack.hpp"
#include "satdoku/check.hpp"

namespace satdoku::testing {
namespace {

Grid rows_to_grid(const std::vector<std::string>& rows) {
  std::string line;
  for (const auto& r : rows) line += r;
  return *parse_line(line, Geometry{3, 3});
}

TEST(Samples, ProblemAGivesTheHandCheckedAnswer) {
  const Grid puzzle = rows_to_grid({"103000509", "002109400", "000704000", "300502006", "060000050",
                                    "700803004", "000401000", "009205800", "804000107"});
  const Grid answer = rows_to_grid({"143628579", "572139468", "986754231", "391542786", "468917352",
                                    "725863914", "237481695", "619275843", "854396127"});
  for (bool specialise : {true, false}) {
    auto engine = make_backtrack_engine({.specialise_9x9 = specialise});
    const SolveResult r = engine->smallest(puzzle, {});
    ASSERT_EQ(r.status, Status::solved);
    EXPECT_EQ(r.solution, answer);
  }
}

TEST(Samples, ProblemBIsCompleted) {
  const Grid puzzle = rows_to_grid({"035469278", "782105609", "060278135", "321046897", "804913506",
                                    "596820413", "917652080", "603701952", "258394760"});
  const Grid shown = rows_to_grid({"135469278", "782135649", "469278135", "321546897", "874913526",
                                   "596827413", "917652384", "643781952", "258394761"});
  auto engine = make_backtrack_engine();
  const SolveResult r = engine->smallest(puzzle, {});
  ASSERT_EQ(r.status, Status::solved);
  EXPECT_TRUE(check_solution(puzzle, r.solution));
  EXPECT_EQ(r.solution, shown);  // the puzzle has one completion, the one shown
}

TEST(Samples, EmptyNineByNineStartsAsDocumented) {
  const Grid empty(Geometry{3, 3});
  for (bool specialise : {true, false}) {
    auto engine = make_backtrack_engine({.specialise_9x9 = specialise});
    const SolveResult r = engine->smallest(empty, {});
    ASSERT_EQ(r.status, Status::solved);
    EXPECT_TRUE(check_solution(empty, r.solution));
    EXPECT_EQ(to_line(r.solution).substr(0, 36), "123456789456789123789123456214365897");
    EXPECT_EQ(r.solution, *Reference::smallest(empty));
  }
}

TEST(Samples, EmptyGridsMatchTheReference) {
  for (Geometry g : {Geometry{2, 2}, Geometry{2, 3}, Geometry{3, 2}, Geometry{2, 4}, Geometry{4, 2},
                     Geometry{2, 5}, Geometry{3, 4}}) {
    SCOPED_TRACE(g.name());
    const Grid empty(g);
    auto engine = make_backtrack_engine();
    const SolveResult r = engine->smallest(empty, {});
    ASSERT_EQ(r.status, Status::solved);
    EXPECT_TRUE(check_solution(empty, r.solution));
    EXPECT_EQ(r.solution, *Reference::smallest(empty));
    const CountResult c = engine->count(empty, 3, {});
    EXPECT_EQ(c.count, 3u);
    EXPECT_TRUE(c.capped);
  }
}

TEST(Samples, LargeEmptyGridsAreCompleted) {
  for (Geometry g : {Geometry{4, 4}, Geometry{3, 5}, Geometry{5, 5}, Geometry{4, 8}, Geometry{5, 6},
                     Geometry{6, 6}}) {
    SCOPED_TRACE(g.name());
    const Grid empty(g);
    auto engine = make_backtrack_engine();
    const SolveResult r = engine->any(empty, {});
    ASSERT_EQ(r.status, Status::solved);
    EXPECT_TRUE(check_solution(empty, r.solution));
  }
}

TEST(Samples, FullGridIsItsOwnAnswer) {
  std::mt19937_64 rng(7);
  for (Geometry g : {Geometry{3, 3}, Geometry{2, 3}, Geometry{4, 4}}) {
    const Grid full = Reference::random_full(g, rng);
    for (bool specialise : {true, false}) {
      auto engine = make_backtrack_engine({.specialise_9x9 = specialise});
      const SolveResult r = engine->smallest(full, {});
      ASSERT_EQ(r.status, Status::solved);
      EXPECT_EQ(r.solution, full);
      // Reaching the limit reads "at least": a limit of 1 is reached...
      const CountResult c1 = engine->count(full, 1, {});
      EXPECT_EQ(c1.status, Status::solved);
      EXPECT_EQ(c1.count, 1u);
      EXPECT_TRUE(c1.capped);
      // ...and a limit of 2 proves the full grid is the only completion.
      const CountResult c = engine->count(full, 2, {});
      EXPECT_EQ(c.status, Status::solved);
      EXPECT_EQ(c.count, 1u);
      EXPECT_FALSE(c.capped);
    }
  }
}

TEST(Samples, OneEngineServesSeveralGeometriesInTurn) {
  auto engine = make_backtrack_engine();
  std::mt19937_64 rng(11);
  for (int round = 0; round < 3; ++round)
    for (Geometry g : {Geometry{3, 3}, Geometry{2, 2}, Geometry{2, 3}, Geometry{3, 3}}) {
      const Grid puzzle = carve(Reference::random_full(g, rng), 0.5, rng);
      const SolveResult r = engine->smallest(puzzle, {});
      ASSERT_EQ(r.status, Status::solved);
      EXPECT_EQ(r.solution, *Reference::smallest(puzzle));
    }
}

}  // namespace
}  // namespace satdoku::testing
