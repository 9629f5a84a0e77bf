// Text over the map (hex ids, names, card names and cover values), painted only when the zoom
// makes it readable. The map view paints it into a cached image that panning just moves.
// MapOverlayLayer paints the brush preview and selection on the software scene graph, where
// the GPU path's overlay geometry is not available.
#pragma once

#include <QPainter>
#include <QQuickPaintedItem>
#include <QRectF>
#include <QTransform>

#include "editor/map_layout.h"

namespace sandtable::editor {

class MapView;

// Smallest on-screen size of a location (pixels) at which labels are drawn.
inline constexpr double kMinReadableLabelSize = 34.0;
bool labelsReadable(const MapLayout& layout, double zoom);

// Paints the labels of the locations inside `visible` (map units) with `toDevice`.
void paintLabels(QPainter& painter, const Map& map, const MapLayout& layout, const QTransform& toDevice,
                 const QRectF& visible, double zoom);

class MapOverlayLayer : public QQuickPaintedItem {
  Q_OBJECT
 public:
  explicit MapOverlayLayer(MapView* view);
  void paint(QPainter* painter) override;

 private:
  MapView* view_;
};

}  // namespace sandtable::editor
