// Every variant rule checked as stated (rules.hpp, docs/rules.md).
// Deliberately plain: loops over a rule's cells and the digits they hold,
// one function per rule kind, nothing precomputed, nothing shared with the
// engines. Runs only for puzzles with rules, so clarity wins over speed.
#include "check_rules.hpp"

#include <algorithm>
#include <cstdlib>
#include <initializer_list>
#include <map>
#include <set>
#include <utility>
#include <vector>

namespace satdoku {

std::string rule_cell_name(int cell, int side) {
  std::string name = "R";
  name += std::to_string(cell / side + 1);
  name += 'C';
  name += std::to_string(cell % side + 1);
  return name;
}

namespace {

// A step from a cell to another: rows down, columns right.
struct Step {
  int dr = 0;
  int dc = 0;
};

// Each unordered pair of cells a move apart is visited once, from the cell
// that comes first in row-major order, so every list below keeps only the
// steps that go forward (down, or right on the same row).
constexpr Step kKnightSteps[] = {{1, -2}, {1, 2}, {2, -1}, {2, 1}};
constexpr Step kDiagonalSteps[] = {{1, -1}, {1, 1}};
constexpr Step kEdgeSteps[] = {{0, 1}, {1, 0}};
// All four edge neighbours of a cell, for minimum and maximum.
constexpr Step kNeighbourSteps[] = {{-1, 0}, {0, -1}, {0, 1}, {1, 0}};

class RuleChecker {
 public:
  RuleChecker(const Rules& rules, const Grid& solution)
      : rules_(rules), grid_(solution), n_(solution.side()) {}

  // Why the solution breaks `rule`, or "".
  std::string check(const Rule& rule) const {
    if (std::string why = shape_problem(rule); !why.empty()) return why;
    switch (rule.kind) {
      case RuleKind::antiknight:
        return pairs_apart(
            rule, kKnightSteps, [](int a, int b) { return a != b; }, "are a knight's move apart");
      case RuleKind::antiking:
        return pairs_apart(
            rule, kDiagonalSteps, [](int a, int b) { return a != b; }, "touch diagonally");
      case RuleKind::disjoint_groups:
        return disjoint_groups(rule);
      // f-puzzles' nonconsecutive is the negative white-dot rule: pairs
      // joined by a white or a black dot are exempt.
      case RuleKind::nonconsecutive:
      case RuleKind::negative_difference:
        return unmarked_pairs(
            rule, {RuleKind::difference, RuleKind::ratio},
            [](int a, int b) { return std::abs(a - b) != 1; },
            "differ by 1 with no kropki dot between them");
      case RuleKind::negative_ratio:
        return negative_ratio(rule);
      case RuleKind::negative_xv:
        return unmarked_pairs(
            rule, {RuleKind::xv}, [](int a, int b) { return a + b != 5 && a + b != 10; },
            "sum to 5 or 10 with no X or V between them");
      case RuleKind::diagonal:
      case RuleKind::extra_region:
        return all_different(rule, rule.cells);
      case RuleKind::killer_cage:
        return killer_cage(rule);
      case RuleKind::renban:
        return renban(rule);
      case RuleKind::quadruple:
        return quadruple(rule);
      case RuleKind::thermometer:
        return thermometer(rule);
      case RuleKind::whispers:
        return whispers(rule);
      case RuleKind::palindrome:
        return palindrome(rule);
      case RuleKind::little_killer:
        // docs/rules.md: a little killer without a value states no sum (no
        // diagonal of digits 1..N sums to 0).
        if (rule.value <= 0) return "";
        return sum_is(rule, rule.cells, rule.value);
      case RuleKind::sandwich:
        return sandwich(rule);
      case RuleKind::arrow:
        return arrow(rule);
      case RuleKind::difference:
        return difference(rule);
      case RuleKind::ratio:
        return ratio(rule);
      case RuleKind::xv:
        return sum_is(rule, rule.cells, rule.value);
      case RuleKind::odd:
        if (at(rule.cells[0]) % 2 == 1) return "";
        return fail(rule, named(rule.cells[0]) + " is not odd");
      case RuleKind::even:
        if (at(rule.cells[0]) % 2 == 0) return "";
        return fail(rule, named(rule.cells[0]) + " is not even");
      case RuleKind::minimum:
        return extremum(rule, true);
      case RuleKind::maximum:
        return extremum(rule, false);
      case RuleKind::pencil_marks:
        return pencil_marks(rule);
      default:  // the kinds of check_line_rules.cpp, which names each
        return broken_line_rule(rule, rules_, grid_);
    }
  }

 private:
  int at(int cell) const { return grid_.at(cell); }
  std::string name(int cell) const { return rule_cell_name(cell, n_); }
  // "R1C2=5"
  std::string named(int cell) const { return name(cell) + "=" + std::to_string(at(cell)); }

