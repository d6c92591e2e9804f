// Each command of the connected-solver protocol, answered through the
// library's public API: the f-puzzles reader (board.hpp), the judge, the
// default engine's count and true candidates ("auto": the native and the
// SAT engine racing on variant puzzles; answers.hpp).
#include "answers.hpp"

#include <chrono>
#include <cstdio>

#include "board.hpp"
#include "estimate.hpp"
#include "logical.hpp"
#include "progressive_count.hpp"
#include "replies.hpp"
#include "satdoku/backtrack.hpp"
#include "satdoku/candidate_finder.hpp"
#include "satdoku/judge.hpp"
#include "satdoku/registry.hpp"
#include "satdoku/sat_engine.hpp"

namespace satdoku::serve {

namespace {

constexpr const char* kNoSolution = "No solutions found.";

std::string number(double x) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%g", x);
  return buf;
}

// Which of the server's limits ended a request, for the page's console.
std::string limit_message(const Limits& limits, const std::string& what) {
  std::string which;
  if (limits.seconds > 0) which = "--timeout " + number(limits.seconds) + " s";
  if (limits.conflicts > 0)
    which += (which.empty() ? "" : ", ") + std::string("--conflicts ") +
             std::to_string(limits.conflicts);
  if (limits.nodes > 0)
    which += (which.empty() ? "" : ", ") + std::string("--nodes ") + std::to_string(limits.nodes);
  return what + " stopped at the server's limit (" + which + ") before an answer";
}

bool is_command(const std::string& c) {
  for (const char* known :
       {"truecandidates", "solve", "check", "count", "estimate", "solvepath", "step"})
    if (c == known) return true;
  return false;
}

std::string plural(std::uint64_t n, const char* what) {
  return std::to_string(n) + " " + what + (n == 1 ? "" : "s");
}

// Completions per candidate of `t`'s masks, at most `cap`, into t.counts;
// false when a limit stopped a count.
bool count_per_candidate(Engine& engine, const Puzzle& puzzle, std::uint64_t cap,
                         const Limits& limits, TrueCandidates& t) {
  const int n = puzzle.side();
  t.limit = cap;
  t.counts.assign(static_cast<std::size_t>(n) * n * n, 0);
  for (int cell = 0; cell < n * n; ++cell)
    for (int d = 1; d <= n; ++d) {
      if (!t.has(cell, d)) continue;
      Puzzle fixed = puzzle;
      fixed.grid.set(cell, d);
      const CountResult r = engine.count(fixed, cap, limits);
      if (r.status != Status::solved) return false;
      t.counts[static_cast<std::size_t>(cell * n + d - 1)] = r.count;
    }
  return true;
}

}  // namespace

struct Answerer::Engines {
  std::unique_ptr<Engine> answerer = make_engine("auto");
  std::unique_ptr<Engine> sat;        // --cross-check, estimate: made when first needed
  std::unique_ptr<Engine> backtrack;  // counts, --cross-check, estimate: made when first needed
  CandidateFinder candidates{"auto"};
};

Answerer::Answerer(const ConnectedSolverOptions& options, CandidateCache& cache)
    : options_(options), cache_(cache), engines_(std::make_unique<Engines>()) {}

Answerer::~Answerer() = default;

Engine& Answerer::backtrack() {
  if (!engines_->backtrack) engines_->backtrack = make_backtrack_engine();
  return *engines_->backtrack;
}

