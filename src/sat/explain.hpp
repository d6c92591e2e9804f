// Why a puzzle has no completion: a minimal set of its givens (and variant
// rules) that cannot all hold together (a minimal unsatisfiable core over
// the givens and the rules).
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "sat/sat_backend.hpp"
#include "satdoku/encoder.hpp"
#include "satdoku/engine.hpp"

namespace satdoku {

struct CoreSearch {
  std::optional<std::vector<Given>> core;  // nullopt: solvable, or the budget ran out
  std::vector<std::string> rules;          // with the core: its rules' labels, puzzle order
  bool solvable = false;                   // the givens can all hold after all
  std::uint64_t sat_calls = 0;
  std::uint64_t conflicts = 0;
};

// The first pair of givens that clash directly (same value in a unit), if any:
// a 2-element core found without a solver.
std::optional<std::vector<Given>> clash_core(const Grid& puzzle);

// Two givens that clash directly are the answer at once (a 2-element core).
// Otherwise the givens are assumed on `solver`, which must hold the empty
// grid's formula in a plain encoding numbered by `map` (and nothing that
// depends on this puzzle); it is used within its current budget and left
// without any trace of the puzzle. The givens are shrunk by deletion
// (shrink_by_deletion below): dropping any one of the result leaves a
// satisfiable set. Ordered by cell.
CoreSearch minimal_core(const Grid& puzzle, SatBackend& solver, const VariableMap& map);

// The same for a puzzle with variant rules. `solver` holds the puzzle's own
// formula as encode() wrote it with guard_rules and without the givens
// (`map` and `selectors`, one per rule, are what it returned): givens and
// rule selectors are assumed, and the set of both is shrunk by deletion. The
// result is minimal: dropping any given or rule leaves a solvable set. Rows,
// columns and regions always hold.
CoreSearch minimal_core(const Puzzle& puzzle, SatBackend& solver, const VariableMap& map,
                        std::span<const int> selectors);

// The deletion both kinds of core run (minimal_core above and
// GuardedRules::shrink): a minimal subset of `choices` that `solve` finds
// unsatisfiable. `solve(set)` asks `solver` with `set` assumed, and
// whatever else the caller holds on, and failed() then names the choices
// its refutation used. Those are kept, and the set shrunk by deletion: each
// choice is dropped in turn and stays out when the rest is still
// unsatisfiable (the rest then shrinks to its own failed choices). Dropping
// any one of the result leaves a satisfiable set; it keeps the order of
// `choices`. nullopt when the choices hold together (`solvable` is then
// set, when given), when the budget ran out, or once more than `bound`
// choices are known to be needed.
std::optional<std::vector<int>> shrink_by_deletion(
    SatBackend& solver, std::vector<int> choices, std::size_t bound,
    const std::function<SatAnswer(const std::vector<int>&)>& solve, bool* solvable = nullptr);

}  // namespace satdoku
