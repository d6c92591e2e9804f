// Each engine's cost on each puzzle of a set of f-puzzles files: the
// lex-min answer, a count to 2 and the true candidates, timed in process as
// CPU time of the whole process (every thread: an engine that races two
// searches pays for both), the engine made fresh for each call as a new
// process would, the minimum over interleaved rounds. Also the SAT formula's
// size and the SAT conflicts and native nodes of each call.
//
//   bench_engines_by_puzzle [--rounds R] [--engines a,b,...] [--tasks t,...]
//                           [--seconds S] FILE...
//
// TASKs: solve (lex-min), count (count to 2), candidates (true candidates).
// Each call is stopped after S seconds of wall time (default 20), status
// unknown.
// Prints one tab-separated line per puzzle, engine and task:
//   file engine task cpu_ms status answer conflicts nodes variables clauses
// `answer` is the count, the number of candidates, or the solution's first
// 12 digits, so that two engines' lines can be compared.
#include <time.h>

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "satdoku/candidate_finder.hpp"
#include "satdoku/clause_sink.hpp"
#include "satdoku/encoder.hpp"
#include "satdoku/fpuzzles.hpp"
#include "satdoku/notation.hpp"
#include "satdoku/registry.hpp"
#include "satdoku/true_candidates.hpp"

namespace {

using namespace satdoku;

double process_cpu_ms() {
  timespec t{};
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) * 1e3 + static_cast<double>(t.tv_nsec) / 1e6;
}

std::vector<std::string> split(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  for (std::string item; std::getline(in, item, ',');) out.push_back(item);
  return out;
}

struct CountingSink final : ClauseSink {
  void add_clause(std::span<const int>) override {}
};

struct Line {
  double cpu_ms = 1e300;
  std::string status, answer;
  std::uint64_t conflicts = 0, nodes = 0;
};

Line run(const std::string& engine_name, const std::string& task, const Puzzle& puzzle,
         const Limits& limits) {
  Line line;
  const double start = process_cpu_ms();
  EngineStats stats;
  if (task == "candidates") {
    CandidateOptions options;
    options.limits = for_whole_puzzle(limits);
    CandidateFinder finder(engine_name);
    const TrueCandidates found = finder.run(puzzle, options);
    stats = found.stats;
    line.status = std::string(to_string(found.status));
    int candidates = 0;
    for (const auto mask : found.masks) candidates += __builtin_popcountll(mask);
    line.answer = std::to_string(candidates);
  } else {
    const auto engine = make_engine(engine_name);
    if (!engine) throw std::runtime_error("unknown engine " + engine_name);
    if (task == "solve") {
      const SolveResult r = engine->smallest(puzzle, limits);
      stats = r.stats;
      line.status = std::string(to_string(r.status));
      line.answer = r.status == Status::solved ? one_line(r.solution).substr(0, 12) : "";
    } else {
      const CountResult r = engine->count(puzzle, 2, limits);
      stats = r.stats;
      line.status = std::string(to_string(r.status));
      line.answer = std::to_string(r.count);
    }
  }
  line.cpu_ms = process_cpu_ms() - start;
  line.conflicts = stats.conflicts;
  line.nodes = stats.nodes;
  return line;
}

}  // namespace

int main(int argc, char** argv) {
  int rounds = 3;
  Limits limits;
  limits.seconds = 20;
  std::vector<std::string> engines = {"sat", "backtrack"}, tasks = {"solve", "count", "candidates"},
                           files;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "--rounds" && i + 1 < argc) {
      rounds = std::stoi(argv[++i]);
    } else if (arg == "--engines" && i + 1 < argc) {
      engines = split(argv[++i]);
    } else if (arg == "--seconds" && i + 1 < argc) {
      limits.seconds = std::stod(argv[++i]);
    } else if (arg == "--tasks" && i + 1 < argc) {
      tasks = split(argv[++i]);
    } else {
      files.push_back(arg);
    }
  }
  std::vector<std::pair<std::string, Puzzle>> puzzles;
  for (const std::string& path : files) {
    std::ifstream in(path);
    std::stringstream text;
    text << in.rdbuf();
    Entry entry = read_fpuzzles_json(text.str(), {path});
    if (entry.error) {
      std::cerr << entry.error->to_string() << "\n";
      return 2;
    }
    const auto slash = path.find_last_of('/');
    puzzles.emplace_back(path.substr(slash == std::string::npos ? 0 : slash + 1),
                         std::move(*entry.puzzle));
  }
  std::map<std::string, Line> best;
  for (int round = 0; round < rounds; ++round) {
    for (const auto& [name, puzzle] : puzzles) {
      for (const std::string& engine : engines) {
        for (const std::string& task : tasks) {
          const Line line = run(engine, task, puzzle, limits);
          Line& kept = best[name + "\t" + engine + "\t" + task];
          if (line.cpu_ms < kept.cpu_ms) kept = line;
        }
      }
    }
  }
  for (const auto& [name, puzzle] : puzzles) {
    CountingSink sink;
    EncodeOptions options;
    options.at_most_one = AtMostOne::automatic;
    options.repeat_pairs = false;
    const Encoded e = encode(puzzle, options, sink);
    for (const std::string& engine : engines) {
      for (const std::string& task : tasks) {
        const Line& l = best[name + "\t" + engine + "\t" + task];
        std::printf("%s\t%s\t%s\t%.3f\t%s\t%s\t%llu\t%llu\t%d\t%llu\n", name.c_str(),
                    engine.c_str(), task.c_str(), l.cpu_ms, l.status.c_str(), l.answer.c_str(),
                    static_cast<unsigned long long>(l.conflicts),
                    static_cast<unsigned long long>(l.nodes), e.variables,
                    static_cast<unsigned long long>(e.clauses));
      }
    }
  }
  return 0;
}
