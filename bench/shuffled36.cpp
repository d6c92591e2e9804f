// Half-blank 36x36 puzzles, the hardest grids the engines meet: a complete
// grid shuffled (digits relabelled, bands, stacks, and rows and columns
// within them reordered), then a fraction of its cells blanked at random.
// Each puzzle's lex-min answer is timed with the chosen engine under a time
// limit; answers are checked for validity, and the SAT engine's against the
// native engine's when both answer.
//
//   bench_shuffled36 ENGINE [SECONDS [SEEDS [FROM_PERCENT TO_PERCENT STEP]]]
//
// ENGINE "print" prints the puzzles instead, one line each (one_line(),
// which `satdoku solve` reads), to try them with other tools.
//
// prints one line per puzzle: blank percent, seed, status, seconds, SAT
// calls, conflicts, nodes. Defaults: 10 s, seeds 1-3, 40% to 70% by 5.
// BENCH_NODES in the environment also limits the native engine's search
// nodes, so that runs on a busy machine compare by work done, not by time.
// The complete grid is the empty 36x36's smallest completion (the native
// engine finds it in about 0.1 s).
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <random>
#include <string>
#include <vector>

#include "satdoku/check.hpp"
#include "satdoku/notation.hpp"
#include "satdoku/registry.hpp"
#include "shuffled_grid.hpp"

using namespace satdoku;

int main(int argc, char** argv) {
  if (argc < 2 || argc == 5 || argc == 6 || argc > 7) {
    std::cerr << "usage: bench_shuffled36 ENGINE [SECONDS [SEEDS [FROM TO STEP]]]\n";
    return 2;
  }
  const std::string engine_name = argv[1];
  const double seconds = argc > 2 ? std::stod(argv[2]) : 10;
  const int seeds = argc > 3 ? std::stoi(argv[3]) : 3;
  const int from = argc > 6 ? std::stoi(argv[4]) : 40, to = argc > 6 ? std::stoi(argv[5]) : 70,
            step = argc > 6 ? std::stoi(argv[6]) : 5;
  const char* nodes_env = std::getenv("BENCH_NODES");
  const std::int64_t node_limit = nodes_env != nullptr ? std::atoll(nodes_env) : 0;
  const bool print_only = engine_name == "print";
  auto engine = make_engine(print_only ? "backtrack" : engine_name);
  auto native = make_engine("backtrack");
  if (!engine) {
    std::cerr << "bench_shuffled36: no engine " << engine_name << "\n";
    return 2;
  }
  const SolveResult base = native->smallest(Grid(Geometry{6, 6}), {.seconds = 60});
  if (base.status != Status::solved) {
    std::cerr << "bench_shuffled36: no complete 36x36 grid\n";
    return 1;
  }
  int unanswered = 0;
  for (int percent = from; percent <= to; percent += step) {
    for (int seed = 1; seed <= seeds; ++seed) {
      std::mt19937_64 rng(static_cast<std::uint64_t>(percent * 1000 + seed));
      const Grid p = testing::blanked(testing::shuffled(base.solution, rng), percent, rng);
      if (print_only) {
        std::cout << one_line(p) << "\n";
        continue;
      }
      const auto start = std::chrono::steady_clock::now();
      const SolveResult r = engine->smallest(p, {.seconds = seconds, .nodes = node_limit});
      const double took =
          std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      std::string status(to_string(r.status));
      if (r.status == Status::solved) {
        if (!check_solution(p, r.solution)) {
          std::cerr << "bench_shuffled36: invalid answer at " << percent << "% seed " << seed
                    << "\n";
          return 1;
        }
        if (engine_name != "backtrack") {
          const SolveResult other = native->smallest(p, {.seconds = seconds});
          if (other.status == Status::solved && !(other.solution == r.solution)) {
            std::cerr << "bench_shuffled36: the engines disagree at " << percent << "% seed "
                      << seed << "\n";
            return 1;
          }
        }
      } else {
        ++unanswered;
      }
      std::printf("%d\t%d\t%s\t%.3f\t%llu\t%llu\t%llu\n", percent, seed, status.c_str(), took,
                  static_cast<unsigned long long>(r.stats.sat_calls),
                  static_cast<unsigned long long>(r.stats.conflicts),
                  static_cast<unsigned long long>(r.stats.nodes));
      std::fflush(stdout);
    }
  }
  return unanswered == 0 ? 0 : 3;
}
