// Lines of an input stream, read in chunks so that memory stays bounded:
// a line longer than kMaxLineLength is flagged and its bytes are discarded as
// they arrive, never gathered. Internal to the notation component.
#pragma once

#include <cstddef>
#include <deque>
#include <istream>
#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace satdoku::notation_internal {

struct Line {
  // The bytes of the line without its '\n'; a final '\r', trailing spaces and
  // tabs, and (on line 1) a UTF-8 byte order mark are removed. Columns count
  // from the first byte after the mark. Empty when too_long.
  std::string text;
  // When too_long: the line's first bytes (up to kHeadLength), enough to
  // tell what the line was meant to hold.
  std::string head;
  int number = 0;         // 1-based
  bool too_long = false;  // longer than the source's longest line (kMaxLineLength unless raised)
  std::size_t limit = 0;  // when too_long: the length it exceeded
  int nul_column = 0;     // column of the first NUL byte, 0 when there is none
};

// A too-long line is never blank nor a comment: its text is gone, but it was
// meant to hold something, and it must be reported.
inline bool blank_line(const Line& line) {
  return !line.too_long && line.text.find_first_not_of(" \t") == std::string::npos;
}

inline constexpr std::size_t kHeadLength = 256;

// Leaves the chunk's bytes uninitialised: each is read into before it is
// used, and zeroing 64 KiB would cost more than reading a puzzle given as a
// string (parse_puzzle makes a reader per call).
template <class T>
struct UninitialisedAllocator : std::allocator<T> {
  template <class U>
  struct rebind {
    using other = UninitialisedAllocator<U>;
  };
  template <class U>
  void construct(U* p) noexcept {
    ::new (static_cast<void*>(p)) U;
  }
  template <class U, class... Args>
  void construct(U* p, Args&&... args) {
    ::new (static_cast<void*>(p)) U(std::forward<Args>(args)...);
  }
};

class LineSource {
 public:
  explicit LineSource(std::istream& in);

  // Longest line kept (kMaxLineLength unless raised: f-puzzles JSON Lines
  // allow lines as long as a whole f-puzzles text). Lines already looked
  // ahead at keep the length they were read with.
  void set_max_length(std::size_t length) { max_length_ = length; }

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

  // Raw access for inputs read whole (f-puzzles JSON), only before any line
  // is taken or peeked. first_byte: the first byte that is not a blank
  // (space, tab, CR, LF) nor in a '#' comment line, after a UTF-8 byte
  // order mark, consuming nothing; -1 at the end of the input or past
  // `limit` bytes.
  int first_byte(std::size_t limit);
  // The whole input after a byte order mark; false (and the rest left
  // unread) when it holds more than `limit` bytes.
  bool read_all(std::string& out, std::size_t limit);
  // The first line that holds something other than blanks and is no '#'
  // comment, as written (no line end), consuming nothing; false when it is
  // longer than `limit` or there is none.
  bool first_line(std::string& out, std::size_t limit);

 private:
  bool read_line(Line& line);
  bool fill();
  // Reads what the stream has ready, up to `room` bytes, into `to`; 0 at the end.
  std::size_t read_some(char* to, std::size_t room);
  // Reads more bytes after those held, keeping them; false at the end.
  bool append();
  // Skips a byte order mark at the very start of the input.
  void skip_mark();

  std::streambuf* buffer_;
  std::vector<char, UninitialisedAllocator<char>> chunk_;
  std::size_t pos_ = 0;
  std::size_t end_ = 0;
  bool at_end_ = false;
  int lines_read_ = 0;
  std::deque<Line> ahead_;
  std::size_t max_length_;
};

}  // namespace satdoku::notation_internal
