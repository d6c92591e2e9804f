// Throughput of ordered runs (run_ordered, run_jobs): its own cost per item (a worker that does
// nothing), and whole batches of real puzzles with the native engine at 1
// and 2 jobs, from reading the text to the ordered result. Items per second
// is the figure to watch: on n cores, jobs = n should approach n times
// jobs = 1 while run_ordered's overhead stays far below an engine call.
//
//   build-batch/bench/bench_batch --benchmark_min_time=1
#include <benchmark/benchmark.h>

#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>

#include "pipeline/ordered_run.hpp"
#include "report/compare.hpp"
#include "satdoku/registry.hpp"

namespace {

using namespace satdoku;

std::string slurp(const std::string& name) {
  std::ifstream in(std::string(SATDOKU_DATA_DIR) + "/" + name);
  if (!in) throw std::runtime_error("cannot read " + name);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

// run_ordered alone: 100 000 integers through an identity worker. Measures the
// scheduling cost per item (locks, wake-ups, slot moves).
void scheduler_overhead(benchmark::State& state) {
  const int jobs = static_cast<int>(state.range(0));
  constexpr int kItems = 100000;
  for (auto _ : state) {
    int next = 0;
    std::int64_t sum = 0;
    run_ordered<int>(
        [&]() -> std::optional<int> {
          if (next == kItems) return std::nullopt;
          return next++;
        },
        [] { return [](int& x) { return x; }; }, [&](int&& x) { sum += x; },
        RunOptions{jobs, 0, nullptr});
    benchmark::DoNotOptimize(sum);
  }
  state.SetItemsProcessed(state.iterations() * kItems);
}
BENCHMARK(scheduler_overhead)->Arg(1)->Arg(2)->Unit(benchmark::kMillisecond)->UseRealTime();

// Items of a fixed amount of pure computation (about 20 µs on this
// machine's cores when idle, like a hard 9x9 for the native engine): the
// speed-up from jobs = 1 to jobs = 2 is what run_ordered lets through. It can
// only show on cores that are free: on a loaded machine both take as long.
void scheduler_scaling(benchmark::State& state) {
  const int jobs = static_cast<int>(state.range(0));
  constexpr int kItems = 20000;
  const auto spin = [](int& x) {
    std::uint64_t h = static_cast<std::uint64_t>(x);
    for (int i = 0; i < 20000; ++i) h = h * 6364136223846793005u + 1442695040888963407u;
    return h;
  };
  for (auto _ : state) {
    int next = 0;
    std::uint64_t sum = 0;
    run_ordered<int>(
        [&]() -> std::optional<int> {
          if (next == kItems) return std::nullopt;
          return next++;
        },
        [&] { return spin; }, [&](std::uint64_t&& h) { sum += h; }, RunOptions{jobs, 0, nullptr});
    benchmark::DoNotOptimize(sum);
  }
  state.SetItemsProcessed(state.iterations() * kItems);
}
BENCHMARK(scheduler_scaling)->Arg(1)->Arg(2)->Unit(benchmark::kMillisecond)->UseRealTime();

// A real batch: parse, solve with the native engine, deliver in order.
void solve_file(benchmark::State& state, const std::string& file, const std::string& engine) {
  const int jobs = static_cast<int>(state.range(0));
  const std::string text = slurp(file);
  std::uint64_t puzzles = 0, solved = 0;
  for (auto _ : state) {
    std::istringstream in(text);
    PuzzleReader reader(in, file);
    run_jobs([&] { return reader.next(); }, JudgeSpec{{*contestant(engine)}, {}, false},
             [&](Job<Judgement>&& job) {
               ++puzzles;
               solved += job.answer.ruling == Ruling::solved;
             },
             RunOptions{jobs, 0, nullptr});
  }
  if (solved != puzzles) state.SkipWithError("a puzzle was not solved");
  state.SetItemsProcessed(static_cast<std::int64_t>(puzzles));
}
BENCHMARK_CAPTURE(solve_file, top1465_backtrack, "top1465.txt", "backtrack")
    ->Arg(1)
    ->Arg(2)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();
BENCHMARK_CAPTURE(solve_file, top1465_sat, "top1465.txt", "sat")
    ->Arg(1)
    ->Arg(2)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

// compare: both engines on every puzzle, with the tally.
void compare_file(benchmark::State& state, const std::string& file) {
  const int jobs = static_cast<int>(state.range(0));
  const std::string text = slurp(file);
  std::uint64_t puzzles = 0;
  for (auto _ : state) {
    std::istringstream in(text);
    PuzzleReader reader(in, file);
    CompareTally tally({"backtrack", "sat"});
    JudgeSpec spec{{*contestant("backtrack"), *contestant("sat")}, {}, true};
    spec.options.contest = true;
    run_jobs([&] { return reader.next(); }, spec,
             [&](Job<Judgement>&& job) {
               tally.add(job);
               ++puzzles;
             },
             RunOptions{jobs, 0, nullptr});
    if (tally.summary().disagreements > 0) state.SkipWithError("engines disagree");
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(puzzles));
}
BENCHMARK_CAPTURE(compare_file, top1465, "top1465.txt")
    ->Arg(1)
    ->Arg(2)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

}  // namespace

BENCHMARK_MAIN();
