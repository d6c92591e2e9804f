// The clauses of a line automaton; automaton_clauses.hpp describes them.
#include "automaton_clauses.hpp"

#include <cstdint>

#include "layered_clauses.hpp"

namespace satdoku {

int encode_automaton(const LineAutomaton& a, int side, const std::function<int(int, int)>& x,
                     int next_free, const std::function<void(std::vector<int>&)>& clause) {
  const auto k = a.cells.size();
  std::vector<LayerStep> steps(k);
  // The states reachable after each cell, numbered densely per layer: the
  // rest of the table belongs to other positions.
  std::vector<int> id(static_cast<std::size_t>(a.states), -1), next_id = id;
  std::vector<int> layer = {0}, next_layer;
  id[0] = 0;
  for (std::size_t i = 0; i < k; ++i) {
    LayerStep& step = steps[i];
    for (int d = 1; d <= side; ++d) step.options.push_back({{x(a.cells[i], d), 0}, 1});
    next_layer.clear();
    for (const int q : layer) {
      for (int d = 1; d <= side; ++d) {
        const int to = a.step(q, d, side);
        if (to < 0 || (i + 1 == k && !a.accepting[to])) continue;
        if (next_id[to] < 0) {
          next_id[to] = static_cast<int>(next_layer.size());
          next_layer.push_back(to);
        }
        step.edges.push_back({id[q], d - 1, next_id[to]});
      }
    }
    step.nodes = static_cast<int>(next_layer.size());
    for (const int q : layer) id[q] = -1;
    std::swap(id, next_id);
    std::swap(layer, next_layer);
  }
  encode_layered(
      steps, [&next_free] { return next_free++; }, clause);
  return next_free;
}

}  // namespace satdoku
