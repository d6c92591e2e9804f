// f-puzzles data in share links and bare payloads, one puzzle per line:
// the link taken apart (share_links.cpp), its data decoded as SudokuPad's
// puzzle loader decodes it, then read as f-puzzles JSON.
#include <cctype>

#include "notation/lzstring.hpp"
#include "notation_rows.hpp"
#include "puzzle_zipper.hpp"
#include "satdoku/fpuzzles.hpp"
#include "share_links.hpp"

namespace satdoku {

using notation_internal::ShareLink;

namespace {

// Base64 shorter than this is taken for something else (a compact row of
// digits is base64 too); the smallest f-puzzles JSON compresses to ~60.
constexpr std::size_t kMinBase64 = 24;

std::string_view trimmed(std::string_view text) {
  const std::size_t first = text.find_first_not_of(" \t\r");
  if (first == std::string_view::npos) return {};
  return text.substr(first, text.find_last_not_of(" \t\r") - first + 1);
}

bool starts_json_object(std::string_view text) {
  const std::size_t first = text.find_first_not_of(" \t\r\n");
  return first != std::string_view::npos && text[first] == '{';
}

// Whether the data is meant to hold a JSON object: raw JSON, or LZString
// whose first decoded characters (all of them, or those before a cut or a
// fault) open one. A truncated link is still recognised so.
bool holds_json_object(std::string_view payload) {
  if (starts_json_object(payload)) return true;
  if (payload.size() < kMinBase64 || !is_lz_base64(payload)) return false;
  return starts_json_object(lz_decompress_from_base64(payload, kMaxFpuzzlesBytes).text);
}

Entry link_failure(const std::string& source, int line, int column, std::string message) {
  Entry entry;
  entry.line = line;
  entry.error = ParseError{source, line, column, std::move(message)};
  return entry;
}

}  // namespace

FpuzzlesData decode_fpuzzles_data(std::string_view payload) {
  FpuzzlesData data;
  std::string text;
  if (starts_json_object(payload)) {
    text = std::string(payload);  // SudokuPad also takes data that is not compressed
  } else {
    LzDecoded decoded = lz_decompress_from_base64(payload, kMaxFpuzzlesBytes);
    if (!decoded.ok()) {
      data.error = "cannot decode the f-puzzles data: " + decoded.error;
      return data;
    }
    text = std::move(decoded.text);
  }
  // Zipped JSON never holds a double quote; JSON with any key does.
  if (starts_json_object(text) && text.find('"') == std::string::npos) {
    std::optional<std::string> unzipped = notation_internal::sudokupad_unzip(text, data.error);
    if (!unzipped) {
      data.error = "cannot unzip the SudokuPad data: " + data.error;
      return data;
    }
    text = std::move(*unzipped);
  }
  data.json = std::move(text);
  return data;
}

std::optional<std::string> fpuzzles_link_payload(std::string_view line) {
  const ShareLink link = notation_internal::parse_share_link(line);
  if (link.kind != ShareLink::Kind::fpuzzles) return std::nullopt;
  return link.payload;
}

bool looks_like_fpuzzles_line(std::string_view line) {
  const std::string_view text = trimmed(line);
  // Any link is reported as one, even to a site this reader does not follow.
  if (notation_internal::starts_like_link(text)) return true;
  const ShareLink link = notation_internal::parse_share_link(text);
  if (link.kind == ShareLink::Kind::fpuzzles) return holds_json_object(link.payload);
  return holds_json_object(text);
}

Entry read_fpuzzles_link(std::string_view text, const std::string& source, int line,
                         const std::optional<Geometry>& box) {
  const std::size_t lead = text.find_first_not_of(" \t");
  const std::string_view token = trimmed(text);
  const ShareLink link = notation_internal::parse_share_link(token);
  std::string payload;
  switch (link.kind) {
    case ShareLink::Kind::elsewhere:
      return link_failure(source, line, static_cast<int>(lead + 1), link.problem);
    case ShareLink::Kind::fpuzzles:
      payload = link.payload;
      break;
    case ShareLink::Kind::none:
      for (std::size_t i = 0; i < token.size(); ++i) {
        if (!is_lz_base64(token.substr(i, 1))) {
          return link_failure(source, line, static_cast<int>(lead + i + 1),
                              "unexpected " + notation_internal::byte_name(token[i]) +
                                  ": expected an f-puzzles or SudokuPad link, or LZString base64 "
                                  "(one per line)");
        }
      }
      payload = std::string(token);
      break;
  }
  const FpuzzlesData data = decode_fpuzzles_data(payload);
  if (!data.json) return link_failure(source, line, 0, data.error);
  return read_fpuzzles_json(*data.json, FpuzzlesOrigin{source, line, true}, box);
}

}  // namespace satdoku
