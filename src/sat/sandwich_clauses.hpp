// The clauses of a sandwich (rule_encoder.hpp describes the encodings): the
// parity chain that marks the cells between the 1 and the N, and the
// encoding by sets of digits. Internal to the SAT component: the rule
// encoder gives it a way to name cell-digit variables, to make new ones and
// to add clauses.
#pragma once

#include <functional>
#include <vector>

namespace satdoku {

struct ClauseWriter {
  std::function<int(int cell, int digit)> x;      // the cell-digit variable
  std::function<int()> fresh;                     // a new auxiliary variable
  std::function<void(std::vector<int>&)> clause;  // adds a clause
};

// t_p for p = 0..N-2, "exactly one of 1 and N lies in cells[0..p]": the
// variables are first, first + 1, ...; returns first.
int sandwich_chain(const ClauseWriter& out, const std::vector<int>& cells, int n);

// The sandwich as the set of digits between the bread: false (and nothing
// written) when more sets of digits reach the total than are worth a
// selector each; the caller then encodes it another way.
bool sandwich_by_sets(const ClauseWriter& out, const std::vector<int>& cells, int n, int total);

}  // namespace satdoku
