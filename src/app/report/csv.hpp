// CSV fields as RFC 4180 writes them, for `compare --csv` and any other
// table the program exports to spreadsheets.
#pragma once

#include <string>
#include <string_view>

namespace satdoku {

// The field as is when it needs no quoting; otherwise in double quotes with
// each inner quote doubled. Quoting is needed for a comma, a quote, a line
// break, or a leading or trailing space (which spreadsheets would trim).
std::string csv_field(std::string_view text);

}  // namespace satdoku
