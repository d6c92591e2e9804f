// One row of the README's speed table: an engine's answer to one question on
// every puzzle of one file.
//
//   bench_table ENGINE FILE [MAX_PUZZLES [SECONDS_PER_PUZZLE [TASK]]]
//
// TASK is `smallest` (the lex-min answer, the default) or `count2` (count to
// 2: one completion found and proved the only one, or a second found: the
// peers' "limit 2").
//
// prints one tab-separated line:
//   file engine puzzles answered mean_us median_us puzzles_per_s
//   sat_calls conflicts nodes peak_rss_kb wall_mean_us
// (calls, conflicts and nodes are means per puzzle). Every lex-min answer is
// checked for validity, every count for being at least 1; a wrong one stops
// the run with exit 1. Peak memory is the process's own (getrusage), so run
// one engine and file per process, as tools/bench_table.sh does.
//
// The first pass over the set warms up (caches, branch predictors, as
// tdoku's benchmark does before it measures) and times each call on its own
// for the median. Then the set is run again, on a new engine each pass (so
// that no solver has seen a puzzle before), until the timed passes add up to
// BENCH_SECONDS (default 1): the mean is theirs, on the thread's CPU clock
// (CLOCK_THREAD_CPUTIME_ID), which a busy machine's other processes do not
// advance, with the wall clock beside it (wall_mean_us). Those passes read
// the clocks once per chunk of puzzles, not per call, as tdoku's does once
// per pass, and check the chunk's answers outside the timing.
//
// BAND9_PATH=baseline|avx2|avx512 makes the native 9x9 solver take that
// vector path instead of the widest this processor runs (native/band9_path.hpp),
// to compare the paths on one machine; an unsupported one is an error.
#include <sys/resource.h>
#include <time.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <string>
#include <vector>

#include "native/band9_path.hpp"
#include "satdoku/check.hpp"
#include "satdoku/notation.hpp"
#include "satdoku/registry.hpp"

