#include "editor/zone_layer.h"

#include <QFont>
#include <algorithm>
#include <array>
#include <cmath>
#include <unordered_set>

#include "editor/mesh_painter.h"
#include "editor/scenario_edit.h"
#include "exporters/label_placer.h"
#include "exporters/map_style.h"
#include "model/table_geometry.h"

namespace sandtable::editor {

namespace {

// The print's zone tint is this translucent; the editor's a little stronger, since its terrain
// colours are shaded by level.
constexpr double kTintAlpha = 0.16;
// The zone labels' size in pixels, whatever the zoom.
constexpr int kLabelPixels = 13;

Rgba rgbaOf(const QColor& c) {
  return {static_cast<std::uint8_t>(c.red()), static_cast<std::uint8_t>(c.green()),
          static_cast<std::uint8_t>(c.blue()), 255};
}

bool shown(const Zone& z, const QStringList& hidden) {
  return !hidden.contains(QString::fromStdString(z.id));
}

// The member location nearest the mean of the members' centres (an L-shaped zone's label
// stays on one of its own locations).
int middleLocation(const MapLayout& layout, const std::vector<int>& locations) {
  if (locations.empty()) return -1;
  double x = 0, y = 0;
  for (int i : locations) {
    const PointF c = layout.center(i);
    x += c.x;
    y += c.y;
  }
  x /= static_cast<double>(locations.size());
  y /= static_cast<double>(locations.size());
  return *std::min_element(locations.begin(), locations.end(), [&](int a, int b) {
    const PointF ca = layout.center(a), cb = layout.center(b);
    return std::hypot(ca.x - x, ca.y - y) < std::hypot(cb.x - x, cb.y - y);
  });
}

}  // namespace

QColor zoneColor(const Scenario& scenario, const Zone& zone) {
  return sideColor(zoneSideIndex(scenario, zone.id));
}

void appendZoneBorder(const MapLayout& layout, const std::vector<int>& locations, Rgba color,
                      double width, Mesh& out) {
  const int size = layout.grid().size();
  const std::unordered_set<int> members(locations.begin(), locations.end());
  std::array<PointF, 6> corners{};
  for (int index : locations) {
    if (index < 0 || index >= size) continue;
    const int n = layout.corners(index, corners);
    const PointF c = layout.center(index);
    for (int k = 0; k < n; ++k) {
      const PointF a = corners[static_cast<std::size_t>(k)],
                   b = corners[static_cast<std::size_t>((k + 1) % n)];
      const PointF mid{(a.x + b.x) / 2, (a.y + b.y) / 2};
      // The neighbour across this edge has its centre where this one's is, mirrored in the edge.
      const int across = layout.locationAt({2 * mid.x - c.x, 2 * mid.y - c.y});
      if (across >= 0 && members.count(across)) continue;
      // Inside the edge, so two zones that meet show both their borders.
      const double d = std::hypot(c.x - mid.x, c.y - mid.y);
      if (d <= 0) continue;
      const PointF in{(c.x - mid.x) / d * width / 2, (c.y - mid.y) / d * width / 2};
      out.band({a.x + in.x, a.y + in.y}, {b.x + in.x, b.y + in.y}, width, color);
    }
  }
}

void buildZoneMesh(const Scenario& scenario, const MapLayout& layout, const QStringList& hidden,
                   Mesh& out) {
  std::array<PointF, 6> corners{};
  const double border = layout.locationExtent() * 0.06;
  for (const Zone& z : scenario.zones) {
    if (!shown(z, hidden)) continue;
    const Rgba color = rgbaOf(zoneColor(scenario, z));
    const Rgba tint = withAlpha(color, kTintAlpha);
    for (int index : z.resolved) {
      if (index < 0 || index >= layout.grid().size()) continue;
      const int n = layout.corners(index, corners);
      out.polygon(corners.data(), n, tint);
    }
    appendZoneBorder(layout, z.resolved, color, border, out);
  }
  // The scenario's objectives over the zones, as the print draws them (they were drawn only
  // when the map itself flagged the hex).
  for (const Objective& o : scenario.objectives) appendObjectiveRing(layout, o.location, out);
}

std::vector<QRectF> paintZoneLabels(QPainter& painter, const Scenario& scenario,
                                    const MapLayout& layout, const QStringList& hidden,
                                    const QTransform& toDevice,
                                    const std::vector<QRectF>& keepClear) {
  QFont font = painter.font();
  font.setPixelSize(kLabelPixels);
  font.setBold(true);
  const MapLayout::Box b = layout.bounds();
  const QRectF map = toDevice.mapRect(QRectF(b.left, b.top, b.width(), b.height()));
  // Kept apart as the print keeps its labels: zones that share their middle stack their ids.
  LabelPlacer placer(painter, map, painter.hasClipping() ? painter.clipBoundingRect() : map,
                     1.0 / 3);
  for (const QRectF& box : keepClear) placer.reserve(box);
  std::vector<QRectF> placed;
  for (const Zone& z : scenario.zones) {
    const int middle = shown(z, hidden) ? middleLocation(layout, z.resolved) : -1;
    if (middle < 0 || middle >= layout.grid().size()) continue;
    const PointF c = layout.center(middle);
    placed.push_back(
        placer.place({QString::fromStdString(z.id), font, zoneColor(scenario, z).darker(130),
                      toDevice.map(QPointF(c.x, c.y)), -1, false, true}));
  }
  return placed;
}

QRectF zoneBounds(const Map& map, const MapLayout& layout, const Zone& zone) {
  if (map.isTable()) {
    if (!zone.shape && !zone.edge) return {};
    const double u = MapLayout::kTableUnit;
    const Shape shape =
        zone.shape ? *zone.shape
                   : edgeBandRect(map.table, *zone.edge, zone.depth.value_or(kDefaultEdgeDepth));
    const geo::Box b = geo::shapeBounds(shape, geo::kDefaultLineWidth);
    return QRectF(QPointF(b.min_corner().x() * u, b.min_corner().y() * u),
                  QPointF(b.max_corner().x() * u, b.max_corner().y() * u));
  }
  Mesh cells;
  std::array<PointF, 6> corners{};
  for (int index : zone.resolved) {
    if (index < 0 || index >= layout.grid().size()) continue;
    cells.polygon(corners.data(), layout.corners(index, corners), {});
  }
  return meshBounds(cells);
}

}  // namespace sandtable::editor
