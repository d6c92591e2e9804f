// Messages read with nlohmann-json (request.hpp).
#include "request.hpp"

#include <nlohmann/json.hpp>

namespace satdoku::serve {

Request read_request(std::string_view message) {
  Request request;
  if (message.size() > kMaxMessageBytes) {
    request.error = "message of " + std::to_string(message.size()) + " bytes, more than " +
                    std::to_string(kMaxMessageBytes) + " (the limit)";
    return request;
  }
  // No exceptions, and a depth limit that nlohmann does not have: a parse
  // callback that refuses nesting deeper than a message has (the puzzle is
  // a string inside it).
  int depth = 0;
  bool too_deep = false;
  const auto callback = [&](int d, nlohmann::json::parse_event_t event, nlohmann::json&) {
    if (event == nlohmann::json::parse_event_t::object_start ||
        event == nlohmann::json::parse_event_t::array_start)
      depth = d + 1;
    if (depth > 8) too_deep = true;
    return !too_deep;
  };
  nlohmann::json json = nlohmann::json::parse(message, callback, /*allow_exceptions=*/false);
  if (too_deep) {
    request.error = "malformed message: nested too deeply";
    return request;
  }
  if (json.is_discarded() || !json.is_object()) {
    request.error = "malformed message: expected a JSON object {nonce, command, dataType, data}";
    return request;
  }
  // The nonce first, so that even a faulty message is answered under it.
  if (const auto nonce = json.find("nonce"); nonce != json.end()) {
    if (nonce->is_number_integer())
      request.nonce = nonce->get<std::int64_t>();
    else if (nonce->is_number_unsigned())
      request.error = "malformed message: nonce out of range";
    else
      request.error = "malformed message: nonce is not an integer";
  }
  auto text = [&](const char* key, std::string& into, bool required) {
    const auto it = json.find(key);
    if (it == json.end() || it->is_null()) {
      if (required && request.error.empty())
        request.error = std::string("malformed message: no ") + key;
      return;
    }
    if (!it->is_string()) {
      if (request.error.empty())
        request.error = std::string("malformed message: ") + key + " is not a string";
      return;
    }
    into = it->get<std::string>();
  };
  text("command", request.command, true);
  // cancel carries no puzzle.
  const bool needs_data = request.command != "cancel";
  text("dataType", request.data_type, needs_data);
  text("data", request.data, needs_data);
  return request;
}

}  // namespace satdoku::serve
