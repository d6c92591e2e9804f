// `any` and `count` of the SAT engine, and what one engine object keeps
// between puzzles (its shared solver must never leak one puzzle into the
// next).
#include <gtest/gtest.h>

#include <random>
#include <string>
#include <vector>

#include "reference.hpp"
#include "sat/sat_tuning.hpp"
#include "sat_test_support.hpp"
#include "satdoku/backtrack.hpp"
#include "satdoku/check.hpp"
#include "satdoku/sat_engine.hpp"

namespace satdoku {
namespace {

using testing::parse_line;
using testing::Reference;
using testing::to_line;

std::vector<SatOptions> configurations() {
  std::vector<SatOptions> out{SatOptions{}};
  for (const Encoding e : {Encoding::minimal, Encoding::reduced}) {
    SatOptions o;
    o.encoding = e;
    out.push_back(o);
  }
  return out;
}

TEST(SatAny, GivesAValidCompletion) {
  auto engine = make_sat_engine();
  for (const std::string& line : testing::shared_lines("serg_benchmark.txt", 30, 301)) {
    const Grid p = parse_line(line);
    const SolveResult r = engine->any(p, {});
    ASSERT_EQ(r.status, Status::solved);
    EXPECT_TRUE(check_solution(p, r.solution)) << check_solution(p, r.solution).reason;
    EXPECT_EQ(r.stats.sat_calls, 1u);
  }
}

TEST(SatAny, UniquePuzzleGivesTheOnlyCompletion) {
  const Grid a = parse_line(testing::kProblemA);
  ASSERT_EQ(Reference::count(a, 2), 1u);
  for (const SatOptions& o : configurations()) {
    const SolveResult r = make_sat_engine(o)->any(a, {});
    ASSERT_EQ(r.status, Status::solved);
    EXPECT_EQ(to_line(r.solution), testing::kProblemASolution);
  }
}

TEST(SatAny, NoCompletionIsProved) {
  Grid p = parse_line(testing::kProblemA);
  p.set(0, 1, 1);  // clashes with r1c1=1
  const SolveResult r = make_sat_engine()->any(p, {});
  EXPECT_EQ(r.status, Status::no_solution);
  EXPECT_EQ(r.core.size(), 2u);
}

// The serg file records each puzzle's number of completions (tdoku).
TEST(SatCount, MatchesTheRecordedCounts) {
  // "ANSWER COUNT" for line i of the set.
  auto count_of = [](std::size_t i) {
    const std::string line = testing::set_line("serg_benchmark_lexmin.txt", i);
    return std::stoull(line.substr(line.find(' ') + 1));
  };
  for (const SatOptions& o : configurations()) {
    auto engine = make_sat_engine(o);
    int checked = 0;
    for (std::size_t i = 0; i < 10000 && checked < 15; i += 7) {
      const std::uint64_t count = count_of(i);
      if (count > 60) continue;  // keep the test fast
      ++checked;
      const Grid p = parse_line(testing::set_line("serg_benchmark.txt", i));
      const CountResult all = engine->count(p, 1000, {});
      EXPECT_EQ(all.status, Status::solved);
      EXPECT_EQ(all.count, count) << engine->name() << " line " << i + 1;
      EXPECT_FALSE(all.capped);
      const CountResult two = engine->count(p, 2, {});
      EXPECT_EQ(two.count, 2u);
      EXPECT_TRUE(two.capped);
    }
    EXPECT_EQ(checked, 15);
  }
}

TEST(SatCount, AgreesWithTheReferenceOnSmallGrids) {
  std::mt19937_64 rng(5);
  for (const Geometry g : {Geometry{2, 2}, Geometry{2, 3}, Geometry{3, 2}, Geometry{2, 4}}) {
    for (int k = 0; k < 8; ++k) {
      Grid p = testing::carve(Reference::random_full(g, rng), 0.3 + 0.05 * k, rng);
      if (k % 4 == 3) p = testing::perturb(p, rng);
      const std::uint64_t expected = Reference::count(p, 200);
      for (const SatOptions& o : configurations()) {
        const CountResult r = make_sat_engine(o)->count(p, 200, {});
        EXPECT_EQ(r.status, Status::solved);
        EXPECT_EQ(r.count, expected) << g.name() << " " << to_line(p);
        EXPECT_EQ(r.capped, expected == 200) << to_line(p);
      }
    }
  }
}

TEST(SatCount, EmptyFourByFourHas288Completions) {
  const CountResult r = make_sat_engine()->count(Grid(Geometry{2, 2}), 1000, {});
  EXPECT_EQ(r.count, 288u);
  EXPECT_FALSE(r.capped);
}

TEST(SatCount, CompleteGridCountsOnce) {
  // Reaching the limit reads "at least" (engine.hpp), as in the native engine.
  const CountResult at_limit =
      make_sat_engine()->count(parse_line(testing::kProblemASolution), 1, {});
  EXPECT_EQ(at_limit.status, Status::solved);
  EXPECT_EQ(at_limit.count, 1u);
  EXPECT_TRUE(at_limit.capped);
  const CountResult r = make_sat_engine()->count(parse_line(testing::kProblemASolution), 2, {});
  EXPECT_EQ(r.status, Status::solved);
  EXPECT_EQ(r.count, 1u);
  EXPECT_FALSE(r.capped);
}

// One engine, many puzzles, interleaved calls: every answer must equal the
// answer of a fresh engine.
TEST(SatEngineState, SharedSolverKeepsPuzzlesApart) {
  const auto puzzles = testing::shared_lines("serg_benchmark.txt", 6, 1001);
  const auto answers = testing::shared_lines("serg_benchmark_lexmin.txt", 6, 1001);
  auto engine = make_sat_engine();
  for (int round = 0; round < 2; ++round)
    for (std::size_t i = 0; i < puzzles.size(); ++i) {
      const Grid p = parse_line(puzzles[i]);
      EXPECT_EQ(engine->count(p, 3, {}).count, 3u);
      const SolveResult r = engine->smallest(p, {});
      EXPECT_EQ(to_line(r.solution), answers[i]);
      EXPECT_TRUE(check_solution(p, engine->any(p, {}).solution));
    }
  // A different size in between, then back.
  const SolveResult small = engine->smallest(Grid(Geometry{2, 3}), {});
  EXPECT_EQ(small.solution, *Reference::smallest(Grid(Geometry{2, 3})));
  EXPECT_EQ(to_line(engine->smallest(parse_line(puzzles[0]), {}).solution), answers[0]);
}

TEST(SatEngineState, ValueAboveTheSideIsItsOwnCore) {
  Grid p(Geometry{2, 2});
  p.set(5, 7);
  const SolveResult r = make_sat_engine()->smallest(p, {});
  EXPECT_EQ(r.status, Status::no_solution);
  ASSERT_EQ(r.core.size(), 1u);
  EXPECT_EQ(r.core[0], (Given{5, 7}));
  EXPECT_EQ(make_sat_engine()->count(p, 5, {}).count, 0u);
}

TEST(SatEngineState, UnsupportedGeometryThrows) {
  EXPECT_THROW(make_sat_engine()->smallest(Grid(Geometry{1, 1}), {}), std::invalid_argument);
}

}  // namespace
}  // namespace satdoku

