#include "art/art_look.h"

#include <algorithm>
#include <cmath>

namespace sandtable {

namespace {

// Each statistic's unit in lookDistance: chromaticity moves ~0.005 with JPEG noise and 0.05 or
// more between terrains of different hue; the log brightness moves ~0.15 a level of hill
// shading; the brightness spread ~0.05 between two flat pictures.
constexpr std::array<float, kLookSize> kUnit{0.03f,  0.015f, 0.03f, 0.03f,
                                             0.015f, 0.03f,  0.6f,  0.08f};

// The sampling disc in the map's frame: well inside a hex (inradius 0.87 with circumradius 1)
// or a card (half-width 0.5), so that hex outlines, hexside lines and printed card borders
// stay out of it.
double discRadius(const Map& map) {
  return map.isHex() ? 0.55 : 0.32;
}

// Offsets of the sample points from a location's centre, in pixels: a square lattice clipped
// to the disc, at most 15 x 15 points (finer than a pixel buys nothing).
std::vector<QPointF> sampleOffsets(const Map& map, const ArtTransform& t) {
  const double radius = discRadius(map);
  const int across = std::clamp(static_cast<int>(std::lround(2 * radius * t.scale())), 3, 15);
  std::vector<QPointF> out;
  for (int i = 0; i < across; ++i)
    for (int j = 0; j < across; ++j) {
      const double x = radius * (2.0 * (i + 0.5) / across - 1),
                   y = radius * (2.0 * (j + 0.5) / across - 1);
      if (x * x + y * y > radius * radius) continue;
      out.emplace_back(t.a * x + t.b * y, t.d * x + t.e * y);
    }
  return out;
}

float quantile(std::vector<float>& v, double q) {
  const auto k = static_cast<std::ptrdiff_t>(q * static_cast<double>(v.size() - 1) + 0.5);
  std::nth_element(v.begin(), v.begin() + k, v.end());
  return v[static_cast<std::size_t>(k)];
}

// Scratch space reused for every location, so measuring allocates once.
struct Samples {
  std::vector<float> red, green, light;
  void clear() {
    red.clear();
    green.clear();
    light.clear();
  }
};

Look lookOf(Samples& s) {
  Look look{};
  look[0] = quantile(s.red, 0.25);
  look[1] = quantile(s.red, 0.5);
  look[2] = quantile(s.red, 0.75);
  look[3] = quantile(s.green, 0.25);
  look[4] = quantile(s.green, 0.5);
  look[5] = quantile(s.green, 0.75);
  const float low = quantile(s.light, 0.25), median = quantile(s.light, 0.5),
              high = quantile(s.light, 0.75);
  look[6] = std::log(median + 8.0f);
  look[7] = (high - low) / (median + 8.0f);
  return look;
}

}  // namespace

MeasuredLooks measureLooks(const QImage& image, const Map& map, const ArtTransform& toImage) {
  MeasuredLooks out;
  const auto count = static_cast<std::size_t>(map.grid.size());
  out.looks.assign(count, Look{});
  out.measured.assign(count, false);
  const std::vector<QPointF> offsets = sampleOffsets(map, toImage);
  const int width = image.width(), height = image.height();
  Samples s;
  s.red.reserve(offsets.size());
  s.green.reserve(offsets.size());
  s.light.reserve(offsets.size());
  for (std::size_t index = 0; index < count; ++index) {
    const PointF centre = toImage.apply(artPlace(map, map.grid.offset(static_cast<int>(index))));
    s.clear();
    for (const QPointF& o : offsets) {
      const int x = static_cast<int>(std::floor(centre.x + o.x())),
                y = static_cast<int>(std::floor(centre.y + o.y()));
      if (x < 0 || y < 0 || x >= width || y >= height) continue;
      const QRgb c = reinterpret_cast<const QRgb*>(image.constScanLine(y))[x];
      const float r = static_cast<float>(qRed(c)), g = static_cast<float>(qGreen(c)),
                  b = static_cast<float>(qBlue(c));
      // +3 keeps black (labels, lines) from dividing by zero and pulls it towards grey.
      const float sum = r + g + b + 3.0f;
      s.red.push_back((r + 1.0f) / sum);
      s.green.push_back((g + 1.0f) / sum);
      s.light.push_back(sum / 3.0f);
    }
    // Half the disc inside the picture at least, or the location is not measured.
    if (s.red.size() * 2 < offsets.size()) continue;
    out.looks[index] = lookOf(s);
    out.measured[index] = true;
  }
  return out;
}

double lookDistance(const Look& a, const Look& b) {
  double sum = 0;
  for (int i = 0; i < kLookSize; ++i) {
    const double d = (a[static_cast<std::size_t>(i)] - b[static_cast<std::size_t>(i)]) /
                     kUnit[static_cast<std::size_t>(i)];
    sum += d * d;
  }
  return std::sqrt(sum);
}

Look medianLook(std::vector<Look> looks) {
  Look out{};
  std::vector<float> column(looks.size());
  for (std::size_t i = 0; i < static_cast<std::size_t>(kLookSize); ++i) {
    for (std::size_t k = 0; k < looks.size(); ++k) column[k] = looks[k][i];
    if (!column.empty()) out[i] = quantile(column, 0.5);
  }
  return out;
}

}  // namespace sandtable
