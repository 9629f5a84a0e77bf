// The scenario card: one page laid out like a published scenario sheet, for both players and
// the table's umpire. Title, ruleset, turns, who moves first and the set-up order; the
// situation; the public map (zones, public objectives, entry edges); each side's forces in
// short ("3x Rifle squad, 1x HMG") grouped by where they set up or arrive; the public
// objectives, victory conditions and special rules. Nothing private: no side's own briefing,
// orders of battle in detail, private objectives or points (scenario_privacy.h).
//
// The card is fitted to one A4 page by shrinking the map, then the type from 9 pt down to 8 pt;
// text that still does not fit runs on to a second page rather than going smaller.
#pragma once

#include <QByteArray>
#include <QImage>
#include <QSize>
#include <QString>

#include "model/scenario.h"

namespace sandtable {

// Smallest type the card prints, in points.
inline constexpr double kCardMinimumPt = 8.0;

// The card's text as rich text (Qt's HTML subset), with the map at `mapSize` (96 dpi pixels)
// when that is valid.
QString scenarioCardHtml(const Scenario& s, QSize mapSize);

// The card as a deterministic A4 PDF; `map` is the public map (a null image: no map).
QByteArray renderScenarioCardPdf(const Scenario& s, const QImage& map, QString* error);
// The card's pages one under the other as a picture at `dpi`.
QImage renderScenarioCardImage(const Scenario& s, const QImage& map, double dpi, QString* error);

// The card of `s` with its public map, labelled, into `path`: a PDF, or the pages as a PNG at
// 150 dpi (`sandtable render SCENARIO --card`). False with a message on failure.
bool exportScenarioCard(const Scenario& s, const QString& path, QString* error);

}  // namespace sandtable
