// The SAT engine: picks a solver for the puzzle, then runs the lex-min
// method, a single solve, or a counting loop on it.
//
// Two ways to hold a puzzle, chosen by measurement (see bench/sat_bench.cpp):
// - shared: one solver per grid size holds the empty grid's plain formula and
//   each puzzle's givens are assumptions. Loading CaDiCaL costs about 2,000
//   instructions per clause, far more than solving an easy 9x9, so loading
//   the 12k clauses once is what makes 9x9 fast.
// - own: a new solver holds the puzzle's reduced formula (givens and their
//   eliminations applied). On larger grids the search dominates, and it runs
//   several times faster on the smaller formula than under assumptions.
// A puzzle with variant rules always gets a new solver of its own holding its
// plain encoding (extended unless the engine is sat/minimal or sat/efficient;
// the reduced one takes no rules) with its rules and givens, so the shared
// solvers, and classic speed, are untouched by them.
#include "satdoku/sat_engine.hpp"

#include <cadical.hpp>

#include <chrono>
#include <optional>
#include <stdexcept>

#include "sat/explain.hpp"
#include "sat/lexmin.hpp"
#include "sat/sat_backend.hpp"

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
    if ((budget_.deadline || budget_.stop) && (++added_ & 4095) == 0 && budget_.spent())
      throw LoadTimeout{};
    to_.add_clause(literals);
  }

 private:
  ClauseSink& to_;
  const SatBudget& budget_;
  std::uint64_t added_ = 0;
};

}  // namespace

namespace {

// Largest side solved on the shared solver when the engine adapts.
constexpr int kSharedUpTo = 9;
// Largest side whose lex-first search is capped (SatOptions::lex_first_cap)
// and falls back to CaDiCaL's own heuristics past the cap; see solve().
constexpr int kFallbackUpTo = 25;

// Which shared solver (see SatEngine::shared_), or which search a puzzle's
// own solver gets.
enum Kind { kAny = 0, kLexFirst = 1 };

// The solver holding the empty grid of one size, and the next variable free
// for activation literals (see count()).
struct SharedSolver {
  explicit SharedSolver(SatSearch search) : solver(search) {}
  Geometry geometry;
  SatBackend solver;
  VariableMap map;
  int next_variable = 0;
};

// One puzzle's view of a solver: which solver, what it assumes each time,
// which cells are settled, and the counters at the start (a shared solver's
// counters run across puzzles).
struct Session {
  // `map` may point at `own_map`: a Session never moves.
  Session() = default;
  Session(const Session&) = delete;
  Session& operator=(const Session&) = delete;

  std::unique_ptr<SatBackend> own;  // set when the solver is this puzzle's own
  SatBackend* solver = nullptr;
  VariableMap own_map;
  const VariableMap* map = nullptr;
  Grid start;
  std::vector<int> assumptions;
  const std::vector<int>* regions = nullptr;  // jigsaw regions, for lex-min
  std::uint64_t calls_before = 0;
  std::uint64_t conflicts_before = 0;
  int next_variable = 0;  // own solver: the last variable in use (activation literals follow)

  EngineStats stats() const {
    EngineStats s;
    s.sat_calls = solver->solve_calls() - calls_before;
    s.conflicts = solver->conflicts() - conflicts_before;
    return s;
  }
};

// A value outside 1..N can never hold; it is its own (one-given) core.
std::optional<Given> impossible_given(const Grid& puzzle) {
  for (int cell = 0; cell < puzzle.cells(); ++cell)
    if (puzzle.at(cell) > puzzle.side()) return Given{cell, puzzle.at(cell)};
  return std::nullopt;
}

class SatEngine final : public Engine {
 public:
  explicit SatEngine(SatOptions options) : options_(options) {}

  std::string name() const override {
    if (options_.encoding == Encoding::extended && options_.adaptive) return "sat";
    return "sat/" + std::string(to_string(options_.encoding));
  }

  SolveResult smallest(const Puzzle& puzzle, const Limits& limits) override {
    return solve(puzzle, limits, /*smallest=*/true);
  }

