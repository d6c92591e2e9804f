// CNF for variant rules: the primitives of core/lowering.hpp as clauses over
// the plain cell-digit variables x(c,d) = (c*N) + d, written after the
// classic clauses. Each rule's clauses follow one comment naming it.
//
// Each encoding propagates, by unit propagation alone, at least what the
// native engine's propagator for the same primitive removes (tested on the
// published puzzles: tests/sat/propagation_strength_test.cpp), sandwiches
// aside (below). The encodings, with their clause counts (N the side, k the
// cells):
// - Distinct: per digit, pairwise at-most-one, and at-least-one when the
//   group has N cells: N*k(k-1)/2 (+ N when k == N) clauses.
// - PairTable: arc consistent. Without guards, every table on the same two
//   cells is first merged into one, their intersection, with equal digits
//   out when the cells must differ (a house, an all-different group, or a
//   table that allows no equal digits): the native engine merges them too.
//   A table that then says only "differ" of cells a house or group already
//   keeps apart is dropped. Each digit of one cell that forbids one digit of
//   the other gets that binary clause (-x(a,da) | -x(b,db)); one that
//   forbids two or more its support clause, x(a,da) -> OR x(b,db) over the
//   allowed db; both directions.
// - CellMask: one unit -x(c,d) per digit outside the mask: N - |mask|.
// - LinearSum, sum of a_i * digit(c_i) == total (k terms): k = 1 is a
//   CellMask, k = 2 a PairTable (equal digits out when the cells differ).
//   k >= 3: running partial sums as a layered graph (layered_clauses.hpp,
//   arc consistent on the equation): layer i holds R_i, the values the
//   first i terms reach from 0 and from which the last k-i terms can still
//   reach the total, the options of step i are the digits of c_i. A node
//   variable per value of an inner layer, an edge variable per move (u, d)
//   whose digit has more than one, about 3 binary clauses per edge and 2
//   clauses per node: linear in k times the value range, never the number
//   of digit combinations. When the cells all differ (a cage; houses,
//   groups or tables), also the sets of digits that reach the total (up to
//   512, sum_clauses.hpp): z_S per set, at least one holds, z_S -> each
//   cell holds a digit of S and each digit of S is in some cell, and each
//   cell's digit -> some set holding it: (2k + 1)|S| + kN + 1 clauses. A
//   total no choice of digits reaches is one empty clause.
// - ConsecutiveRun (k cells, M = N-k+1 windows [m, m+k-1]): a selector w_m
//   per window; exactly one holds (1 + M(M-1)/2 clauses); w_m places each
//   digit of its window in some cell and puts each cell in its window (2k
//   clauses); each cell's digit d -> some window holding d (kN clauses).
// - Sandwich (a whole row or column c_0..c_{N-1}): t_p says "exactly one of
//   1 and N lies in c_0..c_p", t_p = t_{p-1} xor (c_p is 1 or N), for p up to
//   N-2: N-1 variables, 3 + 6(N-2) clauses (sandwich_clauses.cpp). Then, by
//   sets: the line holds each digit once, so the filling is the set of
//   digits d in 2..N-1 lying between the bread, w_d: x(c_p,d) -> (w_d <->
//   t_p) for 1 <= p <= N-2, and x(c_0,d), x(c_{N-1},d) -> -w_d (N-2
//   variables, 2N(N-2) clauses). One selector z_S per set S of such digits
//   summing to the total (at least one holds; z_S fixes every w_d: N-2
//   clauses each; w_d -> some z_S holding d, -w_d -> some z_S without it:
//   2(N-2); z_S & t_p -> c_p holds a digit of S or is bread: N-2 each), and
//   one l_m per size m of those sets (z_S -> l_m), which puts the bread m+1
//   cells apart: l_m & x(c_p,1) -> x(c_{p-m-1},N) or x(c_{p+m+1},N), and the
//   same with 1 and N swapped (2N clauses per size). The row read cell by
//   cell as a layered graph of where the slices are and how many cells lie
//   between them, closing only at some set's size, places the slices as the
//   native engine does. Sets of digits decide the filling as a whole, so a
//   clue that only a few sets reach pins its digits and the bread's
//   distance at once; what the CNF does not see is the native engine's
//   bound on the sum between one placement of the slices. When more than
//   256 sets reach the total (sides above 12), layered sums instead: cell p
//   (1 <= p <= N-2) adds its digit d when t_p holds and d is neither 1 nor
//   N, else 0, over these N-2 steps, whose options are (t_p & x(c_p,d)) ->
//   +d and (-t_p), x(c_p,1), x(c_p,N) -> +0.
// - AtLeast: digit d listed m times among k cells: every k-m+1 of the cells
//   hold one d: C(k, m-1) clauses of k-m+1 literals per listed digit; as
//   many digits listed as cells: a unit out for every other digit of each
//   cell; more listed than cells: an empty clause.
//
// - LineAutomaton (between and lockout lines, X-sums, skyscrapers): the
//   states after each cell as a layered graph, automaton_clauses.hpp.
// The other kinds of real published puzzles lower to the primitives above
// (core/lowering_lines.hpp).
//
// With `guard`, every clause of rule r also holds -s_r for a selector s_r
// (numbered first among the rule variables), so assuming s_r switches the
// rule on; pair tables are then encoded one by one, each with its own
// rule's selector, not merged; the other counts do not change.
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
