// Messages read with nlohmann-json's SAX interface (request.hpp): only the
// four fields of the top level are kept, and the message is refused as
// puzzle JSON is refused (fpuzzles_json.cpp) where nlohmann would accept it:
// a key named twice in one object (the last would win), lists and objects
// nested deeper than a message has; a number beyond a double is said to be
// out of range, under the key it belongs to.
#include "request.hpp"

#include <limits>
#include <nlohmann/json.hpp>
#include <set>
#include <vector>

namespace satdoku::serve {

namespace {

using Json = nlohmann::json;

// Deeper than any message: the puzzle is a string inside it.
constexpr std::size_t kMaxDepth = 8;

// One scalar of the top level, as read.
struct Field {
  enum class Kind { missing, null, integer, too_large, number, string, other } kind = Kind::missing;
  std::int64_t integer = 0;
  std::string text;
};

// SAX events kept to the top level's fields; the first refusal wins.
class MessageReader {
 public:
  std::string refusal;  // why the message cannot be read, "" when it can
  Field nonce, command, data_type, data;

  bool null() {
    return scalar([](Field& f) { f.kind = Field::Kind::null; });
  }
  bool boolean(bool) { return other(); }
  bool number_integer(Json::number_integer_t v) {
    return scalar([v](Field& f) {
      f.kind = Field::Kind::integer;
      f.integer = v;
    });
  }
  bool number_unsigned(Json::number_unsigned_t v) {
    return scalar([v](Field& f) {
      if (v > static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max())) {
        f.kind = Field::Kind::too_large;
      } else {
        f.kind = Field::Kind::integer;
        f.integer = static_cast<std::int64_t>(v);
      }
    });
  }
  bool number_float(Json::number_float_t, const std::string&) {
    return scalar([](Field& f) { f.kind = Field::Kind::number; });
  }
  bool string(std::string& v) {
    return scalar([&v](Field& f) {
      f.kind = Field::Kind::string;
      f.text = std::move(v);
    });
  }
  bool binary(Json::binary_t&) { return other(); }
  bool start_object(std::size_t) { return open(true); }
  bool end_object() { return close(); }
  bool start_array(std::size_t) { return open(false); }
  bool end_array() { return close(); }
  bool key(std::string& k) {
    Level& level = levels_.back();
    if (!level.keys.insert(k).second)
      return refuse("key '" + printable(k) +
                    "' appears twice (the second would replace the first)");
    if (levels_.size() == 1) key_ = k;
    return true;
  }
  bool parse_error(std::size_t, const std::string& last_token, const nlohmann::json::exception& e) {
    if (!refusal.empty()) return false;
    if (dynamic_cast<const nlohmann::json::out_of_range*>(&e) != nullptr) {
      // A number beyond a double (1e400): under its key when it has one.
      const std::string what =
          levels_.size() == 1 && !key_.empty() ? key_ + " " : std::string("the number ");
      refusal = what + printable(last_token) + " is out of range";
      if (levels_.size() == 1 && key_ == "nonce") nonce.kind = Field::Kind::too_large;
      return false;
    }
    refusal = "expected a JSON object {nonce, command, dataType, data}";
    return false;
  }

  bool object_read() const { return top_object_; }

 private:
  struct Level {
    bool object = false;
    std::set<std::string> keys;
  };

  template <class Set>
  bool scalar(Set set) {
    if (levels_.size() == 1 && levels_.back().object) {
      if (Field* f = field(key_)) set(*f);
    }
    return true;
  }
  bool other() {
    return scalar([](Field& f) { f.kind = Field::Kind::other; });
  }
  bool open(bool object) {
    if (levels_.size() >= kMaxDepth) return refuse("nested too deeply");
    if (levels_.empty()) {
      top_object_ = object;
    } else if (levels_.size() == 1 && levels_.back().object) {
      if (Field* f = field(key_)) f->kind = Field::Kind::other;
    }
    levels_.push_back(Level{object, {}});
    return true;
  }
  bool close() {
    levels_.pop_back();
    return true;
  }
  Field* field(const std::string& k) {
    if (k == "nonce") return &nonce;
    if (k == "command") return &command;
    if (k == "dataType") return &data_type;
    if (k == "data") return &data;
    return nullptr;
  }
  bool refuse(std::string why) {
    if (refusal.empty()) refusal = std::move(why);
    return false;
  }
  static std::string printable(std::string_view text) {
    std::string out;
    for (const char ch : text.substr(0, 40)) {
      const auto c = static_cast<unsigned char>(ch);
      out += c >= 0x20 && c < 0x7f ? ch : '?';
    }
    if (text.size() > 40) out += "...";
    return out;
  }

  std::vector<Level> levels_;
  std::string key_;  // the top level's key being read
  bool top_object_ = false;
};

}  // namespace

Request read_request(std::string_view message) {
  Request request;
  if (message.size() > kMaxMessageBytes) {
    request.error = "message of " + std::to_string(message.size()) + " bytes, more than " +
                    std::to_string(kMaxMessageBytes) + " (the limit)";
    return request;
  }
  // nlohmann's lexer takes a NUL byte for the end of the text.
  if (message.find('\0') != std::string_view::npos) {
    request.error = "malformed message: a NUL byte";
    return request;
  }
  MessageReader reader;
  const bool read =
      Json::sax_parse(message, &reader, Json::input_format_t::json, true) && reader.object_read();
  // The nonce first, so that even a faulty message is answered under it.
  switch (reader.nonce.kind) {
    case Field::Kind::integer:
      request.nonce = reader.nonce.integer;
      break;
    case Field::Kind::too_large:
      request.error = "malformed message: nonce out of range";
      break;
    case Field::Kind::missing:
    case Field::Kind::null:
      break;
    default:
      request.error = "malformed message: nonce is not an integer";
      break;
  }
  if (!read || !reader.refusal.empty()) {
    if (request.error.empty())
      request.error = "malformed message: " +
                      (reader.refusal.empty()
                           ? std::string("expected a JSON object {nonce, command, dataType, data}")
                           : reader.refusal);
    else if (!reader.refusal.empty() && reader.nonce.kind != Field::Kind::too_large)
      request.error = "malformed message: " + reader.refusal;
    return request;
  }
  auto text = [&](const char* key, const Field& f, std::string& into, bool required) {
    if (f.kind == Field::Kind::missing || f.kind == Field::Kind::null) {
      if (required && request.error.empty())
        request.error = std::string("malformed message: no ") + key;
      return;
    }
    if (f.kind != Field::Kind::string) {
      if (request.error.empty())
        request.error = std::string("malformed message: ") + key + " is not a string";
      return;
    }
    into = f.text;
  };
  text("command", reader.command, request.command, true);
  // cancel carries no puzzle.
  const bool needs_data = request.command != "cancel";
  text("dataType", reader.data_type, request.data_type, needs_data);
  text("data", reader.data, request.data, needs_data);
  return request;
}

}  // namespace satdoku::serve
