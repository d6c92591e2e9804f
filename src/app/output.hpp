// Printing outcomes: results to stdout in the chosen notation, diagnostics to
// stderr. Knows nothing of engines beyond their reported stats.
#pragma once

#include <iosfwd>
#include <optional>
#include <string>

#include "outcome.hpp"
#include "satdoku/json.hpp"

namespace satdoku::cli {

class OutcomeWriter {
 public:
  // notation: the output notation, or nullopt to follow each input's.
  OutcomeWriter(std::ostream& out, std::optional<Notation> notation, std::string engine_name);

  // Prints one outcome; `source` names the file for diagnostics, and
  // `input_notation` is the notation it was read in.
  void write(const Outcome& outcome, const std::string& source, Notation input_notation);

 private:
  void write_json(const Outcome& outcome, const std::string& source);
  void write_text(const Outcome& outcome, Notation notation);

  std::ostream& out_;
  std::optional<Notation> notation_;
  std::string engine_name_;
  bool first_grid_ = true;
  std::string text_;  // the outcome being written: one write per outcome, no allocation
};

// One JSON object and its newline: every JSON line the program prints.
void write_json_line(std::ostream& out, const PuzzleJson& json);

// Reports an outcome's diagnostic on stderr, if it has one.
void report(const Outcome& outcome, const std::string& source);

// The word printed in place of a grid for outcomes without one.
std::string_view outcome_word(Ruling ruling);

}  // namespace satdoku::cli