  SolveResult any(const Puzzle& puzzle, const Limits& limits) override {
    return solve(puzzle, limits, /*smallest=*/false);
  }

  // Solve, block the model, repeat, within a cube: assumptions that fix a
  // prefix of blank cells (none at first). Blocking clauses carry the cube's
  // activation literal, assumed while it is counted and retired by a unit
  // clause afterwards, so they never bind another cube or puzzle. A clause
  // per model is not free (a million models of the empty 9x9 held 240 MB),
  // so a cube stops at count_cube_cap models (SatOptions): its count is dropped, its clauses
  // retired, and it is split on its next blank cell into one cube per digit,
  // counted afresh. Retired clauses still fill the solver until CaDiCaL
  // collects them, which it may not do soon: after count_rebuild_after the
  // solver is rebuilt. Memory stays flat; a count far past the cap pays
  // for recounting (measured: 16,842 models in 5.6 s instead of 3.8 s), and small limits (2, the
  // uniqueness check) run exactly as before.
  CountResult count(const Puzzle& whole, std::uint64_t limit, const Limits& limits) override {
    const Grid& puzzle = whole.grid;
    CountResult result;
    if (limit < 1) limit = 1;
    if (auto bad = reject(puzzle)) {
      result.status = Status::solved;  // exactly zero completions
      return result;
    }
    const SatBudget budget = SatBudget::from(limits);
    std::optional<Session> opened;
    if (!try_open(opened, whole, budget, kAny)) return result;  // status unknown
    struct Cube {
      std::vector<int> literals;  // (cell, digit) variables assumed true
      int next_cell = 0;          // cells before it are settled by the literals
    };
    std::vector<Cube> cubes(1);
    EngineStats spent;          // of solvers rebuilt along the way
    std::uint64_t retired = 0;  // blocking clauses retired on the current solver
    std::uint64_t total = 0;
    auto add_stats = [&spent](const EngineStats& s) {
      spent.sat_calls += s.sat_calls;
      spent.conflicts += s.conflicts;
    };
    while (!cubes.empty()) {
      const Cube cube = std::move(cubes.back());
      cubes.pop_back();
      if (retired > options_.count_rebuild_after) {
        add_stats(opened->stats());
        const bool was_shared = opened->own == nullptr;
        opened.reset();
        if (was_shared) shared_[kAny].reset();
        retired = 0;
        if (!try_open(opened, whole, budget, kAny)) {
          result.stats = spent;
          return result;  // status unknown
        }
      }
      Session& s = *opened;
      const int activation = ++(s.own ? s.next_variable : shared_[kAny]->next_variable);
      std::vector<int> assumptions = s.assumptions;
      assumptions.insert(assumptions.end(), cube.literals.begin(), cube.literals.end());
      assumptions.push_back(activation);
      std::uint64_t here = 0;
      bool done = false;  // the count is over: a limit, or the cap on the count
      for (;;) {
        s.solver->assume(assumptions);
        const SatAnswer answer = s.solver->solve();
        if (answer == SatAnswer::unknown) {
          done = true;
          break;
        }
        if (answer == SatAnswer::unsat) break;
        ++total;
        ++here;
        const Grid model = grid_from_model(*s.solver, *s.map, s.start);
        std::vector<int> block = differs_from(*s.map, s.start, model);
        if (total >= limit) {  // "at least limit", the rule of engine.hpp
          result.status = Status::solved;
          result.capped = true;
          done = true;
          break;
        }
        if (block.empty()) break;  // no blank: the one completion is all there is
        if (here >= options_.count_cube_cap && split(s, cube, cubes)) {
          total -= here;
          break;
        }
        block.push_back(-activation);
        s.solver->add_clause(block);
      }
      s.solver->add_unit(-activation);
      retired += here;
      if (done) break;
      if (cubes.empty()) result.status = Status::solved;
    }
    result.count = total;
    add_stats(opened->stats());
    result.stats = spent;
    return result;
  }

