// The answer pipeline: puzzles stream in from a source, each becomes a job
// (the entry as read and its place in the input), the judge (judge.hpp)
// answers it with N engines, a Tally counts the rulings, and the caller
// prints each job in input order. `satdoku solve`, `count` and `compare`,
// and the Python module, are this loop with different questions, engines and
// printers (`candidates` asks JobSpec::candidates instead of the judge,
// explain and rate their own question):
//
//   // in: puzzles in any notation; out: each smallest completion, or the ruling
//   PuzzleReader reader(in, "<stdin>");
//   const JobSpec spec{{*contestant("sat")}, {}, false};
//   Tally tally;
//   run_jobs([&] { return reader.next(); }, spec, [&](Job&& job) {
//     tally.add(job.judgement.ruling);
//     if (job.judgement.solution)
//       out << one_line(*job.judgement.solution) << '\n';
//     else
//       out << to_string(job.judgement.ruling) << '\n';
//   });
//
// (the project's tests compile and run this example verbatim.)
#pragma once

#include <any>
#include <array>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "satdoku/attempt.hpp"
#include "satdoku/batch.hpp"
#include "satdoku/judge.hpp"
#include "satdoku/notation.hpp"
#include "satdoku/true_candidates.hpp"

namespace satdoku {

// One puzzle of a run and its answer.
struct Job {
  std::uint64_t index = 0;  // position in the input, from 0
  Entry entry;              // as read: the grid, or the parse error
  Judgement judgement;      // ruling invalid, and no attempt, when the entry did not parse
  // JobSpec::candidates: the first engine's true candidates, exact when
  // the ruling is solved; unset when the entry did not parse.
  std::optional<TrueCandidates> candidates = std::nullopt;
  // JobSpec::own_question: what the caller's answer holds beyond the
  // judgement (explain's steps, rate's rating), for its printer.
  std::any answer = {};
};

// Answers one readable job in place (JobSpec::own_question).
using JobAnswerer = std::function<void(Job&)>;

// An engine in a run: its name as results show it ("backtrack",
// "sat/minimal") and how to make one for each worker thread.
struct Contestant {
  std::string name;
  EngineFactory make;
};

// A contestant for an engine name of the registry (make_engine); nullopt
// when no engine has that name.
std::optional<Contestant> contestant(std::string_view name);

// The question and who answers it.
struct JobSpec {
  std::vector<Contestant> engines;  // engines[0] answers; see JudgeOptions::contest for the rest
  JudgeOptions options;
  // Rotate who is asked first from puzzle to puzzle (a contest only), so
  // that no engine always meets the puzzle with cold caches.
  bool rotate = false;
  // Set: the question is each cell's true candidates (true_candidates.hpp)
  // with these options (counts up to `limit` when > 0), not a completion.
  // engines[0] finds them, by the CandidateFinder of its name
  // (candidate_finder.hpp: "sat" keeps its solvers from puzzle to puzzle,
  // "auto" races it with the native engine's); every other engine
  // cross-checks them (one stopped
  // by a limit contradicts no one; different candidates rule disagreement,
  // `why` saying where). options.limits bounds each puzzle, all its calls
  // sharing one deadline (for_whole_puzzle); options' other fields are unused.
  std::optional<CandidateOptions> candidates = std::nullopt;
  // Set: a question of the caller's own instead (the logical solver's path
  // for explain and rate). Each worker thread calls it once; the answerer
  // it returns, which may own engines, answers every readable job: its
  // judgement's ruling (and why), anything more in Job::answer. `engines`
  // and `options` are then unused.
  std::function<JobAnswerer()> own_question = nullptr;
};

// Judges every puzzle of `source` by `spec`, each worker thread owning one
// engine of each contestant, and hands the jobs to `sink` in input order.
// Unreadable entries pass through to the sink untouched, in their place,
// ruled invalid. Each attempt is named after its contestant.
RunReport run_jobs(const PuzzleSource& source, const JobSpec& spec,
                   const std::function<void(Job&&)>& sink, const RunOptions& options = {});

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
