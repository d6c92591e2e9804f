// A user of the installed library: solves the puzzle given as its argument
// and checks the answer with the library's validity checker.
#include <iostream>
#include <satdoku/check.hpp>
#include <satdoku/notation.hpp>
#include <satdoku/registry.hpp>

int main(int argc, char** argv) {
  const satdoku::Entry entry = satdoku::parse_puzzle(argc > 1 ? argv[1] : "");
  if (entry.error) return std::cerr << entry.error->to_string() << '\n', 2;
  const satdoku::SolveResult result = satdoku::make_engine("sat")->smallest(*entry.puzzle, {});
  const satdoku::Verdict verdict = satdoku::check_solution(*entry.puzzle, result.solution);
  std::cout << satdoku::one_line(result.solution) << ' ' << (verdict ? "valid" : verdict.reason)
            << '\n';
  return verdict ? 0 : 1;
}