  static std::string fail(const Rule& rule, const std::string& what) {
    const std::string label = rule.label.empty() ? std::string(to_string(rule.kind)) : rule.label;
    return label + ": " + what;
  }

  // "R1C1=3, R1C2=5, R1C3=6"
  std::string named_list(const std::vector<int>& cells) const {
    std::string text;
    for (const int cell : cells) {
      if (!text.empty()) text += ", ";
      text += named(cell);
    }
    return text;
  }

  // "R1C1+R1C2 = 9+8 = 17": the sum of the cells' digits, spelled out.
  std::string spelled_sum(const std::vector<int>& cells, int sum) const {
    std::string names, digits;
    for (const int cell : cells) {
      if (!names.empty()) {
        names += '+';
        digits += '+';
      }
      names += name(cell);
      digits += std::to_string(at(cell));
    }
    if (cells.empty()) return "no cells = 0";
    return names + " = " + digits + " = " + std::to_string(sum);
  }

  int sum_of(const std::vector<int>& cells) const {
    int sum = 0;
    for (const int cell : cells) sum += at(cell);
    return sum;
  }

  // Cells off the grid, or a count of cells the rule cannot have: a rule
  // the checker cannot read is never passed.
  std::string shape_problem(const Rule& rule) const {
    for (const auto* list : {&rule.cells, &rule.line}) {
      for (const int cell : *list) {
        if (cell < 0 || cell >= grid_.cells())
          return fail(rule, "cell index " + std::to_string(cell) + " is off the " +
                                std::to_string(n_) + "x" + std::to_string(n_) + " grid");
      }
    }
    std::size_t want = 0;  // 0: any number of cells
    switch (rule.kind) {
      case RuleKind::difference:
      case RuleKind::ratio:
      case RuleKind::xv:
        want = 2;
        break;
      case RuleKind::odd:
      case RuleKind::even:
      case RuleKind::minimum:
      case RuleKind::maximum:
      case RuleKind::pencil_marks:
        want = 1;
        break;
      case RuleKind::sandwich:
        want = static_cast<std::size_t>(n_);
        break;
      case RuleKind::arrow:
        if (rule.cells.empty() || rule.cells.size() > 3)
          return fail(rule, "a circle or pill of " + std::to_string(rule.cells.size()) +
                                " cells; 1 to 3 expected");
        break;
      default:
        break;
    }
    if (want != 0 && rule.cells.size() != want)
      return fail(rule, std::to_string(rule.cells.size()) + " cells; " + std::to_string(want) +
                            " expected");
    return "";
  }

  // The first pair of cells one of `steps` apart whose digits fail `ok`.
  template <std::size_t K, class Ok>
  std::string pairs_apart(const Rule& rule, const Step (&steps)[K], Ok ok, const char* what) const {
    for (int r = 0; r < n_; ++r) {
      for (int c = 0; c < n_; ++c) {
        for (const Step& step : steps) {
          const int r2 = r + step.dr, c2 = c + step.dc;
          if (r2 < 0 || r2 >= n_ || c2 < 0 || c2 >= n_) continue;
          const int a = r * n_ + c, b = r2 * n_ + c2;
          if (!ok(at(a), at(b))) return fail(rule, named(a) + " and " + named(b) + " " + what);
        }
      }
    }
    return "";
  }

  // The negative rules: every edge-adjacent pair that carries no mark of the
  // given kinds (whatever the mark's own value) must satisfy `ok`.
  template <class Ok>
  std::string unmarked_pairs(const Rule& rule, std::initializer_list<RuleKind> marks, Ok ok,
                             const char* what) const {
    std::set<std::pair<int, int>> marked;
    for (const Rule& other : rules_.list) {
      bool is_mark = false;
      for (const RuleKind kind : marks) is_mark = is_mark || other.kind == kind;
      if (!is_mark || other.cells.size() != 2) continue;
      marked.insert(
          {std::min(other.cells[0], other.cells[1]), std::max(other.cells[0], other.cells[1])});
    }
    for (int a = 0; a < grid_.cells(); ++a) {
      const int r = a / n_, c = a % n_;
      for (const Step& step : kEdgeSteps) {
        const int r2 = r + step.dr, c2 = c + step.dc;
        if (r2 >= n_ || c2 >= n_) continue;
        const int b = r2 * n_ + c2;
        if (marked.count({a, b}) != 0) continue;
        if (!ok(at(a), at(b))) return fail(rule, named(a) + " and " + named(b) + " " + what);
      }
    }
    return "";
  }

