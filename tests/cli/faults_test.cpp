// Faults at the edges of the program (issue 14): reads and writes that fail,
// answers that must stream out, limits and signals, and usage that must be
// refused before any work. One test per defect found by attack, each named
// after its row; siblings of each class are checked alongside.
#include <gtest/gtest.h>

#include <sys/wait.h>

#include <cctype>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "data_sets.hpp"
#include "problem_a.hpp"
#include "run_program.hpp"
#include "spawn.hpp"

namespace satdoku {
namespace {

namespace fs = std::filesystem;
using testing::Child;
using testing::interrupt_job_after;
using testing::kProblemA;
using testing::kProblemASolution;
using testing::read_file;
using testing::run_satdoku;
using testing::shell_quote;

const std::string kBinary = SATDOKU_BINARY;

// A long batch: the 17-clue puzzles of tests/data/sets/ over and over, 50,000
// puzzles (as many as the whole set), far more than any of these tests lets
// the program solve. Written once per run, removed at exit.
const std::string& big_batch() {
  struct File {
    fs::path path =
        fs::temp_directory_path() / ("satdoku_faults_batch_" + std::to_string(::getpid()) + ".txt");
    File() {
      std::string block;
      for (const std::string& line : testing::set_lines("17clue.txt", 400)) block += line + "\n";
      std::ofstream out(path, std::ios::binary);
      for (int i = 0; i < 125; ++i) out << block;
    }
    ~File() { fs::remove(path); }
  };
  static const File file;
  static const std::string path = file.path.string();
  return path;
}

// A scratch directory for one test, removed at the end.
struct Scratch {
  fs::path dir;
  Scratch() {
    static int counter = 0;
    dir = fs::temp_directory_path() /
          ("satdoku_faults_" + std::to_string(::getpid()) + "_" + std::to_string(counter++));
    fs::create_directories(dir);
  }
  ~Scratch() { fs::remove_all(dir); }
  std::string file(const std::string& name, const std::string& text) const {
    std::ofstream(dir / name, std::ios::binary) << text;
    return (dir / name).string();
  }
  std::string path(const std::string& name) const { return (dir / name).string(); }
};

// A bash script with $S the program; its stdout and stderr are captured.
struct Shell {
  int code = -1;
  std::string out, err;
};
Shell shell(const std::string& script) {
  Scratch s;
  const std::string cmd = "S=" + shell_quote(kBinary) + " bash -c " + shell_quote(script) + " > " +
                          shell_quote(s.path("out")) + " 2> " + shell_quote(s.path("err"));
  const int status = std::system(cmd.c_str());
  Shell r;
  r.code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
  r.out = read_file(s.path("out"));
  r.err = read_file(s.path("err"));
  return r;
}

bool has(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

int count_lines(const std::string& text) {
  int n = 0;
  for (char c : text) n += c == '\n';
  return n;
}

// The first n lines of a public set (tests/data/sets/), as one text.
std::string first_lines(const std::string& set, int n) {
  std::string text;
  for (const std::string& line : testing::set_lines(set, static_cast<std::size_t>(n)))
    text += line + "\n";
  return text;
}

const std::string kA = std::string(kProblemA) + "\n";
const std::string kAnswer = std::string(kProblemASolution) + "\n";

// Row 1: a directory, a closed stdin, a read that fails: an error naming the
// file, exit 2, and every answer before it printed.
TEST(Faults, Row1ReadErrorsAreReportedWithTheAnswersSoFar) {
  Scratch s;
  const std::string a = s.file("a.txt", kA);
  const std::string dir = s.dir.string();
  for (const std::string& cmd : std::vector<std::string>{"solve", "count", "compare", "cnf"}) {
    const auto run = run_satdoku(cmd + " " + shell_quote(dir));
    EXPECT_EQ(run.exit_code, 2) << cmd << ": " << run.err;
    EXPECT_TRUE(has(run.err, "satdoku: error: " + dir + ": read error: Is a directory"))
        << cmd << ": " << run.err;
  }
  const auto piped = shell("$S solve < " + shell_quote(dir));
  EXPECT_EQ(piped.code, 2);
  EXPECT_TRUE(has(piped.err, "satdoku: error: <stdin>: read error: Is a directory")) << piped.err;
  const auto closed = shell("$S solve <&-");
  EXPECT_EQ(closed.code, 2);
  EXPECT_TRUE(has(closed.err, "<stdin>: read error: Bad file descriptor")) << closed.err;
  const auto decode = shell("$S decode --puzzle " + shell_quote(a) + " " + shell_quote(dir));
  EXPECT_EQ(decode.code, 2);
  EXPECT_TRUE(has(decode.err, "read error: Is a directory")) << decode.err;
  // The answers before the failing file are all there, with several jobs too.
  for (const char* jobs : {"1", "2"}) {
    const auto run = run_satdoku(std::string("solve --jobs ") + jobs + " " + shell_quote(a) + " " +
                                 shell_quote(a) + " " + shell_quote(dir));
    EXPECT_EQ(run.exit_code, 2) << run.err;
    EXPECT_EQ(run.out, kAnswer + kAnswer);
  }
}

// Row 2: a write that fails stops the run with a message; a closed pipe
// (SIGPIPE ignored) ends it quietly and at once.
TEST(Faults, Row2WriteErrorsStopTheRun) {
  Scratch s;
  const std::string a = s.file("a.txt", kA);
  const std::string model = s.file("model.txt", "s UNSATISFIABLE\n");
  for (const std::string& cmd : std::vector<std::string>{
           "solve " + a, "solve --format json " + a, "count " + a, "compare " + a,
           "compare --format json " + a, "cnf " + a, "decode --puzzle " + a + " " + model, "--help",
           "solve --help", "--version"}) {
    for (const char* where : {"> /dev/full", ">&-"}) {
      const auto run = shell("$S " + cmd + " " + where);
      EXPECT_NE(run.code, 0) << cmd << " " << where;
      EXPECT_NE(run.code, 134) << cmd << " " << where;
      EXPECT_TRUE(has(run.err, "satdoku: error: cannot write to standard output"))
          << cmd << " " << where << ": " << run.err;
    }
  }
  const auto start = std::chrono::steady_clock::now();
  const auto pipe =
      shell("trap '' PIPE; $S solve --jobs 2 " + big_batch() + " | head -1; exit ${PIPESTATUS[0]}");
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  EXPECT_EQ(pipe.code, 141);
  EXPECT_EQ(pipe.err, "");
  EXPECT_EQ(count_lines(pipe.out), 1);
  EXPECT_LT(seconds, 5.0) << "solving all 50,000 puzzles takes far longer";
}

// Row 3: an output path that is also an input (or another output) is refused
// before anything is written to it.
TEST(Faults, Row3AnOutputThatIsAnInputIsRefused) {
  Scratch s;
  const std::string victim = s.file("victim.txt", kA);
  for (const std::string& cmd : std::vector<std::string>{
           "compare --csv " + victim + " " + victim, "compare --plot " + victim + " " + victim,
           "cnf -o " + victim + " " + victim,
           "compare --csv " + s.path("x") + " --plot " + s.path("x") + " " + victim}) {
    const auto run = run_satdoku(cmd);
    EXPECT_EQ(run.exit_code, 2) << cmd;
    EXPECT_TRUE(has(run.err, "writing it would destroy it")) << cmd << ": " << run.err;
    EXPECT_EQ(read_file(victim), kA) << cmd;
  }
  // The same file under another name is still the same file.
  const auto other = run_satdoku("compare --csv " + s.path(".") + "/victim.txt " + victim);
  EXPECT_EQ(other.exit_code, 2);
  EXPECT_EQ(read_file(victim), kA);
}

// Row 4: --jobs has a cap; 0 means one per core in every command.
TEST(Faults, Row4JobsAreCappedAndZeroMeansOnePerCore) {
  for (const std::string& cmd :
       std::vector<std::string>{"solve", "count", "compare", "candidates", "minimize"}) {
    for (const char* jobs : {"40000", "2147483647", "257", "-1"}) {
      const auto run = run_satdoku(cmd + " --jobs " + jobs, kA);
      EXPECT_EQ(run.exit_code, 2) << cmd << " " << jobs;
      EXPECT_TRUE(has(run.err, "satdoku: error:")) << run.err;
    }
    const auto zero = run_satdoku(cmd + " --jobs 0", kA);
    EXPECT_EQ(zero.exit_code, 0) << cmd << ": " << zero.err;
  }
  const auto most = run_satdoku("solve --jobs 256", kA + kA + kA);
  EXPECT_EQ(most.exit_code, 0);
  EXPECT_EQ(most.out, kAnswer + kAnswer + kAnswer);
}

// Row 5: 36x36 puzzles in line notation: one line out per line in, and the
// output reads back (36 has no symbol: such a grid is written as its numbers
// separated by spaces, on one line).
TEST(Faults, Row5ThirtySixInLineNotationReadsBack) {
  // A valid 36x36 grid (the standard pattern for 6x6 boxes), with every 36
  // and a few more cells blanked, in line notation.
  auto value = [](int r, int c) { return (6 * (r % 6) + r / 6 + c) % 36 + 1; };
  std::string puzzles, answers;
  for (int p = 0; p < 4; ++p) {
    std::string line, answer;
    for (int r = 0; r < 36; ++r) {
      for (int c = 0; c < 36; ++c) {
        const int v = value(r, c);
        const bool blank = v == 36 || (r * 36 + c) % 97 == p;
        line += blank ? '.' : v <= 9 ? static_cast<char>('0' + v) : static_cast<char>('A' + v - 10);
        if (r || c) answer += ' ';
        answer += std::to_string(v);
      }
    }
    puzzles += line + "\n";
    answers += answer + "\n";
  }
  for (const char* engine : {"sat", "backtrack"}) {
    const auto run = run_satdoku(std::string("solve --engine ") + engine, puzzles);
    EXPECT_EQ(run.exit_code, 0) << run.err;
    EXPECT_EQ(count_lines(run.out), 4);
    EXPECT_EQ(run.out, answers) << engine;
    const auto again = run_satdoku(std::string("solve --engine ") + engine, run.out);
    EXPECT_EQ(again.exit_code, 0) << again.err;
    EXPECT_EQ(again.out, answers) << engine;
  }
}

// Row 6: each answer is out as soon as it (and those before it) are solved,
// even while the input waits: a coprocess sends one puzzle and reads.
TEST(Faults, Row6EachAnswerIsFlushedWhileTheInputWaits) {
  for (const char* cmd : {"solve", "count", "compare"}) {
    for (const char* jobs : {"1", "2"}) {
      SCOPED_TRACE(std::string(cmd) + " --jobs " + jobs);
      std::vector<std::string> args{kBinary, cmd, "--jobs", jobs};
      if (std::string(cmd) == "compare") args.insert(args.end(), {"--format", "json"});
      Child child(args);
      ASSERT_TRUE(child.started());
      for (int round = 0; round < 2; ++round) {
        child.send(kA);
        const auto line = child.read_line(10);
        ASSERT_TRUE(line) << "no answer while the input is still open";
        if (std::string(cmd) == "solve") {
          EXPECT_EQ(*line + "\n", kAnswer);
        } else if (std::string(cmd) == "count") {
          EXPECT_EQ(*line, "1");
        }
      }
      child.close_input();
      EXPECT_EQ(child.wait(10), 0);
    }
  }
}

// Row 7: detection looks past any number of comment and blank lines.
TEST(Faults, Row7ManyCommentsBeforeThePuzzles) {
  std::string text;
  for (int i = 0; i < 300; ++i) text += "# a comment\n";
  const auto run = run_satdoku("solve", text + kA + kA);
  EXPECT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(run.out, kAnswer + kAnswer);
}

// Row 8: a count limit below 1 is refused, not wrapped to 2^64-1.
TEST(Faults, Row8CountLimitMustBePositive) {
  for (const char* limit : {"-1", "0", "-18446744073709551615", "abc"}) {
    const auto run = run_satdoku(std::string("count --limit ") + limit, kA);
    EXPECT_EQ(run.exit_code, 2) << limit;
    EXPECT_EQ(run.out, "") << limit;
  }
}

// Row 9: a solver's "UNSATISFIABLE" is checked by the native engine.
TEST(Faults, Row9AFalseUnsatisfiableClaimExitsFour) {
  Scratch s;
  const std::string a = s.file("a.txt", kA);
  const std::string unsat = s.file("unsat.txt", "s UNSATISFIABLE\n");
  const auto lie = run_satdoku("decode --puzzle " + a + " " + unsat);
  EXPECT_EQ(lie.exit_code, 4) << lie.err;
  EXPECT_TRUE(has(lie.err, kProblemASolution)) << lie.err;
  // A true claim: a puzzle with no completion (r1c2=5 against r1c7=5).
  std::string clash = kProblemA;
  clash[1] = '5';
  const std::string c = s.file("clash.txt", clash + "\n");
  const auto truth = run_satdoku("decode --puzzle " + c + " " + unsat);
  EXPECT_EQ(truth.exit_code, 1) << truth.err;
  EXPECT_EQ(truth.out, "no solution\n");
}

// Row 10: a NUL byte is malformed input at its column, one output per line;
// /dev/zero ends.
TEST(Faults, Row10NulBytesSpoilOnlyTheirLine) {
  std::string text = kA + kA + "12";
  text += '\0';
  text += "4\n" + kA;
  const auto run = run_satdoku("solve", text);
  EXPECT_EQ(run.exit_code, 2);
  EXPECT_EQ(run.out, kAnswer + kAnswer + "invalid\n" + kAnswer);
  EXPECT_TRUE(has(run.err, "<stdin>:3:3: unexpected NUL byte")) << run.err;
  const auto zero = shell("timeout 20 $S solve /dev/zero");
  EXPECT_EQ(zero.code, 2);
  EXPECT_TRUE(has(zero.err, "/dev/zero:1:1: unexpected NUL byte")) << zero.err;
}

// Row 11: a first row one symbol short, a space in a line: the row's error.
TEST(Faults, Row11FaultyFirstRowsGetTheirOwnError) {
  std::string compact;
  for (int r = 0; r < 9; ++r) compact += std::string(kProblemA + 9 * r, 9) + "\n";
  auto run = run_satdoku("solve", compact.substr(1));
  EXPECT_EQ(run.exit_code, 2);
  EXPECT_TRUE(has(run.err, "<stdin>:1:9: expected 9 symbols, found 8")) << run.err;
  const std::string line = std::string(kProblemA, 40) + " " + std::string(kProblemA + 40) + "\n";
  run = run_satdoku("solve", line);
  EXPECT_TRUE(has(run.err, "<stdin>:1:41: unexpected space")) << run.err;
  std::string spaced = "03 5 4 6 9 2 7 8\n";
  for (int r = 1; r < 9; ++r) spaced += "0 0 0 0 0 0 0 0 0\n";
  run = run_satdoku("solve", spaced);
  EXPECT_TRUE(has(run.err, "<stdin>:1:17: expected 9 numbers, found 8")) << run.err;
}

// Row 12: one rule for a file with no puzzle and a file that cannot be read:
// reported, no output line, the run goes on, exit 2.
TEST(Faults, Row12EmptyAndMissingFilesFollowOneRule) {
  Scratch s;
  const std::string a = s.file("a.txt", kA);
  const std::string empty = s.file("empty.txt", "");
  const std::string missing = s.path("missing.txt");
  for (const std::string& odd : {empty, missing}) {
    for (const std::string& cmd : std::vector<std::string>{"solve", "count"}) {
      const auto run = run_satdoku(cmd + " " + a + " " + odd + " " + a);
      EXPECT_EQ(run.exit_code, 2) << odd;
      EXPECT_EQ(count_lines(run.out), 2) << cmd << " " << odd << ": " << run.out;
      EXPECT_TRUE(has(run.err, "satdoku: error: " + odd + ":")) << run.err;
    }
  }
}

// Row 13: the native engine honours a timeout that has already run out.
TEST(Faults, Row13TinyTimeoutsAreHonouredByBothEngines) {
  const std::string puzzles = first_lines("forum_hardest_1106.txt", 20);
  for (const char* engine : {"backtrack", "sat"}) {
    const auto run = run_satdoku(std::string("solve --timeout 1e-300 --engine ") + engine, puzzles);
    EXPECT_EQ(run.exit_code, 3) << engine;
    std::string unknowns;
    for (int i = 0; i < 20; ++i) unknowns += "unknown\n";
    EXPECT_EQ(run.out, unknowns) << engine;
  }
  const auto count = run_satdoku("count --engine backtrack --timeout 1e-300", puzzles);
  EXPECT_EQ(count.exit_code, 3);
}

// Row 14: on a terminal shared by stdout and stderr, no answer lands on the
// progress line: each starts on a clean line. Every progress line on the
// screen is followed by a clear ("\r\x1b[K") or by the next progress line
// drawn over it ("\rsatdoku: "), never by an answer.
void expect_progress_lines_cleared(const std::string& screen) {
  std::size_t at = 0;
  int progress = 0;
  while ((at = screen.find("satdoku: ", at)) != std::string::npos) {
    // Progress lines start with a count; notes ("satdoku: FILE:LINE: unknown") do not.
    if (!std::isdigit(static_cast<unsigned char>(screen[at + 9]))) {
      at += 9;
      continue;
    }
    const std::size_t end = screen.find("\x1b[K", at);
    ASSERT_NE(end, std::string::npos);
    const std::size_t next = end + 3;
    EXPECT_TRUE(screen.compare(next, 4, "\r\x1b[K") == 0 ||
                screen.compare(next, 10, "\rsatdoku: ") == 0)
        << "an answer followed the progress line: " << screen.substr(at, 120);
    ++progress;
    at = next;
  }
  EXPECT_GT(progress, 0);
}

// A puzzle no machine answers within a few seconds: a 36x36 with half its
// cells blank (tests/data/half_blank_36x36.txt; neither engine finds even
// one completion of it in 10 s here), so that --timeout, not the engine,
// ends the puzzle whatever the machine's speed.
std::string half_blank_36x36() {
  std::ifstream in(std::string(SATDOKU_TEST_DATA) + "/data/half_blank_36x36.txt");
  std::string line;
  std::getline(in, line);
  EXPECT_FALSE(line.empty());  // 1,296 numbers, spaced
  return line + "\n";
}

// The progress line is due at once (SATDOKU_PROGRESS_DELAY=0, the test-only
// delay) instead of after a second, so no test needs a run that lasts one.
const std::string kNoDelay = "SATDOKU_PROGRESS_DELAY=0 ";

TEST(Faults, Row14AnswersClearTheProgressLine) {
  // The long puzzle stopped by --timeout keeps the run going while progress
  // lines are drawn; the answer after it must clear them.
  Scratch s;
  const std::string file = s.file("some.txt", kA + half_blank_36x36() + kA + kA);
  const auto run =
      shell(kNoDelay + "script -qec \"$S solve --jobs 1 --timeout 1.1 " + file + "\" /dev/null");
  ASSERT_TRUE(has(run.out, "satdoku: 1 puzzle")) << "no progress line shown";
  expect_progress_lines_cleared(run.out);
}

// Row 14 (continued): a run waiting on one long puzzle shows which and for
// how long, so that it does not look hung: problem A, then the long puzzle
// (counted up to 10^12 completions) stopped by --timeout; --quiet shows
// nothing.
TEST(Faults, Row14TheProgressLineMovesDuringALongPuzzle) {
  Scratch s;
  const std::string file = s.file("big.txt", kA + half_blank_36x36());
  for (const std::string command : {"solve", "count --limit 1000000000000"}) {
    SCOPED_TRACE(command);
    const auto run = shell(kNoDelay + "script -qec \"$S " + command + " --jobs 1 --timeout 1.5 " +
                           file + "\" /dev/null");
    EXPECT_TRUE(has(run.out, "satdoku: 1 puzzle, ")) << run.out;
    EXPECT_TRUE(has(run.out, "/s; puzzle 2: 0:0")) << run.out;
    EXPECT_TRUE(has(run.out, " so far")) << run.out;
    EXPECT_TRUE(has(run.out, "unknown")) << run.out;
    expect_progress_lines_cleared(run.out);
  }
  const auto quiet = shell(kNoDelay + "script -qec \"$S count --quiet --jobs 1 --timeout 1 " +
                           file + "\" /dev/null");
  EXPECT_FALSE(has(quiet.out, "so far")) << quiet.out;
  EXPECT_FALSE(has(quiet.out, "satdoku: 1 puzzle")) << quiet.out;
  EXPECT_TRUE(has(quiet.out, "unknown")) << quiet.out;
}

// Row 15: one Ctrl-C stops a long engine call at once. The SAT engine gets
// the empty 36x36 (4 s of CaDiCaL); the native engine answers that in a
// tenth of a second, so it gets an unsolvable 25x25 whose pigeonhole its
// propagation cannot see (tests/data/pigeonhole_25x25.txt).
TEST(Faults, Row15OneInterruptStopsALongEngineCall) {
  for (const char* engine : {"sat", "backtrack"}) {
    SCOPED_TRACE(engine);
    Child child({kBinary, "solve", "--engine", engine, "--jobs", "1"});
    ASSERT_TRUE(child.started());
    if (std::string(engine) == "sat") {
      // Spaced notation, as 36x36 grids are written.
      std::string grid;
      for (int r = 0; r < 36; ++r) {
        for (int c = 0; c < 36; ++c) grid += c ? " 0" : "0";
        grid += "\n";
      }
      child.send(grid + "\n");
    } else {
      std::ifstream in(std::string(SATDOKU_TEST_DATA) + "/data/pigeonhole_25x25.txt");
      std::stringstream text;
      text << in.rdbuf();
      ASSERT_FALSE(text.str().empty());
      child.send(text.str());
    }
    child.close_input();
    ::usleep(400 * 1000);  // into the engine call (the SAT engine: loading the formula)
    EXPECT_FALSE(child.wait(0)) << "ended before the interrupt";
    const auto start = std::chrono::steady_clock::now();
    child.signal(SIGINT);
    const auto code = child.wait(5);
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    ASSERT_TRUE(code) << "still running 5 s after one Ctrl-C";
    EXPECT_EQ(*code, 130);
    // Measured 0.01 s (backtrack) and 0.12-0.3 s (SAT: CaDiCaL polls its
    // terminator between steps of search and inprocessing, and some steps on
    // a 3-million-clause formula are long): the 5 s wait above is the bound,
    // loose enough for a loaded machine and sanitizer builds.
    RecordProperty(std::string(engine) + "_stop_seconds", std::to_string(seconds));
  }
}

// Row 16: help wins; 'help COMMAND'; bad output paths fail before the run;
// interrupted runs say so; README lists every output word.
TEST(Faults, Row16UsageIsConsistent) {
  auto run = run_satdoku("solve --help --jobs abc");
  EXPECT_EQ(run.exit_code, 0) << run.err;
  EXPECT_TRUE(has(run.out, "Usage: satdoku solve"));
  for (const char* cmd : {"solve", "count", "compare", "cnf", "decode"}) {
    run = run_satdoku(std::string("help ") + cmd);
    EXPECT_EQ(run.exit_code, 0) << cmd;
    EXPECT_TRUE(has(run.out, std::string("Usage: satdoku ") + cmd)) << run.out;
  }
  // A bad --plot path fails before a long run, like --csv.
  const std::string big = big_batch();
  for (const char* option : {"--plot /no/such/dir/p.svg", "--csv /no/such/dir/p.csv"}) {
    const auto start = std::chrono::steady_clock::now();
    run = run_satdoku(std::string("compare ") + option + " " + big);
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    EXPECT_EQ(run.exit_code, 2) << option;
    EXPECT_EQ(run.out, "") << option;
    EXPECT_LT(seconds, 10.0) << option << ": the compare itself takes minutes";
  }
  // Interrupted compare and count say so, and exit 130 (the count by the
  // SAT engine: the default one counts the 50,000 classics within 0.3 s).
  const auto note = shell("$S count --engine sat --jobs 1 " + big + " > /dev/null & pid=$!; " +
                          interrupt_job_after(0.3));
  EXPECT_EQ(note.code, 130);
  EXPECT_TRUE(has(note.err, "satdoku: interrupted after")) << note.err;
  const auto compare_note =
      shell("$S compare --jobs 1 " + big + " > /dev/null & pid=$!; " + interrupt_job_after(0.3));
  EXPECT_EQ(compare_note.code, 130);
  EXPECT_TRUE(has(compare_note.err, "the summary covers those only")) << compare_note.err;
  const std::string readme = read_file(std::string(SATDOKU_SOURCE_DIR) + "/README.md");
  for (const char* word : {"no solution", "unknown", "invalid", "multiple solutions"})
    EXPECT_TRUE(has(readme, std::string("`") + word + "`")) << word;
}

}  // namespace
}  // namespace satdoku
