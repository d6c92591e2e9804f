// The whole pipeline on real data: the notation reader, the registry's real
// engines, run_jobs as compare and count use it, checked against the published answers
// of serg_benchmark (lexicographically smallest solutions and solution
// counts, computed outside this project; see tests/data/README.md).
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "data_sets.hpp"
#include "fakes.hpp"
#include "report/compare.hpp"
#include "report/exit_status.hpp"
#include "report/summary.hpp"
#include "satdoku/registry.hpp"

namespace satdoku {
namespace {

constexpr int kPuzzles = 24;

// The first kPuzzles lines of the set, and the answer file's lines.
std::string head(const std::string& file, int lines) {
  std::string text;
  for (const std::string& line : testing::set_lines(file, static_cast<std::size_t>(lines)))
    text += line + "\n";
  return text;
}

struct Answer {
  std::string smallest;
  std::uint64_t solutions = 0;
};

std::vector<Answer> answers() {
  std::istringstream in(head("serg_benchmark_lexmin.txt", kPuzzles));
  std::vector<Answer> out;
  Answer a;
  while (in >> a.smallest >> a.solutions) out.push_back(a);
  return out;
}

TEST(Pipeline, CompareBacktrackAndSatOnSergBenchmark) {
  const std::vector<Answer> expected = answers();
  ASSERT_EQ(expected.size(), static_cast<std::size_t>(kPuzzles));
  std::istringstream text(head("serg_benchmark.txt", kPuzzles));
  PuzzleReader reader(text, "serg_benchmark.txt");
  const std::optional<Contestant> backtrack = contestant("backtrack");
  const std::optional<Contestant> sat = contestant("sat");
  ASSERT_TRUE(backtrack && sat);
  EXPECT_FALSE(contestant("no-such-engine"));

  CompareTally tally({"backtrack", "sat"});
  std::vector<Job<Judgement>> records;
  JudgeSpec spec{{*backtrack, *sat}, {}, true};
  spec.options.contest = true;
  run_jobs([&] { return reader.next(); }, spec,
           [&](Job<Judgement>&& r) {
             tally.add(r);
             records.push_back(std::move(r));
           },
           RunOptions{2, 0, nullptr});
  ASSERT_EQ(records.size(), expected.size());
  for (std::size_t i = 0; i < records.size(); ++i) {
    EXPECT_EQ(records[i].entry.line, static_cast<int>(i) + 1);
    EXPECT_EQ(records[i].answer.ruling, Ruling::solved) << "line " << i + 1;
    for (const Attempt& a : records[i].answer.attempts) {
      EXPECT_EQ(one_line(a.solution), expected[i].smallest) << a.engine << " line " << i + 1;
    }
  }
  const CompareSummary s = tally.summary();
  EXPECT_EQ(s.agreements, static_cast<std::uint64_t>(kPuzzles));
  EXPECT_EQ(compare_exit_code(s), 0);
  EXPECT_GT(s.engines[1].mean_sat_calls, 0);
}

TEST(Pipeline, CountWithTheSatEngine) {
  const std::vector<Answer> expected = answers();
  std::istringstream text(head("serg_benchmark.txt", kPuzzles));
  PuzzleReader reader(text, "serg_benchmark.txt");
  Tally summary;
  std::vector<Job<Judgement>> items;
  run_jobs(
      [&] { return reader.next(); },
      testing::one_engine([] { return make_engine("sat"); }, SolveRequest{Task::count, {}, 50}),
      [&](Job<Judgement>&& item) {
        summary.add(item.answer.ruling);
        items.push_back(std::move(item));
      },
      RunOptions{2, 0, nullptr});
  ASSERT_EQ(items.size(), expected.size());
  for (std::size_t i = 0; i < items.size(); ++i) {
    const std::uint64_t want = std::min<std::uint64_t>(expected[i].solutions, 50);
    EXPECT_EQ(items[i].answer.attempts.front().count, want) << "line " << i + 1;
    EXPECT_EQ(items[i].answer.attempts.front().capped, expected[i].solutions >= 50)
        << "line " << i + 1;
  }
  EXPECT_EQ(summary[Ruling::solved], static_cast<std::uint64_t>(kPuzzles));
}

}  // namespace
}  // namespace satdoku
