#include "editor/keyed_rows.h"

#include <QMetaProperty>

namespace sandtable::editor {

namespace {
// The one role: a delegate's `required property var modelData` is the whole row.
constexpr int kRowRole = Qt::UserRole + 1;
}  // namespace

int KeyedRows::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : int(rows_.size()); }

QVariant KeyedRows::data(const QModelIndex& index, int role) const {
  if (!index.isValid() || index.row() >= rows_.size()) return {};
  if (role == kRowRole) return rows_[index.row()];
  return {};
}

QHash<int, QByteArray> KeyedRows::roleNames() const { return {{kRowRole, "modelData"}}; }

void KeyedRows::setKey(const QString& key) {
  if (key == key_) return;
  key_ = key;
  emit keyChanged();
}

QVariant KeyedRows::keyOf(const QVariant& row) const {
  // A typed row (a Q_GADGET, scenario_rows.h) names its key as a property; a map as a field.
  if (const QMetaObject* meta = row.metaType().metaObject();
      meta && !(row.metaType().flags() & QMetaType::PointerToQObject)) {
    const int index = meta->indexOfProperty(key_.toUtf8().constData());
    return index < 0 ? QVariant() : meta->property(index).readOnGadget(row.constData());
  }
  return row.toMap().value(key_);
}

int KeyedRows::extraRow(const QVariantList& longer, const QVariantList& shorter) const {
  if (longer.size() != shorter.size() + 1) return -1;
  qsizetype i = 0;
  while (i < shorter.size() && keyOf(longer[i]) == keyOf(shorter[i])) ++i;
  // Everything after the extra row must line up one place later.
  for (qsizetype j = i; j < shorter.size(); ++j)
    if (keyOf(longer[j + 1]) != keyOf(shorter[j])) return -1;
  return int(i);
}

void KeyedRows::refreshAll() {
  // Rows matched by key may still hold other values (or, without keys, be other rows).
  if (!rows_.isEmpty()) emit dataChanged(index(0), index(int(rows_.size()) - 1), {kRowRole});
}

void KeyedRows::setRows(const QVariantList& rows) {
  if (rows.size() == rows_.size()) {
    // Same count: an edit of a row (a rename included) updates the row in place.
    for (qsizetype i = 0; i < rows.size(); ++i) {
      if (rows[i] == rows_[i]) continue;
      rows_[i] = rows[i];
      emit dataChanged(index(int(i)), index(int(i)), {kRowRole});
    }
  } else if (int added = extraRow(rows, rows_); added >= 0) {
    beginInsertRows({}, added, added);
    rows_ = rows;
    endInsertRows();
    refreshAll();
  } else if (int removed = extraRow(rows_, rows); removed >= 0) {
    beginRemoveRows({}, removed, removed);
    rows_ = rows;
    endRemoveRows();
    refreshAll();
  } else {
    beginResetModel();
    rows_ = rows;
    endResetModel();
  }
  emit rowsChanged();
}

}  // namespace sandtable::editor
