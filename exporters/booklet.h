// Per-side scenario booklets for packs: the public situation, objectives, victory
// conditions and special rules, then that side's private briefing and its order of battle;
// on tables also its own victory conditions, its secondary and tertiary objectives, its
// points (ERP, RSP, TRP...) and its fire orders. Nothing of another side's private
// information ever goes in: the booklet is built only from bookletInputs(), which the tests
// check, and what is private is decided in one place (scenario_privacy.h).
#pragma once

#include <QByteArray>
#include <QImage>
#include <QString>
#include <string>
#include <vector>

#include "model/scenario.h"

namespace sandtable {

// Everything one side's booklet may show.
struct BookletInputs {
  const Scenario* scenario = nullptr;  // public fields only: title, briefing, turns, zones...
  const Side* side = nullptr;          // the reader's side: its briefing, victory, fire orders
  const SideOob* oob = nullptr;        // the reader's order of battle, or null
  // The public objectives and points, and the reader's own private ones, in file order.
  std::vector<const Objective*> objectives;
  std::vector<const ScenarioPoint*> points;
};
// nullopt-like: side == nullptr when `sideId` is not a side of the scenario.
BookletInputs bookletInputs(const Scenario& scenario, const std::string& sideId);

// The booklet as rich text (Qt's HTML subset), from the inputs only.
QString bookletHtml(const BookletInputs& inputs);

// The booklet as a deterministic A4 PDF; `map` (may be null) is printed on its last page
// (packs give each side the map with its own private objectives and points).
QByteArray renderBookletPdf(const BookletInputs& inputs, const QImage* map, QString* error);

}  // namespace sandtable
