// How the registry names the SAT engine's lex-min methods (":order",
// ":assume"), and how --lexmin's value joins a name.
#include <gtest/gtest.h>

#include "satdoku/registry.hpp"

namespace satdoku {
namespace {

TEST(RegistryLexMin, NamesSayTheMethodWhenItIsNotTheDefault) {
  // "sat" takes `order` for classic puzzles and `assume` for variant ones:
  // either, asked for, is named.
  EXPECT_EQ(make_engine("sat:order")->name(), "sat:order");
  EXPECT_EQ(make_engine("sat:assume")->name(), "sat:assume");
  EXPECT_EQ(make_engine("sat/minimal")->name(), "sat/minimal");  // assume by default
  EXPECT_EQ(make_engine("sat/minimal:assume")->name(), "sat/minimal");
  EXPECT_EQ(make_engine("sat/minimal:order")->name(), "sat/minimal:order");
  EXPECT_EQ(make_engine("sat/reduced:assume")->name(), "sat/reduced:assume");
  EXPECT_EQ(make_engine("sat:fast"), nullptr);
  EXPECT_EQ(make_engine("sat/nothing:order"), nullptr);
  EXPECT_EQ(make_engine("backtrack:order"), nullptr);
  EXPECT_EQ(with_lexmin("sat/efficient", "order"), "sat/efficient:order");
  EXPECT_EQ(with_lexmin("sat:assume", "order"), "sat:assume");  // the name's own wins
  EXPECT_EQ(with_lexmin("backtrack", "order"), "backtrack");
  EXPECT_EQ(with_lexmin("sat", ""), "sat");
}

}  // namespace
}  // namespace satdoku