  // The first two cells of the list holding the same digit.
  std::string all_different(const Rule& rule, const std::vector<int>& cells) const {
    for (std::size_t i = 0; i < cells.size(); ++i) {
      for (std::size_t j = i + 1; j < cells.size(); ++j) {
        if (at(cells[i]) == at(cells[j]))
          return fail(rule, name(cells[i]) + " and " + name(cells[j]) + " both hold " +
                                std::to_string(at(cells[i])));
      }
    }
    return "";
  }

  // The region of a cell: its jigsaw region, or its usual box.
  int region_of(int cell) const {
    if (!rules_.regions.empty()) return rules_.regions[cell];
    return grid_.geometry().box_of(cell / n_, cell % n_);
  }

  // Cells in the same place of their regions (the k-th cell of each, in
  // reading order; with the usual boxes, the same place in the box) hold
  // different digits.
  std::string disjoint_groups(const Rule& rule) const {
    std::vector<int> place(static_cast<std::size_t>(grid_.cells()));
    std::map<int, int> seen;  // region -> cells of it read so far
    for (int cell = 0; cell < grid_.cells(); ++cell) place[cell] = seen[region_of(cell)]++;
    for (int a = 0; a < grid_.cells(); ++a) {
      for (int b = a + 1; b < grid_.cells(); ++b) {
        if (place[a] == place[b] && at(a) == at(b))
          return fail(rule, name(a) + " and " + name(b) + " both hold " + std::to_string(at(a)) +
                                " in the same place of their regions");
      }
    }
    return "";
  }

  // Adjacent cells with no kropki dot are in none of the ratios the black
  // dots of the puzzle show (2 when there is no black dot).
  std::string negative_ratio(const Rule& rule) const {
    std::set<int> ratios;
    for (const Rule& other : rules_.list)
      if (other.kind == RuleKind::ratio) ratios.insert(other.value);
    if (ratios.empty()) ratios.insert(2);
    std::string shown;
    for (const int r : ratios) shown += (shown.empty() ? "" : " or ") + std::to_string(r);
    return unmarked_pairs(
        rule, {RuleKind::difference, RuleKind::ratio},
        [&ratios](int a, int b) {
          for (const int r : ratios)
            if (a == r * b || b == r * a) return false;
          return true;
        },
        ("are in ratio " + shown + " with no kropki dot between them").c_str());
  }

  std::string sum_is(const Rule& rule, const std::vector<int>& cells, int total) const {
    const int sum = sum_of(cells);
    if (sum == total) return "";
    return fail(rule, spelled_sum(cells, sum) + ", not " + std::to_string(total));
  }

  std::string killer_cage(const Rule& rule) const {
    if (std::string why = all_different(rule, rule.cells); !why.empty()) return why;
    if (rule.value <= 0) return "";  // a cage without a sum
    return sum_is(rule, rule.cells, rule.value);
  }

  // Different digits whose largest minus smallest is one less than their
  // number: exactly a run of consecutive digits.
  std::string renban(const Rule& rule) const {
    if (std::string why = all_different(rule, rule.cells); !why.empty()) return why;
    if (rule.cells.empty()) return "";
    int low = at(rule.cells[0]), high = low;
    for (const int cell : rule.cells) {
      low = std::min(low, at(cell));
      high = std::max(high, at(cell));
    }
    if (high - low + 1 == static_cast<int>(rule.cells.size())) return "";
    return fail(rule, named_list(rule.cells) + " are not a run of consecutive digits");
  }

  // Each listed digit appears at least as often as it is listed.
  std::string quadruple(const Rule& rule) const {
    std::map<int, int> listed;
    for (const int digit : rule.digits) ++listed[digit];
    for (const auto& [digit, times] : listed) {
      int found = 0;
      for (const int cell : rule.cells) found += at(cell) == digit ? 1 : 0;
      if (found >= times) continue;
      const std::string d = std::to_string(digit);
      return fail(rule, named_list(rule.cells) + " hold " +
                            (found == 0 ? "no " + d : d + " " + how_often(found)) +
                            ", but the clue lists it " + how_often(times));
    }
    return "";
  }

  static std::string how_often(int times) {
    return times == 1 ? "once" : times == 2 ? "twice" : std::to_string(times) + " times";
  }

  std::string thermometer(const Rule& rule) const {
    for (std::size_t i = 1; i < rule.cells.size(); ++i) {
      const int before = rule.cells[i - 1], here = rule.cells[i];
      if (at(here) <= at(before)) return fail(rule, named(here) + " is not above " + named(before));
    }
    return "";
  }

  std::string whispers(const Rule& rule) const {
    for (std::size_t i = 1; i < rule.cells.size(); ++i) {
      const int before = rule.cells[i - 1], here = rule.cells[i];
      const int gap = std::abs(at(here) - at(before));
      if (gap < rule.value)
        return fail(rule, named(before) + " and " + named(here) + " differ by " +
                              std::to_string(gap) + ", less than " + std::to_string(rule.value));
    }
    return "";
  }

