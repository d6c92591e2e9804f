// Output file names that promise another format than the one written
// (`--plot out.png` would get SVG): refused before anything runs, so no file
// ends up holding what its name says it does not.
#pragma once

#include <initializer_list>
#include <string>
#include <string_view>

namespace satdoku::cli {

// Throws UsageError when `path` ends in the extension of a known format
// other than the `accepted` ones (lower case, no dot), e.g.
// "--plot 'out.png' would hold SVG, not PNG: name the file 'out.svg'".
// Names without an extension, or with one no format claims (.txt, .out),
// pass: they promise nothing. `written` names the format, as in "SVG".
// With `compressible`, a last extension .gz, .bz2 or .xz asks for the
// output compressed (compressed_files.hpp) and the one before it is checked.
// The suggested name keeps an accepted extension already there ('x.cnf'
// for 'x.cnf.zst', never 'x.cnf.cnf').
void check_output_extension(std::string_view option, const std::string& path,
                            std::string_view written,
                            std::initializer_list<std::string_view> accepted,
                            bool compressible = false);

}  // namespace satdoku::cli
