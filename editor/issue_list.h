// The Issues panel's model: diagnostics of the last validation, each with the location a click
// should select (a hex or card of the map, the first hex of a hexside or zone) and the section
// of docs/checks.md that explains its code.
#pragma once

#include <QtQml/qqmlregistration.h>

#include <QAbstractListModel>
#include <QUrl>
#include <QVariantMap>
#include <optional>

#include "editor/oob_issue_cells.h"
#include "model/diagnostics.h"
#include "model/scenario.h"

namespace sandtable::editor {

class IssueList : public QAbstractListModel {
  Q_OBJECT
  QML_ELEMENT
  QML_UNCREATABLE("made by ValidationScheduler")
  Q_PROPERTY(int count READ rowCount NOTIFY countChanged)

 public:
  // help: "docs/checks.md#code"; helpUrl: that section in the local docs (docsDirectory), or
  // an empty URL when no docs folder was found.
  enum Role { SeverityRole = Qt::UserRole + 1, CodeRole, MessageRole, RuleRole, FixRole, PlaceRole, LocationRole, TextRole,
              HelpRole, HelpUrlRole };
  using QAbstractListModel::QAbstractListModel;

  int rowCount(const QModelIndex& parent = {}) const override { return parent.isValid() ? 0 : static_cast<int>(items_.size()); }
  QVariant data(const QModelIndex& index, int role) const override;
  QHash<int, QByteArray> roleNames() const override;

  // Replaces the list; `map`/`scenario` resolve locations to indices; `oobCells` (one per
  // diagnostic, in the order of `diagnostics`, or none) the OOB cell each is about.
  void reset(const Diagnostics& diagnostics, const Map* map, const Scenario* scenario,
             std::vector<std::optional<OobCellRef>> oobCells = {});
  Q_INVOKABLE int locationOf(int row) const;
  // Tables: {feature: id (when a feature is at fault), x, y} of the place to show; empty if none.
  Q_INVOKABLE QVariantMap tableSpotOf(int row) const;
  // The OOB cell an item is about, {side, row, column} (the table's row and column), else an
  // empty map: a click on such an item goes to the cell.
  Q_INVOKABLE QVariantMap oobCellOf(int row) const;
  Q_INVOKABLE QUrl helpUrl(int row) const;
  const std::vector<Diagnostic>& items() const { return items_; }
  // The OOB cell of each item (oob_issue_cells.h), or nullopt: what the OOB table marks.
  const std::vector<std::optional<OobCellRef>>& oobCells() const { return oobCells_; }

 signals:
  void countChanged();

 private:
  std::vector<Diagnostic> items_;
  std::vector<std::optional<OobCellRef>> oobCells_;
  std::vector<int> locations_;
  std::vector<QVariantMap> spots_;
};

// The folder holding the project's docs (checks.md ...), first found of: $SANDTABLE_DOCS_DIR;
// share/doc/sandtable beside the installed program (<prefix>/bin/../share/doc/sandtable);
// the docs/ of the source tree the program was built from. Empty when none holds checks.md.
QString docsDirectory();

// The local file URL of a docs path such as "docs/checks.md#trapped-region" (the fragment
// kept), or an empty URL when there is no docs folder.
QUrl docsUrl(const std::string& docsPath);

// The map location a diagnostic points at, or -1.
int diagnosticLocation(const Diagnostic& d, const Map* map, const Scenario* scenario);

}  // namespace sandtable::editor
