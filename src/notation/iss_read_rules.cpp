// The rule items of ISS notation, each read into the rule satdoku has for it
// as ISS's builder (js/solver/sudoku_builder.js) means it: lines, cages,
// dots, outside clues, global rules, and the pairwise relations the writer
// uses for satdoku's rules that ISS has no name for.
#include <algorithm>
#include <cstdlib>

#include "iss_parts.hpp"
#include "iss_reading.hpp"

namespace satdoku::iss_internal {
namespace {

bool edge_adjacent(int a, int b, int n) {
  return std::abs(a / n - b / n) + std::abs(a % n - b % n) == 1;
}

bool is_number(const std::string& text) {
  return !text.empty() &&
         std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; });
}

// The edge-adjacent pairs among a dot's cells, each once, the earlier cell
// of the list first (ISS's _adjacentCellPairs: for GreaterThan the first is
// the larger).
std::vector<std::pair<int, int>> adjacent_pairs(Reading& r, const std::vector<int>& cells) {
  std::vector<std::pair<int, int>> pairs;
  for (std::size_t i = 0; i < cells.size(); ++i)
    for (std::size_t j = i + 1; j < cells.size(); ++j)
      if (edge_adjacent(cells[i], cells[j], r.side())) pairs.emplace_back(cells[i], cells[j]);
  if (pairs.empty()) r.fail("no two of its cells are adjacent, so it states nothing");
  return pairs;
}

void line(Reading& r, const Item& item, RuleKind kind, std::size_t from = 0, int value = 0) {
  r.add(kind, r.cells(item.args, from), value);
}

void whisper(Reading& r, const Item& item) {
  // German whispers may leave the difference out: ISS then takes 5.
  const bool valued = !item.args.empty() && is_number(item.args[0]);
  const int gap = valued ? r.number(item.args[0], "difference") : 5;
  if (gap < 1 || gap >= r.side())
    r.fail("a difference of " + std::to_string(gap) + "; 1 to " + std::to_string(r.side() - 1) +
           " expected");
  line(r, item, RuleKind::whispers, valued ? 1 : 0, gap);
}

void pill_arrow(Reading& r, const Item& item) {
  if (item.args.empty()) r.fail("the pill size is missing");
  const int size = r.number(item.args[0], "pill size");
  if (size != 2 && size != 3) r.fail("the pill size must be 2 or 3");
  if (r.side() > 9) r.fail("a pill reads its cells as decimal digits: sides up to 9 only");
  std::vector<int> cells = r.cells(item.args, 1, static_cast<std::size_t>(size) + 1);
  // ISS reads the pill in reading order, each cell right, below or below
  // right of the one before.
  std::vector<int> pill(cells.begin(), cells.begin() + size);
  std::sort(pill.begin(), pill.end());
  const int n = r.side();
  for (std::size_t i = 1; i < pill.size(); ++i) {
    const int step = pill[i] - pill[i - 1];
    const bool same_row = pill[i] / n == pill[i - 1] / n;
    if (!((step == 1 && same_row) || step == n || (step == n + 1 && pill[i] % n != 0)))
      r.fail("the pill's cells are not adjacent in reading order");
  }
  Rule& rule = r.add(RuleKind::arrow, pill);
  rule.line.assign(cells.begin() + size, cells.end());
}

void little_killer(Reading& r, const Item& item) {
  if (item.args.size() != 2) r.fail("expected a sum and the diagonal's first cell");
  const int start = r.cell(item.args[1]);
  std::vector<int> cells = little_killer_cells(start, r.side());
  if (cells.empty()) r.fail(item.args[1] + " starts no little killer diagonal");
  const int n = r.side();
  // The clue sits one step before the first cell, outside the grid.
  const int dr = cells[1] / n - cells[0] / n, dc = cells[1] % n - cells[0] % n;
  Rule& rule = r.add(RuleKind::little_killer, std::move(cells), r.number(item.args[0], "sum"));
  rule.clue = Outside{start / n + 1 - dr, start % n + 1 - dc};
}

