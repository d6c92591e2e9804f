#include "answer_printer.hpp"

#include <ostream>

#include "cli.hpp"
#include "satdoku/json.hpp"
#include "satdoku/ruling.hpp"

namespace satdoku::cli {

std::string why_text(Ruling ruling, const std::string& why) {
  if (ruling == Ruling::multiple) return why + " (--unique)";
  return why;
}

AnswerPrinter::AnswerPrinter(std::ostream& out, std::optional<Notation> notation,
                             std::string engine_name, SvgOutput* pictures)
    : out_(out), notation_(notation), engine_name_(std::move(engine_name)), pictures_(pictures) {}

void AnswerPrinter::write(const JudgedJob& job, const InputFile& file) {
  if (pictures_) return pictures_->write(job, file.source);
  const std::string& source = file.source;
  Notation notation = notation_.value_or(file.reader.notation());
  // f-puzzles and ISS input answer in line notation.
  if (notation == Notation::fpuzzles || notation == Notation::iss) notation = Notation::line;
  if (notation == Notation::json) {
    write_json(job, source);
  } else {
    write_text(job, notation);
  }
}

void AnswerPrinter::report(const JudgedJob& job, const InputFile& file) const {
  cli::report(job.entry, job.answer.ruling, job.answer.why, file.source);
}

void AnswerPrinter::write_text(const JudgedJob& job, Notation notation) {
  const Judgement& j = job.answer;
  text_.clear();
  // Grid notations: one grid after another, a blank line between them.
  if (notation != Notation::line) {
    if (!first_grid_) text_ += '\n';
    first_grid_ = false;
  }
  if (j.ruling == Ruling::solved) {
    print(*j.solution, notation, text_);
  } else {
    text_.append(to_text(j.ruling)) += '\n';
  }
  // Straight into the stream's buffer: ostream::write would add a sentry per
  // job. A short write fails the stream as it would (check_output()).
  const auto size = static_cast<std::streamsize>(text_.size());
  if (out_.rdbuf()->sputn(text_.data(), size) != size) out_.setstate(std::ios::badbit);
}

void AnswerPrinter::write_json(const JudgedJob& job, const std::string& source) {
  const Entry& e = job.entry;
  const Judgement& j = job.answer;
  PuzzleJson json;
  json.source = source;
  json.line = e.line;
  json.input = e.text;
  json.status = to_string(j.ruling);
  if (j.ruling == Ruling::solved) json.solution = one_line(*j.solution);
  json.engine = engine_name_;
  json.seconds = j.seconds;
  json.stats = j.stats;
  if (e.puzzle) json.core = given_names(j.core, e.grid().side());
  json.core_rules = j.core_rules;
  if (e.error) json.error = e.error->to_string();
  json.why = why_text(j.ruling, j.why);
  write_json_line(out_, json);
}

void write_json_line(std::ostream& out, const PuzzleJson& json) {
  write_json(out, json);
  out << '\n';
}

void report(const Entry& entry, Ruling ruling, const std::string& said, const std::string& source) {
  if (ruling == Ruling::solved) return;  // nearly every puzzle: nothing to say
  const std::string where = source + ":" + std::to_string(entry.line);
  const std::string why = why_text(ruling, said);
  switch (ruling) {
    case Ruling::solved:
      return;
    case Ruling::invalid:
      if (entry.error) print_error(entry.error->to_string());
      return;
    case Ruling::no_solution:
      print_note(where + ": no solution" + (why.empty() ? "" : ": " + why));
      return;
    case Ruling::multiple:
      print_note(where + ": " + why);
      return;
    case Ruling::unknown:
      print_note(where + ": unknown: a limit stopped the engine before it could answer");
      return;
    case Ruling::disagreement:
      print_error(where + ": " + why);
      return;
  }
}

}  // namespace satdoku::cli
