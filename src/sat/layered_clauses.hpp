// CNF for a constraint that reads its steps in order with memory: a layered
// graph whose layer i holds the states the constraint can be in after i
// steps (a line automaton's states, a sum's running totals), and whose edges
// between layers i-1 and i are labelled with one of step i's options (a
// cell-digit literal, or two literals that hold together). Layer 0 is the
// start; every node of the last layer accepts.
//
// The clauses make unit propagation arc consistent on the constraint: an
// option's literals lose their last edge, and so become false, exactly when
// no path from the start to the last layer through the options still open
// uses it (Bacchus's encoding of the regular constraint, "GAC via unit
// propagation", CP 2007). Only live nodes and edges (on some such path with
// every option open) are encoded. Variables: a node variable per live node
// of an inner layer that has more than one, n(i,q); an edge variable e per
// live edge, except that an option with one live edge at its step is that
// edge. Clauses:
// - e -> n(from), e -> each literal of its option, e -> n(to) (binary);
// - per option of a step: its literals -> OR of its live edges (a ban on the
//   option when it has none);
// - per node of an inner layer: n -> OR of its incoming edges, n -> OR of
//   its outgoing edges.
// A layer with one live node makes that node a constant. In every model the
// true nodes are the states of the one run the options that hold spell out,
// as long as the options that hold at a step agree on the move from each
// node (one digit per cell does that).
#pragma once

#include <array>
#include <functional>
#include <vector>

namespace satdoku {

// One way a step can go: when both literals hold (`size` of them, 1 or 2).
struct LayerOption {
  std::array<int, 2> literals{};
  int size = 1;
};

// Step i of the graph (i counted from 1): its options, and the move from
// node `from` of layer i-1 by option `option`, to node `to` of layer i.
struct LayerStep {
  struct Edge {
    int from = 0;
    int option = 0;
    int to = 0;
  };
  std::vector<LayerOption> options;
  std::vector<Edge> edges;
  int nodes = 0;  // nodes of layer i (ids 0..nodes-1)
};

// Sends the clauses of the graph to `clause`. Layer 0 is node 0 alone; the
// nodes of the last layer all accept. New variables come from `fresh`. No
// path at all: one empty clause.
void encode_layered(const std::vector<LayerStep>& steps, const std::function<int()>& fresh,
                    const std::function<void(std::vector<int>&)>& clause);

}  // namespace satdoku
