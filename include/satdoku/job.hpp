// The answer pipeline: puzzles stream in from a source, each becomes a job
// (the entry as read, its place in the input, and its answer), a question
// answers it on a worker thread, and the caller takes each job in input
// order. `satdoku solve`, `count` and `compare`, and the Python module, ask
// the judge's question (JudgeSpec: N engines, judge.hpp); `candidates` asks
// for true candidates (CandidateSpec); explain, rate and minimize ask
// questions of their own, and generate numbers its puzzles (run_numbered).
//
// A question is a type Q made once per worker thread (it may own engines):
// `typename Q::Answer`, default-constructed for an entry that did not
// parse (ruled invalid), and `Q::Answer Q::answer(const Puzzle&)` (or
// `answer(const Puzzle&, std::uint64_t index)` when it wants the puzzle's
// place in the input). The example (cut from here, built and run by the
// project's tests; `in` and `out` are streams):
//
//   // in: puzzles in any notation; out: each smallest completion, or the ruling
//   PuzzleReader reader(in, "<stdin>");
//   const JudgeSpec spec{{*contestant("sat")}, {}, false};
//   Tally tally;
//   run_jobs([&] { return reader.next(); }, spec, [&](Job<Judgement>&& job) {
//     tally.add(job.answer.ruling);
//     if (job.answer.solution)
//       out << one_line(*job.answer.solution) << '\n';
//     else
//       out << to_string(job.answer.ruling) << '\n';
//   });
//
// The caller's thread reads the source and takes the jobs; see batch.hpp.
#pragma once

#include <array>
#include <concepts>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

#include "satdoku/attempt.hpp"
#include "satdoku/batch.hpp"
#include "satdoku/judge.hpp"
#include "satdoku/notation.hpp"
#include "satdoku/true_candidates.hpp"

namespace satdoku {

// One puzzle of a run and its answer.
template <class Answer>
struct Job {
  std::uint64_t index = 0;  // position in the input, from 0
  Entry entry;              // as read: the puzzle, or the parse error
  Answer answer{};          // as default-constructed when the entry did not parse
};

// An engine in a run: its name as results show it ("backtrack",
// "sat/minimal") and how to make one for each worker thread.
struct Contestant {
  std::string name;
  EngineFactory make;
};

// A contestant for an engine name of the registry (make_engine); nullopt
// when no engine has that name.
std::optional<Contestant> contestant(std::string_view name);

// The judge's question (judge.hpp) and who answers it: each worker thread
// owns one engine of each contestant, and each attempt is named after its
// contestant.
struct JudgeSpec {
  std::vector<Contestant> engines;  // engines[0] answers; see JudgeOptions::contest for the rest
  JudgeOptions options;
  // Rotate who is asked first from puzzle to puzzle (a contest only), so
  // that no engine always meets the puzzle with cold caches.
  bool rotate = false;
};

// One worker's judge: JudgeSpec's engines, made when it is.
class JudgeQuestion {
 public:
  using Answer = Judgement;
  // Throws std::invalid_argument for a contestant without an engine.
  explicit JudgeQuestion(const JudgeSpec& spec);
  Judgement answer(const Puzzle& puzzle, std::uint64_t index);

 private:
  const JudgeSpec* spec_;
  std::vector<std::unique_ptr<Engine>> owned_;
  std::vector<Engine*> engines_;
};

// Each cell's true candidates (true_candidates.hpp) and who finds them:
// engines[0], by its engine's way (CandidateFinder, candidate_finder.hpp);
// every other engine cross-checks them (one stopped by a limit contradicts
// no one; different candidates rule disagreement, `why` saying where).
// options.limits bound each puzzle, all its calls sharing one deadline
// (for_whole_puzzle); options.limit > 0 counts completions up to it.
struct CandidateSpec {
  std::vector<Contestant> engines;
  CandidateOptions options;
};

// A puzzle's true candidates as the pipeline answers them.
struct CandidateAnswer {
  Ruling ruling = Ruling::invalid;  // the first finder's status, or disagreement
  std::string why;                  // disagreement: where the finders differ first
  double seconds = 0;               // the first finder's time (a cross-check's is not the answer's)
  TrueCandidates candidates;        // the first finder's, exact when solved
};

// One worker's finders of CandidateSpec, one per contestant (their solvers
// kept from puzzle to puzzle); defined in candidate_question.cpp.
class CandidateQuestion {
 public:
  using Answer = CandidateAnswer;
  // Throws std::invalid_argument for a contestant without an engine.
  explicit CandidateQuestion(const CandidateSpec& spec);
  ~CandidateQuestion();
  CandidateQuestion(CandidateQuestion&&) noexcept;
  CandidateAnswer answer(const Puzzle& puzzle);

