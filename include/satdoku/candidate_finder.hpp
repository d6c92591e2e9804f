// True candidates by an engine's name (registry.hpp), the one way the
// commands, the server and the Python module ask for them:
// - "sat": SatCandidates (true_candidates.hpp), its solvers kept from one
//   puzzle to the next;
// - "auto", the default: for a puzzle with variant rules, SatCandidates and
//   the native engine's finder (true_candidates_with) racing as the "auto"
//   engine does (the SAT finder first, the native one after a head start,
//   the first answer winning); for a classic puzzle, SatCandidates alone;
// - any other name: true_candidates_with that engine.
// Not thread-safe: one finder per thread.
#pragma once

#include <memory>
#include <string>
#include <string_view>

#include "satdoku/true_candidates.hpp"

namespace satdoku {

class CandidateFinder {
 public:
  // Throws std::invalid_argument for a name make_engine does not know.
  explicit CandidateFinder(std::string_view engine);
  ~CandidateFinder();
  CandidateFinder(const CandidateFinder&) = delete;
  CandidateFinder& operator=(const CandidateFinder&) = delete;

  const std::string& engine() const;
  TrueCandidates run(const Puzzle& puzzle, const CandidateOptions& options = {});

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace satdoku
