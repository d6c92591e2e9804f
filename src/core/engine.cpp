#include "satdoku/engine.hpp"

#include <stdexcept>
#include <string>

namespace satdoku {

const Grid& classic_grid(const Puzzle& puzzle) {
  if (!puzzle.classic()) {
    const Rules& rules = *puzzle.rules;
    const std::string what = rules.list.empty() ? "jigsaw regions" : rules.list.front().label;
    throw std::invalid_argument("variant rules are not supported here (" + what + ")");
  }
  return puzzle.grid;
}

std::string_view to_string(Status status) {
  switch (status) {
    case Status::solved:
      return "solved";
    case Status::no_solution:
      return "no_solution";
    case Status::unknown:
      return "unknown";
  }
  return "unknown";
}

}  // namespace satdoku
