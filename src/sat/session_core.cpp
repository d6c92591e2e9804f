// Unsatisfiable cores: the general question over selectors and facts, and
// the explanation of an unsolvable puzzle.
#include "explain.hpp"
#include "sat/sat_session.hpp"

namespace satdoku {

bool SatSession::open_core(const CoreLayout& layout) {
  if (core_) return true;
  return open(core_, SolverUse::core, budget_, layout);
}

int SatSession::fact(int cell, int digit) const {
  return core_ ? core_->map->variable(cell, digit) : 0;
}

std::span<const int> SatSession::rule_selectors() const {
  if (!core_) return {};
  return core_->rule_selectors;
}

std::span<const int> SatSession::house_selectors() const {
  if (!core_) return {};
  return core_->house_selectors;
}

CoreAnswer SatSession::core(std::span<const int> always, std::span<const int> choices) {
  CoreAnswer answer;
  if (!core_ && !open_core()) return answer;  // unknown: no time to load
  CoreSearch search;
  std::optional<std::vector<int>> found =
      shrink_core(*core_->solver, always, std::vector<int>(choices.begin(), choices.end()), search);
  answer.stats.sat_calls = search.sat_calls;
  answer.stats.conflicts = search.conflicts;
  if (found) {
    answer.status = Status::solved;
    answer.core = std::move(*found);
  } else if (search.solvable) {
    answer.status = Status::no_solution;
  }
  return answer;
}

// A classic puzzle's givens are shrunk on the shared solver of its size
// (its refutations need CaDiCaL's own heuristics), after the direct clashes
// that need no solver; a puzzle with rules gets a solver of its own whose
// rules are guarded by selectors. If the budget runs out the core stays
// empty rather than holding a set that is not minimal.
void SatSession::explain(SolveResult& result) {
  if (puzzle_.classic())
    if (auto clash = clash_core(puzzle_.grid)) {  // before paying for a solver
      result.core = std::move(*clash);
      return;
    }
  const std::optional<SatBudget> left = left_after(result.stats.conflicts);
  if (!left) return;
  if (!open(core_, SolverUse::core, *left)) return;  // no time left to explain
  const CoreSearch found =
      puzzle_.classic() ? minimal_core(puzzle_.grid, *core_->solver, *core_->map)
                        : minimal_core(puzzle_, *core_->solver, *core_->map, core_->rule_selectors);
  result.stats.sat_calls += found.sat_calls;
  result.stats.conflicts += found.conflicts;
  if (found.core) {
    result.core = *found.core;
    result.core_rules = found.rules;
  }
}

}  // namespace satdoku
