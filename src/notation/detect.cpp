#include "detect.hpp"

#include "rows.hpp"
#include "satdoku/fpuzzles.hpp"

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

}  // namespace

Notation detect_notation(LineSource& lines, const std::optional<Geometry>& box) {
  std::size_t first = 0;
  const Line* line = nullptr;
  for (;; ++first) {
    line = first < kLookahead ? lines.peek(first) : nullptr;
    if (line == nullptr) return Notation::compact;
    if (line->too_long || (!is_blank(line->text) && !is_comment(line->text))) break;
  }
  const std::string_view text = std::string_view(line->text).substr(leading_blanks(line->text));
  // Before pretty: base64 holds '+'.
  if (!line->too_long && looks_like_fpuzzles_line(text)) return Notation::fpuzzles;
  if (text.find_first_of("|+") != std::string_view::npos || is_rule(text)) return Notation::pretty;
  if (text.find_first_of(" \t") != std::string_view::npos) return Notation::spaced;
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