 private:
  // Splits a cube on its first blank cell not yet settled: one cube per
  // digit the solver has a variable for. False when no cell is left.
  template <class Cube>
  static bool split(const Session& s, const Cube& cube, std::vector<Cube>& cubes) {
    int cell = cube.next_cell;
    while (cell < s.start.cells() && s.start.at(cell) != 0) ++cell;
    if (cell >= s.start.cells()) return false;
    for (int digit = s.start.side(); digit >= 1; --digit) {  // smallest on top
      const int v = s.map->variable(cell, digit);
      if (v == 0) continue;
      Cube sub{cube.literals, cell + 1};
      sub.literals.push_back(v);
      cubes.push_back(std::move(sub));
    }
    return true;
  }

  // Puzzles the encoder cannot take.
  std::optional<SolveResult> reject(const Grid& puzzle) const {
    if (!puzzle.geometry().solvable() ||
        puzzle.values().size() != static_cast<std::size_t>(puzzle.cells()))
      throw std::invalid_argument("sat engine: unsupported grid geometry");
    if (auto g = impossible_given(puzzle)) {
      SolveResult r;
      r.status = Status::no_solution;
      r.core = {*g};
      return r;
    }
    return std::nullopt;
  }

  // smallest or any, then the explanation when there is no completion.
  SolveResult solve(const Puzzle& whole, const Limits& limits, bool smallest) {
    const Grid& puzzle = whole.grid;
    if (auto bad = reject(puzzle)) return *bad;
    const SatBudget budget = SatBudget::from(limits);
    SolveResult result;
    std::optional<Session> opened;
    // Lex-first search only on the extended encoding: the weaker ones
    // propagate too little for its fixed decision order (sat/minimal on
    // 400 17clue puzzles: 44 s instead of under a second).
    // On a puzzle's own solver (grids above 9x9) the fixed order is cheap on
    // most puzzles but can take far longer than the lex-min questions with
    // CaDiCaL's own heuristics (a 25x25 of the many-completion set: 32.7k
    // conflicts against 11.4k). It gets lex_first_cap conflicts; past them
    // the puzzle is solved again on a fresh solver the old way. Sparse grids
    // take the fixed order too, now that it loads sequential counters
    // (AtMostOne::mixed): the empty 25x25 needs 1,045 conflicts in it (1.1 s
    // the old way, 258 calls), and 11 of 12 random 25x25 puzzles with 5-15%
    // of the cells given took 50-514 conflicts and a third to a tenth of the
    // old way's time; the twelfth runs past the cap and falls back.
    const bool own = whole.classic() && !use_shared(puzzle);
    const bool lex_first =
        smallest && plain_encoding() == Encoding::extended && (own || puzzle.side() <= kSharedUpTo);
    // Above 25x25 the fallback costs more than any cap could save: the
    // empty 36x36 takes 48k conflicts (about 4 s) in the fixed order, while
    // the fallback loads 3.27M pairwise clauses and had no answer in 590 s.
    const bool capped = lex_first && own && puzzle.side() <= kFallbackUpTo &&
                        (budget.conflicts <= 0 || budget.conflicts > options_.lex_first_cap);
    SatBudget attempt = budget;
    if (capped) attempt.conflicts = options_.lex_first_cap;
    if (!try_open(opened, whole, attempt, lex_first ? kLexFirst : kAny))
      return result;  // status unknown
    run(*opened, smallest, result);
    if (capped && result.status == Status::unknown && !budget.spent()) {
      // Only the cap stopped it: what is left of the caller's budget goes on.
      const EngineStats spent = result.stats;
      SatBudget rest = budget;
      if (rest.conflicts > 0) {
        rest.conflicts -= static_cast<std::int64_t>(spent.conflicts);
        if (rest.conflicts <= 0) return result;  // unknown: the caller's conflicts are spent too
      }
      opened.reset();
      if (!try_open(opened, whole, rest, kAny)) return result;
      run(*opened, smallest, result);
      result.stats.sat_calls += spent.sat_calls;
      result.stats.conflicts += spent.conflicts;
    }
    if (result.status == Status::no_solution) {
      if (whole.classic()) {
        explain(puzzle, budget, result);
      } else {
        explain_rules(whole, budget, result);
      }
    }
    return result;
  }

