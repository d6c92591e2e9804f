// Clients of a ConnectedSolver: a new message cancels the one in progress,
// cancel stops a count within a tenth of a second, a client that goes away
// stops its work, and many clients at once all get their answers.
#include <gtest/gtest.h>

#include <thread>

#include "protocol_support.hpp"

namespace satdoku {
namespace {

using testing::Collector;
using testing::message;
using testing::stored;
using Clock = std::chrono::steady_clock;

double seconds(Clock::duration d) {
  return std::chrono::duration<double>(d).count();
}

// A count left alone never ends; cancel must end it at once. Measured well
// under a tenth of a second; the bound leaves room for a loaded machine.
TEST(Clients, CancelStopsACountPromptly) {
  ConnectedSolverOptions options;
  options.progress_seconds = 0.05;
  ConnectedSolver solver(options);
  Collector c(solver);
  // The empty 9x9 has 6.67e21 completions: the count never ends by itself.
  c.send(message(1, "count", "empty_9x9"));
  std::this_thread::sleep_for(std::chrono::milliseconds(300));
  const Clock::time_point sent = Clock::now();
  c.send(R"({"nonce":2,"command":"cancel"})");
  std::vector<nlohmann::json> progress;
  EXPECT_EQ(c.final_reply(1, &progress)["type"], "canceled");
  EXPECT_LT(seconds(c.arrival(1) - sent), 2.0);
  EXPECT_EQ(c.final_reply(2)["type"], "canceled");
  EXPECT_LT(seconds(c.arrival(2) - sent), 2.0);
  EXPECT_FALSE(progress.empty()) << "a count of 300 ms reports progress every 50 ms";
}

TEST(Clients, ANewMessageSupersedesTheOneInProgress) {
  ConnectedSolver solver;
  Collector c(solver);
  c.send(message(1, "count", "empty_9x9"));
  std::this_thread::sleep_for(std::chrono::milliseconds(100));
  c.send(message(2, "count", "empty_9x9"));  // waits, then is replaced by 3
  c.send(message(3, "solve", "killer_9x9_u0"));
  EXPECT_EQ(c.final_reply(1)["type"], "canceled");
  EXPECT_EQ(c.final_reply(2)["type"], "canceled");
  const auto r = c.final_reply(3);
  ASSERT_EQ(r["type"], "solved");
  EXPECT_EQ(testing::digits(r["solution"]), stored("killer_9x9_u0").lexmin);
}

TEST(Clients, AClientThatLeavesMidCountStopsItsWork) {
  const Clock::time_point start = Clock::now();
  {
    ConnectedSolver solver;
    Collector c(solver);
    c.send(message(1, "count", "empty_9x9"));
    std::this_thread::sleep_for(std::chrono::milliseconds(200));
    c.close();
    const std::size_t replies = c.all().size();
    // A second client is served meanwhile.
    Collector other(solver);
    other.send(message(5, "check", "killer_9x9_u0"));
    EXPECT_EQ(other.final_reply(5)["count"], 1);
    EXPECT_EQ(c.all().size(), replies) << "nothing is sent to a closed client";
  }  // the solver waits for its threads here
  EXPECT_LT(seconds(Clock::now() - start), 5);
}

TEST(Clients, TwentyClientsAtOnceAllGetTheirAnswers) {
  ConnectedSolverOptions options;
  options.workers = 2;
  ConnectedSolver solver(options);
  std::vector<std::unique_ptr<Collector>> clients;
  const std::vector<std::string> names = {"killer_9x9_u0", "x_9x9_m1", "jigsaw_6x6_u3",
                                          "thermo_9x9_m1", "classic_9x9"};
  for (int i = 0; i < 20; ++i) clients.push_back(std::make_unique<Collector>(solver));
  std::vector<std::thread> senders;
  for (int i = 0; i < 20; ++i)
    senders.emplace_back([&, i] {
      clients[static_cast<std::size_t>(i)]->send(
          message(100 + i, i % 2 ? "solve" : "truecandidates",
                  names[static_cast<std::size_t>(i) % names.size()]));
    });
  for (auto& t : senders) t.join();
  for (int i = 0; i < 20; ++i) {
    const auto r = clients[static_cast<std::size_t>(i)]->final_reply(100 + i);
    const std::string& name = names[static_cast<std::size_t>(i) % names.size()];
    if (i % 2) {
      ASSERT_EQ(r["type"], "solved") << r.dump();
      EXPECT_EQ(testing::digits(r["solution"]), stored(name).lexmin);
    } else {
      EXPECT_EQ(r["type"], "truecandidates") << r.dump();
    }
  }
  // Each request is recorded just after its reply is sent.
  for (int i = 0; i < 100 && solver.requests() < 20; ++i)
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  EXPECT_EQ(solver.requests(), 20u);
}

TEST(Clients, RequestsAreRecordedOncePerMessage) {
  std::mutex mutex;
  std::vector<RequestRecord> records;
  ConnectedSolver solver({}, [&](const RequestRecord& r) {
    std::lock_guard lock(mutex);
    records.push_back(r);
  });
  {
    Collector c(solver);
    c.send(message(1, "check", "killer_9x9_u0"));
    c.final_reply(1);
    c.send("garbage");
    c.final_reply(0);
  }
  // Each request is recorded just after its reply is sent: wait for both.
  auto recorded = [&] {
    std::lock_guard lock(mutex);
    return records.size();
  };
  for (int i = 0; i < 100 && recorded() < 2; ++i)
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  std::lock_guard lock(mutex);
  ASSERT_EQ(records.size(), 2u);
  EXPECT_EQ(records[0].command, "check");
  EXPECT_EQ(records[0].outcome, "count 1");
  EXPECT_EQ(records[0].puzzle, "9x9, 2 givens, 35 rules") << "killer_9x9_u0's givens and cages";
  EXPECT_EQ(records[1].command, "?");
  EXPECT_TRUE(records[1].outcome.starts_with("invalid: malformed message"));
}

}  // namespace
}  // namespace satdoku
