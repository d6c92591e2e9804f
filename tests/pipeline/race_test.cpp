// The race of two ways to one answer (src/internal/registry/race.hpp), the default
// engine built on it ("auto", race_engine.hpp) and the default true
// candidates finder (candidate_finder.hpp). No test here depends on how fast
// anything runs: a way that must lose waits for the race's stop flag, one
// that must not start records that it started, and the engines' answers are
// checked against the SAT and native engines' own.
#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <thread>

#include <csignal>

#include <sys/wait.h>
#include <unistd.h>

#include "data_sets.hpp"
#include "registry/race.hpp"
#include "satdoku/candidate_finder.hpp"
#include "satdoku/check.hpp"
#include "satdoku/fpuzzles.hpp"
#include "satdoku/notation.hpp"
#include "satdoku/registry.hpp"

namespace satdoku {
namespace race_test {

using namespace std::chrono_literals;

const std::string kData = std::string(SATDOKU_TEST_DATA) + "/data/";

Puzzle published(const std::string& path) {
  std::ifstream in(kData + path);
  std::stringstream text;
  text << in.rdbuf();
  const Entry entry = read_fpuzzles_json(text.str(), {path});
  if (entry.error) throw std::runtime_error(entry.error->to_string());
  return *entry.puzzle;
}

// A way that never answers on its own: it returns, unanswered, once the
// race stops it.
bool until_stopped(const Limits& limits) {
  while (!limits.stop_requested()) std::this_thread::yield();
  return false;
}

Race::First answers_at_once() {
  return [](const Limits&, const Race::Launch&) { return true; };
}

TEST(Race, AFirstWayThatAnswersWithinItsHeadStartRunsAlone) {
  Race race;
  std::atomic<bool> second_ran{false};
  const Race::Second second = [&](const Limits&) {
    second_ran = true;
    return true;
  };
  EXPECT_EQ(race.run(answers_at_once(), second, {}), 0);
  EXPECT_FALSE(second_ran);
  // Launched with a delay no machine uses up, it is stopped before it runs.
  const Race::First launches = [](const Limits&, const Race::Launch& launch) {
    launch(std::chrono::hours(1));
    return true;
  };
  EXPECT_EQ(race.run(launches, second, {}), 0);
  EXPECT_FALSE(second_ran);
}

TEST(Race, TheFirstAnswerStopsTheOtherWay) {
  Race race;
  std::atomic<bool> first_returned{false};
  const Race::First waits = [&](const Limits& l, const Race::Launch& launch) {
    launch(0us);
    const bool answered = until_stopped(l);
    first_returned = true;
    return answered;
  };
  EXPECT_EQ(race.run(waits, [](const Limits&) { return true; }, {}), 1);
  EXPECT_TRUE(first_returned);  // run returns once both ways have
  // The same race object runs again, the first way answering this time
  // while the second waits to be stopped.
  std::atomic<bool> second_started{false}, second_returned{false};
  const Race::First launches = [&](const Limits&, const Race::Launch& launch) {
    launch(0us);
    while (!second_started) std::this_thread::yield();
    return true;
  };
  const Race::Second second = [&](const Limits& l) {
    second_started = true;
    const bool answered = until_stopped(l);
    second_returned = true;
    return answered;
  };
  EXPECT_EQ(race.run(launches, second, {}), 0);
  EXPECT_TRUE(second_returned);
}

TEST(Race, AWayThatGivesUpLeavesTheRaceToTheOther) {
  Race race;
  const Race::Second answers = [](const Limits&) { return true; };
  // Without launching it: the second way runs after it, on the caller's
  // thread.
  const Race::First gives_up = [](const Limits&, const Race::Launch&) { return false; };
  EXPECT_EQ(race.run(gives_up, answers, {}), 1);
  // Having launched it with a delay no machine uses up: it starts at once.
  const Race::First launches_then_gives_up = [](const Limits&, const Race::Launch& launch) {
    launch(std::chrono::hours(1));
    return false;
  };
  EXPECT_EQ(race.run(launches_then_gives_up, answers, {}), 1);
  EXPECT_EQ(race.run(gives_up, [](const Limits&) { return false; }, {}), -1);
}

TEST(Race, TheCallersStopFlagStopsBothWays) {
  Race race;
  std::atomic<bool> stop{false};
  Limits limits;
  limits.stop = &stop;
  std::atomic<int> waiting{0};
  const Race::First first = [&](const Limits& l, const Race::Launch& launch) {
    launch(0us);
    ++waiting;
    return until_stopped(l);
  };
  const Race::Second second = [&](const Limits& l) {
    ++waiting;
    return until_stopped(l);
  };
  std::thread stopper([&] {
    while (waiting < 2) std::this_thread::yield();
    stop = true;
  });
  EXPECT_EQ(race.run(first, second, limits), -1);
  stopper.join();
}

TEST(Race, AnExceptionFromEitherWayReachesTheCaller) {
  Race race;
  std::atomic<bool> second_started{false}, second_returned{false};
  const Race::First throws_after_launching = [&](const Limits&,
                                                 const Race::Launch& launch) -> bool {
    launch(0us);
    while (!second_started) std::this_thread::yield();
    throw std::runtime_error("first");
  };
  const Race::Second waits = [&](const Limits& l) {
    second_started = true;
    const bool answered = until_stopped(l);
    second_returned = true;
    return answered;
  };
  // The second way is stopped and waited for before the exception leaves.
  EXPECT_THROW(race.run(throws_after_launching, waits, {}), std::runtime_error);
  EXPECT_TRUE(second_returned);
  const Race::First launches_then_gives_up = [](const Limits&, const Race::Launch& launch) {
    launch(0us);
    return false;
  };
  const Race::Second throws = [](const Limits&) -> bool { throw std::runtime_error("second"); };
  EXPECT_THROW(race.run(launches_then_gives_up, throws, {}), std::runtime_error);
  // The race runs on afterwards.
  EXPECT_EQ(race.run(answers_at_once(), throws, {}), 0);
}

TEST(Race, RunsInAChildMadeByFork) {
  // The child has none of the parent's threads: a Race whose lane the
  // parent started must start its own there (the Python module's callers
  // fork). The child exits 0 when its race answers; a hung child is killed.
  Race race;
  const Race::First launches_then_gives_up = [](const Limits&, const Race::Launch& launch) {
    launch(0us);
    return false;
  };
  const Race::Second answers = [](const Limits&) { return true; };
  ASSERT_EQ(race.run(launches_then_gives_up, answers, {}), 1);  // the lane starts
  const pid_t child = ::fork();
  ASSERT_GE(child, 0);
  if (child == 0) ::_exit(race.run(launches_then_gives_up, answers, {}) == 1 ? 0 : 1);
  int status = 0;
  pid_t reaped = 0;
  for (int i = 0; i < 2000 && reaped == 0; ++i) {
    reaped = ::waitpid(child, &status, WNOHANG);
    if (reaped == 0) std::this_thread::sleep_for(10ms);
  }
  if (reaped == 0) {
    ::kill(child, SIGKILL);
    ::waitpid(child, &status, 0);
    FAIL() << "the child's race never answered";
  }
  ASSERT_TRUE(WIFEXITED(status));
  EXPECT_EQ(WEXITSTATUS(status), 0);
}

// The default engine gives the SAT and native engines' answers: the lex-min
// completion (the published solution, the puzzle being unique) and the
// count, on published puzzles of several kinds.
TEST(AutoEngine, AnswersAsBothEnginesDo) {
  const auto automatic = make_engine("auto");
  const auto sat = make_engine("sat");
  ASSERT_NE(automatic, nullptr);
  EXPECT_EQ(automatic->name(), "auto");
  for (const char* file : {"real/xsum_x_sums_2023.json", "real/dotween.json", "real/blitz.json",
                           "real/classic-1.json", "variants/killer_9x9_m1.json"}) {
    const Puzzle puzzle = published(file);
    const SolveResult mine = automatic->smallest(puzzle, {});
    const SolveResult theirs = sat->smallest(puzzle, {});
    ASSERT_EQ(mine.status, Status::solved) << file;
    EXPECT_EQ(mine.solution, theirs.solution) << file;
    EXPECT_TRUE(check_solution(puzzle, mine.solution).ok) << file;
    const CountResult counted = automatic->count(puzzle, 2, {});
    ASSERT_EQ(counted.status, Status::solved) << file;
    EXPECT_EQ(counted.count, sat->count(puzzle, 2, {}).count) << file;
  }
}

TEST(AutoEngine, AClassicPuzzleRacesToo) {
  // A hard classic (forum_hardest_1106's first, in tests/data) needs some
  // hundred native nodes: the default engine answers it within its head
  // start, with no SAT call, the SAT engine's answer.
  const std::vector<std::string> lines = testing::set_lines("forum_hardest_1106.txt", 1);
  ASSERT_EQ(lines.size(), 1u);
  const Entry entry = parse_puzzle(lines[0]);
  ASSERT_TRUE(entry.puzzle.has_value());
  const Puzzle puzzle = *entry.puzzle;
  ASSERT_TRUE(puzzle.classic());
  const SolveResult mine = make_engine("auto")->smallest(puzzle, {});
  ASSERT_EQ(mine.status, Status::solved);
  EXPECT_EQ(mine.solution, make_engine("sat")->smallest(puzzle, {}).solution);
  EXPECT_GT(mine.stats.nodes, 0u);
  EXPECT_EQ(mine.stats.sat_calls, 0u);
  const CountResult counted = make_engine("auto")->count(puzzle, 2, {});
  EXPECT_EQ(counted.count, 1u);
  EXPECT_EQ(counted.stats.sat_calls, 0u);
}

TEST(AutoEngine, TheNativeSearchGoesOnPastItsHeadStart) {
  // orbit needs over a thousand native nodes, the head start: the native
  // search goes on where it is rather than starting again, so the default
  // engine's nodes are at most the native engine's own (fewer when the SAT
  // engine answers first).
  const Puzzle puzzle = published("real/orbit.json");
  const CountResult native = make_engine("backtrack")->count(puzzle, 2, {});
  ASSERT_EQ(native.status, Status::solved);
  ASSERT_GT(native.stats.nodes, 1000u);
  const CountResult mine = make_engine("auto")->count(puzzle, 2, {});
  ASSERT_EQ(mine.status, Status::solved);
  EXPECT_EQ(mine.count, native.count);
  EXPECT_LE(mine.stats.nodes, native.stats.nodes);
}

TEST(AutoEngine, AnswersWhereTheNativeEngineRunsOutOfNodes) {
  // A node budget the native engine cannot answer in (its head start alone
  // is a thousand nodes), which the SAT engine does not count: the SAT
  // engine answers.
  // tiny-scar needs a few hundred nodes natively.
  const Puzzle puzzle = published("real/tiny-scar.json");
  Limits limits;
  limits.nodes = 10;
  ASSERT_EQ(make_engine("backtrack")->smallest(puzzle, limits).status, Status::unknown);
  const SolveResult r = make_engine("auto")->smallest(puzzle, limits);
  ASSERT_EQ(r.status, Status::solved);
  EXPECT_TRUE(check_solution(puzzle, r.solution).ok);
  EXPECT_GT(r.stats.sat_calls, 0u);
}

TEST(AutoEngine, NamesWhatCannotHoldWhenThereIsNoCompletion) {
  // The native engine answers this one first; the SAT engine then names
  // the givens and rules that cannot all hold, as "sat" alone does.
  const Puzzle puzzle = published("variants/killer_9x9_x2.json");
  const SolveResult mine = make_engine("auto")->smallest(puzzle, {});
  const SolveResult theirs = make_engine("sat")->smallest(puzzle, {});
  ASSERT_EQ(theirs.status, Status::no_solution);
  ASSERT_EQ(mine.status, Status::no_solution);
  EXPECT_EQ(mine.core, theirs.core);
  EXPECT_EQ(mine.core_rules, theirs.core_rules);
}

TEST(AutoEngine, TakesTheLexMinMethodOfItsSatEngine) {
  const auto assume = make_engine("auto:assume");
  ASSERT_NE(assume, nullptr);
  EXPECT_EQ(assume->name(), "auto:assume");
  EXPECT_EQ(make_engine("auto:nope"), nullptr);
  EXPECT_EQ(with_lexmin("auto", "assume"), "auto:assume");
}

TEST(AutoEngine, ACrossCheckRunsBothEnginesInFull) {
  EXPECT_EQ(cross_checked("auto"), (std::pair<std::string, std::string>{"sat", "backtrack"}));
  EXPECT_EQ(cross_checked("auto:assume"),
            (std::pair<std::string, std::string>{"sat:assume", "backtrack"}));
  EXPECT_EQ(cross_checked("sat/reduced"),
            (std::pair<std::string, std::string>{"sat/reduced", "backtrack"}));
  EXPECT_EQ(cross_checked("backtrack"), (std::pair<std::string, std::string>{"backtrack", "sat"}));
}

TEST(AutoCandidates, AreTheSatFindersAndTheNativeOnes) {
  CandidateFinder automatic("auto"), sat("sat"), native("backtrack");
  EXPECT_EQ(automatic.engine(), "auto");
  for (const char* file : {"real/dotween.json", "variants/killer_9x9_m1.json"}) {
    const Puzzle puzzle = published(file);
    const TrueCandidates mine = automatic.run(puzzle);
    ASSERT_EQ(mine.status, Status::solved) << file;
    EXPECT_EQ(mine.masks, sat.run(puzzle).masks) << file;
    EXPECT_EQ(mine.masks, native.run(puzzle).masks) << file;
  }
  EXPECT_THROW(CandidateFinder("nope"), std::invalid_argument);
}

TEST(AutoCandidates, ThePuzzlesTheNativeCoverAnswersAtOnceNeverWakeTheSatFinder) {
  // The native cover goes first, alone on the caller's thread: a published
  // puzzle it answers within its head start costs no SAT call at all.
  const Puzzle puzzle = published("real/dotween.json");
  const TrueCandidates mine = CandidateFinder("auto").run(puzzle);
  ASSERT_EQ(mine.status, Status::solved);
  EXPECT_EQ(mine.masks, CandidateFinder("sat").run(puzzle).masks);
  EXPECT_GT(mine.stats.nodes, 0u);
  EXPECT_EQ(mine.stats.sat_calls, 0u);
}

TEST(AutoCandidates, AreTheSatFindersWhereTheNativeCoverRunsOutOfNodes) {
  // The native cover goes first now; under a node budget it cannot answer
  // in, the SAT finder (which counts no nodes) still does.
  const Puzzle puzzle = published("real/tiny-scar.json");
  CandidateOptions options;
  options.limits.nodes = 10;
  ASSERT_EQ(CandidateFinder("backtrack").run(puzzle, options).status, Status::unknown);
  const TrueCandidates mine = CandidateFinder("auto").run(puzzle, options);
  ASSERT_EQ(mine.status, Status::solved);
  EXPECT_EQ(mine.masks, CandidateFinder("sat").run(puzzle).masks);
  EXPECT_GT(mine.stats.sat_calls, 0u);
}

}  // namespace race_test
}  // namespace satdoku
