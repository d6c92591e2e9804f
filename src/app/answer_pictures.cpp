#include "answer_pictures.hpp"

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>

#include "output_extension.hpp"
#include "output_paths.hpp"

namespace satdoku::cli {

namespace {

namespace fs = std::filesystem;

void save(const std::string& path, const std::string& svg, const std::vector<FileId>& inputs) {
  check_not_input(path, inputs);
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out << svg;
  out.flush();
  if (!out) throw UsageError(path + ": cannot write file: " + std::strerror(errno));
}

std::string picture_name(int index) {
  char name[32];
  std::snprintf(name, sizeof name, "puzzle-%04d.svg", index);
  return name;
}

// Whether a file name is one the pictures take: puzzle-NNNN.svg.
bool picture_like(const std::string& name) {
  if (name.size() < 13 || name.compare(0, 7, "puzzle-") != 0 ||
      name.compare(name.size() - 4, 4, ".svg") != 0)
    return false;
  return std::all_of(name.begin() + 7, name.end() - 4, [](char c) { return c >= '0' && c <= '9'; });
}

}  // namespace

void add_svg_options(po::options_description& options, SvgDestination& where) {
  options.add_options()("output,o", po::value(&where.file)->value_name("FILE.svg"),
                        "--format svg: write the picture to FILE.svg (one puzzle)")(
      "svg-dir", po::value(&where.dir)->value_name("DIR"),
      "--format svg: one picture per puzzle, DIR/puzzle-0001.svg ...");
}

std::optional<SvgOutput> open_pictures(bool svg, const SvgDestination& where,
                                       const InputOptions& input) {
  if (svg) return std::optional<SvgOutput>(std::in_place, where.file, where.dir, input);
  if (!where.file.empty() || !where.dir.empty())
    throw UsageError(std::string(where.file.empty() ? "--svg-dir" : "-o") +
                     " is for pictures: add --format svg (text goes to standard output)");
  return std::nullopt;
}

SvgOutput::SvgOutput(std::string file, std::string dir, const InputOptions& input)
    : file_(std::move(file)), dir_(std::move(dir)), inputs_(input_ids(input)) {
  if (!file_.empty() && !dir_.empty())
    throw UsageError("-o and --svg-dir both name where pictures go: give one");
  if (!file_.empty()) {
    check_output_extension("-o", file_, "SVG", {"svg"});
    check_output_paths({file_}, input);
  }
  if (dir_ == "-") throw UsageError("--svg-dir -: names a directory, not standard output");
  if (!dir_.empty()) {
    std::error_code ec;
    if (fs::exists(dir_, ec) && !fs::is_directory(dir_, ec))
      throw UsageError("--svg-dir " + dir_ + ": is not a directory");
    fs::create_directories(dir_, ec);
    if (ec) throw UsageError("--svg-dir " + dir_ + ": cannot create directory: " + ec.message());
    // A picture's name that is an input (or a link to one) is refused
    // before any picture is drawn, not when its turn comes.
    for (const auto& entry : fs::directory_iterator(dir_, ec)) {
      if (picture_like(entry.path().filename().string()))
        check_not_input(entry.path().string(), inputs_);
    }
  }
}

void SvgOutput::write(const Puzzle* puzzle, SvgOptions options) {
  ++count_;
  if (dir_.empty() && count_ > 1) {
    throw UsageError(
        "--format svg draws one picture per puzzle, and there is more than one: give "
        "--svg-dir DIR for one file per puzzle");
  }
  if (!puzzle) return;
  if (!dir_.empty() && !options.title.empty()) options.title += " #" + std::to_string(count_);
  const std::string svg = render_svg(*puzzle, options);
  if (dir_.empty()) {
    held_ = svg;
  } else {
    save((fs::path(dir_) / picture_name(count_)).string(), svg, inputs_);
  }
}

void SvgOutput::write(const Job<Judgement>& job, const std::string& source) {
  if (!job.entry.puzzle) return write(nullptr, {});
  SvgOptions options;
  if (job.answer.ruling == Ruling::solved && job.answer.solution)
    options.solution = &*job.answer.solution;
  options.title = source == "<stdin>" ? "" : fs::path(source).filename().string();
  const Puzzle& puzzle = *job.entry.puzzle;
  write(&puzzle, options);
}

void SvgOutput::finish() {
  if (!held_) return;
  if (file_.empty() || file_ == "-") {
    std::cout << *held_;
  } else {
    save(file_, *held_, inputs_);
  }
  held_.reset();
}

}  // namespace satdoku::cli
