#include "validation/validate.h"

#include <filesystem>

#include "validation/designer_checks.h"
#include "validation/map_checks.h"
#include "validation/reach.h"
#include "validation/scenario_checks.h"
#include "validation/source_marks.h"
#include "validation/table_checks.h"
#include "validation/table_los_checks.h"
#include "validation/table_scenario_reach.h"

namespace sandtable {

namespace {

std::vector<ReachGraph> graphsFor(const Map& map) {
  std::vector<ReachGraph> graphs;
  const HexsideIndex sides = indexHexsides(map);
  for (int m = 0; m < static_cast<int>(map.rules->mobility.size()); ++m)
    graphs.push_back(buildReachGraph(map, sides, m));
  return graphs;
}

bool usable(const Map* map) {
  return map && map->rules && !map->isTable() && map->grid.size() > 0 &&
         static_cast<int>(map->terrain.size()) == map->grid.size() &&
         static_cast<int>(map->levels.size()) == map->grid.size();
}

bool usableTable(const Map* map) {
  return map && map->rules && map->isTable();
}

// Where the document's elements are written: from what the loader parsed, else (a document
// assembled in memory) from its file.
SourceMarks documentMarks(const LoadedDocument& doc) {
  return doc.source ? SourceMarks::of(doc.source) : SourceMarks::load(doc.path);
}

// The map's positions are in the map file (named as the reader names it) or inline.
SourceMarks mapMarksOf(const LoadedDocument& doc, const Scenario& s, const SourceMarks& marks) {
  if (s.inlineMap) return marks.below("map");
  if (doc.mapSource) return SourceMarks::of(doc.mapSource);
  return SourceMarks::load(
      (std::filesystem::path(doc.path).parent_path() / s.mapPath).lexically_normal().generic_string());
}

}  // namespace

Diagnostics validateDocument(const LoadedDocument& doc) {
  Diagnostics out = doc.diagnostics;
  if (doc.unreadable) return out;
  if (doc.map && usable(doc.map.get())) {
    const auto graphs = graphsFor(*doc.map);
    checkMap(*doc.map, graphs, documentMarks(doc), out);
  }
  if (doc.map && usableTable(doc.map.get()))
    checkTableMap(*doc.map, documentMarks(doc), out);
  if (const Scenario* s = doc.scenario.get(); s && usableTable(s->map.get())) {
    const SourceMarks marks = documentMarks(doc);
    checkTableMap(*s->map, mapMarksOf(doc, *s, marks), out);
    checkTableScenario(*s, marks, out);
    checkTableLosAssertions(*s, marks, out);
    checkTableReach(*s, marks, out);
  }
  if (const Scenario* s = doc.scenario.get(); s && usable(s->map.get())) {
    const SourceMarks marks = documentMarks(doc);
    const SourceMarks mapMarks = mapMarksOf(doc, *s, marks);
    const auto graphs = graphsFor(*s->map);
    checkMap(*s->map, graphs, mapMarks, out);
    checkScenario(*s, graphs, marks, out);
    checkReachAssertions(*s, graphs, marks, out);
    checkLosAssertions(*s, marks, out);
  }
  out.sort();
  return out;
}

}  // namespace sandtable
