// From a solver's model back to a grid. The model is not trusted: every cell
// must have exactly one true digit, and the grid must then pass the same
// validity checker every engine answer passes.
#include <optional>
#include <string>

#include "satdoku/check.hpp"
#include "satdoku/dimacs.hpp"
#include "satdoku/model.hpp"

namespace satdoku {
namespace {

// "2 and 5", "2, 5 and 7"
std::string list(const std::vector<int>& digits) {
  std::string text;
  for (std::size_t i = 0; i < digits.size(); ++i) {
    if (i > 0) text += i + 1 == digits.size() ? " and " : ", ";
    text += std::to_string(digits[i]);
  }
  return text;
}

DecodeResult invalid(const std::string& source, std::string message) {
  DecodeResult result;
  result.status = DecodeStatus::invalid;
  result.error = ModelError{source, 0, 0, std::move(message)};
  return result;
}

DecodeResult wrong_encoding(const std::string& source, std::string message) {
  DecodeResult result;
  result.status = DecodeStatus::wrong_encoding;
  result.error = ModelError{source, 0, 0, std::move(message)};
  return result;
}

// The highest variable the solver gave a value.
int highest_variable(const SolverOutput& output) {
  for (int v = output.variables(); v > 0; --v)
    if (output.values[static_cast<std::size_t>(v)] != 0) return v;
  return 0;
}

// A model that is no completion may simply belong to the puzzle's other
// map: it is a completion there, or it sets exactly as many variables as that
// encoding has (a solver prints every variable of the formula it solved).
std::optional<DecodeResult> recognise_other_encoding(const Grid& puzzle,
                                                     const EncodeOptions& options,
                                                     const Encoded& encoded,
                                                     const SolverOutput& output,
                                                     const std::string& source) {
  // minimal, efficient and extended share one map; reduced has its own.
  EncodeOptions other = options;
  other.encoding = options.encoding == Encoding::reduced ? Encoding::extended : Encoding::reduced;
  ClauseCounter counter;
  const Encoded alternative = encode(puzzle, other, counter);
  const int highest = highest_variable(output);
  const bool sized = highest == alternative.variables && highest != encoded.variables;
  const bool fits = highest <= alternative.variables &&
                    decode(puzzle, alternative, output).status == DecodeStatus::solved;
  if (!sized && !fits) return std::nullopt;
  return wrong_encoding(source, "the model does not fit the " +
                                    std::string(to_string(options.encoding)) +
                                    " encoding; was it exported with --encoding " +
                                    std::string(to_string(other.encoding)) + "?");
}

}  // namespace

std::string_view to_string(DecodeStatus status) {
  switch (status) {
    case DecodeStatus::solved:
      return "solved";
    case DecodeStatus::no_solution:
      return "no_solution";
    case DecodeStatus::unknown:
      return "unknown";
    case DecodeStatus::unreadable:
      return "unreadable";
    case DecodeStatus::invalid:
      return "invalid";
    case DecodeStatus::wrong_encoding:
      return "wrong_encoding";
  }
  return "unknown";
}

DecodeResult decode(const Puzzle& variant, const Encoded& encoded, const SolverOutput& output,
                    const std::string& source) {
  const Grid& puzzle = variant.grid;
  DecodeResult result;
  if (output.answer == SolverAnswer::unsatisfiable) {
    result.status = DecodeStatus::no_solution;
    return result;
  }
  if (output.answer == SolverAnswer::unknown) return result;

  const int n = puzzle.side();
  const VariableMap& map = encoded.map;
  if (map.side() != n) return invalid(source, "the variable map is for another grid size");
  Grid grid(puzzle.geometry());
  std::vector<int> digits;
  for (int cell = 0; cell < puzzle.cells(); ++cell) {
    // Only the map's variables count: auxiliary ones lie above its range.
    digits.clear();
    for (int d = 1; d <= n; ++d) {
      const int var = map.variable(cell, d);
      if (var != 0 && var <= output.variables() && output.is_true(var)) digits.push_back(d);
    }
    const std::string name = cell_name(cell / n, cell % n);
    // Reduced encodings have no variables for what elimination decided.
    const int fixed = encoded.fixed ? encoded.fixed->at(cell) : 0;
    if (fixed != 0) {
      if (!digits.empty() && digits != std::vector<int>{fixed})
        return invalid(source, name + " has digit" + (digits.size() > 1 ? "s " : " ") +
                                   list(digits) + " but the puzzle fixes it to " +
                                   std::to_string(fixed));
      grid.set(cell, fixed);
      continue;
    }
    if (digits.empty()) return invalid(source, name + " has no digit");
    if (digits.size() > 1) return invalid(source, name + " has digits " + list(digits));
    grid.set(cell, digits.front());
  }
  const Verdict verdict = check_solution(variant, grid);
  if (!verdict) return invalid(source, "the model breaks the rules: " + verdict.reason);
  result.status = DecodeStatus::solved;
  result.solution = std::move(grid);
  return result;
}

DecodeResult decode_model(const Puzzle& puzzle, const EncodeOptions& options, std::istream& in,
                          const std::string& source) {
  // Re-encoding is cheap next to solving, and is the only way to learn the
  // reduced map and the total variable count (auxiliary ones included).
  ClauseCounter counter;
  const Encoded encoded = encode(puzzle, options, counter);
  SolverOutputRead read = read_solver_output(in, source, encoded.variables);
  if (read.error) {
    DecodeResult result;
    result.status = DecodeStatus::unreadable;
    result.error = std::move(read.error);
    return result;
  }
  DecodeResult result = decode(puzzle, encoded, *read.output, source);
  // Only classic puzzles have a reduced encoding to confuse with.
  if (result.status != DecodeStatus::invalid || !puzzle.classic()) return result;
  return recognise_other_encoding(puzzle.grid, options, encoded, *read.output, source)
      .value_or(std::move(result));
}

}  // namespace satdoku
