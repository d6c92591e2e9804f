// What the logical techniques need to know of a puzzle's shape, built once
// per puzzle and shared by every candidate state of it:
// - houses: groups of N cells holding every digit once (rows, columns,
//   regions, and the rules' full-size groups: a diagonal, an extra region);
//   hidden singles, hidden subsets, fish and chains' strong links live here;
// - groups: every all-different group (the houses and the smaller ones: a
//   killer cage, a renban line), where naked subsets hold;
// - peers: the cells each cell must differ from (its groups' cells, and pairs
//   a rule forbids to be equal, as anti-knight does);
// - the rest of the lowered rules (relations between two cells, sums, cell
//   masks ...), which the "rule" step applies.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/lowering.hpp"
#include "satdoku/logic.hpp"
#include "satdoku/rules.hpp"

namespace satdoku {

struct LogicHouse {
  enum class Kind : std::uint8_t { row, column, box, region, rule };
  Kind kind = Kind::row;
  int index = 0;  // row, column or box number from 0; the rule's origin for Kind::rule
  std::vector<int> cells;
  std::string name;  // "row 5", "column 3", "box 2", "region 4", "diagonal-"
};

// A relation between two cells other than "differ" (kropki dots, a
// thermometer's order, an XV sum ...): allowed(da, db).
struct LogicRelation {
  int a = 0;
  int b = 0;
  int origin = 0;
  std::vector<bool> allowed;  // N * N, as PairTable
  bool allows(int da, int db, int side) const { return allowed[(da - 1) * side + (db - 1)]; }
};

struct LogicTopology {
  explicit LogicTopology(const Puzzle& puzzle);

  Geometry geometry;
  int side = 0;
  int cells = 0;
  int words = 0;  // 64-bit words in a cell set
  DigitMask all_digits = 0;
  bool classic = true;  // rows, columns and boxes only
  bool jigsaw = false;

  // Houses 0..N-1 are rows, N..2N-1 columns, 2N..3N-1 boxes or regions;
  // the rules' full-size groups follow.
  std::vector<LogicHouse> houses;
  std::vector<std::vector<int>> houses_of;  // per cell
  // The houses in the order SE looks at them: boxes (regions), columns,
  // rows, then the rules' houses.
  std::vector<int> search_order;
  // All-different groups smaller than a house (cells of each).
  std::vector<std::vector<int>> small_groups;
  std::vector<int> small_group_origin;
  std::vector<std::vector<int>> peers;         // per cell, ascending
  std::vector<std::uint64_t> peer_bits;        // per cell, `words` words: the peers as a set
  std::vector<LogicRelation> relations;        // pairs other than "differ"
  std::vector<std::vector<int>> relations_of;  // per cell: indices into relations
  Lowered lowered;                             // for the rule step (sums, masks, runs ...)

  bool sees(int a, int b) const {
    return (peer_bits[static_cast<std::size_t>(a) * words + (b >> 6)] >> (b & 63)) & 1;
  }
  const std::uint64_t* peer_set(int cell) const {
    return &peer_bits[static_cast<std::size_t>(cell) * words];
  }
  int row_of(int cell) const { return cell / side; }
  int col_of(int cell) const { return cell % side; }
  int box_of(int cell) const { return houses_of[cell][2] - 2 * side; }
  // The house holding both cells of that kind index (0 row, 1 column, 2 box), or -1.
  int common_house(int a, int b, int kind) const {
    return houses_of[a][kind] == houses_of[b][kind] ? houses_of[a][kind] : -1;
  }
};

}  // namespace satdoku
