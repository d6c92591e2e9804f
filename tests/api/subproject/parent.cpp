// A program of a project that builds satdoku in its own tree: solves the
// puzzle given as its argument (81 digits, 0 for a blank) with the native
// engine and checks the answer. It uses the engines alone (core and native,
// no notation, no CaDiCaL), so that the test builds little.
#include <iostream>
#include <satdoku/backtrack.hpp>
#include <satdoku/check.hpp>
#include <string>

int main(int argc, char** argv) {
  const std::string digits = argc > 1 ? argv[1] : "";
  satdoku::Grid grid(satdoku::Geometry{3, 3});
  if (digits.size() != 81) return std::cerr << "81 digits expected\n", 2;
  for (int i = 0; i < 81; ++i) grid.set(i, digits[static_cast<std::size_t>(i)] - '0');
  const satdoku::Puzzle puzzle(grid);
  const satdoku::SolveResult result = satdoku::make_backtrack_engine()->smallest(puzzle, {});
  const satdoku::Verdict verdict = satdoku::check_solution(puzzle, result.solution);
  for (int i = 0; i < 81; ++i) std::cout << result.solution.at(i);
  std::cout << ' ' << (verdict ? "valid" : verdict.reason) << '\n';
  return verdict ? 0 : 1;
}
