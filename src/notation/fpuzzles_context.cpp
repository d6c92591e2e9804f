// Cell names, cell lists, lines and numbers of f-puzzles JSON, checked as
// they are read: every fault names its rule and what is wrong with it.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdlib>

#include "fpuzzles_parts.hpp"

namespace satdoku::fpuzzles_internal {

namespace {

// Digits at text[at...], as a number up to 999; advances `at`.
std::optional<int> digits(std::string_view text, std::size_t& at) {
  const std::size_t start = at;
  int value = 0;
  while (at < text.size() && text[at] >= '0' && text[at] <= '9' && at - start < 3)
    value = value * 10 + (text[at++] - '0');
  if (at == start) return std::nullopt;
  return value;
}

}  // namespace

std::string quoted(const Json& value) {
  // Lists and objects are never dumped: they may be nested deeper than the
  // stack allows, and they are not what a message needs to show.
  if (value.is_array()) return "a list";
  if (value.is_object()) return "an object";
  // Appended piece by piece: g++ 12 gives a false -Wrestrict on "'" + s.
  std::string text;
  if (value.is_string())
    text.append("'").append(value.get_ref<const std::string&>()).append("'");
  else
    text = value.dump();
  if (text.size() > 40) text = text.substr(0, 37) + "...";
  return text;
}

bool edge_adjacent(int a, int b, int side) {
  const int dr = std::abs(a / side - b / side), dc = std::abs(a % side - b % side);
  return dr + dc == 1;
}

bool king_adjacent(int a, int b, int side) {
  const int dr = std::abs(a / side - b / side), dc = std::abs(a % side - b % side);
  return std::max(dr, dc) == 1;
}

void Context::fail(const std::string& label, const std::string& what) const {
  throw Fault{key_, label.empty() ? what : label + ": " + what};
}

void Context::warn(const std::string& label, const std::string& what) const {
  if (warnings_) warnings_->push_back({key_, label.empty() ? what : label + ": " + what});
}

std::string Context::name(int cell) const {
  std::string text = "R";
  return text.append(std::to_string(cell / n_ + 1))
      .append("C")
      .append(std::to_string(cell % n_ + 1));
}

std::string Context::size_name() const {
  return std::to_string(n_) + "x" + std::to_string(n_);
}

Outside Context::position(const Json& text_value, const std::string& label) const {
  if (!text_value.is_string())
    fail(label, "expected a cell name like R1C1, found " + quoted(text_value));
  const std::string& text = text_value.get_ref<const std::string&>();
  std::size_t at = 0;
  std::optional<int> row, col;
  if (at < text.size() && (text[at] == 'R' || text[at] == 'r')) row = digits(text, ++at);
  if (row && at < text.size() && (text[at] == 'C' || text[at] == 'c')) col = digits(text, ++at);
  if (!row || !col || at != text.size())
    fail(label, quoted(text_value) + " is not a cell name like R1C1");
  return {*row, *col};
}

int Context::cell(const Json& text_value, const std::string& label) const {
  const Outside p = position(text_value, label);
  if (p.row < 1 || p.row > n_ || p.col < 1 || p.col > n_)
    fail(label, text_value.get<std::string>() + " is outside the " + size_name() + " grid");
  return (p.row - 1) * n_ + (p.col - 1);
}

std::vector<int> Context::cell_set(const Json& list, const std::string& label) const {
  if (!list.is_array()) fail(label, "expected a list of cells, found " + quoted(list));
  std::vector<int> cells;
  for (const Json& entry : list) {
    const int c = cell(entry, label);
    if (std::find(cells.begin(), cells.end(), c) != cells.end())
      fail(label, name(c) + " is listed twice");
    cells.push_back(c);
  }
  if (cells.empty()) fail(label, "the list of cells is empty");
  return cells;
}

std::vector<int> Context::line(const Json& list, const std::string& label) const {
  if (!list.is_array()) fail(label, "expected a line (a list of cells), found " + quoted(list));
  std::vector<int> cells;
  for (const Json& entry : list) {
    const int c = cell(entry, label);
    if (!cells.empty() && !king_adjacent(cells.back(), c, n_))
      fail(label, "the line jumps from " + name(cells.back()) + " to " + name(c) +
                      " (cells on a line must touch)");
    cells.push_back(c);
  }
  return cells;
}

std::optional<int> Context::number(const Json& object, const char* field,
                                   const std::string& label) const {
  const auto it = object.find(field);
  if (it == object.end()) return std::nullopt;
  return number_value(*it, label, std::string("'") + field + "'");
}

// One rule for every number of a puzzle, however it is written (a JSON
// number, a whole float, a string of digits): a whole number from 0 to
// kMaxNumber, anything else out of range with the same message.
std::optional<int> Context::number_value(const Json& v, const std::string& label,
                                         const std::string& what) const {
  constexpr std::int64_t kMaxNumber = 1'000'000;
  const std::string range = " (0 to " + std::to_string(kMaxNumber) + ")";
  if (v.is_null()) return std::nullopt;
  if (v.is_number_unsigned() || v.is_number_integer()) {
    const bool fits = v.is_number_unsigned()
                          ? v.get<std::uint64_t>() <= kMaxNumber
                          : v.get<std::int64_t>() >= 0 && v.get<std::int64_t>() <= kMaxNumber;
    if (!fits) fail(label, what + " is out of range: " + v.dump() + range);
    return static_cast<int>(v.get<std::int64_t>());
  }
  if (v.is_number_float()) {
    const double value = v.get<double>();
    if (!(value >= 0 && value <= kMaxNumber))
      fail(label, what + " is out of range: " + v.dump() + range);
    if (value != std::floor(value)) fail(label, what + " is not a whole number: " + v.dump());
    return static_cast<int>(value);
  }
  if (v.is_string()) {
    const std::string& text = v.get_ref<const std::string&>();
    if (text.empty()) return std::nullopt;
    const std::size_t sign = text[0] == '-' ? 1 : 0;
    if (text.size() == sign ||
        !std::all_of(text.begin() + static_cast<std::ptrdiff_t>(sign), text.end(),
                     [](char c) { return c >= '0' && c <= '9'; }))
      fail(label, what + " is not a whole number: " + quoted(v));
    // Read with a bound: any number of digits past it is simply too large.
    std::int64_t value = 0;
    for (std::size_t i = sign; i < text.size() && value <= kMaxNumber; ++i)
      value = value * 10 + (text[i] - '0');
    if (sign == 1 && value > 0) value = -value;
    if (value < 0 || value > kMaxNumber)
      fail(label, what + " is out of range: " + quoted(v) + range);
    return static_cast<int>(value);
  }
  fail(label, what + " is not a number: " + quoted(v));
}

std::optional<int> Context::positive(const Json& object, const char* field,
                                     const std::string& label) const {
  const std::optional<int> value = number(object, field, label);
  if (value == 0)
    fail(label,
         std::string("'") + field + "' must be at least 1 (leave it out, or \"\", for none)");
  return value;
}

int Context::digit(const Json& v, const std::string& label, const std::string& what) const {
  const std::optional<int> d = number_value(v, label, what);
  if (!d) fail(label, what + " is empty");
  if (*d < 1 || *d > n_)
    fail(label, what + " " + std::to_string(*d) + " is out of range 1.." + std::to_string(n_));
  return *d;
}

const Json& Context::array(const Json& object, const char* field, const std::string& label) const {
  static const Json kEmpty = Json::array();
  const auto it = object.find(field);
  if (it == object.end() || it->is_null()) return kEmpty;
  if (!it->is_array()) fail(label, std::string("'") + field + "' is not a list: " + quoted(*it));
  return *it;
}

const Json& Context::required(const Json& object, const char* field,
                              const std::string& label) const {
  const auto it = object.find(field);
  if (it == object.end()) fail(label, std::string("missing '") + field + "'");
  const Json& v = *it;
  const std::string name = std::string("'") + field + "'";
  if (v.is_null()) fail(label, name + " is null");
  if (v.is_string() && v.get_ref<const std::string&>().empty()) fail(label, name + " is empty");
  if (v.is_array() && v.empty()) fail(label, name + " is an empty list");
  if (v.is_object() && v.empty()) fail(label, name + " is an empty object");
  return v;
}

const Json& Context::required_list(const Json& object, const char* field,
                                   const std::string& label) const {
  const Json& v = required(object, field, label);
  if (!v.is_array()) fail(label, std::string("'") + field + "' is not a list: " + quoted(v));
  return v;
}

const Json& Context::field(const Json& object, const char* name) {
  static const Json kNull;
  const auto it = object.find(name);
  return it == object.end() ? kNull : *it;
}

const Json& Context::object(const Json& element, const std::string& label) const {
  if (!element.is_object()) fail(label, "expected an object, found " + quoted(element));
  return element;
}

}  // namespace satdoku::fpuzzles_internal
