#include "topology.hpp"

#include <algorithm>
#include <string>

namespace satdoku {
namespace {

// Whether a relation is exactly "the two digits differ".
bool is_differ(const PairTable& table, int side) {
  for (int a = 1; a <= side; ++a)
    for (int b = 1; b <= side; ++b)
      if (table.allows(a, b, side) != (a != b)) return false;
  return true;
}

}  // namespace

LogicTopology::LogicTopology(const Puzzle& puzzle)
    : geometry(puzzle.grid.geometry()),
      side(puzzle.side()),
      cells(puzzle.grid.cells()),
      words((puzzle.grid.cells() + 63) / 64),
      classic(puzzle.classic()),
      lowered(lower(puzzle)) {
  const int n = side;
  all_digits = n == 64 ? ~DigitMask{0} : (DigitMask{1} << n) - 1;
  jigsaw = puzzle.rules && !puzzle.rules->regions.empty();

  for (int r = 0; r < n; ++r) {
    LogicHouse h{LogicHouse::Kind::row, r, {}, "row " + std::to_string(r + 1)};
    for (int c = 0; c < n; ++c) h.cells.push_back(r * n + c);
    houses.push_back(std::move(h));
  }
  for (int c = 0; c < n; ++c) {
    LogicHouse h{LogicHouse::Kind::column, c, {}, "column " + std::to_string(c + 1)};
    for (int r = 0; r < n; ++r) h.cells.push_back(r * n + c);
    houses.push_back(std::move(h));
  }
  const auto region_kind = jigsaw ? LogicHouse::Kind::region : LogicHouse::Kind::box;
  for (int b = 0; b < n; ++b)
    houses.push_back({region_kind, b, {}, (jigsaw ? "region " : "box ") + std::to_string(b + 1)});
  for (int cell = 0; cell < cells; ++cell)
    houses[2 * n + lowered.regions[cell]].cells.push_back(cell);

  // The rules' all-different groups: full-size ones are houses.
  for (const Distinct& group : lowered.distinct) {
    std::vector<int> members = group.cells;
    std::sort(members.begin(), members.end());
    members.erase(std::unique(members.begin(), members.end()), members.end());
    if (static_cast<int>(members.size()) == n) {
      const bool known = std::any_of(houses.begin(), houses.end(), [&](const LogicHouse& h) {
        std::vector<int> sorted = h.cells;
        std::sort(sorted.begin(), sorted.end());
        return sorted == members;
      });
      if (!known)
        houses.push_back({LogicHouse::Kind::rule, group.origin, std::move(members),
                          lowered.origins[group.origin]});
    } else {
      small_groups.push_back(std::move(members));
      small_group_origin.push_back(group.origin);
    }
  }

  for (int h = 2 * n; h < 3 * n; ++h) search_order.push_back(h);
  for (int h = n; h < 2 * n; ++h) search_order.push_back(h);
  for (int h = 0; h < n; ++h) search_order.push_back(h);
  for (int h = 3 * n; h < static_cast<int>(houses.size()); ++h) search_order.push_back(h);

  houses_of.assign(cells, {});
  for (int h = 0; h < static_cast<int>(houses.size()); ++h)
    for (const int cell : houses[h].cells) houses_of[cell].push_back(h);

  peer_bits.assign(static_cast<std::size_t>(cells) * words, 0);
  auto link = [&](int a, int b) {
    if (a == b) return;
    peer_bits[static_cast<std::size_t>(a) * words + (b >> 6)] |= std::uint64_t{1} << (b & 63);
    peer_bits[static_cast<std::size_t>(b) * words + (a >> 6)] |= std::uint64_t{1} << (a & 63);
  };
  auto link_group = [&](const std::vector<int>& group) {
    for (std::size_t i = 0; i < group.size(); ++i)
      for (std::size_t j = i + 1; j < group.size(); ++j) link(group[i], group[j]);
  };
  for (const LogicHouse& h : houses) link_group(h.cells);
  for (const auto& group : small_groups) link_group(group);

  relations_of.assign(cells, {});
  for (const PairTable& table : lowered.pairs) {
    if (is_differ(table, n)) {
      link(table.a, table.b);
      continue;
    }
    relations_of[table.a].push_back(static_cast<int>(relations.size()));
    relations_of[table.b].push_back(static_cast<int>(relations.size()));
    relations.push_back({table.a, table.b, table.origin, table.allowed});
  }

  peers.assign(cells, {});
  for (int a = 0; a < cells; ++a)
    for (int b = 0; b < cells; ++b)
      if (sees(a, b)) peers[a].push_back(b);
}

}  // namespace satdoku
