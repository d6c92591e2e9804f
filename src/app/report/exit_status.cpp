#include "report/exit_status.hpp"

#include "report/compare.hpp"

namespace satdoku {

int combine_exit(int run, int puzzle) {
  // Precedence, strongest first: 4, 2, 3, 1, 0.
  auto rank = [](int code) {
    switch (code) {
      case kDisagreement:
        return 4;
      case kBadInput:
        return 3;
      case kUnknown:
        return 2;
      case kNoSolution:
        return 1;
      default:
        return 0;
    }
  };
  return rank(puzzle) > rank(run) ? puzzle : run;
}

int exit_code(Ruling ruling) {
  switch (ruling) {
    case Ruling::solved:
      return kSolved;
    case Ruling::no_solution:
    case Ruling::multiple:
      return kNoSolution;
    case Ruling::unknown:
      return kUnknown;
    case Ruling::invalid:
      return kBadInput;
    case Ruling::disagreement:
      return kDisagreement;
  }
  return kBadInput;
}

int compare_exit_code(const CompareSummary& summary) {
  if (summary.disagreements > 0 || summary.invalid_answers > 0) return kDisagreement;
  if (summary.unreadable > 0) return kBadInput;
  if (summary.undecided > 0) return kUnknown;
  if (summary.no_solution > 0) return kNoSolution;
  return kSolved;
}

}  // namespace satdoku
