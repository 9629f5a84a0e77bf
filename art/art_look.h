// The look of one hex or card in its art: colour statistics of its inside, away from its
// edges, chosen to survive what a printed map draws across a hex (labels, roads, hexside
// lines), hill shading and JPEG noise (docs/art.md, "What the classifier looks at").
#pragma once

#include <QImage>
#include <array>
#include <vector>

#include "model/map.h"

namespace sandtable {

// Quartiles of the two chromaticities r/(r+g+b) and g/(r+g+b), which shading that lightens or
// darkens a colour leaves alone; the log of the median brightness, which it moves (weighted
// little); and the spread of brightness relative to it, which tells a textured terrain (woods
// drawn as trees) from a flat one of the same colour. Medians and quartiles ignore the quarter
// of the pixels that a label or a road may cover.
inline constexpr int kLookSize = 8;
using Look = std::array<float, kLookSize>;

struct MeasuredLooks {
  std::vector<Look> looks;     // one per location, row-major
  std::vector<bool> measured;  // false where the location lies (mostly) outside the picture
};

// Measures every location of a hex or card map in `image`, placed by `toImage`.
MeasuredLooks measureLooks(const QImage& image, const Map& map, const ArtTransform& toImage);

// How unlike two looks are: the distance with each statistic in units of a difference that
// matters (a visible change of hue counts far more than a change of brightness).
double lookDistance(const Look& a, const Look& b);

// The statistic-by-statistic median of some looks: a look learnt from many locations that a
// few wrong ones do not move.
Look medianLook(std::vector<Look> looks);

}  // namespace sandtable
