#include "line_source.hpp"

#include <algorithm>
#include <cstring>
#include <limits>
#include <string_view>

#include "satdoku/notation.hpp"

namespace satdoku::notation_internal {

namespace {

constexpr std::size_t kChunkSize = 1 << 16;

int clamp_column(std::size_t column) {
  return static_cast<int>(std::min<std::size_t>(column, std::numeric_limits<int>::max()));
}

void strip_line_end(Line& line) {
  std::string& t = line.text;
  std::size_t end = t.size();
  while (end > 0 && (t[end - 1] == '\r' || t[end - 1] == ' ' || t[end - 1] == '\t')) --end;
  t.resize(end);
}

}  // namespace

LineSource::LineSource(std::istream& in)
    : buffer_(in.rdbuf()), chunk_(kChunkSize), max_length_(kMaxLineLength) {}

// Takes what the stream buffer already holds (or one underflow's worth) rather
// than insisting on a full chunk: a pipe fed one puzzle at a time must not
// stall until 64 KiB have arrived.
std::size_t LineSource::read_some(char* to, std::size_t room) {
  if (at_end_ || buffer_ == nullptr) return 0;
  std::streamsize available = buffer_->in_avail();
  if (available <= 0) {
    if (std::char_traits<char>::eq_int_type(buffer_->sgetc(), std::char_traits<char>::eof())) {
      at_end_ = true;
      return 0;
    }
    available = std::max<std::streamsize>(buffer_->in_avail(), 1);
  }
  const std::streamsize want =
      std::min<std::streamsize>(available, static_cast<std::streamsize>(room));
  const std::streamsize got = buffer_->sgetn(to, want);
  if (got <= 0) {
    at_end_ = true;
    return 0;
  }
  return static_cast<std::size_t>(got);
}

bool LineSource::fill() {
  const std::size_t got = read_some(chunk_.data(), chunk_.size());
  if (got == 0) return false;
  pos_ = 0;
  end_ = got;
  return true;
}

bool LineSource::append() {
  if (pos_ > 0) {
    std::memmove(chunk_.data(), chunk_.data() + pos_, end_ - pos_);
    end_ -= pos_;
    pos_ = 0;
  }
  if (chunk_.size() - end_ < kChunkSize) chunk_.resize(end_ + kChunkSize);
  const std::size_t got = read_some(chunk_.data() + end_, chunk_.size() - end_);
  end_ += got;
  return got > 0;
}

void LineSource::skip_mark() {
  static constexpr std::string_view kMark = "\xEF\xBB\xBF";
  while (end_ - pos_ < kMark.size() && append()) {
  }
  if (std::string_view(chunk_.data() + pos_, end_ - pos_).substr(0, kMark.size()) == kMark)
    pos_ += kMark.size();
}

int LineSource::first_byte(std::size_t limit) {
  if (lines_read_ > 0 || !ahead_.empty()) return -1;
  skip_mark();
  bool comment = false;  // inside a '#' comment line
  bool line_start = true;
  for (std::size_t k = 0;; ++k) {
    if (pos_ + k == end_ && (k > limit || !append())) return -1;
    const char c = chunk_[pos_ + k];
    if (c == '\n') {
      comment = false;
      line_start = true;
    } else if (comment || c == ' ' || c == '\t' || c == '\r') {
      continue;
    } else if (c == '#' && line_start) {
      comment = true;
    } else {
      return static_cast<unsigned char>(c);
    }
  }
}

bool LineSource::read_all(std::string& out, std::size_t limit) {
  out.clear();
  if (lines_read_ > 0 || !ahead_.empty()) return false;
  skip_mark();
  for (;;) {
    out.append(chunk_.data() + pos_, end_ - pos_);
    pos_ = end_;
    if (out.size() > limit) return false;
    if (!fill()) return true;
  }
}

bool LineSource::first_line(std::string& out, std::size_t limit) {
  out.clear();
  if (lines_read_ > 0 || !ahead_.empty()) return false;
  skip_mark();
  std::size_t start = 0;  // the current line's first byte, counted from pos_
  for (std::size_t k = 0;; ++k) {
    // append() may move the bytes held, but keeps them counted from pos_.
    const bool end = pos_ + k == end_ && (k - start > limit || !append());
    if (!end && chunk_[pos_ + k] != '\n') continue;
    const std::string_view text(chunk_.data() + pos_ + start, k - start);
    const std::size_t first = text.find_first_not_of(" \t\r");
    if (first != std::string_view::npos && text[first] != '#') {
      if (text.size() > limit) return false;
      out.assign(text);
      return true;
    }
    if (end) return false;
    start = k + 1;
  }
}

bool LineSource::read_line(Line& line) {
  line.text.clear();
  line.head.clear();
  line.too_long = false;
  line.nul_column = 0;
  std::size_t length = 0;  // bytes of the line so far, kept or not
  bool any = false;
  for (;;) {
    if (pos_ == end_ && !fill()) {
      if (!any) return false;
      break;  // a last line without '\n'
    }
    any = true;
    const char* start = chunk_.data() + pos_;
    const std::size_t left = end_ - pos_;
    const auto* newline = static_cast<const char*>(std::memchr(start, '\n', left));
    const std::size_t n = newline ? static_cast<std::size_t>(newline - start) : left;
    if (line.nul_column == 0) {
      if (const auto* nul = static_cast<const char*>(std::memchr(start, '\0', n)))
        line.nul_column = clamp_column(length + static_cast<std::size_t>(nul - start) + 1);
    }
    if (!line.too_long) {
      if (line.text.size() + n > max_length_) {
        line.too_long = true;
        line.limit = max_length_;
        line.head = line.text.substr(0, kHeadLength);
        line.head.append(start, std::min(n, kHeadLength - line.head.size()));
        line.text.clear();
      } else {
        line.text.append(start, n);
      }
    }
    length += n;
    pos_ += n;
    // A line too long to keep that holds a NUL byte is binary data (e.g.
    // /dev/zero, which never ends a line): stop reading the stream.
    if (line.too_long && line.nul_column > 0) {
      at_end_ = true;
      pos_ = end_ = 0;
      break;
    }
    if (newline) {
      ++pos_;
      break;
    }
  }
  line.number = ++lines_read_;
  if (line.number == 1 && line.head.compare(0, 3, "\xEF\xBB\xBF") == 0) line.head.erase(0, 3);
  if (line.number == 1 && line.text.compare(0, 3, "\xEF\xBB\xBF") == 0) {
    line.text.erase(0, 3);
    if (line.nul_column > 0) line.nul_column -= 3;
  }
  strip_line_end(line);
  return true;
}

bool LineSource::line_buffered() const {
  if (!ahead_.empty()) return true;
  return std::memchr(chunk_.data() + pos_, '\n', end_ - pos_) != nullptr;
}

bool LineSource::next(Line& line) {
  if (ahead_.empty()) return read_line(line);
  line = std::move(ahead_.front());
  ahead_.pop_front();
  return true;
}

const Line* LineSource::peek(std::size_t k) {
  while (ahead_.size() <= k) {
    Line line;
    if (!read_line(line)) return nullptr;
    ahead_.push_back(std::move(line));
  }
  return &ahead_[k];
}

}  // namespace satdoku::notation_internal
