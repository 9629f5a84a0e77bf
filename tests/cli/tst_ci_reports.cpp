// Reports that CI accepts as they are (issue 29): JUnit as Jenkins and GitLab read it, SARIF as
// the 2.1.0 specification and GitHub code scanning require it, several documents in one run.
// The checks (tests/cli/report_checks.h) are written from those specifications.
#include <QDirIterator>
#include <QtTest>

#include "../model/test_documents.h"
#include "cli_run.h"
#include "model/xml_text.h"
#include "report_checks.h"

using namespace sandtable;
using namespace sandtable::test;

namespace {

// The value at a dotted path of keys and indexes: at(result, "locations.0.physicalLocation").
QJsonValue at(QJsonValue v, const QString& path) {
  for (const QString& step : path.split('.')) {
    bool isIndex = false;
    const int index = step.toInt(&isIndex);
    v = isIndex ? v.toArray().at(index) : v.toObject().value(step);
  }
  return v;
}

QJsonObject firstRun(const QByteArray& sarif) {
  return QJsonDocument::fromJson(sarif).object()["runs"].toArray().at(0).toObject();
}

void copyTree(const QString& from, const QString& to) {
  QDirIterator it(from, QDir::Files, QDirIterator::Subdirectories);
  while (it.hasNext()) {
    const QString file = it.next();
    const QString target = to + "/" + QDir(from).relativeFilePath(file);
    QDir().mkpath(QFileInfo(target).path());
    QFile::copy(file, target);
  }
}

// A repository of documents as a publisher's CI sees it: the samples, the test fixtures and
// documents broken on purpose, in a temporary folder that is the working folder of each run.
class Catalogue {
 public:
  Catalogue() {
    copyTree(QString(SANDTABLE_SOURCE_DIR) + "/samples", root() + "/samples");
    copyTree(QString(SANDTABLE_SOURCE_DIR) + "/tests/fixtures", root() + "/fixtures");
    QDir().mkpath(root() + "/broken/sub");
    const std::string map = kSmallMap;
    write("broken/carte brûlée.map.yaml", replaced(map, "W: woods", "W: wods"));
    write("broken/vt.map.yaml", replaced(map, "W: woods", "W: \"w<&\\\"\\vx\""));
    write("broken/syntax.map.yaml", "sandtable: 1\nkind: map\nid: [unclosed\n");
    write("broken/warn.map.yaml", map + "colour: red\n");
    write("broken/offmap.map.yaml",
          replaced(map, "C2: {objective: true, name: Farm}", "Z9: {objective: true}"));
    write("broken/small.map.yaml", replaced(map, "at: B2/B3", "at: B2/D3"));
    write("broken/small.scenario.yaml", kSmallScenario);
    write("broken/other.scenario.yaml",
          replaced(kSmallScenario, "id: small-fight", "id: other-fight"));
    write("broken/zone.scenario.yaml", replaced(kSmallScenario, "\"A3:F4\"", "Z9"));
    write("broken/sub/parent.scenario.yaml",
          replaced(kSmallScenario, "map: small.map.yaml", "map: ../small.map.yaml"));
  }
  QString root() const { return dir_.path(); }
  void write(const QString& name, const std::string& text) {
    QFile f(root() + "/" + name);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(text.data(), static_cast<qint64>(text.size()));
  }
  // Every document, relative to the root, sorted; and a FILE that does not exist.
  QStringList files() const {
    QStringList out;
    QDirIterator it(root(), {"*.yaml"}, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) out << QDir(root()).relativeFilePath(it.next());
    out.sort();
    return out << "broken/missing.scenario.yaml";
  }
  Run validate(const QStringList& options) const {
    return runCli(QStringList{"validate"} + files() + options, root());
  }

