// Reading the 9x9 solver's state: candidates of a cell, the branching cell,
// the finished grid.
#include <bit>
#include <cstring>

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

// The open cells that share a unit with each open cell of a band, plus one
// (the cell itself), in two parts that add up: per triad (a row's three
// cells in one box), the open cells of its row and of its box less the
// triad's own, counted in both; per column, the open cells outside the band.
// Made once per band with pairs, it leaves two look-ups per pair: the
// puzzles of serg_benchmark have about 13 pairs a branch, and counting the
// row, box and column of each pair on its own took 55 instructions a pair.
struct BandPeers {
  int triad[9];
  std::uint64_t outside;  // a nibble per column
};

BandPeers band_peers(const Band9State& s, const OpenColumns& o, int band) {
  BandPeers p;
  p.outside = o.all - o.band[band];
  for (int row = 0; row < 3; ++row) {
    const std::uint64_t row_open = kTables.nibbles[(s.unsolved[band] >> (9 * row)) & 0x1FF];
    const int in_row = static_cast<int>((row_open * 0x111111111ull) >> 32 & 0xF);
    for (int stack = 0; stack < 3; ++stack)
      p.triad[3 * row + stack] =
          in_row + sum3(o.band[band] >> (12 * stack)) - sum3(row_open >> (12 * stack));
  }
  return p;
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
    for (int band = 0; band < 3; ++band) {
      if (pairs[band] == 0) continue;
      const BandPeers peers = band_peers(s, o, band);
      for (std::uint32_t p = pairs[band]; p != 0; p &= p - 1) {
        const int bit = std::countr_zero(p);
        const band9::BitPlace at = kTables.place[bit];
        const int open_peers =
            peers.triad[at.triad] + static_cast<int>(peers.outside >> at.column_shift & 0xF);
        const int key = open_peers << 7 | (127 - (27 * band + bit));
        best_key = key > best_key ? key : best_key;
      }
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

// Eight cells at a time, without a branch per cell: each cell's digit - 1
// in binary, one cell mask per bit, each spread to a byte per cell. The
// loop over each digit's cells cost 1,000 instructions and 140 branches a
// grid, 4.5% of a 17clue puzzle's lex-min.
void Band9Solver::write(const State& s, Values& values) const {
  values.resize(81);
  const auto c = [&s](int digit, int band) { return s.cand[3 * (digit - 1) + band]; };
  for (int band = 0; band < 3; ++band) {
    const std::uint32_t bits[4] = {
        c(2, band) | c(4, band) | c(6, band) | c(8, band),
        c(3, band) | c(4, band) | c(7, band) | c(8, band),
        c(5, band) | c(6, band) | c(7, band) | c(8, band),
        c(9, band),
    };
    for (int chunk = 0; chunk < 4; ++chunk) {
      std::uint64_t bytes = 0x0101010101010101ull;  // digit 1 everywhere
      for (int k = 0; k < 4; ++k) bytes += kTables.bytes[bits[k] >> (8 * chunk) & 0xFF] << k;
      // The last chunk holds the band's last three cells only.
      std::memcpy(values.data() + 27 * band + 8 * chunk, &bytes, chunk < 3 ? 8 : 3);
    }
  }
}

}  // namespace satdoku::native
