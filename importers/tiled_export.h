// Exporting a Sandtable hex map to Tiled: a TMX map (Tiled 1.8 format) with an embedded
// tileset whose image Sandtable draws from the ruleset's colours. Each terrain type is one
// tile carrying a `terrain` property, each non-zero level one tile carrying an int `level`
// property; the map has a `terrain` layer, a `levels` layer and a `features` object layer
// (hexsides, roads, objectives, hex names), so that importTiledMap reads the same map back.
#pragma once

#include <filesystem>
#include <sstream>
#include <string>
#include <vector>

#include "model/map.h"

class QImage;

namespace sandtable {

struct TiledExport {
  std::string tmx;                 // the map's XML text
  std::string png;                 // the tileset image, PNG bytes
  std::string imageName;           // as the TMX refers to it (next to the map)
  std::vector<std::string> notes;  // what Tiled cannot hold (markers)
};

// Tile size of exported maps: a regular-looking hex 64 px across its corners.
inline constexpr int kTiledHexSide = 32;

// The export of `map` (a hex or card map with its ruleset loaded; card maps as tiled_cards.h
// says). False with a message for a table or a map without a ruleset.
bool buildTiledExport(const Map& map, const std::string& imageName, TiledExport& out,
                      std::string* error);

// OUT-tileset.png beside OUT.tmx: the tileset picture an export writes with it.
std::filesystem::path tiledTilesetImagePath(const std::filesystem::path& tmxPath);

namespace tiled {
// `image` as PNG bytes; false with a message when it cannot be encoded.
bool pngBytes(const QImage& image, std::string& out, std::string* error);
// The map's `id`, `name`, `ruleset` and `north` as TMX map properties, which the import reads
// back.
void writeMapIdentity(std::ostringstream& x, const Map& map);
}  // namespace tiled

// Writes OUT.tmx and OUT-tileset.png beside it, each atomically.
bool exportTiledMap(const Map& map, const std::filesystem::path& tmxPath,
                    std::vector<std::string>* notes, std::string* error);

}  // namespace sandtable
