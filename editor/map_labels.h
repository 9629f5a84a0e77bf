// Text over the map (hex ids, names, card names and cover values), painted only when the zoom
// makes it readable and only for locations in view; and, on the software scene graph, the
// overlay (brush preview, selection), which the GPU path draws as geometry instead.
#pragma once

#include <QQuickPaintedItem>

namespace sandtable::editor {

class MapView;

class MapLabelLayer : public QQuickPaintedItem {
  Q_OBJECT
 public:
  explicit MapLabelLayer(MapView* view);
  void paint(QPainter* painter) override;

  // Smallest on-screen size of a location (pixels) at which ids are drawn.
  static constexpr double kMinReadableSize = 34.0;

 private:
  MapView* view_;
};

}  // namespace sandtable::editor
