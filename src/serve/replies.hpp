// Replies of the connected-solver protocol as JSON text, field for field as
// SudokuSolver's console writes them (nonce, type, then the type's fields;
// a logical cell with a value has no candidates key).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "satdoku/grid.hpp"

namespace satdoku::serve {

struct EstimateFigures {
  double estimate = 0;
  double stderr_ = 0;  // standard error of the estimate
  std::int64_t iterations = 0;
};

// A cell of a logical reply: a placed digit, or its candidates.
struct LogicalCell {
  int value = 0;
  std::vector<int> candidates;  // when value == 0
};

std::string canceled_reply(std::int64_t nonce);
std::string invalid_reply(std::int64_t nonce, const std::string& message);
std::string solved_reply(std::int64_t nonce, const Grid& solution);
std::string count_reply(std::int64_t nonce, std::uint64_t count, bool in_progress);
// N*N*N numbers, cell-major then digit (solutionsPerCandidate).
std::string true_candidates_reply(std::int64_t nonce,
                                  const std::vector<std::int64_t>& per_candidate);
std::string estimate_reply(std::int64_t nonce, const EstimateFigures& figures);
std::string logical_reply(std::int64_t nonce, const std::vector<LogicalCell>& cells,
                          const std::string& message, bool is_valid);

}  // namespace satdoku::serve
