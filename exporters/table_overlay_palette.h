// The colours of the table overlays, shared by `sandtable viewshed/reach --png` and the
// editor's overlays so that a designer sees the same key in both.
#pragma once

#include <QColor>

#include <array>
#include <vector>

#include "model/ruleset.h"

namespace sandtable {

// One verdict of a table viewshed cell (TableViewshed::grid codes).
struct TableSightKey {
  char code;  // 'c' clear, 's' smoke, 'd' dead ground, 'b' blocked
  const char* label;
  QColor colour;  // translucent: the terrain shows through
};
const std::array<TableSightKey, 4>& tableSightKeys();
// The verdicts a viewshed on this ruleset can give (its legend): dead ground only with the
// dead-ground line of sight, smoke only when a marker is a smoke template (sight through it is
// rolled for); clear and blocked always.
std::vector<TableSightKey> tableSightKeys(const Ruleset& rules);
// Transparent for an unknown code.
QColor tableSightColour(char code);

// Cost band `band` of `bands` in a reach field: green (cheap) through yellow to red (dear).
QColor tableReachBandColour(int band, int bands);
// Cells no path reaches.
QColor tableUnreachableColour();

}  // namespace sandtable
