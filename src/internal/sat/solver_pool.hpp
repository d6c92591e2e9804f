// Where the SAT engine's puzzles meet CaDiCaL: which solver holds a puzzle,
// in which encoding, searching how. Every client (the engine, true
// candidates, explanations, the minimizer) opens its solvers here, most
// through a SatSession (sat_session.hpp). The one exception is
// GuardedRules (guarded_rules.hpp), whose formula of selectors is its own.
//
// Two ways to hold a puzzle, chosen by measurement (bench/sat_bench.cpp):
// - shared: one solver per grid size and search holds the empty grid's plain
//   formula, and each puzzle's givens are assumptions. Loading CaDiCaL costs
//   far more than solving an easy 9x9, so loading the 12k clauses once is
//   what makes 9x9 fast.
// - own: a new solver holds the puzzle's reduced formula (givens and their
//   eliminations applied). On larger grids the search dominates, and it runs
//   several times faster on the smaller formula than under assumptions.
// A puzzle with variant rules always gets a solver of its own holding its
// plain encoding (extended unless the engine is sat/minimal or
// sat/efficient; the reduced one takes no rules) with its rules and givens,
// so the shared solvers, and classic speed, are untouched by them.
//
// A pool is not thread-safe: one per thread (each engine object owns one).
#pragma once

#include <array>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "sat/sat_backend.hpp"
#include "sat/sat_tuning.hpp"
#include "satdoku/encoder.hpp"
#include "satdoku/engine.hpp"
#include "satdoku/rules.hpp"
#include "satdoku/sat_engine.hpp"

namespace satdoku {

// Classic grids above 25x25 (36x36): the lex-min's two searches alternate in
// rounds with doubling budgets (SatSession::alternate), where up to 25x25 the
// fixed order gets one capped round and the assumption method the rest; the
// assumption method's solver there is set for them (stable mode, resumed
// from its last model between rounds).
inline bool alternates_in_rounds(const Puzzle& puzzle) {
  return puzzle.classic() && puzzle.side() > 25;
}

// How the solver a puzzle gets searches, and what it holds.
enum class SolverUse {
  lex_first,  // the fixed decision order: its first model is the smallest completion
  heuristic,  // CaDiCaL's own heuristics: any model, counting, the assumption method
  cover,      // true candidates: the puzzle's whole plain formula, givens as units above 9x9
  core,       // unsatisfiable cores: variant rules guarded by selectors, no givens
  minimize,   // minimizing: the layout's whole plain formula, no givens (the caller assumes them)
};

// One puzzle's view of one solver: which solver, what it assumes each time,
// which cells are settled, and its counters at the start (a shared solver's
// counters run across puzzles). Holds pointers into itself: never moved.
struct SolverHandle {
  SolverHandle() = default;
  SolverHandle(const SolverHandle&) = delete;
  SolverHandle& operator=(const SolverHandle&) = delete;

  std::unique_ptr<SatBackend> own;  // set when the solver is this puzzle's own
  SatBackend* solver = nullptr;
  VariableMap own_map;
  const VariableMap* map = nullptr;
  Grid start;                                 // the givens, or the reduced encoding's `fixed`
  std::vector<int> assumptions;               // the givens on a shared solver
  const std::vector<int>* regions = nullptr;  // jigsaw regions, for the rules' own propagation
  std::vector<int> rule_selectors;            // core: one per variant rule, puzzle order
  std::uint64_t calls_before = 0;
  std::uint64_t conflicts_before = 0;
  int* next_variable = nullptr;  // the last variable in use (activation literals follow)
  int own_next_variable = 0;

  bool shared() const { return own == nullptr; }
  EngineStats stats() const;
  // A variable no clause mentions yet, for an activation literal.
  int fresh_variable() { return ++*next_variable; }
};

class SolverPool {
 public:
  // `lex_first_overrides`: CaDiCaL options set on every lex-first solver
  // after its own (SatSearch::overrides); tests use them to make the
  // self-test fail.
  explicit SolverPool(SatSettings options,
                      std::vector<std::pair<std::string, int>> lex_first_overrides = {});
  ~SolverPool();
  SolverPool(const SolverPool&) = delete;
  SolverPool& operator=(const SolverPool&) = delete;

  const SatSettings& options() const { return options_; }

  // The lex-min method the options ask for (or their encoding's default).
  LexMinMethod lexmin_method() const { return satdoku::lexmin_method(options_); }

  // Whether the lex-first search of shared solvers (`shared`) or of puzzles'
  // own may be trusted, by the self-test (lex_first_guard.hpp), which runs
  // once per process for each: on the shared 9x9 solver when it is loaded,
  // else on small solvers of its own. Not trusted: take the assumption
  // method (a warning is recorded).
  bool trusts_lex_first(bool shared);

  // Whether a classic puzzle lives on a shared solver (otherwise its own,
  // reduced); puzzles with rules never do.
  bool shares(const Puzzle& puzzle) const;

  // Whether a shared solver of this shape is loaded already. Until one is,
  // a puzzle that unit propagation alone decides is answered without one:
  // loading the empty 9x9 is most of a trivial puzzle's run, worth paying
  // only once per batch.
  bool holds_shared(const Geometry& geometry) const;

  // Fills `handle` for `puzzle` on the solver `use` asks for and sets the
  // budget on it. False when the budget ran out while the formula loaded
  // (a half-loaded shared solver is dropped, never reused).
  bool open(SolverHandle& handle, const Puzzle& puzzle, SolverUse use, const SatBudget& budget);

  // Drops the shared solver that `use` maps to, so the next open() builds a
  // fresh one (counting rebuilds it once retired clauses pile up).
  void drop_shared(SolverUse use);

 private:
  struct Shared;
  Shared& shared(const Geometry& geometry, SolverUse use, const SatBudget& budget);
  void open_shared(SolverHandle& handle, const Grid& puzzle, SolverUse use,
                   const SatBudget& budget);
  void open_own(SolverHandle& handle, const Puzzle& puzzle, SolverUse use, const SatBudget& budget);
  // The search of a lex-first solver: a shared one's (`shared`, which
  // shrinks learned clauses) or a puzzle's own.
  SatSearch lex_first_search(bool shared) const;
  // The plain encoding the shared solvers hold (the reduced one has no
  // empty-grid form: its parent is the extended encoding).
  Encoding plain_encoding() const;
  EncodeOptions encode_options(Encoding encoding, bool givens_as_units) const;

  SatSettings options_;
  std::vector<std::pair<std::string, int>> lex_first_overrides_;
  std::array<std::optional<bool>, 2> trusted_;  // [shared]: the self-test's verdicts
  // One shared solver per kind: [0] heuristic (any, count, cover, cores of
  // classic puzzles: their refutations need bumping), [1] lex-first.
  std::array<std::unique_ptr<Shared>, 2> shared_;
};

}  // namespace satdoku
