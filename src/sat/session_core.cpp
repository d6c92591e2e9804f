// Unsatisfiable cores: the explanation of an unsolvable puzzle.
#include "explain.hpp"
#include "sat/sat_session.hpp"

namespace satdoku {

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
