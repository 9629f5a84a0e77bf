// sandtable viewshed FILE HEX [--json] [--png OUT]
#include <algorithm>
#include <ostream>

#include "cli/map_input.h"
#include "exporters/gui_runtime.h"
#include "exporters/map_export.h"
#include "exporters/overlays.h"
#include "validation/json_writer.h"
#include "validation/viewshed.h"

namespace sandtable::cli {

namespace {

// Labels sorted as text, so that a reader can check the order with any sort.
std::vector<std::string> sortedLabels(const Grid& grid, const std::vector<int>& locations) {
  std::vector<std::string> out;
  out.reserve(locations.size());
  for (int l : locations) out.push_back(grid.label(l));
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace

int runViewshed(const std::vector<std::string>& rawArgs, Io& io) {
  const Command& self = commandNamed("viewshed");
  auto args = parseArgs(rawArgs, {"--png"}, {"--json"}, self, io);
  if (!args) return kBadInput;
  if (args->help) {
    io.out << self.usage;
    return kSuccess;
  }
  if (args->positional.size() != 2) return usageError(self, "expected FILE HEX", io);
  auto input = loadMapInput(self, args->positional[0], io, "line of sight");
  if (!input) return kBadInput;
  const Map& map = *input->map;
  auto from = parseMapLocation(self, map, args->positional[1], io);
  if (!from) return kBadInput;

  if (auto png = args->value("--png")) {
    // The heat map is the renderer's viewshed overlay: the same picture as `render --overlay`.
    ensureGuiApplication();
    std::string error;
    RenderOptions options;
    options.labels = true;
    options.overlay = computeOverlay(map, input->scenario(), "viewshed:" + map.grid.label(*from), &error);
    QString writeError;
    if (!options.overlay || !exportMapImage(map, input->scenario(), QString::fromStdString(*png), options, &writeError)) {
      io.err << "sandtable viewshed: " << (options.overlay ? writeError.toStdString() : error) << "\n";
      return kBadInput;
    }
  }

  const LosContext ctx(map);
  const Viewshed v = computeViewshed(ctx, *from);
  std::vector<int> visible, blocked;
  std::vector<std::pair<std::string, int>> hindered;
  for (int l = 0; l < ctx.size(); ++l) {
    const auto i = static_cast<std::size_t>(l);
    (v.visible[i] ? visible : blocked).push_back(l);
    // Only hindrances above the default say something about the map.
    if (v.visible[i] && v.hindrance[i] > ctx.defaultHindrance())
      hindered.emplace_back(map.grid.label(l), v.hindrance[i]);
  }
  std::sort(hindered.begin(), hindered.end());
  const auto visibleLabels = sortedLabels(map.grid, visible);
  const auto blockedLabels = sortedLabels(map.grid, blocked);

  if (args->flag("--json")) {
    JsonWriter json;
    json.beginObject().field("from", map.grid.label(*from));
    json.key("visible").beginArray();
    for (const auto& l : visibleLabels) json.value(l);
    json.endArray().key("blocked").beginArray();
    for (const auto& l : blockedLabels) json.value(l);
    json.endArray().key("hindrance").beginObject();
    for (const auto& [label, h] : hindered) json.field(label, h);
    json.endObject().endObject();
    io.out << json.str() << "\n";
    return kSuccess;
  }
  const char* what = map.isCards() ? "cards" : "hexes";
  io.out << map.grid.label(*from) << " sees " << visible.size() << " of " << ctx.size() << " "
         << what << "\n";
  auto line = [&](const char* title, const std::vector<std::string>& labels) {
    io.out << title << ":";
    for (const auto& l : labels) io.out << " " << l;
    io.out << "\n";
  };
  line("visible", visibleLabels);
  line("blocked", blockedLabels);
  if (!hindered.empty()) {
    io.out << "hindrance:";
    for (const auto& [label, h] : hindered) io.out << " " << label << "=" << h;
    io.out << "\n";
  }
  return kSuccess;
}

}  // namespace sandtable::cli
