#include "sat/sat_backend.hpp"

#include <cadical.hpp>

#include <climits>
#include <stdexcept>
#include <string>

#include "core/deadline.hpp"

namespace satdoku {

namespace {

// Stops a solve() once the wall-clock deadline has passed or a stop was
// asked for (Ctrl-C). CaDiCaL polls it every 10th step of its search loop
// (option terminateint); a clock read costs far less than those steps, so it
// is read at every poll.
class DeadlineTerminator final : public CaDiCaL::Terminator {
 public:
  bool terminate() override { return budget_.spent(); }
  void set(const SatBudget& budget) { budget_ = budget; }
  bool passed() const { return budget_.spent(); }

 private:
  SatBudget budget_;
};

// CaDiCaL 1.5.3 has no statistics getter; it hands every learned clause to a
// connected Learner, one per conflict, so counting them counts conflicts.
// Returning false declines the literals, which keeps the hook cheap.
class ConflictCounter final : public CaDiCaL::Learner {
 public:
  bool learning(int) override {
    ++count_;
    return false;
  }
  void learn(int) override {}
  std::uint64_t count() const { return count_; }

 private:
  std::uint64_t count_ = 0;
};

[[noreturn]] [[gnu::cold]] [[gnu::noinline]] void misuse(const char* what) {
  throw std::logic_error(std::string("SatBackend: ") + what);
}

// Checked on every literal loaded (hundreds of thousands for a 25x25): the
// test stays inline and the throw out of line.
inline void require(bool ok, const char* what) {
  if (!ok) [[unlikely]]
    misuse(what);
}

// Settings under which CaDiCaL's first model is the lexicographically
// largest assignment (variables in its internal order, true first). CaDiCaL
// 1.5.3 maps external variables to internal ones in index order (meeting
// variable v maps every unmapped one up to v, External::init), so auxiliary
// variables numbered above the problem ones come after them: they are only
// decided once every problem variable has a value, and only propagated
// before. With bumping off the decision queue never
// moves, so each decision takes the first unassigned variable of that order
// and sets it true; every other value is propagated from earlier decisions,
// assumptions and the constraint, through clauses implied by the formula.
// So in the model each false variable is false in every model that agrees
// with it on the variables before it: no model is larger. Restarts,
// chronological backtracking, probing, subsumption and vivification keep
// this (they only add implied clauses or re-make the same decisions). What
// would break it is off: lucky phases and local search (models found another
// way), rephasing, variable elimination and equivalent-literal substitution
// (values rebuilt after the search), and score-based decisions.
void lex_first_options(CaDiCaL::Solver& solver, bool shrink) {
  for (const char* off :
       {"bump", "score", "stabilize", "lucky", "walk", "rephase", "elim", "decompose"})
    solver.set(off, 0);
  solver.set("reverse", 1);
  solver.set("phase", 1);
  solver.set("forcephase", 1);
  // Cheaper conflicts: each given is an assumption level of its own, so
  // learned clauses span many levels and the full minimize and shrink
  // passes cost more than they save.
  solver.set("shrink", shrink ? 2 : 0);
  // Shrinking sorts each level's block with a plain sort, not CaDiCaL's
  // radix heap ("Reap"), which costs more than it saves on blocks this
  // small.
  solver.set("shrinkreap", 0);
  solver.set("minimize", 0);
  solver.set("chrono", 0);
  solver.set("eagersubsume", 0);
}

}  // namespace

bool SatBudget::spent() const {
  if (stop && stop->load(std::memory_order_relaxed)) return true;
  if (stop_too && stop_too->load(std::memory_order_relaxed)) return true;
  return deadline && std::chrono::steady_clock::now() >= *deadline;
}

SatBudget SatBudget::from(const Limits& limits) {
  SatBudget budget;
  budget.deadline = deadline_of(limits);
  budget.conflicts = limits.conflicts;
  budget.stop = limits.stop;
  budget.stop_too = limits.stop_too;
  return budget;
}

struct SatBackend::Impl {
  CaDiCaL::Solver solver;
  DeadlineTerminator terminator;
  ConflictCounter counter;
  SatBudget budget;
  std::uint64_t conflicts_at_budget = 0;
  bool terminator_connected = false;

