// The WebSocket server of satdoku serve (websocket_server.hpp): Beast's
// HTTP parser reads the upgrade request, the Origin and the number of
// clients are checked before it is accepted, and then each text message goes
// to the connection's ConnectedSolver client. Replies come back from the
// solver's threads and are posted to this thread, which writes them in order.
#include "websocket_server.hpp"

#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/ip/v6_only.hpp>
#include <boost/asio/signal_set.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>
#include <chrono>
#include <csignal>
#include <deque>
#include <mutex>
#include <optional>

#include "satdoku/notation.hpp"
#include "satdoku/version.hpp"

namespace satdoku::cli {

namespace net = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
namespace websocket = beast::websocket;
using tcp = net::ip::tcp;

const std::vector<std::string>& default_origins() {
  static const std::vector<std::string> origins = {"https://f-puzzles.com",
                                                   "https://www.f-puzzles.com",
                                                   "https://sudokupad.app",
                                                   "https://beta.sudokupad.app",
                                                   "https://app.crackingthecryptic.com",
                                                   "https://crackingthecryptic.com",
                                                   "https://sudokupad.svencodes.com"};
  return origins;
}

namespace {

// Replies a client has not read yet, at most: a page that stops reading
// (a frozen tab) is closed rather than buffered for without end.
constexpr std::size_t kMaxQueuedReplies = 1024;
// A message is read this much at a time, so that its size is checked as it
// grows (a message over --max-message in one frame or in many fragments).
constexpr std::size_t kReadPiece = 64 * 1024;
// The upgrade request: a few headers, no body.
constexpr std::uint32_t kMaxHandshakeBytes = 16 * 1024;
constexpr auto kHandshakeTime = std::chrono::seconds(30);

// "https://www.f-puzzles.com/" and "HTTPS://www.F-Puzzles.com" are the same origin.
std::string normal_origin(std::string origin) {
  origin = ascii_lower(std::move(origin));
  while (!origin.empty() && origin.back() == '/') origin.pop_back();
  return origin;
}

// Text that came from the network, safe on a terminal.
std::string printable(std::string_view text, std::size_t most = 120) {
  std::string out;
  for (const char ch : text.substr(0, most)) {
    const auto c = static_cast<unsigned char>(ch);
    out += c >= 0x20 && c < 0x7f ? ch : '?';
  }
  if (text.size() > most) out += "...";
  return out;
}

}  // namespace

// What the solver's threads write through: posts into the server's thread
// while the server exists, drops replies after it is gone.
struct Outbox {
  std::mutex mutex;
  net::io_context* io = nullptr;  // null once the server is being destroyed
};

struct WebSocketServer::Impl {
  ServerSettings settings;
  ConnectedSolver& solver;
  std::function<void(const std::string&)> note;
  std::shared_ptr<Outbox> outbox = std::make_shared<Outbox>();
  int clients = 0;
  std::uint64_t connections = 0;
  // Last but one: destroyed before the members above, its pending handlers
  // (and with them the sessions, which use those members) go first.
  net::io_context io{1};
  std::vector<std::unique_ptr<tcp::acceptor>> acceptors;  // last: they use io

  Impl(ServerSettings s, ConnectedSolver& c, std::function<void(const std::string&)> n)
      : settings(std::move(s)), solver(c), note(std::move(n)) {
    outbox->io = &io;
  }

  void say(const std::string& line) {
    if (!settings.quiet) note(line);
  }

  bool allowed(const std::string& origin) const {
    if (settings.any_origin) return true;
    const std::string o = normal_origin(origin);
    for (const std::string& a : settings.origins)
      if (normal_origin(a) == o) return true;
    return false;
  }

  void accept(tcp::acceptor& acceptor);
};

namespace {

class Session : public std::enable_shared_from_this<Session> {
 public:
  Session(tcp::socket socket, WebSocketServer::Impl* server, std::string name)
      : ws_(std::move(socket)), server_(server), name_(std::move(name)) {}

  ~Session() {
    if (client_) client_->close();
    if (counted_) --server_->clients;
  }

  void start() {
    parser_.emplace();
    parser_->header_limit(kMaxHandshakeBytes);
    parser_->body_limit(kMaxHandshakeBytes);
    beast::get_lowest_layer(ws_).expires_after(kHandshakeTime);
    http::async_read(
        beast::get_lowest_layer(ws_), buffer_, *parser_,
        [self = shared_from_this()](beast::error_code ec, std::size_t) { self->on_request(ec); });
  }

  // Called on the server's thread with a reply from the solver.
  void queue(std::shared_ptr<const std::string> reply) {
    if (!open_) return;
    if (replies_.size() >= kMaxQueuedReplies) {
      server_->say(name_ + ": closed: " + std::to_string(replies_.size()) +
                   " replies not read by the page");
      close(websocket::close_code::policy_error);
      return;
    }
    replies_.push_back(std::move(reply));
    if (replies_.size() == 1) write_next();
  }

