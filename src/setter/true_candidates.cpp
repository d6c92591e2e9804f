// True candidates by SAT (covering models on one incremental solver) and by
// any engine (one `any` per uncovered pair); see satdoku/true_candidates.hpp.
#include "satdoku/true_candidates.hpp"

#include <bit>
#include <memory>
#include <span>

#include "sat/lexmin.hpp"
#include "sat/sat_backend.hpp"
#include "satdoku/encoder.hpp"
#include "satdoku/sat_engine.hpp"

namespace satdoku {

bool TrueCandidates::has(int cell, int digit) const {
  return (masks[static_cast<std::size_t>(cell)] >> (digit - 1)) & 1U;
}

std::vector<int> TrueCandidates::digits(int cell) const {
  std::vector<int> out;
  for (int d = 1; d <= side; ++d)
    if (has(cell, d)) out.push_back(d);
  return out;
}

std::uint64_t TrueCandidates::count(int cell, int digit) const {
  return counts[static_cast<std::size_t>(cell * side + digit - 1)];
}

namespace {

// Largest side kept on a shared solver (the SAT engine's choice too).
constexpr int kSharedUpTo = 9;

std::uint64_t bit(int digit) {
  return std::uint64_t{1} << (digit - 1);
}

// Every candidate's completions, capped at options.limit, by `engine` on the
// puzzle with the cell fixed. False when a limit stopped a count.
bool count_candidates(Engine& engine, const Puzzle& puzzle, const CandidateOptions& options,
                      TrueCandidates& out) {
  const int n = puzzle.side();
  out.limit = options.limit;
  out.counts.assign(out.masks.size() * static_cast<std::size_t>(n), 0);
  for (int cell = 0; cell < puzzle.grid.cells(); ++cell) {
    for (int d = 1; d <= n; ++d) {
      if (!out.has(cell, d)) continue;
      Puzzle fixed = puzzle;
      fixed.grid.set(cell, d);
      const CountResult r = engine.count(fixed, options.limit, options.limits);
      out.stats.sat_calls += r.stats.sat_calls;
      out.stats.nodes += r.stats.nodes;
      if (r.status != Status::solved) return false;
      out.counts[static_cast<std::size_t>(cell * n + d - 1)] = r.count;
    }
  }
  return true;
}

void cover(TrueCandidates& out, const Grid& completion) {
  for (int cell = 0; cell < completion.cells(); ++cell)
    out.masks[static_cast<std::size_t>(cell)] |= bit(completion.at(cell));
}

TrueCandidates empty_result(const Puzzle& puzzle) {
  TrueCandidates out;
  out.side = puzzle.side();
  out.masks.assign(static_cast<std::size_t>(puzzle.grid.cells()), 0);
  return out;
}

}  // namespace

// One classic grid size's empty formula, kept between puzzles: loading the
// 9x9's 12k clauses into CaDiCaL costs more than answering an easy puzzle,
// so givens are assumed instead (as the SAT engine's shared solver does).
struct SatCandidates::Shared {
  Geometry geometry;
  SatBackend solver;
  Encoded encoded;
};

SatCandidates::SatCandidates() = default;
SatCandidates::~SatCandidates() = default;

namespace {

// Loading the clauses of a large grid into its own solver takes seconds (the
// empty 36x36 has over three million): the budget (a deadline, Ctrl-C's stop
// flag) must hold while they load, as in the SAT engine, not only once
// solve() runs. The sink gives up past it.
struct LoadStopped {};

class BudgetedSink final : public ClauseSink {
 public:
  BudgetedSink(ClauseSink& to, const SatBudget& budget) : to_(to), budget_(budget) {}
  void add_clause(std::span<const int> literals) override {
    if ((budget_.deadline || budget_.stop) && (++added_ & 4095) == 0 && budget_.spent())
      throw LoadStopped{};
    to_.add_clause(literals);
  }

