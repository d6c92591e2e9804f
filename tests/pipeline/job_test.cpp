// The job pipeline (satdoku/job.hpp) on real puzzles: the golden 9x9 set
// (published lex-min answers, tests/data/README.md) through the registry's
// real engines, one or several per job, with a third engine that
// contradicts them; the one tally and the one set of status words.
#include <gtest/gtest.h>

#include <atomic>
#include <fstream>
#include <memory>
#include <sstream>

#include "data_sets.hpp"
#include "fakes.hpp"
#include "report/compare.hpp"
#include "report/exit_status.hpp"
#include "satdoku/job.hpp"
#include "satdoku/registry.hpp"

namespace satdoku {
namespace {

using testing::WrongEngine;

struct Golden {
  std::string puzzles;               // one per line, as a file would hold them
  std::vector<std::string> answers;  // the published smallest completions
};

Golden golden_set(std::size_t most) {
  std::ifstream in(testing::kTestData / "golden_9x9.txt");
  Golden g;
  std::string line;
  while (g.answers.size() < most && std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream fields(line);
    std::string puzzle, answer;
    fields >> puzzle >> answer;
    g.puzzles += puzzle + "\n";
    g.answers.push_back(answer);
  }
  return g;
}

// The jobs of `text` asked `question`: a JudgeSpec, a CandidateSpec, or a
// maker of a question of the test's own.
template <class Answer = Judgement, class Question>
std::vector<Job<Answer>> run_golden(const std::string& text, const Question& question,
                                    int jobs = 2) {
  std::istringstream in(text);
  PuzzleReader reader(in, "golden_9x9.txt");
  std::vector<Job<Answer>> out;
  run_jobs([&] { return reader.next(); }, question,
           [&](Job<Answer>&& job) { out.push_back(std::move(job)); }, RunOptions{jobs, 0, nullptr});
  return out;
}

Contestant wrong_contestant(const std::string& name, WrongEngine::Mode mode) {
  return {name, [=] { return std::make_unique<WrongEngine>(mode, name); }};
}

TEST(Job, OneEngineAnswersEveryPuzzleWithItsPublishedCompletion) {
  const Golden g = golden_set(12);
  ASSERT_EQ(g.answers.size(), 12u);
  const std::vector<Job<Judgement>> jobs =
      run_golden(g.puzzles, JudgeSpec{{*contestant("sat")}, {}, false});
  ASSERT_EQ(jobs.size(), g.answers.size());
  for (std::size_t i = 0; i < jobs.size(); ++i) {
    EXPECT_EQ(jobs[i].index, i);
    ASSERT_EQ(jobs[i].answer.ruling, Ruling::solved) << jobs[i].answer.why;
    EXPECT_EQ(one_line(*jobs[i].answer.solution), g.answers[i]);
    ASSERT_EQ(jobs[i].answer.attempts.size(), 1u);
    EXPECT_EQ(jobs[i].answer.attempts[0].engine, "sat");
  }
}

// Three engines on each puzzle, the third saying "no solution" to all: in a
// cross-check (solve --cross-check with one more checker) and in a contest
// (compare) every puzzle is a disagreement that names each answer.
TEST(Job, ThreeEnginesOneOfThemWrongDisagreeOnEveryPuzzle) {
  const Golden g = golden_set(6);
  JudgeSpec spec{{*contestant("sat"), *contestant("backtrack"),
                  wrong_contestant("denier", WrongEngine::Mode::deny)},
                 {},
                 false};
  for (const bool contest : {false, true}) {
    spec.options.contest = contest;
    spec.rotate = contest;
    const std::vector<Job<Judgement>> jobs = run_golden(g.puzzles, spec);
    ASSERT_EQ(jobs.size(), g.answers.size());
    Tally tally;
    for (std::size_t i = 0; i < jobs.size(); ++i) {
      const Judgement& j = jobs[i].answer;
      tally.add(j.ruling);
      EXPECT_EQ(j.ruling, Ruling::disagreement) << "contest " << contest;
      ASSERT_EQ(j.attempts.size(), 3u);
      EXPECT_EQ(one_line(j.attempts[0].solution), g.answers[i]);
      EXPECT_EQ(one_line(j.attempts[1].solution), g.answers[i]);
      EXPECT_EQ(j.attempts[2].status, Status::no_solution);
      EXPECT_NE(j.why.find("denier says no_solution"), std::string::npos) << j.why;
      EXPECT_NE(j.why.find("sat says solved " + g.answers[i]), std::string::npos) << j.why;
    }
    EXPECT_EQ(tally[Ruling::disagreement], g.answers.size());
    EXPECT_EQ(tally.total(), g.answers.size());
    EXPECT_EQ(exit_code(Ruling::disagreement), kDisagreement);
  }
}

// An engine stopped by a limit contradicts no one in a cross-check, where
// the first engine's answer stands; in a contest it leaves the puzzle
// unknown, as compare counts it.
TEST(Job, AnEngineThatGivesUpIsNoContradictionButNoAgreementEither) {
  const Golden g = golden_set(4);
  JudgeSpec spec{
      {*contestant("backtrack"), wrong_contestant("quitter", WrongEngine::Mode::unknown)},
      {},
      false};
  for (const Job<Judgement>& job : run_golden(g.puzzles, spec)) {
    EXPECT_EQ(job.answer.ruling, Ruling::solved);
    EXPECT_EQ(one_line(*job.answer.solution), g.answers[job.index]);
  }
  spec.options.contest = true;
  CompareTally tally({"backtrack", "quitter"});
  for (const Job<Judgement>& job : run_golden(g.puzzles, spec)) {
    EXPECT_EQ(job.answer.ruling, Ruling::unknown);
    tally.add(job);
  }
  const CompareSummary s = tally.summary();
  EXPECT_EQ(s.undecided, g.answers.size());
  EXPECT_EQ(s.engines[1].unknown, g.answers.size());
  EXPECT_EQ(compare_exit_code(s), kUnknown);
}

// Unreadable lines and clashing givens between real puzzles: each keeps its
// place, the first ruled invalid without an engine, the second no_solution
// with the clash named (and, in a contest, every engine asked).
TEST(Job, UnreadableAndClashingEntriesKeepTheirPlace) {
  const Golden g = golden_set(2);
  const std::string clash = "11" + std::string(79, '.');
  const std::string text = g.puzzles + "12345\n" + clash + "\n";
  const std::vector<Job<Judgement>> jobs =
      run_golden(text, JudgeSpec{{*contestant("sat")}, {}, false}, 1);
  ASSERT_EQ(jobs.size(), 4u);
  EXPECT_EQ(jobs[2].answer.ruling, Ruling::invalid);
  ASSERT_TRUE(jobs[2].entry.error);
  EXPECT_TRUE(jobs[2].answer.attempts.empty());
  EXPECT_EQ(jobs[3].answer.ruling, Ruling::no_solution);
  EXPECT_EQ(jobs[3].answer.why.rfind("givens clash: r1c1=1 and r1c2=1 share row 1", 0), 0u)
      << jobs[3].answer.why;
  EXPECT_TRUE(jobs[3].answer.attempts.empty());

  JudgeSpec contest{{*contestant("sat"), *contestant("backtrack")}, {}, true};
  contest.options.contest = true;
  const std::vector<Job<Judgement>> compared = run_golden(text, contest, 1);
  EXPECT_EQ(compared[3].answer.ruling, Ruling::no_solution);
  EXPECT_EQ(compared[3].answer.attempts.size(), 2u);
  Tally tally;
  for (const Job<Judgement>& job : compared) tally.add(job.answer.ruling);
  EXPECT_EQ(tally[Ruling::solved], 2u);
  EXPECT_EQ(tally[Ruling::invalid], 1u);
  EXPECT_EQ(tally[Ruling::no_solution], 1u);
}

// The candidates question (CandidateSpec, `satdoku candidates`): the
// SAT engine's candidates, cross-checked by the backtracker's, hold each
// puzzle's published smallest completion digit by digit and its givens
// alone; an engine that denies every completion is a disagreement that says
// where; a clash is no_solution and an unreadable line keeps its place.
TEST(Job, CandidatesQuestionIsCrossCheckedAndHoldsTheKnownCompletion) {
  const Golden g = golden_set(5);
  const std::string text = g.puzzles + "12345\n" + "11" + std::string(79, '.') + "\n";
  CandidateSpec spec{{*contestant("sat"), *contestant("backtrack")}, {}};
  spec.options.limit = 2;
  const auto jobs = run_golden<CandidateAnswer>(text, spec);
  ASSERT_EQ(jobs.size(), g.answers.size() + 2);
  for (std::size_t i = 0; i < g.answers.size(); ++i) {
    const Job<CandidateAnswer>& job = jobs[i];
    ASSERT_EQ(job.answer.ruling, Ruling::solved) << job.answer.why;
    const TrueCandidates& t = job.answer.candidates;
    ASSERT_EQ(t.status, Status::solved);
    const Grid& puzzle = job.entry.grid();
    for (int cell = 0; cell < puzzle.cells(); ++cell) {
      const int known = g.answers[i][static_cast<std::size_t>(cell)] - '0';
      EXPECT_TRUE(t.has(cell, known)) << "puzzle " << i << " cell " << cell;
      EXPECT_GE(t.count(cell, known), 1u);
      if (puzzle.at(cell) != 0) {
        EXPECT_EQ(t.digits(cell), std::vector<int>{puzzle.at(cell)});
      }
    }
  }
  EXPECT_EQ(jobs[g.answers.size()].answer.ruling, Ruling::invalid);
  EXPECT_TRUE(jobs[g.answers.size()].answer.candidates.masks.empty());  // never asked
  EXPECT_EQ(jobs.back().answer.ruling, Ruling::no_solution);

  CandidateSpec denied{{*contestant("sat"), wrong_contestant("denier", WrongEngine::Mode::deny)},
                       {}};
  for (const auto& job : run_golden<CandidateAnswer>(g.puzzles, denied, 1)) {
    EXPECT_EQ(job.answer.ruling, Ruling::disagreement);
    EXPECT_EQ(job.answer.why.rfind("the engines disagree: ", 0), 0u) << job.answer.why;
    EXPECT_NE(job.answer.why.find("denier"), std::string::npos) << job.answer.why;
  }
  // Stopped by a limit, the cross-checker contradicts no one.
  denied.engines[1] = wrong_contestant("quitter", WrongEngine::Mode::unknown);
  for (const auto& job : run_golden<CandidateAnswer>(g.puzzles, denied, 1))
    EXPECT_EQ(job.answer.ruling, Ruling::solved) << job.answer.why;
}

// A question of the caller's own (explain's and rate's logical path): made
// once by each worker, it answers every readable job, in input order;
// unreadable entries pass it by, ruled invalid and unanswered.
struct SmallestLine {
  struct Answer {
    Ruling ruling = Ruling::invalid;
    std::string line;
  };
  explicit SmallestLine(std::atomic<int>& made) : engine(make_engine("backtrack")) { ++made; }
  Answer answer(const Puzzle& puzzle) {
    const SolveResult r = engine->smallest(puzzle, {});
    return {r.status == Status::solved ? Ruling::solved : Ruling::unknown, one_line(r.solution)};
  }
  std::unique_ptr<Engine> engine;
};

TEST(Job, OwnQuestionAnswersEveryReadableJobInOrder) {
  const Golden g = golden_set(8);
  std::atomic<int> made{0};
  const auto jobs = run_golden<SmallestLine::Answer>(
      g.puzzles + "12345\n", [&made] { return SmallestLine(made); }, 2);
  ASSERT_EQ(jobs.size(), g.answers.size() + 1);
  EXPECT_EQ(made.load(), 2);
  for (std::size_t i = 0; i < g.answers.size(); ++i) {
    EXPECT_EQ(jobs[i].index, i);
    EXPECT_EQ(jobs[i].answer.ruling, Ruling::solved);
    EXPECT_EQ(jobs[i].answer.line, g.answers[i]);
  }
  EXPECT_EQ(jobs.back().answer.ruling, Ruling::invalid);
  EXPECT_TRUE(jobs.back().answer.line.empty());
}

// Generate's way: numbered questions, nothing read, answered in order by
// questions made once per worker.
TEST(Job, NumberedQuestionsAreAnsweredInOrder) {
  struct Square {
    using Answer = std::uint64_t;
    Answer answer(std::uint64_t index) const { return index * index; }
  };
  for (const int jobs : {1, 2}) {
    std::vector<std::uint64_t> seen;
    const RunReport report = run_numbered_jobs(
        100, [] { return Square{}; },
        [&](std::uint64_t index, std::uint64_t square) {
          EXPECT_EQ(index, seen.size());
          seen.push_back(square);
        },
        RunOptions{jobs, 8, nullptr});
    ASSERT_EQ(seen.size(), 100u);
    EXPECT_LE(report.peak_in_flight, 8u);
    for (std::uint64_t i = 0; i < seen.size(); ++i) EXPECT_EQ(seen[i], i * i);
  }
}

// job.hpp's example, cut from the header at build time (job_example.inc),
// on the golden puzzles.
TEST(JobHeader, ExampleRunsAsWritten) {
  const Golden g = golden_set(3);
  std::istringstream in(g.puzzles + "1.2\n");
  std::ostringstream out;
#include "job_example.inc"
  EXPECT_EQ(out.str(), g.answers[0] + "\n" + g.answers[1] + "\n" + g.answers[2] + "\ninvalid\n");
  EXPECT_EQ(tally[Ruling::solved], 3u);
  EXPECT_EQ(tally[Ruling::invalid], 1u);
}

// The one set of status words: JSON's (README's "JSON output" lists them)
// and people's, by ruling, with the exit code each ruling gives.
TEST(StatusWords, OneTableForJsonTextAndExitCodes) {
  struct Row {
    Ruling ruling;
    std::string json, text;
    int exit;
  };
  const Row rows[] = {
      {Ruling::solved, "solved", "solved", 0},
      {Ruling::no_solution, "no_solution", "no solution", 1},
      {Ruling::multiple, "multiple", "multiple solutions", 1},
      {Ruling::unknown, "unknown", "unknown", 3},
      {Ruling::invalid, "invalid", "invalid", 2},
      {Ruling::disagreement, "disagreement", "disagreement", 4},
  };
  ASSERT_EQ(std::size(rows), static_cast<std::size_t>(kRulings));
  for (const Row& row : rows) {
    EXPECT_EQ(to_string(row.ruling), row.json);
    EXPECT_EQ(to_text(row.ruling), row.text);
    EXPECT_EQ(exit_code(row.ruling), row.exit);
  }
}

}  // namespace
}  // namespace satdoku
