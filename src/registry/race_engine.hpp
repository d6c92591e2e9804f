// The default engine, "auto": a puzzle with variant rules is answered by the
// native engine and the SAT engine racing (race.hpp), the native engine
// alone for its first thousand nodes on the caller's thread, then afresh on
// a thread of its own, joined by the SAT engine once it has run four times
// that long without answering, so each puzzle is answered
// at about the speed of the engine better at it: the native engine answers
// most published puzzles in well under a millisecond, and the SAT engine
// the few where its search goes astray (snipes with almost no givens). A
// classic puzzle goes to the SAT engine alone, on the caller's thread, as
// "sat" would: its path there is already the faster one.
//
// Both engines give the same answers (the lex-min completion, counts), so
// which one answered does not show in them; the statistics add up both
// engines' work. A puzzle without completion for which the native engine
// answered first is asked of the SAT engine too, for the givens and rules
// that cannot all hold (the reason the judge gives). True candidates
// (Engine::cover) race the same way: the native engine's one search over
// the completions answers most published puzzles before the SAT engine's
// covering models would have loaded their formula.
#pragma once

#include <memory>
#include <string>

#include "satdoku/engine.hpp"

namespace satdoku {

// `sat_name`: the SAT engine racing ("sat", "sat:assume" ...); the engine is
// named "auto" and the method, when sat_name names one.
std::unique_ptr<Engine> make_race_engine(const std::string& sat_name);

}  // namespace satdoku
