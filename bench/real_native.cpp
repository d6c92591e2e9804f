// bench_real_native: the native engine on published variant puzzles, puzzle
// by puzzle, in process (run by hand; the figures of README's variant speed
// notes come from it).
//
//   bench_real_native [--rounds R] [--tasks solve,count,candidates,...] [--nodes N]
//                     [--only NAME] [--progress] FOLDER...
//
// Each FOLDER holds f-puzzles files (NAME.json, or a share link in
// NAME.txt) and answers.tsv (name, solution), as tests/data/real does. Every puzzle is asked each
// task in turn, round after round (interleaved), by a fresh native engine: `solve` (lex-min),
// `count` (to 2) and `candidates` (true candidates by the native engine). Prints a tab-separated
// line per puzzle and task: the search nodes and the least CPU time of the rounds (this thread's
// clock, so the machine's other load disturbs it little), and whether the answer matched the
// published solution (count: exactly one; candidates: the solution's digits only).
// --nodes bounds every call (0: none); a call that runs out says so. --only
// keeps the puzzles whose name contains NAME. --progress prints each call's
// line on stderr as it ends (round first). A task named TASK/any runs the
// engine without its own cover(), so that true candidates are found by one
// any() per uncovered pair as before it (the "before" of a same-run
// comparison). `blank` and `half` are true candidates of the setter's
// states (no givens; every other given), checked against the SAT engine's.
#include <algorithm>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "satdoku/backtrack.hpp"
#include "satdoku/fpuzzles.hpp"
#include "satdoku/true_candidates.hpp"

