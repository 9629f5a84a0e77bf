// KeyedRows: what a new list of rows does to the delegates bound to it. An edit of a row (a
// rename too) must change that row in place, one row added or removed must be one insert or
// remove where the keys say, and only anything else may reset the model (which makes every
// delegate anew, dropping the focus and a half-typed text).
#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

#include "editor/keyed_rows.h"
#include "editor/scenario_rows.h"

using sandtable::editor::KeyedRows;
using sandtable::editor::SideRow;
using sandtable::editor::variantRows;

namespace {
QVariantList rowsOf(std::initializer_list<const char*> ids) {
  QVariantList rows;
  for (const char* id : ids) rows.append(QVariantMap{{"id", id}, {"name", QString(id).toUpper()}});
  return rows;
}

// The same rows typed, as the Scenario panels get them (scenario_rows.h).
QList<SideRow> sideRowsOf(std::initializer_list<const char*> ids) {
  QList<SideRow> rows;
  for (const char* id : ids) {
    SideRow row;
    row.id = id;
    row.name = QString(id).toUpper();
    rows << row;
  }
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

  // Typed rows (gadgets) behave as maps do: compared with their operator==, keyed by their
  // `id` property.
  void aTypedRowChangesInPlaceAndIsKeyedByItsId() {
    KeyedRows model;
    QAbstractItemModelTester tester(&model);
    QList<SideRow> sides = sideRowsOf({"us", "de"});
    model.setRows(variantRows(sides));
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset),
        changed(&model, &QAbstractItemModel::dataChanged),
        inserted(&model, &QAbstractItemModel::rowsInserted);
    sides[1].name = "Kampfgruppe";
    model.setRows(variantRows(sides));
    QCOMPARE(reset.count(), 0);
    QCOMPARE(changed.count(), 1);  // the one row that differs, not both
    QCOMPARE(changed[0][0].toModelIndex().row(), 1);
    QCOMPARE(model.data(model.index(1), Qt::UserRole + 1).value<SideRow>().name,
             QString("Kampfgruppe"));
    model.setRows(variantRows(sides));  // equal rows: nothing to tell
    QCOMPARE(changed.count(), 1);
    // A side added between the two is one insert where its id says.
    sides.insert(1, sideRowsOf({"fr"}).first());
    model.setRows(variantRows(sides));
    QCOMPARE(inserted.count(), 1);
    QCOMPARE(inserted[0][1].toInt(), 1);
    QCOMPARE(reset.count(), 0);
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