namespace {

using namespace satdoku;

std::vector<Grid> read_puzzles(const std::string& path, std::size_t max) {
  std::ifstream in(path);
  if (!in) throw std::runtime_error("cannot open " + path);
  PuzzleReader reader(in, path);
  std::vector<Grid> out;
  while (out.size() < max) {
    std::optional<Entry> entry = reader.next();
    if (!entry) break;
    if (entry->error) throw std::runtime_error(entry->error->to_string());
    out.push_back(std::move(entry->puzzle->grid));
  }
  return out;
}

std::string base_name(const std::string& path) {
  const auto slash = path.find_last_of('/');
  return slash == std::string::npos ? path : path.substr(slash + 1);
}

// The calling thread's CPU time, in microseconds.
double thread_micros() {
  timespec t{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return 1e6 * static_cast<double>(t.tv_sec) + 1e-3 * static_cast<double>(t.tv_nsec);
}

double wall_micros() {
  return std::chrono::duration<double, std::micro>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 3 || argc > 6) {
    std::cerr << "usage: bench_table ENGINE FILE [MAX_PUZZLES [SECONDS_PER_PUZZLE [TASK]]]\n"
                 "TASK: smallest (default) or count2\n";
    return 2;
  }
  try {
    const std::string engine_name = argv[1], path = argv[2];
    const std::size_t max = argc > 3 ? std::stoul(argv[3]) : ~std::size_t{0};
    Limits limits;
    if (argc > 4) limits.seconds = std::stod(argv[4]);
    const std::string task = argc > 5 ? argv[5] : "smallest";
    if (task != "smallest" && task != "count2") throw std::runtime_error("no task " + task);
    const bool count = task == "count2";
    const std::vector<Grid> puzzles = read_puzzles(path, max);
    if (puzzles.empty()) throw std::runtime_error("no puzzles in " + path);
    if (const char* wanted = std::getenv("BAND9_PATH")) {
      bool forced = false;
      for (const native::Band9Path p : native::kBand9Paths)
        if (std::string(wanted) == native::band9_path_name(p)) forced = native::force_band9_path(p);
      if (!forced) throw std::runtime_error(std::string("BAND9_PATH=") + wanted + ": not run here");
    }
    const char* seconds_text = std::getenv("BENCH_SECONDS");
    const double min_micros = 1e6 * (seconds_text ? std::stod(seconds_text) : 1.0);
    constexpr std::size_t kChunk = 256;

    // One call's answer, checked after its chunk's timing ends.
    std::vector<SolveResult> solved(count ? 0 : kChunk);
    std::vector<CountResult> counted(count ? kChunk : 0);
    auto call = [&](auto& engine, const Grid& puzzle, std::size_t slot) {
      if (count) {
        counted[slot] = engine->count(puzzle, 2, limits);
      } else {
        solved[slot] = engine->smallest(puzzle, limits);
      }
    };
    EngineStats total;
    std::size_t answered = 0, calls = 0;
    // False when the answer in `slot` is wrong; counts what it answered.
    auto check = [&](const Grid& puzzle, std::size_t slot, bool first_pass) {
      const EngineStats& stats = count ? counted[slot].stats : solved[slot].stats;
      total.sat_calls += stats.sat_calls;
      total.conflicts += stats.conflicts;
      total.nodes += stats.nodes;
      ++calls;
      const Status status = count ? counted[slot].status : solved[slot].status;
      if (status == Status::unknown) return true;  // the time limit ran out
      if (count ? status != Status::solved || counted[slot].count < 1
                : status != Status::solved || !check_solution(puzzle, solved[slot].solution)) {
        std::cerr << "bench_table: wrong answer for " << one_line(puzzle) << "\n";
        return false;
      }
      answered += first_pass;
      return true;
    };
    auto fresh_engine = [&] {
      auto engine = make_engine(engine_name);
      if (!engine) throw std::runtime_error("no engine " + engine_name);
      return engine;
    };

    // The warm-up pass, each call timed on its own (wall clock) for the median.
    std::vector<double> micros;
    {
      auto engine = fresh_engine();
      for (const Grid& puzzle : puzzles) {
        const double start = wall_micros();
        call(engine, puzzle, 0);
        micros.push_back(wall_micros() - start);
        if (!check(puzzle, 0, true)) return 1;
      }
    }
    // The timed passes.
    double cpu = 0, wall = 0;
    std::size_t timed = 0;
    while (timed == 0 || cpu < min_micros) {
      auto engine = fresh_engine();
      for (std::size_t from = 0; from < puzzles.size(); from += kChunk) {
        const std::size_t to = std::min(puzzles.size(), from + kChunk);
        const double cpu_start = thread_micros(), wall_start = wall_micros();
        for (std::size_t i = from; i < to; ++i) call(engine, puzzles[i], i - from);
        wall += wall_micros() - wall_start;
        cpu += thread_micros() - cpu_start;
        for (std::size_t i = from; i < to; ++i)
          if (!check(puzzles[i], i - from, false)) return 1;
      }
      timed += puzzles.size();
    }

    const double n = static_cast<double>(timed);
    const double mean = cpu / n;
    std::vector<double> sorted = micros;
    std::sort(sorted.begin(), sorted.end());
    const std::size_t mid = sorted.size() / 2;
    const double median = sorted.size() % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    const double all = static_cast<double>(calls);
    std::printf("%s\t%s\t%zu\t%zu\t%.2f\t%.1f\t%.0f\t%.2f\t%.1f\t%.1f\t%ld\t%.2f\n",
                base_name(path).c_str(), engine_name.c_str(), puzzles.size(), answered, mean,
                median, 1e6 / mean, static_cast<double>(total.sat_calls) / all,
                static_cast<double>(total.conflicts) / all, static_cast<double>(total.nodes) / all,
                usage.ru_maxrss, wall / n);
    return 0;
  } catch (const std::exception& e) {
    std::cerr << "bench_table: " << e.what() << "\n";
    return 2;
  }
}
