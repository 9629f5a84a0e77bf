#include "exporters/table_overlay_palette.h"

#include <algorithm>

namespace sandtable {

const std::array<TableSightKey, 4>& tableSightKeys() {
  // Seen cells lightly tinted, unseen ones dark.
  static const std::array<TableSightKey, 4> keys = {{
      {'c', "clear", QColor(60, 170, 80, 70)},
      {'s', "smoke (4+ per template)", QColor(230, 200, 40, 130)},
      {'d', "dead ground", QColor(70, 80, 170, 140)},
      {'b', "blocked", QColor(30, 30, 30, 150)},
  }};
  return keys;
}

std::vector<TableSightKey> tableSightKeys(const Ruleset& rules) {
  const bool smoke = std::any_of(rules.markers.begin(), rules.markers.end(),
                                 [](const MarkerType& m) { return m.tableLos && m.tableLos->smoke; });
  const bool deadGround = rules.los.model == LosModel::DeadGround;
  std::vector<TableSightKey> out;
  for (const TableSightKey& k : tableSightKeys())
    if ((k.code != 's' || smoke) && (k.code != 'd' || deadGround)) out.push_back(k);
  return out;
}

QColor tableSightColour(char code) {
  for (const TableSightKey& k : tableSightKeys())
    if (k.code == code) return k.colour;
  return Qt::transparent;
}

QColor tableReachBandColour(int band, int bands) {
  const double t = bands <= 1 ? 0.0 : std::clamp(band / double(bands - 1), 0.0, 1.0);
  const double hue = (1.0 - t) * 120.0 / 360.0;  // 120 deg green to 0 deg red
  // Alternate bands a little lighter, so that neighbouring bands stay apart on a long ramp.
  const double value = band % 2 == 0 ? 0.85 : 1.0;
  QColor c = QColor::fromHsvF(static_cast<float>(hue), 0.85f, static_cast<float>(value));
  c.setAlpha(120);
  return c;
}

QColor tableUnreachableColour() { return QColor(40, 40, 40, 110); }

}  // namespace sandtable
