// The size of a table in a rendered picture. A table keeps its true proportions: one table
// unit is the same number of design units (map_style.h) everywhere on it, 40 per inch (so one
// centimetre is 40 / 2.54), and the rulers take a band along its top and left edges.
#pragma once

#include <QPointF>

#include "exporters/map_layout.h"
#include "exporters/render_options.h"
#include "model/map.h"

namespace sandtable {

inline constexpr double kTableDesignPerInch = 40;
// The depth of the ruler bands above and left of the table, in design units.
inline constexpr double kTableRulerDepth = 64;

bool isCentimetreTable(const TableSize& table);
// Design units per table unit.
double tableDesignUnit(const TableSize& table);
// Millimetres per table unit (25.4 or 10).
double tableUnitMm(const TableSize& table);
// Pixels per table unit of a render: RenderOptions::pxPerUnit, or 20 per inch (8 per cm).
double tablePixelsPerUnit(const TableSize& table, const RenderOptions& options);
// The grid and the ruler's labels: every 6 in, or every 10 cm.
double tableGridStep(const TableSize& table);

// Places the table of `map` with the ruler bands' corner at `topLeft` (computeMapLayout).
void layoutTable(MapLayout& layout, const Map& map, QPointF topLeft);

}  // namespace sandtable
