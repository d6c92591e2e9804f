// ISS notation into an Entry (satdoku/iss.hpp): the line (or a share link's
// q parameter) split into items, the shape and regions read first, then the
// givens and every rule item (iss_read_rules.cpp), and the checks that need
// the whole puzzle.
#include <algorithm>
#include <cctype>
#include <iterator>
#include <memory>

#include "iss_parts.hpp"
#include "iss_reading.hpp"
#include "satdoku/iss.hpp"
#include "satdoku/notation.hpp"

namespace satdoku {

using iss_internal::Item;
using iss_internal::ItemFault;
using iss_internal::Reading;

namespace {

// Every kind ISS has (js/sudoku_constraint.js), so that a line of them is
// told from line notation and a kind satdoku does not read is named as one.
// clang-format off
constexpr std::string_view kIssKinds[] = {
    "Container", "Or", "And", "Replicate", "End", "Jigsaw", "Thermo", "Whisper", "Renban",
    "Modular", "Entropic", "RegionSumLine", "Between", "Lockout", "Palindrome", "Zipper", "SumLine",
    "Regex", "NFA", "NoBoxes", "ChaosConstruction", "ChaosArrow", "ChaosCount", "RegionSize",
    "RegionSameValues", "StrictKropki", "StrictXV", "Shape", "Windoku", "DisjointSets",
    "AntiKnight", "Doppelganger", "AntiKing", "AntiTaxicab", "AntiConsecutive", "GlobalEntropy",
    "GlobalMod", "FullRankTies", "DutchFlatmates", "Diagonal", "WhiteDot", "BlackDot",
    "GreaterThan", "X", "ValueIndexing", "V", "Arrow", "DoubleArrow", "PillArrow", "Cage",
    "RellikCage", "EqualityCage", "Sum", "LittleKiller", "XSum", "Sandwich", "Lunchbox",
    "Skyscraper", "HiddenSkyscraper", "NumberedRoom", "FullRank", "AllDifferent", "ContainAtLeast",
    "ContainExact", "LookAndSay", "ConnectedValues", "SameValues", "EqualSum", "Quad", "Binary",
    "BinaryX", "Pair", "PairX", "Indexing", "CountingCircles", "CountDistinct", "Given",
    "SearchPriority", "Var",};
// clang-format on

bool is_kind(std::string_view name) {
  return std::find(std::begin(kIssKinds), std::end(kIssKinds), name) != std::end(kIssKinds);
}

// The q parameter of an ISS share link, form-decoded; nullopt for a line
// that is no such link.
std::optional<std::string> link_query(std::string_view line) {
  const std::string lowered = ascii_lower(std::string(line));
  if (lowered.find("interactive-sudoku-solver") == std::string::npos) return std::nullopt;
  std::size_t at = lowered.find("?q=");
  if (at == std::string::npos) at = lowered.find("&q=");
  if (at == std::string::npos) return std::nullopt;
  const std::string_view value = line.substr(at + 3, line.find('&', at + 3) - (at + 3));
  std::string out;
  for (std::size_t i = 0; i < value.size(); ++i) {
    const char c = value[i];
    const auto hex = [&](std::size_t k) {
      const char h = k < value.size() ? value[k] : 'x';
      return std::isxdigit(static_cast<unsigned char>(h))
                 ? std::stoi(std::string(1, h), nullptr, 16)
                 : -1;
    };
    if (c == '%' && hex(i + 1) >= 0 && hex(i + 2) >= 0) {
      out += static_cast<char>(hex(i + 1) * 16 + hex(i + 2));
      i += 2;
    } else {
      out += c == '+' ? ' ' : c;
    }
  }
  return out;
}

// The items of a line: blanks dropped (ISS drops them), then split at '.'
// and '~'. `columns` is false for text decoded from a link.
std::vector<Item> split_items(std::string_view text, bool columns) {
  std::vector<Item> items;
  std::string* arg = nullptr;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (std::isspace(static_cast<unsigned char>(c))) continue;
    if (items.empty() && c != '.')
      throw ItemFault{columns ? static_cast<int>(i) + 1 : 0, "expected '.' to open an item"};
    if (c == '.') {
      items.push_back({"", {}, columns ? static_cast<int>(i) + 1 : 0});
      arg = &items.back().kind;
    } else if (c == '~') {
      items.back().args.emplace_back();
      arg = &items.back().args.back();
    } else {
      *arg += c;
    }
  }
  return items;
}

Geometry read_shape(const std::vector<Item>& items, const std::optional<Geometry>& box) {
  int side = 9;
  for (const Item& item : items) {
    if (item.kind != "Shape") continue;
    const auto fail = [&](const std::string& what) { throw ItemFault{item.column, what}; };
    const std::string dims = item.args.empty() ? "" : item.args[0];
    const auto x = dims.find('x');
    const std::string rows = dims.substr(0, x),
                      cols = x == std::string::npos ? "" : dims.substr(x + 1);
    const auto digits = [](const std::string& s) {
      return !s.empty() && s.size() <= 2 &&
             std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; });
    };
    if (!digits(rows) || !digits(cols)) fail("Shape: expected a size such as 6x6");
    if (rows != cols) fail("Shape: grids of " + dims + " are not square; satdoku reads N x N");
    side = std::stoi(rows);
    if (side < 4 || side > iss_internal::kMaxIssSide)
      fail("Shape: size " + dims + " is not supported (4x4 to 16x16)");
    const std::string range = item.args.size() > 1 ? item.args[1] : "";
    if (!range.empty() && range != rows && range != "1-" + rows)
      fail("Shape: digits " + range + " are not supported (satdoku's are 1 to " + rows + ")");
    if (item.args.size() > 2 && item.args[2] != "Sudoku")
      fail("Shape: grid type " + item.args[2] + " is not supported (satdoku's grids are Sudoku)");
    if (item.args.size() > 3) fail("Shape: too many arguments");
  }
  if (box) {
    if (box->side() != side)
      throw ItemFault{0, "size " + std::to_string(side) + " does not fit box " + box->name()};
    return *box;
  }
  // A prime size has no boxes: its regions are the rows, as for f-puzzles.
  return iss_internal::iss_box(side).value_or(Geometry{1, side});
}

