// The map's art in the map view (docs/editor.md, Map Art): a layer over the MapView, the same
// size, that draws the picture where the anchors' fit places it, over the terrain at the art's
// opacity (so the terrain shows through it) or opaque with the terrain as coloured outlines,
// the grid over it, and the anchors. While calibrating it takes the clicks on the art and says
// which pixel of the picture was clicked and what place of the map is there; else every click
// goes through to the map below.
#pragma once

#include <QtQml/qqmlregistration.h>

#include <QPointer>
#include <QQuickPaintedItem>

#include "editor/map_art_controller.h"
#include "editor/map_view.h"

namespace sandtable::editor {

class MapArtLayer : public QQuickPaintedItem {
  Q_OBJECT
  QML_ELEMENT
  Q_PROPERTY(sandtable::editor::MapView* view READ view WRITE setView NOTIFY viewChanged)
  Q_PROPERTY(sandtable::editor::MapArtController* art READ art WRITE setArt NOTIFY artChanged)

 public:
  explicit MapArtLayer(QQuickItem* parent = nullptr);

  MapView* view() const { return view_; }
  void setView(MapView* view);
  MapArtController* art() const { return art_; }
  void setArt(MapArtController* art);
  void paint(QPainter* painter) override;
  // Picture pixels -> this item's coordinates, as drawn now.
  QTransform imageToView() const;

 signals:
  void viewChanged();
  void artChanged();
  // A calibration click: pixel (x, y) of the picture, and the place of the map under it.
  void picked(double x, double y, const QString& place);

 protected:
  void mousePressEvent(QMouseEvent* event) override;

 private:
  void follow();
  void paintGrid(QPainter& p, const QTransform& mapToView) const;
  void paintAnchors(QPainter& p, const QTransform& toView) const;

  QPointer<MapView> view_;
  QPointer<MapArtController> art_;
};

}  // namespace sandtable::editor
