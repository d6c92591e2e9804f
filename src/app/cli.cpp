#include "cli.hpp"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iostream>

#include <unistd.h>

namespace satdoku::cli {

int combine_exit(int run, int puzzle) {
  // Precedence, strongest first: 4, 2, 3, 1, 0.
  auto rank = [](int code) {
    switch (code) {
      case kDisagreement:
        return 4;
      case kBadInput:
        return 3;
      case kUnknown:
        return 2;
      case kNoSolution:
        return 1;
      default:
        return 0;
    }
  };
  return rank(puzzle) > rank(run) ? puzzle : run;
}

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

void print_error(const std::string& message) {
  std::cout.flush();  // keep stdout and stderr in order on a terminal
  std::cerr << "satdoku: error: " << printable(message) << '\n';
}

void print_note(const std::string& message) {
  std::cout.flush();
  std::cerr << "satdoku: " << printable(message) << '\n';
}

ReaderOptions InputOptions::reader_options() const {
  ReaderOptions options;
  if (!input_format.empty()) {
    const auto notation = notation_from_name(input_format);
    if (!notation || *notation == Notation::json)
      throw UsageError("--input-format '" + input_format +
                       "' is not one of compact, spaced, line, pretty, fpuzzles");
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
  options.add_options()("input-format,i", po::value(&input.input_format)->value_name("NOTATION"),
                        "compact, spaced, line, pretty or fpuzzles (default: detected)")(
      "box,b", po::value(&input.box)->value_name("HxW"),
      "box height x width, for sides that are not squares (6x6: --box 2x3)");
  hidden.add_options()("file", po::value(&input.files)->value_name("FILE"),
                       "puzzle files ('-': stdin)");
}

std::optional<Notation> output_notation(const std::string& name) {
  if (name.empty() || name == "auto") return std::nullopt;
  const auto notation = notation_from_name(name);
  if (!notation || *notation == Notation::fpuzzles)
    throw UsageError("--format '" + name + "' is not one of compact, spaced, line, pretty, json");
  return notation;
}

Limits LimitOptions::limits() const {
  // !(x >= 0) also catches NaN, which would otherwise mean "no limit".
  if (!(timeout >= 0)) throw UsageError("--timeout must be a number of seconds, 0 or more");
  if (conflicts < 0) throw UsageError("--conflicts must be 0 or more");
  if (nodes < 0) throw UsageError("--nodes must be 0 or more");
  return {timeout, conflicts, nodes};
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
  if (!size || *size <= 0) return std::nullopt;
  const auto position = stream.tellg();
  if (position < 0) return std::nullopt;
  return std::min(1.0, static_cast<double>(position) / *size);
}

void for_each_input(const InputOptions& input, const std::function<void(InputFile&)>& visit) {
  const ReaderOptions options = input.reader_options();
  std::vector<std::string> files = input.files;
  if (files.empty()) files.push_back("-");
  for (const std::string& file : files) {
    if (file == "-") {
      const std::string source = "<stdin>";
      PuzzleReader reader(std::cin, source, options);
      InputFile in{reader, source, std::cin, std::nullopt};
      visit(in);
      continue;
    }
    std::error_code ec;
    if (std::filesystem::is_directory(file, ec)) throw UsageError(file + ": is a directory");
    std::ifstream stream(file, std::ios::binary);
    if (!stream) throw UsageError(file + ": cannot open file");
    const auto size = std::filesystem::file_size(file, ec);
    PuzzleReader reader(stream, file, options);
    InputFile in{reader, file, stream,
                 ec ? std::nullopt : std::optional<double>(static_cast<double>(size))};
    visit(in);
  }
}

bool parse_puzzle_command(int argc, char** argv, po::options_description& options,
                          InputOptions& input, LimitOptions* limits, int max_files,
                          const std::string& usage) {
  po::options_description hidden;
  add_input_options(options, hidden, input);
  if (limits) add_limit_options(options, *limits);
  po::positional_options_description positional;
  positional.add("file", max_files);
  po::options_description visible(options);
  visible.add_options()("help,h", "show this help");
  po::options_description all;
  all.add(visible).add(hidden);
  po::variables_map vm;
  po::store(po::command_line_parser(argc, argv).options(all).positional(positional).run(), vm);
  if (vm.count("help")) {  // before notify(): --help needs no other option
    std::cout << usage << "\n\n" << visible << '\n';
    return false;
  }
  po::notify(vm);
  return true;
}

int resolve_jobs(int jobs) {
  if (jobs < 0) throw UsageError("--jobs must be at least 1");
  if (jobs == 0 && ::isatty(STDIN_FILENO)) return 1;
  return jobs;
}

}  // namespace satdoku::cli
