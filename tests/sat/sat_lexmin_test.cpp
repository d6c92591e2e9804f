// The SAT engine's smallest completion against independent answers: the
// published problem A sample, the serg benchmark's enumerated minima, the
// slow reference, and the native engine.
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

// Every way the engine can be set up: the default, each encoding as named.
std::vector<SatOptions> all_configurations() {
  std::vector<SatOptions> out{SatOptions{}};
  for (const Encoding e :
       {Encoding::minimal, Encoding::efficient, Encoding::extended, Encoding::reduced}) {
    SatOptions o;
    o.encoding = e;
    o.adaptive = false;
    out.push_back(o);
  }
  return out;
}

TEST(SatLexMin, ProblemASampleInEveryConfiguration) {
  const Grid a = parse_line(testing::kProblemA);
  for (const SatOptions& o : all_configurations()) {
    auto engine = make_sat_engine(o);
    const SolveResult r = engine->smallest(a, {});
    ASSERT_EQ(r.status, Status::solved) << engine->name();
    EXPECT_EQ(to_line(r.solution), testing::kProblemASolution) << engine->name();
    // Singles decide problem A: the default engine, no solver loaded yet,
    // answers it without one (sat_session.hpp); the named encodings may too,
    // by the pre-solve on bit masks (root_singles.hpp).
    if (o.adaptive) {
      EXPECT_EQ(r.stats.sat_calls, 0u) << engine->name();
    }
  }
}

// The default engine's pre-solve on sparse 9x9 grids (below 3/8 of the
// cells given): singles decide problem A with no solver call; on carved
// grids (one or several completions) and perturbed ones (often none) its
// answers, with or without a call after it, are the native engine's.
TEST(SatLexMin, PreSolveAgreesWithTheNativeEngine) {
  auto sat = make_sat_engine();
  const SolveResult a = sat->smallest(parse_line(testing::kProblemA), {});
  ASSERT_EQ(a.status, Status::solved);
  EXPECT_EQ(to_line(a.solution), testing::kProblemASolution);
  EXPECT_EQ(a.stats.sat_calls, 0u);
  auto native = make_backtrack_engine();
  std::mt19937_64 rng(40);
  int called = 0, uncalled = 0, none = 0;
  for (int k = 0; k < 60; ++k) {
    const Grid full = Reference::random_full(Geometry{3, 3}, rng);
    Grid p = testing::carve(full, 0.24 + 0.02 * (k % 4), rng);
    while (8 * p.givens() >= 3 * p.cells()) p = testing::carve(full, 0.24, rng);
    if (k % 3 == 2) p = testing::perturb(p, rng);
    const SolveResult r = sat->smallest(p, {.seconds = 30});
    const SolveResult b = native->smallest(p, {.seconds = 30});
    ASSERT_EQ(r.status, b.status) << to_line(p);
    (r.stats.sat_calls > 0 ? called : uncalled)++;
    if (r.status == Status::no_solution) ++none;
    if (r.status == Status::solved) {
      EXPECT_TRUE(check_solution(p, r.solution));
      EXPECT_EQ(r.solution, b.solution) << to_line(p);
    }
  }
  // Both ways out of the pre-solve, and grids with no completion, occur.
  EXPECT_GT(called, 0);
  EXPECT_GT(uncalled, 0);
  EXPECT_GT(none, 0);
}

TEST(SatLexMin, EmptyGridStartsAsPublished) {
  const Grid empty(Geometry{3, 3});
  const SolveResult r = make_sat_engine()->smallest(empty, {});
  ASSERT_EQ(r.status, Status::solved);
  EXPECT_EQ(to_line(r.solution).substr(0, 36), "123456789456789123789123456214365897");
  EXPECT_EQ(r.solution, *Reference::smallest(empty));
}

TEST(SatLexMin, UniquePuzzlesTakeAtMostTwoCalls) {
  auto engine = make_sat_engine();
  for (const std::string& line : testing::shared_lines("top1465.txt", 40, 37)) {
    const Grid p = parse_line(line);
    const SolveResult r = engine->smallest(p, {});
    ASSERT_EQ(r.status, Status::solved);
    EXPECT_TRUE(check_solution(p, r.solution));
    EXPECT_LE(r.stats.sat_calls, 2u);
  }
}

