// A second completion without a second SAT call: in a completion, the cells
// of two digits a and b pair up in every row, column and box (one of each),
// and exchanging a and b over a set of those cells that takes both or
// neither of every house's pair gives another completion. The smallest such
// sets are the connected groups of the pairing; one without a given is a
// second completion. Puzzles with more than one nearly always have such a
// swap (the "deadly rectangle" is the smallest), so counting to 2 finds it
// far more cheaply than by a solver call. A unique puzzle has none, by
// definition, and pays the search only.
#pragma once

#include <optional>

#include "satdoku/grid.hpp"

namespace satdoku {

// Another completion of the classic puzzle `givens` (no variant rules) made
// from `completion`, one of its completions, by exchanging two digits over
// a group of cells without a given; nullopt when there is none.
std::optional<Grid> swapped_completion(const Grid& givens, const Grid& completion);

}  // namespace satdoku
