#include "candidate_question.hpp"

#include <chrono>
#include <stdexcept>

namespace satdoku {

struct CandidateQuestion::Finder {
  std::string name;
  std::unique_ptr<CandidateFinder> finder;  // the library's own ways ("sat", "auto"), or
  std::unique_ptr<Engine> engine;           // the contestant's engine, asked pair by pair

  TrueCandidates run(const Puzzle& puzzle, const CandidateOptions& options) {
    if (finder) return finder->run(puzzle, options);
    return true_candidates_with(*engine, puzzle, options);
  }
};

CandidateQuestion::CandidateQuestion(const JobSpec& spec) : spec_(spec) {
  for (const Contestant& c : spec.engines) {
    auto finder = std::make_unique<Finder>();
    finder->name = c.name;
    if (c.name == "sat" || c.name == "auto") {
      finder->finder = std::make_unique<CandidateFinder>(c.name);
    } else {
      finder->engine = c.make ? c.make() : nullptr;
      if (!finder->engine) throw std::invalid_argument("run_jobs: no engine for '" + c.name + "'");
    }
    finders_.push_back(std::move(finder));
  }
}

CandidateQuestion::~CandidateQuestion() = default;

void CandidateQuestion::answer(Job& job) {
  const Puzzle puzzle = job.entry.puzzle();
  CandidateOptions options = *spec_.candidates;
  // The limits bound the puzzle: every call of every engine shares one deadline.
  options.limits = for_whole_puzzle(spec_.options.limits);
  const auto start = std::chrono::steady_clock::now();
  TrueCandidates found = finders_[0]->run(puzzle, options);
  Judgement& j = job.judgement;
  // The first engine's time, as solve's judgement keeps it: a cross-check's
  // own time is not the answer's.
  j.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  j.ruling = found.status == Status::solved        ? Ruling::solved
             : found.status == Status::no_solution ? Ruling::no_solution
                                                   : Ruling::unknown;
  // A cross-check: an engine stopped by a limit contradicts no one.
  for (std::size_t i = 1; i < finders_.size() && found.status != Status::unknown; ++i) {
    const TrueCandidates other = finders_[i]->run(puzzle, options);
    if (other.status == Status::unknown) continue;
    const std::string diff = compare_candidates(found, finders_[0]->name, other, finders_[i]->name);
    if (diff.empty()) continue;
    j.ruling = Ruling::disagreement;
    j.why = "the engines disagree: " + diff;
    break;
  }
  j.stats = found.stats;
  job.candidates = std::move(found);
}

}  // namespace satdoku
