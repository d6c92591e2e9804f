// Naked and hidden subsets. k cells of an all-different group holding only k
// digits between them (naked pair 3.0, triple 3.6, quad 5.0) take those
// digits from every cell that sees all of them; k digits of a house confined
// to k cells (hidden pair 3.4, triple 4.0, quad 5.4) leave those cells no
// other digit. The direct hidden pair (2.0) and triple (2.5) are the hidden
// ones whose eliminations leave a hidden single in the house, which they place.
#include <array>
#include <vector>

#include "finders.hpp"

namespace satdoku::logic {
namespace {

const char* const kSizeName[] = {"", "", "pair", "triple", "quad"};
constexpr double kNakedRating[] = {0, 0, 3.0, 3.6, 5.0};
constexpr double kHiddenRating[] = {0, 0, 3.4, 4.0, 5.4};

// Calls visit(chosen) for every k-subset of 0..n-1, in lexicographic order,
// until it returns true.
template <class Visit>
bool each_subset(int n, int k, Visit&& visit) {
  if (k > n) return false;
  std::array<int, 4> idx{};
  for (int i = 0; i < k; ++i) idx[i] = i;
  while (true) {
    if (visit(idx)) return true;
    int i = k - 1;
    while (i >= 0 && idx[i] == n - k + i) --i;
    if (i < 0) return false;
    ++idx[i];
    for (int j = i + 1; j < k; ++j) idx[j] = idx[j - 1] + 1;
  }
}

std::optional<Step> find_naked(const FindContext& c, int k) {
  const LogicTopology& t = c.topo;
  const std::string technique = std::string("naked ") + kSizeName[k];
  if (!c.enabled(technique)) return std::nullopt;
  // Houses in SE's order, then the smaller all-different groups.
  const int houses = static_cast<int>(t.search_order.size());
  const int groups = houses + static_cast<int>(t.small_groups.size());
  auto group = [&](int g) -> const std::vector<int>& {
    return g < houses ? t.houses[t.search_order[g]].cells : t.small_groups[g - houses];
  };
  auto group_name = [&](int g) -> const std::string& {
    return g < houses ? t.houses[t.search_order[g]].name
                      : t.lowered.origins[t.small_group_origin[g - houses]];
  };
  std::vector<int> cells;
  std::optional<Step> found;
  for (int g = 0; g < groups && !found; ++g) {
    cells.clear();
    int open = 0;
    for (const int cell : group(g)) {
      if (!c.open(cell)) continue;
      ++open;
      if (count_of(c.mask(cell)) <= k) cells.push_back(cell);
    }
    if (open <= k) continue;
    each_subset(static_cast<int>(cells.size()), k, [&](const std::array<int, 4>& idx) {
      DigitMask digits = 0;
      for (int i = 0; i < k; ++i) digits |= c.mask(cells[idx[i]]);
      if (count_of(digits) != k) return false;
      Step step;
      std::vector<int> set;
      for (int i = 0; i < k; ++i) set.push_back(cells[idx[i]]);
      // Each digit goes from the open cells seeing every cell of the set that holds it.
      for (DigitMask rest = digits; rest; rest &= rest - 1) {
        const int digit = lowest_digit(rest);
        std::vector<int> holders;
        for (const int cell : set)
          if (c.mask(cell) & bit_of(digit)) holders.push_back(cell);
        for (const int other : t.peers[holders[0]]) {
          if (!c.open(other) || !(c.mask(other) & bit_of(digit))) continue;
          bool all = true;
          for (const int h : holders) all = all && (h == other || t.sees(h, other));
          if (all && std::find(set.begin(), set.end(), other) == set.end())
            add_elimination(step, other, bit_of(digit));
        }
      }
      if (step.eliminations.empty()) return false;
      step.technique = technique;
      step.rating = kNakedRating[k];
      step.reason.cells = set;
      step.reason.rules = {group_name(g)};
      step.reason.text = technique + ": " + cells_text(t, set) + " hold only " +
                         digit_list(digits) + " (" + group_name(g) + ")";
      found = std::move(finish_step(step));
      return true;
    });
  }
  return found;
}

// Hidden subsets of size k; direct: only those leaving a hidden single in the
// house, which the step places.
std::optional<Step> find_hidden(const FindContext& c, int k, bool direct, bool bounded = true) {
  const LogicTopology& t = c.topo;
  const std::string technique = std::string(direct ? "direct hidden " : "hidden ") + kSizeName[k];
  if (!c.enabled(technique)) return std::nullopt;
  const int n = t.side;
  std::optional<Step> found;
  std::uint64_t where[65];
  std::vector<int> digits;
  for (const int h : t.search_order) {
    const LogicHouse& house = t.houses[h];
    int open = 0;
    for (const int cell : house.cells) open += c.open(cell);
    // Fewer open cells make it a naked subset of the others (SE's bound).
    if (direct ? open <= k : bounded && open <= 2 * k) continue;
    // Where each digit can go, as positions in the house.
    std::fill(where, where + n + 1, 0);
    for (std::size_t i = 0; i < house.cells.size(); ++i) {
      const int cell = house.cells[i];
      if (!c.open(cell)) continue;
      for (DigitMask m = c.mask(cell); m; m &= m - 1)
        where[lowest_digit(m)] |= std::uint64_t{1} << i;
    }
    digits.clear();
    for (int d = 1; d <= n; ++d) {
      const int places = count_of(where[d]);
      if (places >= 2 && places <= k) digits.push_back(d);
    }
    each_subset(static_cast<int>(digits.size()), k, [&](const std::array<int, 4>& idx) {
      std::uint64_t cover = 0;
      DigitMask set_digits = 0;
      for (int i = 0; i < k; ++i) {
        cover |= where[digits[idx[i]]];
        set_digits |= bit_of(digits[idx[i]]);
      }
      if (count_of(cover) != k) return false;
      Step step;
      std::vector<int> cells;
      for (std::uint64_t b = cover; b; b &= b - 1)
        cells.push_back(house.cells[std::countr_zero(b)]);
      for (const int cell : cells) add_elimination(step, cell, c.mask(cell) & ~set_digits);
      if (step.eliminations.empty()) return false;
      std::string text = technique + ": " + digit_list(set_digits) + " only in " +
                         cells_text(t, cells) + " (" + house.name + ")";
      if (direct) {
        // A digit left with one place in the house once the set's cells lose it.
        for (int d = 1; d <= n; ++d) {
          if (set_digits & bit_of(d)) continue;
          const int before = count_of(where[d]);
          const std::uint64_t after = where[d] & ~cover;
          if (before < 2 || count_of(after) != 1) continue;
          const int cell = house.cells[std::countr_zero(after)];
          step.placements.push_back({cell, d});
          text += ", leaving " + cell_text(t, cell) + " the only place for " + std::to_string(d);
          break;
        }
        if (step.placements.empty()) return false;
      }
      step.technique = technique;
      step.rating = direct ? (k == 2 ? 2.0 : 2.5) : kHiddenRating[k];
      step.reason.cells = cells;
      step.reason.rules = {house.name};
      step.reason.text = text;
      found = std::move(finish_step(step));
      return true;
    });
    if (found) break;
  }
  return found;
}

}  // namespace

std::optional<Step> find_naked_pair(const FindContext& c) {
  return find_naked(c, 2);
}
std::optional<Step> find_naked_triple(const FindContext& c) {
  return find_naked(c, 3);
}
std::optional<Step> find_naked_quad(const FindContext& c) {
  return find_naked(c, 4);
}
std::optional<Step> find_hidden_pair(const FindContext& c) {
  return find_hidden(c, 2, false);
}
std::optional<Step> find_hidden_triple(const FindContext& c) {
  return find_hidden(c, 3, false);
}
std::optional<Step> find_hidden_quad(const FindContext& c) {
  return find_hidden(c, 4, false);
}
std::optional<Step> find_any_hidden_pair(const FindContext& c) {
  return find_hidden(c, 2, false, false);
}
std::optional<Step> find_direct_hidden_pair(const FindContext& c) {
  return find_hidden(c, 2, true);
}
std::optional<Step> find_direct_hidden_triple(const FindContext& c) {
  return find_hidden(c, 3, true);
}

}  // namespace satdoku::logic
