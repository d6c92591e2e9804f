// compare: consensus of answers, the tally's statistics on hand-made records,
// exit codes, and full runs with fake engines (answers from the reference).
#include <gtest/gtest.h>

#include "fakes.hpp"
#include "report/compare.hpp"
#include "report/exit_status.hpp"

namespace satdoku {
namespace {

using testing::ReferenceEngine;
using testing::WrongEngine;

Attempt answer(Status status, double seconds = 0, Grid solution = {}) {
  Attempt a;
  a.status = status;
  a.seconds = seconds;
  a.solution = std::move(solution);
  a.verdict.ok = true;
  return a;
}

Grid full_4x4() {
  std::mt19937_64 rng(1);
  return testing::Reference::random_full(Geometry{2, 2}, rng);
}

TEST(Consensus, OfAttemptsInTheOneSetOfStatusWords) {
  const Grid g = full_4x4();
  Grid other = g;
  other.set(0, 0, g.at(0, 1));
  other.set(0, 1, g.at(0, 0));
  const Attempt solved = answer(Status::solved, 0, g);
  const Attempt solved_other = answer(Status::solved, 0, other);
  const Attempt none = answer(Status::no_solution);
  const Attempt unknown = answer(Status::unknown);
  Attempt invalid = solved;
  invalid.verdict = {false, "row 1 holds 2 twice"};
  EXPECT_EQ(describe_answer(invalid),
            "solved " + testing::line_text(g) + " (invalid: row 1 holds 2 twice)");
  Attempt threw = unknown;
  threw.error = "boom";

  EXPECT_EQ(consensus_of({solved, solved}), Ruling::solved);
  EXPECT_EQ(consensus_of({none, none, none}), Ruling::no_solution);
  EXPECT_EQ(consensus_of({solved, none}), Ruling::disagreement);
  EXPECT_EQ(consensus_of({solved, solved_other}), Ruling::disagreement);
  EXPECT_EQ(consensus_of({solved, solved_other}, Task::any), Ruling::solved);
  EXPECT_EQ(consensus_of({solved, unknown}), Ruling::unknown);
  EXPECT_EQ(consensus_of({unknown, unknown}), Ruling::unknown);
  EXPECT_EQ(consensus_of({none, unknown, solved}), Ruling::disagreement);
  // A wrong answer is never an agreement, even alone or against a give-up.
  EXPECT_EQ(consensus_of({invalid}), Ruling::disagreement);
  EXPECT_EQ(consensus_of({unknown, invalid}), Ruling::disagreement);
  EXPECT_EQ(consensus_of({solved, threw}), Ruling::disagreement);
  EXPECT_EQ(consensus_of({}), Ruling::unknown);
}

Job<Judgement> record(std::uint64_t index, std::vector<Attempt> attempts) {
  Job<Judgement> r;
  r.index = index;
  r.entry.line = static_cast<int>(index) + 1;
  r.entry.text = "puzzle" + std::to_string(index);
  r.entry.puzzle = Puzzle(Grid(Geometry{2, 2}));
  r.answer.ruling = consensus_of(attempts);
  r.answer.attempts = std::move(attempts);
  return r;
}

// Times chosen so that every statistic is known: engine "a" takes 1..100 ms
// (mean 50.5, median 50.5, p99 99, max 100), engine "b" always 10 ms, so
// "a" is faster on puzzles 1..9 only.
TEST(CompareTally, StatisticsFromHandMadeRecords) {
  const Grid g = full_4x4();
  CompareTally tally({"a", "b"});
  for (int i = 0; i < 100; ++i) {
    Attempt a = answer(Status::solved, (i + 1) / 1000.0, g);
    a.stats.nodes = static_cast<std::uint64_t>(i);  // mean 49.5
    Attempt b = answer(Status::solved, 0.010, g);
    b.stats.sat_calls = 2;
    b.stats.conflicts = i % 2 == 0 ? 3 : 0;  // mean 1.5
    tally.add(record(static_cast<std::uint64_t>(i), {a, b}));
  }
  Job<Judgement> unreadable;
  unreadable.index = 100;
  unreadable.entry.line = 101;
  tally.add(unreadable);

  const CompareSummary s = tally.summary();
  EXPECT_EQ(s.puzzles, 100u);
  EXPECT_EQ(s.unreadable, 1u);
  EXPECT_EQ(s.agreements, 100u);
  EXPECT_EQ(s.disagreements, 0u);
  ASSERT_EQ(s.engines.size(), 2u);
  const EngineSummary& a = s.engines[0];
  const EngineSummary& b = s.engines[1];
  EXPECT_EQ(a.name, "a");
  EXPECT_NEAR(a.time.total, 5.050, 1e-9);
  EXPECT_NEAR(a.time.mean, 0.0505, 1e-12);
  EXPECT_NEAR(a.time.median, 0.0505, 1e-12);
  EXPECT_DOUBLE_EQ(a.time.p99, 0.099);
  EXPECT_DOUBLE_EQ(a.time.max, 0.100);
  EXPECT_DOUBLE_EQ(b.time.median, 0.010);
  EXPECT_EQ(a.fastest, 10u);  // 1..9 ms beat 10 ms, and a tie (10 ms) goes to the first engine
  EXPECT_EQ(b.fastest, 90u);
  EXPECT_DOUBLE_EQ(a.mean_nodes, 49.5);
  EXPECT_DOUBLE_EQ(b.mean_sat_calls, 2.0);
  EXPECT_DOUBLE_EQ(b.mean_conflicts, 1.5);
  EXPECT_EQ(a.solved, 100u);
  EXPECT_EQ(compare_exit_code(s), 2);  // the unreadable entry
  // Per-puzzle data kept for the plot, in input order.
  ASSERT_EQ(tally.times(0).size(), 100u);
  EXPECT_DOUBLE_EQ(tally.times(0)[41], 0.042);
  EXPECT_EQ(tally.rulings().size(), 100u);
}

TEST(CompareTally, ListsDisagreementsUpToTheCap) {
  const Grid g = full_4x4();
  CompareTally tally({"a", "b"}, 2);
  for (int i = 0; i < 5; ++i)
    tally.add(record(static_cast<std::uint64_t>(i),
                     {answer(Status::solved, 0, g), answer(Status::no_solution)}));
  const CompareSummary s = tally.summary();
  EXPECT_EQ(s.disagreements, 5u);
  ASSERT_EQ(s.listed.size(), 2u);
  EXPECT_EQ(s.not_listed, 3u);
  EXPECT_EQ(s.listed[1].line, 2);
  EXPECT_EQ(s.listed[1].input, "puzzle1");
  ASSERT_EQ(s.listed[1].answers.size(), 2u);
  EXPECT_EQ(s.listed[1].answers[0], "solved " + testing::line_text(g));
  EXPECT_EQ(s.listed[1].answers[1], "no_solution");
  EXPECT_EQ(compare_exit_code(s), 4);
}

TEST(CompareExitCode, Precedence) {
  CompareSummary s;
  EXPECT_EQ(compare_exit_code(s), 0);
  s.no_solution = 1;
  EXPECT_EQ(compare_exit_code(s), 1);
  s.undecided = 1;
  EXPECT_EQ(compare_exit_code(s), 3);
  s.unreadable = 1;
  EXPECT_EQ(compare_exit_code(s), 2);
  s.invalid_answers = 1;
  EXPECT_EQ(compare_exit_code(s), 4);
  CompareSummary d;
  d.disagreements = 1;
  EXPECT_EQ(compare_exit_code(d), 4);
}

std::vector<Contestant> contestants(std::vector<std::pair<std::string, EngineFactory>> list) {
  std::vector<Contestant> out;
  for (auto& [name, make] : list) out.push_back({name, make});
  return out;
}

struct CompareRun {
  std::vector<Job<Judgement>> records;
  CompareSummary summary;
};

CompareRun run(const std::vector<Entry>& entries, const std::vector<Contestant>& who, int jobs) {
  std::vector<std::string> names;
  for (const Contestant& c : who) names.push_back(c.name);
  CompareTally tally(names);
  CompareRun r;
  testing::VectorSource source{&entries};
  JudgeSpec spec{who, {}, true};
  spec.options.contest = true;
  run_jobs(
      source, spec,
      [&](Job<Judgement>&& rec) {
        tally.add(rec);
        r.records.push_back(std::move(rec));
      },
      RunOptions{jobs, 0, nullptr});
  r.summary = tally.summary();
  return r;
}

TEST(RunCompare, TwoCorrectEnginesAgree) {
  std::vector<Entry> entries = testing::entries_of(testing::distinct_puzzles(12, 8));
  entries.push_back(testing::entry_of(testing::clashing_puzzle(), 13));
  const auto who = contestants({{"one", [] { return std::make_unique<ReferenceEngine>("x"); }},
                                {"two", [] { return std::make_unique<ReferenceEngine>("y"); }}});
  for (int jobs : {1, 3}) {
    const CompareRun r = run(entries, who, jobs);
    ASSERT_EQ(r.records.size(), 13u);
    for (std::size_t i = 0; i < 12; ++i) {
      EXPECT_EQ(r.records[i].answer.ruling, Ruling::solved);
      ASSERT_EQ(r.records[i].answer.attempts.size(), 2u);
      // Named by contestant, not by the engine's own name.
      EXPECT_EQ(r.records[i].answer.attempts[0].engine, "one");
      EXPECT_EQ(r.records[i].answer.attempts[1].engine, "two");
      EXPECT_EQ(r.records[i].answer.attempts[0].solution,
                *testing::Reference::smallest(entries[i].grid()));
    }
    EXPECT_EQ(r.records[12].answer.ruling, Ruling::no_solution);
    EXPECT_EQ(r.summary.agreements, 13u);
    EXPECT_EQ(r.summary.no_solution, 1u);
    EXPECT_EQ(r.summary.engines[0].fastest + r.summary.engines[1].fastest, 13u);
    EXPECT_EQ(compare_exit_code(r.summary), 1);
  }
}

TEST(RunCompare, WrongEnginesAreCaught) {
  std::vector<Entry> entries = testing::entries_of(testing::distinct_puzzles(6, 12));
  entries.insert(entries.begin() + 2, testing::error_entry(3, "unexpected '*'"));
  const auto who = contestants(
      {{"ref", [] { return std::make_unique<ReferenceEngine>(); }},
       {"denier", [] { return std::make_unique<WrongEngine>(WrongEngine::Mode::deny); }},
       {"corrupt", [] { return std::make_unique<WrongEngine>(WrongEngine::Mode::corrupt); }}});
  const CompareRun r = run(entries, who, 2);
  ASSERT_EQ(r.records.size(), 7u);
  EXPECT_EQ(r.records[2].answer.ruling, Ruling::invalid);
  EXPECT_TRUE(r.records[2].answer.attempts.empty());
  EXPECT_EQ(r.summary.disagreements, 6u);
  EXPECT_EQ(r.summary.unreadable, 1u);
  EXPECT_EQ(r.summary.engines[2].invalid, 6u);
  EXPECT_EQ(r.summary.engines[1].no_solution, 6u);
  EXPECT_EQ(r.summary.invalid_answers, 6u);
  ASSERT_EQ(r.summary.listed.size(), 6u);
  EXPECT_EQ(r.summary.listed[0].answers[1], "no_solution");
  // The wrong grid itself is shown, with what is wrong with it.
  const std::string& corrupt = r.summary.listed[0].answers[2];
  EXPECT_TRUE(corrupt.starts_with("solved ")) << corrupt;
  EXPECT_NE(corrupt.find("(invalid: "), std::string::npos) << corrupt;
  EXPECT_EQ(compare_exit_code(r.summary), 4);
}

TEST(RunCompare, LimitsMakeUndecided) {
  const std::vector<Entry> entries = testing::entries_of(testing::distinct_puzzles(3, 2));
  const auto who = contestants(
      {{"ref", [] { return std::make_unique<ReferenceEngine>(); }},
       {"quitter", [] { return std::make_unique<WrongEngine>(WrongEngine::Mode::unknown); }}});
  const CompareRun r = run(entries, who, 1);
  EXPECT_EQ(r.summary.undecided, 3u);
  EXPECT_EQ(r.summary.engines[1].unknown, 3u);
  EXPECT_EQ(compare_exit_code(r.summary), 3);
}

// The engine that meets each puzzle first rotates, so no engine always runs
// with the caches the other warmed (or always with cold ones).
TEST(RunCompare, RotatesWhoGoesFirst) {
  const std::vector<Entry> entries = testing::entries_of(testing::distinct_puzzles(6, 5));
  testing::Activity activity;
  const auto who =
      contestants({{"a", [&] { return std::make_unique<ReferenceEngine>("a", &activity); }},
                   {"b", [&] { return std::make_unique<ReferenceEngine>("b", &activity); }},
                   {"c", [&] { return std::make_unique<ReferenceEngine>("c", &activity); }}});
  run(entries, who, 1);
  const std::vector<std::string> expected = {"a", "b", "c", "b", "c", "a", "c", "a", "b",
                                             "a", "b", "c", "b", "c", "a", "c", "a", "b"};
  EXPECT_EQ(activity.calls, expected);
}

TEST(RunCompare, ContestantFactoryFailureIsReported) {
  const std::vector<Entry> entries = testing::entries_of(testing::distinct_puzzles(2, 5));
  const auto who = contestants({{"ref", [] { return std::make_unique<ReferenceEngine>(); }},
                                {"missing", [] { return std::unique_ptr<Engine>(); }}});
  EXPECT_THROW(run(entries, who, 2), std::invalid_argument);
}

}  // namespace
}  // namespace satdoku
