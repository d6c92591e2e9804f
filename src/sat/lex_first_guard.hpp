// The guard of the one-call lex-min: a self-test that the lex-first search
// really returns the smallest completion, run when a lex-first solver is
// first made, before it answers anything.
//
// SatSearch::lex_first is right only while CaDiCaL decides in the order the
// argument in sat_backend.cpp relies on (variables numbered as met, bumping
// off, decisions from variable 1 upwards, "true" first). A CaDiCaL that
// decided otherwise would give valid completions that are not the smallest,
// and the validity check cannot see that. So a small fixed set of puzzles
// with several completions each, whose smallest completions are known (by
// brute force; the tests check them against it and against the assumption
// method, which does not depend on the decision order), is solved with the
// search the way the engine uses it:
// - on the shared 9x9 solver itself, right after it is loaded: the empty
//   grid and a 25-given puzzle, givens assumed (a small part of what the
//   solver cost to load);
// - for a puzzle's own solver (larger grids, variant rules): small grids on
//   fresh solvers, givens applied to the reduced encoding with sequential
//   counters, so that auxiliary variables follow the problem ones.
// If any first model is not the known answer, the search is not trusted:
// the smallest completions come from the assumption method instead, and
// the verdict carries one warning for the program to print.
//
// The set catches a solver built to decide from the last variable, "false"
// first, with variable bumping, or with lucky phases
// (tests/sat/lex_first_guard_test.cpp).
#pragma once

#include <functional>
#include <span>
#include <string>
#include <string_view>

#include "sat/sat_backend.hpp"
#include "satdoku/encoder.hpp"

namespace satdoku {

// A puzzle of the fixed set and its smallest completion, digits row by row.
struct GuardCase {
  Geometry geometry;
  std::string_view puzzle;
  std::string_view smallest;
};

// The set: the cases run on shared solvers (`shared`) or on own ones.
std::span<const GuardCase> lex_first_guard_cases(bool shared);

struct LexFirstVerdict {
  bool trusted = true;
  std::string warning;  // when not trusted: what failed and what is done instead
};

// `solver` searches lex-first and holds the empty 9x9's plain formula
// numbered by `map` and nothing of any puzzle; it is left that way (with a
// few learned clauses, all implied by the formula).
LexFirstVerdict check_shared_lex_first(SatBackend& solver, const VariableMap& map);

// The same puzzles on a fresh 9x9 solver with `search`.
LexFirstVerdict check_shared_lex_first(const SatSearch& search);

// Small grids on fresh solvers with `search`, the reduced layout above.
LexFirstVerdict check_own_lex_first(const SatSearch& search);

// The verdict on `search` for the layout `check` tests: computed by `check`
// at the first call for each distinct (search, shared) in the process, then
// remembered. Thread-safe. A verdict that does not trust the search is also
// recorded among sat_engine_warnings() (satdoku/sat_engine.hpp).
LexFirstVerdict lex_first_verdict(const SatSearch& search, bool shared,
                                  const std::function<LexFirstVerdict()>& check);

}  // namespace satdoku
