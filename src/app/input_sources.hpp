// Where a command's puzzles come from: files, standard input, or the puzzle
// itself on the command line, as SudokuSolver's users type it first
// (`satdoku solve 'https://f-puzzles.com/?load=...'`, `satdoku solve
// 1030005090...`) or as --puzzle TEXT says outright. Every command reads
// its operands through here, so each takes all three.
#pragma once

#include <string>
#include <string_view>

namespace satdoku::cli {

struct InputSource {
  enum class Kind { standard_input, file, text };
  Kind kind = Kind::standard_input;
  std::string value;  // the file name, or the text
  // For messages and the JSON field "source": the file name, "<stdin>" or
  // "<argument>".
  std::string name() const;
};

// Whether an operand that names no file reads as a puzzle rather than as a
// file name mistyped: a share link or SudokuPad id (as the reader detects
// them), JSON (a leading '{'), text of several lines, or one line of puzzle
// symbols (digits, letters and '.') whose length is a square from 16 up
// (81 for a 9x9), or of numbers separated by spaces (a 36x36's line).
bool reads_as_puzzle_text(std::string_view operand);

// An operand as a source: "-" is standard input; a path that exists is a
// file (a file wins over text that looks like a puzzle); otherwise text
// when it reads as a puzzle (above), else a file, whose opening then fails
// with cannot_open's message.
InputSource operand_source(const std::string& operand);

// "FILE: cannot open file: REASON", with a hint, when the file does not
// exist, that a puzzle can be given as it is.
std::string cannot_open(const std::string& path, int error);

}  // namespace satdoku::cli
