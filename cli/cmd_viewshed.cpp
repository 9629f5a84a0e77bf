// sandtable viewshed FILE HEX [--json] [--png OUT]; on a table FILE X,Y [--cell C]
#include <algorithm>
#include <cmath>
#include <ostream>

#include "cli/map_input.h"
#include "exporters/gui_runtime.h"
#include "exporters/map_export.h"
#include "exporters/overlays.h"
#include "validation/json_writer.h"
#include "validation/table_checks_places.h"
#include "validation/table_los.h"
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

// Tables spec 5.3: every cell centre tested from X,Y; text counts, JSON the grid, --png over
// the map.
int runTableViewshed(const Command& self, const Args& args, const MapInput& input, Io& io) {
  const Map& map = *input.map;
  const std::string& fromText = args.positional[1];
  std::string error;
  const auto from = namedTablePoint(input.scenario(), map, fromText, &error);
  if (!from) return usageError(self, error, io);
  double cell = 0.5;
  if (auto c = args.value("--cell")) {
    const auto v = parseTableNumber(*c);
    if (!v || !(*v > 0)) return usageError(self, "--cell must be a positive number, not '" + *c + "'", io);
    if (const std::string problem = tableCellProblem(map.table, *v, *c); !problem.empty())
      return usageError(self, problem, io);
    cell = *v;
  }
  const TableLosContext ctx(map, input.scenario());
  const auto v = computeTableViewshed(ctx, *from, cell);
  if (!v)
    return usageError(self, "--cell " + tableNumberText(cell) + " makes more than " +
                                std::to_string(kMaxViewshedCells) + " cells; give a larger cell",
                      io);
  if (auto png = args.value("--png")) {
    ensureGuiApplication();
    RenderOptions options;
    options.tableSight = TableSightField{cell, v->columns, v->rows, std::string(v->grid.begin(), v->grid.end()),
                                         from->x, from->y};
    options.title = "Viewshed from " + tablePointText(*from) + " (cells of " + tableNumberText(cell) + ")";
    QString writeError;
    if (!exportMapImage(map, input.scenario(), QString::fromStdString(*png), options, &writeError)) {
      io.err << "sandtable viewshed: " << writeError.toStdString() << "\n";
      return kBadInput;
    }
  }
  const auto columns = static_cast<std::size_t>(v->columns);
  if (args.flag("--json")) {
    JsonWriter json;
    json.beginObject().field("from", fromText).field("cell", cell);
    json.field("columns", v->columns).field("rows", v->rows);
    json.key("grid").beginArray();
    for (int j = 0; j < v->rows; ++j)
      json.value(std::string_view(v->grid.data() + static_cast<std::size_t>(j) * columns, columns));
    json.endArray();
    json.field("visible_fraction", v->visibleFraction());
    json.endObject();
    io.out << json.str() << "\n";
    return kSuccess;
  }
  auto count = [&](char c) { return std::count(v->grid.begin(), v->grid.end(), c); };
  io.out << tablePointText(*from) << " sees " << tableNumberText(std::round(v->visibleFraction() * 1000) / 10)
         << "% of the table (" << v->columns << " x " << v->rows << " cells of " << tableNumberText(cell)
         << "): clear " << count('c') << ", smoke " << count('s') << ", dead ground " << count('d')
         << ", blocked " << count('b') << "\n";
  return kSuccess;
}

}  // namespace

int runViewshed(const std::vector<std::string>& rawArgs, Io& io) {
  const Command& self = commandNamed("viewshed");
  auto args = parseArgs(rawArgs, {"--png", "--cell"}, {"--json"}, self, io);
  if (!args) return kBadInput;
  if (args->help) {
    io.out << self.usage;
    return kSuccess;
  }
  if (args->positional.size() != 2) return usageError(self, "expected FILE HEX", io);
  auto input = loadMapInput(self, args->positional[0], io, "line of sight", true);
  if (!input) return kBadInput;
  const Map& map = *input->map;
  if (map.isTable()) return runTableViewshed(self, *args, *input, io);
  if (args->value("--cell")) return usageError(self, "--cell is for tables only", io);
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
