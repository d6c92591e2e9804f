// Ordered runs (run_ordered, run_jobs): input order kept whatever each item costs, a bounded
// window, one engine per worker, cancellation, parse errors passed through,
// exceptions brought back to the caller. Answers are checked against the
// slow reference.
#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <thread>

#include "fakes.hpp"
#include "pipeline/ordered_run.hpp"

namespace satdoku {
namespace {

using testing::Activity;
using testing::Reference;
using testing::ReferenceEngine;

TEST(RunOrdered, JobsOneRunsOnTheCallersThreadWithOneWorker) {
  int workers = 0;
  std::thread::id worker_thread;
  int next = 0;
  std::vector<int> out;
  const RunReport report = run_ordered<int>(
      [&]() -> std::optional<int> {
        if (next == 5) return std::nullopt;
        return next++;
      },
      [&] {
        ++workers;
        return [&](int& x) {
          worker_thread = std::this_thread::get_id();
          return x * x;
        };
      },
      [&](int&& y) { out.push_back(y); }, RunOptions{1, 0, nullptr});
  EXPECT_EQ(workers, 1);
  EXPECT_EQ(worker_thread, std::this_thread::get_id());
  EXPECT_EQ(out, (std::vector<int>{0, 1, 4, 9, 16}));
  EXPECT_EQ(report.read, 5u);
  EXPECT_EQ(report.delivered, 5u);
  EXPECT_EQ(report.jobs, 1);
  EXPECT_FALSE(report.stopped);
}

// RunOptions::waiting (generate's progress line): while one slow item holds
// the caller up, it is called on the caller's thread, and even one job then
// runs on a worker thread; the order stays the input's.
TEST(RunOrdered, WaitingIsCalledOnTheCallersThreadWhileASlowItemRuns) {
  const std::thread::id caller = std::this_thread::get_id();
  std::thread::id worker_thread;
  int waits = 0;
  bool waited_elsewhere = false;
  int next = 0;
  std::vector<int> out;
  RunOptions options{1, 0, nullptr};
  options.waiting = [&] {
    ++waits;
    if (std::this_thread::get_id() != caller) waited_elsewhere = true;
  };
  run_ordered<int>(
      [&]() -> std::optional<int> {
        if (next == 3) return std::nullopt;
        return next++;
      },
      [&] {
        return [&](int& x) {
          worker_thread = std::this_thread::get_id();
          if (x == 1) std::this_thread::sleep_for(std::chrono::milliseconds(150));
          return x + 10;
        };
      },
      [&](int&& y) { out.push_back(y); }, options);
  EXPECT_EQ(out, (std::vector<int>{10, 11, 12}));
  EXPECT_NE(worker_thread, caller);
  EXPECT_GE(waits, 2);  // 150 ms at one call every 20 ms
  EXPECT_FALSE(waited_elsewhere);
}

TEST(RunOrdered, EachWorkerThreadBuildsItsOwnWorker) {
  std::atomic<int> workers{0};
  std::mutex mutex;
  std::set<std::thread::id> threads;
  int next = 0;
  std::vector<int> out;
  const RunReport report = run_ordered<int>(
      [&]() -> std::optional<int> {
        if (next == 200) return std::nullopt;
        return next++;
      },
      [&] {
        ++workers;
        {
          std::lock_guard lock(mutex);
          threads.insert(std::this_thread::get_id());
        }
        // Per-worker state a shared worker would corrupt: the last input seen.
        return [last = -1](int& x) mutable {
          if (x <= last) throw std::logic_error("items out of order within one worker");
          last = x;
          return -x;
        };
      },
      [&](int&& y) { out.push_back(y); }, RunOptions{3, 8, nullptr});
  EXPECT_EQ(workers.load(), 3);
  EXPECT_EQ(threads.size(), 3u);
  EXPECT_EQ(threads.count(std::this_thread::get_id()), 0u);
  ASSERT_EQ(out.size(), 200u);
  for (int i = 0; i < 200; ++i) EXPECT_EQ(out[static_cast<std::size_t>(i)], -i);
  EXPECT_EQ(report.jobs, 3);
  EXPECT_LE(report.peak_in_flight, 8u);
}

TEST(RunOrdered, EmptyInput) {
  for (int jobs : {1, 2}) {
    int delivered = 0;
    const RunReport report = run_ordered<int>(
        [] { return std::optional<int>(); }, [] { return [](int& x) { return x; }; },
        [&](int&&) { ++delivered; }, RunOptions{jobs, 0, nullptr});
    EXPECT_EQ(delivered, 0);
    EXPECT_EQ(report.read, 0u);
    EXPECT_FALSE(report.stopped);
  }
}

// Items of wildly different cost: every fifth puzzle sleeps 25 ms, the rest
// 0 to 2 ms. Later items finish before earlier ones all the time; the sink
// must still see them in input order, each with its own answer.
TEST(RunBatch, KeepsInputOrderWithUnevenItems) {
  const std::vector<Grid> puzzles = testing::distinct_puzzles(40, 7);
  std::map<std::string, int> delay;
  for (std::size_t i = 0; i < puzzles.size(); ++i)
    delay[testing::line_text(puzzles[i])] = i % 5 == 0 ? 25 : static_cast<int>(i % 3);
  const std::vector<Entry> entries = testing::entries_of(puzzles);
  for (int jobs = 2; jobs <= 4; ++jobs) {
    Activity activity;
    testing::VectorSource source{&entries};
    std::vector<Job<Judgement>> items;
    const RunReport report = run_jobs(
        source,
        testing::one_engine(
            [&] { return std::make_unique<ReferenceEngine>("ref", &activity, &delay); },
            SolveRequest{}),
        [&](Job<Judgement>&& item) { items.push_back(std::move(item)); },
        RunOptions{jobs, 16, nullptr});
    ASSERT_EQ(items.size(), puzzles.size()) << "jobs " << jobs;
    for (std::size_t i = 0; i < items.size(); ++i) {
      EXPECT_EQ(items[i].index, i);
      EXPECT_EQ(items[i].entry.line, static_cast<int>(i) + 1);
      ASSERT_EQ(items[i].answer.attempts.size(), 1u);
      EXPECT_EQ(items[i].answer.attempts.front().status, Status::solved);
      EXPECT_EQ(items[i].answer.attempts.front().solution, *Reference::smallest(puzzles[i]))
          << "item " << i;
      EXPECT_TRUE(items[i].answer.attempts.front().valid());
    }
    EXPECT_EQ(report.jobs, jobs);
    EXPECT_EQ(report.delivered, puzzles.size());
    // The workers really ran side by side, each engine on its own thread.
    EXPECT_GE(activity.peak.load(), 2) << "jobs " << jobs;
    EXPECT_EQ(activity.threads.size(), static_cast<std::size_t>(jobs));
  }
}

// The window bounds what is held: each time the source is asked for an item,
// fewer than `window` items have been read and not yet delivered.
TEST(RunBatch, HoldsAtMostWindowItems) {
  const std::vector<Grid> puzzles = testing::distinct_puzzles(60, 11);
  std::map<std::string, int> delay;
  delay[testing::line_text(puzzles[3])] = 40;  // a slow head of line: the window fills behind it
  const std::vector<Entry> entries = testing::entries_of(puzzles);
  constexpr std::size_t kWindow = 5;
  std::size_t read = 0, delivered = 0, worst = 0;
  auto source = [&]() -> std::optional<Entry> {
    worst = std::max(worst, read - delivered);
    EXPECT_LT(read - delivered, kWindow);
    if (read == entries.size()) return std::nullopt;
    return entries[read++];
  };
  const RunReport report = run_jobs(
      source,
      testing::one_engine([&] { return std::make_unique<ReferenceEngine>("ref", nullptr, &delay); },
                          SolveRequest{}),
      [&](Job<Judgement>&&) { ++delivered; }, RunOptions{3, kWindow, nullptr});
  EXPECT_EQ(delivered, puzzles.size());
  EXPECT_LE(report.peak_in_flight, kWindow);
  // The slow item made the window fill up completely at least once.
  EXPECT_EQ(report.peak_in_flight, kWindow);
  EXPECT_EQ(worst, kWindow - 1);
}

TEST(RunBatch, ParseErrorsPassThroughInPlace) {
  const std::vector<Grid> puzzles = testing::distinct_puzzles(6, 3);
  std::vector<Entry> entries;
  int line = 1;
  for (std::size_t i = 0; i < puzzles.size(); ++i) {
    if (i == 0 || i == 4) entries.push_back(testing::error_entry(line++, "unexpected '*'"));
    entries.push_back(testing::entry_of(puzzles[i], line++));
  }
  entries.push_back(testing::error_entry(line++, "expected 16 symbols, found 15"));
  for (int jobs : {1, 3}) {
    testing::VectorSource source{&entries};
    std::vector<Job<Judgement>> items;
    run_jobs(
        source,
        testing::one_engine([] { return std::make_unique<ReferenceEngine>(); }, SolveRequest{}),
        [&](Job<Judgement>&& item) { items.push_back(std::move(item)); },
        RunOptions{jobs, 4, nullptr});
    ASSERT_EQ(items.size(), entries.size());
    for (std::size_t i = 0; i < items.size(); ++i) {
      EXPECT_EQ(items[i].entry.line, entries[i].line);
      EXPECT_EQ(items[i].entry.error.has_value(), entries[i].error.has_value());
      if (entries[i].error) {
        EXPECT_TRUE(items[i].answer.attempts.empty());
        EXPECT_EQ(items[i].entry.error->to_string(), entries[i].error->to_string());
      } else {
        ASSERT_EQ(items[i].answer.attempts.size(), 1u);
        EXPECT_EQ(items[i].answer.attempts.front().solution,
                  *Reference::smallest(entries[i].grid()));
      }
    }
  }
}

// The sink sets the stop flag, as the program does when stdout is closed:
// nothing is delivered after that, and what was delivered is a clean prefix.
TEST(RunBatch, StopFromTheSinkEndsTheRun) {
  const std::vector<Grid> puzzles = testing::distinct_puzzles(300, 5);
  const std::vector<Entry> entries = testing::entries_of(puzzles);
  for (int jobs : {1, 2, 4}) {
    std::atomic<bool> stop{false};
    testing::VectorSource source{&entries};
    std::vector<std::uint64_t> seen;
    const RunReport report = run_jobs(
        source,
        testing::one_engine([] { return std::make_unique<ReferenceEngine>(); }, SolveRequest{}),
        [&](Job<Judgement>&& item) {
          seen.push_back(item.index);
          if (seen.size() == 10) stop = true;
        },
        RunOptions{jobs, 8, &stop});
    ASSERT_EQ(seen.size(), 10u) << "jobs " << jobs;
    for (std::size_t i = 0; i < seen.size(); ++i) EXPECT_EQ(seen[i], i);
    EXPECT_TRUE(report.stopped);
    EXPECT_EQ(report.delivered, 10u);
    EXPECT_LE(report.read, 10u + 8u);
    EXPECT_LT(source.next, entries.size());
  }
}

// A stop from another thread (as from a SIGINT handler) while slow items are
// in progress: the run returns soon, with an ordered prefix delivered.
TEST(RunBatch, StopFromOutsideWhileWorking) {
  const std::vector<Grid> puzzles = testing::distinct_puzzles(200, 9);
  std::map<std::string, int> delay;
  for (const Grid& p : puzzles) delay[testing::line_text(p)] = 5;
  const std::vector<Entry> entries = testing::entries_of(puzzles);
  std::atomic<bool> stop{false};
  std::thread interrupter([&] {
    std::this_thread::sleep_for(std::chrono::milliseconds(60));
    stop = true;
  });
  testing::VectorSource source{&entries};
  std::vector<std::uint64_t> seen;
  const RunReport report = run_jobs(
      source,
      testing::one_engine([&] { return std::make_unique<ReferenceEngine>("ref", nullptr, &delay); },
                          SolveRequest{}),
      [&](Job<Judgement>&& item) { seen.push_back(item.index); }, RunOptions{2, 16, &stop});
  interrupter.join();
  EXPECT_TRUE(report.stopped);
  // 200 items at 5 ms on 2 workers take 0.5 s; stopped at 60 ms, fewer are
  // seen (a time bound here would be one on the machine's load).
  EXPECT_LT(seen.size(), puzzles.size());
  for (std::size_t i = 0; i < seen.size(); ++i) EXPECT_EQ(seen[i], i);
  EXPECT_EQ(report.delivered, seen.size());
}

TEST(RunBatch, AStopSetBeforehandReadsNothing) {
  const std::vector<Entry> entries = testing::entries_of(testing::distinct_puzzles(3, 1));
  std::atomic<bool> stop{true};
  for (int jobs : {1, 2}) {
    testing::VectorSource source{&entries};
    int delivered = 0;
    const RunReport report = run_jobs(
        source,
        testing::one_engine([] { return std::make_unique<ReferenceEngine>(); }, SolveRequest{}),
        [&](Job<Judgement>&&) { ++delivered; }, RunOptions{jobs, 0, &stop});
    EXPECT_EQ(delivered, 0);
    EXPECT_EQ(source.next, 0u);
    EXPECT_TRUE(report.stopped);
  }
}

TEST(RunBatch, AnEngineThatThrowsIsRecordedNotFatal) {
  const std::vector<Entry> entries = testing::entries_of(testing::distinct_puzzles(4, 2));
  testing::VectorSource source{&entries};
  std::vector<Job<Judgement>> items;
  run_jobs(
      source,
      testing::one_engine(
          [] { return std::make_unique<testing::WrongEngine>(testing::WrongEngine::Mode::throws); },
          SolveRequest{}),
      [&](Job<Judgement>&& item) { items.push_back(std::move(item)); }, RunOptions{2, 0, nullptr});
  ASSERT_EQ(items.size(), 4u);
  for (const Job<Judgement>& item : items) {
    ASSERT_EQ(item.answer.attempts.size(), 1u);
    EXPECT_EQ(item.answer.attempts.front().error, "engine exploded");
    EXPECT_EQ(item.answer.attempts.front().status, Status::unknown);
    EXPECT_FALSE(item.answer.attempts.front().valid());
  }
}

TEST(RunBatch, AFactoryWithoutEngineFailsTheRun) {
  const std::vector<Entry> entries = testing::entries_of(testing::distinct_puzzles(4, 2));
  for (int jobs : {1, 3}) {
    testing::VectorSource source{&entries};
    EXPECT_THROW(
        run_jobs(
            source, testing::one_engine([] { return std::unique_ptr<Engine>(); }, SolveRequest{}),
            [](Job<Judgement>&&) {}, RunOptions{jobs, 0, nullptr}),
        std::invalid_argument);
  }
}

TEST(RunOrdered, ExceptionsReachTheCallerInOrder) {
  for (int jobs : {1, 3}) {
    int next = 0;
    std::vector<int> out;
    EXPECT_THROW(run_ordered<int>(
                     [&]() -> std::optional<int> {
                       if (next == 100) return std::nullopt;
                       return next++;
                     },
                     [] {
                       return [](int& x) {
                         if (x == 20) throw std::range_error("item 20");
                         return x;
                       };
                     },
                     [&](int&& y) { out.push_back(y); }, RunOptions{jobs, 8, nullptr}),
                 std::range_error);
    // Everything before the failing item was delivered, nothing after it.
    ASSERT_EQ(out.size(), 20u);
    for (int i = 0; i < 20; ++i) EXPECT_EQ(out[static_cast<std::size_t>(i)], i);
  }
}

TEST(RunOrdered, ASinkThatThrowsStopsTheWorkers) {
  int next = 0;
  EXPECT_THROW(run_ordered<int>([&]() -> std::optional<int> { return next++; },  // endless
                                [] { return [](int& x) { return x; }; },
                                [](int&& y) {
                                  if (y == 50) throw std::runtime_error("output closed");
                                },
                                RunOptions{2, 8, nullptr}),
               std::runtime_error);
  EXPECT_LE(next, 50 + 8);
}

TEST(RunBatch, CountTask) {
  const std::vector<Grid> puzzles = testing::distinct_puzzles(8, 21, 0.3);
  const std::vector<Entry> entries = testing::entries_of(puzzles);
  testing::VectorSource source{&entries};
  std::vector<Job<Judgement>> items;
  run_jobs(
      source,
      testing::one_engine([] { return std::make_unique<ReferenceEngine>(); },
                          SolveRequest{Task::count, {}, 3}),
      [&](Job<Judgement>&& item) { items.push_back(std::move(item)); }, RunOptions{2, 0, nullptr});
  ASSERT_EQ(items.size(), puzzles.size());
  for (std::size_t i = 0; i < items.size(); ++i) {
    EXPECT_EQ(items[i].answer.attempts.front().count, Reference::count(puzzles[i], 3));
    EXPECT_TRUE(items[i].answer.attempts.front().valid());
  }
}

TEST(Resolve, JobsAndWindowDefaults) {
  EXPECT_EQ(resolve_jobs(3), 3);
  EXPECT_GE(resolve_jobs(0), 1);
  EXPECT_EQ(resolve_window(10, 4), 10u);
  EXPECT_EQ(resolve_window(0, 2), 128u);
}

}  // namespace
}  // namespace satdoku