// serg_benchmark_lexmin.txt was derived by full enumeration with another
// solver (tdoku); every serg puzzle has 2 or more completions.
// Every 16th of the whole set: 625 puzzles.
TEST(SatLexMin, SergBenchmarkMatchesEnumeratedMinima) {
  for (const char* set : {"serg_benchmark.txt", "serg_benchmark_lexmin.txt"})
    if (testing::full_set(set).empty()) GTEST_SKIP() << testing::needs_full_set(set);
  const auto puzzles = testing::full_set_lines("serg_benchmark.txt", 10000, 16);
  const auto answers = testing::full_set_lines("serg_benchmark_lexmin.txt", 10000, 16);
  ASSERT_EQ(puzzles.size(), 625u);
  ASSERT_EQ(answers.size(), 625u);
  auto engine = make_sat_engine();
  int checked = 0;
  for (std::size_t i = 0; i < puzzles.size(); ++i, ++checked) {
    const Grid p = parse_line(puzzles[i]);
    const SolveResult r = engine->smallest(p, {});
    ASSERT_EQ(r.status, Status::solved) << "line " << 16 * i + 1;
    ASSERT_EQ(to_line(r.solution), answers[i].substr(0, 81)) << "line " << 16 * i + 1;
    ASSERT_TRUE(check_solution(p, r.solution));
  }
  EXPECT_EQ(checked, 625);
}

TEST(SatLexMin, EveryEncodingGivesTheSameAnswer) {
  const auto puzzles = testing::shared_lines("serg_benchmark.txt", 12, 97);
  const auto answers = testing::shared_lines("serg_benchmark_lexmin.txt", 12, 97);
  for (const SatOptions& o : all_configurations()) {
    auto engine = make_sat_engine(o);
    for (std::size_t i = 0; i < puzzles.size(); ++i) {
      const SolveResult r = engine->smallest(parse_line(puzzles[i]), {});
      ASSERT_EQ(r.status, Status::solved);
      EXPECT_EQ(to_line(r.solution), answers[i]) << engine->name() << " #" << i;
    }
  }
}

// Random puzzles of every supported shape we can check with the reference:
// carved from random full grids (often several completions) and perturbed
// (often none). The reference's answer is the truth.
TEST(SatLexMin, AgreesWithTheReferenceOnSmallGrids) {
  std::mt19937_64 rng(2024);
  const std::vector<SatOptions> configurations = all_configurations();
  int unique = 0, multiple = 0, none = 0;
  for (const Geometry g : {Geometry{2, 2}, Geometry{2, 3}, Geometry{3, 2}, Geometry{2, 4},
                           Geometry{4, 2}, Geometry{3, 3}}) {
    const double lowest_keep = g.side() == 9 ? 0.45 : 0.25;
    for (int k = 0; k < 12; ++k) {
      const Grid full = Reference::random_full(g, rng);
      const double keep = lowest_keep + 0.05 * (k % 6);
      Grid p = testing::carve(full, keep, rng);
      if (k % 3 == 2) p = testing::perturb(p, rng);
      const auto expected = Reference::smallest(p);
      const std::uint64_t completions = Reference::count(p, 2);
      (completions == 0 ? none : completions == 1 ? unique : multiple)++;
      for (const SatOptions& o : configurations) {
        auto engine = make_sat_engine(o);
        const SolveResult r = engine->smallest(p, {});
        if (!expected) {
          EXPECT_EQ(r.status, Status::no_solution) << g.name() << " " << to_line(p);
        } else {
          ASSERT_EQ(r.status, Status::solved) << g.name() << " " << to_line(p);
          EXPECT_EQ(r.solution, *expected) << engine->name() << " " << to_line(p);
        }
      }
    }
  }
  // The mix really covers the three cases.
  EXPECT_GT(unique, 0);
  EXPECT_GT(multiple, 0);
  EXPECT_GT(none, 0);
}

