// Issue 9: one regression test per crash, hang or broken invariant the fuzzers (fuzz/) or the
// random round trips (tst_random_round_trip) found,
// each named after what went wrong, with the smallest input that showed it.
#include <QTest>
#include <string>

#include "importers/tiled_fixtures.h"
#include "importers/tiled_import.h"
#include "model/document_io.h"

using namespace sandtable;

namespace {

std::string firstError(const Diagnostics& diagnostics) {
  for (const Diagnostic& d : diagnostics.all())
    if (d.severity == Severity::Error) return formatDiagnostic(d);
  return {};
}
std::string firstError(const LoadedDocument& doc) { return firstError(doc.diagnostics); }

// The fuzzers' invariant: a document that loads writes a canonical text that loads again and
// writes the same bytes.
void verifyCanonicalRoundTrip(const std::string& text, const std::string& path) {
  const LoadedDocument doc = loadDocumentFromText(text, path);
  QVERIFY2(doc.ok(), firstError(doc).c_str());
  const std::string canonical = writeDocument(doc);
  const LoadedDocument again = loadDocumentFromText(canonical, path);
  QVERIFY2(again.ok(), firstError(again).c_str());
  QCOMPARE(writeDocument(again), canonical);
}

}  // namespace

class TestFuzzFindings : public QObject {
  Q_OBJECT

 private slots:
  // fuzz_ruleset: an unterminated quoted scalar running to the end of the file made an unknown
  // key of 1,800 characters; the writer put it out as an implicit key, which YAML limits to
  // 1024 characters, so the canonical text did not load ("illegal map value").
  void unknownKeyLongerThan1024CharactersIsWrittenAsExplicitKey() {
    const std::string longKey(1500, 'k');
    const std::string rules(builtinRulesetText("fighting-formations"));
    verifyCanonicalRoundTrip(rules + "? \"" + longKey + "\"\n: 1\n", "/f/long.ruleset.yaml");
    verifyCanonicalRoundTrip(rules + "future: {? \"" + longKey + "\" : {a: [1]}, b: 2}\n",
                             "/f/long.ruleset.yaml");
    verifyCanonicalRoundTrip(
        rules + "future:\n  - ? \"" + longKey + "\"\n    : {a: [1]}\n    b: 2\n",
        "/f/long.ruleset.yaml");
    verifyCanonicalRoundTrip(rules + "'ule: " + longKey + "\n", "/f/unterminated.ruleset.yaml");
  }

  // fuzz_tmj (UBSan): a negative `firstgid` or object `gid` was cast from double to uint32,
  // which is undefined behaviour. Such ids now read as 0, which no tile has, so the tileset
  // gets the importer's "no firstgid" error and the object no tile.
  void negativeTileIdsInTmjAreRefusedNotCast() {
    const std::string tmj =
        R"({"type": "map", "orientation": "hexagonal", "width": 2, "height": 1,
            "tilewidth": 64, "tileheight": 56, "hexsidelength": 32, "staggeraxis": "x",
            "staggerindex": "odd", "infinite": false,
            "tilesets": [{"firstgid": -1, "name": "ff", "tilecount": 1, "tiles": [{"id": 0,
              "properties": [{"name": "terrain", "type": "string", "value": "open"}]}]}],
            "layers": [{"type": "tilelayer", "name": "ground", "width": 2, "height": 1,
                        "data": [1, 1]},
                       {"type": "objectgroup", "name": "things", "objects": [
                         {"id": 1, "gid": -5, "x": 0, "y": 0},
                         {"id": 2, "gid": 1e300, "x": 0, "y": 0}]}]})";
    const TiledImportResult r =
        importTiledMapFromText(tmj, "/f/negative.tmj", builtinRuleset("fighting-formations"));
    QVERIFY(!r.ok());
    bool firstGidError = false;
    for (const Diagnostic& d : r.diagnostics.all())
      firstGidError |= d.message.find("no firstgid") != std::string::npos;
    QVERIFY(firstGidError);
  }

  // fuzz_tmx (UBSan): an object 1e71 pixels off the map made the importer's nearest-hex
  // estimate overflow its cast to int. Points that far out (or not numbers) are now off the
  // map, and say so with their coordinates.
  void objectsFarOffTheMapAreReportedNotCast() {
    const std::string objects =
        " <objectgroup id=\"3\" name=\"features\">\n"
        "  <object id=\"1\" class=\"hexside\" x=\"1e71\" y=\"28\"><properties><property "
        "name=\"feature\" value=\"bocage\"/></properties>"
        "<polyline points=\"0,0 -16,28\"/></object>\n"
        "  <object id=\"2\" class=\"road\" x=\"0\" y=\"-1e300\">"
        "<polyline points=\"0,0 0,32\"/></object>\n"
        "  <object id=\"3\" class=\"objective\" x=\"nan\" y=\"inf\"><point/></object>\n"
        " </objectgroup>\n";
    const TiledImportResult r =
        importTiledMapFromText(test::tmxMap({"x", "odd"}, "csv", "", objects), "/f/far.tmx",
                               builtinRuleset("fighting-formations"));
    QVERIFY(!r.ok());
    const std::string error = firstError(r.diagnostics);
    QVERIFY2(error.find("hexside") != std::string::npos &&
                 error.find("does not lie on a hexside") != std::string::npos,
             error.c_str());
    int offMap = 0;
    for (const Diagnostic& d : r.diagnostics.all())
      offMap += d.message.find("off the map") != std::string::npos;
    QVERIFY(offMap >= 1);
  }

  // tst_random_round_trip: an objective named "Zürich?>null" was written plain inside its
  // flow mapping, and yaml-cpp reads a `?` anywhere in a flow scalar as a key indicator
  // ("unknown token"), so the canonical scenario did not load.
  void questionMarkInFlowTextIsQuoted() {
    const std::string rules(builtinRulesetText("fighting-formations"));
    verifyCanonicalRoundTrip(rules + "future: {note: \"Why?\", other: \"a?>b\", list: [\"c?\"]}\n",
                             "/f/question.ruleset.yaml");
  }
};

QTEST_APPLESS_MAIN(TestFuzzFindings)
#include "tst_fuzz_findings.moc"
