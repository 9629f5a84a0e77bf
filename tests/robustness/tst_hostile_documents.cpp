// Issue 24, the reader's half: hostile documents that crashed, hung or were silently accepted.
// A 10,000-point polyline that doubles back on itself, YAML alias bombs and cycles, a second
// YAML document, values that only look right (`sandtable: 1e0`, `storeys` on woods) and
// references to files that are not Sandtable documents at all.
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>
#include <fstream>
#include <string>

#include "model/boost_geometry.h"
#include "model/document_io.h"
#include "model/quote_text.h"
#include "model/table_geometry.h"
#include "model/yaml_aliases.h"

using namespace sandtable;

namespace {

const Diagnostic* findCode(const Diagnostics& diagnostics, const std::string& code) {
  for (const Diagnostic& d : diagnostics.all())
    if (d.code == code) return &d;
  return nullptr;
}

std::string listed(const Diagnostics& diagnostics) {
  std::string out;
  for (const Diagnostic& d : diagnostics.all()) out += formatDiagnostic(d) + "\n";
  return out;
}

bool contains(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

const std::string kTableMap =
    "sandtable: 1\nkind: map\nid: t\nruleset: force-on-force\ngrid: {type: table, width: 48, "
    "height: 36, unit: in}\n";

// The zigzag of the issue: x alternates 1 and 47 while y climbs from 1 to 35.
std::vector<TablePoint> zigzag(int n) {
  std::vector<TablePoint> points;
  for (int i = 0; i < n; ++i) points.push_back({i % 2 ? 47.0 : 1.0, 1 + 34.0 * i / (n - 1)});
  return points;
}

std::string zigzagMap(int n) {
  std::string text = kTableMap + "features:\n  - {id: road, terrain: road, shape: {polyline: [";
  bool first = true;
  for (const TablePoint& p : zigzag(n)) {
    text += (first ? "[" : ", [") + tableNumberText(p.x) + ", " + tableNumberText(p.y) + "]";
    first = false;
  }
  return text + "], width: 2}}\n";
}

struct Run {
  int exitCode = -1;
  QString out, err;
};

Run runCli(const QStringList& args) {
  QProcess p;
  p.start(SANDTABLE_CLI_PATH, args);
  if (!p.waitForFinished(60000)) {
    p.kill();
    p.waitForFinished();
    return {};
  }
  return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
          QString::fromUtf8(p.readAllStandardOutput()),
          QString::fromUtf8(p.readAllStandardError())};
}

QString writeFile(const QTemporaryDir& dir, const QString& name, const std::string& text) {
  const QString path = dir.filePath(name);
  std::ofstream(path.toStdString(), std::ios::binary) << text;
  return path;
}

std::string fileText(const QString& path) {
  QFile f(path);
  f.open(QIODevice::ReadOnly);
  return f.readAll().toStdString();
}

// The alias bomb of the issue: each line ten aliases of the one before, a to i (10^9 x's).
std::string aliasBomb() {
  std::string text = kTableMap + "a: &a [x, x, x, x, x, x, x, x, x, x]\n";
  for (char c = 'b'; c <= 'i'; ++c) {
    const char previous = static_cast<char>(c - 1);
    text += std::string(1, c) + ": &" + c + " [";
    for (int k = 0; k < 10; ++k) text += std::string(k ? ", *" : "*") + previous;
    text += "]\n";
  }
  return text;
}

}  // namespace

class TestHostileDocuments : public QObject {
  Q_OBJECT