  // The lex-min method or one solve on a prepared session.
  static void run(Session& s, bool smallest, SolveResult& result) {
    if (smallest) {
      LexMinSetup setup;
      setup.map = s.map;
      setup.start = &s.start;
      setup.assumptions = s.assumptions;
      setup.commit_as_units = s.own != nullptr;
      setup.regions = s.regions;
      LexMinResult found = lex_min(*s.solver, setup);
      result.status = found.status;
      result.solution = std::move(found.solution);
    } else {
      s.solver->assume(s.assumptions);
      const SatAnswer answer = s.solver->solve();
      result.status = Status::unknown;
      if (answer == SatAnswer::sat) {
        result.status = Status::solved;
        result.solution = grid_from_model(*s.solver, *s.map, s.start);
      } else if (answer == SatAnswer::unsat) {
        result.status = Status::no_solution;
      }
    }
    result.stats = s.stats();
  }

  // The plain encoding the shared solver holds (the reduced one has no
  // empty-grid form: its parent is the extended encoding).
  Encoding plain_encoding() const {
    return options_.encoding == Encoding::reduced ? Encoding::extended : options_.encoding;
  }

  bool use_shared(const Grid& puzzle) const {
    if (options_.encoding == Encoding::reduced) return false;
    if (options_.encoding == Encoding::extended && options_.adaptive)
      return puzzle.side() <= kSharedUpTo;
    return true;
  }

  SharedSolver& shared(const Geometry& geometry, const SatBudget& budget, Kind kind) {
    std::unique_ptr<SharedSolver>& sh = shared_[kind];
    if (!sh || !(sh->geometry == geometry)) {
      sh = std::make_unique<SharedSolver>(SatSearch{.lex_first = kind == kLexFirst});
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
    }
    return *sh;
  }

  // Opens a session for the puzzle on the solver the engine picks for it;
  // false when the deadline passed while the formula was loading.
  bool try_open(std::optional<Session>& opened, const Puzzle& puzzle, const SatBudget& budget,
                Kind kind) {
    try {
      if (!puzzle.classic()) {
        open_variant(opened.emplace(), puzzle, budget);
      } else {
        open(opened.emplace(), puzzle.grid, budget, use_shared(puzzle.grid), kind);
      }
      return true;
    } catch (const LoadTimeout&) {
      return false;
    }
  }

  // Fills `s` in place: it holds pointers into itself (map -> own_map).
  void open(Session& s, const Grid& puzzle, const SatBudget& budget, bool use_shared_solver,
            Kind kind) {
    if (use_shared_solver) {
      SharedSolver& sh = shared(puzzle.geometry(), budget, kind);
      s.solver = &sh.solver;
      s.map = &sh.map;
      s.start = puzzle;
      for (int cell = 0; cell < puzzle.cells(); ++cell)
        if (const int d = puzzle.at(cell)) s.assumptions.push_back(sh.map.variable(cell, d));
    } else {
      const bool lex_first = kind == kLexFirst;
      s.own = std::make_unique<SatBackend>(
          lex_first ? SatSearch{.lex_first = true, .shrink_learned = false}
                    : SatSearch{.decide_in_order = true});
      s.solver = s.own.get();
      DeadlineSink sink(*s.own, budget);
      EncodeOptions o = encode_options(Encoding::reduced, true);
      // Loading is most of an easy 25x25's cost (CaDiCaL spends about 1,600
      // instructions on each binary clause, freeing included): the lex-first
      // search takes the sequential counter for groups of 12 or more
      // (AtMostOne::mixed), which halves their clauses. On the 13 easier
      // puzzles of 25x25_multisol14: 12% fewer instructions (callgrind), 16x16
      // sets unchanged. CaDiCaL's own heuristics (the fallback below) search
      // more slowly on the counter's chains (see encoder.cpp), so they keep
      // pairwise clauses.
      if (lex_first && o.at_most_one == AtMostOne::automatic) o.at_most_one = AtMostOne::mixed;
      Encoded e = encode(puzzle, o, sink);
      s.own_map = std::move(e.map);
      s.map = &s.own_map;
      s.next_variable = e.variables;
      s.start = *e.fixed;
    }
    s.solver->set_budget(budget);
    s.calls_before = s.solver->solve_calls();
    s.conflicts_before = s.solver->conflicts();
  }

