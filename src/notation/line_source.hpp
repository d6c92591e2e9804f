// Lines of an input stream, read in chunks so that memory stays bounded:
// a line longer than kMaxLineLength is flagged and its bytes are discarded as
// they arrive, never gathered. Internal to the notation component.
#pragma once

#include <cstddef>
#include <deque>
#include <istream>
#include <string>
#include <vector>

namespace satdoku::notation_internal {

struct Line {
  // The bytes of the line without its '\n'; a final '\r', trailing spaces and
  // tabs, and (on line 1) a UTF-8 byte order mark are removed. Columns count
  // from the first byte after the mark. Empty when too_long.
  std::string text;
  int number = 0;         // 1-based
  bool too_long = false;  // longer than kMaxLineLength bytes
  int nul_column = 0;     // column of the first NUL byte, 0 when there is none
};

// A too-long line is never blank nor a comment: its text is gone, but it was
// meant to hold something, and it must be reported.
inline bool blank_line(const Line& line) {
  return !line.too_long && line.text.find_first_not_of(" \t") == std::string::npos;
}

class LineSource {
 public:
  explicit LineSource(std::istream& in);

  // Moves the next line into `line`; false at the end of the input.
  bool next(Line& line);
  // The line k places ahead (0: the one next() gives next), without taking
  // it; nullptr past the end. Detection looks ahead a few dozen lines.
  const Line* peek(std::size_t k);
  // The number reported for "the end of the input": one past the last line.
  int end_line() const { return lines_read_ + 1; }
  // Whether a whole line is already buffered, so that next() cannot block on
  // the stream (a pipe fed one puzzle at a time).
  bool line_buffered() const;

 private:
  bool read_line(Line& line);
  bool fill();

  std::streambuf* buffer_;
  std::vector<char> chunk_;
  std::size_t pos_ = 0;
  std::size_t end_ = 0;
  bool at_end_ = false;
  int lines_read_ = 0;
  std::deque<Line> ahead_;
};

}  // namespace satdoku::notation_internal
