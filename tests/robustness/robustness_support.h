// Helpers for the robustness tests: CPU-time and peak-memory budgets for one call.
#pragma once

#include <sys/resource.h>

#include <ctime>

#include <QTest>

namespace sandtable::test {

// Peak resident memory of this process so far, in MB (Linux reports ru_maxrss in kB).
inline long peakMegabytes() {
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  return usage.ru_maxrss / 1024;
}

// Runs `work` and fails the test when it takes more than `seconds` of CPU time or raises the peak
// memory of the process by more than `megabytes`. Absurd inputs must be refused before the
// reader builds anything in proportion to what they claim.
template <typename Work>
bool withinBudget(Work&& work, double seconds, long megabytes) {
  const long peakBefore = peakMegabytes();
  // CPU time, not wall time: under a loaded machine (ctest -j2 beside a sanitizer build) a
  // call that is refused at once still waited past a wall-clock budget.
  const std::clock_t start = std::clock();
  work();
  const double took = static_cast<double>(std::clock() - start) / CLOCKS_PER_SEC;
  const long grew = peakMegabytes() - peakBefore;
  if (took > seconds) {
    qWarning("took %.2f s of CPU, the budget is %.2f s", took, seconds);
    return false;
  }
  if (grew > megabytes) {
    qWarning("the peak memory grew by %ld MB, the budget is %ld MB", grew, megabytes);
    return false;
  }
  return true;
}

}  // namespace sandtable::test
