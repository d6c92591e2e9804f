// How any question runs over a stream of puzzles (job.hpp asks the judge's
// and the true candidates'; a command may bring its own): each puzzle read
// becomes a Job, a worker thread answers it, and the caller takes the jobs in
// input order (batch.hpp: threads, window, streaming, stop).
//
// A question is a type Q made once per worker thread (it may own engines):
// `typename Q::Answer`, default-constructed for an entry that did not
// parse (ruled invalid), and `Q::Answer Q::answer(const Puzzle&)` (or
// `answer(const Puzzle&, std::uint64_t index)` when it wants the puzzle's
// place in the input). The puzzle is the entry's own, lent for the call.
#pragma once

#include <concepts>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <type_traits>
#include <utility>
#include <vector>

#include "satdoku/batch.hpp"
#include "satdoku/notation.hpp"

namespace satdoku {

// One puzzle of a run and its answer.
template <class Answer>
struct Job {
  std::uint64_t index = 0;  // position in the input, from 0
  Entry entry;              // as read: the puzzle, or the parse error
  Answer answer{};          // as default-constructed when the entry did not parse
};

// The ordered runner over item numbers, free of the item type: read(n)
// takes item n into the caller's storage (false at the end of input), on
// the caller's thread; make_worker() gives each worker thread its answer(n);
// deliver(n) hands item n on, in input order, on the caller's thread. At
// most resolve_window(options.window, jobs) items are held at once, so item
// n may live in slot n % window of a ring.
RunReport run_numbered(const std::function<bool(std::uint64_t)>& read,
                       const std::function<std::function<void(std::uint64_t)>()>& make_worker,
                       const std::function<void(std::uint64_t)>& deliver,
                       const RunOptions& options = {});

namespace job_runner_internal {

// run_numbered with its items of type Item in a ring, item n in slot n %
// window, and one question of make_question() per worker thread: read(n,
// item) fills item n (false at the end), ask(question, n, item) answers it
// on a worker, deliver(n, item) hands it on. Both templates below are this.
template <class Item, class MakeQuestion, class Read, class Ask, class Deliver>
RunReport run_in_ring(MakeQuestion& make_question, Read&& read, Ask ask, Deliver&& deliver,
                      const RunOptions& options) {
  using Question = std::invoke_result_t<MakeQuestion&>;
  std::vector<Item> ring(resolve_window(options.window, resolve_jobs(options.jobs)));
  const auto slot = [&ring](std::uint64_t n) -> Item& { return ring[n % ring.size()]; };
  return run_numbered([&](std::uint64_t n) { return read(n, slot(n)); },
                      [&]() -> std::function<void(std::uint64_t)> {
                        // Shared: the worker is a copyable callable.
                        auto question = std::make_shared<Question>(make_question());
                        return
                            [question, &slot, ask](std::uint64_t n) { ask(*question, n, slot(n)); };
                      },
                      [&](std::uint64_t n) { deliver(n, slot(n)); }, options);
}

}  // namespace job_runner_internal

// Asks every puzzle of `source` the question make_question() makes (once
// per worker thread) and hands the jobs to `sink` (a callable taking
// Job<Answer>&&) in input order. Unreadable entries pass through to the
// sink unanswered, in their place. An exception from the question reaches
// the caller when its job's turn to be delivered comes.
template <class MakeQuestion, class Sink>
requires std::invocable<MakeQuestion&> RunReport run_jobs(const PuzzleSource& source,
                                                          MakeQuestion&& make_question, Sink&& sink,
                                                          const RunOptions& options = {}) {
  using Question = std::invoke_result_t<MakeQuestion&>;
  using Answered = Job<typename Question::Answer>;
  return job_runner_internal::run_in_ring<Answered>(
      make_question,
      [&source](std::uint64_t n, Answered& job) {
        std::optional<Entry> entry = source();
        if (!entry) return false;
        job = Answered{n, std::move(*entry), {}};
        return true;
      },
      [](Question& question, std::uint64_t n, Answered& job) {
        if (!job.entry.puzzle) return;  // ruled invalid as the answer is made
        const Puzzle& puzzle = *job.entry.puzzle;
        if constexpr (requires { question.answer(puzzle, n); })
          job.answer = question.answer(puzzle, n);
        else
          job.answer = question.answer(puzzle);
      },
      [&sink](std::uint64_t, Answered& job) { sink(std::move(job)); }, options);
}

// The same for questions that read nothing (generate's puzzles, made from
// their number): Q::answer(std::uint64_t index) for index 0 .. count-1,
// and sink(index, Q::Answer&&) in order.
template <class MakeQuestion, class Sink>
requires std::invocable<MakeQuestion&> RunReport run_numbered_jobs(std::uint64_t count,
                                                                   MakeQuestion&& make_question,
                                                                   Sink&& sink,
                                                                   const RunOptions& options = {}) {
  using Question = std::invoke_result_t<MakeQuestion&>;
  using Answer = typename Question::Answer;
  return job_runner_internal::run_in_ring<Answer>(
      make_question, [count](std::uint64_t n, Answer&) { return n < count; },
      [](Question& question, std::uint64_t n, Answer& answer) { answer = question.answer(n); },
      [&sink](std::uint64_t n, Answer& answer) { sink(n, std::move(answer)); }, options);
}

}  // namespace satdoku
