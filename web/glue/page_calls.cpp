#include "page_calls.hpp"

#include <algorithm>
#include <functional>
#include <map>
#include <memory>
#include <sstream>
#include <string_view>
#include <utility>

#include "satdoku/dimacs.hpp"
#include "satdoku/job.hpp"
#include "satdoku/json.hpp"
#include "satdoku/notation.hpp"
#include "satdoku/registry.hpp"
#include "satdoku/svg.hpp"

namespace satdoku::web {
namespace {

[[noreturn]] void fail(const std::string& message) {
  throw PageError("satdoku: error: " + message);
}

}  // namespace

namespace {

ReaderOptions reader_options(const Request& request) {
  ReaderOptions options;
  if (!request.box.empty()) {
    options.box = Geometry::parse(request.box);
    if (!options.box)
      fail("--box '" + request.box + "' is not HxW with a side from 4 to 36 (e.g. 2x3, 3x3, 3x4)");
  }
  return options;
}

}  // namespace

Input read_input(const Request& request) {
  std::istringstream in(request.text);
  PuzzleReader reader(in, request.source, reader_options(request));
  std::optional<Entry> entry = reader.next();
  if (!entry || reader.found_nothing())
    fail(entry && entry->error ? entry->error->to_string() : request.source + ": no puzzle found");
  if (entry->error) fail(entry->error->to_string());
  if (reader.next())
    fail(request.source + ": holds more than one puzzle; give one puzzle at a time");
  Input read{std::move(*entry), {}};
  for (const ParseError& warning : read.entry.warnings)
    read.messages.push_back("satdoku: warning: " + warning.to_string());
  return read;
}

namespace {

std::string other_engine(const std::string& engine) {
  return engine.starts_with("sat") ? "backtrack" : "sat";
}

void check_engine(const Request& request) {
  if (request.engine != "sat" && request.engine != "backtrack")
    fail("--engine: '" + request.engine + "' is not one of sat, backtrack");
}

// The engines of a question: the one asked, and the other as its checker.
JudgeSpec spec_for(const Request& request) {
  check_engine(request);
  JudgeSpec spec{{*contestant(request.engine)}, {}, false};
  if (request.cross_check) spec.engines.push_back(*contestant(other_engine(request.engine)));
  return spec;
}

// The one job, answered on this thread as `--jobs 1` answers it.
template <class Spec, class Answer>
Job<Answer> run_one(Entry entry, const Spec& spec) {
  std::optional<Entry> pending(std::move(entry));
  std::optional<Job<Answer>> done;
  RunOptions options;
  options.jobs = 1;
  run_jobs([&]() { return std::exchange(pending, std::nullopt); }, spec,
           [&](Job<Answer>&& job) { done.emplace(std::move(job)); }, options);
  return std::move(*done);
}

// The engine of that name, made on first use and kept, as the program keeps
// one for a whole file: a SAT engine keeps its solvers from one question
// to the next (the grid's clauses are not made again for each puzzle).
Engine& kept_engine(const std::string& name) {
  static std::map<std::string, std::unique_ptr<Engine>, std::less<>> engines;
  auto found = engines.find(name);
  if (found == engines.end()) found = engines.emplace(name, make_engine(name)).first;
  return *found->second;
}

// The engines of a request, named: the one asked, then the other as its
// checker, as run_jobs rules a job. Found once for a whole file.
struct Panel {
  std::vector<std::string> names;
  std::vector<Engine*> engines;
};

Panel panel_for(const Request& request) {
  check_engine(request);
  Panel panel;
  panel.names.push_back(request.engine);
  if (request.cross_check) panel.names.push_back(other_engine(request.engine));
  for (const std::string& name : panel.names) panel.engines.push_back(&kept_engine(name));
  return panel;
}

// The judge's ruling with the panel's engines.
Judgement judged(const Puzzle& puzzle, const Panel& panel, JudgeOptions options) {
  Judgement j = judge(puzzle, panel.engines, options);
  for (std::size_t i = 0; i < j.attempts.size(); ++i) j.attempts[i].engine = panel.names[i];
  return j;
}

Judgement judged(const Puzzle& puzzle, const Request& request, JudgeOptions options) {
  return judged(puzzle, panel_for(request), options);
}

std::string checker_of(const Request& request) {
  return request.cross_check ? other_engine(request.engine) : "";
}

Json parsed(const PuzzleJson& json) {
  std::ostringstream out;
  write_json(out, json);
  return Json::parse(out.str());
}

// The caption the program's pictures carry: the file's name, none for stdin.
std::string title_of(const std::string& source) {
  if (source == "<stdin>") return "";
  const auto slash = source.find_last_of('/');
  return slash == std::string::npos ? source : source.substr(slash + 1);
}

std::string where(const Request& request, const Entry& entry) {
  return request.source + ":" + std::to_string(entry.line);
}

// What the program says on stderr about a judged puzzle (answer_printer's
// report): nothing when solved.
template <class Answer>
void report(const Answer& j, const std::string& at, std::vector<std::string>& messages) {
  switch (j.ruling) {
    case Ruling::no_solution:
      messages.push_back("satdoku: " + at + ": no solution" + (j.why.empty() ? "" : ": " + j.why));
      break;
    case Ruling::multiple:
      messages.push_back("satdoku: " + at + ": " + j.why);
      break;
    case Ruling::unknown:
      messages.push_back("satdoku: " + at +
                         ": unknown: a limit stopped the engine before it could answer");
      break;
    case Ruling::disagreement:
      messages.push_back("satdoku: error: " + at + ": " + j.why);
      break;
    default:
      break;
  }
}

Json reply(std::vector<std::string> messages) {
  Json out;
  out["messages"] = std::move(messages);
  return out;
}

}  // namespace

Json read(const Request& request) {
  Input r = read_input(request);
  const Puzzle& puzzle = *r.entry.puzzle;
  Json out = reply(std::move(r.messages));
  out["side"] = puzzle.side();
  out["box"] = puzzle.grid.geometry().name();
  out["givens"] = puzzle.grid.givens();
  out["input"] = r.entry.text;
  Json labels = Json::array();
  if (puzzle.rules)
    for (const auto& rule : puzzle.rules->list) labels.push_back(rule.label);
  out["rules"] = std::move(labels);
  out["note"] = global_rules_note(puzzle);
  SvgOptions options;
  options.title = title_of(request.source);
  out["svg"] = render_svg(puzzle, options);
  return out;
}

Json solve(const Request& request) {
  Input r = read_input(request);
  const Puzzle& puzzle = *r.entry.puzzle;
  const Judgement j = judged(puzzle, request, {});
  PuzzleJson json;  // as `satdoku solve --format json` writes it
  json.source = request.source;
  json.line = r.entry.line;
  json.input = r.entry.text;
  json.status = to_string(j.ruling);
  if (j.ruling == Ruling::solved) json.solution = one_line(*j.solution);
  json.engine = request.engine;
  json.seconds = j.seconds;
  json.stats = j.stats;
  json.core = given_names(j.core, puzzle.side());
  json.core_rules = j.core_rules;
  json.why = j.why;
  report(j, where(request, r.entry), r.messages);
  Json out = reply(std::move(r.messages));
  out["answer"] = parsed(json);
  out["checked_by"] = checker_of(request);
  if (j.solution && request.picture) {
    SvgOptions options;
    options.solution = &*j.solution;
    options.title = title_of(request.source);
    out["svg"] = render_svg(puzzle, options);
  }
  return out;
}

namespace {

// JSON text as module.cpp writes it (invalid UTF-8 becomes U+FFFD).
std::string dumped(const Json& json) {
  return json.dump(-1, ' ', false, Json::error_handler_t::replace);
}

// Appends a line of text to an open JSON array's text: as it is, quoted, when it
// needs no escape (a solution, a ruling's word), else as the library writes
// it: a Json array dumped at the end sends every byte of every line through
// its UTF-8 check, a visible share of an easy file's time in WebAssembly.
void append_line(std::string& array, std::string_view line) {
  if (line.ends_with('\n')) line.remove_suffix(1);
  if (!array.ends_with('[')) array += ',';
  const bool plain = std::all_of(line.begin(), line.end(), [](char c) {
    return c >= 0x20 && c < 0x7F && c != '"' && c != '\\';
  });
  if (plain) {
    array += '"';
    array += line;
    array += '"';
  } else {
    array += dumped(Json(std::string(line)));
  }
}

}  // namespace

std::string solve_all(const Request& request) {
  std::istringstream in(request.text);
  PuzzleReader reader(in, request.source, reader_options(request));
  const Panel panel = panel_for(request);
  // Keys in the order a Json object dumps them.
  std::string out = "{\"lines\":[", printed;
  std::vector<std::string> messages;
  while (std::optional<Entry> entry = reader.next()) {
    if (reader.found_nothing()) fail(entry->error->to_string());
    for (const ParseError& warning : entry->warnings)
      messages.push_back("satdoku: warning: " + warning.to_string());
    if (entry->error) {
      append_line(out, to_text(Ruling::invalid));
      messages.push_back("satdoku: error: " + entry->error->to_string());
      continue;
    }
    JudgeOptions options;
    options.timed = false;  // the lines show no time
    const Judgement j = judged(*entry->puzzle, panel, options);
    if (j.solution) {
      printed.clear();
      print(*j.solution, Notation::line, printed);
      append_line(out, printed);
    } else {
      append_line(out, to_text(j.ruling));
    }
    // report() says nothing of a solved puzzle: its place is not written.
    if (j.ruling != Ruling::solved) report(j, where(request, *entry), messages);
  }
  out += "],\"messages\":" + dumped(Json(messages)) + "}";
  return out;
}

Json count(const Request& request) {
  if (request.limit < 1) fail("--limit must be at least 1");
  Input r = read_input(request);
  JudgeOptions options;
  options.task = Task::count;
  options.count_limit = request.limit;
  const Judgement j = judged(*r.entry.puzzle, request, options);
  Json out = reply(std::move(r.messages));
  out["status"] = to_string(j.ruling);
  out["seconds"] = j.seconds;
  out["checked_by"] = checker_of(request);
  // The line `satdoku count` prints, and what it says on stderr.
  const std::string at = where(request, r.entry);
  if (j.ruling == Ruling::solved || j.ruling == Ruling::no_solution) {
    // Clashing givens are ruled without a count: none.
    const std::uint64_t n = j.attempts.empty() ? 0 : j.attempts.front().count;
    const bool capped = !j.attempts.empty() && j.attempts.front().capped;
    out["count"] = n;
    out["capped"] = capped;
    out["text"] = std::to_string(n) + (capped ? "+" : "");
  } else if (j.ruling == Ruling::disagreement) {
    out["text"] = "error";
    out["messages"].push_back("satdoku: error: " + at + ": " + j.why);
  } else {
    out["text"] = to_string(j.ruling);
    out["messages"].push_back("satdoku: " + at + ": unknown: a limit stopped the count");
  }
  return out;
}

Json candidates(const Request& request) {
  Input r = read_input(request);
  CandidateSpec spec{spec_for(request).engines, {}};
  spec.options.limit = request.limit;
  const auto job = run_one<CandidateSpec, CandidateAnswer>(std::move(r.entry), spec);
  const Puzzle& puzzle = *job.entry.puzzle;
  const CandidateAnswer& j = job.answer;
  PuzzleJson json;  // as `satdoku candidates --format json` writes it
  json.source = request.source;
  json.line = job.entry.line;
  json.input = job.entry.text;
  json.status = to_string(j.ruling);
  json.why = j.why;
  std::vector<std::uint64_t> masks;
  if (j.ruling == Ruling::solved) {
    const TrueCandidates& t = j.candidates;
    masks = t.masks;
    for (int cell = 0; cell < t.side * t.side; ++cell) {
      json.candidates.push_back(t.digits(cell));
      if (t.counts.empty()) continue;
      auto& counts = json.counts.emplace_back();
      for (const int d : json.candidates.back()) counts.push_back(t.count(cell, d));
    }
    if (!t.counts.empty()) json.limit = t.limit;
  }
  report(j, where(request, job.entry), r.messages);
  Json out = reply(std::move(r.messages));
  out["answer"] = parsed(json);
  out["checked_by"] = checker_of(request);
  if (!masks.empty() && request.picture) {
    SvgOptions options;
    options.candidates = &masks;
    options.title = title_of(request.source);
    out["svg"] = render_svg(puzzle, options);
  }
  return out;
}

std::string cnf(const Request& request) {
  const Input r = read_input(request);
  EncodeOptions options;
  const auto chosen = encoding_from_name(request.encoding);
  if (!chosen)
    fail("--encoding '" + request.encoding +
         "' is not one of minimal, efficient, extended, reduced");
  options.encoding = *chosen;
  const Puzzle& puzzle = *r.entry.puzzle;
  if (!puzzle.classic() && options.encoding == Encoding::reduced)
    fail("--encoding reduced does not take variant rules; use extended (the default)");
  std::ostringstream out;
  write_dimacs(puzzle, options, out);
  return std::move(out).str();
}

}  // namespace satdoku::web
