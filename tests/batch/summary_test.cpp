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
  EXPECT_EQ(progress_line(Progress{1000, 10.0, 0.25}), "satdoku: 1000 puzzles, 100/s, 0:30 left");
  EXPECT_EQ(progress_line(Progress{1000, 10.0, 1.0}), "satdoku: 1000 puzzles, 100/s, 0:00 left");
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

TEST(BatchSummary, CountsEveryKindOfItem) {
  using testing::WrongEngine;
  const std::vector<Grid> puzzles = testing::distinct_puzzles(5, 4);
  std::vector<Entry> entries = testing::entries_of(puzzles);
  entries.push_back(testing::entry_of(testing::clashing_puzzle(), 6));
  entries.push_back(testing::error_entry(7, "unexpected '*'"));
  BatchSummary summary;
  testing::VectorSource source{&entries};
  run_batch(
      source, [] { return std::make_unique<testing::ReferenceEngine>(); }, SolveRequest{},
      [&](BatchItem&& item) { summary.add(item); }, RunOptions{2, 0, nullptr});
  EXPECT_EQ(summary.puzzles, 7u);
  EXPECT_EQ(summary.solved, 5u);
  EXPECT_EQ(summary.no_solution, 1u);
  EXPECT_EQ(summary.invalid, 1u);
  EXPECT_EQ(summary.unknown, 0u);
  EXPECT_EQ(summary.rejected, 0u);

  // The same puzzles through wrong engines: corrupt solutions are rejected
  // (the clash has no solution to corrupt), a core naming a blank is
  // rejected, a give-up is unknown.
  const auto tally = [&](WrongEngine::Mode mode) {
    BatchSummary s;
    testing::VectorSource src{&entries};
    run_batch(
        src, [mode] { return std::make_unique<WrongEngine>(mode); }, SolveRequest{},
        [&](BatchItem&& item) { s.add(item); }, RunOptions{1, 0, nullptr});
    return s;
  };
  const BatchSummary corrupt = tally(WrongEngine::Mode::corrupt);
  EXPECT_EQ(corrupt.rejected, 5u);
  EXPECT_EQ(corrupt.no_solution, 1u);
  const BatchSummary bogus = tally(WrongEngine::Mode::bogus_core);
  EXPECT_EQ(bogus.rejected, 6u);  // the clashing puzzle has blanks too
  const BatchSummary unknown = tally(WrongEngine::Mode::unknown);
  EXPECT_EQ(unknown.unknown, 6u);
  EXPECT_EQ(unknown.invalid, 1u);
}

TEST(BatchSummary, Format) {
  BatchSummary s;
  s.puzzles = 1465;
  s.solved = 1460;
  s.no_solution = 3;
  s.unknown = 1;
  s.invalid = 1;
  s.seconds = 0.52;
  EXPECT_EQ(format_summary(s),
            "1465 puzzles: 1460 solved, 3 no solution, 1 unknown, 1 invalid in 520 ms (2817/s)");
  s.rejected = 1;
  EXPECT_EQ(format_summary(s),
            "1465 puzzles: 1460 solved, 3 no solution, 1 unknown, 1 invalid, 1 rejected answer in "
            "520 ms (2817/s)");
  BatchSummary one;
  one.puzzles = one.solved = 1;
  one.seconds = 2;
  EXPECT_EQ(format_summary(one),
            "1 puzzle: 1 solved, 0 no solution, 0 unknown, 0 invalid in 2.00 s (0.50/s)");
}

}  // namespace
}  // namespace satdoku
