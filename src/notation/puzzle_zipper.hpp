// SudokuPad's second compression layer ("zipped" JSON), undone. Before
// LZString, SudokuPad may shorten a puzzle's JSON text: keys lose their
// quotes and long names become short ones (value -> v, cells -> ce, lines ->
// l, title -> t, text -> te, width -> w, height -> h, ...), double quotes
// become single ones, true/false after a colon become t/f, colours "#rrggbb"
// lose their quotes and '#', and empty objects in lists are left out
// ("[{},{}]" is "[,]"). Its puzzle loader first tries the text as JSON and
// only then unzips it; so does satdoku (fpuzzles_link.cpp). Written from the
// description of SudokuPad's public PuzzleZipper, including its quirks (a
// bare six-digit value after a colon is taken for a colour).
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace satdoku::notation_internal {

// The JSON text of a zipped text, or nullopt (and `error` set) when the
// result is no JSON, nests deeper than kMaxJsonDepth or maps two names
// onto one key.
std::optional<std::string> sudokupad_unzip(std::string_view zipped, std::string& error);

}  // namespace satdoku::notation_internal
