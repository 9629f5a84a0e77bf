// The fit between the frame the art's anchors are given in (model/map_art.h) and another
// drawing of the same map: a print's design units (render --art), the editor's map units. Apart
// from map_art.h so that the map's header stays as it is for everything that includes it.
#pragma once

#include <functional>
#include <optional>

#include "model/map_art.h"

namespace sandtable {

// The map's frame to another drawing of the same map (a print's design units, the editor's map
// units), fitted through three places of the frame and where `where` puts them: three location
// centres (two on a map one location wide or high, whose frame has one scale both ways) or
// three corners of a table. `where` gets the frame place and, on a grid, its offset. nullopt
// on a map of a single location, where nothing fixes the scale.
std::optional<ArtTransform> frameTo(const Map& map,
                                    const std::function<PointF(PointF place, Offset at)>& where);

}  // namespace sandtable
