// Per-side scenario booklets for packs: the public situation, objectives, victory
// conditions and special rules, then that side's private briefing and its order of battle.
// Nothing of another side's private information (briefing, OOB) ever goes in: the booklet is
// built only from bookletInputs(), which the tests check.
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
  const Scenario* scenario = nullptr;  // public fields only: title, briefing, turns, objectives...
  const Side* side = nullptr;          // the reader's side: its private briefing
  const SideOob* oob = nullptr;        // the reader's order of battle, or null
};
// nullopt-like: side == nullptr when `sideId` is not a side of the scenario.
BookletInputs bookletInputs(const Scenario& scenario, const std::string& sideId);

// The booklet as rich text (Qt's HTML subset), from the inputs only.
QString bookletHtml(const BookletInputs& inputs);

// The booklet as a deterministic A4 PDF; `map` (may be null) is printed on its last page.
QByteArray renderBookletPdf(const BookletInputs& inputs, const QImage* map, QString* error);

}  // namespace sandtable
