#include <array>

#include "root_singles.hpp"

namespace satdoku {

// Failed literals on the masks. Exactly one digit of a cell holds, and
// exactly one cell of a house holds a digit; where there are two or three
// of them, each is tried in turn with singles to their end. One whose trial
// meets a contradiction is removed (a lone survivor is then placed by the
// singles that follow, which derive what its trial did); when several
// survive, what all of their trials removed holds in every completion and
// goes too. This is search CaDiCaL would pay for in conflicts, done on the
// masks with singles only.
bool RootSingles::probe() {
  bool removed = false;
  Masks before = masks();
  // Tries each (cell, digit) of `choice` (exactly one holds in every completion).
  auto try_each = [&](const std::array<std::pair<int, int>, 3>& choice, int k) {
    Masks common{};  // what every surviving trial removed
    int survivors = 0;
    std::array<bool, 3> failed{};
    if (trials_left_ < k) return;
    trials_left_ -= k;
    for (int i = 0; i < k; ++i) {
      const auto [cell, digit] = choice[static_cast<std::size_t>(i)];
      const std::size_t out = deeper_out_.size();
      place(cell, digit);
      singles();
      deeper_out_.resize(out);
      if (!ok_) {
        failed[static_cast<std::size_t>(i)] = true;
      } else {
        if (placed_ == all_) completed();
        for (int d = 1; d <= n_; ++d) {
          const auto dd = static_cast<std::size_t>(d);
          const Bits gone = before.possible[dd] & ~possible_[dd];
          common.possible[dd] = survivors == 0 ? gone : common.possible[dd] & gone;
        }
        ++survivors;
      }
      restore(before);
    }
    bool changed = false;
    for (int i = 0; i < k; ++i)
      if (failed[static_cast<std::size_t>(i)]) {
        const auto [cell, digit] = choice[static_cast<std::size_t>(i)];
        changed |= remove(digit, bit(cell));
      }
    if (survivors >= 2)
      for (int d = 1; d <= n_; ++d)
        changed |= remove(d, common.possible[static_cast<std::size_t>(d)]);
    if (!changed) return;
    trials_left_ = sat_tuning::kProbeTrials;  // progress earns another round of trials
    removed = true;
    singles();  // none survived: no digit is left, and singles say so
    before = masks();
  };
  std::array<std::pair<int, int>, 3> choice{};
  for (Bits open = all_ & ~placed_; open && ok_ && !several(); open &= open - 1) {
    const int cell = lowest(open);
    if (placed_ & bit(cell)) continue;
    int k = 0;
    for (int d = 1; d <= n_ && k <= 3; ++d)
      if (possible_[static_cast<std::size_t>(d)] & bit(cell)) {
        if (k < 3) choice[static_cast<std::size_t>(k)] = {cell, d};
        ++k;
      }
    if (k >= 2 && k <= 3) try_each(choice, k);
  }
  for (int d = 1; d <= n_ && ok_ && !several(); ++d)
    for (const Bits house : houses()) {
      if (!ok_ || several()) break;
      Bits m = possible_[static_cast<std::size_t>(d)] & house;
      const int k = count(m);
      if ((m & placed_) || k < 2 || k > 3) continue;
      for (int i = 0; m; m &= m - 1, ++i) choice[static_cast<std::size_t>(i)] = {lowest(m), d};
      try_each(choice, k);
    }
  return removed && !several();  // with two completions the count is known
}

// A trial placed every cell: a completion (each placement was checked
// against its peers). Kept if it is the first, counted if it differs.
void RootSingles::completed() {
  if (completions_ == 0) {
    completed_ = possible_;
    completions_ = 1;
  } else if (completions_ == 1 && completed_ != possible_) {
    completions_ = 2;
  }
}

}  // namespace satdoku
