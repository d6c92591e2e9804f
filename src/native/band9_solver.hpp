// The specialised 9x9 solver. Candidates are kept per digit rather than per
// cell: for digit d and band b (three rows of boxes) a 27-bit mask of the
// cells that may still hold d. One table look-up per band then finds every
// hidden single in rows and boxes and every locked candidate between rows and
// boxes, which a per-cell representation needs loops over units for; the
// same triad rule applied per stack to a digit's columns (by shifts, see
// update_columns) finds the locked candidates between columns and boxes.
#pragma once

#include <bit>
#include <cstdint>

#include "branch.hpp"
#include "satdoku/grid.hpp"

namespace satdoku::native {

struct Band9State {
  std::uint32_t cand[27];      // index 3*digit + band (digit 0-based); bit 9*row + column
  std::uint32_t unsolved[3];   // cells of each band not yet placed
  std::uint32_t dirty;         // digit-bands changed since they were last updated
  std::uint32_t dirty_digits;  // digits whose columns need a hidden-single check
};

class Band9Solver {
 public:
  using State = Band9State;

  static Geometry geometry() { return Geometry{3, 3}; }
  static int cells() { return 81; }

  bool init(State& state, const Grid& puzzle) const;
  bool assign(State& state, int cell, int digit) const;
  bool eliminate(State& state, int cell, int digit) const;

  bool complete(const State& state) const {
    return (state.unsolved[0] | state.unsolved[1] | state.unsolved[2]) == 0;
  }
  DigitSet open_digits(const State& state, int cell) const;
  // Among the cells with two candidates, the one with the most open peers
  // (the first in row-major order on a tie); when no cell has two, the
  // unsolved cell with the fewest candidates.
  Branch choose(const State& state) const;
  // The first unsolved cell in row-major order, for a search whose first
  // completion is the lexicographically smallest.
  Branch first_open(const State& state) const {
    for (int band = 0; band < 3; ++band)
      if (state.unsolved[band] != 0) {
        const int cell = 27 * band + std::countr_zero(state.unsolved[band]);
        return {cell, open_digits(state, cell)};
      }
    return {};
  }
  void write(const State& state, Values& values) const;

  // Lex-min by branch and bound (SolverRunner::smallest): set_bound() keeps
  // a completion found, below() narrows a state to the completions
  // lexicographically smaller than it (false when there is none).
  void set_bound(const Values& bound);
  // The same from a complete state: its candidates are the masks.
  void set_bound(const State& complete) {
    for (int index = 0; index < 27; ++index) bound_[index] = complete.cand[index];
  }
  bool below(State& state) const;
  // The other side: a floor under the answer, a string of digits for the
  // first cells in row-major order that no completion is below (what a
  // row-major search that gave up had already ruled out: the cells before
  // `cell` as solved in `state`, then `digit`). above() narrows a state to
  // the completions not below it (false when there is none); no floor
  // (clear_floor) keeps everything.
  void set_floor(const State& state, int cell, int digit);
  void clear_floor();
  bool above(State& state) const;

  // 9x9 searches are small enough that restarts only add work.
  static constexpr bool kRestarts = false;
  void diversify(std::uint64_t) {}

 private:
  bool propagate(State& state) const;
  template <bool kAbove>
  bool on_side(State& state, const std::uint32_t* limit) const;  // below(), above()
  bool update(State& state, int index) const;
  bool naked_singles(State& state) const;
  bool update_columns(State& state) const;

  std::uint32_t bound_[27] = {};       // per digit-band, the cells where the bound has the digit
  std::uint32_t floor_[27] = {};       // the same for the floor
  std::uint32_t floor_cells_[3] = {};  // per band, the cells the floor covers
};

}  // namespace satdoku::native
