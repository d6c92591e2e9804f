// The clauses of sums; sum_clauses.hpp describes them.
#include "sum_clauses.hpp"

#include <algorithm>
#include <cstdint>
#include <iterator>
#include <map>
#include <set>

namespace satdoku {
namespace {

std::set<int> intersect(const std::set<int>& a, const std::set<int>& b) {
  std::set<int> out;
  std::set_intersection(a.begin(), a.end(), b.begin(), b.end(), std::inserter(out, out.end()));
  return out;
}

// Sets of `size` distinct digits from `from`..side summing to `total`, as
// masks (bit d-1 for digit d); false once more than `max` are found.
bool sets_summing(int side, int size, int total, int from, std::uint64_t chosen, std::size_t max,
                  std::vector<std::uint64_t>& out) {
  if (size == 0) {
    if (total == 0) out.push_back(chosen);
    return out.size() <= max;
  }
  for (int d = from; d <= side; ++d) {
    if (size * d + size * (size - 1) / 2 > total) break;  // the smallest left overshoot
    if (!sets_summing(side, size - 1, total - d, d + 1, chosen | std::uint64_t{1} << (d - 1), max,
                      out))
      return false;
  }
  return true;
}

}  // namespace

int encode_layered_sum(const std::vector<SumStep>& steps, int total, int next_free,
                       const ClauseOut& clause) {
  const std::size_t k = steps.size();
  std::vector<std::set<int>> reach(k + 1);  // forward, then intersected with backward
  reach[0] = {0};
  for (std::size_t i = 1; i <= k; ++i)
    for (const int u : reach[i - 1])
      for (const SumOption& o : steps[i - 1]) reach[i].insert(u + o.delta);
  std::set<int> back = {total};
  for (std::size_t i = k; i-- > 0;) {
    reach[i + 1] = intersect(reach[i + 1], back);
    std::set<int> before;
    for (const int v : back)
      for (const SumOption& o : steps[i]) before.insert(v - o.delta);
    back = std::move(before);
  }
  reach[0] = intersect(reach[0], back);
  if (reach[k].empty() || reach[0].empty()) {
    std::vector<int> empty;
    clause(empty);
    return next_free;
  }
  std::vector<std::map<int, int>> id(k + 1);
  for (std::size_t i = 0; i <= k; ++i)
    for (const int v : reach[i]) id[i].emplace(v, static_cast<int>(id[i].size()));
  std::vector<LayerStep> graph(k);
  for (std::size_t i = 1; i <= k; ++i) {
    LayerStep& step = graph[i - 1];
    step.nodes = static_cast<int>(id[i].size());
    for (std::size_t o = 0; o < steps[i - 1].size(); ++o) {
      const SumOption& option = steps[i - 1][o];
      step.options.push_back(option.option);
      for (const auto& [u, from] : id[i - 1]) {
        const auto to = id[i].find(u + option.delta);
        if (to != id[i].end()) step.edges.push_back({from, static_cast<int>(o), to->second});
      }
    }
  }
  encode_layered(
      graph, [&next_free] { return next_free++; }, clause);
  return next_free;
}

bool encode_sum_sets(const std::vector<int>& cells, int total, int side, const CellDigit& x,
                     int& next_free, const ClauseOut& clause, std::size_t max_sets) {
  std::vector<std::uint64_t> sets;
  if (!sets_summing(side, static_cast<int>(cells.size()), total, 1, 0, max_sets, sets))
    return false;
  std::vector<int> c, at_least_one;
  std::vector<std::vector<int>> holding(static_cast<std::size_t>(side) + 1);  // per digit
  for (const std::uint64_t set : sets) {
    const int z = next_free++;
    at_least_one.push_back(z);
    for (const int cell : cells) {
      c = {-z};
      for (int d = 1; d <= side; ++d)
        if (set >> (d - 1) & 1U) c.push_back(x(cell, d));
      clause(c);
    }
    for (int d = 1; d <= side; ++d) {
      if (!(set >> (d - 1) & 1U)) continue;
      holding[d].push_back(z);
      c = {-z};
      for (const int cell : cells) c.push_back(x(cell, d));
      clause(c);
    }
  }
  clause(at_least_one);  // empty when no set reaches the total
  for (const int cell : cells) {
    for (int d = 1; d <= side; ++d) {
      c = {-x(cell, d)};
      c.insert(c.end(), holding[d].begin(), holding[d].end());
      clause(c);
    }
  }
  return true;
}

}  // namespace satdoku
