#include "editor/table_labels.h"

#include <QFontMetricsF>
#include <algorithm>
#include <cmath>
#include <optional>
#include <vector>

#include "editor/map_labels.h"
#include "editor/scenario_edit.h"
#include "editor/table_mesh.h"
#include "editor/table_mesh_shapes.h"
#include "editor/table_shapes.h"
#include "exporters/label_placer.h"
#include "exporters/map_style.h"
#include "exporters/table_layout.h"
#include "exporters/table_paint.h"
#include "model/table_geometry.h"

namespace sandtable::editor {

namespace {

const QColor kLabelInk(40, 36, 30);
// Radius of a scenario point's symbol, as table_mesh_scenario.cpp draws it.
constexpr double kSymbolInches = 0.375;
// The least radius, in pixels, of a point's symbol that holds its letter or number: below it
// (a big table at Fit) the letters are left out, and a hot spot's number goes beside it.
constexpr double kMarkRadiusPx = 5;

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

// The letters and numbers inside the points' symbols (E, R, T, a hot spot's number, the exit
// arrow), when the symbols are big enough to hold them.
void paintPointMarks(QPainter& p, const Map& map, const Scenario& s, const QTransform& toDevice, double zoom) {
  const double r = table::inches(map, kSymbolInches) * zoom;
  if (r < kMarkRadiusPx) return;
  p.save();
  QFont mark = p.font();
  mark.setBold(true);
  mark.setPixelSize(std::max(7, static_cast<int>(r * 1.15)));
  p.setFont(mark);
  p.setPen(Qt::white);
  for (const ScenarioPoint& pt : s.points) {
    const QPointF nudge(0, pt.kind == ScenarioPoint::Kind::Trp ? r * 0.2 : 0);
    drawCentred(p, device(toDevice, pt.position()) + nudge, symbolMark(pt));
  }
  p.restore();  // the labels keep their own size, whatever the marks' (they shrank to 7 px)
}

// Where a zone's id goes: the centre of its shape or of its edge band.
std::optional<TablePoint> zoneLabelPoint(const Map& map, const Zone& z) {
  if (!z.shape && !z.edge) return std::nullopt;
  const Shape shape = z.shape ? *z.shape : edgeBandRect(map.table, *z.edge, z.depth.value_or(kDefaultEdgeDepth));
  return geo::shapeCentre(shape, geo::kDefaultLineWidth);
}

}  // namespace

std::vector<Label> tableLabels(const Map& map, const Scenario* s, const QTransform& toDevice, double zoom) {
  const bool names = labelsReadable(MapLayout(map), zoom);
  const QFont plain = labelFont();
  QFont italic = plain, bold = plain;
  italic.setItalic(true);
  bold.setBold(true);
  std::vector<Label> labels;
  // Hill steps: their height on their edge, as the print writes it, at every zoom.
  QFont height = bold;
  height.setPixelSize(std::max(9, plain.pixelSize() - 1));
  for (const TableFeature& f : map.features)
    if (const QString text = tableHeightText(f, *map.rules); !text.isEmpty())
      labels.push_back({text, height, QColor(0x5a, 0x3c, 0x1c), device(toDevice, tableEdgeTop(f.shape))});
  if (names)
    for (const TableFeature& f : map.features) {
      if (f.name.empty() || f.shape.points.empty()) continue;
      // Nested pieces (hill steps) share a centre: the placer stacks their names.
      labels.push_back({QString::fromStdString(f.name), italic, kLabelInk, device(toDevice, tableLabelPoint(f)), -1, false, true});
    }
  if (s) {
    for (const Objective& o : s->objectives) {
      if (!o.point) continue;
      const double r = (o.radius ? *o.radius * MapLayout::kTableUnit : table::inches(map, 0.35)) * zoom;
      labels.push_back({QString::fromStdString(o.name.empty() ? o.id : o.name), bold,
                        o.isPrivate() ? sideColor(sideIndexOf(*s, o.side)) : kLabelInk, device(toDevice, *o.point), r});
    }
    const double r = table::inches(map, kSymbolInches) * zoom;
    for (const ScenarioPoint& pt : s->points) {
      if (pt.kind == ScenarioPoint::Kind::HotSpot) {
        // Its number is its label: inside its symbol, or beside one too small to hold it (at
        // Fit on a big table the numbers were shown nowhere, walk 11).
        if (r < kMarkRadiusPx)
          labels.push_back({symbolMark(pt), bold, kHotSpot.darker(130), device(toDevice, pt.position()),
                            std::max(r, 3.0) * 1.1, true});
        continue;
      }
      QString text = tablePointKindText(pt.kind);
      if (!pt.side.empty()) text += " " + QString::fromStdString(pt.side);
      labels.push_back({text, plain, sideColor(sideIndexOf(*s, pt.side)).darker(130), device(toDevice, pt.position()),
                        std::max(r, 3.0) * 1.1, true});
    }
    // Units set up at a typed place: their id beside it (appendUnitPlaces draws the place).
    for (const SideOob& oob : s->oob)
      for (const OobEntry& e : oob.entries) {
        if (const std::optional<TablePoint> at = e.setup.markPoint())
          labels.push_back({QString::fromStdString(e.id), plain, sideColor(sideIndexOf(*s, oob.side)).darker(130),
                            device(toDevice, *at), table::inches(map, 0.2) * zoom * 1.2, true});
      }
    for (const Zone& z : s->zones)
      if (const auto at = zoneLabelPoint(map, z))
        labels.push_back({QString::fromStdString(z.id), bold, sideColor(zoneSideIndex(*s, z.id)), device(toDevice, *at), -1,
                          false, true});
  }
  return labels;
}

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

std::vector<QRectF> tableMarkBoxes(const Map& map, const Scenario& s, const QTransform& toDevice, double zoom) {
  std::vector<QRectF> boxes;
  const auto around = [&](TablePoint at, double r) {
    const QPointF c = device(toDevice, at);
    boxes.emplace_back(c - QPointF(r, r), QSizeF(2 * r, 2 * r));
  };
  for (const ScenarioPoint& pt : s.points) around(pt.position(), table::inches(map, kSymbolInches) * zoom);
  for (const SideOob& oob : s.oob)
    for (const OobEntry& e : oob.entries)
      if (const std::optional<TablePoint> at = e.setup.markPoint()) around(*at, table::inches(map, 0.2) * zoom);
  return boxes;
}

std::vector<QRectF> paintTableLabels(QPainter& painter, const Map& map, const Scenario* scenario,
                                     const QTransform& toDevice, const QRectF& visible, double zoom) {
  painter.save();
  painter.setRenderHint(QPainter::TextAntialiasing);
  painter.setFont(labelFont());
  painter.setPen(kLabelInk);
  // Everything is cheap to place, so only the clip keeps the painter to the visible part.
  painter.setClipRect(toDevice.mapRect(visible), Qt::IntersectClip);
  paintRulerNumbers(painter, map, toDevice, zoom);
  if (scenario) paintPointMarks(painter, map, *scenario, toDevice, zoom);
  // Placed clear of each other as the print places them, within the table; gaps and halos at
  // a third of the print's (its marks are in design units, these in pixels).
  const QRectF table = toDevice.mapRect(QRectF(0, 0, map.table.width * MapLayout::kTableUnit, map.table.height * MapLayout::kTableUnit));
  LabelPlacer placer(painter, table, painter.clipBoundingRect(), 1.0 / 3);
  // A building's name was drawn over the hot spot at its door, hiding its number.
  if (scenario)
    for (const QRectF& box : tableMarkBoxes(map, *scenario, toDevice, zoom)) placer.reserve(box);
  std::vector<QRectF> placed;
  for (const Label& l : tableLabels(map, scenario, toDevice, zoom)) placed.push_back(placer.place(l));
  painter.restore();
  return placed;
}

}  // namespace sandtable::editor
