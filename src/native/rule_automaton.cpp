// Line automata (between and lockout lines, X-sums, skyscrapers): a digit
// stays in a cell when some run of the automaton through every cell's
// candidates uses it there and ends accepting. One pass forward collects the
// states reachable after each cell, one pass backward keeps those from which
// the rest of the line can still be read to acceptance, and records the
// digits that step between two such states. That is arc consistency on the
// whole line (repeated digits aside, which the units see to) in time linear
// in the line's length times the live states.
#include <algorithm>
#include <bit>

#include "rule_solver.hpp"

namespace satdoku::native {

bool RuleSolver::automaton(State& state, const AutomatonRule& rule) {
  const int n = tables_.side();
  const std::size_t k = rule.cells.size();
  if (layer_.size() < k + 1) layer_.resize(k + 1);
  if (stamp_.size() < static_cast<std::size_t>(rule.states)) stamp_.resize(rule.states, 0);
  // Fresh stamps for this call: one per position, forward then backward.
  if (stamps_ > 0xF0000000u) {
    std::fill(stamp_.begin(), stamp_.end(), 0u);
    stamps_ = 0;
  }
  const std::uint32_t forward = stamps_ + 1, backward = forward + static_cast<std::uint32_t>(k) + 1;
  stamps_ = backward + static_cast<std::uint32_t>(k) + 1;
  const auto next = [&](int q, int d) {
    return rule.next[static_cast<std::size_t>(q) * n + d - 1];
  };

  layer_[0].assign(1, 0);
  for (std::size_t i = 0; i < k; ++i) {
    std::vector<int>& to = layer_[i + 1];
    to.clear();
    const DigitSet cand = state.cand[rule.cells[i]];
    for (const int q : layer_[i]) {
      for (DigitSet m = cand; m != 0; m &= m - 1) {
        const int t = next(q, std::countr_zero(m) + 1);
        if (t < 0 || stamp_[t] == forward + i + 1) continue;
        stamp_[t] = forward + static_cast<std::uint32_t>(i) + 1;
        to.push_back(t);
      }
    }
  }
  // Accepting states after the last cell are live; going back, a state is
  // live when a candidate leads from it to a live one.
  for (const int q : layer_[k])
    if (rule.accepting[q]) stamp_[q] = backward + static_cast<std::uint32_t>(k);
  std::vector<DigitSet>& keep_digits = keep_scratch_;
  keep_digits.assign(k, 0);
  for (std::size_t i = k; i-- > 0;) {
    const DigitSet cand = state.cand[rule.cells[i]];
    std::vector<int>& live = live_scratch_;
    live.clear();
    for (const int q : layer_[i]) {
      bool onward = false;
      for (DigitSet m = cand; m != 0; m &= m - 1) {
        const int t = next(q, std::countr_zero(m) + 1);
        if (t < 0 || stamp_[t] != backward + i + 1) continue;
        keep_digits[i] |= m & (~m + 1);
        onward = true;
      }
      if (onward) live.push_back(q);
    }
    // Marked after the loop: a state may sit at two positions.
    for (const int q : live) stamp_[q] = backward + static_cast<std::uint32_t>(i);
  }
  for (std::size_t i = 0; i < k; ++i)
    if (!keep(state, rule.cells[i], keep_digits[i])) return false;
  return true;
}

}  // namespace satdoku::native
