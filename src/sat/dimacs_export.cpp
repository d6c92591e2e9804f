// `satdoku cnf`: the comment header that makes an exported file
// self-describing, and the two-pass export that lets the `p` line come first
// without holding millions of clauses in memory.
#include <algorithm>
#include <string>

#include "satdoku/dimacs.hpp"
#include "satdoku/notation.hpp"
#include "satdoku/version.hpp"

namespace satdoku {
namespace {

std::string_view at_most_one_name(AtMostOne at_most_one) {
  switch (at_most_one) {
    case AtMostOne::pairwise:
      return "pairwise";
    case AtMostOne::sequential:
      return "sequential";
    case AtMostOne::automatic:
      return "automatic";
    case AtMostOne::mixed:
      return "mixed";
  }
  return "pairwise";
}

std::string cell_digit(int cell, int digit, int side) {
  return cell_name(cell / side, cell % side) + "=" + std::to_string(digit);
}

std::string at_most_one(const EncodeOptions& options) {
  std::string text(at_most_one_name(options.at_most_one));
  // Only pairwise groups have box pairs that repeat a row or column clause.
  if (!options.repeat_pairs && options.at_most_one != AtMostOne::sequential)
    text += " (box pairs in a row or column left out)";
  return text;
}

std::string givens(const EncodeOptions& options) {
  if (options.encoding == Encoding::reduced) return "applied by elimination";
  return options.givens_as_units ? "as unit clauses" : "left out (assume them)";
}

}  // namespace

std::vector<std::string> dimacs_comments(const Puzzle& variant, const EncodeOptions& options,
                                         const Encoded& encoded) {
  const Grid& puzzle = variant.grid;
  const int n = puzzle.side();
  const int problem = encoded.map.variables();
  const std::string ns = std::to_string(n);
  std::vector<std::string> lines = {
      std::string("satdoku ") + kVersion + ": a Sudoku as CNF",
      "puzzle " + one_line(puzzle),
      "grid " + ns + "x" + ns + ", boxes " + puzzle.geometry().name() + " (height x width)",
      "encoding " + std::string(to_string(options.encoding)) + ", at-most-one " +
          at_most_one(options) + ", givens " + givens(options),
      "variables " + std::to_string(encoded.variables) + " (" + std::to_string(problem) +
          " cell-digit, " + std::to_string(encoded.variables - problem) + " auxiliary), clauses " +
          std::to_string(encoded.clauses),
  };
  if (!variant.classic()) {
    const Rules& rules = *variant.rules;
    if (!rules.regions.empty()) {
      std::string regions = "jigsaw regions (row by row, from 0) ";
      for (const int r : rules.regions)
        regions += static_cast<char>(r < 10 ? '0' + r : 'A' + r - 10);
      lines.push_back(regions);
    }
    lines.push_back("variant rules " + std::to_string(rules.list.size()) +
                    ", their clauses after the givens, each after a 'c rule' line");
  }
  if (!encoded.fixed) {
    lines.push_back("variable (r*N + c)*N + d: row r and column c (from 0) hold digit d (1.." + ns +
                    "), N = " + ns);
    if (encoded.variables > problem)
      lines.push_back("variables above " + std::to_string(problem) + " are auxiliary");
    return lines;
  }
  lines.push_back("fixed " + one_line(*encoded.fixed));
  lines.push_back("the cells of the fixed grid have no variables; variable V means rRcC=D:");
  for (int v = 1; v <= problem; ++v) {
    const auto [cell, digit] = encoded.map.meaning(v);
    lines.push_back("var " + std::to_string(v) + " = " + cell_digit(cell, digit, n));
  }
  if (encoded.variables > problem)
    lines.push_back("variables above " + std::to_string(problem) + " are auxiliary");
  return lines;
}

Encoded write_dimacs(const Puzzle& puzzle, const EncodeOptions& options, std::ostream& out) {
  ClauseCounter counter;
  const Encoded encoded = encode(puzzle, options, counter);
  DimacsWriter writer(out);
  for (const std::string& line : dimacs_comments(puzzle, options, encoded)) writer.comment(line);
  writer.problem(encoded.variables, encoded.clauses);
  const Encoded again = encode(puzzle, options, writer);
  writer.flush();
  // The header was written from the first pass: if the second differed, the
  // file would lie about itself, so report it as a failed write.
  if (again.clauses != encoded.clauses || again.variables != encoded.variables ||
      writer.clauses() != encoded.clauses)
    out.setstate(std::ios::badbit);
  return encoded;
}

}  // namespace satdoku
