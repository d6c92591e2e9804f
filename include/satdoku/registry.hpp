// Engines by name, so the program, `compare` and benchmarks can pick any of
// them from text: "backtrack", "sat", "sat/minimal", "sat/efficient",
// "sat/extended", "sat/reduced". A SAT name may end in ":order" or
// ":assume", the lex-min method (LexMinMethod in sat_engine.hpp):
// "sat:assume", "sat/minimal:order".
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "satdoku/engine.hpp"

namespace satdoku {

// nullptr for an unknown name. The native engine (backtrack.hpp) is named
// "backtrack" only: "native", the word for it in prose, is an unknown name
// that unknown_engine_message() answers with the right one.
std::unique_ptr<Engine> make_engine(std::string_view name);

// Why `name` names no engine, for a front end's error: "unknown engine 'x'
// (engines: sat, backtrack, ...)", and for "native" the name to use instead.
std::string unknown_engine_message(std::string_view name);

// `engine` with ":method" appended when it is a SAT engine named without a
// method and `method` is not empty (the program's --lexmin).
std::string with_lexmin(std::string_view engine, std::string_view method);

// Every name make_engine accepts, default first (without the methods).
std::vector<std::string> engine_names();

}  // namespace satdoku
