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

// Shell words that press Ctrl-C on the background job $pid once it has
// started listening for it (SIGINT in /proc/$pid/status's SigCgt mask, 10 s
// at most), then `after` seconds later, and wait for it. A fixed sleep was
// not enough: a background job of a non-interactive shell starts with SIGINT
// ignored, so an interrupt sent before the program had installed its handler
// (0.3 s was too soon for the sanitizer build on a busy machine) was lost and
// the run went on to its end.
inline std::string interrupt_job_after(double after) {
  return "i=0; while [ $i -lt 200 ]; do case $(sed -n 's/^SigCgt:[[:space:]]*//p' "
         "/proc/$pid/status 2> /dev/null) in *[2367abef]) break ;; esac; sleep 0.05; "
         "i=$((i + 1)); done; sleep " +
         std::to_string(after) + "; kill -INT $pid; wait $pid";
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
