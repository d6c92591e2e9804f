// Reading what a SAT solver printed for an exported CNF, and turning its model
// back into a grid (`satdoku decode`).
//
// Three output styles are read, detected from the first line that is not a
// comment:
// - competition (cadical, picosat, kissat, cryptominisat): `c` comment lines,
//   one `s SATISFIABLE` / `s UNSATISFIABLE` / `s UNKNOWN` / `s INDETERMINATE`
//   line, then for SATISFIABLE one or more `v` lines whose literals end in 0;
// - minisat's result file: `SAT` then one line of literals ending in 0, or
//   `UNSAT`, or `INDET`;
// - a bare list of literals over any number of lines, the final 0 optional.
//
// Errors are values carrying line and column, never exceptions and never
// printed: the program decides how to show them.
#pragma once

#include <cstdint>
#include <istream>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "satdoku/encoder.hpp"
#include "satdoku/grid.hpp"
#include "satdoku/rules.hpp"

namespace satdoku {

enum class SolverAnswer {
  satisfiable,    // a model follows
  unsatisfiable,  // the formula, hence the puzzle, has no solution
  unknown,        // the solver gave up: s UNKNOWN, s INDETERMINATE, INDET
};

std::string_view to_string(SolverAnswer answer);

enum class OutputStyle { competition, minisat, bare };

std::string_view to_string(OutputStyle style);

struct ModelError {
  std::string source;  // file name, or "<stdin>"
  int line = 0;        // 1-based; 0 when the error is about the model as a whole
  int column = 0;      // 1-based; 0 when the whole line is at fault
  std::string message;

  // "SOURCE:LINE:COL: MESSAGE"; ":COL" is left out when column is 0 and
  // ":LINE:COL" when line is 0.
  std::string to_string() const;
};

// A solver's answer and, for satisfiable ones, the assignment it printed.
struct SolverOutput {
  SolverAnswer answer = SolverAnswer::unknown;
  OutputStyle style = OutputStyle::bare;
  // values[v] for v in 1..variables(): +1 true, -1 false, 0 absent from the
  // model (solvers may leave don't-care variables out). values[0] is unused.
  std::vector<std::int8_t> values;

  int variables() const { return values.empty() ? 0 : static_cast<int>(values.size()) - 1; }
  bool is_true(int variable) const { return values[variable] > 0; }
};

struct SolverOutputRead {
  std::optional<SolverOutput> output;  // set when the text read cleanly
  std::optional<ModelError> error;     // set otherwise
};

// Reads a solver's output for a formula of `variables` variables (auxiliary
// ones included); a literal beyond that range is an error, because it means
// the model belongs to another formula. Memory is bounded by `variables`,
// whatever the length of the input lines.
SolverOutputRead read_solver_output(std::istream& in, const std::string& source, int variables);

enum class DecodeStatus {
  solved,       // `solution` is a valid completion of the puzzle
  no_solution,  // the solver proved the formula unsatisfiable
  unknown,      // the solver gave up without an answer
  unreadable,   // the output is malformed; `error` says where
  invalid,      // the model read cleanly but is not a completion; `error` says why
  // The model is no completion in this encoding but fits the puzzle's other
  // map (reduced, or extended for reduced): the export used other options.
  wrong_encoding,
};

std::string_view to_string(DecodeStatus status);

struct DecodeResult {
  DecodeStatus status = DecodeStatus::unknown;
  Grid solution;                    // when solved
  std::optional<ModelError> error;  // when unreadable or invalid
};

// Turns a satisfiable solver output into a grid through the variable map of
// `encoded` (the puzzle's own encoding, as returned by encode()), ignoring
// auxiliary variables, and checks it: exactly one true digit per cell, then
// check_solution against the puzzle and the rules. Answers other than
// satisfiable map to no_solution and unknown.
DecodeResult decode(const Puzzle& puzzle, const Encoded& encoded, const SolverOutput& output,
                    const std::string& source = "<model>");

// The whole of `satdoku decode`: re-encodes the puzzle with `options` (the
// options the CNF was exported with: the reduced encoding's map and fixed
// values depend on the puzzle), reads the solver output and decodes it. A
// model that is no completion here but is one in the other map (reduced for
// the plain encodings, extended for reduced), or that sets exactly as many
// variables as that encoding has, is wrong_encoding rather than invalid: decode
// was given other options than the export; the solver is not at fault.
DecodeResult decode_model(const Puzzle& puzzle, const EncodeOptions& options, std::istream& in,
                          const std::string& source);

}  // namespace satdoku