// Larger shapes, where the reference is too slow: the native engine, which
// shares no code with this one, is the second opinion.
TEST(SatLexMin, AgreesWithTheNativeEngineOnLargerGrids) {
  std::mt19937_64 rng(99);
  auto sat = make_sat_engine();
  auto native = make_backtrack_engine();
  for (const Geometry g : {Geometry{3, 3}, Geometry{3, 4}, Geometry{4, 3}, Geometry{4, 4}}) {
    // Complete grids from the native engine on a few random seeds.
    for (int k = 0; k < 6; ++k) {
      Grid seeds(g);
      std::uniform_int_distribution<int> cell(0, seeds.cells() - 1), value(1, g.side());
      for (int t = 0; t < g.side(); ++t) {
        const int c = cell(rng);
        seeds.set(c, value(rng));
        if (!find_clashes(seeds).empty()) seeds.set(c, 0);
      }
      const SolveResult full = native->any(seeds, {.seconds = 10});
      ASSERT_EQ(full.status, Status::solved);
      Grid p = testing::carve(full.solution, 0.55 + 0.05 * (k % 3), rng);
      if (k % 3 == 2) p = testing::perturb(p, rng);
      const SolveResult a = sat->smallest(p, {.seconds = 30});
      const SolveResult b = native->smallest(p, {.seconds = 30});
      ASSERT_NE(a.status, Status::unknown) << to_line(p);
      ASSERT_EQ(a.status, b.status) << g.name() << " " << to_line(p);
      if (a.status == Status::solved) {
        EXPECT_TRUE(check_solution(p, a.solution));
        EXPECT_EQ(a.solution, b.solution) << g.name() << " " << to_line(p);
      }
    }
  }
}

TEST(SatLexMin, TwentyFiveByTwentyFiveMatchesTheNativeEngine) {
  const auto lines = testing::shared_lines("25x25_unique6.txt", 6);
  ASSERT_EQ(lines.size(), 6u);
  const Grid p = parse_line(lines[5]);  // the easy patterned grid
  const SolveResult a = make_sat_engine()->smallest(p, {.seconds = 30});
  const SolveResult b = make_backtrack_engine()->smallest(p, {.seconds = 30});
  ASSERT_EQ(a.status, Status::solved);
  ASSERT_EQ(b.status, Status::solved);
  EXPECT_TRUE(check_solution(p, a.solution));
  EXPECT_EQ(a.solution, b.solution);
}

// The public 16x16 set whose puzzles all have several completions, and the
// native engine as the second opinion, for both ways the SAT engine gets a
// large grid's answer: the lex-first search (one call), and, when it runs
// past its cap (here: at once), the lex-min questions with CaDiCaL's own
// heuristics (uniqueness probe, then greedy runs of cells).
TEST(SatLexMin, ManySolutionSixteenBySixteenSetMatchesTheNativeEngine) {
  const auto lines = testing::shared_lines("16x16_tcgaryau13_multisol.txt", 13);
  ASSERT_EQ(lines.size(), 13u);
  SatTuning capped;
  capped.lex_first_cap = 1;
  auto lex_first = make_sat_engine();
  auto fallback = make_sat_engine({}, capped);
  auto native = make_backtrack_engine();
  int fell_back = 0;
  for (const std::string& line : lines) {
    const Grid p = parse_line(line);
    ASSERT_EQ(make_sat_engine()->count(p, 2, {.seconds = 30}).count, 2u) << line;
    const SolveResult b = native->smallest(p, {.seconds = 30});
    ASSERT_EQ(b.status, Status::solved) << line;
    for (Engine* sat : {lex_first.get(), fallback.get()}) {
      const SolveResult a = sat->smallest(p, {.seconds = 30});
      ASSERT_EQ(a.status, Status::solved) << line;
      EXPECT_TRUE(check_solution(p, a.solution)) << line;
      EXPECT_EQ(a.solution, b.solution) << line;
      if (sat == fallback.get() && a.stats.sat_calls > 2) ++fell_back;
    }
  }
  EXPECT_GT(fell_back, 0);  // the capped engine did take the second way
}

TEST(SatLexMin, CompleteGridIsItsOwnAnswer) {
  const Grid full = parse_line(testing::kProblemASolution);
  for (const SatOptions& o : all_configurations()) {
    const SolveResult r = make_sat_engine(o)->smallest(full, {});
    ASSERT_EQ(r.status, Status::solved);
    EXPECT_EQ(r.solution, full);
  }
}

TEST(SatLexMin, NamesAndVersion) {
  EXPECT_EQ(make_sat_engine()->name(), "sat");
  SatOptions o;
  o.encoding = Encoding::minimal;
  EXPECT_EQ(make_sat_engine(o)->name(), "sat/minimal");
  o.encoding = Encoding::extended;
  o.adaptive = false;
  EXPECT_EQ(make_sat_engine(o)->name(), "sat/extended");
  EXPECT_EQ(cadical_version(), "sc2021");
}

}  // namespace
}  // namespace satdoku
