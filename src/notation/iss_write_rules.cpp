// Each satdoku rule as the ISS constraint that states it exactly (what each
// ISS kind means: js/solver/sudoku_builder.js). Kinds ISS has no name for
// become its pairwise relations (.Pair/.PairX) or linear sums (.Sum); the
// reader recognises those again (iss_read_rules.cpp).
#include <algorithm>
#include <cstdlib>
#include <set>

#include "iss_writing.hpp"

namespace satdoku::iss_internal {
namespace {

bool adjacent(int a, int b, int n) {
  return std::abs(a / n - b / n) + std::abs(a % n - b % n) == 1;
}

bool has(const Rules& rules, std::initializer_list<RuleKind> kinds) {
  for (const Rule& r : rules.list)
    if (std::find(kinds.begin(), kinds.end(), r.kind) != kinds.end()) return true;
  return false;
}

// The negative kropki rules together: ISS's StrictKropki when it means the
// same (both rules, only 1-dots and 2-dots), AntiConsecutive when nothing
// is exempt, else a relation on every unmarked adjacent pair.
void negative_kropki(Writer& w) {
  if (!w.once("negative kropki")) return;
  const Rules& rules = *w.puzzle.rules;
  const int n = w.n;
  const bool differences = has(rules, {RuleKind::nonconsecutive, RuleKind::negative_difference});
  const bool ratios = has(rules, {RuleKind::negative_ratio});
  std::set<std::pair<int, int>> marked;
  std::set<int> ratio_values;
  bool plain_dots = true;
  for (const Rule& r : rules.list) {
    if ((r.kind != RuleKind::difference && r.kind != RuleKind::ratio) || r.cells.size() != 2)
      continue;
    marked.emplace(std::min(r.cells[0], r.cells[1]), std::max(r.cells[0], r.cells[1]));
    if (r.kind == RuleKind::ratio) ratio_values.insert(r.value);
    plain_dots = plain_dots && r.value == (r.kind == RuleKind::difference ? 1 : 2) &&
                 adjacent(r.cells[0], r.cells[1], n);
  }
  std::vector<std::vector<int>> unmarked;
  for (int cell = 0; cell < n * n; ++cell) {
    for (const int other : {cell + 1, cell + n}) {
      if (other >= n * n || !adjacent(cell, other, n)) continue;
      if (!marked.count({cell, other})) unmarked.push_back({cell, other});
    }
  }
  if (differences && ratios && plain_dots) return w.item("StrictKropki", {});
  if (differences && !ratios && unmarked.size() == static_cast<std::size_t>(2 * n * (n - 1)))
    return w.item("AntiConsecutive", {});
  if (ratio_values.empty()) ratio_values.insert(2);
  Relation relation(n);
  for (int a = 1; a <= n; ++a) {
    for (int b = 1; b <= n; ++b) {
      bool ok = !(differences && std::abs(a - b) == 1);
      for (const int r : ratio_values) ok = ok && !(ratios && (a == r * b || b == r * a));
      relation.set(a, b, ok);
    }
  }
  w.pairs(false, relation, "negative_kropki", unmarked);
}

void arrow(Writer& w, const Rule& rule) {
  const std::vector<int>& pill = rule.cells;
  if (pill.size() == 1) {
    std::vector<int> cells = pill;
    cells.insert(cells.end(), rule.line.begin(), rule.line.end());
    return w.cells_item("Arrow", cells);
  }
  // ISS reads a pill in reading order, each cell right, below or below
  // right of the one before; any other pill is the same sum with its
  // place values written out.
  bool readable = std::is_sorted(pill.begin(), pill.end());
  for (std::size_t i = 1; i < pill.size() && readable; ++i) {
    const int step = pill[i] - pill[i - 1];
    readable = (step == 1 && pill[i] / w.n == pill[i - 1] / w.n) || step == w.n ||
               (step == w.n + 1 && pill[i] % w.n != 0);
  }
  std::vector<int> cells = pill;
  cells.insert(cells.end(), rule.line.begin(), rule.line.end());
  if (readable) return w.cells_item("PillArrow", cells, {std::to_string(pill.size())});
  std::string sum = "0_=";
  for (std::size_t i = 0; i < pill.size(); ++i)
    sum += i == 0 && pill.size() == 3 ? "_-100" : i + 1 == pill.size() ? "_-1" : "_-10";
  for (std::size_t i = 0; i < rule.line.size(); ++i) sum += "_1";
  w.cells_item("Sum", cells, {sum});
}

// Every maximum (minimum) cell larger (smaller) than each edge neighbour
// that is not one too: ISS's GreaterThan, larger cell first.
void extremum(Writer& w, const Rule& rule) {
  const int cell = rule.cells[0], n = w.n;
  for (const int other : {cell - n, cell - 1, cell + 1, cell + n}) {
    if (other < 0 || other >= n * n || !adjacent(cell, other, n)) continue;
    bool same = false;
    for (const Rule& r : w.puzzle.rules->list)
      same = same || (r.kind == rule.kind && r.cells.size() == 1 && r.cells[0] == other);
    if (same) continue;
    if (rule.kind == RuleKind::maximum) {
      w.cells_item("GreaterThan", {cell, other});
    } else {
      w.cells_item("GreaterThan", {other, cell});
    }
  }
}

// Group k of the disjoint groups: the k-th cell, in reading order, of every
// region (as satdoku lowers the rule).
std::vector<std::vector<int>> disjoint_groups(const Puzzle& puzzle) {
  const int n = puzzle.side();
  std::vector<std::vector<int>> groups(static_cast<std::size_t>(n));
  std::vector<int> seen(static_cast<std::size_t>(n), 0);
  for (int cell = 0; cell < n * n; ++cell) {
    const int k = seen[static_cast<std::size_t>(puzzle.region_of(cell))]++;
    if (k < n) groups[static_cast<std::size_t>(k)].push_back(cell);
  }
  return groups;
}

void box_indexer(Writer& w, const Rule& rule) {
  const int cell = rule.cells[0];
  std::vector<int> region;
  for (int c = 0; c < w.n * w.n; ++c)
    if (w.puzzle.region_of(c) == w.puzzle.region_of(cell)) region.push_back(c);
  const int own = static_cast<int>(std::find(region.begin(), region.end(), cell) - region.begin());
  for (int other = 0; other < w.n; ++other) {
    if (other == own) continue;
    w.pairs(false, relation_indexer(w.n, own + 1, other + 1), "box_indexer",
            {{cell, region[static_cast<std::size_t>(other)]}});
  }
}

std::string outside_line(Writer& w, const Rule& rule, std::string_view kind) {
  const auto clue = line_clue_of(rule.cells, w.n);
  if (!clue) return "its cells are not a whole row or column read from one end";
  const std::string value = std::to_string(rule.value);
  if (kind == "Sandwich") {
    w.item(kind, {value, clue->id()});
  } else {
    w.item(kind, {clue->id(), clue->direction > 0 ? value : "", clue->direction > 0 ? "" : value});
  }
  return "";
}

}  // namespace

std::string write_rule(Writer& w, const Rule& rule) {
  const int n = w.n;
  const std::vector<int>& cells = rule.cells;
  const std::string value = std::to_string(rule.value);
  const auto two = [&](std::string_view name, const Relation& relation) {
    if (cells.size() != 2) return;
    w.pairs(false, relation, name, {cells});
  };
  switch (rule.kind) {
    case RuleKind::antiknight:
      if (w.once("AntiKnight")) w.item("AntiKnight", {});
      break;
    case RuleKind::antiking:
      if (w.once("AntiKing")) w.item("AntiKing", {});
      break;
    case RuleKind::nonconsecutive:
    case RuleKind::negative_difference:
    case RuleKind::negative_ratio:
      negative_kropki(w);
      break;
    case RuleKind::negative_xv:
      if (w.once("StrictXV")) w.item("StrictXV", {});
      break;
    case RuleKind::disjoint_groups:
      if (!w.once("disjoint")) break;
      if (!w.puzzle.rules->regions.empty() || iss_box(n) != w.puzzle.grid.geometry()) {
        for (const auto& group : disjoint_groups(w.puzzle)) w.cells_item("AllDifferent", group);
      } else {
        w.item("DisjointSets", {});
      }
      break;
    case RuleKind::diagonal: {
      std::vector<int> rising, falling;
      for (int i = 0; i < n; ++i) {
        rising.push_back((n - 1 - i) * n + i);
        falling.push_back(i * n + i);
      }
      if (cells == rising || cells == falling) {
        w.item("Diagonal", {cells == rising ? "1" : "-1"});
      } else {
        w.cells_item("AllDifferent", cells);
      }
      break;
    }
    case RuleKind::extra_region:
      w.cells_item("AllDifferent", cells);
      break;
    case RuleKind::killer_cage:
      w.cells_item("Cage", cells, {rule.value > 0 ? value : ""});
      break;
    case RuleKind::renban:
      w.cells_item("Renban", cells);
      break;
    case RuleKind::quadruple: {
      std::vector<std::string> args = {cell_id(*std::min_element(cells.begin(), cells.end()), n)};
      for (const int d : rule.digits) args.push_back(std::to_string(d));
      w.item("Quad", args);
      break;
    }
    case RuleKind::thermometer:
      w.cells_item("Thermo", cells);
      break;
    case RuleKind::whispers:
      w.cells_item("Whisper", cells, {value});
      break;
    case RuleKind::palindrome:
      w.cells_item("Palindrome", cells);
      break;
    case RuleKind::little_killer:
      if (const auto start = little_killer_start(cells, n)) {
        w.item("LittleKiller", {value, cell_id(*start, n)});
      } else {
        w.cells_item("Sum", cells, {value});
      }
      break;
    case RuleKind::sandwich:
      return outside_line(w, rule, "Sandwich");
    case RuleKind::arrow:
      arrow(w, rule);
      break;
    case RuleKind::difference:
      if (rule.value == 1 && cells.size() == 2 && adjacent(cells[0], cells[1], n)) {
        w.cells_item("WhiteDot", cells);
      } else {
        two("difference", relation_difference(n, rule.value));
      }
      break;
    case RuleKind::ratio:
      if (rule.value == 2 && cells.size() == 2 && adjacent(cells[0], cells[1], n)) {
        w.cells_item("BlackDot", cells);
      } else {
        two("ratio", relation_ratio(n, rule.value));
      }
      break;
    case RuleKind::xv:
      if (rule.value != 5 && rule.value != 10) return "an XV sum other than 5 or 10";
      if (cells.size() == 2 && adjacent(cells[0], cells[1], n)) {
        w.cells_item(rule.value == 10 ? "X" : "V", cells);
      } else {
        w.cells_item("Sum", cells, {value});
      }
      break;
    case RuleKind::odd:
    case RuleKind::even:
    case RuleKind::pencil_marks:
      break;  // written with the givens
    case RuleKind::minimum:
    case RuleKind::maximum:
      extremum(w, rule);
      break;
    case RuleKind::slow_thermometer:
      w.pairs(false, relation_not_greater(n), "slow_thermometer", {cells});
      break;
    case RuleKind::between_line:
      if (cells.size() >= 3) w.cells_item("Between", cells);
      break;
    case RuleKind::lockout_line:
      if (cells.size() >= 2) w.cells_item("Lockout", cells, {value});
      break;
    case RuleKind::entropic_line:
      if (n == 9) {
        w.cells_item("Entropic", cells);
      } else {
        std::vector<std::vector<int>> windows;
        for (std::size_t i = 0; i == 0 || i + 3 <= cells.size(); ++i)
          windows.emplace_back(
              cells.begin() + static_cast<std::ptrdiff_t>(i),
              cells.begin() + static_cast<std::ptrdiff_t>(std::min(i + 3, cells.size())));
        w.pairs(true, relation_entropy(n), "entropic_line", windows);
      }
      break;
    case RuleKind::modular_line:
      w.cells_item("Modular", cells, {"3"});
      break;
    case RuleKind::nabner_line:
      w.pairs(true, relation_far(n), "nabner_line", {cells});
      break;
    case RuleKind::zipper_line:
      w.cells_item("Zipper", cells);
      break;
    case RuleKind::double_arrow:
      if (cells.size() >= 3) w.cells_item("DoubleArrow", cells);
      break;
    case RuleKind::region_sum_line:
      w.cells_item("RegionSumLine", cells);
      break;
    case RuleKind::x_sum:
      return outside_line(w, rule, "XSum");
    case RuleKind::skyscraper:
      return outside_line(w, rule, "Skyscraper");
    case RuleKind::clone: {
      std::vector<std::vector<int>> groups;
      for (std::size_t i = 0; i < cells.size() && i < rule.line.size(); ++i)
        if (cells[i] != rule.line[i]) groups.push_back({cells[i], rule.line[i]});
      if (!groups.empty()) w.pairs(false, relation_equal(n), "clone", groups);
      break;
    }
    case RuleKind::row_indexer:
    case RuleKind::column_indexer:
      w.cells_item("Indexing", cells, {rule.kind == RuleKind::row_indexer ? "R" : "C"});
      break;
    case RuleKind::box_indexer:
      box_indexer(w, rule);
      break;
  }
  return "";
}

}  // namespace satdoku::iss_internal
