// The man page: the hand-written sections of packaging/satdoku.1.in around
// the commands and options, which come from the program's own tables.
#include <stdexcept>

#include "docs_model.hpp"
#include "satdoku/version.hpp"

namespace satdoku::docgen {
namespace {

// Text as roff prints it: backslashes and minus signs escaped (so that
// options paste back as typed), and no line starting with a control
// character.
std::string roff(const std::string& text) {
  std::string out;
  bool line_start = true;
  for (const char c : text) {
    if (line_start && (c == '.' || c == '\'')) out += "\\&";
    if (c == '\\')
      out += "\\e";
    else if (c == '-')
      out += "\\-";
    else
      out += c;
    line_start = c == '\n';
  }
  return out;
}

std::string bold(const std::string& text) {
  return "\\fB" + roff(text) + "\\fR";
}

// --help's phrase as a sentence, ended but not capitalised: it often starts
// with a value ("sat (default) or backtrack"), which is typed as it is.
std::string sentence(std::string text) {
  if (!text.empty() && text.back() != '.') text += '.';
  return roff(text);
}

std::string option_entry(const OptionDoc& o) {
  std::string out = ".TP\n";
  if (!o.short_name.empty()) out += bold("-" + o.short_name) + ", ";
  out += bold("--" + o.long_name);
  if (!o.value_name.empty()) out += " \\fI" + roff(o.value_name) + "\\fR";
  // Appended piece by piece: g++ 12 gives a false -Wrestrict on "x" + string.
  out += '\n';
  out += sentence(o.description);
  out += '\n';
  if (o.kind == ValueKind::choice) {
    out += ".br\n" + std::string(o.comma_list ? "A comma-separated list of: " : "One of: ");
    for (std::size_t i = 0; i < o.choices.size(); ++i) out += (i ? ", " : "") + bold(o.choices[i]);
    out += ".\n";
  }
  return out;
}

// A usage paragraph: its unindented lines are prose, its indented ones
// (examples, lists) are kept as laid out.
std::string paragraph(const std::string& text) {
  std::string out = ".PP\n";
  bool literal = false;
  std::size_t start = 0;
  while (start < text.size()) {
    const std::size_t end = text.find('\n', start);
    const std::string line = text.substr(start, end - start);
    start = end + 1;
    const bool indented = line.rfind("  ", 0) == 0;
    if (indented && !literal) out += ".RS\n.nf\n";
    if (!indented && literal) out += ".fi\n.RE\n";
    literal = indented;
    out += roff(literal ? line.substr(2) : line) + "\n";
  }
  if (literal) out += ".fi\n.RE\n";
  return out;
}

std::string synopsis(const std::vector<CommandDoc>& commands) {
  std::string out;
  for (const CommandDoc& c : commands) {
    const std::string rest = c.synopsis.substr(("satdoku " + c.name).size());
    out += ".B satdoku " + roff(c.name) + "\n" + roff(rest.substr(rest.find_first_not_of(' '))) +
           "\n.br\n";
  }
  out += ".B satdoku\n" + bold("--help") + " | " + bold("--version") + "\n";
  return out;
}

std::string command_sections(const std::vector<CommandDoc>& commands) {
  std::string out;
  for (const CommandDoc& c : commands) {
    out += ".SS " + roff(c.name) + "\n" + bold(c.synopsis) + "\n";
    for (const std::string& p : c.paragraphs) out += paragraph(p);
    std::string common;
    for (const OptionDoc& o : c.options) {
      if (is_common(commands, o))
        common += (common.empty() ? "" : ", ") + bold("--" + o.long_name);
      else
        out += option_entry(o);
    }
    if (!common.empty()) out += ".PP\nAlso (see\n.BR \"COMMON OPTIONS\" ):\n" + common + ".\n";
  }
  return out;
}

std::string common_options(const std::vector<CommandDoc>& commands) {
  std::string out;
  std::vector<std::string> done;
  for (const CommandDoc& c : commands)
    for (const OptionDoc& o : c.options) {
      if (!is_common(commands, o)) continue;
      bool seen = false;
      for (const std::string& name : done) seen = seen || name == o.long_name;
      if (seen) continue;
      done.push_back(o.long_name);
      out += option_entry(o);
      std::string users;
      for (const CommandDoc& other : commands)
        for (const OptionDoc& same : other.options)
          if (same.long_name == o.long_name && same.description == o.description)
            users += (users.empty() ? "" : ", ") + other.name;
      out += ".br\n(" + roff(users) + ")\n";
    }
  return out;
}

void replace(std::string& text, const std::string& mark, const std::string& with) {
  const std::size_t at = text.find(mark);
  if (at == std::string::npos) throw std::runtime_error("the man page template has no " + mark);
  // The mark stands alone on its line: the replacement brings its own
  // line ends.
  std::size_t end = at + mark.size();
  if (end < text.size() && text[end] == '\n' && !with.empty() && with.back() == '\n') ++end;
  text.replace(at, end - at, with);
}

}  // namespace

std::string man_page(const std::vector<CommandDoc>& commands, const std::string& source) {
  std::string page = source;
  replace(page, "@VERSION@", kVersion);
  replace(page, "@SYNOPSIS@", synopsis(commands));
  replace(page, "@COMMANDS@", command_sections(commands));
  replace(page, "@COMMON_OPTIONS@", common_options(commands));
  return page;
}

}  // namespace satdoku::docgen
