// The DIMACS writer: exact text of small cases, and exported files parsed back
// by an independent reader in this test. Known sizes come from the encoding
// formulas in docs/sat-notes.md, not from the encoder.
#include <gtest/gtest.h>

#include <algorithm>
#include <climits>
#include <cstdlib>
#include <random>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "sat_test_support.hpp"
#include "satdoku/dimacs.hpp"
#include "satdoku/notation.hpp"
#include "satdoku/version.hpp"

namespace satdoku {
namespace {

const std::string kSampleLine =
    "1.3...5.9..21.94.....7.4...3..5.2..6.6.....5.7..8.3..4...4.1.....92.58..8.4...1.7";

// An exported file split the way a solver reads it.
struct Parsed {
  std::vector<std::string> comments;  // without "c "
  int variables = -1;
  long long declared_clauses = -1;
  std::vector<std::vector<int>> clauses;
  std::string problem;  // first structural error, empty when none
};

Parsed parse(const std::string& text) {
  Parsed p;
  std::istringstream in(text);
  std::string line;
  while (std::getline(in, line)) {
    if (line == "c" || line.rfind("c ", 0) == 0) {
      if (p.variables >= 0) p.problem = "comment after the p line";
      p.comments.push_back(line.size() > 2 ? line.substr(2) : "");
      continue;
    }
    if (line.rfind("p cnf ", 0) == 0) {
      if (p.variables >= 0) p.problem = "two p lines";
      std::istringstream fields(line.substr(6));
      fields >> p.variables >> p.declared_clauses;
      continue;
    }
    if (p.variables < 0) p.problem = "clause before the p line: " + line;
    if (line.size() < 1 || line.back() != '0' || (line.size() > 1 && line[line.size() - 2] != ' '))
      p.problem = "clause line not ending in ' 0': " + line;
    std::istringstream fields(line);
    std::vector<int> clause;
    for (int lit; fields >> lit && lit != 0;) clause.push_back(lit);
    p.clauses.push_back(clause);
  }
  if (!text.empty() && text.back() != '\n') p.problem = "no final newline";
  return p;
}

std::string export_text(const Grid& puzzle, const EncodeOptions& options = {}) {
  std::ostringstream out;
  write_dimacs(puzzle, options, out);
  EXPECT_TRUE(out.good());
  return out.str();
}

TEST(DimacsWriter, ExactTextOfCommentsProblemAndClauses) {
  std::ostringstream out;
  {
    DimacsWriter w(out);
    w.comment("hello\n\nworld");
    w.problem(3, 3);
    w.add_clause(std::vector<int>{1, -2});
    w.add_clause(std::vector<int>{});
    w.add_clause(std::vector<int>{INT_MIN + 1, INT_MAX});
    EXPECT_EQ(w.clauses(), 3u);
  }  // the destructor flushes
  EXPECT_EQ(out.str(), "c hello\nc\nc world\np cnf 3 3\n1 -2 0\n0\n-2147483647 2147483647 0\n");
}

TEST(DimacsWriter, ManyClausesMatchIostreamFormatting) {
  // Far more than one buffer, with literals of every width.
  std::mt19937 rng(7);
  std::uniform_int_distribution<int> width(0, 9), size(0, 40), sign(0, 1);
  std::ostringstream expected, actual;
  DimacsWriter w(actual);
  std::vector<int> clause;
  for (int i = 0; i < 40000; ++i) {
    clause.clear();
    for (int k = size(rng); k > 0; --k) {
      int lit = 1;
      for (int d = width(rng); d > 0; --d) lit = lit * 10 + 7 % (d + 1);
      clause.push_back(sign(rng) ? -lit : lit);
    }
    for (int lit : clause) expected << lit << ' ';
    expected << "0\n";
    w.add_clause(clause);
  }
  w.flush();
  EXPECT_GT(actual.str().size(), 1u << 20);
  EXPECT_EQ(w.bytes(), actual.str().size());
  EXPECT_EQ(actual.str(), expected.str());
}

TEST(ClauseSinks, ListKeepsClausesAndCounterCounts) {
  ClauseList list;
  ClauseCounter counter;
  const std::vector<std::vector<int>> clauses = {{1, -2, 3}, {}, {-7}, {4, 5}};
  for (const auto& c : clauses) {
    list.add_clause(c);
    counter.add_clause(c);
  }
  ASSERT_EQ(list.size(), clauses.size());
  for (std::size_t i = 0; i < clauses.size(); ++i)
    EXPECT_EQ(std::vector<int>(list[i].begin(), list[i].end()), clauses[i]);
  EXPECT_EQ(list.max_variable(), 7);
  EXPECT_EQ(counter.clauses(), 4u);
  EXPECT_EQ(counter.literals(), 6u);
  EXPECT_EQ(counter.max_variable(), 7);
}

TEST(DimacsExport, KnownSizesFromTheFormulas) {
  // docs/sat-notes.md: extended 2N^2(N^2-N+2), minimal N^2(3N^2-3N+2)/2,
  // plus one unit clause per given (problem A's sample has 30).
  const auto header = [](const Grid& g, Encoding e) {
    const Parsed p = parse(export_text(g, {.encoding = e}));
    return std::to_string(p.variables) + " " + std::to_string(p.declared_clauses);
  };
  EXPECT_EQ(header(Grid(Geometry{3, 3}), Encoding::extended), "729 11988");
  EXPECT_EQ(header(Grid(Geometry{3, 3}), Encoding::minimal), "729 8829");
  EXPECT_EQ(header(Grid(Geometry{3, 3}), Encoding::efficient), "729 11745");
  EXPECT_EQ(header(testing::parse_line(kSampleLine), Encoding::extended), "729 12018");
  EXPECT_EQ(header(Grid(Geometry{2, 2}), Encoding::extended), "64 448");
  EXPECT_EQ(header(Grid(Geometry{4, 4}), Encoding::extended), "4096 123904");
}

struct ExportCase {
  std::string name;
  Geometry geometry;
  std::string line;  // '.' blanks, digits: small grids only
  EncodeOptions options;
};

void PrintTo(const ExportCase& c, std::ostream* os) {
  *os << c.name;
}

class DimacsExportShape : public ::testing::TestWithParam<ExportCase> {};

TEST_P(DimacsExportShape, HeaderMatchesBodyAndLiteralsInRange) {
  const ExportCase& c = GetParam();
  Grid puzzle(c.geometry);
  for (int i = 0; i < puzzle.cells() && i < static_cast<int>(c.line.size()); ++i)
    puzzle.set(i, c.line[i] == '.' ? 0 : c.line[i] - '0');
  const std::string text = export_text(puzzle, c.options);
  const Parsed p = parse(text);
  ASSERT_EQ(p.problem, "");
  ASSERT_GE(p.variables, 0);
  EXPECT_EQ(static_cast<long long>(p.clauses.size()), p.declared_clauses);
  for (const auto& clause : p.clauses)
    for (int lit : clause) {
      ASSERT_NE(lit, 0);
      ASSERT_LE(std::abs(lit), p.variables);
    }
  // Exactly the clause stream the in-process solver gets, in the same order.
  ClauseList list;
  const Encoded enc = encode(puzzle, c.options, list);
  EXPECT_EQ(p.variables, enc.variables);
  ASSERT_EQ(p.clauses.size(), list.size());
  for (std::size_t i = 0; i < list.size(); ++i)
    ASSERT_EQ(p.clauses[i], std::vector<int>(list[i].begin(), list[i].end())) << "clause " << i;
  EXPECT_EQ(export_text(puzzle, c.options), text) << "not deterministic";
  ASSERT_FALSE(p.comments.empty());
  EXPECT_EQ(p.comments[0], std::string("satdoku ") + kVersion + ": a Sudoku as CNF");
}

INSTANTIATE_TEST_SUITE_P(
    Encodings, DimacsExportShape,
    ::testing::Values(
        ExportCase{"sample_extended", {3, 3}, kSampleLine, {}},
        ExportCase{"sample_minimal", {3, 3}, kSampleLine, {.encoding = Encoding::minimal}},
        ExportCase{"sample_reduced", {3, 3}, kSampleLine, {.encoding = Encoding::reduced}},
        ExportCase{
            "sample_sequential", {3, 3}, kSampleLine, {.at_most_one = AtMostOne::sequential}},
        ExportCase{"sample_no_givens", {3, 3}, kSampleLine, {.givens_as_units = false}},
        ExportCase{"rect_2x3", {2, 3}, "1.....", {}},
        ExportCase{"rect_3x2_reduced", {3, 2}, "..2...", {.encoding = Encoding::reduced}},
        ExportCase{"clash_reduced", {2, 2}, "11", {.encoding = Encoding::reduced}}),
    [](const auto& info) { return info.param.name; });

TEST(DimacsExport, CommentsDescribeThePlainEncoding) {
  const Parsed p = parse(export_text(testing::parse_line(kSampleLine)));
  const std::vector<std::string> expected = {
      std::string("satdoku ") + kVersion + ": a Sudoku as CNF",
      "puzzle " + kSampleLine,
      "grid 9x9, boxes 3x3 (height x width)",
      "encoding extended, at-most-one pairwise, givens as unit clauses",
      "variables 729 (729 cell-digit, 0 auxiliary), clauses 12018",
      "variable (r*N + c)*N + d: row r and column c (from 0) hold digit d (1..9), N = 9",
  };
  EXPECT_EQ(p.comments, expected);
}

TEST(DimacsExport, ReducedCommentsListEveryOpenPairOnce) {
  // Worked out here from the rules alone: an open pair is a blank cell and a
  // digit no given of its row, column or box holds.
  const Grid puzzle = testing::parse_line(kSampleLine);
  std::set<std::string> open;
  for (int cell = 0; cell < 81; ++cell) {
    if (puzzle.at(cell) != 0) continue;
    const int r = cell / 9, c = cell % 9;
    for (int d = 1; d <= 9; ++d) {
      bool seen = false;
      for (int k = 0; k < 81; ++k) {
        const int kr = k / 9, kc = k % 9;
        const bool peer = kr == r || kc == c || (kr / 3 == r / 3 && kc / 3 == c / 3);
        if (peer && puzzle.at(k) == d) seen = true;
      }
      if (!seen) open.insert(cell_name(r, c) + "=" + std::to_string(d));
    }
  }
  const Parsed p = parse(export_text(puzzle, {.encoding = Encoding::reduced}));
  std::set<std::string> listed;
  int next = 1;
  for (const std::string& line : p.comments) {
    if (line.rfind("var ", 0) != 0) continue;
    const std::string prefix = "var " + std::to_string(next++) + " = ";
    ASSERT_EQ(line.rfind(prefix, 0), 0u) << line;
    EXPECT_TRUE(listed.insert(line.substr(prefix.size())).second) << line;
  }
  EXPECT_EQ(listed, open);
  EXPECT_EQ(p.variables, static_cast<int>(open.size()));
  EXPECT_EQ(p.variables, 154);  // docs/sat-notes.md
}

TEST(DimacsExport, PuzzleLineUsesLettersThenNumbersFor36) {
  Grid g(Geometry{4, 4});
  g.set(0, 10);
  g.set(1, 16);
  g.set(2, 9);
  EXPECT_EQ(one_line(g), "AG9" + std::string(253, '.'));
  Grid big(Geometry{6, 6});
  big.set(0, 36);
  big.set(1, 35);
  const std::string line = one_line(big);
  EXPECT_EQ(line.rfind("36 35 0 0 ", 0), 0u);
  EXPECT_EQ(std::count(line.begin(), line.end(), ' '), 1295);
}

TEST(DimacsExport, Empty36x36StreamsAllClauses) {
  // The largest case: 46,656 variables and 3,271,104 clauses (sat-notes).
  std::ostringstream out;
  const Encoded enc = write_dimacs(Grid(Geometry{6, 6}), {}, out);
  EXPECT_EQ(enc.variables, 46656);
  EXPECT_EQ(enc.clauses, 3271104u);
  const std::string text = out.str();
  const auto lines = std::count(text.begin(), text.end(), '\n');
  const auto p = text.find("\np cnf 46656 3271104\n");
  ASSERT_NE(p, std::string::npos);
  const auto header_lines = std::count(text.begin(), text.begin() + static_cast<long>(p) + 1, '\n');
  EXPECT_EQ(lines - header_lines - 1, 3271104);
  EXPECT_EQ(text.substr(text.size() - 3), " 0\n");
}

}  // namespace
}  // namespace satdoku
