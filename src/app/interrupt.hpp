// Ctrl-C during a batch: the first SIGINT asks the run to stop after the
// puzzles in progress, so everything printed so far stays intact and ends on
// a whole line; a second one ends the process at once.
#pragma once

#include <atomic>

namespace satdoku::cli {

// The flag batch runs poll; set by SIGINT once install_interrupt_handler ran.
const std::atomic<bool>& interrupt_flag();
void install_interrupt_handler();
bool interrupted();

}  // namespace satdoku::cli
