// The validity checker's half that judges variant rules. Each rule is checked
// as rules.hpp states it, straight from its cells, in plain code that shares
// nothing with the engines or with src/core/lowering: a mistake there must
// not be able to hide behind a checker that reads the rules the same way.
#pragma once

#include <string>

#include "satdoku/grid.hpp"
#include "satdoku/rules.hpp"

namespace satdoku {

// "R1C2": the name f-puzzles and setters use, counted from 1.
std::string rule_cell_name(int cell, int side);

// The first rule of `rules.list` that `solution` breaks, as "label: what"
// naming the cells with their values; empty when every rule holds.
// `solution` must be complete with values 1..N (check_solution sees to it).
// Jigsaw regions are not checked here (check_solution does, with the rows).
std::string first_broken_rule(const Rules& rules, const Grid& solution);

// Why `solution` breaks `rule`, one of the kinds of lines, outside clues,
// clones and indexers (check_line_rules.cpp), or "".
std::string broken_line_rule(const Rule& rule, const Rules& rules, const Grid& solution);

}  // namespace satdoku
