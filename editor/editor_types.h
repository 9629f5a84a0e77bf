// Registers the editor's C++ types with QML (module "Sandtable 1.0"), for the application and
// for the Qt Quick tests.
#pragma once

namespace sandtable::editor {
void registerEditorTypes();
}
