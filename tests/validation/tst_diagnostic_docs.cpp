// Diagnostics cite what a user of a clone can open: every code the sources can emit is in the
// registry (model/diagnostic_codes.h) and has its section in docs/checks.md; every message,
// rule and help text of `sandtable` names no file outside the project; every SARIF result's
// helpUri leads to a section of docs/checks.md that exists.
#include <QtTest>

#include <QDirIterator>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>

#include "model/diagnostic_codes.h"
#include "reach_test_support.h"

using namespace sandtable;

namespace {

QString sourcePath(const QString& relative) { return QString(SANDTABLE_SOURCE_DIR) + "/" + relative; }

QString readText(const QString& path) {
  QFile f(path);
  if (!f.open(QIODevice::ReadOnly)) return {};
  return QString::fromUtf8(f.readAll());
}

// The anchor GitHub gives a Markdown heading: lower case, punctuation other than hyphens and
// underscores dropped, spaces turned into hyphens; a repeated anchor gets -1, -2...
QString githubAnchor(const QString& heading) {
  QString out;
  for (const QChar c : heading.trimmed().toLower()) {
    if (c.isLetterOrNumber() || c == '-' || c == '_') out += c;
    else if (c == ' ') out += '-';
  }
  return out;
}

// The anchors of every heading of a Markdown file (headings in fenced code are not headings).
QSet<QString> markdownAnchors(const QString& path) {
  QSet<QString> anchors;
  QHash<QString, int> seen;
  bool fenced = false;
  for (const QString& line : readText(path).split('\n')) {
    if (line.trimmed().startsWith("```")) fenced = !fenced;
    if (fenced) continue;
    static const QRegularExpression heading("^#{1,6}\\s+(.*?)\\s*#*\\s*$");
    const auto m = heading.match(line);
    if (!m.hasMatch()) continue;
    const QString base = githubAnchor(m.captured(1));
    const int n = seen[base]++;
    anchors.insert(n == 0 ? base : base + "-" + QString::number(n));
  }
  return anchors;
}

// Every code passed to a diagnostic in the program's sources, found by the shapes emitting
// calls take: error/warning("code", ...) or (node, "code", ...), add/report(..., Severity::X,
// "code", ...), either of two codes chosen by ?:, and the {"code", ...} of a reader's problem.
QMap<QString, QString> emittedCodes() {
  const QString code = R"re("([a-z][a-z0-9]*(?:-[a-z0-9]+)*)")re";
  const QString callHead = R"re(\b(?:error|warning)\s*\(\s*(?:[^,;()"]*(?:\([^()]*\))?[^,;()"]*,\s*)?)re";
  const QList<QRegularExpression> shapes = {
      QRegularExpression(callHead + code),
      QRegularExpression(callHead + R"re([^,;"]*\?\s*)re" + code + R"re(\s*:\s*)re" + code),
      QRegularExpression(R"re(Severity::\w+\s*,\s*)re" + code),
      QRegularExpression(R"re(Severity::\w+\s*,\s*[^,;"]*\?\s*)re" + code + R"re(\s*:\s*)re" + code),
      QRegularExpression(R"re(Problem\{\s*)re" + code),
  };
  static const QRegularExpression comment("//[^\n]*");
  QMap<QString, QString> found;  // code -> a file that emits it
  for (const char* dir : {"model", "validation", "art", "importers", "exporters", "cli", "editor"}) {
    QDirIterator it(sourcePath(dir), {"*.cpp", "*.h"}, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
      const QString path = it.next();
      if (path.endsWith("diagnostic_codes.cpp")) continue;
      const QString text = readText(path).remove(comment);
      for (const auto& shape : shapes)
        for (auto m = shape.globalMatch(text); m.hasNext();) {
          const auto match = m.next();
          for (int g = 1; g <= match.lastCapturedIndex(); ++g)
            found.insert(match.captured(g), path.mid(QString(SANDTABLE_SOURCE_DIR).size() + 1));
        }
    }
  }
  return found;
}

