// Writers for `compare` results: a table for people, JSON Lines and CSV for
// programs. They write to the streams they are given and nothing else.
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

#include "report/compare.hpp"

namespace satdoku {

// The human-readable report: a headline, per-engine answers, times (in µs,
// ms or s as fits) and search statistics in aligned columns, who was
// fastest, and every listed disagreement with its line and all answers.
std::string format_compare_table(const CompareSummary& summary);

// One JSON object per line for each job, in the schema of every JSON
// satdoku prints (satdoku/json.hpp's PuzzleJson, README's "JSON output"):
//   {"source":"f.txt","line":3,"index":2,"input":"...","status":"solved","solution":"...",
//    "engines":[{"status":"solved","solution":"...","engine":"sat",
//    "time_us":120,"sat_calls":2,"conflicts":0,"nodes":0,"valid":true}, ...]}
// The job's status is its ruling (satdoku/judge.hpp): solved, no_solution,
// unknown (some engine stopped at a limit), disagreement, invalid. An
// unreadable entry carries "error" (SOURCE:LINE:COL: MESSAGE) instead of
// "engines"; an invalid answer carries "why", a thrown one "error".
// `source` names the input the job was read from ("" leaves it out).
void write_json_record(std::ostream& out, const Job<Judgement>& job,
                       const std::string& source = "");
// The final object: {"summary":{"puzzles":...,"engines":[...],"disagreements":...}},
// times in microseconds ("time_us") as everywhere in JSON output.
void write_json_summary(std::ostream& out, const CompareSummary& summary);

// CSV (RFC 4180 quoting, '\n' line ends): a header naming the line, index,
// input, ruling ("consensus", in the words of JSON's status) and error, and for each engine
// its status, seconds, valid, sat_calls, conflicts, nodes and solution
// columns, then one row per job; `engines` is the number of engines, so
// that rows of unreadable entries have every column too.
void write_csv_header(std::ostream& out, const std::vector<std::string>& engines);
void write_csv_row(std::ostream& out, const Job<Judgement>& job, std::size_t engines);

}  // namespace satdoku
