// KeyedRows: what a new list of rows does to the delegates bound to it. An edit of a row (a
// rename too) must change that row in place, one row added or removed must be one insert or
// remove where the keys say, and only anything else may reset the model (which makes every
// delegate anew, dropping the focus and a half-typed text).
#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

#include "editor/keyed_rows.h"

using sandtable::editor::KeyedRows;

namespace {
QVariantList rowsOf(std::initializer_list<const char*> ids) {
  QVariantList rows;
  for (const char* id : ids) rows.append(QVariantMap{{"id", id}, {"name", QString(id).toUpper()}});
  return rows;
}
}  // namespace

class TestKeyedRows : public QObject {
  Q_OBJECT
 private slots:
  void anEditedRowChangesInPlace() {
    KeyedRows model;
    QAbstractItemModelTester tester(&model);
    model.setRows(rowsOf({"us", "de"}));
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset), changed(&model, &QAbstractItemModel::dataChanged);
    QVariantList edited = rowsOf({"us", "de"});
    edited[1] = QVariantMap{{"id", "de"}, {"name", "Kampfgruppe"}};
    model.setRows(edited);
    QCOMPARE(reset.count(), 0);
    QCOMPARE(changed.count(), 1);
    QCOMPARE(changed[0][0].toModelIndex().row(), 1);
    QCOMPARE(model.data(model.index(1), Qt::UserRole + 1).toMap().value("name").toString(), QString("Kampfgruppe"));
    // A rename keeps the row's place and its delegate too.
    model.setRows(rowsOf({"us", "kg"}));
    QCOMPARE(reset.count(), 0);
  }

  void oneRowMoreOrFewerIsOneInsertOrRemoveWhereTheKeysSay() {
    KeyedRows model;
    QAbstractItemModelTester tester(&model);
    model.setRows(rowsOf({"a", "b", "c"}));
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset), inserted(&model, &QAbstractItemModel::rowsInserted),
        removed(&model, &QAbstractItemModel::rowsRemoved);
    model.setRows(rowsOf({"a", "x", "b", "c"}));
    QCOMPARE(inserted.count(), 1);
    QCOMPARE(inserted[0][1].toInt(), 1);
    model.setRows(rowsOf({"a", "x", "c"}));
    QCOMPARE(removed.count(), 1);
    QCOMPARE(removed[0][1].toInt(), 2);
    QCOMPARE(reset.count(), 0);
    QCOMPARE(model.count(), 3);
  }

  void anythingElseResets() {
    KeyedRows model;
    QAbstractItemModelTester tester(&model);
    model.setRows(rowsOf({"a", "b", "c"}));
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    model.setRows(rowsOf({"c"}));
    QCOMPARE(reset.count(), 1);
    QCOMPARE(model.rowCount(), 1);
  }
};

QTEST_GUILESS_MAIN(TestKeyedRows)
#include "tst_keyed_rows.moc"
