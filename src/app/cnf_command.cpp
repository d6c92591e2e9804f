// satdoku cnf: a puzzle as DIMACS CNF, for any SAT solver.
#include <iostream>

#include "cli.hpp"
#include "compressed_files.hpp"
#include "encoding_options.hpp"
#include "output_extension.hpp"
#include "satdoku/dimacs.hpp"

namespace satdoku::cli {
namespace {

constexpr const char* kCnfUsage = R"usage(Usage: satdoku cnf [OPTIONS] [PUZZLE]

Writes one puzzle as DIMACS CNF: 'c' lines first (tool, encoding, size, what
the variables mean, the puzzle), then 'p cnf V C' and the clauses. Variable
(r*N + c)*N + d says "row r, column c (from 0) holds digit d (from 1)";
givens are unit clauses. PUZZLE is a file ('-' or none: stdin) or the puzzle
itself (a line of symbols or a share link; --puzzle TEXT for any notation).
Solve the file with any solver, then read its model back with 'satdoku
decode'.

Encodings: minimal (cell at-least-one, unit at-most-one), efficient (+ cell
at-most-one), extended (+ unit at-least-one; the default, the fastest to
solve), reduced (extended after the givens and what they eliminate are
applied: far fewer variables, listed in 'c var' lines).

Variant rules (f-puzzles input) add their clauses after the givens, each
rule's after a 'c rule LABEL: ...' line, with auxiliary variables above N^3;
they take the plain encodings (extended, efficient, minimal), not reduced.

-o FILE.gz, FILE.bz2 or FILE.xz writes it compressed (gzip, bzip2, xz), as
CaDiCaL and kissat read it; 'satdoku decode' reads compressed models too.

Examples:
  satdoku cnf puzzle.txt -o puzzle.cnf
  satdoku cnf puzzle.txt -o puzzle.cnf.xz
  satdoku cnf --encoding reduced puzzle.txt | cadical
  satdoku cnf puzzle.txt -o p.cnf && minisat p.cnf p.model
  satdoku decode --puzzle puzzle.txt p.model)usage";

}  // namespace

int cnf_command(int argc, char** argv) {
  InputOptions input;
  EncodingChoice encoding;
  std::string output;
  po::options_description options("Options");
  add_encoding_options(options, encoding);
  options.add_options()("output,o", po::value(&output)->value_name("FILE"),
                        "write here instead of stdout");
  if (!parse_puzzle_command(argc, argv, options, input, nullptr, 1, kCnfUsage)) return kSolved;

  const EncodeOptions encode_options = encoding.options();
  if (!output.empty() && output != "-")
    check_output_extension("-o", output, "DIMACS CNF", {"cnf", "dimacs"}, true);
  check_output_paths({output}, input);
  const SinglePuzzle single = read_single_puzzle(single_source(input), input);
  const Puzzle puzzle = single.puzzle();
  if (!puzzle.classic() && encode_options.encoding == Encoding::reduced)
    throw UsageError("--encoding reduced does not take variant rules; use extended (the default)");
  if (output.empty() || output == "-") {
    write_dimacs(puzzle, encode_options, std::cout);
    flush_output();
    return kSolved;
  }
  // Compressed when the name ends in .gz, .bz2 or .xz, as CaDiCaL and
  // kissat write them.
  WriteFile out(output);
  write_dimacs(puzzle, encode_options, out.stream());
  out.close();
  return kSolved;
}

}  // namespace satdoku::cli
