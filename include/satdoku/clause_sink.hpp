// Where the encoder's clauses go: the same stream feeds the DIMACS writer and
// the in-process solver, so what is exported is exactly what is solved.
#pragma once

#include <span>

namespace satdoku {

class ClauseSink {
 public:
  virtual ~ClauseSink() = default;
  // One clause: non-zero DIMACS literals, no terminating 0.
  virtual void add_clause(std::span<const int> literals) = 0;
};

}  // namespace satdoku
