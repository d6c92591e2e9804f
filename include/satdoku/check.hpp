// The validity checker: the one judge every engine answer passes before it is
// printed. Independent of every engine, and deliberately plain.
#pragma once

#include <string>
#include <vector>

#include "satdoku/grid.hpp"
#include "satdoku/rules.hpp"

namespace satdoku {

// Two givens with the same value in one row, column, box or jigsaw region.
struct Clash {
  int value = 0;
  int first = 0;     // cell index (row-major)
  int second = 0;    // cell index, second > first
  std::string unit;  // "row 1", "column 3", "box 2", "region 4" (1-based)
};

// All pairs of clashing givens, in row-major order of the first cell. A puzzle
// with any clash has no completion.
std::vector<Clash> find_clashes(const Grid& puzzle);
// The same with the puzzle's jigsaw regions in place of the boxes, when it
// has them ("region 3" counts regions from 1: the f-puzzles region 2).
// Other variant rules are not looked at.
std::vector<Clash> find_clashes(const Puzzle& puzzle);

// "r1c1=5 and r1c9=5 share row 1"
std::string describe(const Clash& clash, int side);

struct Verdict {
  bool ok = false;
  std::string reason;  // empty when ok; otherwise the first rule broken
  explicit operator bool() const { return ok; }
};

// Whether `solution` is a complete, valid grid that keeps every given of
// `puzzle`: same geometry, every cell 1..N, every row, column and box (or
// jigsaw region) holds each value once, and every variant rule holds. Rules
// are checked as stated in rules.hpp, with no code shared with the engines or
// with the lowering they solve. A broken rule is named by its label and its
// cells with their values: "killercage[3]: R1C1+R1C2 = 9+8 = 17, not 15".
Verdict check_solution(const Puzzle& puzzle, const Grid& solution);

}  // namespace satdoku
