#include "editor/editor_types.h"

#include <QtQml>

#include "editor/map_document.h"
#include "editor/map_view.h"

namespace sandtable::editor {

void registerEditorTypes() {
  qmlRegisterType<MapDocument>("Sandtable", 1, 0, "MapDocument");
  qmlRegisterType<MapView>("Sandtable", 1, 0, "MapView");
}

}  // namespace sandtable::editor
