// sandtable reach FILE --mobility M (--from HEXES|ZONE) [--speed MP] [--to HEX] [--enter] [--json]
#include <charconv>
#include <cmath>
#include <ostream>

#include "cli/command.h"
#include "cli/map_input.h"
#include "model/document_io.h"
#include "validation/reach.h"
#include "validation/reach_query.h"

namespace sandtable::cli {

namespace {

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

}  // namespace

int runReach(const std::vector<std::string>& rawArgs, Io& io) {
  const Command& self = commandNamed("reach");
  auto args = parseArgs(rawArgs, {"--mobility", "--from", "--speed", "--to"}, {"--json", "--enter"},
                        self, io);
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
    speed = parseSpeed(*s);
    if (!speed)
      return usageError(self, "--speed must be a positive number of MP per turn, not '" + *s + "'",
                        io);
  }

  auto input = loadMapInput(self, args->positional[0], io, "reach");
  if (!input) return kBadInput;
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
  if (auto t = args->value("--to")) {
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
