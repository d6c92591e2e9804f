// The validity checker's half for the rule kinds that published setters'
// puzzles brought in (rules.hpp, from slow_thermometer on), each checked as
// docs/rules.md states it, in plain loops over the rule's cells: nothing is
// shared with src/core/lowering_lines.cpp or line_automata.cpp.
#include <algorithm>
#include <cstdlib>
#include <vector>

#include "check_rules.hpp"

namespace satdoku {
namespace {

class LineRuleChecker {
 public:
  LineRuleChecker(const Rule& rule, const Rules& rules, const Grid& grid)
      : rule_(rule), rules_(rules), grid_(grid), n_(grid.side()) {}

  std::string check() const {
    const std::vector<int>& cells = rule_.cells;
    switch (rule_.kind) {
      case RuleKind::slow_thermometer:
        for (std::size_t i = 1; i < cells.size(); ++i)
          if (at(cells[i]) < at(cells[i - 1]))
            return fail(named(cells[i]) + " is below " + named(cells[i - 1]));
        return "";
      case RuleKind::between_line:
        return between();
      case RuleKind::lockout_line:
        return lockout();
      case RuleKind::entropic_line:
        return groups_differ([this](int d) { return entropy_group(d); }, "entropy group");
      case RuleKind::modular_line:
        return groups_differ([](int d) { return d % 3; }, "remainder mod 3");
      case RuleKind::nabner_line:
        for (std::size_t i = 0; i < cells.size(); ++i)
          for (std::size_t j = i + 1; j < cells.size(); ++j)
            if (std::abs(at(cells[i]) - at(cells[j])) <= 1)
              return fail(named(cells[i]) + " and " + named(cells[j]) +
                          " are equal or consecutive on the line");
        return "";
      case RuleKind::zipper_line:
        return zipper();
      case RuleKind::double_arrow:
        if (cells.size() < 3) return "";
        return same_sums({{cells.front(), cells.back()}, {cells.begin() + 1, cells.end() - 1}});
      case RuleKind::region_sum_line:
        return region_sums();
      case RuleKind::x_sum:
        return x_sum();
      case RuleKind::skyscraper:
        return skyscraper();
      case RuleKind::clone:
        if (rule_.line.size() != cells.size())
          return fail(std::to_string(cells.size()) + " cells and " +
                      std::to_string(rule_.line.size()) + " clones");
        for (std::size_t i = 0; i < cells.size(); ++i)
          if (at(cells[i]) != at(rule_.line[i]))
            return fail(named(cells[i]) + " differs from its clone " + named(rule_.line[i]));
        return "";
      case RuleKind::row_indexer:
      case RuleKind::column_indexer:
      case RuleKind::box_indexer:
        return indexer();
      default:
        return fail("not a line rule");
    }
  }

 private:
  int at(int cell) const { return grid_.at(cell); }
  std::string named(int cell) const {
    return rule_cell_name(cell, n_) + "=" + std::to_string(at(cell));
  }
  std::string fail(const std::string& what) const {
    return (rule_.label.empty() ? std::string(to_string(rule_.kind)) : rule_.label) + ": " + what;
  }
  int region(int cell) const {
    if (!rules_.regions.empty()) return rules_.regions[cell];
    return grid_.geometry().box_of(cell / n_, cell % n_);
  }
  // "R1C1=4+R1C3=3". Appended piece by piece: g++ 12 warns falsely
  // (-Wrestrict) on "+" + std::string.
  std::string spelled(const std::vector<int>& cells) const {
    std::string text;
    for (const int c : cells) {
      if (!text.empty()) text += '+';
      text += named(c);
    }
    return text;
  }
  int sum(const std::vector<int>& cells) const {
    int total = 0;
    for (const int c : cells) total += at(c);
    return total;
  }

  // Every cell strictly between the ends' digits.
  std::string between() const {
    const std::vector<int>& cells = rule_.cells;
    if (cells.size() < 3) return "";
    const int low = std::min(at(cells.front()), at(cells.back()));
    const int high = std::max(at(cells.front()), at(cells.back()));
    for (std::size_t i = 1; i + 1 < cells.size(); ++i)
      if (at(cells[i]) <= low || at(cells[i]) >= high)
        return fail(named(cells[i]) + " is not between the ends " + named(cells.front()) + " and " +
                    named(cells.back()));
    return "";
  }

  // The ends at least `value` apart; every cell between outside their range.
  std::string lockout() const {
    const std::vector<int>& cells = rule_.cells;
    if (cells.size() < 2) return "";
    const int a = at(cells.front()), b = at(cells.back());
    if (std::abs(a - b) < rule_.value)
      return fail("the ends " + named(cells.front()) + " and " + named(cells.back()) +
                  " differ by less than " + std::to_string(rule_.value));
    for (std::size_t i = 1; i + 1 < cells.size(); ++i)
      if (at(cells[i]) >= std::min(a, b) && at(cells[i]) <= std::max(a, b))
        return fail(named(cells[i]) + " is within the ends' range " +
                    std::to_string(std::min(a, b)) + ".." + std::to_string(std::max(a, b)));
    return "";
  }