// The text of every source file of the program, for "is this code used anywhere".
QString allSources() {
  QString all;
  for (const char* dir : {"model", "validation", "art", "importers", "exporters", "cli", "editor"}) {
    QDirIterator it(sourcePath(dir), {"*.cpp", "*.h"}, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
      const QString path = it.next();
      if (!path.endsWith("diagnostic_codes.cpp")) all += readText(path);
    }
  }
  return all;
}

struct Run {
  int exitCode = -1;
  QString out;
  QString err;
};

Run runCli(const QStringList& args) {
  QProcess p;
  p.setWorkingDirectory(SANDTABLE_SOURCE_DIR);
  p.start(SANDTABLE_CLI_PATH, args);
  if (!p.waitForFinished(120000)) qFatal("sandtable did not finish");
  return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
          QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError())};
}

QStringList yamlFiles(const QString& dir) {
  QStringList out;
  QDirIterator it(dir, {"*.yaml"}, QDir::Files, QDirIterator::Subdirectories);
  while (it.hasNext()) out << it.next();
  out.sort();
  return out;
}

// What in `text` names a file the project does not hold: ../shared, or a .md file that is
// not under docs/ (the README aside). Empty when nothing does.
QStringList outsideReferences(const QString& text) {
  QStringList bad;
  if (text.contains("../shared") || text.contains("shared/spec")) bad << "../shared";
  static const QRegularExpression md(R"re([A-Za-z0-9_./-]*\.md\b)re");
  for (auto m = md.globalMatch(text); m.hasNext();) {
    const QString path = m.next().captured(0);
    if (!path.startsWith("docs/") && path != "README.md") bad << path;
  }
  static const QRegularExpression spec(R"re(\b(?:tables|format|los) spec\b|\bseed 0\d\d\b)re");
  for (auto m = spec.globalMatch(text); m.hasNext();) bad << m.next().captured(0);
  return bad;
}

// Broken documents that trigger most map and scenario checks, written next to a test ruleset.
void writeBrokenDocuments(test::Folder& folder) {
  // A spike, a steep slope crossed by a road, a walled-in hex, a doubled hexside and a level
  // beyond the ruleset's range.
  folder.write("broken.map.yaml",
               test::hexMap({". . . . . .", ". . . . . .", ". . . . L ."},
                            {"0 0 4 0 0 0", "0 0 0 0 0 0", "3 3 3 3 3 9"},
                            "hexsides:\n"
                            "  - {at: A1/B1, feature: wall}\n"
                            "  - {at: A1/B1, feature: wall}\n"
                            "  - {at: A1/A2, feature: wall}\n"
                            "roads:\n  - [B1, C1]\n"));
  folder.write("broken.scenario.yaml", R"(sandtable: 1
kind: scenario
id: broken
title: Broken
ruleset: moves.ruleset.yaml
map: broken.map.yaml
turns: 3
sides:
  - {id: blue, name: Blue, role: attacker}
  - {id: red, name: Red, role: defender}
  - {id: green, name: Green, role: defender}
zones:
  blue-setup: {hexes: [E3]}
  nowhere: {hexes: []}
  west: {edge: west}
oob:
  blue:
    - {id: tanks, name: Tanks, count: 1, setup: blue-setup,
       stats: {type: vehicle, mobility: track, speed: 1}}
    - {id: late, name: Late, count: 1, arrives: {turn: 5, zone: west},
       stats: {type: vehicle, mobility: track, speed: 1, colour: red}}
  red:
    - {id: foot, name: Foot, count: 1, setup: west, stats: {type: infantry, mobility: leg, speed: 1}}
objectives:
  - {id: far, at: F1, name: Far, vp: {blue: 2}}
victory:
  sudden_death: {turn: 7, side: red}
checks:
  reach:
    - {side: blue, mobility: track, from: blue-setup, to: A1, within_turns: 1}
  los:
    - {from: A1, to: F3, expect: blocked}
)");
}

}  // namespace

