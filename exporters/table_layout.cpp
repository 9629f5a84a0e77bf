#include "exporters/table_layout.h"

namespace sandtable {

bool isCentimetreTable(const TableSize& table) {
  return table.unit == "cm";
}

double tableDesignUnit(const TableSize& table) {
  return isCentimetreTable(table) ? kTableDesignPerInch / 2.54 : kTableDesignPerInch;
}

double tableUnitMm(const TableSize& table) {
  return isCentimetreTable(table) ? 10.0 : 25.4;
}

double tablePixelsPerUnit(const TableSize& table, const RenderOptions& options) {
  if (options.pxPerUnit > 0) return options.pxPerUnit;
  return isCentimetreTable(table) ? 8.0 : 20.0;
}

double tableGridStep(const TableSize& table) {
  return isCentimetreTable(table) ? 10.0 : 6.0;
}

void layoutTable(MapLayout& l, const Map& map, QPointF topLeft) {
  l.tableUnit = tableDesignUnit(map.table);
  const QPointF corner = topLeft + QPointF(kTableRulerDepth, kTableRulerDepth);
  l.mapRect = QRectF(corner, QSizeF(map.table.width * l.tableUnit, map.table.height * l.tableUnit));
}

}  // namespace sandtable
