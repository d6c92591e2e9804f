// Unit propagation on clauses, to a fixpoint, as an oracle independent of
// CaDiCaL and of the library's own root simplification: what a CNF
// encoding derives without search (tests/sat/propagation_strength_test.cpp).
#pragma once

#include <vector>

namespace satdoku::testing {

// value[v] after the call: +1 true, -1 false, 0 open, for v = 1..variables.
// False when some clause is falsified (value then partial).
bool unit_propagate(const std::vector<std::vector<int>>& clauses, int variables,
                    std::vector<int>& value);

}  // namespace satdoku::testing
