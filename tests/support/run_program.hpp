// Runs the satdoku program as a user would: arguments, standard input, and
// captures stdout, stderr and the exit status.
#pragma once

#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "text.hpp"

namespace satdoku::testing {

// The judge samples and golden answers, tests/data/.
inline const std::string kData = std::string(SATDOKU_TEST_DATA) + "/data/";

struct Run {
  int exit_code = -1;
  std::string out;
  std::string err;
};

inline std::string shell_quote(const std::string& s) {
  std::string q = "'";
  for (char c : s) q += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return q + "'";
}

// `args` is appended to the program path as shell words (quote them with
// shell_quote where needed); `input` becomes standard input.
inline Run run_satdoku(const std::string& args, const std::string& input = "") {
  namespace fs = std::filesystem;
  static int counter = 0;
  const fs::path dir = fs::temp_directory_path() / ("satdoku_cli_" + std::to_string(::getpid()) +
                                                    "_" + std::to_string(counter++));
  fs::create_directories(dir);
  {
    std::ofstream in(dir / "in", std::ios::binary);
    in << input;
  }
  const std::string cmd =
      shell_quote(SATDOKU_BINARY) + " " + args + " < " + shell_quote((dir / "in").string()) +
      " > " + shell_quote((dir / "out").string()) + " 2> " + shell_quote((dir / "err").string());
  const int status = std::system(cmd.c_str());
  Run run;
  run.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
  run.out = read_file(dir / "out");
  run.err = read_file(dir / "err");
  fs::remove_all(dir);
  return run;
}

}  // namespace satdoku::testing
