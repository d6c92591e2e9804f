// A program of a project that builds satdoku in its own tree: solves the
// puzzle given as its argument with the native engine and checks the answer.
#include <iostream>
#include <satdoku/backtrack.hpp>
#include <satdoku/check.hpp>
#include <satdoku/notation.hpp>

int main(int argc, char** argv) {
  const satdoku::Entry entry = satdoku::parse_puzzle(argc > 1 ? argv[1] : "");
  if (entry.error) return std::cerr << entry.error->to_string() << '\n', 2;
  const satdoku::SolveResult result =
      satdoku::make_backtrack_engine()->smallest(entry.puzzle(), {});
  const satdoku::Verdict verdict = satdoku::check_solution(entry.puzzle(), result.solution);
  std::cout << satdoku::one_line(result.solution) << ' ' << (verdict ? "valid" : verdict.reason)
            << '\n';
  return verdict ? 0 : 1;
}
