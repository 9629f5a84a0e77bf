// Helpers shared by the ScenarioEditor's source files (not part of its interface).
#pragma once

#include <QStringList>
#include <algorithm>
#include <string>
#include <vector>

#include "editor/scenario_rows.h"
#include "model/scenario.h"

namespace sandtable::editor::scenario_detail {

template <typename T>
T* findById(std::vector<T>& items, const std::string& id) {
  auto it = std::find_if(items.begin(), items.end(), [&](const T& item) { return item.id == id; });
  return it == items.end() ? nullptr : &*it;
}

template <typename T>
bool eraseById(std::vector<T>& items, const std::string& id) {
  const auto before = items.size();
  std::erase_if(items, [&](const T& item) { return item.id == id; });
  return items.size() != before;
}

// Sets `field` to `value`; false when it already had it.
template <typename T>
bool assign(T& field, const T& value) {
  if (field == value) return false;
  field = value;
  return true;
}

// A victory with nothing in it is no victory section at all: it is dropped.
void dropEmptyVictory(Scenario& s);
// The point kinds in ScenarioPoint::Kind order ("erp", "rsp", "trp", "hot-spot"...).
const QStringList& pointKindNames();
// A table number as the file writes it ("2.5").
QString num(double v);

// Tables: a side's break point and points limit (-1: not set), victory text, fire orders and
// the ids of the units that may fire (its OOB entries), into its row.
void fillTableSideFields(const Scenario& s, const Side& side, SideRow& row);

}  // namespace sandtable::editor::scenario_detail