 private:
  void on_request(beast::error_code ec) {
    if (ec) return;  // a port scan, a browser giving up: nothing to say
    http::request<http::string_body> request = parser_->release();
    parser_.reset();
    if (!websocket::is_upgrade(request)) {
      return refuse(request, http::status::upgrade_required,
                    "satdoku serve is a WebSocket endpoint for f-puzzles' connected solver "
                    "(the Fpuzzles-SudokuSolver userscript); see 'satdoku serve --help'.\n");
    }
    const auto origin_field = request.find(http::field::origin);
    // Browsers always send an Origin, once; programs (scripts, tests) need
    // not. Two are refused, whatever they say: only one could be checked.
    const auto [first, last] = request.equal_range(http::field::origin);
    if (std::distance(first, last) > 1) {
      server_->note(name_ + ": refused a handshake with " +
                    std::to_string(std::distance(first, last)) + " Origin headers");
      return refuse(request, http::status::forbidden,
                    "more than one Origin header: a browser sends one\n");
    }
    origin_ = origin_field == request.end() ? "" : std::string(origin_field->value());
    if (origin_field != request.end() && !server_->allowed(origin_)) {
      // Said even with --quiet: a page the user did not mean to let in.
      server_->note(name_ + ": refused a page from " + printable(origin_) +
                    " (origins allowed: f-puzzles, SudokuPad, and --allow-origin)");
      return refuse(
          request, http::status::forbidden,
          "origin not allowed: start 'satdoku serve --allow-origin ORIGIN' to let it in\n");
    }
    if (server_->clients >= server_->settings.max_clients) {
      server_->note(name_ + ": refused: " + std::to_string(server_->clients) +
                    " clients already (--max-clients)");
      return refuse(request, http::status::service_unavailable,
                    "too many clients (satdoku serve --max-clients)\n");
    }
    ++server_->clients;
    counted_ = true;
    beast::get_lowest_layer(ws_).expires_never();
    ws_.set_option(websocket::stream_base::timeout::suggested(beast::role_type::server));
    ws_.set_option(websocket::stream_base::decorator([](websocket::response_type& response) {
      response.set(http::field::server, std::string("satdoku/") + kVersion);
    }));
    // The limit is checked in on_read; Beast's own, a piece above it, is a
    // backstop (past it Beast drops the socket after its close frame, which
    // a client still sending fragments may never read: 1006).
    ws_.read_message_max(server_->settings.max_message + kReadPiece + 1);
    ws_.async_accept(request,
                     [self = shared_from_this()](beast::error_code e) { self->on_accept(e); });
  }

  void refuse(const http::request<http::string_body>& request, http::status status,
              const std::string& text) {
    auto response = std::make_shared<http::response<http::string_body>>(status, request.version());
    response->set(http::field::server, std::string("satdoku/") + kVersion);
    response->set(http::field::content_type, "text/plain; charset=utf-8");
    response->keep_alive(false);
    response->body() = text;
    response->prepare_payload();
    http::async_write(beast::get_lowest_layer(ws_), *response,
                      [self = shared_from_this(), response](beast::error_code, std::size_t) {
                        beast::error_code ignored;
                        beast::get_lowest_layer(self->ws_).socket().shutdown(
                            tcp::socket::shutdown_send, ignored);
                      });
  }

  void on_accept(beast::error_code ec) {
    if (ec) return;
    open_ = true;
    server_->say(name_ + ": connected" + (origin_.empty() ? "" : " from " + printable(origin_)));
    std::weak_ptr<Session> weak = weak_from_this();
    std::shared_ptr<Outbox> outbox = server_->outbox;
    client_ = server_->solver.connect(
        [weak, outbox](std::string reply) {
          auto text = std::make_shared<const std::string>(std::move(reply));
          std::lock_guard lock(outbox->mutex);
          if (!outbox->io) return;
          net::post(*outbox->io, [weak, text] {
            if (auto session = weak.lock()) session->queue(text);
          });
        },
        name_);
    read_next();
  }

  void read_next() {
    ws_.async_read_some(
        incoming_, kReadPiece,
        [self = shared_from_this()](beast::error_code ec, std::size_t) { self->on_read(ec); });
  }

  void on_read(beast::error_code ec) {
    if (ec) {
      open_ = false;
      if (client_) client_->close();
      if (ec == websocket::error::message_too_big) {
        server_->say(name_ + ": closed: a message of more than " +
                     std::to_string(server_->settings.max_message) + " bytes (--max-message)");
      } else {
        server_->say(name_ + ": disconnected");
      }
      return;
    }
    if (incoming_.size() > server_->settings.max_message) {
      // Closed with 1009 by the close handshake: the rest of the message is
      // read and dropped until the client's close frame, so the client reads
      // ours whether it sent one frame or is still sending fragments.
      server_->say(name_ + ": closed: a message of more than " +
                   std::to_string(server_->settings.max_message) + " bytes (--max-message)");
      incoming_.clear();
      incoming_.shrink_to_fit();
      return close(websocket::close_code::too_big);
    }
    if (!ws_.is_message_done()) return read_next();
    if (!ws_.got_text()) {
      incoming_.consume(incoming_.size());
      server_->say(name_ + ": a binary message ignored (the protocol is text)");
      return read_next();
    }
    client_->receive(beast::buffers_to_string(incoming_.data()));
    incoming_.consume(incoming_.size());
    read_next();
  }

