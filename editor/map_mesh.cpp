#include "editor/map_mesh.h"

#include <algorithm>
#include <cmath>

#include "model/ruleset.h"

namespace sandtable::editor {

namespace {

const Rgba kContour{92, 64, 38, 255};
const Rgba kGrid{88, 84, 76, 255};  // opaque: shared edges are drawn by both hexes
const Rgba kRoad{120, 96, 72, 255};
const Rgba kObjective{200, 40, 40, 255};
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

void buildHexMesh(const Map& map, const MapLayout& layout, Mesh& out) {
  const Grid& grid = map.grid;
  const Ruleset& rules = *map.rules;
  std::array<PointF, 6> pts{};
  for (int index = 0; index < grid.size(); ++index) {
    layout.corners(index, pts);
    out.polygon(pts.data(), 6, shadedTerrainColor(map, index));
    for (int e = 0; e < 6; ++e) out.line(pts[static_cast<std::size_t>(e)], pts[static_cast<std::size_t>((e + 1) % 6)], kGrid);
  }
  // Contours: a band on every hexside where the level changes.
  for (int index = 0; index < grid.size(); ++index) {
    const Offset o = grid.offset(index);
    for (const Offset n : hexNeighbours(o, grid.layout)) {
      if (!grid.contains(n)) continue;
      const int ni = grid.index(n);
      if (ni < index || map.levels[static_cast<std::size_t>(ni)] == map.levels[static_cast<std::size_t>(index)]) continue;
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
    if (info.objective) {
      layout.corners(index, pts);
      out.ring(pts.data(), 6, c, MapLayout::kHexSize * 0.14, kObjective);
    }
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

void buildCardMesh(const Map& map, const MapLayout& layout, Mesh& out) {
  const Grid& grid = map.grid;
  std::array<PointF, 6> pts{};
  for (int index = 0; index < grid.size(); ++index) {
    layout.corners(index, pts);
    const PointF c = layout.center(index);
    // A small gap between cards, as on the table.
    std::array<PointF, 4> card{};
    for (int k = 0; k < 4; ++k) card[static_cast<std::size_t>(k)] = lerp(pts[static_cast<std::size_t>(k)], c, 0.03);
    const CardData& data = map.cards[static_cast<std::size_t>(index)];
    if (data.hill) {
      out.polygon(card.data(), 4, mix(shadedTerrainColor(map, index), kHillBorder, 0.25));
      std::array<PointF, 4> inner{};
      for (int k = 0; k < 4; ++k) inner[static_cast<std::size_t>(k)] = lerp(card[static_cast<std::size_t>(k)], c, 0.12);
      out.polygon(inner.data(), 4, parseColor(map.rules->terrain[static_cast<std::size_t>(map.terrain[static_cast<std::size_t>(index)])].color));
    } else {
      out.polygon(card.data(), 4, shadedTerrainColor(map, index));
    }
    for (int side = 0; side < 4; ++side) {
      const PointF a = card[static_cast<std::size_t>(side)], b = card[static_cast<std::size_t>((side + 1) % 4)];
      // Borders sit just inside the card edge; dark ones are heavy, light ones a thin rule.
      const PointF ia = lerp(a, c, 0.04), ib = lerp(b, c, 0.04);
      const bool dark = data.borders[static_cast<std::size_t>(side)] == Border::Dark;
      out.band(ia, ib, dark ? MapLayout::kCardSize * 0.06 : MapLayout::kCardSize * 0.015, dark ? kDarkBorder : kLightBorder);
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

}  // namespace

void buildMapMesh(const Map& map, const MapLayout& layout, Mesh& out) {
  out.clear();
  if (!map.rules || map.grid.size() == 0) return;
  if (map.isCards()) buildCardMesh(map, layout, out);
  else buildHexMesh(map, layout, out);
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
