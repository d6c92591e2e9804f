// `--format svg`: one picture per puzzle (satdoku/svg.hpp), to
// standard output or `-o FILE.svg` when the input holds one puzzle, or into
// `--svg-dir DIR` as DIR/puzzle-0001.svg ... (numbered by input position,
// across all input files) for batches.
#pragma once

#include <optional>
#include <string>

#include "cli.hpp"
#include "output_paths.hpp"
#include "satdoku/job.hpp"
#include "satdoku/svg.hpp"

namespace satdoku::cli {

// Where pictures go, as every drawing command takes it: -o FILE.svg or
// --svg-dir DIR.
struct SvgDestination {
  std::string file;
  std::string dir;
};
// Declares -o and --svg-dir (solve, candidates and generate offer the same).
void add_svg_options(po::options_description& options, SvgDestination& where);

class SvgOutput;
// The pictures' output when --format is svg, checked before anything runs;
// nothing otherwise, and then -o or --svg-dir is a usage error (the text
// formats go to standard output).
std::optional<SvgOutput> open_pictures(bool svg, const SvgDestination& where,
                                       const InputOptions& input);

class SvgOutput {
 public:
  // Checks the destination before anything runs (throws UsageError): `file`
  // ("" = stdout) and `dir` exclusive, file named .svg and not an input, dir
  // created when missing and holding no picture name that is an input. Each
  // picture is checked again as it is written.
  SvgOutput(std::string file, std::string dir, const InputOptions& input);

  // Draws the next puzzle with `options` (a solution, candidates, a title);
  // null: an unreadable puzzle, no picture, but its number is used. Without
  // a directory the picture is held back, and a second puzzle is a usage
  // error, so that no single-picture destination gets half a batch. For
  // every command that draws (solve, candidates, generate).
  void write(const Puzzle* puzzle, SvgOptions options);
  // solve's picture of a job: with its solution when solved, the givens
  // alone otherwise; captioned with the input file's name.
  void write(const Job<Judgement>& job, const std::string& source);
  // Writes the held picture, if any (call after the run).
  void finish();

 private:
  std::string file_;
  std::string dir_;
  int count_ = 0;
  std::optional<std::string> held_;
  std::vector<FileId> inputs_;
};

}  // namespace satdoku::cli
