// How `candidates` prints its answer: one printer per --format name, so a
// new format (an SVG picture) is one more entry in candidate_formats().
#pragma once

#include <functional>
#include <map>
#include <string>

#include "answer_pictures.hpp"
#include "cli.hpp"
#include "satdoku/job.hpp"

namespace satdoku::cli {

using CandidateJob = Job<CandidateAnswer>;

// One --format of text.
struct CandidateFormat {
  std::string help;  // a few words for --help
  // The text for one puzzle read from `source` with its candidates (ruled
  // solved). Throws UsageError when the format cannot show this puzzle.
  std::function<std::string(const CandidateJob&, const std::string& source)> print;
  // What stands for a puzzle without candidates: its ruling is
  // no_solution, unknown, invalid or disagreement.
  std::function<std::string(const CandidateJob&, const std::string& source)> print_word;
  bool blank_line_between = false;  // grid formats: a blank line between puzzles
};

// By name: "pretty", "json", "line".
const std::map<std::string, CandidateFormat>& candidate_formats();

// The printer AnswerStream::sink takes: each job in its format, or as a
// picture (its candidates when solved; the givens alone when not, or
// nothing when the puzzle could not be read).
class CandidatePrinter {
 public:
  CandidatePrinter(const CandidateFormat& format, SvgOutput* pictures)
      : format_(format), pictures_(pictures) {}
  void write(const CandidateJob& job, const InputFile& file);
  void report(const CandidateJob& job, const InputFile& file) const;

 private:
  const CandidateFormat& format_;
  SvgOutput* pictures_;
  bool first_ = true;
};

}  // namespace satdoku::cli
