// Shared pieces of the satdoku program: exit codes, error reporting, input
// files and option groups. The program is a thin layer over the library; this
// is the only place that knows Boost.ProgramOptions.
#pragma once

#include <boost/program_options.hpp>
#include <functional>
#include <iosfwd>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "satdoku/engine.hpp"
#include "satdoku/notation.hpp"

namespace satdoku::cli {

namespace po = boost::program_options;

// Exit codes scripts can rely on. When several apply to one run, the first in
// this order wins: disagreement, bad input, unknown, no solution, success.
enum Exit : int {
  kSolved = 0,        // every puzzle solved (or every command succeeded)
  kNoSolution = 1,    // at least one puzzle has no solution (or, with --unique, several)
  kBadInput = 2,      // malformed input or bad usage
  kUnknown = 3,       // a limit (--timeout, --conflicts, --nodes) stopped an engine
  kDisagreement = 4,  // engines disagree, or an answer failed the validity check
};

// Folds one puzzle's code into the run's, by the precedence above.
int combine_exit(int run, int puzzle);

// Bad usage or an unreadable file: reported once, exit 2.
struct UsageError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// "satdoku: error: " + message, to stderr.
void print_error(const std::string& message);
// "satdoku: " + message, to stderr.
void print_note(const std::string& message);

// Input options every puzzle-reading command takes.
struct InputOptions {
  std::vector<std::string> files;        // empty or "-": standard input
  std::string input_format;              // "" = detect
  std::string box;                       // "" = square sides only
  ReaderOptions reader_options() const;  // throws UsageError
};
// The file list goes in `hidden` (positional arguments, not listed in --help).
void add_input_options(po::options_description& options, po::options_description& hidden,
                       InputOptions& input);

// Output notation: "" follows the input's.
std::optional<Notation> output_notation(const std::string& name);  // throws UsageError

// Engine limits from --timeout and --conflicts (and --nodes).
struct LimitOptions {
  double timeout = 0;
  std::int64_t conflicts = 0;
  std::int64_t nodes = 0;
  Limits limits() const;  // throws UsageError for negative or NaN values
};
void add_limit_options(po::options_description& options, LimitOptions& limits);

// One input being read: its reader, its name for messages, and how far the
// reading has got (for progress lines).
struct InputFile {
  PuzzleReader& reader;
  const std::string& source;
  std::istream& stream;
  std::optional<double> size;  // bytes, when known (regular files)
  std::optional<double> fraction_read() const;
};

// Calls visit for every input file in turn ("-" or none: stdin).
// An unreadable file throws UsageError.
void for_each_input(const InputOptions& input, const std::function<void(InputFile&)>& visit);

// Parses a puzzle-reading command's arguments: its own `options`, the input
// options, the limit options when `limits` is given, and up to `max_files`
// file names (-1: any number) as positional arguments. --help prints `usage`
// and the visible options and returns false. Throws po::error on bad usage.
bool parse_puzzle_command(int argc, char** argv, po::options_description& options,
                          InputOptions& input, LimitOptions* limits, int max_files,
                          const std::string& usage);

// --jobs as given (0: not given, one worker per core) to what the batch
// runner takes: puzzles typed at a terminal get one worker, so each is
// answered as it comes, with no batching window. Throws UsageError for a
// negative count.
int resolve_jobs(int jobs);

// Subcommands: each returns the process exit code.
int solve_command(int argc, char** argv);
int cnf_command(int argc, char** argv);
int decode_command(int argc, char** argv);
int count_command(int argc, char** argv);
int compare_command(int argc, char** argv);

}  // namespace satdoku::cli
