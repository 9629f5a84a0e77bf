// What a player reads in a pack (issue 30): each booklet's order of battle is a table headed
// by the ruleset's labels, never a dump of `key value ·`; designers' fields stay out; the
// table's header repeats when it breaks across pages. The text is what pdftotext (poppler)
// reads from the printed PDF, as a player's viewer would.
#include <QDir>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include "../cli/cli_run.h"
#include "exporters/booklet.h"
#include "exporters/oob_table.h"
#include "exporters/pack_writer.h"
#include "exporters/scenario_card.h"
#include "exporters/scenario_privacy.h"
#include "model/document_io.h"
#include "pdf_inspect.h"

using namespace sandtable;

namespace {

QStringList samples() {
  QStringList out;
  QDir dir(QString(SANDTABLE_SOURCE_DIR) + "/samples");
  for (const QString& game : dir.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name))
    for (const QString& f : QDir(dir.filePath(game)).entryList({"*.scenario.yaml"}, QDir::Files))
      out << dir.filePath(game + "/" + f);
  return out;
}

// Text without spaces and hyphens: pdftotext joins a line broken after a hyphen ("north-" /
// "edge") without it, and wraps lines where the page did.
QString squashed(QString text) {
  return text.remove(QRegularExpression("[\\s\\-]"));
}

// A sample and its pack; `error` says why there is none.
struct PackedSample {
  LoadedDocument doc;
  std::vector<ZipEntry> entries;
  QString error;
};
PackedSample packSample(const QString& file) {
  PackedSample p;
  p.doc = loadDocument(file.toStdString());
  if (!p.doc.ok() || !p.doc.scenario) {
    p.error = file + " does not load";
    return p;
  }
  const PackResult r = buildPack(p.doc, {}, p.entries);
  if (r.status != PackResult::Status::Written) p.error = r.error;
  return p;
}

LoadedDocument loadSample(const char* name) {
  return loadDocument(
      QString(SANDTABLE_SOURCE_DIR "/samples/%1.scenario.yaml").arg(name).toStdString());
}

// The PDF's text as pdftotext reads it (pages split by form feeds), ligatures spelled out.
QString pdfToText(const QByteArray& pdf, const QString& scratch, const QStringList& options = {}) {
  QFile f(scratch);
  if (!f.open(QIODevice::WriteOnly) || f.write(pdf) != pdf.size()) return {};
  f.close();
  QProcess p;
  p.start("pdftotext", options + QStringList{scratch, "-"});
  if (!p.waitForFinished(60000) || p.exitCode() != 0) return {};
  return QString::fromUtf8(p.readAllStandardOutput())
      .replace(QChar(0xfb00), "ff")
      .replace(QChar(0xfb01), "fi")
      .replace(QChar(0xfb02), "fl");
}

}  // namespace

class TestPackPrint : public QObject {
  Q_OBJECT
  QTemporaryDir dir_;

 private slots:
  void initTestCase() {
    QVERIFY(dir_.isValid());
    QProcess p;
    p.start("pdftotext", {"-v"});
    QVERIFY2(p.waitForFinished(10000) && p.exitStatus() == QProcess::NormalExit,
             "pdftotext (poppler-utils, scripts/install-deps) is needed");
    QCOMPARE(samples().size(), 5);
  }