class TestDiagnosticDocs : public QObject {
  Q_OBJECT
 private slots:
  void theRegistryIsSortedWithoutRepeats() {
    const auto codes = diagnosticCodes();
    QVERIFY(codes.size() > 50);
    for (std::size_t i = 1; i < codes.size(); ++i)
      QVERIFY2(codes[i - 1].id < codes[i].id,
               qPrintable(QString("%1 before %2").arg(codes[i - 1].id.data()).arg(codes[i].id.data())));
    for (const auto& c : codes) {
      QCOMPARE(findDiagnosticCode(c.id), &c);
      QVERIFY2(!c.summary.empty(), c.id.data());
    }
    QCOMPARE(findDiagnosticCode("no-such-code"), nullptr);
    QCOMPARE(diagnosticDocsPath("trapped-region"), std::string("docs/checks.md#trapped-region"));
    QCOMPARE(diagnosticDocsPath("no-such-code"), std::string("docs/checks.md"));
  }

  // (a) A code emitted anywhere in the sources and missing from the registry, or registered
  // and emitted nowhere, fails here.
  void everyEmittedCodeIsRegistered() {
    const QMap<QString, QString> emitted = emittedCodes();
    QVERIFY2(emitted.size() > 80, "the scan of the sources finds too few codes: did a call shape change?");
    QStringList missing;
    for (auto it = emitted.begin(); it != emitted.end(); ++it)
      if (!findDiagnosticCode(it.key().toStdString())) missing << it.key() + " (" + it.value() + ")";
    QVERIFY2(missing.isEmpty(),
             qPrintable("codes not in model/diagnostic_codes.cpp: " + missing.join(", ")));
    const QString sources = allSources();
    QStringList unused;
    for (const auto& c : diagnosticCodes()) {
      const QString id = QString::fromUtf8(c.id.data(), static_cast<qsizetype>(c.id.size()));
      if (!sources.contains('"' + id + '"')) unused << id;
    }
    QVERIFY2(unused.isEmpty(), qPrintable("registered codes no source emits: " + unused.join(", ")));
  }

  // (a) Every registered code has a section of docs/checks.md whose anchor is the code.
  void everyCodeHasASectionInChecksMd() {
    const QSet<QString> anchors = markdownAnchors(sourcePath("docs/checks.md"));
    QVERIFY(!anchors.isEmpty());
    QStringList missing;
    for (const auto& c : diagnosticCodes()) {
      const std::string path = diagnosticDocsPath(c.id);
      const QString anchor = QString::fromStdString(path.substr(path.find('#') + 1));
      if (!anchors.contains(anchor)) missing << anchor;
    }
    QVERIFY2(missing.isEmpty(), qPrintable("docs/checks.md has no section for: " + missing.join(", ")));
  }

  // (d) Every link of docs/checks.md into another page of docs/ (cli.md#import-tiled) names
  // a heading that page has.
  void linksFromChecksMdToOtherPagesResolve() {
    static const QRegularExpression link("\\]\\(([\\w-]+\\.md)#([^)\\s]+)\\)");
    QStringList broken;
    int links = 0;
    auto it = link.globalMatch(readText(sourcePath("docs/checks.md")));
    while (it.hasNext()) {
      const auto m = it.next();
      ++links;
      if (!markdownAnchors(sourcePath("docs/" + m.captured(1))).contains(m.captured(2)))
        broken << m.captured(1) + "#" + m.captured(2);
    }
    QVERIFY(links >= 3);
    QVERIFY2(broken.isEmpty(), qPrintable("links to no heading: " + broken.join(", ")));
  }

  void theAnchorsFollowGitHub() {
    QCOMPARE(githubAnchor("trapped-region"), QString("trapped-region"));
    QCOMPARE(githubAnchor("`trapped-region`"), QString("trapped-region"));
    QCOMPARE(githubAnchor("Checks of miniatures tables"), QString("checks-of-miniatures-tables"));
    QCOMPARE(githubAnchor("Movement checks on tables"), QString("movement-checks-on-tables"));
  }

