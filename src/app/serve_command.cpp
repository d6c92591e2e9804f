// satdoku serve: the connected solver of f-puzzles, a drop-in for Rangsk's
// SudokuSolver in its WebSocket mode, so that the Fpuzzles-SudokuSolver
// userscript's buttons are answered by satdoku. Options and log lines here;
// the protocol is the library's (connected_solver.hpp), the sockets are
// websocket_server.cpp's.
#include <boost/asio/ip/address.hpp>
#include <csignal>
#include <cstdio>
#include <iostream>
#include <mutex>

#include "cli.hpp"
#include "satdoku/connected_solver.hpp"
#include "websocket_server.hpp"

namespace satdoku::cli {
namespace {

constexpr const char* kServeUsage = R"usage(Usage: satdoku serve [OPTIONS]

Answers f-puzzles as a connected solver: a WebSocket server on this machine
that speaks the protocol of Rangsk's SudokuSolver, so that the
Fpuzzles-SudokuSolver userscript works with satdoku unchanged. Start it, open
a puzzle on f-puzzles.com with the userscript installed, press Connect; then
every solver button is answered by satdoku.

What each button gets:
  True Candidates  every digit some completion puts in each cell (SAT-led, as
                   'satdoku candidates'; with the solution cap, how many
                   completions use it, as 'candidates --limit K', the cap at
                   most --max-solution-cap), from the puzzle's givens; recent
                   answers are reused while you edit
  Solve            the lexicographically smallest completion ('satdoku solve')
  Check            0, 1 or 2+ completions ('satdoku count --limit 2')
  Solution Count   all completions, with progress ('satdoku count'); stopped by
                   Cancel, --count-limit or --timeout
  Estimate         the number of completions estimated by random walks,
                   refined until Cancel or --timeout (a figure once two walks
                   have ended)
  Solution Path    the logical solver's steps (as 'satdoku explain') from the
                   page's state (digits entered, centre marks) until solved or
                   stuck; Step: one step a press (first the candidates)
Every request stops at --timeout (all its engine calls and logic together).
A puzzle with a rule satdoku does not know is answered with its name.

Safety: the server listens on 127.0.0.1 and ::1 only (this machine), unless
--host names another address together with --allow-remote. Browsers let any
web page open a socket to localhost, so connections whose Origin is not
f-puzzles or SudokuPad are refused; --allow-origin adds one (programs that
send no Origin, such as scripts, are served). Messages longer than
--max-message close the connection; at most --max-clients connections; each
request stops at --timeout. One line per request goes to stderr (--quiet:
none); Ctrl-C stops the server.

Examples:
  satdoku serve                   the userscript's default: ws://localhost:4545
  satdoku serve --port 4546 --timeout 60
  satdoku serve --allow-origin http://localhost:8080     (a page of your own))usage";

bool is_loopback(const std::string& host) {
  boost::system::error_code ec;
  const auto address = boost::asio::ip::make_address(host, ec);
  return !ec && address.is_loopback();
}

std::string duration(double seconds) {
  char buf[32];
  if (seconds < 0.1)
    std::snprintf(buf, sizeof buf, "%.1f ms", seconds * 1000);
  else if (seconds < 10)
    std::snprintf(buf, sizeof buf, "%.2f s", seconds);
  else
    std::snprintf(buf, sizeof buf, "%.0f s", seconds);
  return buf;
}

// "127.0.0.1:50312 #7 truecandidates (9x9, 2 givens, 35 rules): truecandidates, 3.1 ms, 2 SAT
// calls"
std::string request_line(const RequestRecord& r) {
  std::string line = r.client + " #" + std::to_string(r.nonce) + " " + r.command;
  if (!r.puzzle.empty()) line += " (" + r.puzzle + ")";
  line += ": " + r.outcome + ", " + duration(r.seconds);
  if (!r.detail.empty()) line += ", " + r.detail;
  return line;
}

}  // namespace

int serve_command(int argc, char** argv) {
  int port = kConnectedSolverPort;
  std::string host;
  bool allow_remote = false, quiet = false, cross_check = false;
  std::vector<std::string> allow_origins;
  std::int64_t max_message = 4 << 20;
  int max_clients = 32;
  int workers = 0;
  int cache = 64;
  std::int64_t count_limit = 0;
  std::int64_t max_solution_cap = 1000;
  double progress = 0.5;
  LimitOptions limits;
  limits.timeout = 300;

  po::options_description options("Options");
  options.add_options()("port,p", po::value(&port)->value_name("PORT"),
                        "listen on this port (default 4545, the userscript's; 0: any free one)")(
      "host", po::value(&host)->value_name("ADDRESS"),
      "listen on this address instead of 127.0.0.1 and ::1 (with --allow-remote unless it "
      "is a loopback address)")("allow-remote", po::bool_switch(&allow_remote),
                                "let --host be an address other machines can reach")(
      "allow-origin", po::value(&allow_origins)->value_name("ORIGIN")->composing(),
      "also serve pages from ORIGIN (scheme://host[:port]; '*': any page); repeatable")(
      "timeout", po::value(&limits.timeout)->value_name("SECONDS"),
      "stop each request after this long (default 300; 0: never)")(
      "conflicts", po::value(&limits.conflicts)->value_name("N"),
      "stop each request after N SAT conflicts")("nodes", po::value(&limits.nodes)->value_name("N"),
                                                 "stop each request after N native search nodes")(
      "count-limit", po::value(&count_limit)->value_name("K"),
      "Solution Count stops at K completions (default: none)")(
      "max-solution-cap", po::value(&max_solution_cap)->value_name("K"),
      "True Candidates counts completions per digit up to K at most (default 1000); a larger "
      "cap from the page is lowered to K, and the log line says so")(
      "progress", po::value(&progress)->value_name("SECONDS"),
      "between progress replies of Solution Count and Estimate (default 0.5)")(
      "cache", po::value(&cache)->value_name("N"),
      "true-candidates answers kept for reuse while you edit (default 64; 0: none)")(
      "cross-check", po::bool_switch(&cross_check),
      "Solve: the native engine proves each answer too")(
      "jobs,j", po::value(&workers)->value_name("N"),
      "work on N requests at once (default 0: one per core); others wait")(
      "max-clients", po::value(&max_clients)->value_name("N"),
      "connections at once (default 32); more are refused")(
      "max-message", po::value(&max_message)->value_name("BYTES"),
      "longest message read (default 4194304); a longer one closes its connection")(
      "quiet,q", po::bool_switch(&quiet), "no line per request or connection on stderr");
  if (!parse_command(argc, argv, options, po::options_description(), "", 0, kServeUsage))
    return kSolved;

  if (port < 0 || port > 65535) throw UsageError("--port must be from 0 to 65535");
  if (max_clients < 1) throw UsageError("--max-clients must be at least 1");
  if (max_message < 1024 || max_message > (std::int64_t{1} << 30))
    throw UsageError("--max-message must be from 1024 to 1073741824 bytes");
  if (count_limit < 0) throw UsageError("--count-limit must be at least 1 (or 0: none)");
  if (max_solution_cap < 1 || max_solution_cap > 1000000)
    throw UsageError("--max-solution-cap must be from 1 to 1000000");
  if (!(progress >= 0.02 && progress <= 3600))
    throw UsageError("--progress must be from 0.02 to 3600 seconds");
  if (cache < 0 || cache > 100000) throw UsageError("--cache must be from 0 to 100000");
  if (workers < 0 || workers > kMaxJobs)
    throw UsageError("--jobs must be from 0 (one per core) to " + std::to_string(kMaxJobs));

  ServerSettings settings;
  settings.port = port;
  settings.quiet = quiet;
  settings.max_clients = max_clients;
  settings.max_message = static_cast<std::size_t>(max_message);
  settings.origins = default_origins();
  for (const std::string& o : allow_origins) {
    if (o == "*")
      settings.any_origin = true;
    else if (o.find("://") == std::string::npos)
      throw UsageError("--allow-origin '" + o + "' is not an origin (scheme://host[:port])");
    else
      settings.origins.push_back(o);
  }
  if (host.empty() || host == "localhost") {
    settings.addresses = {"127.0.0.1", "::1"};
  } else {
    boost::system::error_code ec;
    boost::asio::ip::make_address(host, ec);
    if (ec) throw UsageError("--host '" + host + "' is not a numeric IP address");
    if (!is_loopback(host) && !allow_remote)
      throw UsageError("--host " + host +
                       " can be reached from other machines, which could then use this "
                       "solver: add --allow-remote to do that on purpose");
    settings.addresses = {host};
  }

  ConnectedSolverOptions solver_options;
  solver_options.limits = limits.limits();
  solver_options.workers = workers;
  solver_options.cache_entries = static_cast<std::size_t>(cache);
  solver_options.progress_seconds = progress;
  solver_options.cross_check = cross_check;
  solver_options.count_limit = static_cast<std::uint64_t>(count_limit);
  solver_options.max_solution_cap = static_cast<std::uint64_t>(max_solution_cap);

  // A log whose reader has gone (`satdoku serve 2>&1 | head -n 1`) fails
  // its writes instead of ending the server (its sockets never raise SIGPIPE).
  std::signal(SIGPIPE, SIG_IGN);
  std::mutex log_mutex;
  auto note = [&log_mutex](const std::string& line) {
    std::lock_guard lock(log_mutex);
    print_note("serve: " + line);
  };
  ConnectedSolver solver(solver_options, [&](const RequestRecord& r) {
    if (!quiet) note(request_line(r));
  });
  WebSocketServer server(settings, solver, note);
  std::vector<std::string> opened;
  try {
    opened = server.listen();
  } catch (const ListenError& e) {
    std::string hint;
    if (std::string(e.what()).find("in use") != std::string::npos)
      hint = " (is SudokuSolver or another 'satdoku serve' running? --port chooses another)";
    throw UsageError(e.what() + hint);
  }
  std::string where;
  for (const std::string& o : opened) where += (where.empty() ? "ws://" : " and ws://") + o;
  if (!is_loopback(settings.addresses.front()) && host != "" && host != "localhost")
    print_note("serve: warning: " + host + " is reachable from other machines (--allow-remote)");
  if (settings.any_origin)
    print_note("serve: warning: any web page you visit may use this solver (--allow-origin '*')");
  // Always said (tests read the port from it), even with --quiet.
  note("listening on " + where + " (Ctrl-C stops)");
  server.run();
  return kSolved;
}

}  // namespace satdoku::cli
