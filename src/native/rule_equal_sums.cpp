// Groups of cells that sum to one shared total (rule_tables.hpp's
// EqualSumsRule): the totals each group can reach, as a set; the shared
// total lies in all of them, and each cell keeps the digits that some way
// of reaching one of those totals uses. Groups of up to three cells are
// enumerated exactly (distinct digits where the cells see each other);
// longer ones by partial sums, forward then backward, which leaves their
// distinctness to the units and the sum bounds (rule_sum.cpp).
#include <bit>

#include "rule_solver.hpp"

namespace satdoku::native {
namespace {

constexpr int kExactCells = kExactSumCells;

}  // namespace

// Calls f(digits, total) for each assignment of digits to the (at most
// three) cells that their candidates allow, distinct where they see each
// other.
template <class F>
void RuleSolver::each_small(const State& state, const std::vector<int>& cells, F&& f) const {
  const int k = static_cast<int>(cells.size());
  DigitSet c[kExactCells] = {};
  bool differ[kExactCells][kExactCells] = {};
  for (int i = 0; i < k; ++i) {
    c[i] = state.cand[cells[i]];
    for (int j = 0; j < i; ++j) differ[i][j] = sees(cells[i], cells[j]);
  }
  int d[kExactCells] = {};
  for (DigitSet a = c[0]; a != 0; a &= a - 1) {
    d[0] = std::countr_zero(a) + 1;
    if (k == 1) {
      f(d, d[0]);
      continue;
    }
    for (DigitSet b = c[1]; b != 0; b &= b - 1) {
      d[1] = std::countr_zero(b) + 1;
      if (differ[1][0] && d[1] == d[0]) continue;
      if (k == 2) {
        f(d, d[0] + d[1]);
        continue;
      }
      for (DigitSet e = c[2]; e != 0; e &= e - 1) {
        d[2] = std::countr_zero(e) + 1;
        if ((differ[2][0] && d[2] == d[0]) || (differ[2][1] && d[2] == d[1])) continue;
        f(d, d[0] + d[1] + d[2]);
      }
    }
  }
}

RuleSolver::Sums RuleSolver::reachable(const State& state, const std::vector<int>& cells) const {
  Sums out;
  if (cells.size() <= kExactCells) {
    each_small(state, cells,
               [&](const int*, int total) { out.set(static_cast<std::size_t>(total)); });
    return out;
  }
  if (static_cast<int>(cells.size()) * tables_.side() < 64) {  // in one machine word
    std::uint64_t sums = 1;
    for (const int cell : cells) {
      std::uint64_t next = 0;
      for (DigitSet m = state.cand[cell]; m != 0; m &= m - 1)
        next |= sums << (std::countr_zero(m) + 1);
      sums = next;
    }
    return Sums(sums);
  }
  out.set(0);
  for (const int cell : cells) {
    Sums next;
    for (DigitSet m = state.cand[cell]; m != 0; m &= m - 1)
      next |= out << (std::countr_zero(m) + 1);
    out = next;
  }
  return out;
}

bool RuleSolver::narrow_to(State& state, const std::vector<int>& cells, const Sums& totals) {
  const std::size_t k = cells.size();
  if (k <= kExactCells) {
    DigitSet used[kExactCells] = {};
    each_small(state, cells, [&](const int* d, int total) {
      if (!totals.test(static_cast<std::size_t>(total))) return;
      for (std::size_t i = 0; i < k; ++i) used[i] |= DigitSet{1} << (d[i] - 1);
    });
    for (std::size_t i = 0; i < k; ++i)
      if (!keep(state, cells[i], used[i])) return false;
    return true;
  }
  // Totals below 64 (every cage and little killer of a 9x9): the same in
  // one machine word, partial sums above the largest total dropped (digits
  // are positive, so no way back from there).
  if ((totals >> 64).none()) {
    const std::uint64_t goal = (totals & Sums(~std::uint64_t{0})).to_ullong();
    if (goal == 0) return false;
    const std::uint64_t cap = ~std::uint64_t{0} >> std::countl_zero(goal);
    if (forward64_.size() < k + 1) forward64_.resize(k + 1);
    forward64_[0] = 1;
    for (std::size_t i = 0; i < k; ++i) {
      std::uint64_t next = 0;
      for (DigitSet m = state.cand[cells[i]]; m != 0; m &= m - 1)
        next |= forward64_[i] << (std::countr_zero(m) + 1);
      forward64_[i + 1] = next & cap;
    }
    std::uint64_t after = goal;
    for (std::size_t i = k; i-- > 0;) {
      DigitSet keep_digits = 0;
      std::uint64_t before = 0;
      for (DigitSet m = state.cand[cells[i]]; m != 0; m &= m - 1) {
        const std::uint64_t from = after >> (std::countr_zero(m) + 1);
        if (from & forward64_[i]) keep_digits |= m & -m;
        before |= from;
      }
      if (!keep(state, cells[i], keep_digits)) return false;
      after = before & forward64_[i];
    }
    return true;
  }
  // forward_[i]: the partial sums of the first i cells; then, going back,
  // `after` holds the partial sums after cell i from which the rest can
  // still reach a total.
  if (forward_.size() < k + 1) forward_.resize(k + 1);
  forward_[0].reset();
  forward_[0].set(0);
  for (std::size_t i = 0; i < k; ++i) {
    Sums next;
    for (DigitSet m = state.cand[cells[i]]; m != 0; m &= m - 1)
      next |= forward_[i] << (std::countr_zero(m) + 1);
    forward_[i + 1] = next;
  }
  Sums after = totals;
  for (std::size_t i = k; i-- > 0;) {
    DigitSet keep_digits = 0;
    Sums before;
    for (DigitSet m = state.cand[cells[i]]; m != 0; m &= m - 1) {
      const int d = std::countr_zero(m) + 1;
      const Sums from = after >> d;  // partial sums before the cell that d takes into `after`
      if ((from & forward_[i]).any()) keep_digits |= m & -m;
      before |= from;
    }
    if (!keep(state, cells[i], keep_digits)) return false;
    after = before & forward_[i];
  }
  return true;
}

bool RuleSolver::equal_sums(State& state, const EqualSumsRule& rule) {
  for (;;) {
    Sums common;
    common.set();
    for (const std::vector<int>& group : rule.groups) common &= reachable(state, group);
    if (common.none()) return false;
    const std::uint64_t before = removals_;
    for (const std::vector<int>& group : rule.groups)
      if (!narrow_to(state, group, common)) return false;
    if (removals_ == before) return true;
  }
}

}  // namespace satdoku::native
