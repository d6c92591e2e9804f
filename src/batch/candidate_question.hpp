// The candidates question of the job pipeline (JobSpec::candidates): one
// worker's finders of true candidates, one per contestant, and the ruling
// their answers add up to. Private to run_jobs.
#pragma once

#include <memory>
#include <vector>

#include "satdoku/candidate_finder.hpp"
#include "satdoku/job.hpp"
#include "satdoku/true_candidates.hpp"

namespace satdoku {

class CandidateQuestion {
 public:
  // One finder per contestant of `spec`: "sat" and "auto" the library's
  // CandidateFinder ("sat" keeps its solvers from puzzle to puzzle, "auto"
  // races it with the native engine's), any other asks its contestant's
  // engine (true_candidates_with). Throws std::invalid_argument for a
  // contestant without an engine.
  explicit CandidateQuestion(const JobSpec& spec);
  ~CandidateQuestion();

  // Answers a readable job: job.candidates holds engines[0]'s answer, and
  // the ruling is its status, or disagreement when another engine that
  // answered too found other candidates (`why` says where first).
  void answer(Job& job);

 private:
  struct Finder;
  const JobSpec& spec_;
  std::vector<std::unique_ptr<Finder>> finders_;
};

}  // namespace satdoku
