// The legend and scale bar of a table map: the terrain types on the table (each drawn as its
// first piece is), the marker templates, and the scenario's zones, objectives, point kinds and
// fire orders that the render's audience may see.
#include <QPainterPath>
#include <algorithm>
#include <map>
#include <set>

#include "exporters/map_style.h"
#include "exporters/scenario_privacy.h"
#include "exporters/table_layout.h"
#include "exporters/table_paint.h"
#include "model/ruleset.h"

namespace sandtable {

namespace {

template <typename Type>
QString typeName(const Type& t) {
  return QString::fromStdString(t.name.empty() ? t.id : t.name);
}

void addTerrain(Legend& legend, const Map& map) {
  const Ruleset& rules = *map.rules;
  std::map<int, const TableFeature*> first;
  for (const TableFeature& f : map.features)
    if (f.terrain >= 0 && f.terrain < static_cast<int>(rules.terrain.size()))
      first.emplace(f.terrain, &f);
  if (first.empty()) return;
  legend.entries.push_back({LegendEntry::Kind::Heading, "Terrain", {}});
  for (const auto& [t, f] : first)
    legend.entries.push_back({LegendEntry::Kind::TableTerrain,
                              typeName(rules.terrain[static_cast<std::size_t>(t)]),
                              tableFeatureFill(*f, rules), static_cast<int>(tableLook(*f, rules))});
}

void addMarkers(Legend& legend, const Map& map, const Scenario* scenario) {
  std::set<int> used;
  for (const PlacedMarker& m : map.placedMarkers) used.insert(m.marker);
  if (scenario)
    for (const PlacedMarker& m : scenario->placedMarkers) used.insert(m.marker);
  const auto& markers = map.rules->markers;
  bool heading = false;
  for (const int m : used) {
    if (m < 0 || m >= static_cast<int>(markers.size())) continue;
    if (!heading) legend.entries.push_back({LegendEntry::Kind::Heading, "Markers", {}});
    heading = true;
    const MarkerType& type = markers[static_cast<std::size_t>(m)];
    legend.entries.push_back({LegendEntry::Kind::TableTemplate, typeName(type),
                              rulesetColor(type.color, QColor(0x9a, 0x9a, 0x9a))});
  }
}

void addScenario(Legend& legend, const Scenario& s, const Viewer& viewer) {
  std::vector<LegendEntry> items;
  for (const Zone& z : s.zones) {
    if (!z.shape && !z.edge) continue;
    const int side = zoneSideIndex(s, z.id);
    QString text = QString::fromStdString(z.id);
    if (side >= 0)
      text += " (" + QString::fromStdString(s.sides[static_cast<std::size_t>(side)].id) + ")";
    items.push_back({LegendEntry::Kind::TableZone, text, sideColor(side)});
  }
  const Objective* primary = nullptr;
  const Objective* secret = nullptr;
  for (const Objective& o : s.objectives) {
    if (!o.point || !canSee(viewer, o)) continue;
    if (o.isPrivate() && !secret) secret = &o;
    if (!o.isPrivate() && !primary) primary = &o;
  }
  if (primary)
    items.push_back(
        {LegendEntry::Kind::TableObjective, "Objective (held within the circle)", kObjective, 0});
  if (secret)
    items.push_back({LegendEntry::Kind::TableObjective, "Secondary or tertiary objective",
                     sideColor(sideIndexOf(s, secret->side)), 1});
  std::map<int, QColor> kinds;
  for (const ScenarioPoint& p : s.points)
    if (canSee(viewer, p))
      kinds.emplace(static_cast<int>(p.kind), sideColor(sideIndexOf(s, p.side)));
  for (const auto& [kind, color] : kinds) {
    const auto k = static_cast<ScenarioPoint::Kind>(kind);
    QString text = tablePointKindText(k);
    if (k == ScenarioPoint::Kind::HotSpot) text += " (numbered)";
    items.push_back({LegendEntry::Kind::TablePoint, text, color, kind});
  }
  // One entry per side whose units the map marks (set up at a typed point or shape).
  for (const SideOob& oob : s.oob) {
    if (!viewer.seesPrivateOf(oob.side)) continue;
    const bool marked = std::any_of(oob.entries.begin(), oob.entries.end(),
                                    [](const OobEntry& e) { return e.setup.markPoint().has_value(); });
    if (marked)
      items.push_back({LegendEntry::Kind::TableUnit,
                       "Unit set up here, " + QString::fromStdString(oob.side) + " (its id)",
                       sideColor(sideIndexOf(s, oob.side))});
  }
  for (const Side& side : s.sides)
    if (canSeeOrdersOf(viewer, side) && !side.fireOrders.empty()) {
      items.push_back({LegendEntry::Kind::TableFireOrder, "Fire order target (turn: firer)",
                       sideColor(sideIndexOf(s, side.id))});
      break;
    }
  if (items.empty()) return;
  legend.entries.push_back({LegendEntry::Kind::Heading, "Scenario", {}});
  legend.entries.insert(legend.entries.end(), items.begin(), items.end());
}

void terrainSwatch(QPainter& p, const LegendEntry& e, const QRectF& s) {
  const auto look = static_cast<TableLook>(e.variant);
  const QPointF c = s.center();
  if (look == TableLook::Band || look == TableLook::Obstacle) {
    QPainterPath line;
    line.moveTo(s.left() + 8, c.y());
    line.lineTo(s.right() - 8, c.y());
    paintTableBand(p, line, s.height() * 0.55, e.color, look == TableLook::Obstacle, 1);
    return;
  }
  QPainterPath path;
  if (look == TableLook::Hill)
    path.addEllipse(c, s.width() / 2 - 6, s.height() / 2);
  else
    path.addRoundedRect(s.adjusted(6, 0, -6, 0), 6, 6);
  paintTableArea(p, path, look, e.color, 1);
  if (look == TableLook::Trees) {
    p.setPen(Qt::NoPen);
    p.setBrush(e.color.darker(165));
    for (const QPointF d : {QPointF(-22, -7), QPointF(0, 7), QPointF(22, -7)})
      p.drawEllipse(c + d, 4.5, 4.5);
  }
  if (look == TableLook::Field)
    hatchTablePath(p, path, 12, false, QPen(e.color.darker(135), 1.6, Qt::SolidLine, Qt::FlatCap));
}

}  // namespace

void addTableLegend(Legend& legend, const Map& map, const Scenario* scenario,
                    const RenderOptions& options) {
  addTerrain(legend, map);
  addMarkers(legend, map, scenario);
  if (scenario) addScenario(legend, *scenario, Viewer::of(options));
}

bool paintTableSwatch(QPainter& p, const LegendEntry& e, const QRectF& s) {
  using K = LegendEntry::Kind;
  const QPointF c = s.center();
  switch (e.kind) {
    case K::TableTerrain:
      terrainSwatch(p, e, s);
      return true;
    case K::TableTemplate: {
      QPainterPath circle;
      circle.addEllipse(c, s.height() / 2, s.height() / 2);
      paintTableTemplate(p, circle, e.color, 1);
      return true;
    }
    case K::TableObjective:
      paintTableObjective(p, c, s.height() / 2 - 3, e.variant == 1, e.color, 0.8);
      return true;
    case K::TableZone: {
      QPainterPath rect;
      rect.addRect(s.adjusted(8, 3, -8, -3));
      paintTableZone(p, rect, e.color, 14, 0.8);
      return true;
    }
    case K::TablePoint:
      paintTablePointSymbol(p, c, s.height() * 0.42, static_cast<ScenarioPoint::Kind>(e.variant),
                            e.color, 1, 1);
      return true;
    case K::TableFireOrder:
      paintTableFireTarget(p, c, s.height() * 0.28, e.color, 1);
      return true;
    case K::TableUnit: {
      const double h = s.height() * 0.25;
      p.setBrush(e.color);
      p.setPen(QPen(kInk, 1.5));
      p.drawRect(QRectF(c - QPointF(h, h), QSizeF(2 * h, 2 * h)));
      return true;
    }
    default:
      return false;
  }
}

void paintTableScale(QPainter& p, QPointF topLeft, double width, const Map& map) {
  const TableSize& table = map.table;
  const double unit = tableDesignUnit(table);
  const bool cm = isCentimetreTable(table);
  const double step = tableGridStep(table);
  // A foot (30 cm) in blocks of 2 in (5 cm), at the table's scale.
  const double length = cm ? 30 : 12, block = cm ? 5 : 2;
  const double y = topLeft.y() + 56, h = 18;
  int i = 0;
  for (double x = 0; x < length - 1e-9; x += block, ++i) {
    p.setPen(QPen(kInk, 2));
    p.setBrush(i % 2 ? Qt::white : kInk);
    p.drawRect(QRectF(topLeft.x() + x * unit, y, block * unit, h));
  }
  p.setFont(designFont(20));
  p.setPen(kInk);
  for (double v = 0; v <= length + 1e-9; v += step)
    p.drawText(QRectF(topLeft.x() + v * unit - 30, y + h + 4, 60, 28), Qt::AlignCenter,
               QString::number(v));
  p.drawText(QRectF(topLeft.x(), y + h + 34, width, 30), Qt::AlignLeft | Qt::AlignVCenter,
             cm ? QStringLiteral("centimetres; grid squares of 10 cm")
                : QStringLiteral("inches; grid squares of 6 in"));
}

}  // namespace sandtable
