// The f-puzzles keys that published setters' puzzles brought in, each read
// as SudokuSolver's SolverFactory.cs reads it (docs/rules.md): lines
// (slowthermometer, betweenline, lockout, entropicline, modularline, nabner,
// zipperline, doublearrow, regionsumline: one Rule per line), outside clues
// read along their row or column from the clue (xsum, skyscraper), clone
// (cells and their cloneCells) and the indexers (one Rule per cell).
#include "fpuzzles_parts.hpp"

namespace satdoku::fpuzzles_internal {
namespace {

// The row or column beside an outside clue, starting next to the clue.
std::vector<int> row_from_clue(const Context& cx, const Outside& clue, const Json& element,
                               const std::string& label) {
  const int n = cx.side();
  const bool column = beside_column(cx, clue, element, label);
  std::vector<int> cells;
  for (int i = 0; i < n; ++i) {
    const int k = (column ? clue.row : clue.col) == 0 ? i : n - 1 - i;
    cells.push_back(column ? k * n + (clue.col - 1) : (clue.row - 1) * n + k);
  }
  return cells;
}

void outside_line_clue(const Context& cx, const Json& element, const std::string& label,
                       RuleKind kind, Rules& out) {
  const Outside clue = outside_clue(cx, element, label);
  std::vector<int> cells = row_from_clue(cx, clue, element, label);
  const std::optional<int> value = cx.number(element, "value", label);
  if (!value) return;  // no number written: the clue says nothing
  Rule rule = make(kind, label, std::move(cells), *value);
  rule.clue = clue;
  out.list.push_back(std::move(rule));
}

void clone(const Context& cx, const Json& element, const std::string& label, Rules& out) {
  std::vector<int> cells = cx.cell_set(cx.required(element, "cells", label), label);
  std::vector<int> clones = cx.cell_set(cx.required(element, "cloneCells", label), label);
  if (cells.size() != clones.size())
    cx.fail(label, std::to_string(cells.size()) + " cells but " + std::to_string(clones.size()) +
                       " cloneCells (one clone per cell)");
  Rule rule = make(RuleKind::clone, label, std::move(cells));
  rule.line = std::move(clones);
  out.list.push_back(std::move(rule));
}

void indexers(const Context& cx, const Json& element, const std::string& label, RuleKind kind,
              Rules& out) {
  const std::vector<int> cells = cx.cell_set(cx.required(element, "cells", label), label);
  for (std::size_t i = 0; i < cells.size(); ++i)
    out.list.push_back(make(kind, label + ".cells[" + std::to_string(i) + "]", {cells[i]}));
}

}  // namespace

bool read_line_rule(Context& cx, const std::string& key, const Json& value, Rules& out) {
  struct LineKey {
    const char* key;
    RuleKind kind;
  };
  static constexpr LineKey kLines[] = {{"slowthermometer", RuleKind::slow_thermometer},
                                       {"betweenline", RuleKind::between_line},
                                       {"lockout", RuleKind::lockout_line},
                                       {"entropicline", RuleKind::entropic_line},
                                       {"modularline", RuleKind::modular_line},
                                       {"nabner", RuleKind::nabner_line},
                                       {"zipperline", RuleKind::zipper_line},
                                       {"doublearrow", RuleKind::double_arrow},
                                       {"regionsumline", RuleKind::region_sum_line}};
  for (const LineKey& line_key : kLines) {
    if (key != line_key.key) continue;
    // Lockout ends differ by half the side or more, rounded down (4 on 9x9).
    const int gap = line_key.kind == RuleKind::lockout_line ? cx.side() / 2 : 0;
    for_each_line(cx, key, value, [&](const Json&, std::vector<int> line, const std::string& l) {
      out.list.push_back(make(line_key.kind, l, std::move(line), gap));
    });
    return true;
  }
  if (key == "xsum" || key == "skyscraper") {
    const RuleKind kind = key == "xsum" ? RuleKind::x_sum : RuleKind::skyscraper;
    for_each(cx, key, value,
             [&](const Json& e, const std::string& l) { outside_line_clue(cx, e, l, kind, out); });
  } else if (key == "clone") {
    for_each(cx, key, value, [&](const Json& e, const std::string& l) { clone(cx, e, l, out); });
  } else if (key == "rowindexer" || key == "columnindexer" || key == "boxindexer") {
    const RuleKind kind = key == "rowindexer"      ? RuleKind::row_indexer
                          : key == "columnindexer" ? RuleKind::column_indexer
                                                   : RuleKind::box_indexer;
    for_each(cx, key, value,
             [&](const Json& e, const std::string& l) { indexers(cx, e, l, kind, out); });
  } else {
    return false;
  }
  return true;
}

}  // namespace satdoku::fpuzzles_internal
