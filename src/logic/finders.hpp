// The techniques' finders: each looks at a candidate state and returns a step
// of its technique (or none). The solver (logic.cpp) calls them in order of
// difficulty; a finder returns the step SE would take of its own (the first
// found, or for chains the lowest rated).
#pragma once

#include <algorithm>
#include <atomic>
#include <bit>
#include <chrono>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "satdoku/logic.hpp"
#include "topology.hpp"

namespace satdoku::logic {

struct FindContext {
  const Puzzle& puzzle;
  const CandidateState& state;
  const LogicTopology& topo;
  // Whether a technique (by name) may be used.
  std::function<bool(std::string_view)> enabled;
  bool assume_unique = false;
  const std::atomic<bool>* stop = nullptr;
  std::optional<std::chrono::steady_clock::time_point> deadline = std::nullopt;

  bool stopped() const {
    return (stop && stop->load(std::memory_order_relaxed)) ||
           (deadline && std::chrono::steady_clock::now() >= *deadline);
  }
  int side() const { return topo.side; }
  DigitMask mask(int cell) const { return state.mask(cell); }
  bool open(int cell) const { return state.value(cell) == 0; }
};

using Finder = std::optional<Step> (*)(const FindContext&);

// Finders by family (one file each).
std::optional<Step> find_hidden_single(const FindContext& c);  // full house, hidden single
std::optional<Step> find_naked_single(const FindContext& c);
std::optional<Step> find_direct_intersection(const FindContext& c);  // direct pointing/claiming
std::optional<Step> find_intersection(const FindContext& c);         // pointing, claiming
std::optional<Step> find_direct_hidden_pair(const FindContext& c);
// A hidden pair in any house, however few its open cells (qqwing's rule).
std::optional<Step> find_any_hidden_pair(const FindContext& c);
std::optional<Step> find_direct_hidden_triple(const FindContext& c);
std::optional<Step> find_naked_pair(const FindContext& c);
std::optional<Step> find_naked_triple(const FindContext& c);
std::optional<Step> find_naked_quad(const FindContext& c);
std::optional<Step> find_hidden_pair(const FindContext& c);
std::optional<Step> find_hidden_triple(const FindContext& c);
std::optional<Step> find_hidden_quad(const FindContext& c);
std::optional<Step> find_x_wing(const FindContext& c);
std::optional<Step> find_swordfish(const FindContext& c);
std::optional<Step> find_jellyfish(const FindContext& c);
std::optional<Step> find_turbot_fish(const FindContext& c);      // skyscraper, kite, turbot
std::optional<Step> find_three_link_fish(const FindContext& c);  // the same with 3 links
std::optional<Step> find_xy_wing(const FindContext& c);
std::optional<Step> find_xyz_wing(const FindContext& c);
std::optional<Step> find_wxyz_wing(const FindContext& c);
std::optional<Step> find_vwxyz_wing(const FindContext& c);
std::optional<Step> find_unique_rectangle(const FindContext& c);
std::optional<Step> find_bug_plus_one(const FindContext& c);
std::optional<Step> find_aligned_pair_exclusion(const FindContext& c);
std::optional<Step> find_rule_restriction(const FindContext& c);  // variant primitives
std::optional<Step> find_chains(const FindContext& c);            // X/XY chains and cycles, AIC
std::optional<Step> find_nishio(const FindContext& c);
std::optional<Step> find_multiple_forcing(const FindContext& c);  // cell and unit forcing chains
std::optional<Step> find_dynamic_forcing(const FindContext& c);
std::optional<Step> find_dynamic_forcing_plus(const FindContext& c);
// SE's nested levels 2 and 3: dynamic forcing chains using chains (9.5) and
// cell and unit forcing chains (10.0) on the reduced grid.
std::optional<Step> find_nested_forcing(const FindContext& c);

// Helpers shared by the finders (step_build.cpp).
inline DigitMask bit_of(int digit) {
  return DigitMask{1} << (digit - 1);
}
// Set bits without a library call: baseline x86-64 has no POPCNT, and
// std::popcount becomes a call into libgcc (as src/native/digit_count.hpp).
inline int count_of(std::uint64_t m) {
  m = m - ((m >> 1) & 0x5555555555555555ull);
  m = (m & 0x3333333333333333ull) + ((m >> 2) & 0x3333333333333333ull);
  m = (m + (m >> 4)) & 0x0F0F0F0F0F0F0F0Full;
  return static_cast<int>((m * 0x0101010101010101ull) >> 56);
}
inline bool single_bit(std::uint64_t m) {
  return m && !(m & (m - 1));
}
inline int lowest_digit(DigitMask m) {
  return std::countr_zero(m) + 1;
}

// Adds digits to a step's eliminations (one entry per cell, merged).
void add_elimination(Step& step, int cell, DigitMask digits);
// Eliminations sorted by cell; reason cells sorted and unique.
Step& finish_step(Step& step);
// A rule as a step names it: its label and what the setter wrote on it
// ("killercage[3] (sum 10)", "kropki[2] (ratio 2)"); `origin` is its index.
std::string rule_title(const Puzzle& puzzle, int origin, const std::string& label);
// "1,3,7" (digits of a mask, ascending).
std::string digit_list(DigitMask digits);
// "r5c3".
std::string cell_text(const LogicTopology& topo, int cell);
// "r1c2,r1c5".
std::string cells_text(const LogicTopology& topo, const std::vector<int>& cells);
// The positions of `digit` among a house's open cells.
std::vector<int> positions(const FindContext& c, const LogicHouse& house, int digit);
// Whether the house already holds `digit` placed.
bool house_has_placed(const FindContext& c, const LogicHouse& house, int digit);

}  // namespace satdoku::logic