  // 1..N in three groups, the middle one the odd size out (1-3, 4-6, 7-9 on
  // 9x9; 1, 2-3, 4 on 4x4; 1-2, 3, 4-5 on 5x5).
  int entropy_group(int digit) const {
    const int small = n_ / 3, large = (n_ + 2) / 3;
    const int low = n_ % 3 == 1 ? small : large, middle = n_ % 3 == 1 ? large : small;
    if (digit <= low) return 0;
    return digit <= low + middle ? 1 : 2;
  }

  // Any two cells one or two apart along the line are in different groups
  // (so every three in a row hold one of each).
  template <class Group>
  std::string groups_differ(Group group, const char* what) const {
    const std::vector<int>& cells = rule_.cells;
    for (std::size_t i = 0; i < cells.size(); ++i)
      for (std::size_t j = i + 1; j < cells.size() && j <= i + 2; ++j)
        if (group(at(cells[i])) == group(at(cells[j])))
          return fail(named(cells[i]) + " and " + named(cells[j]) + " share their " + what);
    return "";
  }

  std::string same_sums(const std::vector<std::vector<int>>& groups) const {
    for (std::size_t k = 1; k < groups.size(); ++k) {
      if (sum(groups[k]) == sum(groups[0])) continue;
      return fail(spelled(groups[0]) + " sums to " + std::to_string(sum(groups[0])) + " but " +
                  spelled(groups[k]) + " to " + std::to_string(sum(groups[k])));
    }
    return "";
  }

  // Cells the same distance from the middle sum to the same total; with a
  // middle cell, to its digit.
  std::string zipper() const {
    const std::vector<int>& cells = rule_.cells;
    std::vector<std::vector<int>> groups;
    const std::size_t size = cells.size();
    if (size % 2 == 1) groups.push_back({cells[size / 2]});
    for (std::size_t i = 0; i < size / 2; ++i) groups.push_back({cells[i], cells[size - 1 - i]});
    return same_sums(groups);
  }

  // Runs of the line inside one region, each sums to the same total.
  std::string region_sums() const {
    std::vector<std::vector<int>> segments;
    const std::vector<int>& cells = rule_.cells;
    for (std::size_t i = 0; i < cells.size(); ++i) {
      if (i == 0 || region(cells[i]) != region(cells[i - 1])) segments.emplace_back();
      segments.back().push_back(cells[i]);
    }
    return same_sums(segments);
  }

  std::string x_sum() const {
    const std::vector<int>& cells = rule_.cells;
    if (cells.empty()) return fail("no cells");
    const auto x = static_cast<std::size_t>(at(cells.front()));
    const std::vector<int> counted(cells.begin(), cells.begin() + std::min(x, cells.size()));
    if (sum(counted) == rule_.value) return "";
    return fail("the first " + std::to_string(x) + " cells from " + named(cells.front()) +
                " sum to " + std::to_string(sum(counted)) + ", not " + std::to_string(rule_.value));
  }

  std::string skyscraper() const {
    int highest = 0, seen = 0;
    for (const int cell : rule_.cells) {
      if (at(cell) > highest) ++seen;
      highest = std::max(highest, at(cell));
    }
    if (seen == rule_.value) return "";
    return fail(std::to_string(seen) + " cells are seen from the clue beside " +
                named(rule_.cells.front()) + ", not " + std::to_string(rule_.value));
  }

  // The cell holds d at index i (from 1) of its column (row indexer), row
  // (column indexer) or region (box indexer, cells counted row by row): the
  // unit's cell d holds i.
  std::string indexer() const {
    if (rule_.cells.size() != 1) return fail("an indexer is one cell");
    const int cell = rule_.cells.front();
    std::vector<int> unit;
    for (int other = 0; other < grid_.cells(); ++other) {
      if ((rule_.kind == RuleKind::row_indexer && other % n_ == cell % n_) ||
          (rule_.kind == RuleKind::column_indexer && other / n_ == cell / n_) ||
          (rule_.kind == RuleKind::box_indexer && region(other) == region(cell)))
        unit.push_back(other);
    }
    const auto index = std::find(unit.begin(), unit.end(), cell) - unit.begin() + 1;
    const int d = at(cell);
    if (d < 1 || d > static_cast<int>(unit.size())) return fail(named(cell) + " indexes nothing");
    const int target = unit[static_cast<std::size_t>(d - 1)];
    if (at(target) == index) return "";
    return fail(named(cell) + " points at " + named(target) + ", which should hold " +
                std::to_string(index));
  }

  const Rule& rule_;
  const Rules& rules_;
  const Grid& grid_;
  int n_;
};

}  // namespace

std::string broken_line_rule(const Rule& rule, const Rules& rules, const Grid& solution) {
  for (const auto* list : {&rule.cells, &rule.line})
    for (const int cell : *list)
      if (cell < 0 || cell >= solution.cells())
        return rule.label + ": cell index " + std::to_string(cell) + " is off the grid";
  if ((rule.kind == RuleKind::x_sum || rule.kind == RuleKind::skyscraper) &&
      static_cast<int>(rule.cells.size()) != solution.side())
    return rule.label + ": " + std::to_string(rule.cells.size()) +
           " cells; a whole row or column (" + std::to_string(solution.side()) + ") expected";
  return LineRuleChecker(rule, rules, solution).check();
}

}  // namespace satdoku
