#include "core/lowering.hpp"

#include <algorithm>
#include <cstdlib>
#include <functional>
#include <set>
#include <unordered_set>
#include <utility>

#include "lowering_lines.hpp"

namespace satdoku {
namespace {

// Edge-adjacent cell pairs (a < b), row-major.
std::vector<std::pair<int, int>> adjacent_pairs(int side) {
  std::vector<std::pair<int, int>> pairs;
  for (int r = 0; r < side; ++r) {
    for (int c = 0; c < side; ++c) {
      const int cell = r * side + c;
      if (c + 1 < side) pairs.emplace_back(cell, cell + 1);
      if (r + 1 < side) pairs.emplace_back(cell, cell + side);
    }
  }
  return pairs;
}

// Pairs (a < b) of cells a move of (dr, dc) or any of its reflections apart.
std::vector<std::pair<int, int>> move_pairs(int side,
                                            std::initializer_list<std::pair<int, int>> moves) {
  std::set<std::pair<int, int>> pairs;
  for (int r = 0; r < side; ++r) {
    for (int c = 0; c < side; ++c) {
      for (const auto& [dr, dc] : moves) {
        for (const int sr : {-1, 1}) {
          for (const int sc : {-1, 1}) {
            const int r2 = r + sr * dr, c2 = c + sc * dc;
            if (r2 < 0 || r2 >= side || c2 < 0 || c2 >= side) continue;
            const int a = r * side + c, b = r2 * side + c2;
            pairs.emplace(std::min(a, b), std::max(a, b));
          }
        }
      }
    }
  }
  return {pairs.begin(), pairs.end()};
}

// The ratios the negative ratio rule bans: every ratio a black dot of the
// puzzle shows, or 2 when it has none (as SudokuSolver reads f-puzzles).
std::vector<int> negative_ratios(const Rules& rules) {
  std::set<int> ratios;
  for (const Rule& r : rules.list)
    if (r.kind == RuleKind::ratio) ratios.insert(r.value);
  if (ratios.empty()) ratios.insert(2);
  return {ratios.begin(), ratios.end()};
}

// A hash of what a rule states (its equality is Rule's own).
struct RuleHash {
  std::size_t operator()(const Rule& rule) const {
    std::size_t h = std::hash<int>()(static_cast<int>(rule.kind)) ^ (rule.value * 0x9E3779B9U);
    for (const auto* list : {&rule.cells, &rule.line, &rule.digits})
      for (const int v : *list) h = h * 1000003U ^ std::hash<int>()(v);
    return h;
  }
};

class Lowerer {
 public:
  explicit Lowerer(const Puzzle& puzzle) : side_(puzzle.side()) {
    out_.side = side_;
    out_.regions.resize(puzzle.grid.cells());
    for (int cell = 0; cell < puzzle.grid.cells(); ++cell)
      out_.regions[cell] = puzzle.region_of(cell);
  }

  Lowered finish() { return std::move(out_); }

  int origin(const std::string& label) {
    out_.origins.push_back(label);
    return static_cast<int>(out_.origins.size()) - 1;
  }

  template <class Allowed>
  void pair(int a, int b, int origin, Allowed&& allowed) {
    out_.pairs.push_back(make_pair_table(side_, a, b, origin, allowed));
  }

  void distinct(std::vector<int> cells, int origin) {
    if (cells.size() > 1) out_.distinct.push_back({std::move(cells), origin});
  }

  void mask(int cell, DigitMask mask, int origin) { out_.masks.push_back({cell, mask, origin}); }

  void lower(const Puzzle& puzzle, const Rule& rule);

 private:
  // Adjacent pairs that carry no mark of the given kinds.
  std::vector<std::pair<int, int>> unmarked(const Rules& rules,
                                            std::initializer_list<RuleKind> kinds) const {
    std::set<std::pair<int, int>> marked;
    for (const Rule& r : rules.list) {
      if (std::find(kinds.begin(), kinds.end(), r.kind) == kinds.end() || r.cells.size() != 2)
        continue;
      marked.emplace(std::min(r.cells[0], r.cells[1]), std::max(r.cells[0], r.cells[1]));
    }
    std::vector<std::pair<int, int>> result;
    for (const auto& p : adjacent_pairs(side_)) {
      if (!marked.count(p)) result.push_back(p);
    }
    return result;
  }

