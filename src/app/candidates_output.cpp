#include "candidates_output.hpp"

#include "cli.hpp"
#include "satdoku/json.hpp"
#include "satdoku/pencil_marks.hpp"

namespace satdoku::cli {

namespace {

std::string word_line(std::string_view word) {
  return std::string(word) + "\n";
}

// With --limit: each candidate with its count under the grid, "R1C1: 1×3 4×10+".
std::string count_lines(const Entry& e, const TrueCandidates& t) {
  std::string out;
  const int n = t.side;
  for (int cell = 0; cell < n * n; ++cell) {
    if (e.grid->at(cell) != 0) continue;
    // Appended piece by piece: GCC 12 warns falsely (-Wrestrict) on "R" + std::string.
    out += 'R';
    out += std::to_string(cell / n + 1);
    out += 'C';
    out += std::to_string(cell % n + 1);
    out += ':';
    for (int d : t.digits(cell)) {
      const std::uint64_t c = t.count(cell, d);
      out += ' ';
      out += std::to_string(d);
      out += 'x';
      out += std::to_string(c);
      if (c >= t.limit) out += '+';
    }
    out += '\n';
  }
  return out;
}

}  // namespace

const std::map<std::string, CandidatePrinter>& candidate_formats() {
  static const std::map<std::string, CandidatePrinter> formats = {
      {"pretty",
       {"the grid with each cell's candidates (givens stand alone);\n"
        "          with --limit, each candidate's count below it",
        [](const Entry& e, const TrueCandidates& t) {
          std::string out = pencil_pretty(*e.grid, t.masks);
          if (!t.counts.empty()) {
            out += '\n';
            out += count_lines(e, t);
          }
          return out;
        },
        word_line, true}},
      {"json",
       {"{\"candidates\":[[1,3],[2],...]}: a list per cell, row-major, a line\n"
        "          per puzzle (with --limit, \"counts\" beside them)",
        [](const Entry&, const TrueCandidates& t) {
          return pencil_json(t.side, t.masks, t.counts, t.limit);
        },
        [](std::string_view word) {
          std::string out = "{\"status\":";
          out += json_string(word);
          out += "}\n";
          return out;
        },
        false}},
      {"line",
       {"9x9: 729 characters, 9 per cell: the digit or '.'",
        [](const Entry& e, const TrueCandidates& t) {
          if (t.side > 9) throw UsageError("--format line needs a side of 9 or less");
          if (!t.counts.empty()) throw UsageError("--format line cannot show --limit's counts");
          return pencil_line(e.grid->geometry(), t.masks);
        },
        word_line, false}},
  };
  return formats;
}

}  // namespace satdoku::cli