 private:
  QTemporaryDir dir_;
};

QStringList testCaseNames(const QByteArray& junit) {
  QStringList names;
  QXmlStreamReader r(junit);
  while (!r.atEnd())
    if (r.readNext() == QXmlStreamReader::StartElement && r.name() == QStringLiteral("testcase"))
      names << r.attributes().value("classname").toString() + "|" +
                   r.attributes().value("name").toString();
  return names;
}

// Markdown compared without its link targets (a report resolves or drops them).
QString withoutLinkTargets(QString markdown) {
  static const QRegularExpression target("\\]\\([^)]*\\)");
  return markdown.remove(target).remove('[').remove(']');
}

QString checksSection(const QString& code) {
  QFile f(QString(SANDTABLE_SOURCE_DIR) + "/docs/checks.md");
  if (!f.open(QIODevice::ReadOnly)) return {};
  const QString doc = QString::fromUtf8(f.readAll());
  const QString heading = "\n## " + code + "\n";
  const qsizetype start = doc.indexOf(heading);
  if (start < 0) return {};
  const qsizetype end = doc.indexOf("\n## ", start + heading.size());
  return doc.mid(start + heading.size(), end < 0 ? -1 : end - start - heading.size()).trimmed();
}

}  // namespace

class TestCiReports : public QObject {
  Q_OBJECT
 private slots:
  // The one XML escaping of the project makes any text well-formed.
  void xmlEscapedReplacesWhatXml10Forbids() {
    QCOMPARE(xmlEscaped("a<b & \"c\" > d"), std::string("a&lt;b &amp; &quot;c&quot; &gt; d"));
    QCOMPARE(xmlEscaped("tab\tline\ncr\r"), std::string("tab&#9;line&#10;cr&#13;"));
    QCOMPARE(xmlEscaped("v\vt\x01\x1F"), std::string("v\xEF\xBF\xBDt\xEF\xBF\xBD\xEF\xBF\xBD"));
    QCOMPARE(xmlEscaped("brûlée €"), std::string("brûlée €"));
    QCOMPARE(xmlEscaped("bad \xC3 byte \xFF"), std::string("bad \xEF\xBF\xBD byte \xEF\xBF\xBD"));
    QCOMPARE(xmlEscaped("\xEF\xBF\xBF"), std::string("\xEF\xBF\xBD"));  // U+FFFF
    QCOMPARE(xmlEscaped("\xED\xA0\x80"), std::string("\xEF\xBF\xBD"));  // a lone surrogate
    const std::string wild = "x\v<&\"\x02\xC3\xBB\xF0\x9F\x98\x80\x80";
    QVERIFY(xmllintErrors("<a b=\"" + QByteArray::fromStdString(xmlEscaped(wild)) + "\">" +
                          QByteArray::fromStdString(xmlEscaped(wild)) + "</a>")
                .isEmpty());
  }

