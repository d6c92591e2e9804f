// Pencil marks printed (line, pretty, json) and the pencil-mark line read
// back (satdoku/pencil_marks.hpp).
#include "satdoku/pencil_marks.hpp"

#include <bit>
#include <memory>

#include "notation_rows.hpp"

namespace satdoku {
namespace {

char digit_symbol(int digit) {
  return static_cast<char>('0' + digit);
}

std::string name_of(int cell, int side) {
  // Appended piece by piece: GCC 12 warns falsely (-Wrestrict) on "R" + std::string.
  std::string name = "R";
  name += std::to_string(cell / side + 1);
  name += 'C';
  name += std::to_string(cell % side + 1);
  return name;
}

// The symbol of a digit in a drawn block: '1'..'9', then 'A' = 10 ...
char block_symbol(int digit) {
  const auto symbol = symbol_of(digit);
  return symbol ? *symbol : '?';
}

}  // namespace

std::string pencil_line(const Geometry& geometry, std::span<const std::uint64_t> masks) {
  const int n = geometry.side();
  std::string out;
  out.reserve(static_cast<std::size_t>(geometry.cells() * n + 1));
  for (int cell = 0; cell < geometry.cells(); ++cell)
    for (int d = 1; d <= n; ++d)
      out += (masks[static_cast<std::size_t>(cell)] & digit_bit(d)) ? digit_symbol(d) : '.';
  out += '\n';
  return out;
}

std::string pencil_pretty(const Grid& givens, std::span<const std::uint64_t> masks) {
  const Geometry& g = givens.geometry();
  const int n = g.side();
  const int stacks = n / g.box_cols;
  // One cell is box_cols symbols wide; cells of a box are one space apart.
  const int box_width = g.box_cols * g.box_cols + (g.box_cols - 1);
  std::string rule;
  for (int b = 0; b < stacks; ++b) {
    if (b > 0) rule += "-+-";
    rule.append(static_cast<std::size_t>(box_width), '-');
  }
  rule += '\n';
  std::string out;
  for (int r = 0; r < n; ++r) {
    if (r > 0) out += (r % g.box_rows == 0) ? rule : "\n";
    for (int line = 0; line < g.box_rows; ++line) {
      std::string text;
      for (int c = 0; c < n; ++c) {
        if (c > 0) text += (c % g.box_cols == 0) ? " | " : " ";
        const int cell = r * n + c;
        const int given = givens.at(cell);
        for (int k = 0; k < g.box_cols; ++k) {
          const int d = line * g.box_cols + k + 1;
          if (given != 0) {  // alone in the middle of its block
            const bool middle = line == g.box_rows / 2 && k == g.box_cols / 2;
            text += middle ? block_symbol(given) : ' ';
          } else {
            text += (masks[static_cast<std::size_t>(cell)] & digit_bit(d)) ? block_symbol(d) : '.';
          }
        }
      }
      while (!text.empty() && text.back() == ' ') text.pop_back();
      out += text;
      out += '\n';
    }
  }
  return out;
}

std::optional<Geometry> pencil_line_geometry(std::string_view text,
                                             const std::optional<Geometry>& box) {
  while (!text.empty() && (text.back() == ' ' || text.back() == '\t' || text.back() == '\r'))
    text.remove_suffix(1);
  auto fits = [&text](const Geometry& g) {
    const auto n = static_cast<std::size_t>(g.side());
    return n <= 9 && text.size() == n * n * n;
  };
  if (box) return fits(*box) ? box : std::nullopt;
  if (fits(Geometry{3, 3})) return Geometry{3, 3};
  if (!fits(Geometry{2, 2})) return std::nullopt;
  for (std::size_t cell = 0; cell < 16; ++cell) {
    bool any = false;
    for (int d = 1; d <= 4; ++d) {
      const char ch = text[cell * 4 + static_cast<std::size_t>(d - 1)];
      if (ch != '.' && ch != digit_symbol(d)) return std::nullopt;
      any = any || ch != '.';
    }
    if (!any) return std::nullopt;
  }
  return Geometry{2, 2};
}

Entry read_pencil_line(std::string_view text, const Geometry& geometry, const std::string& source,
                       int line) {
  while (!text.empty() && (text.back() == ' ' || text.back() == '\t' || text.back() == '\r'))
    text.remove_suffix(1);
  auto fail = [&](int column, std::string message) {
    return Entry{line, std::nullopt, ParseError{source, line, column, std::move(message)},
                 {},   {},           {}};
  };
  const int n = geometry.side();
  const auto length = static_cast<std::size_t>(n * n * n);
  if (text.size() != length)
    return fail(0, "expected " + std::to_string(length) + " pencil-mark symbols, found " +
                       std::to_string(text.size()));
  Grid grid(geometry);
  auto rules = std::make_shared<Rules>();
  for (int cell = 0; cell < n * n; ++cell) {
    std::uint64_t mask = 0;
    for (int d = 1; d <= n; ++d) {
      const std::size_t at = static_cast<std::size_t>(cell * n + d - 1);
      const char ch = text[at];
      if (ch == digit_symbol(d)) {
        mask |= digit_bit(d);
      } else if (ch != '.') {
        return fail(static_cast<int>(at) + 1, std::string("expected '") + digit_symbol(d) +
                                                  "' or '.' for " + name_of(cell, n) + ", found " +
                                                  notation_internal::byte_name(ch));
      }
    }
    const int count = std::popcount(mask);
    if (count == 0) return fail(cell * n + 1, name_of(cell, n) + " has no candidate");
    if (count == 1) {
      grid.set(cell, std::countr_zero(mask) + 1);
    } else if (count < n) {
      Rule rule;
      rule.kind = RuleKind::pencil_marks;
      rule.label = "pencil[" + name_of(cell, n) + "]";
      rule.cells = {cell};
      for (int d = 1; d <= n; ++d)
        if (mask & digit_bit(d)) rule.digits.push_back(d);
      rules->list.push_back(std::move(rule));
    }
  }
  std::string shown(text);
  return Entry{line, Puzzle(std::move(grid), std::move(rules)), std::nullopt, std::move(shown), {},
               {}};
}

}  // namespace satdoku
