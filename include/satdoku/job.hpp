// The questions the program asks of a stream of puzzles, on the pipeline of
// job_runner.hpp (each puzzle a job, answered on a worker thread, taken in
// input order). `satdoku solve`, `count` and `compare`, and the Python
// module, ask the judge's question (JudgeSpec: N engines, judge.hpp);
// `candidates` asks for true candidates (CandidateSpec); explain, rate and
// minimize ask questions of their own (run_jobs of job_runner.hpp), and
// generate numbers its puzzles (run_numbered_jobs). The example (cut from
// here, built and run by the project's tests; `in` and `out` are streams):
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
#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "satdoku/attempt.hpp"
#include "satdoku/batch.hpp"
#include "satdoku/job_runner.hpp"
#include "satdoku/judge.hpp"
#include "satdoku/true_candidates.hpp"

namespace satdoku {

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
