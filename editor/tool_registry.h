// The editor's tools, each described once: its id, the name the palette and the Map menu show,
// its shortcut key, the map kinds it works on (and whether it needs a scenario), the settings
// the palette shows for it, and which grid or table tool handles its input. The palette, the
// tool keys, the Map menu, MapView's tool switch and --tool all read this one list; a name
// that is not in it is refused (and logged), never taken for Select.
#pragma once

#include <QtQml/qqmlregistration.h>

#include <QObject>
#include <QString>
#include <QStringList>
#include <QVariantList>
#include <vector>

#include "editor/table_tools.h"
#include "editor/tool_controller.h"

namespace sandtable {
struct Map;
}

namespace sandtable::editor {

enum class MapKind : unsigned { Hex = 1, Cards = 2, Table = 4 };

struct ToolSpec {
  const char* id;
  const char* name;  // untranslated: ToolRegistry::displayName() translates it
  const char* key;
  unsigned kinds;        // MapKind bits
  bool needsScenario;    // listed only while a scenario is open
  const char* settings;  // the palette's settings for it, separated by spaces (see docs/editor.md)
  Tool grid;             // what handles its input on a hex or card map
  TableTool table;       // ... and on a table
  // What the status bar says while the tool is chosen on a hex or card map, untranslated
  // (hintOf() translates it); a table's tools say it themselves (TableToolController::status).
  const char* hint = nullptr;
  bool offers(MapKind kind) const { return (kinds & static_cast<unsigned>(kind)) != 0; }
};

class ToolRegistry : public QObject {
  Q_OBJECT
  QML_ELEMENT
  QML_SINGLETON
 public:
  using QObject::QObject;

  static MapKind kindOf(const Map& map);
  static QString kindName(MapKind kind);
  // The tool `id` on maps of `kind`, or nullptr.
  static const ToolSpec* find(const QString& id, MapKind kind);
  // The tool `id` on any kind of map (no document open yet), or nullptr.
  static const ToolSpec* findAny(const QString& id);
  // The tools of a kind in palette order, the scenario's included when `scenario`.
  static std::vector<const ToolSpec*> toolsFor(MapKind kind, bool scenario);
  // "terrain is not a tool of tables; they have: select, polygon, ...": the refusal of an unknown
  // id.
  static QString refusal(const QString& id, MapKind kind);
  static QString refusalOnAnyKind(const QString& id);
  static QString displayName(const ToolSpec& spec);
  static QString hintOf(const ToolSpec& spec);

  // QML: the tools of a kind ("hex", "cards", "table") as {id, name, key, settings} in palette
  // order; an unknown kind is logged and gets none.
  Q_INVOKABLE static QVariantList tools(const QString& kind, bool scenario);
  // QML: the palette settings of tool `id` on `kind` (empty for an unknown tool).
  Q_INVOKABLE static QStringList settingsOf(const QString& id, const QString& kind);
};

}  // namespace sandtable::editor
