// run_batch: run_ordered with one engine per worker, the shape of
// `satdoku solve` and `satdoku count` over a file.
#include <stdexcept>

#include "satdoku/batch.hpp"

namespace satdoku {

RunReport run_batch(const PuzzleSource& source, const EngineFactory& make_engine,
                    const SolveRequest& request, const std::function<void(BatchItem&&)>& sink,
                    const RunOptions& options) {
  std::uint64_t next_index = 0;
  auto read = [&]() -> std::optional<BatchItem> {
    std::optional<Entry> entry = source();
    if (!entry) return std::nullopt;
    BatchItem item;
    item.index = next_index++;
    item.entry = std::move(*entry);
    return item;
  };
  auto make_worker = [&] {
    std::shared_ptr<Engine> engine = make_engine();
    if (!engine) throw std::invalid_argument("run_batch: the engine factory returned no engine");
    return [engine, &request](BatchItem& item) {
      // Unreadable entries pass through untouched, in their place.
      if (item.entry.grid) item.attempt = run_attempt(*engine, item.entry.puzzle(), request);
      return std::move(item);
    };
  };
  return run_ordered<BatchItem>(
      read, make_worker, [&](BatchItem&& item) { sink(std::move(item)); }, options);
}

}  // namespace satdoku
