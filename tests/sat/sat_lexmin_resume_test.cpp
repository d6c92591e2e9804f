// The assumption method stopped by its budget and run again on the same
// solver (as the engine's 36x36 rounds do) resumes from the last model it
// met (LexMinSetup::known) instead of solving twice more: the answer must
// still be the smallest completion, here the native engine's, on the public
// 16x16 set whose puzzles all have several completions.
#include <gtest/gtest.h>

#include <optional>
#include <string>

#include "sat/lexmin.hpp"
#include "sat/sat_backend.hpp"
#include "sat_test_support.hpp"
#include "satdoku/backtrack.hpp"
#include "satdoku/check.hpp"
#include "satdoku/encoder.hpp"

namespace satdoku {
namespace {

using testing::parse_line;

TEST(SatLexMinResume, RunsCutByTheirBudgetStillEndAtTheSmallestCompletion) {
  const auto lines = testing::shared_lines("16x16_tcgaryau13_multisol.txt", 13);
  ASSERT_EQ(lines.size(), 13u);
  auto native = make_backtrack_engine();
  int resumed = 0;
  for (const std::string& line : lines) {
    const Grid p = parse_line(line);
    const SolveResult b = native->smallest(p, {.seconds = 30});
    ASSERT_EQ(b.status, Status::solved) << line;
    SatBackend solver(SatSearch{.decide_in_order = true});
    EncodeOptions o;
    o.encoding = Encoding::reduced;
    const Encoded e = encode(p, o, solver);
    std::optional<Grid> known;
    LexMinSetup setup;
    setup.map = &e.map;
    setup.start = &*e.fixed;
    setup.known = &known;
    LexMinResult r;
    // Budgets of 1, 2, 4... conflicts: the early runs stop part-way.
    for (std::int64_t conflicts = 1; r.status == Status::unknown; conflicts *= 2) {
      ASSERT_LT(conflicts, std::int64_t{1} << 30) << line;
      SatBudget budget;
      budget.conflicts = conflicts;
      solver.set_budget(budget);
      if (known) ++resumed;
      r = lex_min(solver, setup);
    }
    ASSERT_EQ(r.status, Status::solved) << line;
    EXPECT_TRUE(check_solution(p, r.solution)) << line;
    EXPECT_EQ(r.solution, b.solution) << line;
  }
  EXPECT_GT(resumed, 0);  // some runs did start from a known model
}

}  // namespace
}  // namespace satdoku