 private:
  struct Finders;
  const CandidateSpec* spec_;
  std::unique_ptr<Finders> finders_;
};

// The ordered runner over item numbers, free of the item type: read(n)
// takes item n into the caller's storage (false at the end of input), on
// the caller's thread; make_worker() gives each worker thread its answer(n);
// deliver(n) hands item n on, in input order, on the caller's thread. At
// most resolve_window(options.window, jobs) items are held at once, so item
// n may live in slot n % window of a ring.
RunReport run_numbered(const std::function<bool(std::uint64_t)>& read,
                       const std::function<std::function<void(std::uint64_t)>()>& make_worker,
                       const std::function<void(std::uint64_t)>& deliver,
                       const RunOptions& options = {});

// Asks every puzzle of `source` the question make_question() makes (once
// per worker thread) and hands the jobs to `sink` (a callable taking
// Job<Answer>&&) in input order. Unreadable entries pass through to the
// sink unanswered, in their place. An exception from the question reaches
// the caller when its job's turn to be delivered comes.
template <class MakeQuestion, class Sink>
requires std::invocable<MakeQuestion&> RunReport run_jobs(const PuzzleSource& source,
                                                          MakeQuestion&& make_question, Sink&& sink,
                                                          const RunOptions& options = {}) {
  using Question = std::invoke_result_t<MakeQuestion&>;
  using Answered = Job<typename Question::Answer>;
  // Item n lives in slot n % window (run_numbered).
  std::vector<Answered> ring(resolve_window(options.window, resolve_jobs(options.jobs)));
  const auto slot = [&ring](std::uint64_t n) -> Answered& { return ring[n % ring.size()]; };
  const auto read = [&](std::uint64_t n) {
    std::optional<Entry> entry = source();
    if (!entry) return false;
    slot(n) = Answered{n, std::move(*entry), {}};
    return true;
  };
  const auto make_worker = [&]() -> std::function<void(std::uint64_t)> {
    // Shared: the worker is a copyable callable.
    auto question = std::make_shared<Question>(make_question());
    return [question, &slot](std::uint64_t n) {
      Answered& job = slot(n);
      if (!job.entry.puzzle) return;             // ruled invalid as the answer is made
      const Puzzle& puzzle = *job.entry.puzzle;  // the entry's own, lent for the call
      if constexpr (requires { question->answer(puzzle, n); })
        job.answer = question->answer(puzzle, n);
      else
        job.answer = question->answer(puzzle);
    };
  };
  return run_numbered(
      read, make_worker, [&](std::uint64_t n) { sink(std::move(slot(n))); }, options);
}

// The same for questions that read nothing (generate's puzzles, made from
// their number): Q::answer(std::uint64_t index) for index 0 .. count-1,
// and sink(index, Q::Answer&&) in order.
template <class MakeQuestion, class Sink>
requires std::invocable<MakeQuestion&> RunReport run_numbered_jobs(std::uint64_t count,
                                                                   MakeQuestion&& make_question,
                                                                   Sink&& sink,
                                                                   const RunOptions& options = {}) {
  using Question = std::invoke_result_t<MakeQuestion&>;
  using Answer = typename Question::Answer;
  std::vector<Answer> ring(resolve_window(options.window, resolve_jobs(options.jobs)));
  const auto slot = [&ring](std::uint64_t n) -> Answer& { return ring[n % ring.size()]; };
  return run_numbered([count](std::uint64_t n) { return n < count; },
                      [&]() -> std::function<void(std::uint64_t)> {
                        auto question = std::make_shared<Question>(make_question());
                        return
                            [question, &slot](std::uint64_t n) { slot(n) = question->answer(n); };
                      },
                      [&](std::uint64_t n) { sink(n, std::move(slot(n))); }, options);
}

// The judge's question of `spec` on every puzzle of `source`.
RunReport run_jobs(const PuzzleSource& source, const JudgeSpec& spec,
                   const std::function<void(Job<Judgement>&&)>& sink,
                   const RunOptions& options = {});
// The true-candidates question of `spec` on every puzzle of `source`.
RunReport run_jobs(const PuzzleSource& source, const CandidateSpec& spec,
                   const std::function<void(Job<CandidateAnswer>&&)>& sink,
                   const RunOptions& options = {});

// Counts rulings as jobs stream past: the one tally of every command.
class Tally {
 public:
  void add(Ruling ruling) { ++counts_[static_cast<std::size_t>(ruling)]; }
  std::uint64_t operator[](Ruling ruling) const {
    return counts_[static_cast<std::size_t>(ruling)];
  }
  // Every job counted, unreadable ones included.
  std::uint64_t total() const;

 private:
  std::array<std::uint64_t, kRulings> counts_{};
};

}  // namespace satdoku
