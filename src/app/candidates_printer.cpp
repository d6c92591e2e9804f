#include "candidates_printer.hpp"

#include <sstream>

#include "answer_printer.hpp"
#include "cli.hpp"
#include "satdoku/json.hpp"
#include "satdoku/pencil_marks.hpp"

namespace satdoku::cli {

namespace {

std::string word_line(const Entry&, const std::string&, const Judgement& judgement) {
  const Ruling ruling = judgement.ruling;
  return std::string(to_text(ruling)) + "\n";
}

// The puzzle's place, as every JSON line of the program starts.
PuzzleJson json_of(const Entry& e, const std::string& source, const Judgement& j) {
  PuzzleJson json;
  json.source = source;
  json.line = e.line;
  json.input = e.text;
  json.status = to_string(j.ruling);
  if (e.error) {
    json.error = e.error->to_string();
  } else {  // the engine's time and counters, as solve's JSON has them
    json.seconds = j.seconds;
    json.stats = j.stats;
  }
  return json;
}

std::string json_line(const PuzzleJson& json) {
  std::ostringstream out;
  write_json_line(out, json);
  return out.str();
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
        [](const Entry& e, const std::string&, const TrueCandidates& t, const Judgement&) {
          std::string out = pencil_pretty(*e.grid, t.masks);
          if (!t.counts.empty()) {
            out += '\n';
            out += count_lines(e, t);
          }
          return out;
        },
        word_line, true}},
      {"json",
       {"one JSON object per puzzle (README: JSON output) with \"candidates\":\n"
        "          [[1,3],[2],...], a list per cell, row-major (with --limit,\n"
        "          \"counts\" beside them and \"limit\")",
        [](const Entry& e, const std::string& source, const TrueCandidates& t, const Judgement& j) {
          PuzzleJson json = json_of(e, source, j);
          const int n = t.side;
          for (int cell = 0; cell < n * n; ++cell) {
            json.candidates.push_back(t.digits(cell));
            if (t.counts.empty()) continue;
            auto& counts = json.counts.emplace_back();
            for (const int d : json.candidates.back()) counts.push_back(t.count(cell, d));
          }
          if (!t.counts.empty()) json.limit = t.limit;
          return json_line(json);
        },
        [](const Entry& e, const std::string& source, const Judgement& j) {
          return json_line(json_of(e, source, j));
        },
        false}},
      {"line",
       {"sides up to 9: N per cell, the digit or '.' (729 characters\n"
        "          for a 9x9, 64 for a 4x4)",
        [](const Entry& e, const std::string&, const TrueCandidates& t, const Judgement&) {
          if (t.side > 9) throw UsageError("--format line needs a side of 9 or less");
          if (!t.counts.empty()) throw UsageError("--format line cannot show --limit's counts");
          return pencil_line(e.grid->geometry(), t.masks);
        },
        word_line, false}},
  };
  return formats;
}

}  // namespace satdoku::cli
