#include "cli.hpp"

#include "choices.hpp"
#include "compressed_files.hpp"
#include "interrupt.hpp"
#include "suggest.hpp"

#include <poll.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>
#include <system_error>

namespace satdoku::cli {

namespace {

// Messages may quote input bytes; a terminal gets them as \xNN, never raw
// control characters or broken UTF-8.
std::string printable(const std::string& text) {
  std::string out;
  static constexpr char kHex[] = "0123456789ABCDEF";
  for (const char ch : text) {
    const auto c = static_cast<unsigned char>(ch);
    if (c >= 0x20 && c < 0x7f) {
      out += ch;
    } else {
      out += "\\x";
      out += kHex[c >> 4];
      out += kHex[c & 15];
    }
  }
  return out;
}

}  // namespace

void check_output() {
  if (std::cout) return;
  const int error = errno;  // from the write that failed, just before
  throw WriteError(std::string("cannot write to standard output: ") + std::strerror(error), error);
}

void flush_output() {
  std::cout.flush();
  check_output();
}

namespace {
bool g_progress_shown = false;  // a progress line is on stderr, unfinished
}  // namespace

void show_progress(const std::string& line) {
  std::cout.flush();
  std::cerr << '\r' << line << "\x1b[K" << std::flush;
  g_progress_shown = true;
}

void clear_progress() {
  if (!g_progress_shown) return;
  std::cerr << "\r\x1b[K" << std::flush;
  g_progress_shown = false;
}

void print_error(const std::string& message) {
  std::cout.flush();  // keep stdout and stderr in order on a terminal
  clear_progress();
  std::cerr << "satdoku: error: " << printable(message) << '\n';
}

void print_warning(const std::string& message) {
  std::cout.flush();
  clear_progress();
  std::cerr << "satdoku: warning: " << printable(message) << '\n';
}

void print_warnings(const Entry& entry) {
  for (const ParseError& warning : entry.warnings) print_warning(warning.to_string());
}

void print_note(const std::string& message) {
  std::cout.flush();
  clear_progress();
  std::cerr << "satdoku: " << printable(message) << '\n';
}

ReaderOptions InputOptions::reader_options() const {
  ReaderOptions options;
  if (!input_format.empty()) {
    const auto notation = notation_from_name(input_format);
    if (!notation || *notation == Notation::json)
      throw UsageError("--input-format '" + input_format +
                       "' is not one of compact, spaced, line, pretty, fpuzzles, iss");
    options.notation = notation;
  }
  if (!box.empty()) {
    const auto geometry = Geometry::parse(box);
    if (!geometry)
      throw UsageError("--box '" + box +
                       "' is not HxW with a side from 4 to 36 (e.g. 2x3, 3x3, 3x4)");
    options.box = geometry;
  }
  return options;
}

void add_input_options(po::options_description& options, po::options_description& hidden,
                       InputOptions& input) {
  options.add_options()(
      "input-format,i",
      one_of(&input.input_format, {"compact", "spaced", "line", "pretty", "fpuzzles", "iss"})
          ->value_name("NOTATION"),
      "compact, spaced, line, pretty, fpuzzles or iss (default: detected)")(
      "box,b", po::value(&input.box)->value_name("HxW"),
      "box height x width, for sides that are not squares (6x6: --box 2x3)");
  if (input.puzzle_option)
    options.add_options()("puzzle,p", po::value(&input.puzzles)->value_name("TEXT"),
                          "a puzzle itself, in any notation or as a share link (read before "
                          "the files; may be given more than once)");
  hidden.add_options()("file", po::value(&input.files)->value_name("FILE"),
                       "puzzle files ('-': stdin), or puzzles themselves");
}

std::vector<InputSource> InputOptions::sources() const {
  std::vector<InputSource> out;
  for (const std::string& text : puzzles) out.push_back({InputSource::Kind::text, text});
  for (const std::string& operand : files) out.push_back(operand_source(operand));
  if (out.empty()) out.push_back({InputSource::Kind::standard_input, "-"});
  return out;
}

std::optional<Notation> output_notation(const std::string& name) {
  if (name.empty() || name == "auto") return std::nullopt;
  const auto notation = notation_from_name(name);
  if (!notation || *notation == Notation::fpuzzles || *notation == Notation::iss)
    throw UsageError("--format '" + name + "' is not one of compact, spaced, line, pretty, json");
  return notation;
}

Limits LimitOptions::limits() const {
  // !(x >= 0) also catches NaN, which would otherwise mean "no limit".
  if (!(timeout >= 0)) throw UsageError("--timeout must be a number of seconds, 0 or more");
  if (conflicts < 0) throw UsageError("--conflicts must be 0 or more");
  if (nodes < 0) throw UsageError("--nodes must be 0 or more");
  return {timeout, conflicts, nodes, &interrupt_flag()};
}

void add_limit_options(po::options_description& options, LimitOptions& limits) {
  options.add_options()("timeout", po::value(&limits.timeout)->value_name("SECONDS"),
                        "give up on a puzzle after this long (status unknown, exit 3)")(
      "conflicts", po::value(&limits.conflicts)->value_name("N"),
      "SAT engine: give up on a puzzle after N conflicts")(
      "nodes", po::value(&limits.nodes)->value_name("N"),
      "native engine: give up on a puzzle after N search nodes");
}

std::optional<double> InputFile::fraction_read() const {
  if (file) return file->fraction_read();
  if (!size || *size <= 0) return std::nullopt;
  const auto position = stream.tellg();
  if (position < 0) return std::nullopt;
  return std::min(1.0, static_cast<double>(position) / *size);
}

std::string read_error_text(const std::exception& e) {
  if (auto compressed = compressed_data_error(e)) return *compressed;
  if (const auto* failure = dynamic_cast<const std::system_error*>(&e)) {
    const int code = failure->code().value();
    if (code != 0 && code != static_cast<int>(std::io_errc::stream)) return std::strerror(code);
  }
  return e.what();
}

std::optional<Entry> InputFile::next() {
  // libstdc++'s file buffers throw on a failed read (EIO, EISDIR, EBADF):
  // the answers so far still get out, then the file's error is reported.
  auto read = [this]() -> std::optional<Entry> {
    try {
      return reader.next();
    } catch (const std::exception& e) {
      problem = source + ": read error: " + read_error_text(e);
      return std::nullopt;
    }
  };
  // One named result, so that the entry is not moved once more on its way.
  std::optional<Entry> entry = problem.empty() ? read() : std::nullopt;
  if (entry && reader.found_nothing()) {
    problem = entry->error ? entry->error->to_string() : source + ": no puzzle found";
    entry.reset();
  }
  if (entry) print_warnings(*entry);
  return entry;
}

bool InputFile::ready() const {
  if (regular || !problem.empty() || reader.line_ready()) return true;
  if (stream.rdbuf() && stream.rdbuf()->in_avail() > 0) return true;
  if (poll_fd < 0) return false;
  pollfd p{poll_fd, POLLIN, 0};
  return ::poll(&p, 1, 0) > 0;
}

int for_each_input(const InputOptions& input, const std::function<void(InputFile&)>& visit) {
  const ReaderOptions options = input.reader_options();
  int code = kSolved;
  auto run = [&](InputFile& in) {
    visit(in);
    if (!in.problem.empty()) {
      print_error(in.problem);
      code = kBadInput;
    }
  };
  for (const InputSource& source : input.sources()) {
    if (interrupted()) break;
    const std::string name = source.name();
    if (source.kind == InputSource::Kind::standard_input) {
      PuzzleReader reader(std::cin, name, options);
      struct stat st {};
      const bool regular = ::fstat(STDIN_FILENO, &st) == 0 && S_ISREG(st.st_mode);
      InputFile in{reader, name, std::cin, std::nullopt, STDIN_FILENO, regular, {}};
      run(in);
      continue;
    }
    if (source.kind == InputSource::Kind::text) {
      std::istringstream stream(source.value);
      PuzzleReader reader(stream, name, options);
      InputFile in{reader, name, stream, std::nullopt, -1, true, {}};
      in.size = static_cast<double>(source.value.size());
      run(in);
      continue;
    }
    ReadFile file(source.value);
    if (file.open_error() != 0) {
      print_error(cannot_open(source.value, file.open_error()));
      code = kBadInput;
      continue;
    }
    PuzzleReader reader(file.stream(), name, options);
    InputFile in{reader, name, file.stream(), std::nullopt, -1, file.regular(), {}};
    in.file = &file;
    std::error_code error;
    if (file.regular() && file.compression() == Compression::none)
      if (const auto bytes = std::filesystem::file_size(source.value, error); !error)
        in.size = static_cast<double>(bytes);
    run(in);
  }
  return code;
}

namespace {
std::function<void(const CommandDescription&)> g_describer;

// --format given a value its command does not take: an error listing every
// value that command takes (each command its own list: solve's has svg,
// minimize's no json), with the closest one when it looks mistyped. The
// other options of a fixed list keep their commands' own messages, which
// say more (an engine's other name, the encodings of a variant).
void check_choices(const po::options_description& options, const po::variables_map& vm) {
  for (const auto& option : options.options()) {
    const auto* choice = dynamic_cast<const ChoiceValue*>(option->semantic().get());
    if (!choice || option->long_name() != "format" || !vm.count(option->long_name())) continue;
    const auto& given = vm[option->long_name()];
    if (given.defaulted()) continue;
    const auto& value = given.as<std::string>();
    const auto& choices = choice->choices();
    if (std::find(choices.begin(), choices.end(), value) != choices.end()) continue;
    std::string list;
    for (const std::string& c : choices) list += (list.empty() ? "" : ", ") + c;
    throw UsageError("--" + option->long_name() + " '" + value + "' is not one of " + list +
                     did_you_mean(value, choices));
  }
}
}  // namespace

void set_describer(std::function<void(const CommandDescription&)> describer) {
  g_describer = std::move(describer);
}

bool parse_command(int argc, char** argv, const po::options_description& options,
                   const po::options_description& hidden, const char* operand, int max_operands,
                   const std::string& usage) {
  po::options_description visible(options);
  visible.add_options()("help,h", "show this help");
  if (g_describer) {
    g_describer({usage, visible, max_operands});
    return false;
  }
  // Help wins over everything else on the line, even options that would not
  // parse (`solve --help --jobs abc`), up to a "--" that ends the options.
  for (int i = 1; i < argc; ++i) {
    const std::string_view arg = argv[i];
    if (arg == "--") break;
    if (arg == "--help" || arg == "-h") {
      std::cout << usage << "\n\n" << visible << '\n';
      return false;
    }
  }
  po::options_description all;
  all.add(visible).add(hidden);
  po::positional_options_description positional;
  if (max_operands != 0) positional.add(operand, max_operands);
  po::variables_map vm;
  try {
    po::store(po::command_line_parser(argc, argv).options(all).positional(positional).run(), vm);
  } catch (const po::unknown_option& e) {
    // As for a mistyped command: the closest of this command's options.
    std::vector<std::string> names;
    for (const auto& option : visible.options())
      if (!option->long_name().empty()) names.push_back("--" + option->long_name());
    throw po::error(std::string(e.what()) + did_you_mean(e.get_option_name(), names));
  }
  check_choices(visible, vm);
  po::notify(vm);
  return true;
}

bool parse_puzzle_command(int argc, char** argv, po::options_description& options,
                          InputOptions& input, LimitOptions* limits, int max_files,
                          const std::string& usage) {
  po::options_description hidden;
  add_input_options(options, hidden, input);
  if (limits) add_limit_options(options, *limits);
  return parse_command(argc, argv, options, hidden, "file", max_files, usage);
}

int worker_count(int jobs) {
  if (jobs < 0 || jobs > kMaxJobs)
    throw UsageError("--jobs must be from 0 (one per core) to " + std::to_string(kMaxJobs));
  if (jobs == 0 && ::isatty(STDIN_FILENO)) return 1;
  return jobs;
}

RunOptions streaming_run(int jobs, InputFile& file) {
  RunOptions run;
  run.jobs = jobs;
  run.stop = &interrupt_flag();
  constexpr double kOneJobInput = 4096;  // bytes: a 36x36 drawn grid, or a few 9x9 lines
  if (file.regular && file.size && *file.size <= kOneJobInput) {
    run.jobs = 1;
    return run;
  }
  run.ready = [&file] { return file.ready(); };
  // Into a regular file nobody waits for each answer: no flush costs a write.
  struct stat st {};
  const bool regular = ::fstat(STDOUT_FILENO, &st) == 0 && S_ISREG(st.st_mode);
  if (!regular) run.flush = [] { flush_output(); };
  return run;
}

}  // namespace satdoku::cli
