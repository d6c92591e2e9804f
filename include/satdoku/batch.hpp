// How a batch runs (run_jobs, job_runner.hpp): puzzles streamed from a source
// through N worker threads, answers handed on in input order, in bounded
// memory. Built for "files of millions": at most `window` puzzles are held
// at any time.
//
// The caller's thread reads the source and takes the answers; workers only
// run engines. So neither the source (a PuzzleReader) nor the sink (an
// ostream) needs to be thread-safe. With jobs == 1 the batch is a plain
// loop on the caller's thread and starts no thread at all.
//
// With jobs > 1 an answer is handed on as soon as it and every earlier one
// are ready, between reads of the source. Reading happens on the caller's
// thread too, so while the source blocks (an interactive stdin) nothing is
// handed on: for input typed by a person, jobs = 1 answers each puzzle as
// soon as it is entered.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>

#include "satdoku/notation.hpp"

namespace satdoku {

struct RunOptions {
  int jobs = 0;            // worker threads; 0: std::thread::hardware_concurrency()
  std::size_t window = 0;  // most items read but not yet delivered; 0: 64 per job
  // Checked between items: once true, no new item is read and nothing more is
  // delivered; items in progress run to the end of their engine call and are
  // dropped. Set it from a SIGINT handler or from the sink (output closed).
  const std::atomic<bool>* stop = nullptr;
  // Streaming, both optional. Before each read, ready() says whether the
  // source can give its next item at once; when it cannot (a pipe fed one
  // puzzle at a time), every item in flight is delivered first and flush()
  // called, so that no answer waits on input that has not come; flush() is
  // also called when the next item to deliver has kept the caller waiting
  // for kFlushAfter (20 ms) with answers delivered since the last flush. A
  // flush hook makes even one job run on a worker thread.
  std::function<bool()> ready = nullptr;
  std::function<void()> flush = nullptr;
  // Optional: called on the caller's thread about every 20 ms while
  // it waits for a slow item (a progress line that must move while one
  // puzzle takes minutes). Like flush, it makes even one job run on a
  // worker thread.
  std::function<void()> waiting = nullptr;
};

struct RunReport {
  std::uint64_t read = 0;          // items taken from the source
  std::uint64_t delivered = 0;     // items given to the sink (a prefix of those read)
  std::size_t peak_in_flight = 0;  // most items held at once (<= window)
  int jobs = 1;                    // worker threads used (1: the caller's thread only)
  bool stopped = false;            // the stop flag ended the run early
};

// RunOptions::jobs as used: 0 becomes the number of cores (at least 1).
int resolve_jobs(int jobs);
// RunOptions::window as used: 0 becomes 64 per job.
std::size_t resolve_window(std::size_t window, int jobs);

// A source of puzzles, e.g. [&reader] { return reader.next(); }.
using PuzzleSource = std::function<std::optional<Entry>()>;

}  // namespace satdoku
