#include "output_paths.hpp"

#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <optional>

namespace satdoku::cli {

namespace {

std::optional<FileId> id_of(const std::string& path) {
  struct stat st {};
  if (::stat(path.c_str(), &st) != 0) return std::nullopt;
  return FileId{st.st_dev, st.st_ino};
}

std::string what_refused(const std::string& path) {
  return path + ": is also an input; writing it would destroy it";
}

}  // namespace

std::vector<FileId> input_ids(const InputOptions& input) {
  std::vector<FileId> ids;
  bool stdin_read = input.files.empty();
  for (const std::string& file : input.files) {
    if (file == "-") {
      stdin_read = true;
    } else if (const auto id = id_of(file)) {
      ids.push_back(*id);
    }
  }
  struct stat st {};
  if (stdin_read && ::fstat(STDIN_FILENO, &st) == 0) ids.push_back({st.st_dev, st.st_ino});
  return ids;
}

void check_not_input(const std::string& path, const std::vector<FileId>& inputs) {
  const auto id = id_of(path);
  if (id && std::find(inputs.begin(), inputs.end(), *id) != inputs.end())
    throw UsageError(what_refused(path));
}

void check_writable(const std::string& path) {
  struct stat st {};
  if (::stat(path.c_str(), &st) == 0) {
    if (S_ISDIR(st.st_mode)) throw UsageError(path + ": is a directory");
    if (::access(path.c_str(), W_OK) != 0)
      throw UsageError(path + ": cannot write file: " + std::strerror(errno));
    return;
  }
  const std::filesystem::path dir = std::filesystem::path(path).parent_path();
  const std::string parent = dir.empty() ? std::string(1, '.') : dir.string();
  int error = 0;
  if (::stat(parent.c_str(), &st) != 0) {
    error = errno;
  } else if (!S_ISDIR(st.st_mode)) {
    error = ENOTDIR;
  } else if (::access(parent.c_str(), W_OK | X_OK) != 0) {
    error = errno;
  }
  if (error != 0) throw UsageError(path + ": cannot create file: " + std::strerror(error));
}

void check_output_paths(const std::vector<std::string>& outputs, const InputOptions& input) {
  namespace fs = std::filesystem;
  const std::vector<FileId> inputs = input_ids(input);
  std::vector<std::string> taken;
  for (const std::string& path : outputs) {
    if (path.empty() || path == "-") continue;
    check_not_input(path, inputs);
    // Two outputs under one name, or one file under two: the second write
    // would replace the first.
    std::error_code ec;
    for (const std::string& other : taken) {
      if (other == path || fs::equivalent(other, path, ec) ||
          fs::weakly_canonical(other, ec) == fs::weakly_canonical(path, ec))
        throw UsageError(path + ": is also another output; writing it would destroy it");
    }
    check_writable(path);
    taken.push_back(path);
  }
}

}  // namespace satdoku::cli
