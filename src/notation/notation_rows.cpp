#include "notation_rows.hpp"

#include <cstdio>

#include "satdoku/notation.hpp"

namespace satdoku::notation_internal {

namespace {

bool blank(char c) {
  return c == ' ' || c == '\t';
}
bool digit(char c) {
  return c >= '0' && c <= '9';
}

// What a byte that is no symbol looks like in a message. Non-ASCII and control
// bytes are shown as bytes: printing them raw would garble the terminal, and a
// UTF-8 character is several bytes, the first of which is the one at fault.
std::string unexpected(char c) {
  if (c == ' ') return "unexpected space";
  if (c == '\t') return "unexpected tab";
  if (c == '\0') return "unexpected NUL byte";
  const auto byte = static_cast<unsigned char>(c);
  if (byte > 0x20 && byte < 0x7F) return std::string("unexpected '") + c + "'";
  char text[64];
  std::snprintf(text, sizeof text, "unexpected byte 0x%02X (%s)", byte,
                byte >= 0x80 ? "not ASCII" : "a control character");
  return text;
}

void note_fault(RowScan& row, std::size_t index) {
  if (!row.fault) row.fault = Problem{static_cast<int>(index) + 1, unexpected(row.text[index])};
}

// A cell written as a decimal number (or '.'), from text[begin, end).
Cell number_cell(RowScan& row, std::size_t begin, std::size_t end) {
  Cell cell{0, static_cast<int>(begin) + 1, static_cast<int>(end - begin), true};
  if (end - begin == 1 && row.text[begin] == '.') return cell;
  for (std::size_t i = begin; i < end; ++i) {
    if (!digit(row.text[i])) {
      note_fault(row, i);
      cell.value = -1;
      return cell;
    }
    // Saturate: anything this large is out of range whatever its exact value.
    if (cell.value < 100000) cell.value = cell.value * 10 + (row.text[i] - '0');
  }
  return cell;
}

Cell symbol_cell(RowScan& row, std::size_t index) {
  const auto value = value_of(row.text[index]);
  if (!value) note_fault(row, index);
  return Cell{value.value_or(-1), static_cast<int>(index) + 1, 1, false};
}

// The symbols a grid of this side takes: "1-9", "1-9, A-G" (16x16), or for
// numbers written out (spaced notation) "1-16".
std::string digits_of(int side, bool numbers) {
  if (side <= 9 || numbers) return "1-" + std::to_string(side);
  std::string text = "1-9, A";
  if (side > 10) text.append("-").append(1, *symbol_of(side));
  return text;
}

// "'G' is not a digit of a 9x9 grid (1-9)": the symbol as written, and what
// the grid takes instead.
std::string range_message(const RowScan& row, const Cell& cell, int side) {
  const std::string_view text = row.text.substr(static_cast<std::size_t>(cell.column - 1),
                                                static_cast<std::size_t>(cell.length));
  // Built by append: g++ 12 warns falsely (-Wrestrict) on "literal" + string.
  std::string message;
  if (cell.number || digit(text[0])) {
    if (text.size() > 12) {
      message.append("a ").append(std::to_string(text.size())).append("-digit number");
    } else {
      message.append(text);
    }
  } else {
    message.append("'").append(text).append("'");
  }
  // "an 8x8", "an 11x11", "an 18x18": the article goes by the sound.
  const bool an = side == 8 || side == 11 || side == 18;
  const std::string size = std::to_string(side);
  return message.append(" is not a digit of ")
      .append(an ? "an " : "a ")
      .append(size)
      .append("x")
      .append(size)
      .append(" grid (")
      .append(digits_of(side, cell.number))
      .append(")");
}

bool has_box_shape(int side) {
  for (int h = 2; h * 2 <= side; ++h)
    if (side % h == 0) return true;
  return false;
}

// The squarest box for a side: 2x3 for 6, 2x4 for 8, 3x4 for 12.
Geometry suggested_box(int side) {
  Geometry best{2, side / 2};
  for (int h = 2; h * h <= side; ++h)
    if (side % h == 0) best = Geometry{h, side / h};
  return best;
}

}  // namespace

bool is_blank(std::string_view text) {
  return leading_blanks(text) == text.size();
}

bool is_comment(std::string_view text) {
  const std::size_t start = leading_blanks(text);
  return start < text.size() && text[start] == '#';
}

bool is_rule(std::string_view text) {
  bool dash = false;
  for (char c : text) {
    if (c == '-' || c == '=') {
      dash = true;
    } else if (c != '+' && c != '|' && !blank(c)) {
      return false;
    }
  }
  return dash;
}

std::size_t leading_blanks(std::string_view text) {
  std::size_t i = 0;
  while (i < text.size() && blank(text[i])) ++i;
  return i;
}

void scan_symbols(std::string_view text, RowScan& row) {
  row = RowScan{text, std::move(row.cells), std::nullopt, "symbols"};
  row.cells.clear();
  for (std::size_t i = leading_blanks(text); i < text.size(); ++i)
    row.cells.push_back(symbol_cell(row, i));
}

void scan_numbers(std::string_view text, RowScan& row) {
  row = RowScan{text, std::move(row.cells), std::nullopt, "numbers"};
  row.cells.clear();
  std::size_t i = 0;
  while (i < text.size()) {
    if (blank(text[i])) {
      ++i;
      continue;
    }
    std::size_t end = i;
    while (end < text.size() && !blank(text[end])) ++end;
    row.cells.push_back(number_cell(row, i, end));
    i = end;
  }
}

void scan_pretty(std::string_view text, RowScan& row) {
  row = RowScan{text, std::move(row.cells), std::nullopt, "cells"};
  row.cells.clear();
  auto separator = [](char c) { return c == '|' || blank(c); };
  // Blank-separated tokens within one box mean numbers; a single token per box
  // ("123|456|789") means one symbol per byte.
  bool tokens = false;
  int in_segment = 0;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '|') {
      in_segment = 0;
    } else if (!blank(text[i]) && (i == 0 || separator(text[i - 1]))) {
      if (++in_segment > 1) tokens = true;
    }
  }
  std::size_t i = 0;
  while (i < text.size()) {
    if (separator(text[i])) {
      ++i;
      continue;
    }
    if (!tokens) {
      row.cells.push_back(symbol_cell(row, i++));
      continue;
    }
    std::size_t end = i;
    while (end < text.size() && !separator(text[end])) ++end;
    if (end - i == 1 && !digit(text[i])) {
      row.cells.push_back(symbol_cell(row, i));  // '.' or a letter
    } else {
      row.cells.push_back(number_cell(row, i, end));
    }
    i = end;
  }
}

