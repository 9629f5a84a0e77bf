// Reading and writing a map's `art:` (docs/formats.md): the picture, its anchors, its opacity.
#pragma once

#include <filesystem>

#include "model/map.h"
#include "model/yaml_reader.h"
#include "model/yaml_writer.h"

namespace sandtable {

// Reads `art:` into map.art. The map's grid must be read first (anchors name its places).
void readMapArt(ReadContext& ctx, const YAML::Node& node, Map& map,
                const std::filesystem::path& baseDir);
// The map's `art:` (map.art must be set).
YamlTree mapArtTree(const Map& map);

}  // namespace sandtable
