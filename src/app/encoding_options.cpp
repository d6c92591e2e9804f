#include "encoding_options.hpp"

#include "choices.hpp"

#include <iostream>
#include <sstream>

namespace satdoku::cli {

EncodeOptions EncodingChoice::options() const {
  EncodeOptions options;
  const auto e = encoding_from_name(encoding);
  if (!e)
    throw UsageError("--encoding '" + encoding +
                     "' is not one of minimal, efficient, extended, reduced");
  options.encoding = *e;
  if (at_most_one == "pairwise") {
    options.at_most_one = AtMostOne::pairwise;
  } else if (at_most_one == "sequential") {
    options.at_most_one = AtMostOne::sequential;
  } else if (at_most_one == "automatic") {
    options.at_most_one = AtMostOne::automatic;
  } else {
    throw UsageError("--at-most-one '" + at_most_one +
                     "' is not one of pairwise, sequential, automatic");
  }
  return options;
}

void add_encoding_options(po::options_description& options, EncodingChoice& choice) {
  options.add_options()(
      "encoding",
      one_of(&choice.encoding, {"minimal", "efficient", "extended", "reduced"})->value_name("E"),
      "minimal, efficient, extended (default) or reduced")(
      "at-most-one",
      one_of(&choice.at_most_one, {"pairwise", "sequential", "automatic"})->value_name("HOW"),
      "pairwise (default), sequential (Sinz's counter, fewer clauses for big sides) "
      "or automatic");
}

namespace {

SinglePuzzle read_from(std::istream& in, const std::string& source, const InputOptions& input) {
  PuzzleReader reader(in, source, input.reader_options());
  try {
    auto entry = reader.next();
    if (!entry) throw UsageError(source + ": no puzzle found");
    if (entry->error) throw UsageError(entry->error->to_string());
    print_warnings(*entry);
    if (reader.next())
      throw UsageError(source + ": holds more than one puzzle; give one puzzle at a time");
    return {std::move(entry->puzzle->grid),
            reader.notation(),
            source,
            entry->rules(),
            entry->line,
            entry->text};
  } catch (const UsageError&) {
    throw;
  } catch (const std::exception& e) {
    throw UsageError(source + ": read error: " + read_error_text(e));
  }
}

}  // namespace

SinglePuzzle read_single_puzzle(const InputSource& source, const InputOptions& input) {
  using Kind = InputSource::Kind;
  if (source.kind == Kind::standard_input) return read_from(std::cin, source.name(), input);
  if (source.kind == Kind::text) {
    std::istringstream in(source.value);
    return read_from(in, source.name(), input);
  }
  ReadFile file(source.value);
  if (file.open_error() != 0) throw UsageError(cannot_open(source.value, file.open_error()));
  return read_from(file.stream(), source.name(), input);
}

InputSource single_source(const InputOptions& input) {
  const std::vector<InputSource> sources = input.sources();
  if (sources.size() > 1) throw UsageError("give one puzzle: --puzzle TEXT or one file, not both");
  return sources.front();
}

}  // namespace satdoku::cli
