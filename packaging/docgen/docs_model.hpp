// What the man page and the shell completions are made from: each command
// of the program's table with the usage text and options it declares
// (src/app/cli.hpp's describer), read by running the command itself.
#pragma once

#include <string>
#include <vector>

namespace satdoku::docgen {

// What an option's value is, for completion: a word from a list, a path,
// a number, a box shape, or free text. Every value name is one of these, so
// a new option cannot go undescribed (collect() refuses an unknown name).
enum class ValueKind { none, choice, file, directory, number, box, text };

struct OptionDoc {
  std::string long_name;   // "format"
  std::string short_name;  // "f", or ""
  std::string value_name;  // "NOTATION", or "" for a switch
  ValueKind kind = ValueKind::none;
  std::vector<std::string> choices;  // kind choice; also box's usual shapes
  bool comma_list = false;           // a comma-separated list of choices
  std::string description;           // as --help prints it
};

struct CommandDoc {
  std::string name;
  std::string summary;                  // one line of `satdoku --help` (may hold '\n')
  std::string synopsis;                 // the usage line(s), without "Usage: "
  std::vector<std::string> paragraphs;  // the rest of the usage text
  std::vector<OptionDoc> options;       // --help last
  int max_operands = 0;                 // -1: any number of files, 0: none
};

// Runs every command of the table under a describer. Throws
// std::runtime_error naming the command and option when one cannot be
// described (a command that did not parse through parse_command, a value
// name of unknown kind).
std::vector<CommandDoc> collect();

// The whole man page: `source` with @VERSION@, @SYNOPSIS@, @COMMANDS@ and
// @COMMON_OPTIONS@ replaced.
std::string man_page(const std::vector<CommandDoc>& commands, const std::string& source);
std::string bash_completion(const std::vector<CommandDoc>& commands);
std::string zsh_completion(const std::vector<CommandDoc>& commands);

// An option that several commands declare alike (--box, --timeout, --help):
// the man page describes it once.
bool is_common(const std::vector<CommandDoc>& commands, const OptionDoc& option);

}  // namespace satdoku::docgen
