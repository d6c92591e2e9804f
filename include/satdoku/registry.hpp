// Engines by name, so the program, `compare` and benchmarks can pick any of
// them from text: "backtrack", "sat", "sat/minimal", "sat/efficient",
// "sat/extended", "sat/reduced".
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "satdoku/engine.hpp"

namespace satdoku {

// nullptr for an unknown name.
std::unique_ptr<Engine> make_engine(std::string_view name);

// Every name make_engine accepts, default first.
std::vector<std::string> engine_names();

}  // namespace satdoku
