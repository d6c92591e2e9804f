#include "satdoku/candidate_finder.hpp"

#include <array>
#include <chrono>
#include <stdexcept>

#include "registry/race.hpp"
#include "satdoku/registry.hpp"

namespace satdoku {
namespace {

// How long the SAT finder runs alone (wall time, on its own thread, going
// on in the race) before the native one joins it: the native finder asks
// one question per candidate and is much the slower on published puzzles
// (README, "Variant puzzles"), so it joins only a run already long, to
// bound a SAT search gone astray.
constexpr std::chrono::microseconds kHeadStart{100000};

}  // namespace

struct CandidateFinder::Impl {
  std::string name;
  std::unique_ptr<SatCandidates> sat;  // "sat" and "auto"
  std::unique_ptr<Engine> engine;      // any other name, and "auto"'s native engine
  std::unique_ptr<Race> race;          // "auto"
};

CandidateFinder::CandidateFinder(std::string_view engine) : impl_(std::make_unique<Impl>()) {
  impl_->name = std::string(engine);
  if (engine == "sat" || engine == "auto") {
    impl_->sat = std::make_unique<SatCandidates>();
    if (engine == "auto") impl_->race = std::make_unique<Race>();
  }
  if (engine != "sat") {
    impl_->engine = make_engine(engine == "auto" ? "backtrack" : engine);
    if (!impl_->engine) throw std::invalid_argument(unknown_engine_message(engine));
  }
}

CandidateFinder::~CandidateFinder() = default;

const std::string& CandidateFinder::engine() const {
  return impl_->name;
}

TrueCandidates CandidateFinder::run(const Puzzle& puzzle, const CandidateOptions& options) {
  Impl& f = *impl_;
  if (f.sat && (!f.race || puzzle.classic())) return f.sat->run(puzzle, options);
  if (!f.race) return true_candidates_with(*f.engine, puzzle, options);
  std::array<TrueCandidates, 2> found;
  const auto asked = [&options](const Limits& limits) {
    CandidateOptions o = options;
    o.limits = limits;
    return o;
  };
  const std::array<Race::Way, 2> ways = {[&](const Limits& l) {
                                           found[0] = f.sat->run(puzzle, asked(l));
                                           return found[0].status != Status::unknown;
                                         },
                                         [&](const Limits& l) {
                                           found[1] =
                                               true_candidates_with(*f.engine, puzzle, asked(l));
                                           return found[1].status != Status::unknown;
                                         }};
  const int winner = f.race->run(ways, 0, kHeadStart, options.limits);
  TrueCandidates out = std::move(found[winner < 0 ? 0 : winner]);
  const EngineStats& other = found[winner == 1 ? 0 : 1].stats;
  out.stats.sat_calls += other.sat_calls;
  out.stats.conflicts += other.conflicts;
  out.stats.nodes += other.nodes;
  return out;
}

}  // namespace satdoku
