// Lines, outside clues, clones and indexers as primitives
// (lowering_lines.hpp says what each becomes).
#include "lowering_lines.hpp"

#include <cstdlib>
#include <utility>

namespace satdoku {
namespace {

// Which third of the digits a digit is in for an entropic line, as
// SudokuSolver splits 1..N (EntropicLineConstraint.cs): three groups, the
// middle one the odd size out (1-3, 4-6, 7-9 on 9x9; 1-2, 3-5, 6-7 on 7x7;
// 1, 2-3, 4 on 4x4).
int entropy_group(int digit, int side) {
  const int small = side / 3, large = (side + 2) / 3;
  const int first = side % 3 == 1 ? small : large;
  const int middle = side % 3 == 1 ? large : small;
  return digit <= first ? 0 : digit <= first + middle ? 1 : 2;
}

// Every two cells of the line, i < j apart by j - i, must satisfy
// ok(digit_i, digit_j, j - i).
template <class Ok>
void every_pair(const std::vector<int>& line, int side, int origin, Lowered& out, Ok ok) {
  for (std::size_t i = 0; i < line.size(); ++i) {
    for (std::size_t j = i + 1; j < line.size(); ++j) {
      const int apart = static_cast<int>(j - i);
      if (line[i] == line[j]) continue;  // a line through a cell twice: no pair
      out.pairs.push_back(make_pair_table(side, line[i], line[j], origin,
                                          [&](int x, int y) { return ok(x, y, apart); }));
    }
  }
}

// The groups all sum to the same total: group k minus group 0 is 0.
void equal_sums(const std::vector<std::vector<int>>& groups, int origin, Lowered& out) {
  for (std::size_t k = 1; k < groups.size(); ++k) {
    LinearSum sum{{}, 0, origin};
    for (const int c : groups[0]) sum.terms.push_back({c, 1});
    for (const int c : groups[k]) sum.terms.push_back({c, -1});
    out.sums.push_back(std::move(sum));
  }
}

// The cells at index `of` of their unit, counted from 1, and the unit's cells
// in order: for an indexer cell holding d, the unit's cell d holds `of`.
void indexer(const std::vector<int>& unit, int cell, int side, int origin, Lowered& out) {
  int of = 0;
  for (std::size_t k = 0; k < unit.size(); ++k)
    if (unit[k] == cell) of = static_cast<int>(k) + 1;
  for (std::size_t k = 0; k < unit.size(); ++k) {
    const int target = unit[k], index = static_cast<int>(k) + 1;
    if (target == cell) continue;  // the cell holding its own index says nothing more
    // The cell holds `index` exactly when the target holds `of`: the unit
    // holds `of` once, so the one way round implies the other.
    out.pairs.push_back(make_pair_table(side, cell, target, origin,
                                        [&](int x, int y) { return (x == index) == (y == of); }));
  }
}

}  // namespace

void lower_line_rule(const Puzzle& puzzle, const Rule& rule, int origin, Lowered& out) {
  const int n = puzzle.side();
  const std::vector<int>& cells = rule.cells;
  const auto size = cells.size();
  const auto automaton = [&](LineAutomaton a) {
    a.origin = origin;
    out.automata.push_back(std::move(a));
  };
  switch (rule.kind) {
    case RuleKind::slow_thermometer:
      every_pair(cells, n, origin, out, [](int x, int y, int) { return y >= x; });
      break;
    case RuleKind::between_line:
      if (size >= 3) automaton(between_automaton(cells, n));
      break;
    case RuleKind::lockout_line:
      if (size >= 2) automaton(lockout_automaton(cells, n, rule.value));
      break;
    case RuleKind::entropic_line:
      every_pair(cells, n, origin, out, [n](int x, int y, int apart) {
        return (entropy_group(x, n) == entropy_group(y, n)) == (apart % 3 == 0);
      });
      break;
    case RuleKind::modular_line:
      every_pair(cells, n, origin, out,
                 [](int x, int y, int apart) { return (x % 3 == y % 3) == (apart % 3 == 0); });
      break;
    case RuleKind::nabner_line:
      every_pair(cells, n, origin, out, [](int x, int y, int) { return std::abs(x - y) > 1; });
      break;
    case RuleKind::zipper_line: {
      // Pairs the same distance from the middle, the middle cell alone.
      std::vector<std::vector<int>> groups;
      for (std::size_t i = 0; i < (size + 1) / 2; ++i) {
        const std::size_t j = size - 1 - i;
        groups.push_back(i == j ? std::vector<int>{cells[i]}
                                : std::vector<int>{cells[i], cells[j]});
      }
      // With a middle cell, compare with it: each pair's sum is that digit.
      if (size % 2 == 1) std::swap(groups.front(), groups.back());
      equal_sums(groups, origin, out);
      break;
    }
    case RuleKind::double_arrow:
      if (size >= 3)
        equal_sums({{cells.front(), cells.back()}, {cells.begin() + 1, cells.end() - 1}}, origin,
                   out);
      break;
    case RuleKind::region_sum_line: {
      // A new segment each time the line enters another region.
      std::vector<std::vector<int>> segments;
      for (std::size_t i = 0; i < size; ++i) {
        if (i == 0 || puzzle.region_of(cells[i]) != puzzle.region_of(cells[i - 1]))
          segments.emplace_back();
        segments.back().push_back(cells[i]);
      }
      equal_sums(segments, origin, out);
      break;
    }
    case RuleKind::x_sum:
      automaton(x_sum_automaton(cells, n, rule.value));
      break;
    case RuleKind::skyscraper:
      automaton(skyscraper_automaton(cells, n, rule.value));
      break;
    case RuleKind::clone:
      for (std::size_t i = 0; i < size && i < rule.line.size(); ++i)
        if (cells[i] != rule.line[i])
          out.pairs.push_back(make_pair_table(n, cells[i], rule.line[i], origin,
                                              [](int x, int y) { return x == y; }));
      break;
    case RuleKind::row_indexer:
    case RuleKind::column_indexer:
    case RuleKind::box_indexer: {
      const int cell = cells.front(), r = cell / n, c = cell % n;
      std::vector<int> unit;
      for (int other = 0; other < n * n; ++other) {
        const bool in = rule.kind == RuleKind::row_indexer ? other % n == c
                        : rule.kind == RuleKind::column_indexer
                            ? other / n == r
                            : puzzle.region_of(other) == puzzle.region_of(cell);
        if (in) unit.push_back(other);  // row-major: top to bottom, left to right
      }
      indexer(unit, cell, n, origin, out);
      break;
    }
    default:
      break;
  }
}

}  // namespace satdoku
