// How `candidates` prints its answer: one printer per --format name, so a
// new format (an SVG picture) is one more entry in candidate_formats().
#pragma once

#include <functional>
#include <map>
#include <string>

#include "satdoku/judge.hpp"
#include "satdoku/notation.hpp"
#include "satdoku/true_candidates.hpp"

namespace satdoku::cli {

struct CandidatePrinter {
  std::string help;  // a few words for --help
  // The text for one puzzle read from `source` with its candidates (status
  // solved; the judgement carries the engine's time and counters). Throws
  // UsageError when the format cannot show this puzzle.
  std::function<std::string(const Entry&, const std::string& source, const TrueCandidates&,
                            const Judgement&)>
      print;
  // What stands for a puzzle without candidates: the judgement's ruling is
  // no_solution, unknown, invalid or disagreement.
  std::function<std::string(const Entry&, const std::string& source, const Judgement&)> print_word;
  bool blank_line_between = false;  // grid formats: a blank line between puzzles
};

// By name: "pretty", "json", "line".
const std::map<std::string, CandidatePrinter>& candidate_formats();

}  // namespace satdoku::cli
