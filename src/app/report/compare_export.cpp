// compare records and summaries as JSON Lines and CSV.
#include <ostream>

#include "report/compare_report.hpp"
#include "report/csv.hpp"
#include "report/exit_status.hpp"
#include "satdoku/json.hpp"
#include "satdoku/judge.hpp"
#include "satdoku/notation.hpp"

namespace satdoku {

namespace {

std::string error_text(const Entry& entry) {
  return entry.error ? entry.error->to_string() : std::string("unreadable entry");
}

PuzzleJson attempt_json(const Attempt& a, int side) {
  PuzzleJson json;
  json.status = to_string(a.status);
  json.engine = a.engine;
  json.seconds = a.seconds;
  json.stats = a.stats;
  if (a.status == Status::solved && a.task != Task::count) json.solution = one_line(a.solution);
  if (a.status == Status::solved && a.task == Task::count) {
    json.count = a.count;
    json.capped = a.capped;
  }
  json.valid = a.valid();
  if (a.status == Status::no_solution) {
    json.core = given_names(a.core, side);
    json.core_rules = a.core_rules;
  }
  json.error = a.error;
  if (!a.verdict.ok) json.why = a.verdict.reason;
  return json;
}

void write_time(std::ostream& out, const TimeStats& t) {
  const auto us = [](double seconds) { return json_number(json_microseconds(seconds)); };
  out << "{\"total\":" << us(t.total) << ",\"mean\":" << us(t.mean)
      << ",\"median\":" << us(t.median) << ",\"p99\":" << us(t.p99) << ",\"max\":" << us(t.max)
      << '}';
}

}  // namespace

void write_json_record(std::ostream& out, const Job<Judgement>& job, const std::string& source) {
  PuzzleJson json;
  json.source = source;
  json.line = job.entry.line;
  json.index = job.index;
  json.input = job.entry.text;
  json.status = to_string(job.answer.ruling);
  if (!job.entry.puzzle) {
    json.error = error_text(job.entry);
  } else {
    if (job.answer.ruling == Ruling::solved && !job.answer.attempts.empty() &&
        job.answer.attempts.front().task != Task::count)
      json.solution = one_line(job.answer.attempts.front().solution);
    const int side = job.entry.puzzle ? job.entry.grid().side() : 0;
    for (const Attempt& a : job.answer.attempts) json.engines.push_back(attempt_json(a, side));
  }
  write_json(out, json);
  out << '\n';
}

void write_json_summary(std::ostream& out, const CompareSummary& s) {
  out << "{\"summary\":{\"puzzles\":" << s.puzzles << ",\"agreements\":" << s.agreements
      << ",\"disagreements\":" << s.disagreements << ",\"no_solution\":" << s.no_solution
      << ",\"undecided\":" << s.undecided << ",\"unreadable\":" << s.unreadable
      << ",\"invalid_answers\":" << s.invalid_answers
      << ",\"time_us\":" << json_number(json_microseconds(s.seconds))
      << ",\"exit_code\":" << compare_exit_code(s) << ",\"engines\":[";
  for (std::size_t i = 0; i < s.engines.size(); ++i) {
    const EngineSummary& e = s.engines[i];
    if (i > 0) out << ',';
    out << "{\"engine\":" << json_string(e.name) << ",\"solved\":" << e.solved
        << ",\"no_solution\":" << e.no_solution << ",\"unknown\":" << e.unknown
        << ",\"invalid\":" << e.invalid << ",\"fastest\":" << e.fastest << ",\"time_us\":";
    write_time(out, e.time);
    out << ",\"mean_sat_calls\":" << json_number(e.mean_sat_calls)
        << ",\"mean_conflicts\":" << json_number(e.mean_conflicts)
        << ",\"mean_nodes\":" << json_number(e.mean_nodes) << '}';
  }
  out << "],\"disagreement_list\":[";
  for (std::size_t k = 0; k < s.listed.size(); ++k) {
    const Disagreement& d = s.listed[k];
    if (k > 0) out << ',';
    out << "{\"line\":" << d.line << ",\"index\":" << d.index
        << ",\"input\":" << json_string(d.input) << ",\"answers\":[";
    for (std::size_t i = 0; i < d.answers.size(); ++i) {
      if (i > 0) out << ',';
      out << json_string(d.answers[i]);
    }
    out << "]}";
  }
  out << "],\"not_listed\":" << s.not_listed << "}}\n";
}

void write_csv_header(std::ostream& out, const std::vector<std::string>& engines) {
  out << "line,index,input,consensus,error";
  for (const std::string& e : engines) {
    for (const char* column :
         {"status", "seconds", "valid", "sat_calls", "conflicts", "nodes", "solution"}) {
      out << ',' << csv_field(e + "_" + column);
    }
  }
  out << '\n';
}

void write_csv_row(std::ostream& out, const Job<Judgement>& job, std::size_t engines) {
  out << job.entry.line << ',' << job.index << ',' << csv_field(job.entry.text) << ','
      << to_string(job.answer.ruling) << ',';
  if (!job.entry.puzzle) {
    // Empty engine columns keep the table rectangular for strict readers.
    out << csv_field(error_text(job.entry)) << std::string(7 * engines, ',') << '\n';
    return;
  }
  for (const Attempt& a : job.answer.attempts) {
    out << ',' << to_string(a.status) << ',' << json_number(a.seconds) << ','
        << (a.valid() ? "true" : "false") << ',' << a.stats.sat_calls << ',' << a.stats.conflicts
        << ',' << a.stats.nodes << ','
        << csv_field(a.status == Status::solved && a.solution.cells() > 0 ? one_line(a.solution)
                                                                          : "");
  }
  out << '\n';
}

}  // namespace satdoku
