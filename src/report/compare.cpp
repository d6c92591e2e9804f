// run_compare, the consensus of a puzzle's answers, and the tally that turns
// a stream of records into a summary.
#include "report/compare.hpp"

#include <algorithm>
#include <stdexcept>

#include "satdoku/registry.hpp"

namespace satdoku {

std::optional<Contestant> contestant(std::string_view name) {
  if (!make_engine(name)) return std::nullopt;
  std::string owned(name);
  return Contestant{owned, [owned] { return make_engine(owned); }};
}

std::string_view to_string(Consensus consensus) {
  switch (consensus) {
    case Consensus::solved:
      return "solved";
    case Consensus::no_solution:
      return "no_solution";
    case Consensus::undecided:
      return "undecided";
    case Consensus::disagreement:
      return "disagreement";
    case Consensus::unreadable:
      return "unreadable";
  }
  return "unreadable";
}

Consensus consensus_of(const std::vector<Attempt>& attempts, Task task) {
  const Attempt* first = nullptr;  // the first decided answer: the one the others must match
  bool undecided = attempts.empty();
  for (const Attempt& a : attempts) {
    // A wrong answer is a disagreement with the checker, even when it is the
    // only answer: it must never be counted as an agreement.
    if (!a.valid()) return Consensus::disagreement;
    if (a.status == Status::unknown) {
      undecided = true;
      continue;
    }
    if (!first) {
      first = &a;
      continue;
    }
    const bool same = task == Task::any ? a.status == first->status : same_answer(a, *first);
    if (!same) return Consensus::disagreement;
  }
  if (undecided || !first) return Consensus::undecided;
  return first->status == Status::solved ? Consensus::solved : Consensus::no_solution;
}

RunReport run_compare(const PuzzleSource& source, const std::vector<Contestant>& contestants,
                      const CompareOptions& options,
                      const std::function<void(CompareRecord&&)>& sink) {
  std::uint64_t next_index = 0;
  auto read = [&]() -> std::optional<CompareRecord> {
    std::optional<Entry> entry = source();
    if (!entry) return std::nullopt;
    CompareRecord record;
    record.index = next_index++;
    record.entry = std::move(*entry);
    return record;
  };
  const SolveRequest& request = options.request;
  auto make_worker = [&] {
    std::vector<std::shared_ptr<Engine>> engines;
    for (const Contestant& c : contestants) {
      std::shared_ptr<Engine> engine = c.make ? c.make() : nullptr;
      if (!engine) throw std::invalid_argument("run_compare: no engine for '" + c.name + "'");
      engines.push_back(std::move(engine));
    }
    return [engines, &contestants, &request](CompareRecord& record) {
      if (!record.entry.grid) {
        record.consensus = Consensus::unreadable;
        return std::move(record);
      }
      const std::size_t n = engines.size();
      record.attempts.resize(n);
      for (std::size_t j = 0; j < n; ++j) {
        const std::size_t i = static_cast<std::size_t>((record.index + j) % n);
        record.attempts[i] = run_attempt(*engines[i], record.entry.puzzle(), request);
        record.attempts[i].engine = contestants[i].name;
      }
      record.consensus = consensus_of(record.attempts, request.task);
      return std::move(record);
    };
  };
  return run_ordered<CompareRecord>(
      read, make_worker, [&](CompareRecord&& record) { sink(std::move(record)); }, options.run);
}

CompareTally::CompareTally(std::vector<std::string> engines, std::size_t max_listed)
    : engines_(std::move(engines)),
      max_listed_(max_listed),
      times_(engines_.size()),
      stats_totals_(engines_.size()) {
  for (const std::string& name : engines_) {
    EngineSummary e;
    e.name = name;
    counts_.engines.push_back(std::move(e));
  }
}

void CompareTally::add(const CompareRecord& record) {
  if (record.consensus == Consensus::unreadable) {
    ++counts_.unreadable;
    return;
  }
  ++counts_.puzzles;
  consensus_.push_back(record.consensus);
  switch (record.consensus) {
    case Consensus::solved:
      ++counts_.agreements;
      break;
    case Consensus::no_solution:
      ++counts_.agreements;
      ++counts_.no_solution;
      break;
    case Consensus::undecided:
      ++counts_.undecided;
      break;
    case Consensus::disagreement:
      ++counts_.disagreements;
      break;
    case Consensus::unreadable:
      break;
  }
  const std::size_t n = std::min(record.attempts.size(), engines_.size());
  std::size_t fastest = 0;
  for (std::size_t i = 0; i < n; ++i) {
    const Attempt& a = record.attempts[i];
    EngineSummary& e = counts_.engines[i];
    times_[i].push_back(a.seconds);
    if (!a.valid()) {
      ++e.invalid;
      ++counts_.invalid_answers;
    } else if (a.status == Status::solved) {
      ++e.solved;
    } else if (a.status == Status::no_solution) {
      ++e.no_solution;
    } else {
      ++e.unknown;
    }
    stats_totals_[i].sat_calls += a.stats.sat_calls;
    stats_totals_[i].conflicts += a.stats.conflicts;
    stats_totals_[i].nodes += a.stats.nodes;
    if (a.seconds < record.attempts[fastest].seconds) fastest = i;  // ties: the earlier engine
  }
  if (n > 0) ++counts_.engines[fastest].fastest;
  if (record.consensus == Consensus::disagreement) {
    if (counts_.listed.size() < max_listed_) {
      Disagreement d{record.index, record.entry.line, record.entry.text, {}};
      for (std::size_t i = 0; i < n; ++i) d.answers.push_back(describe_answer(record.attempts[i]));
      counts_.listed.push_back(std::move(d));
    } else {
      ++counts_.not_listed;
    }
  }
}

CompareSummary CompareTally::summary() const {
  CompareSummary summary = counts_;
  const double puzzles = static_cast<double>(std::max<std::uint64_t>(summary.puzzles, 1));
  for (std::size_t i = 0; i < engines_.size(); ++i) {
    EngineSummary& e = summary.engines[i];
    e.time = summarize_times(times_[i]);
    e.mean_sat_calls = static_cast<double>(stats_totals_[i].sat_calls) / puzzles;
    e.mean_conflicts = static_cast<double>(stats_totals_[i].conflicts) / puzzles;
    e.mean_nodes = static_cast<double>(stats_totals_[i].nodes) / puzzles;
  }
  return summary;
}

int compare_exit_code(const CompareSummary& summary) {
  if (summary.disagreements > 0 || summary.invalid_answers > 0) return 4;
  if (summary.unreadable > 0) return 2;
  if (summary.undecided > 0) return 3;
  if (summary.no_solution > 0) return 1;
  return 0;
}

}  // namespace satdoku
