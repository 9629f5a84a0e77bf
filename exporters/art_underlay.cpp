// render --art: the map's art under a hex or card map or a table, placed by the fit of its
// anchors.
#include "exporters/map_paint.h"
#include "model/map_art_frame.h"

namespace sandtable {

namespace {

QTransform toQt(const ArtTransform& t) {
  return QTransform(t.a, t.d, t.b, t.e, t.c, t.f);
}

// The map's frame to the layout's design units.
std::optional<ArtTransform> frameToDesign(const MapLayout& layout, const Map& map) {
  return frameTo(map, [&](PointF place, Offset at) {
    const QPointF design =
        map.isTable() ? layout.tablePoint({place.x, place.y}) : layout.center(map.grid.index(at));
    return PointF{design.x(), design.y()};
  });
}

}  // namespace

void paintArtUnderlay(const MapPaint& mp) {
  const auto toDesign = frameToDesign(mp.layout, mp.map);
  if (!toDesign) return;  // a single location: nothing fixes the picture's scale
  const QTransform imageToFrame = toQt(mp.options.art->toImage).inverted();
  QPainter& p = mp.painter;
  p.save();
  p.setClipRect(mp.layout.mapRect, Qt::IntersectClip);
  p.setTransform(imageToFrame * toQt(*toDesign) * p.transform());
  p.setRenderHint(QPainter::SmoothPixmapTransform);
  p.drawImage(QPointF(0, 0), mp.options.art->image);
  p.restore();
}

}  // namespace sandtable
