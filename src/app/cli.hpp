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

#include "compressed_files.hpp"
#include "input_sources.hpp"
#include "report/exit_status.hpp"
#include "satdoku/batch.hpp"
#include "satdoku/engine.hpp"
#include "satdoku/notation.hpp"

namespace satdoku::cli {

namespace po = boost::program_options;

// The exit codes (kSolved ... kBrokenPipe), combine_exit and exit_code(Ruling)
// are in report/exit_status.hpp.

// Bad usage or an unreadable file: reported once, exit 2.
struct UsageError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// Standard output failed: a full disk, a closed descriptor, a closed pipe.
// main() reports it (quietly for a closed pipe) and exits non-zero.
struct WriteError : std::runtime_error {
  WriteError(const std::string& what, int error) : std::runtime_error(what), error(error) {}
  int error = 0;  // errno of the failed write
};
// Throws WriteError once std::cout has failed; flush_output() flushes first.
void check_output();
void flush_output();

// "satdoku: error: " + message, to stderr.
void print_error(const std::string& message);
// "satdoku: warning: " + message, to stderr; print_warnings shows every
// warning of an entry (what its reader left out), one line each.
void print_warning(const std::string& message);
void print_warnings(const Entry& entry);
// "satdoku: " + message, to stderr.
void print_note(const std::string& message);
// The progress line of a long run on a terminal ("\r" + line, unfinished),
// and its removal: messages and, when stdout is the same terminal, answers
// clear it first so that they never land on it.
void show_progress(const std::string& line);
void clear_progress();

// Input options every puzzle-reading command takes.
struct InputOptions {
  std::vector<std::string> files;        // operands: files, "-" (stdin) or puzzle text
  std::vector<std::string> puzzles;      // --puzzle TEXT, read before the operands
  std::string input_format;              // "" = detect
  std::string box;                       // "" = square sides only
  bool puzzle_option = true;             // false: the command's own --puzzle (decode)
  ReaderOptions reader_options() const;  // throws UsageError
  // What is read, in order: each --puzzle text, then each operand as
  // operand_source() takes it; standard input when there is neither.
  std::vector<InputSource> sources() const;
};
// The operands go in `hidden` (positional arguments, not listed in --help).
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
  std::optional<double> size;      // bytes, when known (regular files)
  int poll_fd = -1;                // descriptor to ask whether a read would block; -1: none
  bool regular = false;            // a regular file: reading never waits
  std::string problem;             // why the file ended early (a read error), or "" when it did not
  const ReadFile* file = nullptr;  // the file read, when it is one (its progress)

  // The reader's next entry. A read error ends the file (nullopt) and is kept
  // in `problem`; so is an input with no puzzle, which gives no entry.
  std::optional<Entry> next();
  // Whether next() can answer without waiting for input that has not come.
  bool ready() const;
  std::optional<double> fraction_read() const;
};

// What a failed read says (libstdc++'s file buffers throw on EIO, EISDIR,
// EBADF): the system's words when there are some.
std::string read_error_text(const std::exception& e);

// Calls visit for every input in turn (InputOptions::sources): files
// (compressed ones decompressed), standard input and puzzle text alike. A
// file that cannot be opened or read, or that holds no puzzle, is reported
// as "satdoku: error: FILE: ..." after the answers to what it held, and the
// run goes on with the next file. Returns kBadInput when that happened, else
// kSolved.
int for_each_input(const InputOptions& input, const std::function<void(InputFile&)>& visit);

// Parses a command's arguments: `options` (shown by --help, which is added),
// `hidden` ones and up to `max_operands` operands (-1: any number, 0: none)
// stored as the hidden option `operand`. --help prints `usage` and the
// options and returns false, as does a describer (below). Throws po::error on
// bad usage. Every command parses through here.
bool parse_command(int argc, char** argv, const po::options_description& options,
                   const po::options_description& hidden, const char* operand, int max_operands,
                   const std::string& usage);

// Parses a puzzle-reading command's arguments: its own `options`, the input
// options, the limit options when `limits` is given, and up to `max_files`
// file names (-1: any number) as operands, through parse_command.
bool parse_puzzle_command(int argc, char** argv, po::options_description& options,
                          InputOptions& input, LimitOptions* limits, int max_files,
                          const std::string& usage);

// What a command declares, for the man page and the completions
// (packaging/docgen/): with a describer set, parse_command hands it over
// instead of parsing, and the command returns as after --help.
struct CommandDescription {
  const std::string& usage;                // the --help text above the options
  const po::options_description& options;  // as --help lists them, --help included
  int max_operands;                        // -1: any number of files, 0: none
};
void set_describer(std::function<void(const CommandDescription&)> describer);

// --jobs as given (0: one worker per core) to what RunOptions takes:
// puzzles typed at a terminal get one worker. Throws UsageError outside
// 0..kMaxJobs: more threads than that only cost memory (each holds engines
// and a window of puzzles) on any machine this runs on.
inline constexpr int kMaxJobs = 256;
int worker_count(int jobs);

// RunOptions' hooks for streaming: `ready` asks the input whether a
// read would block, `flush` writes out what was answered so far. Answers are
// flushed (unless stdout is a regular file) before the program waits for
// input, as for a coprocess sending one puzzle at a time, and while a slow
// puzzle holds up the next answer. A short input (a puzzle or two given as
// text, or in a small uncompressed file) is answered on the caller's thread,
// in one job, flushed at exit: starting workers for it cost more than most
// of its puzzles.
RunOptions streaming_run(int jobs, InputFile& file);

// Refuses an output path that is also an input (by device and inode) or
// another output, or that could not be created (output_paths.cpp); creates
// nothing, so that a run refused later leaves no empty file.
void check_output_paths(const std::vector<std::string>& outputs, const InputOptions& input);

// Subcommands: each returns the process exit code.
int solve_command(int argc, char** argv);
int cnf_command(int argc, char** argv);
int decode_command(int argc, char** argv);
int convert_command(int argc, char** argv);
int count_command(int argc, char** argv);
int compare_command(int argc, char** argv);
int candidates_command(int argc, char** argv);
int minimize_command(int argc, char** argv);
int generate_command(int argc, char** argv);
int explain_command(int argc, char** argv);
int rate_command(int argc, char** argv);
int serve_command(int argc, char** argv);

}  // namespace satdoku::cli
