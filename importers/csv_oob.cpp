#include "importers/csv_oob.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <map>
#include <optional>
#include <set>

#include "importers/csv_table.h"
#include "importers/tiled_import.h"
#include "model/yaml_reader.h"

namespace sandtable {

namespace {

enum class Reserved { None, Id, Name, Count, Setup, ArrivesTurn, ArrivesZone, Vp };

// Header cells compare loosely: "Arrives Turn", "arrives-turn" and "ARRIVES_TURN" match.
std::string headerKey(std::string_view text) {
  std::string key;
  for (char c : text) {
    const auto u = static_cast<unsigned char>(c);
    if (c == ' ' || c == '-' || c == '_')
      key += '_';
    else
      key += static_cast<char>(std::tolower(u));
  }
  const auto first = key.find_first_not_of('_'), last = key.find_last_not_of('_');
  return first == std::string::npos ? std::string() : key.substr(first, last - first + 1);
}

std::string trimmed(std::string_view s) {
  const auto first = s.find_first_not_of(" \t\r\n"), last = s.find_last_not_of(" \t\r\n");
  return first == std::string_view::npos ? std::string()
                                         : std::string(s.substr(first, last - first + 1));
}

std::string lower(std::string s) {
  for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

std::string joined(const std::vector<std::string>& items, const char* sep = ", ") {
  std::string out;
  for (const auto& i : items) out += (out.empty() ? "" : sep) + i;
  return out;
}

std::optional<double> parseNumber(const std::string& text) {
  double v = 0;
  auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
  if (text.empty() || ec != std::errc() || ptr != text.data() + text.size() || !std::isfinite(v))
    return std::nullopt;
  return v;
}

struct Column {
  Reserved reserved = Reserved::None;
  const UnitField* field = nullptr;
  std::string header;
};

class TableImporter {
 public:
  TableImporter(const CsvTable& table, std::string file, const Scenario& scenario,
                Diagnostics& diags)
      : table_(table),
        file_(std::move(file)),
        scenario_(scenario),
        rules_(*scenario.rules),
        diags_(diags) {}

  std::vector<OobEntry> run() {
    std::vector<OobEntry> entries;
    std::size_t first = 0;
    while (first < table_.records.size() && table_.records[first].blank()) ++first;
    if (first == table_.records.size()) {
      diags_.error("oob-empty-table", {file_, 1, 1},
                   "the table is empty: it needs a header row and one row per unit",
                   "export the spreadsheet with its header row (name, count, " + fieldList() + ")");
      return entries;
    }
    if (!readHeader(table_.records[first])) return entries;
    std::map<std::string, int> rowOfId;
    for (std::size_t r = first + 1; r < table_.records.size(); ++r) {
      const CsvRecord& record = table_.records[r];
      if (record.blank()) continue;
      auto entry = readRow(record);
      if (!entry) continue;
      auto seen = rowOfId.find(entry->id);
      if (seen != rowOfId.end()) {
        if (explicitId_) {
          diags_.error("oob-duplicate-id", {file_, record.line, idColumn_},
                       "row " + std::to_string(record.row) + ": id '" + entry->id +
                           "' is already used by row " + std::to_string(seen->second),
                       "give each row its own id");
          continue;
        }
        // Rows named alike get numbered ids, stable across re-imports of the same table.
        int n = 2;
        while (rowOfId.count(entry->id + "-" + std::to_string(n))) ++n;
        entry->id += "-" + std::to_string(n);
      }
      rowOfId[entry->id] = record.row;
      entries.push_back(std::move(*entry));
    }
    return entries;
  }

 private:
  std::string fieldList() const {
    std::vector<std::string> ids;
    for (const auto& f : rules_.unitFields) ids.push_back(f.id);
    return joined(ids);
  }

  bool readHeader(const CsvRecord& header) {
    static const std::vector<std::pair<std::string, Reserved>> reserved{
        {"id", Reserved::Id},
        {"name", Reserved::Name},
        {"count", Reserved::Count},
        {"setup", Reserved::Setup},
        {"arrives_turn", Reserved::ArrivesTurn},
        {"arrives_zone", Reserved::ArrivesZone},
        {"vp", Reserved::Vp}};
    std::vector<std::string> known;
    for (const auto& [name, r] : reserved) known.push_back(name);
    for (const auto& f : rules_.unitFields) known.push_back(f.id);
    bool ok = true;
    std::map<std::string, int> seen;
    for (const CsvCell& cell : header.cells) {
      Column column;
      column.header = trimmed(cell.text);
      const std::string key = headerKey(column.header);
      const SourcePosition at{file_, cell.line, cell.column};
      const std::string where = "header, column " + csvColumnName(cell.column);
      if (key.empty()) {
        columns_.push_back(column);
        continue;
      }
      if (auto it = seen.find(key); it != seen.end()) {
        diags_.error(
            "oob-duplicate-column", at,
            where + ": '" + column.header + "' repeats column " + csvColumnName(it->second),
            "remove or rename one of the two columns");
        ok = false;
      }
      seen[key] = cell.column;
      for (const auto& [name, r] : reserved)
        if (key == name) column.reserved = r;
      if (column.reserved == Reserved::None)
        for (const auto& f : rules_.unitFields)
          if (headerKey(f.id) == key) column.field = &f;
      if (column.reserved == Reserved::Id) {
        explicitId_ = true;
        idColumn_ = cell.column;
      }
      if (column.reserved == Reserved::None && !column.field)
        diags_.warning("oob-unknown-column", at,
                       where + ": '" + column.header +
                           "' is neither a reserved column nor a unit field of ruleset '" +
                           rules_.id + "'" + didYouMean(key, known) + "; the column is ignored",
                       "rename it to one of: " + joined(known));
      columns_.push_back(column);
    }
    for (const auto& f : rules_.unitFields)
      if (f.required &&
          std::none_of(columns_.begin(), columns_.end(), [&](auto& c) { return c.field == &f; })) {
        diags_.error("oob-missing-column", {file_, header.line, 0},
                     "the header has no column for '" + f.id + "', which ruleset '" + rules_.id +
                         "' requires of every unit",
                     "add a column headed '" + f.id + "'");
        ok = false;
      }
    const bool turn = std::any_of(columns_.begin(), columns_.end(),
                                  [](auto& c) { return c.reserved == Reserved::ArrivesTurn; });
    const bool zone = std::any_of(columns_.begin(), columns_.end(),
                                  [](auto& c) { return c.reserved == Reserved::ArrivesZone; });
    if (turn != zone) {
      diags_.error("oob-missing-column", {file_, header.line, 0},
                   std::string("the header has an ") + (turn ? "arrives_turn" : "arrives_zone") +
                       " column but no " + (turn ? "arrives_zone" : "arrives_turn"),
                   "reinforcements need both columns");
      ok = false;
    }
    return ok;
  }

  // Reports "row R, column C (header): message" at the cell and returns false.
  bool bad(const CsvRecord& record, const CsvCell& cell, const Column& column,
           const std::string& message, const std::string& fix) {
    diags_.error("oob-bad-cell", {file_, cell.line, cell.column},
                 "row " + std::to_string(record.row) + ", column " + csvColumnName(cell.column) +
                     " (" + column.header + "): " + message,
                 fix);
    return false;
  }

  std::optional<long long> integer(const CsvRecord& record, const CsvCell& cell,
                                   const Column& column, const std::string& text, long long min,
                                   long long max) {
    const auto v = parseNumber(text);
    if (!v || std::floor(*v) != *v) {
      bad(record, cell, column, "'" + text + "' is not a whole number",
          "write a whole number such as 3");
      return std::nullopt;
    }
    if (*v < static_cast<double>(min) || *v > static_cast<double>(max)) {
      bad(record, cell, column,
          text + " is outside " + std::to_string(min) + ".." + std::to_string(max),
          "write a number in that range");
      return std::nullopt;
    }
    return static_cast<long long>(*v);
  }

  std::optional<PlaceRef> place(const CsvRecord& record, const CsvCell& cell, const Column& column,
                                const std::string& text) {
    PlaceRef ref;
    if (scenario_.zone(text)) {
      ref.zone = text;
      return ref;
    }
    const Map* map = scenario_.map.get();
    std::string item;
    std::vector<std::string> items;
    for (char c : text + " ") {
      if (c == ' ' || c == ',' || c == ';' || c == '\n' || c == '\t') {
        if (!item.empty()) items.push_back(item);
        item.clear();
      } else {
        item += c;
      }
    }
    std::vector<std::string> zones;
    for (const auto& z : scenario_.zones) zones.push_back(z.id);
    for (const auto& it : items) {
      if (!map) {
        ref.list.items.push_back(it);
        continue;
      }
      std::string error;
      const auto range = parseLocationRange(map->grid, it, &error);
      if (!range || !map->grid.contains(range->first) || !map->grid.contains(range->last)) {
        bad(record, cell, column,
            "'" + it + "' is neither a zone of the scenario" + didYouMean(it, zones) + " nor a " +
                (map->isCards() ? "card" : "hex") + " (range) on the map" +
                (error.empty() ? "" : ": " + error),
            zones.empty() ? "write hexes such as C4 or A1:B3"
                          : "write a zone id (" + joined(zones) + ") or hexes such as C4 A1:B3");
        return std::nullopt;
      }
      ref.list.items.push_back(it);
      for (int index : expandRange(map->grid, *range)) ref.list.resolved.push_back(index);
    }
    std::sort(ref.list.resolved.begin(), ref.list.resolved.end());
    ref.list.resolved.erase(std::unique(ref.list.resolved.begin(), ref.list.resolved.end()),
                            ref.list.resolved.end());
    return ref;
  }

  // The canonical text of a unit field value, or nullopt (reported).
  std::optional<std::string> stat(const CsvRecord& record, const CsvCell& cell,
                                  const Column& column, const std::string& text) {
    const UnitField& f = *column.field;
    switch (f.kind) {
      case UnitField::Kind::Text:
        return text;
      case UnitField::Kind::Bool: {
        const std::string v = lower(text);
        if (v == "true" || v == "yes" || v == "y" || v == "1") return std::string("true");
        if (v == "false" || v == "no" || v == "n" || v == "0") return std::string("false");
        bad(record, cell, column, "'" + text + "' is not true or false",
            "write true or false (yes/no also work)");
        return std::nullopt;
      }
      case UnitField::Kind::Enum:
      case UnitField::Kind::Mobility: {
        const auto& values = f.kind == UnitField::Kind::Enum ? f.values : rules_.mobility;
        for (const auto& v : values)
          if (lower(v) == lower(text)) return v;
        bad(record, cell, column,
            "'" + text + "' is not " +
                (f.kind == UnitField::Kind::Enum ? "one of the values" : "a mobility class") +
                " of ruleset '" + rules_.id + "'" + didYouMean(lower(text), values),
            "write one of: " + joined(values, " | "));
        return std::nullopt;
      }
      case UnitField::Kind::Integer:
      case UnitField::Kind::Number: {
        const auto v = parseNumber(text);
        const bool integer = f.kind == UnitField::Kind::Integer;
        if (!v || (integer && std::floor(*v) != *v)) {
          bad(record, cell, column,
              "'" + text + "' is not " + (integer ? "a whole number" : "a number"),
              integer ? "write a whole number such as 4" : "write a number such as 4 or 4.5");
          return std::nullopt;
        }
        if ((f.min && *v < *f.min) || (f.max && *v > *f.max)) {
          std::string range = f.min ? std::to_string(static_cast<long long>(*f.min)) : "";
          range += "..";
          range += f.max ? std::to_string(static_cast<long long>(*f.max)) : "";
          bad(record, cell, column, text + " is outside the ruleset's range " + range,
              "write a value in " + range);
          return std::nullopt;
        }
        return text;
      }
    }
    return text;
  }

  std::optional<OobEntry> readRow(const CsvRecord& record) {
    OobEntry e;
    bool ok = true;
    std::optional<int> arrivesTurn;
    std::optional<PlaceRef> arrivesZone;
    std::map<const UnitField*, std::string> values;
    std::set<const UnitField*> filled;  // non-empty cells, valid or not
    for (const CsvCell& cell : record.cells) {
      const std::string text = cell.quoted ? cell.text : trimmed(cell.text);
      if (cell.column > static_cast<int>(columns_.size())) {
        if (!trimmed(text).empty())
          ok = bad(record, cell, Column{Reserved::None, nullptr, "no header"},
                   "'" + text + "' lies beyond the last column of the header",
                   "add a header for it or remove the stray value (a comma inside a value needs "
                   "quotes)");
        continue;
      }
      const Column& column = columns_[static_cast<std::size_t>(cell.column - 1)];
      if (trimmed(text).empty()) continue;
      switch (column.reserved) {
        case Reserved::Id:
          if (!isValidId(text))
            ok =
                bad(record, cell, column, "'" + text + "' is not a valid id",
                    "use lower-case letters, digits, '-' and '_', starting with a letter or digit");
          else
            e.id = text;
          break;
        case Reserved::Name:
          e.name = text;
          break;
        case Reserved::Count:
          if (auto v = integer(record, cell, column, text, 1, 10000))
            e.count = static_cast<int>(*v);
          else
            ok = false;
          break;
        case Reserved::Vp:
          if (auto v = integer(record, cell, column, text, -1000, 1000))
            e.vp = static_cast<int>(*v);
          else
            ok = false;
          break;
        case Reserved::ArrivesTurn:
          if (auto v = integer(record, cell, column, text, 1, 10000))
            arrivesTurn = static_cast<int>(*v);
          else
            ok = false;
          break;
        case Reserved::Setup:
          if (auto p = place(record, cell, column, text))
            e.setup = *p;
          else
            ok = false;
          break;
        case Reserved::ArrivesZone:
          if ((arrivesZone = place(record, cell, column, text))) break;
          ok = false;
          break;
        case Reserved::None:
          if (!column.field) break;
          filled.insert(column.field);
          if (auto v = stat(record, cell, column, text))
            values[column.field] = *v;
          else
            ok = false;
          break;
      }
    }
    const SourcePosition rowAt{file_, record.line, 0};
    const std::string row = "row " + std::to_string(record.row);
    for (const auto& f : rules_.unitFields) {
      if (values.count(&f)) {
        e.stats.push_back({f.id, values[&f]});
      } else if (f.required && !filled.count(&f)) {
        const auto col =
            std::find_if(columns_.begin(), columns_.end(), [&](auto& c) { return c.field == &f; });
        const int column = static_cast<int>(col - columns_.begin()) + 1;
        if (col != columns_.end())
          diags_.error("oob-bad-cell", {file_, record.line, column},
                       row + ", column " + csvColumnName(column) + " (" + col->header +
                           "): empty, but ruleset '" + rules_.id + "' requires '" + f.id +
                           "' of every unit",
                       "fill in the cell");
        ok = false;
      }
    }
    if (arrivesTurn.has_value() != arrivesZone.has_value()) {
      diags_.error(
          "oob-bad-cell", rowAt,
          row + ": a reinforcement needs both arrives_turn and arrives_zone; this row has only " +
              (arrivesTurn ? "arrives_turn" : "arrives_zone"),
          "fill in both cells, or neither for a unit that sets up");
      ok = false;
    } else if (arrivesTurn) {
      e.arrives = OobEntry::Arrival{*arrivesTurn, *arrivesZone, {}};
    }
    if (e.id.empty()) e.id = e.name.empty() ? std::string() : idFromText(e.name);
    if (e.id.empty()) {
      diags_.error("oob-bad-cell", rowAt, row + " has neither an id nor a name",
                   "fill in its name (or id)");
      ok = false;
    }
    if (!ok) return std::nullopt;
    return e;
  }

  const CsvTable& table_;
  std::string file_;
  const Scenario& scenario_;
  const Ruleset& rules_;
  Diagnostics& diags_;
  std::vector<Column> columns_;
  bool explicitId_ = false;
  int idColumn_ = 0;
};

}  // namespace

OobImportResult mergeOobTable(std::string_view csvText, const std::string& csvFile,
                              Scenario& scenario, const std::string& side) {
  OobImportResult result;
  if (!scenario.rules) {
    result.diagnostics.error("oob-no-ruleset", {csvFile, 0, 0},
                             "the scenario has no usable ruleset",
                             "fix the scenario first (sandtable validate)");
    result.unreadable = true;
    return result;
  }
  if (!scenario.side(side)) {
    std::vector<std::string> ids;
    for (const auto& s : scenario.sides) ids.push_back(s.id);
    result.diagnostics.error("oob-unknown-side", {csvFile, 0, 0},
                             "side '" + side + "' is not a side of scenario '" + scenario.id + "'" +
                                 didYouMean(side, ids),
                             "use one of: " + joined(ids));
    result.unreadable = true;
    return result;
  }
  const CsvTable table = parseCsv(csvText);
  if (!table.ok()) {
    result.diagnostics.error("oob-bad-csv", {csvFile, table.errorLine, table.errorColumn},
                             "the table cannot be read: " + table.error,
                             table.fix.empty()
                                 ? std::string("check the quotes: a value with commas or quotes is "
                                               "written \"like \"\"this\"\", here\"")
                                 : table.fix);
    result.unreadable = true;
    return result;
  }
  std::vector<OobEntry> entries = TableImporter(table, csvFile, scenario, result.diagnostics).run();
  if (result.diagnostics.hasErrors()) return result;

  auto it = std::find_if(scenario.oob.begin(), scenario.oob.end(),
                         [&](const SideOob& s) { return s.side == side; });
  if (it == scenario.oob.end()) {
    scenario.oob.push_back(SideOob{side, {}});
    it = scenario.oob.end() - 1;
  }
  for (OobEntry& e : entries) {
    auto existing = std::find_if(it->entries.begin(), it->entries.end(),
                                 [&](const OobEntry& o) { return o.id == e.id; });
    if (existing != it->entries.end()) {
      e.extras = existing->extras;  // keys the table cannot express survive the update
      *existing = std::move(e);
      ++result.replaced;
    } else {
      it->entries.push_back(std::move(e));
      ++result.added;
    }
  }
  return result;
}

void relocateScenarioPaths(Scenario& scenario, const std::filesystem::path& fromDir,
                           const std::filesystem::path& toDir) {
  namespace fs = std::filesystem;
  const auto relocate = [&](std::string& ref) {
    if (ref.empty() || fs::path(ref).is_absolute()) return;
    std::error_code ec;
    const fs::path target = fs::weakly_canonical(fs::absolute(fromDir / ref, ec), ec);
    const fs::path base =
        fs::weakly_canonical(fs::absolute(toDir.empty() ? fs::path(".") : toDir, ec), ec);
    const fs::path rel = target.lexically_relative(base);
    if (!rel.empty()) ref = rel.generic_string();
  };
  if (!scenario.inlineMap) relocate(scenario.mapPath);
  const std::string& r = scenario.ruleset;
  if (r.find('/') != std::string::npos || r.ends_with(".yaml") || r.ends_with(".yml"))
    relocate(scenario.ruleset);
}

}  // namespace sandtable