  std::string palindrome(const Rule& rule) const {
    const std::vector<int>& cells = rule.cells;
    for (std::size_t i = 0, j = cells.size(); i + 1 < j; ++i) {
      --j;
      if (at(cells[i]) != at(cells[j]))
        return fail(rule, named(cells[i]) + " and " + named(cells[j]) +
                              " differ but mirror each other on the line");
    }
    return "";
  }

  // `cells` is the whole row or column in order: the digits strictly between
  // its 1 and its N sum to the clue.
  std::string sandwich(const Rule& rule) const {
    int one = -1, top = -1;  // positions in rule.cells
    for (std::size_t i = 0; i < rule.cells.size(); ++i) {
      if (at(rule.cells[i]) == 1) one = static_cast<int>(i);
      if (at(rule.cells[i]) == n_) top = static_cast<int>(i);
    }
    if (one < 0 || top < 0)
      return fail(rule, "the line " + name(rule.cells.front()) + ".." + name(rule.cells.back()) +
                            " lacks a 1 or a " + std::to_string(n_));
    const int from = std::min(one, top), to = std::max(one, top);
    const std::vector<int> between(rule.cells.begin() + from + 1, rule.cells.begin() + to);
    const int sum = sum_of(between);
    if (sum == rule.value) return "";
    const std::string ends = named(rule.cells[from]) + " and " + named(rule.cells[to]);
    if (between.empty())
      return fail(rule, ends + " are next to each other, so the sum is 0, not " +
                            std::to_string(rule.value));
    return fail(rule, "between " + ends + ": " + spelled_sum(between, sum) + ", not " +
                          std::to_string(rule.value));
  }

  // The shaft's digits sum to the circle's digit, or to the pill read as a
  // decimal number, first cell first.
  std::string arrow(const Rule& rule) const {
    int number = 0;
    for (const int cell : rule.cells) number = number * 10 + at(cell);
    const int sum = sum_of(rule.line);
    if (sum == number) return "";
    return fail(rule, "shaft " + spelled_sum(rule.line, sum) + ", not " + std::to_string(number) +
                          " read from " + named_list(rule.cells));
  }

  std::string difference(const Rule& rule) const {
    const int a = rule.cells[0], b = rule.cells[1];
    const int gap = std::abs(at(a) - at(b));
    if (gap == rule.value) return "";
    return fail(rule, named(a) + " and " + named(b) + " differ by " + std::to_string(gap) +
                          ", not " + std::to_string(rule.value));
  }

  std::string ratio(const Rule& rule) const {
    const int a = rule.cells[0], b = rule.cells[1];
    if (at(a) == rule.value * at(b) || at(b) == rule.value * at(a)) return "";
    return fail(rule,
                named(a) + " and " + named(b) + " are not in ratio " + std::to_string(rule.value));
  }

  // Smaller (minimum) or larger (maximum) than each edge neighbour that is
  // not itself a minimum (maximum) cell.
  std::string extremum(const Rule& rule, bool smaller) const {
    const int cell = rule.cells[0], r = cell / n_, c = cell % n_;
    for (const Step& step : kNeighbourSteps) {
      const int r2 = r + step.dr, c2 = c + step.dc;
      if (r2 < 0 || r2 >= n_ || c2 < 0 || c2 >= n_) continue;
      const int other = r2 * n_ + c2;
      if (is_one_cell_rule(rule.kind, other)) continue;
      const bool holds = smaller ? at(cell) < at(other) : at(cell) > at(other);
      if (!holds)
        return fail(rule, named(cell) + " is not " + (smaller ? "smaller" : "larger") + " than " +
                              named(other));
    }
    return "";
  }

  // Whether the puzzle has a one-cell rule of this kind on the cell.
  bool is_one_cell_rule(RuleKind kind, int cell) const {
    for (const Rule& other : rules_.list)
      if (other.kind == kind && other.cells.size() == 1 && other.cells[0] == cell) return true;
    return false;
  }

  std::string pencil_marks(const Rule& rule) const {
    const int cell = rule.cells[0];
    std::string marks;
    for (const int digit : rule.digits) {
      if (digit == at(cell)) return "";
      if (!marks.empty()) marks += ',';
      marks += std::to_string(digit);
    }
    return fail(rule, named(cell) + " is not one of its pencil marks {" + marks + "}");
  }

  const Rules& rules_;
  const Grid& grid_;
  int n_;
};

}  // namespace

std::string first_broken_rule(const Rules& rules, const Grid& solution) {
  const RuleChecker checker(rules, solution);
  for (const Rule& rule : rules.list) {
    if (std::string why = checker.check(rule); !why.empty()) return why;
  }
  return "";
}

}  // namespace satdoku
