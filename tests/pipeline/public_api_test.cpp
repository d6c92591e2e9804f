// The public API alone, as a program outside this tree uses it: the example
// at the top of satdoku/satdoku.hpp, run on problem A (its published answer
// in problem_a.hpp), with no internal header.
#include <gtest/gtest.h>

#include <sstream>

#include "problem_a.hpp"
#include "satdoku/satdoku.hpp"

namespace satdoku {
namespace public_api_test {

TEST(PublicApi, TheUmbrellaHeaderExampleSolvesProblemA) {
  std::istringstream in{std::string(testing::kProblemA)};
  PuzzleReader reader(in, "<string>");
  auto engine = make_engine("sat");
  auto checker = make_engine("backtrack");
  ASSERT_TRUE(engine && checker);
  std::string printed;
  int puzzles = 0;
  while (auto entry = reader.next()) {
    ASSERT_TRUE(entry->puzzle) << entry->error->to_string();
    ++puzzles;
    const Judgement j = judge(*entry->puzzle, *engine, checker.get(), {{}, true});
    EXPECT_EQ(j.ruling, Ruling::solved) << j.why;
    if (j.solution) printed += print(*j.solution, Notation::line);
  }
  EXPECT_EQ(puzzles, 1);
  EXPECT_EQ(printed, std::string(testing::kProblemASolution) + "\n");
}

}  // namespace public_api_test
}  // namespace satdoku
