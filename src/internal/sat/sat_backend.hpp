// A thin, contract-checking wrapper around one incremental CaDiCaL solver.
//
// CaDiCaL 1.5.3 aborts the process on API misuse (val() outside a SAT state,
// failed() outside an UNSAT state, ...). This wrapper checks the state before
// every call and throws std::logic_error instead, counts solve() calls and
// conflicts, and spreads one budget (a deadline and a number of conflicts)
// over all the solve() calls made for one puzzle. CaDiCaL stays out of the
// public headers.
#pragma once

#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "satdoku/clause_sink.hpp"
#include "satdoku/engine.hpp"

namespace satdoku {

// CaDiCaL's answers, with the SAT competition's numbers.
enum class SatAnswer {
  unknown = 0,  // a limit stopped the search
  sat = 10,
  unsat = 20,
};

// What may still be spent; shared by every solve() until it is replaced.
struct SatBudget {
  std::optional<std::chrono::steady_clock::time_point> deadline;
  std::int64_t conflicts = 0;                   // total for the budget; 0 or less = unlimited
  const std::atomic<bool>* stop = nullptr;      // polled with the deadline (Limits::stop)
  const std::atomic<bool>* stop_too = nullptr;  // likewise (Limits::stop_too)

  // Whether the deadline has passed or a stop was asked for.
  bool spent() const;

  static SatBudget from(const Limits& limits);
};

// How one backend searches; fixed when it is built (CaDiCaL takes options
// only before the first clause).
struct SatSearch {
  // CaDiCaL's first decisions go from variable 1 upwards (option "reverse";
  // by default it starts from the last variable). With the default phase
  // "true" this is a greedy pass in (cell, digit) order, so first models lie
  // near the lexicographic minimum: fewer lex-min questions on a puzzle's
  // own solver.
  bool decide_in_order = false;
  // CaDiCaL's target phases in every mode (option target=2, default 1:
  // stable mode only): fewer lex-min conflicts on variant puzzles, whose
  // solvers use it.
  bool target_phases = false;
  // CaDiCaL's stable mode only (option stabilizeonly=1, part of its "--sat"
  // configuration): no focused-mode phases between the stable ones, so the
  // search keeps target phases and rare restarts throughout. Made for
  // satisfiable instances, which the lex-min questions on half-blank 36x36
  // puzzles mostly are.
  bool stable_only = false;
  // Every model the solver finds is the lexicographically largest one
  // (variables in index order, true above false), so with (cell, digit)
  // variables numbered in order and auxiliary ones above them, the first
  // model is the smallest completion (see lex_first_options in
  // sat_backend.cpp for why). Costs the search its variable bumping.
  bool lex_first = false;
  // lex_first only: shrink learned clauses (CaDiCaL's shrink=2, tuned on the
  // shared 9x9 solver). A 25x25's own solver spends less without it: its
  // learned clauses span few assumption levels.
  bool shrink_learned = true;
  // The solver is shared by many puzzles and assumes each one's givens, so
  // every given is a decision level of its own and learned clauses span many
  // of them: cheaper conflict analysis (shrink 2, no minimizing, no
  // chronological backtracking, no eager subsumption) and no inprocessing
  // (probing, subsumption, vivification), which cost more than they save
  // there. The lex-first search has the analysis part anyway.
  bool many_assumptions = false;
  // CaDiCaL options set after all of the above. Tests use them to build a
  // solver that decides otherwise than lex_first promises (the lex-first
  // self-test must then fail; see lex_first_guard.hpp).
  std::vector<std::pair<std::string, int>> overrides{};
};

class SatBackend final : public ClauseSink {
 public:
  explicit SatBackend(SatSearch search = {});
  ~SatBackend() override;
  SatBackend(const SatBackend&) = delete;
  SatBackend& operator=(const SatBackend&) = delete;

  // Permanent clauses (the encoder writes here). An empty clause makes the
  // formula unsatisfiable.
  void add_clause(std::span<const int> literals) override;
  void add_unit(int literal);
  // Makes variables 1..count known before their clauses come: one
  // allocation instead of one per new variable.
  void reserve(int count);

  // For the next solve() only.
  void assume(int literal);
  void assume(std::span<const int> literals);
  // One clause that holds for the next solve() only.
  void constrain(std::span<const int> literals);

  // Solves under the pending assumptions and constraint, within the budget.
  // A budget already spent answers `unknown` without calling the solver.
  SatAnswer solve();

  // After solve() == sat, before anything is added or assumed.
  bool is_true(int literal) const;
  // After solve() == unsat: whether the assumption took part in the refutation.
  bool failed(int literal) const;
  // +1 / -1 when the root level has decided the literal, 0 otherwise.
  int fixed(int literal) const;

  // Installs a new budget; its conflict count starts at zero.
  void set_budget(const SatBudget& budget);
  // Whether the budget ran out (a solve() answered unknown because of it).
  bool exhausted() const { return exhausted_; }

  std::uint64_t solve_calls() const { return solve_calls_; }
  std::uint64_t conflicts() const;  // over the solver's life
  bool lex_first() const { return lex_first_; }

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
  std::uint64_t solve_calls_ = 0;
  bool exhausted_ = false;
  bool lex_first_ = false;
};

}  // namespace satdoku
