// One test per kind of bad input: each asserts the code, the message and the line reported.
#include <QtTest>

#include <algorithm>

#include "model/document_io.h"
#include "model/unit_stats.h"
#include "test_documents.h"

using namespace sandtable;
using namespace sandtable::test;

namespace {

const Diagnostic* findCode(const LoadedDocument& doc, const std::string& code) {
  for (const auto& d : doc.diagnostics.all())
    if (d.code == code) return &d;
  return nullptr;
}

std::string allMessages(const LoadedDocument& doc) {
  std::string out;
  for (const auto& d : doc.diagnostics.all()) out += formatDiagnostic(d) + "\n";
  return out;
}

LoadedDocument loadMapText(const std::string& text) { return loadDocumentFromText(text, "/virtual/test.map.yaml"); }

#define EXPECT_DIAGNOSTIC(doc, code, severity_, line_, fragment)                                         \
  do {                                                                                                    \
    const Diagnostic* d = findCode(doc, code);                                                            \
    QVERIFY2(d, ("no '" + std::string(code) + "' diagnostic in:\n" + allMessages(doc)).c_str());          \
    QCOMPARE(d->severity, severity_);                                                                     \
    QCOMPARE(d->line, line_);                                                                             \
    QVERIFY2(d->message.find(fragment) != std::string::npos, ("message was: " + d->message).c_str());     \
    QVERIFY(d->column > 0);                                                                               \
  } while (0)

}  // namespace

class TestReaderErrors : public QObject {
  Q_OBJECT
 private slots:
  // Counts in messages: "1 error", "2 errors", and irregular plurals given.
  void countsTakeTheirNounsPlural() {
    QCOMPARE(plural(1, "error"), std::string("1 error"));
    QCOMPARE(plural(0, "warning"), std::string("0 warnings"));
    QCOMPARE(plural(2, "entry", "entries"), std::string("2 entries"));
    QCOMPARE(plural(1, "entry", "entries"), std::string("1 entry"));
  }

  // A new OOB row starts each required field of every built-in ruleset with a value the reader
  // takes (a row added in the editor made a file that could not be opened again).
  void eachRequiredFieldHasADefaultTheReaderTakes() {
    int checked = 0;
    for (const std::string& id : builtinRulesetIds()) {
      const auto rules = builtinRuleset(id);
      QVERIFY(rules);
      for (const UnitField& f : rules->unitFields) {
        if (!f.required) continue;
        const auto value = defaultStatValue(f, *rules);
        if (f.kind == UnitField::Kind::Text) {
          QVERIFY(!value);
          continue;
        }
        QVERIFY2(value, (id + " " + f.id).c_str());
        QVERIFY2(!statProblem(f, *rules, *value, f.id), (id + " " + f.id + " = " + *value).c_str());
        ++checked;
      }
    }
    QVERIFY(checked >= 5);
  }

  void theFixtureItselfIsClean() {
    const LoadedDocument doc = loadMapText(kSmallMap);
    QVERIFY2(doc.diagnostics.empty(), allMessages(doc).c_str());
    QVERIFY(doc.map);
    QCOMPARE(doc.map->grid.columns, 6);
    QCOMPARE(doc.map->levels[static_cast<std::size_t>(doc.map->grid.index({3, 1}))], 2);
    QCOMPARE(doc.map->rules->terrain[static_cast<std::size_t>(doc.map->terrain[1 * 6 + 1])].id, std::string("building"));
  }

  void yamlSyntaxErrorIsReportedWithItsPosition() {
    const LoadedDocument doc = loadMapText(replaced(kSmallMap, "  columns: 6\n", "  columns: [6\n"));
    QVERIFY(doc.unreadable);
    const Diagnostic* d = findCode(doc, "yaml-syntax");
    QVERIFY(d);
    QVERIFY(d->line >= 10);
    QVERIFY(d->message.find("not valid YAML") != std::string::npos);
  }

  void wrongTypeNamesWhatWasFound() {
    const LoadedDocument doc = loadMapText(replaced(kSmallMap, "columns: 6", "columns: many"));
    EXPECT_DIAGNOSTIC(doc, "wrong-type", Severity::Error, 10, "columns must be a whole number, found 'many'");
  }

  void missingRequiredKey() {
    const LoadedDocument doc = loadMapText(replaced(kSmallMap, "  rows: 4\n", ""));
    EXPECT_DIAGNOSTIC(doc, "missing-key", Severity::Error, 7, "missing the required key 'rows'");
  }

  void unknownKeyWarnsWithASuggestion() {
    const LoadedDocument doc = loadMapText(std::string(kSmallMap) + "hexsidez: []\n");
    EXPECT_DIAGNOSTIC(doc, "unknown-key", Severity::Warning, 33, "did you mean 'hexsides'?");
    QVERIFY(!doc.diagnostics.hasErrors());
  }

