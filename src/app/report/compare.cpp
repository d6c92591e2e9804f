// The tally that turns a stream of compared jobs into a summary.
#include "report/compare.hpp"

#include <algorithm>
#include <stdexcept>

namespace satdoku {

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

void CompareTally::add(const Job<Judgement>& job) {
  const Ruling ruling = job.answer.ruling;
  counts_.rulings.add(ruling);
  if (ruling == Ruling::invalid) return;  // unreadable: no engine ran
  rulings_.push_back(ruling);
  const std::vector<Attempt>& attempts = job.answer.attempts;
  const std::size_t n = std::min(attempts.size(), engines_.size());
  std::size_t fastest = 0;
  for (std::size_t i = 0; i < n; ++i) {
    const Attempt& a = attempts[i];
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
    if (a.seconds < attempts[fastest].seconds) fastest = i;  // ties: the earlier engine
  }
  if (n > 0) ++counts_.engines[fastest].fastest;
  if (ruling == Ruling::disagreement) {
    if (counts_.listed.size() < max_listed_) {
      Disagreement d{job.index, job.entry.line, job.entry.text, {}};
      for (std::size_t i = 0; i < n; ++i) d.answers.push_back(describe_answer(attempts[i]));
      counts_.listed.push_back(std::move(d));
    } else {
      ++counts_.not_listed;
    }
  }
}

CompareSummary CompareTally::summary() const {
  CompareSummary summary = counts_;
  const Tally& r = summary.rulings;
  summary.unreadable = r[Ruling::invalid];
  summary.puzzles = r.total() - summary.unreadable;
  summary.no_solution = r[Ruling::no_solution];
  summary.agreements = r[Ruling::solved] + summary.no_solution;
  summary.undecided = r[Ruling::unknown];
  summary.disagreements = r[Ruling::disagreement];
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

}  // namespace satdoku
