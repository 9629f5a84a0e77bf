// The map generator's own random numbers and noise. std::uniform_*_distribution gives
// different numbers on different standard libraries, so the generator uses only this:
// SplitMix64 (a tiny, well-mixed 64-bit generator) and value noise hashed from it, making
// the same seed give the same map everywhere.
#pragma once

#include <cmath>
#include <cstdint>

namespace sandtable::generator {

inline std::uint64_t mix64(std::uint64_t z) {
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

class Rng {
 public:
  explicit Rng(std::uint64_t seed) : state_(seed) {}
  // An independent stream per purpose, so that changing how woods are drawn does not move
  // the hills of the same seed.
  Rng fork(std::uint64_t salt) const {
    return Rng(mix64(state_ ^ mix64(salt + 0x632BE59BD9B4E019ull)));
  }

  std::uint64_t next() {
    state_ += 0x9E3779B97F4A7C15ull;
    return mix64(state_);
  }
  // Uniform in [0, n) by multiply-and-shift (n > 0); the bias is far below what a map shows.
  int below(int n) {
    return static_cast<int>(((next() >> 32) * static_cast<std::uint64_t>(n)) >> 32);
  }
  int between(int lo, int hi) { return lo + below(hi - lo + 1); }  // inclusive
  double unit() { return static_cast<double>(next() >> 11) * (1.0 / 9007199254740992.0); }
  bool chance(double p) { return unit() < p; }

 private:
  std::uint64_t state_;
};

// Smooth value noise in [0, 1): random values on an integer lattice, blended with a
// smoothstep. Octaves add detail at half the scale and half the weight.
class Noise {
 public:
  explicit Noise(std::uint64_t seed) : seed_(seed) {}

  double at(double x, double y, int octaves = 3) const {
    double sum = 0, weight = 1, total = 0, scale = 1;
    for (int o = 0; o < octaves; ++o) {
      sum += weight * lattice(x * scale, y * scale, static_cast<std::uint64_t>(o));
      total += weight;
      weight *= 0.5;
      scale *= 2;
    }
    return sum / total;
  }

 private:
  double corner(long long ix, long long iy, std::uint64_t octave) const {
    const std::uint64_t h =
        mix64(seed_ ^ mix64(static_cast<std::uint64_t>(ix) * 0x9E3779B1ull +
                            mix64(static_cast<std::uint64_t>(iy) + (octave << 48))));
    return static_cast<double>(h >> 11) * (1.0 / 9007199254740992.0);
  }
  static double smooth(double t) { return t * t * (3 - 2 * t); }
  double lattice(double x, double y, std::uint64_t octave) const {
    const double fx = std::floor(x), fy = std::floor(y);
    const auto ix = static_cast<long long>(fx), iy = static_cast<long long>(fy);
    const double tx = smooth(x - fx), ty = smooth(y - fy);
    const double a = corner(ix, iy, octave), b = corner(ix + 1, iy, octave);
    const double c = corner(ix, iy + 1, octave), d = corner(ix + 1, iy + 1, octave);
    const double top = a + (b - a) * tx, bottom = c + (d - c) * tx;
    return top + (bottom - top) * ty;
  }

  std::uint64_t seed_;
};

}  // namespace sandtable::generator
