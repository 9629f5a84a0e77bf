// The look of a rendered map: colours derived from the ruleset, elevation tints, side colours
// and fonts. Everything is sized in design units where one hex (or a card's unit) is
// kDesignUnit wide, so the drawing code never depends on the output resolution.
#pragma once

#include <QColor>
#include <QFont>
#include <QString>
#include <string>

namespace sandtable {

struct Map;
struct Ruleset;
struct Scenario;

inline constexpr double kDesignUnit = 100.0;

// "#rrggbb" from a ruleset, or `fallback` when the text is not a colour.
QColor rulesetColor(const std::string& text, QColor fallback = QColor(0xb0, 0xb0, 0xb0));

// a + (b - a) * t per channel (t in 0..1).
QColor mixColor(const QColor& a, const QColor& b, double t);

// The terrain colour of a location with the elevation tint of its level: level 0 is the
// ruleset's colour exactly; each level above darkens towards brown, below towards slate.
QColor terrainFill(const Map& map, int location);
QColor elevationTint(const QColor& base, int level);
// A hex's level as the print and the editor number it ("2", "-1"); empty for level 0 or a map
// without levels.
QString hexLevelText(const Map& map, int location);

// Colour of a side (by its position in the scenario), for zones and booklets.
QColor sideColor(int sideIndex);
// The position of side `id` in the scenario; -1 when it is not a side.
int sideIndexOf(const Scenario& scenario, const std::string& id);
// The side whose OOB sets up in or arrives at `zoneId`, or -1 when none or several do.
int zoneSideIndex(const Scenario& scenario, const std::string& zoneId);

// A DejaVu Sans font `size` design units tall.
QFont designFont(double size, bool bold = false, bool italic = false);

// Ink colours shared by the painters.
inline const QColor kInk(0x26, 0x22, 0x1e);
inline const QColor kGridLine(0x4a, 0x44, 0x3c);
inline const QColor kContour(0x7a, 0x4e, 0x22);
inline const QColor kObjective(0xe8, 0xb0, 0x10);  // gold: apart from every side colour
inline const QColor kHotSpot(0xc8, 0x28, 0x28);    // a table's hot spots: no side's, red
inline const QColor kPaper(0xff, 0xff, 0xff);
// Tables: open ground, where no terrain piece lies (a pale cloth, lighter than any crop).
inline const QColor kTableOpen(0xe6, 0xe8, 0xcf);

}  // namespace sandtable
