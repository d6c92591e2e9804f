// CandidateState: the state the techniques read and the steps change.
#include <bit>
#include <map>
#include <mutex>
#include <stdexcept>

#include "satdoku/logic.hpp"
#include "topology.hpp"

namespace satdoku {
namespace {

// Classic puzzles of one geometry share their topology: a batch of a million
// 9x9 puzzles builds it once. Rules make a topology the puzzle's own.
std::shared_ptr<const LogicTopology> topology_for(const Puzzle& puzzle) {
  if (!puzzle.classic()) return std::make_shared<const LogicTopology>(puzzle);
  static std::mutex mutex;
  static std::map<std::pair<int, int>, std::shared_ptr<const LogicTopology>> cache;
  const Geometry& g = puzzle.grid.geometry();
  std::lock_guard<std::mutex> lock(mutex);
  auto& slot = cache[{g.box_rows, g.box_cols}];
  if (!slot) slot = std::make_shared<const LogicTopology>(Puzzle(Grid(g)));
  return slot;
}

}  // namespace

CandidateState::CandidateState(const Puzzle& puzzle) : CandidateState(puzzle, puzzle.grid, {}) {}

CandidateState::CandidateState(const Puzzle& puzzle, const Grid& values,
                               std::span<const DigitMask> masks)
    : topology_(topology_for(puzzle)), side_(puzzle.side()) {
  const LogicTopology& t = *topology_;
  if (values.geometry() != puzzle.grid.geometry())
    throw std::invalid_argument("candidate state: the values' grid is not the puzzle's shape");
  if (!masks.empty() && static_cast<int>(masks.size()) != t.cells)
    throw std::invalid_argument("candidate state: one mask per cell is needed");
  values_.assign(t.cells, 0);
  masks_.assign(t.cells, t.all_digits);
  for (int cell = 0; cell < t.cells; ++cell) {
    if (!masks.empty()) masks_[cell] &= masks[cell];
    const int digit = values.at(cell);
    if (digit == 0) continue;
    values_[cell] = static_cast<std::uint8_t>(digit);
    masks_[cell] = DigitMask{1} << (digit - 1);
    ++placed_;
  }
  for (int cell = 0; cell < t.cells; ++cell) {
    const int digit = values_[cell];
    if (digit == 0) continue;
    for (const int peer : t.peers[cell]) {
      if (values_[peer] == digit) clash_ = true;
      if (values_[peer] == 0) masks_[peer] &= ~(DigitMask{1} << (digit - 1));
    }
  }
  // A sukaku's pencil marks are its givens, not a step to explain.
  for (const CellMask& m : t.lowered.masks) {
    const Rule& rule = puzzle.rules->list[m.origin];
    if (rule.kind == RuleKind::pencil_marks && values_[m.cell] == 0) masks_[m.cell] &= m.mask;
  }
}

Grid CandidateState::grid() const {
  return Grid(topology_->geometry, values_);
}

bool CandidateState::broken() const {
  if (clash_) return true;
  const LogicTopology& t = *topology_;
  for (int cell = 0; cell < t.cells; ++cell)
    if (masks_[cell] == 0) return true;
  for (const LogicHouse& house : t.houses) {
    DigitMask seen = 0;
    for (const int cell : house.cells) seen |= masks_[cell];
    if (seen != t.all_digits) return true;
  }
  return false;
}

bool CandidateState::place(int cell, int digit) {
  const DigitMask bit = DigitMask{1} << (digit - 1);
  if (values_[cell] != 0 || !(masks_[cell] & bit)) return false;
  values_[cell] = static_cast<std::uint8_t>(digit);
  masks_[cell] = bit;
  ++placed_;
  for (const int peer : topology_->peers[cell])
    if (values_[peer] == 0) masks_[peer] &= ~bit;
  return true;
}

bool CandidateState::eliminate(int cell, DigitMask digits) {
  if (values_[cell] != 0 || !(masks_[cell] & digits)) return false;
  masks_[cell] &= ~digits;
  return true;
}

void CandidateState::apply(const Step& step) {
  for (const Placement& p : step.placements) place(p.cell, p.digit);
  for (const Elimination& e : step.eliminations) eliminate(e.cell, e.digits);
}

}  // namespace satdoku
