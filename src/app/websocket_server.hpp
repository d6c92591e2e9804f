// satdoku serve's sockets: a WebSocket server (Boost.Beast on Boost.Asio,
// one thread) that hands each connection's text messages to a
// ConnectedSolver client and writes its replies back. Everything the
// protocol means lives in the library (satdoku/connected_solver.hpp); this
// is the desktop-safety layer around it: loopback by default, browser
// origins checked, message size and client count bounded.
#pragma once

#include <cstddef>
#include <functional>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "satdoku/connected_solver.hpp"

namespace satdoku::cli {

// Origins of the pages allowed to connect by default: f-puzzles (where the
// Fpuzzles-SudokuSolver userscript runs) and SudokuPad's hosts.
const std::vector<std::string>& default_origins();

struct ServerSettings {
  std::vector<std::string> addresses;  // numeric addresses to listen on, in order
  int port = kConnectedSolverPort;     // 0: any free port (the same one on every address)
  std::vector<std::string> origins;    // allowed Origin headers (scheme://host[:port])
  bool any_origin = false;             // --allow-origin '*'
  std::size_t max_message = 0;         // bytes; longer messages close the connection
  int max_clients = 32;                // connections at once; more are refused (503)
  bool quiet = false;                  // no line per request or connection
};

// A socket that cannot be opened (address in use, not an address of this
// machine): what happened, for an error line.
struct ListenError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

class WebSocketServer {
 public:
  // `note` gets every log line (without "satdoku: "); it is called from the
  // server's thread and from the solver's threads.
  WebSocketServer(ServerSettings settings, ConnectedSolver& solver,
                  std::function<void(const std::string&)> note);
  ~WebSocketServer();

  // Opens the sockets; returns "127.0.0.1:4545"-style names of those
  // opened. Throws ListenError when none could be (or the first fails).
  std::vector<std::string> listen();
  // Serves until SIGINT or SIGTERM.
  void run();

  struct Impl;

 private:
  std::unique_ptr<Impl> impl_;
};

}  // namespace satdoku::cli
