// The proof sheet of `sandtable art proof -o`: the art with the map's grid, every location's id
// and a red ring on each location whose art disagrees with the map (docs/art.md).
#pragma once

#include <string>
#include <vector>

#include "art/art_classify.h"
#include "art/art_image.h"

class QPainter;

namespace sandtable {

// Draws the map's grid over the art (already painted by the caller) in the picture's pixels.
void paintArtGrid(QPainter& painter, const Map& map, const ArtTransform& toImage, bool labels);

// Writes the sheet as PNG or PDF, after `path`'s extension; false and *error when it cannot.
// Needs a QGuiApplication (fonts).
bool writeProofSheet(const LoadedArt& art, const Map& map,
                     const std::vector<ArtDisagreement>& found, const std::string& path,
                     std::string* error);

}  // namespace sandtable
