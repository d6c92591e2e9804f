// The brute force of rule_brute_force.hpp. Compiled once into the tests'
// oracle library at the build's optimisation (the test programs themselves
// are built without any: tests/CMakeLists.txt).
#include "rule_brute_force.hpp"

#include <algorithm>
#include <cstdlib>
#include <optional>
#include <set>
#include <utility>
#include <vector>

namespace satdoku::testing {
namespace {

// Whether the rule holds on `g`, where every cell the rule reads is filled
// (for global rules: whether it holds for every pair involving `cell` and an
// earlier cell; see also checks_partly).
class RuleMeaning {
 public:
  explicit RuleMeaning(const Puzzle& puzzle) : puzzle_(puzzle), n_(puzzle.side()) {
    if (!puzzle.rules) return;
    for (const Rule& r : puzzle.rules->list) {
      if (r.cells.size() != 2) continue;
      const auto key = std::minmax(r.cells[0], r.cells[1]);
      if (r.kind == RuleKind::difference || r.kind == RuleKind::ratio) kropki_.insert(key);
      if (r.kind == RuleKind::xv) xv_.insert(key);
      if (r.kind == RuleKind::ratio) ratios_.insert(r.value);
    }
    for (const Rule& r : puzzle.rules->list) {
      if (r.kind == RuleKind::minimum) minima_.insert(r.cells[0]);
      if (r.kind == RuleKind::maximum) maxima_.insert(r.cells[0]);
    }
    if (ratios_.empty()) ratios_.insert(2);  // the negative ratio rule's default
    // Disjoint groups: a cell's place is its rank, in reading order, in its region.
    std::vector<int> seen(static_cast<std::size_t>(n_), 0);
    for (int cell = 0; cell < n_ * n_; ++cell) place_.push_back(seen[puzzle.region_of(cell)]++);
  }

  // Rules that say "these cells differ" hold or fail on the cells placed so
  // far, so they are checked at each of their cells; the rest once all the
  // cells they read are placed.
  static bool checks_partly(const Rule& r) {
    return r.kind == RuleKind::diagonal || r.kind == RuleKind::extra_region ||
           r.kind == RuleKind::killer_cage || r.kind == RuleKind::renban;
  }

  // The highest cell the rule reads; -1 for a global rule (checked at every
  // cell against the earlier ones).
  int last_cell(const Rule& r) const {
    if (r.cells.empty()) return -1;
    int last = -1;
    for (int c : r.cells) last = std::max(last, c);
    for (int c : r.line) last = std::max(last, c);
    if (r.kind == RuleKind::minimum || r.kind == RuleKind::maximum) {
      for (int other : orthogonal(r.cells[0])) last = std::max(last, other);
    }
    if (r.kind == RuleKind::row_indexer || r.kind == RuleKind::column_indexer ||
        r.kind == RuleKind::box_indexer) {
      for (int other : indexed_unit(r)) last = std::max(last, other);
    }
    return last;
  }

