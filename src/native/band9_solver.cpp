// Propagation of the 9x9 solver. Placing digit d at a cell is expressed by
// narrowing d's row in that band to the cell; update() then notices the
// single and does the rest (other digits leave the cell, d leaves the column
// in the other bands, the box follows from the triad table).
#include "band9_solver.hpp"

#include <bit>
#include <cstring>

#include "band9_tables.hpp"

namespace satdoku::native {

using band9::kAllCells;
using band9::kBoxCells;
using band9::kColumnCells;
using band9::kRowCells;
using band9::kTables;

namespace {

// narrow() is branch-free: whether a digit-band changes is hard to predict,
// and a mispredicted branch costs more than the stores and bit operations it
// would skip. With the loop that placed cells leave (update()), that took CPU
// time per puzzle from 4.4 to 3.4 µs on 17clue and 16.1 to 12.7 µs on
// top1465 (callgrind counts 53% more instructions but 56% fewer mispredicted
// branches on the first 300 of top1465).
inline void narrow(Band9State& s, int index, std::uint32_t keep) {
  const std::uint32_t old = s.cand[index], now = old & keep;
  s.cand[index] = now;
  s.dirty |= std::uint32_t{now != old} << index;
}

// Narrows digit d's row to the cell: "d is placed here".
inline void place(Band9State& s, int digit, int band, int bit) {
  narrow(s, 3 * digit + band, ~kRowCells[bit / 9] | 1u << bit);
}

}  // namespace

namespace {

// Bit i set when byte i of x is not zero (SWAR: no branch per byte).
inline std::uint32_t nonzero_bytes(std::uint64_t x) {
  constexpr std::uint64_t low7 = 0x7F7F7F7F7F7F7F7Full;
  const std::uint64_t high = (((x & low7) + low7) | x) >> 7 & 0x0101010101010101ull;
  return static_cast<std::uint32_t>((high * 0x0102040810204080ull) >> 56);
}

// The given cells of each band (bit 9 * row + column), eight cells at a time.
inline void given_cells(const std::uint8_t* values, std::uint32_t (&filled)[3]) {
  std::uint64_t low = 0, high = 0;  // cells 0-63, 64-80
  for (int chunk = 0; chunk < 8; ++chunk) {
    std::uint64_t x;
    std::memcpy(&x, values + 8 * chunk, 8);
    low |= std::uint64_t{nonzero_bytes(x)} << (8 * chunk);
  }
  for (int chunk = 0; chunk < 2; ++chunk) {
    std::uint64_t x;
    std::memcpy(&x, values + 64 + 8 * chunk, 8);
    high |= std::uint64_t{nonzero_bytes(x)} << (8 * chunk);
  }
  high |= std::uint64_t{values[80] != 0} << 16;
  filled[0] = static_cast<std::uint32_t>(low) & kAllCells;
  filled[1] = static_cast<std::uint32_t>(low >> 27) & kAllCells;
  filled[2] = static_cast<std::uint32_t>(low >> 54 | high << 10) & kAllCells;
}

}  // namespace

// The givens' own consequences (each leaves its cell, and its digit leaves
// the given's row, column and box) are applied all at once here rather than
// one placement at a time through update(): that cut callgrind instructions
// per puzzle by 14% on serg_benchmark and 15% on 17clue (first 1,000 and
// 2,000 puzzles). The given cells are found eight bytes at a time and then
// visited one by one: a test per cell (given or blank) is as good as random
// to a branch predictor, and cost 26 mispredictions a puzzle on top1465.
bool Band9Solver::init(State& s, const Grid& puzzle) const {
  std::uint32_t gone[27] = {}, given[27] = {}, filled[3];
  const std::uint8_t* values = puzzle.values().data();
  given_cells(values, filled);
  for (int band = 0; band < 3; ++band)
    for (std::uint32_t m = filled[band]; m != 0; m &= m - 1) {
      const int bit = std::countr_zero(m), column = bit % 9;
      const int v = values[27 * band + bit];
      if (v > 9) return false;
      const int index = 3 * (v - 1) + band;
      // A given in a cell its digit has left shares a unit with another.
      if (gone[index] & (1u << bit)) return false;
      given[index] |= 1u << bit;
      gone[index] |= kRowCells[bit / 9] | kBoxCells << (column - column % 3);
      for (int b = 0; b < 3; ++b) gone[3 * (v - 1) + b] |= kColumnCells << column;
    }
  for (int index = 0; index < 27; ++index)
    s.cand[index] = (kAllCells & ~gone[index] & ~filled[index % 3]) | given[index];
  for (int band = 0; band < 3; ++band) s.unsolved[band] = kAllCells & ~filled[band];
  s.dirty = kAllCells;  // 27 digit-bands, all to be updated
  s.dirty_digits = 0x1FF;
  return propagate(s);
}

bool Band9Solver::assign(State& s, int cell, int digit) const {
  const int band = cell / 27, bit = cell % 27;
  if (!(s.cand[3 * (digit - 1) + band] & (1u << bit))) return false;
  if (!(s.unsolved[band] & (1u << bit))) return true;  // already placed, as this digit
  place(s, digit - 1, band, bit);
  return propagate(s);
}

bool Band9Solver::eliminate(State& s, int cell, int digit) const {
  const int band = cell / 27, bit = cell % 27;
  const int index = 3 * (digit - 1) + band;
  if (!(s.cand[index] & (1u << bit))) return true;
  if (!(s.unsolved[band] & (1u << bit))) return false;  // its only digit
  s.cand[index] &= ~(1u << bit);
  s.dirty |= 1u << index;
  return propagate(s);
}

// Applies the triad table to one digit-band and places the digit in every row
// of the band that is down to one cell.
bool Band9Solver::update(State& s, int index) const {
  const int digit = kTables.digit_band[index].digit, band = kTables.digit_band[index].band;
  std::uint32_t w = s.cand[index];
  const int occupied = kTables.row_triads[w & 0x1FF] | kTables.row_triads[(w >> 9) & 0x1FF] << 3 |
                       kTables.row_triads[w >> 18] << 6;
  const int allowed = kTables.placeable[occupied];
  if (allowed == 0) return false;
  w &= kTables.triad_cells[allowed];
  s.cand[index] = w;  // the table is idempotent: no need to mark it dirty again

  std::uint32_t placed = kTables.lone[w & 0x1FF] | kTables.lone[(w >> 9) & 0x1FF] << 9 |
                         std::uint32_t{kTables.lone[w >> 18]} << 18;
  placed &= s.unsolved[band];
  if (placed == 0) return true;
  s.unsolved[band] &= ~placed;
  // The other digits of the band leave the placed cells: all nine are
  // narrowed, then the placed one gets its cells back. Every digit-band that
  // lost a cell is updated again. A single placed cell used to have a path
  // of its own that skipped the digit-bands whose triads and row could give
  // nothing new (one update in six), but the test cost more than the updates
  // it saved, and choosing between the two paths mispredicted one time in
  // three: without them, callgrind counts 16% fewer instructions and 11%
  // fewer mispredictions per puzzle on top1465 (count to 2).
  // Which digits lost a cell is gathered as nine bits at fixed shifts and
  // spread to their digit-bands by a table: narrow()'s shift by a variable
  // index cost two more instructions a digit (3.4% of a puzzle's
  // instructions on top1465 and 17clue, lex-min, callgrind).
  std::uint32_t lost = 0;  // bit k: digit k lost a cell
  for (int k = 0; k < 9; ++k) {
    const std::uint32_t old = s.cand[3 * k + band];
    s.cand[3 * k + band] = old & ~placed;
    lost |= std::uint32_t{(old & placed) != 0} << k;
  }
  s.dirty |= kTables.every_third[lost] << band;
  s.cand[index] = w;
  s.dirty &= ~(1u << index);
  // The digit leaves the columns of its new cells in the other two bands. All
  // three are visited, the own band with nothing to remove, rather than
  // skipped by a test that mispredicts about one time in three.
  const std::uint32_t columns = (placed | placed >> 9 | placed >> 18) & 0x1FF;
  const std::uint32_t column_cells = columns * kColumnCells;
  for (int b = 0; b < 3; ++b)
    narrow(s, 3 * digit + b, ~(column_cells & (std::uint32_t{0} - std::uint32_t{b != band})));
  return true;
}

// Cells with one candidate left are placed; cells with none fail.
bool Band9Solver::naked_singles(State& s) const {
  // All three bands first, with no branch per band: a placement only
  // narrows its own band, so the counts of the others stay valid.
  std::uint32_t singles[3], empty = 0, any = 0;
  for (int band = 0; band < 3; ++band) {
    std::uint32_t once = 0, twice = 0;
    for (int d = 0; d < 9; ++d) {
      const std::uint32_t m = s.cand[3 * d + band];
      twice |= once & m;
      once |= m;
    }
    empty |= s.unsolved[band] & ~once;
    singles[band] = s.unsolved[band] & ~twice;
    any |= singles[band];
  }
  if (empty != 0) return false;
  if (any == 0) return true;
  for (int band = 0; band < 3; ++band)
    for (std::uint32_t m = singles[band]; m != 0; m &= m - 1) {
      const int bit = std::countr_zero(m);
      // The one digit left, found without a branch per digit.
      int digit = 0;
      for (int d = 1; d < 9; ++d) digit += d * static_cast<int>(s.cand[3 * d + band] >> bit & 1);
      place(s, digit, band, bit);
    }
  return true;
}

namespace {

// The column triads of a digit that can be part of a placement: bit
// 9*band + column of `columns` says the digit has a cell in that column of
// the band. Within each stack the column triads form a 3x3 matrix (band by
// column); a digit needs one in each row and column of it, so an entry stays
// only when the 2x2 matrix left by striking its row and column has a
// permutation too. All three stacks at once, with rotations of the bands
// (by 9 bits) and of the columns within each stack (within each 3 bits).
inline std::uint32_t stack_placeable(std::uint32_t columns) {
  constexpr std::uint32_t k0 = 0x1249249, k01 = 0x36DB6DB, k12 = 0x6DB6DB6, k2 = 0x4924924;
  // Column j of each stack gets column j+1 (next1) or j+2 (next2) of it.
  const std::uint32_t next1 = (columns >> 1 & k01) | (columns << 2 & k2);
  const std::uint32_t next2 = (columns >> 2 & k0) | (columns << 1 & k12);
  // Band b gets band b+1 (band1) or b+2 (band2).
  const auto band1 = [](std::uint32_t x) { return (x >> 9 | x << 18) & kAllCells; };
  const auto band2 = [](std::uint32_t x) { return (x >> 18 | x << 9) & kAllCells; };
  return columns & ((band1(next1) & band2(next2)) | (band1(next2) & band2(next1)));
}

}  // namespace

// Per digit, the columns: a digit with one cell left in a column is placed
// there, a digit with no cell in some column fails (rows and boxes are
// covered by update()), and the triad rule update() applies to each band is
// applied to each stack: a column's three cells in one box are a "column
// triad", and the digit needs one in each column and each box of the stack.
// That finds the locked candidates between columns and boxes, which the band
// representation does not see otherwise; it cut nodes per puzzle by 46% on
// 17clue and 33% on top1465 (full sets; instructions by 9% and 18%).
bool Band9Solver::update_columns(State& s) const {
  for (std::uint32_t digits = s.dirty_digits; digits != 0; digits &= digits - 1) {
    const int d = std::countr_zero(digits);
    std::uint32_t w[3], once[3];
    for (int b = 0; b < 3; ++b) {
      w[b] = s.cand[3 * d + b];
      once[b] = (w[b] | w[b] >> 9 | w[b] >> 18) & 0x1FF;
    }
    const std::uint32_t columns = once[0] | once[1] << 9 | once[2] << 18;
    // A stack with no placement loses every column triad: the check for a
    // column without a cell below fails then.
    const std::uint32_t keep = stack_placeable(columns);
    if (keep != columns)
      for (int b = 0; b < 3; ++b) {
        const std::uint32_t cols = keep >> (9 * b) & 0x1FF;
        if (cols == once[b]) continue;
        narrow(s, 3 * d + b, cols * kColumnCells);
        w[b] = s.cand[3 * d + b];
        once[b] = cols;
      }
    std::uint32_t twice[3], placed = 0;
    for (int b = 0; b < 3; ++b) {
      const std::uint32_t r0 = w[b] & 0x1FF, r1 = (w[b] >> 9) & 0x1FF, r2 = w[b] >> 18;
      twice[b] = (r0 & r1) | (r2 & (r0 | r1));
      placed |= w[b] & ~s.unsolved[b];
    }
    const std::uint32_t any = once[0] | once[1] | once[2];
    if (any != 0x1FF) return false;
    const std::uint32_t many =
        twice[0] | twice[1] | twice[2] | (once[0] & once[1]) | (once[2] & (once[0] | once[1]));
    // Columns where d is already placed are single too, but settled.
    const std::uint32_t settled = (placed | placed >> 9 | placed >> 18) & 0x1FF;
    for (std::uint32_t cols = any & ~many & ~settled; cols != 0; cols &= cols - 1) {
      const int col = std::countr_zero(cols);
      const int band = (once[0] >> col & 1) ? 0 : (once[1] >> col & 1) ? 1 : 2;
      // Empty when an earlier placement in this loop took the cell's row:
      // a contradiction the next update finds.
      const std::uint32_t cell = s.cand[3 * d + band] & (kColumnCells << col);
      if (cell != 0) place(s, d, band, std::countr_zero(cell));
    }
  }
  s.dirty_digits = 0;
  return true;
}

namespace {

// The digits of a set of digit-bands (bit 3 * digit + band): bit 3d stands
// for digit d, and digit 3j + i moves down by 2i to bit 9j + i, where no
// other digit's bit lands.
inline std::uint32_t digits_of(std::uint32_t digit_bands) {
  const std::uint32_t t = (digit_bands | digit_bands >> 1 | digit_bands >> 2) & 0x1249249;
  const std::uint32_t u = t | t >> 2 | t >> 4;
  return (u & 7) | (u >> 9 & 7) << 3 | (u >> 18 & 7) << 6;
}

}  // namespace

// The digits whose columns update_columns() checks are those of every
// digit-band updated, gathered once a round rather than marked by each
// update() with a shift by its digit.
bool Band9Solver::propagate(State& s) const {
  for (;;) {
    std::uint32_t updated = 0;
    while (s.dirty != 0) {
      updated |= s.dirty;
      const int index = std::countr_zero(s.dirty);
      s.dirty &= s.dirty - 1;
      if (!update(s, index)) return false;
    }
    s.dirty_digits |= digits_of(updated);
    if (!naked_singles(s)) return false;
    if (s.dirty != 0) continue;
    if (!update_columns(s)) return false;
    if (s.dirty == 0) return true;
  }
}

}  // namespace satdoku::native
