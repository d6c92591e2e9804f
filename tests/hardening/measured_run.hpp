// Runs the satdoku program with standard input from a file and measures what
// run_program.hpp cannot: wall time and the peak memory of that one process
// (wait4 reports the child's own rusage, not the test program's). Output is
// captured to files so that a chatty child never blocks on a full pipe.
#pragma once

#include <fcntl.h>
#include <spawn.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <string>
#include <vector>

#include "run_program.hpp"

extern char** environ;

namespace satdoku::testing {

struct MeasuredRun {
  int exit_code = -1;
  std::string out;
  std::string err;
  double seconds = 0;
  long max_rss_kb = 0;  // peak resident set of the program
};

inline MeasuredRun run_measured(const std::vector<std::string>& args,
                                const std::filesystem::path& stdin_file) {
  namespace fs = std::filesystem;
  static int counter = 0;
  const fs::path dir = fs::temp_directory_path() / ("satdoku_hard_" + std::to_string(::getpid()) +
                                                    "_" + std::to_string(counter++));
  fs::create_directories(dir);
  const std::string out_path = (dir / "out").string(), err_path = (dir / "err").string();

  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, 0, stdin_file.c_str(), O_RDONLY, 0);
  posix_spawn_file_actions_addopen(&actions, 1, out_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC,
                                   0644);
  posix_spawn_file_actions_addopen(&actions, 2, err_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC,
                                   0644);
  std::vector<std::string> words{SATDOKU_BINARY};
  words.insert(words.end(), args.begin(), args.end());
  std::vector<char*> argv;
  for (std::string& w : words) argv.push_back(w.data());
  argv.push_back(nullptr);

  MeasuredRun run;
  const auto start = std::chrono::steady_clock::now();
  pid_t pid = 0;
  if (posix_spawn(&pid, SATDOKU_BINARY, &actions, nullptr, argv.data(), environ) == 0) {
    int status = 0;
    rusage usage{};
    if (::wait4(pid, &status, 0, &usage) == pid) {
      run.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
      run.max_rss_kb = usage.ru_maxrss;
    }
  }
  run.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  posix_spawn_file_actions_destroy(&actions);
  run.out = read_file(dir / "out");
  run.err = read_file(dir / "err");
  fs::remove_all(dir);
  return run;
}

}  // namespace satdoku::testing
