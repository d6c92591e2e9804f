// The formula a pre-solve leaves (root_singles.hpp): the reduced encoding
// (encoder.hpp) of the digits it placed, over the (cell, digit) pairs it
// left open and nothing else. What the pre-solve placed or removed is gone
// from it instead of assumed, so a solver holding it has no assumption
// levels and learned clauses only over the choices that are left. A
// house's long at-least-one clauses stay out, which the other clauses
// imply there (kResidualHouseAloBelow): the same models, fewer clauses.
#pragma once

#include "root_singles.hpp"
#include "satdoku/clause_sink.hpp"
#include "satdoku/encoder.hpp"
#include "satdoku/grid.hpp"

namespace satdoku {

// Writes the clauses of a consistent pre-solve `root` of `givens` to `sink`;
// the map names the variable of each open pair (0 for what root settled).
Encoded encode_residual(const Grid& givens, const RootSingles& root, ClauseSink& sink);

}  // namespace satdoku
