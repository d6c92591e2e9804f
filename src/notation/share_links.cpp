// Share links of f-puzzles and SudokuPad taken apart (share_links.hpp).
#include "share_links.hpp"

#include <array>
#include <cctype>
#include <optional>

namespace satdoku::notation_internal {

namespace {

bool starts_with_nocase(std::string_view text, std::string_view prefix) {
  if (text.size() < prefix.size()) return false;
  for (std::size_t i = 0; i < prefix.size(); ++i) {
    if (std::tolower(static_cast<unsigned char>(text[i])) != prefix[i]) return false;
  }
  return true;
}

bool equals_nocase(std::string_view text, std::string_view lower) {
  return text.size() == lower.size() && starts_with_nocase(text, lower);
}

int hex_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

// %XX undone where XX is hex; other bytes kept as written.
std::string percent_decoded(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '%' && i + 2 < text.size() && hex_value(text[i + 1]) >= 0 &&
        hex_value(text[i + 2]) >= 0) {
      out += static_cast<char>(hex_value(text[i + 1]) * 16 + hex_value(text[i + 2]));
      i += 2;
    } else {
      out += text[i];
    }
  }
  return out;
}

// The value of a query parameter (the part after '?' and before '#').
std::optional<std::string_view> query_value(std::string_view query, std::string_view name) {
  while (!query.empty()) {
    const std::size_t amp = query.find('&');
    const std::string_view param = query.substr(0, amp);
    query = amp == std::string_view::npos ? std::string_view{} : query.substr(amp + 1);
    if (param.size() > name.size() && param[name.size()] == '=' &&
        equals_nocase(param.substr(0, name.size()), name))
      return param.substr(name.size() + 1);
  }
  return std::nullopt;
}

enum class Host { none, fpuzzles, sudokupad };

constexpr std::array<std::string_view, 5> kSudokuPadHosts = {
    "sudokupad.app", "beta.sudokupad.app", "app.crackingthecryptic.com", "crackingthecryptic.com",
    "sudokupad.svencodes.com"};

Host host_of(std::string_view host) {
  if (starts_with_nocase(host, "www.")) host.remove_prefix(4);
  if (equals_nocase(host, "f-puzzles.com")) return Host::fpuzzles;
  for (const std::string_view known : kSudokuPadHosts)
    if (equals_nocase(host, known)) return Host::sudokupad;
  return Host::none;
}

struct Url {
  std::string_view host;
  std::string_view path;   // from the first '/' after the host, before '?'
  std::string_view query;  // after '?', before '#'
  bool scheme = false;
};

// "scheme://host/path?query#fragment", the scheme optional.
Url split_url(std::string_view text) {
  Url url;
  for (const std::string_view scheme : {"https://", "http://"}) {
    if (starts_with_nocase(text, scheme)) {
      text.remove_prefix(scheme.size());
      url.scheme = true;
      break;
    }
  }
  text = text.substr(0, text.find('#'));
  const std::size_t question = text.find('?');
  if (question != std::string_view::npos) url.query = text.substr(question + 1);
  text = text.substr(0, question);
  const std::size_t slash = text.find('/');
  url.host = text.substr(0, slash);
  if (slash != std::string_view::npos) url.path = text.substr(slash);
  return url;
}

// Text from a link as a message shows it: printable ASCII as it is, any
// other byte (a percent-decoded %93, say) as \xNN, so that raw bytes never
// reach the terminal.
std::string printable(std::string_view text) {
  static constexpr char kHex[] = "0123456789ABCDEF";
  std::string out;
  for (const char ch : text) {
    const auto c = static_cast<unsigned char>(ch);
    if (c >= 0x20 && c < 0x7F && c != '\\') {
      out += ch;
    } else {
      out += std::string("\\x") + kHex[c >> 4] + kHex[c & 15];
    }
  }
  return out;
}

