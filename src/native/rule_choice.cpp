// Where the rule solver branches. Each cell has a weight: at the start the
// rules that read it (its houses, relations and constraints, each counted by
// its size), then one more for each assignment to it that failed at once and
// each time it ran out of candidates. The cell with the most weight per
// candidate is chosen (dom/wdeg), ahead of it the cells that hold the digit
// whose assignments failed most often lately. Weights are halved every so
// often, so that they follow where the search is now.
//
// A digit with two places left in a house whose heavier place weighs at
// least half of the chosen cell's weight per candidate is branched on
// instead (where the digit goes, branch.hpp): a two-way split where the cell
// would split three or more ways. On setters' puzzles with almost no givens
// this is where the search finds its footing (the thermometer "snipes" of
// ISS's collections).
#include "digit_count.hpp"
#include "rule_solver.hpp"
#include "rule_tuning.hpp"

namespace satdoku::native {

void RuleSolver::reset_weights() {
  const int n = tables_.side();
  weight_.assign(static_cast<std::size_t>(cells()), 0);
  for (int cell = 0; cell < cells(); ++cell) {
    std::uint64_t w = static_cast<std::uint64_t>(tables_.units_of(cell).size()) * n;
    w += 2 * tables_.arcs(cell).size();
    w += tables_.constraint_weight(cell);
    weight_[cell] = w;
  }
  digit_weight_.assign(static_cast<std::size_t>(n), 0);
  conflicts_ = 0;
}

bool RuleSolver::blame(int cell) {
  ++weight_[cell];
  return false;
}

void RuleSolver::conflict(int cell, int digit) {
  ++weight_[cell];
  ++digit_weight_[digit - 1];
  if (++conflicts_ < rule_tuning::kDecayEvery) return;
  conflicts_ = 0;
  for (std::uint64_t& w : weight_) w /= 2;
  for (std::uint64_t& w : digit_weight_) w /= 4;
}

void RuleSolver::hot_digit(DigitSet& digit, std::uint64_t& score) const {
  digit = 0;
  score = 0;
  std::uint64_t most = 0, least = ~std::uint64_t{0};
  int which = 0;
  for (int d = 0; d < tables_.side(); ++d) {
    const std::uint64_t w = digit_weight_[d];
    if (w > most) {
      most = w;
      which = d;
    }
    if (w != 0 && w < least) least = w;
  }
  // Only a digit that stands out: half as many failures again as the least
  // failed one, and at least one per digit.
  if (most < static_cast<std::uint64_t>(tables_.side()) || 2 * most <= 3 * least) return;
  digit = DigitSet{1} << which;
  score = most;
}

Branch RuleSolver::choose(const State& state) const {
  int start = 0;
  Branch best;
  if (random_ != 0) {
    random_ ^= random_ << 13;
    random_ ^= random_ >> 7;
    random_ ^= random_ << 17;
    start = static_cast<int>(random_ % static_cast<std::uint64_t>(cells()));
    best.rotate = static_cast<int>((random_ >> 32) % static_cast<std::uint64_t>(tables_.side()));
  }
  DigitSet hot = 0;
  std::uint64_t hot_score = 0;
  hot_digit(hot, hot_score);
  // Most weight per candidate, in fifths: a cell holding the hot digit
  // gains a fifth of its failures. Ties go to the first cell met.
  std::uint64_t best_score = 0, best_count = 1;
  for (int k = 0, cell = start; k < cells(); ++k, cell = cell + 1 == cells() ? 0 : cell + 1) {
    const DigitSet c = state.cand[cell];
    if ((c & (c - 1)) == 0) continue;
    const auto count = static_cast<std::uint64_t>(digit_count(c));
    const std::uint64_t score = 5 * weight_[cell] + ((c & hot) ? hot_score : 0);
    if (best.cell < 0 || score * best_count > best_score * count) {
      best_score = score;
      best_count = count;
      best.cell = cell;
      best.digits = c;
    }
  }
  if (best.cell >= 0 && static_cast<int>(best_count) >= rule_tuning::kPlacesFromCandidates)
    choose_places(state, best);
  return best;
}

void RuleSolver::choose_places(const State& state, Branch& best) const {
  const int n = tables_.side();
  const std::uint64_t cell_count = static_cast<std::uint64_t>(digit_count(best.digits));
  std::uint64_t best_weight = weight_[best.cell], best_count = cell_count;
  int best_slot = -1;
  const std::uint8_t* places = state.places.data();
  const int slots = tables_.units() * n;
  for (int slot = 0; slot < slots; ++slot) {
    const std::uint64_t count = places[slot];
    if (count < 2 || count > rule_tuning::kPlacesMax || count >= cell_count) continue;
    const DigitSet bit = DigitSet{1} << (slot % n);
    const int* unit = tables_.unit(slot / n);
    std::uint64_t weight = 0;
    for (int k = 0; k < n; ++k)
      if ((state.cand[unit[k]] & bit) && weight_[unit[k]] > weight) weight = weight_[unit[k]];
    // As heavy per place as the best so far, or heavier: later ones win ties.
    if (weight * best_count >= best_weight * count) {
      best_weight = weight;
      best_count = count;
      best_slot = slot;
    }
  }
  if (best_slot < 0) return;
  const DigitSet bit = DigitSet{1} << (best_slot % n);
  const int* unit = tables_.unit(best_slot / n);
  best.digits = 0;
  best.rotate = 0;
  std::uint64_t heaviest = 0;
  for (int k = 0; k < n; ++k) {
    if (!(state.cand[unit[k]] & bit)) continue;
    best.digits |= DigitSet{1} << k;
    // The heaviest place first (the search tries from `rotate` on).
    if (weight_[unit[k]] > heaviest) {
      heaviest = weight_[unit[k]];
      best.rotate = k;
    }
  }
  best.digit = best_slot % n + 1;
  best.places = unit;
}

}  // namespace satdoku::native