  void unknownTerrainIdInTheLegend() {
    const LoadedDocument doc = loadMapText(replaced(kSmallMap, "W: woods", "W: wods"));
    EXPECT_DIAGNOSTIC(doc, "unknown-id", Severity::Error, 15, "'wods' is not a terrain type of ruleset 'fighting-formations', did you mean 'woods'?");
  }

  void unknownTerrainSymbolInARow() {
    const LoadedDocument doc = loadMapText(replaced(kSmallMap, "\". B . . . .\"", "\". B . . x .\""));
    EXPECT_DIAGNOSTIC(doc, "unknown-id", Severity::Error, 18, "terrain symbol 'x' (at E2) is not in the legend");
  }

  void unknownHexsideFeature() {
    const LoadedDocument doc = loadMapText(replaced(kSmallMap, "feature: bocage", "feature: hedge"));
    EXPECT_DIAGNOSTIC(doc, "unknown-id", Severity::Error, 30, "'hedge' is not a hexside feature");
  }

  void unknownMarker() {
    const LoadedDocument doc = loadMapText(replaced(kSmallMap, "name: Farm}", "name: Farm, markers: [smok]}"));
    EXPECT_DIAGNOSTIC(doc, "unknown-id", Severity::Error, 28, "did you mean 'smoke'?");
  }

  void hexOffTheMap() {
    const LoadedDocument doc = loadMapText(replaced(kSmallMap, "  C2: {", "  G9: {"));
    EXPECT_DIAGNOSTIC(doc, "off-map", Severity::Error, 28, "hex G9 is off the map (the map is A1 to F4)");
  }

  void rowOfTheWrongLength() {
    const LoadedDocument doc = loadMapText(replaced(kSmallMap, "\"0 0 1 2 1 0\"", "\"0 0 1 2 1\""));
    EXPECT_DIAGNOSTIC(doc, "row-length", Severity::Error, 24, "row 2 has 5 entries; the map has 6 columns");
  }

  void wrongNumberOfRows() {
    const LoadedDocument doc = loadMapText(replaced(kSmallMap, "    - \"0 0 0 0 0 0\"\nhexes", "hexes"));
    EXPECT_DIAGNOSTIC(doc, "row-count", Severity::Error, 23, "has 3 rows; the map has 4");
  }

  void nonAdjacentHexside() {
    const LoadedDocument doc = loadMapText(replaced(kSmallMap, "at: B2/B3", "at: B2/D3"));
    EXPECT_DIAGNOSTIC(doc, "not-adjacent", Severity::Error, 30, "B2 and D3 are not adjacent");
  }

  void nonAdjacentRoadStep() {
    const LoadedDocument doc = loadMapText(replaced(kSmallMap, "[A1, B1, C2, D2]", "[A1, B1, D2]"));
    EXPECT_DIAGNOSTIC(doc, "not-adjacent", Severity::Error, 32, "road step B1 -> D2");
  }

  void newerFormatVersionIsRefused() {
    const LoadedDocument doc = loadMapText(replaced(kSmallMap, "sandtable: 1", "sandtable: 2"));
    EXPECT_DIAGNOSTIC(doc, "unsupported-version", Severity::Error, 1, "Sandtable format 2; this Sandtable reads format 1");
  }

  void unknownRulesetIsADanglingReference() {
    const LoadedDocument doc = loadMapText(replaced(kSmallMap, "ruleset: fighting-formations", "ruleset: fighting-formation"));
    EXPECT_DIAGNOSTIC(doc, "unknown-id", Severity::Error, 5, "did you mean 'fighting-formations'?");
  }

  void everyProblemIsReportedInOnePass() {
    std::string text = replaced(kSmallMap, "W: woods", "W: wods");
    text = replaced(text, "at: B2/B3", "at: B2/D3");
    text = replaced(text, "\"0 0 1 2 1 0\"", "\"0 0 1 2 1\"");
    text += "colour: red\n";
    const LoadedDocument doc = loadMapText(text);
    QVERIFY(findCode(doc, "unknown-id"));
    QVERIFY(findCode(doc, "not-adjacent"));
    QVERIFY(findCode(doc, "row-length"));
    QVERIFY(findCode(doc, "unknown-key"));
    QCOMPARE(doc.diagnostics.errors(), 3);
  }

