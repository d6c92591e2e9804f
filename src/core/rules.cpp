#include "satdoku/rules.hpp"

namespace satdoku {

std::string_view to_string(RuleKind kind) {
  switch (kind) {
    case RuleKind::antiknight:
      return "antiknight";
    case RuleKind::antiking:
      return "antiking";
    case RuleKind::nonconsecutive:
      return "nonconsecutive";
    case RuleKind::disjoint_groups:
      return "disjoint_groups";
    case RuleKind::negative_difference:
      return "negative_difference";
    case RuleKind::negative_ratio:
      return "negative_ratio";
    case RuleKind::negative_xv:
      return "negative_xv";
    case RuleKind::diagonal:
      return "diagonal";
    case RuleKind::extra_region:
      return "extra_region";
    case RuleKind::killer_cage:
      return "killer_cage";
    case RuleKind::renban:
      return "renban";
    case RuleKind::quadruple:
      return "quadruple";
    case RuleKind::thermometer:
      return "thermometer";
    case RuleKind::whispers:
      return "whispers";
    case RuleKind::palindrome:
      return "palindrome";
    case RuleKind::little_killer:
      return "little_killer";
    case RuleKind::sandwich:
      return "sandwich";
    case RuleKind::arrow:
      return "arrow";
    case RuleKind::difference:
      return "difference";
    case RuleKind::ratio:
      return "ratio";
    case RuleKind::xv:
      return "xv";
    case RuleKind::odd:
      return "odd";
    case RuleKind::even:
      return "even";
    case RuleKind::minimum:
      return "minimum";
    case RuleKind::maximum:
      return "maximum";
    case RuleKind::pencil_marks:
      return "pencil_marks";
  }
  return "unknown";
}

}  // namespace satdoku
