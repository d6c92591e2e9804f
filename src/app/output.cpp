#include "output.hpp"

#include <cmath>
#include <ostream>

#include "cli.hpp"
#include "satdoku/json.hpp"

namespace satdoku::cli {

std::string_view outcome_word(Outcome::Kind kind) {
  switch (kind) {
    case Outcome::Kind::solved:
      return "solved";
    case Outcome::Kind::no_solution:
      return "no solution";
    case Outcome::Kind::multiple:
      return "multiple solutions";
    case Outcome::Kind::unknown:
      return "unknown";
    case Outcome::Kind::invalid:
      return "invalid";
    case Outcome::Kind::disagreement:
      return "disagreement";
  }
  return "invalid";
}

OutcomeWriter::OutcomeWriter(std::ostream& out, std::optional<Notation> notation,
                             std::string engine_name)
    : out_(out), notation_(notation), engine_name_(std::move(engine_name)) {}

void OutcomeWriter::write(const Outcome& outcome, const std::string& source,
                          Notation input_notation) {
  Notation notation = notation_.value_or(input_notation);
  // f-puzzles is an input notation only: its puzzles answer in line notation.
  if (notation == Notation::fpuzzles) notation = Notation::line;
  if (notation == Notation::json) {
    write_json(outcome, source);
  } else {
    write_text(outcome, notation);
  }
}

void OutcomeWriter::write_text(const Outcome& outcome, Notation notation) {
  if (notation == Notation::line) {
    if (outcome.kind == Outcome::Kind::solved)
      out_ << print(*outcome.solution, Notation::line);
    else
      out_ << outcome_word(outcome.kind) << '\n';
    return;
  }
  // Grid notations: one grid after another, a blank line between them.
  if (!first_grid_) out_ << '\n';
  first_grid_ = false;
  if (outcome.kind == Outcome::Kind::solved)
    out_ << print(*outcome.solution, notation);
  else
    out_ << outcome_word(outcome.kind) << '\n';
}

void OutcomeWriter::write_json(const Outcome& outcome, const std::string& source) {
  const Entry& e = outcome.entry;
  out_ << "{\"source\":" << json_string(source) << ",\"line\":" << e.line
       << ",\"input\":" << json_string(e.text)
       << ",\"status\":" << json_string(to_string(outcome.kind)) << ",\"solution\":";
  if (outcome.kind == Outcome::Kind::solved)
    out_ << json_string(one_line(*outcome.solution));
  else
    out_ << "null";
  out_ << ",\"engine\":" << json_string(engine_name_);
  out_ << ",\"time_us\":" << json_number(std::round(outcome.seconds * 1e7) / 10)
       << ",\"sat_calls\":" << outcome.stats.sat_calls
       << ",\"conflicts\":" << outcome.stats.conflicts << ",\"nodes\":" << outcome.stats.nodes;
  if (!outcome.core.empty() && e.grid) {
    out_ << ",\"core\":[";
    const int side = e.grid->side();
    for (std::size_t i = 0; i < outcome.core.size(); ++i) {
      const Given& g = outcome.core[i];
      out_ << (i ? "," : "") << json_string(describe_givens({g}, side));
    }
    out_ << "]";
  }
  if (!outcome.core_rules.empty()) {
    out_ << ",\"core_rules\":[";
    for (std::size_t i = 0; i < outcome.core_rules.size(); ++i)
      out_ << (i ? "," : "") << json_string(outcome.core_rules[i]);
    out_ << "]";
  }
  if (e.error) out_ << ",\"error\":" << json_string(e.error->to_string());
  if (!outcome.why.empty()) out_ << ",\"why\":" << json_string(outcome.why);
  out_ << "}\n";
}

void report(const Outcome& outcome, const std::string& source) {
  const std::string where = source + ":" + std::to_string(outcome.entry.line);
  switch (outcome.kind) {
    case Outcome::Kind::solved:
      return;
    case Outcome::Kind::invalid:
      if (outcome.entry.error) print_error(outcome.entry.error->to_string());
      return;
    case Outcome::Kind::no_solution:
      print_note(where + ": no solution" + (outcome.why.empty() ? "" : ": " + outcome.why));
      return;
    case Outcome::Kind::multiple:
      print_note(where + ": " + outcome.why);
      return;
    case Outcome::Kind::unknown:
      print_note(where + ": unknown: a limit stopped the engine before it could answer");
      return;
    case Outcome::Kind::disagreement:
      print_error(where + ": " + outcome.why);
      return;
  }
}

}  // namespace satdoku::cli