  void unknownSideZoneAndStatInAScenario() {
    DocumentFolder folder;
    folder.write("small.map.yaml", kSmallMap);
    std::string s = replaced(kSmallScenario, "setup: us-setup", "setup: us-setpu");
    s = replaced(s, "vp: {us: 3}", "vp: {uss: 3}");
    s = replaced(s, "type: infantry, size: squad", "type: infantri, size: squad");
    s = replaced(s, "first: us", "first: usa");
    folder.write("s.scenario.yaml", s);
    const LoadedDocument doc = folder.load("s.scenario.yaml");
    EXPECT_DIAGNOSTIC(doc, "unknown-id", Severity::Error, 8, "first 'usa' is not a side of this scenario, did you mean 'us'?");
    QVERIFY(allMessages(doc).find("s.scenario.yaml:24:14: error: OOB entry 'rifles' setup 'us-setpu' is not a zone of this scenario, did you mean 'us-setup'?") != std::string::npos);
    QVERIFY(allMessages(doc).find("'uss' is not a side") != std::string::npos);
    QVERIFY(allMessages(doc).find("'type' of OOB entry 'gren' is 'infantri'; expected infantry | gun | vehicle, did you mean 'infantry'?") != std::string::npos);
  }

  void oobStatsAreCheckedAgainstTheRulesetFields() {
    DocumentFolder folder;
    folder.write("small.map.yaml", kSmallMap);
    std::string s = replaced(kSmallScenario, "mobility: leg, speed: 5, he_fp: 6", "mobility: hover, speed: -1, he_fp: 6.5");
    s = replaced(s, "defense_kind: morale, defense: 9, ", "");
    s = replaced(s, "fire_arc: none}\n  de:", "fire_arc: none, moral: 3}\n  de:");
    folder.write("s.scenario.yaml", s);
    const std::string messages = allMessages(folder.load("s.scenario.yaml"));
    QVERIFY2(messages.find("'mobility' of OOB entry 'rifles' 'hover' is not a mobility class") != std::string::npos, messages.c_str());
    QVERIFY(messages.find("'speed' of OOB entry 'rifles' is -1, outside the ruleset's range 0..") != std::string::npos);
    QVERIFY(messages.find("'he_fp' of OOB entry 'rifles' must be a whole number, found '6.5'") != std::string::npos);
    QVERIFY(messages.find("OOB entry 'gren' has no 'defense_kind', which ruleset 'fighting-formations' requires") != std::string::npos);
    QVERIFY(messages.find("warning: 'moral' in OOB entry 'rifles' is not a unit field") != std::string::npos);
  }

  // A unit of speed 0 reads but can never move (a row added in the editor starts at 0): a
  // warning at the stat, so that it is not passed over by every movement check in silence.
  void aSpeedOfZeroIsWarnedAbout() {
    DocumentFolder folder;
    folder.write("small.map.yaml", kSmallMap);
    const std::string s = replaced(kSmallScenario, "mobility: leg, speed: 5,", "mobility: leg, speed: 0,");
    folder.write("s.scenario.yaml", s);
    const LoadedDocument doc = folder.load("s.scenario.yaml");
    const int line = 1 + static_cast<int>(std::count(s.begin(), s.begin() + static_cast<long>(s.find("speed: 0")), '\n'));
    EXPECT_DIAGNOSTIC(doc, "doubtful-value", Severity::Warning, line, "'speed' of OOB entry 'rifles' is 0: the unit can never move");
    QVERIFY(!doc.diagnostics.hasErrors());
    QVERIFY(!findCode(folder.load("small.map.yaml"), "doubtful-value"));
    folder.write("t.scenario.yaml", kSmallScenario);
    QVERIFY2(!findCode(folder.load("t.scenario.yaml"), "doubtful-value"), "speed 5 is no slip");
    // Where the column's header is not the field's id (Force on Force heads `speed` "Tactical"),
    // the message names the column too.
    const std::string dir = std::string(SANDTABLE_SOURCE_DIR) + "/samples/force-on-force/";
    folder.write("khoshkab.map.yaml", fileText(dir + "khoshkab.map.yaml"));
    folder.write("k.scenario.yaml", replaced(fileText(dir + "khoshkab.scenario.yaml"), "speed: 6,", "speed: 0,"));
    const LoadedDocument fof = folder.load("k.scenario.yaml");
    const Diagnostic* d = findCode(fof, "doubtful-value");
    QVERIFY(d);
    QVERIFY2(d->message.starts_with("'speed' (Tactical) of OOB entry "), d->message.c_str());
  }

