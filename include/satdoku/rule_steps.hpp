// Rule steps found with a SAT solver: where no named technique applies to a
// puzzle with variant rules, the smallest set of rule instances (a cage, a
// thermometer, a row, a dot ...) and current facts (digits placed,
// candidates eliminated) that proves a candidate impossible. It is an
// unsatisfiable core: CaDiCaL solves the rules and facts, each behind an
// assumption literal of its own, together with the candidate; its failed
// assumptions are shrunk to a minimal set by deletion. The step takes out
// every candidate that same set rules out.
//
// Smallest first (Bogaerts, Gamba and Guns, step-wise explanations of
// constraint satisfaction problems, ECAI 2020): every connected set of up
// to `max_rules` instances that holds a variant rule is tried, one instance
// first, then two, then three; each set with the facts of its cells. Rules
// over the whole grid (anti-knight, nonconsecutive) and rules that are
// houses to the named techniques (diagonals) start no set. The
// first size at which a set rules something out gives the step, its facts
// shrunk to a minimal set (the set with the fewest facts wins). Above that
// size a greedy search: for each candidate no completion of the state
// holds, the core of all instances and facts, the smallest few shrunk, the
// smallest result taken if it has at most `max_size` members.
//
//   RuleStepOptions limits;
//   limits.max_rules = 2;
//   RuleSteps steps(limits);
//   LogicOptions options;
//   for (auto& provider : steps.providers()) options.providers.push_back(provider);
//   LogicSolver solver(puzzle, options);
//
// The solver (LogicSolver) plugs in a RuleSteps of its own for every puzzle
// with variant rules unless a provider named "rule step" is given or the
// technique (or its family, "rules") is disabled.
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "satdoku/logic.hpp"

namespace satdoku {

struct RuleStepOptions {
  // Connected sets of up to this many rule instances are searched in full,
  // smallest first.
  int max_rules = 3;
  // The greedy search's bound: no step with more instances and facts.
  int max_size = 40;
  // The greedy search shrinks the cores of this many candidates (those whose
  // first core is smallest) and keeps the smallest result.
  int greedy_candidates = 6;
  // SAT calls per find() (0: none); the search then gives up (nothing
  // found). Unlike a deadline it gives the same path on any machine. Most
  // finds need a few hundred calls, but with a rule over the whole grid
  // (nonconsecutive) some need tens of thousands, and a tight bound pushes
  // steps to a harder tier (docs/benchmark-notes.md, "Logical solver and
  // connected solver").
  std::uint64_t max_sat_calls = 20000;
  // Wall-clock seconds per find() (0: none); the search then gives up.
  double seconds = 0;
  const std::atomic<bool>* stop = nullptr;
  // A point in time no find() passes (LogicOptions::deadline); nothing is
  // found past it.
  std::optional<std::chrono::steady_clock::time_point> deadline = std::nullopt;
  // Check each step's claims with the native engine before returning it
  // (std::logic_error when one fails). On in debug builds.
#ifdef NDEBUG
  bool verify = false;
#else
  bool verify = true;
#endif
};

// What the search did, summed over a provider's life (bench_rule_steps).
struct RuleStepStats {
  int finds = 0;         // find() calls
  int steps = 0;         // steps returned
  int level_steps = 0;   // of them, found by the full search of small sets
  int greedy_steps = 0;  // found by the greedy search
  int sets_checked = 0;  // sets of instances asked about
  int sets_cached = 0;   // sets skipped: nothing changed in their cells since they gave nothing
  std::uint64_t sat_calls = 0;
  double seconds = 0;                      // wall-clock time in find()
  double greedy_seconds = 0;               // of which in the greedy search
  std::vector<std::pair<int, int>> sizes;  // (rule instances, facts) of each step
};

// The shared search and the providers that offer its steps to a solver, one
// per tier of size: steps of one rule instance (with the facts they use),
// of two, ... of max_rules, then the greedy search's. Each tier is tried at
// its own place in the solver's order (its base rating, rule_step_rating),
// after the named techniques rated below it; all carry the technique name
// "rule step" and the family "rules". The search keeps the puzzle's formula
// and what it learnt between calls; a call with another puzzle starts anew.
// Not thread-safe: one per solver.
class RuleSteps {
 public:
  explicit RuleSteps(RuleStepOptions options = {});
  ~RuleSteps();
  RuleSteps(const RuleSteps&) = delete;
  RuleSteps& operator=(const RuleSteps&) = delete;

  // For LogicOptions::providers, easiest tier first.
  std::vector<std::shared_ptr<StepProvider>> providers() const;
  const RuleStepStats& stats() const;

  struct Impl;

 private:
  std::shared_ptr<Impl> impl_;
};

// A rule step's rating from its size: the rule instances and the facts it
// uses (README, "Rule steps").
double rule_step_rating(int instances, int facts);

// What a step claims that some completion of `state` (under the puzzle's
// rules) denies, checked by the native engine, one search per claim:
// "r3c4<>5" when a completion puts 5 in r3c4 although the step removes it,
// "r3c4=5" when a completion puts another digit there although the step
// places 5. Empty when every claim holds.
std::string refute_step(const Puzzle& puzzle, const CandidateState& state, const Step& step);

}  // namespace satdoku
