// True candidates by an engine: its own way (Engine::cover), the same for
// every engine name; see satdoku/candidate_finder.hpp.
#include "satdoku/candidate_finder.hpp"

#include <stdexcept>

#include "satdoku/registry.hpp"

namespace satdoku {

CandidateFinder::CandidateFinder(std::string_view engine)
    : name_(engine), engine_(make_engine(engine)) {
  if (!engine_) throw std::invalid_argument(unknown_engine_message(engine));
}

CandidateFinder::CandidateFinder(std::string name, std::unique_ptr<Engine> engine)
    : name_(std::move(name)), engine_(std::move(engine)) {
  if (!engine_) throw std::invalid_argument("no engine for '" + name_ + "'");
}

TrueCandidates CandidateFinder::run(const Puzzle& puzzle, const CandidateOptions& options) {
  return true_candidates_with(*engine_, puzzle, options);
}

}  // namespace satdoku
