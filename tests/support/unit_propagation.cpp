#include "unit_propagation.hpp"

#include <cstdlib>

namespace satdoku::testing {

bool unit_propagate(const std::vector<std::vector<int>>& clauses, int variables,
                    std::vector<int>& value) {
  value.assign(static_cast<std::size_t>(variables) + 1, 0);
  // Each clause is looked at again whenever one of its literals turns false.
  std::vector<std::vector<int>> watching(2 * (static_cast<std::size_t>(variables) + 1));
  const auto slot = [](int literal) {
    return static_cast<std::size_t>(2 * std::abs(literal) + (literal < 0 ? 1 : 0));
  };
  for (std::size_t i = 0; i < clauses.size(); ++i)
    for (const int l : clauses[i]) watching[slot(-l)].push_back(static_cast<int>(i));
  std::vector<int> queue;
  const auto set = [&](int literal) {
    const int v = std::abs(literal), want = literal > 0 ? 1 : -1;
    if (value[v] == want) return true;
    if (value[v] == -want) return false;
    value[v] = want;
    queue.push_back(literal);
    return true;
  };
  // A clause with no true literal and one open one: it holds; none: false.
  const auto look = [&](const std::vector<int>& clause) {
    int open = 0, last = 0;
    for (const int l : clause) {
      const int v = value[std::abs(l)] * (l > 0 ? 1 : -1);
      if (v > 0) return true;
      if (v == 0) ++open, last = l;
    }
    if (open == 0) return false;
    return open > 1 || set(last);
  };
  for (const auto& clause : clauses)
    if (!look(clause)) return false;
  for (std::size_t head = 0; head < queue.size(); ++head)
    for (const int i : watching[slot(queue[head])])
      if (!look(clauses[i])) return false;
  return true;
}

}  // namespace satdoku::testing
