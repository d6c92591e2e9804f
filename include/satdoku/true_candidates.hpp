// True candidates: for every cell, each digit that appears in at least one
// completion of the puzzle (classic or with variant rules), and optionally
// how many completions use it.
//
// Two independent ways to the same answer:
// - true_candidates_sat, the leading one: one incremental CaDiCaL solver
//   holds the puzzle's formula (extended encoding, givens and rules as
//   clauses). Every model covers N*N (cell, digit) pairs at once; then one
//   question at a time, "some pair not yet covered holds" (a one-shot
//   clause over their variables), until it is unsatisfiable. Each model
//   covers at least one new pair, and a unique puzzle takes two calls, as
//   many as proving it unique.
// - true_candidates_with(engine): any Engine, by its own Engine::cover when
//   it has one (the SAT engine: the covering models above; the native
//   engine: one search over the completions that skips what could only find
//   digits found already; "auto": the two raced), otherwise asked `any`
//   on the puzzle and then, for each pair no completion found so far
//   covers, `any` on the puzzle with that cell fixed to that digit. With the
//   native engine this is the cross-check.
// With options.limit = K > 0 both also count, for each candidate, the
// completions that use it, capped at K (engine.count on the puzzle with the
// cell fixed; the SAT one uses a SAT engine).
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "satdoku/engine.hpp"
#include "satdoku/rules.hpp"

namespace satdoku {

struct CandidateOptions {
  std::uint64_t limit = 0;  // > 0: count completions per (cell, digit), capped here
  Limits limits;            // for the whole run
  // Work done before (CoverHints, for the SAT way; a connected solver's cache, asked
  // once per keystroke): grids known to complete a similar puzzle, each of
  // them that completes this one too (check_solution) covering its pairs
  // without a SAT call; and, when this puzzle only adds constraints to one
  // answered before, that one's masks: no digit outside them can be a
  // candidate here, so none is asked about. Empty: nothing known.
  std::vector<Grid> witnesses;
  std::vector<std::uint64_t> within;
};

struct TrueCandidates {
  // solved: masks (and counts) are exact; no_solution: the puzzle has no
  // completion (masks all zero); unknown: a limit stopped the run.
  Status status = Status::unknown;
  int side = 0;
  std::vector<std::uint64_t> masks;   // per cell, row-major: bit d-1 = digit d (pencil_marks.hpp)
  std::vector<std::uint64_t> counts;  // with a limit: cell*N + d-1 -> completions, at most limit
  std::uint64_t limit = 0;            // the cap of `counts` (a count equal to it means "or more")
  EngineStats stats;                  // sat_calls / nodes summed over the run
  // The SAT way: the completions its SAT calls found (one per covering
  // model), to be offered again as CandidateOptions::witnesses.
  std::vector<Grid> completions;

  bool has(int cell, int digit) const;
  std::vector<int> digits(int cell) const;
  std::uint64_t count(int cell, int digit) const;  // with a limit only
};

TrueCandidates true_candidates_sat(const Puzzle& puzzle, const CandidateOptions& options = {});

class SolverPool;  // the SAT engine's solvers (internal to the library)

// The same for many puzzles: classic grids up to 9x9 share one solver per
// size holding the empty grid, their givens assumed (about half the time of
// a solver per puzzle on top1465). Not thread-safe: one per thread.
class SatCandidates {
 public:
  SatCandidates();
  ~SatCandidates();
  SatCandidates(const SatCandidates&) = delete;
  SatCandidates& operator=(const SatCandidates&) = delete;

  TrueCandidates run(const Puzzle& puzzle, const CandidateOptions& options = {});

  // At most one SAT call on the same solvers: whether no completion of
  // `puzzle` differs from `solution` (true: none does; false: another
  // exists; nullopt: a limit stopped it). It does not check that `solution`
  // is a completion (check_solution does): both together prove the puzzle
  // unique, in half the calls of counting to 2. generate confirms its
  // puzzles so. When the givens' unit propagation alone decides every cell
  // no call is needed.
  std::optional<bool> is_only_completion(const Puzzle& puzzle, const Grid& solution,
                                         const Limits& limits = {});

 private:
  std::unique_ptr<SolverPool> pool_;  // the solvers a puzzle is asked on
  std::unique_ptr<Engine> counter_;   // for --limit's counts
};
TrueCandidates true_candidates_with(Engine& engine, const Puzzle& puzzle,
                                    const CandidateOptions& options = {});

// "" when both hold the same status, masks and counts; otherwise what
// differs first ("R1C4: sat says {1,3}, backtrack says {1}").
std::string compare_candidates(const TrueCandidates& a, const std::string& a_name,
                               const TrueCandidates& b, const std::string& b_name);

}  // namespace satdoku
