// Card maps to and from Tiled: an orthogonal map with one tile per card. Each tile of the
// exported tileset is one card, drawn in its terrain's colour with its dark borders thick, and
// carries the card as properties (`terrain`, `name`, `cover` "2,3", `borders` and `hill` as
// "n,e,s,w" of light/dark, `markers` "smoke,..."); the `cards` layer puts each card where it
// lies. The map's properties say `kind` cards, `id`, `name`, `ruleset` and `staging`.
#pragma once

#include <filesystem>
#include <memory>
#include <string>

#include "importers/tiled_document.h"
#include "importers/tiled_export.h"
#include "importers/tiled_import.h"

namespace sandtable::tiled {

// Side of an exported card tile, in pixels.
inline constexpr int kCardTileSide = 64;

bool buildCardExport(const Map& map, const std::string& imageName, TiledExport& out,
                     std::string* error);

// The card map an orthogonal Tiled map describes; null when the grid is unusable (reported).
std::shared_ptr<Map> importCardMap(const Document& doc, const ReadContext& ctx,
                                   std::shared_ptr<const Ruleset> rules,
                                   const TiledImportOptions& options,
                                   const std::filesystem::path& file);

}  // namespace sandtable::tiled
