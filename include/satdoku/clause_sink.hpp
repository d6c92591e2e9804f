// Where the encoder's clauses go: the same stream feeds the DIMACS writer and
// the in-process solver, so what is exported is exactly what is solved.
#pragma once

// The headers are C++20; the pkg-config file leaves the standard to the
// compiler's -std (so that a C++23 build stays one), and this says when it
// is older.
#if __cplusplus < 202002L
#error "satdoku's headers need C++20 or later: compile with -std=c++20 (or newer)"
#endif

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
