#include "output_extension.hpp"

#include <algorithm>
#include <array>
#include <filesystem>

#include "cli.hpp"
#include "compressed_files.hpp"
#include "satdoku/notation.hpp"

namespace satdoku::cli {
namespace {

// Extensions that name a format a user or a tool would expect to find
// inside: images, tables, data, compressed files, and our own outputs.
constexpr std::array<std::string_view, 21> kFormats = {
    "svg",  "png",   "jpg", "jpeg",   "gif", "webp", "pdf", "eps", "ps",  "csv", "tsv",
    "json", "jsonl", "cnf", "dimacs", "gz",  "bz2",  "xz",  "zst", "zip", "html"};

std::string upper(std::string text) {
  std::transform(text.begin(), text.end(), text.begin(), [](unsigned char c) {
    return static_cast<char>(c >= 'a' && c <= 'z' ? c - 32 : c);
  });
  return text;
}

}  // namespace

void check_output_extension(std::string_view option, const std::string& path,
                            std::string_view written,
                            std::initializer_list<std::string_view> accepted, bool compressible) {
  const auto accepts = [&](const std::string& extension) {
    return std::find(accepted.begin(), accepted.end(), extension) != accepted.end();
  };
  std::filesystem::path name(path);
  std::string compressed;  // the compression's extension, kept in the suggestion
  if (compressible && compression_of_name(path) != Compression::none) {
    compressed = name.extension().string();
    name = name.parent_path() / name.stem();  // x.cnf.gz: x.cnf is checked
  }
  std::string extension = name.extension().string();
  if (extension.size() < 2) return;  // none, or a bare trailing dot
  extension = ascii_lower(extension.substr(1));
  if (std::find(kFormats.begin(), kFormats.end(), extension) == kFormats.end()) return;
  if (accepts(extension)) return;
  std::filesystem::path suggestion = name;
  const std::filesystem::path stem = name.parent_path() / name.stem();
  const std::string inner = stem.extension().string();
  if (inner.size() >= 2 && accepts(ascii_lower(inner.substr(1)))) {
    suggestion = stem;  // x.cnf.zst: x.cnf, not x.cnf.cnf
  } else {
    suggestion.replace_extension(std::string(".") + std::string(*accepted.begin()));
  }
  std::string message = std::string(option) + " '" + path + "' would hold " + std::string(written) +
                        ", not " + upper(extension) + ": name the file '" + suggestion.string() +
                        compressed + "'";
  if (compressible && compressed.empty())
    message += " (or add .gz, .bz2 or .xz to it to have it compressed)";
  throw UsageError(message);
}

}  // namespace satdoku::cli
