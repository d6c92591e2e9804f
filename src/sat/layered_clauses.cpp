// The clauses of a layered graph; layered_clauses.hpp describes them.
#include "layered_clauses.hpp"

#include <algorithm>
#include <cstdint>
#include <tuple>

namespace satdoku {
namespace {

// An edge literal seen from one of its nodes: (node, literal).
using Touch = std::pair<int, int>;

// n -> OR of its literals, for each node of a layer that has a variable
// (touches sorted by node); skipped when the node is one of its own edges.
void node_clauses(std::vector<Touch>& touches, const std::vector<int>& node,
                  const std::function<void(std::vector<int>&)>& clause, std::vector<int>& c) {
  std::sort(touches.begin(), touches.end());
  for (std::size_t q = 0, t = 0; q < node.size(); ++q) {
    const std::size_t from = t;
    while (t < touches.size() && touches[t].first == static_cast<int>(q)) ++t;
    if (node[q] == 0) continue;
    c = {-node[q]};
    bool itself = false;
    for (std::size_t j = from; j < t; ++j) {
      itself = itself || touches[j].second == node[q];
      c.push_back(touches[j].second);
    }
    if (!itself) clause(c);
  }
}

}  // namespace

void encode_layered(const std::vector<LayerStep>& steps, const std::function<int()>& fresh,
                    const std::function<void(std::vector<int>&)>& clause) {
  const std::size_t k = steps.size();
  std::vector<int> c;
  if (k == 0) return;
  // live[i][q]: node q of layer i lies on a path from the start to the last
  // layer (layer 0 has the start alone).
  std::vector<std::vector<std::uint8_t>> live(k + 1);
  live[0].assign(1, 1);
  for (std::size_t i = 1; i <= k; ++i) {
    live[i].assign(static_cast<std::size_t>(steps[i - 1].nodes), 0);
    for (const auto& e : steps[i - 1].edges)
      if (live[i - 1][e.from]) live[i][e.to] = 1;
  }
  for (std::size_t i = k; i-- > 0;) {
    std::vector<std::uint8_t> onward(live[i].size(), 0);
    for (const auto& e : steps[i].edges)
      if (live[i][e.from] && live[i + 1][e.to]) onward[e.from] = 1;
    live[i] = std::move(onward);
  }
  if (!live[0][0]) {  // nothing reaches the last layer
    c.clear();
    clause(c);
    return;
  }
  // Node literals: 0 for a constant (layer 0, the last layer, or a layer
  // with one live node), else a variable.
  std::vector<std::vector<int>> node(k + 1);
  for (std::size_t i = 0; i <= k; ++i) {
    node[i].assign(live[i].size(), 0);
    if (i == 0 || i == k || std::count(live[i].begin(), live[i].end(), 1) < 2) continue;
    for (std::size_t q = 0; q < live[i].size(); ++q)
      if (live[i][q]) node[i][q] = fresh();
  }
  // Each layer's edge literals seen from their nodes: arriving, leaving.
  std::vector<Touch> arriving, leaving;
  std::vector<std::tuple<int, int, int>> joined;  // (from, to, option) of one-literal options
  for (std::size_t i = 1; i <= k; ++i) {
    const LayerStep& step = steps[i - 1];
    const std::size_t options = step.options.size();
    std::vector<int> edges_of(options, 0);
    std::vector<const LayerStep::Edge*> pairs_of_two;
    joined.clear();
    for (const auto& e : step.edges) {
      if (!live[i - 1][e.from] || !live[i][e.to]) continue;
      ++edges_of[e.option];
      if (step.options[e.option].size == 1)
        joined.emplace_back(e.from, e.to, e.option);
      else
        pairs_of_two.push_back(&e);
    }
    std::sort(joined.begin(), joined.end());
    std::vector<std::vector<int>> support(options);  // edge literals per option
    std::vector<std::uint8_t> is_edge(options, 0);   // the option's literal is its one edge
    const auto link = [&](int literal, int from, int to) {
      for (const int n : {node[i - 1][from], node[i][to]}) {
        if (n == 0 || n == literal) continue;
        c = {-literal, n};
        clause(c);
      }
      leaving.emplace_back(from, literal);
      arriving.emplace_back(to, literal);
    };
    // Parallel edges (same two nodes) of one-literal options share one
    // literal.
    for (std::size_t g = 0; g < joined.size();) {
      const auto [from, to, first_option] = joined[g];
      std::size_t end = g;
      while (end < joined.size() && std::get<0>(joined[end]) == from &&
             std::get<1>(joined[end]) == to)
        ++end;
      const std::size_t through = end - g;
      int literal = 0;
      if (through == 1 && edges_of[first_option] == 1) {
        literal = step.options[first_option].literals[0];
        is_edge[first_option] = 1;
      } else if (through == options) {
        // Every option moves the node to the same one (at least one option
        // holds): the node is the edge, or a constant one is always taken.
        literal = node[i - 1][from];
        if (literal == 0) {
          literal = fresh();
          c = {literal};
          clause(c);
        }
      } else {
        literal = fresh();
        c = {-literal};
        for (std::size_t j = g; j < end; ++j)
          c.push_back(step.options[std::get<2>(joined[j])].literals[0]);
        clause(c);
      }
      for (std::size_t j = g; j < end; ++j) support[std::get<2>(joined[j])].push_back(literal);
      link(literal, from, to);
      g = end;
    }
    for (const LayerStep::Edge* e : pairs_of_two) {
      const LayerOption& option = step.options[e->option];
      const int literal = fresh();
      for (int j = 0; j < option.size; ++j) {
        c = {-literal, option.literals[j]};
        clause(c);
      }
      support[e->option].push_back(literal);
      link(literal, e->from, e->to);
    }
    // Each option that holds takes one of its edges (a ban when none is
    // live), unless its literal is its one edge.
    for (std::size_t o = 0; o < options; ++o) {
      if (is_edge[o]) continue;
      const LayerOption& option = step.options[o];
      c.clear();
      for (int j = 0; j < option.size; ++j) c.push_back(-option.literals[j]);
      c.insert(c.end(), support[o].begin(), support[o].end());
      clause(c);
    }
    // A node holds only with an edge in and an edge out: layer i-1's edges
    // out are all known now, and so are layer i's edges in.
    if (i >= 2) node_clauses(leaving, node[i - 1], clause, c);
    if (i < k) node_clauses(arriving, node[i], clause, c);
    leaving.clear();
    arriving.clear();
  }
}

}  // namespace satdoku
