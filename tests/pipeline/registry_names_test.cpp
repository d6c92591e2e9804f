// One public name per engine: the native engine is "backtrack", and
// "native" (the word for it in prose and its source folder) is refused with
// a message that names the right one.
#include <gtest/gtest.h>

#include "satdoku/registry.hpp"

namespace satdoku {
namespace {

TEST(RegistryNames, EveryListedNameMakesAnEngineOfThatName) {
  for (const std::string& name : engine_names()) {
    const auto engine = make_engine(name);
    ASSERT_NE(engine, nullptr) << name;
    EXPECT_EQ(engine->name(), name);
  }
}

TEST(RegistryNames, NativeIsRefusedWithTheRightName) {
  EXPECT_EQ(make_engine("native"), nullptr);
  EXPECT_EQ(unknown_engine_message("native"),
            "unknown engine 'native' (the native engine is named 'backtrack')");
}

TEST(RegistryNames, AnUnknownNameListsTheEngines) {
  EXPECT_EQ(make_engine("dpll"), nullptr);
  const std::string message = unknown_engine_message("dpll");
  EXPECT_TRUE(message.starts_with("unknown engine 'dpll' (engines: auto, sat, backtrack, "))
      << message;
}

}  // namespace
}  // namespace satdoku
