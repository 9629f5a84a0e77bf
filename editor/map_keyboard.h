// Giving the keyboard back to the map from anywhere in the window: the editor's window
// (qml/Main.qml) defines focusMap(); a panel made on its own (a test's) has no such window, and
// the caller lets go of the keyboard its own way.
#pragma once

#include <QMetaObject>
#include <QObject>
#include <QtQml/qqmlregistration.h>

namespace sandtable::editor {

class MapKeyboard : public QObject {
  Q_OBJECT
  QML_ELEMENT
  QML_SINGLETON
 public:
  using QObject::QObject;
  // Calls `window`'s focusMap(); false when there is no window or it has none.
  Q_INVOKABLE static bool giveTo(QObject* window) {
    if (!window || window->metaObject()->indexOfMethod("focusMap()") < 0) return false;
    return QMetaObject::invokeMethod(window, "focusMap");
  }
};

}  // namespace sandtable::editor
