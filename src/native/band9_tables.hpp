// Lookup tables of the 9x9 solver. A band is three rows of boxes; a digit's
// candidates in a band are 27 bits (bit 9*row + column). A "triad" is the
// three cells where one row of the band meets one box; triad (r, k) is bit
// 3*r + k of a 9-bit triad set.
#pragma once

#include <array>
#include <cstdint>

namespace satdoku::native::band9 {

inline constexpr std::uint32_t kAllCells = (1u << 27) - 1;
inline constexpr std::uint32_t kRowCells[3] = {0x1FFu, 0x1FFu << 9, 0x1FFu << 18};
// The three cells of column 0 in a band; shift left by the column.
inline constexpr std::uint32_t kColumnCells = 1u | 1u << 9 | 1u << 18;
// The nine cells of the band's first box; shift left by 3 * stack.
inline constexpr std::uint32_t kBoxCells = 7u * kColumnCells;

// Where bit 9 * row + column of a band sits: its triad, and the shift of
// its column's nibble in a nibble-per-column count.
struct BitPlace {
  std::uint8_t triad;         // 3 * row + stack
  std::uint8_t column_shift;  // 4 * column
};

struct Tables {
  // For the nine bits of one row: which of its three triads are not empty.
  std::array<std::uint8_t, 512> row_triads{};
  // For a set of occupied triads: the union of all the ways to place a digit
  // once in each row and once in each box of the band using only those
  // triads (the six 3x3 permutation matrices). Triads outside it cannot hold
  // the digit; an empty result means the digit cannot be placed at all.
  std::array<std::uint16_t, 512> placeable{};
  // The 27-bit cell mask of a triad set.
  std::array<std::uint32_t, 512> triad_cells{};
  // The nine bits of one row when exactly one is set, else 0: the row's
  // hidden single.
  std::array<std::uint16_t, 512> lone{};
  // The nine bits of one row spread to one nibble per column (bit c to bit
  // 4c), so that adding rows counts cells per column.
  std::array<std::uint64_t, 512> nibbles{};
  std::array<BitPlace, 27> place{};
  // Eight bits spread to eight bytes of 0 or 1 (bit j to byte j).
  std::array<std::uint64_t, 256> bytes{};
};

consteval Tables make_tables() {
  Tables t;
  for (int bits = 0; bits < 512; ++bits) {
    int triads = 0;
    for (int k = 0; k < 3; ++k)
      if (bits & (7 << (3 * k))) triads |= 1 << k;
    t.row_triads[bits] = static_cast<std::uint8_t>(triads);
    if (bits != 0 && (bits & (bits - 1)) == 0) t.lone[bits] = static_cast<std::uint16_t>(bits);
    for (int c = 0; c < 9; ++c)
      if (bits & (1 << c)) t.nibbles[bits] |= std::uint64_t{1} << (4 * c);
  }
  for (int bits = 0; bits < 256; ++bits)
    for (int j = 0; j < 8; ++j)
      if (bits & (1 << j)) t.bytes[bits] |= std::uint64_t{1} << (8 * j);
  for (int bit = 0; bit < 27; ++bit)
    t.place[bit] = {static_cast<std::uint8_t>(3 * (bit / 9) + bit % 9 / 3),
                    static_cast<std::uint8_t>(4 * (bit % 9))};
  constexpr int kPermutations[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2},
                                       {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
  for (int set = 0; set < 512; ++set) {
    int allowed = 0;
    for (const auto& p : kPermutations) {
      const int matrix = 1 << p[0] | 1 << (3 + p[1]) | 1 << (6 + p[2]);
      if ((matrix & set) == matrix) allowed |= matrix;
    }
    t.placeable[set] = static_cast<std::uint16_t>(allowed);
    std::uint32_t cells = 0;
    for (int triad = 0; triad < 9; ++triad)
      if (set & (1 << triad)) cells |= 7u << (9 * (triad / 3) + 3 * (triad % 3));
    t.triad_cells[set] = cells;
  }
  return t;
}

inline constexpr Tables kTables = make_tables();

}  // namespace satdoku::native::band9
