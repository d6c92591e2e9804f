// The connected solver's faults of issue 37 (items 2, 3, 10 and 11): every
// request stops at the time limit, an estimate claims nothing it has not
// measured, solution caps are said, not bent in silence, and a message is
// read as strictly as puzzle JSON. The socket's items (8, 12, 13) are in
// tests/protocol/serve_protocol_test.py.
#include <gtest/gtest.h>

#include <mutex>
#include <thread>

#include "protocol_support.hpp"

namespace satdoku::serve_faults {
namespace {

using testing::Collector;
using testing::message;
using testing::stored;
using Clock = std::chrono::steady_clock;

double since(Clock::time_point t) {
  return std::chrono::duration<double>(Clock::now() - t).count();
}

bool has(const nlohmann::json& reply, const std::string& words) {
  return reply.value("message", "").find(words) != std::string::npos;
}

// Item 2: Solution Path and Step stop at the time limit like every other
// request, with the same message, and free their work slot for the next
// client. Each puzzle here holds work no time limit lets finish (empty
// grids of 10 to 16, a 16x16 whose page shows every candidate for Step).
TEST(ServeFaults, Item2SolutionPathAndStepStopAtTheTimeout) {
  ConnectedSolverOptions options;
  options.limits.seconds = 1;
  options.workers = 1;
  ConnectedSolver solver(options);
  Collector a(solver), b(solver);
  std::int64_t nonce = 0;
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"solvepath", "empty_16x16"},   {"solvepath", "empty_16x16_nonconsecutive"},
      {"solvepath", "empty_12x12"},   {"solvepath", "empty_10x10"},
      {"step", "empty_16x16_marked"},
  };
  for (const auto& [command, name] : cases) {
    SCOPED_TRACE(command + " " + name);
    const Clock::time_point sent = Clock::now();
    a.send(message(++nonce, command, name));
    // Another client's check waits for the one work slot, then is answered.
    b.send(message(1000 + nonce, "check", "killer_9x9_u0"));
    const auto r = a.final_reply(nonce, nullptr, 60);
    EXPECT_LT(since(sent), 60.0) << "hang guard (old: no reply in 200 s)";
    EXPECT_EQ(r["type"], "invalid") << r.dump().substr(0, 300);
    EXPECT_TRUE(has(r, command + " stopped at the server's limit (--timeout 1 s)"))
        << r.dump().substr(0, 300);
    const auto check = b.final_reply(1000 + nonce, nullptr, 60);
    EXPECT_EQ(check["type"], "count") << check.dump();
    EXPECT_EQ(check.value("count", -1), 1);
  }
}

// Item 3: an estimate claims no figure from zero walks and no interval from
// one; a walk stops at the time limit; the reply that ends it says how far
// it got.
TEST(ServeFaults, Item3EstimateClaimsOnlyWhatItMeasured) {
  for (const std::string name : {"empty_16x16_nonconsecutive", "empty_16x16", "empty_4x4"}) {
    SCOPED_TRACE(name);
    ConnectedSolverOptions options;
    options.limits.seconds = 1;
    options.progress_seconds = 0.1;
    ConnectedSolver solver(options);
    Collector c(solver);
    const Clock::time_point sent = Clock::now();
    c.send(message(1, "estimate", name));
    std::vector<nlohmann::json> progress;
    const auto end = c.final_reply(1, &progress, 60);
    EXPECT_LT(since(sent), 30.0) << "hang guard (old: 31-36 s for one walk)";
    EXPECT_EQ(end["type"], "invalid") << end.dump();
    EXPECT_TRUE(has(end, "estimate stopped at the server's limit (--timeout 1 s)")) << end.dump();
    for (const auto& p : progress) {
      EXPECT_GE(p["iterations"].get<std::int64_t>(), 2) << p.dump();
      EXPECT_GT(p["estimate"].get<double>(), 0) << p.dump();
    }
    if (progress.empty()) {
      // Fewer than two walks: the message says so instead of a figure.
      EXPECT_TRUE(has(end, "walk")) << end.dump();
    }
  }
  // Many walks, all alike (a unique puzzle): the interval is zero-width
  // because every walk measured the same, not because one did.
  ConnectedSolverOptions options;
  options.limits.seconds = 0.6;
  options.progress_seconds = 0.1;
  ConnectedSolver solver(options);
  Collector c(solver);
  c.send(message(2, "estimate", "killer_9x9_u0"));
  std::vector<nlohmann::json> progress;
  c.final_reply(2, &progress);
  ASSERT_FALSE(progress.empty());
  EXPECT_GE(progress.front()["iterations"].get<std::int64_t>(), 2);
  EXPECT_EQ(progress.back()["estimate"], 1.0);
}

