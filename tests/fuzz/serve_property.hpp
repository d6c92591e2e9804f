// What fuzz_serve checks: the connected solver's message handling
// (satdoku/connected_solver.hpp), messages in, replies out, through the
// public API as `satdoku serve` uses it (also replayed over
// tests/regressions/serve-*.bin and tests/fuzz/corpus/serve by
// hardening_tests).
//
// Settings (see fuzz_support.hpp): byte 0 even: the text is a whole message;
// odd: the text is a puzzle's f-puzzles JSON, compressed as the userscript
// sends it (LZString base64, lz_compress.hpp) into a message whose command is
// byte 1's (truecandidates, solve, check, count, estimate, solvepath, step,
// cancel) and whose nonce is byte 2; byte 3 is unused.
//
// Properties, beyond "no crash, no leak, no undefined behaviour":
// - LZString: the library's decoder gives back the text the writer coded;
// - every message gets replies, the last of them final, within the time
//   limit (0.3 s a request, SAT conflicts and native nodes bounded too);
// - every reply is one JSON object with an integer nonce (the message's
//   when it had one) and a type of the protocol, with that type's fields:
//   a solution that passes the validity checker, N*N*N candidate counts,
//   N*N logical cells, a non-empty message for invalid.
#pragma once

#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <cstdint>
#include <iterator>
#include <mutex>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "fuzz_support.hpp"
#include "lz_compress.hpp"
#include "notation/lzstring.hpp"
#include "satdoku/check.hpp"
#include "satdoku/connected_solver.hpp"
#include "satdoku/fpuzzles.hpp"
#include "satdoku/notation.hpp"

namespace satdoku::fuzz {
namespace serve_property {

using Json = nlohmann::json;

inline constexpr const char* kCommands[] = {"truecandidates", "solve",     "check", "count",
                                            "estimate",       "solvepath", "step",  "cancel"};

// The replies of one client, kept until the final one.
class Replies {
 public:
  void add(std::string reply) {
    std::lock_guard lock(mutex_);
    texts_.push_back(std::move(reply));
    changed_.notify_all();
  }
  // Waits until a final reply (not a count in progress, not an estimate)
  // has come, or `seconds` pass; the replies so far.
  std::vector<std::string> until_final(double seconds) {
    std::unique_lock lock(mutex_);
    const auto deadline = std::chrono::steady_clock::now() +
                          std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                              std::chrono::duration<double>(seconds));
    changed_.wait_until(lock, deadline, [&] { return has_final(); });
    return texts_;
  }

 private:
  bool has_final() const {
    for (const std::string& text : texts_) {
      const Json j = Json::parse(text, nullptr, false);
      if (!j.is_object()) return true;  // broken: the property says so
      const std::string type = j.value("type", "");
      if (type != "estimate" && !(type == "count" && j.value("inProgress", false))) return true;
    }
    return false;
  }

