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

// below() and above() in one (the state kept on the limit's side): the
// cells walked in row-major order past those solved equal to `limit` (the
// bound's, or the floor's over floor_cells_ only), the first other cell
// decides. For the bound a smaller digit there keeps everything, a larger
// one nothing, and an open cell loses the digits above the bound's; for the
// floor the mirror. A state equal to the limit is not below the bound, and
// is above the floor.
template <bool kAbove>
bool Band9Solver::on_side(State& s, const std::uint32_t* limit) const {
  for (;;) {
    // The first cell, row-major, not solved equal to the limit.
    int band = 0;
    std::uint32_t differ = 0;
    for (; band < 3 && (!kAbove || floor_cells_[band] != 0); ++band) {
      std::uint32_t equal = 0;
      for (int d = 0; d < 9; ++d) equal |= s.cand[3 * d + band] & limit[3 * d + band];
      const std::uint32_t cells = kAbove ? floor_cells_[band] : band9::kAllCells;
      differ = cells & ~(equal & ~s.unsolved[band]);
      if (differ != 0) break;
    }
    if (band == 3 || (kAbove && floor_cells_[band] == 0)) return kAbove;  // the limit itself
    const std::uint32_t cell = differ & (0u - differ);
    int limit_digit = 0;
    while (!(limit[3 * limit_digit + band] & cell)) ++limit_digit;
    // The digits on the side the state may take, as [keep_from, keep_to).
    const int keep_from = kAbove ? limit_digit + 1 : 0, keep_to = kAbove ? 9 : limit_digit;
    if (!(s.unsolved[band] & cell)) {  // solved to another digit: one side or the other
      for (int d = keep_from; d < keep_to; ++d)
        if (s.cand[3 * d + band] & cell) return true;
      return false;
    }
    // Open: the digits on the other side leave it.
    std::uint32_t removed = 0;
    for (int d = kAbove ? 0 : limit_digit + 1; d < (kAbove ? limit_digit : 9); ++d) {
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

bool Band9Solver::below(State& s) const {
  return on_side<false>(s, bound_);
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
  return on_side<true>(s, floor_);
}

}  // namespace satdoku::native
