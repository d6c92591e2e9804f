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
#include "satdoku/sat_engine.hpp"

#include <cadical.hpp>

#include <chrono>
#include <optional>
#include <stdexcept>

#include "satdoku/explain.hpp"
#include "satdoku/lexmin.hpp"
#include "satdoku/sat_backend.hpp"

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

// The solver holding the empty grid of one size, and the next variable free
// for activation literals (see count()).
struct SharedSolver {
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
  std::uint64_t calls_before = 0;
  std::uint64_t conflicts_before = 0;

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
    return solve(classic_grid(puzzle), limits, /*smallest=*/true);
  }

  SolveResult any(const Puzzle& puzzle, const Limits& limits) override {
    return solve(classic_grid(puzzle), limits, /*smallest=*/false);
  }

  // Solve, block the model, repeat. On a shared solver the blocking clauses
  // carry an activation literal that is assumed for this call and retired
  // by a unit clause afterwards, so they never bind another puzzle.
  CountResult count(const Puzzle& whole, std::uint64_t limit, const Limits& limits) override {
    const Grid& puzzle = classic_grid(whole);
    CountResult result;
    if (limit < 1) limit = 1;
    if (auto bad = reject(puzzle)) {
      result.status = Status::solved;  // exactly zero completions
      return result;
    }
    const SatBudget budget = SatBudget::from(limits);
    std::optional<Session> opened;
    if (!try_open(opened, puzzle, budget)) return result;  // status unknown
    Session& s = *opened;
    const int activation = s.own ? 0 : ++shared_->next_variable;
    if (activation != 0) s.assumptions.push_back(activation);
    while (true) {
      s.solver->assume(s.assumptions);
      const SatAnswer answer = s.solver->solve();
      if (answer == SatAnswer::unknown) break;
      if (answer == SatAnswer::unsat) {
        result.status = Status::solved;
        break;
      }
      ++result.count;
      const Grid model = grid_from_model(*s.solver, *s.map, s.start);
      std::vector<int> block = differs_from(*s.map, s.start, model);
      if (result.count >= limit) {  // "at least limit", the rule of engine.hpp
        result.status = Status::solved;
        result.capped = true;
        break;
      }
      if (block.empty()) {  // no blank: the one completion is all there is
        result.status = Status::solved;
        break;
      }
      if (activation != 0) block.push_back(-activation);
      s.solver->add_clause(block);
    }
    if (activation != 0) s.solver->add_unit(-activation);
    result.stats = s.stats();
    return result;
  }

 private:
  // Puzzles the encoder cannot take.
  std::optional<SolveResult> reject(const Grid& puzzle) const {
    if (!puzzle.geometry().valid() ||
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
  SolveResult solve(const Grid& puzzle, const Limits& limits, bool smallest) {
    if (auto bad = reject(puzzle)) return *bad;
    const SatBudget budget = SatBudget::from(limits);
    SolveResult result;
    std::optional<Session> opened;
    if (!try_open(opened, puzzle, budget)) return result;  // status unknown
    Session& s = *opened;
    run(s, smallest, result);
    if (result.status == Status::no_solution) explain(puzzle, budget, result);
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

  SharedSolver& shared(const Geometry& geometry, const SatBudget& budget) {
    if (!shared_ || !(shared_->geometry == geometry)) {
      shared_ = std::make_unique<SharedSolver>();
      shared_->geometry = geometry;
      DeadlineSink sink(shared_->solver, budget);
      try {
        const Encoded e = encode(Grid(geometry), encode_options(plain_encoding(), false), sink);
        shared_->map = e.map;
        shared_->next_variable = e.variables;
      } catch (const LoadTimeout&) {
        shared_.reset();  // half loaded: never reuse it
        throw;
      }
    }
    return *shared_;
  }

  // Opens a session for the puzzle on the solver the engine picks for it;
  // false when the deadline passed while the formula was loading.
  bool try_open(std::optional<Session>& opened, const Grid& puzzle, const SatBudget& budget) {
    try {
      open(opened.emplace(), puzzle, budget, use_shared(puzzle));
      return true;
    } catch (const LoadTimeout&) {
      return false;
    }
  }

  // Fills `s` in place: it holds pointers into itself (map -> own_map).
  void open(Session& s, const Grid& puzzle, const SatBudget& budget, bool use_shared_solver) {
    if (use_shared_solver) {
      SharedSolver& sh = shared(puzzle.geometry(), budget);
      s.solver = &sh.solver;
      s.map = &sh.map;
      s.start = puzzle;
      for (int cell = 0; cell < puzzle.cells(); ++cell)
        if (const int d = puzzle.at(cell)) s.assumptions.push_back(sh.map.variable(cell, d));
    } else {
      s.own = std::make_unique<SatBackend>(/*decide_in_order=*/true);
      s.solver = s.own.get();
      DeadlineSink sink(*s.own, budget);
      Encoded e = encode(puzzle, encode_options(Encoding::reduced, true), sink);
      s.own_map = std::move(e.map);
      s.map = &s.own_map;
      s.start = *e.fixed;
    }
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
      loaded = &shared(puzzle.geometry(), budget);
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

  SatOptions options_;
  std::unique_ptr<SharedSolver> shared_;
};

}  // namespace

std::unique_ptr<Engine> make_sat_engine(SatOptions options) {
  return std::make_unique<SatEngine>(options);
}

std::string cadical_version() {
  return CaDiCaL::Solver::version();
}

}  // namespace satdoku
