// Steps as text, and the helpers the finders build steps with.
#include <algorithm>
#include <map>

#include "finders.hpp"

namespace satdoku {
namespace logic {

void add_elimination(Step& step, int cell, DigitMask digits) {
  if (!digits) return;
  for (Elimination& e : step.eliminations) {
    if (e.cell == cell) {
      e.digits |= digits;
      return;
    }
  }
  step.eliminations.push_back({cell, digits});
}

Step& finish_step(Step& step) {
  std::sort(step.eliminations.begin(), step.eliminations.end(),
            [](const Elimination& a, const Elimination& b) { return a.cell < b.cell; });
  auto& cells = step.reason.cells;
  std::sort(cells.begin(), cells.end());
  cells.erase(std::unique(cells.begin(), cells.end()), cells.end());
  return step;
}

std::string digit_list(DigitMask digits) {
  std::string out;
  for (int d = 1; digits; ++d, digits >>= 1) {
    if (!(digits & 1)) continue;
    if (!out.empty()) out += ',';
    out += std::to_string(d);
  }
  return out;
}

std::string cell_text(const LogicTopology& topo, int cell) {
  return cell_name(cell / topo.side, cell % topo.side);
}

std::string cells_text(const LogicTopology& topo, const std::vector<int>& cells) {
  std::string out;
  for (const int cell : cells) {
    if (!out.empty()) out += ',';
    out += cell_text(topo, cell);
  }
  return out;
}

std::vector<int> positions(const FindContext& c, const LogicHouse& house, int digit) {
  std::vector<int> out;
  const DigitMask bit = bit_of(digit);
  for (const int cell : house.cells)
    if (c.open(cell) && (c.mask(cell) & bit)) out.push_back(cell);
  return out;
}

bool house_has_placed(const FindContext& c, const LogicHouse& house, int digit) {
  for (const int cell : house.cells)
    if (c.state.value(cell) == digit) return true;
  return false;
}

}  // namespace logic

std::string step_changes(const Step& step, int side) {
  std::string out;
  for (const Placement& p : step.placements) {
    if (!out.empty()) out += "; ";
    out += cell_name(p.cell / side, p.cell % side) + "=" + std::to_string(p.digit);
  }
  // Cells losing the same digits are written together, in order of their first cell.
  std::vector<std::pair<DigitMask, std::vector<int>>> groups;
  for (const Elimination& e : step.eliminations) {
    auto it = std::find_if(groups.begin(), groups.end(),
                           [&](const auto& g) { return g.first == e.digits; });
    if (it == groups.end()) {
      groups.push_back({e.digits, {e.cell}});
    } else {
      it->second.push_back(e.cell);
    }
  }
  for (const auto& [digits, cells] : groups) {
    if (!out.empty()) out += "; ";
    for (std::size_t i = 0; i < cells.size(); ++i) {
      if (i) out += ',';
      out += cell_name(cells[i] / side, cells[i] % side);
    }
    out += " -" + logic::digit_list(digits);
  }
  return out;
}

std::string step_line(const Step& step, int side) {
  return step_changes(step, side) + "  " + step.reason.text;
}

}  // namespace satdoku
