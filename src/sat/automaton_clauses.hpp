// CNF for a LineAutomaton (core/lowering.hpp): the layered graph of its
// states after each cell (layered_clauses.hpp), with the cell's digits as the
// options of each step. Unit propagation on it is arc consistent on the line:
// a digit leaves a cell once no run of the automaton through the digits
// still open uses it there, which is what the native engine's propagator
// for automata removes (native/rule_automaton.cpp).
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
