// The rule keys of f-puzzles JSON, each read into Rules as docs/rules.md
// defines it (the keys of lines, outside clues, clones and indexers that
// published setters' puzzles brought in: fpuzzles_line_rules.cpp). Every
// rule list element becomes one Rule (a thermometer, arrow, whispers, renban
// or palindrome element one Rule per line), labelled "key[i]" or
// "key[i].lines[j]" so messages and CNF comments can name it.
#include <algorithm>
#include <array>
#include <functional>
#include <map>
#include <string_view>

#include "fpuzzles_parts.hpp"

namespace satdoku::fpuzzles_internal {

namespace {

// The keys each rule's elements hold, as f-puzzles writes them (its export
// copies lines, cell, cells, cloneCells, direction, value and values when an
// element has them): read, except a little killer's `cells`, the diagonal
// f-puzzles works out from its clue, which satdoku works out too.
const std::vector<std::string_view>& fields_of(const std::string& key) {
  static const std::map<std::string, std::vector<std::string_view>, std::less<>> kFields = {
      {"extraregion", {"cells"}},
      {"killercage", {"cells", "value"}},
      {"littlekillersum", {"cell", "direction", "value", "cells"}},
      {"sandwichsum", {"cell", "value"}},
      {"thermometer", {"lines"}},
      {"arrow", {"cells", "lines"}},
      {"difference", {"cells", "value"}},
      {"ratio", {"cells", "value"}},
      {"xv", {"cells", "value"}},
      {"odd", {"cell"}},
      {"even", {"cell"}},
      {"minimum", {"cell"}},
      {"maximum", {"cell"}},
      {"whispers", {"lines", "value"}},
      {"renban", {"lines"}},
      {"palindrome", {"lines"}},
      {"quadruple", {"cells", "values"}},
      {"xsum", {"cell", "value"}},
      {"skyscraper", {"cell", "value"}},
      {"clone", {"cells", "cloneCells"}},
      {"rowindexer", {"cells"}},
      {"columnindexer", {"cells"}},
      {"boxindexer", {"cells"}},
  };
  static const std::vector<std::string_view> kLine = {"lines"};
  const auto it = kFields.find(key);
  return it == kFields.end() ? kLine : it->second;  // the line rules: lines alone
}

// f-puzzles' drawing keys (its cosmetics' colours, sizes and angle): a tool
// that copies a cosmetic onto a rule brings them along, and they only draw.
constexpr std::array<std::string_view, 7> kDrawingKeys = {"baseC", "outlineC", "fontC", "size",
                                                          "width", "height",   "angle"};

}  // namespace

void for_each(const Context& cx, const std::string& key, const Json& value, const Each& each) {
  if (value.is_null()) return;
  if (!value.is_array()) cx.fail(key, "expected a list");
  const std::vector<std::string_view>& fields = fields_of(key);
  // Keys no element of this rule should hold, each with the elements holding it.
  std::vector<std::pair<std::string, std::vector<std::string>>> unknown;
  for (std::size_t i = 0; i < value.size(); ++i) {
    const std::string label = key + "[" + std::to_string(i) + "]";
    const Json& element = cx.object(value[i], label);
    for (const auto& item : element.items()) {
      const std::string& name = item.key();
      if (std::find(fields.begin(), fields.end(), name) != fields.end() ||
          std::find(kDrawingKeys.begin(), kDrawingKeys.end(), name) != kDrawingKeys.end())
        continue;
      auto u = std::find_if(unknown.begin(), unknown.end(),
                            [&](const auto& entry) { return entry.first == name; });
      if (u == unknown.end()) u = unknown.insert(unknown.end(), {name, {}});
      u->second.push_back(label);
    }
    each(element, label);
  }
  for (const auto& [name, labels] : unknown) {
    // "killercage[1], killercage[4] and 3 more": the first few, then a count.
    constexpr std::size_t kShown = 5;
    std::string where;
    for (std::size_t i = 0; i < labels.size() && i < kShown; ++i)
      where += (i == 0 ? "" : ", ") + labels[i];
    if (labels.size() > kShown) where += " and " + std::to_string(labels.size() - kShown) + " more";
    std::string read;
    for (const std::string_view field : fields)
      read += (read.empty() ? "" : ", ") + std::string(field);
    cx.warn("", "key '" + name + "' (" + where + ") is not one " + key + " reads (" + read +
                    "); ignored (if it states a rule, the answer does not respect it)");
  }
}

void for_each_line(const Context& cx, const std::string& key, const Json& value,
                   const EachLine& each) {
  for_each(cx, key, value, [&](const Json& element, const std::string& label) {
    const Json& lines = cx.required_list(element, "lines", label);
    for (std::size_t j = 0; j < lines.size(); ++j) {
      const std::string line_label = label + ".lines[" + std::to_string(j) + "]";
      std::vector<int> line = cx.line(lines[j], line_label);
      if (line.empty()) cx.fail(line_label, "a line with no cells");
      each(element, std::move(line), line_label);
    }
  });
}

Rule make(RuleKind kind, std::string label, std::vector<int> cells, int value) {
  Rule rule;
  rule.kind = kind;
  rule.label = std::move(label);
  rule.cells = std::move(cells);
  rule.value = value;
  return rule;
}

Outside outside_clue(const Context& cx, const Json& element, const std::string& label) {
  const Json& name = cx.required(element, "cell", label);
  const Outside p = cx.position(name, label);
  const int n = cx.side();
  if (p.row > n + 1 || p.col > n + 1)
    cx.fail(label, name.get<std::string>() + " is not next to the " + cx.size_name() + " grid");
  if (p.row >= 1 && p.row <= n && p.col >= 1 && p.col <= n)
    cx.fail(label, name.get<std::string>() + " is inside the grid, not an outside clue");
  return p;
}

bool beside_column(const Context& cx, const Outside& clue, const Json& element,
                   const std::string& label) {
  const int n = cx.side();
  const bool column = clue.row == 0 || clue.row == n + 1;
  const bool row = clue.col == 0 || clue.col == n + 1;
  if (column == row) {
    cx.fail(label, Context::field(element, "cell").get<std::string>() +
                       " is a corner, beside no row or column");
  }
  return column;
}

namespace {

void flag(const Context& cx, const std::string& key, const Json& value, RuleKind kind, Rules& out) {
  if (value.is_null()) return;
  if (!value.is_boolean()) cx.fail(key, "expected true or false");
  if (value.get<bool>()) out.list.push_back(make(kind, key));
}

void diagonal(const Context& cx, const std::string& key, const Json& value, bool rising,
              Rules& out) {
  if (value.is_null()) return;
  if (!value.is_boolean()) cx.fail(key, "expected true or false");
  if (!value.get<bool>()) return;
  const int n = cx.side();
  std::vector<int> cells;
  // diagonal+ runs from the bottom left up to the top right.
  for (int i = 0; i < n; ++i) cells.push_back(rising ? (n - 1 - i) * n + i : i * n + i);
  out.list.push_back(make(RuleKind::diagonal, key, std::move(cells)));
}

void little_killer(const Context& cx, const Json& element, const std::string& label, Rules& out) {
  const Outside clue = outside_clue(cx, element, label);
  const Json& direction = cx.required(element, "direction", label);
  static const std::map<std::string, std::pair<int, int>> kSteps = {
      {"DR", {1, 1}}, {"DL", {1, -1}}, {"UR", {-1, 1}}, {"UL", {-1, -1}}};
  const auto step =
      direction.is_string() ? kSteps.find(direction.get<std::string>()) : kSteps.end();
  if (step == kSteps.end())
    cx.fail(label, "direction " + quoted(direction) + " is not one of DR, DL, UR, UL");
  const std::optional<int> sum = cx.number(element, "value", label);
  const int n = cx.side();
  std::vector<int> cells;
  for (int r = clue.row + step->second.first, c = clue.col + step->second.second;
       r >= 1 && r <= n && c >= 1 && c <= n; r += step->second.first, c += step->second.second)
    cells.push_back((r - 1) * n + (c - 1));
  if (cells.empty()) {
    cx.fail(label, "going " + step->first + " from " +
                       Context::field(element, "cell").get<std::string>() + " misses the grid");
  }
  if (!sum || *sum == 0) return;  // no sum written (or 0, which no diagonal has): no clue
  Rule rule = make(RuleKind::little_killer, label, std::move(cells), *sum);
  rule.clue = clue;
  out.list.push_back(std::move(rule));
}

void sandwich(const Context& cx, const Json& element, const std::string& label, Rules& out) {
  const Outside clue = outside_clue(cx, element, label);
  const int n = cx.side();
  const bool column = beside_column(cx, clue, element, label);
  const std::optional<int> sum = cx.number(element, "value", label);
  if (!sum) return;
  std::vector<int> cells;
  for (int i = 0; i < n; ++i)
    cells.push_back(column ? i * n + (clue.col - 1) : (clue.row - 1) * n + i);
  Rule rule = make(RuleKind::sandwich, label, std::move(cells), *sum);
  rule.clue = clue;
  out.list.push_back(std::move(rule));
}

void arrow(const Context& cx, const Json& element, const std::string& label, Rules& out) {
  const std::vector<int> pill = cx.cell_set(cx.required(element, "cells", label), label);
  if (pill.size() > 3)
    cx.fail(label, "a circle or pill of " + std::to_string(pill.size()) + " cells (1 to 3 read)");
  if (pill.size() > 1 && cx.side() > 9)
    cx.fail(label, "a pill reads its cells as decimal digits: sides up to 9 only");
  for (std::size_t i = 1; i < pill.size(); ++i) {
    if (!king_adjacent(pill[i - 1], pill[i], cx.side()))
      cx.fail(label, "the pill's cells " + cx.name(pill[i - 1]) + " and " + cx.name(pill[i]) +
                         " do not touch");
  }
  const Json& lines = cx.required_list(element, "lines", label);
  for (std::size_t j = 0; j < lines.size(); ++j) {
    const std::string line_label = label + ".lines[" + std::to_string(j) + "]";
    const std::vector<int> line = cx.line(lines[j], line_label);
    if (line.empty()) cx.fail(line_label, "a line with no cells");
    if (std::find(pill.begin(), pill.end(), line.front()) == pill.end())
      cx.fail(line_label, "the line starts at " + cx.name(line.front()) + ", not in the circle");
    std::vector<int> shaft;
    for (const int c : line)
      if (std::find(pill.begin(), pill.end(), c) == pill.end()) shaft.push_back(c);
    if (shaft.empty()) continue;  // a line that never leaves the circle adds nothing
    Rule rule = make(RuleKind::arrow, line_label, pill);
    rule.line = std::move(shaft);
    out.list.push_back(std::move(rule));
  }
}

// A dot between two edge-adjacent cells (kropki, X, V).
std::vector<int> dot_cells(const Context& cx, const Json& element, const std::string& label) {
  std::vector<int> cells = cx.cell_set(cx.required(element, "cells", label), label);
  if (cells.size() != 2)
    cx.fail(label, "a dot joins 2 cells, found " + std::to_string(cells.size()));
  if (!edge_adjacent(cells[0], cells[1], cx.side()))
    cx.fail(label, cx.name(cells[0]) + " and " + cx.name(cells[1]) + " are not adjacent");
  return cells;
}

void dot(const Context& cx, const Json& element, const std::string& label, RuleKind kind,
         int default_value, Rules& out) {
  std::vector<int> cells = dot_cells(cx, element, label);
  const int value = cx.positive(element, "value", label).value_or(default_value);
  out.list.push_back(make(kind, label, std::move(cells), value));
}

void xv(const Context& cx, const Json& element, const std::string& label, Rules& out) {
  std::vector<int> cells = dot_cells(cx, element, label);
  if (!element.contains("value")) {
    // SudokuSolver skips such a mark too: it is neither an X nor a V.
    cx.warn(label, "a mark with no X or V, ignored");
    return;
  }
  // Any value but a letter X or V is an error, whatever its type.
  const Json& letter = Context::field(element, "value");
  const std::string text = letter.is_string() ? letter.get<std::string>() : "";
  int sum = 0;
  if (text == "X" || text == "x") sum = 10;
  if (text == "V" || text == "v") sum = 5;
  if (sum == 0) cx.fail(label, "value " + quoted(letter) + " is not X or V");
  out.list.push_back(make(RuleKind::xv, label, std::move(cells), sum));
}

void negative(const Context& cx, const std::string& key, const Json& value, Rules& out) {
  if (value.is_null()) return;
  if (!value.is_array()) cx.fail(key, "expected a list of rule names");
  static const std::map<std::string, RuleKind> kKinds = {
      {"difference", RuleKind::negative_difference},
      {"ratio", RuleKind::negative_ratio},
      {"xv", RuleKind::negative_xv}};
  for (const Json& name : value) {
    const auto kind = name.is_string() ? kKinds.find(name.get<std::string>()) : kKinds.end();
    if (kind == kKinds.end())
      cx.fail(key, "unsupported rule " + quoted(name) + " (difference, ratio or xv)");
    out.list.push_back(make(kind->second, key + "[" + kind->first + "]"));
  }
}

void quadruple(const Context& cx, const Json& element, const std::string& label, Rules& out) {
  std::vector<int> cells = cx.cell_set(cx.required(element, "cells", label), label);
  const int n = cx.side();
  int top = n, left = n;
  for (const int c : cells) {
    top = std::min(top, c / n);
    left = std::min(left, c % n);
  }
  for (const int c : cells) {
    if (cells.size() != 4 || c / n > top + 1 || c % n > left + 1)
      cx.fail(label, "the cells are not the four cells of a 2x2 block");
  }
  const Json& values = cx.required_list(element, "values", label);
  if (values.size() > 4)
    cx.fail(label, std::to_string(values.size()) + " digits listed for 4 cells");
  Rule rule = make(RuleKind::quadruple, label, std::move(cells));
  for (const Json& v : values) rule.digits.push_back(cx.digit(v, label, "digit"));
  out.list.push_back(std::move(rule));
}

void one_cell(const Context& cx, const Json& element, const std::string& label, RuleKind kind,
              Rules& out) {
  out.list.push_back(make(kind, label, {cx.cell(cx.required(element, "cell", label), label)}));
}

}  // namespace

bool read_rule(Context& cx, const std::string& key, const Json& value, Rules& out) {
  cx.set_key(key);
  auto each = [&](const Each& f) { for_each(cx, key, value, f); };
  auto each_line = [&](RuleKind kind) {
    for_each_line(cx, key, value, [&](const Json&, std::vector<int> line, const std::string& l) {
      out.list.push_back(make(kind, l, std::move(line)));
    });
  };
  auto cells_of = [&](RuleKind kind) {
    each([&](const Json& e, const std::string& l) {
      out.list.push_back(make(kind, l, cx.cell_set(cx.required(e, "cells", l), l)));
    });
  };

  if (key == "antiknight") {
    flag(cx, key, value, RuleKind::antiknight, out);
  } else if (key == "antiking") {
    flag(cx, key, value, RuleKind::antiking, out);
  } else if (key == "nonconsecutive") {
    flag(cx, key, value, RuleKind::nonconsecutive, out);
  } else if (key == "disjointgroups") {
    flag(cx, key, value, RuleKind::disjoint_groups, out);
  } else if (key == "diagonal+" || key == "diagonal-") {
    diagonal(cx, key, value, key == "diagonal+", out);
  } else if (key == "extraregion") {
    cells_of(RuleKind::extra_region);
  } else if (key == "killercage") {
    each([&](const Json& e, const std::string& l) {
      std::vector<int> cells = cx.cell_set(cx.required(e, "cells", l), l);
      out.list.push_back(
          make(RuleKind::killer_cage, l, std::move(cells), cx.positive(e, "value", l).value_or(0)));
    });
  } else if (key == "littlekillersum") {
    each([&](const Json& e, const std::string& l) { little_killer(cx, e, l, out); });
  } else if (key == "sandwichsum") {
    each([&](const Json& e, const std::string& l) { sandwich(cx, e, l, out); });
  } else if (key == "thermometer") {
    each_line(RuleKind::thermometer);
  } else if (key == "arrow") {
    each([&](const Json& e, const std::string& l) { arrow(cx, e, l, out); });
  } else if (key == "difference") {
    each([&](const Json& e, const std::string& l) { dot(cx, e, l, RuleKind::difference, 1, out); });
  } else if (key == "ratio") {
    each([&](const Json& e, const std::string& l) { dot(cx, e, l, RuleKind::ratio, 2, out); });
  } else if (key == "xv") {
    each([&](const Json& e, const std::string& l) { xv(cx, e, l, out); });
  } else if (key == "negative") {
    negative(cx, key, value, out);
  } else if (key == "odd" || key == "even" || key == "minimum" || key == "maximum") {
    const RuleKind kind = key == "odd"       ? RuleKind::odd
                          : key == "even"    ? RuleKind::even
                          : key == "minimum" ? RuleKind::minimum
                                             : RuleKind::maximum;
    each([&](const Json& e, const std::string& l) { one_cell(cx, e, l, kind, out); });
  } else if (key == "whispers") {
    for_each_line(cx, key, value, [&](const Json& e, std::vector<int> line, const std::string& l) {
      // The default gap is half the largest digit, rounded up: 5 on 9x9.
      const int gap = cx.number(e, "value", l).value_or((cx.side() + 1) / 2);
      if (gap < 1 || gap >= cx.side())
        cx.fail(l, "a gap of " + std::to_string(gap) + "; 1 to " + std::to_string(cx.side() - 1) +
                       " expected");
      out.list.push_back(make(RuleKind::whispers, l, std::move(line), gap));
    });
  } else if (key == "renban") {
    each_line(RuleKind::renban);
  } else if (key == "palindrome") {
    each_line(RuleKind::palindrome);
  } else if (key == "quadruple") {
    each([&](const Json& e, const std::string& l) { quadruple(cx, e, l, out); });
  } else {
    return read_line_rule(cx, key, value, out);
  }
  return true;
}

}  // namespace satdoku::fpuzzles_internal
