#include "editor/oob_issue_cells.h"

#include <yaml-cpp/yaml.h>

#include <map>
#include <utility>

#include "editor/map_document.h"  // OobTableModel's inline accessors need it whole
#include "editor/oob_table_model.h"
#include "model/unit_stats.h"

namespace sandtable::editor {

namespace {

using Position = std::pair<int, int>;  // 1-based line and column, as diagnostics give them

Position positionOf(const YAML::Node& node) {
  const YAML::Mark mark = node.Mark();
  return {mark.line + 1, mark.column + 1};
}

// Every position inside `node` (itself, its keys and values, at any depth) goes to `column`.
void claim(const YAML::Node& node, int column, std::map<Position, int>& out) {
  if (!node.IsDefined() || node.Mark().line < 0) return;
  out[positionOf(node)] = column;
  if (node.IsMap()) {
    for (const auto& kv : node) {
      claim(kv.first, column, out);
      claim(kv.second, column, out);
    }
  } else if (node.IsSequence()) {
    for (const auto& item : node) claim(item, column, out);
  }
}

// The column of each position in one entry of the OOB.
std::map<Position, int> entryColumns(const YAML::Node& entry, const Ruleset* rules) {
  std::map<Position, int> out;
  claim(entry, OobTableModel::Id, out);
  if (!entry.IsMap()) return out;
  for (const auto& kv : entry) {
    const std::string key = kv.first.IsScalar() ? kv.first.Scalar() : std::string();
    if (key == "name")
      claim(kv.second, OobTableModel::Name, out);
    else if (key == "count")
      claim(kv.second, OobTableModel::Count, out);
    else if (key == "setup")
      claim(kv.second, OobTableModel::Setup, out);
    else if (key == "vp")
      claim(kv.second, OobTableModel::Vp, out);
    else if (key == "arrives" && kv.second.IsMap()) {
      claim(kv.second, OobTableModel::ArrivalZone, out);
      if (const YAML::Node turn = kv.second["turn"]) claim(turn, OobTableModel::ArrivalTurn, out);
    } else if (key == "stats" && kv.second.IsMap() && rules) {
      for (const auto& stat : kv.second) {
        const std::string id = stat.first.IsScalar() ? stat.first.Scalar() : std::string();
        for (std::size_t f = 0; f < rules->unitFields.size(); ++f)
          if (rules->unitFields[f].id == id) {
            claim(stat.first, OobTableModel::FirstField + static_cast<int>(f), out);
            claim(stat.second, OobTableModel::FirstField + static_cast<int>(f), out);
          }
      }
    }
  }
  return out;
}

// A missing required stat is reported at the entry's stats (there is no value to point at):
// its column is the field the message names, in the reader's own words.
std::optional<int> missingStatColumn(const Diagnostic& d, const Ruleset* rules,
                                     const std::string& entryId) {
  if (!rules || d.code != "missing-field") return std::nullopt;
  for (std::size_t f = 0; f < rules->unitFields.size(); ++f)
    if (d.message == missingStatMessage(rules->unitFields[f], *rules, entryId))
      return OobTableModel::FirstField + static_cast<int>(f);
  return std::nullopt;
}

}  // namespace

std::vector<std::optional<OobCellRef>> oobCellsOf(const std::vector<Diagnostic>& diagnostics,
                                                  const std::string& file, std::string_view text,
                                                  const Scenario& scenario) {
  std::vector<std::optional<OobCellRef>> out(diagnostics.size());
  YAML::Node root;
  try {
    root = YAML::Load(std::string(text));
  } catch (const YAML::Exception&) {
    return out;  // the reader reported it; no cell to mark
  }
  const YAML::Node oob = root.IsMap() ? root["oob"] : YAML::Node();
  if (!oob || !oob.IsMap()) return out;
  const Ruleset* rules = scenario.rules.get();
  for (const auto& side : oob) {
    if (!side.first.IsScalar() || !side.second.IsSequence()) continue;
    int row = 0;
    for (const auto& entry : side.second) {
      const std::map<Position, int> columns = entryColumns(entry, rules);
      const YAML::Node id = entry.IsMap() ? entry["id"] : YAML::Node();
      const std::string entryId = id && id.IsScalar() ? id.Scalar() : std::string();
      for (std::size_t i = 0; i < diagnostics.size(); ++i) {
        const Diagnostic& d = diagnostics[i];
        if (d.file != file) continue;
        const auto at = columns.find({d.line, d.column});
        if (at == columns.end()) continue;
        const int column = missingStatColumn(d, rules, entryId).value_or(at->second);
        out[i] = OobCellRef{side.first.Scalar(), row, entryId, column};
      }
      ++row;
    }
  }
  return out;
}

}  // namespace sandtable::editor