LineClue clue_line(Reading& r, const std::string& id) {
  const bool column = !id.empty() && (id[0] == 'C' || id[0] == 'c');
  const bool row = !id.empty() && (id[0] == 'R' || id[0] == 'r');
  const int index = (row || column) && is_number(id.substr(1)) ? std::stoi(id.substr(1)) : 0;
  if (index < 1 || index > r.side())
    r.fail("'" + id + "' is not a row (R1..R" + std::to_string(r.side()) + ") or column");
  return LineClue{column, index - 1, 1};
}

void outside_clue(Reading& r, RuleKind kind, LineClue clue, const std::string& value) {
  if (value.empty()) return;
  Rule& rule = r.add(kind, clue.cells(r.side()), r.number(value, "clue"));
  rule.clue = clue.outside(r.side());
}

// XSum~R1~5~7, Skyscraper~C3~~4: a row or column and its clues from either end.
void double_line(Reading& r, const Item& item, RuleKind kind) {
  if (item.args.size() < 2 || item.args.size() > 3) r.fail("expected a row or column and clues");
  LineClue clue = clue_line(r, item.args[0]);
  outside_clue(r, kind, clue, item.args[1]);
  clue.direction = -1;
  if (item.args.size() == 3) outside_clue(r, kind, clue, item.args[2]);
}

void dots(Reading& r, const Item& item, RuleKind kind, int value) {
  for (const auto& [a, b] : adjacent_pairs(r, r.cells(item.args, 0, 2))) r.add(kind, {a, b}, value);
}

void quad(Reading& r, const Item& item) {
  if (item.args.size() < 2) r.fail("expected a top-left cell and digits");
  const int top = r.cell(item.args[0]), n = r.side();
  if (top / n == n - 1 || top % n == n - 1) r.fail(item.args[0] + " has no 2x2 block below right");
  Rule& rule = r.add(RuleKind::quadruple, {top, top + 1, top + n, top + n + 1});
  for (std::size_t i = 1; i < item.args.size(); ++i) {
    const int d = r.number(item.args[i], "digit");
    if (d < 1 || d > n) r.fail(item.args[i] + " is not a digit of the grid");
    rule.digits.push_back(d);
  }
}

void indexing(Reading& r, const Item& item) {
  if (item.args.empty() || (item.args[0] != "R" && item.args[0] != "C"))
    r.fail("expected R (row indexing) or C (column indexing)");
  const RuleKind kind = item.args[0] == "R" ? RuleKind::row_indexer : RuleKind::column_indexer;
  for (const int cell : r.cells(item.args, 1)) r.add(kind, {cell});
}

// Pair~KEY~_name~c1~c2~~c3~c4 (groups: a name opens one, an empty item ends
// one); PairX relates every two cells of a group, Pair each cell and the next.
std::vector<std::vector<int>> pair_groups(Reading& r, const Item& item) {
  std::vector<std::vector<int>> groups(1);
  for (std::size_t i = 1; i < item.args.size(); ++i) {
    const std::string& a = item.args[i];
    if (a.empty() || a[0] == '_') {
      if (!groups.back().empty()) groups.emplace_back();
    } else {
      groups.back().push_back(r.cell(a));
    }
  }
  if (groups.back().empty()) groups.pop_back();
  return groups;
}

void pair(Reading& r, const Item& item, bool all_pairs) {
  if (item.args.empty()) r.fail("the relation key is missing");
  const int n = r.side();
  const auto relation = Relation::from_key(item.args[0], n);
  if (!relation)
    r.fail("'" + item.args[0] + "' is no relation key of digits 1 to " + std::to_string(n));
  const auto unread = [&] {
    r.fail(
        "a pairwise relation satdoku has no rule for (it reads ISS's pairs only for what "
        "satdoku writes as pairs: clones, slow thermometers, kropki dots of other values, "
        "nabner and entropic lines)");
  };
  // An equal relation's groups are one clone rule: the cells and their clones.
  Rule* clone = nullptr;
  for (const std::vector<int>& group : pair_groups(r, item)) {
    if (all_pairs) {
      if (*relation == relation_far(n)) {
        r.add(RuleKind::nabner_line, group);
      } else if (*relation == relation_entropy(n) && group.size() <= 3) {
        r.add(RuleKind::entropic_line, group);
      } else {
        unread();
      }
      continue;
    }
    if (*relation == relation_not_greater(n)) {
      r.add(RuleKind::slow_thermometer, group);
      continue;
    }
    if (group.size() < 2) continue;
    std::vector<int> from(group.begin(), group.end() - 1), to(group.begin() + 1, group.end());
    if (*relation == relation_equal(n)) {
      if (!clone) clone = &r.add(RuleKind::clone);
      clone->cells.insert(clone->cells.end(), from.begin(), from.end());
      clone->line.insert(clone->line.end(), to.begin(), to.end());
      continue;
    }
    bool read = false;
    for (int v = 1; v < n && !read; ++v) {
      for (const RuleKind kind : {RuleKind::difference, RuleKind::ratio}) {
        if (read || (kind == RuleKind::ratio && v < 2)) continue;
        if (*relation !=
            (kind == RuleKind::difference ? relation_difference(n, v) : relation_ratio(n, v)))
          continue;
        for (std::size_t i = 0; i < from.size(); ++i) {
          r.add(kind, {from[i], to[i]}, v);
          r.pair_dots.push_back(static_cast<int>(r.rules.list.size()) - 1);
        }
        read = true;
      }
    }
    if (!read) unread();
  }
}

