// The native engine: a bitmask backtracker with constraint propagation,
// sharing no search code with the SAT path.
#pragma once

#include <memory>

#include "satdoku/engine.hpp"

namespace satdoku {

std::unique_ptr<Engine> make_backtrack_engine();

}  // namespace satdoku
