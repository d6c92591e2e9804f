// Why a puzzle has no completion: a minimal set of its givens (and variant
// rules) that cannot all hold together (a minimal unsatisfiable core over
// the givens and the rules).
#pragma once

#include <cstdint>
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
// without any trace of the puzzle. CaDiCaL's failed() givens are kept and the
// set shrunk by deletion: each given is dropped in turn and stays out when
// the rest is still unsatisfiable (the rest then shrinks to its own failed()
// givens). The result is minimal: dropping any one of its givens leaves a
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

}  // namespace satdoku
