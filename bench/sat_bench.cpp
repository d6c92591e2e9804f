// SAT engine benchmarks: time per puzzle of the lexicographically smallest
// completion on the shared data sets, with mean SAT calls and conflicts per
// puzzle, plus the measurements behind the engine's choices (a solver shared
// by a batch versus one per puzzle; pairwise versus sequential at-most-one).
//
// Each benchmark solves every puzzle of its set exactly once (one iteration
// per puzzle), so "Time" is the mean per puzzle. Run by hand, e.g.
//   build-sat/bench/bench_sat --benchmark_filter='smallest/(17clue|top1465)'
#include <benchmark/benchmark.h>

#include <fstream>
#include <memory>
#include <random>
#include <stdexcept>
#include <string>
#include <vector>

#include "sat/lexmin.hpp"
#include "sat/sat_backend.hpp"
#include "satdoku/check.hpp"
#include "satdoku/encoder.hpp"
#include "satdoku/sat_engine.hpp"

namespace {

using namespace satdoku;

int value_of_symbol(char ch) {
  if (ch >= '1' && ch <= '9') return ch - '0';
  if (ch >= 'A' && ch <= 'Z') return ch - 'A' + 10;
  return 0;  // '.' or '0'
}

// Line-form puzzles (anything after the grid's symbols is ignored).
std::vector<Grid> load(const std::string& file, std::size_t limit) {
  std::vector<Grid> out;
  std::ifstream in(std::string(SATDOKU_DATA_DIR) + "/" + file);
  if (!in) throw std::runtime_error("cannot read " + std::string(SATDOKU_DATA_DIR) + "/" + file);
  std::string line;
  while (out.size() < limit && std::getline(in, line)) {
    line = line.substr(0, line.find(' '));
    int side = 1;
    while (side * side < static_cast<int>(line.size())) ++side;
    const auto geometry = Geometry::square(side);
    if (!geometry || side * side != static_cast<int>(line.size())) continue;
    Grid g(*geometry);
    for (int i = 0; i < g.cells(); ++i) g.set(i, value_of_symbol(line[i]));
    out.push_back(g);
  }
  return out;
}

// Random n^2 x n^2 puzzles (no large public set of 36x36 exists): a few
// random non-clashing values on an empty grid, completed by the engine's
// `any`, then each cell kept with probability `keep`.
std::vector<Grid> generated(int n, double keep, int count, std::uint64_t seed) {
  std::mt19937_64 rng(seed);
  const int side = n * n;
  auto engine = make_sat_engine();
  std::vector<Grid> out;
  while (static_cast<int>(out.size()) < count) {
    Grid seeds(*Geometry::square(side));
    std::uniform_int_distribution<int> cell(0, seeds.cells() - 1), value(1, side);
    for (int k = 0; k < 2 * side; ++k) {
      const int c = cell(rng), v = value(rng);
      if (seeds.at(c) != 0) continue;
      seeds.set(c, v);
      if (!find_clashes(seeds).empty()) seeds.set(c, 0);
    }
    const SolveResult full = engine->any(seeds, {.seconds = 20});
    if (full.status != Status::solved) continue;
    Grid g = full.solution;
    std::bernoulli_distribution keep_it(keep);
    for (int i = 0; i < g.cells(); ++i)
      if (!keep_it(rng)) g.set(i, 0);
    out.push_back(g);
  }
  return out;
}

struct Totals {
  std::uint64_t calls = 0, conflicts = 0, puzzles = 0;
  void report(benchmark::State& state) const {
    const double n = static_cast<double>(puzzles ? puzzles : 1);
    state.counters["sat_calls"] = static_cast<double>(calls) / n;
    state.counters["conflicts"] = static_cast<double>(conflicts) / n;
  }
};

void check_answer(benchmark::State& state, const Grid& puzzle, const SolveResult& r) {
  if (r.status != Status::solved || !check_solution(puzzle, r.solution))
    state.SkipWithError("wrong answer");
}

// The engine as users get it.
void engine_smallest(benchmark::State& state, const std::vector<Grid>* puzzles,
                     SatOptions options) {
  auto engine = make_sat_engine(options);
  Totals t;
  std::size_t i = 0;
  for (auto _ : state) {
    const Grid& p = (*puzzles)[i++ % puzzles->size()];
    const SolveResult r = engine->smallest(p, {});
    check_answer(state, p, r);
    t.calls += r.stats.sat_calls;
    t.conflicts += r.stats.conflicts;
    ++t.puzzles;
  }
  t.report(state);
}

// For comparison: a new solver per puzzle holding the puzzle's plain
// extended formula with its givens as units (what the shared solver avoids).
void fresh_extended(benchmark::State& state, const std::vector<Grid>* puzzles) {
  Totals t;
  std::size_t i = 0;
  for (auto _ : state) {
    const Grid& p = (*puzzles)[i++ % puzzles->size()];
    SatBackend solver;
    const Encoded e = encode(p, {Encoding::extended, AtMostOne::pairwise, true, false}, solver);
    LexMinSetup setup;
    setup.map = &e.map;
    setup.start = &p;
    const LexMinResult r = lex_min(solver, setup);
    if (r.status != Status::solved || !check_solution(p, r.solution))
      state.SkipWithError("wrong answer");
    t.calls += solver.solve_calls();
    t.conflicts += solver.conflicts();
    ++t.puzzles;
  }
  t.report(state);
}

struct Set {
  const char* name;
  std::vector<Grid> puzzles;
  benchmark::TimeUnit unit;
};

}  // namespace