  // (b) No report names a file outside the project: every sample, the broken fixtures and
  // documents written to trigger the map and scenario checks, in every format.
  void noReportNamesAFileOutsideTheProject() {
    test::Folder folder;
    writeBrokenDocuments(folder);
    QStringList files = yamlFiles(sourcePath("samples")) + yamlFiles(sourcePath("tests/fixtures"));
    files << QString::fromStdString(folder.path("broken.map.yaml"))
          << QString::fromStdString(folder.path("broken.scenario.yaml"));
    QSet<QString> codesSeen;
    for (const QString& file : files) {
      for (const char* format : {"text", "json", "sarif", "junit"}) {
        const Run r = runCli({"validate", file, "--format", format});
        QVERIFY2(r.exitCode == 0 || r.exitCode == 1, qPrintable(file + ": " + r.err));
        const QStringList bad = outsideReferences(r.out + r.err);
        QVERIFY2(bad.isEmpty(), qPrintable(file + " (" + format + ") names " + bad.join(", ")));
      }
      // Every rule is a rulebook reference or a section of docs/checks.md that exists.
      const Run r = runCli({"validate", file, "--format", "json"});
      for (const auto& v : QJsonDocument::fromJson(r.out.toUtf8()).object()["diagnostics"].toArray()) {
        const QJsonObject d = v.toObject();
        codesSeen.insert(d["code"].toString());
        const QString rule = d["rule"].toString();
        QVERIFY2(!rule.isEmpty(), qPrintable(file + ": " + d["code"].toString() + " cites nothing"));
      }
    }
    // The broken documents reach the checks, not only the reader.
    for (const char* code : {"level-spike", "steep-slope", "duplicate-hexside", "level-out-of-range",
                             "arrival-after-end", "empty-zone", "side-without-units",
                             "reach-assertion-failed", "sudden-death-after-end"})
      QVERIFY2(codesSeen.contains(code), code);
  }

  // (b) Nor does any help text.
  void noHelpNamesAFileOutsideTheProject() {
    const Run top = runCli({"--help"});
    QCOMPARE(top.exitCode, 0);
    QVERIFY(outsideReferences(top.out).isEmpty());
    static const QRegularExpression command(R"re(^\s{2,}([a-z][a-z-]+)\s)re", QRegularExpression::MultilineOption);
    int commands = 0;
    for (auto m = command.globalMatch(top.out); m.hasNext();) {
      const QString name = m.next().captured(1);
      const Run r = runCli({name, "--help"});
      if (r.exitCode != 0) continue;
      ++commands;
      const QStringList bad = outsideReferences(r.out + r.err);
      QVERIFY2(bad.isEmpty(), qPrintable(name + " --help names " + bad.join(", ")));
    }
    QVERIFY(commands >= 8);
  }

  // (c) In SARIF, every result's rule is declared with a helpUri into docs/checks.md (at the
  // address --help-base gives) whose anchor exists, and the result points at it by id and index.
  void sarifRulesHaveHelpUrisThatResolve() {
    const QSet<QString> anchors = markdownAnchors(sourcePath("docs/checks.md"));
    test::Folder folder;
    writeBrokenDocuments(folder);
    QStringList files = yamlFiles(sourcePath("samples"));
    files << QString::fromStdString(folder.path("broken.scenario.yaml"));
    int results = 0;
    for (const QString& file : files) {
      const Run r = runCli({"validate", file, "--format", "sarif", "--help-base", "https://example.org/docs/"});
      const QJsonObject run = QJsonDocument::fromJson(r.out.toUtf8()).object()["runs"].toArray()[0].toObject();
      const QJsonArray rules = run["tool"].toObject()["driver"].toObject()["rules"].toArray();
      for (const auto& v : run["results"].toArray()) {
        ++results;
        const QJsonObject result = v.toObject();
        const int index = result["ruleIndex"].toInt(-1);
        QVERIFY2(index >= 0 && index < rules.size(), qPrintable(file));
        const QJsonObject rule = rules[index].toObject();
        QCOMPARE(rule["id"].toString(), result["ruleId"].toString());
        QVERIFY(!rule["shortDescription"].toObject()["text"].toString().isEmpty());
        const QString uri = rule["helpUri"].toString();
        QVERIFY2(uri.startsWith("https://example.org/docs/checks.md#"), qPrintable(file + ": " + uri));
        QVERIFY2(anchors.contains(uri.section('#', 1)), qPrintable(file + ": " + uri + " has no section"));
      }
    }
    QVERIFY(results > 0);
  }
};

QTEST_MAIN(TestDiagnosticDocs)
#include "tst_diagnostic_docs.moc"
