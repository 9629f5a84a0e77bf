// Trace from Art and Proof (docs/editor.md, Map Art): both run on the controller's background
// job on a copy of the map, so a large picture never stops the window; Trace's result is one
// undo step, and both list what they found in the Issues panel.
#include <QRegularExpression>

#include "art/art_trace.h"
#include "editor/map_art_controller.h"
#include "editor/saved_files.h"
#include "model/document_source.h"

namespace sandtable::editor {

namespace {

// "C4=woods D7=open" (spaces or commas between) -> (location, terrain) pairs; "" or why not.
QString parseSamples(const Map& map, const QString& text, std::vector<std::pair<int, int>>& out) {
  for (const QString& item : text.split(QRegularExpression("[,\\s]+"), Qt::SkipEmptyParts)) {
    const QStringList parts = item.split('=');
    const auto at =
        parts.size() == 2 ? map.grid.parseLabel(parts[0].toUpper().toStdString()) : std::nullopt;
    if (!at || !map.grid.contains(*at))
      return QObject::tr("%1: a sample is HEX=TERRAIN, such as C4=woods, with a hex of this map.")
          .arg(item);
    const int terrain = map.rules->terrainIndex(parts[1].toStdString());
    if (terrain < 0) return QObject::tr("%1: the ruleset has no terrain '%2'.").arg(item, parts[1]);
    out.emplace_back(map.grid.index(*at), terrain);
  }
  return {};
}

// Each doubtful hex of a trace, as a note at the map's `art:`.
Diagnostics doubtfulNotes(const Map& map, const std::string& mapFile, const TraceOutcome& t) {
  Diagnostics out;
  const auto& terrain = map.rules->terrain;
  for (int at : t.doubtful) {
    const Verdict& v = t.verdicts[std::size_t(at)];
    if (v.runnerUp < 0) continue;
    const std::string label = map.grid.label(at);
    Diagnostic& d =
        out.add(Severity::Info, "art-doubtful", {mapFile, map.art->line, map.art->column},
                label + ": traced as " + terrain[std::size_t(v.terrain)].id + " but it may be " +
                    terrain[std::size_t(v.runnerUp)].id + " (confidence " +
                    confidenceText(v.confidence) + ")",
                "check " + label + " against the art and paint it if need be");
    d.locations.push_back(
        {map.isHex() ? DiagnosticLocation::Kind::Hex : DiagnosticLocation::Kind::Card, label});
  }
  return out;
}

// The map as Save would write it, read back, and the file it goes to. The findings name its
// `art:` key and terrain rows at the lines of that text: the map in memory keeps the lines of
// the file on disk, which art given or changed since (written before the terrain) has moved.
struct SavedMap {
  std::shared_ptr<const Map> map;
  std::string file;
};

SavedMap mapAsSaved(const LoadedDocument& snapshot, const std::string& path) {
  const LoadedDocument back = readAsSaved(savedFiles(snapshot, path));
  const auto map = back.map ? back.map : back.scenario ? back.scenario->map : nullptr;
  if (!map || !map->art || !map->rules) return {};
  return {map,
          back.kind == DocumentKind::Map || !back.mapSource ? back.path : back.mapSource->file};
}

// Where the findings about `map` go: the map as saved, or (if that does not read, when the
// Issues panel lists why) the map in memory and its file.
SavedMap findingsMap(const LoadedDocument& snapshot, const std::string& path,
                     std::shared_ptr<const Map> map, const std::string& mapFile) {
  SavedMap saved = mapAsSaved(snapshot, path);
  if (saved.map && saved.map->grid.size() == map->grid.size()) return saved;
  return {std::move(map), mapFile};
}

}  // namespace

QString MapArtController::suggestedSamples() const {
  const Map* map = document_ ? document_->map() : nullptr;
  if (!map || map->isTable()) return {};
  QStringList out;
  std::vector<bool> seen(map->rules->terrain.size());
  for (int i = 0; i < map->grid.size(); ++i) {
    const auto t = std::size_t(map->terrain[std::size_t(i)]);
    if (seen[t]) continue;
    seen[t] = true;
    out << QString::fromStdString(map->grid.label(i) + "=" + map->rules->terrain[t].id);
  }
  return out.join(' ');
}

QString MapArtController::notReady(const QString& verb) const {
  const Map* map = document_ ? document_->map() : nullptr;
  if (!map || !art()) return tr("Choose the map's art first (Map > Map Art…).");
  if (map->isTable())
    return tr("A table's art is shown and printed only: a table has no hexes to %1.").arg(verb);
  if (picture_.isNull()) return tr("The art does not read: %1").arg(imageError_);
  if (!fit_) return tr("Calibrate the art first: give two anchors (Map > Calibrate Art).");
  return {};
}

QString MapArtController::trace(const QString& samples) {
  if (QString refused = notReady(tr("trace")); !refused.isEmpty()) return refused;
  const Map* map = document_->map();
  std::vector<std::pair<int, int>> parsed;
  if (QString error = parseSamples(*map, samples, parsed); !error.isEmpty()) return error;
  const LoadedArt loaded{picture_, *fit_};
  auto copy = std::make_shared<const Map>(*map);
  const std::string mapFile = mapFilePath().toStdString();
  auto snapshot = std::make_shared<const LoadedDocument>(document_->snapshot());
  const std::string path = document_->savePath().toStdString();
  job_.request([this, loaded, copy, parsed, mapFile, snapshot, path]() -> std::function<void()> {
    auto outcome = std::make_shared<TraceOutcome>(traceArt(loaded, *copy, parsed));
    const SavedMap saved = findingsMap(*snapshot, path, copy, mapFile);
    auto notes = std::make_shared<Diagnostics>(doubtfulNotes(*saved.map, saved.file, *outcome));
    return [this, copy, outcome, notes] {
      Map* now = document_ ? document_->map() : nullptr;
      if (!now || now->grid.size() != copy->grid.size()) return;
      MapEditBuilder traced(*now);
      int measured = 0;
      for (std::size_t i = 0; i < outcome->verdicts.size(); ++i) {
        if (outcome->verdicts[i].terrain < 0) continue;
        traced.location(int(i)).terrain = outcome->verdicts[i].terrain;
        ++measured;
      }
      document_->push(traced, tr("Trace from art"));
      publishFindings(*notes, tr("Traced %1 %2 from the art; %3 doubtful (in the Issues panel)")
                                  .arg(measured)
                                  .arg(now->isCards() ? tr("cards") : tr("hexes"))
                                  .arg(notes->all().size()));
    };
  });
  return {};
}

QString MapArtController::proof() {
  if (QString refused = notReady(tr("proof")); !refused.isEmpty()) return refused;
  const Map* map = document_->map();
  const LoadedArt loaded{picture_, *fit_};
  auto copy = std::make_shared<const Map>(*map);
  const std::string mapFile = mapFilePath().toStdString();
  auto snapshot = std::make_shared<const LoadedDocument>(document_->snapshot());
  const std::string path = document_->savePath().toStdString();
  job_.request([this, loaded, copy, mapFile, snapshot, path]() -> std::function<void()> {
    auto found = std::make_shared<Diagnostics>();
    const SavedMap saved = findingsMap(*snapshot, path, copy, mapFile);
    reportDisagreements(*saved.map, saved.file, proofArt(loaded, *copy), *found);
    return [this, found] {
      publishFindings(*found, found->empty()
                                  ? tr("Proof: the map agrees with its art")
                                  : tr("Proof: %1 where the art looks like another terrain "
                                       "(in the Issues panel)")
                                        .arg(found->all().size()));
    };
  });
  return {};
}

void MapArtController::publishFindings(const Diagnostics& findings, const QString& status) {
  if (scheduler_) scheduler_->setArtFindings(findings);
  status_ = status;
  emit statusChanged();
}

}  // namespace sandtable::editor