int main(int argc, char** argv) {
  benchmark::Initialize(&argc, argv);
  // Kept alive for the whole run: the benchmarks hold pointers into it.
  static std::vector<Set> sets;
  sets.push_back({"17clue", load("17clue.txt", 3000), benchmark::kMicrosecond});
  sets.push_back({"top1465", load("top1465.txt", 1465), benchmark::kMicrosecond});
  sets.push_back({"hardest1106", load("forum_hardest_1106.txt", 375), benchmark::kMicrosecond});
  sets.push_back({"serg", load("serg_benchmark.txt", 2000), benchmark::kMicrosecond});
  sets.push_back({"16x16_vu", load("16x16_vu_kr100.txt", 100), benchmark::kMillisecond});
  sets.push_back({"16x16_goomii", load("16x16_goomii3000.txt", 300), benchmark::kMillisecond});
  sets.push_back(
      {"16x16_multisol", load("16x16_tcgaryau13_multisol.txt", 13), benchmark::kMillisecond});
  sets.push_back({"25x25_unique", load("25x25_unique6.txt", 6), benchmark::kMillisecond});
  sets.push_back({"25x25_multisol", load("25x25_multisol14.txt", 14), benchmark::kMillisecond});
  sets.push_back({"25x25_gen45", generated(5, 0.45, 4, 45), benchmark::kMillisecond});
  sets.push_back({"36x36_gen55", generated(6, 0.55, 3, 55), benchmark::kMillisecond});

  for (const Set& set : sets) {
    if (set.puzzles.empty()) continue;
    const auto n = static_cast<benchmark::IterationCount>(set.puzzles.size());
    const bool nine = set.puzzles.front().side() == 9;
    const bool large = set.puzzles.front().side() >= 25;
    benchmark::RegisterBenchmark((std::string("smallest/") + set.name).c_str(), engine_smallest,
                                 &set.puzzles, SatOptions{})
        ->Unit(set.unit)
        ->Iterations(n);
    // Shared solver against one solver per puzzle: on 9x9 the default is
    // shared; above it the default is the own reduced solver.
    SatOptions other;
    if (nine) {
      other.encoding = Encoding::reduced;
    } else {
      other.adaptive = false;
    }
    benchmark::RegisterBenchmark(
        (std::string(nine ? "own_reduced/" : "shared_extended/") + set.name).c_str(),
        engine_smallest, &set.puzzles, other)
        ->Unit(set.unit)
        ->Iterations(n);
    if (nine)
      benchmark::RegisterBenchmark((std::string("fresh_extended/") + set.name).c_str(),
                                   fresh_extended, &set.puzzles)
          ->Unit(set.unit)
          ->Iterations(std::min<benchmark::IterationCount>(n, 300));
    if (large)
      for (const bool adaptive : {true, false})
        for (const AtMostOne amo : {AtMostOne::pairwise, AtMostOne::sequential}) {
          SatOptions o;
          o.at_most_one = amo;
          o.adaptive = adaptive;
          const std::string name =
              std::string(amo == AtMostOne::pairwise ? "amo_pairwise" : "amo_sequential") +
              (adaptive ? "/" : "_shared/") + set.name;
          benchmark::RegisterBenchmark(name.c_str(), engine_smallest, &set.puzzles, o)
              ->Unit(set.unit)
              ->Iterations(n);
        }
  }
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
