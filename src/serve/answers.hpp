// What each command of the protocol does (connected_solver.hpp): one
// request answered on the calling thread, its replies handed to `send`.
// An Answerer holds one client's engines (they are stateful and not
// thread-safe); the cache is shared.
#pragma once

#include <atomic>
#include <functional>
#include <memory>
#include <string>

#include "candidate_cache.hpp"
#include "request.hpp"
#include "satdoku/connected_solver.hpp"
#include "satdoku/true_candidates.hpp"

namespace satdoku::serve {

class Answerer {
 public:
  Answerer(const ConnectedSolverOptions& options, CandidateCache& cache);
  ~Answerer();

  // Answers one request; fills the record's puzzle, outcome and detail.
  // `stop` set: the request is abandoned within a tenth of a second and
  // ends with canceled.
  void answer(const Request& request, const std::atomic<bool>& stop,
              const std::function<void(std::string)>& send, RequestRecord& record);

 private:
  struct Engines;
  Engine& backtrack();  // made when first needed
  const ConnectedSolverOptions& options_;
  CandidateCache& cache_;
  std::unique_ptr<Engines> engines_;
};

}  // namespace satdoku::serve
