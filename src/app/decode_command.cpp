// satdoku decode: a SAT solver's model of an exported puzzle, as a grid.
#include <fstream>
#include <iostream>

#include "cli.hpp"
#include "encoding_options.hpp"
#include "satdoku/model.hpp"

namespace satdoku::cli {
namespace {

constexpr const char* kUsage = R"usage(Usage: satdoku decode --puzzle PUZZLE [OPTIONS] [MODEL]

Reads what a SAT solver printed for 'satdoku cnf PUZZLE' (competition 's'/'v'
lines as from cadical or picosat, minisat's result file, or a bare list of
literals; MODEL file, or stdin), turns the model into a grid, checks it
against the puzzle and the rules, and prints it. Give the same --encoding
and --at-most-one as the export.

Exit status: 0 a valid completion, 1 the solver said UNSATISFIABLE (no
solution), 2 unreadable solver output, a model of another encoding (decode
names the --encoding to give) or bad usage, 3 the solver gave up, 4 the
model is not a valid completion (the message names the broken rule).

Examples:
  satdoku cnf puzzle.txt | cadical | satdoku decode --puzzle puzzle.txt
  minisat puzzle.cnf model.txt
  satdoku decode --puzzle puzzle.txt --format pretty model.txt)usage";

}  // namespace

int decode_command(int argc, char** argv) {
  InputOptions input;
  EncodingChoice encoding;
  std::string puzzle_arg, format, model_file;
  po::options_description options("Options");
  options.add_options()("puzzle,p", po::value(&puzzle_arg)->value_name("PUZZLE")->required(),
                        "the puzzle the CNF was made from: a file, or the puzzle in line notation")(
      "format,f", po::value(&format)->value_name("NOTATION"),
      "output: compact, spaced, line, pretty or json (default: the puzzle's)");
  add_encoding_options(options, encoding);
  if (!parse_puzzle_command(argc, argv, options, input, nullptr, 1, kUsage)) return kSolved;

  const EncodeOptions encode_options = encoding.options();
  const auto notation = output_notation(format);
  const SinglePuzzle puzzle = read_single_puzzle(puzzle_arg, input);
  if (!puzzle.puzzle().classic() && encode_options.encoding == Encoding::reduced)
    throw UsageError("--encoding reduced does not take variant rules; use extended (the default)");
  if (puzzle.source == "<stdin>" && (input.files.empty() || input.files.front() == "-"))
    throw UsageError("the puzzle and the model cannot both come from stdin");

  DecodeResult result;
  if (input.files.empty() || input.files.front() == "-") {
    result = decode_model(puzzle.puzzle(), encode_options, std::cin, "<stdin>");
  } else {
    std::ifstream in(input.files.front(), std::ios::binary);
    if (!in) throw UsageError(input.files.front() + ": cannot open file");
    result = decode_model(puzzle.puzzle(), encode_options, in, input.files.front());
  }

  const Notation out = notation.value_or(puzzle.notation);
  switch (result.status) {
    case DecodeStatus::solved:
      if (out == Notation::json) {
        std::cout << "{\"status\":\"solved\",\"solution\":\"" << one_line(result.solution)
                  << "\"}\n";
      } else {
        std::cout << print(result.solution, out);
      }
      return kSolved;
    case DecodeStatus::no_solution:
      std::cout << (out == Notation::json ? "{\"status\":\"no_solution\",\"solution\":null}"
                                          : "no solution")
                << '\n';
      print_note(puzzle.source + ": no solution (the solver proved the CNF unsatisfiable)");
      return kNoSolution;
    case DecodeStatus::unknown:
      std::cout << (out == Notation::json ? "{\"status\":\"unknown\",\"solution\":null}"
                                          : "unknown")
                << '\n';
      print_note("the solver gave up without an answer");
      return kUnknown;
    case DecodeStatus::unreadable:
      print_error(result.error ? result.error->to_string() : "unreadable solver output");
      return kBadInput;
    case DecodeStatus::wrong_encoding:  // decode's options, not the solver, are wrong
      print_error(result.error ? result.error->to_string() : "the model is for another encoding");
      return kBadInput;
    case DecodeStatus::invalid:
      print_error(result.error ? result.error->to_string() : "the model is not a completion");
      return kDisagreement;
  }
  return kBadInput;
}

}  // namespace satdoku::cli
