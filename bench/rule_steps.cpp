// bench_rule_steps: what the SAT-found rule steps add on variant puzzles,
// for README and the closing notes (run by hand; tools/bench_rule_steps.sh).
//
//   bench_rule_steps FOLDER [--only NAME] [--max-rating R] [--verify] [--no-before]
//                           [--max-calls N]
//
// FOLDER holds f-puzzles files and answers.tsv (name, answer, count) as
// ../shared/data/variants does; the files with one solution are taken. For
// each: the logical path without rule steps ("before") and with them
// ("after"), every placement and elimination of every step checked against
// the published answer, and with --verify every rule step's claims checked
// by the native engine against every completion of the state it was found
// in. Prints a line per file and the totals: the share solved by logic, the
// processor time per puzzle, the rule steps' sizes (rule instances and
// facts) and time per step, the SAT calls.
#include <algorithm>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "satdoku/fpuzzles.hpp"
#include "satdoku/logic.hpp"
#include "satdoku/rule_steps.hpp"

namespace {

using namespace satdoku;

struct Walk {
  LogicEnd end = LogicEnd::stuck;
  int steps = 0, wrong = 0, refuted = 0;
  double seconds = 0, rating = 0;
  std::vector<Step> rule_steps;
};

std::string read_all(const std::filesystem::path& path) {
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

int wrong_claims(const Step& step, const std::string& answer) {
  auto digit_at = [&](int cell) {
    const char c = answer[static_cast<std::size_t>(cell)];
    return c <= '9' ? c - '0' : c - 'A' + 10;
  };
  int wrong = 0;
  for (const Placement& p : step.placements) wrong += digit_at(p.cell) != p.digit;
  for (const Elimination& e : step.eliminations) wrong += e.digits >> (digit_at(e.cell) - 1) & 1;
  return wrong;
}

long max_calls = -1;  // --max-calls: RuleStepOptions::max_sat_calls (-1: its default)

Walk walk(const Puzzle& puzzle, const std::string& answer, bool rule_steps, double max_rating,
          bool verify, RuleStepStats& stats) {
  LogicOptions options;
  options.assume_unique = true;
  if (max_rating > 0) options.max_rating = max_rating;
  RuleStepOptions limits;
  limits.verify = false;  // checked below, outside the timing
  if (max_calls >= 0) limits.max_sat_calls = static_cast<std::uint64_t>(max_calls);
  RuleSteps steps(limits);
  if (rule_steps) {
    for (auto& provider : steps.providers()) options.providers.push_back(provider);
  } else {
    options.disabled.push_back("rule step");
  }
  Walk out;
  const std::clock_t start = std::clock();
  std::clock_t checking = 0;
  LogicSolver solver(puzzle, options);
  for (CandidateState before = solver.candidates(); auto step = solver.step();
       before = solver.candidates()) {
    ++out.steps;
    out.rating = std::max(out.rating, step->rating);
    const std::clock_t check_start = std::clock();
    out.wrong += wrong_claims(*step, answer);
    if (step->technique == "rule step") {
      if (verify && !refute_step(puzzle, before, *step).empty()) ++out.refuted;
      out.rule_steps.push_back(*step);
    }
    checking += std::clock() - check_start;
  }
  out.seconds = static_cast<double>(std::clock() - start - checking) / CLOCKS_PER_SEC;
  out.end = solver.end();
  const RuleStepStats& s = steps.stats();
  stats.finds += s.finds;
  stats.steps += s.steps;
  stats.level_steps += s.level_steps;
  stats.greedy_steps += s.greedy_steps;
  stats.sets_checked += s.sets_checked;
  stats.sets_cached += s.sets_cached;
  stats.sat_calls += s.sat_calls;
  stats.seconds += s.seconds;
  stats.greedy_seconds += s.greedy_seconds;
  stats.sizes.insert(stats.sizes.end(), s.sizes.begin(), s.sizes.end());
  return out;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    std::cerr << "usage: bench_rule_steps FOLDER [--only NAME] [--max-rating R] [--verify] "
                 "[--no-before] [--max-calls N]\n";
    return 2;
  }
  const std::filesystem::path folder = argv[1];
  std::string only;
  double max_rating = 0;
  bool verify = false, before = true;
  for (int i = 2; i < argc; ++i) {
    if (!std::strcmp(argv[i], "--only") && i + 1 < argc) only = argv[++i];
    if (!std::strcmp(argv[i], "--max-rating") && i + 1 < argc) max_rating = std::atof(argv[++i]);
    if (!std::strcmp(argv[i], "--verify")) verify = true;
    if (!std::strcmp(argv[i], "--max-calls") && i + 1 < argc) max_calls = std::atol(argv[++i]);
    if (!std::strcmp(argv[i], "--no-before")) before = false;
  }
  std::ifstream tsv(folder / "answers.tsv");
  if (!tsv) {
    std::cerr << folder.string() << "/answers.tsv: cannot read\n";
    return 2;
  }
  int files = 0, solved_before = 0, solved_after = 0, wrong = 0, refuted = 0;
  double time_before = 0, time_after = 0;
  RuleStepStats stats;
  std::vector<Step> all_rule_steps;
  std::printf("%-26s %-8s %5s %9s | %-8s %5s %5s %9s %6s\n", "file", "before", "steps", "ms",
              "after", "steps", "rule", "ms", "rating");
  for (std::string line; std::getline(tsv, line);) {
    std::istringstream fields(line);
    std::string name, answer, count;
    fields >> name >> answer >> count;
    if (count != "1" || (!only.empty() && name != only)) continue;
    const std::filesystem::path path = folder / (name + ".json");
    const Entry entry = read_fpuzzles_json(read_all(path), {path.string(), 1, false});
    if (!entry.puzzle) continue;
    const Puzzle& puzzle = *entry.puzzle;
    ++files;
    Walk a, b;
    RuleStepStats unused;
    if (before) a = walk(puzzle, answer, false, max_rating, false, unused);
    b = walk(puzzle, answer, true, max_rating, verify, stats);
    solved_before += a.end == LogicEnd::solved;
    solved_after += b.end == LogicEnd::solved;
    time_before += a.seconds;
    time_after += b.seconds;
    wrong += a.wrong + b.wrong;
    refuted += b.refuted;
    all_rule_steps.insert(all_rule_steps.end(), b.rule_steps.begin(), b.rule_steps.end());
    std::printf("%-26s %-8s %5d %9.1f | %-8s %5d %5zu %9.1f %6.1f\n", name.c_str(),
                before ? std::string(to_string(a.end)).c_str() : "-", a.steps, 1000 * a.seconds,
                std::string(to_string(b.end)).c_str(), b.steps, b.rule_steps.size(),
                1000 * b.seconds, b.rating);
    std::fflush(stdout);
  }
  if (!files) return 1;
  std::printf("\n%d files with one solution\n", files);
  if (before)
    std::printf("solved by logic without rule steps: %d (%.1f%%), %.1f ms per puzzle\n",
                solved_before, 100.0 * solved_before / files, 1000 * time_before / files);
  std::printf("solved by logic with rule steps:    %d (%.1f%%), %.1f ms per puzzle\n", solved_after,
              100.0 * solved_after / files, 1000 * time_after / files);
  std::printf("claims against the published answers: %d wrong\n", wrong);
  if (verify)
    std::printf("rule steps refuted by the native engine: %d of %zu\n", refuted,
                all_rule_steps.size());
  std::printf(
      "rule steps: %d (%d from the sets searched in full, %d greedy); %.2f ms per find, "
      "%.2f ms per step (%.0f%% of the time greedy); %llu SAT calls; sets asked %d, skipped as "
      "unchanged %d\n",
      stats.steps, stats.level_steps, stats.greedy_steps,
      stats.finds ? 1000 * stats.seconds / stats.finds : 0.0,
      stats.steps ? 1000 * stats.seconds / stats.steps : 0.0,
      stats.seconds > 0 ? 100 * stats.greedy_seconds / stats.seconds : 0.0,
      static_cast<unsigned long long>(stats.sat_calls), stats.sets_checked, stats.sets_cached);
  std::map<int, int> instances, facts;
  int total_instances = 0, total_facts = 0;
  for (const auto& [i, f] : stats.sizes) {
    ++instances[i];
    ++facts[std::min(f, 20) / 5 * 5];
    total_instances += i;
    total_facts += f;
  }
  if (!stats.sizes.empty()) {
    const double n = static_cast<double>(stats.sizes.size());
    std::printf("rule instances per step (mean %.2f):", total_instances / n);
    for (const auto& [k, count] : instances) std::printf(" %d: %d;", k, count);
    std::printf("\nfacts per step (mean %.2f), by fives:", total_facts / n);
    for (const auto& [k, count] : facts) std::printf(" %d%s: %d;", k, k == 20 ? "+" : "", count);
    std::printf("\n");
  }
  return wrong || refuted ? 1 : 0;
}