// ISS's Sum, in the two forms the writer uses: X and V on cells that are
// not neighbours (.Sum~10~a~b), and pills not in reading order with their
// place values written out (.Sum~0_=_-10_-1_1_1~pill~shaft).
void sum(Reading& r, const Item& item) {
  if (item.args.empty()) r.fail("the sum is missing");
  const std::string& head = item.args[0];
  const auto unread = [&] {
    r.fail(
        "a sum satdoku has no rule for (it reads ISS's sums only as X, V and arrows "
        "with pills)");
  };
  if (head.find('_') == std::string::npos) {
    const int total = r.number(head, "sum");
    std::vector<int> cells = r.cells(item.args, 1);
    if (cells.size() != 2 || (total != 5 && total != 10)) unread();
    r.add(RuleKind::xv, std::move(cells), total);
    return;
  }
  std::vector<int> coefficients;
  for (std::size_t at = head.find("_=_"); at != std::string::npos;) {
    const std::size_t from = coefficients.empty() ? at + 3 : at + 1;
    const std::size_t next = head.find('_', from);
    coefficients.push_back(r.number(head.substr(from, next - from), "coefficient"));
    at = next;
  }
  const std::vector<int> cells = r.cells(item.args, 1);
  if (head.substr(0, head.find('_')) != "0" || coefficients.size() != cells.size()) unread();
  std::size_t pill = 0;
  while (pill < cells.size() && coefficients[pill] < 0) ++pill;
  static const std::vector<std::vector<int>> kPlaces = {{-1}, {-10, -1}, {-100, -10, -1}};
  if (pill < 2 || pill > 3 || pill == cells.size() || r.side() > 9 ||
      std::vector<int>(coefficients.begin(), coefficients.begin() + static_cast<long>(pill)) !=
          kPlaces[pill - 1] ||
      std::any_of(coefficients.begin() + static_cast<long>(pill), coefficients.end(),
                  [](int c) { return c != 1; }))
    unread();
  Rule& rule = r.add(RuleKind::arrow, {cells.begin(), cells.begin() + static_cast<long>(pill)});
  rule.line.assign(cells.begin() + static_cast<long>(pill), cells.end());
}

}  // namespace

