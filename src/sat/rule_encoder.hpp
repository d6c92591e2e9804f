// CNF for variant rules: the primitives of core/lowering.hpp as clauses over
// the plain cell-digit variables x(c,d) = (c*N) + d, written after the
// classic clauses. Each rule's clauses follow one comment naming it.
//
// The encodings, with their clause counts (N the side, k the cells):
// - Distinct: per digit, pairwise at-most-one, and at-least-one when the
//   group has N cells: N*k(k-1)/2 (+ N when k == N) clauses.
// - PairTable: with F forbidden (da, db) pairs, and Sa (Sb) the digits of a
//   (b) that forbid some digit of the other cell: F binary clauses
//   (-x(a,da) | -x(b,db)) when F <= Sa + Sb, else support clauses in both
//   directions, x(a,da) -> OR x(b,db) over the allowed db (Sa + Sb clauses):
//   min(F, Sa + Sb) clauses.
// - CellMask: one unit -x(c,d) per digit outside the mask: N - |mask|.
// - LinearSum, sum of a_i * digit(c_i) == total (k terms): k = 1 is a
//   CellMask, k = 2 a PairTable (same counts as above). k >= 3: running
//   partial sums, one-hot over the values they can take. Layer i (after i
//   terms) keeps R_i, the values reachable from 0 by the first i terms and
//   from which the last k-i terms can still reach the total; p(i,v) says
//   "the first i terms sum to v" (layers 0 and k are the constants 0 and
//   total). Forward clauses p(i-1,u) & x(c_i,d) -> p(i,u+a_i*d) and backward
//   ones p(i,v) & x(c_i,d) -> p(i-1,v-a_i*d) (an unreachable value makes the
//   clause a ban on the pair). Auxiliary variables V = |R_1| + ... +
//   |R_{k-1}|, clauses 2N(1 + V) - |R_1| - |R_{k-1}|: linear in k times the
//   value range, never the number of digit combinations. A total no choice
//   of digits reaches is one empty clause.
// - ConsecutiveRun (k cells, M = N-k+1 windows [m, m+k-1]): a selector w_m
//   per window; at least one holds (1 clause); w_m bans every digit outside
//   its window in every cell (k(N-k) binaries) and places each digit of its
//   window in some cell (k clauses): 1 + k*M^2 clauses, M variables.
// - Sandwich (a whole row or column c_0..c_{N-1}): t_p says "exactly one of
//   1 and N lies in c_0..c_p", t_p = t_{p-1} xor (c_p is 1 or N), for p up to
//   N-2: N-1 variables, 3 + 6(N-2) clauses (sandwich_clauses.cpp). Then, by
//   sets: the line holds each digit once, so the filling is the set of
//   digits d in 2..N-1 lying between the bread, w_d: x(c_p,d) -> (w_d <->
//   t_p) for 1 <= p <= N-2, and x(c_0,d), x(c_{N-1},d) -> -w_d (N-2
//   variables, 2N(N-2) clauses). One selector z_S per set S of such digits
//   summing to the total (at least one holds; z_S fixes every w_d: N-2
//   clauses each), and one l_m per size m of those sets (z_S -> l_m), which
//   puts the bread m+1 cells apart: l_m & x(c_p,1) -> x(c_{p-m-1},N) or
//   x(c_{p+m+1},N), and the same with 1 and N swapped (2N clauses per size).
//   Sets of digits decide the filling as a whole, so a clue that only a few
//   sets reach pins its digits and the bread's distance at once. When more
//   than 256 sets reach the total (sides above 12), layered sums instead:
//   cell p (1 <= p <= N-2) adds its digit d when t_p holds and d is neither 1
//   nor N, else 0, as LinearSum over these N-2 steps, whose options are
//   (t_p & x(c_p,d)) -> +d and (-t_p), x(c_p,1), x(c_p,N) -> +0.
// - AtLeast: digit d listed m times among k cells: every k-m+1 of the cells
//   hold one d: C(k, m-1) clauses of k-m+1 literals per listed digit.
//
// - LineAutomaton (between and lockout lines, X-sums, skyscrapers): the
//   states after each cell, automaton_clauses.hpp.
// The other kinds of real published puzzles lower to the primitives above
// (core/lowering_lines.hpp).
//
// With `guard`, every clause of rule r also holds -s_r for a selector s_r
// (numbered first among the rule variables), so assuming s_r switches the
// rule on; the counts above do not change.
#pragma once

#include <cstdint>
#include <vector>

#include "satdoku/clause_sink.hpp"
#include "satdoku/encoder.hpp"
#include "satdoku/rules.hpp"

namespace satdoku {

struct RuleClauses {
  int variables = 0;          // the highest variable used so far
  std::uint64_t clauses = 0;  // clauses added for the rules
  std::vector<int> selectors;
};

// Adds the clauses of every rule of `puzzle` (not its regions: the classic
// encoder puts them in place of the boxes). `map` is the plain map;
// auxiliary variables are numbered from `first_free`.
RuleClauses encode_rules(const Puzzle& puzzle, const VariableMap& map, int first_free, bool guard,
                         ClauseSink& sink);

}  // namespace satdoku
