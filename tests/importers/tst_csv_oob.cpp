// CSV order-of-battle import: the CSV reader's quoting rules, header mapping, a good table
// merged into a side, and broken rows reported cell by cell with row and column.
#include <QtTest>

#include "../model/test_documents.h"
#include "importers/csv_oob.h"
#include "importers/csv_table.h"

using namespace sandtable;
using namespace sandtable::test;

namespace {

std::string allMessages(const Diagnostics& d) {
  std::string out;
  for (const auto& x : d.all()) out += formatDiagnostic(x) + "\n";
  return out;
}

struct Loaded {
  DocumentFolder folder;
  LoadedDocument doc;
};

std::unique_ptr<Loaded> smallScenario() {
  auto l = std::make_unique<Loaded>();
  l->folder.write("small.map.yaml", kSmallMap);
  l->folder.write("small.scenario.yaml", kSmallScenario);
  l->doc = l->folder.load("small.scenario.yaml");
  return l;
}

const Diagnostic* withText(const Diagnostics& d, const std::string& text) {
  for (const auto& x : d.all())
    if (x.message.find(text) != std::string::npos) return &x;
  return nullptr;
}

}  // namespace

class TestCsvOob : public QObject {
  Q_OBJECT
 private slots:
  void csvQuotingRules() {
    const CsvTable t = parseCsv(
        "\xEF\xBB\xBFname,special\r\n\"Smith, J.\",\"says \"\"hi\"\"\"\n\"two\nlines\",x\nlast,\n");
    QVERIFY(t.ok());
    QCOMPARE(t.records.size(), std::size_t(4));
    QCOMPARE(t.records[1].cells[0].text, std::string("Smith, J."));
    QCOMPARE(t.records[1].cells[1].text, std::string("says \"hi\""));
    QCOMPARE(t.records[2].cells[0].text, std::string("two\nlines"));
    QCOMPARE(t.records[3].line, 5);  // the quoted line break counts
    QCOMPARE(t.records[3].row, 4);
    QCOMPARE(t.records[3].cells.size(), std::size_t(2));
    QCOMPARE(t.records[3].cells[1].text, std::string());
  }

  void csvSemicolonsAndBrokenQuotes() {
    CsvTable t = parseCsv("name;count\nA;2\n");
    QCOMPARE(t.delimiter, ';');
    QCOMPARE(t.records[1].cells[1].text, std::string("2"));
    t = parseCsv("name,count\n\"open,2\nB,3\n");
    QVERIFY(!t.ok());
    QCOMPARE(t.errorLine, 2);
    QCOMPARE(t.errorColumn, 1);
    t = parseCsv("name,count\n\"A\"x,2\n");
    QVERIFY(!t.ok());
    QCOMPARE(t.errorLine, 2);
    QCOMPARE(t.errorColumn, 4);
  }

  void goodTableMergesIntoTheSide() {
    auto l = smallScenario();
    QVERIFY2(l->doc.ok(), allMessages(l->doc.diagnostics).c_str());
    Scenario& s = *l->doc.scenario;
    const std::string csv =
        "Name,Count,Setup,Type,Size,Mobility,Speed,HE "
        "FP,Defense-Kind,defense,arrives_turn,arrives_zone,VP\n"
        "Rifle Platoon,3,us-setup,infantry,platoon,leg,5,6,morale,10,,,2\n"
        "\"M4 Sherman, 75mm\",2,,Vehicle,squad,TRACK,6,,armor,7,3,north,4\n"
        "\n"
        "Bazooka,1,\"A3 B4:C4\",infantry,squad,leg,4.5,2,morale,7,,,\n";
    const OobImportResult r = mergeOobTable(csv, "us.csv", s, "us");
    QVERIFY2(r.ok(), allMessages(r.diagnostics).c_str());
    QCOMPARE(r.added, 3);  // "Rifle Platoon" is rifle-platoon, not the scenario's `rifles`
    QCOMPARE(r.replaced, 0);
    const SideOob& us =
        *std::find_if(s.oob.begin(), s.oob.end(), [](auto& o) { return o.side == "us"; });
    QCOMPARE(us.entries.size(), std::size_t(4));
    QCOMPARE(us.entries[1].id, std::string("rifle-platoon"));
    QCOMPARE(us.entries[1].setup.zone, std::string("us-setup"));
    const OobEntry& sherman = us.entries[2];
    QCOMPARE(sherman.id, std::string("m4-sherman-75mm"));
    QCOMPARE(sherman.name, std::string("M4 Sherman, 75mm"));
    QCOMPARE(sherman.count, 2);
    QVERIFY(sherman.arrives && sherman.arrives->turn == 3 && sherman.arrives->zone.zone == "north");
    QCOMPARE(*sherman.stat("type"), std::string("vehicle"));  // case folded to the enum value
    QCOMPARE(*sherman.stat("mobility"), std::string("track"));
    QCOMPARE(sherman.vp, std::optional<int>(4));
    const OobEntry& bazooka = us.entries[3];
    QCOMPARE(bazooka.setup.list.items, (std::vector<std::string>{"A3", "B4:C4"}));
    QCOMPARE(*bazooka.stat("speed"), std::string("4.5"));

    // Written canonically, the merged scenario reads back without errors.
    const LoadedDocument back = loadDocumentFromText(writeScenario(s, l->doc.headerComment),
                                                     l->folder.path("small.scenario.yaml"));
    QVERIFY2(back.ok(), allMessages(back.diagnostics).c_str());
  }

