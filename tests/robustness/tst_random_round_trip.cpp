// Issue 9, property: random maps (the generator, every built-in ruleset, both orientations and
// staggers) and random scenarios on them survive write -> read -> write byte for byte, and
// free text with YAML's special characters reads back exactly as written.
// Already covered elsewhere: LOS reciprocity over random maps (tests/validation/
// tst_los_engine.cpp), reachability's triangle inequality along every edge (tests/validation/
// tst_reach.cpp randomMapCostsAreShortestPaths), random edit sequences undone to the original
// bytes (tests/editor/tst_map_edit.cpp), same seed same bytes (tst_map_generator.cpp).
#include <QTemporaryDir>
#include <QTest>
#include <random>
#include <string>
#include <vector>

#include "importers/map_generator.h"
#include "model/document_io.h"

using namespace sandtable;

namespace {

// Free text a designer might type, and what a YAML writer must quote: indicators, comment
// marks, values YAML would read as something else, quotes, non-ASCII, edge spaces, tabs.
std::string randomText(std::mt19937_64& rng, bool multiline) {
  static const std::vector<std::string> pieces = {
      "Hill", "112",  "ferme", "Zürich", "Kraków", "東",   "—",  ": ", " #",  "# ", "-",
      "- ",   "?",    "[",     "]",      "{",      "}",    ",",  "&a", "*b",  "!",  "|",
      ">",    "%",    "@",     "`",      "'",      "\"",   "\\", "\t", "yes", "no", "null",
      "~",    "true", "1.5",   "0x1F",   "1e3",    ".inf", "  ", "=",  "<<"};
  std::uniform_int_distribution<std::size_t> pick(0, pieces.size() - 1);
  std::uniform_int_distribution<int> count(1, 6);
  std::string text;
  for (int i = count(rng); i > 0; --i) {
    text += pieces[pick(rng)];
    if (multiline && rng() % 5 == 0) text += "\n";
  }
  return text;
}

// A YAML double-quoted scalar holding exactly `text`.
std::string yamlQuoted(const std::string& text) {
  std::string out = "\"";
  for (const char c : text) {
    if (c == '"' || c == '\\') out += '\\';
    if (c == '\n')
      out += "\\n";
    else if (c == '\t')
      out += "\\t";
    else
      out += c;
  }
  return out + "\"";
}

struct RandomScenario {
  std::string text;
  std::vector<std::string> sideNames;
  std::string briefing;
};

std::string fieldValue(const UnitField& f, const Ruleset& rules, std::mt19937_64& rng) {
  const int low = f.min ? static_cast<int>(*f.min) : 0;
  switch (f.kind) {
    case UnitField::Kind::Integer:
      return std::to_string(low + static_cast<int>(rng() % 12));
    case UnitField::Kind::Number:
      return std::to_string(low + static_cast<int>(rng() % 12)) + (rng() % 2 ? ".25" : ".5");
    case UnitField::Kind::Bool:
      return rng() % 2 ? "true" : "false";
    case UnitField::Kind::Enum:
      return f.values[rng() % f.values.size()];
    case UnitField::Kind::Mobility:
      return rules.mobility[rng() % rules.mobility.size()];
    case UnitField::Kind::Text:
      return yamlQuoted(randomText(rng, false));
  }
  return "x";
}

RandomScenario randomScenario(const Map& map, const std::string& mapFile, std::mt19937_64& rng) {
  const Ruleset& rules = *map.rules;
  RandomScenario s;
  const auto hex = [&] {
    return map.grid.label(static_cast<int>(rng() % static_cast<std::uint64_t>(map.grid.size())));
  };
  std::string& t = s.text;
  s.briefing = randomText(rng, true);
  t = "sandtable: 1\nkind: scenario\nid: random\ntitle: " + yamlQuoted(randomText(rng, false)) +
      "\nruleset: " + rules.id + "\nmap: " + mapFile +
      "\nturns: " + std::to_string(1 + rng() % 12) +
      "\nfirst: a\nbriefing: " + yamlQuoted(s.briefing) + "\nsides:\n";
  const char* sides[] = {"a", "b"};
  const char* roles[] = {"attacker", "defender", "meeting"};
  for (const char* side : sides) {
    s.sideNames.push_back(randomText(rng, false));
    t += std::string("  - id: ") + side + "\n    name: " + yamlQuoted(s.sideNames.back()) +
         "\n    role: " + roles[rng() % 3] + "\n";
  }
  const int zones = 1 + static_cast<int>(rng() % 3);
  const char* edges[] = {"north", "south", "east", "west"};
  t += "zones:\n";
  for (int z = 0; z < zones; ++z) {
    t += "  z" + std::to_string(z) + ": ";
    if (rng() % 3 == 0) {
      t += std::string("{edge: ") + edges[rng() % 4] + "}\n";
    } else {
      t += std::string("{") + (map.isCards() ? "cards" : "hexes") + ": [";
      for (int i = 1 + static_cast<int>(rng() % 4); i > 0; --i) t += hex() + (i > 1 ? ", " : "");
      t += "]}\n";
    }
  }
  t += "oob:\n";
  for (const char* side : sides) {
    t += std::string("  ") + side + ":\n";
    for (int e = 1 + static_cast<int>(rng() % 4); e > 0; --e) {
      t += "    - id: u" + std::to_string(e) +
           "\n      name: " + yamlQuoted(randomText(rng, false)) +
           "\n      count: " + std::to_string(1 + rng() % 5) + "\n      setup: z" +
           std::to_string(rng() % static_cast<std::uint64_t>(zones)) + "\n      stats: {";
      bool first = true;
      for (const UnitField& f : rules.unitFields) {
        if (!f.required && rng() % 2) continue;
        t += (first ? "" : ", ") + f.id + ": " + fieldValue(f, rules, rng);
        first = false;
      }
      t += "}\n";
    }
  }
  t += "objectives:\n";
  for (int o = 1 + static_cast<int>(rng() % 3); o > 0; --o)
    t += "  - {id: o" + std::to_string(o) + ", at: " + hex() +
         ", name: " + yamlQuoted(randomText(rng, false)) +
         ", vp: {a: " + std::to_string(rng() % 6) + "}, control: " + (rng() % 2 ? "b" : "none") +
         "}\n";
  return s;
}

std::string firstError(const LoadedDocument& doc) {
  for (const Diagnostic& d : doc.diagnostics.all())
    if (d.severity == Severity::Error) return formatDiagnostic(d);
  return "(no error)";
}

// The first error with the line of `text` it points at (Qt cuts long messages short).
std::string errorInText(const LoadedDocument& doc, const std::string& text) {
  for (const Diagnostic& d : doc.diagnostics.all()) {
    if (d.severity != Severity::Error) continue;
    std::size_t pos = 0;
    for (int line = 1; line < d.line && pos != std::string::npos; ++line) {
      pos = text.find('\n', pos);
      if (pos != std::string::npos) ++pos;
    }
    const std::string line =
        pos == std::string::npos ? "" : text.substr(pos, text.find('\n', pos) - pos);
    return formatDiagnostic(d) + "\n  in: " + line;
  }
  return "(no error)";
}

}  // namespace

