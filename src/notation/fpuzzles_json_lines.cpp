// f-puzzles JSON Lines: one puzzle's JSON object per line, as `generate
// --rules` writes them; and how a text is told to be JSON Lines.
#include <algorithm>
#include <utility>

#include "fpuzzles_parts.hpp"

namespace satdoku::fpuzzles_internal {

namespace {

bool is_comment_line(std::string_view line) {
  const std::size_t first = line.find_first_not_of(" \t\r");
  return first != std::string_view::npos && line[first] == '#';
}

bool is_blank_line(std::string_view line) {
  return line.find_first_not_of(" \t\r") == std::string_view::npos;
}

}  // namespace

bool whole_object_line(std::string_view line) {
  const std::size_t first = line.find_first_not_of(" \t");
  const std::size_t last = line.find_last_not_of(" \t\r");
  if (first == std::string_view::npos || line[first] != '{') return false;
  int depth = 0;
  for (std::size_t i = first; i <= last; ++i) {
    const char c = line[i];
    if (c == '"') {
      for (++i; i <= last && line[i] != '"'; ++i) i += line[i] == '\\';
      if (i > last) return false;
    } else if (c == '{' || c == '[') {
      ++depth;
    } else if (c == '}' || c == ']') {
      if (--depth == 0) return i == last;
    }
  }
  return false;
}

std::vector<std::pair<int, std::string>> json_lines(std::string_view text) {
  std::vector<std::pair<int, std::string>> out;
  bool object_after_first = false;
  int number = 0;
  while (!text.empty()) {
    ++number;
    const std::size_t end = text.find('\n');
    const std::string_view line = text.substr(0, end);
    text = end == std::string_view::npos ? std::string_view() : text.substr(end + 1);
    if (is_blank_line(line) || is_comment_line(line)) continue;
    // A pretty-printed document's inner objects are indented: only an
    // object at the start of its line marks JSON Lines.
    if (!out.empty() && line.front() == '{' && whole_object_line(line)) object_after_first = true;
    out.emplace_back(number, std::string(line));
  }
  if (out.size() < 2 || !object_after_first) out.clear();
  return out;
}

std::string without_leading_comments(std::string text) {
  std::size_t at = 0;
  while (at < text.size()) {
    const std::size_t end = std::min(text.find('\n', at), text.size());
    const std::string_view line = std::string_view(text).substr(at, end - at);
    if (is_comment_line(line)) {
      for (std::size_t i = at; i < end; ++i) text[i] = ' ';
    } else if (!is_blank_line(line)) {
      break;
    }
    at = end + 1;
  }
  return text;
}

}  // namespace satdoku::fpuzzles_internal
