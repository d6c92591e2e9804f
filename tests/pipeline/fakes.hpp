// Small engines for the batch tests, whose answers come from the slow
// reference (tests/support/reference.hpp), never from the code under test:
// a correct one that can be made slow per puzzle, deliberately wrong ones,
// and one that throws. Plus puzzle makers that build entries without the
// notation reader.
#pragma once

#include <atomic>
#include <chrono>
#include <map>
#include <mutex>
#include <random>
#include <set>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

#include "reference.hpp"
#include "satdoku/engine.hpp"
#include "satdoku/job.hpp"
#include "satdoku/notation.hpp"

namespace satdoku::testing {

// Line-notation text of a grid with at most 35 values, '.' for blanks.
inline std::string line_text(const Grid& grid) {
  std::string text;
  for (int i = 0; i < grid.cells(); ++i) {
    const int v = grid.at(i);
    text += v == 0 ? '.' : v < 10 ? static_cast<char>('0' + v) : static_cast<char>('A' + v - 10);
  }
  return text;
}

// Counts engines busy at once and the threads engines ran on, across all
// engines that share it.
struct Activity {
  std::atomic<int> active{0};
  std::atomic<int> peak{0};
  std::mutex mutex;
  std::set<std::thread::id> threads;
  std::vector<std::string> calls;  // engine names in call order (jobs = 1 tests)

  void enter(const std::string& name) {
    const int now = ++active;
    int seen = peak.load();
    while (now > seen && !peak.compare_exchange_weak(seen, now)) {
    }
    std::lock_guard lock(mutex);
    threads.insert(std::this_thread::get_id());
    calls.push_back(name);
  }
  void leave() { --active; }
};

// Answers from the reference. `delay_ms` maps a puzzle's line text to how long to sleep
// first (a puzzle not in the map: no sleep).
class ReferenceEngine : public Engine {
 public:
  explicit ReferenceEngine(std::string name = "reference", Activity* activity = nullptr,
                           const std::map<std::string, int>* delay_ms = nullptr)
      : name_(std::move(name)), activity_(activity), delay_ms_(delay_ms) {}

  std::string name() const override { return name_; }

  SolveResult smallest(const Puzzle& whole, const Limits&) override {
    const Grid& puzzle = whole.grid;
    enter(puzzle);
    SolveResult result;
    if (auto solution = Reference::smallest(puzzle)) {
      result.status = Status::solved;
      result.solution = *solution;
    } else {
      result.status = Status::no_solution;
    }
    result.stats.nodes = 7;
    leave();
    return result;
  }
  SolveResult any(const Puzzle& puzzle, const Limits& limits) override {
    return smallest(puzzle, limits);
  }
  CountResult count(const Puzzle& whole, std::uint64_t limit, const Limits&) override {
    const Grid& puzzle = whole.grid;
    enter(puzzle);
    CountResult result;
    result.count = Reference::count(puzzle, limit);
    result.status = result.count > 0 ? Status::solved : Status::no_solution;
    result.capped = result.count >= limit;
    leave();
    return result;
  }

 private:
  void enter(const Grid& puzzle) {
    if (activity_) activity_->enter(name_);
    if (delay_ms_) {
      auto it = delay_ms_->find(line_text(puzzle));
      if (it != delay_ms_->end())
        std::this_thread::sleep_for(std::chrono::milliseconds(it->second));
    }
  }
  void leave() {
    if (activity_) activity_->leave();
  }

  std::string name_;
  Activity* activity_;
  const std::map<std::string, int>* delay_ms_;
};

// Wrong on purpose, in one of several ways.
class WrongEngine : public Engine {
 public:
  enum class Mode {
    corrupt,     // the reference's solution with two cells of row 1 swapped: invalid
    deny,        // "no solution" for every puzzle
    bogus_core,  // "no solution" with a core naming a blank cell
    unknown,     // gives up at once
    throws,      // throws std::runtime_error
    sat_stats,   // correct, and reports SAT statistics (2 calls, 5 conflicts)
  };
  explicit WrongEngine(Mode mode, std::string name = "wrong")
      : mode_(mode), name_(std::move(name)) {}
  std::string name() const override { return name_; }

