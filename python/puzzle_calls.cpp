#include "puzzle_calls.hpp"

#include <algorithm>
#include <functional>
#include <map>
#include <sstream>

#include "satdoku/attempt.hpp"
#include "satdoku/candidate_finder.hpp"
#include "satdoku/dimacs.hpp"
#include "satdoku/encoder.hpp"
#include "satdoku/job.hpp"
#include "satdoku/judge.hpp"
#include "satdoku/notation.hpp"
#include "satdoku/registry.hpp"
#include "satdoku/true_candidates.hpp"

namespace satdoku::python {
namespace {

Attempt checked_attempt(Engine& engine, const Puzzle& puzzle, const SolveRequest& request) {
  Attempt attempt = run_attempt(engine, puzzle, request);
  if (!attempt.valid() || attempt.status == Status::unknown)
    throw std::runtime_error(engine.name() + " answered " + describe_answer(attempt));
  return attempt;
}

}  // namespace

Puzzle read_puzzle(std::string_view text, const std::string& box, const std::string& source) {
  ReaderOptions options;
  if (!box.empty()) {
    options.box = Geometry::parse(box);
    if (!options.box)
      throw std::invalid_argument("box '" + box +
                                  "' is not HxW with a side from 4 to 36 (e.g. 2x3, 3x3, 3x4)");
  }
  Entry entry = parse_puzzle(text, options, source);
  if (entry.error) throw std::invalid_argument(entry.error->to_string());
  return std::move(*entry.puzzle);
}

namespace {

// One line of N*N symbols for a side N that needs no box: what the line
// notation reads as one puzzle, so that a list of these reads the same
// whether it is read as one text or text by text.
bool plain_line(const std::string& text) {
  static constexpr std::size_t kSides[] = {4, 9, 16, 25, 36};
  const bool square = std::any_of(std::begin(kSides), std::end(kSides),
                                  [&](std::size_t n) { return text.size() == n * n; });
  return square && text.find_first_of(" \t\r\n#{") == std::string::npos;
}

std::string item_name(std::size_t i) {
  return "puzzles[" + std::to_string(i) + "]";
}

}  // namespace

std::vector<Puzzle> read_puzzles(const std::vector<std::string>& texts, const std::string& box) {
  std::vector<Puzzle> puzzles;
  puzzles.reserve(texts.size());
  if (texts.empty()) return puzzles;
  if (!box.empty() || !std::all_of(texts.begin(), texts.end(), plain_line)) {
    for (std::size_t i = 0; i < texts.size(); ++i)
      puzzles.push_back(read_puzzle(texts[i], box, item_name(i)));
    return puzzles;
  }
  std::string joined;
  for (const std::string& text : texts) joined += text + '\n';
  std::istringstream in(joined);
  PuzzleReader reader(in, "puzzles", {Notation::line, std::nullopt});
  while (std::optional<Entry> entry = reader.next()) {
    if (entry->error) {
      // Named as read_puzzle names it: the item, its only line.
      ParseError error = *entry->error;
      error.source = item_name(static_cast<std::size_t>(error.line - 1));
      error.line = 1;
      throw std::invalid_argument(error.to_string());
    }
    puzzles.push_back(std::move(*entry->puzzle));
  }
  if (puzzles.size() != texts.size()) throw std::logic_error("read_puzzles lost a puzzle");
  return puzzles;
}

std::unique_ptr<Engine> engine_named(const std::string& name) {
  auto engine = make_engine(name);
  if (!engine) throw std::invalid_argument(unknown_engine_message(name));
  return engine;
}

Engine& thread_engine(const std::string& name) {
  thread_local std::map<std::string, std::unique_ptr<Engine>, std::less<>> engines;
  auto found = engines.find(name);
  if (found == engines.end()) found = engines.emplace(name, engine_named(name)).first;
  return *found->second;
}

namespace {

// The judge's ruling as Python sees it: a solution, None and the reason, or
// an exception for an answer that is neither.
Answer answer_of(Judgement&& judgement, const std::string& engine) {
  switch (judgement.ruling) {
    case Ruling::solved:
      return {std::move(judgement.solution), ""};
    case Ruling::no_solution:
      return {std::nullopt, std::move(judgement.why)};
    default:
      throw std::runtime_error(engine + " answered " + std::string(to_string(judgement.ruling)) +
                               (judgement.why.empty() ? "" : ": " + judgement.why));
  }
}

}  // namespace

Answer solve_puzzle(const Puzzle& puzzle, Engine& engine, const Limits& limits) {
  // The program's judge: clashing givens named without an engine, the answer
  // checked, the reason for no solution in the program's words.
  return answer_of(judge(puzzle, engine, nullptr, {limits, false}), engine.name());
}

std::uint64_t count_puzzle(const Puzzle& puzzle, Engine& engine, std::int64_t limit,
                           const Limits& limits) {
  if (limit < 1) throw std::invalid_argument("limit must be at least 1");
  const auto cap = static_cast<std::uint64_t>(limit);
  return checked_attempt(engine, puzzle, {Task::count, limits, cap}).count;
}

std::vector<std::vector<int>> candidates_of(const Puzzle& puzzle, const std::string& engine,
                                            const Limits& limits) {
  TrueCandidates found;
  CandidateOptions options;
  options.limits = limits;
  // Kept per thread, as the engines are: their solvers serve the next call.
  thread_local std::map<std::string, std::unique_ptr<CandidateFinder>, std::less<>> finders;
  auto it = finders.find(engine);
  if (it == finders.end()) {
    if (!make_engine(engine)) throw std::invalid_argument(unknown_engine_message(engine));
    it = finders.emplace(engine, std::make_unique<CandidateFinder>(engine)).first;
  }
  found = it->second->run(puzzle, options);
  if (found.status == Status::no_solution) throw NoSolution("no solution");
  if (found.status != Status::solved) throw std::runtime_error(engine + " answered unknown");
  std::vector<std::vector<int>> cells;
  cells.reserve(found.masks.size());
  for (int cell = 0; cell < static_cast<int>(found.masks.size()); ++cell)
    cells.push_back(found.digits(cell));
  return cells;
}

Verdict check_answer(const Puzzle& puzzle, std::string_view answer) {
  // The puzzle's box settles how the answer's text is read (6x6 needs one).
  const Geometry geometry = puzzle.grid.geometry();
  const std::string box =
      std::to_string(geometry.box_rows) + "x" + std::to_string(geometry.box_cols);
  return check_solution(puzzle, read_puzzle(answer, box, "<answer>").grid);
}

std::string cnf_text(const Puzzle& puzzle, const std::string& encoding) {
  EncodeOptions options;
  const auto chosen = encoding_from_name(encoding);
  if (!chosen)
    throw std::invalid_argument("encoding '" + encoding +
                                "' is not one of minimal, efficient, extended, reduced");
  options.encoding = *chosen;
  if (!puzzle.classic() && options.encoding == Encoding::reduced)
    throw std::invalid_argument(
        "encoding reduced does not take variant rules; use extended (the default)");
  std::ostringstream out;
  write_dimacs(puzzle, options, out);
  return std::move(out).str();
}

std::vector<Answer> solve_batch(const std::vector<Puzzle>& puzzles, const std::string& engine,
                                int jobs, const Limits& limits) {
  engine_named(engine);  // an unknown name fails here, before any thread starts
  // The program's pipeline (satdoku/job.hpp), fed the puzzles as entries.
  const JudgeSpec spec{{*contestant(engine)}, {limits, false}, false};
  std::vector<Answer> answers;
  answers.reserve(puzzles.size());
  std::size_t next = 0;
  RunOptions options;
  options.jobs = jobs;
  options.stop = limits.stop;
  run_jobs(
      [&]() -> std::optional<Entry> {
        if (next == puzzles.size()) return std::nullopt;
        Entry entry;
        entry.puzzle = puzzles[next++];  // the one copy: the list stays the caller's
        return entry;
      },
      spec,
      [&](Job<Judgement>&& job) {
        answers.push_back(answer_of(std::move(job.answer), spec.engines.front().name));
      },
      options);
  return answers;
}

}  // namespace satdoku::python
