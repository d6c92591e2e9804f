// Two-cell consequences of short sums (lowering.hpp, add_sum_projections).
//
// An arrow's circle and shaft, a little killer or a small cage is one linear
// equation over 3 or 4 cells. Neither engine sees all of it at once as
// strongly as it sees a pair: the native engine bounds each term, the SAT
// encoding reaches a digit through running partial sums. The projection of
// the equation's solutions onto each pair of its cells is a pair table that
// both handle by arc consistency (binary clauses in the CNF), and it carries
// what bounds miss: with c = a + b, a below c; with a and b in one box as
// well, c never twice a. On puzzles made of little else (arrows on an empty
// grid) this is what keeps the search small.
#include <algorithm>
#include <set>
#include <utility>
#include <vector>

#include "core/lowering.hpp"

namespace satdoku {
namespace {

// Equations over more cells than this are left to the engines' own sum
// propagation: N^5 tuples would cost more than they save.
constexpr std::size_t kMaxTerms = 4;

class Projector {
 public:
  Projector(const Lowered& lowered, const LinearSum& sum) : n_(lowered.side), sum_(sum) {
    const std::size_t k = sum.terms.size();
    differ_.assign(k * k, false);
    for (std::size_t i = 0; i < k; ++i) {
      for (std::size_t j = i + 1; j < k; ++j) {
        const int a = sum.terms[i].cell, b = sum.terms[j].cell;
        const bool peers = a / n_ == b / n_ || a % n_ == b % n_ ||
                           lowered.regions[a] == lowered.regions[b] ||
                           in_distinct_group(lowered, sum.origin, a, b);
        differ_[i * k + j] = differ_[j * k + i] = peers && a != b;
      }
    }
    allowed_.assign(k * k, std::vector<bool>(static_cast<std::size_t>(n_) * n_, false));
    digits_.assign(k, 0);
    // rest_low_[i], rest_high_[i]: what terms i.. can add at least and at
    // most, each on its own.
    rest_low_.assign(k + 1, 0);
    rest_high_.assign(k + 1, 0);
    for (std::size_t i = k; i-- > 0;) {
      const long coef = sum.terms[i].coef;
      rest_low_[i] = rest_low_[i + 1] + std::min(coef, coef * n_);
      rest_high_[i] = rest_high_[i + 1] + std::max(coef, coef * n_);
    }
  }

  // Walks every tuple of digits that solves the equation (keeping peers
  // distinct) and records each pair it uses.
  void run() { place(0, 0); }

  // The pair table of terms i < j, or empty when the equation allows every
  // pair of digits there (nothing to add).
  std::vector<bool> table(std::size_t i, std::size_t j) const {
    const std::vector<bool>& t = allowed_[i * sum_.terms.size() + j];
    for (const bool ok : t)
      if (!ok) return t;
    return {};
  }

 private:
  static bool in_distinct_group(const Lowered& lowered, int origin, int a, int b) {
    for (const Distinct& d : lowered.distinct) {
      if (d.origin != origin) continue;
      bool has_a = false, has_b = false;
      for (const int c : d.cells) {
        has_a = has_a || c == a;
        has_b = has_b || c == b;
      }
      if (has_a && has_b) return true;
    }
    return false;
  }

  void place(std::size_t i, long partial) {
    const std::size_t k = sum_.terms.size();
    // No digits for the terms left can reach the total: a small cage's
    // tuples are few among the N^k, and walking them all was a third of a
    // killer's SAT count to 2.
    if (partial + rest_low_[i] > sum_.total || partial + rest_high_[i] < sum_.total) return;
    if (i == k) {
      if (partial != sum_.total) return;
      for (std::size_t a = 0; a < k; ++a)
        for (std::size_t b = a + 1; b < k; ++b)
          allowed_[a * k + b][(digits_[a] - 1) * n_ + (digits_[b] - 1)] = true;
      return;
    }
    for (int d = 1; d <= n_; ++d) {
      bool clash = false;
      for (std::size_t j = 0; j < i && !clash; ++j) {
        const bool same_cell = sum_.terms[j].cell == sum_.terms[i].cell;
        clash = (differ_[j * k + i] && digits_[j] == d) || (same_cell && digits_[j] != d);
      }
      if (clash) continue;
      digits_[i] = d;
      place(i + 1, partial + static_cast<long>(sum_.terms[i].coef) * d);
    }
  }

  int n_;
  const LinearSum& sum_;
  std::vector<bool> differ_;                // [i * k + j]: terms i and j hold different digits
  std::vector<std::vector<bool>> allowed_;  // [i * k + j][(di - 1) * N + dj - 1]
  std::vector<int> digits_;
  std::vector<long> rest_low_, rest_high_;
};

}  // namespace

void add_sum_projections(Lowered& lowered) {
  const std::size_t sums = lowered.sums.size();
  for (std::size_t s = 0; s < sums; ++s) {
    const LinearSum sum = lowered.sums[s];  // a copy: pairs may grow below
    const std::size_t k = sum.terms.size();
    if (k < 3 || k > kMaxTerms) continue;
    Projector projector(lowered, sum);
    projector.run();
    for (std::size_t i = 0; i < k; ++i) {
      for (std::size_t j = i + 1; j < k; ++j) {
        if (sum.terms[i].cell == sum.terms[j].cell) continue;
        std::vector<bool> allowed = projector.table(i, j);
        if (allowed.empty()) continue;
        lowered.pairs.push_back(
            {sum.terms[i].cell, sum.terms[j].cell, std::move(allowed), sum.origin});
      }
    }
  }
}

}  // namespace satdoku
