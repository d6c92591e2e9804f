// A formula simplified at the root before it reaches a solver: the clauses
// are kept, unit propagation runs on them to a fixpoint, and the solver gets
// only the clauses not yet satisfied, without their false literals, and the
// values propagation fixed for the cell-digit variables as unit clauses.
//
// Loading is most of what the SAT engine spends on a variant puzzle (the
// search after a strong propagation is a few conflicts): the
// givens and the rules' propagation settle most cells of a published puzzle,
// and the clauses over them never need loading. Auxiliary variables that
// propagation fixed leave the formula altogether; the cell-digit ones keep
// their units, so that assumptions and models over them mean what they
// meant.
#pragma once

#include <cstdint>
#include <vector>

#include "satdoku/clause_sink.hpp"

namespace satdoku {

class RootSimplified final : public ClauseSink {
 public:
  // Variables 1..cell_variables are the cell-digit ones.
  explicit RootSimplified(int cell_variables) : cell_variables_(cell_variables) {}

  void add_clause(std::span<const int> literals) override;

  // Propagates and writes the simplified formula to `to` (one empty clause
  // when propagation meets a conflict). Returns the clauses written.
  std::uint64_t finish(ClauseSink& to);

 private:
  int cell_variables_;
  int variables_ = 0;
  std::vector<int> literals_;          // every clause's literals, one after the other
  std::vector<std::uint32_t> starts_;  // where each clause starts in literals_
  bool empty_ = false;                 // an empty clause was added
};

}  // namespace satdoku
