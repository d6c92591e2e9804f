// Clients, their threads and the shared work slots of a connected solver
// (satdoku/connected_solver.hpp). Each client holds at most one request in
// progress and one waiting: a message that arrives while another waits
// replaces it (the replaced one is answered canceled at once), and the one
// in progress is told to stop. So a client typing fast costs one request's
// work at a time and two messages of memory.
#include "satdoku/connected_solver.hpp"

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <optional>
#include <thread>
#include <vector>

#include "answers.hpp"
#include "replies.hpp"
#include "request.hpp"

namespace satdoku {

using serve::Answerer;
using serve::CandidateCache;
using serve::Request;

namespace {

using Clock = std::chrono::steady_clock;

double since(Clock::time_point t) {
  return std::chrono::duration<double>(Clock::now() - t).count();
}

}  // namespace

struct ConnectedSolver::Shared {
  Shared(ConnectedSolverOptions o, Record r)
      : options(std::move(o)), record(std::move(r)), cache(options.cache_entries) {
    slots = options.workers > 0
                ? options.workers
                : static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
    options.limits.stop = nullptr;
  }

  ConnectedSolverOptions options;
  Record record;
  CandidateCache cache;

  std::mutex mutex;
  std::condition_variable changed;
  int slots = 1;         // requests that may run now
  int threads = 0;       // client threads alive
  bool closing = false;  // the solver is being destroyed
  std::vector<std::weak_ptr<Client::State>> clients;

  std::atomic<std::uint64_t> requests{0};
  std::atomic<std::uint64_t> cache_answers{0};

  void log(const RequestRecord& r) {
    ++requests;
    if (r.detail == "cache") ++cache_answers;
    if (record) record(r);
  }
};

struct ConnectedSolver::Client::State {
  std::shared_ptr<Shared> shared;
  Send send;
  std::string name;
  std::mutex mutex;
  std::condition_variable wake;
  struct Message {
    std::string text;
    Clock::time_point arrived;
  };
  std::optional<Message> waiting;
  std::atomic<bool> stop{false};    // the request in progress is to stop
  std::atomic<bool> closed{false};  // nothing more is sent or done
  bool running = false;
  bool thread_started = false;

