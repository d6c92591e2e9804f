// One puzzle of `satdoku generate`: made by the library's generator, then
// confirmed before it is printed (the solution checked, uniqueness asked of
// the SAT engine on a solver of its own, and with --full-check every
// given's need asked of the engine that did not drop the givens). Making a
// puzzle prints nothing, so puzzles can be made on worker threads and
// printed in order: GenerateQuestion is the pipeline's question over puzzle
// numbers (job_runner.hpp, run_numbered_jobs).
#pragma once

#include <atomic>
#include <cstdint>
#include <memory>
#include <string>

#include "satdoku/engine.hpp"
#include "satdoku/generate.hpp"
#include "satdoku/ruling.hpp"
#include "satdoku/true_candidates.hpp"

namespace satdoku::cli {

struct GenerateSettings {
  GenerateOptions options;
  DifficultyTarget target;  // --difficulty, --rating
  bool full_check = false;
  std::string layout_json;  // --rules: the layout's JSON, for the output
};

struct MadePuzzle {
  Generated generated;
  Ruling ruling = Ruling::solved;  // solved: it passed
  std::string problem;             // why no puzzle is printed; "" when it passed
  std::string text;                // the output line
};

// Puzzle number `index`, made and checked within one deadline (--timeout)
// by each worker's own engines.
class GenerateQuestion {
 public:
  using Answer = MadePuzzle;
  GenerateQuestion(const GenerateSettings& s, std::atomic<std::uint64_t>& made_so_far);
  MadePuzzle answer(std::uint64_t index);

 private:
  const GenerateSettings* s_;
  std::atomic<std::uint64_t>* made_so_far_;
  std::unique_ptr<Engine> native_;
  std::unique_ptr<SatCandidates> sat_;
  std::unique_ptr<Engine> sat_engine_;
};

}  // namespace satdoku::cli