  // The one-cell rules of a kind (every minimum cell, say).
  static std::set<int> cells_of_kind(const Rules& rules, RuleKind kind) {
    std::set<int> cells;
    for (const Rule& r : rules.list)
      if (r.kind == kind && r.cells.size() == 1) cells.insert(r.cells[0]);
    return cells;
  }

  int side_;
  Lowered out_;
};

void Lowerer::lower(const Puzzle& puzzle, const Rule& rule) {
  const int o = origin(rule.label);
  const int n = side_;
  const auto& cells = rule.cells;
  switch (rule.kind) {
    case RuleKind::antiknight:
      for (const auto& [a, b] : move_pairs(n, {{1, 2}, {2, 1}}))
        pair(a, b, o, std::not_equal_to<>());
      break;
    case RuleKind::antiking:
      for (const auto& [a, b] : move_pairs(n, {{1, 1}})) pair(a, b, o, std::not_equal_to<>());
      break;
    case RuleKind::disjoint_groups: {
      // Group k: the k-th cell, in reading order, of every region (the
      // position in the box when the regions are the usual boxes).
      std::vector<std::vector<int>> groups(static_cast<std::size_t>(n));
      std::vector<int> seen(static_cast<std::size_t>(n), 0);
      for (int cell = 0; cell < n * n; ++cell) {
        const int k = seen[out_.regions[cell]]++;
        if (k < n) groups[k].push_back(cell);
      }
      for (auto& group : groups) distinct(std::move(group), o);
      break;
    }
    case RuleKind::nonconsecutive:  // f-puzzles' name for the negative white-dot rule
    case RuleKind::negative_difference:
      for (const auto& [a, b] : unmarked(*puzzle.rules, {RuleKind::difference, RuleKind::ratio})) {
        pair(a, b, o, [](int x, int y) { return std::abs(x - y) != 1; });
      }
      break;
    case RuleKind::negative_ratio: {
      const std::vector<int> banned = negative_ratios(*puzzle.rules);
      for (const auto& [a, b] : unmarked(*puzzle.rules, {RuleKind::difference, RuleKind::ratio})) {
        pair(a, b, o, [&banned](int x, int y) {
          for (const int r : banned)
            if (x == r * y || y == r * x) return false;
          return true;
        });
      }
      break;
    }
    case RuleKind::negative_xv:
      for (const auto& [a, b] : unmarked(*puzzle.rules, {RuleKind::xv})) {
        pair(a, b, o, [](int x, int y) { return x + y != 5 && x + y != 10; });
      }
      break;
    case RuleKind::diagonal:
    case RuleKind::extra_region:
      distinct(cells, o);
      break;
    case RuleKind::killer_cage:
      distinct(cells, o);
      if (rule.value > 0) {
        LinearSum sum{{}, rule.value, o};
        for (const int c : cells) sum.terms.push_back({c, 1});
        out_.sums.push_back(std::move(sum));
      }
      break;
    case RuleKind::renban:
      distinct(cells, o);
      out_.runs.push_back({cells, o});
      break;
    case RuleKind::quadruple: {
      std::vector<int> digits = rule.digits;
      std::sort(digits.begin(), digits.end());
      out_.at_least.push_back({cells, std::move(digits), o});
      break;
    }
    case RuleKind::thermometer:
      for (std::size_t i = 0; i < cells.size(); ++i) {
        for (std::size_t j = i + 1; j < cells.size(); ++j) {
          const int gap = static_cast<int>(j - i);
          pair(cells[i], cells[j], o, [gap](int x, int y) { return y - x >= gap; });
        }
      }
      break;
    case RuleKind::whispers: {
      const int gap = rule.value;
      for (std::size_t i = 0; i + 1 < cells.size(); ++i) {
        pair(cells[i], cells[i + 1], o, [gap](int x, int y) { return std::abs(x - y) >= gap; });
      }
      break;
    }
    case RuleKind::palindrome:
      for (std::size_t i = 0, j = cells.size() - 1; i < j; ++i, --j) {
        pair(cells[i], cells[j], o, std::equal_to<>());
      }
      break;
    case RuleKind::little_killer: {
      LinearSum sum{{}, rule.value, o};
      for (const int c : cells) sum.terms.push_back({c, 1});
      out_.sums.push_back(std::move(sum));
      break;
    }
    case RuleKind::sandwich:
      out_.sandwiches.push_back({cells, rule.value, o});
      break;
    case RuleKind::arrow: {
      LinearSum sum{{}, 0, o};
      for (const int c : rule.line) sum.terms.push_back({c, 1});
      int place = 1;
      for (auto it = cells.rbegin(); it != cells.rend(); ++it, place *= 10)
        sum.terms.push_back({*it, -place});
      out_.sums.push_back(std::move(sum));
      break;
    }
    case RuleKind::difference: {
      const int v = rule.value;
      pair(cells[0], cells[1], o, [v](int x, int y) { return std::abs(x - y) == v; });
      break;
    }
    case RuleKind::ratio: {
      const int v = rule.value;
      pair(cells[0], cells[1], o, [v](int x, int y) { return x == v * y || y == v * x; });
      break;
    }
    case RuleKind::xv: {
      const int v = rule.value;
      pair(cells[0], cells[1], o, [v](int x, int y) { return x + y == v; });
      break;
    }
    case RuleKind::odd:
    case RuleKind::even: {
      DigitMask m = 0;
      for (int d = rule.kind == RuleKind::odd ? 1 : 2; d <= n; d += 2) m |= DigitMask{1} << (d - 1);
      mask(cells[0], m, o);
      break;
    }
    case RuleKind::pencil_marks: {
      DigitMask m = 0;
      for (const int d : rule.digits) {
        if (d >= 1 && d <= n) m |= DigitMask{1} << (d - 1);
      }
      mask(cells[0], m, o);
      break;
    }
    default:  // the kinds of lowering_lines.cpp, which names each
      lower_line_rule(puzzle, rule, o, out_);
      break;
    case RuleKind::minimum:
    case RuleKind::maximum: {
      // Two neighbouring cells of the same kind are not compared.
      const std::set<int> same = cells_of_kind(*puzzle.rules, rule.kind);
      const int cell = cells[0], r = cell / n, c = cell % n;
      const bool less = rule.kind == RuleKind::minimum;
      const std::pair<int, int> steps[] = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
      for (const auto& [dr, dc] : steps) {
        const int r2 = r + dr, c2 = c + dc;
        if (r2 < 0 || r2 >= n || c2 < 0 || c2 >= n || same.count(r2 * n + c2)) continue;
        pair(cell, r2 * n + c2, o, [less](int x, int y) { return less ? x < y : x > y; });
      }
      break;
    }
  }
}

}  // namespace

Lowered lower(const Puzzle& puzzle) {
  Lowerer lowerer(puzzle);
  if (puzzle.rules) {
    // A rule stated twice (equal but for its label) is lowered once; every
    // rule keeps its origin.
    std::unordered_set<Rule, RuleHash> seen;
    for (const Rule& rule : puzzle.rules->list) {
      Rule unlabelled = rule;
      unlabelled.label.clear();
      if (seen.insert(std::move(unlabelled)).second) {
        lowerer.lower(puzzle, rule);
      } else {
        lowerer.origin(rule.label);
      }
    }
  }
  Lowered lowered = lowerer.finish();
  merge_duplicates(lowered);
  add_sum_projections(lowered);
  // The projections come after every rule's own pairs: back into rule order,
  // which the SAT encoder's cursors walk (rule_encoder.cpp).
  std::stable_sort(lowered.pairs.begin(), lowered.pairs.end(),
                   [](const PairTable& a, const PairTable& b) { return a.origin < b.origin; });
  return lowered;
}

}  // namespace satdoku
