// The judge's question on the pipeline (job_runner.cpp), the loop of every
// command that answers puzzles, and the one tally of rulings.
#include "satdoku/job.hpp"

#include <numeric>
#include <stdexcept>

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

JudgeQuestion::JudgeQuestion(const JudgeSpec& spec) : spec_(&spec) {
  for (const Contestant& c : spec.engines) {
    std::unique_ptr<Engine> engine = c.make ? c.make() : nullptr;
    if (!engine) throw std::invalid_argument("run_jobs: no engine for '" + c.name + "'");
    engines_.push_back(engine.get());
    owned_.push_back(std::move(engine));
  }
}

Judgement JudgeQuestion::answer(const Puzzle& puzzle, std::uint64_t index) {
  const std::size_t first = spec_->rotate ? static_cast<std::size_t>(index) : 0;
  Judgement judgement = judge(puzzle, engines_, spec_->options, first);
  for (std::size_t i = 0; i < judgement.attempts.size(); ++i)
    judgement.attempts[i].engine = spec_->engines[i].name;
  return judgement;
}

RunReport run_jobs(const PuzzleSource& source, const JudgeSpec& spec,
                   const std::function<void(Job<Judgement>&&)>& sink, const RunOptions& options) {
  return run_jobs(
      source, [&spec] { return JudgeQuestion(spec); }, sink, options);
}

RunReport run_jobs(const PuzzleSource& source, const CandidateSpec& spec,
                   const std::function<void(Job<CandidateAnswer>&&)>& sink,
                   const RunOptions& options) {
  return run_jobs(
      source, [&spec] { return CandidateQuestion(spec); }, sink, options);
}

}  // namespace satdoku
