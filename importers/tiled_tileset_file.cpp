// External tilesets (.tsx / .tsj) referred to by a map, and property lookup.
#include <cctype>
#include <filesystem>

#include "importers/tiled_document.h"
#include "model/document_io.h"

namespace sandtable::tiled {

const Property* findProperty(const Properties& properties, std::string_view name) {
  for (const Property& p : properties)
    if (p.name == name) return &p;
  return nullptr;
}

void loadExternalTileset(Tileset& tileset, const ReadContext& ctx) {
  namespace fs = std::filesystem;
  const fs::path path = fs::path(ctx.baseDir) / tileset.source;
  std::string text;
  std::string error;
  if (!readTextFile(path, text, &error)) {
    ctx.diagnostics->error(
        "tiled-missing-tileset", ctx.of(tileset),
        "tileset '" + tileset.source + "' cannot be read: " + error,
        "put the tileset file next to the map (or fix its path in the map), or embed the tileset "
        "in Tiled (Tilesets view > Embed Tileset)");
    tileset.loaded = false;
    return;
  }
  std::size_t first = 0;
  while (first < text.size() && std::isspace(static_cast<unsigned char>(text[first]))) ++first;
  const std::string file = path.lexically_normal().string();
  tileset.definedIn = file;
  Diagnostics local;
  const bool ok = first < text.size() && text[first] == '{' ? readTsj(text, file, tileset, local)
                                                            : readTsx(text, file, tileset, local);
  ctx.diagnostics->append(local);
  if (!ok) {
    ctx.diagnostics->error("tiled-missing-tileset", ctx.of(tileset),
                           "tileset '" + tileset.source +
                               "' is not a readable Tiled tileset, so its tiles are unknown",
                           "open the tileset in Tiled and save it again");
    tileset.loaded = false;
  }
}

}  // namespace sandtable::tiled
