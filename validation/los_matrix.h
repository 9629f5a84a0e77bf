// The all-pairs LOS matrix (`sandtable los-matrix`): which location sees which. For the
// reciprocal hex models only the upper triangle is walked and mirrored, halving the work.
#pragma once

#include <cstdint>
#include <functional>
#include <vector>

#include "validation/los.h"

namespace sandtable {

class LosMatrix {
 public:
  LosMatrix() = default;
  explicit LosMatrix(int size);

  int size() const { return size_; }
  // Whether `from` sees `to` (a location always sees itself).
  bool sees(int from, int to) const {
    return from == to ||
           (row(from)[static_cast<std::size_t>(to) >> 6] >> (static_cast<unsigned>(to) & 63u)) & 1u;
  }
  void set(int from, int to) {
    row(from)[static_cast<std::size_t>(to) >> 6] |= std::uint64_t{1}
                                                    << (static_cast<unsigned>(to) & 63u);
  }
  // Ordered pairs of distinct locations, and how many of them see each other.
  long long pairs() const { return static_cast<long long>(size_) * (size_ - 1); }
  long long visiblePairs() const;
  // The locations `from` sees, itself excluded, in location order.
  std::vector<int> seenFrom(int from) const;

 private:
  const std::uint64_t* row(int r) const {
    return bits_.data() + static_cast<std::size_t>(r) * words_;
  }
  std::uint64_t* row(int r) { return bits_.data() + static_cast<std::size_t>(r) * words_; }

  int size_ = 0;
  std::size_t words_ = 0;  // 64-bit words per row: rows never share a word between threads
  std::vector<std::uint64_t> bits_;
};

struct LosMatrixOptions {
  int threads = 1;
  // Called on the calling thread now and then with (locations done, total); may be empty.
  std::function<void(int, int)> progress;
};

LosMatrix computeLosMatrix(const LosContext& ctx, const LosMatrixOptions& options = {});

}  // namespace sandtable
