#include "candidates_printer.hpp"

#include <filesystem>
#include <iostream>
#include <sstream>

#include "answer_printer.hpp"
#include "cli.hpp"
#include "satdoku/json.hpp"
#include "satdoku/pencil_marks.hpp"

namespace satdoku::cli {

namespace {

std::string word_line(const CandidateJob& job, const std::string&) {
  return std::string(to_text(job.answer.ruling)) + "\n";
}

// The puzzle's place, as every JSON line of the program starts.
PuzzleJson json_of(const CandidateJob& job, const std::string& source) {
  const Entry& e = job.entry;
  const CandidateAnswer& j = job.answer;
  PuzzleJson json;
  json.source = source;
  json.line = e.line;
  json.input = e.text;
  json.status = to_string(j.ruling);
  if (e.error) {
    json.error = e.error->to_string();
  } else {  // the engine's time and counters, as solve's JSON has them
    json.seconds = j.seconds;
    json.stats = j.candidates.stats;
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
    if (e.grid().at(cell) != 0) continue;
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

const std::map<std::string, CandidateFormat>& candidate_formats() {
  static const std::map<std::string, CandidateFormat> formats = {
      {"pretty",
       {"the grid with each cell's candidates (givens stand alone);\n"
        "          with --limit, each candidate's count below it",
        [](const CandidateJob& job, const std::string&) {
          const TrueCandidates& t = job.answer.candidates;
          std::string out = pencil_pretty(job.entry.grid(), t.masks);
          if (!t.counts.empty()) {
            out += '\n';
            out += count_lines(job.entry, t);
          }
          return out;
        },
        word_line, true}},
      {"json",
       {"one JSON object per puzzle (README: JSON output) with \"candidates\":\n"
        "          [[1,3],[2],...], a list per cell, row-major (with --limit,\n"
        "          \"counts\" beside them and \"limit\")",
        [](const CandidateJob& job, const std::string& source) {
          const TrueCandidates& t = job.answer.candidates;
          PuzzleJson json = json_of(job, source);
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
        [](const CandidateJob& job, const std::string& source) {
          return json_line(json_of(job, source));
        },
        false}},
      {"line",
       {"sides up to 9: N per cell, the digit or '.' (729 characters\n"
        "          for a 9x9, 64 for a 4x4)",
        [](const CandidateJob& job, const std::string&) {
          const TrueCandidates& t = job.answer.candidates;
          if (t.side > 9) throw UsageError("--format line needs a side of 9 or less");
          if (!t.counts.empty()) throw UsageError("--format line cannot show --limit's counts");
          return pencil_line(job.entry.grid().geometry(), t.masks);
        },
        word_line, false}},
  };
  return formats;
}

void CandidatePrinter::write(const CandidateJob& job, const InputFile& file) {
  const Ruling ruling = job.answer.ruling;
  if (pictures_) {
    if (!job.entry.puzzle) return pictures_->write(nullptr, {});
    const Puzzle& puzzle = *job.entry.puzzle;
    if (ruling == Ruling::disagreement) return pictures_->write(&puzzle, {});
    SvgOptions picture;
    if (ruling == Ruling::solved) picture.candidates = &job.answer.candidates.masks;
    const std::string& source = file.source;
    picture.title = source == "<stdin>" ? "" : std::filesystem::path(source).filename().string();
    return pictures_->write(&puzzle, picture);
  }
  if (format_.blank_line_between && !first_) std::cout << '\n';
  first_ = false;
  std::cout << (ruling == Ruling::solved ? format_.print(job, file.source)
                                         : format_.print_word(job, file.source));
}

void CandidatePrinter::report(const CandidateJob& job, const InputFile& file) const {
  cli::report(job.entry, job.answer.ruling, job.answer.why, file.source);
}

}  // namespace satdoku::cli
