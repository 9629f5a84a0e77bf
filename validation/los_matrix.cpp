#include "validation/los_matrix.h"

#include <algorithm>
#include <atomic>
#include <bit>
#include <thread>

namespace sandtable {

LosMatrix::LosMatrix(int size)
    : size_(size),
      words_((static_cast<std::size_t>(size) + 63) / 64),
      bits_(static_cast<std::size_t>(size) * words_, 0) {}

long long LosMatrix::visiblePairs() const {
  long long total = 0;
  for (std::uint64_t w : bits_) total += std::popcount(w);
  return total;
}

std::vector<int> LosMatrix::seenFrom(int from) const {
  std::vector<int> out;
  for (int to = 0; to < size_; ++to)
    if (to != from && sees(from, to)) out.push_back(to);
  return out;
}

LosMatrix computeLosMatrix(const LosContext& ctx, const LosMatrixOptions& options) {
  const int n = ctx.size();
  LosMatrix matrix(n);
  const bool reciprocal = ctx.reciprocal();
  // Rows are handed out one at a time: with the triangle, early rows cost far more than late
  // ones, so a static split would leave one thread idle.
  std::atomic<int> nextRow{0};
  std::atomic<int> rowsDone{0};
  auto work = [&](bool reportProgress) {
    for (int from = nextRow.fetch_add(1); from < n; from = nextRow.fetch_add(1)) {
      for (int to = reciprocal ? from + 1 : 0; to < n; ++to)
        if (to != from && lineOfSight(ctx, from, to).clear) matrix.set(from, to);
      const int done = rowsDone.fetch_add(1) + 1;
      if (reportProgress && options.progress) options.progress(done, n);
    }
  };
  const int threads = std::clamp(options.threads, 1, 256);
  std::vector<std::thread> helpers;
  for (int t = 1; t < threads; ++t) helpers.emplace_back(work, false);
  work(true);
  for (auto& t : helpers) t.join();
  if (reciprocal)
    for (int from = 0; from < n; ++from)
      for (int to = from + 1; to < n; ++to)
        if (matrix.sees(from, to)) matrix.set(to, from);
  if (options.progress) options.progress(n, n);
  return matrix;
}

}  // namespace sandtable
