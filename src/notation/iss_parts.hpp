// Pieces shared by the ISS reader and writer (iss.cpp, iss_read_rules.cpp, iss_write*.cpp):
// ISS's cell names, its pairwise relation keys, the lines its outside clues
// name, and the relations satdoku's rules hold between two cells. Internal
// to the notation component; the notation itself is described in
// satdoku/iss.hpp.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "satdoku/grid.hpp"
#include "satdoku/rules.hpp"

namespace satdoku::iss_internal {

// ISS grids are 1x1 to 16x16; satdoku reads and writes 4 to 16.
inline constexpr int kMaxIssSide = 16;

// "R1C1" ... "RgCg": ISS writes rows and columns in base 17 (1-9, then a-g).
std::string cell_id(int cell, int side);
// The cell a name means (either case of R, C and the letters); nullopt for
// anything else or a cell outside the grid.
std::optional<int> parse_cell_id(std::string_view id, int side);

// The boxes ISS gives a square grid (its CellGeometry.boxDimsForSize): the
// same as f-puzzles' (fpuzzles_box); none for the prime sizes.
std::optional<Geometry> iss_box(int side);

// A relation between the digits of two cells: allowed(a, b) for digits 1..N,
// a the first cell's digit. ISS writes one as a key (fnToBinaryKey): bit
// (a-1)*N + (b-1), six bits per URL-safe base64 character, trailing zero
// characters dropped.
class Relation {
 public:
  explicit Relation(int side) : n_(side), bits_(static_cast<std::size_t>(side * side), 0) {}
  int side() const { return n_; }
  bool allowed(int a, int b) const { return bits_[index(a, b)] != 0; }
  void set(int a, int b, bool allowed) { bits_[index(a, b)] = allowed ? 1 : 0; }
  std::string key() const;
  // The relation a key means on an N-digit grid; nullopt for a character
  // outside the alphabet or bits beyond N*N.
  static std::optional<Relation> from_key(std::string_view key, int side);
  friend bool operator==(const Relation&, const Relation&) = default;

 private:
  std::size_t index(int a, int b) const { return static_cast<std::size_t>((a - 1) * n_ + (b - 1)); }
  int n_;
  std::vector<std::uint8_t> bits_;
};

// The relations the writer names with an ISS Pair (two cells) and the
// reader recognises again, each for the satdoku rule it stands for.
Relation relation_equal(int side);                  // clone: a == b
Relation relation_not_greater(int side);            // slow thermometer step: a <= b
Relation relation_difference(int side, int value);  // difference dot: |a - b| == value
Relation relation_ratio(int side, int value);       // ratio dot: a == value*b or b == value*a
Relation relation_far(int side);                    // nabner: |a - b| > 1
Relation relation_entropy(int side);                // entropic: different thirds
// box indexer: a cell at index `own` (1-based) of its region and the cell at
// index `other`: when the first holds `other`, the second holds `own`.
Relation relation_indexer(int side, int own, int other);

// The thirds of an entropic line on an N-digit grid: low, middle, high.
int entropy_group(int digit, int side);

// ISS's little killer lines (LittleKiller.cellMap): every diagonal of two or
// more cells, keyed by one end (its first cell in ISS's order); nullopt when
// `cells` (in either direction) is not one of them.
std::optional<int> little_killer_start(const std::vector<int>& cells, int side);
// The diagonal an ISS little killer key names, in ISS's order; empty when
// the cell starts none.
std::vector<int> little_killer_cells(int start, int side);

// An outside clue of a whole row or column read from one end (x-sum,
// skyscraper, sandwich): ISS's "R3" / "C5" and the direction, 1 from the
// top or left, -1 from the bottom or right.
struct LineClue {
  bool column = false;
  int index = 0;  // 0-based row or column
  int direction = 1;
  std::string id() const;  // "R3", "C5"
  // Where satdoku draws the clue: row or column 0 or N+1.
  Outside outside(int side) const;
  // The cells read from the clue.
  std::vector<int> cells(int side) const;
};
// The clue of a rule's cells, when they are a whole row or column read from
// one end.
std::optional<LineClue> line_clue_of(const std::vector<int>& cells, int side);

// The windoku regions of a 9x9 grid as ISS builds them (Windoku.regions), and
// its disjoint sets (disjointSetRegions) for its boxes.
std::vector<std::vector<int>> windoku_regions(int side);
std::vector<std::vector<int>> disjoint_sets(int side);

}  // namespace satdoku::iss_internal
