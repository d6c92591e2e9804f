// Singles propagation and branching of the generic solver (locked candidates
// live in generic_locked.cpp).
#include "generic_solver.hpp"

#include <bit>
#include <utility>

namespace satdoku::native {
namespace {

template <class Mask>
bool single(Mask m) {
  return (m & (m - 1)) == 0;
}

}  // namespace

template <class Mask>
GenericSolver<Mask>::GenericSolver(Geometry geometry, bool locked, bool matching)
    : topology_(geometry),
      locked_(locked),
      full_(static_cast<Mask>((std::uint64_t{1} << geometry.side()) - 1)),
      queue_(static_cast<std::size_t>(geometry.cells())),
      // Each (unit, digit) count falls to one at most once per propagation.
      hidden_(static_cast<std::size_t>(3 * geometry.cells())),
      segment_length_(geometry.box_rows > geometry.box_cols ? geometry.box_rows
                                                            : geometry.box_cols),
      matching_(matching),
      matching_dirty_(static_cast<std::size_t>(3 * geometry.side()), 0) {}

template <class Mask>
bool GenericSolver<Mask>::init(State& state, const Grid& puzzle) {
  const int n = topology_.side();
  state.cand.assign(static_cast<std::size_t>(cells()), full_);
  state.places.assign(static_cast<std::size_t>(3 * n * n), static_cast<std::uint8_t>(n));
  if (locked_) {
    const Geometry& g = topology_.geometry();
    state.row_segment_places.assign(static_cast<std::size_t>(n * topology_.stacks() * n),
                                    static_cast<std::uint8_t>(g.box_cols));
    state.col_segment_places.assign(static_cast<std::size_t>(n * topology_.bands() * n),
                                    static_cast<std::uint8_t>(g.box_rows));
  }
  state.unsolved = cells();
  cell_weight_.assign(static_cast<std::size_t>(cells()), 3);
  // Givens go in with singles only: matching every touched unit after each
  // one would cost far more than one pass over all units at the end.
  const bool matching = std::exchange(matching_, false);
  const bool loaded = load_givens(state, puzzle);
  matching_ = matching;
  if (!loaded) return false;
  // Every unit gets its first matching, givens or not (an empty grid too).
  if (matching_)
    for (int unit = 0; unit < topology_.units(); ++unit) mark_for_matching(unit);
  return propagate(state);
}

template <class Mask>
bool GenericSolver<Mask>::load_givens(State& state, const Grid& puzzle) {
  const int n = topology_.side();
  reset_queues();
  for (int cell = 0; cell < cells(); ++cell) {
    const int v = puzzle.at(cell);
    if (v == 0) continue;
    if (v < 1 || v > n) return false;
    const Mask bit = static_cast<Mask>(Mask{1} << (v - 1));
    // A given whose digit an earlier given already removed clashes with it.
    if (!(state.cand[cell] & bit)) return false;
    if (!remove(state, cell, static_cast<Mask>(full_ & ~bit)) || !singles(state)) return false;
  }
  return true;
}

template <class Mask>
bool GenericSolver<Mask>::assign(State& state, int cell, int digit) {
  const Mask bit = static_cast<Mask>(Mask{1} << (digit - 1));
  const Mask c = state.cand[cell];
  if (!(c & bit)) return false;
  if (c == bit) return true;
  reset_queues();
  return remove(state, cell, static_cast<Mask>(c & ~bit)) && propagate(state);
}

template <class Mask>
bool GenericSolver<Mask>::eliminate(State& state, int cell, int digit) {
  const Mask bit = static_cast<Mask>(Mask{1} << (digit - 1));
  if (!(state.cand[cell] & bit)) return true;
  reset_queues();
  return remove(state, cell, bit) && propagate(state);
}

template <class Mask>
bool GenericSolver<Mask>::remove(State& state, int cell, Mask digits) {
  const int n = topology_.side();
  const Mask c = state.cand[cell];
  digits &= c;
  if (digits == 0) return true;
  const Mask left = static_cast<Mask>(c & ~digits);
  const int* units = topology_.units_of(cell);
  if (left == 0) {
    for (int k = 0; k < 3; ++k) add_weight(units[k]);
    return false;
  }
  state.cand[cell] = left;
  std::uint8_t* places = state.places.data();
  for (Mask m = digits; m != 0; m &= m - 1) {
    const int d = std::countr_zero(m);
    for (int k = 0; k < 3; ++k) {
      const int slot = units[k] * n + d;
      const int left_here = --places[slot];
      if (left_here > 1) {
        if (locked_ && left_here <= segment_length_) locked_queue_.push_back(slot);
        continue;
      }
      if (left_here == 0) {  // the unit lost its last place for d
        add_weight(units[k]);
        return false;
      }
      hidden_[hidden_tail_++] = slot;
    }
    if (locked_) {
      --state.row_segment_places[topology_.row_segment_of(cell) * n + d];
      --state.col_segment_places[topology_.col_segment_of(cell) * n + d];
    }
  }
  if (matching_)
    for (int k = 0; k < 3; ++k) mark_for_matching(units[k]);
  if (single(left)) {
    queue_[tail_++] = cell;
    --state.unsolved;
  }
  return true;
}

// Runs both queues dry: solved cells leave their digit to no peer, and a
// digit with one place left in a unit goes there.
template <class Mask>
bool GenericSolver<Mask>::singles(State& state) {
  const int n = topology_.side();
  const int peer_count = topology_.peer_count();
  Mask* cand = state.cand.data();
  for (;;) {
    if (head_ < tail_) {
      const int cell = queue_[head_++];
      const Mask m = cand[cell];
      const int* peer = topology_.peers(cell);
      for (int k = 0; k < peer_count; ++k)
        if ((cand[peer[k]] & m) && !remove(state, peer[k], m)) return false;
      continue;
    }
    if (hidden_head_ < hidden_tail_) {
      const int slot = hidden_[hidden_head_++];
      if (state.places[slot] != 1) continue;  // already failed or handled
      const Mask bit = static_cast<Mask>(Mask{1} << (slot % n));
      const int* unit = topology_.unit(slot / n);
      for (int k = 0; k < n; ++k) {
        const Mask c = cand[unit[k]];
        if (!(c & bit)) continue;
        if (c != bit && !remove(state, unit[k], static_cast<Mask>(c & ~bit))) return false;
        break;
      }
      continue;
    }
    // Locked candidates last: they are the costliest and singles often make
    // them moot.
    if (locked_head_ < locked_queue_.size()) {
      if (!locked_candidates(state, locked_queue_[locked_head_++])) return false;
      continue;
    }
    // Matching last of all, on one unit at a time: its removals go through
    // the cheaper rules first.
    if (!matching_queue_.empty()) {
      const int unit = matching_queue_.back();
      matching_queue_.pop_back();
      matching_dirty_[unit] = 0;
      if (!all_different(state, unit)) return false;
      continue;
    }
    reset_queues();
    return true;
  }
}

template <class Mask>
bool GenericSolver<Mask>::propagate(State& state) {
  return singles(state);
}

template <class Mask>
Branch GenericSolver<Mask>::choose(const State& state) const {
  int start = 0;
  if (random_ != 0) {
    random_ ^= random_ << 13;
    random_ ^= random_ >> 7;
    random_ ^= random_ << 17;
    start = static_cast<int>(random_ % static_cast<std::uint64_t>(cells()));
  }
  Branch best;
  if (random_ != 0) best.rotate = static_cast<int>((random_ >> 32) % topology_.side());
  const Mask* cand = state.cand.data();
  if (matching_) {
    // Fewest candidates per unit weight: cells of units that failed often
    // come first (dom/wdeg).
    choose_fewest_per_weight(cand, cell_weight_.data(), cells(), start, best);
    return best;
  }
  int best_count = 1 << 30;
  // From `start` round to start - 1: ties go to the first cell met.
  for (int k = 0, cell = start; k < cells(); ++k, cell = cell + 1 == cells() ? 0 : cell + 1) {
    const Mask c = cand[cell];
    if (single(c)) continue;
    const int count = digit_count(c);
    if (count < best_count) {
      best_count = count;
      best.cell = cell;
      best.digits = c;
      if (count == 2) break;
    }
  }
  return best;
}

template <class Mask>
Branch GenericSolver<Mask>::first_open(const State& state) const {
  const Mask* cand = state.cand.data();
  for (int cell = 0; cell < cells(); ++cell)
    if (!single(cand[cell])) return {cell, cand[cell]};
  return {};
}

template <class Mask>
void GenericSolver<Mask>::write(const State& state, Values& values) const {
  values.resize(static_cast<std::size_t>(cells()));
  for (int cell = 0; cell < cells(); ++cell)
    values[cell] = static_cast<std::uint8_t>(std::countr_zero(state.cand[cell]) + 1);
}

template class GenericSolver<std::uint16_t>;
template class GenericSolver<std::uint32_t>;
template class GenericSolver<std::uint64_t>;

}  // namespace satdoku::native