 private slots:
  // Item 1: Boost's buffer of the whole line took 1.8 GB and threw bad_alloc. The band is now
  // the union of the bands of short runs; here it must still be the band it was.
  void longZigzagPolylineGivesItsBand() {
    const LoadedDocument doc = loadDocumentFromText(zigzagMap(10000), "zigzag.map.yaml");
    QVERIFY2(doc.ok(), listed(doc.diagnostics).c_str());
    QCOMPARE(doc.map->features.size(), std::size_t(1));
    const geo::Area band = featureArea(doc.map->features.front(), *doc.map->rules, doc.map->table);
    // The bands of the near-horizontal segments, 0.0034" apart and 2" wide, fill the table from
    // y 0 to 36 between the flat and round ends at x 1 and 47.
    const double area = geo::areaOf(band);
    QVERIFY2(area > 46 * 36 && area <= 48 * 36, std::to_string(area).c_str());
    QVERIFY(geo::covers(band, {24, 0.1}));
    QVERIFY(geo::covers(band, {24, 35.9}));
    QVERIFY(geo::covers(band, {0.1, 18}));
    QVERIFY(geo::covers(band, {47.9, 18}));
    QVERIFY(!geo::covers(band, {0.2, 0.2}));  // 1.13" from the first point, before its flat end
  }

  // A long line's band is kept for the next ask (the reader, the checks, the going and the
  // sight context all ask for it): the kept band is the one for that line and that width only.
  void aKeptBandIsTheBandOfItsLineAndWidth() {
    std::vector<TablePoint> straight;  // 200 points along y = 5, 0.2" apart: a band 39.8" long
    for (int i = 0; i < 200; ++i) straight.push_back({0.2 * i, 5});
    Shape shape{Shape::Kind::Polyline, straight, 0, 0, 0, std::nullopt, {}};
    const double narrow = geo::areaOf(geo::shapeArea(shape, 0.5));
    const double wide = geo::areaOf(geo::shapeArea(shape, 2));
    QVERIFY2(std::abs(wide - 4 * narrow) < 0.01 * wide, (std::to_string(wide) + " vs " + std::to_string(narrow)).c_str());
    QCOMPARE(geo::areaOf(geo::shapeArea(shape, 0.5)), narrow);
    shape.points[100] = {24, 30};  // another line of the same length: its own band
    QVERIFY(geo::areaOf(geo::shapeArea(shape, 0.5)) != narrow);
  }

  // The band cut into runs is the band Boost gives for the whole line, joins and ends alike.
  void bandOfRunsIsTheBandOfTheWholeLine() {
    for (int n : {34, 35, 66, 301}) {
      Shape shape{Shape::Kind::Polyline, zigzag(n), 0, 0, 0, std::nullopt, {}};
      shape.points[3] = {20, 30};  // a sharp turn inside the first run, a round join
      const geo::Area ours = geo::shapeArea(shape, 2);
      geo::Line line;
      for (const TablePoint& p : shape.points) line.push_back(geo::toGeo(p));
      namespace bs = boost::geometry::strategy::buffer;
      geo::Area whole;
      boost::geometry::buffer(line, whole, bs::distance_symmetric<double>(1), bs::side_straight(),
                              bs::join_round(geo::kCircleSegments), bs::end_flat(),
                              bs::point_circle(geo::kCircleSegments));
      geo::Area difference;
      boost::geometry::sym_difference(ours, whole, difference);
      QVERIFY2(geo::areaOf(difference) < 1e-6 * geo::areaOf(whole),
               (std::to_string(n) + " points: " + std::to_string(geo::areaOf(difference))).c_str());
    }
  }

  void zigzagMapValidatesThroughTheCli() {
    QTemporaryDir dir;
    const QString path = writeFile(dir, "zigzag.map.yaml", zigzagMap(10000));
    const Run r = runCli({"validate", path});
    QVERIFY2(r.exitCode == 0, qPrintable(r.out + r.err));
  }

  // Item 2: yaml-cpp shares aliased nodes; walked as if written out (the writer, `fmt`), the
  // bomb stood for 10^9 values and a cycle never ended. Refused at the alias that passes the
  // budget: after a (11 values), b (10 x 11) and c, d's aliases, e's first alias passes 20,000.
  void aliasBombIsRefusedAtTheAlias() {
    const LoadedDocument doc = loadDocumentFromText(aliasBomb(), "bomb.map.yaml");
    QVERIFY(doc.unreadable);
    const Diagnostic* d = findCode(doc.diagnostics, "yaml-alias");
    QVERIFY2(d, listed(doc.diagnostics).c_str());
    QCOMPARE(d->line, 10);
    QCOMPARE(d->column, 8);
    QVERIFY2(contains(d->message, "*d") && contains(d->message, "20000"), d->message.c_str());
    QVERIFY(!d->fix.empty());
  }

