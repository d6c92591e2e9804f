// The judge (satdoku/judge.hpp) on fake engines whose answers come from the
// slow reference: every ruling, and that the checks it promises are made.
#include <gtest/gtest.h>

#include "fakes.hpp"
#include "satdoku/judge.hpp"

namespace satdoku {
namespace judge_test {

using testing::Activity;
using testing::Reference;
using testing::ReferenceEngine;
using testing::WrongEngine;

Grid solvable_4x4() {
  return testing::distinct_puzzles(1, 7).front();
}

TEST(Judge, SolvedIsTheReferenceAnswerWithTheEnginesFigures) {
  const Grid puzzle = solvable_4x4();
  ReferenceEngine engine;
  const Judgement j = judge(puzzle, engine);
  EXPECT_EQ(j.ruling, Ruling::solved);
  ASSERT_TRUE(j.solution);
  EXPECT_EQ(*j.solution, *Reference::smallest(puzzle));
  EXPECT_EQ(j.stats.nodes, 7u);
  EXPECT_TRUE(j.why.empty());
  EXPECT_EQ(to_string(j.ruling), "solved");
}

TEST(Judge, ClashingGivensAreRuledWithoutAnEngine) {
  Activity activity;
  ReferenceEngine engine("reference", &activity);
  const Judgement j = judge(testing::clashing_puzzle(), engine);
  EXPECT_EQ(j.ruling, Ruling::no_solution);
  EXPECT_EQ(j.why, "givens clash: r1c1=1 and r1c4=1 share row 1");
  EXPECT_EQ(j.core, (std::vector<Given>{{0, 1}, {3, 1}}));
  EXPECT_TRUE(activity.calls.empty());
}

TEST(Judge, AnAnswerThatFailsItsCheckIsADisagreement) {
  WrongEngine corrupt(WrongEngine::Mode::corrupt);
  const Judgement j = judge(solvable_4x4(), corrupt);
  EXPECT_EQ(j.ruling, Ruling::disagreement);
  EXPECT_EQ(j.why.rfind("wrong answered solved ", 0), 0u) << j.why;
  EXPECT_NE(j.why.find("(invalid: "), std::string::npos) << j.why;

  WrongEngine throws(WrongEngine::Mode::throws);
  const Judgement k = judge(solvable_4x4(), throws);
  EXPECT_EQ(k.ruling, Ruling::disagreement);
  EXPECT_NE(k.why.find("engine exploded"), std::string::npos) << k.why;
}

TEST(Judge, TheCheckerMustAgree) {
  const Grid puzzle = solvable_4x4();
  ReferenceEngine engine;
  WrongEngine deny(WrongEngine::Mode::deny, "denier");
  const Judgement j = judge(puzzle, engine, &deny);
  EXPECT_EQ(j.ruling, Ruling::disagreement);
  EXPECT_EQ(j.why, "engines disagree: reference says solved " +
                       testing::line_text(*Reference::smallest(puzzle)) +
                       ", denier says no_solution");

  // A checker stopped by a limit contradicts no one.
  WrongEngine gives_up(WrongEngine::Mode::unknown);
  EXPECT_EQ(judge(puzzle, engine, &gives_up).ruling, Ruling::solved);
  ReferenceEngine second("second");
  EXPECT_EQ(judge(puzzle, engine, &second).ruling, Ruling::solved);
}

TEST(Judge, UniqueRulesMultipleOnlyWhenASecondCompletionExists) {
  ReferenceEngine engine;
  const Grid empty(Geometry{2, 2});  // 288 completions
  EXPECT_EQ(judge(empty, engine).ruling, Ruling::solved);
  const Judgement j = judge(empty, engine, nullptr, {{}, true});
  EXPECT_EQ(j.ruling, Ruling::multiple);
  EXPECT_EQ(j.why, "more than one solution");  // the CLI adds the option that asked

  // A puzzle the reference counts exactly one completion for stays solved.
  Grid unique = *Reference::smallest(empty);
  unique.set(0, 0, 0);
  ASSERT_EQ(Reference::count(unique, 2), 1u);
  EXPECT_EQ(judge(unique, engine, nullptr, {{}, true}).ruling, Ruling::solved);
}

TEST(Judge, AnEngineStoppedByALimitIsUnknown) {
  WrongEngine gives_up(WrongEngine::Mode::unknown);
  const Judgement j = judge(solvable_4x4(), gives_up);
  EXPECT_EQ(j.ruling, Ruling::unknown);
  EXPECT_FALSE(j.solution);
}

TEST(Judge, UntimedJudgingReadsNoClockAndGivesTheSameAnswer) {
  const Grid puzzle = solvable_4x4();
  ReferenceEngine engine;
  ReferenceEngine checker("checker");
  JudgeOptions untimed;
  untimed.timed = false;
  const Judgement timed = judge(puzzle, engine, &checker);
  const Judgement j = judge(puzzle, engine, &checker, untimed);
  EXPECT_EQ(j.ruling, timed.ruling);
  EXPECT_EQ(j.solution, timed.solution);
  EXPECT_EQ(j.stats.nodes, timed.stats.nodes);
  EXPECT_EQ(j.seconds, 0);
  ASSERT_EQ(j.attempts.size(), 2u);
  for (const Attempt& a : j.attempts) EXPECT_EQ(a.seconds, 0);
  // The timed call spans a solve and a nanosecond clock.
  EXPECT_GT(timed.seconds, 0);

  // The uniqueness count is untimed too, and still rules.
  untimed.unique = true;
  EXPECT_EQ(judge(Grid(Geometry{2, 2}), engine, nullptr, untimed).ruling, Ruling::multiple);
}

TEST(Judge, DescribeGivensNamesCellsAndValues) {
  EXPECT_EQ(describe_givens({{0, 5}, {8, 5}}, 9), "r1c1=5 r1c9=5");
  EXPECT_EQ(describe_givens({}, 9), "");
}

}  // namespace judge_test
}  // namespace satdoku