  std::mutex mutex_;
  std::condition_variable changed_;
  std::vector<std::string> texts_;
};

// The puzzle a message's data holds, read as the server reads it (a link's
// payload or the bare data, LZString undone, the f-puzzles reader).
inline std::optional<Puzzle> puzzle_of(const Json& message) {
  if (!message.is_object() || !message.contains("data") || !message["data"].is_string())
    return std::nullopt;
  std::string base64 = message["data"].get<std::string>();
  if (base64.find("://") != std::string::npos || base64.find("?load=") != std::string::npos) {
    std::optional<std::string> payload = fpuzzles_link_payload(base64);
    if (!payload) return std::nullopt;
    base64 = std::move(*payload);
  }
  const LzDecoded decoded = lz_decompress_from_base64(base64, kMaxFpuzzlesBytes);
  if (!decoded.ok()) return std::nullopt;
  const Entry e = read_fpuzzles_json(decoded.text, FpuzzlesOrigin{"fuzz", 1, false});
  if (!e.puzzle) return std::nullopt;
  return *e.puzzle;
}

inline void check_reply(const Json& r, const Json& message, const std::optional<Puzzle>& puzzle,
                        const std::string& detail) {
  FUZZ_CHECK(r.is_object(), detail);
  FUZZ_CHECK(r.contains("nonce") && r["nonce"].is_number_integer(), detail);
  if (message.is_object() && message.contains("nonce") && message["nonce"].is_number_integer() &&
      r["type"] != "invalid")
    FUZZ_CHECK(r["nonce"] == message["nonce"], detail);
  FUZZ_CHECK(r.contains("type") && r["type"].is_string(), detail);
  const std::string type = r["type"];
  const int n = puzzle ? puzzle->side() : 0;
  if (type == "invalid") {
    FUZZ_CHECK(r.contains("message") && r["message"].is_string() &&
                   !r["message"].get<std::string>().empty(),
               detail);
  } else if (type == "solved") {
    FUZZ_CHECK(puzzle && r["solution"].is_array() &&
                   r["solution"].size() == static_cast<std::size_t>(n * n),
               detail);
    Grid g(puzzle->grid.geometry());
    for (int cell = 0; cell < n * n; ++cell) {
      const Json& d = r["solution"][static_cast<std::size_t>(cell)];
      FUZZ_CHECK(d.is_number_integer() && d.get<int>() >= 1 && d.get<int>() <= n, detail);
      g.set(cell, d.get<int>());
    }
    const Verdict v = check_solution(*puzzle, g);
    FUZZ_CHECK(static_cast<bool>(v), detail + ": " + v.reason);
  } else if (type == "count") {
    FUZZ_CHECK(r["count"].is_number_unsigned() || r["count"].is_number_integer(), detail);
    FUZZ_CHECK(r["inProgress"].is_boolean(), detail);
  } else if (type == "truecandidates") {
    FUZZ_CHECK(puzzle && r["solutionsPerCandidate"].is_array() &&
                   r["solutionsPerCandidate"].size() == static_cast<std::size_t>(n * n * n),
               detail);
  } else if (type == "estimate") {
    for (const char* field :
         {"estimate", "stderr", "iterations", "ci95_lower", "ci95_upper", "relErrPercent"})
      FUZZ_CHECK(r.contains(field) && r[field].is_number(), detail);
    FUZZ_CHECK(r["iterations"].get<double>() >= 2, detail);
  } else if (type == "logical") {
    FUZZ_CHECK(
        puzzle && r["cells"].is_array() && r["cells"].size() == static_cast<std::size_t>(n * n),
        detail);
    FUZZ_CHECK(r["message"].is_string() && r["isValid"].is_boolean(), detail);
  } else {
    FUZZ_CHECK(type == "canceled", detail);
  }
}

// The message an input stands for (see the settings above).
inline std::string message_of(const Input& input) {
  if (input.settings[0] % 2 == 0) return std::string(input.text);
  const std::string base64 = lz_compress_to_base64(input.text);
  const LzDecoded back = lz_decompress_from_base64(base64);
  FUZZ_CHECK(
      back.ok() && back.text == latin1_to_utf8(input.text),
      "LZString round trip of " + std::string(input.text.substr(0, 200)) + ": " + back.error);
  Json m;
  m["nonce"] = input.settings[2];
  m["command"] = kCommands[input.settings[1] % std::size(kCommands)];
  m["dataType"] = "fpuzzles";
  m["data"] = base64;
  return m.dump();
}

inline void check(const std::uint8_t* data, std::size_t size) {
  const Input input(data, size);
  const std::string text = message_of(input);
  ConnectedSolverOptions options;
  options.limits.seconds = 0.3;
  options.limits.conflicts = 2000;
  options.limits.nodes = 2000;
  options.workers = 1;
  options.progress_seconds = 0.05;
  options.count_limit = 1000;
  Replies replies;
  std::vector<std::string> got;
  {
    ConnectedSolver solver(options);
    auto client = solver.connect([&](std::string reply) { replies.add(std::move(reply)); });
    client->receive(text);
    got = replies.until_final(30);
  }  // the solver stops what is left and joins its threads
  const std::string detail = "message: " + text.substr(0, 300);
  FUZZ_CHECK(!got.empty(), detail + "\nno reply in 30 s");
  const Json message = Json::parse(text, nullptr, false);
  const std::optional<Puzzle> puzzle = puzzle_of(message);
  bool final_seen = false;
  for (const std::string& reply : got) {
    FUZZ_CHECK(!final_seen, detail + "\na reply after the final one: " + reply);
    const Json r = Json::parse(reply, nullptr, false);
    check_reply(r, message, puzzle, detail + "\nreply: " + reply.substr(0, 300));
    const std::string type = r["type"];
    final_seen = type != "estimate" && !(type == "count" && r.value("inProgress", false));
  }
  FUZZ_CHECK(final_seen, detail + "\nno final reply in 30 s");
}

}  // namespace serve_property
}  // namespace satdoku::fuzz
