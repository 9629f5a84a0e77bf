// The names a Tiled tile is known by, and the terrain they stand for.
//
// Maps made by other people rarely carry a property naming a Sandtable terrain; their tiles
// are known by a property value ("Forest"), a class ("grass"), an image file ("tree.png") or
// only their number. Each of these is a key; the --terrain mapping (or a key equal to a terrain
// id or name of the ruleset) turns the first key that has a meaning into the tile's terrain.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "importers/tiled_document.h"
#include "importers/tiled_import.h"
#include "model/ruleset.h"

namespace sandtable::tiled {

// A tile's keys, most specific first: the value of its property `property` (or its
// tileset's), its class, its image's file name without extension (image collections), then
// "#N" for a tile of the map's first tileset and "TILESET#N" (TILESET: the tileset's name,
// else its file's name without extension, else "tileset" and its first gid). Never empty.
// `classTyped` is set when `property` is there but is a class-typed property (it gives no key).
std::vector<std::string> tileKeys(const Tileset& tileset, std::uint32_t localId, bool firstTileset,
                                  const std::string& property, const Property** classTyped);

class TerrainResolver {
 public:
  static constexpr int kNone = -1;      // no key has a terrain
  static constexpr int kReported = -2;  // the mapping names a terrain that does not exist

  // Checks every pair of the mapping against the ruleset; a pair naming no terrain is an
  // error (tiled-unknown-terrain) at the place it was given.
  TerrainResolver(const Ruleset& rules, const std::vector<TerrainMapEntry>& mapping,
                  Diagnostics& diagnostics);

  // The terrain of the first key that the mapping names or that is a terrain id or name.
  int terrainFor(const std::vector<std::string>& keys) const;

  // The ruleset terrain id closest to `key` by spelling, or "?" when none is close.
  std::string suggestion(const std::string& key) const;

 private:
  int byIdOrName(const std::string& text) const;

  const Ruleset& rules_;
  std::map<std::string, int> mapping_;  // lower-cased key -> terrain index or kReported
};

std::string lowerCase(std::string text);

// `--terrain KEY=TERRAIN` as a shell word: quoted when the key holds a space, a quote or a
// character the shell would read ("#3" starts a comment).
std::string terrainOption(const std::string& key, const std::string& terrain);

}  // namespace sandtable::tiled
