// satdoku compare: SAT against backtracking, answer by answer and in speed.
#include <chrono>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

#include "answer_stream.hpp"
#include "choices.hpp"
#include "cli.hpp"
#include "interrupt.hpp"
#include "lexmin_option.hpp"
#include "output_extension.hpp"
#include "report/compare.hpp"
#include "report/compare_report.hpp"
#include "report/plot.hpp"
#include "satdoku/registry.hpp"

namespace satdoku::cli {
namespace {

constexpr const char* kCompareUsage = R"usage(Usage: satdoku compare [OPTIONS] [FILE...]

Runs every engine on every puzzle, checks each answer with the validity
checker and against the others, and prints a summary: agreements,
disagreements (each with its line and every answer), and per engine the
total, mean, median, 99th percentile and maximum time, SAT calls and
conflicts, search nodes, and who was fastest how often.

Exit status: 4 if any engines disagree or an answer is invalid, else 2 if an
entry is malformed, else 3 if a limit stopped an engine, else 1 if some
puzzle has no solution (and every engine says so), else 0.

Examples:
  satdoku compare top1465.txt
  satdoku compare --plot top1465.svg --csv top1465.csv top1465.txt
  satdoku compare --engines sat/minimal,sat/extended,backtrack hard.txt
  satdoku compare --engines sat:order,sat:assume,backtrack top1465.txt
  satdoku compare --lexmin assume top1465.txt
  satdoku compare --format json hard.txt > records.jsonl)usage";

std::vector<std::string> split_names(const std::string& text) {
  std::vector<std::string> names;
  std::stringstream in(text);
  for (std::string name; std::getline(in, name, ',');)
    if (!name.empty()) names.push_back(name);
  return names;
}

std::ofstream open_output(const std::string& path) {
  std::ofstream out(path, std::ios::binary);
  if (!out) throw UsageError(path + ": cannot create file");
  return out;
}

}  // namespace

int compare_command(int argc, char** argv) {
  InputOptions input;
  LimitOptions limit_options;
  std::string engines = "sat,backtrack", format = "table", csv_path, plot_path, lexmin;
  int jobs = 1;
  po::options_description options("Options");
  options.add_options()(
      "engines", list_of(&engines, engine_names())->value_name("A,B,..."),
      "engines to compare (default sat,backtrack); sat/ENCODING counts as its own engine, "
      "and so does a SAT engine with its lex-min method (sat:order, sat:assume)")(
      "format,f", one_of(&format, {"table", "json"})->value_name("F"),
      "table (default) or json: one object per puzzle, then a summary object")(
      "csv", po::value(&csv_path)->value_name("FILE"), "also write one CSV row per puzzle")(
      "plot", po::value(&plot_path)->value_name("FILE.svg"),
      "also draw a log-log scatter of the first engine's time against the second's")(
      "jobs,j", po::value(&jobs)->value_name("N"),
      "puzzles at once (default 1, so times are not disturbed; 0: one per core)");
  add_lexmin_option(options, lexmin);
  if (!parse_puzzle_command(argc, argv, options, input, &limit_options, -1, kCompareUsage))
    return kSolved;

  if (format != "table" && format != "json")
    throw UsageError("--format '" + format + "' is not one of table, json");
  jobs = worker_count(jobs);
  // Standard output carries the comparison itself: '-' would otherwise
  // make a file named "-".
  for (const auto& [option, path] : {std::pair{"--csv", csv_path}, std::pair{"--plot", plot_path}})
    if (path == "-")
      throw UsageError(std::string(option) +
                       " needs a file name ('-' is not standard output here: " +
                       "standard output carries the comparison)");
  if (!plot_path.empty()) check_output_extension("--plot", plot_path, "SVG", {"svg"});
  if (!csv_path.empty()) check_output_extension("--csv", csv_path, "CSV", {"csv"});
  std::vector<Contestant> contestants;
  for (const std::string& named : split_names(engines)) {
    const std::string name = engine_with_lexmin(named, lexmin);
    auto c = contestant(name);
    if (!c) throw UsageError(unknown_engine_message(name) + " in --engines");
    contestants.push_back(std::move(*c));
  }
  if (contestants.size() < 2) throw UsageError("--engines needs at least two engines");

  std::vector<std::string> names;
  for (const auto& c : contestants) names.push_back(c.name);
  check_output_paths({csv_path, plot_path}, input);  // before the run, not after
  std::optional<std::ofstream> csv;
  if (!csv_path.empty()) {
    csv = open_output(csv_path);
    write_csv_header(*csv, names);
  }

  JudgeSpec spec{std::move(contestants), {limit_options.limits(), false}, true};
  spec.options.contest = true;
  CompareTally tally(names);
  const bool json = format == "json";
  AnswerStream stream(false);
  stream.each_input(input, [&](InputFile& file) {
    run_jobs([&] { return file.next(); }, spec,
             [&](Job<Judgement>&& job) {
               if (!job.entry.puzzle && job.entry.error) print_error(job.entry.error->to_string());
               if (json) {
                 write_json_record(std::cout, job, file.source);
                 check_output();
               }
               if (csv) {
                 write_csv_row(*csv, job, names.size());
                 if (!*csv) throw UsageError(csv_path + ": write failed");
               }
               tally.add(job);
             },
             stream.run_options(jobs, file));
  });
  CompareSummary summary = tally.summary();
  summary.seconds = stream.elapsed();
  if (json) {
    write_json_summary(std::cout, summary);
  } else {
    std::cout << format_compare_table(summary);
  }
  flush_output();
  if (csv && !csv->flush()) throw UsageError(csv_path + ": write failed");
  if (interrupted()) print_interrupted(summary.rulings.total(), ": the summary covers those only");
  if (!plot_path.empty()) {
    std::string dataset = input.files.empty() ? "stdin" : input.files.front();
    dataset = std::filesystem::path(dataset).stem().string();
    std::ofstream svg = open_output(plot_path);
    write_svg_plot(svg, plot_data(tally, 0, 1, dataset));
    if (!svg.flush()) throw UsageError(plot_path + ": write failed");
  }
  if (interrupted()) return kInterrupted;
  return combine_exit(compare_exit_code(summary), stream.code());
}

}  // namespace satdoku::cli
