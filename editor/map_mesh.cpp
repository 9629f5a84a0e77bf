#include "editor/map_mesh.h"

#include <algorithm>
#include <cmath>

#include "model/ruleset.h"

namespace sandtable::editor {

namespace {

const Rgba kContour{92, 64, 38, 255};
const Rgba kGrid{88, 84, 76, 255};
const Rgba kRoad{120, 96, 72, 255};
// Gold, as the print draws objectives: apart from every side colour (a red ring vanished in a red side's zone).
const Rgba kObjective{232, 176, 16, 255};
const Rgba kDarkBorder{30, 30, 30, 255};
const Rgba kLightBorder{250, 250, 245, 255};
const Rgba kHillBorder{140, 90, 40, 255};

Vertex vertex(PointF p, Rgba c) { return {static_cast<float>(p.x), static_cast<float>(p.y), c.r, c.g, c.b, c.a}; }

PointF lerp(PointF a, PointF b, double t) { return {a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t}; }

int hexNibble(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

}  // namespace

Rgba parseColor(std::string_view hex, Rgba fallback) {
  if (hex.size() != 7 || hex[0] != '#') return fallback;
  std::uint8_t v[3];
  for (int i = 0; i < 3; ++i) {
    const int hi = hexNibble(hex[static_cast<std::size_t>(1 + 2 * i)]);
    const int lo = hexNibble(hex[static_cast<std::size_t>(2 + 2 * i)]);
    if (hi < 0 || lo < 0) return fallback;
    v[i] = static_cast<std::uint8_t>(hi * 16 + lo);
  }
  return {v[0], v[1], v[2], 255};
}

Rgba withAlpha(Rgba c, double alpha) {
  auto pm = [&](std::uint8_t v) { return static_cast<std::uint8_t>(std::lround(v * alpha)); };
  return {pm(c.r), pm(c.g), pm(c.b), static_cast<std::uint8_t>(std::lround(255 * alpha))};
}

Rgba mix(Rgba a, Rgba b, double t) {
  auto m = [&](std::uint8_t x, std::uint8_t y) { return static_cast<std::uint8_t>(std::lround(x + (y - x) * t)); };
  return {m(a.r, b.r), m(a.g, b.g), m(a.b, b.b), m(a.a, b.a)};
}

void Mesh::triangle(PointF a, PointF b, PointF c, Rgba color) {
  triangles.push_back(vertex(a, color));
  triangles.push_back(vertex(b, color));
  triangles.push_back(vertex(c, color));
}

void Mesh::polygon(const PointF* points, int count, Rgba color) {
  for (int i = 1; i + 1 < count; ++i) triangle(points[0], points[i], points[i + 1], color);
}

void Mesh::band(PointF a, PointF b, double width, Rgba color) {
  const double dx = b.x - a.x, dy = b.y - a.y;
  const double len = std::hypot(dx, dy);
  if (len <= 0) return;
  const double px = -dy / len * width / 2, py = dx / len * width / 2;
  const PointF q[4] = {{a.x + px, a.y + py}, {b.x + px, b.y + py}, {b.x - px, b.y - py}, {a.x - px, a.y - py}};
  polygon(q, 4, color);
}

void Mesh::line(PointF a, PointF b, Rgba color) {
  lines.push_back(vertex(a, color));
  lines.push_back(vertex(b, color));
}

void Mesh::ring(const PointF* points, int count, PointF centre, double width, Rgba color) {
  for (int i = 0; i < count; ++i) {
    const PointF o0 = points[i], o1 = points[(i + 1) % count];
    const double r0 = std::hypot(o0.x - centre.x, o0.y - centre.y);
    const double t = r0 > 0 ? width / r0 : 0;
    const PointF i0 = lerp(o0, centre, t), i1 = lerp(o1, centre, t);
    triangle(o0, o1, i1, color);
    triangle(o0, i1, i0, color);
  }
}

Rgba shadedTerrainColor(const Map& map, int index) {
  const auto i = static_cast<std::size_t>(index);
  const Ruleset& rules = *map.rules;
  const int t = map.terrain[i];
  const Rgba base = t >= 0 && t < static_cast<int>(rules.terrain.size()) ? parseColor(rules.terrain[static_cast<std::size_t>(t)].color)
                                                                          : Rgba{200, 200, 200, 255};
  const int level = map.levels[i];
  if (level > 0) return mix(base, Rgba{120, 78, 40, 255}, std::min(0.6, 0.14 * level));
  if (level < 0) return mix(base, Rgba{70, 100, 140, 255}, std::min(0.5, 0.18 * -level));
  return base;
}

namespace {

// The two fill colours of a location: the outer ring and the inner part (they differ only for
// a card with a hill beneath it, whose margin shows the hill).
std::pair<Rgba, Rgba> fillColors(const Map& map, int index) {
  const Rgba shaded = shadedTerrainColor(map, index);
  if (map.isCards() && map.cards[static_cast<std::size_t>(index)].hill) {
    const int t = map.terrain[static_cast<std::size_t>(index)];
    return {mix(shaded, kHillBorder, 0.25), parseColor(map.rules->terrain[static_cast<std::size_t>(t)].color)};
  }
  return {shaded, shaded};
}

// Exactly kBaseVerticesPerLocation vertices per location: a hex as 4 triangles; a card as its
// margin (2 triangles) and its inner part (2 triangles).
void appendBase(const Map& map, const MapLayout& layout, int index, Mesh& out) {
  std::array<PointF, 6> pts{};
  const auto [outer, inner] = fillColors(map, index);
  if (!map.isCards()) {
    layout.corners(index, pts);
    out.polygon(pts.data(), 6, outer);
    return;
  }
  layout.corners(index, pts);
  const PointF c = layout.center(index);
  std::array<PointF, 4> card{}, core{};
  for (std::size_t k = 0; k < 4; ++k) {
    card[k] = lerp(pts[k], c, 0.03);  // a small gap between cards, as on the table
    core[k] = lerp(card[k], c, 0.12);
  }
  out.polygon(card.data(), 4, outer);
  out.polygon(core.data(), 4, inner);
}

void appendHexFeatures(const Map& map, const MapLayout& layout, Mesh& out) {
  const Grid& grid = map.grid;
  const Ruleset& rules = *map.rules;
  // Contours: a band on every hexside where the level changes.
  for (int index = 0; index < grid.size(); ++index) {
    const Offset o = grid.offset(index);
    const int level = map.levels[static_cast<std::size_t>(index)];
    for (const Offset n : hexNeighbours(o, grid.layout)) {
      if (!grid.contains(n)) continue;
      const int ni = grid.index(n);
      if (ni < index || map.levels[static_cast<std::size_t>(ni)] == level) continue;
      const auto [a, b] = layout.hexsideEdge(o, n);
      out.band(a, b, MapLayout::kHexSize * 0.09, kContour);
    }
  }
  for (const Road& road : map.roads)
    for (std::size_t i = 1; i < road.size(); ++i)
      out.band(layout.center(road[i - 1]), layout.center(road[i]), MapLayout::kHexSize * 0.16, kRoad);
  for (const HexsideEntry& h : map.hexsides) {
    const auto [a, b] = layout.hexsideEdge(h.a, h.b);
    const Rgba c = parseColor(rules.hexsides[static_cast<std::size_t>(h.feature)].color, Rgba{40, 40, 40, 255});
    out.band(a, b, MapLayout::kHexSize * 0.2, c);
  }
  for (const auto& [index, info] : map.info) {
    const PointF c = layout.center(index);
    if (info.objective) appendObjectiveRing(layout, index, out);
    // Markers: small discs in a row across the lower half of the hex.
    for (std::size_t m = 0; m < info.markers.size(); ++m) {
      const auto& type = rules.markers[static_cast<std::size_t>(info.markers[m])];
      const PointF mc{c.x + (static_cast<double>(m) - (info.markers.size() - 1) / 2.0) * MapLayout::kHexSize * 0.45,
                      c.y + MapLayout::kHexSize * 0.42};
      std::array<PointF, 6> disc{};
      for (int k = 0; k < 6; ++k) disc[static_cast<std::size_t>(k)] = hexCorner(mc, Orientation::Pointy, MapLayout::kHexSize * 0.2, k);
      out.polygon(disc.data(), 6, parseColor(type.color, Rgba{90, 90, 90, 255}));
    }
  }
}

void appendCardFeatures(const Map& map, const MapLayout& layout, Mesh& out) {
  std::array<PointF, 6> pts{};
  for (int index = 0; index < map.grid.size(); ++index) {
    layout.corners(index, pts);
    const PointF c = layout.center(index);
    const CardData& data = map.cards[static_cast<std::size_t>(index)];
    for (int side = 0; side < 4; ++side) {
      const PointF a = lerp(pts[static_cast<std::size_t>(side)], c, 0.03), b = lerp(pts[static_cast<std::size_t>((side + 1) % 4)], c, 0.03);
      // Borders sit just inside the card edge; dark ones are heavy, light ones a thin rule.
      const bool dark = data.borders[static_cast<std::size_t>(side)] == Border::Dark;
      out.band(lerp(a, c, 0.04), lerp(b, c, 0.04), dark ? MapLayout::kCardSize * 0.06 : MapLayout::kCardSize * 0.015,
               dark ? kDarkBorder : kLightBorder);
      if (data.hill && (*data.hill)[static_cast<std::size_t>(side)] == Border::Dark)
        out.band(lerp(a, c, 0.11), lerp(b, c, 0.11), MapLayout::kCardSize * 0.03, kHillBorder);
    }
    const auto markers = map.markersAt(index);
    for (std::size_t m = 0; m < markers.size(); ++m) {
      const auto& type = map.rules->markers[static_cast<std::size_t>(markers[m])];
      const PointF mc{c.x - MapLayout::kCardSize * 0.3 + static_cast<double>(m) * MapLayout::kCardSize * 0.16, c.y + MapLayout::kCardSize * 0.28};
      std::array<PointF, 6> disc{};
      for (int k = 0; k < 6; ++k) disc[static_cast<std::size_t>(k)] = hexCorner(mc, Orientation::Pointy, MapLayout::kCardSize * 0.06, k);
      out.polygon(disc.data(), 6, parseColor(type.color, Rgba{90, 90, 90, 255}));
    }
  }
}

void appendGrid(const Map& map, const MapLayout& layout, Mesh& out) {
  if (map.isCards()) return;  // cards show their own borders
  std::array<PointF, 6> pts{};
  out.lines.reserve(static_cast<std::size_t>(map.grid.size()) * 8);
  for (int index = 0; index < map.grid.size(); ++index) {
    layout.corners(index, pts);
    const PointF c = layout.center(index);
    // Each hexside is drawn once: by this hex when the hex across it comes later in
    // row-major order or lies off the map (found by reflecting the centre across the edge).
    for (std::size_t e = 0; e < 6; ++e) {
      const PointF a = pts[e], b = pts[(e + 1) % 6];
      const int across = layout.locationAt({a.x + b.x - c.x, a.y + b.y - c.y});
      if (across < 0 || across > index) out.line(a, b, kGrid);
    }
  }
}

}  // namespace

void rebuildFeatures(const Map& map, const MapLayout& layout, Mesh& features) {
  features.clear();
  if (!map.rules || map.grid.size() == 0) return;
  if (map.isCards()) appendCardFeatures(map, layout, features);
  else appendHexFeatures(map, layout, features);
}

void buildMapMeshes(const Map& map, const MapLayout& layout, MapMeshes& out) {
  out.base.clear();
  out.features.clear();
  if (!map.rules || map.grid.size() == 0) return;
  out.base.triangles.reserve(static_cast<std::size_t>(map.grid.size()) * kBaseVerticesPerLocation);
  for (int index = 0; index < map.grid.size(); ++index) appendBase(map, layout, index, out.base);
  appendGrid(map, layout, out.base);
  rebuildFeatures(map, layout, out.features);
}

void updateBaseColors(const Map& map, const std::vector<int>& locations, Mesh& base) {
  for (int index : locations) {
    const auto [outer, inner] = fillColors(map, index);
    const std::size_t first = static_cast<std::size_t>(index) * kBaseVerticesPerLocation;
    if (first + kBaseVerticesPerLocation > base.triangles.size()) continue;
    for (std::size_t k = 0; k < kBaseVerticesPerLocation; ++k) {
      const Rgba c = map.isCards() && k >= 6 ? inner : outer;
      Vertex& v = base.triangles[first + k];
      v.r = c.r;
      v.g = c.g;
      v.b = c.b;
      v.a = c.a;
    }
  }
}

void buildMapMesh(const Map& map, const MapLayout& layout, Mesh& out) {
  MapMeshes layers;
  buildMapMeshes(map, layout, layers);
  out = std::move(layers.base);
  out.triangles.insert(out.triangles.end(), layers.features.triangles.begin(), layers.features.triangles.end());
  out.lines.insert(out.lines.end(), layers.features.lines.begin(), layers.features.lines.end());
}

void appendObjectiveRing(const MapLayout& layout, int index, Mesh& out) {
  if (index < 0 || index >= layout.grid().size()) return;
  std::array<PointF, 6> pts{};
  const int n = layout.corners(index, pts);
  out.ring(pts.data(), n, layout.center(index), layout.locationExtent() * 0.07, kObjective);
}

void buildOutlineMesh(const MapLayout& layout, const std::vector<int>& locations, Rgba color, double width, Mesh& out) {
  std::array<PointF, 6> pts{};
  for (int index : locations) {
    if (index < 0 || index >= layout.grid().size()) continue;
    const int n = layout.corners(index, pts);
    out.ring(pts.data(), n, layout.center(index), width, color);
  }
}

}  // namespace sandtable::editor
