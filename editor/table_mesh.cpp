// The table's surface, grid and rulers, and its terrain pieces. How each kind of piece looks
// (tableLook) and its fill (tableFeatureFill: hills darker per level of height) are the
// renderer's; outlines are a little heavier than on paper, since the view shows a table at
// 10 to 20 pixels an inch. Buildings show their storeys as concentric outlines: a building of
// n storeys has its outer outline and n - 1 thinner ones inset within it.
#include "editor/table_mesh.h"

#include "editor/table_shapes.h"

#include <algorithm>
#include <cmath>

#include "editor/table_mesh_shapes.h"
#include "exporters/map_style.h"
#include "exporters/table_layout.h"
#include "exporters/table_paint.h"
#include "model/boost_geometry.h"
#include "model/ruleset.h"
#include "model/table_geometry.h"

namespace sandtable::editor {

using table::Sink;

namespace {

// Outline widths in inches on the cloth.
constexpr double kOutline = 0.06, kHillOutline = 0.1, kBuildingOutline = 0.08, kBlockOutline = 0.07;
constexpr double kStoreyOutline = 0.04;

const TerrainType* terrainOf(const TableFeature& f, const Ruleset& rules) {
  if (f.terrain < 0 || f.terrain >= static_cast<int>(rules.terrain.size())) return nullptr;
  return &rules.terrain[static_cast<std::size_t>(f.terrain)];
}

// Tree symbols as in the renderer: dots on a staggered lattice anchored to the table's corner,
// denser in hard cover; a dot is drawn only where it lies wholly inside the piece.
void appendDots(const Map& map, Sink& sink, const std::vector<PointF>& ring, const QColor& fill, bool dense) {
  const double step = table::inches(map, dense ? 1.0 : 1.5), r = table::inches(map, 0.2);
  double minX = ring.front().x, maxX = minX, minY = ring.front().y, maxY = minY;
  for (const PointF p : ring) {
    minX = std::min(minX, p.x), maxX = std::max(maxX, p.x);
    minY = std::min(minY, p.y), maxY = std::max(maxY, p.y);
  }
  const Rgba ink = table::rgba(fill.darker(165));
  const auto j0 = static_cast<long>(std::floor(minY / step - 0.5)), j1 = static_cast<long>(std::ceil(maxY / step));
  const auto i0 = static_cast<long>(std::floor(minX / step - 1)), i1 = static_cast<long>(std::ceil(maxX / step));
  for (long j = j0; j <= j1; ++j)
    for (long i = i0; i <= i1; ++i) {
      const PointF dot{(static_cast<double>(i) + 0.5 + 0.5 * static_cast<double>(j & 1)) * step,
                       (static_cast<double>(j) + 0.5) * step};
      if (table::ringContains(ring, dot) && table::ringDistance(ring, dot) >= r) table::disc(sink, dot, r, ink, 8);
    }
}

// Fields as in the renderer: falling hatching (x - y = k) 0.75" apart, cut to the piece.
void appendHatching(const Map& map, Sink& sink, const std::vector<PointF>& ring, const QColor& fill) {
  const double spacing = table::inches(map, 0.75);
  double lo = INFINITY, hi = -INFINITY;
  for (const PointF p : ring) lo = std::min(lo, p.x - p.y), hi = std::max(hi, p.x - p.y);
  const Rgba ink = table::rgba(fill.darker(135));
  for (double k = std::ceil(lo / spacing) * spacing; k <= hi; k += spacing)
    for (const auto& [a, b] : table::lineInside(ring, {k, 0}, {1, 1}))
      table::bandLine(sink, {a, b}, table::inches(map, 0.04), ink);
}

// n - 1 outlines inset in steps within a building of n storeys (bg::buffer inwards, so any
// outline works); the steps shrink on small buildings so that every storey shows.
void appendStoreys(const Map& map, Sink& sink, const TableFeature& f) {
  const int storeys = f.storeys.value_or(1);
  if (storeys < 2) return;
  const geo::Area area = geo::shapeArea(f.shape, geo::kDefaultLineWidth);
  const geo::Box box = boost::geometry::return_envelope<geo::Box>(area);
  const double half = std::min(box.max_corner().x() - box.min_corner().x(), box.max_corner().y() - box.min_corner().y()) / 2;
  const double step = std::min(table::inches(map, 0.3) / MapLayout::kTableUnit, half / storeys);
  namespace bs = boost::geometry::strategy::buffer;
  for (int k = 1; k < storeys; ++k) {
    geo::Area inset;
    boost::geometry::buffer(area, inset, bs::distance_symmetric<double>(-step * k), bs::side_straight(), bs::join_miter(),
                            bs::end_flat(), bs::point_circle(8));
    for (const geo::Polygon& poly : inset) {
      std::vector<PointF> ring;
      for (const geo::Point& p : poly.outer()) ring.push_back(MapLayout::tableToMap(geo::fromGeo(p)));
      table::strokeRing(sink, ring, table::inches(map, kStoreyOutline), table::rgba(kInk));
    }
  }
}

void appendLineFeature(const Map& map, const TableFeature& f, TableLook look, const QColor& fill, Mesh& out) {
  const std::vector<PointF> line = table::toMap(f.shape.points);
  const double width = featureLineWidth(f, *map.rules) * MapLayout::kTableUnit;
  Sink sink = table::tableSink(map, out, !table::onTable(map, line, width / 2));
  // As paintTableBand: a darker casing inside the band's true width, a dashed spine on obstacles.
  const bool obstacle = look == TableLook::Obstacle;
  const QColor casing = fill.darker(obstacle ? 230 : 150);
  const double edge = std::min(table::inches(map, 0.04), width * 0.2);
  table::bandLine(sink, line, width, table::rgba(casing));
  table::bandLine(sink, line, width - 2 * edge, table::rgba(fill));
  if (obstacle)
    table::dashLine(sink, line, false, std::max(width * 0.2, table::inches(map, 0.02)), width, table::rgba(casing));
}

void appendFeature(const Map& map, const TableFeature& f, Mesh& out) {
  const Ruleset& rules = *map.rules;
  const TableLook look = tableLook(f, rules);
  const QColor fill = tableFeatureFill(f, rules);
  if (f.shape.kind == Shape::Kind::Polyline) return appendLineFeature(map, f, look, fill, out);
  const std::vector<PointF> ring = table::shapeRing(f.shape);
  if (ring.size() < 3) return;
  QColor outline = fill.darker(150);
  double width = kOutline;
  if (look == TableLook::Hill) outline = kContour, width = kHillOutline;
  if (look == TableLook::Building) outline = kInk, width = kBuildingOutline;
  if (look == TableLook::Block || look == TableLook::Obstacle) outline = fill.darker(230), width = kBlockOutline;
  width = table::inches(map, width);
  Sink sink = table::tableSink(map, out, !table::onTable(map, ring, width / 2));
  table::fillRing(sink, ring, table::rgba(fill));
  const TerrainType* t = terrainOf(f, rules);
  if (look == TableLook::Trees)
    appendDots(map, sink, ring, fill, t && t->table && t->table->cover == CoverClass::Hard);
  if (look == TableLook::Field) appendHatching(map, sink, ring, fill);
  if (look == TableLook::Building) appendStoreys(map, sink, f);
  table::strokeRing(sink, ring, width, table::rgba(outline));
}

void appendFeatures(const Map& map, int first, int end, std::size_t offset, Mesh& out,
                    std::vector<std::pair<std::size_t, std::size_t>>& ranges) {
  for (int i = first; i < end; ++i) {
    const std::size_t start = out.triangles.size();
    appendFeature(map, map.features[static_cast<std::size_t>(i)], out);
    ranges.emplace_back(offset + start, offset + out.triangles.size());
  }
}

// A ruler outside one edge: its line, and a tick at every whole unit pointing `outward`.
void appendRuler(const Map& map, Mesh& out, PointF start, PointF along, PointF outward, double length) {
  const Rgba ink = table::rgba(kInk);
  const double u = MapLayout::kTableUnit;
  out.line(start, {start.x + along.x * length * u, start.y + along.y * length * u}, ink);
  const auto every = static_cast<long>(tableGridStep(map.table));
  for (long v = 0; v <= static_cast<long>(std::floor(length + 1e-9)); ++v) {
    const double tick = v % every == 0 ? kTableMajorTickInches : (every % 2 == 0 && v % (every / 2) == 0 ? 0.4 : 0.25);
    const double l = table::inches(map, tick);
    const PointF at{start.x + along.x * static_cast<double>(v) * u, start.y + along.y * static_cast<double>(v) * u};
    out.line(at, {at.x + outward.x * l, at.y + outward.y * l}, ink);
  }
}

}  // namespace

void buildTableBase(const Map& map, const TableMeshOptions& options, Mesh& out) {
  out.clear();
  const double w = map.table.width * MapLayout::kTableUnit, h = map.table.height * MapLayout::kTableUnit;
  if (!(w > 0) || !(h > 0)) return;
  const PointF table[4] = {{0, 0}, {w, 0}, {w, h}, {0, h}};
  out.polygon(table, 4, table::rgba(kTableOpen));
  // The frame lies just outside the table, so it hides no terrain.
  const double f = table::inches(map, kTableFrameInches);
  const Rgba ink = table::rgba(kInk);
  const PointF frame[4][4] = {{{-f, -f}, {w + f, -f}, {w + f, 0}, {-f, 0}},
                              {{-f, h}, {w + f, h}, {w + f, h + f}, {-f, h + f}},
                              {{-f, 0}, {0, 0}, {0, h}, {-f, h}},
                              {{w, 0}, {w + f, 0}, {w + f, h}, {w, h}}};
  for (const auto& side : frame) out.polygon(side, 4, ink);
  if (options.grid) {
    // As the renderer's grid: faint ink every 6" (10 cm), none on the edges.
    const Rgba grid = table::rgba(QColor(0x26, 0x22, 0x1e, 70));
    const double step = tableGridStep(map.table);
    for (double x = step; x < map.table.width - 1e-9; x += step)
      out.line({x * MapLayout::kTableUnit, 0}, {x * MapLayout::kTableUnit, h}, grid);
    for (double y = step; y < map.table.height - 1e-9; y += step)
      out.line({0, y * MapLayout::kTableUnit}, {w, y * MapLayout::kTableUnit}, grid);
  }
  appendRuler(map, out, {0, -f}, {1, 0}, {0, -1}, map.table.width);
  appendRuler(map, out, {-f, 0}, {0, 1}, {-1, 0}, map.table.height);
}

void buildTableMeshes(const Map& map, const Scenario* scenario, const TableMeshOptions& options, TableMeshes& out) {
  buildTableBase(map, options, out.base);
  out.features.clear();
  out.featureRanges.clear();
  if (map.rules) appendFeatures(map, 0, static_cast<int>(map.features.size()), 0, out.features, out.featureRanges);
  rebuildTableScenario(map, scenario, out.scenario);
}

void updateTableFeatures(const Map& map, int first, int oldEnd, int newEnd, TableMeshes& out) {
  auto& ranges = out.featureRanges;
  auto& tris = out.features.triangles;
  const int count = static_cast<int>(map.features.size());
  const bool consistent = map.rules && 0 <= first && first <= oldEnd && oldEnd <= static_cast<int>(ranges.size()) &&
                          first <= newEnd && newEnd <= count &&
                          static_cast<int>(ranges.size()) - oldEnd + newEnd == count;
  if (!consistent) {
    // Not the list this mesh was built from: rebuild it all rather than draw a wrong slice.
    out.features.clear();
    ranges.clear();
    if (map.rules) appendFeatures(map, 0, count, 0, out.features, ranges);
    return;
  }
  const auto f = static_cast<std::size_t>(first), o = static_cast<std::size_t>(oldEnd);
  const std::size_t from = f < ranges.size() ? ranges[f].first : tris.size();
  const std::size_t to = o > f ? ranges[o - 1].second : from;
  Mesh slice;
  std::vector<std::pair<std::size_t, std::size_t>> sliceRanges;
  appendFeatures(map, first, newEnd, from, slice, sliceRanges);
  const auto delta = static_cast<std::ptrdiff_t>(slice.triangles.size()) - static_cast<std::ptrdiff_t>(to - from);
  tris.erase(tris.begin() + static_cast<std::ptrdiff_t>(from), tris.begin() + static_cast<std::ptrdiff_t>(to));
  tris.insert(tris.begin() + static_cast<std::ptrdiff_t>(from), slice.triangles.begin(), slice.triangles.end());
  ranges.erase(ranges.begin() + first, ranges.begin() + oldEnd);
  ranges.insert(ranges.begin() + first, sliceRanges.begin(), sliceRanges.end());
  for (std::size_t i = f + sliceRanges.size(); i < ranges.size(); ++i) {
    ranges[i].first = static_cast<std::size_t>(static_cast<std::ptrdiff_t>(ranges[i].first) + delta);
    ranges[i].second = static_cast<std::size_t>(static_cast<std::ptrdiff_t>(ranges[i].second) + delta);
  }
}

std::vector<TablePoint> featureHandlePoints(const Map& map, int feature) {
  if (feature < 0 || feature >= static_cast<int>(map.features.size())) return {};
  // The handles the vertex edits number (table_shapes.h), so every one drawn can be dragged.
  return shapeVertices(map.features[static_cast<std::size_t>(feature)].shape);
}

namespace {
void appendAreaOutline(const Map& map, const geo::Area& area, Rgba color, double width, Mesh& out) {
  Sink sink = table::tableSink(map, out);
  for (const geo::Polygon& poly : area) {
    std::vector<TablePoint> ring;
    for (const geo::Point& p : poly.outer()) ring.push_back(geo::fromGeo(p));
    table::strokeRing(sink, table::toMap(ring), width, color);
    for (const auto& hole : poly.inners()) {
      ring.clear();
      for (const geo::Point& p : hole) ring.push_back(geo::fromGeo(p));
      table::strokeRing(sink, table::toMap(ring), width, color);
    }
  }
}
}  // namespace

void appendFeatureOutline(const Map& map, int feature, Rgba color, double width, Mesh& out) {
  if (!map.rules || feature < 0 || feature >= static_cast<int>(map.features.size())) return;
  // The area the model resolves (a band's outline for a polyline, cut to the table).
  appendAreaOutline(map, featureArea(map.features[static_cast<std::size_t>(feature)], *map.rules, map.table), color, width, out);
}

void appendMarkerOutline(const Map& map, int marker, Rgba color, double width, Mesh& out) {
  if (!map.rules || marker < 0 || marker >= static_cast<int>(map.placedMarkers.size())) return;
  const auto shape = markerShape(map.placedMarkers[static_cast<std::size_t>(marker)], *map.rules);
  if (!shape || shape->points.empty()) return;
  // A marker without a template is drawn as a chip: its outline is a ring round the chip.
  const Shape outlined = shape->kind == Shape::Kind::Point ? geo::circleShape(shape->points.front(), 0.45) : *shape;
  appendAreaOutline(map, geo::shapeArea(outlined, geo::kDefaultLineWidth), color, width, out);
}

void appendVertexHandles(const Map& map, int feature, double handleSize, Rgba color, Mesh& out) {
  const double h = handleSize / 2;
  for (const TablePoint& t : featureHandlePoints(map, feature)) {
    const PointF c = MapLayout::tableToMap(t);
    const PointF square[4] = {{c.x - h, c.y - h}, {c.x + h, c.y - h}, {c.x + h, c.y + h}, {c.x - h, c.y + h}};
    out.polygon(square, 4, color);
  }
}

}  // namespace sandtable::editor
