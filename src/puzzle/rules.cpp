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
    case RuleKind::slow_thermometer:
      return "slow_thermometer";
    case RuleKind::between_line:
      return "between_line";
    case RuleKind::lockout_line:
      return "lockout_line";
    case RuleKind::entropic_line:
      return "entropic_line";
    case RuleKind::modular_line:
      return "modular_line";
    case RuleKind::nabner_line:
      return "nabner_line";
    case RuleKind::zipper_line:
      return "zipper_line";
    case RuleKind::double_arrow:
      return "double_arrow";
    case RuleKind::region_sum_line:
      return "region_sum_line";
    case RuleKind::x_sum:
      return "x_sum";
    case RuleKind::skyscraper:
      return "skyscraper";
    case RuleKind::clone:
      return "clone";
    case RuleKind::row_indexer:
      return "row_indexer";
    case RuleKind::column_indexer:
      return "column_indexer";
    case RuleKind::box_indexer:
      return "box_indexer";
  }
  return "unknown";
}

}  // namespace satdoku
