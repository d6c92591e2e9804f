// The connected-solver protocol of f-puzzles, without sockets: satdoku
// answering the messages that the Fpuzzles-SudokuSolver userscript sends to
// Rangsk's SudokuSolver (its console's WebSocket mode), with the replies the
// userscript expects. A server (`satdoku serve`) feeds each connection's
// text messages to a Client and writes what the Client sends back.
//
//   satdoku::ConnectedSolver solver;
//   auto client = solver.connect([&](std::string reply) { socket.write(reply); });
//   client->receive(R"({"nonce":1,"command":"check","dataType":"fpuzzles","data":"N4Ig..."})");
//   // later, from a worker thread: {"nonce":1,"type":"count","count":1,"inProgress":false}
//
// Messages are JSON {nonce, command, dataType: "fpuzzles", data}, `data`
// being the puzzle as f-puzzles exports it (LZString base64 of its JSON).
// Commands and replies (each reply carries the request's nonce and a type):
//   truecandidates  -> truecandidates {solutionsPerCandidate: N*N*N numbers,
//                      cell-major then digit: 1/0, or with a solution cap K
//                      (the puzzle's truecandidatesoptions "colored": 8, or
//                      "truecandidatesnumsolutions=K") the completions using
//                      that digit there, at most K}
//   solve           -> solved {solution: N*N digits}: the lexicographically
//                      smallest completion, as `satdoku solve` prints it
//   check           -> count {count: 0, 1 or 2, inProgress: false}
//   count           -> count {count, inProgress: true} every
//                      progress_seconds, then {count, inProgress: false}
//   estimate        -> estimate {estimate, stderr, iterations, ci95_lower,
//                      ci95_upper, relErrPercent} every progress_seconds
//                      until cancelled (or the time limit)
//   solvepath, step -> logical {cells: [{value} or {value: 0, candidates}],
//                      message, isValid}: from the page's current state
//   cancel          -> canceled
// Any request can instead get invalid {message}: no solution (and why), a
// rule satdoku does not know (named), malformed data, a limit reached. A new
// message from a client cancels that client's request in progress, which
// then ends with canceled (the page ignores replies to old nonces).
//
// As SudokuSolver does, truecandidates, solve, check, count and estimate
// read the givens only (f-puzzles cells with `given: true`, and
// givenPencilMarks); solvepath and step start from the page's state: every
// digit entered and the centre pencil marks.
//
// True candidates are cached: a request whose puzzle was answered recently
// is answered from memory, and one that only adds to a recent puzzle (one
// more given, one more cage: a setter typing) starts from that answer's
// completions and masks (CandidateOptions::witnesses and within).
//
// Threads: receive() and close() may be called from any thread; each
// client's requests run on a thread of its own, at most `workers` of them
// at once across all clients; replies are handed to `send` from those
// threads, one client's in order.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>

#include "satdoku/engine.hpp"

namespace satdoku {

// SudokuSolver's port, where the userscript connects (ws://localhost:4545).
inline constexpr int kConnectedSolverPort = 4545;

struct ConnectedSolverOptions {
  // Per request: wall-clock seconds, SAT conflicts, native nodes (as the
  // command line's --timeout, --conflicts, --nodes); zero: unlimited. The
  // stop flag is the solver's own and is ignored here.
  Limits limits;
  int workers = 0;                        // requests worked on at once; 0: one per core
  std::size_t cache_entries = 64;         // true-candidates answers kept for reuse
  double progress_seconds = 0.5;          // between count and estimate progress replies
  bool cross_check = false;               // solve: the native engine proves each answer too
  std::uint64_t max_solution_cap = 1000;  // largest truecandidatesnumsolutions honoured
  // count stops at this many completions (0: none), and then says "at least"
  // in an invalid reply: the protocol's count has no way to say it.
  std::uint64_t count_limit = 0;
};

// One request as done, for a server's log line.
struct RequestRecord {
  std::string client;  // the name given to connect()
  std::int64_t nonce = 0;
  std::string command;  // as sent ("?" when the message could not be read)
  std::string puzzle;   // "9x9, 3 rules", or "" when none was read
  std::string outcome;  // "count 2", "solved", "canceled", "invalid: no solution" ...
  std::string detail;   // how: "cache", "2 SAT calls" ... (may be empty)
  double seconds = 0;   // from the message's arrival to its last reply
};

class ConnectedSolver {
 public:
  // Called for every reply; must be safe to call from several threads (for
  // different clients) and may drop replies to a client that is gone.
  using Send = std::function<void(std::string reply)>;
  using Record = std::function<void(const RequestRecord&)>;

  explicit ConnectedSolver(ConnectedSolverOptions options = {}, Record record = nullptr);
  // Stops every request in progress and waits for their threads.
  ~ConnectedSolver();
  ConnectedSolver(const ConnectedSolver&) = delete;
  ConnectedSolver& operator=(const ConnectedSolver&) = delete;

  // One connection's side of the protocol.
  class Client {
   public:
    // The message is answered on the client's thread; the request in
    // progress (if any) is cancelled first.
    void receive(std::string message);
    // The connection is gone: its request in progress stops within a tenth
    // of a second and nothing more is sent. Also done by the destructor.
    void close();
    ~Client();
    Client(const Client&) = delete;
    Client& operator=(const Client&) = delete;

    struct State;  // connected_solver.cpp

   private:
    friend class ConnectedSolver;
    explicit Client(std::shared_ptr<State> state);
    std::shared_ptr<State> state_;
  };

  // `name` identifies the client in records ("127.0.0.1:50312").
  std::unique_ptr<Client> connect(Send send, std::string name = "");

  // Requests answered so far, and of those the true-candidates requests
  // answered from the cache alone (for tests and the server's summary).
  std::uint64_t requests() const;
  std::uint64_t cache_answers() const;

  struct Shared;  // connected_solver.cpp

 private:
  std::shared_ptr<Shared> shared_;
};

}  // namespace satdoku
