#include "editor/table_labels.h"

#include <QFontMetricsF>
#include <algorithm>
#include <cmath>

#include "editor/map_labels.h"
#include "editor/table_mesh.h"
#include "editor/table_mesh_shapes.h"
#include "exporters/map_style.h"
#include "exporters/table_layout.h"
#include "exporters/table_paint.h"
#include "model/table_geometry.h"

namespace sandtable::editor {

namespace {

const QColor kLabelInk(40, 36, 30);
// Radius of a scenario point's symbol, as table_mesh_scenario.cpp draws it.
constexpr double kSymbolInches = 0.375;

void drawCentred(QPainter& p, QPointF at, const QString& text) {
  const QFontMetricsF fm(p.font());
  const QSizeF size(fm.horizontalAdvance(text) + 2, fm.height());
  p.drawText(QRectF(at - QPointF(size.width() / 2, size.height() / 2), size), Qt::AlignCenter, text);
}

QPointF device(const QTransform& toDevice, TablePoint t) {
  const PointF p = MapLayout::tableToMap(t);
  return toDevice.map(QPointF(p.x, p.y));
}

// The labels' font: the rulers' numbers are this size at every zoom.
QFont labelFont() {
  QFont font;
  font.setPixelSize(11);
  return font;
}

// The gaps between a ruler's tip and its numbers, in pixels.
constexpr double kLeftGap = 4, kTopGap = 2;

// How far beyond the table's top and left edges the rulers' longest ticks reach (map units).
double rulerTip(const Map& map) { return table::inches(map, kTableFrameInches + kTableMajorTickInches); }

// Numbers every grid step beyond the rulers' longest ticks; every second (third...) one when
// the zoom packs them too close.
void paintRulerNumbers(QPainter& p, const Map& map, const QTransform& toDevice, double zoom) {
  const double step = tableGridStep(map.table);
  const double reach = rulerTip(map);
  const QFontMetricsF fm(p.font());
  const double room = step * MapLayout::kTableUnit * zoom;
  const int skip = std::max(1, static_cast<int>(std::ceil((fm.horizontalAdvance("000") + 6) / std::max(room, 1e-9))));
  auto numbers = [&](double length, bool top) {
    for (int k = 0; k * step <= length + 1e-9; k += skip) {
      const double v = k * step;
      const QString text = QString::number(v);
      const QPointF tip = toDevice.map(top ? QPointF(v * MapLayout::kTableUnit, -reach) : QPointF(-reach, v * MapLayout::kTableUnit));
      drawCentred(p, tip + (top ? QPointF(0, -(fm.height() / 2 + kTopGap)) : QPointF(-(fm.horizontalAdvance(text) / 2 + kLeftGap), 0)), text);
    }
  };
  numbers(map.table.width, true);
  numbers(map.table.height, false);
}

QString symbolMark(const ScenarioPoint& pt) {
  switch (pt.kind) {
    case ScenarioPoint::Kind::Erp: return QStringLiteral("E");
    case ScenarioPoint::Kind::Rsp: return QStringLiteral("R");
    case ScenarioPoint::Kind::Trp: return QStringLiteral("T");
    case ScenarioPoint::Kind::HotSpot: return pt.number ? QString::number(*pt.number) : QStringLiteral("!");
    case ScenarioPoint::Kind::Casevac: return {};  // its red cross is in the mesh
    case ScenarioPoint::Kind::Exit: return QStringLiteral("\u2192");
  }
  return {};
}

void paintPoints(QPainter& p, const Map& map, const Scenario& s, const QTransform& toDevice, double zoom, bool names) {
  const double r = table::inches(map, kSymbolInches) * zoom;
  if (r < 5) return;
  QFont mark = p.font();
  mark.setBold(true);
  mark.setPixelSize(std::max(7, static_cast<int>(r * 1.15)));
  const QFont label = p.font();
  for (const ScenarioPoint& pt : s.points) {
    const QPointF at = device(toDevice, pt.position());
    p.setFont(mark);
    p.setPen(Qt::white);
    const QPointF nudge(0, pt.kind == ScenarioPoint::Kind::Trp ? r * 0.2 : 0);
    drawCentred(p, at + nudge, symbolMark(pt));
    if (!names || pt.kind == ScenarioPoint::Kind::HotSpot) continue;  // its number is its label
    QString text = tablePointKindText(pt.kind);
    if (!pt.side.empty()) text += " " + QString::fromStdString(pt.side);
    p.setFont(label);
    p.setPen(sideColor(sideIndexOf(s, pt.side)).darker(130));
    drawCentred(p, at + QPointF(0, 1.25 * r + QFontMetricsF(label).height() / 2), text);
  }
}

void paintNames(QPainter& p, const Map& map, const Scenario* s, const QTransform& toDevice, double zoom) {
  QFont italic = p.font();
  italic.setItalic(true);
  p.setFont(italic);
  p.setPen(kLabelInk);
  for (const TableFeature& f : map.features) {
    if (f.name.empty() || f.shape.points.empty()) continue;
    // A line's name at the middle of its middle segment, an area's at its centre.
    const auto& pts = f.shape.points;
    const TablePoint at = f.shape.kind == Shape::Kind::Polyline
                              ? TablePoint{(pts[(pts.size() - 1) / 2].x + pts[pts.size() / 2].x) / 2,
                                           (pts[(pts.size() - 1) / 2].y + pts[pts.size() / 2].y) / 2}
                              : geo::shapeCentre(f.shape, geo::kDefaultLineWidth);
    drawCentred(p, device(toDevice, at), QString::fromStdString(f.name));
  }
  if (!s) return;
  QFont bold = p.font();
  bold.setItalic(false);
  bold.setBold(true);
  p.setFont(bold);
  const QFontMetricsF fm(bold);
  for (const Objective& o : s->objectives) {
    if (!o.point) continue;
    const double r = (o.radius ? *o.radius * MapLayout::kTableUnit : table::inches(map, 0.35)) * zoom;
    p.setPen(o.isPrivate() ? sideColor(sideIndexOf(*s, o.side)) : kLabelInk);
    drawCentred(p, device(toDevice, *o.point) - QPointF(0, r + fm.height() / 2 + 3), QString::fromStdString(o.name.empty() ? o.id : o.name));
  }
  for (const Zone& z : s->zones) {
    TablePoint at;
    if (z.shape) at = geo::shapeCentre(*z.shape, geo::kDefaultLineWidth);
    else if (z.edge) {
      const double d = z.depth.value_or(kDefaultEdgeDepth) / 2, w = map.table.width, h = map.table.height;
      at = *z.edge == Edge::North ? TablePoint{w / 2, d} : *z.edge == Edge::South ? TablePoint{w / 2, h - d}
         : *z.edge == Edge::West  ? TablePoint{d, h / 2} : TablePoint{w - d, h / 2};
    } else continue;
    p.setPen(sideColor(zoneSideIndex(*s, z.id)));
    drawCentred(p, device(toDevice, at), QString::fromStdString(z.id));
  }
}

}  // namespace

RulerNumberRoom rulerNumberRoom(const Map& map) {
  const QFontMetricsF fm(labelFont());
  // The left ruler's widest number (whichever of them are drawn at a zoom, none is wider),
  // and the pixel drawCentred leaves on each side of a text.
  const double step = tableGridStep(map.table);
  const auto widest = [&](double length) {
    double w = 0;
    for (int k = 0; k * step <= length + 1e-9; ++k) w = std::max(w, fm.horizontalAdvance(QString::number(k * step)) + 2);
    return w;
  };
  return {rulerTip(map), QMarginsF(widest(map.table.height) + kLeftGap, fm.height() + kTopGap + 1,
                                   widest(map.table.width) / 2, fm.height() / 2 + 1)};
}

void paintTableLabels(QPainter& painter, const Map& map, const Scenario* scenario, const QTransform& toDevice,
                      const QRectF& visible, double zoom) {
  painter.save();
  painter.setRenderHint(QPainter::TextAntialiasing);
  painter.setFont(labelFont());
  painter.setPen(kLabelInk);
  // Everything is cheap to place, so only the clip keeps the painter to the visible part.
  painter.setClipRect(toDevice.mapRect(visible), Qt::IntersectClip);
  paintRulerNumbers(painter, map, toDevice, zoom);
  const bool names = labelsReadable(MapLayout(map), zoom);
  if (scenario) paintPoints(painter, map, *scenario, toDevice, zoom, names);
  if (names) paintNames(painter, map, scenario, toDevice, zoom);
  painter.restore();
}

}  // namespace sandtable::editor
