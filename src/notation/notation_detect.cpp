#include "notation_detect.hpp"

#include "notation_rows.hpp"
#include "satdoku/fpuzzles.hpp"
#include "satdoku/iss.hpp"

namespace satdoku::notation_internal {

namespace {

// Detection never needs more than a 36x36 grid and its following line, but
// comment lines can sit anywhere: give up looking after this many lines.
constexpr std::size_t kLookahead = 256;

// Whether the block of lines starting at `first` (lines up to the next blank
// line, comments not counted) holds exactly `rows` rows.
bool block_has_rows(LineSource& lines, std::size_t first, int rows) {
  int count = 0;
  for (std::size_t k = first; k < first + kLookahead; ++k) {
    const Line* line = lines.peek(k);
    if (line == nullptr || blank_line(*line)) return count == rows;
    if (!line->too_long && is_comment(line->text)) continue;
    if (++count > rows) return false;
  }
  return false;
}

// Whether a line after the first is plainly f-puzzles (a link, or data that
// decodes whole to a JSON object): a file of links whose first line is
// broken (cut short, mistyped) is still a file of links, and each line is
// answered on its own. No row of another notation is either.
constexpr std::size_t kLinkLookahead = 16;

bool later_line_is_fpuzzles(LineSource& lines, std::size_t first) {
  // Looking ahead waits for more input: only for a first line that reads as
  // nothing else, one token longer than a row with the punctuation of links
  // and base64 in it (a puzzle on a line is answered before the next comes).
  const Line* head = lines.peek(first);
  const std::string_view text = std::string_view(head->text).substr(leading_blanks(head->text));
  if (head->too_long || text.size() <= static_cast<std::size_t>(kMaxSide) ||
      text.find_first_of(" \t") != std::string_view::npos ||
      text.find_first_of(":/?=&%+") == std::string_view::npos)
    return false;
  std::size_t seen = 0;
  for (std::size_t k = first + 1; seen < kLinkLookahead; ++k) {
    const Line* line = lines.peek(k);
    if (line == nullptr) return false;
    if (line->too_long || is_blank(line->text) || is_comment(line->text)) continue;
    ++seen;
    const std::string_view text = std::string_view(line->text).substr(leading_blanks(line->text));
    if (looks_like_fpuzzles_line(text)) return true;
  }
  return false;
}

}  // namespace

// Spaced rows hold numbers up to 36 (or '.'): no field is longer than two
// bytes. A longer one is a row of symbols with a stray blank in it (an
// 81-symbol line with a space), to be reported at that blank.
bool short_fields(std::string_view text) {
  std::size_t field = 0;
  for (const char c : text) {
    field = (c == ' ' || c == '\t') ? 0 : field + 1;
    if (field > 2) return false;
  }
  return true;
}

std::size_t count_fields(std::string_view text) {
  std::size_t fields = 0;
  for (std::size_t i = 0; i < text.size(); ++i)
    if (text[i] != ' ' && text[i] != '\t' && (i == 0 || text[i - 1] == ' ' || text[i - 1] == '\t'))
      ++fields;
  return fields;
}

Notation detect_notation(LineSource& lines, const std::optional<Geometry>& box) {
  std::size_t first = 0;
  const Line* line = nullptr;
  for (;; ++first) {
    line = first < kLookahead ? lines.peek(first) : nullptr;
    if (line == nullptr) return Notation::compact;
    if (line->too_long || (!is_blank(line->text) && !is_comment(line->text))) break;
  }
  const std::string_view text = std::string_view(line->text).substr(leading_blanks(line->text));
  // ISS before f-puzzles (its share links are links too), and both before
  // pretty: base64 holds '+'. A line too long to keep is judged by its
  // first bytes.
  if (looks_like_iss_line(line->too_long ? std::string_view(line->head) : text))
    return Notation::iss;
  if (looks_like_fpuzzles_line(line->too_long ? std::string_view(line->head) : text))
    return Notation::fpuzzles;
  if (later_line_is_fpuzzles(lines, first)) return Notation::fpuzzles;
  if (text.find_first_of("|+") != std::string_view::npos || is_rule(text)) return Notation::pretty;
  if (text.find_first_of(" \t") != std::string_view::npos && short_fields(text)) {
    // More numbers than any row holds, N*N of them: one puzzle on a line
    // (how a 36x36 grid, whose 36 has no symbol, is written in line notation).
    const std::size_t fields = count_fields(text);
    if (fields > static_cast<std::size_t>(kMaxSide) && side_for_cells(fields) != 0)
      return Notation::line;
    return Notation::spaced;
  }
  if (line->too_long) return Notation::line;

  const std::size_t length = text.size();
  if (box) {
    if (length == static_cast<std::size_t>(box->cells())) return Notation::line;
    return length <= static_cast<std::size_t>(kMaxSide) ? Notation::compact : Notation::line;
  }
  const bool row_like =
      length >= static_cast<std::size_t>(kMinSide) && length <= static_cast<std::size_t>(kMaxSide);
  if (side_for_cells(length) != 0) {
    // 16 symbols: a 4x4 puzzle or the first row of a 16x16 grid. The grid
    // reading wins only when the block has exactly 16 rows.
    if (row_like && block_has_rows(lines, first, static_cast<int>(length)))
      return Notation::compact;
    return Notation::line;
  }
  return length > static_cast<std::size_t>(kMaxSide) ? Notation::line : Notation::compact;
}

}  // namespace satdoku::notation_internal
