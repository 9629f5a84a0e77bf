// sandtable los FILE FROM TO [--json]
#include <cmath>
#include <ostream>

#include "cli/map_input.h"
#include "validation/json_writer.h"
#include "validation/los.h"
#include "validation/table_checks_places.h"
#include "validation/table_los.h"

namespace sandtable::cli {

namespace {

void writeJson(const LosContext& ctx, const LosResult& r, Io& io) {
  const Grid& grid = ctx.grid();
  JsonWriter json;
  json.beginObject();
  json.field("from", grid.label(r.from));
  json.field("to", grid.label(r.to));
  json.field("result", r.clear ? "clear" : "blocked");
  json.key("hindrance");
  if (r.clear && r.hindrance >= 0)
    json.value(r.hindrance);
  else
    json.null();
  json.field("obscured", r.obscured);
  json.key("blocked_by");
  if (r.clear) {
    json.null();
  } else {
    const LosBlock& b = r.blockedBy;
    json.beginObject();
    if (b.cause == LosCause::HexsideObstacle)
      json.field("hexside", grid.label(b.location) + "/" + grid.label(b.other));
    else
      json.field(ctx.map().isCards() ? "card" : "hex", grid.label(b.location));
    json.field("reason", losReason(ctx, r));
    json.field("rule", losRule(ctx, r));
    json.endObject();
  }
  json.key("steps").beginArray();
  for (const LineStep& s : sightLineSteps(ctx, r.from, r.to)) {
    json.beginArray().value(grid.label(s.first));
    if (s.second >= 0) json.value(grid.label(s.second));
    json.endArray();
  }
  json.endArray();
  json.endObject();
  io.out << json.str() << "\n";
}

// Tables spec 5: FROM and TO are X,Y or ids; the result names the piece, the reason and the rule.
int runTableLos(const Command& self, const MapInput& input, const std::string& fromText,
                const std::string& toText, bool asJson, Io& io) {
  const Map& map = *input.map;
  std::string error;
  const auto from = namedTablePoint(input.scenario(), map, fromText, &error);
  if (!from) return usageError(self, error, io);
  const auto to = namedTablePoint(input.scenario(), map, toText, &error);
  if (!to) return usageError(self, error, io);
  const TableLosContext ctx(map, input.scenario());
  const TableLosResult r = tableLineOfSight(ctx, *from, *to);
  if (!asJson) {
    io.out << tableLosSummary(r) << "\n";
    return kSuccess;
  }
  JsonWriter json;
  json.beginObject();
  json.field("from", fromText);
  json.field("to", toText);
  json.field("result", r.clear ? "clear" : "blocked");
  json.field("smoke", r.smoke);
  json.key("dead_ground");
  if (r.deadGround) {
    json.beginObject();
    json.field("feature", r.deadGround->feature);
    json.field("depth", r.deadGround->depth);
    json.field("distance", r.deadGround->distance);
    json.endObject();
  } else {
    json.null();
  }
  json.field("obstacle_sum", r.obstacleSum);
  json.key("in_line_of_fire");
  if (r.inLineOfFire) {
    json.beginArray();
    for (const auto& name : *r.inLineOfFire) json.value(name);
    json.endArray();
  } else {
    json.null();
  }
  json.key("blocked_by");
  if (r.clear) {
    json.null();
  } else {
    json.beginObject();
    json.key("feature");
    if (r.featureId.empty())
      json.null();
    else
      json.value(r.featureId);
    json.field("name", r.featureName);
    json.field("cause", tableLosCauseName(r.cause));
    json.field("reason", r.reason);
    json.field("rule", r.rule);
    json.endObject();
  }
  json.endObject();
  io.out << json.str() << "\n";
  return kSuccess;
}

}  // namespace

int runLos(const std::vector<std::string>& rawArgs, Io& io) {
  const Command& self = commandNamed("los");
  auto args = parseArgs(rawArgs, {}, {"--json"}, self, io);
  if (!args) return kBadInput;
  if (args->help) {
    io.out << self.usage;
    return kSuccess;
  }
  if (args->positional.size() != 3) return usageError(self, "expected FILE FROM TO", io);
  auto input = loadMapInput(self, args->positional[0], io, "line of sight", true);
  if (!input) return kBadInput;
  const Map& map = *input->map;
  if (map.isTable())
    return runTableLos(self, *input, args->positional[1], args->positional[2], args->flag("--json"), io);
  auto from = parseMapLocation(self, map, args->positional[1], io);
  if (!from) return kBadInput;
  auto to = parseMapLocation(self, map, args->positional[2], io);
  if (!to) return kBadInput;

  const LosContext ctx(map);
  const LosResult result = lineOfSight(ctx, *from, *to);
  if (args->flag("--json"))
    writeJson(ctx, result, io);
  else
    io.out << losSummary(ctx, result) << "\n";
  return kSuccess;
}

}  // namespace sandtable::cli
