// File-menu exports and imports of the editor: a scenario pack, a map image, an order of
// battle (the Tiled import is tiled_import_dialog.h).
// Thin adapters over the exporters/importers libraries (the same code as the CLI).
#pragma once

#include <QtQml/qqmlregistration.h>

#include <QObject>
#include <QPointer>
#include <QString>

#include "editor/map_document.h"

namespace sandtable::editor {

class DocumentExports : public QObject {
  Q_OBJECT
  QML_ELEMENT
  Q_PROPERTY(sandtable::editor::MapDocument* document READ document WRITE setDocument NOTIFY
                 documentChanged)

 public:
  using QObject::QObject;
  MapDocument* document() const { return document_; }
  void setDocument(MapDocument* d) {
    document_ = d;
    emit documentChanged();
  }

  // Validates and writes a pack of the open scenario; refuses on errors unless `force`.
  // Returns "" or a message for the user (refusal reasons included).
  Q_INVOKABLE QString exportPack(const QString& pathOrUrl, bool force);
  // PNG, SVG or PDF by extension, with hex labels, through the shared renderer.
  Q_INVOKABLE QString exportImage(const QString& pathOrUrl);
  // Merges a CSV order-of-battle table into a side of the open scenario, as one undoable edit.
  // Returns "" or the problems (each bad cell with its row and column).
  Q_INVOKABLE QString importOob(const QString& pathOrUrl, const QString& side);

 signals:
  void documentChanged();

 private:
  QPointer<MapDocument> document_;
};

}  // namespace sandtable::editor
