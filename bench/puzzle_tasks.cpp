// One engine's in-process CPU time on each puzzle of some files, for one
// task: satdoku's side of tools/bench_iss.sh (ISS's side is
// tools/iss_driver.mjs).
//
//   bench_puzzle_tasks ENGINE TASK [--reps R] [--budget SECONDS] FILE...
//
// ENGINE: sat, backtrack or auto (the default engine, which races both on
// threads of its own). TASK: smallest (the lex-min completion),
// count2 (count to 2) or candidates (true candidates by the engine's own
// cover, Engine::cover, as `satdoku candidates --engine` finds them). FILEs hold puzzles in any
// notation satdoku reads (f-puzzles JSON, ISS lines ...), each puzzle timed on its own.
//
// Each puzzle is answered R times (default 3), each time on a new engine, and
// the least CPU time of the process, all its threads, is kept (reading and
// checking are outside it; a run over 1 s is not repeated): what the racing
// default engine spends on both its engines counts. BUDGET (default 10)
// bounds each answer in CPU seconds of the process (a watcher stops the
// engine, as Ctrl-C does): a puzzle that hits it is "unknown". Prints one tab-separated line
// per puzzle:
//   file line status cpu_us sat_calls conflicts nodes answer kinds
// where answer is the lex-min completion (smallest), the count (count2) or
// the number of candidates over all cells (candidates), and kinds the
// puzzle's rule kinds ("thermometer,killer_cage"; "jigsaw" for regions,
// "classic" for none). Every completion is
// checked for validity; a wrong one stops the run with exit 1.
#include <time.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstring>
#include <fstream>
#include <iostream>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "satdoku/candidate_finder.hpp"
#include "satdoku/check.hpp"
#include "satdoku/notation.hpp"
#include "satdoku/registry.hpp"
#include "satdoku/true_candidates.hpp"

namespace {

using namespace satdoku;

double process_seconds() {
  timespec t{};
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) * 1e-9;
}

// Stops the engine (Limits::stop) once the process has used its CPU
// budget: a wall-clock limit would stop it early on a busy machine.
class CpuBudget {
 public:
  explicit CpuBudget(double seconds) : seconds_(seconds) {
    watcher_ = std::thread([this] { watch(); });
  }
  ~CpuBudget() {
    {
      std::lock_guard<std::mutex> lock(mutex_);
      done_ = true;
    }
    wake_.notify_one();
    watcher_.join();
  }
  // Before each answer: the budget counts from now.
  void start() {
    stop_ = false;
    std::lock_guard<std::mutex> lock(mutex_);
    start_ = now();
    running_ = true;
  }
  void finish() {
    std::lock_guard<std::mutex> lock(mutex_);
    running_ = false;
  }
  const std::atomic<bool>* flag() const { return &stop_; }

 private:
  static double now() { return process_seconds(); }
  void watch() {
    std::unique_lock<std::mutex> lock(mutex_);
    while (!done_) {
      if (running_ && now() - start_ > seconds_) stop_ = true;
      wake_.wait_for(lock, std::chrono::milliseconds(10));
    }
  }
  double seconds_;
  std::atomic<bool> stop_{false};
  std::mutex mutex_;
  std::condition_variable wake_;
  bool done_ = false, running_ = false;
  double start_ = 0;
  std::thread watcher_;
};

struct Outcome {
  Status status = Status::unknown;
  EngineStats stats;
  std::string answer;
  std::optional<Grid> completion;  // smallest: checked after the clock stops
};