  void write_next() {
    ws_.text(true);
    ws_.async_write(
        net::buffer(*replies_.front()),
        [self = shared_from_this()](beast::error_code ec, std::size_t) { self->on_write(ec); });
  }

  void on_write(beast::error_code ec) {
    if (ec) {
      open_ = false;
      replies_.clear();
      if (client_) client_->close();
      return;
    }
    replies_.pop_front();
    if (!replies_.empty() && open_) write_next();
  }

  void close(websocket::close_code code) {
    open_ = false;
    if (client_) client_->close();
    ws_.async_close(code, [self = shared_from_this()](beast::error_code) {});
  }

  websocket::stream<beast::tcp_stream> ws_;
  WebSocketServer::Impl* server_;  // outlives every session (see Impl::io)
  std::string name_;
  std::string origin_;
  beast::flat_buffer buffer_;
  std::optional<http::request_parser<http::string_body>> parser_;
  beast::flat_buffer incoming_;
  std::deque<std::shared_ptr<const std::string>> replies_;
  std::unique_ptr<ConnectedSolver::Client> client_;
  bool open_ = false;
  bool counted_ = false;
};

std::string endpoint_name(const tcp::endpoint& e) {
  const auto address = e.address();
  const std::string host = address.is_v6() ? "[" + address.to_string() + "]" : address.to_string();
  return host + ":" + std::to_string(e.port());
}

}  // namespace

void WebSocketServer::Impl::accept(tcp::acceptor& acceptor) {
  acceptor.async_accept([this, &acceptor](beast::error_code ec, tcp::socket socket) {
    if (ec == net::error::operation_aborted) return;
    if (!ec) {
      beast::error_code peer_error;
      const auto peer = socket.remote_endpoint(peer_error);
      const std::string name =
          peer_error ? "client " + std::to_string(connections + 1) : endpoint_name(peer);
      ++connections;
      std::make_shared<Session>(std::move(socket), this, name)->start();
    }
    accept(acceptor);  // a failed accept (out of descriptors) does not end the server
  });
}

WebSocketServer::WebSocketServer(ServerSettings settings, ConnectedSolver& solver,
                                 std::function<void(const std::string&)> note)
    : impl_(std::make_unique<Impl>(std::move(settings), solver, std::move(note))) {}

WebSocketServer::~WebSocketServer() {
  {
    std::lock_guard lock(impl_->outbox->mutex);
    impl_->outbox->io = nullptr;
  }
  impl_->acceptors.clear();
}

std::vector<std::string> WebSocketServer::listen() {
  std::vector<std::string> opened;
  int port = impl_->settings.port;
  for (const std::string& text : impl_->settings.addresses) {
    beast::error_code ec;
    const auto address = net::ip::make_address(text, ec);
    if (ec) throw ListenError("'" + text + "' is not a numeric IP address");
    const tcp::endpoint endpoint(address, static_cast<unsigned short>(port));
    auto acceptor = std::make_unique<tcp::acceptor>(impl_->io);
    auto fail = [&](const std::string& what) {
      return ListenError("cannot listen on " + endpoint_name(endpoint) + ": " + what);
    };
    acceptor->open(endpoint.protocol(), ec);
    if (!ec && address.is_v6()) acceptor->set_option(net::ip::v6_only(true), ec);
    if (!ec) acceptor->set_option(net::socket_base::reuse_address(true), ec);
    if (!ec) acceptor->bind(endpoint, ec);
    if (!ec) acceptor->listen(net::socket_base::max_listen_connections, ec);
    if (ec) {
      // ::1 may be missing on a machine without IPv6: the other addresses serve.
      const bool optional_v6 = address.is_v6() && address.is_loopback() && !opened.empty() &&
                               ec != net::error::address_in_use;
      if (optional_v6) continue;
      throw fail(ec.message());
    }
    const tcp::endpoint bound = acceptor->local_endpoint(ec);
    if (!ec) port = bound.port();  // port 0: the same free port for the next address
    opened.push_back(endpoint_name(ec ? endpoint : bound));
    impl_->acceptors.push_back(std::move(acceptor));
  }
  for (auto& a : impl_->acceptors) impl_->accept(*a);
  return opened;
}

void WebSocketServer::run() {
  net::signal_set signals(impl_->io, SIGINT, SIGTERM);
  signals.async_wait([this](beast::error_code ec, int) {
    if (ec) return;
    impl_->note("stopping");
    impl_->io.stop();
  });
  impl_->io.run();
}

}  // namespace satdoku::cli
