// Progress lines and the end-of-run summary.
#include <gtest/gtest.h>

#include "fakes.hpp"
#include "report/summary.hpp"

namespace satdoku {
namespace {

TEST(Progress, LineWithEstimate) {
  // 120000 puzzles at 48211/s took 2.489 s; 144633 remain, 3.0 s more.
  EXPECT_EQ(progress_line(120000, 120000 / 48211.0, 264633),
            "satdoku: 120000 puzzles, 48211/s, 0:03 left");
}

TEST(Progress, LineWithoutTotal) {
  EXPECT_EQ(progress_line(5, 2.0, std::nullopt), "satdoku: 5 puzzles, 2.50/s");
  EXPECT_EQ(progress_line(0, 0.0, 10), "satdoku: 0 puzzles");
}

TEST(Progress, FractionOfBytes) {
  // A quarter of the input in 10 s: 30 s left.
  EXPECT_EQ(progress_line(Progress{1000, 10.0, 0.25, std::nullopt}),
            "satdoku: 1000 puzzles, 100/s, 0:30 left");
  EXPECT_EQ(progress_line(Progress{1000, 10.0, 1.0, std::nullopt}),
            "satdoku: 1000 puzzles, 100/s, 0:00 left");
}

TEST(Progress, OnePuzzleIsSingular) {
  EXPECT_EQ(progress_line(1, 4.0, std::nullopt), "satdoku: 1 puzzle, 0.25/s");
}

TEST(Progress, WaitingOnOnePuzzleSaysWhichAndHowLong) {
  // Three answered in 12 s, the fourth awaited for the last 9.6 of them;
  // then the first puzzle of a run, before any answer.
  EXPECT_EQ(progress_line(Progress{3, 12.0, std::nullopt, 9.6}),
            "satdoku: 3 puzzles, 0.25/s; puzzle 4: 0:10 so far");
  EXPECT_EQ(progress_line(Progress{0, 75.0, std::nullopt, 75.0}),
            "satdoku: 0 puzzles; puzzle 1: 1:15 so far");
}

TEST(Progress, ClockAndRateFormats) {
  EXPECT_EQ(format_clock(0), "0:00");
  EXPECT_EQ(format_clock(59.6), "1:00");
  EXPECT_EQ(format_clock(754), "12:34");
  EXPECT_EQ(format_clock(3725), "1:02:05");
  EXPECT_EQ(format_rate(48211.4), "48211/s");
  EXPECT_EQ(format_rate(95.33), "95.3/s");
  EXPECT_EQ(format_rate(0.523), "0.52/s");
  EXPECT_EQ(format_rate(0), "0/s");
}

TEST(Progress, ClockWaitsThenThrottles) {
  ProgressClock clock(1.0, 0.25);
  EXPECT_FALSE(clock.due(0.2));
  EXPECT_FALSE(clock.due(0.99));
  EXPECT_FALSE(clock.shown());
  EXPECT_TRUE(clock.due(1.0));
  EXPECT_TRUE(clock.shown());
  EXPECT_FALSE(clock.due(1.1));
  EXPECT_TRUE(clock.due(1.3));
  EXPECT_FALSE(clock.due(1.5));
  EXPECT_TRUE(clock.due(1.55));
}

// The one tally (satdoku/job.hpp) over the jobs of a run: every ruling
// counted once, unreadable entries included.
TEST(Tally, CountsEveryKindOfJob) {
  using testing::WrongEngine;
  const std::vector<Grid> puzzles = testing::distinct_puzzles(5, 4);
  std::vector<Entry> entries = testing::entries_of(puzzles);
  entries.push_back(testing::entry_of(testing::clashing_puzzle(), 6));
  entries.push_back(testing::error_entry(7, "unexpected '*'"));
  const auto tally = [&](const EngineFactory& make) {
    Tally t;
    testing::VectorSource source{&entries};
    run_jobs(
        source, testing::one_engine(make), [&](Job<Judgement>&& job) { t.add(job.answer.ruling); },
        RunOptions{2, 0, nullptr});
    return t;
  };
  const Tally right = tally([] { return std::make_unique<testing::ReferenceEngine>(); });
  EXPECT_EQ(right.total(), 7u);
  EXPECT_EQ(right[Ruling::solved], 5u);
  EXPECT_EQ(right[Ruling::no_solution], 1u);
  EXPECT_EQ(right[Ruling::invalid], 1u);
  EXPECT_EQ(right[Ruling::unknown], 0u);
  EXPECT_EQ(right[Ruling::disagreement], 0u);

  // The same puzzles through wrong engines: corrupt solutions and a core
  // naming a blank are disagreements, a give-up is unknown. The clashing
  // givens are ruled no_solution by the judge without asking the engine.
  const Tally corrupt =
      tally([] { return std::make_unique<WrongEngine>(WrongEngine::Mode::corrupt); });
  EXPECT_EQ(corrupt[Ruling::disagreement], 5u);
  EXPECT_EQ(corrupt[Ruling::no_solution], 1u);
  const Tally bogus =
      tally([] { return std::make_unique<WrongEngine>(WrongEngine::Mode::bogus_core); });
  EXPECT_EQ(bogus[Ruling::disagreement], 5u);
  EXPECT_EQ(bogus[Ruling::no_solution], 1u);
  const Tally unknown =
      tally([] { return std::make_unique<WrongEngine>(WrongEngine::Mode::unknown); });
  EXPECT_EQ(unknown[Ruling::unknown], 5u);
  EXPECT_EQ(unknown[Ruling::invalid], 1u);
  EXPECT_EQ(unknown.total(), 7u);
}

TEST(Tally, Format) {
  Tally s;
  const auto add = [&](Ruling ruling, int times) {
    for (int i = 0; i < times; ++i) s.add(ruling);
  };
  add(Ruling::solved, 1460);
  add(Ruling::no_solution, 2);
  add(Ruling::multiple, 1);  // counted as no solution, as solve --unique exits
  add(Ruling::unknown, 1);
  add(Ruling::invalid, 1);
  EXPECT_EQ(format_summary(s, 0.52),
            "1465 puzzles: 1460 solved, 3 no solution, 1 unknown, 1 invalid in 520 ms (2817/s)");
  s.add(Ruling::disagreement);
  EXPECT_EQ(format_summary(s, 0.52),
            "1466 puzzles: 1460 solved, 3 no solution, 1 unknown, 1 invalid, 1 rejected answer in "
            "520 ms (2819/s)");
  Tally one;
  one.add(Ruling::solved);
  EXPECT_EQ(format_summary(one, 2),
            "1 puzzle: 1 solved, 0 no solution, 0 unknown, 0 invalid in 2.00 s (0.50/s)");
}

}  // namespace
}  // namespace satdoku
