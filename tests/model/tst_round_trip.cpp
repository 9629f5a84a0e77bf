// Reader/writer round trips: every sample and built-in ruleset is canonical (load + save gives
// the same bytes, twice), and unknown keys survive.
#include <QtTest>

#include <filesystem>

#include "model/document_io.h"
#include "test_documents.h"

using namespace sandtable;
using namespace sandtable::test;

namespace {
std::vector<std::filesystem::path> shippedDocuments() {
  std::vector<std::filesystem::path> out;
  const std::filesystem::path root(SANDTABLE_SOURCE_DIR);
  for (const char* dir : {"samples", "resources/rulesets"})
    for (const auto& entry : std::filesystem::recursive_directory_iterator(root / dir))
      if (entry.path().extension() == ".yaml") out.push_back(entry.path());
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace

class TestRoundTrip : public QObject {
  Q_OBJECT
 private slots:
  void everyShippedDocumentIsCanonical_data() {
    QTest::addColumn<QString>("path");
    for (const auto& p : shippedDocuments())
      QTest::newRow(p.filename().string().c_str()) << QString::fromStdString(p.string());
    QVERIFY(shippedDocuments().size() >= 9);
  }
  void everyShippedDocumentIsCanonical() {
    QFETCH(QString, path);
    const LoadedDocument doc = loadDocument(path.toStdString());
    QVERIFY2(doc.ok(), doc.diagnostics.empty() ? "" : formatDiagnostic(doc.diagnostics.all().front()).c_str());
    const std::string written = writeDocument(doc);
    QCOMPARE(written, fileText(path.toStdString()));
    // Loading what was written and writing it again gives the same bytes.
    const LoadedDocument again = loadDocumentFromText(written, path.toStdString());
    QVERIFY(again.ok());
    QCOMPARE(writeDocument(again), written);
  }

  void samplesHaveRealContent() {
    for (const auto& p : shippedDocuments()) {
      if (p.string().find(".scenario.") == std::string::npos) continue;
      const LoadedDocument doc = loadDocument(p);
      QVERIFY(doc.scenario && doc.scenario->map);
      const Scenario& s = *doc.scenario;
      QVERIFY2(s.sides.size() == 2, p.string().c_str());
      QVERIFY(s.oob.size() == 2);
      std::size_t entries = 0;
      bool reinforcement = false;
      for (const auto& side : s.oob) {
        entries += side.entries.size();
        for (const auto& e : side.entries) reinforcement |= e.arrives.has_value();
      }
      QVERIFY(entries >= 4);
      QVERIFY(reinforcement);
      QVERIFY(!s.objectives.empty());
      QVERIFY(!s.losChecks.empty());
      QVERIFY(!s.reachChecks.empty());
      QVERIFY(s.victory && !s.victory->text.empty());
      if (s.map->isHex()) {
        QVERIFY(s.map->grid.columns >= 15 && s.map->grid.rows >= 12);
        const auto [lo, hi] = std::minmax_element(s.map->levels.begin(), s.map->levels.end());
        QVERIFY2(*hi - *lo >= 2, "hex samples need hills of several levels");
      }
    }
  }

  void unknownKeysSurviveARoundTrip() {
    std::string text = replaced(kSmallMap, "  C2: {objective: true, name: Farm}", "  C2: {objective: true, name: Farm, owner: \"1944\"}");
    text = replaced(text, "  labels: letter-number\n", "  labels: letter-number\n  paper: {width: 22, unit: in}\n");
    text += "designer_notes:\n  - first draft\n  - \"checked: yes\"\n";
    const LoadedDocument doc = loadDocumentFromText(text, "/virtual/x.map.yaml");
    QCOMPARE(doc.diagnostics.errors(), 0);
    QCOMPARE(doc.diagnostics.warnings(), 3);
    const std::string written = writeDocument(doc);
    QVERIFY(written.find("owner: \"1944\"") != std::string::npos);
    QVERIFY(written.find("paper: {width: 22, unit: in}") != std::string::npos);
    QVERIFY(written.find("designer_notes:\n  - first draft\n  - \"checked: yes\"\n") != std::string::npos);
    const LoadedDocument again = loadDocumentFromText(written, "/virtual/x.map.yaml");
    QCOMPARE(writeDocument(again), written);
  }

  // A unit field's `name:` (the OOB column title) is a key of its own: read without a warning,
  // written back after the id.
  // name, label and booklet are read and written back (docs/formats.md 2.7).
  void unitFieldNamesAreRead() {
    const std::string text = replaced(std::string(builtinRulesetText("fighting-formations")),
                                      "{id: speed, name: Speed, label: Speed, kind: number, min: 0, required: true}",
                                      "{id: speed, name: Movement allowance, label: MA, kind: number, min: 0, required: true, booklet: false}");
    const LoadedDocument doc = loadDocumentFromText(text, "/virtual/x.ruleset.yaml");
    QCOMPARE(doc.diagnostics.errors(), 0);
    QCOMPARE(doc.diagnostics.warnings(), 0);
    const auto& fields = doc.ruleset->unitFields;
    const auto speed = std::find_if(fields.begin(), fields.end(), [](const UnitField& f) { return f.id == "speed"; });
    QVERIFY(speed != fields.end());
    QCOMPARE(speed->name, std::string("Movement allowance"));
    QCOMPARE(speed->label, std::string("MA"));
    QVERIFY(!speed->booklet);
    QVERIFY(writeDocument(doc).find("{id: speed, name: Movement allowance, label: MA, kind: number, min: 0, required: true, booklet: false}") !=
            std::string::npos);
    const auto fp = std::find_if(fields.begin(), fields.end(), [](const UnitField& f) { return f.id == "he_fp"; });
    QCOMPARE(unitFieldLabel(*fp), std::string("HE FP"));
    UnitField bare;
    bare.id = "arrives_turn";
    QCOMPARE(unitFieldLabel(bare), std::string("Arrives Turn"));
  }

  void sparseTerrainOverridesFoldIntoTheLayer() {
    const std::string text = replaced(kSmallMap, "  C2: {objective: true, name: Farm}", "  C2: {objective: true, name: Farm}\n  F4: {terrain: woods, level: 3}");
    const LoadedDocument doc = loadDocumentFromText(text, "/virtual/x.map.yaml");
    QVERIFY(doc.ok());
    const std::string written = writeDocument(doc);
    QVERIFY(written.find("F4") == std::string::npos);
    QVERIFY(written.find("\". . . . W W\"") != std::string::npos);
    QVERIFY(written.find("\"0 0 0 0 0 3\"") != std::string::npos);
  }

  void theFixtureScenarioIsCanonical() {
    DocumentFolder folder;
    folder.write("small.map.yaml", kSmallMap);
    folder.write("s.scenario.yaml", kSmallScenario);
    const LoadedDocument doc = folder.load("s.scenario.yaml");
    QVERIFY(doc.ok());
    QCOMPARE(writeDocument(doc), std::string(kSmallScenario));
    QCOMPARE(writeDocument(folder.load("small.map.yaml")), std::string(kSmallMap));
  }

  void atomicSaveReplacesOnlyWhenComplete() {
    DocumentFolder folder;
    folder.write("a.yaml", "old\n");
    std::string error;
    QVERIFY(saveFileAtomically(folder.path("a.yaml"), "new\n", &error));
    QCOMPARE(fileText(folder.path("a.yaml")), std::string("new\n"));
    QVERIFY(!saveFileAtomically(folder.path("missing-folder/a.yaml"), "x", &error));
    QVERIFY(error.find("does not exist") != std::string::npos);
    // No temporary files are left behind.
    int files = 0;
    for (const auto& e : std::filesystem::directory_iterator(std::filesystem::path(folder.path("a.yaml")).parent_path())) {
      (void)e;
      ++files;
    }
    QCOMPARE(files, 1);
  }
};

QTEST_APPLESS_MAIN(TestRoundTrip)
#include "tst_round_trip.moc"
