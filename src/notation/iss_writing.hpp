// The ISS line being written (iss_write.cpp) and the writing of each rule
// (iss_write_rules.cpp). Internal to the notation component.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "iss_parts.hpp"
#include "satdoku/rules.hpp"

namespace satdoku::iss_internal {

struct Writer {
  explicit Writer(const Puzzle& p) : puzzle(p), n(p.side()) {}

  // ".KIND~arg~arg" appended to the text.
  void item(std::string_view kind, const std::vector<std::string>& args);
  // The same with the cells' ids after `head`.
  void cells_item(std::string_view kind, const std::vector<int>& cells,
                  std::vector<std::string> head = {});
  std::vector<std::string> ids(const std::vector<int>& cells) const;
  // ISS's pairwise relation on groups of cells: Pair relates each cell of a
  // group to the next, PairX every two cells of a group. `name` names the
  // groups in ISS (the satdoku kind they state).
  void pairs(bool all_pairs, const Relation& relation, std::string_view name,
             const std::vector<std::vector<int>>& groups);
  // True the first time a key is asked for: rules of the whole grid are
  // written once.
  bool once(std::string_view key);

  const Puzzle& puzzle;
  int n;
  std::string text;
  std::vector<std::string> done;
};

// Writes one rule; the reason it cannot be written, or "".
std::string write_rule(Writer& w, const Rule& rule);

}  // namespace satdoku::iss_internal