void read_givens(Reading& r, const Item& item) {
  for (const std::string& arg : item.args) {
    const std::size_t cut = arg.find('_');
    const int cell = r.cell(arg.substr(0, cut));
    if (cut == std::string::npos) r.fail(arg + ": no digit given");
    std::uint64_t digits = 0;
    for (std::size_t at = cut; at != std::string::npos;) {
      const std::size_t next = arg.find('_', at + 1);
      const std::string digit = arg.substr(at + 1, next - at - 1);
      const int d = r.number(digit, "digit");
      if (d < 1 || d > r.side()) r.fail(arg + ": " + digit + " is not a digit of the grid");
      digits |= std::uint64_t{1} << (d - 1);
      at = next;
    }
    r.allow(cell, digits);
  }
}

void read_jigsaw(Reading& r, const Item& item) {
  if (item.args.empty() || item.args.size() > 2) r.fail("expected the layout");
  const std::string& layout = item.args.back();
  const int n = r.side();
  if (static_cast<int>(layout.size()) != n * n)
    r.fail("the layout has " + std::to_string(layout.size()) + " cells, expected " +
           std::to_string(n * n));
  std::vector<char> names;
  std::vector<std::vector<int>> pieces;
  for (int cell = 0; cell < n * n; ++cell) {
    const char name = layout[static_cast<std::size_t>(cell)];
    const auto k =
        static_cast<std::size_t>(std::find(names.begin(), names.end(), name) - names.begin());
    if (k == names.size()) {
      names.push_back(name);
      pieces.emplace_back();
    }
    pieces[k].push_back(cell);
  }
  if (pieces.size() == 1) return;  // one region of everything: ISS reads no rule
  for (const auto& piece : pieces)
    if (static_cast<int>(piece.size()) != n)
      r.fail("a region of " + std::to_string(piece.size()) + " cells (satdoku reads " +
             std::to_string(n) + " regions of " + std::to_string(n) + ")");
  r.jigsaw = std::move(pieces);
}

