// render --art: the map's art under a hex or card map or a table, placed by the fit of its
// anchors.
#include "exporters/map_paint.h"

namespace sandtable {

namespace {

QTransform toQt(const ArtTransform& t) {
  return QTransform(t.a, t.d, t.b, t.e, t.c, t.f);
}

// A table's frame is its own units, which the layout scales and shifts alike both ways.
ArtTransform tableToDesign(const MapLayout& layout) {
  const QPointF origin = layout.tablePoint({0, 0});
  return {layout.tableUnit, 0, origin.x(), 0, layout.tableUnit, origin.y()};
}

// The map's frame to the layout's design units, fitted through three location centres (two on
// a map one location wide or high, where the frame's scale is the same both ways).
std::optional<ArtTransform> frameToDesign(const MapLayout& layout, const Map& map) {
  if (map.isTable()) return tableToDesign(layout);
  const Grid& g = map.grid;
  std::vector<ArtAnchor> anchors;
  for (Offset o : {Offset{0, 0}, Offset{g.columns - 1, 0}, Offset{0, g.rows - 1}}) {
    const QPointF design = layout.center(g.index(o));
    const ArtAnchor anchor{"", artPlace(map, o), {design.x(), design.y()}, 0, 0};
    if (std::none_of(anchors.begin(), anchors.end(), [&](const ArtAnchor& a) {
          return a.px.x == anchor.px.x && a.px.y == anchor.px.y;
        }))
      anchors.push_back(anchor);
  }
  if (anchors.size() == 3 && (g.columns == 1 || g.rows == 1)) anchors.pop_back();
  return fitArt(anchors);
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