class TestRandomRoundTrip : public QObject {
  Q_OBJECT

 private slots:
  void generatedMapsAreCanonical() {
    int maps = 0;
    for (const std::string& id : builtinRulesetIds()) {
      const auto rules = builtinRuleset(id);
      for (std::uint64_t seed = 1; seed <= 12; ++seed) {
        MapGeneratorOptions options;
        options.seed = seed;
        options.columns = 1 + static_cast<int>(seed * 7 % 23);
        options.rows = 1 + static_cast<int>(seed * 5 % 17);
        options.layout.orientation = seed % 2 ? Orientation::Flat : Orientation::Pointy;
        options.layout.stagger = seed % 3 ? Stagger::Odd : Stagger::Even;
        options.width = 24 + static_cast<double>(seed * 7 % 73);   // tables: 24..96 units
        options.height = 24 + static_cast<double>(seed * 5 % 49);  // by 24..72
        std::string error;
        const auto map = generateMap(rules, options, &error);
        QVERIFY2(map, error.c_str());
        const std::string first = writeMap(*map);
        const LoadedDocument doc = loadDocumentFromText(first, "/random/g.map.yaml");
        QVERIFY2(doc.ok(), (id + " seed " + std::to_string(seed) + ": " + firstError(doc)).c_str());
        QCOMPARE(writeDocument(doc), first);
        ++maps;
      }
    }
    QCOMPARE(maps, 12 * static_cast<int>(builtinRulesetIds().size()));
  }

  void randomScenariosAreCanonicalAndKeepTheirText() {
    QTemporaryDir dir;
    std::mt19937_64 rng(9);
    int scenarios = 0;
    for (const std::string& id : builtinRulesetIds()) {
      if (builtinRuleset(id)->isTable()) continue;  // random hex/card set-ups; tables: tst_table_documents
      for (std::uint64_t seed = 1; seed <= 10; ++seed) {
        MapGeneratorOptions options;
        options.seed = seed;
        options.columns = 4 + static_cast<int>(seed % 6);
        options.rows = 3 + static_cast<int>(seed % 5);
        std::string error;
        const auto map = generateMap(builtinRuleset(id), options, &error);
        QVERIFY2(map, error.c_str());
        const std::string mapFile = id + "-" + std::to_string(seed) + ".map.yaml";
        QVERIFY(saveFileAtomically(dir.filePath(QString::fromStdString(mapFile)).toStdString(),
                                   writeMap(*map), &error));
        const RandomScenario random = randomScenario(*map, mapFile, rng);
        const std::string path = dir.filePath("random.scenario.yaml").toStdString();
        const LoadedDocument doc = loadDocumentFromText(random.text, path);
        QVERIFY2(doc.ok(), errorInText(doc, random.text).c_str());
        QCOMPARE(doc.scenario->briefing, random.briefing);
        QCOMPARE(doc.scenario->sides[1].name, random.sideNames[1]);

        const std::string first = writeDocument(doc);
        const LoadedDocument again = loadDocumentFromText(first, path);
        QVERIFY2(again.ok(), errorInText(again, first).c_str());
        QCOMPARE(again.scenario->briefing, random.briefing);
        QCOMPARE(again.scenario->sides[0].name, random.sideNames[0]);
        QCOMPARE(writeDocument(again), first);
        ++scenarios;
      }
    }
    QVERIFY(scenarios >= 30);
  }
};

QTEST_APPLESS_MAIN(TestRandomRoundTrip)
#include "tst_random_round_trip.moc"
