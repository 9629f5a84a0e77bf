// The canonical writer: quoting, flow/block choice, literal blocks, and that whatever it writes
// reads back to the same values.
#include <QtTest>

#include <yaml-cpp/yaml.h>

#include "model/move_cost.h"
#include "model/yaml_writer.h"

using namespace sandtable;

class TestYamlWriter : public QObject {
  Q_OBJECT
 private slots:
  void textThatLooksLikeAnotherTypeIsQuoted() {
    YamlTree t = YamlTree::mapping();
    t.set("a", YamlTree::text("yes")).set("b", YamlTree::text("0913")).set("c", YamlTree::text("1.5"));
    t.set("d", YamlTree::text("null")).set("e", YamlTree::text("plain words"));
    QCOMPARE(emitYaml(t), std::string("a: \"yes\"\nb: \"0913\"\nc: \"1.5\"\nd: \"null\"\ne: plain words\n"));
  }

  void numericKeysAreQuoted() {
    YamlTree t = YamlTree::mapping();
    t.set("0913", YamlTree::plain("1")).set(".", YamlTree::plain("open")).set("J7", YamlTree::plain("2"));
    QCOMPARE(emitYaml(t), std::string("\"0913\": 1\n\".\": open\nJ7: 2\n"));
  }

  void syntaxCharactersForceQuotes() {
    YamlTree t = YamlTree::sequence();
    for (const char* s : {"a: b", "# x", "- x", "[x]", "x #y", "trailing ", "quote\"d", "tab\there"}) t.add(YamlTree::text(s));
    const std::string out = emitYaml(t);
    const YAML::Node back = YAML::Load(out);
    QCOMPARE(back.size(), std::size_t(8));
    QCOMPARE(back[0].as<std::string>(), std::string("a: b"));
    QCOMPARE(back[5].as<std::string>(), std::string("trailing "));
    QCOMPARE(back[6].as<std::string>(), std::string("quote\"d"));
    QCOMPARE(back[7].as<std::string>(), std::string("tab\there"));
  }

  void flowCollectionsQuoteCommasAndColons() {
    YamlTree t = YamlTree::mapping();
    t.set("zone", YamlTree::mapping(true).set("hexes", YamlTree::sequence(true).add(YamlTree::text("A1:B10")).add(YamlTree::text("a, b"))));
    const std::string out = emitYaml(t);
    QCOMPARE(out, std::string("zone: {hexes: [\"A1:B10\", \"a, b\"]}\n"));
    QCOMPARE(YAML::Load(out)["zone"]["hexes"][1].as<std::string>(), std::string("a, b"));
  }

  void multiLineTextBecomesALiteralBlock() {
    YamlTree t = YamlTree::mapping();
    t.set("briefing", YamlTree::text("Line one.\nLine two.\n"));
    t.set("nofinal", YamlTree::text("a\nb"));
    const std::string out = emitYaml(t);
    QCOMPARE(out, std::string("briefing: |\n  Line one.\n  Line two.\nnofinal: |-\n  a\n  b\n"));
    const YAML::Node back = YAML::Load(out);
    QCOMPARE(back["briefing"].as<std::string>(), std::string("Line one.\nLine two.\n"));
    QCOMPARE(back["nofinal"].as<std::string>(), std::string("a\nb"));
  }

  void textWithBlankLinesSurvives() {
    const std::string text = "Para one.\n\nPara two.\n\n\n";
    YamlTree t = YamlTree::mapping();
    t.set("x", YamlTree::text(text));
    QCOMPARE(YAML::Load(emitYaml(t))["x"].as<std::string>(), text);
  }

  void sequencesOfMappingsStartOnTheDashLine() {
    YamlTree t = YamlTree::mapping();
    YamlTree items = YamlTree::sequence();
    items.add(YamlTree::mapping().set("id", YamlTree::plain("a")).set("name", YamlTree::text("A")));
    t.set("terrain", items);
    QCOMPARE(emitYaml(t), std::string("terrain:\n  - id: a\n    name: A\n"));
  }

  void emptyCollectionsAreWrittenInFlowStyle() {
    YamlTree t = YamlTree::mapping();
    t.set("a", YamlTree::sequence()).set("b", YamlTree::mapping());
    QCOMPARE(emitYaml(t), std::string("a: []\nb: {}\n"));
  }

  void unknownNodesKeepTheirShape() {
    // Quoted scalars stay strings: quotes are kept where a plain scalar would read differently.
    const YAML::Node n = YAML::Load("x: {a: 1, b: [2, 3]}\nlist:\n  - \"quoted 1\"\n  - \"1944\"\n  - plain\n");
    YamlTree t = YamlTree::mapping();
    t.set("x", YamlTree::fromNode(n["x"])).set("list", YamlTree::fromNode(n["list"]));
    QCOMPARE(emitYaml(t), std::string("x: {a: 1, b: [2, 3]}\nlist:\n  - quoted 1\n  - \"1944\"\n  - plain\n"));
  }

  void headerCommentIsKept() {
    YamlTree t = YamlTree::mapping();
    t.set("a", YamlTree::plain("1"));
    QCOMPARE(emitYaml(t, "# hello\n"), std::string("# hello\na: 1\n"));
  }

  void moveCostsAreExactQuarters() {
    QCOMPARE(MoveCost::parse("1.5")->quarters(), 6);
    QCOMPARE(MoveCost::parse("0.25")->quarters(), 1);
    QVERIFY(!MoveCost::parse("X")->passable());
    QVERIFY(!MoveCost::parse("0.3"));
    QVERIFY(!MoveCost::parse("-1"));
    QVERIFY(!MoveCost::parse("abc"));
    QCOMPARE(MoveCost::quarters(14).text(), std::string("3.5"));
    QCOMPARE(MoveCost::quarters(3).text(), std::string("0.75"));
    QCOMPARE(MoveCost::impassable().text(), std::string("X"));
  }
};

QTEST_APPLESS_MAIN(TestYamlWriter)
#include "tst_yaml_writer.moc"
