// Candidates, units and the propagation loop of the rule solver; the
// propagators of constraints on several cells live in rule_sum.cpp,
// rule_sets.cpp, rule_sandwich.cpp and rule_automaton.cpp.
#include "rule_solver.hpp"

#include <bit>

#include "rule_tuning.hpp"

namespace satdoku::native {
namespace {

bool single(DigitSet m) {
  return (m & (m - 1)) == 0;
}

}  // namespace

RuleSolver::RuleSolver(Geometry geometry, const Lowered& lowered)
    : tables_(geometry, lowered),
      full_((DigitSet{1} << geometry.side()) - 1),
      cell_queued_(static_cast<std::size_t>(geometry.cells())),
      constraint_queued_(tables_.constraints().size()),
      slot_queued_(static_cast<std::size_t>(tables_.units()) * geometry.side()) {}

void RuleSolver::reset_queues() {
  for (std::size_t i = changed_head_; i < changed_.size(); ++i) cell_queued_[changed_[i]] = 0;
  for (std::size_t i = pending_head_; i < pending_.size(); ++i) constraint_queued_[pending_[i]] = 0;
  for (std::size_t i = locked_head_; i < locked_.size(); ++i) slot_queued_[locked_[i]] = 0;
  solved_.clear();
  hidden_.clear();
  locked_.clear();
  changed_.clear();
  pending_.clear();
  solved_head_ = hidden_head_ = changed_head_ = pending_head_ = locked_head_ = 0;
}

bool RuleSolver::init(State& state, const Grid& puzzle) {
  const int n = tables_.side();
  state.cand.assign(static_cast<std::size_t>(cells()), full_);
  state.places.assign(static_cast<std::size_t>(tables_.units()) * n, static_cast<std::uint8_t>(n));
  state.unsolved = cells();
  reset_queues();
  reset_weights();
  for (int cell = 0; cell < cells(); ++cell) {
    if (!keep(state, cell, tables_.initial(cell))) return false;
    const int v = puzzle.at(cell);
    if (v == 0) continue;
    if (v < 1 || v > n || !keep(state, cell, DigitSet{1} << (v - 1))) return false;
  }
  // Every relation and constraint looks once at the starting candidates.
  for (int cell = 0; cell < cells(); ++cell) {
    if (tables_.reactive(cell) && !cell_queued_[cell]) {
      cell_queued_[cell] = 1;
      changed_.push_back(cell);
    }
  }
  for (int id = 0; id < static_cast<int>(tables_.constraints().size()); ++id) {
    if (!constraint_queued_[id]) {
      constraint_queued_[id] = 1;
      pending_.push_back(id);
    }
  }
  return propagate(state);
}

bool RuleSolver::assign(State& state, int cell, int digit) {
  const DigitSet bit = DigitSet{1} << (digit - 1);
  const DigitSet c = state.cand[cell];
  if (!(c & bit)) return false;
  if (c == bit) return true;
  reset_queues();
  return remove(state, cell, c & ~bit) && propagate(state);
}

bool RuleSolver::eliminate(State& state, int cell, int digit) {
  const DigitSet bit = DigitSet{1} << (digit - 1);
  if (!(state.cand[cell] & bit)) return true;
  reset_queues();
  return remove(state, cell, bit) && propagate(state);
}

bool RuleSolver::below(State& state) {
  for (int cell = 0; cell < cells(); ++cell) {
    const DigitSet bound = bound_[cell], c = state.cand[cell];
    if (c == bound) continue;
    const DigitSet above = c & ~((bound << 1) - 1);
    if (above == 0) return true;  // a smaller digit is left: anything after goes
    if (above == c) return false;
    reset_queues();
    if (!remove(state, cell, above) || !propagate(state)) return false;
    --cell;  // the same cell again: equal to the bound now, or smaller
  }
  return false;  // the bound itself
}

bool RuleSolver::remove(State& state, int cell, DigitSet digits) {
  const int n = tables_.side();
  const DigitSet c = state.cand[cell];
  digits &= c;
  if (digits == 0) return true;
  const DigitSet left = c & ~digits;
  if (left == 0) return blame(cell);
  state.cand[cell] = left;
  ++removals_;
  const std::span<const int> units = tables_.units_of(cell);
  for (DigitSet m = digits; m != 0; m &= m - 1) {
    const int d = std::countr_zero(m);
    for (const int u : units) {
      const int slot = u * n + d;
      const int left_here = --state.places[slot];
      if (left_here > 1) {
        if (locked_on_ && left_here <= rule_tuning::kLockedMaxPlaces && !slot_queued_[slot]) {
          slot_queued_[slot] = 1;
          locked_.push_back(slot);
        }
        continue;
      }
      if (left_here == 0) return blame(cell);  // the unit lost its last place for d
      hidden_.push_back(slot);
    }
  }
  if (single(left)) {
    solved_.push_back(cell);
    --state.unsolved;
  }
  if (tables_.reactive(cell) && !cell_queued_[cell]) {
    cell_queued_[cell] = 1;
    changed_.push_back(cell);
  }
  return true;
}

// Cheap deductions first (singles, then two-cell relations, then locked
// candidates), the costlier constraints on several cells only once those
// have nothing left to say.
bool RuleSolver::propagate(State& state) {
  for (;;) {
    if (solved_head_ < solved_.size()) {
      if (!solved_cell(state, solved_[solved_head_++])) return false;
    } else if (hidden_head_ < hidden_.size()) {
      if (!hidden_single(state, hidden_[hidden_head_++])) return false;
    } else if (changed_head_ < changed_.size()) {
      const int cell = changed_[changed_head_++];
      cell_queued_[cell] = 0;
      if (!changed_cell(state, cell)) return false;
    } else if (locked_head_ < locked_.size()) {
      const int slot = locked_[locked_head_++];
      slot_queued_[slot] = 0;
      if (!locked(state, slot)) return false;
    } else if (pending_head_ < pending_.size()) {
      // The flag stays up while the constraint runs: its own removals need
      // not wake it, since each propagator runs to its own fixpoint.
      const int id = pending_[pending_head_++];
      const bool ok = constraint(state, id);
      constraint_queued_[id] = 0;
      if (!ok) return false;
    } else {
      reset_queues();
      return true;
    }
  }
}

bool RuleSolver::solved_cell(State& state, int cell) {
  const DigitSet m = state.cand[cell];
  for (const int peer : tables_.peers(cell))
    if ((state.cand[peer] & m) && !remove(state, peer, m)) return false;
  return true;
}

bool RuleSolver::hidden_single(State& state, int slot) {
  const int n = tables_.side();
  if (state.places[slot] != 1) return true;  // already handled
  const DigitSet bit = DigitSet{1} << (slot % n);
  const int* unit = tables_.unit(slot / n);
  for (int k = 0; k < n; ++k) {
    if (state.cand[unit[k]] & bit) return keep(state, unit[k], bit);
  }
  return true;
}

// Arc consistency from the changed cell to each related cell, then the
// constraints that read it are queued.
bool RuleSolver::changed_cell(State& state, int cell) {
  const DigitSet c = state.cand[cell];
  for (const Arc& arc : tables_.arcs(cell)) {
    const DigitSet* supports = tables_.supports(arc.support);
    DigitSet allowed = 0;
    for (DigitSet m = c; m != 0; m &= m - 1) allowed |= supports[std::countr_zero(m)];
    if (!keep(state, arc.to, allowed)) return false;
  }
  for (const int id : tables_.watchers(cell)) {
    if (!constraint_queued_[id]) {
      constraint_queued_[id] = 1;
      pending_.push_back(id);
    }
  }
  return true;
}

bool RuleSolver::constraint(State& state, int id) {
  const ConstraintRef& c = tables_.constraints()[id];
  switch (c.kind) {
    case ConstraintKind::sum:
      return sum(state, tables_.sum(c.index));
    case ConstraintKind::equal_sums:
      return equal_sums(state, tables_.equal_sums(c.index));
    case ConstraintKind::run:
      return run(state, tables_.run(c.index));
    case ConstraintKind::sandwich:
      return sandwich(state, tables_.sandwich(c.index));
    case ConstraintKind::at_least:
      return at_least(state, tables_.at_least(c.index));
    case ConstraintKind::automaton:
      return automaton(state, tables_.automaton(c.index));
  }
  return true;
}

void RuleSolver::write(const State& state, Values& values) const {
  values.resize(static_cast<std::size_t>(cells()));
  for (int cell = 0; cell < cells(); ++cell)
    values[cell] = static_cast<std::uint8_t>(std::countr_zero(state.cand[cell]) + 1);
}

}  // namespace satdoku::native
