// Locked candidates for the generic solver. A row (or column) meets a box in
// a segment. When a digit of a box lies only in one of its row segments, the
// rest of that row cannot hold it (pointing); when a digit of a row lies only
// in one box, the rest of that box cannot hold it (claiming). The same holds
// for columns. On 16x16 and larger grids this removes many guesses.
//
// Counts per segment make the test cheap: a digit of a unit lies in one
// segment exactly when that segment's count equals the unit's. Only units
// whose count just fell to a segment's length or less are examined.
#include "generic_solver.hpp"

namespace satdoku::native {

// Removes `digit` from `count` cells starting at `first`, `stride` apart.
template <class Mask>
bool GenericSolver<Mask>::remove_from_segment(State& state, int first, int stride, int count,
                                              Mask digit) {
  for (int k = 0, cell = first; k < count; ++k, cell += stride)
    if ((state.cand[cell] & digit) && !remove(state, cell, digit)) return false;
  return true;
}

template <class Mask>
bool GenericSolver<Mask>::locked_candidates(State& state, int slot) {
  const Geometry& g = topology_.geometry();
  const int n = topology_.side(), br = g.box_rows, bc = g.box_cols;
  const int stacks = topology_.stacks(), bands = topology_.bands();
  const int unit = slot / n, d = slot % n;
  const int count = state.places[slot];
  if (count <= 1) return true;  // singles take care of it
  const Mask digit = static_cast<Mask>(Mask{1} << d);
  // Reads stay valid across removals: a removal never raises a count, and a
  // segment holding all of a unit's places keeps holding all of them.
  const auto row_seg = [&](int r, int s) {
    return state.row_segment_places[(r * stacks + s) * n + d];
  };
  const auto col_seg = [&](int c, int t) {
    return state.col_segment_places[(c * bands + t) * n + d];
  };

  if (unit < n) {  // claiming from row r: the digit stays in one box
    const int r = unit;
    for (int s = 0; s < stacks; ++s) {
      if (row_seg(r, s) != count) continue;
      for (int rr = r / br * br; rr < r / br * br + br; ++rr)
        if (rr != r && row_seg(rr, s) > 0 &&
            !remove_from_segment(state, rr * n + s * bc, 1, bc, digit))
          return false;
      break;
    }
    return true;
  }
  if (unit < 2 * n) {  // claiming from column c
    const int c = unit - n;
    for (int t = 0; t < bands; ++t) {
      if (col_seg(c, t) != count) continue;
      for (int cc = c / bc * bc; cc < c / bc * bc + bc; ++cc)
        if (cc != c && col_seg(cc, t) > 0 &&
            !remove_from_segment(state, t * br * n + cc, n, br, digit))
          return false;
      break;
    }
    return true;
  }
  // Pointing from box (band t, stack s), along a row or along a column.
  const int box = unit - 2 * n, t = box / stacks, s = box % stacks;
  for (int k = 0; k < br; ++k) {
    const int r = t * br + k;
    if (row_seg(r, s) != count) continue;
    for (int ss = 0; ss < stacks; ++ss)
      if (ss != s && row_seg(r, ss) > 0 &&
          !remove_from_segment(state, r * n + ss * bc, 1, bc, digit))
        return false;
    return true;
  }
  for (int k = 0; k < bc; ++k) {
    const int c = s * bc + k;
    if (col_seg(c, t) != count) continue;
    for (int tt = 0; tt < bands; ++tt)
      if (tt != t && col_seg(c, tt) > 0 &&
          !remove_from_segment(state, tt * br * n + c, n, br, digit))
        return false;
    return true;
  }
  return true;
}

#define SATDOKU_LOCKED(Mask)                                         \
  template bool GenericSolver<Mask>::locked_candidates(State&, int); \
  template bool GenericSolver<Mask>::remove_from_segment(State&, int, int, int, Mask);
SATDOKU_LOCKED(std::uint16_t)
SATDOKU_LOCKED(std::uint32_t)
SATDOKU_LOCKED(std::uint64_t)
#undef SATDOKU_LOCKED

}  // namespace satdoku::native