  bool holds(const Rule& r, const std::vector<int>& g, int cell) const {
    const auto v = [&](int c) { return g[c]; };
    switch (r.kind) {
      case RuleKind::antiknight:
        return moves_differ(g, cell, {{1, 2}, {2, 1}, {1, -2}, {2, -1}});
      case RuleKind::antiking:
        return moves_differ(g, cell, {{1, 1}, {1, -1}});
      // f-puzzles' nonconsecutive: pairs with a kropki dot are exempt.
      case RuleKind::nonconsecutive:
      case RuleKind::negative_difference:
        return unmarked_ok(g, cell, kropki_, [](int a, int b) { return std::abs(a - b) != 1; });
      case RuleKind::negative_ratio:
        return unmarked_ok(g, cell, kropki_, [this](int a, int b) {
          return std::none_of(ratios_.begin(), ratios_.end(),
                              [&](int k) { return a == k * b || b == k * a; });
        });
      case RuleKind::negative_xv:
        return unmarked_ok(g, cell, xv_, [](int a, int b) { return a + b != 5 && a + b != 10; });
      case RuleKind::disjoint_groups:
        for (int other = 0; other < cell; ++other)
          if (place_[other] == place_[cell] && g[other] == g[cell]) return false;
        return true;
      case RuleKind::diagonal:
      case RuleKind::extra_region:
        return all_differ(r.cells, g);
      case RuleKind::killer_cage:
        return all_differ(r.cells, g) &&
               (r.value == 0 || !filled(r.cells, g) || sum(r.cells, g) == r.value);
      case RuleKind::renban: {
        int lo = n_ + 1, hi = 0;
        for (int c : r.cells)
          if (v(c) != 0) lo = std::min(lo, v(c)), hi = std::max(hi, v(c));
        const int length = static_cast<int>(r.cells.size());
        return all_differ(r.cells, g) && hi - lo + 1 <= length &&
               (!filled(r.cells, g) || hi - lo + 1 == length);
      }
      case RuleKind::quadruple:
        for (int d : r.digits) {
          const auto listed = std::count(r.digits.begin(), r.digits.end(), d);
          const auto held =
              std::count_if(r.cells.begin(), r.cells.end(), [&](int c) { return v(c) == d; });
          if (held < listed) return false;
        }
        return true;
      case RuleKind::thermometer:
        for (std::size_t i = 1; i < r.cells.size(); ++i)
          if (v(r.cells[i]) <= v(r.cells[i - 1])) return false;
        return true;
      case RuleKind::whispers:
        for (std::size_t i = 1; i < r.cells.size(); ++i)
          if (std::abs(v(r.cells[i]) - v(r.cells[i - 1])) < r.value) return false;
        return true;
      case RuleKind::palindrome:
        for (std::size_t i = 0; i < r.cells.size(); ++i)
          if (v(r.cells[i]) != v(r.cells[r.cells.size() - 1 - i])) return false;
        return true;
      case RuleKind::little_killer:
        return sum(r.cells, g) == r.value;
      case RuleKind::sandwich: {
        std::size_t one = 0, top = 0;
        for (std::size_t i = 0; i < r.cells.size(); ++i) {
          if (v(r.cells[i]) == 1) one = i;
          if (v(r.cells[i]) == n_) top = i;
        }
        int between = 0;
        for (std::size_t i = std::min(one, top) + 1; i < std::max(one, top); ++i)
          between += v(r.cells[i]);
        return between == r.value;
      }
      case RuleKind::arrow: {
        int number = 0;
        for (int c : r.cells) number = number * 10 + v(c);
        return sum(r.line, g) == number;
      }
      case RuleKind::difference:
        return std::abs(v(r.cells[0]) - v(r.cells[1])) == r.value;
      case RuleKind::ratio:
        return v(r.cells[0]) == r.value * v(r.cells[1]) || v(r.cells[1]) == r.value * v(r.cells[0]);
      case RuleKind::xv:
        return v(r.cells[0]) + v(r.cells[1]) == r.value;
      case RuleKind::odd:
        return v(r.cells[0]) % 2 == 1;
      case RuleKind::even:
        return v(r.cells[0]) % 2 == 0;
      case RuleKind::minimum:
      case RuleKind::maximum:
        // Not compared with a neighbour of its own kind.
        for (int other : orthogonal(r.cells[0])) {
          if ((r.kind == RuleKind::minimum ? minima_ : maxima_).count(other)) continue;
          if (r.kind == RuleKind::minimum ? v(r.cells[0]) >= v(other) : v(r.cells[0]) <= v(other))
            return false;
        }
        return true;
      case RuleKind::pencil_marks:
        return std::find(r.digits.begin(), r.digits.end(), v(r.cells[0])) != r.digits.end();
      default:
        return line_rule_holds(r, g);
    }
  }

