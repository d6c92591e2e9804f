// Duplicate primitives merged away (core/lowering.hpp): a puzzle that
// repeats a rule, or two rules that state the same thing (a cage and an
// extra region on the same cells), cost the engines once. Without this,
// 2,000 copies of one little-killer clue took the SAT encoder 14 s and
// 690 MB, and a few thousand one-cell cages seconds: the work is now bounded
// by the distinct constraints, not by how often they are written.
#include <algorithm>
#include <map>
#include <set>
#include <tuple>

#include "core/lowering.hpp"

namespace satdoku {

namespace {

// Keeps the first element of each key, in order (primitives stay in rule
// order, which the SAT encoder relies on).
template <class T, class Key>
void keep_first(std::vector<T>& list, Key key) {
  std::set<decltype(key(list.front()))> seen;
  std::vector<T> kept;
  kept.reserve(list.size());
  for (T& item : list)
    if (seen.insert(key(item)).second) kept.push_back(std::move(item));
  list = std::move(kept);
}

std::vector<int> sorted(std::vector<int> cells) {
  std::sort(cells.begin(), cells.end());
  return cells;
}

// A linear sum of one term is a digit mask: coef * d == total.
bool one_term_as_mask(const LinearSum& sum, int side, CellMask& mask) {
  if (sum.terms.size() != 1 || sum.terms[0].coef == 0) return false;
  const int coef = sum.terms[0].coef;
  mask = {sum.terms[0].cell, 0, sum.origin};
  for (int d = 1; d <= side; ++d)
    if (coef * d == sum.total) mask.mask |= DigitMask{1} << (d - 1);
  return true;
}

}  // namespace

void merge_duplicates(Lowered& lowered) {
  const int n = lowered.side;
  // One-term sums (one-cell cages, arrows of one cell) become masks, and are
  // merged with them, in rule order.
  std::vector<LinearSum> sums;
  std::vector<CellMask> masks;
  std::size_t mask_at = 0;
  for (LinearSum& sum : lowered.sums) {
    CellMask mask;
    if (!one_term_as_mask(sum, n, mask)) {
      sums.push_back(std::move(sum));
      continue;
    }
    while (mask_at < lowered.masks.size() && lowered.masks[mask_at].origin <= mask.origin)
      masks.push_back(lowered.masks[mask_at++]);
    masks.push_back(mask);
  }
  masks.insert(masks.end(), lowered.masks.begin() + static_cast<std::ptrdiff_t>(mask_at),
               lowered.masks.end());
  lowered.sums = std::move(sums);
  lowered.masks = std::move(masks);

  keep_first(lowered.distinct, [](const Distinct& p) { return sorted(p.cells); });
  keep_first(lowered.pairs, [n](const PairTable& p) {
    // The same relation written from either end.
    if (p.a <= p.b) return std::make_tuple(p.a, p.b, p.allowed);
    std::vector<bool> swapped(p.allowed.size());
    for (int x = 1; x <= n; ++x)
      for (int y = 1; y <= n; ++y)
        swapped[static_cast<std::size_t>((y - 1) * n + (x - 1))] = p.allows(x, y, n);
    return std::make_tuple(p.b, p.a, swapped);
  });
  keep_first(lowered.masks, [](const CellMask& p) { return std::make_pair(p.cell, p.mask); });
  // Sums over the same terms: the same total once; two different totals
  // already contradict each other, so a third adds nothing.
  std::map<std::vector<std::pair<int, int>>, std::vector<int>> totals;
  keep_first(lowered.sums, [&totals](const LinearSum& p) {
    std::vector<std::pair<int, int>> terms;
    for (const auto& t : p.terms) terms.emplace_back(t.cell, t.coef);
    std::sort(terms.begin(), terms.end());
    std::vector<int>& seen = totals[terms];
    const bool known = std::find(seen.begin(), seen.end(), p.total) != seen.end();
    if (!known && seen.size() < 2) seen.push_back(p.total);
    // Past two totals, every further one maps onto the second.
    const int total = known || seen.back() == p.total ? p.total : seen.back();
    return std::make_pair(terms, total);
  });
  keep_first(lowered.runs, [](const ConsecutiveRun& p) { return sorted(p.cells); });
  std::map<std::vector<int>, std::vector<int>> sandwich_totals;
  keep_first(lowered.sandwiches, [&sandwich_totals](const Sandwich& p) {
    std::vector<int>& seen = sandwich_totals[p.cells];
    const bool known = std::find(seen.begin(), seen.end(), p.total) != seen.end();
    if (!known && seen.size() < 2) seen.push_back(p.total);
    const int total = known || seen.back() == p.total ? p.total : seen.back();
    return std::make_pair(p.cells, total);
  });
  keep_first(lowered.at_least,
             [](const AtLeast& p) { return std::make_pair(sorted(p.cells), p.digits); });
}

}  // namespace satdoku