bool kropki(RuleKind kind) {
  return kind == RuleKind::difference || kind == RuleKind::ratio;
}

// What needs the whole line: regions, disjoint sets, and the rules whose
// meaning differs between the tools unless checked.
void finish_reading(Reading& r, std::optional<int> anti_column,
                    std::optional<int> region_line_column) {
  const int n = r.side();
  // ISS has boxes unless told otherwise, for the sizes that have them.
  const bool iss_boxes = !r.no_boxes && iss_internal::iss_box(n).has_value();
  if (!r.jigsaw.empty()) {
    if (!iss_boxes) {
      r.rules.regions.assign(static_cast<std::size_t>(n * n), 0);
      for (std::size_t k = 0; k < r.jigsaw.size(); ++k)
        for (const int cell : r.jigsaw[k])
          r.rules.regions[static_cast<std::size_t>(cell)] = static_cast<int>(k);
    } else {  // jigsaw pieces as well as the boxes
      for (std::vector<int>& piece : r.jigsaw)
        r.add(RuleKind::extra_region, std::move(piece)).label = "Jigsaw[0]";
    }
  } else if (!iss_boxes) {
    if (region_line_column)
      throw ItemFault{*region_line_column,
                      "RegionSumLine on a grid without boxes or jigsaw regions: ISS reads it as "
                      "no rule, satdoku as sums along rows; give the regions"};
    // No regions but rows and columns: satdoku's regions are then the rows.
    if (r.geometry().box_rows != 1) {
      r.rules.regions.resize(static_cast<std::size_t>(n * n));
      for (int cell = 0; cell < n * n; ++cell)
        r.rules.regions[static_cast<std::size_t>(cell)] = cell / n;
    }
  }
  if (r.disjoint_sets && !r.rules.regions.empty()) {
    // ISS's sets follow its boxes, satdoku's the regions: ISS's are stated.
    auto& list = r.rules.list;
    list.erase(
        std::remove_if(list.begin(), list.end(),
                       [](const Rule& rule) { return rule.kind == RuleKind::disjoint_groups; }),
        list.end());
    for (std::vector<int>& set : iss_internal::disjoint_sets(n))
      r.add(RuleKind::extra_region, std::move(set)).label = "DisjointSets[0]";
  }
  const auto adjacent = [n](const Rule& rule) {
    return rule.cells.size() == 2 && std::abs(rule.cells[0] / n - rule.cells[1] / n) +
                                             std::abs(rule.cells[0] % n - rule.cells[1] % n) ==
                                         1;
  };
  bool negative = false;
  for (const Rule& rule : r.rules.list) {
    if (anti_column && kropki(rule.kind) && adjacent(rule))
      throw ItemFault{*anti_column,
                      "AntiConsecutive with kropki dots: ISS bans consecutive digits on dotted "
                      "pairs too, satdoku's nonconsecutive exempts them; use StrictKropki"};
    negative = negative || rule.kind == RuleKind::negative_difference ||
               rule.kind == RuleKind::negative_ratio;
  }
  for (const int index : r.pair_dots) {
    const Rule& rule = r.rules.list[static_cast<std::size_t>(index)];
    if (negative && adjacent(rule))
      throw ItemFault{0, rule.label + ": a pairwise relation on " + r.name(rule.cells[0]) +
                             " and " + r.name(rule.cells[1]) +
                             " with StrictKropki: satdoku would read it as a dot, exempt from "
                             "StrictKropki, ISS does not"};
  }
  for (const auto& [cell, digits] : r.allowed) {
    if (digits == 0) throw ItemFault{0, r.name(cell) + ": its givens allow no digit"};
    if ((digits & (digits - 1)) == 0) continue;  // one digit: a given, set on the grid
    Rule rule;
    rule.kind = RuleKind::pencil_marks;
    rule.label = "Given[" + iss_internal::cell_id(cell, n) + "]";
    rule.cells = {cell};
    for (int d = 1; d <= n; ++d)
      if ((digits >> (d - 1)) & 1) rule.digits.push_back(d);
    r.rules.list.push_back(std::move(rule));
  }
}

}  // namespace

