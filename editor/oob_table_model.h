// One side's order of battle as a table for the editor's OOB panel. Columns: id, name, count,
// setup, arrival turn, arrival place, VP, then the ruleset's unit fields. On a grid a place is
// a zone id or a hex list; on a table a zone id, a point id (arrivals), "X, Y" or a shape. Every
// change pushes an undoable ScenarioEdit. A stat that breaks its field's rule is still stored, so
// the designer sees and fixes it: the cells the Issues panel's findings are about (`issues`) are
// marked with their messages, and problemCount is the number of this side's findings there.
#pragma once

#include <QtQml/qqmlregistration.h>

#include <QAbstractTableModel>
#include <QPointer>
#include <QStringList>

#include "editor/issue_list.h"
#include "model/scenario.h"

namespace sandtable::editor {

class MapDocument;

class OobTableModel : public QAbstractTableModel {
  Q_OBJECT
  QML_ELEMENT
  Q_PROPERTY(sandtable::editor::MapDocument* document READ document WRITE setDocument NOTIFY
                 documentChanged)
  Q_PROPERTY(QString side READ side WRITE setSide NOTIFY sideChanged)
  // The validation's findings (ValidationScheduler.issues): the cells' problems come from them.
  Q_PROPERTY(sandtable::editor::IssueList* issues READ issues WRITE setIssues NOTIFY issuesChanged)
  Q_PROPERTY(int problemCount READ problemCount NOTIFY problemCountChanged)
  // Why the last text typed into a cell was refused (nothing changed); "" once one is taken.
  // On a table the place cells refuse an unknown id, a point or shape off the table and a text
  // in none of their forms (scenario_edit.h tablePlaceText), saying what to type.
  Q_PROPERTY(QString refusal READ refusal NOTIFY refusalChanged)

 public:
  enum Column { Id, Name, Count, Setup, ArrivalTurn, ArrivalZone, Vp, FirstField };
  enum Role {
    ValueRole = Qt::UserRole + 1,  // the text shown and edited ("" when unset)
    KindRole,                      // text, id, integer, number, bool, enum, mobility, zone
    ChoicesRole,                   // enum values, mobility classes or zone ids
    MinimumRole,                   // numbers: the range, or undefined
    MaximumRole,
    ProblemRole,  // "" when the cell is valid
    RequiredRole,
  };

  explicit OobTableModel(QObject* parent = nullptr);

  MapDocument* document() const { return doc_; }
  void setDocument(MapDocument* doc);
  QString side() const { return side_; }
  void setSide(const QString& side);
  IssueList* issues() const { return issues_; }
  void setIssues(IssueList* issues);
  int problemCount() const;
  QString refusal() const { return refusal_; }

  int rowCount(const QModelIndex& parent = {}) const override;
  int columnCount(const QModelIndex& parent = {}) const override;
  QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
  bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;
  QVariant headerData(int section, Qt::Orientation orientation,
                      int role = Qt::DisplayRole) const override;
  Qt::ItemFlags flags(const QModelIndex& index) const override;
  QHash<int, QByteArray> roleNames() const override;

  // For QML, which cannot build QModelIndex values conveniently.
  Q_INVOKABLE bool setCell(int row, int column, const QString& value);
  Q_INVOKABLE QVariant cell(int row, int column, const QString& roleName = "value") const;
  Q_INVOKABLE QString columnTitle(int column) const;
  Q_INVOKABLE int addRow();
  Q_INVOKABLE int duplicateRow(int row);
  Q_INVOKABLE void removeRow(int row);

 signals:
  void documentChanged();
  void sideChanged();
  void issuesChanged();
  void problemCountChanged();
  void refusalChanged();

 private:
  const Scenario* scenario() const;
  const SideOob* oob() const;
  const OobEntry* entry(int row) const;
  const UnitField* field(int column) const;
  QString value(const OobEntry& e, int column) const;
  QString problem(int row, int column) const;
  QString placeText(const PlaceRef& place) const;
  void setRefusal(const QString& why);
  bool editEntry(int row, const QString& text, const std::function<bool(OobEntry&)>& change,
                 const QString& mergeKey = {});
  void refresh();

  QPointer<MapDocument> doc_;
  QPointer<IssueList> issues_;
  QMetaObject::Connection issuesConnection_;
  QString side_;
  QString refusal_;
  int rows_ = 0;
  int columns_ = FirstField;
  QMetaObject::Connection scenarioConnection_;
  QMetaObject::Connection documentConnection_;
};

}  // namespace sandtable::editor
