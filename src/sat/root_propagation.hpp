// Which digits each cell may still hold, as far as the grid's own rules say:
// what unit propagation on the extended encoding derives at the root level
// (a placed digit leaves its peers; a cell with one digit left, or a digit
// with one cell left in a row, column or box, is placed; to a fixpoint).
//
// The lex-min method asks the solver "is a smaller digit possible here?"
// only when this says a smaller digit is still open. A solver holding the
// givens as unit clauses knows the same at its root level, but a solver
// shared by many puzzles holds them as assumptions and forgets it after each
// call, so the SAT engine keeps this record itself.
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

#include "satdoku/grid.hpp"

namespace satdoku {

class RootPropagation {
 public:
  // Starts from the grid's filled cells. `regions` (the region of each cell,
  // row-major) replaces the boxes for jigsaw puzzles; null: the usual boxes.
  explicit RootPropagation(const Grid& start, const std::vector<int>* regions = nullptr);

  bool open(int cell, int digit) const { return (mask_[cell] >> (digit - 1) & 1U) != 0; }
  // The digit the cell holds or was forced to; 0 while it has a choice.
  int value(int cell) const { return value_[cell]; }
  // Places a digit and everything that follows from it.
  void place(int cell, int digit);
  // false once propagation met a cell or a unit-digit with no place left.
  bool consistent() const { return ok_; }

 private:
  std::size_t slot(int unit, int digit) const {
    return static_cast<std::size_t>(unit) * (n_ + 1) + digit;
  }
  void drain();
  void assign(int cell, int digit);
  void remove(int cell, int digit);
  void leave(int unit, int digit);  // a cell of `unit` no longer offers `digit`

  struct Layout;  // the geometry's units and peers, shared by all grids of it
  static const Layout& layout_of(const Geometry& geometry, const std::vector<int>* regions);

  const Layout& layout_;
  int n_;
  std::vector<std::uint64_t> mask_;         // bit d-1: digit d still possible
  std::vector<std::uint8_t> value_;         // placed digit or 0
  std::vector<int> offers_;                 // unit-digit -> open unplaced cells
  std::vector<std::uint8_t> placed_;        // unit-digit -> already placed
  std::vector<std::pair<int, int>> queue_;  // placements to make
  bool ok_ = true;
};

}  // namespace satdoku
