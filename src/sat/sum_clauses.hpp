// CNF for sums (rule_encoder.hpp gives the sizes): running partial sums as a
// layered graph (layered_clauses.hpp), on which unit propagation is arc
// consistent, and for sums over cells that must all differ the sets of
// digits that reach the total (a killer cage's combinations). Internal to
// the SAT component: the rule encoder passes the cell-digit variables, the
// next free variable and where clauses go.
#pragma once

#include <functional>
#include <vector>

#include "layered_clauses.hpp"

namespace satdoku {

using ClauseOut = std::function<void(std::vector<int>&)>;
using CellDigit = std::function<int(int cell, int digit)>;

// One way a step of a sum can go: when the option's literals hold, the sum
// grows by delta. In every model the options that hold at a step agree on
// delta and at least one holds.
struct SumOption {
  LayerOption option;
  int delta = 0;
};
using SumStep = std::vector<SumOption>;

// The steps add up to `total`: layer i holds the values the first i steps
// can sum to on a way to the total. Returns the next free variable.
int encode_layered_sum(const std::vector<SumStep>& steps, int total, int next_free,
                       const ClauseOut& clause);

// The cells, which all differ, hold one of the sets of distinct digits of
// 1..side summing to `total`: a selector z_S per set S (at least one holds);
// z_S -> each cell holds a digit of S, and each digit of S lies in some cell;
// a digit in a cell -> some set holding it (a ban when none does). Unit
// propagation then drops a set once a cell cannot hold any of its digits or
// one of its digits has no cell, and a digit once no set holds it: the
// native engine's combinations (native/rule_sum.cpp). False, and nothing
// written, when more than `max_sets` sets reach the total.
bool encode_sum_sets(const std::vector<int>& cells, int total, int side, const CellDigit& x,
                     int& next_free, const ClauseOut& clause, std::size_t max_sets);

}  // namespace satdoku
