// The "rule" step: a variant rule, taken through the lowering's primitives,
// restricts its cells' candidates. Each primitive keeps a digit in a cell only
// when some choice of its other cells' candidates goes with it (a relation's
// other cell, a sum's other terms, a renban's run, a sandwich's ends, a
// quadruple's digits); a digit no such choice supports goes. One step per
// rule: the first rule, in the puzzle's order, that takes something out.
// Not on SE's scale (SE rates no variant rule): placed after naked singles.
//
// Every check here may keep a digit it cannot rule out cheaply (a sum's
// terms may repeat digits unless the rule says they differ; a renban's run
// is checked cell by cell, not as a matching), never the other way round:
// what goes, goes in every completion.
#include <map>
#include <vector>

#include "finders.hpp"

namespace satdoku::logic {
namespace {

// Sums reachable by terms [from, to) (coef * digit over candidates), as a
// window [low, low + size).
struct SumSet {
  int low = 0;
  std::vector<char> can;
  bool has(int s) const {
    return s >= low && s < low + static_cast<int>(can.size()) && can[s - low];
  }
};

SumSet reach(const FindContext& c, const std::vector<LinearSum::Term>& terms, std::size_t from,
             std::size_t to) {
  // Every partial sum lies in this window (terms may be negative: an arrow's pill).
  int low = 0, high = 0;
  for (std::size_t i = from; i < to; ++i) {
    const DigitMask m = c.mask(terms[i].cell);
    const int lo = lowest_digit(m), hi = 64 - std::countl_zero(m);
    low += std::min(0, std::min(terms[i].coef * lo, terms[i].coef * hi));
    high += std::max(0, std::max(terms[i].coef * lo, terms[i].coef * hi));
  }
  SumSet set{low, std::vector<char>(high - low + 1, 0)};
  set.can[0 - low] = 1;
  std::vector<char> next;
  for (std::size_t i = from; i < to; ++i) {
    next.assign(set.can.size(), 0);
    for (std::size_t s = 0; s < set.can.size(); ++s) {
      if (!set.can[s]) continue;
      for (DigitMask m = c.mask(terms[i].cell); m; m &= m - 1) {
        const long t = static_cast<long>(s) + terms[i].coef * lowest_digit(m & -m);
        if (t >= 0 && t < static_cast<long>(next.size())) next[t] = 1;
      }
    }
    set.can.swap(next);
  }
  return set;
}

// Digits of each term some choice of the others completes to the total
// (terms may repeat digits).
std::vector<DigitMask> sum_support(const FindContext& c, const LinearSum& sum) {
  const auto& terms = sum.terms;
  std::vector<DigitMask> keep(terms.size(), 0);
  for (std::size_t i = 0; i < terms.size(); ++i) {
    const SumSet before = reach(c, terms, 0, i), after = reach(c, terms, i + 1, terms.size());
    for (DigitMask m = c.mask(terms[i].cell); m; m &= m - 1) {
      const int v = lowest_digit(m & -m);
      const int need = sum.total - terms[i].coef * v;
      bool ok = false;
      for (std::size_t s = 0; s < before.can.size() && !ok; ++s)
        ok = before.can[s] && after.has(need - (before.low + static_cast<int>(s)));
      if (ok) keep[i] |= m & -m;
    }
  }
  return keep;
}

// The same for a sum of distinct digits with unit coefficients (a killer
// cage): a search over the cells in order with the digits used so far.
std::vector<DigitMask> cage_support(const FindContext& c, const std::vector<int>& cells,
                                    int total) {
  const int k = static_cast<int>(cells.size());
  std::vector<DigitMask> keep(k, 0);
  std::map<std::pair<int, DigitMask>, bool> memo;
  // Whether cells i.. can be filled with digits outside `used` to the total.
  auto feasible = [&](auto&& self, int i, DigitMask used, int sum) -> bool {
    if (i == k) return sum == total;
    if (sum >= total) return false;
    const auto key = std::make_pair(i, used);
    if (auto it = memo.find(key); it != memo.end()) return it->second;
    bool ok = false;
    for (DigitMask m = c.mask(cells[i]) & ~used; m; m &= m - 1) {
      const DigitMask b = m & -m;
      if (self(self, i + 1, used | b, sum + lowest_digit(b))) ok = true;
    }
    return memo[key] = ok;
  };
  // Then the digits on the feasible paths: from each state on one, the
  // digits whose next state is feasible too.
  auto mark = [&](auto&& self, int i, DigitMask used, int sum,
                  std::map<std::pair<int, DigitMask>, bool>& seen) -> void {
    if (i == k || seen[{i, used}]) return;
    seen[{i, used}] = true;
    for (DigitMask m = c.mask(cells[i]) & ~used; m; m &= m - 1) {
      const DigitMask b = m & -m;
      const int s = sum + lowest_digit(b);
      if (i + 1 == k ? s == total : memo.count({i + 1, used | b}) && memo[{i + 1, used | b}]) {
        keep[i] |= b;
        self(self, i + 1, used | b, s, seen);
      }
    }
  };
  std::map<std::pair<int, DigitMask>, bool> seen;
  if (feasible(feasible, 0, 0, 0)) mark(mark, 0, 0, 0, seen);
  return keep;
}

std::vector<DigitMask> run_support(const FindContext& c, const std::vector<int>& cells) {
  const int k = static_cast<int>(cells.size()), n = c.side();
  std::vector<DigitMask> keep(k, 0);
  for (int low = 1; low + k - 1 <= n; ++low) {
    DigitMask window = 0;
    for (int d = low; d < low + k; ++d) window |= bit_of(d);
    DigitMask cover = 0;
    bool each = true;
    for (const int cell : cells) {
      each = each && (c.mask(cell) & window);
      cover |= c.mask(cell) & window;
    }
    if (!each || cover != window) continue;
    for (int i = 0; i < k; ++i) keep[i] |= c.mask(cells[i]) & window;
  }
  return keep;
}

std::vector<DigitMask> sandwich_support(const FindContext& c, const Sandwich& rule) {
  const int k = static_cast<int>(rule.cells.size()), n = c.side();
  const DigitMask ends = bit_of(1) | bit_of(n);
  std::vector<DigitMask> keep(k, 0);
  for (int i = 0; i < k; ++i) {
    if (!(c.mask(rule.cells[i]) & bit_of(1))) continue;
    for (int j = 0; j < k; ++j) {
      if (j == i || !(c.mask(rule.cells[j]) & bit_of(n))) continue;
      const int from = std::min(i, j) + 1, to = std::max(i, j);
      std::vector<LinearSum::Term> terms;
      bool possible = true;
      for (int x = from; x < to; ++x) {
        if (!(c.mask(rule.cells[x]) & ~ends)) possible = false;
        terms.push_back({rule.cells[x], 1});
      }
      for (int x = 0; x < k && possible; ++x)
        if (x != i && x != j && !(c.mask(rule.cells[x]) & ~ends)) possible = false;
      if (!possible) continue;
      // The cells between, their ends excluded, summing to the clue.
      std::vector<DigitMask> between(terms.size(), 0);
      if (!terms.empty()) {
        // (The sum may use 1 or N between the ends: it only keeps more.)
        LinearSum sum{terms, rule.total, 0};
        between = sum_support(c, sum);
        for (std::size_t x = 0; x < between.size(); ++x) between[x] &= ~ends;
        bool all = true;
        for (const DigitMask m : between) all = all && m;
        if (!all) continue;
      } else if (rule.total != 0) {
        continue;
      }
      keep[i] |= bit_of(1);
      keep[j] |= bit_of(n);
      for (int x = 0; x < k; ++x) {
        if (x == i || x == j) continue;
        if (x >= from && x < to)
          keep[x] |= between[x - from];
        else
          keep[x] |= c.mask(rule.cells[x]) & ~ends;
      }
    }
  }
  return keep;
}

// Each cell's digits that leave the other cells able to show every required digit.
std::vector<DigitMask> quad_support(const FindContext& c, const AtLeast& rule) {
  const int k = static_cast<int>(rule.cells.size());
  std::vector<DigitMask> keep(k, 0);
  // Whether cells (except `skip`) can cover `need` (digits with repeats).
  auto cover = [&](auto&& self, std::vector<int>& need, std::vector<char>& used) -> bool {
    if (need.empty()) return true;
    const int d = need.back();
    for (int x = 0; x < k; ++x) {
      if (used[x] || !(c.mask(rule.cells[x]) & bit_of(d))) continue;
      used[x] = 1;
      need.pop_back();
      const bool ok = self(self, need, used);
      need.push_back(d);
      used[x] = 0;
      if (ok) return true;
    }
    return false;
  };
  for (int i = 0; i < k; ++i) {
    for (DigitMask m = c.mask(rule.cells[i]); m; m &= m - 1) {
      const int v = lowest_digit(m & -m);
      std::vector<int> need = rule.digits;
      if (auto it = std::find(need.begin(), need.end(), v); it != need.end()) need.erase(it);
      std::vector<char> used(k, 0);
      used[i] = 1;
      if (cover(cover, need, used)) keep[i] |= m & -m;
    }
  }
  return keep;
}

}  // namespace

std::string rule_title(const Puzzle& puzzle, int origin, const std::string& label) {
  if (!puzzle.rules || origin >= static_cast<int>(puzzle.rules->list.size())) return label;
  const Rule& rule = puzzle.rules->list[origin];
  std::string text = label;
  switch (rule.kind) {
    case RuleKind::killer_cage:
      if (rule.value > 0) text += " (sum " + std::to_string(rule.value) + ")";
      break;
    case RuleKind::little_killer:
    case RuleKind::sandwich:
      text += " (sum " + std::to_string(rule.value) + ")";
      break;
    case RuleKind::difference:
      text += " (difference " + std::to_string(rule.value) + ")";
      break;
    case RuleKind::ratio:
      text += " (ratio " + std::to_string(rule.value) + ")";
      break;
    case RuleKind::xv:
      text += " (sum " + std::to_string(rule.value) + ")";
      break;
    default:
      break;
  }
  return text;
}

namespace {

// What each rule takes out of the state, by origin (the rule's index).
std::map<int, Step> rule_eliminations(const FindContext& c) {
  const LogicTopology& t = c.topo;
  const Lowered& low = t.lowered;
  // Eliminations per origin, gathered primitive by primitive.
  std::map<int, Step> by_origin;
  auto restrict = [&](int origin, int cell, DigitMask keep) {
    if (!c.open(cell)) return;
    const DigitMask gone = c.mask(cell) & ~keep;
    if (!gone) return;
    Step& step = by_origin[origin];
    add_elimination(step, cell, gone);
    step.reason.cells.push_back(cell);
  };
  for (const CellMask& m : low.masks) restrict(m.origin, m.cell, m.mask);
  for (const LogicRelation& rel : t.relations) {
    DigitMask keep_a = 0, keep_b = 0;
    for (DigitMask ma = c.mask(rel.a); ma; ma &= ma - 1)
      for (DigitMask mb = c.mask(rel.b); mb; mb &= mb - 1)
        if (rel.allows(lowest_digit(ma), lowest_digit(mb), t.side)) {
          keep_a |= ma & -ma;
          keep_b |= mb & -mb;
        }
    restrict(rel.origin, rel.a, keep_a);
    restrict(rel.origin, rel.b, keep_b);
  }
  for (const LinearSum& sum : low.sums) {
    // A killer cage's cells differ: the sum takes that into account.
    bool distinct = true;
    for (const auto& term : sum.terms) distinct = distinct && term.coef == 1;
    const Distinct* group = nullptr;
    for (const Distinct& d : low.distinct)
      if (d.origin == sum.origin && d.cells.size() == sum.terms.size()) group = &d;
    if (distinct && group && c.side() <= 16) {
      std::vector<int> cells;
      for (const auto& term : sum.terms) cells.push_back(term.cell);
      const std::vector<DigitMask> keep = cage_support(c, cells, sum.total);
      for (std::size_t i = 0; i < cells.size(); ++i) restrict(sum.origin, cells[i], keep[i]);
    } else {
      const std::vector<DigitMask> keep = sum_support(c, sum);
      for (std::size_t i = 0; i < sum.terms.size(); ++i)
        restrict(sum.origin, sum.terms[i].cell, keep[i]);
    }
  }
  for (const ConsecutiveRun& run : low.runs) {
    const std::vector<DigitMask> keep = run_support(c, run.cells);
    for (std::size_t i = 0; i < run.cells.size(); ++i) restrict(run.origin, run.cells[i], keep[i]);
  }
  for (const Sandwich& s : low.sandwiches) {
    const std::vector<DigitMask> keep = sandwich_support(c, s);
    for (std::size_t i = 0; i < s.cells.size(); ++i) restrict(s.origin, s.cells[i], keep[i]);
  }
  for (const AtLeast& q : low.at_least) {
    const std::vector<DigitMask> keep = quad_support(c, q);
    for (std::size_t i = 0; i < q.cells.size(); ++i) restrict(q.origin, q.cells[i], keep[i]);
  }
  return by_origin;
}

}  // namespace

std::optional<Step> find_rule_restriction(const FindContext& c) {
  const LogicTopology& t = c.topo;
  if (t.classic || !c.enabled("rule")) return std::nullopt;
  std::map<int, Step> by_origin = rule_eliminations(c);
  if (by_origin.empty()) return std::nullopt;
  auto& [origin, step] = *by_origin.begin();
  // The same rule again on what it left, until it takes nothing more: one
  // step says all a rule alone gives (a thermometer's ranges narrow in turns).
  for (CandidateState after = c.state;;) {
    after.apply(step);
    const FindContext again{c.puzzle, after, t, c.enabled, c.assume_unique, c.stop, c.deadline};
    std::map<int, Step> more = rule_eliminations(again);
    const auto it = more.find(origin);
    if (it == more.end()) break;
    for (const Elimination& e : it->second.eliminations) add_elimination(step, e.cell, e.digits);
    for (const int cell : it->second.reason.cells) step.reason.cells.push_back(cell);
  }
  const std::string label = t.lowered.origins[origin];
  step.technique = "rule";
  step.rating = 2.4;
  step.reason.rules = {label};
  step.reason.text = "rule: " + rule_title(c.puzzle, origin, label);
  return std::move(finish_step(step));
}

}  // namespace satdoku::logic