  SolveResult smallest(const Puzzle& whole, const Limits&) override {
    const Grid& puzzle = whole.grid;
    SolveResult result;
    switch (mode_) {
      case Mode::corrupt:
      case Mode::sat_stats:
        if (auto solution = Reference::smallest(puzzle)) {
          result.status = Status::solved;
          result.solution = *solution;
          if (mode_ == Mode::corrupt) {
            const int a = result.solution.at(0, 0), b = result.solution.at(0, 1);
            result.solution.set(0, 0, b);
            result.solution.set(0, 1, a);
          } else {
            result.stats.sat_calls = 2;
            result.stats.conflicts = 5;
          }
        } else {
          result.status = Status::no_solution;
        }
        return result;
      case Mode::deny:
        result.status = Status::no_solution;
        return result;
      case Mode::bogus_core:
        result.status = Status::no_solution;
        for (int i = 0; i < puzzle.cells(); ++i) {
          if (puzzle.at(i) == 0) {
            result.core.push_back({i, 1});
            break;
          }
        }
        return result;
      case Mode::unknown:
        result.status = Status::unknown;
        return result;
      case Mode::throws:
        throw std::runtime_error("engine exploded");
    }
    return result;
  }
  SolveResult any(const Puzzle& puzzle, const Limits& limits) override {
    return smallest(puzzle, limits);
  }
  CountResult count(const Puzzle&, std::uint64_t, const Limits&) override {
    if (mode_ == Mode::throws) throw std::runtime_error("engine exploded");
    return {};
  }

 private:
  Mode mode_;
  std::string name_;
};

inline Entry entry_of(const Grid& grid, int line) {
  Entry e;
  e.line = line;
  e.puzzle = Puzzle(grid);
  e.text = line_text(grid);
  return e;
}

inline Entry error_entry(int line, const std::string& message) {
  Entry e;
  e.line = line;
  e.error = ParseError{"test.txt", line, 3, message};
  return e;
}

// `n` distinct solvable 4x4 puzzles carved from random full grids.
inline std::vector<Grid> distinct_puzzles(int n, std::uint64_t seed, double keep = 0.5) {
  std::mt19937_64 rng(seed);
  std::set<std::string> seen;
  std::vector<Grid> puzzles;
  const Geometry box{2, 2};
  while (static_cast<int>(puzzles.size()) < n) {
    Grid p = carve(Reference::random_full(box, rng), keep, rng);
    if (seen.insert(line_text(p)).second) puzzles.push_back(p);
  }
  return puzzles;
}

// One engine made by `make`, asked `request`'s question: the job spec of
// `satdoku solve` without a cross-check, and of `satdoku count`.
inline JudgeSpec one_engine(EngineFactory make, const SolveRequest& request = {}) {
  JudgeOptions options;
  options.limits = request.limits;
  options.task = request.task;
  options.count_limit = request.count_limit;
  return JudgeSpec{{Contestant{"engine", std::move(make)}}, options, false};
}

// A 4x4 puzzle whose first row holds two 1s: no completion.
inline Grid clashing_puzzle() {
  Grid g(Geometry{2, 2});
  g.set(0, 0, 1);
  g.set(0, 3, 1);
  return g;
}

// Entries 1..n from the puzzles, line numbers 1, 2, ...
inline std::vector<Entry> entries_of(const std::vector<Grid>& puzzles) {
  std::vector<Entry> entries;
  for (std::size_t i = 0; i < puzzles.size(); ++i)
    entries.push_back(entry_of(puzzles[i], static_cast<int>(i) + 1));
  return entries;
}

// A source over a vector, counting what it hands out.
struct VectorSource {
  const std::vector<Entry>* entries;
  std::size_t next = 0;
  std::optional<Entry> operator()() {
    if (next == entries->size()) return std::nullopt;
    return (*entries)[next++];
  }
};

}  // namespace satdoku::testing
