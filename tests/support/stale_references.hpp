// Shared reference answers (../shared/data/variants/answers.tsv) made under a
// reading of an f-puzzles key that satdoku no longer has, now that it reads
// the keys as f-puzzles and SudokuSolver do (docs/rules.md). The tests that
// compare with those answers skip these files, saying why; the native tests
// check them against the brute force of tests/support/rule_brute_force.hpp
// instead (StaleReferences in variant_files_test.cpp).
#pragma once

#include <string>

namespace satdoku::testing {

// Why the reference answer of a shared file is stale, or "" when it is not.
inline std::string stale_reference(const std::string& name) {
  if (name == "whispers_6x6_u3")
    return "its reference answer reads whispers with no value as a gap of 5 on 6x6; f-puzzles' "
           "whispers tool and SudokuSolver use half the largest digit rounded up, 3 (the brute "
           "force checks this file instead)";
  return "";
}

}  // namespace satdoku::testing
