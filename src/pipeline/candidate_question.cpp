// The candidates question of the job pipeline (CandidateSpec, job.hpp):
// one worker's finders of true candidates, one per contestant, and the
// ruling their answers add up to.
#include <chrono>
#include <stdexcept>

#include "satdoku/candidate_finder.hpp"
#include "satdoku/job.hpp"

namespace satdoku {
// One worker's finder for each contestant, by its engine's own way.
struct CandidateQuestion::Finders {
  std::vector<CandidateFinder> list;
};

CandidateQuestion::CandidateQuestion(const CandidateSpec& spec)
    : spec_(&spec), finders_(std::make_unique<Finders>()) {
  finders_->list.reserve(spec.engines.size());
  for (const Contestant& c : spec.engines) {
    std::unique_ptr<Engine> engine = c.make ? c.make() : nullptr;
    if (!engine) throw std::invalid_argument("run_jobs: no engine for '" + c.name + "'");
    finders_->list.emplace_back(c.name, std::move(engine));
  }
}

CandidateQuestion::~CandidateQuestion() = default;
CandidateQuestion::CandidateQuestion(CandidateQuestion&&) noexcept = default;

CandidateAnswer CandidateQuestion::answer(const Puzzle& puzzle) {
  std::vector<CandidateFinder>& finders = finders_->list;
  CandidateOptions options = spec_->options;
  // The limits bound the puzzle: every call of every engine shares one deadline.
  options.limits = for_whole_puzzle(options.limits);
  CandidateAnswer out;
  const auto start = std::chrono::steady_clock::now();
  out.candidates = finders[0].run(puzzle, options);
  // The first engine's time, as solve's judgement keeps it: a cross-check's
  // own time is not the answer's.
  out.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  const Status status = out.candidates.status;
  out.ruling = status == Status::solved        ? Ruling::solved
               : status == Status::no_solution ? Ruling::no_solution
                                               : Ruling::unknown;
  // A cross-check: an engine stopped by a limit contradicts no one.
  for (std::size_t i = 1; i < finders.size() && status != Status::unknown; ++i) {
    const TrueCandidates other = finders[i].run(puzzle, options);
    if (other.status == Status::unknown) continue;
    const std::string diff =
        compare_candidates(out.candidates, finders[0].engine(), other, finders[i].engine());
    if (diff.empty()) continue;
    out.ruling = Ruling::disagreement;
    out.why = "the engines disagree: " + diff;
    break;
  }
  return out;
}

}  // namespace satdoku
