// One row of the README's speed table: an engine's answer to one question on
// every puzzle of one file, each puzzle timed on its own.
//
//   bench_table ENGINE FILE [MAX_PUZZLES [SECONDS_PER_PUZZLE [TASK]]]
//
// TASK is `smallest` (the lex-min answer, the default) or `count2` (count to
// 2: one completion found and proved the only one, or a second found: the
// peers' "limit 2").
//
// prints one tab-separated line:
//   file engine puzzles answered mean_us median_us puzzles_per_s
//   sat_calls conflicts nodes peak_rss_kb
// (calls, conflicts and nodes are means per puzzle). Every lex-min answer is
// checked for validity, every count for being at least 1; a wrong one stops
// the run with exit 1. Peak memory is the
// process's own (getrusage), so run one engine and file per process, as
// tools/bench_table.sh does. The time covers the engine call only: reading
// and checking are outside it.
//
// The set is run again, on a new engine each time (so that no solver has
// seen a puzzle before), until the engine calls add up to BENCH_SECONDS
// (default 1) of time: tdoku's benchmark likewise averages over seconds, and
// one pass of a fast set (25 ms for top1465) was decided by whether a busy
// machine was quiet for that moment. Means and medians cover every pass.
#include <sys/resource.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <string>
#include <vector>

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
    out.push_back(std::move(*entry->grid));
  }
  return out;
}

std::string base_name(const std::string& path) {
  const auto slash = path.find_last_of('/');
  return slash == std::string::npos ? path : path.substr(slash + 1);
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
    const char* seconds_text = std::getenv("BENCH_SECONDS");
    const double min_micros = 1e6 * (seconds_text ? std::stod(seconds_text) : 1.0);

    std::vector<double> micros;
    EngineStats total;
    std::size_t answered = 0;
    double spent = 0;
    for (int pass = 0; pass == 0 || spent < min_micros; ++pass) {
      auto engine = make_engine(engine_name);
      if (!engine) throw std::runtime_error("no engine " + engine_name);
      for (const Grid& puzzle : puzzles) {
        SolveResult r;
        CountResult c;
        const auto start = std::chrono::steady_clock::now();
        if (count) {
          c = engine->count(puzzle, 2, limits);
        } else {
          r = engine->smallest(puzzle, limits);
        }
        const auto stop = std::chrono::steady_clock::now();
        micros.push_back(std::chrono::duration<double, std::micro>(stop - start).count());
        spent += micros.back();
        const EngineStats& stats = count ? c.stats : r.stats;
        total.sat_calls += stats.sat_calls;
        total.conflicts += stats.conflicts;
        total.nodes += stats.nodes;
        if ((count ? c.status : r.status) == Status::unknown) continue;  // the time limit ran out
        if (count ? c.status != Status::solved || c.count < 1
                  : r.status != Status::solved || !check_solution(puzzle, r.solution)) {
          std::cerr << "bench_table: wrong answer for " << one_line(puzzle) << "\n";
          return 1;
        }
        answered += pass == 0;
      }
    }

    double sum = 0;
    for (double m : micros) sum += m;
    const double n = static_cast<double>(micros.size());
    const double mean = sum / n;
    std::vector<double> sorted = micros;
    std::sort(sorted.begin(), sorted.end());
    const std::size_t mid = sorted.size() / 2;
    const double median = sorted.size() % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    std::printf("%s\t%s\t%zu\t%zu\t%.1f\t%.1f\t%.0f\t%.2f\t%.1f\t%.1f\t%ld\n",
                base_name(path).c_str(), engine_name.c_str(), puzzles.size(), answered, mean,
                median, 1e6 / mean, static_cast<double>(total.sat_calls) / n,
                static_cast<double>(total.conflicts) / n, static_cast<double>(total.nodes) / n,
                usage.ru_maxrss);
    return 0;
  } catch (const std::exception& e) {
    std::cerr << "bench_table: " << e.what() << "\n";
    return 2;
  }
}
