// Edits of a scenario's content that every front end shares: the editor's panels and tools and
// the importers use these, and the reader resolves zones with the same function, so a rule of
// the documents is written once. Qt-free (model layer).
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "model/scenario.h"

namespace sandtable {

// Location lists typed by the designer: "A1:C4, F5" (commas or spaces). Every item must lie on
// the map; the error names the first one that does not.
std::optional<LocationList> parseLocationList(const Map& map, const std::string& text,
                                              std::string* error);
// The shortest list of rectangles ("A1:C4") covering exactly `locations`, for painted zones.
LocationList locationListOf(const Map& map, std::vector<int> locations);
// "A1:C4, F5".
std::string locationListText(const LocationList& list);
// Recomputes a zone's locations from its list and edge.
void resolveZone(const Map& map, Zone& zone);

// Renames, updating every reference so the scenario stays consistent.
void renameZoneReferences(Scenario& s, const std::string& from, const std::string& to);
void renameSideReferences(Scenario& s, const std::string& from, const std::string& to);
void renameObjectiveReferences(Scenario& s, const std::string& from, const std::string& to);

// Tables: whether `p` lies on the table (edges included; NaN and infinities do not).
bool pointOnTable(const TableSize& table, TablePoint p);
// The rect an edge band of `depth` covers (as validation reads `{edge: E, depth: D}`).
Shape edgeBandRect(const TableSize& table, Edge edge, double depth);

// "name", "name-2", "name-3"...: the first of them that `taken` does not report.
std::string uniqueId(const std::string& base, const std::function<bool(const std::string&)>& taken);
// An id without its "-N" number ("mont-brule-2" -> "mont-brule"; "church", "hill-" and "a-2b"
// as they are): the stem its copies are numbered from.
std::string_view idStem(std::string_view id);
// The id of a copy (Duplicate, of a table feature or an OOB entry): the original's stem
// numbered from 2, the first free ("wood" -> "wood-2", then "wood-3"; a copy of "wood-2" is
// "wood-3", never "wood-2-2"). Valid whenever the original is (isValidId).
std::string copyId(std::string_view original, const std::function<bool(const std::string&)>& taken);

}  // namespace sandtable
