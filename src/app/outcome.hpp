// One puzzle's journey through an engine, as the program reports it: the
// engine's answer after the validity check and the optional cross-check.
// Computing an Outcome prints nothing, so outcomes can be computed on worker
// threads and printed in input order.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "satdoku/engine.hpp"
#include "satdoku/notation.hpp"

namespace satdoku::cli {

struct Outcome {
  enum class Kind { solved, no_solution, multiple, unknown, invalid, disagreement };
  Kind kind = Kind::invalid;
  Entry entry;                   // the puzzle as read (line, text, grid or error)
  std::optional<Grid> solution;  // when solved (and on disagreement: the engine's answer)
  std::string why;               // no_solution: the reason; disagreement: both answers
  std::vector<Given> core;       // no_solution: givens that cannot all hold
  // no_solution of a variant puzzle: the labels of the rules in that core.
  std::vector<std::string> core_rules;
  EngineStats stats;
  double seconds = 0;  // engine time
};

std::string_view to_string(Outcome::Kind kind);
int exit_code(Outcome::Kind kind);

struct SolveSettings {
  Limits limits;
  bool unique = false;  // --unique: more than one solution is a failure (kind multiple)
};

// Solves one entry with `engine`; `checker`, when given, is a second engine
// whose answer must equal the first (--cross-check).
Outcome solve_entry(Entry entry, Engine& engine, Engine* checker, const SolveSettings& settings);

// "r1c1=5 r1c9=5": givens as people name cells.
std::string describe_givens(const std::vector<Given>& givens, int side);

}  // namespace satdoku::cli
