// A picture of a puzzle as SVG, drawn the way setters draw it: thin cell
// lines, thick box or jigsaw borders, givens and solved digits in two
// weights, pencil marks, and every variant rule of rules.hpp (dashed killer
// cages with their sums, thermometers, arrows, kropki dots, X and V, lines,
// little killer and sandwich clues outside the grid ...).
//
// Text only: the picture knows the puzzle, optionally a solution and
// candidates, and nothing of the engines that found them.
//
// The picture can be read back: each rule's mark carries a class named after
// its RuleKind (`killer_cage`, `thermometer`, `difference` ...; sums in
// `cage-sum`), and the digits sit in `<g class="digits">` in row-major order,
// each a <text> of class `given`, `solved` or `pencil`. Sizes are in user
// units, 50 per cell, with a margin and an optional caption band.
#pragma once

#include <cstdint>
#include <iosfwd>
#include <string>
#include <string_view>
#include <vector>

#include "satdoku/rules.hpp"

namespace satdoku {

struct SvgOptions {
  // Digits to draw in the puzzle's blank cells, in a lighter weight than the
  // givens (a solution, or a partial grid: 0 leaves a cell blank). Its side
  // must be the puzzle's; null: none.
  const Grid* solution = nullptr;
  // Pencil marks, one set per cell in row-major order, as pencil_marks.hpp
  // and true_candidates.hpp hold them: bit d-1 set means digit d is possible. Drawn small, in a
  // sub-grid of the cell, in cells that hold no given and no solved digit; null: none (a cell's
  // givenPencilMarks rule is drawn instead).
  const std::vector<std::uint64_t>* candidates = nullptr;
  // A step of a solution path (explain): the cells its reason rests on are
  // shaded (class `highlight`); among the pencil marks, the candidates it
  // removes are drawn in red (class `pencil removed`) and the digits it places
  // in green (class `pencil placed`). Per cell, row-major; null: none.
  const std::vector<int>* highlight = nullptr;
  const std::vector<std::uint64_t>* removed = nullptr;
  const std::vector<std::uint64_t>* placed = nullptr;
  // A caption above the grid (e.g. the file name); the global rules
  // (anti-knight, non-consecutive ...) are noted after it.
  std::string title;
};

// The picture as a standalone SVG document. Throws std::invalid_argument when
// the solution's or the candidates' size does not match the puzzle.
// Text made safe inside any SVG or XML document: &, <, >, " and ' escaped,
// invalid UTF-8 replaced by '?' (file names may hold any bytes). For
// captions and labels of other pictures (compare --plot).
std::string svg_escape(std::string_view text);

std::string render_svg(const Puzzle& puzzle, const SvgOptions& options = {});
void write_svg(std::ostream& out, const Puzzle& puzzle, const SvgOptions& options = {});

// "Anti-knight, anti-king": the rules that apply to the whole grid and have
// no mark of their own, as the caption names them ("" for none).
std::string global_rules_note(const Puzzle& puzzle);

}  // namespace satdoku
