#include "rule_tables.hpp"

#include <algorithm>
#include <map>
#include <set>
#include <stdexcept>

#include "rule_tuning.hpp"

namespace satdoku::native {
namespace {

constexpr DigitSet bit(int digit) {
  return DigitSet{1} << (digit - 1);
}

// A sum's terms in groups of one coefficient whose cells all differ: the
// terms' indices, group after group, and each group's end.
struct Grouping {
  std::vector<std::size_t> terms;
  std::vector<int> ends;

  // The bounds count each group as distinct digits: k cells that differ
  // sum to at least k(k+1)/2, so the larger the groups, the tighter.
  long score() const {
    long sum = 0;
    for (std::size_t g = 0; g < ends.size(); ++g) {
      const long k = ends[g] - (g == 0 ? 0 : ends[g - 1]);
      sum += k * k;
    }
    return sum;
  }
};

// Adds to the group begun at `first` every untaken term from `from` on with
// coefficient `coef` whose cell differs from all of the group's, and ends
// the group.
template <class Differ>
void grow(const SumRule& rule, const Differ& differ, std::size_t first, std::size_t from, int coef,
          std::vector<bool>& taken, Grouping& out) {
  for (std::size_t j = from; j < rule.cells.size(); ++j) {
    if (taken[j] || rule.coefs[j] != coef) continue;
    bool fits = true;
    for (std::size_t k = first; k < out.terms.size() && fits; ++k)
      fits = differ(rule.cells[out.terms[k]], rule.cells[j]);
    if (!fits) continue;
    taken[j] = true;
    out.terms.push_back(j);
  }
  out.ends.push_back(static_cast<int>(out.terms.size()));
}

// Groups grown greedily in term order from what `taken` leaves.
template <class Differ>
void group_in_order(const SumRule& rule, const Differ& differ, std::vector<bool>& taken,
                    Grouping& out) {
  for (std::size_t i = 0; i < rule.cells.size(); ++i) {
    if (taken[i]) continue;
    taken[i] = true;
    const std::size_t first = out.terms.size();
    out.terms.push_back(i);
    grow(rule, differ, first, i + 1, rule.coefs[i], taken, out);
  }
}

// Groups taken largest first from the houses (rows, columns, regions,
// all-different groups): the house holding the most untaken terms of one
// coefficient, one term a cell, grown by any other term that differs from
// all of its cells; the terms no house pairs then in term order.
// `house_terms`: each house's terms, by cell.
template <class Differ>
Grouping group_by_houses(const SumRule& rule, const Differ& differ,
                         const std::vector<std::vector<std::size_t>>& house_terms) {
  std::vector<bool> taken(rule.cells.size(), false);
  Grouping out;
  std::vector<std::pair<int, int>> count;  // coefficient, cells holding one
  for (;;) {
    std::size_t best_house = 0;
    int best_count = 1, best_coef = 0;
    for (std::size_t h = 0; h < house_terms.size(); ++h) {
      count.clear();
      int last_cell = -1, last_coef = 0;
      for (const std::size_t i : house_terms[h]) {
        if (taken[i] || (rule.cells[i] == last_cell && rule.coefs[i] == last_coef)) continue;
        last_cell = rule.cells[i];
        last_coef = rule.coefs[i];
        auto it = std::find_if(count.begin(), count.end(),
                               [&](const auto& c) { return c.first == last_coef; });
        if (it == count.end()) it = count.insert(count.end(), {last_coef, 0});
        if (++it->second > best_count) {
          best_count = it->second;
          best_house = h;
          best_coef = last_coef;
        }
      }
    }
    if (best_count < 2) break;
    const std::size_t first = out.terms.size();
    int last_cell = -1;
    for (const std::size_t i : house_terms[best_house]) {
      if (taken[i] || rule.coefs[i] != best_coef || rule.cells[i] == last_cell) continue;
      last_cell = rule.cells[i];
      taken[i] = true;
      out.terms.push_back(i);
    }
    grow(rule, differ, first, 0, best_coef, taken, out);
  }
  group_in_order(rule, differ, taken, out);
  return out;
}

// The terms of a sum reordered into groups, each group's end in group_end,
// by whichever of two groupings has the larger groups (Grouping::score; in
// term order on a tie): greedily in term order, or largest first by house.
// Neither is always the better. A snake of 32 cells through eight boxes
// (ISS's long-sums-2) grouped in term order had groups summing to at least
// 83, by box 98, which its pill's two digits force; grouped by house alone,
// the killers with a sum derived over many houses took more nodes (wecoc-1
// 2.5 times as many, killer-sudoku-0-cage-hard fewer).
template <class Differ>
void group_terms(SumRule& rule, const Differ& differ,
                 const std::vector<std::vector<int>>& houses_of) {
  Grouping in_order;
  std::vector<bool> taken(rule.cells.size(), false);
  group_in_order(rule, differ, taken, in_order);
  const Grouping* chosen = &in_order;
  Grouping by_houses;
  if (in_order.ends.size() > 1) {  // one group (a cage) is as large as any
    // Each house's terms, by cell (only houses holding two or more).
    std::vector<std::pair<int, std::size_t>> at;  // house, term
    for (std::size_t i = 0; i < rule.cells.size(); ++i)
      for (const int h : houses_of[rule.cells[i]]) at.emplace_back(h, i);
    std::sort(at.begin(), at.end(), [&](const auto& a, const auto& b) {
      return a.first != b.first ? a.first < b.first
                                : std::pair(rule.cells[a.second], a.second) <
                                      std::pair(rule.cells[b.second], b.second);
    });
    std::vector<std::vector<std::size_t>> house_terms;
    for (std::size_t k = 0; k < at.size();) {
      std::size_t end = k;
      while (end < at.size() && at[end].first == at[k].first) ++end;
      if (end - k >= 2) {
        house_terms.emplace_back();
        for (std::size_t j = k; j < end; ++j) house_terms.back().push_back(at[j].second);
      }
      k = end;
    }
    by_houses = group_by_houses(rule, differ, house_terms);
    if (by_houses.score() > in_order.score()) chosen = &by_houses;
  }
  std::vector<int> cells, coefs;
  for (const std::size_t i : chosen->terms) {
    cells.push_back(rule.cells[i]);
    coefs.push_back(rule.coefs[i]);
  }
  rule.cells = std::move(cells);
  rule.coefs = std::move(coefs);
  rule.group_end = chosen->ends;
}

// Sets of `size` distinct digits from `from`..side summing to `total`, as
// masks added to `out`; stops (returning false) past `max` of them.
bool combos(int side, int size, int total, int from, DigitSet chosen, std::size_t max,
            std::vector<DigitSet>& out) {
  if (size == 0) {
    if (total != 0) return true;
    out.push_back(chosen);
    return out.size() <= max;
  }
  for (int d = from; d <= side; ++d) {
    // The smallest digits left already overshoot: larger ones do too.
    if (size * d + size * (size - 1) / 2 > total) break;
    if (!combos(side, size - 1, total - d, d + 1, chosen | bit(d), max, out)) return false;
  }
  return true;
}

void add_peer(std::vector<std::vector<int>>& peers, int a, int b) {
  peers[a].push_back(b);
  peers[b].push_back(a);
}

}  // namespace

RuleTables::RuleTables(Geometry geometry, const Lowered& lowered)
    : geometry_(geometry), side_(geometry.side()) {
  if (lowered.side != side_ || lowered.regions.size() != static_cast<std::size_t>(cells()))
    throw std::invalid_argument("backtrack engine: rules do not match the grid");
  initial_.assign(static_cast<std::size_t>(cells()), (DigitSet{1} << side_) - 1);
  for (const CellMask& m : lowered.masks) initial_[m.cell] &= m.mask;

  build_units(lowered);
  std::vector<std::vector<int>> peers(static_cast<std::size_t>(cells()));
  for (int u = 0; u < units(); ++u)
    for (int i = 0; i < side_; ++i)
      for (int j = i + 1; j < side_; ++j) add_peer(peers, unit(u)[i], unit(u)[j]);
  for (const Distinct& group : lowered.distinct)
    for (std::size_t i = 0; i < group.cells.size(); ++i)
      for (std::size_t j = i + 1; j < group.cells.size(); ++j)
        if (group.cells[i] != group.cells[j]) add_peer(peers, group.cells[i], group.cells[j]);
  build_relations(lowered, peers);
  for (auto& list : peers) {
    std::sort(list.begin(), list.end());
    list.erase(std::unique(list.begin(), list.end()), list.end());
  }
  build_constraints(lowered, peers);
  peers_ = PerCell<int>(peers);
  peer_words_ = (cells() + 63) / 64;
  peer_bits_.assign(static_cast<std::size_t>(cells()) * peer_words_, 0);
  for (int cell = 0; cell < cells(); ++cell)
    for (const int peer : peers[cell])
      peer_bits_[static_cast<std::size_t>(cell) * peer_words_ + peer / 64] |= std::uint64_t{1}
                                                                              << (peer % 64);
}

void RuleTables::build_units(const Lowered& lowered) {
  const int n = side_;
  std::vector<std::vector<int>> units;
  for (int r = 0; r < n; ++r) {
    units.emplace_back();
    for (int c = 0; c < n; ++c) units.back().push_back(r * n + c);
  }
  for (int c = 0; c < n; ++c) {
    units.emplace_back();
    for (int r = 0; r < n; ++r) units.back().push_back(r * n + c);
  }
  std::vector<std::vector<int>> regions(static_cast<std::size_t>(n));
  for (int cell = 0; cell < cells(); ++cell) {
    const int region = lowered.regions[cell];
    if (region < 0 || region >= n)
      throw std::invalid_argument("backtrack engine: region number out of range");
    regions[region].push_back(cell);
  }
  for (auto& region : regions) {
    if (static_cast<int>(region.size()) != n)
      throw std::invalid_argument("backtrack engine: regions are not N regions of N cells");
    units.push_back(std::move(region));
  }
  // An all-different group of N cells holds every digit once: a unit, with
  // hidden singles, unless it repeats one (a cage drawn over a whole box).
  std::set<std::vector<int>> seen;
  for (auto unit : units) {
    std::sort(unit.begin(), unit.end());
    seen.insert(std::move(unit));
  }
  for (const Distinct& group : lowered.distinct) {
    std::vector<int> sorted = group.cells;
    std::sort(sorted.begin(), sorted.end());
    sorted.erase(std::unique(sorted.begin(), sorted.end()), sorted.end());
    if (static_cast<int>(sorted.size()) == n && seen.insert(sorted).second)
      units.push_back(group.cells);
  }

  std::vector<std::vector<int>> of_cell(static_cast<std::size_t>(cells()));
  for (std::size_t u = 0; u < units.size(); ++u) {
    for (const int cell : units[u]) {
      unit_cells_.push_back(cell);
      of_cell[cell].push_back(static_cast<int>(u));
    }
  }
  cell_units_ = PerCell<int>(of_cell);
}

// Two-cell relations: every table on the same two cells is merged into one;
// "differ" becomes a peer, "anything goes" nothing, the rest two arcs.
void RuleTables::build_relations(const Lowered& lowered, std::vector<std::vector<int>>& peers) {
  const int n = side_;
  // Key (a, b) with a < b; allowed[(da - 1) * n + (db - 1)].
  std::map<std::pair<int, int>, std::vector<bool>> merged;
  for (const PairTable& p : lowered.pairs) {
    if (p.a == p.b) {  // a relation of a cell with itself restricts the cell
      DigitSet keep = 0;
      for (int d = 1; d <= n; ++d)
        if (p.allows(d, d, n)) keep |= bit(d);
      initial_[p.a] &= keep;
      continue;
    }
    const int a = std::min(p.a, p.b), b = std::max(p.a, p.b);
    auto [it, fresh] = merged.try_emplace({a, b}, std::vector<bool>(n * n, true));
    for (int da = 1; da <= n; ++da)
      for (int db = 1; db <= n; ++db)
        if (!(a == p.a ? p.allows(da, db, n) : p.allows(db, da, n)))
          it->second[(da - 1) * n + (db - 1)] = false;
  }

  std::vector<std::vector<Arc>> arcs(static_cast<std::size_t>(cells()));
  for (const auto& [cells_pair, allowed] : merged) {
    const auto [a, b] = cells_pair;
    bool all = true, differ = true;
    for (int da = 1; da <= n; ++da) {
      for (int db = 1; db <= n; ++db) {
        const bool ok = allowed[(da - 1) * n + (db - 1)];
        all = all && ok;
        differ = differ && ok == (da != db);
      }
    }
    if (all) continue;
    if (differ) {
      add_peer(peers, a, b);
      continue;
    }
    arcs[a].push_back({b, static_cast<int>(supports_.size())});
    for (int da = 1; da <= n; ++da) {
      DigitSet s = 0;
      for (int db = 1; db <= n; ++db)
        if (allowed[(da - 1) * n + (db - 1)]) s |= bit(db);
      supports_.push_back(s);
    }
    arcs[b].push_back({a, static_cast<int>(supports_.size())});
    for (int db = 1; db <= n; ++db) {
      DigitSet s = 0;
      for (int da = 1; da <= n; ++da)
        if (allowed[(da - 1) * n + (db - 1)]) s |= bit(da);
      supports_.push_back(s);
    }
  }
  arcs_ = PerCell<Arc>(arcs);
}

void RuleTables::build_constraints(const Lowered& lowered,
                                   const std::vector<std::vector<int>>& peers) {
  const auto differ = [&](int a, int b) {
    return std::binary_search(peers[a].begin(), peers[a].end(), b);
  };
  // Each cell's houses, for grouping sums' terms: its units (units_of), then
  // the all-different groups holding it, numbered on from units().
  std::vector<std::vector<int>> houses_of(static_cast<std::size_t>(cells()));
  for (int cell = 0; cell < cells(); ++cell)
    houses_of[cell].assign(units_of(cell).begin(), units_of(cell).end());
  for (std::size_t g = 0; g < lowered.distinct.size(); ++g) {
    const int house = units() + static_cast<int>(g);
    for (const int cell : lowered.distinct[g].cells)
      if (houses_of[cell].back() != house) houses_of[cell].push_back(house);  // a cell listed twice
  }
  for (const LinearSum& s : lowered.sums) {
    SumRule rule;
    rule.total = s.total;
    bool unit_coefs = true;
    for (const auto& term : s.terms) {
      rule.cells.push_back(term.cell);
      rule.coefs.push_back(term.coef);
      unit_coefs = unit_coefs && term.coef == 1;
    }
    rule.unit_coefs = unit_coefs;
    rule.distinct = unit_coefs && static_cast<int>(rule.cells.size()) <= side_;
    for (std::size_t i = 0; i < rule.cells.size() && rule.distinct; ++i)
      for (std::size_t j = i + 1; j < rule.cells.size() && rule.distinct; ++j)
        rule.distinct = differ(rule.cells[i], rule.cells[j]);
    if (rule.distinct && !combos(side_, static_cast<int>(rule.cells.size()), s.total, 1, 0,
                                 rule_tuning::kMaxCombos, rule.combos))
      rule.distinct = false;
    if (!rule.distinct) rule.combos.clear();
    group_terms(rule, differ, houses_of);
    constraints_.push_back({ConstraintKind::sum, static_cast<int>(sums_.size())});
    sums_.push_back(std::move(rule));
  }
  build_equal_sums(lowered);
  for (const ConsecutiveRun& r : lowered.runs) {
    constraints_.push_back({ConstraintKind::run, static_cast<int>(runs_.size())});
    runs_.push_back({r.cells});
  }
  for (const Sandwich& s : lowered.sandwiches) {
    SandwichRule rule{s.cells, s.total, {}};
    // Digits 2..N-1 only: the 1 and the N are the bread (no cap: at most
    // 2^(N-2) sets of all sizes together).
    for (int m = 0; m + 2 <= side_; ++m) {
      rule.by_count.emplace_back();
      combos(side_ - 1, m, s.total, 2, 0, ~std::size_t{0}, rule.by_count.back());
    }
    constraints_.push_back({ConstraintKind::sandwich, static_cast<int>(sandwiches_.size())});
    sandwiches_.push_back(std::move(rule));
  }
  for (const AtLeast& a : lowered.at_least) {
    AtLeastRule rule{a.cells, {}, 0, 0};
    for (const int d : a.digits) {
      if (d < 1 || d > side_) {  // a digit no cell can hold: never satisfied
        rule.needs.push_back({d, static_cast<int>(a.cells.size()) + 1});
        continue;
      }
      if (!rule.needs.empty() && rule.needs.back().first == d)
        ++rule.needs.back().second;
      else
        rule.needs.push_back({d, 1});
      rule.digits |= bit(d);
    }
    rule.listed = static_cast<int>(a.digits.size());
    constraints_.push_back({ConstraintKind::at_least, static_cast<int>(at_least_.size())});
    at_least_.push_back(std::move(rule));
  }
  for (const LineAutomaton& a : lowered.automata) {
    constraints_.push_back({ConstraintKind::automaton, static_cast<int>(automata_.size())});
    automata_.push_back({a.cells, a.states, a.next, a.accepting});
  }

  std::vector<std::vector<int>> watchers(static_cast<std::size_t>(cells()));
  constraint_weight_.assign(static_cast<std::size_t>(cells()), 0);
  const auto watch = [&](const std::vector<int>& cells, int id) {
    for (const int cell : cells) {
      if (!watchers[cell].empty() && watchers[cell].back() == id) continue;
      watchers[cell].push_back(id);
      constraint_weight_[cell] += constraint_size(id);
    }
  };
  for (std::size_t id = 0; id < constraints_.size(); ++id) {
    const ConstraintRef& c = constraints_[id];
    const int i = static_cast<int>(id);
    switch (c.kind) {
      case ConstraintKind::sum:
        if (sums_[c.index].covered) {
          std::vector<int> seen;
          for (const int cell : sums_[c.index].cells) {
            if (std::find(seen.begin(), seen.end(), cell) != seen.end()) continue;
            seen.push_back(cell);
            constraint_weight_[cell] += constraint_size(i);
          }
          break;
        }
        watch(sums_[c.index].cells, i);
        break;
      case ConstraintKind::equal_sums:
        for (const std::vector<int>& group : equal_sums_[c.index].groups) watch(group, i);
        break;
      case ConstraintKind::run:
        watch(runs_[c.index].cells, i);
        break;
      case ConstraintKind::sandwich:
        watch(sandwiches_[c.index].cells, i);
        break;
      case ConstraintKind::at_least:
        watch(at_least_[c.index].cells, i);
        break;
      case ConstraintKind::automaton:
        watch(automata_[c.index].cells, i);
        break;
    }
  }
  watchers_ = PerCell<int>(watchers);
}

void RuleTables::build_equal_sums(const Lowered& lowered) {
  // Each side a node (by its sorted cells), each sum an edge; every
  // connected set of two or more sides is one rule.
  std::map<std::vector<int>, int> node_of;
  std::vector<std::vector<int>> sides;
  std::vector<int> parent;
  const auto node = [&](std::vector<int> cells) {
    std::sort(cells.begin(), cells.end());
    const auto [it, fresh] = node_of.try_emplace(cells, static_cast<int>(sides.size()));
    if (fresh) {
      sides.push_back(std::move(cells));
      parent.push_back(it->second);
    }
    return it->second;
  };
  const auto root = [&](int x) {
    while (parent[x] != x) x = parent[x] = parent[parent[x]];
    return x;
  };
  std::vector<std::pair<int, int>> sides_of(lowered.sums.size(), {-1, -1});
  for (std::size_t i = 0; i < lowered.sums.size(); ++i) {
    const LinearSum& s = lowered.sums[i];
    if (s.total != 0) continue;
    std::vector<int> plus, minus;
    bool fits = true;
    for (const auto& term : s.terms) {
      if (term.coef == 1) {
        plus.push_back(term.cell);
      } else if (term.coef == -1) {
        minus.push_back(term.cell);
      } else {
        fits = false;
      }
    }
    if (!fits || plus.empty() || minus.empty()) continue;
    std::vector<int> all = plus;
    all.insert(all.end(), minus.begin(), minus.end());
    std::sort(all.begin(), all.end());
    if (std::adjacent_find(all.begin(), all.end()) != all.end()) continue;  // a cell twice
    const int a = node(std::move(plus)), b = node(std::move(minus));
    parent[root(a)] = root(b);
    sides_of[i] = {a, b};
  }
  std::map<int, EqualSumsRule> classes;
  for (int x = 0; x < static_cast<int>(sides.size()); ++x) {
    classes[root(x)].groups.push_back(sides[x]);
  }
  std::set<int> built;
  for (auto& [key, rule] : classes) {
    if (rule.groups.size() < 2) continue;
    bool small = true;
    for (const std::vector<int>& group : rule.groups)
      small = small && static_cast<int>(group.size()) * side_ < kEqualSumsLimit;
    if (!small) continue;
    built.insert(key);
    constraints_.push_back({ConstraintKind::equal_sums, static_cast<int>(equal_sums_.size())});
    equal_sums_.push_back(std::move(rule));
  }
  // sums_[i] is lowered.sums[i] (build_constraints).
  for (std::size_t i = 0; i < sides_of.size(); ++i) {
    const auto [a, b] = sides_of[i];
    if (a < 0 || !built.count(root(a))) continue;
    sums_[i].covered = static_cast<int>(sides[a].size()) <= kExactSumCells &&
                       static_cast<int>(sides[b].size()) <= kExactSumCells;
  }
}

std::size_t RuleTables::constraint_size(int id) const {
  const ConstraintRef& c = constraints_[id];
  switch (c.kind) {
    case ConstraintKind::sum:
      return sums_[c.index].cells.size();
    case ConstraintKind::equal_sums: {
      std::size_t size = 0;
      for (const std::vector<int>& group : equal_sums_[c.index].groups) size += group.size();
      return size;
    }
    case ConstraintKind::run:
      return runs_[c.index].cells.size();
    case ConstraintKind::sandwich:
      return sandwiches_[c.index].cells.size();
    case ConstraintKind::at_least:
      return at_least_[c.index].cells.size();
    case ConstraintKind::automaton:
      return automata_[c.index].cells.size();
  }
  return 0;
}

}  // namespace satdoku::native