  void bookletsPrintTheOrderOfBattleUnderTheRulesetsLabels_data() {
    QTest::addColumn<QString>("file");
    for (const QString& s : samples()) QTest::newRow(qPrintable(QFileInfo(s).fileName())) << s;
  }
  void bookletsPrintTheOrderOfBattleUnderTheRulesetsLabels() {
    QFETCH(QString, file);
    const LoadedDocument doc = loadDocument(file.toStdString());
    QVERIFY(doc.ok() && doc.scenario && doc.scenario->rules);
    std::vector<ZipEntry> entries;
    const PackResult r = buildPack(doc, {}, entries);
    QVERIFY2(r.status == PackResult::Status::Written, qPrintable(r.error));
    const Scenario& s = *doc.scenario;
    for (const SideOob& oob : s.oob) {
      const std::string name = "briefings/" + oob.side + ".pdf";
      auto entry = std::find_if(entries.begin(), entries.end(),
                                [&](const ZipEntry& e) { return e.name == name; });
      QVERIFY2(entry != entries.end(), name.c_str());
      const QString text = pdfToText(entry->data, dir_.filePath("booklet.pdf")).simplified();
      QVERIFY2(text.contains("Your order of battle"), qPrintable(text.left(200)));
      const QString side = QString::fromStdString(oob.side) + ": ";
      // Every column the side uses, by the label its ruleset gives it.
      const std::vector<UnitField> columns = oobColumns(s, oob);
      QVERIFY(columns.size() >= 5);
      for (const UnitField& f : columns) {
        const QString label = QString::fromStdString(unitFieldLabel(f));
        QVERIFY2(!f.label.empty(),
                 qPrintable(side + "no label for " + QString::fromStdString(f.id)));
        QVERIFY2(text.contains(f.kind == UnitField::Kind::Text ? label + ":" : label),
                 qPrintable(side + label));
      }
      // No `key value ·` dumps, and nothing of the fields the ruleset keeps from players.
      for (const OobEntry& e : oob.entries)
        for (const StatValue& v : e.stats) {
          const QString pair = QString::fromStdString(v.field + " " + v.text);
          QVERIFY2(!text.contains(pair + " \u00b7") && !text.contains(pair + " \u2022"),
                   qPrintable(side + pair));
          const UnitField* f = s.rules->unitField(v.field);
          if (f && !f->booklet && v.text.size() > 6)
            QVERIFY2(!text.contains(QString::fromStdString(v.text)),
                     qPrintable(side + "shows the hidden " + pair));
        }
    }
  }

  // The scenario card of every sample: one A4 page with the title, turns, who moves first,
  // each side's forces in short, the victory conditions and the special rules.
  void theCardIsOnePageWithTitleTurnsForcesAndVictory_data() {
    bookletsPrintTheOrderOfBattleUnderTheRulesetsLabels_data();
  }
  void theCardIsOnePageWithTitleTurnsForcesAndVictory() {
    QFETCH(QString, file);
    const PackedSample packed = packSample(file);
    QVERIFY2(packed.error.isEmpty(), qPrintable(packed.error));
    const LoadedDocument& doc = packed.doc;
    const std::vector<ZipEntry>& entries = packed.entries;
    auto card = std::find_if(entries.begin(), entries.end(),
                             [](const ZipEntry& e) { return e.name == "card.pdf"; });
    QVERIFY(card != entries.end());
    const PdfFacts facts = inspectPdf(card->data);
    QVERIFY2(facts.wellFormed, qPrintable(facts.problem));
    QCOMPARE(facts.pages, 1);
    const Scenario& s = *doc.scenario;
    const QString text = pdfToText(card->data, dir_.filePath("card.pdf")).simplified();
    QVERIFY2(text.contains(QString::fromStdString(s.title)), qPrintable(text.left(200)));
    QVERIFY(text.contains(QString("%1 turns").arg(s.turns)));
    QVERIFY(text.contains(QString::fromStdString(s.side(s.first)->name) + " moves first"));
    QVERIFY(text.contains("sets up first"));
    QVERIFY(s.victory && !s.victory->text.empty());
    for (const std::string* block : {&s.victory->text, &s.specialRules, &s.briefing}) {
      const QString words = QString::fromStdString(*block).simplified().left(60);
      QVERIFY2(text.contains(words), qPrintable(words));
    }
    for (const SideOob& oob : s.oob) {
      const OobEntry& e = oob.entries.front();
      QVERIFY2(text.contains(QRegularExpression(
                   "\\b\\d+x " + QRegularExpression::escape(QString::fromStdString(e.name)))),
               e.name.c_str());
      // Reinforcements at a hot spot, which both sides know, say where.
      for (const OobEntry& r : oob.entries) {
        const ScenarioPoint* p = r.arrives ? s.point(r.arrives->zone.point) : nullptr;
        if (!p || p->kind != ScenarioPoint::Kind::HotSpot) continue;
        const QString where = QString("turn %1, %2").arg(r.arrives->turn).arg(p->name.c_str());
        QVERIFY2(text.contains(where), qPrintable(where));
      }
    }
    // Nothing a side keeps to itself: its own briefing.
    for (const Side& side : s.sides)
      QVERIFY2(!text.contains(QString::fromStdString(side.briefing).simplified().left(50)),
               side.id.c_str());
  }

