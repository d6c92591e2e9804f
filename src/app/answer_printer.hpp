// How solve prints its answers: each job's ruling to stdout in the chosen
// notation (a grid, or the ruling's word in its place), as JSON or as a
// picture, and its diagnostic to stderr: the printer AnswerStream::sink
// takes. Knows nothing of engines beyond their reported stats.
#pragma once

#include <iosfwd>
#include <optional>
#include <string>

#include "answer_pictures.hpp"
#include "cli.hpp"
#include "satdoku/job.hpp"
#include "satdoku/json.hpp"

namespace satdoku::cli {

using JudgedJob = Job<Judgement>;

class AnswerPrinter {
 public:
  // notation: the output notation, or nullopt to follow each input's;
  // pictures: --format svg's output, which then takes every answer.
  AnswerPrinter(std::ostream& out, std::optional<Notation> notation, std::string engine_name,
                SvgOutput* pictures = nullptr);

  // Prints one job of `file` (its name for JSON, its notation to follow).
  void write(const JudgedJob& job, const InputFile& file);
  // Its diagnostic on stderr (report).
  void report(const JudgedJob& job, const InputFile& file) const;

 private:
  void write_json(const JudgedJob& job, const std::string& source);
  void write_text(const JudgedJob& job, Notation notation);

  std::ostream& out_;
  std::optional<Notation> notation_;
  std::string engine_name_;
  SvgOutput* pictures_;
  bool first_grid_ = true;
  std::string text_;  // the job being written: one write per job, no allocation
};

// One JSON object and its newline: every JSON line the program prints.
void write_json_line(std::ostream& out, const PuzzleJson& json);

// The judge's reason as the program shows it: a puzzle ruled `multiple`
// names the option that asked for uniqueness.
std::string why_text(Ruling ruling, const std::string& why);

// Reports a job's diagnostic on stderr, if it has one: the entry's parse
// error, or why the puzzle was ruled as it was (`why`, as the judge says it).
void report(const Entry& entry, Ruling ruling, const std::string& why, const std::string& source);

}  // namespace satdoku::cli
