// The editor's Tiled import (File > Import Tiled Map…): the same terrain mapping as the command
// line (a --terrain-map file and KEY=TERRAIN pairs), and, when the import is refused because
// tiles (or a table's objects) give no terrain, the keys it lists with the ruleset's terrains,
// so that the import dialog can ask which terrain each stands for and try again.
#pragma once

#include <QtQml/qqmlregistration.h>

#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>
#include <QVariantList>

#include "editor/map_document.h"

namespace sandtable::editor {

class TiledImporter : public QObject {
  Q_OBJECT
  QML_ELEMENT
  Q_PROPERTY(sandtable::editor::MapDocument* document MEMBER document_ NOTIFY documentChanged)
  // After a refused import: each key that gives no terrain, as {key, count, suggestion,
  // choices} (suggestion: the ruleset's nearest terrain id, "" when none is close; choices: ""
  // then the ruleset's terrain ids); empty otherwise.
  Q_PROPERTY(QVariantList unmapped READ unmapped NOTIFY resultChanged)
  // The terrain ids of the ruleset last imported with, to choose from.
  Q_PROPERTY(QStringList terrains READ terrains NOTIFY resultChanged)
  // What the last import said: its errors, or after a success its warnings; "" for none.
  Q_PROPERTY(QString message READ message NOTIFY resultChanged)

 public:
  using QObject::QObject;
  QVariantList unmapped() const { return unmapped_; }
  QStringList terrains() const { return terrains_; }
  QString message() const { return message_; }

  // Imports the Tiled map at `pathOrUrl` with built-in ruleset `rulesetId`, the pairs of the
  // terrain map file `terrainMap` (may be empty) and then `pairs` ("KEY=TERRAIN" each, later
  // ones winning), and opens it as a new, unsaved map. False when nothing was opened: then
  // `message` says why and `unmapped` lists the keys to map, if that was the reason.
  // Forgets what the last import said (a new file is about to be imported).
  Q_INVOKABLE void reset();
  Q_INVOKABLE bool importMap(const QString& pathOrUrl, const QString& rulesetId,
                             const QString& terrainMap, const QStringList& pairs);

 signals:
  void documentChanged();
  void resultChanged();

 private:
  bool refuse(const QString& message);

  QPointer<MapDocument> document_;
  QVariantList unmapped_;
  QStringList terrains_;
  QString message_;
};

}  // namespace sandtable::editor
