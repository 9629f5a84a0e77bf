// Tables to and from Tiled: an orthogonal map whose tiles are one table unit each (16 px), with
// the terrain pieces as objects of a `features` layer and placed markers as objects of class
// `marker`. A polygon, polyline, rectangle, circle (an ellipse) or point keeps its shape; the
// object's properties say `terrain` (a terrain id), `id`, and when set `height`, `storeys`,
// `width` (a polyline's line width) and `notes`; its name is the feature's name. The map's
// properties say `kind` table, `id`, `name`, `ruleset`, `width`, `height` and `unit`.
#pragma once

#include <filesystem>
#include <memory>
#include <string>

#include "importers/tiled_document.h"
#include "importers/tiled_export.h"
#include "importers/tiled_import.h"

namespace sandtable::tiled {

// Pixels per table unit in an exported table: a power of two, so that scaling is exact.
inline constexpr int kTableUnitPixels = 16;

bool buildTableExport(const Map& map, TiledExport& out, std::string* error);

// The table an orthogonal Tiled map describes, read with a table ruleset; null when the map
// is unusable (reported). Objects whose keys (the terrain property, else their class) give no
// terrain are refused once, with a --terrain line to paste, as tiles are for hex maps.
std::shared_ptr<Map> importTableMap(const Document& doc, const ReadContext& ctx,
                                    std::shared_ptr<const Ruleset> rules,
                                    const TiledImportOptions& options,
                                    const std::filesystem::path& file);

}  // namespace sandtable::tiled
