#include "sat/solver_pool.hpp"

#include "lex_first_guard.hpp"
#include "root_simplified.hpp"

namespace satdoku {
namespace {

// Loading the clauses of a large grid takes seconds (the empty 36x36 has
// over three million): the deadline must hold while they load, not only
// once solve() runs, so they pass through this sink, which gives up past it.
struct LoadTimeout {};

class DeadlineSink final : public ClauseSink {
 public:
  DeadlineSink(ClauseSink& to, const SatBudget& budget) : to_(to), budget_(budget) {}
  void add_clause(std::span<const int> literals) override {
    if ((budget_.deadline || budget_.stop || budget_.stop_too) && (++added_ & 4095) == 0 &&
        budget_.spent())
      throw LoadTimeout{};
    to_.add_clause(literals);
  }

 private:
  ClauseSink& to_;
  const SatBudget& budget_;
  std::uint64_t added_ = 0;
};

std::size_t slot_of(SolverUse use) {
  return use == SolverUse::lex_first ? 1 : 0;
}

}  // namespace

// The solver holding the empty grid of one size, and the last variable in
// use (activation literals follow).
struct SolverPool::Shared {
  explicit Shared(const SatSearch& search) : solver(search) {}
  Geometry geometry;
  SatBackend solver;
  VariableMap map;
  int next_variable = 0;
};

EngineStats SolverHandle::stats() const {
  EngineStats s;
  s.sat_calls = solver->solve_calls() - calls_before;
  s.conflicts = solver->conflicts() - conflicts_before;
  return s;
}

SolverPool::SolverPool(SatSettings options,
                       std::vector<std::pair<std::string, int>> lex_first_overrides)
    : options_(options), lex_first_overrides_(std::move(lex_first_overrides)) {}
SolverPool::~SolverPool() = default;

bool SolverPool::trusts_lex_first(bool shared) {
  std::optional<bool>& known = trusted_[shared ? 1 : 0];
  if (!known) {
    // Shared solvers shrink learned clauses, a puzzle's own do not.
    const SatSearch search = lex_first_search(shared);
    known = lex_first_verdict(search, shared, [&] {
              return shared ? check_shared_lex_first(search) : check_own_lex_first(search);
            }).trusted;
  }
  return *known;
}

bool SolverPool::holds_shared(const Geometry& geometry) const {
  for (const auto& sh : shared_)
    if (sh && sh->geometry == geometry) return true;
  return false;
}

bool SolverPool::shares(const Puzzle& puzzle) const {
  if (!puzzle.classic() || options_.encoding == Encoding::reduced) return false;
  if (options_.encoding == Encoding::extended && options_.adaptive)
    return puzzle.side() <= sat_tuning::kSharedUpTo;
  return true;
}

Encoding SolverPool::plain_encoding() const {
  return options_.encoding == Encoding::reduced ? Encoding::extended : options_.encoding;
}

EncodeOptions SolverPool::encode_options(Encoding encoding, bool givens_as_units) const {
  EncodeOptions o;
  o.encoding = encoding;
  o.at_most_one = options_.at_most_one;
  o.givens_as_units = givens_as_units;
  o.repeat_pairs = false;  // the solver gains nothing from repeated clauses
  return o;
}

SatSearch SolverPool::lex_first_search(bool shared) const {
  SatSearch search;
  search.lex_first = true;
  search.shrink_learned = shared;
  search.many_assumptions = shared;
  search.overrides = lex_first_overrides_;
  return search;
}

SolverPool::Shared& SolverPool::shared(const Geometry& geometry, SolverUse use,
                                       const SatBudget& budget) {
  std::unique_ptr<Shared>& sh = shared_[slot_of(use)];
  if (!sh || !(sh->geometry == geometry)) {
    // A lex-first shared solver counts models too (count.cpp), which needs
    // no particular order: an untrusted search still serves there.
    sh = std::make_unique<Shared>(
        use == SolverUse::lex_first ? lex_first_search(true) : SatSearch{.many_assumptions = true});
    sh->geometry = geometry;
    DeadlineSink sink(sh->solver, budget);
    try {
      const Encoded e = encode(Grid(geometry), encode_options(plain_encoding(), false), sink);
      sh->map = e.map;
      sh->next_variable = e.variables;
    } catch (const LoadTimeout&) {
      sh.reset();  // half loaded: never reuse it
      throw;
    }
    // The self-test of the shared lex-first search, on this very solver when
    // it is the one the test is made for (the engine's 9x9 extended one).
    if (use == SolverUse::lex_first && !trusted_[1] && geometry == Geometry{3, 3}) {
      Shared& loaded = *sh;
      trusted_[1] = lex_first_verdict(lex_first_search(true), true, [&] {
                      return check_shared_lex_first(loaded.solver, loaded.map);
                    }).trusted;
    }
  }
  return *sh;
}

void SolverPool::drop_shared(SolverUse use) {
  shared_[slot_of(use)].reset();
}

void SolverPool::open_shared(SolverHandle& h, const Grid& puzzle, SolverUse use,
                             const SatBudget& budget) {
  Shared& sh = shared(puzzle.geometry(), use, budget);
  h.solver = &sh.solver;
  h.map = &sh.map;
  h.start = puzzle;
  h.next_variable = &sh.next_variable;
  if (use != SolverUse::core)  // a core's caller picks the givens it assumes
    for (int cell = 0; cell < puzzle.cells(); ++cell)
      if (const int d = puzzle.at(cell)) h.assumptions.push_back(sh.map.variable(cell, d));
}

void SolverPool::open_own(SolverHandle& h, const Puzzle& puzzle, SolverUse use,
                          const SatBudget& budget) {
  SatSearch search;
  EncodeOptions o;
  if (use == SolverUse::core) {
    o = encode_options(plain_encoding(), false);
    o.guard_rules = true;
  } else if (use == SolverUse::minimize) {
    // Givens come and go by assumption; variant formulas search better with
    // target phases (sat_backend.hpp).
    o = encode_options(Encoding::extended, false);
    o.at_most_one = AtMostOne::pairwise;
    search.target_phases = !puzzle.classic();
  } else if (use == SolverUse::cover) {
    // The whole plain formula with the givens as units: its models cover
    // candidates faster than the reduced one's. Variant formulas search
    // better with target phases (sat_backend.hpp).
    o = encode_options(Encoding::extended, true);
    o.at_most_one = AtMostOne::pairwise;
    search.target_phases = !puzzle.classic();
  } else if (!puzzle.classic()) {
    // The engine's plain encoding (extended for "sat" and "sat/reduced")
    // with the rules and the givens as units.
    o = encode_options(plain_encoding(), true);
    if (use == SolverUse::lex_first) {
      search = lex_first_search(false);
    } else {
      search.decide_in_order = true;
      search.target_phases = true;
    }
  } else {
    o = encode_options(Encoding::reduced, true);
    if (use == SolverUse::lex_first) {
      // Learned clauses are not shrunk (SatSearch::shrink_learned).
      search = lex_first_search(false);
      // Loading is most of an easy 25x25's cost: the lex-first search takes
      // the sequential counter for groups of 12 or more (AtMostOne::mixed),
      // which halves their clauses. CaDiCaL's own heuristics search more
      // slowly on the counter's chains (see encoder.cpp), so they keep
      // pairwise.
      if (o.at_most_one == AtMostOne::automatic) o.at_most_one = AtMostOne::mixed;
    } else {
      // First decisions from variable 1 upwards: first models lie near the
      // lexicographic minimum, fewer questions for the assumption method.
      search.decide_in_order = true;
      // Stable mode only on half-blank 36x36 puzzles, whose lex-min
      // questions are mostly hard satisfiable ones; 25x25 and below keep the
      // settings their public sets were tuned on.
      search.stable_only = alternates_in_rounds(puzzle);
    }
  }
  h.own = std::make_unique<SatBackend>(search);
  h.solver = h.own.get();
  DeadlineSink sink(*h.own, budget);
  Encoded e;
  if (!puzzle.classic() && use != SolverUse::core && use != SolverUse::minimize) {
    // Variant formulas load after root propagation (root_simplified.hpp).
    const int n = puzzle.side();
    RootSimplified simplified(n * n * n);
    e = encode(puzzle, o, simplified);
    // Every variable at once: CaDiCaL otherwise grows its tables as each
    // new one appears.
    h.own->reserve(e.variables);
    simplified.finish(sink);
  } else {
    e = encode(puzzle, o, sink);
  }
  h.own_map = std::move(e.map);
  h.map = &h.own_map;
  h.own_next_variable = e.variables;  // activation literals go above every other
  h.next_variable = &h.own_next_variable;
  h.start = e.fixed ? *e.fixed : puzzle.grid;
  if (!puzzle.classic() && !puzzle.rules->regions.empty()) h.regions = &puzzle.rules->regions;
  h.rule_selectors = std::move(e.rule_selectors);
}

bool SolverPool::open(SolverHandle& h, const Puzzle& puzzle, SolverUse use,
                      const SatBudget& budget) {
  try {
    const bool on_shared = use == SolverUse::core       ? puzzle.classic()
                           : use == SolverUse::minimize ? false
                                                        : shares(puzzle);
    if (on_shared && use == SolverUse::cover) {
      open_shared(h, puzzle.grid, SolverUse::heuristic, budget);
    } else if (on_shared) {
      open_shared(h, puzzle.grid, use == SolverUse::core ? SolverUse::heuristic : use, budget);
    } else {
      open_own(h, puzzle, use, budget);
    }
  } catch (const LoadTimeout&) {
    return false;
  }
  h.solver->set_budget(budget);
  h.calls_before = h.solver->solve_calls();
  h.conflicts_before = h.solver->conflicts();
  return true;
}

}  // namespace satdoku