bool looks_like_iss_line(std::string_view line) {
  while (!line.empty() && (line.front() == ' ' || line.front() == '\t')) line.remove_prefix(1);
  if (link_query(line)) return true;
  if (line.empty() || line[0] != '.') return false;
  if (line.find('~') != std::string_view::npos) return true;
  // Items without arguments (".AntiKnight.NoBoxes"): every one a kind name.
  while (!line.empty() && (line.back() == ' ' || line.back() == '\t' || line.back() == '\r'))
    line.remove_suffix(1);
  for (std::size_t at = 0; at < line.size();) {
    const std::size_t end = std::min(line.find('.', at + 1), line.size());
    if (!is_kind(line.substr(at + 1, end - at - 1))) return false;
    at = end;
  }
  return true;
}

Entry read_iss(std::string_view line, const std::string& source, int line_number,
               const std::optional<Geometry>& box) {
  Entry entry;
  entry.line = line_number;
  const std::optional<std::string> query = link_query(line);
  try {
    const std::vector<Item> items = split_items(query ? std::string_view(*query) : line, !query);
    if (items.empty()) throw ItemFault{0, "no ISS items in the line"};
    Reading r(read_shape(items, box));
    for (const Item& item : items) r.no_boxes = r.no_boxes || item.kind == "NoBoxes";
    std::optional<int> anti_column, region_line_column;
    for (const Item& item : items) {
      r.begin(item);
      const std::string& k = item.kind;
      if (k.empty() || k == "Given") {
        read_givens(r, item);
      } else if (k == "Shape" || k == "NoBoxes") {
        if (k == "NoBoxes" && !item.args.empty()) r.fail("takes no arguments");
      } else if (k == "RegionSize") {
        if (item.args.size() != 1 || item.args[0] != std::to_string(r.side()))
          r.fail("regions of other than " + std::to_string(r.side()) + " cells are not supported");
      } else if (k == "Jigsaw") {
        read_jigsaw(r, item);
      } else if (k == "SearchPriority") {
        r.warn("a search hint, which constrains nothing; ignored");
      } else if (!iss_internal::read_rule_item(r, item)) {
        r.fail(is_kind(k)
                   ? "ISS's " + k + " has no rule in satdoku (docs/rules.md lists those read)"
                   : "unknown ISS constraint '" + k + "'");
      }
      if (k == "AntiConsecutive") anti_column = item.column;
      if (k == "RegionSumLine" && !region_line_column) region_line_column = item.column;
    }
    finish_reading(r, anti_column, region_line_column);
    Grid grid(r.geometry());
    for (const auto& [cell, digits] : r.allowed)
      if ((digits & (digits - 1)) == 0)
        for (int d = 1; d <= r.side(); ++d)
          if (digits == std::uint64_t{1} << (d - 1)) grid.set(cell, d);
    for (const ItemFault& w : r.warnings)
      entry.warnings.push_back({source, line_number, w.column, w.message});
    entry.text = one_line(grid);
    std::shared_ptr<const Rules> rules;
    if (!r.rules.empty()) rules = std::make_shared<Rules>(std::move(r.rules));
    entry.puzzle.emplace(std::move(grid), std::move(rules));
  } catch (const ItemFault& fault) {
    entry.error = ParseError{source, line_number, fault.column, fault.message};
  }
  return entry;
}

}  // namespace satdoku
