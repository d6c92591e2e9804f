// "Did you mean ...?" for a mistyped command, option or value: the closest
// of the names it could have been, one or two edits away.
#pragma once

#include <string>
#include <vector>

namespace satdoku::cli {

// Edits (insert, delete, replace, swap two neighbours) from a to b.
std::size_t edits(const std::string& a, const std::string& b);

// The name closest to `typed` when it is one or two edits away (and fewer
// edits than the name is long), else "".
std::string closest(const std::string& typed, const std::vector<std::string>& names);

// "; did you mean 'NAME'?" for closest(typed, names), or "".
std::string did_you_mean(const std::string& typed, const std::vector<std::string>& names);

}  // namespace satdoku::cli
