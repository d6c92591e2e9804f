// The SAT engine: the Engine interface over SAT sessions. Which solver a
// puzzle gets and how each question is searched live in the session and the
// pool (sat_session.hpp, solver_pool.hpp); this file names the engine and
// keeps its last smallest answer, which makes `solve --unique` one call
// cheaper (count to 2 then only asks "another?").
#include "satdoku/sat_engine.hpp"

#include <cadical.hpp>

#include <array>

#include "sat/sat_session.hpp"

namespace satdoku {
namespace {

constexpr std::array<std::pair<LexMinMethod, std::string_view>, 2> kMethodNames{{
    {LexMinMethod::order, "order"},
    {LexMinMethod::assume, "assume"},
}};

class SatEngine final : public Engine {
 public:
  explicit SatEngine(SatSettings settings) : pool_(settings) {}

  std::string name() const override {
    const SatOptions& o = pool_.options();
    std::string name = o.encoding == Encoding::extended && o.adaptive
                           ? "sat"
                           : "sat/" + std::string(to_string(o.encoding));
    // The method is named when asked for and not the encoding's default for
    // every kind of puzzle: classic (default_method) and variant (assume,
    // lexmin_method).
    // Appended piece by piece: GCC 12 warns (-Wrestrict, a false positive)
    // on ":" + std::string(...) once this file shares a unity file with
    // some others.
    if (o.lexmin && (*o.lexmin != default_method(o) || *o.lexmin != LexMinMethod::assume)) {
      name += ':';
      name += to_string(*o.lexmin);
    }
    return name;
  }

  SolveResult smallest(const Puzzle& puzzle, const Limits& limits) override {
    SolveResult result;
    if (weak_above_9x9(puzzle)) {
      result = weak_smallest(puzzle, for_whole_puzzle(limits));
    } else {
      SatSession session(pool_, puzzle, SatBudget::from(limits));
      result = session.smallest();
    }
    last_.reset();
    if (result.status == Status::solved) last_ = Last{puzzle, result.solution};
    return result;
  }

  SolveResult any(const Puzzle& puzzle, const Limits& limits) override {
    SatSession session(pool_, puzzle, SatBudget::from(limits));
    return session.any();
  }

  std::optional<DigitCover> cover(const Puzzle& puzzle, const Limits& limits,
                                  const CoverHints& hints) override {
    SatSession session(pool_, puzzle, SatBudget::from(limits));
    CoverResult c = session.cover(hints.witnesses, hints.within);
    return DigitCover{c.status, std::move(c.masks), c.stats, std::move(c.completions)};
  }

  CountResult count(const Puzzle& puzzle, std::uint64_t limit, const Limits& limits) override {
    SatSession session(pool_, puzzle, SatBudget::from(limits));
    const bool same =
        last_ && last_->puzzle.grid == puzzle.grid && last_->puzzle.rules == puzzle.rules;
    return session.count(limit, same ? &last_->solution : nullptr);
  }

 private:
  // The minimal and efficient encodings lack a unit's at-least-one clauses
  // (minimal a cell's at-most-one too): above 9x9 either lex-min method can
  // need pigeonhole facts that resolution proves only at exponential cost
  // (no answer in minutes: the fixed order on the empty 16x16, both methods
  // on the empty 25x25 and on 25x25_multisol14). There the named encoding
  // gets kWeakConflicts (sat_tuning.hpp), and then the extended encoding's
  // reduced form, as `sat` solves it with the same method, finishes: the
  // smallest completion is the puzzle's, whatever the formula.

  bool weak_above_9x9(const Puzzle& puzzle) const {
    const Encoding e = pool_.options().encoding;
    return (e == Encoding::minimal || e == Encoding::efficient) && puzzle.side() > 9;
  }

  // `limits` holds the whole puzzle's deadline (for_whole_puzzle).
  SolveResult weak_smallest(const Puzzle& puzzle, const Limits& limits) {
    const std::int64_t cap = sat_tuning::kWeakConflicts;
    const bool caller_caps = limits.conflicts > 0 && limits.conflicts <= cap;
    Limits capped = limits;
    if (!caller_caps) capped.conflicts = cap;
    SolveResult r;
    {
      SatSession session(pool_, puzzle, SatBudget::from(capped));
      r = session.smallest();
    }
    if (r.status != Status::unknown || caller_caps || SatBudget::from(limits).spent()) return r;
    if (!fallback_) {
      SatOptions o;
      o.lexmin = lexmin_method(pool_.options());
      fallback_ = make_sat_engine(o);
    }
    Limits rest = limits;
    if (rest.conflicts > 0) rest.conflicts -= static_cast<std::int64_t>(r.stats.conflicts);
    SolveResult f = fallback_->smallest(puzzle, rest);
    f.stats.sat_calls += r.stats.sat_calls;
    f.stats.conflicts += r.stats.conflicts;
    return f;
  }

  static LexMinMethod default_method(const SatOptions& o) {
    SatOptions unset = o;
    unset.lexmin.reset();
    return lexmin_method(unset);
  }

  // The last puzzle answered by smallest() and its answer.
  struct Last {
    Puzzle puzzle;
    Grid solution;
  };

  SolverPool pool_;
  std::optional<Last> last_;
  std::unique_ptr<Engine> fallback_;  // weak_smallest's, made when first needed
};

}  // namespace

std::string_view to_string(LexMinMethod method) {
  for (const auto& [m, name] : kMethodNames)
    if (m == method) return name;
  return "order";
}

std::optional<LexMinMethod> lexmin_method_from_name(std::string_view name) {
  for (const auto& [m, n] : kMethodNames)
    if (n == name) return m;
  return std::nullopt;
}

LexMinMethod lexmin_method(const SatOptions& options) {
  if (options.lexmin) return *options.lexmin;
  const bool weak =
      options.encoding == Encoding::minimal || options.encoding == Encoding::efficient;
  return weak ? LexMinMethod::assume : LexMinMethod::order;
}

LexMinMethod lexmin_method(const SatOptions& options, const Puzzle& puzzle) {
  if (options.lexmin || puzzle.classic()) return lexmin_method(options);
  return LexMinMethod::assume;
}

std::unique_ptr<Engine> make_sat_engine(SatOptions options) {
  return std::make_unique<SatEngine>(SatSettings(options));
}

std::unique_ptr<Engine> make_sat_engine(SatOptions options, SatTuning tuning) {
  return std::make_unique<SatEngine>(SatSettings(options, tuning));
}

std::string cadical_version() {
  return CaDiCaL::Solver::version();
}

}  // namespace satdoku
