#include "editor/tool_registry.h"

#include <QCoreApplication>
#include <QDebug>
#include <optional>

#include "model/map.h"

namespace sandtable::editor {

namespace {

constexpr unsigned kHex = static_cast<unsigned>(MapKind::Hex);
constexpr unsigned kCards = static_cast<unsigned>(MapKind::Cards);
constexpr unsigned kTable = static_cast<unsigned>(MapKind::Table);
constexpr unsigned kGrids = kHex | kCards;

// In palette order: a kind's palette lists the tools that offer it, in this order. A tool the
// kinds name differently or set up differently (the card terrain, the eraser without a brush
// radius on cards) has one entry per kind. Settings: brush (radius slider), terrain (terrain
// list), level, feature, marker, zone, border, pointKind, pointSide, lineWidth, tapeMobility,
// selectHelp (the table selection's keys).
const ToolSpec kTools[] = {
    {"select", QT_TRANSLATE_NOOP("ToolRegistry", "Select"), "V", kGrids, false, "", Tool::Select,
     TableTool::Select,
     QT_TRANSLATE_NOOP("ToolRegistry", "Click to select; the Inspector shows what is there")},
    {"terrain", QT_TRANSLATE_NOOP("ToolRegistry", "Terrain brush"), "B", kHex, false,
     "brush terrain", Tool::Terrain, TableTool::Select,
     QT_TRANSLATE_NOOP("ToolRegistry", "Click or drag to paint the terrain chosen in the palette ([ and ] size the brush)")},
    {"terrain", QT_TRANSLATE_NOOP("ToolRegistry", "Card terrain"), "B", kCards, false, "terrain",
     Tool::Terrain, TableTool::Select,
     QT_TRANSLATE_NOOP("ToolRegistry", "Click a card to lay the terrain chosen in the palette")},
    {"fill", QT_TRANSLATE_NOOP("ToolRegistry", "Flood fill"), "G", kHex, false, "terrain",
     Tool::Fill, TableTool::Select,
     QT_TRANSLATE_NOOP("ToolRegistry", "Click to repaint the connected area of one terrain with the chosen terrain")},
    {"raise", QT_TRANSLATE_NOOP("ToolRegistry", "Raise ground"), "R", kHex, false, "brush",
     Tool::Raise, TableTool::Select,
     QT_TRANSLATE_NOOP("ToolRegistry", "Click or drag to raise the ground one level ([ and ] size the brush)")},
    {"lower", QT_TRANSLATE_NOOP("ToolRegistry", "Lower ground"), "L", kHex, false, "brush",
     Tool::Lower, TableTool::Select,
     QT_TRANSLATE_NOOP("ToolRegistry", "Click or drag to lower the ground one level ([ and ] size the brush)")},
    {"level", QT_TRANSLATE_NOOP("ToolRegistry", "Set level"), "K", kHex, false, "brush level",
     Tool::SetLevel, TableTool::Select,
     QT_TRANSLATE_NOOP("ToolRegistry", "Click or drag to set the ground to the level chosen in the palette")},
    {"hexside", QT_TRANSLATE_NOOP("ToolRegistry", "Hexside feature"), "S", kHex, false, "feature",
     Tool::Hexside, TableTool::Select,
     QT_TRANSLATE_NOOP("ToolRegistry", "Click near a hexside to add the feature chosen in the palette, or to take it away")},
    {"road", QT_TRANSLATE_NOOP("ToolRegistry", "Road"), "D", kHex, false, "", Tool::Road,
     TableTool::Select,
     QT_TRANSLATE_NOOP("ToolRegistry", "Drag along a chain of hexes: the road is laid when you release the button")},
    {"objective", QT_TRANSLATE_NOOP("ToolRegistry", "Objective"), "O", kHex, false, "",
     Tool::Objective, TableTool::Select,
     QT_TRANSLATE_NOOP("ToolRegistry", "Click a hex to mark it as an objective, or to unmark it")},
    {"border", QT_TRANSLATE_NOOP("ToolRegistry", "Border light/dark"), "X", kCards, false, "border",
     Tool::Border, TableTool::Select,
     QT_TRANSLATE_NOOP("ToolRegistry", "Click near the edge of a card to switch that border between light and dark")},
    {"hill", QT_TRANSLATE_NOOP("ToolRegistry", "Hill card"), "H", kCards, false, "", Tool::Hill,
     TableTool::Select,
     QT_TRANSLATE_NOOP("ToolRegistry", "Click a card to put a hill card under it, or to take it away")},
    {"marker", QT_TRANSLATE_NOOP("ToolRegistry", "Marker"), "M", kGrids, false, "marker",
     Tool::Marker, TableTool::Select,
     QT_TRANSLATE_NOOP("ToolRegistry", "Click to place the marker chosen in the palette, or to remove it")},
    {"eraser", QT_TRANSLATE_NOOP("ToolRegistry", "Eraser"), "E", kHex, false, "brush", Tool::Eraser,
     TableTool::Select,
     QT_TRANSLATE_NOOP("ToolRegistry", "Click or drag to put hexes back to the default terrain and level ([ and ] size the brush)")},
    {"eraser", QT_TRANSLATE_NOOP("ToolRegistry", "Eraser"), "E", kCards, false, "", Tool::Eraser,
     TableTool::Select,
     QT_TRANSLATE_NOOP("ToolRegistry", "Click a card to put it back to the default terrain")},
    {"select", QT_TRANSLATE_NOOP("ToolRegistry", "Select / move"), "V", kTable, false, "selectHelp",
     Tool::Select, TableTool::Select},
    {"polygon", QT_TRANSLATE_NOOP("ToolRegistry", "Polygon"), "P", kTable, false, "terrain",
     Tool::Select, TableTool::Polygon},
    {"polyline", QT_TRANSLATE_NOOP("ToolRegistry", "Line (road, wall)"), "L", kTable, false,
     "terrain lineWidth", Tool::Select, TableTool::Polyline},
    {"circle", QT_TRANSLATE_NOOP("ToolRegistry", "Circle"), "C", kTable, false, "terrain",
     Tool::Select, TableTool::Circle},
    {"rect", QT_TRANSLATE_NOOP("ToolRegistry", "Rectangle"), "R", kTable, false, "terrain",
     Tool::Select, TableTool::Rect},
    {"vertex", QT_TRANSLATE_NOOP("ToolRegistry", "Edit corners"), "E", kTable, false, "",
     Tool::Select, TableTool::Vertex},
    {"tape", QT_TRANSLATE_NOOP("ToolRegistry", "Measuring tape"), "M", kTable, false,
     "tapeMobility", Tool::Select, TableTool::Tape},
    {"marker", QT_TRANSLATE_NOOP("ToolRegistry", "Marker (smoke, fire)"), "S", kTable, false,
     "marker", Tool::Select, TableTool::Marker},
    {"los", QT_TRANSLATE_NOOP("ToolRegistry", "Line of sight"), "T", kGrids | kTable, false, "",
     Tool::Select, TableTool::Sight,
     QT_TRANSLATE_NOOP("ToolRegistry", "Click where to look from, then point at a target (a click fixes the line)")},
    {"zone", QT_TRANSLATE_NOOP("ToolRegistry", "Zone painter"), "Z", kHex, false, "brush zone",
     Tool::Zone, TableTool::Select,
     QT_TRANSLATE_NOOP("ToolRegistry", "Click or drag to add to the zone chosen in the palette; hold Shift to take away")},
    {"zone", QT_TRANSLATE_NOOP("ToolRegistry", "Zone painter"), "Z", kCards, false, "zone",
     Tool::Zone, TableTool::Select,
     QT_TRANSLATE_NOOP("ToolRegistry", "Click a card to add it to the zone chosen in the palette; hold Shift to take it away")},
    {"zone", QT_TRANSLATE_NOOP("ToolRegistry", "Zone (drag)"), "Z", kTable, true, "zone",
     Tool::Select, TableTool::Zone},
    {"zone-polygon", QT_TRANSLATE_NOOP("ToolRegistry", "Zone (polygon)"), "Y", kTable, true, "zone",
     Tool::Select, TableTool::ZoneOutline},
    {"objective", QT_TRANSLATE_NOOP("ToolRegistry", "Objective"), "O", kTable, true, "",
     Tool::Select, TableTool::Place},
    {"point", QT_TRANSLATE_NOOP("ToolRegistry", "Scenario point"), "K", kTable, true,
     "pointKind pointSide", Tool::Select, TableTool::Place},
};

std::optional<MapKind> kindFromName(const QString& name) {
  for (MapKind k : {MapKind::Hex, MapKind::Cards, MapKind::Table})
    if (ToolRegistry::kindName(k) == name) return k;
  return std::nullopt;
}

QStringList idsOf(MapKind kind) {
  QStringList ids;
  for (const ToolSpec* t : ToolRegistry::toolsFor(kind, true)) ids << QString::fromLatin1(t->id);
  return ids;
}

}  // namespace

MapKind ToolRegistry::kindOf(const Map& map) {
  return map.isTable() ? MapKind::Table : map.isCards() ? MapKind::Cards : MapKind::Hex;
}

QString ToolRegistry::kindName(MapKind kind) {
  switch (kind) {
    case MapKind::Hex:
      return QStringLiteral("hex");
    case MapKind::Cards:
      return QStringLiteral("cards");
    case MapKind::Table:
      return QStringLiteral("table");
  }
  return {};
}

const ToolSpec* ToolRegistry::find(const QString& id, MapKind kind) {
  for (const ToolSpec& t : kTools)
    if (t.offers(kind) && id == QLatin1String(t.id)) return &t;
  return nullptr;
}

const ToolSpec* ToolRegistry::findAny(const QString& id) {
  for (const ToolSpec& t : kTools)
    if (id == QLatin1String(t.id)) return &t;
  return nullptr;
}

std::vector<const ToolSpec*> ToolRegistry::toolsFor(MapKind kind, bool scenario) {
  std::vector<const ToolSpec*> out;
  for (const ToolSpec& t : kTools)
    if (t.offers(kind) && (scenario || !t.needsScenario)) out.push_back(&t);
  return out;
}

QString ToolRegistry::refusal(const QString& id, MapKind kind) {
  const QString kinds = kind == MapKind::Table   ? QStringLiteral("tables")
                        : kind == MapKind::Cards ? QStringLiteral("card maps")
                                                 : QStringLiteral("hex maps");
  return QStringLiteral("'%1' is not a tool of %2; they have: %3")
      .arg(id, kinds, idsOf(kind).join(QStringLiteral(", ")));
}

QString ToolRegistry::refusalOnAnyKind(const QString& id) {
  QStringList ids;
  for (const ToolSpec& t : kTools)
    if (!ids.contains(QLatin1String(t.id))) ids << QString::fromLatin1(t.id);
  return QStringLiteral("'%1' is not a tool of the editor; the tools are: %2")
      .arg(id, ids.join(QStringLiteral(", ")));
}

QString ToolRegistry::displayName(const ToolSpec& spec) {
  return QCoreApplication::translate("ToolRegistry", spec.name);
}

QString ToolRegistry::hintOf(const ToolSpec& spec) {
  return spec.hint ? QCoreApplication::translate("ToolRegistry", spec.hint) : QString();
}

QVariantList ToolRegistry::tools(const QString& kindText, bool scenario) {
  const std::optional<MapKind> kind = kindFromName(kindText);
  if (!kind) {
    qWarning().noquote() << QStringLiteral(
                                "ToolRegistry: '%1' is not a map kind (hex, cards or table)")
                                .arg(kindText);
    return {};
  }
  QVariantList out;
  for (const ToolSpec* t : toolsFor(*kind, scenario))
    out.append(QVariantMap{{QStringLiteral("id"), QString::fromLatin1(t->id)},
                           {QStringLiteral("name"), displayName(*t)},
                           {QStringLiteral("key"), QString::fromLatin1(t->key)},
                           {QStringLiteral("settings"),
                            QString::fromLatin1(t->settings).split(' ', Qt::SkipEmptyParts)}});
  return out;
}

QStringList ToolRegistry::settingsOf(const QString& id, const QString& kindText) {
  const std::optional<MapKind> kind = kindFromName(kindText);
  const ToolSpec* t = kind ? find(id, *kind) : nullptr;
  return t ? QString::fromLatin1(t->settings).split(' ', Qt::SkipEmptyParts) : QStringList();
}

}  // namespace sandtable::editor
