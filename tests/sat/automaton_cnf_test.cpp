// Line automata in CNF (src/sat/automaton_clauses.hpp): the clause and
// variable counts of a small case worked out by hand, and a model of an
// exported formula with automata that reads back as a checked completion.
#include <gtest/gtest.h>

#include <sstream>
#include <string>

#include "sat/sat_backend.hpp"
#include "satdoku/dimacs.hpp"
#include "satdoku/model.hpp"
#include "variant_support.hpp"

namespace satdoku {
namespace {

using testing::make_rule;
using testing::with_rules;

TEST(AutomatonCnf, ALockoutPairHasTheClausesWorkedOutByHand) {
  // A lockout line of two cells on a 4x4: the ends differ by 2 or more.
  // The layered graph (layered_clauses.hpp): after the first cell, its four
  // digits (each has a partner 2 or more away), 4 node variables, each
  // reached by its digit alone (x -> node: 4, node -> x: 4). The second cell
  // moves each state to the accepting end by the digits 2 or more away (1:
  // 3 and 4; 2: 4; 3: 1; 4: 1 and 2): 4 edge variables, each implying its
  // digits and its state (8), each state implying its edge (4), and each
  // digit of the second cell one of its edges (4): 24 clauses.
  const Puzzle puzzle = with_rules(Grid(Geometry{2, 2}),
                                   {make_rule(RuleKind::lockout_line, "lockout[0].lines[0]",
                                              {testing::rc(4, 1, 1), testing::rc(4, 2, 2)}, 2)});
  std::ostringstream out;
  const Encoded e = write_dimacs(puzzle, {}, out);
  EXPECT_EQ(e.variables, 64 + 4 + 4);
  EXPECT_EQ(e.clauses, 448U + 24U);
  EXPECT_NE(out.str().find("c rule lockout[0].lines[0]: 2 cells, ends 2+ apart\n"),
            std::string::npos);
}

TEST(AutomatonCnf, AModelOfAnExportWithAutomataIsACheckedCompletion) {
  // Row 1 of a 4x4 seen from the left shows 4 skyscrapers (so it is 1234);
  // a between line and an X-sum in column 1 read downwards.
  const std::vector<int> row = {0, 1, 2, 3}, column = {0, 4, 8, 12};
  const Puzzle puzzle =
      with_rules(Grid(Geometry{2, 2}),
                 {make_rule(RuleKind::skyscraper, "skyscraper[0]", row, 4),
                  make_rule(RuleKind::between_line, "betweenline[0].lines[0]", {0, 4, 10}),
                  make_rule(RuleKind::x_sum, "xsum[0]", column, 1)});
  SatBackend solver;
  const Encoded e = encode(puzzle, {}, solver);
  ASSERT_EQ(solver.solve(), SatAnswer::sat);
  std::string text = "s SATISFIABLE\nv";
  for (int v = 1; v <= e.variables; ++v) text += " " + std::to_string(solver.is_true(v) ? v : -v);
  text += " 0\n";
  std::istringstream in(text);
  const DecodeResult r = decode_model(puzzle, {}, in, "model");
  ASSERT_EQ(r.status, DecodeStatus::solved);
  for (int c = 0; c < 4; ++c) EXPECT_EQ(r.solution.at(c), c + 1);
  // Column 1 starts with 1 (an X-sum of 1), so R2C1 is between 1 and R3C3.
  EXPECT_GT(r.solution.at(4), 1);
  EXPECT_LT(r.solution.at(4), r.solution.at(10));
}

}  // namespace
}  // namespace satdoku
