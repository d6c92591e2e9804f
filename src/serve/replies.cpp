// Replies written with nlohmann-json, whose ordered_json keeps the field
// order SudokuSolver writes (replies.hpp).
#include "replies.hpp"

#include <cmath>
#include <nlohmann/json.hpp>

namespace satdoku::serve {

namespace {

using Ordered = nlohmann::ordered_json;

Ordered head(std::int64_t nonce, const char* type) {
  Ordered j;
  j["nonce"] = nonce;
  j["type"] = type;
  return j;
}

// Messages come from puzzle text too (rule names, keys): invalid UTF-8 is
// replaced rather than thrown on.
std::string text(const Ordered& j) {
  return j.dump(-1, ' ', false, nlohmann::ordered_json::error_handler_t::replace);
}

// JSON has no infinity or NaN; SudokuSolver writes them by name, which the
// page's JSON.parse rejects. A figure that is not finite is written as 0.
double finite(double x) {
  return std::isfinite(x) ? x : 0.0;
}

}  // namespace

std::string canceled_reply(std::int64_t nonce) {
  return text(head(nonce, "canceled"));
}

std::string invalid_reply(std::int64_t nonce, const std::string& message) {
  Ordered j = head(nonce, "invalid");
  j["message"] = message;
  return text(j);
}

std::string solved_reply(std::int64_t nonce, const Grid& solution) {
  Ordered j = head(nonce, "solved");
  Ordered digits = Ordered::array();
  for (int cell = 0; cell < solution.cells(); ++cell) digits.push_back(solution.at(cell));
  j["solution"] = std::move(digits);
  return text(j);
}

std::string count_reply(std::int64_t nonce, std::uint64_t count, bool in_progress) {
  Ordered j = head(nonce, "count");
  j["count"] = count;
  j["inProgress"] = in_progress;
  return text(j);
}

std::string true_candidates_reply(std::int64_t nonce,
                                  const std::vector<std::int64_t>& per_candidate) {
  Ordered j = head(nonce, "truecandidates");
  j["solutionsPerCandidate"] = per_candidate;
  return text(j);
}

std::string estimate_reply(std::int64_t nonce, const EstimateFigures& f) {
  constexpr double kZ95 = 1.96;
  Ordered j = head(nonce, "estimate");
  const double estimate = finite(f.estimate);
  const double error = finite(f.stderr_);
  j["estimate"] = estimate;
  j["stderr"] = error;
  j["iterations"] = f.iterations;
  j["ci95_lower"] = estimate - kZ95 * error;
  j["ci95_upper"] = estimate + kZ95 * error;
  j["relErrPercent"] = estimate != 0 ? 100.0 * kZ95 * error / estimate : 0.0;
  return text(j);
}

std::string logical_reply(std::int64_t nonce, const std::vector<LogicalCell>& cells,
                          const std::string& message, bool is_valid) {
  Ordered j = head(nonce, "logical");
  Ordered list = Ordered::array();
  for (const LogicalCell& c : cells) {
    Ordered cell;
    cell["value"] = c.value;
    if (c.value == 0) cell["candidates"] = c.candidates;
    list.push_back(std::move(cell));
  }
  j["cells"] = std::move(list);
  j["message"] = message;
  j["isValid"] = is_valid;
  return text(j);
}

}  // namespace satdoku::serve
