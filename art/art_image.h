// Reading a map's art picture, and the checks that need it (docs/checks.md: art-image,
// art-anchor). The map's reader has already checked the anchors among themselves.
#pragma once

#include <QImage>
#include <optional>
#include <string>

#include "model/diagnostics.h"
#include "model/map.h"

namespace sandtable {

// The most pixels a picture may have (docs/formats.md 3.5): 400 megapixels, 1.6 GB decoded.
inline constexpr long long kMaxArtPixels = 400'000'000;

// Decodes the picture at `path` as 32-bit RGB; nullopt and *error (what the reader said) when
// it cannot.
std::optional<QImage> readArtImage(const std::string& path, std::string* error);
// Its size from the file's header alone, without decoding it (fast); nullopt and *error when
// the file is no picture or over the limit.
std::optional<QSize> readArtImageSize(const std::string& path, std::string* error);

// The checks of the art that need the picture: art-image when it does not read, art-anchor
// for anchors outside it. `mapFile` names the file `art:` is written in. With `decode`, the
// whole picture is decoded (a cut-short file shows only then); without, its header is read.
void checkMapArt(const Map& map, const std::string& mapFile, bool decode, Diagnostics& out);

// The map's art ready to measure: the picture and the fit of the anchors; *problems gets the
// findings of checkMapArt (the result is nullopt when there are errors).
struct LoadedArt {
  QImage image;
  ArtTransform transform;
};
std::optional<LoadedArt> loadMapArt(const Map& map, const std::string& mapFile,
                                    Diagnostics& problems);

}  // namespace sandtable
