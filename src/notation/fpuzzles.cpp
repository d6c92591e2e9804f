// f-puzzles JSON into an Entry: the size and its boxes, the grid's givens,
// jigsaw regions and given pencil marks, then every other top-level key as
// rules (fpuzzles_rules.cpp) or, for keys that only draw, nothing.
#include <algorithm>
#include <array>
#include <variant>

#include "fpuzzles_parts.hpp"
#include "satdoku/fpuzzles.hpp"

namespace satdoku {

using fpuzzles_internal::Context;
using fpuzzles_internal::Fault;
using fpuzzles_internal::Json;

namespace {

// Keys that draw or configure f-puzzles and constrain nothing (docs/rules.md).
// `cage` is f-puzzles' cosmetic cage tool (outlines, highlights, messages),
// not a killer cage.
// clang-format off
constexpr std::array<std::string_view, 12> kDrawOnly = {
    "title", "author", "ruleset", "text", "line", "rectangle", "circle", "cage", "solution",
    "highlightConflicts", "disabledlogic", "truecandidatesoptions"};
// clang-format on

// Keys of a grid cell that satdoku reads (value, given, region,
// givenPencilMarks) or that only draw in f-puzzles and SudokuPad (colours,
// highlights, a player's marks and candidates). Any other key is reported.
// clang-format off
constexpr std::array<std::string_view, 10> kCellKeys = {
    "value", "given", "region", "givenPencilMarks", "centerPencilMarks", "cornerPencilMarks",
    "candidates", "highlight", "c", "cArray"};
// clang-format on

// A value that states nothing: null, false, "", [] or {}. An unsupported key
// holding one is no rule, so it is no error either.
bool states_nothing(const Json& v) {
  return v.is_null() || (v.is_boolean() && !v.get<bool>()) ||
         (v.is_string() && v.get_ref<const std::string&>().empty()) ||
         ((v.is_array() || v.is_object()) && v.empty());
}

// Byte offset of a key of the top-level object in the JSON text (the opening
// quote), found by walking strings and nesting; npos when not there.
std::size_t locate_key(std::string_view text, std::string_view key) {
  int depth = 0;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (c == '{' || c == '[') ++depth;
    if (c == '}' || c == ']') --depth;
    if (c != '"') continue;
    const std::size_t start = i;
    std::string raw;
    for (++i; i < text.size() && text[i] != '"'; ++i) {
      if (text[i] == '\\' && i + 1 < text.size()) ++i;  // an escaped byte, kept as written
      raw += text[i];
    }
    std::size_t after = i + 1;
    while (after < text.size() &&
           std::string_view(" \t\r\n").find(text[after]) != std::string_view::npos)
      ++after;
    if (depth == 1 && after < text.size() && text[after] == ':' && raw == key) return start;
  }
  return std::string_view::npos;
}

// Messages quote keys and values of the input: bytes that are not printable
// ASCII are shown as \xNN, so a terminal never receives them raw.
std::string printable(std::string_view text) {
  static constexpr char kHex[] = "0123456789ABCDEF";
  std::string out;
  for (const char ch : text) {
    const auto c = static_cast<unsigned char>(ch);
    if (c >= 0x20 && c < 0x7f) {
      out += ch;
    } else {
      out.append("\\x").append(1, kHex[c >> 4]).append(1, kHex[c & 15]);
    }
  }
  return out;
}

struct Place {
  int line;
  int column;
};

// Line and column (1-based, in bytes) of a byte offset of the text.
Place place_of(std::string_view text, std::size_t offset, int first_line) {
  offset = std::min(offset, text.size());
  Place place{first_line, 1};
  for (std::size_t i = 0; i < offset; ++i) {
    if (text[i] == '\n') {
      ++place.line;
      place.column = 1;
    } else {
      ++place.column;
    }
  }
  return place;
}

Geometry read_size(const Context& top, const Json& doc, const std::optional<Geometry>& box) {
  const auto it = doc.find("size");
  if (it == doc.end()) top.fail("", "missing 'size' (the side of the grid)");
  const std::optional<int> n = top.number_value(*it, "size", "the value");
  if (!n) top.fail("size", "the value is empty");
  if (*n < 4 || *n > 16) top.fail("", "size " + std::to_string(*n) + " is not supported (4 to 16)");
  if (box) {
    if (box->side() != *n)
      top.fail("", "size " + std::to_string(*n) + " does not fit box " + box->name());
    return *box;
  }
  // A prime size has no boxes: as in SudokuSolver (DefaultRegions), its
  // regions are the rows (1xN) unless the cells name jigsaw regions.
  return fpuzzles_box(*n).value_or(Geometry{1, *n});
}

// The grid: givens, jigsaw regions and given pencil marks.
Grid read_cells(Context& cx, const Json& doc, Rules& rules) {
  cx.set_key("grid");
  const int n = cx.side();
  const auto it = doc.find("grid");
  if (it == doc.end()) cx.fail("", "missing 'grid'");
  const Json& rows = *it;
  if (!rows.is_array() || static_cast<int>(rows.size()) != n) {
    cx.fail("grid",
            "expected " + std::to_string(n) + " rows, found " +
                (rows.is_array() ? std::to_string(rows.size()) : fpuzzles_internal::quoted(rows)));
  }
  Grid grid(cx.geometry());
  std::vector<int> regions(static_cast<std::size_t>(n * n), -1);
  bool jigsaw = false;
  // Unknown cell keys, each with the cells holding it, in reading order.
  std::vector<std::pair<std::string, std::vector<int>>> unknown;
  for (int r = 0; r < n; ++r) {
    const Json& row = rows[static_cast<std::size_t>(r)];
    const std::string row_label = "grid[" + std::to_string(r) + "]";
    if (!row.is_array() || static_cast<int>(row.size()) != n) {
      cx.fail(row_label,
              "expected " + std::to_string(n) + " cells, found " +
                  (row.is_array() ? std::to_string(row.size()) : fpuzzles_internal::quoted(row)));
    }
    for (int c = 0; c < n; ++c) {
      const std::string label = row_label + "[" + std::to_string(c) + "]";
      const Json& cell = cx.object(row[static_cast<std::size_t>(c)], label);
      for (const auto& item : cell.items()) {
        if (std::find(kCellKeys.begin(), kCellKeys.end(), item.key()) != kCellKeys.end()) continue;
        auto it = std::find_if(unknown.begin(), unknown.end(),
                               [&](const auto& u) { return u.first == item.key(); });
        if (it == unknown.end()) it = unknown.insert(unknown.end(), {item.key(), {}});
        it->second.push_back(r * n + c);
      }
      const Json& given = Context::field(cell, "given");
      if (!given.is_null() && !given.is_boolean())
        cx.fail(label, "'given' is not true or false: " + fpuzzles_internal::quoted(given));
      if (given.is_boolean() && given.get<bool>()) {
        const Json& value = Context::field(cell, "value");
        if (value.is_null()) cx.fail(label, "a given without a value");
        grid.set(r, c, cx.digit(value, label, "value"));
      }
      if (const std::optional<int> region = cx.number(cell, "region", label)) {
        if (*region >= n)
          cx.fail(label, "region " + std::to_string(*region) + " is out of range 0.." +
                             std::to_string(n - 1));
        regions[static_cast<std::size_t>(r * n + c)] = *region;
        jigsaw = true;
      }
      // A given's digit settles the cell: its pencil marks, if any, only draw
      // (as SudokuSolver reads them).
      const Json& marks = cx.array(cell, "givenPencilMarks", label);
      if (!marks.empty() && grid.at(r, c) == 0) {
        Rule rule;
        rule.kind = RuleKind::pencil_marks;
        rule.label = label + ".givenPencilMarks";
        rule.cells = {r * n + c};
        for (const Json& m : marks) rule.digits.push_back(cx.digit(m, label, "pencil mark"));
        rules.list.push_back(std::move(rule));
      }
    }
  }
  for (const auto& [key, cells] : unknown) {
    // "R1C1, R1C5, R3C3 and 12 more cells": the first few, then a count.
    constexpr std::size_t kShown = 5;
    std::string where;
    for (std::size_t i = 0; i < cells.size() && i < kShown; ++i)
      where += (i == 0 ? "" : ", ") + cx.name(cells[i]);
    if (cells.size() > kShown)
      where += " and " + std::to_string(cells.size() - kShown) + " more cells";
    cx.warn("", "cell key '" + key + "' (" + where +
                    ") is not an f-puzzles key; ignored (if it states a rule, the answer does "
                    "not respect it)");
  }
  if (!jigsaw) return grid;
  // Cells without a region key keep their usual box.
  std::vector<int> sizes(static_cast<std::size_t>(n), 0);
  bool boxes = true;
  for (int i = 0; i < n * n; ++i) {
    auto& region = regions[static_cast<std::size_t>(i)];
    const int box = cx.geometry().box_of(i / n, i % n);
    if (region < 0) region = box;
    boxes = boxes && region == box;
    ++sizes[static_cast<std::size_t>(region)];
  }
  for (int k = 0; k < n; ++k) {
    if (sizes[static_cast<std::size_t>(k)] != n) {
      cx.fail("regions", "region " + std::to_string(k) + " holds " +
                             std::to_string(sizes[static_cast<std::size_t>(k)]) +
                             " cells, expected " + std::to_string(n) + " (" + std::to_string(n) +
                             " regions of " + std::to_string(n) + " cells)");
    }
  }
  if (!boxes) rules.regions = std::move(regions);  // the usual boxes need no jigsaw
  return grid;
}

// SudokuSolver reads a cosmetic cage whose text is "DR<n>" as a cage whose
// sum has digital root n; satdoku does not, and says so rather than drop it.
void refuse_digital_root_cages(const Context& cx, const Json& cages) {
  if (!cages.is_array()) return;
  for (std::size_t i = 0; i < cages.size(); ++i) {
    const Json& value = cages[i].is_object() ? Context::field(cages[i], "value") : Json();
    if (!value.is_string()) continue;
    const std::string& text = value.get_ref<const std::string&>();
    const std::size_t start = text.find_first_not_of(' ');
    if (start != std::string::npos && text.compare(start, 2, "DR") == 0 &&
        start + 2 < text.size() && text[start + 2] >= '0' && text[start + 2] <= '9')
      cx.fail("cage[" + std::to_string(i) + "]",
              "unsupported rule: '" + text +
                  "' is SudokuSolver's digital-root cage, which satdoku does not read");
  }
}

Entry read_document(const Json& doc, const std::optional<Geometry>& box,
                    std::vector<Fault>& warnings) {
  Context top(Geometry{});
  if (!doc.is_object())
    top.fail("", "the top level is not an object (f-puzzles JSON is one object)");
  top.set_key("size");
  Context cx(read_size(top, doc, box), &warnings);
  auto rules = std::make_shared<Rules>();
  Grid grid = read_cells(cx, doc, *rules);
  for (const auto& [key, value] : doc.items()) {
    if (key == "size" || key == "grid") continue;
    if (fpuzzles_internal::read_rule(cx, key, value, *rules)) continue;
    cx.set_key(key);
    if (key == "cage") refuse_digital_root_cages(cx, value);
    if (std::find(kDrawOnly.begin(), kDrawOnly.end(), key) != kDrawOnly.end()) continue;
    if (states_nothing(value)) continue;
    cx.set_key(key);
    cx.fail("", "unsupported rule '" + key + "'");
  }
  Entry entry;
  entry.text = one_line(grid);
  entry.puzzle.emplace(std::move(grid), std::move(rules));  // empty rules: a classic puzzle
  return entry;
}

}  // namespace

