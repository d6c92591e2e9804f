// The house's layout, checked from its files (README's "Layout"):
//
// - include/satdoku/ (installed) holds three layers, puzzle < engines <
//   tools, each with one front header (puzzle.hpp, engines.hpp, tools.hpp)
//   that includes exactly its layer's headers, and the umbrella satdoku.hpp,
//   whose comment names every header. A header includes only installed
//   headers of its own layer or a lower one, and the standard library.
// - src/<component>/ holds a component's sources and private headers,
//   included by bare name from the same folder; src/internal/<component>/
//   the headers it lends to the components named below. A component
//   includes public headers of its own layer or a lower one, its own
//   headers, and the internal headers lent to it; never another's private
//   headers.
// - tests/<folder>/ may reach the private headers of the components it
//   tests, and every internal header.
//
// (src/app and src/app/report, the program, are checked by layout_test.cpp.)
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

namespace satdoku {
namespace layers_test {

namespace fs = std::filesystem;

const fs::path kRoot = SATDOKU_SOURCE_DIR;

// The public headers of each layer: 0 puzzle, 1 engines, 2 tools.
const std::vector<std::string> kLayerHeaders[] = {
    {"grid", "rules", "check", "notation", "fpuzzles", "fpuzzles_writer", "iss", "pencil_marks"},
    {"engine", "backtrack", "sat_engine", "registry", "clause_sink", "encoder", "dimacs", "model"},
    {"judge", "ruling", "job", "job_runner", "attempt", "batch", "json", "true_candidates",
     "candidate_finder", "minimize", "generate", "logic", "rule_steps", "svg", "connected_solver"},
};

const std::map<std::string, int>& header_layers() {
  static const std::map<std::string, int> layers = [] {
    std::map<std::string, int> by_name;
    for (int layer = 0; layer < 3; ++layer)
      for (const std::string& name : kLayerHeaders[layer]) by_name[name] = layer;
    return by_name;
  }();
  return layers;
}
const char* const kFrontHeaders[] = {"puzzle", "engines", "tools"};

// Each library component's layer: the highest layer of the public headers it
// implements (puzzle the grid, rules and checker; core the engine interface,
// engine.hpp).
const std::map<std::string, int> kComponentLayers = {
    {"puzzle", 0}, {"core", 1},  {"notation", 0}, {"native", 1}, {"sat", 1},     {"registry", 1},
    {"render", 2}, {"logic", 2}, {"setter", 2},   {"serve", 2},  {"pipeline", 2}};

// Which components each component lends its internal headers to
// (src/internal/<lender>/).
const std::map<std::string, std::set<std::string>> kLends = {{"core", {"native", "sat", "logic"}},
                                                             {"notation", {"serve"}},
                                                             {"sat", {"logic", "setter"}},
                                                             {"registry", {"pipeline"}}};

// The components whose private headers each test folder may reach (the SAT
// tests compare unit propagation with the native engine's propagators).
const std::map<std::string, std::set<std::string>> kTestReach = {
    {"puzzle", {"puzzle"}},     {"notation", {"notation"}}, {"native", {"native"}},
    {"sat", {"sat", "native"}}, {"render", {"render"}},     {"logic", {"logic"}},
    {"serve", {"serve"}},       {"setter", {"setter"}},     {"pipeline", {"pipeline", "report"}}};

// Every public header has a source of its name in some component (but the
// interface clause_sink.hpp, implemented by dimacs and sat_backend); these
// are defined in further sources too.
const std::map<std::string, std::vector<std::string>> kFurtherSources = {
    {"dimacs", {"sat/dimacs_export.cpp"}},
    {"model", {"sat/model_decode.cpp"}},
    {"notation", {"notation/notation_print.cpp"}},
    {"iss", {"notation/iss_write.cpp"}},
    {"generate", {"setter/generate_difficulty.cpp"}},
    {"logic", {"logic/step_text.cpp"}},
};
const std::set<std::string> kInterfacesOnly = {"clause_sink"};

struct Include {
  std::string header;  // as written
  bool quoted = false;
  int line = 0;
};

std::vector<Include> includes_of(const fs::path& file) {
  static const std::regex include_line(R"re(^\s*#\s*include\s*([<"])([^>"]+)[>"])re");
  std::vector<Include> found;
  std::ifstream in(file);
  int number = 0;
  for (std::string line; std::getline(in, line);) {
    ++number;
    std::smatch match;
    if (std::regex_search(line, match, include_line))
      found.push_back({match[2], match[1] == "\"", number});
  }
  return found;
}

std::string text_of(const fs::path& file) {
  std::ifstream in(file);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

std::vector<fs::path> files_in(const fs::path& folder) {
  std::vector<fs::path> files;
  if (!fs::is_directory(folder)) return files;
  for (const auto& entry : fs::directory_iterator(folder))
    if (entry.is_regular_file()) files.push_back(entry.path());
  return files;
}

// "satdoku/grid.hpp" -> "grid"; "" when not a public header.
std::string public_name(const std::string& header) {
  if (!header.starts_with("satdoku/") || !header.ends_with(".hpp")) return "";
  return header.substr(8, header.size() - 8 - 4);
}

int layer_of(const std::string& name) {
  const auto found = header_layers().find(name);
  return found == header_layers().end() ? -1 : found->second;
}

TEST(Layers, EveryPublicHeaderHasOneLayerAndItsFrontHeaderIncludesIt) {
  const fs::path include = kRoot / "include" / "satdoku";
  std::set<std::string> on_disk;
  for (const fs::path& file : files_in(include))
    if (file.extension() == ".hpp") on_disk.insert(file.stem().string());
  std::set<std::string> expected = {"satdoku", "puzzle", "engines", "tools"};
  for (const auto& [name, layer] : header_layers()) expected.insert(name);
  EXPECT_EQ(on_disk, expected) << "a header was added or removed: give it a layer here, in its "
                                  "front header, and in satdoku.hpp's map";
  for (int layer = 0; layer < 3; ++layer) {
    std::set<std::string> included, wanted;
    for (const Include& i : includes_of(include / (std::string(kFrontHeaders[layer]) + ".hpp")))
      included.insert(public_name(i.header));
    for (const auto& [name, l] : header_layers())
      if (l == layer) wanted.insert(name);
    EXPECT_EQ(included, wanted) << kFrontHeaders[layer] << ".hpp";
  }
  std::set<std::string> umbrella;
  for (const Include& i : includes_of(include / "satdoku.hpp"))
    umbrella.insert(public_name(i.header));
  EXPECT_EQ(umbrella, (std::set<std::string>{"puzzle", "engines", "tools", "version"}));
}

TEST(Layers, TheUmbrellaHeaderNamesEveryHeader) {
  const fs::path include = kRoot / "include" / "satdoku";
  const std::string umbrella = text_of(include / "satdoku.hpp");
  const std::string map = umbrella.substr(0, umbrella.find("#pragma once"));
  std::vector<std::string> names = {"puzzle", "engines", "tools", "version"};
  for (const auto& [name, layer] : header_layers()) names.push_back(name);
  for (const std::string& name : names) {
    const std::regex mention("(^|[^a-z_])" + name + "\\.hpp");
    EXPECT_TRUE(std::regex_search(map, mention))
        << "satdoku.hpp's map does not name " << name << ".hpp";
  }
}

TEST(Layers, PublicHeadersIncludeOnlyInstalledHeadersOfTheirLayerOrBelow) {
  static const std::regex standard(R"(^[a-z_]+$)");  // <vector>, <string_view> ...
  const fs::path include = kRoot / "include" / "satdoku";
  int checked = 0;
  for (const auto& [name, layer] : header_layers()) {
    for (const Include& i : includes_of(include / (name + ".hpp"))) {
      ++checked;
      const std::string where = name + ".hpp:" + std::to_string(i.line) + ": " + i.header;
      if (!i.quoted) {
        EXPECT_TRUE(std::regex_match(i.header, standard))
            << where << " is not the standard library";
        continue;
      }
      const std::string included = public_name(i.header);
      EXPECT_TRUE(fs::exists(kRoot / "include" / i.header) || included == "version")
          << where << " is not an installed header";
      if (included == "version") continue;
      EXPECT_NE(layer_of(included), -1) << where;
      EXPECT_LE(layer_of(included), layer) << where << " reaches up to a higher layer";
    }
  }
  EXPECT_GT(checked, 50);
}

TEST(Layers, EveryPublicHeaderHasASourceOfItsName) {
  std::set<std::string> sources;
  for (const auto& [component, layer] : kComponentLayers)
    for (const fs::path& file : files_in(kRoot / "src" / component))
      if (file.extension() == ".cpp") sources.insert(file.stem().string());
  for (const auto& [name, layer] : header_layers()) {
    if (kInterfacesOnly.contains(name)) {
      EXPECT_FALSE(sources.contains(name)) << name << ".cpp exists: drop it from kInterfacesOnly";
      continue;
    }
    EXPECT_TRUE(sources.contains(name)) << name << ".hpp has no " << name << ".cpp";
  }
  for (const auto& [name, further] : kFurtherSources) {
    EXPECT_NE(layer_of(name), -1) << name << ".hpp is no public header";
    for (const std::string& source : further)
      EXPECT_TRUE(fs::exists(kRoot / "src" / source)) << source;
  }
}

// One file of a component (src/<component>/ or src/internal/<component>/).
void check_component_file(const std::string& component, const fs::path& file, int& checked) {
  const int layer = kComponentLayers.at(component);
  for (const Include& i : includes_of(file)) {
    if (!i.quoted) continue;
    ++checked;
    const std::string where =
        component + "/" + file.filename().string() + ":" + std::to_string(i.line) + ": " + i.header;
    if (const std::string name = public_name(i.header); !name.empty()) {
      if (name == "version") continue;
      EXPECT_NE(layer_of(name), -1) << where;
      EXPECT_LE(layer_of(name), layer) << where << " reaches up to a higher layer";
      continue;
    }
    const auto slash = i.header.find('/');
    if (slash == std::string::npos) {
      EXPECT_TRUE(fs::exists(file.parent_path() / i.header)) << where << " is not beside it";
      continue;
    }
    const std::string lender = i.header.substr(0, slash);
    EXPECT_TRUE(fs::exists(kRoot / "src" / "internal" / i.header))
        << where << " is another component's private header";
    const auto lends = kLends.find(lender);
    EXPECT_TRUE(lender == component || (lends != kLends.end() && lends->second.contains(component)))
        << where << ": " << lender << " does not lend its internal headers to " << component;
  }
}

TEST(Layers, ComponentsReachOnlyTheirOwnAndLentHeaders) {
  int checked = 0;
  for (const auto& [component, layer] : kComponentLayers) {
    for (const fs::path& file : files_in(kRoot / "src" / component))
      check_component_file(component, file, checked);
    for (const fs::path& file : files_in(kRoot / "src" / "internal" / component))
      check_component_file(component, file, checked);
  }
  EXPECT_GT(checked, 300);
  // Every folder of src/ is a component, the program, or the internal headers.
  for (const auto& entry : fs::directory_iterator(kRoot / "src")) {
    const std::string name = entry.path().filename().string();
    EXPECT_TRUE(kComponentLayers.contains(name) || name == "app" || name == "internal")
        << "src/" << name << " has no layer here";
  }
  for (const auto& entry : fs::directory_iterator(kRoot / "src" / "internal"))
    EXPECT_TRUE(kLends.contains(entry.path().filename().string())) << entry.path();
}

TEST(Layers, TestsReachOnlyTheirComponentsPrivateHeaders) {
  int checked = 0;
  for (const auto& folder : fs::directory_iterator(kRoot / "tests")) {
    if (!folder.is_directory()) continue;
    const std::string name = folder.path().filename().string();
    const auto reach = kTestReach.find(name);
    for (const fs::path& file : files_in(folder.path())) {
      for (const Include& i : includes_of(file)) {
        const auto slash = i.header.find('/');
        if (!i.quoted || slash == std::string::npos || i.header.starts_with("satdoku/")) continue;
        // The program's reports sit in src/app/report, reached as report/*.hpp.
        const bool report = fs::exists(kRoot / "src" / "app" / i.header);
        const std::string component = report ? "report" : i.header.substr(0, slash);
        if (!report && !fs::exists(kRoot / "src" / i.header)) continue;  // internal, or not ours
        ++checked;
        EXPECT_TRUE(reach != kTestReach.end() && reach->second.contains(component))
            << "tests/" << name << "/" << file.filename().string() << ":" << i.line << ": "
            << i.header << " is a private header of " << component;
      }
    }
  }
  EXPECT_GT(checked, 10);
}

}  // namespace layers_test
}  // namespace satdoku
