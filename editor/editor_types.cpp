#include "editor/editor_types.h"

#include <QtQml>

#include "editor/map_document.h"
#include "editor/document_exports.h"
#include "editor/file_chooser.h"
#include "editor/issue_list.h"
#include "editor/map_view.h"
#include "editor/oob_table_model.h"
#include "editor/scenario_editor.h"
#include "editor/shortcut_text.h"
#include "editor/validation_scheduler.h"

namespace sandtable::editor {

void registerEditorTypes() {
  qmlRegisterType<MapDocument>("Sandtable", 1, 0, "MapDocument");
  qmlRegisterType<MapView>("Sandtable", 1, 0, "MapView");
  qmlRegisterType<ScenarioEditor>("Sandtable", 1, 0, "ScenarioEditor");
  qmlRegisterType<OobTableModel>("Sandtable", 1, 0, "OobTableModel");
  qmlRegisterSingletonType<ShortcutText>("Sandtable", 1, 0, "ShortcutText",
                                         [](QQmlEngine*, QJSEngine*) -> QObject* { return new ShortcutText; });
  qmlRegisterType<FileChooser>("Sandtable", 1, 0, "FileChooser");
  qmlRegisterType<DocumentExports>("Sandtable", 1, 0, "DocumentExports");
  qmlRegisterType<ValidationScheduler>("Sandtable", 1, 0, "ValidationScheduler");
  qmlRegisterUncreatableType<IssueList>("Sandtable", 1, 0, "IssueList", "made by ValidationScheduler");
}

}  // namespace sandtable::editor
