// f-puzzles JSON Lines: one puzzle's JSON object per line.
#include <utility>

#include "fpuzzles_parts.hpp"

namespace satdoku::fpuzzles_internal {

std::vector<std::pair<int, std::string>> json_lines(std::string_view text) {
  std::vector<std::pair<int, std::string>> out;
  int number = 0;
  while (!text.empty()) {
    ++number;
    const std::size_t end = text.find('\n');
    std::string_view line = text.substr(0, end);
    text = end == std::string_view::npos ? std::string_view() : text.substr(end + 1);
    const std::size_t first = line.find_first_not_of(" \t\r");
    if (first == std::string_view::npos) continue;
    line = line.substr(first);
    // A line of a pretty-printed document may be a whole object too ("{}"),
    // but never all of them: its first line is "{" alone.
    if (line.front() != '{' || !Json::accept(line)) return {};
    out.emplace_back(number, std::string(line));
  }
  if (out.size() < 2) out.clear();
  return out;
}

}  // namespace satdoku::fpuzzles_internal
