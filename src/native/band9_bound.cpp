// The lex bound of the 9x9 solver's branch and bound: a completion found so
// far is the bound, and every later node keeps only what could still give a
// smaller one. In row-major order, the cells solved equal to the bound are
// skipped; the first other cell decides: solved below the bound, anything
// goes; solved above, nothing does; open, its digits above the bound's go,
// and when that solves it the next cell decides in turn. The floor is the
// mirror image over the cells it covers.
#include <bit>

#include "band9_solver.hpp"
#include "band9_tables.hpp"

namespace satdoku::native {

void Band9Solver::set_bound(const Values& bound) {
  for (std::uint32_t& m : bound_) m = 0;
  for (int cell = 0; cell < 81; ++cell)
    bound_[3 * (bound[cell] - 1) + cell / 27] |= 1u << (cell % 27);
}

bool Band9Solver::below(State& s) const {
  for (;;) {
    // The first cell, row-major, not solved equal to the bound.
    int band = 0;
    std::uint32_t differ = 0;
    for (; band < 3; ++band) {
      std::uint32_t equal = 0;
      for (int d = 0; d < 9; ++d) equal |= s.cand[3 * d + band] & bound_[3 * d + band];
      differ = band9::kAllCells & ~(equal & ~s.unsolved[band]);
      if (differ != 0) break;
    }
    if (band == 3) return false;  // the bound itself: not smaller
    const std::uint32_t cell = differ & (0u - differ);
    int bound_digit = 0;
    while (!(bound_[3 * bound_digit + band] & cell)) ++bound_digit;
    if (!(s.unsolved[band] & cell)) {  // solved to another digit: below or above
      for (int d = 0; d < bound_digit; ++d)
        if (s.cand[3 * d + band] & cell) return true;
      return false;
    }
    // Open: the digits above the bound's leave it.
    std::uint32_t removed = 0;
    for (int d = bound_digit + 1; d < 9; ++d) {
      const int index = 3 * d + band;
      removed |= (s.cand[index] & cell) != 0 ? 1u << index : 0u;
      s.cand[index] &= ~cell;
    }
    if (removed == 0) return true;
    s.dirty |= removed;
    if (!propagate(s)) return false;
    if (s.unsolved[band] & cell) return true;  // still open: decided no further
  }
}

void Band9Solver::set_floor(const State& state, int cell, int digit) {
  clear_floor();
  const int band = cell / 27, bit = cell % 27;
  for (int b = 0; b <= band; ++b) {
    // Every cell before `cell` is solved in `state`: a row-major search
    // branches on the first open one.
    const std::uint32_t before = b < band ? band9::kAllCells : (1u << bit) - 1;
    for (int d = 0; d < 9; ++d) floor_[3 * d + b] = state.cand[3 * d + b] & before;
    floor_cells_[b] = before;
  }
  floor_[3 * (digit - 1) + band] |= 1u << bit;
  floor_cells_[band] |= 1u << bit;
}

void Band9Solver::clear_floor() {
  for (std::uint32_t& m : floor_) m = 0;
  for (std::uint32_t& m : floor_cells_) m = 0;
}

bool Band9Solver::above(State& s) const {
  for (;;) {
    // The first cell of the floor, row-major, not solved equal to it.
    int band = 0;
    std::uint32_t differ = 0;
    for (; band < 3 && floor_cells_[band] != 0; ++band) {
      std::uint32_t equal = 0;
      for (int d = 0; d < 9; ++d) equal |= s.cand[3 * d + band] & floor_[3 * d + band];
      differ = floor_cells_[band] & ~(equal & ~s.unsolved[band]);
      if (differ != 0) break;
    }
    if (band == 3 || floor_cells_[band] == 0) return true;  // the floor itself: not below
    const std::uint32_t cell = differ & (0u - differ);
    int floor_digit = 0;
    while (!(floor_[3 * floor_digit + band] & cell)) ++floor_digit;
    if (!(s.unsolved[band] & cell)) {  // solved to another digit: above or below
      for (int d = floor_digit + 1; d < 9; ++d)
        if (s.cand[3 * d + band] & cell) return true;
      return false;
    }
    // Open: the digits below the floor's leave it.
    std::uint32_t removed = 0;
    for (int d = 0; d < floor_digit; ++d) {
      const int index = 3 * d + band;
      removed |= (s.cand[index] & cell) != 0 ? 1u << index : 0u;
      s.cand[index] &= ~cell;
    }
    if (removed == 0) return true;
    s.dirty |= removed;
    if (!propagate(s)) return false;
    if (s.unsolved[band] & cell) return true;  // still open: decided no further
  }
}

}  // namespace satdoku::native
