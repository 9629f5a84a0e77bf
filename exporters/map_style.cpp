#include "exporters/map_style.h"

#include <algorithm>
#include <cmath>

#include "model/map.h"
#include "model/ruleset.h"
#include "model/scenario.h"

namespace sandtable {

QColor rulesetColor(const std::string& text, QColor fallback) {
  const QColor c(QString::fromStdString(text));
  return c.isValid() ? c : fallback;
}

QColor mixColor(const QColor& a, const QColor& b, double t) {
  t = std::clamp(t, 0.0, 1.0);
  auto ch = [t](int x, int y) { return static_cast<int>(std::lround(x + (y - x) * t)); };
  return QColor(ch(a.red(), b.red()), ch(a.green(), b.green()), ch(a.blue(), b.blue()),
                ch(a.alpha(), b.alpha()));
}

QColor elevationTint(const QColor& base, int level) {
  // Hypsometric tinting: strong enough to read level bands through any terrain colour, weak
  // enough that the terrain stays recognisable at the top of a four-level hill.
  static const QColor high(0x6b, 0x45, 0x1f);
  static const QColor low(0x3c, 0x55, 0x70);
  if (level > 0) return mixColor(base, high, std::min(0.5, 0.12 * level));
  if (level < 0) return mixColor(base, low, std::min(0.5, 0.14 * -level));
  return base;
}

QColor terrainFill(const Map& map, int location) {
  const auto i = static_cast<std::size_t>(location);
  QColor base(0xd8, 0xd8, 0xd8);
  if (map.rules && i < map.terrain.size()) {
    const int t = map.terrain[i];
    if (t >= 0 && t < static_cast<int>(map.rules->terrain.size()))
      base = rulesetColor(map.rules->terrain[static_cast<std::size_t>(t)].color);
  }
  // Card maps show a hill as a hill card beneath, not as a tint.
  if (map.isCards() || i >= map.levels.size()) return base;
  return elevationTint(base, map.levels[i]);
}

QString hexLevelText(const Map& map, int location) {
  if (!map.isHex() || location < 0 || static_cast<std::size_t>(location) >= map.levels.size()) return {};
  const int level = map.levels[static_cast<std::size_t>(location)];
  return level == 0 ? QString() : QString::number(level);
}

QColor sideColor(int sideIndex) {
  // Print-safe, colour-blind distinguishable pairs first (blue / vermilion), then others.
  static const QColor colors[] = {QColor(0x1f, 0x5f, 0xb4), QColor(0xc8, 0x3a, 0x1a),
                                  QColor(0x2a, 0x8a, 0x4a), QColor(0x8a, 0x3f, 0xa8)};
  if (sideIndex < 0) return QColor(0x6a, 0x6a, 0x6a);
  return colors[sideIndex % 4];
}

int sideIndexOf(const Scenario& scenario, const std::string& id) {
  const Side* side = scenario.side(id);
  return side ? static_cast<int>(side - scenario.sides.data()) : -1;
}

int zoneSideIndex(const Scenario& scenario, const std::string& zoneId) {
  int found = -1;
  for (const SideOob& oob : scenario.oob) {
    bool uses = false;
    for (const OobEntry& e : oob.entries)
      uses = uses || e.setup.zone == zoneId || (e.arrives && e.arrives->zone.zone == zoneId);
    if (!uses) continue;
    int index = -1;
    for (std::size_t s = 0; s < scenario.sides.size(); ++s)
      if (scenario.sides[s].id == oob.side) index = static_cast<int>(s);
    if (found >= 0 && found != index) return -1;
    found = index;
  }
  if (found >= 0) return found;
  // A zone no unit uses may still belong to a side by name ("us-setup").
  for (std::size_t s = 0; s < scenario.sides.size(); ++s)
    if (zoneId.rfind(scenario.sides[s].id + "-", 0) == 0) return static_cast<int>(s);
  return -1;
}

QFont designFont(double size, bool bold, bool italic) {
  QFont f(QStringLiteral("DejaVu Sans"));
  f.setPixelSize(std::max(1, static_cast<int>(std::lround(size))));
  f.setBold(bold);
  f.setItalic(italic);
  // Hinting would snap glyphs to the design grid, which is not the device grid once scaled.
  f.setHintingPreference(QFont::PreferNoHinting);
  return f;
}

}  // namespace sandtable
