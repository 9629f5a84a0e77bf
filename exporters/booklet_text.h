// Rich-text pieces shared by the per-side booklets and the scenario card: escaped text,
// paragraphs from YAML blocks, and where a unit sets up or arrives, in words.
#pragma once

#include <QString>
#include <string>

#include "model/scenario.h"

namespace sandtable {

QString htmlText(const std::string& s);
// Briefings are YAML blocks wrapped at ~95 columns: one <p> per paragraph or list item.
QString htmlParagraphs(const std::string& text);
QString sideNameHtml(const Scenario& s, const std::string& id);
QString tablePointHtml(TablePoint p);
QString shapeHtml(const Shape& s);
// "south edge", "zone us-setup", "TRP Chemin Mahieu", "at 42, 32.5", "at C1, C2".
QString placeWords(const Scenario& s, const PlaceRef& p);
// Set-up and arrival together: "zone de-setup", "turn 2, south edge".
QString setupWords(const Scenario& s, const OobEntry& e);

// "Entry edges: south edge (south-edge): US rifle platoon; north edge (north-edge): ...": every
// `edge:` zone, public to both sides, with the sides whose units set up or arrive there.
QString entryEdgesHtml(const Scenario& s);
// The scenario's victory conditions under a heading: its text, exit and sudden death.
QString victoryText(const Scenario& s);

}  // namespace sandtable
