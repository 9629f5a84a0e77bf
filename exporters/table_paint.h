// The table painter's pieces (table_painter.cpp, table_legend.cpp) that the rest of the
// renderer calls: the table itself, its legend entries and swatches, the scale bar, and the
// ruler that the PDF sheets also draw along their edges. Internal to the exporters.
#pragma once

#include <QColor>
#include <QPainter>
#include <QPainterPath>
#include <QPointF>
#include <QRectF>

#include "exporters/map_decorations.h"
#include "exporters/map_paint.h"

namespace sandtable {

// How a terrain piece is drawn (and its legend swatch).
enum class TableLook { Hill, Trees, Field, Building, Plain, Band, Obstacle, Block };
TableLook tableLook(const TableFeature& feature, const Ruleset& rules);
// The fill of a feature: its terrain colour; hills darker per level of height.
QColor tableFeatureFill(const TableFeature& feature, const Ruleset& rules);

void paintTableMap(const MapPaint& mp);

// The pieces of the picture, shared with the legend's swatches. Sizes in painter units;
// `ms` is RenderOptions::markScale.
// Parallel lines over `path`, `spacing` apart, rising (/) or falling, clipped to it.
void hatchTablePath(QPainter& p, const QPainterPath& path, double spacing, bool rising,
                    const QPen& pen);
// `inkLow` (--ink low): the outline alone, no fill (the caller hatches it).
void paintTableArea(QPainter& p, const QPainterPath& path, TableLook look, const QColor& fill,
                    double ms, bool inkLow = false);
// A band of `width` along `line` (flat ends, round joins), with a dashed spine for obstacles;
// `inkLow`: its two edges, white between them.
void paintTableBand(QPainter& p, const QPainterPath& line, double width, const QColor& fill,
                    bool obstacle, double ms, bool inkLow = false);
void paintTableTemplate(QPainter& p, const QPainterPath& path, const QColor& color, double ms);
// A zone: hatched in its side's colour, `spacing` apart, and outlined.
void paintTableZone(QPainter& p, const QPainterPath& path, const QColor& color, double spacing,
                    double ms);
// An objective's circle: gold for primary objectives, dashed in the side's colour for
// private ones.
void paintTableObjective(QPainter& p, QPointF at, double radius, bool isPrivate,
                         const QColor& sideInk, double ms);
QString tablePointKindText(ScenarioPoint::Kind kind);
// Where a piece's name goes: the middle of a line (along it), the centre of an area.
TablePoint tableLabelPoint(const TableFeature& feature);
// The top of a shape's edge (its northernmost corner; a rect's or circle's top middle): where
// a hill step's height is written, on its edge as a contour's number is.
TablePoint tableEdgeTop(const Shape& shape);
// A hill step's height as its edge shows it ("2"); empty for any other piece.
QString tableHeightText(const TableFeature& feature, const Ruleset& rules);
// The symbol of a scenario point, `r` in radius; hot spots show `number`.
void paintTablePointSymbol(QPainter& p, QPointF c, double r, ScenarioPoint::Kind kind,
                           const QColor& color, int number, double ms);
void paintTableFireTarget(QPainter& p, QPointF c, double r, const QColor& color, double ms);

void addTableLegend(Legend& legend, const Map& map, const Scenario* scenario,
                    const RenderOptions& options);
// Swatches of the table legend kinds (LegendEntry::Kind::Table*); false for other kinds.
bool paintTableSwatch(QPainter& p, const LegendEntry& e, const QRectF& swatch);
void paintTableScale(QPainter& p, QPointF topLeft, double width, const Map& map);

// A ruler: a tick at every whole table unit from `from` to `to`, the first at `start`,
// `step` apart (painter units per table unit, along the ruler), pointing `outward` (a unit
// vector); longer ticks at every `labelEvery` / 2 and labels at every `labelEvery`.
struct RulerStyle {
  double minor = 10, middle = 16, major = 24;  // tick lengths
  double font = 18;
  double line = 1.5;
  double labelEvery = 6;
};
void drawTableRuler(QPainter& p, QPointF start, QPointF step, QPointF outward, double from,
                    double to, const RulerStyle& style);

}  // namespace sandtable
