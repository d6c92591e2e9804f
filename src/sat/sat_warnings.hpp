// Warnings the SAT engine meets while it works (today: the lex-first
// self-test failing). The library never prints: it records each distinct
// warning once, and the program asks for them (sat_engine_warnings() in
// satdoku/sat_engine.hpp) and prints them once.
#pragma once

#include <string>

namespace satdoku {

// Adds a warning unless the same text is already recorded. Thread-safe.
void record_sat_warning(const std::string& warning);

}  // namespace satdoku
