// The compare writers: the table lines up and says what happened; every JSON
// line is JSON (read back with an independent reader); CSV rows match the
// header.
#include <gtest/gtest.h>

#include <sstream>

#include "fakes.hpp"
#include "json_check.hpp"
#include "report/compare_report.hpp"

namespace satdoku {
namespace {

using testing::Json;
using testing::JsonReader;

Attempt answer(std::string engine, Status status, double seconds, Grid solution = {}) {
  Attempt a;
  a.engine = std::move(engine);
  a.status = status;
  a.seconds = seconds;
  a.solution = std::move(solution);
  a.verdict.ok = true;
  return a;
}

struct Fixture {
  Grid puzzle;
  Grid solution;
  std::vector<Job<Judgement>> records;
  CompareSummary summary;
};

// Three records: an agreement, a disagreement (line 2, with a quote and a
// comma in the input text to exercise escaping), an unreadable entry.
Fixture fixture() {
  Fixture f;
  std::mt19937_64 rng(3);
  f.solution = testing::Reference::random_full(Geometry{2, 2}, rng);
  f.puzzle = testing::carve(f.solution, 0.5, rng);
  CompareTally tally({"backtrack", "sat/minimal"});

  Job<Judgement> agree;
  agree.index = 0;
  agree.entry = testing::entry_of(f.puzzle, 1);
  agree.answer.attempts = {answer("backtrack", Status::solved, 12e-6, f.solution),
                           answer("sat/minimal", Status::solved, 3.2e-3, f.solution)};
  agree.answer.attempts[0].stats.nodes = 40;
  agree.answer.attempts[1].stats.sat_calls = 2;
  agree.answer.attempts[1].stats.conflicts = 7;
  agree.answer.ruling = consensus_of(agree.answer.attempts);

  Job<Judgement> differ;
  differ.index = 1;
  differ.entry = testing::entry_of(f.puzzle, 2);
  differ.entry.text = "odd \"input\", here";
  differ.answer.attempts = {answer("backtrack", Status::solved, 20e-6, f.solution),
                            answer("sat/minimal", Status::no_solution, 1.5)};
  differ.answer.attempts[1].stats.sat_calls = 1;
  differ.answer.ruling = consensus_of(differ.answer.attempts);

  Job<Judgement> unreadable;
  unreadable.index = 2;
  unreadable.entry = testing::error_entry(3, "expected 16 symbols, found 15");
  unreadable.answer.ruling = Ruling::invalid;

  f.records = {agree, differ, unreadable};
  for (const Job<Judgement>& r : f.records) tally.add(r);
  f.summary = tally.summary();
  f.summary.seconds = 2.5;
  return f;
}

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

TEST(CompareTable, SaysWhatHappenedInAlignedColumns) {
  const Fixture f = fixture();
  const std::string table = format_compare_table(f.summary);
  const std::vector<std::string> lines = lines_of(table);
  ASSERT_FALSE(lines.empty());
  EXPECT_EQ(lines[0], "compare: 2 puzzles, 1 agree, 1 disagree, 1 unreadable, in 2.50 s");
  // Each block of rows (separated by blank lines) has rows of equal width:
  // the columns line up, µ counted as one column.
  std::vector<std::size_t> widths;
  for (std::size_t i = 2; i < lines.size() && !lines[i].starts_with("1 disagreement"); ++i) {
    if (lines[i].empty()) {
      for (std::size_t w : widths) EXPECT_EQ(w, widths.front()) << table;
      widths.clear();
      continue;
    }
    widths.push_back(display_width(lines[i]));
  }
  // Rows by their words: per-engine answers (backtrack was fastest on both
  // puzzles), times in fitting units, search statistics with "-" where an
  // engine has none (no SAT calls for backtrack, no nodes for the SAT engine).
  const auto row = [&](const std::string& first_word, int block) {
    int seen = 0;
    for (const std::string& line : lines) {
      std::istringstream in(line);
      std::vector<std::string> words;
      for (std::string w; in >> w;) words.push_back(w);
      if (!words.empty() && words[0] == first_word && seen++ == block) return words;
    }
    return std::vector<std::string>{};
  };
  EXPECT_EQ(row("engine", 0), (std::vector<std::string>{"engine", "solved", "no", "solution",
                                                        "unknown", "invalid", "fastest"}));
  EXPECT_EQ(row("backtrack", 0),
            (std::vector<std::string>{"backtrack", "2", "0", "0", "0", "2", "(100.0%)"}));
  EXPECT_EQ(row("sat/minimal", 0),
            (std::vector<std::string>{"sat/minimal", "1", "1", "0", "0", "0", "(0.0%)"}));
  // backtrack: 12 and 20 µs; sat/minimal: 3.2 ms and 1.5 s (mean 751.6 ms).
  EXPECT_EQ(row("backtrack", 1),
            (std::vector<std::string>{"backtrack", "32.0", "µs", "16.0", "µs", "16.0", "µs", "20.0",
                                      "µs", "20.0", "µs"}))
      << table;
  EXPECT_EQ(row("sat/minimal", 1),
            (std::vector<std::string>{"sat/minimal", "1.50", "s", "752", "ms", "752", "ms", "1.50",
                                      "s", "1.50", "s"}));
  EXPECT_EQ(row("backtrack", 2), (std::vector<std::string>{"backtrack", "-", "-", "20.0"}));
  EXPECT_EQ(row("sat/minimal", 2), (std::vector<std::string>{"sat/minimal", "1.50", "3.50", "-"}));
  // The disagreement, with its line, its input and both answers.
  EXPECT_NE(table.find("1 disagreement:\n  line 2: odd \"input\", here\n"
                       "    backtrack    solved " +
                       testing::line_text(f.solution) +
                       "\n"
                       "    sat/minimal  no_solution\n"),
            std::string::npos)
      << table;
}

TEST(CompareJson, EveryLineIsJsonWithTheRecordsFields) {
  const Fixture f = fixture();
  std::ostringstream out;
  for (const Job<Judgement>& r : f.records) write_json_record(out, r);
  write_json_summary(out, f.summary);
  const std::vector<std::string> lines = lines_of(out.str());
  ASSERT_EQ(lines.size(), 4u);
  std::vector<Json> parsed;
  for (const std::string& line : lines) {
    auto j = JsonReader::parse(line);
    ASSERT_TRUE(j) << line;
    parsed.push_back(*j);
  }
  const Json& first = parsed[0];
  EXPECT_EQ(first["line"].number(), 1);
  EXPECT_EQ(first["input"].string(), testing::line_text(f.puzzle));
  EXPECT_EQ(first["status"].string(), "solved");
  EXPECT_EQ(first["solution"].string(), testing::line_text(f.solution));
  ASSERT_EQ(first["engines"].array().size(), 2u);
  EXPECT_EQ(first["engines"][0]["engine"].string(), "backtrack");
  EXPECT_EQ(first["engines"][0]["solution"].string(), testing::line_text(f.solution));
  EXPECT_EQ(first["engines"][0]["time_us"].number(), 12);
  EXPECT_EQ(first["engines"][0]["nodes"].number(), 40);
  EXPECT_EQ(first["engines"][1]["conflicts"].number(), 7);
  EXPECT_TRUE(first["engines"][1]["valid"].boolean());

  EXPECT_EQ(parsed[1]["input"].string(), "odd \"input\", here");
  EXPECT_EQ(parsed[1]["status"].string(), "disagreement");
  EXPECT_TRUE(parsed[1]["solution"].is_null());
  EXPECT_EQ(parsed[1]["engines"][1]["status"].string(), "no_solution");
  EXPECT_TRUE(parsed[1]["engines"][1]["solution"].is_null());
  EXPECT_FALSE(parsed[1]["engines"][1].has("line"));

  EXPECT_EQ(parsed[2]["status"].string(), "invalid");
  EXPECT_EQ(parsed[2]["error"].string(), "test.txt:3:3: expected 16 symbols, found 15");
  EXPECT_FALSE(parsed[2].has("engines"));

  const Json& summary = parsed[3]["summary"];
  EXPECT_EQ(summary["puzzles"].number(), 2);
  EXPECT_EQ(summary["disagreements"].number(), 1);
  EXPECT_EQ(summary["unreadable"].number(), 1);
  EXPECT_EQ(summary["exit_code"].number(), 4);
  EXPECT_EQ(summary["engines"][1]["engine"].string(), "sat/minimal");
  EXPECT_EQ(summary["engines"][1]["time_us"]["max"].number(), 1.5e6);
  EXPECT_EQ(summary["engines"][0]["fastest"].number(), 2);
  EXPECT_EQ(summary["disagreement_list"][0]["line"].number(), 2);
  EXPECT_EQ(summary["disagreement_list"][0]["answers"][1].string(), "no_solution");
}

// Splits one CSV record (RFC 4180 quoting, no line breaks inside fields).
std::vector<std::string> csv_fields(const std::string& line) {
  std::vector<std::string> fields(1);
  bool quoted = false;
  for (std::size_t i = 0; i < line.size(); ++i) {
    const char c = line[i];
    if (quoted) {
      if (c == '"' && i + 1 < line.size() && line[i + 1] == '"') {
        fields.back() += '"';
        ++i;
      } else if (c == '"') {
        quoted = false;
      } else {
        fields.back() += c;
      }
    } else if (c == '"') {
      quoted = true;
    } else if (c == ',') {
      fields.emplace_back();
    } else {
      fields.back() += c;
    }
  }
  return fields;
}

TEST(CompareCsv, RowsMatchTheHeader) {
  const Fixture f = fixture();
  std::ostringstream out;
  write_csv_header(out, {"backtrack", "sat/minimal"});
  for (const Job<Judgement>& r : f.records) write_csv_row(out, r, 2);
  const std::vector<std::string> lines = lines_of(out.str());
  ASSERT_EQ(lines.size(), 4u);
  const std::vector<std::string> header = csv_fields(lines[0]);
  ASSERT_EQ(header.size(), 5u + 2 * 7);
  EXPECT_EQ(header[5], "backtrack_status");
  EXPECT_EQ(header[12], "sat/minimal_status");
  for (std::size_t i = 1; i < lines.size(); ++i) {
    const std::vector<std::string> row = csv_fields(lines[i]);
    ASSERT_EQ(row.size(), header.size()) << lines[i];
  }
  const std::vector<std::string> differ = csv_fields(lines[2]);
  EXPECT_EQ(differ[0], "2");
  EXPECT_EQ(differ[2], "odd \"input\", here");
  EXPECT_EQ(differ[3], "disagreement");
  EXPECT_EQ(differ[5], "solved");
  EXPECT_EQ(differ[6], "2e-05");
  EXPECT_EQ(differ[11], testing::line_text(f.solution));
  EXPECT_EQ(differ[12], "no_solution");
  EXPECT_EQ(differ[18], "");
  const std::vector<std::string> unreadable = csv_fields(lines[3]);
  EXPECT_EQ(unreadable[3], "invalid");  // the ruling in JSON's status words
  EXPECT_EQ(unreadable[4], "test.txt:3:3: expected 16 symbols, found 15");
}

}  // namespace
}  // namespace satdoku
