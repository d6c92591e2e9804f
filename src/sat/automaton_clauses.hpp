// CNF for a LineAutomaton (core/lowering.hpp): the states it can be in after
// each cell of its line, one variable per (position, state) that can occur
// there on a way to an accepting state.
//
// With k cells c_1..c_k and L_i the live states after i cells (reachable
// from the start and able to reach acceptance; L_0 the start, L_k accepting
// states, both constants), s(i,q) for 0 < i < k says "after i cells the
// state is q". Clauses, for every step i and digit d:
// - forward: s(i-1,q) & x(c_i,d) -> s(i, next(q,d)), or a ban on the pair
//   when next(q,d) is not live;
// - backward: s(i,q) & x(c_i,d) -> OR of s(i-1,p) over the p with
//   next(p,d) = q;
// - support: x(c_i,d) -> OR of s(i-1,p) over the p with next(p,d) live.
// Variables: |L_1| + ... + |L_{k-1}|. Clauses: about 2N times that plus kN.
// In each model one digit per cell fixes the one run of the automaton, so
// exactly one state per position holds.
#pragma once

#include <functional>
#include <vector>

#include "core/lowering.hpp"

namespace satdoku {

// Sends the clauses of `a` to `clause` (which may add to them before
// passing them on); x(cell, digit) is the cell-digit variable; auxiliary
// variables are numbered from next_free up. Returns the next free variable.
int encode_automaton(const LineAutomaton& a, int side, const std::function<int(int, int)>& x,
                     int next_free, const std::function<void(std::vector<int>&)>& clause);

}  // namespace satdoku
