// The human-readable compare report.
#include <algorithm>
#include <cstdio>

#include "report/compare_report.hpp"
#include "report/summary.hpp"

namespace satdoku {

namespace {

// Rows of cells printed in columns: the first left-aligned, the rest
// right-aligned, as numbers are. Widths count code points, so "µs" lines up.
class Table {
 public:
  explicit Table(std::size_t first_width) : first_width_(first_width) {}
  void row(std::vector<std::string> cells) { rows_.push_back(std::move(cells)); }

  std::string text() const {
    std::vector<std::size_t> width;
    for (const auto& r : rows_) {
      if (width.size() < r.size()) width.resize(r.size(), 0);
      for (std::size_t c = 0; c < r.size(); ++c) width[c] = std::max(width[c], display_width(r[c]));
    }
    if (!width.empty()) width[0] = std::max(width[0], first_width_);
    std::string out;
    for (const auto& r : rows_) {
      std::string line;
      for (std::size_t c = 0; c < r.size(); ++c) {
        const std::string pad(width[c] - display_width(r[c]), ' ');
        if (c == 0) {
          line += r[c] + pad;
        } else {
          line += "  " + pad + r[c];
        }
      }
      out += line + "\n";
    }
    return out;
  }

 private:
  std::size_t first_width_;
  std::vector<std::vector<std::string>> rows_;
};

std::string number(double value) {
  char buffer[48];
  const int decimals = value >= 100 ? 0 : value >= 10 ? 1 : 2;
  std::snprintf(buffer, sizeof buffer, "%.*f", decimals, value);
  return buffer;
}

std::string share(std::uint64_t part, std::uint64_t whole) {
  char buffer[48];
  const double p = whole > 0 ? 100.0 * static_cast<double>(part) / static_cast<double>(whole) : 0;
  std::snprintf(buffer, sizeof buffer, "%llu (%.1f%%)", static_cast<unsigned long long>(part), p);
  return buffer;
}

}  // namespace

std::string format_compare_table(const CompareSummary& s) {
  std::string out = "compare: " + counted(s.puzzles, "puzzle", "puzzles") + ", " +
                    std::to_string(s.agreements) + " agree";
  if (s.no_solution > 0) out += " (" + std::to_string(s.no_solution) + " with no solution)";
  out += ", " + std::to_string(s.disagreements) + " disagree";
  if (s.undecided > 0) out += ", " + std::to_string(s.undecided) + " undecided (limit reached)";
  if (s.unreadable > 0) out += ", " + std::to_string(s.unreadable) + " unreadable";
  if (s.seconds > 0) out += ", in " + format_duration(s.seconds);
  out += "\n\n";

  std::size_t name_width = 0;
  for (const EngineSummary& e : s.engines) name_width = std::max(name_width, display_width(e.name));

  Table answers(name_width);
  answers.row({"engine", "solved", "no solution", "unknown", "invalid", "fastest"});
  for (const EngineSummary& e : s.engines) {
    answers.row({e.name, std::to_string(e.solved), std::to_string(e.no_solution),
                 std::to_string(e.unknown), std::to_string(e.invalid),
                 share(e.fastest, s.puzzles)});
  }
  out += answers.text() + "\n";

  Table times(name_width);
  times.row({"time", "total", "mean", "median", "p99", "max"});
  for (const EngineSummary& e : s.engines) {
    times.row({e.name, format_duration(e.time.total), format_duration(e.time.mean),
               format_duration(e.time.median), format_duration(e.time.p99),
               format_duration(e.time.max)});
  }
  out += times.text() + "\n";

  // SAT statistics mean nothing for an engine that made no SAT call, and
  // search nodes nothing for one that did (it reports none): "-" there.
  Table search(name_width);
  search.row({"per puzzle", "SAT calls", "conflicts", "nodes"});
  for (const EngineSummary& e : s.engines) {
    const bool sat = e.mean_sat_calls > 0;
    search.row({e.name, sat ? number(e.mean_sat_calls) : "-", sat ? number(e.mean_conflicts) : "-",
                sat && e.mean_nodes == 0 ? "-" : number(e.mean_nodes)});
  }
  out += search.text();

  if (s.disagreements > 0) {
    out += "\n" + counted(s.disagreements, "disagreement", "disagreements");
    if (s.not_listed > 0) out += " (the first " + std::to_string(s.listed.size()) + " listed)";
    out += ":\n";
    for (const Disagreement& d : s.listed) {
      out += "  line " + std::to_string(d.line) + ": " + d.input + "\n";
      // Answers are text, not numbers: left-aligned after the names.
      for (std::size_t i = 0; i < d.answers.size() && i < s.engines.size(); ++i) {
        const std::string& name = s.engines[i].name;
        out += "    " + name + std::string(name_width - display_width(name), ' ') + "  " +
               d.answers[i] + "\n";
      }
    }
  }
  return out;
}

}  // namespace satdoku