  // docs/formats.md 2.7: a unit field's label is a column header: not empty, at most 12
  // characters; `booklet` is true or false. Each error names its line.
  void unitFieldLabelsAreShortAndBookletIsABool() {
    std::string rules(builtinRulesetText("fighting-formations"));
    rules = replaced(rules, "label: HE FP,", "label: High-explosive FP,");
    rules = replaced(rules, "label: Range,", "label: \"\",");
    rules = replaced(rules, "label: ROF,", "label: ROF, booklet: sometimes,");
    const LoadedDocument doc = loadDocumentFromText(rules, "/virtual/ff.ruleset.yaml");
    const std::string messages = allMessages(doc);
    auto lineOf = [&](const std::string& text) {
      return static_cast<int>(std::count(rules.begin(), rules.begin() + static_cast<long>(rules.find(text)), '\n')) + 1;
    };
    for (const auto& [line, fragment] :
         {std::pair{lineOf("High-explosive FP"), "unit field 'he_fp' label 'High-explosive FP' is 17 characters; a column header is at most 12"},
          std::pair{lineOf("id: he_range"), "unit field 'he_range' label is empty"},
          std::pair{lineOf("booklet: sometimes"), "unit field 'rof' booklet"}})
      QVERIFY2(messages.find(":" + std::to_string(line) + ":") != std::string::npos &&
                   messages.find(fragment) != std::string::npos,
               (std::string(fragment) + " at line " + std::to_string(line) + " in:\n" + messages).c_str());
    QCOMPARE(static_cast<int>(doc.diagnostics.errors()), 3);
  }

  void scenarioHexesOffTheMap() {
    DocumentFolder folder;
    folder.write("small.map.yaml", kSmallMap);
    std::string s = replaced(kSmallScenario, "\"A3:F4\"", "\"A3:H4\"");
    s = replaced(s, "at: C2", "at: C9");
    folder.write("s.scenario.yaml", s);
    const LoadedDocument doc = folder.load("s.scenario.yaml");
    const std::string messages = allMessages(doc);
    QVERIFY2(messages.find(":17:22: error: zone 'us-setup': hex H4 is off the map") != std::string::npos, messages.c_str());
    QVERIFY(messages.find("objective 'farm': hex C9 is off the map") != std::string::npos);
  }

  void missingMapFileIsNamed() {
    DocumentFolder folder;
    folder.write("s.scenario.yaml", kSmallScenario);
    const LoadedDocument doc = folder.load("s.scenario.yaml");
    const std::string messages = allMessages(doc);
    QVERIFY2(messages.find("s.scenario.yaml:6:6: error: the scenario's map 'small.map.yaml' cannot be read: no such file") != std::string::npos,
             messages.c_str());
    QCOMPARE(doc.diagnostics.errors(), 1);
    QVERIFY(!doc.unreadable);  // the scenario itself was read
  }

  void errorsInTheReferencedMapNameTheMapFile() {
    DocumentFolder folder;
    folder.write("small.map.yaml", replaced(kSmallMap, "at: B2/B3", "at: B2/D3"));
    folder.write("s.scenario.yaml", kSmallScenario);
    const LoadedDocument doc = folder.load("s.scenario.yaml");
    const Diagnostic* d = findCode(doc, "not-adjacent");
    QVERIFY(d);
    QVERIFY(d->file.ends_with("small.map.yaml"));
    QCOMPARE(d->line, 30);
  }

  void notADocumentAtAll() {
    LoadedDocument doc = loadDocumentFromText("just a line of text\n", "/virtual/x.yaml");
    QVERIFY(doc.unreadable);
    QVERIFY(findCode(doc, "not-a-document"));
    doc = loadDocumentFromText("sandtable: 1\nkind: mapp\n", "/virtual/x.yaml");
    QVERIFY(doc.unreadable);
    EXPECT_DIAGNOSTIC(doc, "not-a-document", Severity::Error, 2, "did you mean 'map'?");
  }

  void missingFileIsUnreadable() {
    const LoadedDocument doc = loadDocument("/nonexistent/folder/x.map.yaml");
    QVERIFY(doc.unreadable);
    QVERIFY(findCode(doc, "missing-file"));
  }

  void duplicateKeysAreErrors() {
    const LoadedDocument doc = loadMapText(replaced(kSmallMap, "  rows: 4\n", "  rows: 4\n  rows: 5\n"));
    EXPECT_DIAGNOSTIC(doc, "duplicate-key", Severity::Error, 12, "key 'rows' appears twice");
  }

  void hostileInputNeverCrashes() {
    // Every prefix of a valid document (cut mid-token, mid-line, mid-flow) is either read or
    // reported with a position; nothing throws.
    const std::string text = kSmallMap;
    for (std::size_t cut = 0; cut < text.size(); cut += 7) {
      const LoadedDocument doc = loadMapText(text.substr(0, cut));
      if (doc.ok()) continue;
      QVERIFY(!doc.diagnostics.empty());
    }
    for (const char* junk : {"\x01\x02\x03", "[[[[[[[[", "{a: {b: {c: [", "&a [*a, *a]", "kind: map\nsandtable: x", "- - - -", "? ? ?"}) {
      const LoadedDocument doc = loadMapText(junk);
      QVERIFY(!doc.ok());
      QVERIFY(!doc.diagnostics.empty());
    }
  }
};

QTEST_APPLESS_MAIN(TestReaderErrors)
#include "tst_reader_errors.moc"