// Item 10: a solution cap above the server's largest is lowered, and the
// request's record says so; caps that are no number of solutions are
// refused by name, not ignored.
TEST(ServeFaults, Item10SolutionCapsAreSaidNotBentInSilence) {
  std::mutex mutex;
  std::vector<RequestRecord> records;
  ConnectedSolverOptions options;
  options.max_solution_cap = 1000;
  ConnectedSolver solver(options, [&](const RequestRecord& r) {
    std::lock_guard lock(mutex);
    records.push_back(r);
  });
  Collector c(solver);
  c.send(message(1, "truecandidates", "x_9x9_m1_cap5000"));
  const auto r = c.final_reply(1);
  ASSERT_EQ(r["type"], "truecandidates") << r.dump().substr(0, 300);
  for (const auto& count : r["solutionsPerCandidate"]) EXPECT_LE(count.get<int>(), 1000);
  // The record follows the reply.
  std::string detail;
  for (const Clock::time_point start = Clock::now(); detail.empty() && since(start) < 30;) {
    {
      std::lock_guard lock(mutex);
      if (!records.empty()) detail = records.back().detail + " ";
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  EXPECT_NE(detail.find("solution cap 5000 lowered to 1000"), std::string::npos) << detail;
  std::int64_t nonce = 1;
  for (const std::string name : {"x_9x9_m1_cap0", "x_9x9_m1_capneg", "x_9x9_m1_cap1e3"}) {
    SCOPED_TRACE(name);
    c.send(message(++nonce, "truecandidates", name));
    const auto refused = c.final_reply(nonce);
    EXPECT_EQ(refused["type"], "invalid") << refused.dump().substr(0, 300);
    EXPECT_TRUE(has(refused, "truecandidatesnumsolutions=")) << refused.dump();
  }
}

// Item 11: a message naming a key twice is refused as puzzle JSON is (the
// last one no longer wins), and a nonce beyond a double's range is said to
// be out of range, not "not a JSON object".
TEST(ServeFaults, Item11MessagesAreReadAsStrictlyAsPuzzles) {
  ConnectedSolver solver;
  Collector c(solver);
  const std::string data = stored("killer_9x9_u0").data;
  const std::vector<std::pair<std::string, std::string>> cases = {
      {R"({"nonce":1,"nonce":2,"command":"check","dataType":"fpuzzles","data":")" + data + "\"}",
       "key 'nonce' appears twice"},
      {R"({"nonce":3,"command":"check","command":"solve","dataType":"fpuzzles","data":")" + data +
           "\"}",
       "key 'command' appears twice"},
      {R"({"nonce":4,"command":"check","dataType":"fpuzzles","data":"x","data":")" + data + "\"}",
       "key 'data' appears twice"},
      {R"({"nonce":1e400,"command":"check","dataType":"fpuzzles","data":")" + data + "\"}",
       "nonce"},
      {R"({"nonce":-1e400,"command":"check"})", "nonce"},
  };
  for (const auto& [text, words] : cases) {
    SCOPED_TRACE(text.substr(0, 80));
    c.send(text);
    // Answered under the first nonce it names when that one was read.
    const std::int64_t nonce = text.rfind(R"({"nonce":1,)", 0) == 0   ? 1
                               : text.rfind(R"({"nonce":3,)", 0) == 0 ? 3
                               : text.rfind(R"({"nonce":4,)", 0) == 0 ? 4
                                                                      : 0;
    const auto r = c.final_reply(nonce);
    EXPECT_EQ(r["type"], "invalid") << r.dump();
    EXPECT_TRUE(has(r, words)) << r.dump();
    EXPECT_FALSE(has(r, "expected a JSON object")) << r.dump();
  }
}

}  // namespace
}  // namespace satdoku::serve_faults
