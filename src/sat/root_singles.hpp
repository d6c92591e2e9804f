// What unit propagation derives from the givens alone on the extended
// encoding (a placed digit leaves its peers; a cell with one digit left,
// or a digit with one cell left in a row, column or box, is placed), for
// classic grids of at most 128 cells, on bit masks: far cheaper than one
// CaDiCaL call.
//
// It is the root level a solver holding the givens as units would reach
// (and what the reduced encoding would be with its elimination iterated).
// Counting uses it to skip CaDiCaL: when it decides every cell the puzzle
// has exactly that completion, when it meets a contradiction none, and
// otherwise a second completion can only differ in the cells it leaves
// open. RootPropagation (root_propagation.hpp) computes the same for any grid, one
// placement at a time.
//
// Counting asks for more (`deeper`): locked candidates and naked and hidden
// pairs, which the solver's propagation does not find and its search pays
// for in conflicts, CaDiCaL's dear part. What they remove is assumed false.
// With `probing` it then tries the choices of two- and three-way cells and
// houses with singles (root_probing.cpp), which decides more puzzles
// without CaDiCaL.
#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <utility>
#include <vector>

#include "sat/sat_tuning.hpp"
#include "satdoku/grid.hpp"

namespace satdoku {

class RootSingles {
 public:
  // Whether a grid of this shape fits the masks.
  static bool fits(const Geometry& geometry) { return geometry.cells() <= 128; }

  // `deeper`: locked candidates and pairs too, once singles are spent;
  // `probing`: then failed literals on two-digit cells as well.
  explicit RootSingles(const Grid& givens, bool deeper = false, bool probing = false);
  // Goes on from what the givens' singles left (a pre-solve made without
  // `deeper`) with locked candidates and pairs (and probes).
  void deepen(bool probing = false);

  // false: the givens cannot all hold (no completion).
  bool consistent() const { return ok_; }
  // Every cell holds a digit (and consistent(): exactly one completion).
  bool decided() const { return ok_ && placed_ == all_; }
  // The digit of a cell, 0 while it has a choice.
  int value(int cell) const { return value_[static_cast<std::size_t>(cell)]; }
  // Whether `digit` is still possible in `cell` (placed there, or open).
  bool allows(int cell, int digit) const {
    return (possible_[static_cast<std::size_t>(digit)] & bit(cell)) != 0;
  }
  // The (cell, digit) pairs that locked candidates and pairs removed while
  // the cell still had a choice: facts the solver's propagation would not
  // derive.
  const std::vector<std::pair<int, int>>& deeper_out() const { return deeper_out_; }
  // A completion a probe ran into (every cell's digit), empty if none; and
  // whether probes ran into two different ones (the puzzle has several).
  const std::vector<std::uint8_t>& completion() const { return completion_; }
  bool several() const { return completions_ >= 2; }
  // How many (cell, digit) pairs are still open: the size of what is left.
  int open_candidates() const {
    int open = 0;
    for (int d = 1; d <= n_; ++d) open += count(possible_[static_cast<std::size_t>(d)] & ~placed_);
    return open;
  }

 private:
  __extension__ typedef unsigned __int128 Bits;
  struct Layout;
  static const Layout& layout_of(const Geometry& geometry);
  const std::vector<Bits>& houses() const;
  static Bits bit(int cell) { return Bits{1} << cell; }
  static int count(Bits b) {
    return std::popcount(static_cast<std::uint64_t>(b)) +
           std::popcount(static_cast<std::uint64_t>(b >> 64));
  }
  static int lowest(Bits b) {
    const auto low = static_cast<std::uint64_t>(b);
    return low != 0 ? std::countr_zero(low)
                    : 64 + std::countr_zero(static_cast<std::uint64_t>(b >> 64));
  }
  // What a probe saves and restores: the masks, not the digits (value_ is
  // read off the masks once the pre-solve is over).
  struct Masks {
    std::array<Bits, 12> possible;
    Bits placed;
    std::array<std::uint64_t, 12> dirty;
    bool ok;
  };
  Masks masks() const { return {possible_, placed_, dirty_, ok_}; }
  void restore(const Masks& m) {
    possible_ = m.possible;
    placed_ = m.placed;
    dirty_ = m.dirty;
    ok_ = m.ok;
  }
  void run(bool deeper, bool probing);
  void place(int cell, int digit);
  void touched(int digit, Bits cells);
  void singles();
  bool naked_singles();
  bool hidden_singles();
  bool locked_candidates();
  bool pairs();
  bool probe();
  void completed();
  bool remove(int digit, Bits cells);

  const Layout& layout_;
  int n_;
  Bits all_ = 0;
  Bits placed_ = 0;
  std::array<Bits, 12> possible_{};  // digit d (from 1) -> cells that may hold it
  // digit -> houses (bit per index) where it lost a cell since hidden
  // singles last looked.
  std::array<std::uint64_t, 12> dirty_{};
  std::vector<std::uint8_t> value_;
  bool ok_ = true;
  std::vector<std::pair<int, int>> deeper_out_;
  // Trials left before probing gives up (kProbeTrials); each removal starts
  // a fresh allowance. Probes pay on puzzles with one completion, not on
  // those with several.
  int trials_left_ = sat_tuning::kProbeTrials;
  // Completions that probes ran into: the first one's masks, and whether
  // another one differed.
  int completions_ = 0;
  std::array<Bits, 12> completed_{};
  std::vector<std::uint8_t> completion_;
};

}  // namespace satdoku
