// run_jobs: run_ordered with one engine of each contestant per worker, and
// the judge on each puzzle (or the candidates question, or the caller's
// own); the loop of every command that answers puzzles.
#include "satdoku/job.hpp"

#include <memory>
#include <numeric>
#include <stdexcept>

#include "candidate_question.hpp"
#include "ordered_run.hpp"
#include "satdoku/registry.hpp"

namespace satdoku {

std::optional<Contestant> contestant(std::string_view name) {
  if (!make_engine(name)) return std::nullopt;
  std::string owned(name);
  return Contestant{owned, [owned] { return make_engine(owned); }};
}

std::uint64_t Tally::total() const {
  return std::accumulate(counts_.begin(), counts_.end(), std::uint64_t{0});
}

RunReport run_jobs(const PuzzleSource& source, const JobSpec& spec,
                   const std::function<void(Job&&)>& sink, const RunOptions& options) {
  std::uint64_t next_index = 0;
  auto read = [&]() -> std::optional<Job> {
    std::optional<Entry> entry = source();
    if (!entry) return std::nullopt;
    Job job;
    job.index = next_index++;
    job.entry = std::move(*entry);
    return job;
  };
  auto make_worker = [&] {
    // Shared pointers: the worker is a copyable callable.
    JobAnswerer own;
    if (spec.own_question) {
      own = spec.own_question();
    } else if (spec.candidates) {
      auto question = std::make_shared<CandidateQuestion>(spec);
      own = [question](Job& job) { question->answer(job); };
    }
    std::vector<std::shared_ptr<Engine>> owned;
    // Those questions bring their own engines.
    for (const Contestant& c : spec.engines) {
      if (own) break;
      std::shared_ptr<Engine> engine = c.make ? c.make() : nullptr;
      if (!engine) throw std::invalid_argument("run_jobs: no engine for '" + c.name + "'");
      owned.push_back(std::move(engine));
    }
    std::vector<Engine*> engines;
    for (const auto& e : owned) engines.push_back(e.get());
    return [owned, engines, own, &spec](Job& job) {
      if (!job.entry.grid) return std::move(job);  // ruled invalid by default
      if (own) {
        own(job);
        return std::move(job);
      }
      // The grid is lent to the judge and taken back: no copy per puzzle.
      Puzzle puzzle(std::move(*job.entry.grid), job.entry.rules);
      const std::size_t first = spec.rotate ? static_cast<std::size_t>(job.index) : 0;
      job.judgement = judge(puzzle, engines, spec.options, first);
      job.entry.grid = std::move(puzzle.grid);
      for (std::size_t i = 0; i < job.judgement.attempts.size(); ++i)
        job.judgement.attempts[i].engine = spec.engines[i].name;
      return std::move(job);
    };
  };
  return run_ordered<Job>(
      read, make_worker, [&](Job&& job) { sink(std::move(job)); }, options);
}

}  // namespace satdoku
