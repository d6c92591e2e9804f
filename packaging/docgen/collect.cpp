// Each command, run with a describer installed, hands over its usage text
// and options instead of parsing (src/app/cli.hpp).
#include <boost/program_options.hpp>
#include <map>
#include <stdexcept>

#include "choices.hpp"
#include "cli.hpp"
#include "commands.hpp"
#include "docs_model.hpp"

namespace satdoku::docgen {
namespace {

namespace po = boost::program_options;

// The value names that take no fixed list, by kind. A name missing here
// and not from one_of/list_of (src/app/choices.hpp) stops the build: its
// completion would otherwise be guessed.
const std::map<std::string, ValueKind> kFreeValues = {
    {"FILE", ValueKind::file},     {"FILE.svg", ValueKind::file},  {"FILE.json", ValueKind::file},
    {"PUZZLE", ValueKind::file},   {"MODEL", ValueKind::file},     {"DIR", ValueKind::directory},
    {"N", ValueKind::number},      {"K", ValueKind::number},       {"G", ValueKind::number},
    {"S", ValueKind::number},      {"SECONDS", ValueKind::number}, {"HxW", ValueKind::box},
    {"R1C1,...", ValueKind::text}, {"A", ValueKind::number},       {"BYTES", ValueKind::number},
    {"PORT", ValueKind::number},   {"R", ValueKind::number},       {"ADDRESS", ValueKind::text},
    {"ORIGIN", ValueKind::text},   {"MIN-MAX", ValueKind::text},   {"LIST", ValueKind::text},
    {"TEXT", ValueKind::text},
};

// Box shapes a user most often types (any HxW with a side of 4 to 36 works).
const std::vector<std::string> kUsualBoxes = {"2x2", "2x3", "3x2", "2x4", "3x3",
                                              "3x4", "4x3", "4x4", "5x5", "6x6"};

OptionDoc describe(const std::string& command, const po::option_description& o) {
  OptionDoc doc;
  doc.long_name = o.long_name();
  const std::string shown = o.canonical_display_name(po::command_line_style::allow_dash_for_short);
  if (shown.size() == 2 && shown[0] == '-') doc.short_name = shown.substr(1);
  doc.description = o.description();
  const auto semantic = o.semantic();
  if (semantic->max_tokens() == 0) return doc;  // a switch
  doc.value_name = semantic->name();
  if (const auto* choice = dynamic_cast<const cli::ChoiceValue*>(semantic.get())) {
    doc.kind = ValueKind::choice;
    doc.choices = choice->choices();
    doc.comma_list = choice->comma_list();
    return doc;
  }
  const auto kind = kFreeValues.find(doc.value_name);
  if (kind == kFreeValues.end())
    throw std::runtime_error("satdoku " + command + " --" + doc.long_name + " takes " +
                             doc.value_name +
                             ", a value of unknown kind: declare its values with one_of or "
                             "list_of (src/app/choices.hpp), or add " +
                             doc.value_name + " to kFreeValues (packaging/docgen/collect.cpp)");
  doc.kind = kind->second;
  if (doc.kind == ValueKind::box) doc.choices = kUsualBoxes;
  return doc;
}

// The usage text in paragraphs (blank lines apart); the first one, its
// "Usage: satdoku ..." lines, is the synopsis.
void split_usage(const std::string& usage, CommandDoc& doc) {
  std::vector<std::string> paragraphs(1);
  std::size_t start = 0;
  while (start <= usage.size()) {
    std::size_t end = usage.find('\n', start);
    if (end == std::string::npos) end = usage.size();
    const std::string line = usage.substr(start, end - start);
    if (line.find_first_not_of(' ') == std::string::npos) {
      if (!paragraphs.back().empty()) paragraphs.emplace_back();
    } else {
      paragraphs.back() += line + '\n';
    }
    start = end + 1;
  }
  if (paragraphs.back().empty()) paragraphs.pop_back();
  const std::string prefix = "Usage: satdoku " + doc.name;
  if (paragraphs.empty() || paragraphs[0].rfind(prefix, 0) != 0)
    throw std::runtime_error("satdoku " + doc.name + " --help does not start with '" + prefix +
                             "'");
  // The synopsis on one line: its continuation lines are indented.
  std::string synopsis;
  for (char c : paragraphs[0].substr(7)) {
    if (c == '\n') c = ' ';
    if (c == ' ' && !synopsis.empty() && synopsis.back() == ' ') continue;
    synopsis += c;
  }
  while (!synopsis.empty() && synopsis.back() == ' ') synopsis.pop_back();
  doc.synopsis = synopsis;
  doc.paragraphs.assign(paragraphs.begin() + 1, paragraphs.end());
}

}  // namespace

std::vector<CommandDoc> collect() {
  std::vector<CommandDoc> docs;
  for (const cli::Command& command : cli::commands()) {
    CommandDoc doc;
    doc.name = command.name;
    doc.summary = command.summary;
    bool described = false;
    cli::set_describer([&](const cli::CommandDescription& d) {
      split_usage(d.usage, doc);
      for (const auto& option : d.options.options())
        doc.options.push_back(describe(doc.name, *option));
      doc.max_operands = d.max_operands;
      described = true;
    });
    char* argv[] = {const_cast<char*>(command.name), nullptr};
    command.run(1, argv);
    cli::set_describer(nullptr);
    if (!described)
      throw std::runtime_error("satdoku " + doc.name +
                               " declared no options: it must parse its command line through "
                               "parse_command or parse_puzzle_command (src/app/cli.hpp)");
    docs.push_back(std::move(doc));
  }
  return docs;
}

bool is_common(const std::vector<CommandDoc>& commands, const OptionDoc& option) {
  int alike = 0;
  for (const CommandDoc& command : commands)
    for (const OptionDoc& other : command.options)
      if (other.long_name == option.long_name && other.description == option.description &&
          other.value_name == option.value_name && other.short_name == option.short_name)
        ++alike;
  return alike >= 3;
}

}  // namespace satdoku::docgen
