#include "race_engine.hpp"

#include <array>
#include <chrono>
#include <optional>

#include "registry/race.hpp"
#include "satdoku/registry.hpp"

namespace satdoku {
namespace {

// The native engine's head start: this many search nodes alone, on the
// caller's thread (no thread woken); about a millisecond, in which the
// native engine answers most published puzzles and the SAT engine would
// barely have loaded its formula (README, "Variant puzzles").
constexpr std::int64_t kHeadStartNodes = 1000;

// Past its head start the native engine goes on, and the SAT engine joins
// once the native one has run this many times as long again (wall time,
// so a busy machine stretches both alike). Racing doubles the CPU time of
// every puzzle the native engine wins: on ISS's published puzzles that
// need 1,000 to 10,000 nodes (a killer, orbit) it was 2.3 times the native
// engine's own (tools/bench_iss.sh).
constexpr int kSatJoinsAfter = 4;

constexpr int kNative = 0, kSat = 1;

EngineStats both(const EngineStats& a, const EngineStats& b) {
  return {a.sat_calls + b.sat_calls, a.conflicts + b.conflicts, a.nodes + b.nodes};
}

class RaceEngine final : public Engine {
 public:
  RaceEngine(std::string name, std::unique_ptr<Engine> native, std::unique_ptr<Engine> sat)
      : name_(std::move(name)), native_(std::move(native)), sat_(std::move(sat)) {}

  std::string name() const override { return name_; }

  SolveResult smallest(const Puzzle& puzzle, const Limits& limits) override {
    int winner = -1;
    SolveResult r = race<SolveResult>(
        limits, [&](Engine& e, const Limits& l) { return e.smallest(puzzle, l); }, winner);
    if (r.status == Status::no_solution && winner == kNative) {
      // The SAT engine names the givens and rules that cannot all hold.
      SolveResult explained = sat_->smallest(puzzle, limits);
      if (explained.status == Status::no_solution) {
        r.core = std::move(explained.core);
        r.core_rules = std::move(explained.core_rules);
      }
      r.stats = both(r.stats, explained.stats);
    }
    return r;
  }

  SolveResult any(const Puzzle& puzzle, const Limits& limits) override {
    int winner = -1;
    return race<SolveResult>(
        limits, [&](Engine& e, const Limits& l) { return e.any(puzzle, l); }, winner);
  }

  std::optional<DigitCover> cover(const Puzzle& puzzle, const Limits& limits,
                                  const CoverHints& hints) override {
    // Only the SAT engine's cover reads the hints; the native one ignores them.
    int winner = -1;
    return race<DigitCover>(
        limits,
        [&](Engine& e, const Limits& l) {
          return e.cover(puzzle, l, hints).value_or(DigitCover{});
        },
        winner);
  }

  CountResult count(const Puzzle& puzzle, std::uint64_t limit, const Limits& limits) override {
    int winner = -1;
    return race<CountResult>(
        limits, [&](Engine& e, const Limits& l) { return e.count(puzzle, limit, l); }, winner);
  }

 private:
  // The winner's result (the native engine's unknown when neither
  // answered), with both engines' statistics. The native engine runs on the
  // caller's thread; at its head start's last node it launches the SAT
  // engine, which starts once the native one has run kSatJoinsAfter times
  // as long again.
  template <class Result, class Call>
  Result race(const Limits& limits, const Call& call, int& winner) {
    std::array<Result, 2> results;
    const auto start = std::chrono::steady_clock::now();
    const Race::First native = [&](const Limits& l, const Race::Launch& launch) {
      Limits mine = l;
      const std::function<void()> at_checkpoint = [&] {
        launch(std::chrono::duration_cast<std::chrono::microseconds>(
            kSatJoinsAfter * (std::chrono::steady_clock::now() - start)));
      };
      mine.checkpoint_nodes = kHeadStartNodes;
      mine.at_checkpoint = &at_checkpoint;
      results[kNative] = call(*native_, mine);
      return results[kNative].status != Status::unknown;
    };
    const Race::Second sat = [&](const Limits& l) {
      results[kSat] = call(*sat_, l);
      return results[kSat].status != Status::unknown;
    };
    winner = race_.run(native, sat, limits);
    Result out = std::move(results[winner < 0 ? kNative : winner]);
    out.stats = both(results[kNative].stats, results[kSat].stats);
    return out;
  }

  std::string name_;
  std::unique_ptr<Engine> native_, sat_;
  Race race_;
};

}  // namespace

std::unique_ptr<Engine> make_race_engine(const std::string& sat_name) {
  auto native = make_engine("backtrack");
  auto sat = make_engine(sat_name);
  if (!native || !sat) return nullptr;
  const auto colon = sat_name.find(':');
  const std::string name = colon == std::string::npos ? "auto" : "auto" + sat_name.substr(colon);
  return std::make_unique<RaceEngine>(name, std::move(native), std::move(sat));
}

}  // namespace satdoku
