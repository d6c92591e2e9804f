// The default engine, "auto": a puzzle is answered by the native engine and
// the SAT engine racing (race.hpp): the native engine on the caller's
// thread, alone for its first thousand nodes (no thread woken), then joined
// by the SAT engine on a thread of its own once it has run four times that
// long again without answering, so each puzzle is answered at about the speed of the engine
// better at it: the native engine answers most published puzzles in well
// under a millisecond, and the SAT engine the few where its search goes
// astray (snipes with almost no givens). Classic puzzles race too: the
// native engine answers nearly all of them within its head start, ten times
// faster than the SAT engine over whole sets, and where its search is slow
// (the lex-min of a 25x25 with many completions) the SAT engine joins as on
// any puzzle.
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
