// Helpers for the connected-solver tests: the stored messages
// (tests/data/serve/messages.tsv), messages built around them, and a client
// whose replies are collected and awaited.
#pragma once

#include <gtest/gtest.h>

#include <chrono>
#include <condition_variable>
#include <fstream>
#include <map>
#include <mutex>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "satdoku/connected_solver.hpp"
#include "satdoku/fpuzzles.hpp"

namespace satdoku::testing {

struct StoredPuzzle {
  std::string name, lexmin, count, data;
};

inline const std::map<std::string, StoredPuzzle>& stored_puzzles() {
  static const std::map<std::string, StoredPuzzle> puzzles = [] {
    std::map<std::string, StoredPuzzle> out;
    std::ifstream in(std::string(SATDOKU_TEST_DATA) + "/data/serve/messages.tsv");
    std::string line;
    while (std::getline(in, line)) {
      std::istringstream fields(line);
      StoredPuzzle p;
      std::getline(fields, p.name, '\t');
      std::getline(fields, p.lexmin, '\t');
      std::getline(fields, p.count, '\t');
      std::getline(fields, p.data, '\t');
      out[p.name] = p;
    }
    return out;
  }();
  return puzzles;
}

inline const StoredPuzzle& stored(const std::string& name) {
  const auto& all = stored_puzzles();
  const auto it = all.find(name);
  if (it == all.end()) throw std::runtime_error("no stored puzzle " + name);
  return it->second;
}

// The puzzle the data holds, read by the library's own link reader (the
// server reads it through the same, so this only saves decoding by hand).
inline Puzzle puzzle_of(const std::string& name) {
  return read_fpuzzles_link(stored(name).data, name, 1).puzzle.value();
}

inline std::string message(std::int64_t nonce, const std::string& command,
                           const std::string& name) {
  nlohmann::json m;
  m["nonce"] = nonce;
  m["command"] = command;
  m["dataType"] = "fpuzzles";
  m["data"] = stored(name).data;
  return m.dump();
}

// A client of a ConnectedSolver whose replies are kept, parsed, in order.
class Collector {
 public:
  explicit Collector(ConnectedSolver& solver)
      : client_(solver.connect([this](std::string reply) {
          std::lock_guard lock(mutex_);
          replies_.push_back(nlohmann::json::parse(reply));
          arrived_.push_back(std::chrono::steady_clock::now());
          taken_.push_back(false);
          changed_.notify_all();
        })) {}

  void send(const std::string& text) { client_->receive(text); }
  void close() { client_->close(); }

  // Waits for the final reply to `nonce` (not a progress one) and returns
  // it; every reply to that nonce before it goes to `progress`.
  nlohmann::json final_reply(std::int64_t nonce, std::vector<nlohmann::json>* progress = nullptr,
                             double seconds = 60) {
    std::unique_lock lock(mutex_);
    const auto deadline = std::chrono::steady_clock::now() +
                          std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                              std::chrono::duration<double>(seconds));
    std::size_t seen = 0;
    for (;;) {
      for (; seen < replies_.size(); ++seen) {
        const nlohmann::json& r = replies_[seen];
        if (taken_[seen] || r.value("nonce", std::int64_t{-1}) != nonce) continue;
        taken_[seen] = true;  // each reply is returned once
        const std::string type = r.value("type", "");
        const bool more = (type == "count" && r.value("inProgress", false)) || type == "estimate";
        if (!more) return r;
        if (progress) progress->push_back(r);
      }
      if (changed_.wait_until(lock, deadline) == std::cv_status::timeout && seen == replies_.size())
        return nlohmann::json{{"type", "timeout"}};
    }
  }

  // When the final reply to `nonce` arrived (after final_reply returned it).
  std::chrono::steady_clock::time_point arrival(std::int64_t nonce) {
    std::lock_guard lock(mutex_);
    for (std::size_t i = replies_.size(); i-- > 0;)
      if (replies_[i].value("nonce", std::int64_t{-1}) == nonce) return arrived_[i];
    return {};
  }

  std::vector<nlohmann::json> all() {
    std::lock_guard lock(mutex_);
    return replies_;
  }

 private:
  std::mutex mutex_;
  std::condition_variable changed_;
  std::vector<nlohmann::json> replies_;
  std::vector<std::chrono::steady_clock::time_point> arrived_;
  std::vector<bool> taken_;
  std::unique_ptr<ConnectedSolver::Client> client_;
};

inline std::string digits(const nlohmann::json& solution) {
  std::string out;
  for (const auto& d : solution) out += std::to_string(d.get<int>());
  return out;
}

}  // namespace satdoku::testing
