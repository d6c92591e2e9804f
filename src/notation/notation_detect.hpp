// Which notation an input is written in, judged from its first puzzle without
// consuming any line. Internal to the notation component; the rule is stated
// in satdoku/notation.hpp above PuzzleReader.
#pragma once

#include <optional>

#include "line_source.hpp"
#include "satdoku/grid.hpp"
#include "satdoku/notation.hpp"

namespace satdoku::notation_internal {

// The notation of the input ahead. An input without a puzzle gives compact
// (the reader then reports that nothing was found).
Notation detect_notation(LineSource& lines, const std::optional<Geometry>& box);

// Whether no blank-separated field of the text is longer than two bytes, as
// in rows of numbers up to 36; and how many fields it holds.
bool short_fields(std::string_view text);
std::size_t count_fields(std::string_view text);

}  // namespace satdoku::notation_internal
