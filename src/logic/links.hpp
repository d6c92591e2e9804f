// The links between candidates that chains follow, for one candidate state.
//
// A candidate is (cell, digit), numbered cell * N + digit - 1. Weak links
// ("if this one is true, that one is false"): other digits of the same cell
// (SE calls these Y-links), the same digit in a peer cell, and pairs a rule's
// relation forbids. Strong links ("if this one is false, that one is true"):
// the other digit of a bivalue cell (Y), the other place of a digit with two
// places left in a house (X).
#pragma once

#include <vector>

#include "finders.hpp"

namespace satdoku::logic {

struct Links {
  explicit Links(const FindContext& c);

  int side = 0;
  int count = 0;                     // candidate numbers: cells * side
  std::vector<char> present;         // per candidate: open and a candidate
  std::vector<int> open_candidates;  // present ones, ascending
  // Weak links, as lists per candidate (CSR: begin[i]..begin[i+1]).
  std::vector<int> same_cell_begin, same_cell;  // Y: other digits of the cell
  std::vector<int> weak_begin, weak;            // same digit in peers, rule relations
  // Strong links.
  std::vector<int> bivalue_partner;             // Y: the other digit of a bivalue cell, or -1
  std::vector<int> conjugate_begin, conjugate;  // X: the other place in a house
  std::vector<int> conjugate_house;             // the house of each conjugate entry

  int cell(int cand) const { return cand / side; }
  int digit(int cand) const { return cand % side + 1; }
};

// SE's chain length adjustment: +0.1 (returned in tenths) for each step of
// the ceilings 4, 6, 8, 12, 16, 24 ... the chain's length (nodes - 2) passes.
int length_tenths(int nodes);

// "r1c2=5" or "r1c2<>5".
std::string node_text(const LogicTopology& t, int cand, bool on);

}  // namespace satdoku::logic
