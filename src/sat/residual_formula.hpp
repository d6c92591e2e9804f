// The formula a pre-solve leaves (root_singles.hpp): the extended encoding
// over the (cell, digit) pairs still open and nothing else. What the
// pre-solve placed or removed is gone from it instead of assumed, so a
// solver holding it has no assumption levels and learned clauses only over
// the choices that are left.
#pragma once

#include <vector>

#include "root_singles.hpp"
#include "satdoku/clause_sink.hpp"
#include "satdoku/grid.hpp"

namespace satdoku {

class ResidualFormula {
 public:
  // Writes the clauses of a consistent pre-solve `root` of `givens` to `sink`.
  ResidualFormula(const Grid& givens, const RootSingles& root, ClauseSink& sink);

  // The variable of (cell, digit), 0 when the pre-solve settled it.
  int variable(int cell, int digit) const {
    return var_[static_cast<std::size_t>(cell * (side_ + 1) + digit)];
  }
  int variables() const { return variables_; }

 private:
  int side_;
  int variables_ = 0;
  std::vector<int> var_;
};

}  // namespace satdoku