bool plain_cells(std::string_view text, int side, std::uint8_t* values, char* normal) {
  const std::size_t cells = text.size();
  if (side <= 9) {
    // Digits and '.': byte arithmetic without a branch, which the compiler
    // turns into a few vector operations (a 9x9 line is 81 bytes).
    const auto* in = reinterpret_cast<const std::uint8_t*>(text.data());
    const auto top = static_cast<std::uint8_t>(side);
    std::uint8_t bad = 0;
    for (std::size_t i = 0; i < cells; ++i) {
      const std::uint8_t c = in[i];
      const auto digit = static_cast<std::uint8_t>(c - '0');
      const std::uint8_t keep = c == '.' ? 0 : 0xFF;
      const std::uint8_t v = digit & keep;
      bad |= static_cast<std::uint8_t>((digit > top ? 0xFF : 0) & keep);
      values[i] = v;
      normal[i] = v == 0 ? '.' : static_cast<char>(c);
    }
    return bad == 0;
  }
  for (std::size_t i = 0; i < cells; ++i) {
    const std::optional<int> v = value_of(text[i]);
    if (!v || *v > side) return false;
    values[i] = static_cast<std::uint8_t>(*v);
    normal[i] = *symbol_of(*v);  // '.' for a blank, letters upper case
  }
  return true;
}

std::optional<Problem> check_row(const RowScan& row, int count, int max_value,
                                 const std::string& hint) {
  std::optional<Problem> best = row.fault;
  auto consider = [&best](int column, auto&& message) {
    if (!best || column < best->column) best = Problem{column, message()};
  };
  const int found = static_cast<int>(row.cells.size());
  if (found != count) {
    // A missing cell is reported just past the end of the row, an extra one
    // on itself. Values are not judged: their range depends on a size that
    // is already wrong (81 symbols read with --box 2x3 are not "8 out of
    // range 1..6" but a puzzle of the wrong size).
    const int column = found > count ? row.cells[static_cast<std::size_t>(count)].column
                                     : static_cast<int>(row.text.size()) + 1;
    consider(column, [&] { return count_message(count, found, row.unit) + hint; });
    return best;
  }
  for (const Cell& cell : row.cells) {
    if (cell.value > max_value) {
      consider(cell.column, [&] { return range_message(row, cell, max_value); });
      break;
    }
  }
  return best;
}

std::string count_message(int expected, int found, const char* unit) {
  return "expected " + std::to_string(expected) + " " + unit + ", found " + std::to_string(found);
}

SideCheck geometry_of_side(int side) {
  if (auto square = Geometry::square(side)) return {square, {}};
  const std::string name = "side " + std::to_string(side);
  if (side < kMinSide || side > kMaxSide)
    return {std::nullopt, name + " is not supported: sides go from " + std::to_string(kMinSide) +
                              " to " + std::to_string(kMaxSide)};
  if (!has_box_shape(side))
    return {std::nullopt, name + " has no box shape: a side must be H*W with H, W >= 2"};
  return {std::nullopt, name + " is not a square: name the box with --box HxW, e.g. --box " +
                            suggested_box(side).name()};
}

int side_for_cells(std::size_t cells) {
  for (int n = kMinSide; n <= kMaxSide; ++n)
    if (static_cast<std::size_t>(n * n) == cells) return n;
  return 0;
}

std::string box_hint(const Geometry& box) {
  return " (box " + box.name() + " has side " + std::to_string(box.side()) + ")";
}

std::string byte_name(char ch) {
  const auto c = static_cast<unsigned char>(ch);
  static constexpr char kHex[] = "0123456789ABCDEF";
  if (c >= 0x20 && c < 0x7F) return std::string("'") + ch + "'";
  return std::string("byte 0x") + kHex[c >> 4] + kHex[c & 15];
}

}  // namespace satdoku::notation_internal
