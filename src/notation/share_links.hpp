// Share links of f-puzzles and SudokuPad, taken apart: which form a line is
// written in and the puzzle data it carries. Internal to the notation
// component; fpuzzles_link.cpp decodes the data.
//
// The forms (any spelling of the scheme and host, with or without
// "https://"):
//   https://f-puzzles.com/?load=DATA        f-puzzles (the load parameter anywhere)
//   https://sudokupad.app/fpuzzlesDATA      SudokuPad, f-puzzles data
//   https://sudokupad.app/fpuzDATA          SudokuPad's shorter prefix, the same data
//   https://sudokupad.app/?puzzleid=fpuzzlesDATA   (and app.crackingthecryptic.com/sudoku/...)
//   fpuzzlesDATA, fpuzDATA, ?puzzleid=...   the puzzle id alone
//   DATA                                    bare LZString base64
// SudokuPad's prefix match is the longest first ("fpuzzles" before "fpuz"),
// as its puzzle loader does. DATA is %-decoded when that shortens it.
#pragma once

#include <string>
#include <string_view>

namespace satdoku::notation_internal {

struct ShareLink {
  enum class Kind {
    none,       // not a link nor a puzzle id: maybe bare base64 (the caller decides)
    fpuzzles,   // f-puzzles data in `payload`
    elsewhere,  // a link this reader cannot follow: `problem` says why
  };
  Kind kind = Kind::none;
  std::string payload;
  std::string problem;
  int column = 1;  // where the link starts in the line (1-based), for messages
};

ShareLink parse_share_link(std::string_view line);

// Whether the line starts like a link: a scheme ("http://", "https://"), a
// host of f-puzzles or SudokuPad, or a SudokuPad puzzle id of any format
// ("fpuzzles", "fpuz", "scl", "ctc", "scf" followed by data) or query.
bool starts_like_link(std::string_view line);

}  // namespace satdoku::notation_internal
