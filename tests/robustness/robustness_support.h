// Helpers for the robustness tests: wall-clock and peak-memory budgets for one call.
#pragma once

#include <sys/resource.h>

#include <QElapsedTimer>
#include <QTest>

namespace sandtable::test {

// Peak resident memory of this process so far, in MB (Linux reports ru_maxrss in kB).
inline long peakMegabytes() {
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  return usage.ru_maxrss / 1024;
}

// Runs `work` and fails the test when it takes longer than `seconds` or raises the peak
// memory of the process by more than `megabytes`. Absurd inputs must be refused before the
// reader builds anything in proportion to what they claim.
template <typename Work>
bool withinBudget(Work&& work, double seconds, long megabytes) {
  const long peakBefore = peakMegabytes();
  QElapsedTimer timer;
  timer.start();
  work();
  const double took = static_cast<double>(timer.elapsed()) / 1000.0;
  const long grew = peakMegabytes() - peakBefore;
  if (took > seconds) {
    qWarning("took %.2f s, the budget is %.2f s", took, seconds);
    return false;
  }
  if (grew > megabytes) {
    qWarning("the peak memory grew by %ld MB, the budget is %ld MB", grew, megabytes);
    return false;
  }
  return true;
}

}  // namespace sandtable::test