bool read_rule_item(Reading& r, const Item& item) {
  const std::string& k = item.kind;
  const auto flag = [&](RuleKind kind) {
    if (!item.args.empty()) r.fail("takes no arguments");
    r.add(kind);
  };
  if (k == "Thermo") {
    line(r, item, RuleKind::thermometer);
  } else if (k == "Whisper") {
    whisper(r, item);
  } else if (k == "Renban") {
    line(r, item, RuleKind::renban);
  } else if (k == "Palindrome") {
    line(r, item, RuleKind::palindrome);
  } else if (k == "Between") {
    line(r, item, RuleKind::between_line);
  } else if (k == "Lockout") {
    if (item.args.empty()) r.fail("the least difference of the ends is missing");
    line(r, item, RuleKind::lockout_line, 1, r.number(item.args[0], "difference"));
  } else if (k == "Modular") {
    if (item.args.empty() || item.args[0] != "3")
      r.fail("satdoku reads modular lines of mod 3 only");
    line(r, item, RuleKind::modular_line, 1);
  } else if (k == "Entropic") {
    if (r.side() != 9) r.fail("ISS's entropic lines need a 9x9 grid");
    line(r, item, RuleKind::entropic_line);
  } else if (k == "RegionSumLine") {
    line(r, item, RuleKind::region_sum_line);
  } else if (k == "Zipper") {
    line(r, item, RuleKind::zipper_line);
  } else if (k == "DoubleArrow") {
    line(r, item, RuleKind::double_arrow);
  } else if (k == "Arrow") {
    const std::vector<int> cells = r.cells(item.args, 0, 2);
    r.add(RuleKind::arrow, {cells[0]}).line.assign(cells.begin() + 1, cells.end());
  } else if (k == "PillArrow") {
    pill_arrow(r, item);
  } else if (k == "Cage") {
    if (item.args.empty()) r.fail("the sum is missing");
    const int sum = item.args[0].empty() ? 0 : r.number(item.args[0], "sum");
    if (sum < 0) r.fail("a negative sum");
    line(r, item, RuleKind::killer_cage, 1, sum);
  } else if (k == "LittleKiller") {
    little_killer(r, item);
  } else if (k == "XSum") {
    double_line(r, item, RuleKind::x_sum);
  } else if (k == "Skyscraper") {
    double_line(r, item, RuleKind::skyscraper);
  } else if (k == "Sandwich") {
    if (item.args.size() != 2) r.fail("expected a sum and a row or column");
    outside_clue(r, RuleKind::sandwich, clue_line(r, item.args[1]), item.args[0]);
  } else if (k == "WhiteDot") {
    dots(r, item, RuleKind::difference, 1);
  } else if (k == "BlackDot") {
    dots(r, item, RuleKind::ratio, 2);
  } else if (k == "X") {
    dots(r, item, RuleKind::xv, 10);
  } else if (k == "V") {
    dots(r, item, RuleKind::xv, 5);
  } else if (k == "GreaterThan") {
    // A thermometer of two cells: the later (smaller) cell is its bulb.
    for (const auto& [a, b] : adjacent_pairs(r, r.cells(item.args, 0, 2)))
      r.add(RuleKind::thermometer, {b, a});
  } else if (k == "AntiKnight") {
    flag(RuleKind::antiknight);
  } else if (k == "AntiKing") {
    flag(RuleKind::antiking);
  } else if (k == "AntiConsecutive") {
    flag(RuleKind::nonconsecutive);
    r.anti_consecutive = true;
  } else if (k == "StrictKropki") {
    flag(RuleKind::negative_difference);
    r.add(RuleKind::negative_ratio);
  } else if (k == "StrictXV") {
    flag(RuleKind::negative_xv);
  } else if (k == "Diagonal") {
    if (item.args.size() != 1 || (item.args[0] != "1" && item.args[0] != "-1"))
      r.fail("expected 1 (rising) or -1 (falling)");
    const int n = r.side();
    std::vector<int> cells;
    // Diagonal~1 (rising) runs from the top right down to the bottom left.
    for (int i = 0; i < n; ++i) cells.push_back(i * n + (item.args[0] == "1" ? n - 1 - i : i));
    if (item.args[0] == "1") std::reverse(cells.begin(), cells.end());
    r.add(RuleKind::diagonal, std::move(cells));
  } else if (k == "Windoku") {
    if (!item.args.empty()) r.fail("takes no arguments");
    for (std::vector<int>& cells : windoku_regions(r.side()))
      r.add(RuleKind::extra_region, std::move(cells));
  } else if (k == "DisjointSets") {
    if (!item.args.empty()) r.fail("takes no arguments");
    r.add(RuleKind::disjoint_groups);  // unless the regions are not the boxes (finish_reading)
    r.disjoint_sets = true;
  } else if (k == "Quad") {
    quad(r, item);
  } else if (k == "Indexing") {
    indexing(r, item);
  } else if (k == "AllDifferent") {
    line(r, item, RuleKind::extra_region);
  } else if (k == "Sum") {
    sum(r, item);
  } else if (k == "Pair" || k == "PairX") {
    pair(r, item, k == "PairX");
  } else {
    return false;
  }
  return true;
}

}  // namespace satdoku::iss_internal
