// Compressed DIMACS and models, as SAT users keep them (issue 38): `cnf -o
// x.cnf.gz/.bz2/.xz` writes compressed, as CaDiCaL and kissat read it;
// `decode` reads compressed models from a file or standard input, and every
// command compressed puzzle files. Debian's gzip, bzip2 and xz, a codec
// apart from the program's, make and read the other side.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>

#include "problem_a.hpp"
#include "run_program.hpp"

namespace satdoku::compressed_files {
namespace {

namespace fs = std::filesystem;
using testing::kProblemA;
using testing::kProblemASolution;
using testing::read_file;
using testing::run_satdoku;
using testing::shell_quote;

struct Format {
  const char* extension;
  const char* tool;  // compresses stdin to stdout with -c; -dc undoes it
  const char* magic;
};
const Format kFormats[] = {{"gz", "gzip", "\x1f\x8b"},
                           {"bz2", "bzip2", "BZh"},
                           {"xz", "xz",
                            "\xfd"
                            "7zXZ"}};

// A folder of its own, removed at the end; shell commands run in it.
struct Folder {
  fs::path dir = fs::temp_directory_path() / ("satdoku_compressed_" + std::to_string(::getpid()) +
                                              "_" + std::to_string(next()));
  Folder() { fs::create_directories(dir); }
  ~Folder() { fs::remove_all(dir); }
  static int next() {
    static int n = 0;
    return n++;
  }
  std::string path(const std::string& name) const { return (dir / name).string(); }
  // Runs a shell command here; its stdout.
  std::string shell(const std::string& command) const {
    const std::string call = "cd " + shell_quote(dir.string()) + " && { " + command + "; } > out";
    EXPECT_EQ(std::system(call.c_str()), 0) << command;
    return read_file(dir / "out");
  }
};

bool contains(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

// What cadical or minisat would print for problem A: the solution's literals.
std::string problem_a_model() {
  std::string model = "s SATISFIABLE\nv";
  for (int cell = 0; cell < 81; ++cell)
    for (int digit = 1; digit <= 9; ++digit)
      model += " " + std::string(kProblemASolution[cell] - '0' == digit ? "" : "-") +
               std::to_string(cell * 9 + digit);
  return model + " 0\n";
}

TEST(CompressedFiles, CnfWritesEachFormatAsItsToolReadsIt) {
  const std::string plain = run_satdoku(std::string("cnf ") + kProblemA).out;
  ASSERT_TRUE(contains(plain, "\np cnf 729 ")) << plain;
  for (const Format& f : kFormats) {
    SCOPED_TRACE(f.extension);
    Folder folder;
    const std::string name = std::string("a.cnf.") + f.extension;
    const auto run =
        run_satdoku(std::string("cnf ") + kProblemA + " -o " + shell_quote(folder.path(name)));
    EXPECT_EQ(run.exit_code, 0) << run.err;
    EXPECT_TRUE(read_file(folder.path(name)).starts_with(f.magic));
    EXPECT_EQ(folder.shell(std::string(f.tool) + " -dc " + name), plain);
  }
}

TEST(CompressedFiles, DecodeReadsCompressedModelsFromFilesAndStandardInput) {
  for (const Format& f : kFormats) {
    SCOPED_TRACE(f.extension);
    Folder folder;
    std::ofstream(folder.path("model.txt"), std::ios::binary) << problem_a_model();
    folder.shell(std::string(f.tool) + " -c model.txt > model.packed");
    const std::string args = std::string("decode --format line --puzzle ") + kProblemA + " ";
    const auto file = run_satdoku(args + shell_quote(folder.path("model.packed")));
    EXPECT_EQ(file.exit_code, 0) << file.err;
    EXPECT_EQ(file.out, std::string(kProblemASolution) + "\n");
    const auto piped = run_satdoku(args, read_file(folder.path("model.packed")));
    EXPECT_EQ(piped.exit_code, 0) << piped.err;
    EXPECT_EQ(piped.out, std::string(kProblemASolution) + "\n");
  }
}

TEST(CompressedFiles, PuzzleFilesAreReadCompressedByEveryCommand) {
  Folder folder;
  std::ofstream(folder.path("puzzles.txt")) << kProblemA << "\n" << kProblemA << "\n";
  folder.shell("xz -c puzzles.txt > puzzles.txt.xz");
  const auto solve = run_satdoku("solve " + shell_quote(folder.path("puzzles.txt.xz")));
  EXPECT_EQ(solve.exit_code, 0) << solve.err;
  EXPECT_EQ(solve.out, std::string(kProblemASolution) + "\n" + kProblemASolution + "\n");
  const auto count = run_satdoku("count " + shell_quote(folder.path("puzzles.txt.xz")));
  EXPECT_EQ(count.out, "1\n1\n") << count.err;
}

TEST(CompressedFiles, ACorruptOrCutShortStreamIsAnErrorNamingItsFormat) {
  Folder folder;
  std::ofstream(folder.path("model.txt"), std::ios::binary) << problem_a_model();
  folder.shell("gzip -c model.txt | head -c 200 > cut.gz");
  const auto run = run_satdoku(std::string("decode --puzzle ") + kProblemA + " " +
                               shell_quote(folder.path("cut.gz")));
  EXPECT_EQ(run.exit_code, 2);
  EXPECT_TRUE(contains(run.err, "cut.gz: read error: corrupt or cut short gzip data")) << run.err;
  // In a puzzle file: the answers before it, then the error.
  std::ofstream(folder.path("p.txt")) << kProblemA << "\n";
  folder.shell("{ xz -c p.txt; printf 'junk'; } > bad.xz");
  const auto solve = run_satdoku("solve " + shell_quote(folder.path("bad.xz")));
  EXPECT_EQ(solve.exit_code, 2);
  EXPECT_TRUE(contains(solve.err, "bad.xz: read error: corrupt or cut short xz data")) << solve.err;
}

TEST(CompressedFiles, AFullDiskEndsTheWriteWithAnError) {
  Folder folder;
  fs::create_symlink("/dev/full", folder.dir / "full.cnf.gz");
  const auto run = run_satdoku(std::string("cnf ") + kProblemA + " -o " +
                               shell_quote(folder.path("full.cnf.gz")));
  EXPECT_EQ(run.exit_code, 2);
  EXPECT_TRUE(contains(run.err, "full.cnf.gz: write failed")) << run.err;
}

TEST(CompressedFiles, OutputNamesAreSuggestedWithoutDoubling) {
  const std::string cnf = std::string("cnf ") + kProblemA + " -o ";
  // A compression satdoku does not write: the name it means, once.
  const auto zst = run_satdoku(cnf + "/nonexistent-dir/x.cnf.zst");
  EXPECT_EQ(zst.exit_code, 2);
  EXPECT_TRUE(contains(zst.err, "name the file '/nonexistent-dir/x.cnf'")) << zst.err;
  EXPECT_FALSE(contains(zst.err, "x.cnf.cnf")) << zst.err;
  // Another format under a compression: the format fixed, the compression kept.
  const auto svg = run_satdoku(cnf + "/nonexistent-dir/x.svg.gz");
  EXPECT_TRUE(contains(svg.err, "name the file '/nonexistent-dir/x.cnf.gz'")) << svg.err;
}

}  // namespace
}  // namespace satdoku::compressed_files
