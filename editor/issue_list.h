// The Issues panel's model: diagnostics of the last validation, each with the location a click
// should select (a hex or card of the map, the first hex of a hexside or zone).
#pragma once

#include <QAbstractListModel>

#include "model/diagnostics.h"
#include "model/scenario.h"

namespace sandtable::editor {

class IssueList : public QAbstractListModel {
  Q_OBJECT
  Q_PROPERTY(int count READ rowCount NOTIFY countChanged)

 public:
  enum Role { SeverityRole = Qt::UserRole + 1, CodeRole, MessageRole, RuleRole, FixRole, PlaceRole, LocationRole, TextRole };
  using QAbstractListModel::QAbstractListModel;

  int rowCount(const QModelIndex& parent = {}) const override { return parent.isValid() ? 0 : static_cast<int>(items_.size()); }
  QVariant data(const QModelIndex& index, int role) const override;
  QHash<int, QByteArray> roleNames() const override;

  // Replaces the list; `map`/`scenario` resolve locations to indices.
  void reset(const Diagnostics& diagnostics, const Map* map, const Scenario* scenario);
  Q_INVOKABLE int locationOf(int row) const;
  const std::vector<Diagnostic>& items() const { return items_; }

 signals:
  void countChanged();

 private:
  std::vector<Diagnostic> items_;
  std::vector<int> locations_;
};

// The map location a diagnostic points at, or -1.
int diagnosticLocation(const Diagnostic& d, const Map* map, const Scenario* scenario);

}  // namespace sandtable::editor
