// SudokuPad's zipped JSON undone (puzzle_zipper.hpp): the quotes restored,
// the strings set aside, the shortened tokens expanded between them, the
// text parsed, and the short key names mapped back.
#include "puzzle_zipper.hpp"

#include <array>
#include <cctype>
#include <nlohmann/json.hpp>
#include <utility>
#include <vector>

#include "satdoku/fpuzzles.hpp"

namespace satdoku::notation_internal {

namespace {

using Json = nlohmann::ordered_json;

// SudokuPad's short names: (long, short).
constexpr std::array<std::pair<std::string_view, std::string_view>, 25> kNames = {{
    {"color", "c"},
    {"cages", "ca"},
    {"center", "ct"},
    {"borderColor", "c1"},
    {"backgroundColor", "c2"},
    {"cells", "ce"},
    {"cellSize", "cs"},
    {"arrows", "a"},
    {"overlays", "o"},
    {"underlays", "u"},
    {"width", "w"},
    {"height", "h"},
    {"value", "v"},
    {"videos", "vd"},
    {"lines", "l"},
    {"rounded", "r"},
    {"regions", "re"},
    {"fontSize", "fs"},
    {"thickness", "th"},
    {"headLength", "hl"},
    {"wayPoints", "wp"},
    {"title", "t"},
    {"text", "te"},
    {"duration", "d"},
    {"d", "d2"},
}};

std::string_view long_name(std::string_view name) {
  for (const auto& [full, brief] : kNames)
    if (brief == name) return full;
  return name;
}

// Single quotes back to double ones, as SudokuPad does when the text holds
// no double quote: \' is a quote inside a string, ' delimits strings, and a
// right single quotation mark (U+2019) stands for ' as well.
std::string restore_quotes(std::string_view text) {
  if (text.find('"') != std::string_view::npos) return std::string(text);
  static constexpr std::string_view kRightQuote = "\xE2\x80\x99";
  std::string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '\\' && i + 1 < text.size() && text[i + 1] == '\'') {
      out += '\'';
      ++i;
    } else if (text[i] == '\'') {
      out += '"';
    } else if (text.substr(i, kRightQuote.size()) == kRightQuote) {
      out += '\'';
      i += kRightQuote.size() - 1;
    } else {
      out += text[i];
    }
  }
  return out;
}

bool opens(char c) {
  return c == ',' || c == '{' || c == '[';
}
bool closes(char c) {
  return c == ',' || c == '}' || c == ']';
}
bool alnum(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) != 0;
}
bool hex(char c) {
  return std::isxdigit(static_cast<unsigned char>(c)) != 0;
}

// Whether piece[at..at+5] are six hex digits.
bool six_hex(std::string_view piece, std::size_t at) {
  if (at + 6 > piece.size()) return false;
  for (std::size_t k = at; k < at + 6; ++k)
    if (!hex(piece[k])) return false;
  return true;
}

// The shortened tokens of a piece of text between strings, expanded: bare
// keys quoted, left-out empty objects put back, t/f and colours after a
// colon written out. `next` is the first byte after the piece (a string's
// quote, or 0 at the end).
std::string expand(std::string_view piece, char next) {
  std::string out;
  auto at = [&](std::size_t i) { return i < piece.size() ? piece[i] : next; };
  for (std::size_t i = 0; i < piece.size(); ++i) {
    const char c = piece[i];
    out += c;
    if (opens(c)) {
      // A bare key: letters and digits up to a colon.
      std::size_t end = i + 1;
      while (end < piece.size() && alnum(piece[end])) ++end;
      if (end > i + 1 && at(end) == ':') {
        out.append("\"").append(piece.substr(i + 1, end - i - 1)).append("\"");
        i = end - 1;
        continue;
      }
      if (closes(at(i + 1)) && !(c == '{' && at(i + 1) == '}')) out += "{}";
    } else if (c == ':') {
      const auto value_is = [&](std::string_view token) {
        return piece.substr(i + 1, token.size()) == token && closes(at(i + 1 + token.size()));
      };
      if (value_is("t")) {
        out += "true";
        i += 1;
      } else if (value_is("f")) {
        out += "false";
        i += 1;
      } else if (value_is("#0")) {
        out += "\"#000000\"";
        i += 2;
      } else if (value_is("#F")) {
        out += "\"#FFFFFF\"";
        i += 2;
      } else if (six_hex(piece, i + 1) && closes(at(i + 7))) {
        out.append("\"#").append(piece.substr(i + 1, 6)).append("\"");
        i += 6;
      }
    }
  }
  return out;
}

// Keys renamed back to their long names throughout, and bare six-digit hex
// strings made colours again; false when a long name is already taken.
bool map_back(Json& value, std::string& error) {
  if (value.is_array()) {
    for (Json& item : value)
      if (!map_back(item, error)) return false;
  } else if (value.is_object()) {
    Json renamed = Json::object();
    for (auto& [key, item] : value.items()) {
      if (!map_back(item, error)) return false;
      const std::string name(long_name(key));
      if (name != key && value.contains(name)) {
        error = "the zipped key '" + key + "' and the key '" + name + "' collide";
        return false;
      }
      renamed[name] = std::move(item);
    }
    value = std::move(renamed);
  } else if (value.is_string()) {
    const std::string& text = value.get_ref<const std::string&>();
    bool colour = text.size() == 6;
    for (const char c : text) colour = colour && hex(c);
    if (colour) value = "#" + text;
  }
  return true;
}

}  // namespace

std::optional<std::string> sudokupad_unzip(std::string_view zipped, std::string& error) {
  const std::string text = restore_quotes(zipped);
  // Strings are set aside (copied as they are) and the pieces between them
  // expanded.
  std::string json;
  json.reserve(text.size() + text.size() / 4);
  std::size_t piece = 0;
  for (std::size_t i = 0; i <= text.size(); ++i) {
    if (i < text.size() && text[i] != '"') continue;
    json += expand(std::string_view(text).substr(piece, i - piece), i < text.size() ? '"' : 0);
    if (i == text.size()) break;
    std::size_t end = i + 1;
    while (end < text.size() && text[end] != '"') end += text[end] == '\\' ? 2 : 1;
    end = std::min(end, text.size() - 1);
    json.append(text, i, end - i + 1);
    i = end;
    piece = end + 1;
  }
  // Renaming walks the value recursively: nesting is bounded first.
  int depth = 0;
  for (std::size_t i = 0; i < json.size(); ++i) {
    if (json[i] == '"') {
      for (++i; i < json.size() && json[i] != '"'; ++i) i += json[i] == '\\';
    } else if (json[i] == '{' || json[i] == '[') {
      if (++depth > kMaxJsonDepth) {
        error = "the data nests deeper than " + std::to_string(kMaxJsonDepth) + " levels";
        return std::nullopt;
      }
    } else if (json[i] == '}' || json[i] == ']') {
      --depth;
    }
  }
  Json doc = Json::parse(json, nullptr, /*allow_exceptions=*/false);
  if (doc.is_discarded()) {
    error = "the data is neither JSON nor SudokuPad's zipped JSON";
    return std::nullopt;
  }
  if (!map_back(doc, error)) return std::nullopt;
  return doc.dump();
}

}  // namespace satdoku::notation_internal
