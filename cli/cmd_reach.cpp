// sandtable reach FILE --mobility M (--from HEXES|ZONE) [--speed MP] [--to HEX] [--enter] [--json]
// On a table: --from ZONE|X,Y|ID [--to X,Y|ID]... [--cell C] [--png OUT] (tables spec 6).
#include <charconv>
#include <cmath>
#include <ostream>

#include "cli/command.h"
#include "cli/map_input.h"
#include "exporters/gui_runtime.h"
#include "exporters/map_export.h"
#include "model/document_io.h"
#include "validation/reach.h"
#include "validation/reach_query.h"
#include "validation/table_reach_query.h"

namespace sandtable::cli {

namespace {

constexpr double kMinSpeed = 0.01, kMaxSpeed = 1e6;

std::optional<double> parseSpeed(const std::string& text) {
  double v = 0;
  auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
  if (ec != std::errc() || ptr != text.data() + text.size() || !std::isfinite(v) || v <= 0)
    return std::nullopt;
  return v;
}

std::string list(const std::vector<std::string>& items) {
  std::string out;
  for (const auto& i : items) out += (out.empty() ? "" : ", ") + i;
  return out;
}

// Every `--to V` (or `--to=V`), in order: the option parser keeps one value per option, and a
// table takes several targets. The rest of the arguments are left in `rest`.
std::vector<std::string> takeTargets(const std::vector<std::string>& args,
                                     std::vector<std::string>& rest) {
  std::vector<std::string> targets;
  for (std::size_t i = 0; i < args.size(); ++i) {
    if (args[i] == "--to" && i + 1 < args.size()) {
      targets.push_back(args[++i]);
    } else if (args[i].rfind("--to=", 0) == 0) {
      targets.push_back(args[i].substr(5));
    } else {
      rest.push_back(args[i]);
    }
  }
  return targets;
}

// The --png picture of a table's cost field (exporters/table_reach_overlay.cpp).
int writeTableReachPng(const MapInput& input, const TableReachGraph& graph,
                       const TableReachResult& result, std::optional<double> speed,
                       const std::string& mobility, const std::string& from,
                       const std::string& path, Io& io) {
  ensureGuiApplication();
  RenderOptions options;
  TableCostField field;
  field.cell = graph.cell;
  field.columns = graph.columns;
  field.rows = graph.rows;
  field.mp.reserve(result.mp.size());
  for (double v : result.mp) field.mp.push_back(v == kTableUnreachable ? -1.0 : v);
  field.band = speed.value_or(1.0);
  options.tableCosts = std::move(field);
  options.title = "Reach of " + mobility + " from " + from + " (bands of " +
                  (speed ? "one turn at " + tableNumberText(*speed) + " MP" : std::string("1 MP")) +
                  "; grey: unreachable)";
  QString error;
  if (!exportMapImage(*input.map, input.scenario(), QString::fromStdString(path), options,
                      &error)) {
    io.err << "sandtable reach: " << error.toStdString() << "\n";
    return kBadInput;
  }
  return kSuccess;
}

int runTableReach(const Command& self, const Args& args, const std::vector<std::string>& targets,
                  std::optional<double> speed, const MapInput& input, Io& io) {
  const Map& map = *input.map;
  const Scenario* scenario = input.scenario();
  const std::string mobilityName = *args.value("--mobility");
  const int mobility = map.rules->mobilityIndex(mobilityName);
  if (mobility < 0)
    return usageError(self,
                      "'" + mobilityName + "' is not a mobility class of ruleset '" +
                          map.rules->id + "'; use one of: " + list(map.rules->mobility),
                      io);
  double cell = kDefaultReachCell;
  if (auto c = args.value("--cell")) {
    auto v = parseSpeed(*c);
    if (!v)
      return usageError(self, "--cell must be a positive number of table units, not '" + *c + "'",
                        io);
    if (tableCellCount(map.table, *v) > kMaxReachCells)
      return usageError(self,
                        "--cell " + *c + " cuts the table into more than " +
                            std::to_string(kMaxReachCells) + " cells; use a larger cell",
                        io);
    if (const std::string problem = tableCellProblem(map.table, *v, *c); !problem.empty())
      return usageError(self, problem, io);
    cell = *v;
  }
  const TableGoing going(map, *map.rules);
  const TableReachGraph graph = buildTableReachGraph(map, going, mobility, cell);
  std::string error;
  const std::string from = *args.value("--from");
  auto starts = namedTableCells(scenario, map, graph, from, &error);
  if (!starts) return usageError(self, "--from " + from + ": " + error, io);
  std::vector<TableReachTarget> places;
  for (const std::string& t : targets) {
    auto cells = namedTableCells(scenario, map, graph, t, &error);
    if (!cells) return usageError(self, "--to " + t + ": " + error, io);
    places.push_back({t, std::move(*cells)});
  }
  const bool objectives = targets.empty();
  if (objectives && scenario) places = objectiveTargets(*scenario, graph);
  TableReachReport report = tableReachReport(graph, going, *map.rules, *starts, std::move(places));
  report.mobility = mobilityName;
  report.from = from;
  report.speed = speed;
  report.objectives = objectives;
  if (auto png = args.value("--png")) {
    const int code = writeTableReachPng(input, graph, tableReach(graph, *starts), speed,
                                        mobilityName, from, *png, io);
    if (code != kSuccess) return code;
  }
  io.out << (args.flag("--json") ? tableReachJson(report) : tableReachText(report));
  return kSuccess;
}

}  // namespace

int runReach(const std::vector<std::string>& allArgs, Io& io) {
  const Command& self = commandNamed("reach");
  std::vector<std::string> rawArgs;
  const std::vector<std::string> targets = takeTargets(allArgs, rawArgs);
  auto args = parseArgs(rawArgs, {"--mobility", "--from", "--speed", "--cell", "--png"},
                        {"--json", "--enter"}, self, io);
  if (!args) return kBadInput;
  if (args->help) {
    io.out << self.usage;
    return kSuccess;
  }
  if (args->positional.size() != 1)
    return usageError(self, "expected exactly one FILE (a map or a scenario)", io);
  if (!args->value("--mobility"))
    return usageError(self, "--mobility M is required (a mobility class of the ruleset)", io);
  if (!args->value("--from"))
    return usageError(self, "--from is required: hexes (C4,D5), a range (A1:C4) or a zone id", io);
  std::optional<double> speed;
  if (auto s = args->value("--speed")) {
    // Below 0.01 MP a turn the count of turns no longer fits a number ("never at speed 0").
    speed = parseSpeed(*s);
    if (!speed || *speed < kMinSpeed || *speed > kMaxSpeed)
      return usageError(
          self, "--speed must be a number of MP per turn from 0.01 to 1000000, not '" + *s + "'",
          io);
  }

  auto input = loadMapInput(self, args->positional[0], io, "reach", true);
  if (!input) return kBadInput;
  if (input->map->isTable()) {
    if (args->flag("--enter"))
      return usageError(self, "--enter is for hex and card maps: on a table a start set costs 0",
                        io);
    return runTableReach(self, *args, targets, speed, *input, io);
  }
  for (const char* option : {"--cell", "--png"})
    if (args->value(option))
      return usageError(self, std::string(option) + " is for tables only", io);
  if (targets.size() > 1)
    return usageError(self, "--to names a single hex (card); give it once", io);
  const Scenario* scenario = input->scenario();
  const Map* map = input->map.get();

  const std::string mobilityName = *args->value("--mobility");
  const int mobility = map->rules->mobilityIndex(mobilityName);
  if (mobility < 0)
    return usageError(self,
                      "'" + mobilityName + "' is not a mobility class of ruleset '" +
                          map->rules->id + "'; use one of: " + list(map->rules->mobility),
                      io);
  std::string error;
  const std::string from = *args->value("--from");
  auto starts = resolveLocations(*map, scenario, from, &error);
  if (!starts) return usageError(self, "--from " + from + ": " + error, io);
  std::optional<int> to;
  if (!targets.empty()) {
    const std::string* t = &targets.front();
    auto target = resolveLocations(*map, nullptr, *t, &error);
    if (!target || target->size() != 1)
      return usageError(
          self,
          "--to " + *t + ": " +
              (target ? "name a single " + std::string(map->isCards() ? "card" : "hex") : error),
          io);
    to = target->front();
  }

  const ReachGraph graph = buildReachGraph(*map, mobility);
  const ReachResult result =
      args->flag("--enter") ? reachEntering(graph, *starts) : reach(graph, *starts);
  ReachReportInput report{map, mobilityName, from, &result, speed, to};
  io.out << (args->flag("--json") ? reachJson(report) : reachText(report));
  return kSuccess;
}

}  // namespace sandtable::cli
