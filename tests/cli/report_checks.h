// What CI consumers require of `sandtable validate` reports, written from their specifications:
// the JUnit XML structure Jenkins (junit-10.xsd of the xunit plugin) and GitLab read, and the
// parts of SARIF 2.1.0 and of GitHub code scanning's SARIF support that matter here. Each
// function returns the violations found (empty: the report passes).
#pragma once

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QStringList>
#include <QXmlStreamReader>

namespace sandtable::test {

// xmllint --noout: the report is well-formed XML 1.0 (libxml2-utils, scripts/install-deps).
inline QString xmllintErrors(const QByteArray& xml) {
  QProcess p;
  p.start("xmllint", {"--noout", "-"});
  if (!p.waitForStarted(10000))
    return "xmllint is missing: install libxml2-utils (scripts/install-deps)";
  p.write(xml);
  p.closeWriteChannel();
  p.waitForFinished(30000);
  if (p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0)
    return "xmllint: " + QString::fromUtf8(p.readAllStandardError());
  return {};
}

// Jenkins' junit-10.xsd: which attributes each element may carry and which it must.
inline QStringList junitProblems(const QString& xml) {
  QStringList problems;
  struct Rule {
    QSet<QString> allowed, required;
  };
  const QHash<QString, Rule> rules = {
      {"testsuites", {{"name", "time", "tests", "failures", "errors"}, {}}},
      {"testsuite",
       {{"name", "tests", "failures", "errors", "group", "time", "skipped", "timestamp", "hostname",
         "id", "package", "file", "log", "url"},
        {"name", "tests", "failures", "errors"}}},
      {"testcase", {{"name", "time", "classname", "group"}, {"name"}}},
      {"failure", {{"type", "message"}, {}}},
      {"error", {{"type", "message"}, {}}},
      {"skipped", {{"type", "message"}, {}}},
  };
  // SUREFIRE_TIME of the schema: digits (optionally grouped by commas) and a fraction.
  static const QRegularExpression surefireTime(
      R"(^(([0-9]{0,3},)*[0-9]{3}|[0-9]{0,3})*(\.[0-9]*)?$)");
  static const QRegularExpression position(R"(\b\d+:\d+\b)");
  struct Count {
    int tests = 0, failures = 0, errors = 0;
    double time = 0;
  };
  Count suiteCount, runCount, suitesTotal;
  QXmlStreamAttributes suite, suites;
  QXmlStreamReader r(xml);
  while (!r.atEnd()) {
    r.readNext();
    if (r.isStartElement()) {
      const QString name = r.name().toString();
      if (!rules.contains(name)) {
        problems << "element <" + name + "> is not in the schema";
        continue;
      }
      QSet<QString> present;
      for (const auto& a : r.attributes()) {
        present.insert(a.name().toString());
        if (!rules[name].allowed.contains(a.name().toString()))
          problems << "<" + name + "> may not carry " + a.name().toString();
      }
      for (const QString& req : rules[name].required)
        if (!present.contains(req)) problems << "<" + name + "> lacks the required " + req;
      if ((name == "testsuite" || name == "testsuites") && present.contains("time") &&
          !surefireTime.match(r.attributes().value("time").toString()).hasMatch())
        problems << "<" + name +
                        "> time is not a number: " + r.attributes().value("time").toString();
      if (name == "testsuites") suites = r.attributes();
      if (name == "testsuite") {
        suite = r.attributes();
        suiteCount = {};
      }
      if (name == "testcase") {
        ++suiteCount.tests;
        const QString caseName = r.attributes().value("name").toString();
        if (position.match(caseName).hasMatch())
          problems << "test name holds a position: " + caseName;
        // Jenkins takes the part after the last "." as the class: it must be the whole file name.
        const QString fileName = suite.value("name").toString().section('/', -1).replace('.', '_');
        const QString cls = r.attributes().value("classname").toString();
        if (cls.section('.', -1) != fileName)
          problems << "classname " + cls + " does not end in " + fileName;
      }
      if (name == "failure") ++suiteCount.failures;
      if (name == "error") ++suiteCount.errors;
    } else if (r.isEndElement() && r.name() == QStringLiteral("testsuite")) {
      for (const auto& [attr, n] : {std::pair{"tests", suiteCount.tests},
                                    {"failures", suiteCount.failures},
                                    {"errors", suiteCount.errors}})
        if (suite.value(attr).toInt() != n)
          problems << QString("suite %1: %2=%3 but %4 counted")
                          .arg(suite.value("name"))
                          .arg(attr)
                          .arg(suite.value(attr))
                          .arg(n);
      suitesTotal.tests += suite.value("tests").toInt();
      suitesTotal.failures += suite.value("failures").toInt();
      suitesTotal.errors += suite.value("errors").toInt();
    }
  }
  if (r.hasError()) problems << "not well-formed: " + r.errorString();
  for (const auto& [attr, n] : {std::pair{"tests", suitesTotal.tests},
                                {"failures", suitesTotal.failures},
                                {"errors", suitesTotal.errors}})
    if (suites.value(attr).toInt() != n)
      problems << QString("<testsuites> %1=%2 but the suites add up to %3")
                      .arg(attr)
                      .arg(suites.value(attr))
                      .arg(n);
  return problems;
}

// RFC 3986 absolute URI: a scheme, ":", then only URI characters.
inline bool isAbsoluteUri(const QString& uri) {
  static const QRegularExpression absolute(
      R"(^[A-Za-z][A-Za-z0-9+.-]*:[A-Za-z0-9\-._~:/?#\[\]@!$&'()*+,;=%]+$)");
  return absolute.match(uri).hasMatch();
}

// A relative reference as SARIF's uri-reference format allows it: URI characters only, every
// "%" starting a two-digit escape, no scheme and no leading "/" (it is relative to its base).
inline bool isRelativeReference(const QString& uri) {
  static const QRegularExpression chars(R"(^([A-Za-z0-9\-._~/!$&'()*+,;=@]|%[0-9A-F]{2})+$)");
  return chars.match(uri).hasMatch() && !uri.startsWith('/') &&
         !uri.section('/', 0, 0).contains(':');
}

// SARIF 2.1.0 (the properties the schema requires and the formats it checks) and GitHub code
// scanning's requirements (fingerprints, regions, help, tool version).
inline QStringList sarifProblems(const QByteArray& json) {
  QStringList problems;
  QJsonParseError error;
  const QJsonObject log = QJsonDocument::fromJson(json, &error).object();
  if (error.error != QJsonParseError::NoError) return {"not JSON: " + error.errorString()};
  if (log["version"].toString() != "2.1.0") problems << "version is not 2.1.0";
  if (!isAbsoluteUri(log["$schema"].toString())) problems << "$schema is not an absolute URI";
  const QJsonArray runs = log["runs"].toArray();
  if (runs.size() != 1) problems << QString("%1 runs, not one").arg(runs.size());
  for (const auto& runValue : runs) {
    const QJsonObject run = runValue.toObject();
    const QJsonObject driver = run["tool"].toObject()["driver"].toObject();
    if (driver["name"].toString().isEmpty()) problems << "tool.driver.name is missing";
    if (driver["version"].toString().isEmpty()) problems << "tool.driver.version is missing";
    static const QRegularExpression semver(R"(^\d+\.\d+\.\d+([-+].*)?$)");
    if (!semver.match(driver["semanticVersion"].toString()).hasMatch())
      problems << "semanticVersion is not semantic";
    if (driver.contains("informationUri") && !isAbsoluteUri(driver["informationUri"].toString()))
      problems << "informationUri is not absolute";
    const QJsonArray rules = driver["rules"].toArray();
    QSet<QString> ruleIds;
    for (const auto& v : rules) {
      const QJsonObject rule = v.toObject();
      const QString id = rule["id"].toString();
      if (id.isEmpty() || ruleIds.contains(id)) problems << "rule id missing or repeated: " + id;
      ruleIds.insert(id);
      for (const char* key : {"shortDescription", "fullDescription", "help"})
        if (rule[key].toObject()["text"].toString().isEmpty())
          problems << id + ": no " + key + ".text";
      // GitHub's limits: 255 characters for a name, 1024 for each description.
      if (rule["name"].toString().size() > 255) problems << id + ": name longer than 255";
      for (const char* key : {"shortDescription", "fullDescription"})
        if (rule[key].toObject()["text"].toString().size() > 1024)
          problems << id + ": " + key + " longer than 1024";
      if (rule.contains("helpUri") && !isAbsoluteUri(rule["helpUri"].toString()))
        problems << id + ": helpUri is not an absolute URI: " + rule["helpUri"].toString();
    }
    const QJsonObject bases = run["originalUriBaseIds"].toObject();
    const QString rootUri = bases["%SRCROOT%"].toObject()["uri"].toString();
    if (!rootUri.startsWith("file:///") || !rootUri.endsWith('/') || !isAbsoluteUri(rootUri))
      problems << "originalUriBaseIds.%SRCROOT% is not an absolute file URI ending in /: " +
                      rootUri;
    for (const auto& v : run["invocations"].toArray()) {
      if (!v.toObject()["executionSuccessful"].isBool())
        problems << "invocation without executionSuccessful";
      const QString working = v.toObject()["workingDirectory"].toObject()["uri"].toString();
      if (!working.startsWith("file:///") || !isAbsoluteUri(working))
        problems << "workingDirectory is not a file URI";
    }
    QSet<QString> fingerprints;
    for (const auto& v : run["results"].toArray()) {
      const QJsonObject result = v.toObject();
      const QString id = result["ruleId"].toString();
      const int index = result["ruleIndex"].toInt(-1);
      if (index < 0 || index >= rules.size() || rules[index].toObject()["id"].toString() != id)
        problems << id + ": ruleIndex does not point at its rule";
      const QString level = result["level"].toString();
      if (level != "error" && level != "warning" && level != "note")
        problems << id + ": bad level " + level;
      const QString text = result["message"].toObject()["text"].toString();
      if (text.isEmpty() || !QString(".!?").contains(text.back()) || text.contains('\n'))
        problems << id + ": message is not one or more full sentences: " + text;
      static const QRegularExpression firstSentence(R"(^.*?[.!?](\s|$))");
      if (firstSentence.match(text).captured(0).contains("Fix:"))
        problems << id + ": the fix is glued to the title: " + text;
      const QJsonArray locations = result["locations"].toArray();
      if (locations.isEmpty()) problems << id + ": no location";
      for (const auto& l : locations) {
        const QJsonObject physical = l.toObject()["physicalLocation"].toObject();
        const QJsonObject artifact = physical["artifactLocation"].toObject();
        const QString uri = artifact["uri"].toString();
        if (!isRelativeReference(uri)) problems << id + ": uri is not a relative reference: " + uri;
        if (artifact["uriBaseId"].toString() != "%SRCROOT%")
          problems << id + ": no uriBaseId %SRCROOT%";
        const QJsonObject region = physical["region"].toObject();
        if (region["startLine"].toInt() < 1 || region["startColumn"].toInt() < 1)
          problems << id + ": region without startLine/startColumn at " + uri;
        // GitHub requires the end too; SARIF's endColumn is the column after the region.
        if (region["endLine"].toInt() < region["startLine"].toInt())
          problems << id + ": no endLine, or before startLine";
        if (region["endLine"].toInt() == region["startLine"].toInt() &&
            region["endColumn"].toInt() <= region["startColumn"].toInt())
          problems << id + ": no endColumn after startColumn";
      }
      const QJsonObject partial = result["partialFingerprints"].toObject();
      if (!partial.contains("primaryLocationLineHash"))  // the one key GitHub reads
        problems << id + ": no partialFingerprints.primaryLocationLineHash";
      for (auto it = partial.begin(); it != partial.end(); ++it) {
        if (!it.value().isString() || it.value().toString().isEmpty())
          problems << id + ": empty fingerprint";
        const QString key = id + "|" + it.value().toString();
        if (fingerprints.contains(key))
          problems << id + ": two results share the fingerprint " + key;
        fingerprints.insert(key);
      }
    }
  }
  return problems;
}

}  // namespace sandtable::test
