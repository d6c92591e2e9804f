// The one place where f-puzzles text becomes a JSON value. nlohmann refuses
// a text in several ways (parse_error for the syntax, out_of_range for a
// number beyond a double, ...), and accepts two texts that must not pass:
// one holding a NUL byte, which its lexer takes for the end of the input
// (so "{...}\0 garbage" would read as "{...}"), an object that names a key
// twice, of which it keeps the last (so the first rule would vanish), and
// nesting deep enough to overflow the stack of any recursive walk (printing).
// All of these come back here as one fault at a byte offset.
#include <set>
#include <string>
#include <vector>

#include "fpuzzles_parts.hpp"
#include "satdoku/fpuzzles.hpp"

namespace satdoku::fpuzzles_internal {

namespace {

// nlohmann's message without its "[json.exception.parse_error.101] parse
// error at line L, column C: " prefix: the position is reported our way.
std::string bare_message(const std::string& what) {
  std::string text = what;
  if (text.rfind("[json.exception.", 0) == 0) {
    const std::size_t close = text.find("] ");
    if (close != std::string::npos) text = text.substr(close + 2);
  }
  const std::size_t column = text.find("column ");
  const std::size_t colon = column == std::string::npos ? column : text.find(": ", column);
  return colon == std::string::npos ? text : text.substr(colon + 2);
}

// SAX events that build nothing: only the first refusal, with its position
// (the exception thrown by Json::parse carries none for out_of_range).
struct Refusal {
  bool refused = false;
  std::size_t offset = 0;
  std::string message;

  bool null() { return true; }
  bool boolean(bool) { return true; }
  bool number_integer(Json::number_integer_t) { return true; }
  bool number_unsigned(Json::number_unsigned_t) { return true; }
  bool number_float(Json::number_float_t, const std::string&) { return true; }
  bool string(std::string&) { return true; }
  bool binary(Json::binary_t&) { return true; }
  bool start_object(std::size_t) { return true; }
  bool key(std::string&) { return true; }
  bool end_object() { return true; }
  bool start_array(std::size_t) { return true; }
  bool end_array() { return true; }
  bool parse_error(std::size_t position, const std::string& last_token,
                   const nlohmann::json::exception& e) {
    refused = true;
    // `position` counts the bytes read: one past the byte that broke the
    // syntax, or past the whole token of a number that does not fit, which
    // is then pointed at from its start.
    const bool number = dynamic_cast<const nlohmann::json::out_of_range*>(&e) != nullptr;
    const std::size_t back = number ? last_token.size() : 1;
    offset = position >= back ? position - back : 0;
    message = number ? "the number " + last_token + " is out of range" : bare_message(e.what());
    return false;
  }
};

JsonFault refusal_of(std::string_view text, const std::string& fallback) {
  Refusal refusal;
  Json::sax_parse(text.begin(), text.end(), &refusal);
  if (!refusal.refused) return JsonFault{0, bare_message(fallback), true};
  return JsonFault{refusal.offset, refusal.message, true};
}

// The end of the string starting at text[at] (a '"'): the index of its
// closing quote. The text is valid JSON, so there is one.
std::size_t string_end(std::string_view text, std::size_t at) {
  for (std::size_t i = at + 1; i < text.size(); ++i) {
    if (text[i] == '\\') {
      ++i;
    } else if (text[i] == '"') {
      return i;
    }
  }
  return text.size();
}

// The first key written twice in one object, or the first list or object
// nested too deep, in a text nlohmann accepted.
std::optional<JsonFault> duplicate_key(std::string_view text) {
  struct Level {
    bool object = false;
    bool want_key = false;
    std::set<std::string> keys;
  };
  std::vector<Level> levels;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (c == '"') {
      const std::size_t end = string_end(text, i);
      if (!levels.empty() && levels.back().object && levels.back().want_key) {
        levels.back().want_key = false;
        // Keys compare as decoded ("\u0061" is "a"); the raw form is valid JSON.
        const std::string key = Json::parse(text.substr(i, end - i + 1)).get<std::string>();
        if (!levels.back().keys.insert(key).second)
          return JsonFault{i,
                           "key '" + key +
                               "' appears twice in one object (the second would "
                               "replace the first)",
                           false};
      }
      i = end;
    } else if (c == '{' || c == '[') {
      if (levels.size() == static_cast<std::size_t>(kMaxJsonDepth))
        return JsonFault{
            i, "lists and objects nest deeper than " + std::to_string(kMaxJsonDepth) + " levels",
            false};
      levels.push_back(Level{c == '{', c == '{', {}});
    } else if (c == '}' || c == ']') {
      if (!levels.empty()) levels.pop_back();
    } else if (c == ',' && !levels.empty() && levels.back().object) {
      levels.back().want_key = true;
    }
  }
  return std::nullopt;
}

}  // namespace

std::variant<Json, JsonFault> parse_json(std::string_view text) {
  if (const std::size_t nul = text.find('\0'); nul != std::string_view::npos)
    return JsonFault{nul, "unexpected NUL byte", false};
  Json doc;
  try {
    doc = Json::parse(text.begin(), text.end());
  } catch (const nlohmann::json::exception& e) {
    return refusal_of(text, e.what());
  }
  if (std::optional<JsonFault> twice = duplicate_key(text)) return *twice;
  return doc;
}

}  // namespace satdoku::fpuzzles_internal
