// The layout's f-puzzles JSON with new givens (satdoku/fpuzzles_writer.hpp).
#include "satdoku/fpuzzles_writer.hpp"

#include <algorithm>
#include <nlohmann/json.hpp>

#include "satdoku/fpuzzles.hpp"

namespace satdoku {

std::optional<std::string> fpuzzles_with_givens(std::string_view layout_json, const Grid& givens) {
  nlohmann::ordered_json doc =
      nlohmann::ordered_json::parse(layout_json, nullptr, /*allow_exceptions=*/false);
  if (!doc.is_object()) return std::nullopt;
  auto grid = doc.find("grid");
  const int n = givens.side();
  if (grid == doc.end() || !grid->is_array() || static_cast<int>(grid->size()) != n)
    return std::nullopt;
  // Boxes other than those f-puzzles gives the size (--box 3x2 for 6x6) are
  // written as regions, so that the puzzle reads back as it was made.
  const Geometry& g = givens.geometry();
  const std::optional<Geometry> usual = fpuzzles_box(n);
  const bool own_boxes = !usual || usual->box_rows != g.box_rows;
  for (int r = 0; r < n; ++r) {
    nlohmann::ordered_json& row = (*grid)[static_cast<std::size_t>(r)];
    if (!row.is_array() || static_cast<int>(row.size()) != n) return std::nullopt;
    for (int c = 0; c < n; ++c) {
      nlohmann::ordered_json& cell = row[static_cast<std::size_t>(c)];
      if (cell.is_null()) cell = nlohmann::ordered_json::object();
      if (!cell.is_object()) return std::nullopt;
      if (own_boxes && !cell.contains("region")) cell["region"] = g.box_of(r, c);
      if (const int v = givens.at(r, c)) {
        cell["value"] = v;
        cell["given"] = true;
      } else {
        cell.erase("value");
        cell.erase("given");
      }
    }
  }
  doc.erase("solution");
  return doc.dump();
}

std::optional<std::string> fpuzzles_json_text(std::string_view input) {
  // Leading '#' comment lines say nothing.
  std::size_t first = input.find_first_not_of(" \t\r\n");
  while (first != std::string_view::npos && input[first] == '#')
    first = input.find_first_not_of(" \t\r\n", std::min(input.find('\n', first), input.size()));
  if (first == std::string_view::npos) return std::nullopt;
  if (input[first] == '{') return std::string(input.substr(first));
  std::string_view line = input.substr(first);
  line = line.substr(0, line.find_first_of("\r\n"));
  while (!line.empty() && (line.back() == ' ' || line.back() == '\t')) line.remove_suffix(1);
  const std::optional<std::string> payload = fpuzzles_link_payload(line);
  return decode_fpuzzles_data(payload ? std::string_view(*payload) : line).json;
}

}  // namespace satdoku
