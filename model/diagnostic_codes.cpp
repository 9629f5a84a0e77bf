#include "model/diagnostic_codes.h"

#include <algorithm>
#include <array>

namespace sandtable {

namespace {

// Sorted by id (the test of the registry checks it). Add a code here, and its section to
// docs/checks.md, before a reader or a check emits it.
constexpr std::array kCodes = {
    DiagnosticCode{"arrival-after-end", "a reinforcement or reserve arrives after the scenario's last turn"},
    DiagnosticCode{"arrival-cut-off", "a reinforcement arrives where impassable ground closes it in"},
    DiagnosticCode{"arrival-impassable", "a reinforcement arrives in a place its unit cannot enter anywhere"},
    DiagnosticCode{"bad-id", "an id that is not a valid identifier"},
    DiagnosticCode{"bad-location", "a location that cannot be read (a hex, card or hexside label)"},
    DiagnosticCode{"bad-ruleset", "the ruleset a document names has errors of its own"},
    DiagnosticCode{"bad-shape", "a table shape that is not a usable area or line"},
    DiagnosticCode{"bad-value", "a value of the right type that is not allowed here"},
    DiagnosticCode{"card-dark-hill", "a hill card whose four borders are all dark"},
    DiagnosticCode{"crest-cliff", "neighbouring hexes two or more levels apart on a crest-levels map"},
    DiagnosticCode{"doubtful-value", "a value that reads but is very likely a slip (a hill below the ground)"},
    DiagnosticCode{"duplicate-hexside", "the same feature listed twice on one hexside"},
    DiagnosticCode{"duplicate-id", "an id defined twice"},
    DiagnosticCode{"duplicate-key", "a key, hex or card given twice"},
    DiagnosticCode{"edge-zone-too-deep", "an edge zone whose depth reaches across the table"},
    DiagnosticCode{"empty-zone", "a zone that resolves to no location"},
    DiagnosticCode{"erp-missing", "a side with no ERP on a Focused Firepower table"},
    DiagnosticCode{"erp-too-far", "an ERP more than 12\" from its side's deployment"},
    DiagnosticCode{"erp-visible", "an ERP that the enemy's set-up zones can see"},
    DiagnosticCode{"eta-after-end", "a TRP whose ETA is after the scenario's last turn"},
    DiagnosticCode{"eta-not-on-trp", "an ETA on a scenario point that is not a TRP"},
    DiagnosticCode{"exit-unreachable", "no unit of the exiting side can reach its exit"},
    DiagnosticCode{"fire-order-after-end", "a fire order for a turn after the last"},
    DiagnosticCode{"fire-order-off-table", "a fire order whose target is off the table"},
    DiagnosticCode{"fire-order-unknown-firer", "a fire order whose firer is not in its side's OOB"},
    DiagnosticCode{"grid-mismatch", "the map's grid type is not the one its ruleset is for"},
    DiagnosticCode{"hot-spot-impassable", "a hot spot where no unit can stand anywhere in its placement circle"},
    DiagnosticCode{"hot-spot-numbering", "hot spots not numbered 1 to N once each"},
    DiagnosticCode{"hot-spot-off-table", "part of a hot spot's placement circle is off the table"},
    DiagnosticCode{"hot-spots-too-close", "two hot spots less than 6\" apart"},
    DiagnosticCode{"level-out-of-range", "a level outside the ruleset's range of levels"},
    DiagnosticCode{"level-pit", "a hex two or more levels below all its neighbours"},
    DiagnosticCode{"level-spike", "a hex two or more levels above all its neighbours"},
    DiagnosticCode{"los-assertion-failed", "a designer's line-of-sight check does not hold"},
    DiagnosticCode{"missing-card", "a position of a card map's grid with no card"},
    DiagnosticCode{"missing-field", "a unit without a stat its ruleset requires"},
    DiagnosticCode{"missing-file", "a file that cannot be read"},
    DiagnosticCode{"missing-key", "a required key is missing"},
    DiagnosticCode{"not-a-document", "a file that is not a Sandtable document"},
    DiagnosticCode{"not-adjacent", "two locations that should touch but do not"},
    DiagnosticCode{"objective-too-far", "a scoring side's fastest unit needs more turns than remain to reach an objective"},
    DiagnosticCode{"objective-unreachable", "no unit of a scoring side can reach an objective"},
    DiagnosticCode{"off-map", "a location outside the map"},
    DiagnosticCode{"off-table", "a shape or point wholly off the table"},
    DiagnosticCode{"oob-bad-cell", "a cell of an order-of-battle table that cannot be read"},
    DiagnosticCode{"oob-bad-csv", "an order-of-battle table that is not valid CSV"},
    DiagnosticCode{"oob-duplicate-column", "an order-of-battle table with the same column twice"},
    DiagnosticCode{"oob-duplicate-id", "two rows of an order-of-battle table with the same id"},
    DiagnosticCode{"oob-empty-table", "an order-of-battle table with no header or no rows"},
    DiagnosticCode{"oob-missing-column", "an order-of-battle table without a column it needs"},
    DiagnosticCode{"oob-no-ruleset", "an order-of-battle import with no ruleset to read it by"},
    DiagnosticCode{"oob-unknown-column", "an order-of-battle column that is no unit field (ignored)"},
    DiagnosticCode{"oob-unknown-side", "an order-of-battle import into a side the scenario does not have"},
    DiagnosticCode{"out-of-range", "a number outside its allowed range"},
    DiagnosticCode{"partly-off-table", "a shape or point that reaches past the edge of the table"},
    DiagnosticCode{"points-over-limit", "a side's points over its points limit"},
    DiagnosticCode{"reach-assertion-failed", "a designer's reach check does not hold"},
    DiagnosticCode{"reserve-not-at-trp", "a reserve that does not arrive at a TRP of its side"},
    DiagnosticCode{"road-impassable", "a road that ends on terrain no unit can enter"},
    DiagnosticCode{"road-steep-slope", "a road step across a steep slope"},
    DiagnosticCode{"row-count", "a text grid with more or fewer rows than the map"},
    DiagnosticCode{"row-length", "a row of a text grid with more or fewer entries than the map's columns"},
    DiagnosticCode{"ruleset-mismatch", "a scenario and its map name different rulesets"},
    DiagnosticCode{"second-document", "a second YAML document in a file that holds one"},
    DiagnosticCode{"setup-hex-impassable", "a hex of a unit's set-up that the unit cannot occupy"},
    DiagnosticCode{"setup-impassable", "a unit that can stand nowhere in its set-up"},
    DiagnosticCode{"side-without-units", "a side with no entry in the order of battle"},
    DiagnosticCode{"stacking-limit", "a side sets up or brings in more than a card's stacking limit"},
    DiagnosticCode{"steep-slope", "a level change steep enough to stop every unit"},
    DiagnosticCode{"sudden-death-after-end", "sudden death on a turn after the last"},
    DiagnosticCode{"table-below-preferred-size", "a table smaller than the ruleset's preferred size"},
    DiagnosticCode{"table-too-small", "a table smaller than the ruleset's minimum size"},
    DiagnosticCode{"table-unit-mismatch", "a table measured in another unit than its ruleset"},
    DiagnosticCode{"tiled-bad-attribute", "a Tiled attribute that cannot be read"},
    DiagnosticCode{"tiled-bad-data", "a Tiled layer whose tile data cannot be decoded"},
    DiagnosticCode{"tiled-bad-json", "a Tiled JSON file that is not valid JSON"},
    DiagnosticCode{"tiled-bad-level", "a Tiled tile whose level is not a whole number"},
    DiagnosticCode{"tiled-bad-object", "a Tiled object that cannot be imported"},
    DiagnosticCode{"tiled-bad-size", "a Tiled map or layer of an unusable size"},
    DiagnosticCode{"tiled-bad-stagger", "a Tiled map with an unknown stagger axis or index"},
    DiagnosticCode{"tiled-bad-tileset", "a Tiled tileset reference that is broken or out of order"},
    DiagnosticCode{"tiled-bad-xml", "a Tiled XML file that is not well-formed"},
    DiagnosticCode{"tiled-default-stagger", "a Tiled map that does not record its stagger"},
    DiagnosticCode{"tiled-empty-hexes", "hexes with no terrain tile in a Tiled map"},
    DiagnosticCode{"tiled-hidden-layer", "a hidden Tiled layer, not imported"},
    DiagnosticCode{"tiled-infinite", "an infinite Tiled map"},
    DiagnosticCode{"tiled-level-out-of-range", "a Tiled tile level outside the ruleset's levels"},
    DiagnosticCode{"tiled-missing-tileset", "an external Tiled tileset that cannot be read"},
    DiagnosticCode{"tiled-no-ruleset", "a Tiled import with no ruleset"},
    DiagnosticCode{"tiled-no-tile-layer", "a Tiled map with no visible tile layer"},
    DiagnosticCode{"tiled-not-hex-ruleset", "a Tiled import with a ruleset that is not for hex maps"},
    DiagnosticCode{"tiled-not-hexagonal", "a Tiled map that is not hexagonal"},
    DiagnosticCode{"tiled-not-map", "a Tiled file that is not a map"},
    DiagnosticCode{"tiled-not-tileset", "a Tiled tileset file that is not a tileset"},
    DiagnosticCode{"tiled-object-ignored", "Tiled objects of a class Sandtable does not import"},
    DiagnosticCode{"tiled-tile-without-level", "a tile of a Tiled levels layer with no level"},
    DiagnosticCode{"tiled-tile-without-terrain", "a Tiled tile with no terrain"},
    DiagnosticCode{"tiled-unknown-feature", "a Tiled hexside object whose feature the ruleset does not have"},
    DiagnosticCode{"tiled-unknown-terrain", "a Tiled tile whose terrain the ruleset does not have"},
    DiagnosticCode{"tiled-unknown-tile", "a Tiled tile id that belongs to no tileset"},
    DiagnosticCode{"tiled-unreadable", "a Tiled file that cannot be read"},
    DiagnosticCode{"too-deep", "YAML nested deeper than a document can be"},
    DiagnosticCode{"too-large", "a document or map larger than Sandtable reads"},
    DiagnosticCode{"trapped-region", "hexes a mobility class can enter but not leave, or not reach"},
    DiagnosticCode{"trp-not-on-edge", "a TRP away from every table edge"},
    DiagnosticCode{"unenterable-hex", "a hex no unit can step into from any neighbour"},
    DiagnosticCode{"unknown-field", "an OOB stat that is no unit field of the ruleset"},
    DiagnosticCode{"unknown-id", "a reference to an id that does not exist"},
    DiagnosticCode{"unknown-key", "a key the document kind does not have (kept)"},
    DiagnosticCode{"unsupported", "a document kind that cannot be read on its own"},
    DiagnosticCode{"unsupported-version", "a format version this Sandtable does not read"},
    DiagnosticCode{"wrong-kind", "a document of another kind than expected"},
    DiagnosticCode{"wrong-type", "a value of the wrong type (text for a number, a list for a map)"},
    DiagnosticCode{"yaml-alias", "a YAML alias inside its own anchor, or aliases that stand for too much"},
    DiagnosticCode{"yaml-syntax", "text that is not valid YAML"},
};

}  // namespace

std::span<const DiagnosticCode> diagnosticCodes() { return kCodes; }

const DiagnosticCode* findDiagnosticCode(std::string_view id) {
  const auto it = std::lower_bound(kCodes.begin(), kCodes.end(), id,
                                   [](const DiagnosticCode& c, std::string_view v) { return c.id < v; });
  return it != kCodes.end() && it->id == id ? &*it : nullptr;
}

std::string diagnosticDocsPath(std::string_view code) {
  std::string path(kChecksDocPath);
  if (findDiagnosticCode(code)) path += "#" + std::string(code);
  return path;
}

}  // namespace sandtable
