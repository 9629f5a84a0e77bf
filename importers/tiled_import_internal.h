// Pieces of the Tiled import shared between its source files.
#pragma once

#include <filesystem>
#include <sstream>
#include <string>
#include <vector>

#include "importers/tiled_document.h"
#include "importers/tiled_import.h"
#include "model/map.h"

namespace sandtable::tiled {

// Hexside features, roads and objective hexes from the map's object layers.
void importObjects(const Document& doc, const ReadContext& ctx, Map& map);

// The map's id (--id, else its `id` property, else the file name) and its `name` and `north`
// properties.
void nameMap(const Document& doc, const TiledImportOptions& options,
             const std::filesystem::path& file, Map& map);

// What an export keeps of a hex map beyond its hexes, as map properties: `labels`, `legend`
// (".=open f=field"), `default-terrain` and `default-level`. Values that do not fit are
// reported and left at the import's own choice.
void readHexMapProperties(const Document& doc, const ReadContext& ctx, Map& map);
void writeHexMapProperties(std::ostringstream& x, const Map& map);

// "C4, D5, E6 and 9 more" for messages about many hexes.
std::string hexList(const Grid& grid, const std::vector<int>& indices, int total);

}  // namespace sandtable::tiled
