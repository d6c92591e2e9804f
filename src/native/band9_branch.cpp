// Reading the 9x9 solver's state: candidates of a cell, the branching cell,
// the finished grid.
#include <bit>

#include "band9_solver.hpp"

namespace satdoku::native {

DigitSet Band9Solver::candidates(const State& s, int cell) const {
  const int band = cell / 27, bit = cell % 27;
  DigitSet digits = 0;
  for (int d = 0; d < 9; ++d) digits |= DigitSet{(s.cand[3 * d + band] >> bit) & 1u} << d;
  return digits;
}

Branch Band9Solver::choose(const State& s) const {
  // Counting candidates for 27 cells at once: bit i of at_least[k] is set
  // when cell i has more than k candidates.
  for (int band = 0; band < 3; ++band) {
    const std::uint32_t open = s.unsolved[band];
    if (open == 0) continue;
    std::uint32_t one = 0, two = 0, three = 0;
    for (int d = 0; d < 9; ++d) {
      const std::uint32_t m = s.cand[3 * d + band];
      three |= two & m;
      two |= one & m;
      one |= m;
    }
    // Every open cell has two or more candidates after propagation.
    const std::uint32_t pairs = open & ~three;
    if (pairs != 0) {
      const int cell = 27 * band + std::countr_zero(pairs);
      return {cell, candidates(s, cell)};
    }
  }
  Branch best;
  int best_count = 10;
  for (int cell = 0; cell < 81; ++cell) {
    if (!(s.unsolved[cell / 27] & (1u << (cell % 27)))) continue;
    const DigitSet digits = candidates(s, cell);
    const int count = std::popcount(digits);
    if (count < best_count) {
      best_count = count;
      best = {cell, digits};
    }
  }
  return best;
}

void Band9Solver::write(const State& s, Values& values) const {
  values.resize(81);
  for (int band = 0; band < 3; ++band)
    for (int d = 0; d < 9; ++d)
      for (std::uint32_t m = s.cand[3 * d + band]; m != 0; m &= m - 1)
        values[27 * band + std::countr_zero(m)] = static_cast<std::uint8_t>(d + 1);
}

}  // namespace satdoku::native
