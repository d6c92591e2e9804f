#include "commands.hpp"

#include "cli.hpp"

namespace satdoku::cli {
namespace {

constexpr Command kCommands[] = {
    {"solve", solve_command, "print the lexicographically smallest completion of each puzzle"},
    {"count", count_command, "count completions up to a limit (--limit 2 checks uniqueness)"},
    {"compare", compare_command,
     "run SAT and the backtracker on every puzzle; compare answers, speed"},
    {"cnf", cnf_command, "export a puzzle as DIMACS CNF for any SAT solver"},
    {"decode", decode_command, "turn a SAT solver's model of an exported puzzle back into a grid"},
    {"convert", convert_command,
     "write puzzles in another notation: ISS's (Interactive Sudoku Solver)\n"
     "with every rule, or a grid notation"},
    {"candidates", candidates_command,
     "the true candidates: each digit some completion puts in each cell\n"
     "(--limit K: and how many completions do, up to K)"},
    {"minimize", minimize_command,
     "drop givens while the completion stays unique, until each is needed"},
    {"generate", generate_command,
     "make new puzzles, unique and minimal (classic, or --rules FILE.json)"},
    {"explain", explain_command, "the solution path by logic, step by step, with each technique"},
    {"rate", rate_command, "how hard each puzzle is: Sudoku Explainer's rating, qqwing's level"},
    {"serve", serve_command,
     "answer the solver buttons of f-puzzles (the Fpuzzles-SudokuSolver\n"
     "userscript): a WebSocket server on ws://localhost:4545"},
};

}  // namespace

std::span<const Command> commands() {
  return kCommands;
}

std::string command_list() {
  // "  name      summary", the summary from column 12; a longer name gets a
  // line of its own.
  constexpr std::size_t kColumn = 12;
  std::string out;
  for (const Command& command : kCommands) {
    std::string line = std::string("  ") + command.name;
    if (line.size() + 1 > kColumn) {
      out += line + '\n';
      line.clear();
    }
    line.resize(kColumn, ' ');
    for (const char* c = command.summary; *c; ++c) {
      if (*c == '\n') {
        out += line + '\n';
        line.assign(kColumn, ' ');
      } else {
        line += *c;
      }
    }
    out += line + '\n';
  }
  return out;
}

}  // namespace satdoku::cli
