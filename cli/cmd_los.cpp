// sandtable los FILE FROM TO [--json]
#include <ostream>

#include "cli/map_input.h"
#include "validation/json_writer.h"
#include "validation/los.h"

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
  auto input = loadMapInput(self, args->positional[0], io, "line of sight");
  if (!input) return kBadInput;
  const Map& map = *input->map;
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