  // A puzzle with rules: its own solver, the engine's plain encoding
  // (extended for "sat" and "sat/reduced") with the rules and the givens as
  // units.
  void open_variant(Session& s, const Puzzle& puzzle, const SatBudget& budget) {
    s.own = std::make_unique<SatBackend>(SatSearch{.decide_in_order = true, .target_phases = true});
    s.solver = s.own.get();
    DeadlineSink sink(*s.own, budget);
    Encoded e = encode(puzzle, encode_options(plain_encoding(), true), sink);
    s.own_map = std::move(e.map);
    s.map = &s.own_map;
    s.next_variable = e.variables;  // activation literals go above the rules' own
    s.start = puzzle.grid;
    if (!puzzle.rules->regions.empty()) s.regions = &puzzle.rules->regions;
    s.solver->set_budget(budget);
    s.calls_before = s.solver->solve_calls();
    s.conflicts_before = s.solver->conflicts();
  }

  EncodeOptions encode_options(Encoding encoding, bool givens_as_units) const {
    EncodeOptions o;
    o.encoding = encoding;
    o.at_most_one = options_.at_most_one;
    o.givens_as_units = givens_as_units;
    o.repeat_pairs = false;  // the solver gains nothing from repeated clauses
    return o;
  }

  // Fills the core of an unsolvable puzzle on the shared solver of its size,
  // within what is left of the budget; if that runs out the core stays empty
  // rather than holding a set that is not minimal.
  void explain(const Grid& puzzle, SatBudget budget, SolveResult& result) {
    if (auto core = clash_core(puzzle)) {  // before paying for a solver
      result.core = std::move(*core);
      return;
    }
    if (budget.conflicts > 0) {
      budget.conflicts -= static_cast<std::int64_t>(result.stats.conflicts);
      if (budget.conflicts <= 0) return;
    }
    SharedSolver* loaded = nullptr;
    try {
      loaded = &shared(puzzle.geometry(), budget, kAny);
    } catch (const LoadTimeout&) {
      return;  // no time left to explain
    }
    SharedSolver& sh = *loaded;
    sh.solver.set_budget(budget);
    const CoreSearch found = minimal_core(puzzle, sh.solver, sh.map);
    result.stats.sat_calls += found.sat_calls;
    result.stats.conflicts += found.conflicts;
    if (found.core) result.core = *found.core;
  }

  // The core of an unsolvable puzzle with rules: a solver of its own whose
  // rules are guarded by selectors and whose givens are assumed.
  static void explain_rules(const Puzzle& puzzle, SatBudget budget, SolveResult& result) {
    if (budget.conflicts > 0) {
      budget.conflicts -= static_cast<std::int64_t>(result.stats.conflicts);
      if (budget.conflicts <= 0) return;
    }
    SatBackend solver;
    EncodeOptions o;
    o.givens_as_units = false;
    o.repeat_pairs = false;
    o.guard_rules = true;
    Encoded encoded;
    try {
      DeadlineSink sink(solver, budget);
      encoded = encode(puzzle, o, sink);
    } catch (const LoadTimeout&) {
      return;  // no time left to explain
    }
    solver.set_budget(budget);
    CoreSearch found = minimal_core(puzzle, solver, encoded);
    result.stats.sat_calls += found.sat_calls;
    result.stats.conflicts += found.conflicts;
    if (found.core) {
      result.core = std::move(*found.core);
      result.core_rules = std::move(found.rules);
    }
  }

  SatOptions options_;
  // One shared solver per use: kLexFirst answers smallest() in one call;
  // kAny, with CaDiCaL's own heuristics, serves any(), count() and the
  // cores of unsolvable puzzles (their refutations need bumping).
  std::unique_ptr<SharedSolver> shared_[2];
};

}  // namespace

std::unique_ptr<Engine> make_sat_engine(SatOptions options) {
  return std::make_unique<SatEngine>(options);
}

std::string cadical_version() {
  return CaDiCaL::Solver::version();
}

}  // namespace satdoku
