// The puzzle layer, satdoku's lowest: what a puzzle is, how it is read and
// written as text, and whether an answer is right. Nothing here knows of
// engines. One include for the layer:
//
// - grid.hpp: geometry (side N = box height x box width) and cell values.
// - rules.hpp: variant rules as setters state them, and Puzzle (a grid and
//   its rules).
// - check.hpp: the validity checker every engine answer passes.
// - notation.hpp: puzzles read from text (line, grid, pretty ... notations,
//   detected or forced) and grids printed back.
// - fpuzzles.hpp: f-puzzles and SudokuPad JSON and share links read;
//   fpuzzles_writer.hpp: a puzzle written back as f-puzzles JSON.
// - iss.hpp: ISS notation (the Interactive Sudoku Solver's constraint
//   strings) read and written.
// - pencil_marks.hpp: every cell's candidates written as text and read back.
//
// A header of this layer includes only headers of this layer.
#pragma once

#include "satdoku/check.hpp"
#include "satdoku/fpuzzles.hpp"
#include "satdoku/fpuzzles_writer.hpp"
#include "satdoku/grid.hpp"
#include "satdoku/iss.hpp"
#include "satdoku/notation.hpp"
#include "satdoku/pencil_marks.hpp"
#include "satdoku/rules.hpp"