  // What each side may see, by the rules (scenario_privacy.h), against what its booklet and the
  // pack's public pictures print: public objectives, hot spots and entry edges in both booklets
  // and on the public map; a side's secret objectives and points in its own booklet only.
  void everyBookletShowsWhatTheRulesLetItsSideSee_data() {
    bookletsPrintTheOrderOfBattleUnderTheRulesetsLabels_data();
  }
  void everyBookletShowsWhatTheRulesLetItsSideSee() {
    QFETCH(QString, file);
    const PackedSample packed = packSample(file);
    QVERIFY2(packed.error.isEmpty(), qPrintable(packed.error));
    const LoadedDocument& doc = packed.doc;
    const std::vector<ZipEntry>& entries = packed.entries;
    std::map<std::string, QString> text;  // entry name -> its text
    for (const ZipEntry& e : entries)
      if (e.name.ends_with(".pdf"))
        text[e.name] = squashed(pdfToText(e.data, dir_.filePath("entry.pdf")));
    const Scenario& s = *doc.scenario;
    const Viewer everyone{Audience::Public, {}};
    // Where a name must be printed and where it must not, by who may see it.
    // Names that one side may read inside a longer name of its own ("Ferme du Pont yard").
    std::vector<std::pair<QString, std::string>> owned;
    for (const Objective& o : s.objectives)
      owned.push_back({squashed(QString::fromStdString(o.name)), o.side});
    for (const ScenarioPoint& p : s.points)
      owned.push_back({squashed(QString::fromStdString(p.name)), p.side});
    auto within = [&](const QString& name, const std::string& reader) {
      return std::any_of(owned.begin(), owned.end(), [&](const auto& o) {
        return o.first != name && o.first.contains(name) &&
               (o.second.empty() || o.second == reader);
      });
    };
    auto check = [&](const QString& printed, const std::string& owner, bool isPublic) {
      const QString name = squashed(printed);
      for (const Side& side : s.sides) {
        const QString& booklet = text["briefings/" + side.id + ".pdf"];
        const bool sees = isPublic || owner == side.id;
        if (!sees && within(name, side.id)) continue;
        QVERIFY2(booklet.contains(name) == sees, qPrintable(QString::fromStdString(side.id) +
                                                            (sees ? " misses " : " sees ") + name));
      }
      if (!isPublic)
        for (const char* picture : {"map.pdf", "card.pdf"})
          QVERIFY2(!text[picture].contains(name), qPrintable(QString(picture) + " shows " + name));
    };
    int publicKinds = 0;
    for (const Objective& o : s.objectives) {
      const bool isPublic = canSee(everyone, o);
      publicKinds += isPublic;
      check(QString::fromStdString(o.name.empty() ? o.id : o.name), o.side, isPublic);
    }
    for (const ScenarioPoint& p : s.points) {
      const bool isPublic = canSee(everyone, p);
      QCOMPARE(isPublic, p.kind == ScenarioPoint::Kind::HotSpot);
      publicKinds += isPublic;
      check(QString::fromStdString(p.name.empty() ? p.id : p.name), p.side, isPublic);
    }
    for (const Zone& z : s.zones) {
      if (!z.edge) continue;
      ++publicKinds;
      const QString edge =
          QString(edgeName(*z.edge)) + " edge (" + QString::fromStdString(z.id) + ")";
      check(edge, {}, true);
      // The public map's legend lists every zone it draws; the card names the edge too.
      QVERIFY2(text["map.pdf"].contains(squashed(QString::fromStdString(z.id))), z.id.c_str());
      QVERIFY2(text["card.pdf"].contains(squashed(edge)), qPrintable(edge));
    }
    QVERIFY(publicKinds > 0);
    if (std::any_of(s.objectives.begin(), s.objectives.end(),
                    [&](const Objective& o) { return canSee(everyone, o); }))
      QVERIFY2(text["map.pdf"].contains("Objective"), "the public map has no objectives");
  }

