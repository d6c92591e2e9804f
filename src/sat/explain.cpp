#include "explain.hpp"

#include <algorithm>

#include "satdoku/check.hpp"

namespace satdoku {

namespace {

// Deletion over assumed literals (givens, rule selectors), kept in the
// order given: the literals of a minimal set that cannot all hold.
class CoreShrinker {
 public:
  CoreShrinker(SatBackend& solver, std::span<const int> always, std::vector<int> literals)
      : solver_(solver), always_(always), literals_(std::move(literals)) {}

  // nullopt: satisfiable (`solvable` says so) or the budget ran out.
  std::optional<std::vector<int>> run(CoreSearch& out) {
    std::vector<int> core = literals_;
    SatAnswer answer = solve_with(core);
    if (answer == SatAnswer::sat) out.solvable = true;
    std::optional<std::vector<int>> found;
    if (answer == SatAnswer::unsat) {
      core = failed_among(core);
      // Deletion: core[0..i) are known necessary; try without core[i].
      std::size_t i = 0;
      while (i < core.size()) {
        std::vector<int> rest = core;
        rest.erase(rest.begin() + static_cast<std::ptrdiff_t>(i));
        answer = solve_with(rest);
        if (answer == SatAnswer::unknown) break;
        if (answer == SatAnswer::sat) {
          ++i;  // needed
        } else {
          // Clause-set refinement: the refutation of `rest` used only its
          // failed literals. Those known necessary are always among them (a
          // set without one of them is satisfiable), so their order and the
          // index i stay valid.
          core = failed_among(rest);
        }
      }
      if (answer != SatAnswer::unknown) found = core;
    }
    out.sat_calls = solver_.solve_calls() - calls_before_;
    out.conflicts = solver_.conflicts() - conflicts_before_;
    return found;
  }

 private:
  SatAnswer solve_with(const std::vector<int>& literals) {
    solver_.assume(always_);
    solver_.assume(literals);
    return solver_.solve();
  }

  std::vector<int> failed_among(const std::vector<int>& literals) const {
    std::vector<int> kept;
    for (const int lit : literals)
      if (solver_.failed(lit)) kept.push_back(lit);
    return kept;
  }

  SatBackend& solver_;
  std::span<const int> always_;
  std::vector<int> literals_;
  std::uint64_t calls_before_ = solver_.solve_calls();
  std::uint64_t conflicts_before_ = solver_.conflicts();
};

std::vector<Given> givens_of(const Grid& puzzle) {
  std::vector<Given> givens;
  for (int cell = 0; cell < puzzle.cells(); ++cell)
    if (const int d = puzzle.at(cell)) givens.push_back({cell, d});
  return givens;
}

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
  CoreSearch out;
  if (auto core = clash_core(puzzle)) {
    out.core = std::move(core);
    return out;
  }
  const std::vector<Given> givens = givens_of(puzzle);
  std::vector<int> literals;
  for (const Given& g : givens) literals.push_back(map.variable(g.cell, g.value));
  const auto found = CoreShrinker(solver, {}, literals).run(out);
  if (!found) return out;
  out.core.emplace();
  for (const Given& g : givens)  // cell order, as the literals were
    if (std::find(found->begin(), found->end(), map.variable(g.cell, g.value)) != found->end())
      out.core->push_back(g);
  return out;
}

CoreSearch minimal_core(const Puzzle& puzzle, SatBackend& solver, const VariableMap& map,
                        std::span<const int> selectors) {
  CoreSearch out;
  const std::vector<Given> givens = givens_of(puzzle.grid);
  std::vector<int> literals;
  for (const Given& g : givens) literals.push_back(map.variable(g.cell, g.value));
  literals.insert(literals.end(), selectors.begin(), selectors.end());
  const auto found = CoreShrinker(solver, {}, literals).run(out);
  if (!found) return out;
  auto kept = [&found](int lit) {
    return std::find(found->begin(), found->end(), lit) != found->end();
  };
  out.core.emplace();
  for (const Given& g : givens)
    if (kept(map.variable(g.cell, g.value))) out.core->push_back(g);
  for (std::size_t r = 0; r < selectors.size(); ++r)
    if (kept(selectors[r])) out.rules.push_back(puzzle.rules->list[r].label);
  return out;
}

}  // namespace satdoku