  void junitOfTheCataloguePassesJenkinsSchemaRules() {
    Catalogue c;
    const Run r = c.validate({"--format", "junit"});
    QCOMPARE(r.exitCode, 2);  // the missing FILE and the YAML syntax error
    QCOMPARE(xmllintErrors(r.raw), QString());
    const QStringList problems = junitProblems(r.out);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join("\n")));
    const QString xml = r.out;
    // One suite per file, named by its path; <&" escaped and no vertical tab (messages quote
    // a document's text with its control characters as escapes, quoteText; what else reaches
    // the XML raw is replaced by xmlEscaped, checked above).
    QStringList suites;
    QXmlStreamReader reader(r.raw);
    while (!reader.atEnd())
      if (reader.readNext() == QXmlStreamReader::StartElement &&
          reader.name() == QStringLiteral("testsuite"))
        suites << reader.attributes().value("name").toString();
    for (const QString& file : c.files()) QVERIFY2(suites.contains(file), qPrintable(file));
    QCOMPARE(suites.size(), QSet<QString>(suites.begin(), suites.end()).size());
    QVERIFY(xml.contains("classname=\"broken.carte brûlée_map_yaml\""));
    QVERIFY(xml.contains("w&lt;&amp;&quot;\\x0bx"));
    QVERIFY(!r.raw.contains('\v'));
    // Exit-2 problems are <error>, the others <failure>.
    static const QRegularExpression errorOf("<error type=\"([a-z-]+)\"");
    QSet<QString> errorCodes;
    for (auto m = errorOf.globalMatch(xml); m.hasNext();) errorCodes << m.next().captured(1);
    QCOMPARE(errorCodes, (QSet<QString>{"yaml-syntax", "missing-file"}));
    QVERIFY(xml.contains("<failure type=\"not-adjacent\""));
  }

  // Test names and fingerprints name the finding (code and subject), not where it is.
  void namesAndFingerprintsSurviveEditsElsewhere() {
    DocumentFolder folder;
    const std::string broken =
        replaced(replaced(kSmallMap, "at: B2/B3", "at: B2/D3"), "W: woods", "W: wods");
    folder.write("m.map.yaml", broken);
    const QString path = QString::fromStdString(folder.path("m.map.yaml"));
    const QString root = QFileInfo(path).path();
    const QStringList args = {"validate", "m.map.yaml", "--format"};
    const Run junitBefore = runCli(args + QStringList{"junit"}, root);
    const Run sarifBefore = runCli(args + QStringList{"sarif"}, root);
    folder.write("m.map.yaml", "# a comment added above\n# and another\n" + broken);
    const Run junitAfter = runCli(args + QStringList{"junit"}, root);
    const Run sarifAfter = runCli(args + QStringList{"sarif"}, root);
    QCOMPARE(testCaseNames(junitBefore.raw).size(), 2);
    QCOMPARE(testCaseNames(junitAfter.raw), testCaseNames(junitBefore.raw));
    const QJsonArray before = at(firstRun(sarifBefore.raw), "results").toArray();
    const QJsonArray after = at(firstRun(sarifAfter.raw), "results").toArray();
    QCOMPARE(after.size(), before.size());
    for (qsizetype i = 0; i < before.size(); ++i) {
      const auto line = [](const QJsonValue& v) {
        return at(v, "locations.0.physicalLocation.region.startLine").toInt();
      };
      QCOMPARE(line(after[i]), line(before[i]) + 2);
      QCOMPARE(at(after[i], "partialFingerprints"), at(before[i], "partialFingerprints"));
    }
  }

  void sarifOfTheCatalogueMeetsTheSpecAndGitHub() {
    Catalogue c;
    const Run r = c.validate({"--format", "sarif", "--category", "sandtable/catalogue/"});
    QCOMPARE(r.exitCode, 2);
    const QStringList problems = sarifProblems(r.raw);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join("\n")));
    const QJsonObject run = firstRun(r.raw);
    QCOMPARE(at(run, "automationDetails.id").toString(), QString("sandtable/catalogue/"));
    QCOMPARE(
        at(run, "originalUriBaseIds.%SRCROOT%.uri").toString(),
        QString::fromUtf8(QUrl::fromLocalFile(QDir(c.root()).canonicalPath() + "/").toEncoded()));
    QSet<QString> codes, uris;
    for (const auto& v : at(run, "results").toArray()) {
      codes << at(v, "ruleId").toString();
      uris << at(v, "locations.0.physicalLocation.artifactLocation.uri").toString();
      QVERIFY2(at(v, "level").toString() != "note", "notes are left out by default");
    }
    QVERIFY2(codes.size() >= 8, qPrintable(QStringList(codes.begin(), codes.end()).join(", ")));
    QVERIFY(uris.contains("broken/carte%20br%C3%BBl%C3%A9e.map.yaml"));
    QVERIFY(uris.contains("broken/missing.scenario.yaml"));
    // The shared map's finding once, though three scenarios reach it.
    int notAdjacent = 0;
    for (const auto& v : at(run, "results").toArray())
      notAdjacent += at(v, "ruleId").toString() == "not-adjacent" &&
                     at(v, "locations.0.physicalLocation.artifactLocation.uri").toString() ==
                         "broken/small.map.yaml";
    QCOMPARE(notAdjacent, 1);
    // Each rule's help is its section of docs/checks.md.
    for (const auto& v : at(run, "tool.driver.rules").toArray()) {
      const QString section = checksSection(at(v, "id").toString());
      QVERIFY2(!section.isEmpty(), qPrintable(at(v, "id").toString()));
      QCOMPARE(withoutLinkTargets(at(v, "help.markdown").toString()), withoutLinkTargets(section));
      QVERIFY(!v.toObject().contains("helpUri"));
    }
  }

  // GitHub shows at most 1024 characters of a rule's fullDescription: the first paragraph of
  // each code's section of docs/checks.md, which the report carries, stays within it.
  void everyCodesFirstParagraphFitsGitHub() {
    QFile f(QString(SANDTABLE_SOURCE_DIR) + "/docs/checks.md");
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QString doc = QString::fromUtf8(f.readAll());
    static const QRegularExpression heading("^## ([a-z0-9-]+)$",
                                            QRegularExpression::MultilineOption);
    int sections = 0;
    for (auto m = heading.globalMatch(doc); m.hasNext(); ++sections) {
      const QString code = m.next().captured(1);
      const QString first = checksSection(code).section("\n\n", 0, 0);
      QVERIFY2(!first.isEmpty() && first.size() <= 1024, qPrintable(code));
    }
    QVERIFY(sections > 100);
  }

  void aCategoryIsWrittenAsGitHubReadsIt() {
    const Run r = runCli(
        {"validate", "samples/field-of-fire", "--format", "sarif", "--category", "sandtable"});
    QCOMPARE(at(firstRun(r.raw), "automationDetails.id").toString(), QString("sandtable/"));
  }

  void helpBaseGivesAbsoluteHelpUris() {
    Catalogue c;
    const Run r =
        c.validate({"--format", "sarif", "--help-base", "https://example.org/sandtable/docs"});
    QVERIFY2(sarifProblems(r.raw).isEmpty(), qPrintable(sarifProblems(r.raw).join("\n")));
    const QJsonObject driver = at(firstRun(r.raw), "tool.driver").toObject();
    QCOMPARE(at(driver, "informationUri").toString(),
             QString("https://example.org/sandtable/docs/cli.md"));
    for (const auto& v : at(driver, "rules").toArray())
      QCOMPARE(at(v, "helpUri").toString(),
               "https://example.org/sandtable/docs/checks.md#" + at(v, "id").toString());
    QCOMPARE(runCli({"validate", "samples", "--format", "sarif", "--help-base", "docs/"}).exitCode,
             2);
  }

  // Infos are notes only on request, and a map's notes come once however many documents reach it.
  void notesOnlyWithIncludeNotesAndOnce() {
    const QStringList files = {"samples/fighting-formations/croix-fouquet.map.yaml",
                               "samples/fighting-formations/croix-fouquet.scenario.yaml"};
    Run r = runCli(QStringList{"validate"} + files + QStringList{"--format", "sarif"});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(at(firstRun(r.raw), "results").toArray().size(), 0);
    r = runCli(QStringList{"validate"} + files +
               QStringList{"--format", "sarif", "--include-notes"});
    QVERIFY(sarifProblems(r.raw).isEmpty());
    const Run text = runCli({"validate", files[0]});
    const int infos = static_cast<int>(text.out.count(": info: "));
    QVERIFY(infos > 0);
    QCOMPARE(at(firstRun(r.raw), "results").toArray().size(), infos);
  }

  void aFileOutsideTheRootIsNamedRelativeToItWithAWarning() {
    DocumentFolder folder;
    folder.write("far away.map.yaml", replaced(kSmallMap, "W: woods", "W: wods"));
    const QString path = QString::fromStdString(folder.path("far away.map.yaml"));
    const Run r = runCli({"validate", path, "--format", "sarif"});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(sarifProblems(r.raw).isEmpty(), qPrintable(sarifProblems(r.raw).join("\n")));
    const QJsonObject run = firstRun(r.raw);
    const QString uri =
        at(run, "results.0.locations.0.physicalLocation.artifactLocation.uri").toString();
    QVERIFY2(uri.startsWith("../") && uri.endsWith("far%20away.map.yaml"), qPrintable(uri));
    QVERIFY2(r.err.contains("warning: " + path + " is outside the source root"), qPrintable(r.err));
    QCOMPARE(at(run, "invocations.0.toolExecutionNotifications").toArray().size(), 1);
    // Given its folder as the root, it is inside.
    const Run inside =
        runCli({"validate", path, "--format", "sarif", "--source-root", QFileInfo(path).path()});
    QCOMPARE(at(firstRun(inside.raw), "results.0.locations.0.physicalLocation.artifactLocation.uri")
                 .toString(),
             QString("far%20away.map.yaml"));
    QVERIFY(inside.err.isEmpty());
  }

  void severalFilesMakeOneReportAndTheWorstExitCode() {
    DocumentFolder folder;
    folder.write("good.map.yaml", kSmallMap);
    folder.write("bad.map.yaml", replaced(kSmallMap, "W: woods", "W: wods"));
    const QString good = QString::fromStdString(folder.path("good.map.yaml"));
    const QString bad = QString::fromStdString(folder.path("bad.map.yaml"));
    const QString missing = QString::fromStdString(folder.path("missing.map.yaml"));
    Run r = runCli({"validate", good, good});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.endsWith("2 documents: 0 errors, 0 warnings\n"), qPrintable(r.out));
    QCOMPARE(runCli({"validate", good, bad}).exitCode, 1);
    QCOMPARE(runCli({"validate", bad, missing, good}).exitCode, 2);
    r = runCli({"validate", good, bad, "--format", "json"});
    const QJsonObject json = QJsonDocument::fromJson(r.raw).object();
    QCOMPARE(at(json, "errors").toInt(), 1);
    QCOMPARE(at(json, "files").toArray().size(), 2);
    QCOMPARE(at(json, "files.1.file").toString(), bad);
    QCOMPARE(at(json, "files.1.diagnostics.0.code").toString(), QString("unknown-id"));
    r = runCli({"validate", good, bad, "--format", "sarif"});
    QCOMPARE(QJsonDocument::fromJson(r.raw).object()["runs"].toArray().size(), 1);
  }

  // validate DIR: every Sandtable document below it, sorted; other YAML is not one.
  void aFolderStandsForItsDocuments() {
    Catalogue c;
    c.write("samples/.ci.yaml", "steps: [build]\n");
    const Run r = runCli({"validate", "samples", "--format", "junit"}, c.root());
    QCOMPARE(r.exitCode, 0);
    QStringList suites;
    static const QRegularExpression suite("<testsuite name=\"([^\"]+)\"");
    for (auto m = suite.globalMatch(r.out); m.hasNext();) suites << m.next().captured(1);
    QStringList expected;
    for (const QString& f : c.files())
      if (f.startsWith("samples/") && !f.endsWith(".ci.yaml")) expected << f;
    QCOMPARE(suites, expected);
    QCOMPARE(expected.size(), 10);
    // A folder without a document is a usage error, not a clean run.
    QDir(c.root()).mkpath("empty");
    const Run empty = runCli({"validate", "empty"}, c.root());
    QCOMPARE(empty.exitCode, 2);
    QVERIFY2(empty.err.contains("no Sandtable document"), qPrintable(empty.err));
  }
};

QTEST_GUILESS_MAIN(TestCiReports)
#include "tst_ci_reports.moc"
