// satdoku decode: a SAT solver's model of an exported puzzle, as a grid.
#include <cerrno>
#include <cstring>
#include <iostream>

#include "answer_printer.hpp"
#include "choices.hpp"
#include "cli.hpp"
#include "encoding_options.hpp"
#include "interrupt.hpp"
#include "satdoku/check.hpp"
#include "satdoku/model.hpp"
#include "satdoku/registry.hpp"

namespace satdoku::cli {
namespace {

constexpr const char* kDecodeUsage = R"usage(Usage: satdoku decode --puzzle PUZZLE [OPTIONS] [MODEL]

Reads what a SAT solver printed for 'satdoku cnf PUZZLE' (competition 's'/'v'
lines as from cadical or picosat, minisat's result file, or a bare list of
literals; MODEL file, or stdin), turns the model into a grid, checks it
against the puzzle and the rules, and prints it. Give the same --encoding
and --at-most-one as the export.

Exit status: 0 a valid completion, 1 the solver said UNSATISFIABLE (no
solution; checked by the native engine), 2 unreadable solver output, a model
of another encoding (decode names the --encoding to give) or bad usage, 3 the
solver gave up, 4 the model is not a valid completion (the message names the
broken rule) or the puzzle does have a solution.

Examples:
  satdoku cnf puzzle.txt | cadical | satdoku decode --puzzle puzzle.txt
  minisat puzzle.cnf model.txt
  satdoku decode --puzzle puzzle.txt --format pretty model.txt)usage";

// How long the native engine may take to check a claim of no solution.
constexpr double kCheckSeconds = 10;

// A solver's "UNSATISFIABLE" is a claim like any other: the native engine
// checks it. Returns the exit code, having said what it found.
int check_no_solution(const SinglePuzzle& puzzle) {
  Limits limits{kCheckSeconds, 0, 0};
  limits.stop = &interrupt_flag();
  const SolveResult check = make_engine("backtrack")->any(puzzle.puzzle(), limits);
  if (check.status == Status::solved && check_solution(puzzle.puzzle(), check.solution)) {
    print_error(puzzle.source + ": the solver said UNSATISFIABLE, but the puzzle has a solution: " +
                one_line(check.solution));
    return kDisagreement;
  }
  if (check.status == Status::no_solution) {
    print_note(puzzle.source +
               ": no solution (the solver proved the CNF unsatisfiable, and "
               "the native engine agrees)");
    return kNoSolution;
  }
  print_note(puzzle.source +
             ": the solver said UNSATISFIABLE; the native engine could not "
             "check it within " +
             std::to_string(static_cast<int>(kCheckSeconds)) + " s");
  return kNoSolution;
}

}  // namespace

int decode_command(int argc, char** argv) {
  InputOptions input;
  EncodingChoice encoding;
  std::string puzzle_arg, format, model_file;
  po::options_description options("Options");
  options.add_options()(
      "puzzle,p", po::value(&puzzle_arg)->value_name("PUZZLE")->required(),
      "the puzzle the CNF was made from: a file, or the puzzle itself (a line or a "
      "share link)")(
      "format,f",
      one_of(&format, {"compact", "spaced", "line", "pretty", "json"})->value_name("NOTATION"),
      "output: compact, spaced, line, pretty or json (default: the puzzle's)");
  add_encoding_options(options, encoding);
  input.puzzle_option = false;  // --puzzle is the puzzle the model is of
  if (!parse_puzzle_command(argc, argv, options, input, nullptr, 1, kDecodeUsage)) return kSolved;

  const EncodeOptions encode_options = encoding.options();
  const auto notation = output_notation(format);
  const SinglePuzzle puzzle = read_single_puzzle(operand_source(puzzle_arg), input);
  if (!puzzle.puzzle().classic() && encode_options.encoding == Encoding::reduced)
    throw UsageError("--encoding reduced does not take variant rules; use extended (the default)");
  if (puzzle.source == "<stdin>" && (input.files.empty() || input.files.front() == "-"))
    throw UsageError("the puzzle and the model cannot both come from stdin");
  install_interrupt_handler();

  DecodeResult result;
  const std::string model_source =
      input.files.empty() || input.files.front() == "-" ? "<stdin>" : input.files.front();
  try {
    // Compressed models (a solver's output kept as .gz, .bz2 or .xz) are
    // read as they are, as CaDiCaL and kissat read compressed files.
    if (model_source == "<stdin>") {
      const auto in = decompressed(std::cin);
      result = decode_model(puzzle.puzzle(), encode_options, *in, model_source);
    } else {
      ReadFile in(model_source);
      if (in.open_error() != 0)
        throw UsageError(model_source + ": cannot open file: " + std::strerror(in.open_error()));
      result = decode_model(puzzle.puzzle(), encode_options, in.stream(), model_source);
    }
  } catch (const UsageError&) {
    throw;
  } catch (const std::exception& e) {
    throw UsageError(model_source + ": read error: " + read_error_text(e));
  }

  const Notation out = notation.value_or(puzzle.notation);
  // What decode prints on stdout: the grid, or one word or JSON object.
  const auto answer = [&](Ruling ruling, const Grid* solution, std::string why) {
    if (out == Notation::json) {
      PuzzleJson json;
      json.source = puzzle.source;
      json.line = puzzle.line;
      json.input = puzzle.text;
      json.status = to_string(ruling);
      if (solution) json.solution = one_line(*solution);
      json.why = std::move(why);
      write_json_line(std::cout, json);
    } else if (solution) {
      std::cout << print(*solution, out);
    } else {
      std::cout << to_text(ruling) << '\n';
    }
  };
  switch (result.status) {
    case DecodeStatus::solved:
      answer(Ruling::solved, &result.solution, "");
      return kSolved;
    case DecodeStatus::no_solution: {
      const int code = check_no_solution(puzzle);
      if (code == kDisagreement) {
        answer(Ruling::disagreement, nullptr,
               "the solver said UNSATISFIABLE, but the puzzle has a solution");
        return code;
      }
      answer(Ruling::no_solution, nullptr, "the solver proved the CNF unsatisfiable");
      return code;
    }
    case DecodeStatus::unknown:
      answer(Ruling::unknown, nullptr, "the solver gave up without an answer");
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