// The two factors closest to each other, the flatter box (6 is 2 rows of 3),
// as f-puzzles draws them.
std::optional<Geometry> fpuzzles_box(int size) {
  constexpr std::array<Geometry, 9> kBoxes = {
      {{2, 2}, {2, 3}, {2, 4}, {3, 3}, {2, 5}, {3, 4}, {2, 7}, {3, 5}, {4, 4}}};
  for (const Geometry& box : kBoxes)
    if (box.side() == size) return box;
  return std::nullopt;
}

Entry read_fpuzzles_json(std::string_view json, const FpuzzlesOrigin& origin,
                         const std::optional<Geometry>& box) {
  const std::size_t first = std::min(json.find_first_not_of(" \t\r\n"), json.size());
  const int first_line = place_of(json, first, origin.line).line;
  auto failed = [&](std::size_t offset, const std::string& message) {
    Entry entry;
    entry.line = first_line;
    ParseError error{origin.source, origin.line, 0, printable(message)};
    if (!origin.decoded && offset != std::string_view::npos) {
      const Place place = place_of(json, offset, origin.line);
      error.line = place.line;
      error.column = place.column;
    } else if (!origin.decoded) {
      error.line = first_line;
    }
    entry.error = std::move(error);
    return entry;
  };
  if (json.size() > kMaxFpuzzlesBytes)
    return failed(std::string_view::npos,
                  "JSON text larger than " + std::to_string(kMaxFpuzzlesBytes) + " bytes");
  std::variant<Json, fpuzzles_internal::JsonFault> parsed = fpuzzles_internal::parse_json(json);
  if (const auto* fault = std::get_if<fpuzzles_internal::JsonFault>(&parsed)) {
    std::string prefix = fault->syntax ? "malformed JSON" : "";
    if (origin.decoded) prefix += prefix.empty() ? "in the decoded link" : " in the decoded link";
    if (!prefix.empty()) prefix += ": ";
    return failed(fault->offset, prefix + fault->message);
  }
  // Faults and warnings point at their key; the top level's own at its first byte.
  auto at_key = [&](const Fault& fault) {
    const std::size_t at = fault.key.empty() ? first : locate_key(json, fault.key);
    return at == std::string_view::npos ? first : at;
  };
  const Json& doc = std::get<Json>(parsed);
  try {
    std::vector<Fault> warnings;
    Entry entry = read_document(doc, box, warnings);
    entry.line = first_line;
    for (const Fault& warning : warnings) {
      ParseError w = failed(at_key(warning), warning.message).error.value();
      entry.warnings.push_back(std::move(w));
    }
    if (entry.puzzle) entry.fpuzzles_json = json.substr(first);
    return entry;
  } catch (const Fault& fault) {
    return failed(at_key(fault), fault.message);
  } catch (const nlohmann::json::exception& e) {
    // Every value's type is checked before it is read: this is a safety net.
    return failed(first, std::string("unreadable f-puzzles JSON: ") + e.what());
  }
}

}  // namespace satdoku
