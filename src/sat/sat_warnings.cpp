#include "sat_warnings.hpp"

#include <algorithm>
#include <mutex>
#include <vector>

#include "satdoku/sat_engine.hpp"

namespace satdoku {
namespace {

std::mutex& warnings_mutex() {
  static std::mutex mutex;
  return mutex;
}

std::vector<std::string>& warnings() {
  static std::vector<std::string> list;
  return list;
}

}  // namespace

void record_sat_warning(const std::string& warning) {
  const std::lock_guard lock(warnings_mutex());
  std::vector<std::string>& list = warnings();
  if (std::find(list.begin(), list.end(), warning) == list.end()) list.push_back(warning);
}

std::vector<std::string> sat_engine_warnings() {
  const std::lock_guard lock(warnings_mutex());
  return warnings();
}

}  // namespace satdoku
