// compare records and summaries as JSON Lines and CSV.
#include <ostream>

#include "report/compare_report.hpp"
#include "satdoku/notation.hpp"
#include "report/csv.hpp"
#include "satdoku/json.hpp"

namespace satdoku {

namespace {

std::string error_text(const Entry& entry) {
  return entry.error ? entry.error->to_string() : std::string("unreadable entry");
}

void write_core(std::ostream& out, const std::vector<Given>& core) {
  out << ",\"core\":[";
  for (std::size_t k = 0; k < core.size(); ++k) {
    if (k > 0) out << ',';
    out << "{\"cell\":" << core[k].cell << ",\"value\":" << core[k].value << '}';
  }
  out << ']';
}

void write_attempt(std::ostream& out, const Attempt& a) {
  out << "{\"engine\":" << json_string(a.engine)
      << ",\"status\":" << json_string(to_string(a.status))
      << ",\"valid\":" << (a.valid() ? "true" : "false")
      << ",\"seconds\":" << json_number(a.seconds) << ",\"sat_calls\":" << a.stats.sat_calls
      << ",\"conflicts\":" << a.stats.conflicts << ",\"nodes\":" << a.stats.nodes;
  if (a.status == Status::solved && a.task != Task::count) {
    out << ",\"solution\":" << json_string(one_line(a.solution));
  }
  if (a.status == Status::solved && a.task == Task::count) {
    out << ",\"count\":" << a.count << ",\"capped\":" << (a.capped ? "true" : "false");
  }
  if (a.status == Status::no_solution && !a.core.empty()) write_core(out, a.core);
  if (!a.verdict.ok) out << ",\"reason\":" << json_string(a.verdict.reason);
  if (!a.error.empty()) out << ",\"error\":" << json_string(a.error);
  out << '}';
}

void write_time(std::ostream& out, const TimeStats& t) {
  out << "{\"total\":" << json_number(t.total) << ",\"mean\":" << json_number(t.mean)
      << ",\"median\":" << json_number(t.median) << ",\"p99\":" << json_number(t.p99)
      << ",\"max\":" << json_number(t.max) << '}';
}

}  // namespace

void write_json_record(std::ostream& out, const CompareRecord& record) {
  out << "{\"line\":" << record.entry.line << ",\"index\":" << record.index
      << ",\"input\":" << json_string(record.entry.text)
      << ",\"consensus\":" << json_string(to_string(record.consensus));
  if (record.consensus == Consensus::unreadable) {
    out << ",\"error\":" << json_string(error_text(record.entry)) << "}\n";
    return;
  }
  out << ",\"engines\":[";
  for (std::size_t i = 0; i < record.attempts.size(); ++i) {
    if (i > 0) out << ',';
    write_attempt(out, record.attempts[i]);
  }
  out << "]}\n";
}

void write_json_summary(std::ostream& out, const CompareSummary& s) {
  out << "{\"summary\":{\"puzzles\":" << s.puzzles << ",\"agreements\":" << s.agreements
      << ",\"disagreements\":" << s.disagreements << ",\"no_solution\":" << s.no_solution
      << ",\"undecided\":" << s.undecided << ",\"unreadable\":" << s.unreadable
      << ",\"invalid_answers\":" << s.invalid_answers << ",\"seconds\":" << json_number(s.seconds)
      << ",\"exit_code\":" << compare_exit_code(s) << ",\"engines\":[";
  for (std::size_t i = 0; i < s.engines.size(); ++i) {
    const EngineSummary& e = s.engines[i];
    if (i > 0) out << ',';
    out << "{\"engine\":" << json_string(e.name) << ",\"solved\":" << e.solved
        << ",\"no_solution\":" << e.no_solution << ",\"unknown\":" << e.unknown
        << ",\"invalid\":" << e.invalid << ",\"fastest\":" << e.fastest << ",\"seconds\":";
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

void write_csv_row(std::ostream& out, const CompareRecord& record, std::size_t engines) {
  out << record.entry.line << ',' << record.index << ',' << csv_field(record.entry.text) << ','
      << to_string(record.consensus) << ',';
  if (record.consensus == Consensus::unreadable) {
    // Empty engine columns keep the table rectangular for strict readers.
    out << csv_field(error_text(record.entry)) << std::string(7 * engines, ',') << '\n';
    return;
  }
  for (const Attempt& a : record.attempts) {
    out << ',' << to_string(a.status) << ',' << json_number(a.seconds) << ','
        << (a.valid() ? "true" : "false") << ',' << a.stats.sat_calls << ',' << a.stats.conflicts
        << ',' << a.stats.nodes << ','
        << csv_field(a.status == Status::solved && a.solution.cells() > 0 ? one_line(a.solution)
                                                                          : "");
  }
  out << '\n';
}

}  // namespace satdoku