Outcome run_once(const std::string& engine_name, const std::string& task, const Puzzle& puzzle,
                 const Limits& limits) {
  Outcome out;
  if (task == "candidates") {
    CandidateOptions options;
    options.limits = for_whole_puzzle(limits);
    CandidateFinder finder(engine_name);
    const TrueCandidates t = finder.run(puzzle, options);
    out.status = t.status;
    out.stats = t.stats;
    int count = 0;
    for (const std::uint64_t mask : t.masks) count += __builtin_popcountll(mask);
    out.answer = std::to_string(count);
    return out;
  }
  auto engine = make_engine(engine_name);
  if (task == "count2") {
    const CountResult r = engine->count(puzzle, 2, limits);
    out.status = r.status;
    out.stats = r.stats;
    out.answer = std::to_string(r.count);
    return out;
  }
  const SolveResult r = engine->smallest(puzzle, limits);
  out.status = r.status;
  out.stats = r.stats;
  if (r.status == Status::solved) {
    out.answer = one_line(r.solution);
    out.completion = r.solution;
  }
  return out;
}

// The rule kinds of a puzzle, each once, in RuleKind order.
std::string kinds_of(const Puzzle& puzzle) {
  if (puzzle.classic()) return "classic";
  std::vector<RuleKind> kinds;
  for (const Rule& rule : puzzle.rules->list) kinds.push_back(rule.kind);
  std::sort(kinds.begin(), kinds.end());
  kinds.erase(std::unique(kinds.begin(), kinds.end()), kinds.end());
  std::string text = puzzle.rules->regions.empty() ? "" : "jigsaw";
  for (const RuleKind kind : kinds) {
    if (!text.empty()) text += ',';
    text += to_string(kind);
  }
  return text;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 4) {
    std::cerr << "usage: bench_puzzle_tasks ENGINE TASK [--reps R] [--budget SECONDS] FILE...\n"
                 "ENGINE: sat, backtrack or auto; TASK: smallest, count2 or candidates\n";
    return 2;
  }
  const std::string engine_name = argv[1], task = argv[2];
  if (task != "smallest" && task != "count2" && task != "candidates") {
    std::cerr << "bench_puzzle_tasks: no task " << task << "\n";
    return 2;
  }
  if (!make_engine(engine_name)) {
    std::cerr << "bench_puzzle_tasks: " << unknown_engine_message(engine_name) << "\n";
    return 2;
  }
  int reps = 3;
  double budget = 10;
  std::vector<std::string> files;
  for (int i = 3; i < argc; ++i) {
    if (std::strcmp(argv[i], "--reps") == 0 && i + 1 < argc) {
      reps = std::max(1, std::atoi(argv[++i]));
    } else if (std::strcmp(argv[i], "--budget") == 0 && i + 1 < argc) {
      budget = std::atof(argv[++i]);
    } else {
      files.emplace_back(argv[i]);
    }
  }
  CpuBudget watcher(budget);
  Limits limits;
  limits.stop = watcher.flag();
  try {
    for (const std::string& path : files) {
      std::ifstream in(path);
      if (!in) throw std::runtime_error("cannot open " + path);
      PuzzleReader reader(in, path);
      while (std::optional<Entry> entry = reader.next()) {
        if (entry->error) throw std::runtime_error(entry->error->to_string());
        const Puzzle& puzzle = *entry->puzzle;
        double best = 0;
        Outcome outcome;
        for (int r = 0; r < reps; ++r) {
          watcher.start();
          const double start = process_seconds();
          outcome = run_once(engine_name, task, puzzle, limits);
          const double used = process_seconds() - start;
          watcher.finish();
          if (outcome.completion && !check_solution(puzzle, *outcome.completion))
            throw std::runtime_error(path + ": an invalid completion from " + engine_name);
          best = r == 0 ? used : std::min(best, used);
          if (used > 1.0 || outcome.status == Status::unknown) break;
        }
        std::cout << path << '\t' << entry->line << '\t' << to_string(outcome.status) << '\t'
                  << static_cast<long long>(best * 1e6) << '\t' << outcome.stats.sat_calls << '\t'
                  << outcome.stats.conflicts << '\t' << outcome.stats.nodes << '\t'
                  << outcome.answer << '\t' << kinds_of(puzzle) << '\n'
                  << std::flush;
      }
    }
  } catch (const std::exception& e) {
    std::cerr << "bench_puzzle_tasks: " << e.what() << "\n";
    return 1;
  }
  return 0;
}
