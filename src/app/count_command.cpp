// satdoku count: how many completions each puzzle has, up to a limit.

#include <unistd.h>

#include <chrono>
#include <iostream>

#include "choices.hpp"
#include "cli.hpp"
#include "interrupt.hpp"
#include "report/summary.hpp"
#include "satdoku/batch.hpp"
#include "satdoku/registry.hpp"

namespace satdoku::cli {
namespace {

constexpr const char* kUsage = R"usage(Usage: satdoku count [OPTIONS] [FILE...]

Counts the completions of each puzzle, stopping at --limit, and prints one
line per puzzle: the count, or LIMIT+ when counting stopped at the limit.
With --limit 2 (the default) that is the uniqueness check: 0, 1 or 2+.
Unreadable puzzles print 'invalid', puzzles a limit stopped print 'unknown'.
Exit status: 0, or 1 when some puzzle has no completion (2, 3 as for solve).

Examples:
  satdoku count puzzles.txt                  uniqueness of every puzzle
  satdoku count --limit 1000 --engine backtrack puzzle.txt)usage";

}  // namespace

int count_command(int argc, char** argv) {
  InputOptions input;
  LimitOptions limit_options;
  std::string engine_name = "sat";
  std::int64_t limit = 2;  // signed: "-1" must be refused, not wrap to 2^64-1
  int jobs = 0;
  bool stats = false;
  po::options_description options("Options");
  options.add_options()("limit,k", po::value(&limit)->value_name("K"),
                        "stop counting at K (default 2)")(
      "engine,e", one_of(&engine_name, {"sat", "backtrack"})->value_name("ENGINE"),
      "sat (default) or backtrack")("jobs,j", po::value(&jobs)->value_name("N"),
                                    "count N puzzles at once (0, the default: one per core)")(
      "stats", po::bool_switch(&stats), "print a summary on stderr");
  if (!parse_puzzle_command(argc, argv, options, input, &limit_options, -1, kUsage)) return kSolved;
  if (limit < 1) throw UsageError("--limit must be at least 1");
  jobs = resolve_jobs(jobs);
  if (!make_engine(engine_name)) throw UsageError("unknown engine '" + engine_name + "'");

  SolveRequest request;
  request.task = Task::count;
  request.count_limit = static_cast<std::uint64_t>(limit);
  request.limits = limit_options.limits();
  install_interrupt_handler();
  const bool stdout_terminal = ::isatty(STDOUT_FILENO);

  int code = kSolved;
  BatchSummary summary;
  const auto start = std::chrono::steady_clock::now();
  code = combine_exit(
      code, for_each_input(input, [&](InputFile& file) {
        if (interrupted()) return;
        run_batch([&] { return file.next(); }, [&] { return make_engine(engine_name); }, request,
                  [&](BatchItem&& item) {
                    summary.add(item);
                    const std::string where = file.source + ":" + std::to_string(item.entry.line);
                    if (!item.attempt) {
                      std::cout << "invalid\n";
                      print_error(item.entry.error->to_string());
                      code = combine_exit(code, kBadInput);
                      return;
                    }
                    const Attempt& a = *item.attempt;
                    if (!a.valid()) {
                      std::cout << "error\n";
                      print_error(where + ": " + describe_answer(a));
                      code = combine_exit(code, kDisagreement);
                    } else if (a.status == Status::unknown) {
                      std::cout << "unknown\n";
                      print_note(where + ": unknown: a limit stopped the count");
                      code = combine_exit(code, kUnknown);
                    } else {
                      std::cout << a.count << (a.capped ? "+" : "") << '\n';
                      if (a.count == 0) code = combine_exit(code, kNoSolution);
                    }
                    if (stdout_terminal) std::cout.flush();
                    check_output();
                  },
                  streaming_run(jobs, file));
      }));
  flush_output();
  summary.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  if (stats) print_note(format_summary(summary));
  if (interrupted()) {
    print_note("interrupted after " + std::to_string(summary.puzzles) + " puzzles");
    return kInterrupted;
  }
  return code;
}

}  // namespace satdoku::cli