  void recursiveAliasIsRefused() {
    const LoadedDocument doc =
        loadDocumentFromText(kTableMap + "x: &r {s: *r}\n", "cycle.map.yaml");
    QVERIFY(doc.unreadable);
    const Diagnostic* d = findCode(doc.diagnostics, "yaml-alias");
    QVERIFY2(d, listed(doc.diagnostics).c_str());
    QCOMPARE(d->line, 6);
    QCOMPARE(d->column, 11);
    QVERIFY2(contains(d->message, "*r") && contains(d->message, "inside"), d->message.c_str());
  }

  void aliasesWithinTheBudgetStillRead() {
    const std::string text =
        kTableMap +
        "features:\n  - {id: a, terrain: woods, shape: &w {rect: [1, 1, 2, 2]}}\n"
        "  - {id: b, terrain: woods, shape: *w}\n";
    const LoadedDocument doc = loadDocumentFromText(text, "alias.map.yaml");
    QVERIFY2(doc.ok(), listed(doc.diagnostics).c_str());
    QCOMPARE(doc.map->features.size(), std::size_t(2));
    QVERIFY(contains(writeDocument(doc), "{id: b, terrain: woods, shape: {rect: [1, 1, 2, 2]}}"));
  }

  // Every command reads through the same loader: fmt (which crashed) and fmt --check refuse.
  void aliasBombsAndCyclesAreRefusedByEveryCommand() {
    QTemporaryDir dir;
    for (const std::string& text : {aliasBomb(), kTableMap + "x: &r {s: *r}\n"}) {
      const QString path = writeFile(dir, "bad.map.yaml", text);
      for (const QStringList& args : {QStringList{"validate", path}, QStringList{"fmt", path},
                                      QStringList{"fmt", "--check", path}}) {
        const Run r = runCli(args);
        QVERIFY2(r.exitCode == 2, qPrintable(args.join(' ') + ": " + r.out + r.err));
        QVERIFY2(r.err.contains("yaml-alias") || r.out.contains("yaml-alias"),
                 qPrintable(r.out + r.err));
      }
      QCOMPARE(fileText(path), text);
    }
  }

  // Item 5: yaml-cpp reads the first document only; `validate` saw nothing of the second and
  // `fmt` wrote the file without it.
  void secondDocumentIsAnErrorAtItsLine() {
    const std::string text = kTableMap + "---\nsandtable: 1\nkind: map\n";
    const LoadedDocument doc = loadDocumentFromText(text, "two.map.yaml");
    QVERIFY(doc.unreadable);
    const Diagnostic* d = findCode(doc.diagnostics, "second-document");
    QVERIFY2(d, listed(doc.diagnostics).c_str());
    QCOMPARE(d->line, 6);
    QVERIFY(!d->fix.empty());
  }

  void documentMarkersAroundOneDocumentAreFine() {
    const LoadedDocument doc = loadDocumentFromText("---\n" + kTableMap + "...\n", "one.map.yaml");
    QVERIFY2(doc.ok(), listed(doc.diagnostics).c_str());
  }

