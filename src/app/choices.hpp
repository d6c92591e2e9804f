// Options whose value comes from a fixed list (--format, --engine ...).
// Boost.Program_options keeps a value's name, not its choices; these keep
// them, so that the man page and the shell completions (packaging/docgen/)
// offer exactly the values the command takes.
#pragma once

#include <boost/program_options.hpp>
#include <string>
#include <vector>

namespace satdoku::cli {

class ChoiceValue : public boost::program_options::typed_value<std::string> {
 public:
  ChoiceValue(std::string* target, std::vector<std::string> choices, bool comma_list)
      : typed_value(target), choices_(std::move(choices)), comma_list_(comma_list) {}
  const std::vector<std::string>& choices() const { return choices_; }
  // The value is a comma-separated list of choices (compare --engines).
  bool comma_list() const { return comma_list_; }

 private:
  std::vector<std::string> choices_;
  bool comma_list_;
};

// po::value(target), knowing its choices. The command still checks the
// value itself, with its own message.
inline ChoiceValue* one_of(std::string* target, std::vector<std::string> choices) {
  return new ChoiceValue(target, std::move(choices), false);
}
inline ChoiceValue* list_of(std::string* target, std::vector<std::string> choices) {
  return new ChoiceValue(target, std::move(choices), true);
}

}  // namespace satdoku::cli
