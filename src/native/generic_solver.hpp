// The native solver for every geometry: one candidate bitmask per cell,
// propagated by naked singles, hidden singles and (optionally) locked
// candidates. Mask is the narrowest unsigned type that holds N bits, so that a
// search state (one mask per cell) is as small as possible to copy.
//
// Each unit also counts the places left for each digit, updated with every
// removal, so hidden singles (count 1) and dead ends (count 0) are found as
// they arise instead of by scanning every unit after every step. Locked
// candidates work the same way on counts per segment (see generic_locked.cpp).
// On large grids each unit is also kept all-different consistent by matching
// (generic_alldiff.cpp), which sees naked and hidden subsets of any size.
#pragma once

#include <cstdint>
#include <vector>

#include "branch.hpp"
#include "digit_count.hpp"
#include "satdoku/grid.hpp"
#include "topology.hpp"

namespace satdoku::native {

template <class Mask>
struct GenericState {
  std::vector<Mask> cand;            // candidates of each cell, bit d-1 for digit d
  std::vector<std::uint8_t> places;  // [unit * N + d - 1]: cells of the unit open to d
  // Only with locked candidates: the same per row and per column segment.
  std::vector<std::uint8_t> row_segment_places, col_segment_places;
  int unsolved = 0;  // cells with more than one candidate
};

template <class Mask>
class GenericSolver {
 public:
  using State = GenericState<Mask>;

  // `locked` turns on locked candidates (pointing and claiming), and
  // `matching` the all-different propagation of each unit; both pay on large
  // grids and cost on small ones.
  GenericSolver(Geometry geometry, bool locked, bool matching = false);

  // The interface Search and SolverRunner ask for (NativeSolver, search.hpp).
  const Geometry& geometry() const { return topology_.geometry(); }
  int cells() const { return topology_.cells(); }
  bool init(State& state, const Grid& puzzle);
  bool assign(State& state, int cell, int digit);
  bool eliminate(State& state, int cell, int digit);

  bool complete(const State& state) const { return state.unsolved == 0; }
  DigitSet open_digits(const State& state, int cell) const { return state.cand[cell]; }
  // Minimum remaining values: the unsolved cell with the fewest candidates,
  // the lowest index among equals (which steers any-order search towards
  // lexicographically small answers). With matching, candidates per failure
  // weight of the cell's units instead (dom/wdeg), so that searches learn
  // where the puzzle is tight.
  Branch choose(const State& state) const;
  void write(const State& state, Values& values) const;
  // The first unsolved cell in row-major order, for a search whose first
  // completion is the lexicographically smallest. With matching, propagation
  // is strong enough that such a search seldom takes a wrong turn (the empty
  // 25x25 takes 434 nodes, the empty 36x36 972), so SolverRunner tries it for
  // row_major_cap() nodes before the lex-min loop; without, never (0).
  Branch first_open(const State& state) const;
  std::uint64_t row_major_cap() const {
    return matching_ ? 4 * static_cast<std::uint64_t>(cells()) : 0;
  }
  // Whether searches for a completion other than a known one should try the
  // known one's digits first (see SolverRunner::restarting): it pays where
  // those searches are long, on the grids with matching.
  bool guided() const { return matching_; }

  // Searches on these grids can take a wrong turn near the root and spend
  // ages in a subtree without completions, so the runner restarts them with
  // another tie-break. diversify(0) restores the deterministic choice.
  static constexpr bool kRestarts = true;
  void diversify(std::uint64_t attempt) { random_ = attempt * 0x9E3779B97F4A7C15ull; }

 private:
  void reset_queues() {
    head_ = tail_ = hidden_head_ = hidden_tail_ = 0;
    locked_queue_.clear();
    locked_head_ = 0;
    for (int unit : matching_queue_) matching_dirty_[unit] = 0;
    matching_queue_.clear();
  }
  bool load_givens(State& state, const Grid& puzzle);
  bool propagate(State& state);
  void mark_for_matching(int unit) {
    if (matching_dirty_[unit]) return;
    matching_dirty_[unit] = 1;
    matching_queue_.push_back(unit);
  }
  bool singles(State& state);
  // Takes `digits` out of the cell's candidates, keeping the counts and
  // queues up to date. False on a contradiction.
  bool remove(State& state, int cell, Mask digits);
  // Locked candidates for digit slot % N of unit slot / N.
  bool locked_candidates(State& state, int slot);
  bool remove_from_segment(State& state, int first, int stride, int count, Mask digit);
  // Removes every candidate of the unit's cells that no assignment of
  // distinct digits to all of its cells uses. False when there is none.
  bool all_different(State& state, int unit);

  Topology topology_;
  bool locked_;
  mutable std::uint64_t random_ = 0;  // 0: lowest index first; else xorshift state
  Mask full_;
  std::vector<int> queue_;   // cells solved but not yet removed from their peers
  std::vector<int> hidden_;  // unit * N + d - 1 whose count fell to one
  int head_ = 0, tail_ = 0, hidden_head_ = 0, hidden_tail_ = 0;
  // (unit, digit) slots whose count fell low enough to fit one segment.
  std::vector<int> locked_queue_;
  std::size_t locked_head_ = 0;
  int segment_length_;  // the longer side of a box
  bool matching_;
  // The branching weight of each cell: 1 + the failures seen since init in
  // each of its three units.
  std::vector<std::uint64_t> cell_weight_;
  void add_weight(int unit) {
    if (!matching_) return;  // only dom/wdeg reads them
    const int* cell = topology_.unit(unit);
    for (int k = 0; k < topology_.side(); ++k) ++cell_weight_[cell[k]];
  }
  // Units that lost a candidate since their last matching, each once.
  std::vector<int> matching_queue_;
  std::vector<std::uint8_t> matching_dirty_;
};

extern template class GenericSolver<std::uint16_t>;
extern template class GenericSolver<std::uint32_t>;
extern template class GenericSolver<std::uint64_t>;

}  // namespace satdoku::native
