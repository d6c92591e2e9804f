// A connected-solver message read: {nonce, command, dataType, data}, as the
// f-puzzles userscript sends it (connected_solver.hpp). Nothing here knows
// what a command does.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace satdoku::serve {

// Largest message read; the socket layer refuses longer ones before they
// reach here. f-puzzles data of the largest grid with many rules is a few
// hundred kilobytes.
inline constexpr std::size_t kMaxMessageBytes = std::size_t{4} << 20;

struct Request {
  std::int64_t nonce = 0;
  std::string command;    // "truecandidates", "solve", "check", "count", ...
  std::string data_type;  // "fpuzzles" (the only one)
  std::string data;       // LZString base64 of the puzzle's JSON
  // Why the message cannot be answered ("malformed message: ..."); empty
  // when it was read. The nonce is kept when the message had one.
  std::string error;
};

// Reads one message. Never throws: a message that is not a JSON object, or
// whose fields have the wrong types, gives a Request with `error` set.
Request read_request(std::string_view message);

}  // namespace satdoku::serve