namespace {

using namespace satdoku;

struct Case {
  std::string name;
  Puzzle puzzle;
  std::string solution;
  std::uint64_t count = 1;  // to 2
};

std::string read_all(const std::filesystem::path& path) {
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

double thread_seconds() {
  timespec t{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) + 1e-9 * static_cast<double>(t.tv_nsec);
}

std::string line_of(const Grid& grid) {
  std::string out;
  for (int cell = 0; cell < grid.cells(); ++cell) {
    const int v = grid.at(cell);
    out += static_cast<char>(v <= 9 ? '0' + v : 'A' + v - 10);
  }
  return out;
}

std::vector<Case> load(const std::string& folder) {
  std::vector<Case> cases;
  std::ifstream in(folder + "/answers.tsv");
  std::string line;
  while (std::getline(in, line)) {
    std::istringstream fields(line);
    std::string name, solution, count;
    if (!std::getline(fields, name, '\t') || !std::getline(fields, solution, '\t')) continue;
    // A third field, when there is one, is the count to 2 ("2": several).
    std::getline(fields, count, '\t');
    // f-puzzles JSON, or a share link in NAME.txt.
    std::string path = folder + "/" + name + ".json";
    Entry entry;
    if (std::filesystem::exists(path)) {
      entry = read_fpuzzles_json(read_all(path), {path});
    } else {
      path = folder + "/" + name + ".txt";
      std::string link = read_all(path);
      while (!link.empty() && (link.back() == '\n' || link.back() == ' ')) link.pop_back();
      entry = read_fpuzzles_link(link, path, 1);
    }
    if (!entry.puzzle) {
      std::cerr << path << ": not read\n";
      continue;
    }
    cases.push_back({name, std::move(*entry.puzzle), solution, count == "2" ? 2u : 1u});
  }
  return cases;
}

// The engine without its own cover(): true candidates by one any() per
// uncovered pair, as before cover() (tasks named NAME/any).
class PerPair final : public Engine {
 public:
  explicit PerPair(std::unique_ptr<Engine> e) : e_(std::move(e)) {}
  std::string name() const override { return e_->name(); }
  SolveResult smallest(const Puzzle& p, const Limits& l) override { return e_->smallest(p, l); }
  SolveResult any(const Puzzle& p, const Limits& l) override { return e_->any(p, l); }
  CountResult count(const Puzzle& p, std::uint64_t n, const Limits& l) override {
    return e_->count(p, n, l);
  }

 private:
  std::unique_ptr<Engine> e_;
};

struct Result {
  double seconds = 1e30;
  std::uint64_t nodes = 0;
  std::string verdict;
};

Result run(const Case& c, std::string task, const Limits& limits) {
  std::unique_ptr<Engine> engine = make_backtrack_engine();
  if (task.ends_with("/any")) {
    task.resize(task.size() - 4);
    engine = std::make_unique<PerPair>(std::move(engine));
  }
  Result r;
  const double start = thread_seconds();
  if (task == "solve") {
    const SolveResult s = engine->smallest(c.puzzle, limits);
    r.seconds = thread_seconds() - start;
    r.nodes = s.stats.nodes;
    r.verdict = s.status != Status::solved          ? "unknown"
                : line_of(s.solution) == c.solution ? "ok"
                                                    : "WRONG";
  } else if (task == "count") {
    const CountResult n = engine->count(c.puzzle, 2, limits);
    r.seconds = thread_seconds() - start;
    r.nodes = n.stats.nodes;
    r.verdict = n.status != Status::solved ? "unknown" : n.count == c.count ? "ok" : "WRONG";
  } else if (task == "blank" || task == "half") {
    // The setter's states: no givens, or every other given (in reading
    // order); checked against the SAT engine's true candidates.
    Puzzle state = c.puzzle;
    int kept = 0;
    for (int cell = 0; cell < state.grid.cells(); ++cell)
      if (state.grid.at(cell) != 0 && (task == "blank" || kept++ % 2 == 1)) state.grid.set(cell, 0);
    CandidateOptions options;
    options.limits = limits;
    const TrueCandidates t = true_candidates_with(*engine, state, options);
    r.seconds = thread_seconds() - start;
    r.nodes = t.stats.nodes;
    if (t.status != Status::solved && t.status != Status::no_solution) {
      r.verdict = "unknown";
    } else {
      const TrueCandidates want = true_candidates_sat(state, {});
      r.verdict = want.status == t.status && want.masks == t.masks ? "ok" : "WRONG";
    }
  } else {
    CandidateOptions options;
    options.limits = limits;
    const TrueCandidates t = true_candidates_with(*engine, c.puzzle, options);
    r.seconds = thread_seconds() - start;
    r.nodes = t.stats.nodes;
    bool ok = t.status == Status::solved && c.count == 1;
    for (int cell = 0; ok && cell < c.puzzle.grid.cells(); ++cell) {
      const char ch = c.solution[static_cast<std::size_t>(cell)];
      const int v = ch <= '9' ? ch - '0' : ch - 'A' + 10;
      ok = t.masks[static_cast<std::size_t>(cell)] == std::uint64_t{1} << (v - 1);
    }
    r.verdict = t.status != Status::solved ? "unknown" : ok || c.count > 1 ? "ok" : "WRONG";
  }
  return r;
}

}  // namespace

int main(int argc, char** argv) {
  int rounds = 3;
  std::vector<std::string> tasks{"solve", "count", "candidates"}, folders;
  Limits limits;
  std::string only;
  bool progress = false;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "--only" && i + 1 < argc) {
      only = argv[++i];
    } else if (arg == "--progress") {
      progress = true;
    } else if (arg == "--rounds" && i + 1 < argc) {
      rounds = std::atoi(argv[++i]);
    } else if (arg == "--nodes" && i + 1 < argc) {
      limits.nodes = std::atoll(argv[++i]);
    } else if (arg == "--tasks" && i + 1 < argc) {
      tasks.clear();
      std::istringstream list(argv[++i]);
      for (std::string t; std::getline(list, t, ',');) tasks.push_back(t);
    } else {
      folders.push_back(arg);
    }
  }
  std::vector<Case> cases;
  for (const std::string& folder : folders) {
    std::vector<Case> more = load(folder);
    std::erase_if(more, [&](const Case& c) { return c.name.find(only) == std::string::npos; });
    cases.insert(cases.end(), more.begin(), more.end());
  }
  std::map<std::pair<std::string, std::string>, Result> best;
  for (int round = 0; round < rounds; ++round) {
    for (const Case& c : cases) {
      for (const std::string& task : tasks) {
        const Result r = run(c, task, limits);
        if (progress)
          std::fprintf(stderr, "%d\t%s\t%s\t%llu\t%.3f\t%s\n", round, c.name.c_str(), task.c_str(),
                       static_cast<unsigned long long>(r.nodes), r.seconds * 1000,
                       r.verdict.c_str());
        Result& b = best[{c.name, task}];
        if (r.seconds < b.seconds) b.seconds = r.seconds;
        b.nodes = r.nodes;
        if (b.verdict.empty() || b.verdict == "ok") b.verdict = r.verdict;
      }
    }
  }
  std::printf("puzzle\ttask\tnodes\tms\tverdict\n");
  for (const Case& c : cases) {
    for (const std::string& task : tasks) {
      const Result& r = best[{c.name, task}];
      std::printf("%s\t%s\t%llu\t%.3f\t%s\n", c.name.c_str(), task.c_str(),
                  static_cast<unsigned long long>(r.nodes), r.seconds * 1000, r.verdict.c_str());
    }
  }
}
