// satdoku count: how many completions each puzzle has, up to a limit.

#include <iostream>

#include "answer_stream.hpp"
#include "choices.hpp"
#include "cli.hpp"
#include "satdoku/job.hpp"
#include "satdoku/registry.hpp"

namespace satdoku::cli {
namespace {

constexpr const char* kCountUsage = R"usage(Usage: satdoku count [OPTIONS] [FILE...]

Counts the completions of each puzzle, stopping at --limit, and prints one
line per puzzle: the count, or LIMIT+ when counting stopped at the limit.
With --limit 2 (the default) that is the uniqueness check: 0, 1 or 2+.
Unreadable puzzles print 'invalid', puzzles a limit stopped print 'unknown'.
Exit status: 0, or 1 when some puzzle has no completion (2, 3 as for solve).

Examples:
  satdoku count puzzles.txt                  uniqueness of every puzzle
  satdoku count --limit 1000 --engine backtrack puzzle.txt)usage";

// The line of one puzzle: its count ("2+" when counting stopped at the
// limit), or the ruling's word.
std::string count_text(const Judgement& j) {
  switch (j.ruling) {
    case Ruling::solved:
    case Ruling::no_solution: {
      // Clashing givens are ruled without a count: none.
      if (j.attempts.empty()) return "0\n";
      const Attempt& a = j.attempts.front();
      return std::to_string(a.count) + (a.capped ? "+" : "") + "\n";
    }
    case Ruling::disagreement:
      return "error\n";
    default:
      return std::string(to_string(j.ruling)) + "\n";
  }
}

// count's printer (AnswerStream::sink): the count or the word on stdout,
// what went wrong on stderr.
struct CountPrinter {
  void write(const Job<Judgement>& job, const InputFile&) { std::cout << count_text(job.answer); }
  void report(const Job<Judgement>& job, const InputFile& file) const {
    const Judgement& j = job.answer;
    const std::string where = file.source + ":" + std::to_string(job.entry.line);
    if (j.ruling == Ruling::invalid) {
      print_error(job.entry.error->to_string());
    } else if (j.ruling == Ruling::disagreement) {
      print_error(where + ": " + describe_answer(j.attempts.front()));
    } else if (j.ruling == Ruling::unknown) {
      print_note(where + ": unknown: a limit stopped the count");
    }
  }
};

}  // namespace

int count_command(int argc, char** argv) {
  InputOptions input;
  LimitOptions limit_options;
  std::string engine_name = "auto";
  std::int64_t limit = 2;  // signed: "-1" must be refused, not wrap to 2^64-1
  int jobs = 0;
  bool stats = false, quiet = false;
  po::options_description options("Options");
  options.add_options()("limit,k", po::value(&limit)->value_name("K"),
                        "stop counting at K (default 2)")(
      "engine,e", one_of(&engine_name, {"auto", "sat", "backtrack"})->value_name("ENGINE"),
      "auto (default: both racing on variant puzzles, SAT on classic ones), sat or backtrack")(
      "jobs,j", po::value(&jobs)->value_name("N"),
      "count N puzzles at once (0, the default: one per core)")("quiet,q", po::bool_switch(&quiet),
                                                                "no progress line on stderr")(
      "stats", po::bool_switch(&stats), "print a summary on stderr");
  if (!parse_puzzle_command(argc, argv, options, input, &limit_options, -1, kCountUsage))
    return kSolved;
  if (limit < 1) throw UsageError("--limit must be at least 1");
  jobs = worker_count(jobs);
  if (!make_engine(engine_name)) throw UsageError(unknown_engine_message(engine_name));

  JudgeOptions question{limit_options.limits(), false};
  question.task = Task::count;
  question.count_limit = static_cast<std::uint64_t>(limit);
  const JudgeSpec spec{{*contestant(engine_name)}, question, false};

  AnswerStream stream(!quiet);
  CountPrinter printer;
  stream.each_input(input, [&](InputFile& file) {
    run_jobs([&] { return file.next(); }, spec, stream.sink(file, printer),
             stream.run_options(jobs, file));
  });
  return stream.finish(stats);
}

}  // namespace satdoku::cli