  // `sandtable render SCENARIO --card`: the card as a PDF or a PNG; a map alone has none.
  void renderWritesTheCard() {
    using test::runCli;
    const QString scenario = "samples/force-on-force/khoshkab.scenario.yaml";
    const QString pdf = dir_.filePath("khoshkab-card.pdf");
    test::Run r = runCli({"render", scenario, "--card", "-o", pdf});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QFile written(pdf);
    QVERIFY(written.open(QIODevice::ReadOnly));
    const QByteArray bytes = written.readAll();
    QCOMPARE(inspectPdf(bytes).pages, 1);
    QVERIFY(pdfToText(bytes, dir_.filePath("copy.pdf")).contains("Cordon and Search at Khoshkab"));
    const QString png = dir_.filePath("khoshkab-card.png");
    r = runCli({"render", scenario, "--card", "-o", png});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const QImage picture(png);
    QVERIFY(!picture.isNull());
    QCOMPARE(qRound(picture.height() / double(picture.width()) * 1000), qRound(297.0 / 210 * 1000));
    r = runCli({"render", "samples/force-on-force/khoshkab.map.yaml", "--card", "-o", pdf});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("--card needs a scenario"), qPrintable(r.err));
    r = runCli({"render", scenario, "--card", "-o", dir_.filePath("card.svg")});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("--card writes a .pdf"), qPrintable(r.err));
  }

  // Four times the special rules: the card runs on to a second page rather than dropping any
  // of it or printing smaller than 8 pt.
  void aLongCardRunsOnToASecondPage() {
    const LoadedDocument doc = loadSample("focused-firepower/cressonville");
    QVERIFY(doc.ok());
    Scenario s = *doc.scenario;
    const std::string rules = s.specialRules;
    s.specialRules = rules + "\n" + rules + "\n" + rules + "\n" + rules + "\nThe last rule.\n";
    QImage map(800, 1000, QImage::Format_RGB32);
    map.fill(Qt::gray);
    QString error;
    const QByteArray pdf = renderScenarioCardPdf(s, map, &error);
    QVERIFY2(!pdf.isEmpty(), qPrintable(error));
    QCOMPARE(inspectPdf(pdf).pages, 2);
    const QString text = pdfToText(pdf, dir_.filePath("long-card.pdf"));
    QVERIFY(text.simplified().contains("The last rule."));
    // pdftotext -bbox gives each word's box, 1.164 em high in DejaVu Sans (ascent and descent):
    // no word is smaller than 8 pt.
    const QString boxes = pdfToText(pdf, dir_.filePath("long-card.pdf"), {"-bbox"});
    static const QRegularExpression word("yMin=\"([\\d.]+)\" xMax=\"[\\d.]+\" yMax=\"([\\d.]+)\"");
    int words = 0;
    for (auto m = word.globalMatch(boxes); m.hasNext();) {
      const auto w = m.next();
      QVERIFY2(w.captured(2).toDouble() - w.captured(1).toDouble() >= kCardMinimumPt * 1.15,
               qPrintable(w.captured(0)));
      ++words;
    }
    QVERIFY(words > 500);
  }

  // A side of 80 units: the table runs over pages, its header on each.
  void theOrderOfBattleRepeatsItsHeaderOnEveryPage() {
    const LoadedDocument doc = loadSample("fighting-formations/croix-fouquet");
    QVERIFY(doc.ok());
    Scenario s = *doc.scenario;
    SideOob& oob = s.oob.front();
    const std::vector<OobEntry> first = oob.entries;
    for (int copy = 1; copy < 16; ++copy)
      for (OobEntry e : first) oob.entries.push_back((e.id += std::to_string(copy), e));
    QVERIFY(oob.entries.size() >= 80);
    const BookletInputs in = bookletInputs(s, oob.side);
    QString error;
    const QByteArray pdf = renderBookletPdf(in, nullptr, &error);
    QVERIFY2(!pdf.isEmpty(), qPrintable(error));
    const QStringList pages = pdfToText(pdf, dir_.filePath("long.pdf"), {"-layout"}).split('\f');
    int withRows = 0;
    for (const QString& page : pages) {
      if (!page.contains(QString::fromStdString(first.front().name))) continue;
      ++withRows;
      QVERIFY2(page.contains("Set up / arrives") || page.contains("Def. type"),
               qPrintable(page.left(300)));
    }
    QVERIFY2(withRows >= 2, qPrintable(QString::number(withRows)));
  }
};

QTEST_MAIN(TestPackPrint)
#include "tst_pack_print.moc"
