// Engines by name, so the program, `compare` and benchmarks can pick any of
// them from text: "auto" (the default), "backtrack", "sat", "sat/minimal",
// "sat/efficient", "sat/extended", "sat/reduced". "auto" answers a puzzle,
// classic or with variant rules, by the native and the SAT engine racing,
// the native one first and the SAT one after a head start of a millisecond,
// the first answer winning and the other engine stopped. A SAT name, and
// "auto", may end in ":order" or ":assume", the lex-min method (LexMinMethod
// in sat_engine.hpp): "sat:assume", "sat/minimal:order", "auto:assume".
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <utility>
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

// The engines that answer and check a puzzle when a cross-check is asked
// for with `engine` named: a SAT engine and "backtrack", each checking the
// other. "auto" (which races both) becomes "sat" and "backtrack", both run
// in full, so that the answer is still proved by two independent engines;
// a lex-min method stays with the SAT engine ("auto:assume" -> "sat:assume").
std::pair<std::string, std::string> cross_checked(std::string_view engine);

// Every name make_engine accepts, default first (without the methods).
std::vector<std::string> engine_names();

}  // namespace satdoku
