// Where the encoder's clauses go: the same stream feeds the DIMACS writer and
// the in-process solver, so what is exported is exactly what is solved.
#pragma once

#include <span>
#include <string_view>

namespace satdoku {

class ClauseSink {
 public:
  virtual ~ClauseSink() = default;
  // One clause: non-zero DIMACS literals, no terminating 0.
  virtual void add_clause(std::span<const int> literals) = 0;
  // A note about the clauses that follow ("rule killercage[3]: 3 cells, sum
  // 15"): the DIMACS writer prints it as a `c` line, a solver ignores it.
  virtual void comment(std::string_view /*text*/) {}
};

}  // namespace satdoku