// A SudokuPad puzzle id: f-puzzles data after "fpuzzles" or "fpuz", or
// another format SudokuPad keeps (its own "scl"/"ctc", "scf") or a short id
// of a puzzle stored on its server, which this reader cannot follow.
ShareLink from_puzzle_id(std::string_view id, int column) {
  ShareLink link;
  link.column = column;
  const std::string decoded = percent_decoded(id);
  // SudokuPad decodes the id only when that makes it shorter (always, when
  // there is a %XX in it).
  id = decoded;
  for (const std::string_view prefix : {"fpuzzles", "fpuz"}) {
    if (id.substr(0, prefix.size()) == prefix) {
      link.kind = ShareLink::Kind::fpuzzles;
      link.payload = std::string(id.substr(prefix.size()));
      if (link.payload.empty()) {
        link.kind = ShareLink::Kind::elsewhere;
        link.problem =
            "the SudokuPad link holds no puzzle data after '" + std::string(prefix) + "'";
      }
      return link;
    }
  }
  link.kind = ShareLink::Kind::elsewhere;
  for (const std::string_view prefix : {"scl", "ctc", "scf"}) {
    if (id.substr(0, prefix.size()) == prefix) {
      link.problem = "a SudokuPad puzzle in SudokuPad's own format ('" + std::string(prefix) +
                     "'): satdoku reads f-puzzles data, links whose id starts with 'fpuzzles' "
                     "or 'fpuz'";
      return link;
    }
  }
  link.problem = id.empty() ? "the SudokuPad link names no puzzle"
                            : "a short SudokuPad id ('" + printable(id.substr(0, 40)) +
                                  "'): the puzzle is stored on SudokuPad's server, which satdoku "
                                  "does not reach; share it as an f-puzzles link instead";
  return link;
}

}  // namespace

ShareLink parse_share_link(std::string_view line) {
  const std::size_t lead = line.find_first_not_of(" \t");
  if (lead == std::string_view::npos) return {};
  std::string_view text = line.substr(lead);
  text = text.substr(0, text.find_last_not_of(" \t\r") + 1);
  const int column = static_cast<int>(lead) + 1;

  // The id alone, or the query alone.
  if (text.substr(0, 8) == "fpuzzles" || text.substr(0, 4) == "fpuz")
    return from_puzzle_id(text, column);
  if (text.front() == '?' || starts_with_nocase(text, "puzzleid=")) {
    const std::string_view query = text.front() == '?' ? text.substr(1) : text;
    if (const auto id = query_value(query.substr(0, query.find('#')), "puzzleid"))
      return from_puzzle_id(*id, column);
    return {};
  }

  const Url url = split_url(text);
  const Host host = host_of(url.host);
  if (host == Host::none) {
    if (!url.scheme) return {};
    ShareLink link;
    link.kind = ShareLink::Kind::elsewhere;
    link.column = column;
    link.problem = "not a link to f-puzzles.com or SudokuPad (sudokupad.app)";
    return link;
  }
  if (host == Host::fpuzzles) {
    ShareLink link;
    link.column = column;
    if (const auto load = query_value(url.query, "load")) {
      link.kind = ShareLink::Kind::fpuzzles;
      link.payload = percent_decoded(*load);
      return link;
    }
    link.kind = ShareLink::Kind::elsewhere;
    link.problem = query_value(url.query, "id")
                       ? "a short f-puzzles id: the puzzle is stored on f-puzzles' server, which "
                         "satdoku does not reach; use the link with load= (Export, Copy link)"
                       : "the link has no load= parameter (https://f-puzzles.com/?load=...)";
    return link;
  }
  // SudokuPad: ?puzzleid= wins over the path, which may start with a folder
  // ("/sudoku/ID", "/puzzle/ID").
  if (const auto id = query_value(url.query, "puzzleid")) return from_puzzle_id(*id, column);
  std::string_view path = url.path;
  while (!path.empty() && path.front() == '/') path.remove_prefix(1);
  for (const std::string_view folder : {"sudoku/", "puzzle/"}) {
    if (path.substr(0, folder.size()) == folder) path.remove_prefix(folder.size());
  }
  return from_puzzle_id(path, column);
}

bool starts_like_link(std::string_view line) {
  const std::size_t lead = line.find_first_not_of(" \t");
  if (lead == std::string_view::npos) return false;
  const std::string_view text = line.substr(lead);
  if (starts_with_nocase(text, "http://") || starts_with_nocase(text, "https://")) return true;
  if (text.front() == '?' || starts_with_nocase(text, "puzzleid=")) return true;
  return host_of(split_url(text).host) != Host::none && text.find('/') != std::string_view::npos;
}

}  // namespace satdoku::notation_internal
