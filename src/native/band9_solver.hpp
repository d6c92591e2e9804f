// The specialised 9x9 solver. Candidates are kept per digit rather than per
// cell: for digit d and band b (three rows of boxes) a 27-bit mask of the
// cells that may still hold d. One table look-up per band then finds every
// hidden single in rows and boxes and every locked candidate between rows and
// boxes, which a per-cell representation needs loops over units for; the
// same triad rule applied per stack to a digit's columns (by shifts, see
// update_columns) finds the locked candidates between columns and boxes.
//
// The work is done by one of several compilations of the same code, one
// per vector path (band9_path.hpp); a solver holds the functions of its path.
#pragma once

#include <bit>
#include <cstdint>

#include "band9_path.hpp"
#include "branch.hpp"
#include "satdoku/grid.hpp"

namespace satdoku::native {

// A band's nine digit masks are the first lanes of one 64-byte row, so that
// vector units take a band's digits at once (a placed cell leaving the
// others, every digit's columns); lanes 9-15 stay zero.
struct alignas(64) Band9State {
  std::uint32_t cand[48];      // index 16*band + digit (digit 0-based); bit 9*row + column
  std::uint32_t unsolved[3];   // cells of each band not yet placed
  std::uint32_t dirty_digits;  // digits whose columns need a check
  std::uint64_t dirty;         // digit-bands (bit = index) changed since they were last updated
};

// The index of digit d (0-based) in band b.
constexpr int band9_index(int digit, int band) {
  return 16 * band + digit;
}

// The functions of one vector path (band9_kernel.inc), which the solver
// below hands its calls to. The bound and floor are digit-band masks laid
// out as Band9State::cand.
struct Band9Kernel {
  bool (*init)(Band9State&, const Grid&);
  bool (*assign)(Band9State&, int cell, int digit);
  bool (*eliminate)(Band9State&, int cell, int digit);
  DigitSet (*open_digits)(const Band9State&, int cell);
  Branch (*choose)(const Band9State&);
  void (*write)(const Band9State&, std::uint8_t* values);  // 81 digits, row-major
  bool (*below)(Band9State&, const std::uint32_t* bound);
  bool (*above)(Band9State&, const std::uint32_t* floor, const std::uint32_t* floor_cells);
};

const Band9Kernel& band9_kernel(Band9Path path);

class Band9Solver {
 public:
  using State = Band9State;

  explicit Band9Solver(Band9Path path = band9_path()) : k_(&band9_kernel(path)) {}

  static Geometry geometry() { return Geometry{3, 3}; }
  static int cells() { return 81; }

  bool init(State& state, const Grid& puzzle) const { return k_->init(state, puzzle); }
  bool assign(State& state, int cell, int digit) const { return k_->assign(state, cell, digit); }
  bool eliminate(State& state, int cell, int digit) const {
    return k_->eliminate(state, cell, digit);
  }

  bool complete(const State& state) const {
    return (state.unsolved[0] | state.unsolved[1] | state.unsolved[2]) == 0;
  }
  DigitSet open_digits(const State& state, int cell) const { return k_->open_digits(state, cell); }
  // Among the cells with two candidates, the one with the most open peers
  // (the first in row-major order on a tie); when no cell has two, the
  // unsolved cell with the fewest candidates.
  Branch choose(const State& state) const { return k_->choose(state); }
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
    for (int index = 0; index < 48; ++index) bound_[index] = complete.cand[index];
  }
  bool below(State& state) const { return k_->below(state, bound_); }
  // The other side: a floor under the answer, a string of digits for the
  // first cells in row-major order that no completion is below (what a
  // row-major search that gave up had already ruled out: the cells before
  // `cell` as solved in `state`, then `digit`). above() narrows a state to
  // the completions not below it (false when there is none); no floor
  // (clear_floor) keeps everything.
  void set_floor(const State& state, int cell, int digit);
  void clear_floor();
  bool above(State& state) const { return k_->above(state, floor_, floor_cells_); }

  // 9x9 searches are small enough that restarts only add work.
  static constexpr bool kRestarts = false;
  void diversify(std::uint64_t) {}

 private:
  const Band9Kernel* k_;
  std::uint32_t bound_[48] = {};       // per digit-band, the cells where the bound has the digit
  std::uint32_t floor_[48] = {};       // the same for the floor
  std::uint32_t floor_cells_[3] = {};  // per band, the cells the floor covers
};

}  // namespace satdoku::native
