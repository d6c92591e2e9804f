// The pipeline's loop: run_numbered, run_ordered over item numbers (the
// items themselves stay in the caller's ring, typed: job_runner.hpp).
#include "satdoku/job_runner.hpp"

#include "ordered_run.hpp"

namespace satdoku {

RunReport run_numbered(const std::function<bool(std::uint64_t)>& read,
                       const std::function<std::function<void(std::uint64_t)>()>& make_worker,
                       const std::function<void(std::uint64_t)>& deliver,
                       const RunOptions& options) {
  std::uint64_t next = 0;
  return run_ordered<std::uint64_t>(
      [&]() -> std::optional<std::uint64_t> {
        if (!read(next)) return std::nullopt;
        return next++;
      },
      [&] {
        return [answer = make_worker()](std::uint64_t n) {
          answer(n);
          return n;
        };
      },
      deliver, options);
}

}  // namespace satdoku
