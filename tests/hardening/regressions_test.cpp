// Replays what the fuzzers found and what they start from, without libFuzzer:
// - tests/regressions/NAME-WHAT.bin, through the property of fuzzer NAME
//   (tests/fuzz/NAME_property.hpp) and, for notation, model and fpuzzles
//   inputs, through the program (exit 0-4, never a signal; stderr printable
//   text);
// - the small seed corpus tests/fuzz/corpus/ and the files of
//   tests/malformed, through the same properties (the connected solver's
//   messages through serve's).
// See tools/fuzz.sh for how a crash becomes a file here.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <stdexcept>
#include <string>
#include <vector>

#include "../fuzz/fpuzzles_property.hpp"
#include "../fuzz/model_property.hpp"
#include "../fuzz/notation_property.hpp"
#include "../fuzz/roundtrip_property.hpp"
#include "../fuzz/serve_property.hpp"
#include "printable.hpp"
#include "run_program.hpp"

namespace satdoku {
namespace {

namespace fs = std::filesystem;
using testing::read_file;
using testing::run_satdoku;
using testing::shell_quote;

const fs::path kTests = SATDOKU_TEST_DATA;

std::vector<fs::path> files_in(const fs::path& dir, const std::string& prefix = "") {
  std::vector<fs::path> files;
  if (!fs::is_directory(dir)) return files;
  for (const auto& entry : fs::directory_iterator(dir))
    if (entry.is_regular_file() && entry.path().filename().string().rfind(prefix, 0) == 0)
      files.push_back(entry.path());
  std::sort(files.begin(), files.end());
  return files;
}

class Replay : public ::testing::Test {
 protected:
  void SetUp() override {
    fuzz::failure_handler() = [](const std::string& message) { throw std::runtime_error(message); };
  }
  void TearDown() override { fuzz::failure_handler() = nullptr; }
};

using Property = void (*)(const std::uint8_t*, std::size_t);

void expect_holds(Property property, const std::string& bytes, const std::string& what) {
  try {
    property(reinterpret_cast<const std::uint8_t*>(bytes.data()), bytes.size());
  } catch (const std::runtime_error& e) {
    ADD_FAILURE() << what << ": " << e.what();
  }
}

// The notation settings as program options (see fuzz_support.hpp).
std::string reader_options(const fuzz::Input& input) {
  std::string args;
  if (auto notation = fuzz::notation_setting(input.settings[0]))
    args += " --input-format " + std::string(to_string(*notation));
  if (auto box = fuzz::box_setting(input.settings[1]); box && box->valid())
    args += " --box " + box->name();
  return args;
}

void replay_through_program(const std::string& name, const std::string& bytes,
                            const std::string& what) {
  const fuzz::Input input(reinterpret_cast<const std::uint8_t*>(bytes.data()), bytes.size());
  testing::Run run;
  if (name == "notation") {
    run = run_satdoku("solve" + reader_options(input), std::string(input.text));
  } else if (name == "fpuzzles") {
    // Through the commands that read f-puzzles and write it back.
    const std::string forced = input.settings[0] % 2 == 1 ? " --input-format fpuzzles" : "";
    for (const char* command : {"solve", "minimize --nodes 2000", "candidates --conflicts 2000"}) {
      const auto one = run_satdoku(std::string(command) + forced, std::string(input.text));
      EXPECT_LE(one.exit_code, 4) << what << " " << command << ": " << one.err;
      EXPECT_TRUE(testing::printable(one.err)) << what << ", stderr:\n" << one.err;
    }
    return;
  } else if (name == "model") {
    const auto& fixture =
        fuzz::model_property::kFixtures[input.settings[0] %
                                        std::size(fuzz::model_property::kFixtures)];
    const EncodeOptions options = fuzz::model_property::encode_setting(input.settings[1]);
    // Only the encodings the program can name (repeat_pairs and units on).
    if (!options.repeat_pairs || !options.givens_as_units) return;
    run = run_satdoku(
        "decode --box " + fixture.box.name() + " --puzzle " + shell_quote(fixture.puzzle) +
            " --encoding " + std::string(to_string(options.encoding)) + " --at-most-one " +
            (options.at_most_one == AtMostOne::sequential ? "sequential" : "pairwise"),
        std::string(input.text));
  } else {
    return;
  }
  EXPECT_GE(run.exit_code, 0) << what;
  EXPECT_LE(run.exit_code, 4) << what << ": " << run.err;
  EXPECT_TRUE(testing::printable(run.err)) << what << ", stderr:\n" << run.err;
}

TEST_F(Replay, RegressionsFoundByFuzzing) {
  const auto files = files_in(kTests / "regressions");
  for (const fs::path& file : files) {
    const std::string filename = file.filename().string();
    SCOPED_TRACE(filename);
    const std::string name = filename.substr(0, filename.find('-'));
    const std::string bytes = read_file(file);
    if (name == "notation") {
      expect_holds(fuzz::notation_property::check, bytes, filename);
    } else if (name == "model") {
      expect_holds(fuzz::model_property::check, bytes, filename);
    } else if (name == "roundtrip") {
      expect_holds(fuzz::roundtrip_property::check, bytes, filename);
    } else if (name == "fpuzzles") {
      expect_holds(fuzz::fpuzzles_property::check, bytes, filename);
    } else if (name == "serve") {
      expect_holds(fuzz::serve_property::check, bytes, filename);
    } else if (filename != "README.md") {
      ADD_FAILURE() << filename
                    << ": name must start with notation-, model-, roundtrip-, fpuzzles- or serve-";
      continue;
    } else {
      continue;
    }
    replay_through_program(name, bytes, filename);
  }
}

// The settings prefixes tools/fuzz.sh puts in front of the seeds.
std::string with_settings(const std::string& settings, const fs::path& file) {
  return settings + read_file(file);
}

TEST_F(Replay, SeedsAndMalformedFilesKeepTheNotationProperties) {
  auto files = files_in(kTests / "fuzz" / "corpus" / "notation");
  const auto malformed = files_in(kTests / "malformed");
  files.insert(files.end(), malformed.begin(), malformed.end());
  const auto fpuzzles = files_in(kTests / "malformed" / "fpuzzles");
  files.insert(files.end(), fpuzzles.begin(), fpuzzles.end());
  const auto data = files_in(kTests / "data");
  files.insert(files.end(), data.begin(), data.end());
  ASSERT_GE(files.size(), 20u);
  for (const fs::path& file : files) {
    SCOPED_TRACE(file.string());
    // Detected; in pieces of 8 bytes; forced line notation with box 2x3;
    // repeated to the line-length limit.
    for (const std::string& settings :
         {std::string(4, '\0'), std::string("\0\0\x07\0", 4), std::string("\x03\x02\x00\x00", 4),
          std::string("\0\0\0\xF4", 4)})
      expect_holds(fuzz::notation_property::check, with_settings(settings, file), file.string());
  }
}

TEST_F(Replay, SeedModelsKeepTheModelProperties) {
  const auto files = files_in(kTests / "fuzz" / "corpus" / "model");
  ASSERT_GE(files.size(), 5u);
  for (const fs::path& file : files) {
    SCOPED_TRACE(file.string());
    // small_4x4 in the extended encoding, then the same text for every other
    // fixture and encoding (mostly errors of range or rules).
    for (int fixture = 0; fixture < 5; ++fixture)
      for (int encoding : {0, 1, 3, 4})
        expect_holds(
            fuzz::model_property::check,
            with_settings(
                std::string{static_cast<char>(fixture), static_cast<char>(encoding), 0, 0}, file),
            file.string());
    replay_through_program("model", with_settings(std::string(4, '\0'), file), file.string());
  }
}

TEST_F(Replay, SeedMessagesKeepTheServeProperties) {
  const auto files = files_in(kTests / "fuzz" / "corpus" / "serve");
  ASSERT_GE(files.size(), 10u);
  for (const fs::path& file : files) {
    SCOPED_TRACE(file.string());
    expect_holds(fuzz::serve_property::check, with_settings(std::string(4, '\0'), file),
                 file.string());
  }
  // A puzzle's JSON sent with each command (settings byte 0 odd, byte 1
  // the command), compressed by the fuzzer's own LZString writer.
  const fs::path killer = kTests / "data" / "variants" / "killer_6x6_u3.json";
  for (char command = 0; command < 8; ++command)
    expect_holds(fuzz::serve_property::check, with_settings(std::string{1, command, 7, 0}, killer),
                 killer.string());
}

TEST_F(Replay, SamplePuzzlesKeepTheRoundTripProperties) {
  for (const char* sample : {"problem_a.txt", "problem_b.txt"})
    expect_holds(fuzz::roundtrip_property::check,
                 with_settings(std::string(4, '\0'), kTests / "data" / sample), sample);
  expect_holds(fuzz::roundtrip_property::check,
               with_settings(std::string(4, '\0'),
                             fs::path(SATDOKU_SOURCE_DIR) / "cnf_examples" / "small_4x4.txt"),
               "small_4x4.txt");
}

}  // namespace
}  // namespace satdoku