  void rowsWithAnIdReplaceEntries() {
    auto l = smallScenario();
    Scenario& s = *l->doc.scenario;
    const std::string csv =
        "id,name,count,type,size,mobility,speed,defense_kind,defense\n"
        "rifles,Rifle Platoon (veteran),4,infantry,platoon,leg,6,morale,11\n";
    const OobImportResult r = mergeOobTable(csv, "us.csv", s, "us");
    QVERIFY2(r.ok(), allMessages(r.diagnostics).c_str());
    QCOMPARE(r.replaced, 1);
    QCOMPARE(r.added, 0);
    const OobEntry& e = s.oob[0].entries[0];
    QCOMPARE(e.id, std::string("rifles"));
    QCOMPARE(e.count, 4);
    QCOMPARE(*e.stat("defense"), std::string("11"));
  }

  void brokenRowsAreReportedCellByCell() {
    auto l = smallScenario();
    Scenario& s = *l->doc.scenario;
    const auto before = writeScenario(s);
    const std::string csv =
        "name,count,setup,type,size,mobility,speed,defense_kind,defense,colour\n"
        "Good,1,us-setup,infantry,squad,leg,5,morale,9,red\n"
        "Bad count,zero,us-setup,infantry,squad,leg,5,morale,9,\n"
        "Bad enum,1,us-setup,tank,squad,hover,-2,morale,9.5,\n"
        "Bad place,1,Z99,infantry,squad,leg,5,,9,\n"
        ",1,,infantry,squad,leg,5,morale,9,\n"
        "Extra,1,,infantry,squad,leg,5,morale,9,,surplus\n";
    const OobImportResult r = mergeOobTable(csv, "oob.csv", s, "us");
    QVERIFY(!r.ok());
    QVERIFY(!r.unreadable);
    struct Expect {
      const char* text;
      int line;
      int column;
    };
    const std::vector<Expect> expected{
        {"row 3, column B (count): 'zero' is not a whole number", 3, 2},
        {"row 4, column D (type): 'tank' is not one of the values", 4, 4},
        {"row 4, column F (mobility): 'hover' is not a mobility class", 4, 6},
        {"row 4, column G (speed): -2 is outside the ruleset's range 0..", 4, 7},
        {"row 4, column I (defense): '9.5' is not a whole number", 4, 9},
        {"row 5, column C (setup): 'Z99' is neither a zone", 5, 3},
        {"row 5, column H (defense_kind): empty, but ruleset 'fighting-formations' requires", 5, 8},
        {"row 6 has neither an id nor a name", 6, 0},
        {"row 7, column K (no header): 'surplus' lies beyond the last column", 7, 11},
    };
    for (const Expect& e : expected) {
      const Diagnostic* d = withText(r.diagnostics, e.text);
      QVERIFY2(d, (std::string("missing: ") + e.text + "\n" + allMessages(r.diagnostics)).c_str());
      QCOMPARE(d->file, std::string("oob.csv"));
      QCOMPARE(d->line, e.line);
      QCOMPARE(d->column, e.column);
      QCOMPARE(d->severity, Severity::Error);
      QVERIFY(!d->fix.empty());
    }
    QVERIFY2(r.diagnostics.errors() == static_cast<int>(expected.size()),
             allMessages(r.diagnostics).c_str());
    const Diagnostic* colour = withText(r.diagnostics, "'colour' is neither a reserved column");
    QVERIFY(colour && colour->severity == Severity::Warning && colour->line == 1 &&
            colour->column == 10);
    QCOMPARE(writeScenario(s), before);  // nothing merged
  }

  void headerProblems() {
    auto l = smallScenario();
    Scenario& s = *l->doc.scenario;
    OobImportResult r = mergeOobTable("name,count,type,Count\nA,1,infantry,2\n", "h.csv", s, "us");
    QVERIFY(withText(r.diagnostics, "'Count' repeats column B"));
    QVERIFY(withText(r.diagnostics, "no column for 'size'"));
    r = mergeOobTable("name,arrives_turn,type,size,mobility,speed,defense_kind,defense\n", "h.csv",
                      s, "us");
    QVERIFY(withText(r.diagnostics, "arrives_turn column but no arrives_zone"));
    r = mergeOobTable("", "h.csv", s, "us");
    QVERIFY(withText(r.diagnostics, "the table is empty"));
    r = mergeOobTable("name\nA\n", "h.csv", s, "ussr");
    QVERIFY(r.unreadable && withText(r.diagnostics, "side 'ussr' is not a side"));
    r = mergeOobTable("name,count\n\"A,1\n", "h.csv", s, "us");
    QVERIFY(r.unreadable);
    QCOMPARE(r.diagnostics.all().front().line, 2);
  }
};

QTEST_APPLESS_MAIN(TestCsvOob)
#include "tst_csv_oob.moc"
