// The state of one ISS line being read (iss.cpp) and the reading of its
// rule items (iss_read_rules.cpp). Internal to the notation component.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "satdoku/grid.hpp"
#include "satdoku/rules.hpp"

namespace satdoku::iss_internal {

// One '.'-separated item of the line: its kind (empty for givens), its
// '~'-separated arguments, and the column (1-based) of its '.' in the line
// as written (0 when the line was decoded from a link).
struct Item {
  std::string kind;
  std::vector<std::string> args;
  int column = 0;
};

// A fault of the item being read, turned into a ParseError at the edge.
struct ItemFault {
  int column = 0;
  std::string message;
};

class Reading {
 public:
  explicit Reading(Geometry geometry) : geometry_(geometry), n_(geometry.side()) {}

  int side() const { return n_; }
  const Geometry& geometry() const { return geometry_; }

  // The item being read: faults point at it, rules are labelled after it
  // ("Thermo[2]": the third Thermo of the line).
  void begin(const Item& item);
  [[noreturn]] void fail(const std::string& what) const;
  void warn(const std::string& what);
  const std::string& label() const { return label_; }

  int cell(const std::string& id) const;
  // Cells from args[from] on: at least `min` of them.
  std::vector<int> cells(const std::vector<std::string>& args, std::size_t from,
                         std::size_t min = 1) const;
  // A whole number written in decimal, optionally negative.
  int number(const std::string& text, const std::string& what) const;
  std::string name(int cell) const;  // "R3C4", as satdoku writes cells

  Rule& add(RuleKind kind, std::vector<int> cells = {}, int value = 0);

  // Givens: the digits each cell may hold, intersected over every given of
  // it (as ISS merges them); a cell not listed may hold any digit.
  void allow(int cell, std::uint64_t digits);

  // What the whole line says, for the final checks and the Entry.
  Rules rules;
  std::map<int, std::uint64_t> allowed;
  std::vector<std::vector<int>> jigsaw;  // ISS Jigsaw pieces
  bool no_boxes = false;
  bool disjoint_sets = false;
  bool anti_consecutive = false;
  std::vector<int> pair_dots;  // indexes in rules.list of dots read from an ISS Pair
  std::vector<ItemFault> warnings;

 private:
  Geometry geometry_;
  int n_;
  int column_ = 0;
  std::string label_;
  std::map<std::string, int> seen_;  // items read per kind
};

// Reads one rule item into `reading`; false for a kind it does not know.
bool read_rule_item(Reading& reading, const Item& item);

}  // namespace satdoku::iss_internal
