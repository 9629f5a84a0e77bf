// A map's art (docs/formats.md, `art:`): the published picture the map was drawn from, and the
// anchors that tie known places of the map to pixels of that picture. The fit between the two
// is plain geometry, so it lives here beside the map; reading the picture itself needs Qt and
// lives in art/.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "model/grid.h"
#include "model/hex_geometry.h"
#include "model/yaml_extras.h"

namespace sandtable {

struct Map;

// One known place on the art: a hex or card centre (`label`), or a table point, and where it
// is in the picture, in image pixels (x right, y down).
struct ArtAnchor {
  std::string label;  // "A1" for a hex or card, empty for a table point
  PointF place;       // in the map's frame (artPlace)
  PointF px;
  int line = 0;  // where the anchor is written, for messages
  int column = 0;
};

struct MapArt {
  std::string image;          // as written: relative to the map file, or absolute
  std::string resolvedImage;  // the path to open (the map file's folder joined with `image`)
  std::vector<ArtAnchor> anchors;
  double opacity = 0.5;
  int line = 0;  // the `art:` key, for messages about the art as a whole
  int column = 0;
  ExtraKeys extras;
};

// An affine map from the map's frame to image pixels: x' = a x + b y + c, y' = d x + e y + f.
struct ArtTransform {
  double a = 1, b = 0, c = 0, d = 0, e = 1, f = 0;
  PointF apply(PointF p) const { return {a * p.x + b * p.y + c, d * p.x + e * p.y + f}; }
  // How many pixels one unit of the map's frame spans (the geometric mean of the two axes).
  double scale() const;
};

// The map's frame the anchors are fitted in: hex centres of a hex of circumradius 1 (A1 at
// the origin), card centres at (column + 0.5, row + 0.5), table points in table units.
PointF artPlace(const Map& map, Offset at);

// Two anchors give a similarity (scale, rotation, offset), three an affine fit. nullopt when
// the anchors cannot fix one: too few or too many, two at the same place, three in a line.
std::optional<ArtTransform> fitArt(const std::vector<ArtAnchor>& anchors);
// Why the anchors cannot be fitted, as the reader reports it, or "" when they can.
std::string artAnchorProblem(const std::vector<ArtAnchor>& anchors);

}  // namespace sandtable
