// A list model over a QVariantList of rows (typed rows of scenario_rows.h, or QVariantMaps)
// that keeps its delegates across updates. The scenario panels rebuild their lists after every
// edit; bound straight to a Repeater, a new list makes new delegates, so a field the designer
// had just clicked into was destroyed by the commit of the field they left, and what they typed
// next went nowhere.
// Through KeyedRows the same number of rows updates in place (dataChanged), one row more or
// fewer is one insert or remove where the keys say, and only other changes reset.
// In QML: Repeater { model: KeyedRows { rows: editor.sides } ... required property sideRow
// modelData } (a typed row) or `required property var modelData` (a map).
#pragma once

#include <QAbstractListModel>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

namespace sandtable::editor {

class KeyedRows : public QAbstractListModel {
  Q_OBJECT
  QML_ELEMENT
  Q_PROPERTY(QVariantList rows READ rows WRITE setRows NOTIFY rowsChanged)
  // The field (a typed row's property) that names a row ("id"); rows without it are matched by
  // position only. Rows compare with their operator== to find the ones an edit changed.
  Q_PROPERTY(QString key READ key WRITE setKey NOTIFY keyChanged)
  Q_PROPERTY(int count READ count NOTIFY rowsChanged)

 public:
  using QAbstractListModel::QAbstractListModel;

  QVariantList rows() const { return rows_; }
  void setRows(const QVariantList& rows);
  QString key() const { return key_; }
  void setKey(const QString& key);
  int count() const { return int(rows_.size()); }

  int rowCount(const QModelIndex& parent = {}) const override;
  QVariant data(const QModelIndex& index, int role) const override;
  QHash<int, QByteArray> roleNames() const override;

 signals:
  void rowsChanged();
  void keyChanged();

 private:
  void refreshAll();
  QVariant keyOf(const QVariant& row) const;
  // The one index where `longer` has a row that `shorter` lacks, keys compared, or -1.
  int extraRow(const QVariantList& longer, const QVariantList& shorter) const;

  QVariantList rows_;
  QString key_ = QStringLiteral("id");
};

}  // namespace sandtable::editor
