#include "input_sources.hpp"

#include <sys/stat.h>

#include <cerrno>
#include <cstring>

#include "satdoku/fpuzzles.hpp"

namespace satdoku::cli {

std::string InputSource::name() const {
  switch (kind) {
    case Kind::standard_input:
      return "<stdin>";
    case Kind::text:
      return "<argument>";
    case Kind::file:
      break;
  }
  return value;
}

namespace {

bool symbol(char c) {
  return (c >= '0' && c <= '9') || (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || c == '.';
}

// A line of N*N symbols for a side from 4 to 36.
bool symbol_line(std::string_view text) {
  for (const char c : text)
    if (!symbol(c)) return false;
  for (std::size_t side = 4; side <= 36; ++side)
    if (text.size() == side * side) return true;
  return false;
}

// Numbers separated by spaces, at least 16 of them: a spaced line.
bool number_line(std::string_view text) {
  int numbers = 0;
  bool in_number = false;
  for (const char c : text) {
    if (c >= '0' && c <= '9') {
      numbers += in_number ? 0 : 1;
      in_number = true;
    } else if (c == ' ' || c == '\t') {
      in_number = false;
    } else {
      return false;
    }
  }
  return numbers >= 16;
}

}  // namespace

bool reads_as_puzzle_text(std::string_view operand) {
  const auto start = operand.find_first_not_of(" \t\r\n");
  if (start == std::string_view::npos) return false;
  const std::string_view text = operand.substr(start);
  if (text.front() == '{' || text.find('\n') != std::string_view::npos) return true;
  return looks_like_fpuzzles_line(text) || symbol_line(text) || number_line(text);
}

InputSource operand_source(const std::string& operand) {
  using Kind = InputSource::Kind;
  if (operand == "-") return {Kind::standard_input, operand};
  struct stat st {};
  // A puzzle's text is no path: too long for one, or through a "folder"
  // that is none.
  if (::stat(operand.c_str(), &st) == 0 ||
      (errno != ENOENT && errno != ENAMETOOLONG && errno != ENOTDIR))
    return {Kind::file, operand};
  return {reads_as_puzzle_text(operand) ? Kind::text : Kind::file, operand};
}

std::string cannot_open(const std::string& path, int error) {
  std::string message = path + ": cannot open file: " + std::strerror(error);
  if (error == ENOENT)
    message +=
        " (a puzzle itself is read from the command line as one line of symbols, 81 for a "
        "9x9, or a share link; --puzzle TEXT takes any notation)";
  return message;
}

}  // namespace satdoku::cli
