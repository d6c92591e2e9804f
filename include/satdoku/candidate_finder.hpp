// True candidates by an engine's name (registry.hpp), the one way the
// commands, the server and the Python module ask for them: the engine's own
// way, Engine::cover (true_candidates_with), which is the engine's property,
// not the name's:
// - "sat": covering models on one incremental solver, kept from one puzzle
//   to the next (as SatCandidates, true_candidates.hpp);
// - "auto", the default: the SAT and the native engine's covers racing (the
//   native one first, the SAT one after a head start, the first answer
//   winning), for classic and variant puzzles alike;
// - "backtrack": the native engine's one search over the completions;
// - any other engine: its cover, or `any` asked per pair when it has none.
// Not thread-safe: one finder per thread.
#pragma once

#include <memory>
#include <string>
#include <string_view>

#include "satdoku/engine.hpp"
#include "satdoku/true_candidates.hpp"

namespace satdoku {

class CandidateFinder {
 public:
  // Throws std::invalid_argument for a name make_engine does not know.
  explicit CandidateFinder(std::string_view engine);
  // An engine of the caller's, named `name`; throws std::invalid_argument
  // when it is null.
  CandidateFinder(std::string name, std::unique_ptr<Engine> engine);

  const std::string& engine() const { return name_; }
  TrueCandidates run(const Puzzle& puzzle, const CandidateOptions& options = {});

 private:
  std::string name_;
  std::unique_ptr<Engine> engine_;
};

}  // namespace satdoku