  void fmtNeverDropsASecondDocument() {
    QTemporaryDir dir;
    const std::string text = kTableMap + "---\n# kept\nfoo: bar\n";
    const QString path = writeFile(dir, "two.map.yaml", text);
    Run r = runCli({"validate", path});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.out.contains(":6:") || r.err.contains(":6:"), qPrintable(r.out + r.err));
    r = runCli({"fmt", path});
    QCOMPARE(r.exitCode, 2);
    QCOMPARE(fileText(path), text);
  }

  // Item 12: values that were silently accepted.
  void pointFeatureIsRefused() {
    const LoadedDocument doc = loadDocumentFromText(
        kTableMap + "features:\n  - {id: p, terrain: woods, shape: {point: [5, 5]}}\n",
        "p.map.yaml");
    const Diagnostic* d = findCode(doc.diagnostics, "bad-shape");
    QVERIFY2(d, listed(doc.diagnostics).c_str());
    QCOMPARE(d->line, 7);
    QVERIFY(contains(d->message, "point"));
    QVERIFY(doc.map->features.empty());
  }

  void versionMustBeTheIntegerOne_data() {
    QTest::addColumn<QString>("version");
    QTest::addColumn<QString>("code");
    QTest::newRow("1.5") << "1.5"
                         << "wrong-type";
    QTest::newRow("1.0") << "1.0"
                         << "wrong-type";
    QTest::newRow("1e0") << "1e0"
                         << "wrong-type";
    QTest::newRow("quoted") << "\"1\""
                            << "wrong-type";
    QTest::newRow("2^32+1") << "4294967297"
                            << "unsupported-version";
    QTest::newRow("2") << "2"
                       << "unsupported-version";
    QTest::newRow("0") << "0"
                       << "unsupported-version";
    QTest::newRow("1") << "1"
                       << "";
  }
  void versionMustBeTheIntegerOne() {
    QFETCH(QString, version);
    QFETCH(QString, code);
    std::string text = kTableMap;
    text.replace(0, std::string("sandtable: 1").size(), "sandtable: " + version.toStdString());
    const LoadedDocument doc = loadDocumentFromText(text, "v.map.yaml");
    if (code.isEmpty()) {
      QVERIFY2(doc.ok(), listed(doc.diagnostics).c_str());
      return;
    }
    const Diagnostic* d = findCode(doc.diagnostics, code.toStdString());
    QVERIFY2(d, listed(doc.diagnostics).c_str());
    QCOMPARE(d->line, 1);
  }

  void emptyRulesetIsRefused() {
    std::string text = kTableMap;
    text.replace(text.find("force-on-force"), std::string("force-on-force").size(), "\"\"");
    const LoadedDocument doc = loadDocumentFromText(text, "r.map.yaml");
    const Diagnostic* d = findCode(doc.diagnostics, "bad-value");
    QVERIFY2(d, listed(doc.diagnostics).c_str());
    QCOMPARE(d->line, 4);
    QVERIFY(contains(d->fix, "force-on-force"));
  }

  // The system cut the name at the NUL and read the real map.
  void mapPathWithANulIsRefused() {
    const std::string text =
        std::string("sandtable: 1\nkind: scenario\nid: s\nruleset: force-on-force\n") +
        "map: \"khoshkab.map.yaml\\0.txt\"\nturns: 6\nsides: []\n";
    const LoadedDocument doc = loadDocumentFromText(
        text, std::string(SANDTABLE_SOURCE_DIR) + "/samples/force-on-force/s.scenario.yaml");
    const Diagnostic* d = findCode(doc.diagnostics, "bad-value");
    QVERIFY2(d, listed(doc.diagnostics).c_str());
    QCOMPARE(d->line, 5);
    QVERIFY2(contains(d->message, "NUL") && contains(d->message, "\\0"), d->message.c_str());
    QVERIFY(!doc.scenario->map);
  }

  void hillBelowTheGroundIsWarned() {
    const LoadedDocument doc = loadDocumentFromText(
        kTableMap +
            "features:\n  - {id: h, terrain: hill, shape: {rect: [1, 1, 5, 5]}, height: -2}\n",
        "h.map.yaml");
    const Diagnostic* d = findCode(doc.diagnostics, "doubtful-value");
    QVERIFY2(d, listed(doc.diagnostics).c_str());
    QCOMPARE(d->line, 7);
    QCOMPARE(d->severity, Severity::Warning);
    QVERIFY(contains(d->message, "-2"));
  }

  void storeysOnWoodsAreWarned() {
    const LoadedDocument doc = loadDocumentFromText(
        kTableMap +
            "features:\n  - {id: w, terrain: woods, shape: {rect: [1, 1, 5, 5]}, storeys: 3}\n",
        "w.map.yaml");
    const Diagnostic* d = findCode(doc.diagnostics, "doubtful-value");
    QVERIFY2(d, listed(doc.diagnostics).c_str());
    QCOMPARE(d->line, 7);
    QVERIFY2(contains(d->message, "storey_height") && contains(d->message, "woods"),
             d->message.c_str());
    // On a building they still count.
    const LoadedDocument ok = loadDocumentFromText(
        kTableMap +
            "features:\n  - {id: b, terrain: building, shape: {rect: [1, 1, 5, 5]}, storeys: 3}\n",
        "b.map.yaml");
    QVERIFY2(ok.ok(), listed(ok.diagnostics).c_str());
  }

  // Item 13: a referenced file that is not a Sandtable document is named, never quoted, and
  // is the only error: the rest of the scenario is not read against a map that is not there.
  void mapThatIsNotADocumentIsNamedNotQuoted() {
    QTemporaryDir dir;
    writeFile(dir, "passwd",
              "root:x:0:0:root:/root:/bin/bash\ndaemon:x:1:1:daemon:/usr/sbin:/usr/sbin/nologin\n");
    QDir(dir.path()).mkpath("a/b");
    const std::string text =
        "sandtable: 1\nkind: scenario\nid: s\nruleset: force-on-force\nmap: ../../passwd\n"
        "turns: 6\nsides: [{id: red}]\nvictory: {red: hold}\nzones: {z: {edge: north}}\n";
    const LoadedDocument doc =
        loadDocumentFromText(text, dir.filePath("a/b/s.scenario.yaml").toStdString());
    QCOMPARE(doc.diagnostics.all().size(), std::size_t(1));
    const Diagnostic& d = doc.diagnostics.all().front();
    QCOMPARE(d.code, std::string("not-a-document"));
    QCOMPARE(d.line, 5);
    QVERIFY2(
        contains(d.message, "'../../passwd' is not a Sandtable map: it has no `sandtable:` key"),
        d.message.c_str());
    QVERIFY2(!contains(d.message, "root:") && !contains(d.message, "daemon"), d.message.c_str());
  }

  void missingOrWrongMapFileGivesOneError_data() {
    QTest::addColumn<QString>("map");
    QTest::addColumn<QString>("code");
    QTest::addColumn<QString>("says");
    QTest::newRow("missing") << "nowhere.map.yaml"
                             << "missing-file"
                             << "no such file";
    QTest::newRow("a scenario") << "other.scenario.yaml"
                                << "not-a-document"
                                << "it is a scenario, not a map";
    QTest::newRow("a list") << "list.yaml"
                            << "not-a-document"
                            << "no `sandtable:` key";
    QTest::newRow("symlink loop") << "loop.map.yaml"
                                  << "missing-file"
                                  << "loop of symbolic links";
  }
  void missingOrWrongMapFileGivesOneError() {
    QFETCH(QString, map);
    QFETCH(QString, code);
    QFETCH(QString, says);
    QTemporaryDir dir;
    writeFile(dir, "other.scenario.yaml", "sandtable: 1\nkind: scenario\nid: o\n");
    writeFile(dir, "list.yaml", "- a\n- b\n");
    QFile::link(dir.filePath("loop.map.yaml"), dir.filePath("loop.map.yaml"));
    const std::string text =
        "sandtable: 1\nkind: scenario\nid: s\nruleset: force-on-force\nmap: " + map.toStdString() +
        "\nturns: 6\nsides: [{id: red, victory: {}}]\nzones: {z: {edge: north}}\n";
    const LoadedDocument doc =
        loadDocumentFromText(text, dir.filePath("s.scenario.yaml").toStdString());
    QVERIFY2(doc.diagnostics.all().size() == 1, listed(doc.diagnostics).c_str());
    const Diagnostic& d = doc.diagnostics.all().front();
    QCOMPARE(d.code, code.toStdString());
    QCOMPARE(d.line, 5);
    QVERIFY2(contains(d.message, says.toStdString()), d.message.c_str());
  }

  void rulesetFileThatIsNotADocumentIsNamedNotQuoted() {
    QTemporaryDir dir;
    writeFile(dir, "secret.yaml", "password hunter2 and much more text that must not be echoed\n");
    std::string text = kTableMap;
    text.replace(text.find("force-on-force"), std::string("force-on-force").size(), "secret.yaml");
    const LoadedDocument doc = loadDocumentFromText(text, dir.filePath("m.map.yaml").toStdString());
    const Diagnostic* d = findCode(doc.diagnostics, "not-a-document");
    QVERIFY2(d, listed(doc.diagnostics).c_str());
    QVERIFY2(contains(d->message, "is not a Sandtable ruleset"), d->message.c_str());
    QVERIFY(!contains(listed(doc.diagnostics), "hunter2"));
  }

  // Any text a message quotes is cut to about 60 characters.
  void quotedTextIsCut() {
    QCOMPARE(quoteText("woods"), std::string("'woods'"));
    QCOMPARE(quoteText(std::string("a\0b\n", 4)), std::string("'a\\0b\\n'"));
    const std::string cut = quoteText(std::string(1000, 'x'));
    QCOMPARE(cut, "'" + std::string(kMaxQuotedChars, 'x') + "...'");
    // Never inside a UTF-8 character.
    std::string accents;
    for (int i = 0; i < 100; ++i) accents += "\xc3\xa9";
    QCOMPARE(quoteText(accents).size(), 2 + 2 * kMaxQuotedChars + 3);
  }

  void longValuesAreCutInMessages() {
    const std::string longWord(5000, 'q');
    // YAML keys stop at 1,024 characters.
    const LoadedDocument doc = loadDocumentFromText(
        kTableMap + longWord.substr(0, 1000) + ": 1\nfeatures:\n  - {id: f, terrain: " + longWord +
            ", shape: {rect: [1, 1, 2, 2]}}\n",
        "long.map.yaml");
    QVERIFY(doc.diagnostics.all().size() >= 2);
    for (const Diagnostic& d : doc.diagnostics.all())
      QVERIFY2(d.message.size() < 400, d.message.substr(0, 400).c_str());
    // A document that is one long scalar, not a mapping.
    const LoadedDocument scalar = loadDocumentFromText(std::string(5000, 'z') + "\n", "z.yaml");
    QVERIFY(scalar.unreadable);
    QVERIFY(scalar.diagnostics.all().front().message.size() < 400);
  }

  // Clearer messages: each says what is wrong and what to do.
  void tableWidthZeroIsOneClearError() {
    std::string text =
        kTableMap + "features:\n  - {id: w, terrain: woods, shape: {rect: [1, 1, 5, 5]}}\n";
    text.replace(text.find("width: 48"), 9, "width: 0");
    const LoadedDocument doc = loadDocumentFromText(text, "w.map.yaml");
    QVERIFY2(doc.diagnostics.all().size() == 1, listed(doc.diagnostics).c_str());
    const Diagnostic& d = doc.diagnostics.all().front();
    QVERIFY2(contains(d.message, "must be more than 0"), d.message.c_str());
    QVERIFY(!d.fix.empty());
  }

  // yaml-cpp said "unknown escape character" or lost the rest of the line.
  void nulByteIsNamedAtItsPlace() {
    const std::string text = kTableMap + "name: \"Kho" + std::string(1, '\0') + "shkab\"\n";
    const LoadedDocument doc = loadDocumentFromText(text, "nul.map.yaml");
    QVERIFY(doc.unreadable);
    QCOMPARE(doc.diagnostics.all().size(), std::size_t(1));
    const Diagnostic& d = doc.diagnostics.all().front();
    QCOMPARE(d.line, 6);
    QCOMPARE(d.column, 11);
    QVERIFY2(contains(d.message, "NUL byte"), d.message.c_str());
  }

  // yaml-cpp said "illegal map value" or "found nothing (null)".
  void carriageReturnLineEndsAreNamed() {
    std::string text = kTableMap;
    std::replace(text.begin(), text.end(), '\n', '\r');
    const LoadedDocument doc = loadDocumentFromText(text, "cr.map.yaml");
    QVERIFY(doc.unreadable);
    QCOMPARE(doc.diagnostics.all().size(), std::size_t(1));
    const Diagnostic& d = doc.diagnostics.all().front();
    QCOMPARE(d.line, 1);
    QCOMPARE(d.column, 13);
    QVERIFY2(contains(d.message, "carriage return") && contains(d.fix, "line endings"),
             d.message.c_str());
    // Windows line ends read as ever.
    std::string crlf;
    for (char c : kTableMap) crlf += c == '\n' ? std::string("\r\n") : std::string(1, c);
    QVERIFY(loadDocumentFromText(crlf, "crlf.map.yaml").ok());
  }

  // A table from Tiled past the 10,000-unit limit of a side, by its size in tiles or by its
  // float property: refused at the map's line with the fix, nothing written (exit 1: an error
  // found, as for any import that does not go through).
  void tiledTableOverTheSizeLimitIsRefused_data() {
    QTest::addColumn<int>("tiles");
    QTest::addColumn<QString>("property");
    QTest::addColumn<QString>("size");
    QTest::newRow("10,001 tiles wide") << 10001 << QString() << "10001x10";
    QTest::newRow("height property 10,000.5")
        << 20
        << R"(<properties><property name="height" type="float" value="10000.5"/></properties>)"
        << "20x10000.5";
  }
  void tiledTableOverTheSizeLimitIsRefused() {
    QFETCH(int, tiles);
    QFETCH(QString, property);
    QFETCH(QString, size);
    QTemporaryDir dir;
    const QString tmx =
        writeFile(dir, "big.tmx",
                  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<map version=\"1.10\" "
                  "orientation=\"orthogonal\" renderorder=\"right-down\" width=\"" +
                      std::to_string(tiles) +
                      "\" height=\"10\" tilewidth=\"32\" tileheight=\"32\" infinite=\"0\">\n" +
                      property.toStdString() +
                      "\n<objectgroup id=\"1\" name=\"Terrain\">\n<object id=\"1\" name=\"woods\" "
                      "x=\"32\" y=\"64\" width=\"128\" height=\"96\"/>\n</objectgroup>\n</map>\n");
    const QString out = dir.filePath("big.map.yaml");
    const Run r = runCli({"import", "tiled", tmx, "--ruleset", "focused-firepower", "-o", out});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(tmx + ":2:1: error: the table is " + size +
                            "; a table is more than 0 and at most 10000 units each way"),
             qPrintable(r.err));
    QVERIFY2(r.err.contains("[tiled-bad-size]") && r.err.contains("fix: give the map a size"),
             qPrintable(r.err));
    QVERIFY2(r.err.contains("nothing written"), qPrintable(r.err));
    QVERIFY(!QFile::exists(out));
  }

  // `render --art` of a table without `art:` (a PNG or a PDF): the key to add, exit 2 (bad
  // usage, as docs/cli.md says), and no picture left behind.
  void renderArtOfATableWithoutArtWritesNothing() {
    QTemporaryDir dir;
    const QString map = writeFile(dir, "bare.map.yaml", kTableMap + "features: []\n");
    for (const char* name : {"bare.png", "bare.pdf"}) {
      const QString out = dir.filePath(name);
      const Run r = runCli({"render", map, "--art", "-o", out});
      QCOMPARE(r.exitCode, 2);
      QVERIFY2(r.err.contains(map + " has no art: add `art:` to its map"), qPrintable(r.err));
      QVERIFY2(!QFile::exists(out), name);
    }
  }

  void hugePolylineWidthSaysTheLimit() {
    const LoadedDocument doc =
        loadDocumentFromText(kTableMap +
                                 "features:\n  - {id: r, terrain: road, shape: {polyline: [[1, 1], "
                                 "[5, 5]], width: 1e300}}\n",
                             "r.map.yaml");
    const Diagnostic* d = findCode(doc.diagnostics, "bad-shape");
    QVERIFY2(d, listed(doc.diagnostics).c_str());
    QVERIFY2(contains(d->message, "within 100000"), d->message.c_str());
  }
};

QTEST_GUILESS_MAIN(TestHostileDocuments)
#include "tst_hostile_documents.moc"
