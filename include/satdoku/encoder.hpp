// The CNF encoder: a grid in, clauses out to a ClauseSink.
// (Interface sketch: the SAT engine's owner completes it.)
#pragma once

#include <optional>
#include <string_view>

namespace satdoku {

enum class Encoding { minimal, efficient, extended, reduced };

std::string_view to_string(Encoding encoding);
std::optional<Encoding> encoding_from_name(std::string_view name);

}  // namespace satdoku
