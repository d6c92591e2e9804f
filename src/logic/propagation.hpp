// What follows from one assumption ("r1c2 is 5", or "is not 5"): the
// candidates that must then be true and those that must be false, each with
// the nodes it follows from, as Sudoku Explainer's forcing chains compute it.
//
// Static propagation follows the links of the state as it is (Links).
// Dynamic propagation also takes out every candidate it finds false, so a
// cell or a house may come down to one candidate on the way (SE's "dynamic"
// chains); level 1 also applies locked candidates, hidden and naked pairs
// and X-Wings to the reduced grid when nothing else follows (SE's "+"), and
// the nested levels the chains themselves.
// Nishio propagation follows one digit's links only.
#pragma once

#include <vector>

#include "links.hpp"

namespace satdoku::logic {

struct Outcome {
  std::vector<int> nodes;  // candidate * 2 + on, in the order found
  std::vector<int> parent_begin;
  std::vector<int> parents;  // local indices of each node's causes
  std::vector<int> local;    // node -> local index, or -1 (sized 2 * candidates)
  // When the assumption leads to a candidate both true and false: the
  // local indices of the true node and of the false node (the one found
  // second is in `nodes` but not in `local`).
  int clash_on = -1;
  int clash_off = -1;

  bool has(int node) const { return local[node] >= 0; }
  // The number of distinct nodes `index` follows from, itself included
  // (SE's complexity of a chain ending there).
  int ancestors(int index, std::vector<int>& stamp, int& generation, std::vector<int>& todo) const;
};

// dynamic_plus is SE's level 1; nested_chains (level 2) also applies the
// chains and cycles to the reduced grid, nested_multiple (level 3) the cell
// and unit forcing chains too.
enum class Propagation {
  nishio,
  static_multiple,
  dynamic,
  dynamic_plus,
  nested_chains,
  nested_multiple
};

class Propagator {
 public:
  Propagator(const FindContext& c, const Links& links, Propagation kind);

  // Fills `out` with what follows from `start` (a node).
  void run(int start, Outcome& out);

 private:
  void reset(Outcome& out);
  int add(Outcome& out, int node, const int* causes, int count);
  int add(Outcome& out, int node, int cause) { return add(out, node, &cause, cause >= 0); }
  void remove(int cand);
  // Level 1: eliminations of the basic techniques on the reduced grid.
  bool advanced(Outcome& out, std::vector<int>& pending_off);

  const FindContext& c_;
  const LogicTopology& t_;
  const Links& l_;
  Propagation kind_;
  int n_;
  std::vector<DigitMask> mask0_, mask_;        // per cell: before the assumption, now
  std::vector<std::uint64_t> where0_, where_;  // per house * N + digit - 1: positions
  std::vector<std::vector<int>> slot_;  // per cell, parallel to houses_of: index in the house
  std::vector<int> removed_;            // candidates taken out by this run
  std::vector<int> causes_;             // scratch: the causes of the node being added
};

}  // namespace satdoku::logic
