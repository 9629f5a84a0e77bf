// How a shortcut reads in a menu: an Action's `shortcut` (a standard key such as
// StandardKey.Save, or text such as "Ctrl+Shift+V") as the platform writes it. QML's Shortcut
// can say it only for a standard key with one binding (it warns on Redo's two).
#pragma once

#include <QKeySequence>
#include <QObject>
#include <QVariant>
#include <QtQml/qqmlregistration.h>

namespace sandtable::editor {

class ShortcutText : public QObject {
  Q_OBJECT
  QML_ELEMENT
  QML_SINGLETON
 public:
  using QObject::QObject;
  // The first binding of a standard key; empty for none.
  Q_INVOKABLE static QString of(const QVariant& shortcut) {
    if (shortcut.typeId() == QMetaType::QString)
      return QKeySequence(shortcut.toString()).toString(QKeySequence::NativeText);
    if (shortcut.typeId() == QMetaType::QKeySequence)
      return shortcut.value<QKeySequence>().toString(QKeySequence::NativeText);
    bool isNumber = false;
    const int key = shortcut.toInt(&isNumber);
    if (!isNumber || key <= 0) return {};
    return QKeySequence::keyBindings(static_cast<QKeySequence::StandardKey>(key))
        .value(0)
        .toString(QKeySequence::NativeText);
  }
};

}  // namespace sandtable::editor
