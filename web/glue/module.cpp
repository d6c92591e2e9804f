// The WebAssembly module's JavaScript face (embind): page_calls.hpp's calls,
// each taking the page's question as a plain object ({text, source, box,
// engine, crossCheck, limit, encoding, disabled, maxRating, picture}; missing fields
// keep the command line's defaults) and returning a JSON string. A question
// that cannot be asked returns {"error": "satdoku: error: ..."}, what the
// program prints, instead of throwing into JavaScript.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <cstdint>
#include <exception>
#include <optional>
#include <string>
#include <utility>

#include "page_calls.hpp"
#include "satdoku/version.hpp"

namespace satdoku::web {
namespace {

using emscripten::val;

// A JavaScript string's UTF-8 bytes, encoded by the browser's TextEncoder
// and copied in at once: embind's own conversion walks the string a
// character at a time in JavaScript, twice, which a file of ten thousand
// puzzles feels.
std::string utf8_of(const val& text) {
  static const val encoder = val::global("TextEncoder").new_();
  const val bytes = encoder.call<val>("encode", text);
  std::string out(bytes["length"].as<std::size_t>(), '\0');
  val(emscripten::typed_memory_view(out.size(), reinterpret_cast<std::uint8_t*>(out.data())))
      .call<void>("set", bytes);
  return out;
}

// The reverse: a reply as a JavaScript string, decoded by TextDecoder from
// the module's memory (embind's conversion looks at every byte in
// JavaScript first).
val js_string_of(const std::string& text) {
  static const val decoder = val::global("TextDecoder").new_();
  return decoder.call<val>(
      "decode", emscripten::typed_memory_view(text.size(),
                                              reinterpret_cast<const std::uint8_t*>(text.data())));
}

Request request_of(const val& object) {
  Request r;
  auto has = [&](const char* key) {
    const val v = object[key];
    return !v.isUndefined() && !v.isNull();
  };
  if (has("text")) r.text = utf8_of(object["text"]);
  if (has("source")) r.source = object["source"].as<std::string>();
  if (has("box")) r.box = object["box"].as<std::string>();
  if (has("engine")) r.engine = object["engine"].as<std::string>();
  if (has("crossCheck")) r.cross_check = object["crossCheck"].as<bool>();
  if (has("limit")) {
    const double limit = object["limit"].as<double>();
    if (!(limit >= 0 && limit <= 1e18))
      throw PageError("satdoku: error: --limit must be a whole number of at least 1");
    r.limit = static_cast<std::uint64_t>(limit);
  }
  if (has("encoding")) r.encoding = object["encoding"].as<std::string>();
  if (has("disabled"))
    for (const val& name : emscripten::vecFromJSArray<val>(object["disabled"]))
      r.disabled.push_back(name.as<std::string>());
  if (has("maxRating")) r.max_rating = object["maxRating"].as<double>();
  if (has("picture")) r.picture = object["picture"].as<bool>();
  return r;
}

std::string text_of(const Json& json) {
  // Invalid UTF-8 (bytes of a file quoted in a message) becomes U+FFFD.
  return json.dump(-1, ' ', false, Json::error_handler_t::replace);
}

// A reply written as JSON text already (solve_all's).
std::string text_of(std::string&& text) {
  return std::move(text);
}

// Runs a call, turning what it throws into the page's error object.
template <class Call>
val answer(Call&& call) {
  std::string text;
  try {
    text = text_of(call());
  } catch (const PageError& e) {
    text = text_of(Json{{"error", e.what()}});
  } catch (const std::exception& e) {
    text = text_of(Json{{"error", std::string("satdoku: error: ") + e.what()}});
  }
  return js_string_of(text);
}

// The last explained path, for its step pictures (a worker explains one
// puzzle at a time).
std::optional<Path> g_path;

}  // namespace
}  // namespace satdoku::web

EMSCRIPTEN_BINDINGS(satdoku) {
  using namespace satdoku::web;
  using emscripten::val;
  emscripten::function(
      "version", +[] { return std::string(satdoku::kVersion); });
  emscripten::function(
      "read", +[](val q) { return answer([&] { return read(request_of(q)); }); });
  emscripten::function(
      "solve", +[](val q) { return answer([&] { return solve(request_of(q)); }); });
  emscripten::function(
      "solveAll", +[](val q) { return answer([&] { return solve_all(request_of(q)); }); });
  emscripten::function(
      "count", +[](val q) { return answer([&] { return count(request_of(q)); }); });
  emscripten::function(
      "candidates", +[](val q) { return answer([&] { return candidates(request_of(q)); }); });
  emscripten::function(
      "explain", +[](val q, val onStep) {
        return answer([&] {
          g_path.emplace();
          return explain(request_of(q), *g_path, [&](const Json& step) {
            if (onStep.typeOf().as<std::string>() == "function") onStep(val(text_of(step)));
          });
        });
      });
  emscripten::function(
      "stepPicture", +[](int number) {
        return answer([&] {
          if (!g_path) throw PageError("satdoku: error: no path explained yet");
          return Json{{"svg", step_picture(*g_path, number)}};
        });
      });
  emscripten::function(
      "cnf", +[](val q) { return answer([&] {
                            return Json{{"cnf", cnf(request_of(q))}};
                          }); });
}