  void reply(std::string text) {
    if (!closed) send(std::move(text));
  }
  void run();  // the client's thread
};

namespace {

// Waits for a work slot; false when the request was stopped first.
bool take_slot(ConnectedSolver::Shared& shared, const std::atomic<bool>& stop) {
  std::unique_lock lock(shared.mutex);
  // The stop flag is set without this mutex: poll it.
  while (shared.slots == 0) {
    if (stop || shared.closing) return false;
    shared.changed.wait_for(lock, std::chrono::milliseconds(10));
  }
  if (stop || shared.closing) return false;
  --shared.slots;
  return true;
}

void give_slot(ConnectedSolver::Shared& shared) {
  {
    std::lock_guard lock(shared.mutex);
    ++shared.slots;
  }
  shared.changed.notify_all();
}

}  // namespace

void ConnectedSolver::Client::State::run() {
  Answerer answerer(shared->options, shared->cache);
  for (;;) {
    Message message;
    {
      std::unique_lock lock(mutex);
      wake.wait(lock, [&] { return waiting.has_value() || closed; });
      if (closed) break;
      message = std::move(*waiting);
      waiting.reset();
      stop = false;
      running = true;
    }
    const Request request = serve::read_request(message.text);
    message.text.clear();
    message.text.shrink_to_fit();
    RequestRecord record;
    record.client = name;
    record.nonce = request.nonce;
    record.command = request.command.empty() ? "?" : request.command;
    auto send_reply = [this](std::string text) { reply(std::move(text)); };
    const bool needs_slot = request.error.empty() && request.command != "cancel";
    if (needs_slot && !take_slot(*shared, stop)) {
      reply(serve::canceled_reply(request.nonce));
      record.outcome = "canceled";
    } else {
      try {
        answerer.answer(request, stop, send_reply, record);
      } catch (const std::exception& e) {
        // An engine refusing a puzzle (a geometry it cannot take), memory.
        reply(serve::invalid_reply(request.nonce, std::string("satdoku failed: ") + e.what()));
        record.outcome = std::string("invalid: satdoku failed: ") + e.what();
      }
      if (needs_slot) give_slot(*shared);
    }
    record.seconds = since(message.arrived);
    shared->log(record);
    std::lock_guard lock(mutex);
    running = false;
  }
  std::lock_guard lock(shared->mutex);
  --shared->threads;
  shared->changed.notify_all();
}

ConnectedSolver::Client::Client(std::shared_ptr<State> state) : state_(std::move(state)) {}

ConnectedSolver::Client::~Client() {
  close();
}

void ConnectedSolver::Client::receive(std::string text) {
  State& s = *state_;
  std::optional<State::Message> replaced;
  {
    std::lock_guard lock(s.mutex);
    if (s.closed) return;
    if (s.running) s.stop = true;
    if (s.waiting) replaced = std::move(s.waiting);
    s.waiting = State::Message{std::move(text), Clock::now()};
    if (!s.thread_started) {
      {
        std::lock_guard shared_lock(s.shared->mutex);
        if (s.shared->closing) return;
        ++s.shared->threads;
      }
      s.thread_started = true;
      std::thread([state = state_] { state->run(); }).detach();
    }
  }
  s.wake.notify_one();
  if (replaced) {
    // Never started: answered canceled under its own nonce, as the page
    // expects of a request it has moved on from.
    const Request r = serve::read_request(replaced->text);
    s.reply(serve::canceled_reply(r.nonce));
    RequestRecord record;
    record.client = s.name;
    record.nonce = r.nonce;
    record.command = r.command.empty() ? "?" : r.command;
    record.outcome = "canceled";
    record.detail = "replaced before it started";
    record.seconds = since(replaced->arrived);
    s.shared->log(record);
  }
}

void ConnectedSolver::Client::close() {
  State& s = *state_;
  {
    std::lock_guard lock(s.mutex);
    s.closed = true;
    s.stop = true;
    s.waiting.reset();
  }
  s.wake.notify_one();
}

ConnectedSolver::ConnectedSolver(ConnectedSolverOptions options, Record record)
    : shared_(std::make_shared<Shared>(std::move(options), std::move(record))) {}

ConnectedSolver::~ConnectedSolver() {
  std::vector<std::shared_ptr<Client::State>> clients;
  {
    std::lock_guard lock(shared_->mutex);
    shared_->closing = true;
    for (const auto& weak : shared_->clients)
      if (auto c = weak.lock()) clients.push_back(std::move(c));
  }
  for (const auto& c : clients) {
    {
      std::lock_guard lock(c->mutex);
      c->closed = true;
      c->stop = true;
      c->waiting.reset();
    }
    c->wake.notify_one();
  }
  std::unique_lock lock(shared_->mutex);
  shared_->changed.wait(lock, [&] { return shared_->threads == 0; });
}

std::unique_ptr<ConnectedSolver::Client> ConnectedSolver::connect(Send send, std::string name) {
  auto state = std::make_shared<Client::State>();
  state->shared = shared_;
  state->send = std::move(send);
  state->name = std::move(name);
  {
    std::lock_guard lock(shared_->mutex);
    // Forget clients that are gone, so the list stays as long as the live ones.
    std::erase_if(shared_->clients, [](const auto& w) { return w.expired(); });
    shared_->clients.push_back(state);
  }
  return std::unique_ptr<Client>(new Client(std::move(state)));
}

std::uint64_t ConnectedSolver::requests() const {
  return shared_->requests;
}

std::uint64_t ConnectedSolver::cache_answers() const {
  return shared_->cache_answers;
}

}  // namespace satdoku
