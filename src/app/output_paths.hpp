// Output files that must not destroy an input: every path a command writes
// (-o, --csv, --plot, each picture of --svg-dir) is compared with every
// input (the files named, standard input, a --rules layout) by device and
// inode, so that another name for the same file (a symlink, a hard link,
// "./x") is caught too; and no output is created before every check has
// passed, so a refused run leaves no empty file behind.
#pragma once

#include <sys/types.h>

#include <string>
#include <vector>

#include "cli.hpp"

namespace satdoku::cli {

// A file's identity.
struct FileId {
  dev_t device = 0;
  ino_t inode = 0;
  friend bool operator==(const FileId&, const FileId&) = default;
};

// The identities of the inputs that exist: the files named, and standard
// input when it is read ("-" or no file).
std::vector<FileId> input_ids(const InputOptions& input);

// Throws UsageError when `path` (followed through symlinks) is one of
// `inputs`: "PATH: is also an input; writing it would destroy it".
void check_not_input(const std::string& path, const std::vector<FileId>& inputs);

// Throws UsageError when the file could not be written: a directory, no
// such directory to create it in, no permission. Creates nothing.
void check_writable(const std::string& path);

}  // namespace satdoku::cli
