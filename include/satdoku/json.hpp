// JSON text pieces shared by every JSON writer in the project (`compare`'s
// JSON Lines, the program's --format json): strings and numbers written so
// that any JSON parser accepts them, whatever bytes the input held.
#pragma once

#include <iosfwd>
#include <string>
#include <string_view>

namespace satdoku {

// `text` as a quoted JSON string. Quotes, backslashes and control characters
// are escaped (\n, \t, ... or \u00XX); U+2028 and U+2029 are escaped too, so
// the output is also safe inside JavaScript. Valid UTF-8 passes through; each
// byte that is not part of a valid UTF-8 sequence becomes \ufffd, because a
// JSON text must be valid Unicode and input files may hold anything.
std::string json_string(std::string_view text);
void write_json_string(std::ostream& out, std::string_view text);

// A number as JSON: the shortest text that reads back as the same double;
// NaN and infinities, which JSON cannot express, as null.
std::string json_number(double value);

}  // namespace satdoku
