// Decoding models into grids. The models are built by hand from problem A's
// published answer (an independent, hand-checked source), then damaged in
// each way the decoder must catch.
#include <gtest/gtest.h>

#include <sstream>
#include <string>

#include "sat_test_support.hpp"
#include "satdoku/check.hpp"
#include "satdoku/dimacs.hpp"
#include "satdoku/model.hpp"

namespace satdoku {
namespace {

// Problem A's sample and its published answer (docs/problem.md).
const Grid kPuzzle = testing::parse_line(testing::kProblemA);
const Grid kAnswer = testing::parse_line(testing::kProblemASolution);

Encoded encoded_for(const Grid& puzzle, EncodeOptions options = {}) {
  ClauseCounter counter;
  return encode(puzzle, options, counter);
}

// A full model: each problem variable true exactly when the answer says so.
SolverOutput model_of(const Grid& answer, const Encoded& encoded) {
  SolverOutput out;
  out.answer = SolverAnswer::satisfiable;
  out.values.assign(static_cast<std::size_t>(encoded.variables) + 1, -1);
  for (int v = 1; v <= encoded.map.variables(); ++v) {
    const auto [cell, digit] = encoded.map.meaning(v);
    if (answer.at(cell) == digit) out.values[v] = 1;
  }
  return out;
}

int var(int row, int col, int digit) {
  return plain_variable(row, col, digit, 9);
}

std::string message_of(const DecodeResult& r) {
  return r.error ? r.error->message : "";
}

TEST(ModelDecode, PlainModelGivesTheAnswer) {
  ASSERT_TRUE(check_solution(kPuzzle, kAnswer));
  const Encoded enc = encoded_for(kPuzzle);
  const DecodeResult r = decode(kPuzzle, enc, model_of(kAnswer, enc));
  ASSERT_EQ(r.status, DecodeStatus::solved) << message_of(r);
  EXPECT_EQ(r.solution, kAnswer);
  EXPECT_FALSE(r.error);
}

TEST(ModelDecode, ReducedModelGoesThroughTheMap) {
  const Encoded enc = encoded_for(kPuzzle, {.encoding = Encoding::reduced});
  ASSERT_TRUE(enc.fixed);
  ASSERT_LT(enc.map.variables(), 729);
  const DecodeResult r = decode(kPuzzle, enc, model_of(kAnswer, enc));
  ASSERT_EQ(r.status, DecodeStatus::solved) << message_of(r);
  EXPECT_EQ(r.solution, kAnswer);
}

TEST(ModelDecode, AuxiliaryVariablesAreIgnored) {
  const Encoded enc = encoded_for(kPuzzle, {.at_most_one = AtMostOne::sequential});
  ASSERT_GT(enc.variables, 729);
  SolverOutput out = model_of(kAnswer, enc);
  for (int v = 730; v <= enc.variables; ++v) out.values[v] = (v % 3 == 0) ? 1 : -1;
  const DecodeResult r = decode(kPuzzle, enc, out);
  ASSERT_EQ(r.status, DecodeStatus::solved) << message_of(r);
  EXPECT_EQ(r.solution, kAnswer);
}

TEST(ModelDecode, CellWithoutDigit) {
  const Encoded enc = encoded_for(kPuzzle);
  SolverOutput out = model_of(kAnswer, enc);
  out.values[var(2, 3, 7)] = -1;  // r3c4 is 7 in the answer
  const DecodeResult r = decode(kPuzzle, enc, out, "m.out");
  EXPECT_EQ(r.status, DecodeStatus::invalid);
  ASSERT_TRUE(r.error);
  EXPECT_EQ(r.error->to_string(), "m.out: r3c4 has no digit");
  out.values[var(2, 3, 7)] = 0;  // absent from a partial model: same verdict
  EXPECT_EQ(message_of(decode(kPuzzle, enc, out)), "r3c4 has no digit");
}

TEST(ModelDecode, CellWithSeveralDigits) {
  const Encoded enc = encoded_for(kPuzzle);
  SolverOutput out = model_of(kAnswer, enc);
  out.values[var(2, 3, 2)] = 1;
  EXPECT_EQ(message_of(decode(kPuzzle, enc, out)), "r3c4 has digits 2 and 7");
  out.values[var(2, 3, 9)] = 1;
  const DecodeResult r = decode(kPuzzle, enc, out);
  EXPECT_EQ(r.status, DecodeStatus::invalid);
  EXPECT_EQ(message_of(r), "r3c4 has digits 2, 7 and 9");
}

TEST(ModelDecode, ModelThatBreaksARuleNamesIt) {
  const Encoded enc = encoded_for(kPuzzle);
  // Swap r1c2 (4) and r1c4 (6): both blanks, each cell keeps one digit, the
  // row stays whole, but column 2 and column 4 now repeat a digit.
  Grid swapped = kAnswer;
  swapped.set(0, 1, 6);
  swapped.set(0, 3, 4);
  const DecodeResult r = decode(kPuzzle, enc, model_of(swapped, enc));
  EXPECT_EQ(r.status, DecodeStatus::invalid);
  EXPECT_EQ(message_of(r), "the model breaks the rules: column 2 holds 6 twice");
}

TEST(ModelDecode, ModelThatDropsAGiven) {
  const Encoded enc = encoded_for(kPuzzle);
  Grid other = kAnswer;
  other.set(0, 0, 2);  // r1c1 is given as 1
  const DecodeResult r = decode(kPuzzle, enc, model_of(other, enc));
  EXPECT_EQ(r.status, DecodeStatus::invalid);
  EXPECT_NE(message_of(r).find("r1c1 is 2 but the given is 1"), std::string::npos) << message_of(r);
}

TEST(ModelDecode, UnsatisfiableAndUnknownAnswers) {
  const Encoded enc = encoded_for(kPuzzle);
  SolverOutput out;
  out.answer = SolverAnswer::unsatisfiable;
  EXPECT_EQ(decode(kPuzzle, enc, out).status, DecodeStatus::no_solution);
  out.answer = SolverAnswer::unknown;
  EXPECT_EQ(decode(kPuzzle, enc, out).status, DecodeStatus::unknown);
}

// --- decode_model: text in, grid out ---------------------------------------

std::string v_lines(const Grid& answer) {
  std::string text = "s SATISFIABLE\n";
  for (int cell = 0; cell < 81; ++cell) {
    text += "v";
    for (int d = 1; d <= 9; ++d) {
      text += answer.at(cell) == d ? " " : " -";
      text += std::to_string(var(cell / 9, cell % 9, d));
    }
    text += "\n";
  }
  text += "v 0\n";
  return text;
}

DecodeResult decode_text(const std::string& text, EncodeOptions options = {}) {
  std::istringstream in(text);
  return decode_model(kPuzzle, options, in, "model.txt");
}

TEST(DecodeModel, CompetitionTextToGrid) {
  const DecodeResult r = decode_text(v_lines(kAnswer));
  ASSERT_EQ(r.status, DecodeStatus::solved) << message_of(r);
  EXPECT_EQ(r.solution, kAnswer);
}

TEST(DecodeModel, UnsatTextIsNoSolution) {
  EXPECT_EQ(decode_text("s UNSATISFIABLE\n").status, DecodeStatus::no_solution);
  EXPECT_EQ(decode_text("UNSAT\n").status, DecodeStatus::no_solution);
  EXPECT_EQ(decode_text("s UNKNOWN\n").status, DecodeStatus::unknown);
}

TEST(DecodeModel, MalformedTextIsUnreadableWithPosition) {
  const DecodeResult r = decode_text("s SATISFIABLE\nv 1 2 3\n");
  EXPECT_EQ(r.status, DecodeStatus::unreadable);
  ASSERT_TRUE(r.error);
  EXPECT_EQ(r.error->to_string(),
            "model.txt:2:8: the model does not end with 0: the output looks truncated");
}

TEST(DecodeModel, VariableBeyondTheFormulaIsOutOfRange) {
  // 730 would be auxiliary with a sequential at-most-one, but a pairwise
  // extended 9x9 has exactly 729 variables: the model is for another formula.
  const DecodeResult r = decode_text("s SATISFIABLE\nv 1 730 0\n");
  EXPECT_EQ(r.status, DecodeStatus::unreadable);
  EXPECT_EQ(message_of(r), "literal 730 is out of range: the formula has 729 variables");
  const DecodeResult seq =
      decode_text("s SATISFIABLE\nv 1 730 0\n", {.at_most_one = AtMostOne::sequential});
  EXPECT_EQ(seq.status, DecodeStatus::invalid);  // read fine; r1c2 has no digit
}

// The competition text of a model: every variable, then 0.
std::string text_of(const SolverOutput& out) {
  std::string text = "s SATISFIABLE\nv";
  for (int v = 1; v <= out.variables(); ++v)
    text += (out.values[v] > 0 ? " " : " -") + std::to_string(v);
  return text + " 0\n";
}

TEST(DecodeModel, AReducedModelReadAsExtendedNamesTheEncoding) {
  // The mistake of exporting with --encoding reduced and decoding without it:
  // the reduced variables read as plain ones put several digits in a cell.
  const Encoded reduced = encoded_for(kPuzzle, {.encoding = Encoding::reduced});
  const SolverOutput model = model_of(kAnswer, reduced);
  const DecodeResult r = decode_text(text_of(model));
  EXPECT_EQ(r.status, DecodeStatus::wrong_encoding);
  EXPECT_EQ(message_of(r),
            "the model does not fit the extended encoding; was it exported with --encoding "
            "reduced?");
  // Its variable count tells even when the model is no completion there either.
  SolverOutput damaged = model;
  for (int v = 1; v <= damaged.variables(); ++v) damaged.values[v] = 1;
  EXPECT_EQ(decode_text(text_of(damaged)).status, DecodeStatus::wrong_encoding);
  // Read with the right encoding, it is the answer.
  const DecodeResult right = decode_text(text_of(model), {.encoding = Encoding::reduced});
  ASSERT_EQ(right.status, DecodeStatus::solved) << message_of(right);
  EXPECT_EQ(right.solution, kAnswer);
}

TEST(DecodeModel, ADamagedModelOfTheRightEncodingStaysInvalid) {
  // Every variable present, r3c4 without its digit: the solver's fault, not
  // decode's options.
  const Encoded enc = encoded_for(kPuzzle);
  SolverOutput out = model_of(kAnswer, enc);
  out.values[var(2, 3, 7)] = -1;
  const DecodeResult r = decode_text(text_of(out));
  EXPECT_EQ(r.status, DecodeStatus::invalid);
  EXPECT_EQ(message_of(r), "r3c4 has no digit");
  EXPECT_EQ(to_string(DecodeStatus::wrong_encoding), "wrong_encoding");
}

TEST(DecodeModel, StatusNames) {
  EXPECT_EQ(to_string(DecodeStatus::no_solution), "no_solution");
  EXPECT_EQ(to_string(SolverAnswer::unsatisfiable), "unsatisfiable");
  EXPECT_EQ(to_string(OutputStyle::minisat), "minisat");
}

}  // namespace
}  // namespace satdoku
