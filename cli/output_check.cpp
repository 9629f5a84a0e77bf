#include "cli/output_check.h"

#include <ostream>

#include "model/output_file.h"

namespace sandtable::cli {

namespace fs = std::filesystem;

std::vector<fs::path> documentFiles(const LoadedDocument& doc) {
  std::vector<fs::path> files{doc.path};
  const fs::path dir = fs::path(doc.path).parent_path();
  auto addMap = [&](const Map& map, const fs::path& mapDir) {
    if (!map.ruleset.empty()) files.push_back(mapDir / map.ruleset);
  };
  if (doc.map) addMap(*doc.map, dir);
  if (const Scenario* s = doc.scenario.get()) {
    if (!s->ruleset.empty()) files.push_back(dir / s->ruleset);
    const bool mapFile = !s->inlineMap && !s->mapPath.empty();
    if (mapFile) files.push_back(dir / s->mapPath);
    if (s->map) addMap(*s->map, mapFile ? (dir / s->mapPath).parent_path() : dir);
  }
  return files;
}

bool outputAllowed(const Command& self, const std::string& output,
                   const std::vector<fs::path>& inputs, Io& io) {
  std::string error;
  if (!resolveOutputFile(output, &error)) {
    io.err << "sandtable " << self.name << ": " << error << "\n";
    return false;
  }
  for (const fs::path& input : inputs)
    if (sameFile(output, input)) {
      io.err << "sandtable " << self.name << ": " << output << " is one of the command's inputs ("
             << input.lexically_normal().generic_string()
             << "); writing it would destroy it: give another -o\n";
      return false;
    }
  return true;
}

}  // namespace sandtable::cli
