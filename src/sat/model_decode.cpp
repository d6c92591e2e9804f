// From a solver's model back to a grid. The model is not trusted: every cell
// must have exactly one true digit, and the grid must then pass the same
// validity checker every engine answer passes.
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
  return decode(puzzle, encoded, *read.output, source);
}

}  // namespace satdoku
