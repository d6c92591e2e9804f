// --lexmin, shared by solve and compare: how SAT engines find the smallest
// completion (LexMinMethod in satdoku/sat_engine.hpp).
#pragma once

#include <string>

#include "cli.hpp"

namespace satdoku::cli {

void add_lexmin_option(po::options_description& options, std::string& method);

// `engine` with the --lexmin method when it is a SAT engine named without
// one ("sat" + "assume" -> "sat:assume"); "" leaves it as it is. Throws
// UsageError for a method that is not order or assume.
std::string engine_with_lexmin(const std::string& engine, const std::string& method);

}  // namespace satdoku::cli
