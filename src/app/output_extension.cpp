#include "output_extension.hpp"

#include <algorithm>
#include <array>
#include <filesystem>

#include "cli.hpp"

namespace satdoku::cli {
namespace {

// Extensions that name a format a user or a tool would expect to find
// inside: images, tables, data, compressed files, and our own outputs.
constexpr std::array<std::string_view, 21> kFormats = {
    "svg",  "png",   "jpg", "jpeg",   "gif", "webp", "pdf", "eps", "ps",  "csv", "tsv",
    "json", "jsonl", "cnf", "dimacs", "gz",  "bz2",  "xz",  "zst", "zip", "html"};

std::string lower(std::string text) {
  std::transform(text.begin(), text.end(), text.begin(), [](unsigned char c) {
    return static_cast<char>(c >= 'A' && c <= 'Z' ? c + 32 : c);
  });
  return text;
}

std::string upper(std::string text) {
  std::transform(text.begin(), text.end(), text.begin(), [](unsigned char c) {
    return static_cast<char>(c >= 'a' && c <= 'z' ? c - 32 : c);
  });
  return text;
}

}  // namespace

void check_output_extension(std::string_view option, const std::string& path,
                            std::string_view written,
                            std::initializer_list<std::string_view> accepted) {
  const std::filesystem::path name(path);
  std::string extension = name.extension().string();
  if (extension.size() < 2) return;  // none, or a bare trailing dot
  extension = lower(extension.substr(1));
  if (std::find(kFormats.begin(), kFormats.end(), extension) == kFormats.end()) return;
  if (std::find(accepted.begin(), accepted.end(), extension) != accepted.end()) return;
  std::filesystem::path suggestion = name;
  suggestion.replace_extension(std::string(".") + std::string(*accepted.begin()));
  throw UsageError(std::string(option) + " '" + path + "' would hold " + std::string(written) +
                   ", not " + upper(extension) + ": name the file '" + suggestion.string() + "'");
}

}  // namespace satdoku::cli
