#include "satdoku/explain.hpp"

#include <algorithm>

#include "satdoku/check.hpp"

namespace satdoku {

namespace {

class CoreShrinker {
 public:
  CoreShrinker(const Grid& puzzle, SatBackend& solver, const VariableMap& map)
      : solver_(solver), map_(map) {
    for (int cell = 0; cell < puzzle.cells(); ++cell)
      if (const int d = puzzle.at(cell)) givens_.push_back({cell, d});
  }

  CoreSearch run() {
    CoreSearch out;
    std::vector<Given> core = givens_;
    SatAnswer answer = solve_with(core);
    if (answer == SatAnswer::sat) out.solvable = true;
    if (answer == SatAnswer::unsat) {
      core = failed_among(core);
      // Deletion: core[0..i) are known necessary; try without core[i].
      std::size_t i = 0;
      while (i < core.size()) {
        std::vector<Given> rest = core;
        rest.erase(rest.begin() + static_cast<std::ptrdiff_t>(i));
        answer = solve_with(rest);
        if (answer == SatAnswer::unknown) break;
        if (answer == SatAnswer::sat) {
          ++i;  // needed
        } else {
          // Clause-set refinement: the refutation of `rest` used only its
          // failed givens. Those known necessary are always among them (a
          // set without one of them is satisfiable), so their order and the
          // index i stay valid.
          core = failed_among(rest);
        }
      }
      if (answer != SatAnswer::unknown) out.core = core;
    }
    out.sat_calls = solver_.solve_calls() - calls_before_;
    out.conflicts = solver_.conflicts() - conflicts_before_;
    return out;
  }

 private:
  int literal(const Given& g) const { return map_.variable(g.cell, g.value); }

  SatAnswer solve_with(const std::vector<Given>& givens) {
    for (const Given& g : givens) solver_.assume(literal(g));
    return solver_.solve();
  }

  std::vector<Given> failed_among(const std::vector<Given>& givens) const {
    std::vector<Given> kept;
    for (const Given& g : givens)
      if (solver_.failed(literal(g))) kept.push_back(g);
    return kept;
  }

  SatBackend& solver_;
  const VariableMap& map_;
  std::vector<Given> givens_;  // in cell order
  std::uint64_t calls_before_ = solver_.solve_calls();
  std::uint64_t conflicts_before_ = solver_.conflicts();
};

}  // namespace

std::optional<std::vector<Given>> clash_core(const Grid& puzzle) {
  const auto clashes = find_clashes(puzzle);
  if (clashes.empty()) return std::nullopt;
  const Clash& c = clashes.front();
  return std::vector<Given>{{c.first, c.value}, {c.second, c.value}};
}

CoreSearch minimal_core(const Grid& puzzle, SatBackend& solver, const VariableMap& map) {
  // A direct clash is the smallest explanation there is, and one a person
  // can check at a glance; no solver needed.
  if (auto core = clash_core(puzzle)) {
    CoreSearch out;
    out.core = std::move(core);
    return out;
  }
  return CoreShrinker(puzzle, solver, map).run();
}

}  // namespace satdoku