  // The rules published setters' puzzles brought in, as docs/rules.md says.
  bool line_rule_holds(const Rule& r, const std::vector<int>& g) const {
    const auto v = [&](int c) { return g[c]; };
    const std::vector<int>& c = r.cells;
    const std::size_t k = c.size();
    switch (r.kind) {
      case RuleKind::slow_thermometer:
        for (std::size_t i = 1; i < k; ++i)
          if (v(c[i]) < v(c[i - 1])) return false;
        return true;
      case RuleKind::between_line:
      case RuleKind::lockout_line: {
        if (k < 2) return true;
        const int lo = std::min(v(c[0]), v(c[k - 1])), hi = std::max(v(c[0]), v(c[k - 1]));
        const bool between = r.kind == RuleKind::between_line;
        if (!between && hi - lo < r.value) return false;
        for (std::size_t i = 1; i + 1 < k; ++i) {
          const bool inside = v(c[i]) > lo && v(c[i]) < hi;
          const bool touches = v(c[i]) >= lo && v(c[i]) <= hi;
          if (between ? !inside : touches) return false;
        }
        return true;
      }
      case RuleKind::entropic_line:
        return windows_of_three(r, g, [this](int d) {
          // Thirds of 1..N, the middle one the odd size out: 1-3, 4-6,
          // 7-9; 1, 2-3, 4; 1-2, 3, 4-5.
          const int outer = n_ % 3 == 2 ? (n_ + 1) / 3 : n_ / 3;
          return d <= outer ? 0 : d <= n_ - outer ? 1 : 2;
        });
      case RuleKind::modular_line:
        return windows_of_three(r, g, [](int d) { return d % 3; });
      case RuleKind::nabner_line:
        for (std::size_t i = 0; i < k; ++i)
          for (std::size_t j = i + 1; j < k; ++j)
            if (std::abs(v(c[i]) - v(c[j])) < 2) return false;
        return true;
      case RuleKind::zipper_line: {
        if (k < 3) return true;
        const int total = k % 2 ? v(c[k / 2]) : v(c[0]) + v(c[k - 1]);
        for (std::size_t i = 0; i < k / 2; ++i)
          if (v(c[i]) + v(c[k - 1 - i]) != total) return false;
        return true;
      }
      case RuleKind::double_arrow: {
        if (k < 3) return true;
        int inner = 0;
        for (std::size_t i = 1; i + 1 < k; ++i) inner += v(c[i]);
        return inner == v(c[0]) + v(c[k - 1]);
      }
      case RuleKind::region_sum_line: {
        std::vector<int> sums;
        for (std::size_t i = 0; i < k; ++i) {
          if (i == 0 || puzzle_.region_of(c[i]) != puzzle_.region_of(c[i - 1])) sums.push_back(0);
          sums.back() += v(c[i]);
        }
        return std::all_of(sums.begin(), sums.end(), [&](int x) { return x == sums.front(); });
      }
      case RuleKind::x_sum: {
        int total = 0;
        for (int i = 0; i < v(c[0]); ++i) total += v(c[i]);
        return total == r.value;
      }
      case RuleKind::skyscraper: {
        int tallest = 0, seen = 0;
        for (int cell : c) {
          if (v(cell) > tallest) tallest = v(cell), ++seen;
        }
        return seen == r.value;
      }
      case RuleKind::clone:
        for (std::size_t i = 0; i < k; ++i)
          if (v(c[i]) != v(r.line[i])) return false;
        return true;
      case RuleKind::row_indexer:
      case RuleKind::column_indexer:
      case RuleKind::box_indexer: {
        const std::vector<int> unit = indexed_unit(r);
        const int at = static_cast<int>(std::find(unit.begin(), unit.end(), c[0]) - unit.begin());
        return v(unit[v(c[0]) - 1]) == at + 1;
      }
      default:
        return false;
    }
  }

 private:
  // Every three cells in a row along the line fall in three different
  // classes; a line of two, in two.
  template <class Class>
  static bool windows_of_three(const Rule& r, const std::vector<int>& g, Class of) {
    const std::vector<int>& c = r.cells;
    if (c.size() == 2) return of(g[c[0]]) != of(g[c[1]]);
    for (std::size_t i = 0; i + 2 < c.size(); ++i) {
      const int a = of(g[c[i]]), b = of(g[c[i + 1]]), d = of(g[c[i + 2]]);
      if (a == b || b == d || a == d) return false;
    }
    return true;
  }

  // The column (row indexer), row (column indexer) or region (box indexer)
  // of an indexer cell, its cells in reading order.
  std::vector<int> indexed_unit(const Rule& r) const {
    const int cell = r.cells[0];
    std::vector<int> unit;
    for (int other = 0; other < n_ * n_; ++other) {
      const bool in = r.kind == RuleKind::row_indexer ? other % n_ == cell % n_
                      : r.kind == RuleKind::column_indexer
                          ? other / n_ == cell / n_
                          : puzzle_.region_of(other) == puzzle_.region_of(cell);
      if (in) unit.push_back(other);
    }
    return unit;
  }

  std::vector<int> orthogonal(int cell) const {
    std::vector<int> out;
    const int r = cell / n_, c = cell % n_;
    if (r > 0) out.push_back(cell - n_);
    if (r + 1 < n_) out.push_back(cell + n_);
    if (c > 0) out.push_back(cell - 1);
    if (c + 1 < n_) out.push_back(cell + 1);
    return out;
  }

  // Cells a move (dr, dc) away (either sign) that come before `cell`.
  bool moves_differ(const std::vector<int>& g, int cell,
                    std::initializer_list<std::pair<int, int>> moves) const {
    const int r = cell / n_, c = cell % n_;
    for (auto [dr, dc] : moves) {
      for (int sign : {-1, 1}) {
        const int r2 = r + sign * dr, c2 = c + sign * dc;
        if (r2 < 0 || r2 >= n_ || c2 < 0 || c2 >= n_ || r2 * n_ + c2 >= cell) continue;
        if (g[r2 * n_ + c2] == g[cell]) return false;
      }
    }
    return true;
  }

