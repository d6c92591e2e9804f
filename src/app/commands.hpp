// Every command of the program, in one table: dispatch, the typo suggestion,
// the command list of `satdoku --help`, and the man page and shell
// completions (packaging/docgen/) all read it, so none of them can miss a
// command.
#pragma once

#include <span>
#include <string>

namespace satdoku::cli {

struct Command {
  const char* name;
  int (*run)(int argc, char** argv);
  // One line of --help's command list ('\n' continues it on the next line,
  // indented as the first).
  const char* summary;
};

std::span<const Command> commands();

// The "Commands:" list of `satdoku --help`, one entry per command.
std::string command_list();

}  // namespace satdoku::cli
