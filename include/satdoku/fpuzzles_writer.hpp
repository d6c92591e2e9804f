// f-puzzles output: a puzzle written back as f-puzzles JSON, for variant
// puzzles made by `generate --rules LAYOUT.json`.
//
// The rules are not rebuilt from the rule model: the layout's own JSON (as
// the setter saved it, with its colours, titles and drawing-only keys) is
// kept, and only the givens of its grid are replaced, so every rule reads
// back exactly as it was given.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "satdoku/grid.hpp"

namespace satdoku {

// `layout_json` with every cell's "value"/"given" set from `givens` (a blank
// loses both) and any "solution" key dropped, on one line. When the givens'
// boxes are not those f-puzzles gives the size (fpuzzles_box), every cell
// without a "region" gets its box's number as one, since f-puzzles JSON has
// no other way to say the box shape. nullopt when the text is not a JSON
// object with a grid of the givens' side.
std::optional<std::string> fpuzzles_with_givens(std::string_view layout_json, const Grid& givens);

// The f-puzzles JSON text of an input as the reader takes it: the text
// itself when it is JSON, else the decoded share link or bare LZString
// base64 of its first line that holds something; nullopt when neither.
std::optional<std::string> fpuzzles_json_text(std::string_view input);

}  // namespace satdoku