  template <class Ok>
  bool unmarked_ok(const std::vector<int>& g, int cell, const std::set<std::pair<int, int>>& marked,
                   Ok ok) const {
    for (int other : {cell - 1, cell - n_}) {
      if (other < 0 || (other == cell - 1 && cell % n_ == 0)) continue;
      if (marked.count({other, cell})) continue;
      if (!ok(g[other], g[cell])) return false;
    }
    return true;
  }

  // Whether every cell holds a digit (cells not placed yet hold 0).
  static bool filled(const std::vector<int>& cells, const std::vector<int>& g) {
    return std::none_of(cells.begin(), cells.end(), [&](int c) { return g[c] == 0; });
  }

  // Whether the digits placed so far differ.
  static bool all_differ(const std::vector<int>& cells, const std::vector<int>& g) {
    std::vector<int> digits;
    for (int c : cells)
      if (g[c] != 0) digits.push_back(g[c]);
    std::sort(digits.begin(), digits.end());
    return std::adjacent_find(digits.begin(), digits.end()) == digits.end();
  }

  static int sum(const std::vector<int>& cells, const std::vector<int>& g) {
    int s = 0;
    for (int c : cells) s += g[c];
    return s;
  }

  const Puzzle& puzzle_;
  int n_;
  std::set<std::pair<int, int>> kropki_, xv_;
  std::set<int> ratios_, minima_, maxima_;
  std::vector<int> place_;
};

}  // namespace

BruteAnswer brute_force(const Puzzle& puzzle, int limit) {
  const int n = puzzle.side(), cells = n * n;
  const RuleMeaning meaning(puzzle);
  // Rules to check when each cell is placed.
  std::vector<std::vector<const Rule*>> at(static_cast<std::size_t>(cells));
  if (puzzle.rules) {
    for (const Rule& r : puzzle.rules->list) {
      const int last = meaning.last_cell(r);
      if (RuleMeaning::checks_partly(r)) {
        for (int cell : r.cells) at[cell].push_back(&r);
      } else if (last >= 0) {
        at[last].push_back(&r);
      } else {
        for (auto& list : at) list.push_back(&r);
      }
    }
  }
  // Givens are marked in their row, column and region from the start, so
  // that no earlier cell takes their digit.
  std::vector<int> row(n), col(n), region(n), g(cells, 0);
  for (int cell = 0; cell < cells; ++cell) {
    const int d = puzzle.grid.at(cell);
    if (d == 0) continue;
    const int bit = 1 << d, r = cell / n, c = cell % n, b = puzzle.region_of(cell);
    if ((row[r] | col[c] | region[b]) & bit) return {};  // clashing givens
    row[r] |= bit, col[c] |= bit, region[b] |= bit;
  }
  const int all = ((1 << n) - 1) << 1;
  // Forward check: every blank cell after `cell` still has a digit left.
  const auto open_ahead = [&](int cell) {
    for (int later = cell + 1; later < cells; ++later) {
      if (g[later] == 0 && puzzle.grid.at(later) == 0 &&
          ((row[later / n] | col[later % n] | region[puzzle.region_of(later)]) & all) == all)
        return false;
    }
    return true;
  };
  BruteAnswer answer;
  const auto place = [&](auto& self, int cell) -> bool {  // false: stop
    if (cell == cells) {
      if (answer.count++ == 0) {
        answer.smallest = Grid(puzzle.grid.geometry());
        for (int c = 0; c < cells; ++c) answer.smallest->set(c, g[c]);
      }
      return answer.count < limit;
    }
    const int r = cell / n, c = cell % n, b = puzzle.region_of(cell);
    const int given = puzzle.grid.at(cell);
    for (int d = given ? given : 1; d <= (given ? given : n); ++d) {
      const int bit = 1 << d;
      if (!given && ((row[r] | col[c] | region[b]) & bit)) continue;
      g[cell] = d;
      bool ok = true;
      for (const Rule* rule : at[cell]) ok = ok && meaning.holds(*rule, g, cell);
      if (!ok) continue;
      if (!given) row[r] |= bit, col[c] |= bit, region[b] |= bit;
      const bool more = !open_ahead(cell) || self(self, cell + 1);
      if (!given) row[r] &= ~bit, col[c] &= ~bit, region[b] &= ~bit;
      if (!more) return false;
    }
    g[cell] = 0;
    return true;
  };
  place(place, 0);
  return answer;
}

bool obeys(const Puzzle& puzzle, const Grid& solution) {
  Puzzle full = puzzle;
  full.grid = solution;
  if (solution.geometry() != puzzle.grid.geometry()) return false;
  for (int cell = 0; cell < solution.cells(); ++cell) {
    if (puzzle.grid.at(cell) != 0 && puzzle.grid.at(cell) != solution.at(cell)) return false;
  }
  return brute_force(full, 1).count == 1;
}

}  // namespace satdoku::testing