 private:
  ClauseSink& to_;
  const SatBudget& budget_;
  std::uint64_t added_ = 0;
};

}  // namespace

// The solver a puzzle is asked on: the shared one, or its own (filled in
// place: `encoded` may point at `own_encoded`), and the budget of the run.
struct SatCandidates::Session {
  SatBudget budget;
  std::unique_ptr<SatBackend> own;
  Encoded own_encoded;
  SatBackend* solver = nullptr;
  const Encoded* encoded = nullptr;
  std::vector<int> givens;  // assumed on the shared solver
};

void SatCandidates::open(const Puzzle& puzzle, Session& s) {
  const Grid& start = puzzle.grid;
  EncodeOptions encode_options;
  encode_options.repeat_pairs = false;
  if (puzzle.classic() && puzzle.side() <= kSharedUpTo) {
    if (!shared_ || !(shared_->geometry == start.geometry())) {
      shared_ = std::make_unique<Shared>();
      shared_->geometry = start.geometry();
      encode_options.givens_as_units = false;
      shared_->encoded = encode(Grid(start.geometry()), encode_options, shared_->solver);
    }
    s.solver = &shared_->solver;
    s.encoded = &shared_->encoded;
    for (int cell = 0; cell < start.cells(); ++cell)
      if (const int d = start.at(cell)) s.givens.push_back(s.encoded->map.variable(cell, d));
  } else {
    // Variant formulas search better with target phases (sat_backend.hpp).
    s.own = std::make_unique<SatBackend>(SatSearch{.target_phases = !puzzle.classic()});
    BudgetedSink sink(*s.own, s.budget);
    s.own_encoded = encode(puzzle, encode_options, sink);
    s.solver = s.own.get();
    s.encoded = &s.own_encoded;
  }
}

std::optional<bool> SatCandidates::is_only_completion(const Puzzle& puzzle, const Grid& solution,
                                                      const Limits& limits) {
  for (int cell = 0; cell < puzzle.grid.cells(); ++cell)
    if (puzzle.grid.at(cell) > puzzle.side()) return std::nullopt;
  Session s;
  s.budget = SatBudget::from(limits);
  try {
    open(puzzle, s);
  } catch (const LoadStopped&) {
    return std::nullopt;
  }
  s.solver->set_budget(s.budget);
  s.solver->assume(s.givens);
  const std::vector<int> other = differs_from(s.encoded->map, puzzle.grid, solution);
  if (other.empty()) return true;  // no blank: nothing else can differ
  s.solver->constrain(other);
  const SatAnswer answer = s.solver->solve();
  if (answer == SatAnswer::unknown) return std::nullopt;
  return answer == SatAnswer::unsat;
}

TrueCandidates SatCandidates::run(const Puzzle& puzzle, const CandidateOptions& options) {
  TrueCandidates out = empty_result(puzzle);
  const Grid& start = puzzle.grid;
  const int n = puzzle.side();
  for (int cell = 0; cell < start.cells(); ++cell)
    if (start.at(cell) > n) {
      out.status = Status::no_solution;
      return out;
    }
  Session session;
  session.budget = SatBudget::from(options.limits);
  try {
    open(puzzle, session);
  } catch (const LoadStopped&) {
    out.status = Status::unknown;
    out.masks.assign(out.masks.size(), 0);
    return out;
  }
  SatBackend* solver = session.solver;
  const Encoded* encoded = session.encoded;
  const std::vector<int>& givens = session.givens;
  solver->set_budget(session.budget);
  const std::uint64_t calls_before = solver->solve_calls();
  const std::uint64_t conflicts_before = solver->conflicts();
  auto finish = [&](Status status) {
    out.status = status;
    out.stats.sat_calls += solver->solve_calls() - calls_before;
    out.stats.conflicts += solver->conflicts() - conflicts_before;
    if (status != Status::solved) out.masks.assign(out.masks.size(), 0);
    return out;
  };
  std::vector<int> uncovered;
  for (bool first = true;; first = false) {
    solver->assume(givens);
    if (!uncovered.empty()) solver->constrain(uncovered);
    const SatAnswer answer = solver->solve();
    if (answer == SatAnswer::unknown) return finish(Status::unknown);
    if (answer == SatAnswer::unsat) {
      if (first) return finish(Status::no_solution);
      break;  // no completion uses any pair left: the candidates are complete
    }
    cover(out, grid_from_model(*solver, encoded->map, start));
    // The pairs no model has used yet, except those the solver has refuted
    // at its root level already.
    uncovered.clear();
    for (int cell = 0; cell < start.cells(); ++cell) {
      if (start.at(cell) != 0) continue;
      for (int d = 1; d <= n; ++d) {
        if (out.has(cell, d)) continue;
        const int v = encoded->map.variable(cell, d);
        if (v != 0 && solver->fixed(v) >= 0) uncovered.push_back(v);
      }
    }
    if (uncovered.empty()) break;
  }
  if (options.limit > 0) {
    if (!counter_) counter_ = make_sat_engine();
    if (!count_candidates(*counter_, puzzle, options, out)) return finish(Status::unknown);
  }
  return finish(Status::solved);
}

TrueCandidates true_candidates_sat(const Puzzle& puzzle, const CandidateOptions& options) {
  SatCandidates finder;
  return finder.run(puzzle, options);
}

TrueCandidates true_candidates_with(Engine& engine, const Puzzle& puzzle,
                                    const CandidateOptions& options) {
  TrueCandidates out = empty_result(puzzle);
  auto add = [&out](const SolveResult& r) {
    out.stats.sat_calls += r.stats.sat_calls;
    out.stats.conflicts += r.stats.conflicts;
    out.stats.nodes += r.stats.nodes;
  };
  const SolveResult first = engine.any(puzzle, options.limits);
  add(first);
  if (first.status != Status::solved) {
    out.status = first.status;
    return out;
  }
  cover(out, first.solution);
  const int n = puzzle.side();
  for (int cell = 0; cell < puzzle.grid.cells(); ++cell) {
    if (puzzle.grid.at(cell) != 0) continue;
    for (int d = 1; d <= n; ++d) {
      if (out.has(cell, d)) continue;
      Puzzle fixed = puzzle;
      fixed.grid.set(cell, d);
      const SolveResult r = engine.any(fixed, options.limits);
      add(r);
      if (r.status == Status::unknown) {
        out.status = Status::unknown;
        out.masks.assign(out.masks.size(), 0);
        return out;
      }
      if (r.status == Status::solved) cover(out, r.solution);
    }
  }
  if (options.limit > 0 && !count_candidates(engine, puzzle, options, out)) {
    out.status = Status::unknown;
    return out;
  }
  out.status = Status::solved;
  return out;
}

std::string compare_candidates(const TrueCandidates& a, const std::string& a_name,
                               const TrueCandidates& b, const std::string& b_name) {
  if (a.status != b.status)
    return a_name + " says " + std::string(to_string(a.status)) + ", " + b_name + " says " +
           std::string(to_string(b.status));
  auto set = [](const TrueCandidates& t, int cell) {
    std::string s = "{";
    for (int d : t.digits(cell)) {
      if (s.size() > 1) s += ',';
      s += std::to_string(d);
    }
    return s + "}";
  };
  const int n = a.side;
  for (std::size_t i = 0; i < a.masks.size(); ++i) {
    const int cell = static_cast<int>(i);
    // Appended piece by piece: GCC 12 warns falsely (-Wrestrict) on "R" + std::string.
    std::string where = "R";
    where += std::to_string(cell / n + 1);
    where += 'C';
    where += std::to_string(cell % n + 1);
    where += ": ";
    if (a.masks[i] != b.masks[i])
      return where + a_name + " says " + set(a, cell) + ", " + b_name + " says " + set(b, cell);
    if (a.counts.empty() || b.counts.empty()) continue;
    for (int d = 1; d <= n; ++d) {
      if (!a.has(cell, d)) continue;
      if (a.count(cell, d) != b.count(cell, d))
        return where + "digit " + std::to_string(d) + ": " + a_name + " counts " +
               std::to_string(a.count(cell, d)) + ", " + b_name + " counts " +
               std::to_string(b.count(cell, d));
    }
  }
  return "";
}

}  // namespace satdoku
