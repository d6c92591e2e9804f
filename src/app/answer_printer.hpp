// How solve prints its answers: each job's ruling to stdout in the chosen
// notation (a grid, or the ruling's word in its place) or as JSON, and its
// diagnostic to stderr. Knows nothing of engines beyond their reported stats.
#pragma once

#include <iosfwd>
#include <optional>
#include <string>

#include "satdoku/job.hpp"
#include "satdoku/json.hpp"

namespace satdoku::cli {

class AnswerPrinter {
 public:
  // notation: the output notation, or nullopt to follow each input's.
  AnswerPrinter(std::ostream& out, std::optional<Notation> notation, std::string engine_name);

  // Prints one job; `source` names the file for diagnostics, and
  // `input_notation` is the notation it was read in.
  void write(const Job& job, const std::string& source, Notation input_notation);

 private:
  void write_json(const Job& job, const std::string& source);
  void write_text(const Job& job, Notation notation);

  std::ostream& out_;
  std::optional<Notation> notation_;
  std::string engine_name_;
  bool first_grid_ = true;
  std::string text_;  // the job being written: one write per job, no allocation
};

// One JSON object and its newline: every JSON line the program prints.
void write_json_line(std::ostream& out, const PuzzleJson& json);

// The judge's reason as the program shows it: a puzzle ruled `multiple`
// names the option that asked for uniqueness.
std::string why_text(const Judgement& judgement);

// Reports a job's diagnostic on stderr, if it has one.
void report(const Job& job, const std::string& source);

}  // namespace satdoku::cli
