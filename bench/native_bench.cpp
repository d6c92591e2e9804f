// Speed of the native engine's lex-min answer on the shared puzzle sets.
// Each iteration answers every puzzle of a set once (so the mean is over the
// whole set, hard and easy alike); counters give the mean microseconds and
// search nodes per puzzle.
//
//   bench_native --benchmark_repetitions=5 --benchmark_report_aggregates_only=true
#include <benchmark/benchmark.h>

#include <cmath>
#include <fstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "satdoku/backtrack.hpp"
#include "satdoku/grid.hpp"

namespace {

using satdoku::Geometry;
using satdoku::Grid;

// Line-form puzzles: '.' or '0' blank, 1-9 then A.. (A = 10). The notation
// component is not used so that this program measures the engine alone.
std::vector<Grid> load(const std::string& name) {
  std::ifstream in(std::string(SATDOKU_DATA_DIR) + "/" + name);
  if (!in) throw std::runtime_error("cannot read " + std::string(SATDOKU_DATA_DIR) + "/" + name);
  std::vector<Grid> puzzles;
  std::string line;
  while (std::getline(in, line)) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    const int side = static_cast<int>(std::lround(std::sqrt(static_cast<double>(line.size()))));
    const auto geometry = Geometry::square(side);
    if (!geometry || side * side != static_cast<int>(line.size())) continue;
    Grid grid(*geometry);
    for (int i = 0; i < grid.cells(); ++i) {
      const char ch = line[i];
      grid.set(i, ch >= '1' && ch <= '9' ? ch - '0' : ch >= 'A' && ch <= 'Z' ? ch - 'A' + 10 : 0);
    }
    puzzles.push_back(grid);
  }
  if (puzzles.empty()) throw std::runtime_error("no puzzles in " + name);
  return puzzles;
}

// `seconds` > 0 bounds each puzzle; puzzles left unanswered are counted
// (`unanswered`) instead of failing the run.
void lexmin(benchmark::State& state, const std::string& name, double seconds) {
  const std::vector<Grid> puzzles = load(name);
  auto engine = satdoku::make_backtrack_engine();
  satdoku::Limits limits;
  limits.seconds = seconds;
  std::uint64_t nodes = 0, unsolved = 0;
  for (auto _ : state) {
    for (const Grid& p : puzzles) {
      const satdoku::SolveResult r = engine->smallest(p, limits);
      nodes += r.stats.nodes;
      unsolved += r.status != satdoku::Status::solved;
      benchmark::DoNotOptimize(r.solution);
    }
  }
  const double answered = static_cast<double>(state.iterations() * puzzles.size());
  state.SetItemsProcessed(static_cast<std::int64_t>(answered));
  state.counters["per_puzzle"] =
      benchmark::Counter(answered, benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
  state.counters["nodes_per_puzzle"] = static_cast<double>(nodes) / answered;
  state.counters["puzzles"] = static_cast<double>(puzzles.size());
  if (seconds > 0) {
    state.counters["unanswered"] = static_cast<double>(unsolved) / state.iterations();
  } else if (unsolved != 0) {
    state.SkipWithError("a puzzle was not solved");
  }
}

}  // namespace

BENCHMARK_CAPTURE(lexmin, 17clue, std::string("17clue.txt"), 0.0)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(lexmin, top1465, std::string("top1465.txt"), 0.0)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(lexmin, forum_hardest_1106, std::string("forum_hardest_1106.txt"), 0.0)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(lexmin, serg_benchmark, std::string("serg_benchmark.txt"), 0.0)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(lexmin, 16x16_goomii3000, std::string("16x16_goomii3000.txt"), 0.0)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(lexmin, 16x16_vu_kr100, std::string("16x16_vu_kr100.txt"), 0.0)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(lexmin, 16x16_tcgaryau13_multisol, std::string("16x16_tcgaryau13_multisol.txt"),
                  0.0)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(lexmin, 25x25_unique6, std::string("25x25_unique6.txt"), 0.0)
    ->Unit(benchmark::kMillisecond);
// Some of these take minutes (the SAT engine needs 5-15 s each): 2 s each,
// one pass.
BENCHMARK_CAPTURE(lexmin, 25x25_multisol14_2s, std::string("25x25_multisol14.txt"), 2.0)
    ->Unit(benchmark::kMillisecond)
    ->Iterations(1);

BENCHMARK_MAIN();
