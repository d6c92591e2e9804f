// The solver-output reader: every output style it must take, and every
// malformed input it must reject with the right line and column. Inputs are
// written by hand after the real output of cadical, picosat and minisat.
#include <gtest/gtest.h>

#include <sstream>
#include <string>

#include "satdoku/model.hpp"

namespace satdoku {
namespace {

SolverOutputRead read(const std::string& text, int variables = 4) {
  std::istringstream in(text);
  return read_solver_output(in, "model.txt", variables);
}

SolverOutput read_ok(const std::string& text, int variables = 4) {
  SolverOutputRead r = read(text, variables);
  EXPECT_FALSE(r.error) << r.error->to_string();
  EXPECT_TRUE(r.output);
  return r.output ? *r.output : SolverOutput{};
}

ModelError read_error(const std::string& text, int variables = 4) {
  SolverOutputRead r = read(text, variables);
  EXPECT_FALSE(r.output) << "expected an error for:\n" << text;
  EXPECT_TRUE(r.error);
  return r.error ? *r.error : ModelError{};
}

std::vector<std::int8_t> values(std::initializer_list<int> v) {
  std::vector<std::int8_t> out = {0};
  for (int x : v) out.push_back(static_cast<std::int8_t>(x));
  return out;
}

// --- output styles -------------------------------------------------------

TEST(ModelReader, CompetitionWithCommentsAndSeveralVLines) {
  const SolverOutput out = read_ok(
      "c cadical 1.5.3\nc ---- [ banner ] ----\ns SATISFIABLE\nv 1 -2\nv 3\nv -4 0\n"
      "c exit 10\n");
  EXPECT_EQ(out.answer, SolverAnswer::satisfiable);
  EXPECT_EQ(out.style, OutputStyle::competition);
  EXPECT_EQ(out.values, values({1, -1, 1, -1}));
  EXPECT_TRUE(out.is_true(3));
  EXPECT_FALSE(out.is_true(4));
}

TEST(ModelReader, CompetitionAnswersWithoutModel) {
  EXPECT_EQ(read_ok("s UNSATISFIABLE\n").answer, SolverAnswer::unsatisfiable);
  EXPECT_EQ(read_ok("c time out\ns UNKNOWN\n").answer, SolverAnswer::unknown);
  EXPECT_EQ(read_ok("s INDETERMINATE\n").answer, SolverAnswer::unknown);
  EXPECT_TRUE(read_ok("s UNSATISFIABLE\n").values.empty());
}

TEST(ModelReader, MinisatResultFile) {
  const SolverOutput sat = read_ok("SAT\n1 -2 3 -4 0\n");
  EXPECT_EQ(sat.style, OutputStyle::minisat);
  EXPECT_EQ(sat.answer, SolverAnswer::satisfiable);
  EXPECT_EQ(sat.values, values({1, -1, 1, -1}));
  EXPECT_EQ(read_ok("UNSAT\n").answer, SolverAnswer::unsatisfiable);
  EXPECT_EQ(read_ok("INDET\n").answer, SolverAnswer::unknown);
}

TEST(ModelReader, BareListsOverLinesWithOrWithoutFinalZero) {
  const SolverOutput a = read_ok("1 -2\n3\n-4 0\n");
  EXPECT_EQ(a.style, OutputStyle::bare);
  EXPECT_EQ(a.answer, SolverAnswer::satisfiable);
  EXPECT_EQ(a.values, values({1, -1, 1, -1}));
  EXPECT_EQ(read_ok("-1 2 -3 4").values, values({-1, 1, -1, 1}));
}

TEST(ModelReader, WindowsLineEndingsTabsAndNoFinalNewline) {
  EXPECT_EQ(read_ok("s SATISFIABLE\r\nv 1\t-2 3 -4 0").values, values({1, -1, 1, -1}));
}

TEST(ModelReader, PartialModelLeavesVariablesUnset) {
  // Solvers may omit don't-care variables; the decoder then sees no digit.
  EXPECT_EQ(read_ok("s SATISFIABLE\nv 2 0\n").values, values({0, 1, 0, 0}));
}

TEST(ModelReader, RepeatedLiteralIsHarmless) {
  EXPECT_EQ(read_ok("s SATISFIABLE\nv 1 1 -2\nv -2 0\n").values, values({1, -1, 0, 0}));
}

TEST(ModelReader, OneLongMinisatLineOf36x36Variables) {
  // minisat writes the whole model on one line: far longer than any puzzle line.
  const int n = 36 * 36 * 36;
  std::string text = "SAT\n";
  for (int v = 1; v <= n; ++v) {
    if (v % 36 != 1) text += '-';  // one true digit per cell
    text += std::to_string(v);
    text += ' ';
  }
  text += "0\n";
  const SolverOutput out = read_ok(text, n);
  ASSERT_EQ(out.variables(), n);
  int trues = 0;
  for (int v = 1; v <= n; ++v) trues += out.is_true(v);
  EXPECT_EQ(trues, 36 * 36);
}

// --- errors, with line and column -----------------------------------------

void expect_error(const std::string& text, int line, int column, const std::string& part,
                  int variables = 4) {
  const ModelError e = read_error(text, variables);
  EXPECT_EQ(e.line, line) << e.to_string();
  EXPECT_EQ(e.column, column) << e.to_string();
  EXPECT_NE(e.message.find(part), std::string::npos) << e.to_string();
  EXPECT_EQ(e.source, "model.txt");
}

TEST(ModelReaderErrors, EmptyInput) {
  expect_error("", 0, 0, "empty input");
  expect_error(" \n\t\r\n\n", 0, 0, "empty input");
}

TEST(ModelReaderErrors, OnlyComments) {
  expect_error("c nothing\nc here\n", 0, 0, "only comments");
}

TEST(ModelReaderErrors, TruncatedVLines) {
  expect_error("s SATISFIABLE\nv 1 -2\nv 3", 3, 4, "does not end with 0");
  expect_error("s SATISFIABLE\nv 1 -2 3\n", 2, 9, "looks truncated");
}

TEST(ModelReaderErrors, SatisfiableWithoutModel) {
  expect_error("c x\ns SATISFIABLE\n", 2, 0, "no 'v' lines");
  expect_error("SAT\n", 1, 0, "no model line");
}

TEST(ModelReaderErrors, TruncatedMinisatLine) {
  expect_error("SAT\n1 -2", 2, 5, "truncated");
}

TEST(ModelReaderErrors, LiteralOutOfRange) {
  expect_error("s SATISFIABLE\nv 1 -5 0\n", 2, 5, "literal -5 is out of range", 4);
  expect_error("SAT\n1 99999999999999999999999999999999 0\n", 2, 3, "out of range");
  expect_error("3 2147483648 0", 1, 3, "out of range", 4);
}

TEST(ModelReaderErrors, ContradictoryLiterals) {
  expect_error("s SATISFIABLE\nv 1 -2\nv 3 2 0\n", 3, 5,
               "literal 2 contradicts literal -2 at line 2, column 5");
  expect_error("4 1 -4", 1, 5, "literal -4 contradicts literal 4 at line 1, column 1");
}

TEST(ModelReaderErrors, GarbageTokens) {
  expect_error("s SATISFIABLE\nv 1 x2 0\n", 2, 5, "expected a literal");
  expect_error("1 2 abc 0\n", 1, 5, "found 'abc'");
  expect_error("1 2 - 0\n", 1, 5, "expected a literal");
  expect_error("1 --2 0\n", 1, 3, "expected a literal");
  expect_error("1 -0\n", 1, 3, "expected a literal");
  expect_error("1 2\n+3 0\n", 2, 1, "unexpected '+3'");
  expect_error("c ok\nhello world\n", 2, 1, "unexpected 'hello'");
  expect_error("s SATISFIABLE\nv 1 2 3 4 0 \nzz\n", 3, 1, "unexpected 'zz'");
}

TEST(ModelReaderErrors, LongGarbageIsClippedInTheMessage) {
  const ModelError e = read_error("v" + std::string(5000, 'x') + "\n");
  EXPECT_EQ(e.line, 1);
  EXPECT_LT(e.message.size(), 200u);
  EXPECT_NE(e.message.find("..."), std::string::npos);
}

TEST(ModelReaderErrors, SLineMissing) {
  expect_error("c no answer\nv 1 2 3 4 0\n", 2, 1, "'s SATISFIABLE' line is missing");
}

TEST(ModelReaderErrors, BadOrRepeatedSLine) {
  expect_error("s MAYBE\n", 1, 3, "unknown answer 'MAYBE'");
  expect_error("s\n", 1, 2, "expected SATISFIABLE");
  expect_error("s SATISFIABLE\ns SATISFIABLE\nv 1 0\n", 2, 1, "first is on line 1");
  expect_error("s SATISFIABLE now\n", 1, 15, "unexpected 'now'");
}

TEST(ModelReaderErrors, ModelAfterNegativeAnswer) {
  expect_error("s UNSATISFIABLE\nv 1 0\n", 2, 1, "after 's UNSATISFIABLE'");
  expect_error("UNSAT\n1 2 0\n", 2, 1, "after 'UNSAT'");
}

TEST(ModelReaderErrors, LiteralAfterTerminatingZero) {
  expect_error("s SATISFIABLE\nv 1 0\nv 2 0\n", 3, 3, "after the terminating 0 (line 2)");
  expect_error("SAT\n1 0 2\n", 2, 5, "after the terminating 0");
}

TEST(ModelReaderErrors, StylesDoNotMix) {
  expect_error("SAT\ns SATISFIABLE\n", 2, 1, "does not belong in minisat output");
  expect_error("s SATISFIABLE\nSAT\n", 2, 1, "does not belong in competition output");
  expect_error("s SATISFIABLE\n1 2 0\n", 2, 1, "outside a 'v' line");
  expect_error("SAT extra\n1 0\n", 1, 5, "unexpected 'extra'");
}

TEST(ModelReaderErrors, ToStringNamesSourceLineAndColumn) {
  EXPECT_EQ((ModelError{"m.out", 3, 7, "bad"}).to_string(), "m.out:3:7: bad");
  EXPECT_EQ((ModelError{"m.out", 3, 0, "bad"}).to_string(), "m.out:3: bad");
  EXPECT_EQ((ModelError{"<stdin>", 0, 0, "empty input"}).to_string(), "<stdin>: empty input");
}

}  // namespace
}  // namespace satdoku
