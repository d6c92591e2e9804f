// solve --format svg from the command line: one picture to stdout or -o,
// one file per puzzle with --svg-dir, and exit 2 with a clear message for
// every combination that cannot work. Each picture written is parsed as XML
// and its digits read back against the program's own line answer.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "data_sets.hpp"
#include "run_program.hpp"
#include "xml_reader.hpp"

namespace satdoku {
namespace svg_cli_test {
namespace {

namespace fs = std::filesystem;
using testing::read_file;
using testing::run_satdoku;
using testing::shell_quote;
using testing::XmlElement;

const std::string kProblemA = shell_quote(testing::kData + "problem_a.txt");
const std::string kShared = testing::kVariantsDir.string() + "/";

struct Drawn {
  std::vector<XmlElement> elements;
  std::string digits;   // givens and solved digits, row-major
  int solved = 0;       // digits drawn in the solved style
  std::string classes;  // every class attribute, space-separated
};

Drawn parse(const std::string& svg) {
  Drawn drawn;
  std::string why;
  EXPECT_TRUE(testing::parse_xml(svg, drawn.elements, why)) << why << "\n" << svg.substr(0, 300);
  for (std::size_t i = 0; i < drawn.elements.size(); ++i) {
    const XmlElement& e = drawn.elements[i];
    drawn.classes += e.css_class() + " ";
    if (e.name != "text" || !testing::inside_class(drawn.elements, static_cast<int>(i), "digits"))
      continue;
    if (e.css_class() == "pencil") continue;
    drawn.digits += e.text;
    drawn.solved += e.css_class() == "solved";
  }
  return drawn;
}

// The line answer, without its newline.
std::string line_answer(const std::string& args, const std::string& input = "") {
  auto run = run_satdoku("solve --format line " + args, input);
  EXPECT_EQ(run.exit_code, 0) << run.err;
  return run.out.substr(0, run.out.find('\n'));
}

struct ScratchDir {
  fs::path path;
  ScratchDir() {
    path = fs::temp_directory_path() / ("satdoku_svg_" + std::to_string(::getpid()));
    fs::remove_all(path);
    fs::create_directories(path);
  }
  ~ScratchDir() { fs::remove_all(path); }
  std::string at(const std::string& name) const { return shell_quote((path / name).string()); }
};

TEST(SvgOutput, OnePuzzleGoesToStandardOutput) {
  const auto run = run_satdoku("solve --format svg " + kProblemA);
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const Drawn drawn = parse(run.out);
  EXPECT_EQ(drawn.digits, line_answer(kProblemA));
  EXPECT_GT(drawn.solved, 0);
}

TEST(SvgOutput, MinusOWritesTheFileAndNothingElse) {
  ScratchDir dir;
  const std::string killer = shell_quote(kShared + "killer_9x9_u0.json");
  const auto run = run_satdoku("solve --format svg -o " + dir.at("k.svg") + " " + killer);
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(run.out, "");
  const Drawn drawn = parse(read_file(dir.path / "k.svg"));
  EXPECT_EQ(drawn.digits, line_answer(killer));
  EXPECT_NE(drawn.classes.find("killer_cage"), std::string::npos);
  EXPECT_NE(drawn.classes.find("cage-sum"), std::string::npos);
}

TEST(SvgOutput, UnsolvedPuzzlesAreDrawnWithTheirGivensOnly) {
  ScratchDir dir;
  const std::string unsolvable =
      shell_quote(std::string(SATDOKU_SOURCE_DIR) + "/examples/unsolvable.txt");
  const auto run = run_satdoku("solve --format svg -o " + dir.at("u.svg") + " " + unsolvable);
  EXPECT_EQ(run.exit_code, 1) << run.err;
  EXPECT_NE(run.err.find("no solution"), std::string::npos) << run.err;
  const Drawn drawn = parse(read_file(dir.path / "u.svg"));
  EXPECT_EQ(drawn.digits, "123456789");
  EXPECT_EQ(drawn.solved, 0);
}

TEST(SvgOutput, SvgDirGetsOnePicturePerPuzzleNumberedByPosition) {
  ScratchDir dir;
  const std::string first =
      "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";
  const std::string third =
      "7.8...3.....2.1...5.........4.....263...8.......1...9..9.6....4....7.5...........";
  const std::string input = first + "\nnot a puzzle\n" + third + "\n";
  const auto run = run_satdoku("solve --jobs 2 --format svg --svg-dir " + dir.at("pics"), input);
  EXPECT_EQ(run.exit_code, 2) << run.err;  // for the malformed line, reported as usual
  EXPECT_NE(run.err.find("<stdin>:2"), std::string::npos) << run.err;
  EXPECT_EQ(run.out, "");
  EXPECT_EQ(parse(read_file(dir.path / "pics" / "puzzle-0001.svg")).digits,
            line_answer("", first + "\n"));
  EXPECT_FALSE(fs::exists(dir.path / "pics" / "puzzle-0002.svg"));
  EXPECT_EQ(parse(read_file(dir.path / "pics" / "puzzle-0003.svg")).digits,
            line_answer("", third + "\n"));
}

TEST(SvgOutput, ManyPuzzlesWithoutADirectoryAreRefusedWithNothingWritten) {
  ScratchDir dir;
  const std::string batch = shell_quote(std::string(SATDOKU_SOURCE_DIR) + "/examples/batch.txt");
  for (const std::string& where : {std::string(), "-o " + dir.at("one.svg")}) {
    SCOPED_TRACE(where);
    const auto run = run_satdoku("solve --format svg " + where + " " + batch);
    EXPECT_EQ(run.exit_code, 2);
    EXPECT_NE(run.err.find("give --svg-dir DIR"), std::string::npos) << run.err;
    EXPECT_EQ(run.out, "");
  }
  EXPECT_EQ(read_file(dir.path / "one.svg"), "");
}

TEST(SvgOutput, BadCombinationsExitTwoAndSayWhy) {
  ScratchDir dir;
  { std::ofstream(dir.path / "file") << "x"; }
  const struct {
    std::string args;
    std::string message;
  } cases[] = {
      {"solve -o " + dir.at("a.svg"), "add --format svg"},
      {"solve --format line --svg-dir " + dir.at("d"), "add --format svg"},
      {"solve --format svg -o " + dir.at("a.svg") + " --svg-dir " + dir.at("d"), "give one"},
      {"solve --format svg -o " + dir.at("a.png"), "would hold SVG, not PNG"},
      {"solve --format svg --svg-dir " + dir.at("file"), "is not a directory"},
      {"solve --format svg -o " + kProblemA + " " + kProblemA, "is also an input"},
      {"solve --format svgz", "is not one of"},
      {"solve --format svg --svg-dir -", "not standard output"},
  };
  for (const auto& c : cases) {
    SCOPED_TRACE(c.args);
    const auto run = run_satdoku(c.args + " " + kProblemA);
    EXPECT_EQ(run.exit_code, 2);
    EXPECT_NE(run.err.find(c.message), std::string::npos) << run.err;
    EXPECT_EQ(run.out, "");
  }
  EXPECT_FALSE(fs::exists(dir.path / "d"));
  EXPECT_EQ(read_file(testing::kData + "problem_a.txt").substr(0, 1), "1");  // input intact
}

// candidates --format svg: the pencil marks drawn, cell by cell in row-major
// order, are the candidates the JSON form lists for the blank cells.
TEST(SvgOutput, CandidatesDrawsThePencilMarksTheJsonFormLists) {
  // examples/uniqueness.txt's second puzzle: 872 completions, so many cells
  // keep several candidates.
  const std::string puzzle =
      "8.........95.......76.........426798...571243...893165......916....3.487....1.532";
  const auto json = run_satdoku("candidates --format json", puzzle + "\n");
  ASSERT_EQ(json.exit_code, 0) << json.err;
  std::string expected;  // the blank cells' candidates, concatenated
  std::size_t at = json.out.find("[[") + 1;
  for (std::size_t cell = 0; cell < puzzle.size(); ++cell) {
    const std::size_t close = json.out.find(']', at);
    std::string list = json.out.substr(at + 1, close - at - 1);
    at = close + 2;
    if (puzzle[cell] != '.') continue;
    for (char ch : list)
      if (ch != ',') expected += ch;
  }
  const auto svg = run_satdoku("candidates --format svg", puzzle + "\n");
  ASSERT_EQ(svg.exit_code, 0) << svg.err;
  Drawn drawn = parse(svg.out);
  std::string marks;
  for (const XmlElement& e : drawn.elements)
    if (e.name == "text" && e.css_class() == "pencil") marks += e.text;
  EXPECT_GT(marks.size(), 81u);
  EXPECT_EQ(marks, expected);
  std::string givens;
  for (char ch : puzzle)
    if (ch != '.') givens += ch;
  EXPECT_EQ(drawn.digits, givens);  // givens only: no solved digits
  EXPECT_EQ(drawn.solved, 0);
}

// generate --format svg: each picture holds the givens of the puzzle the text
// form prints for the same seed, and nothing else.
TEST(SvgOutput, GenerateDrawsEachPuzzleItPrints) {
  ScratchDir dir;
  const auto text = run_satdoku("generate --count 2 --seed 11 --jobs 1");
  ASSERT_EQ(text.exit_code, 0) << text.err;
  const auto run =
      run_satdoku("generate --count 2 --seed 11 --format svg --svg-dir " + dir.at("gen"));
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(run.out, "");
  std::size_t start = 0;
  for (const char* name : {"puzzle-0001.svg", "puzzle-0002.svg"}) {
    SCOPED_TRACE(name);
    const std::string line = text.out.substr(start, 81);
    start += 82;
    std::string givens;
    for (char ch : line)
      if (ch != '.') givens += ch;
    const Drawn drawn = parse(read_file(dir.path / "gen" / name));
    EXPECT_EQ(drawn.digits, givens);
    EXPECT_EQ(drawn.solved, 0);
  }
  EXPECT_FALSE(fs::exists(dir.path / "gen" / "puzzle-0003.svg"));
  const auto many = run_satdoku("generate --count 2 --format svg");
  EXPECT_EQ(many.exit_code, 2);
  EXPECT_NE(many.err.find("--svg-dir"), std::string::npos) << many.err;
}

TEST(SvgOutput, HelpNamesTheFormatAndItsOptions) {
  for (const char* command : {"solve", "candidates", "generate"}) {
    const auto run = run_satdoku(std::string(command) + " --help");
    for (const char* word : {"svg", "--svg-dir", "-o [ --output ]"})
      EXPECT_NE(run.out.find(word), std::string::npos) << command << ": " << word;
  }
}

}  // namespace
}  // namespace svg_cli_test
}  // namespace satdoku
