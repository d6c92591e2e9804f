#include "satdoku/engine.hpp"

namespace satdoku {

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