  bool in(int states) const { return (solver.state() & states) != 0; }
};

SatBackend::SatBackend(SatSearch search) : impl_(std::make_unique<Impl>()) {
  // Options may only be set before the first clause. CaDiCaL prints some
  // messages to stdout unless quiet (e.g. "found falsified original clause"
  // when a blocking clause is already false); the library never prints.
  impl_->solver.set("quiet", 1);
  // CaDiCaL times its phases for statistics we never print, by default with
  // a getrusage() system call at each start and end; the wall clock needs
  // none, and profiling level 0 keeps only the solve's own timing.
  impl_->solver.set("realtime", 1);
  impl_->solver.set("profile", 0);
  if (search.decide_in_order) impl_->solver.set("reverse", 1);
  if (search.target_phases) impl_->solver.set("target", 2);
  if (search.stable_only) impl_->solver.set("stabilizeonly", 1);
  if (search.lex_first) lex_first_options(impl_->solver, search.shrink_learned);
  if (search.many_assumptions) {
    if (!search.lex_first) {
      // Full shrinking (3) with a plain sort instead of the radix heap: the
      // cheaper count to 2.
      impl_->solver.set("shrink", 3);
      impl_->solver.set("shrinkreap", 0);
      for (const char* off : {"minimize", "chrono", "eagersubsume"}) impl_->solver.set(off, 0);
    }
    for (const char* off : {"probe", "subsume", "vivify", "ternary"}) impl_->solver.set(off, 0);
  }
  for (const auto& [name, value] : search.overrides)
    if (!impl_->solver.set(name.c_str(), value)) misuse("unknown CaDiCaL option");
  lex_first_ = search.lex_first;
  impl_->solver.connect_learner(&impl_->counter);
}

SatBackend::~SatBackend() = default;

void SatBackend::add_clause(std::span<const int> literals) {
  require(impl_->in(CaDiCaL::READY), "add_clause outside READY");
  for (int lit : literals) {
    require(lit != 0 && lit != INT_MIN, "invalid literal");
    impl_->solver.add(lit);
  }
  impl_->solver.add(0);
}

void SatBackend::reserve(int count) {
  require(impl_->in(CaDiCaL::READY), "reserve outside READY");
  impl_->solver.reserve(count);
}

void SatBackend::add_unit(int literal) {
  add_clause(std::span<const int>(&literal, 1));
}

void SatBackend::assume(int literal) {
  require(impl_->in(CaDiCaL::READY), "assume outside READY");
  require(literal != 0 && literal != INT_MIN, "invalid literal");
  impl_->solver.assume(literal);
}

void SatBackend::assume(std::span<const int> literals) {
  for (int lit : literals) assume(lit);
}

void SatBackend::constrain(std::span<const int> literals) {
  require(impl_->in(CaDiCaL::READY), "constrain outside READY");
  require(!literals.empty(), "empty constraint");
  for (int lit : literals) {
    require(lit != 0 && lit != INT_MIN, "invalid literal");
    impl_->solver.constrain(lit);
  }
  impl_->solver.constrain(0);
}

SatAnswer SatBackend::solve() {
  Impl& s = *impl_;
  require(s.in(CaDiCaL::READY), "solve outside READY");
  if (s.budget.spent()) {
    exhausted_ = true;
    s.solver.reset_assumptions();
    s.solver.reset_constraint();
    return SatAnswer::unknown;
  }
  if (s.budget.conflicts > 0) {
    const auto spent = static_cast<std::int64_t>(s.counter.count() - s.conflicts_at_budget);
    const std::int64_t left = s.budget.conflicts - spent;
    if (left <= 0) {
      exhausted_ = true;
      s.solver.reset_assumptions();
      s.solver.reset_constraint();
      return SatAnswer::unknown;
    }
    s.solver.limit("conflicts", left > INT_MAX ? INT_MAX : static_cast<int>(left));
  }
  ++solve_calls_;
  const int answer = s.solver.solve();
  if (answer == 10) return SatAnswer::sat;
  if (answer == 20) return SatAnswer::unsat;
  // CaDiCaL 1.5.3 keeps the constraint of a solve() stopped by a limit, so
  // it would silently bind the next call (measured: a later puzzle on the
  // shared solver came out "unsatisfiable"). Drop it, and the assumptions.
  s.solver.reset_assumptions();
  s.solver.reset_constraint();
  exhausted_ = true;
  return SatAnswer::unknown;
}

bool SatBackend::is_true(int literal) const {
  require(impl_->in(CaDiCaL::SATISFIED), "value read outside SATISFIED");
  return impl_->solver.val(literal) > 0;
}

bool SatBackend::failed(int literal) const {
  require(impl_->in(CaDiCaL::UNSATISFIED), "failed() outside UNSATISFIED");
  return impl_->solver.failed(literal);
}

int SatBackend::fixed(int literal) const {
  require(impl_->in(CaDiCaL::VALID), "fixed() outside VALID");
  return impl_->solver.fixed(literal);
}

void SatBackend::set_budget(const SatBudget& budget) {
  Impl& s = *impl_;
  require(s.in(CaDiCaL::VALID), "set_budget outside VALID");
  s.budget = budget;
  s.conflicts_at_budget = s.counter.count();
  exhausted_ = false;
  s.terminator.set(budget);
  // Connected only while needed: CaDiCaL then skips the polling entirely.
  const bool needed = budget.deadline || budget.stop || budget.stop_too;
  if (needed && !s.terminator_connected) {
    s.solver.connect_terminator(&s.terminator);
    s.terminator_connected = true;
  } else if (!needed && s.terminator_connected) {
    s.solver.disconnect_terminator();
    s.terminator_connected = false;
  }
}

std::uint64_t SatBackend::conflicts() const {
  return impl_->counter.count();
}

}  // namespace satdoku
