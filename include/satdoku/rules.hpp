// Variant rules as setters state them: killer cages, thermometers, arrows,
// kropki dots, anti-knight, jigsaw regions ... (docs/rules.md, installed as
// rules.md.gz in the package's documentation, is the contract for what each
// one means).
//
// This is the one description of "a grid plus its rules" that every part
// reads: the f-puzzles reader writes it, the validity checker verifies a
// solution against it directly, and both engines solve it after lowering it
// to a few primitive constraints (inside the library). A classic Sudoku is
// the special case with no rules at all, and costs nothing extra.
//
// Cells are row-major indices (row * N + col, from 0), as in Grid. Rules keep
// the order the setter gave (a thermometer's bulb first, a pill's first cell
// first), because several rules read their cells in order.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "satdoku/grid.hpp"

namespace satdoku {

enum class RuleKind : std::uint8_t {
  // Global rules: `cells` is empty; they apply to the whole grid.
  antiknight,       // cells a chess knight's move apart differ
  antiking,         // cells a chess king's move apart differ
  nonconsecutive,   // as negative_difference: f-puzzles' name for it
  disjoint_groups,  // cells in the same position of their regions differ
  // The negative constraints: they forbid their relation on every pair of
  // edge-adjacent cells that carries no dot of that family (difference and
  // ratio are one family, kropki; X and V another), whatever the dots' values.
  negative_difference,  // unmarked adjacent cells never differ by 1
  negative_ratio,       // unmarked adjacent cells are in no ratio a black dot shows (2 if none)
  negative_xv,          // unmarked adjacent cells never sum to 5 or 10

  // Sets of cells.
  diagonal,      // cells: the diagonal, each digit once
  extra_region,  // cells: all different
  killer_cage,   // cells: all different; sum to `value` when value > 0
  renban,        // cells: a line; different digits forming a run of consecutive numbers
  quadruple,     // cells: a 2x2; each of `digits` appears at least as often as it is listed

  // Lines: `cells` in the order they are drawn.
  thermometer,    // digits strictly increase from the bulb (cells[0])
  whispers,       // neighbours along the line differ by at least `value`
  palindrome,     // the line reads the same from either end
  little_killer,  // cells: those the diagonal passes, from the clue; they sum to `value`
  sandwich,  // cells: a whole row or column, in order; between its 1 and its N they sum to `value`
  arrow,     // cells: circle or pill (1 to 3 cells, read as one decimal number,
             // first cell first); `line`: the shaft, the cells after the pill;
             // the shaft's digits sum to the pill's number (repeats allowed)

  // Two edge-adjacent cells.
  difference,  // white kropki dot: the digits differ by `value`
  ratio,       // black kropki dot: one digit is `value` times the other
  xv,          // the two digits sum to `value` (10 for X, 5 for V)

  // One cell.
  odd,           // the digit is odd
  even,          // the digit is even
  minimum,       // smaller than every edge-adjacent cell that is not a minimum cell
  maximum,       // larger than every edge-adjacent cell that is not a maximum cell
  pencil_marks,  // the digit is one of `digits` (f-puzzles givenPencilMarks)

  // The kinds published setters' puzzles brought in (lowering_lines.hpp).
  // Lines: `cells` in the order they are drawn.
  slow_thermometer,  // digits never decrease from the bulb (cells[0])
  between_line,      // the cells between the two ends lie strictly between the ends' digits
  lockout_line,      // the ends differ by `value` or more; the cells between lie outside
                     // the ends' range (ends included)
  entropic_line,     // every 3 cells in a row along the line hold a low, a middle and a high
                     // digit (1-3, 4-6, 7-9 on 9x9)
  modular_line,      // every 3 cells in a row along the line differ mod 3
  nabner_line,       // no two cells of the line hold equal or consecutive digits
  zipper_line,       // cells the same distance from the line's middle sum to the same
                     // total (the middle cell's digit when the line has one)
  double_arrow,      // the two ends sum to the sum of the cells between them
  region_sum_line,   // where the line enters a region it starts a segment; every
                     // segment sums to the same total
  // Outside clues.
  x_sum,       // cells: a whole row or column, first the cell next to the clue;
               // the first X cells sum to `value`, X being the first cell's digit
  skyscraper,  // cells: as x_sum; `value` cells are higher than every cell before them
  // Cells and their clones.
  clone,  // cells[i] and line[i] hold the same digit
  // Indexers, one cell each: the cell holds d, at index i (from 1) of its
  // column, row or region; then cell d of that column, row or region
  // (regions' cells counted row by row) holds i.
  row_indexer,     // in the cell's column: the digit names the row holding the cell's row number
  column_indexer,  // in the cell's row: the digit names the column holding the cell's column number
  box_indexer,     // in the cell's region: the digit names the cell holding the cell's index
};

// "killer_cage", "thermometer" ...: the kind's name in text and JSON.
std::string_view to_string(RuleKind kind);

// A clue drawn outside the grid (little killer, sandwich, X-sum, skyscraper): 1-based row and
// column where 0 and N+1 are the rows and columns just outside.
struct Outside {
  int row = 0;
  int col = 0;
  friend bool operator==(const Outside&, const Outside&) = default;
};

struct Rule {
  RuleKind kind{};
  // Where the rule came from, for messages, CNF comments and explanations:
  // "killercage[3]", "thermometer[0].lines[1]", "antiknight".
  std::string label;
  std::vector<int> cells;   // see RuleKind
  std::vector<int> line;    // arrow: the shaft; clone: the clones of `cells`
  int value = 0;            // sum, difference, ratio, gap; 0 for a cage without sum
  std::vector<int> digits;  // quadruple (with repeats), pencil_marks
  Outside clue;             // little_killer, sandwich, x_sum, skyscraper: where the clue is drawn

  friend bool operator==(const Rule&, const Rule&) = default;
};

struct Rules {
  // Jigsaw: the region (0..N-1) of every cell, row-major; each region holds
  // N cells and each digit once, in place of the usual boxes. Empty: the
  // usual boxes.
  std::vector<int> regions;
  std::vector<Rule> list;

  bool empty() const { return regions.empty() && list.empty(); }
  friend bool operator==(const Rules&, const Rules&) = default;
};

// A puzzle: the grid (geometry and givens) and its rules, shared and never
// changed once read. A Grid converts to a classic Puzzle, so code written for
// classic Sudoku keeps working; `rules` is then null.
struct Puzzle {
  Grid grid;
  std::shared_ptr<const Rules> rules;

  Puzzle() = default;
  Puzzle(Grid g) : grid(std::move(g)) {}  // NOLINT: implicit on purpose
  Puzzle(Grid g, std::shared_ptr<const Rules> r) : grid(std::move(g)), rules(std::move(r)) {
    if (rules && rules->empty()) rules.reset();
  }

  // No rule beyond rows, columns and the usual boxes.
  bool classic() const { return !rules; }
  int side() const { return grid.side(); }
  // The region of a cell: its jigsaw region, or its usual box.
  int region_of(int cell) const {
    return rules && !rules->regions.empty()
               ? rules->regions[cell]
               : grid.geometry().box_of(cell / grid.side(), cell % grid.side());
  }
};

}  // namespace satdoku
