#include "exporters/map_renderer.h"

#include "exporters/map_decorations.h"
#include "exporters/map_layout.h"
#include "exporters/map_paint.h"
#include "exporters/map_style.h"
#include "exporters/table_layout.h"
#include "exporters/table_paint.h"

namespace sandtable {

namespace {

MapLayout layoutFor(const Map& map, const Legend& legend, const RenderOptions& options) {
  return computeMapLayout(map, options.decorations, options.decorations ? legend.height() : 0);
}

Legend legendFor(const Map& map, const Scenario* scenario, const RenderOptions& options) {
  return options.decorations ? buildLegend(map, scenario, options) : Legend{};
}

double pixelsPerDesignUnit(const Map& map, const RenderOptions& options) {
  if (map.isTable()) return tablePixelsPerUnit(map.table, options) / tableDesignUnit(map.table);
  return options.hexSize / kDesignUnit;
}

}  // namespace

QSizeF mapPixelSize(const Map& map, const Scenario* scenario, const RenderOptions& options) {
  const MapLayout layout = layoutFor(map, legendFor(map, scenario, options), options);
  return layout.size * pixelsPerDesignUnit(map, options);
}

QPointF locationCenterPx(const Map& map, const Scenario* scenario, const RenderOptions& options,
                         int location) {
  const MapLayout layout = layoutFor(map, legendFor(map, scenario, options), options);
  return layout.center(location) * pixelsPerDesignUnit(map, options);
}

QPointF tablePointPx(const Map& map, const Scenario* scenario, const RenderOptions& options,
                     TablePoint point) {
  const MapLayout layout = layoutFor(map, legendFor(map, scenario, options), options);
  return layout.tablePoint(point) * pixelsPerDesignUnit(map, options);
}

void renderMap(QPainter& painter, const Map& map, const Scenario* scenario,
               const RenderOptions& options) {
  const Legend legend = legendFor(map, scenario, options);
  const MapLayout layout = layoutFor(map, legend, options);
  painter.save();
  const double scale = pixelsPerDesignUnit(map, options);
  painter.scale(scale, scale);
  painter.setRenderHint(QPainter::Antialiasing, true);
  painter.setRenderHint(QPainter::TextAntialiasing, true);
  const QRectF whole(QPointF(0, 0), layout.size);
  // The clip comes back in the current (design-unit) coordinates.
  const QRectF visible =
      painter.hasClipping() ? painter.clipBoundingRect().intersected(whole) : whole;
  painter.fillRect(visible, kPaper);

  const MapPaint mp{painter, layout, map, scenario, options, visible};
  if (options.art) paintArtUnderlay(mp);
  if (map.isCards()) {
    // Over its art, a card map is drawn translucent as a whole: its fills cover each card.
    painter.setOpacity(options.art ? kTerrainOverArt : 1.0);
    paintCardMap(mp);
    painter.setOpacity(1.0);
  } else if (map.isTable()) {
    paintTableMap(mp);
  } else {
    paintHexMap(mp);
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(kInk, 3));
    painter.drawRect(layout.mapRect.adjusted(-6, -6, 6, 6));
  }
  if (options.decorations) {
    if (visible.intersects(layout.titleRect)) paintTitle(painter, layout, map, scenario, options);
    if (visible.intersects(layout.panelRect)) paintPanel(painter, layout, legend, map, options);
  }
  painter.restore();
}

}  // namespace sandtable
