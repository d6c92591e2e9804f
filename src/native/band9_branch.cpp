// Reading the 9x9 solver's state: candidates of a cell, the branching cell,
// the finished grid.
#include <bit>

#include "band9_solver.hpp"
#include "band9_tables.hpp"

namespace satdoku::native {

DigitSet Band9Solver::open_digits(const State& s, int cell) const {
  const int band = cell / 27, bit = cell % 27;
  DigitSet digits = 0;
  for (int d = 0; d < 9; ++d) digits |= DigitSet{(s.cand[3 * d + band] >> bit) & 1u} << d;
  return digits;
}

namespace {

using band9::kTables;

// The sum of the three nibbles at the bottom of x.
inline int sum3(std::uint64_t x) {
  return static_cast<int>(((x & 0xFFF) * 0x111) >> 8 & 0xF);
}

// Open cells per column, one nibble per column: of each band and in all.
struct OpenColumns {
  std::uint64_t band[3];
  std::uint64_t all;
};

OpenColumns open_columns(const Band9State& s) {
  OpenColumns o{};
  for (int b = 0; b < 3; ++b) {
    const std::uint32_t u = s.unsolved[b];
    o.band[b] =
        kTables.nibbles[u & 0x1FF] + kTables.nibbles[(u >> 9) & 0x1FF] + kTables.nibbles[u >> 18];
    o.all += o.band[b];
  }
  return o;
}

// The number of open cells that share a unit with the open cell at `bit` of
// `band`, plus one (the cell itself): row + column + box, less the cells of
// the box counted again in the row or the column.
// (Row, column and stack of each bit come from a table: the divisions by 9
// and 3 cost 10% of choose()'s instructions.)
int open_peers(const Band9State& s, const OpenColumns& o, int band, int bit) {
  const band9::BitPlace at = kTables.place[bit];
  const std::uint64_t row_open = kTables.nibbles[(s.unsolved[band] >> at.row_shift) & 0x1FF];
  const int in_row = static_cast<int>((row_open * 0x111111111ull) >> 32 & 0xF);
  const int in_triad = sum3(row_open >> at.stack_shift);
  const int in_box = sum3(o.band[band] >> at.stack_shift);
  const int in_column = static_cast<int>(o.all >> at.column_shift & 0xF);
  const int in_box_column = static_cast<int>(o.band[band] >> at.column_shift & 0xF);
  return in_row + in_column + in_box - in_triad - in_box_column;
}

}  // namespace

Branch Band9Solver::choose(const State& s) const {
  // Counting candidates for 27 cells at once: bit i of `one`, `two` and
  // `three` is set when cell i has at least one, two and three candidates.
  std::uint32_t pairs[3];
  bool any_pair = false;
  for (int band = 0; band < 3; ++band) {
    const std::uint32_t open = s.unsolved[band];
    std::uint32_t one = 0, two = 0, three = 0;
    for (int d = 0; d < 9; ++d) {
      const std::uint32_t m = s.cand[3 * d + band];
      three |= two & m;
      two |= one & m;
      one |= m;
    }
    // Every open cell has two or more candidates after propagation.
    pairs[band] = open & ~three;
    any_pair |= pairs[band] != 0;
  }
  // Among the cells with two candidates, the one with the most open peers:
  // each branch then reaches furthest. Against the first such cell in
  // row-major order this cut nodes per puzzle by 32% on top1465, 44% on
  // forum_hardest_1106 and 15% on 17clue, for about 60 more instructions a
  // node.
  if (any_pair) {
    const OpenColumns o = open_columns(s);
    // The best as one key, most peers then lowest cell, kept without a
    // branch: which cell wins is as good as random to a predictor.
    int best_key = 0;
    for (int band = 0; band < 3; ++band)
      for (std::uint32_t p = pairs[band]; p != 0; p &= p - 1) {
        const int bit = std::countr_zero(p);
        const int key = open_peers(s, o, band, bit) << 7 | (127 - (27 * band + bit));
        best_key = key > best_key ? key : best_key;
      }
    const int best = 127 - (best_key & 127);
    return {best, open_digits(s, best)};
  }
  Branch best;
  int best_count = 10;
  for (int cell = 0; cell < 81; ++cell) {
    if (!(s.unsolved[cell / 27] & (1u << (cell % 27)))) continue;
    const DigitSet digits = open_digits(s, cell);
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