void Answerer::answer(const Request& request, const std::atomic<bool>& stop,
                      const std::function<void(std::string)>& send, RequestRecord& record) {
  const std::int64_t nonce = request.nonce;
  record.nonce = nonce;
  record.command = request.command.empty() ? "?" : request.command;
  auto invalid = [&](const std::string& message) {
    send(invalid_reply(nonce, message));
    record.outcome = "invalid: " + message;
  };
  auto canceled = [&] {
    send(canceled_reply(nonce));
    record.outcome = "canceled";
  };
  if (!request.error.empty()) return invalid(request.error);
  if (request.command == "cancel") return canceled();
  if (!is_command(request.command))
    return invalid("unknown command '" + request.command +
                   "' (satdoku serves truecandidates, solve, check, count, estimate, solvepath, "
                   "step and cancel)");
  if (request.data_type != "fpuzzles")
    return invalid("dataType '" + request.data_type + "' is not supported (only fpuzzles)");
  Board board;
  try {
    board = read_board(request.data);
  } catch (const BoardError& e) {
    return invalid(e.what());
  }
  record.puzzle = board.summary();
  const Puzzle& puzzle = board.puzzle;
  // --timeout bounds the request: every engine call and the logic share
  // one deadline.
  Limits limits = options_.limits;
  limits.stop = &stop;
  limits = for_whole_puzzle(limits);
  const std::string& command = request.command;

  if (command == "truecandidates") {
    if (!board.cap_error.empty()) return invalid(board.cap_error);
    const std::uint64_t cap = std::min(board.solution_cap, options_.max_solution_cap);
    // The page's cap lowered to the server's: said in the log line (the
    // reply has no field for it), and documented with --max-solution-cap.
    const std::string lowered = cap < board.solution_cap
                                    ? "solution cap " + std::to_string(board.solution_cap) +
                                          " lowered to " + std::to_string(cap) +
                                          " (--max-solution-cap)"
                                    : "";
    auto note_lowered = [&] {
      if (!lowered.empty())
        record.detail = record.detail.empty() ? lowered : record.detail + ", " + lowered;
    };
    std::optional<TrueCandidates> t = cache_.find(puzzle, cap);
    if (t) {
      record.detail = "cache";
    } else {
      CandidateCache::Known known = cache_.known(puzzle);
      if (known.unsolvable) {
        record.detail = "cache: adds to a puzzle without solution";
        return invalid(kNoSolution);
      }
      CandidateOptions run = std::move(known.options);
      run.limits = limits;
      const std::size_t offered = run.witnesses.size();
      t = engines_->candidates.run(puzzle, run);
      record.detail = plural(t->stats.sat_calls, "SAT call");
      if (offered > 0 || known.refined > 0)
        record.detail +=
            " (" + plural(offered, "witness") + ", " + plural(known.refined, "bound") + ")";
      if (cap > 1 && t->status == Status::solved) {
        // Counts per candidate by the native engine: a count of a variant
        // by SAT builds a solver each time, several times slower (figures:
        // docs/benchmark-notes.md, "Logical solver and connected solver").
        // The counts are exact either way.
        if (!count_per_candidate(backtrack(), puzzle, cap, limits, *t)) t->status = Status::unknown;
        record.detail += ", native counts";
      }
      if (stop) return canceled();
      if (t->status == Status::unknown)
        return invalid(limit_message(options_.limits, "truecandidates"));
      cache_.add(puzzle, cap, *t);
    }
    if (t->status == Status::no_solution) return invalid(kNoSolution);
    const int n = puzzle.side();
    std::vector<std::int64_t> per_candidate(static_cast<std::size_t>(n) * n * n, 0);
    for (int cell = 0; cell < n * n; ++cell)
      for (int d = 1; d <= n; ++d) {
        if (!t->has(cell, d)) continue;
        per_candidate[static_cast<std::size_t>(cell * n + d - 1)] =
            cap > 1 ? static_cast<std::int64_t>(t->count(cell, d)) : 1;
      }
    if (board.logical_candidates) {
      // Digits logic cannot remove but no completion uses: -1, as
      // SudokuSolver marks them for the page to show apart.
      const auto logical = logical_candidates(board, limits);
      if (stop) return canceled();
      if (!logical) return invalid(limit_message(options_.limits, "truecandidates"));
      for (int cell = 0; cell < n * n; ++cell)
        for (int d = 1; d <= n; ++d)
          if (!t->has(cell, d) && ((*logical)[static_cast<std::size_t>(cell)] >> (d - 1) & 1))
            per_candidate[static_cast<std::size_t>(cell * n + d - 1)] = -1;
      record.detail += record.detail.empty() ? "logical" : ", logical";
    }
    note_lowered();
    send(true_candidates_reply(nonce, per_candidate));
    record.outcome = "truecandidates";
    return;
  }

  if (command == "solve") {
    // Cross-checked, the two engines are each run in full (registry.hpp).
    Engine* checker = options_.cross_check ? &backtrack() : nullptr;
    if (checker && !engines_->sat) engines_->sat = make_sat_engine();
    Engine& answerer = checker ? *engines_->sat : *engines_->answerer;
    const Judgement j = judge(puzzle, answerer, checker, JudgeOptions{limits, false});
    if (stop) return canceled();
    switch (j.ruling) {
      case Ruling::solved:
        send(solved_reply(nonce, *j.solution));
        record.outcome = "solved";
        return;
      case Ruling::no_solution:
        return invalid(j.why.empty() ? kNoSolution : "No solutions found: " + j.why);
      case Ruling::unknown:
        return invalid(limit_message(options_.limits, "solve"));
      default:
        return invalid("satdoku's engines disagree on this puzzle (please report it): " + j.why);
    }
  }

  if (command == "check" || command == "count") {
    CountRun run;
    run.limit = command == "check" ? 2 : options_.count_limit;
    run.limits = limits;
    run.slice = options_.progress_seconds;
    run.progress = [&](std::uint64_t so_far) { send(count_reply(nonce, so_far, true)); };
    const CountOutcome c = count_with_progress(*engines_->answerer, puzzle, run);
    record.detail = plural(c.parts, "part");
    if (stop) return canceled();
    if (c.status != Status::solved)
      return invalid(limit_message(options_.limits, command) + " (" + plural(c.count, "solution") +
                     " found so far)");
    record.outcome = "count " + std::to_string(c.count) + (c.capped ? "+" : "");
    if (command == "count" && c.capped) {
      // The page would print "exactly K": say "at least" instead.
      return invalid("There are at least " + std::to_string(c.count) +
                     " solutions (the server's --count-limit).");
    }
    send(count_reply(nonce, c.count, false));
    return;
  }

  if (command == "estimate") {
    EstimateRun run;
    run.limits = limits;
    run.report_every = options_.progress_seconds;
    run.seed = static_cast<std::uint64_t>(nonce) * 0x9E3779B97F4A7C15ULL + 1;
    auto figures = [](const EstimateState& s) {
      return EstimateFigures{s.mean, s.std_error, s.walks};
    };
    run.progress = [&](const EstimateState& s) { send(estimate_reply(nonce, figures(s))); };
    if (!engines_->sat) engines_->sat = make_sat_engine();
    const EstimateState s = estimate_completions(backtrack(), *engines_->sat, puzzle, run);
    record.detail = plural(static_cast<std::uint64_t>(s.walks), "walk");
    if (s.status == Status::no_solution) return invalid(kNoSolution);
    if (stop) return canceled();
    // Only a limit ends an estimate: the last figures, then why it ended.
    // No figure comes of no walk, and no error bar of one.
    if (s.walks >= 2) {
      send(estimate_reply(nonce, figures(s)));
      return invalid(limit_message(options_.limits, "estimate"));
    }
    return invalid(limit_message(options_.limits, "estimate") + ": " +
                   (s.walks == 0 ? std::string("no random walk ended, so there is no estimate")
                                 : "one random walk ended (" + number(s.mean) +
                                       " completions), too few for an estimate with an error") +
                   "; a longer --timeout lets more walks end");
  }

  // solvepath, step: from the page's state, by the logical solver.
  const LogicalAnswer a = answer_logically(board, command == "step", limits);
  if (stop) return canceled();
  if (a.stopped)
    return invalid(limit_message(options_.limits, command) + " (" +
                   plural(static_cast<std::uint64_t>(a.steps), "step") + " found)");
  send(logical_reply(nonce, a.cells, a.message, a.valid));
  record.outcome = "logical: " + a.outcome;
}

}  // namespace satdoku::serve
