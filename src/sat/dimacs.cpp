// The clause sinks of dimacs.hpp. The writer formats into its own buffer and
// calls ostream::write only once per block, which keeps a 36x36 export (about
// 40 MB of text) bound by the disk rather than by formatting.
#include <algorithm>
#include <charconv>
#include <cstdlib>

#include "satdoku/dimacs.hpp"

namespace satdoku {
namespace {

// Large enough that write() calls are rare, small enough to stay in cache.
constexpr std::size_t kBufferSize = std::size_t{1} << 18;
// "-2147483648 ": the longest a literal and its separator can get.
constexpr std::size_t kMaxLiteralChars = 12;

int magnitude(int literal) {
  return literal < 0 ? -literal : literal;
}

}  // namespace

void ClauseCounter::add_clause(std::span<const int> literals) {
  ++clauses_;
  literals_ += literals.size();
  for (int literal : literals) max_variable_ = std::max(max_variable_, magnitude(literal));
}

void ClauseList::add_clause(std::span<const int> literals) {
  starts_.push_back(literals_.size());
  literals_.insert(literals_.end(), literals.begin(), literals.end());
  for (int literal : literals) max_variable_ = std::max(max_variable_, magnitude(literal));
}

std::span<const int> ClauseList::operator[](std::size_t i) const {
  const std::size_t begin = starts_[i];
  const std::size_t end = i + 1 < starts_.size() ? starts_[i + 1] : literals_.size();
  return std::span<const int>(literals_.data() + begin, end - begin);
}

DimacsWriter::DimacsWriter(std::ostream& out) : out_(out), buffer_(kBufferSize) {}

DimacsWriter::~DimacsWriter() {
  flush();
}

void DimacsWriter::reserve(std::size_t n) {
  if (buffer_.size() - used_ >= n) return;
  flush();
  if (buffer_.size() < n) buffer_.resize(n);
}

void DimacsWriter::append(std::string_view text) {
  reserve(text.size());
  std::copy(text.begin(), text.end(), buffer_.begin() + static_cast<std::ptrdiff_t>(used_));
  used_ += text.size();
}

void DimacsWriter::comment(std::string_view text) {
  // Split on newlines so that no line of the text can escape the comment.
  while (true) {
    const std::size_t end = text.find('\n');
    const std::string_view line = text.substr(0, end);
    append(line.empty() ? "c\n" : "c ");
    if (!line.empty()) {
      append(line);
      append("\n");
    }
    if (end == std::string_view::npos) break;
    text.remove_prefix(end + 1);
  }
}

void DimacsWriter::problem(int variables, std::uint64_t clauses) {
  reserve(64);
  char* const base = buffer_.data() + used_;
  char* p = std::copy_n("p cnf ", 6, base);
  p = std::to_chars(p, base + 64, variables).ptr;
  *p++ = ' ';
  p = std::to_chars(p, base + 64, clauses).ptr;
  *p++ = '\n';
  used_ += static_cast<std::size_t>(p - base);
}

void DimacsWriter::add_clause(std::span<const int> literals) {
  ++clauses_;
  for (int literal : literals) {
    reserve(kMaxLiteralChars);
    char* const base = buffer_.data() + used_;
    char* p = std::to_chars(base, base + kMaxLiteralChars, literal).ptr;
    *p++ = ' ';
    used_ += static_cast<std::size_t>(p - base);
  }
  append("0\n");
}

void DimacsWriter::flush() {
  if (used_ > 0) {
    out_.write(buffer_.data(), static_cast<std::streamsize>(used_));
    flushed_ += used_;
    used_ = 0;
  }
  out_.flush();
}

}  // namespace satdoku