namespace satdoku {
namespace {

// Counting splits a cube after count_cube_cap models and rebuilds the solver
// after count_rebuild_after retired clauses (issue 14 row 8: a clause per
// model held 770 MB at a million models). With tiny caps both happen many
// times on a puzzle of 835 completions; the counts must not change. The
// reference is the native engine, which shares no code with this.
TEST(SatCount, SplittingAndRebuildingKeepTheCountExact) {
  const Grid puzzle = testing::parse_line(
      "103000009002009400000004000300002006000000050700003000000401000009205800804000107");
  auto native = make_backtrack_engine();
  const CountResult expected = native->count(puzzle, 100000, {});
  ASSERT_EQ(expected.status, Status::solved);
  ASSERT_GT(expected.count, 100u);
  for (const Encoding encoding : {Encoding::extended, Encoding::reduced}) {
    SatOptions options;
    options.encoding = encoding;
    SatTuning small;
    small.count_cube_cap = 48;
    small.count_rebuild_after = 200;
    auto engine = make_sat_engine(options, small);
    const CountResult all = engine->count(puzzle, 100000, {});
    EXPECT_EQ(all.status, Status::solved);
    EXPECT_EQ(all.count, expected.count);
    EXPECT_FALSE(all.capped);
    const CountResult capped = engine->count(puzzle, 300, {});
    EXPECT_EQ(capped.count, 300u);
    EXPECT_TRUE(capped.capped);
    // The engine still answers the next puzzle right (the shared solver was
    // rebuilt under it).
    const CountResult again = engine->count(puzzle, 100000, {});
    EXPECT_EQ(again.count, expected.count);
  }
}

}  // namespace
}  // namespace satdoku
