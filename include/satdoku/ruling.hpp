// The one set of status words of every answer satdoku prints: what the
// judge rules about a puzzle (Ruling, judge.hpp) and how it is told, as
// JSON and people say it, with the givens that cannot all hold named as
// people name cells. The printing layer's vocabulary (the program's
// printers, the JSON writer's users, the Python module, the web page), kept
// apart from the judge so that printing a ruling needs no judge; the judge's
// reasons are written in it too.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "satdoku/engine.hpp"

namespace satdoku {

// What the judge rules about a puzzle.
enum class Ruling {
  solved,        // `solution` is the lexicographically smallest completion, checked
  no_solution,   // proved: there is no completion; `why` says why when it can
  multiple,      // JudgeOptions::unique and a second completion exists
  unknown,       // a limit stopped an engine before it could answer
  invalid,       // the puzzle could not be read (never returned by judge())
  disagreement,  // an answer failed its check, an engine threw, or the engines differ
};
inline constexpr int kRulings = 6;

// "solved", "no_solution", "multiple", "unknown", "invalid", "disagreement":
// the ruling's name in JSON and CSV output.
std::string_view to_string(Ruling ruling);
// The same for people, printed in place of an answer: "solved", "no
// solution", "multiple solutions", "unknown", "invalid", "disagreement".
std::string_view to_text(Ruling ruling);

// "r1c1=5 r1c9=5": givens as people name cells (cell_name and the value).
std::string describe_givens(const std::vector<Given>& givens, int side);
// Each given on its own ("r1c1=5"), as JSON's "core" lists them.
std::vector<std::string> given_names(const std::vector<Given>& givens, int side);

}  // namespace satdoku
