// --encoding and --at-most-one, shared by `cnf` and `decode` (a model must be
// decoded with the options its CNF was exported with).
#pragma once

#include <memory>
#include <string>

#include "cli.hpp"
#include "satdoku/encoder.hpp"

namespace satdoku::cli {

struct EncodingChoice {
  std::string encoding = "extended";
  std::string at_most_one = "pairwise";
  EncodeOptions options() const;  // throws UsageError
};

void add_encoding_options(po::options_description& options, EncodingChoice& choice);

// Reads the one puzzle of a source (a file, compressed or not, standard
// input, or puzzle text: input_sources.hpp). More than one puzzle, or none,
// is a usage error; a malformed one throws UsageError with its position.
struct SinglePuzzle {
  Grid grid;
  Notation notation = Notation::line;
  std::string source;
  std::shared_ptr<const Rules> rules;  // variant rules, null for a classic puzzle
  int line = 1;                        // where it starts in `source`
  std::string text;                    // on one line, as Entry::text

  Puzzle puzzle() const { return Puzzle(grid, rules); }
};
SinglePuzzle read_single_puzzle(const InputSource& source, const InputOptions& input);
// The one source of a command that reads one puzzle: its --puzzle text, or
// its operand, or standard input. Two are a usage error.
InputSource single_source(const InputOptions& input);

}  // namespace satdoku::cli
