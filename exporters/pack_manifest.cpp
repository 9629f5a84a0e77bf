#include "exporters/pack_manifest.h"

#include <yaml-cpp/yaml.h>

#include <QCryptographicHash>
#include <algorithm>

#include "model/yaml_writer.h"

namespace sandtable {

std::string sha256Hex(const QByteArray& data) {
  return QCryptographicHash::hash(data, QCryptographicHash::Sha256).toHex().toStdString();
}

std::string writeManifest(const PackManifest& m) {
  YamlTree root = YamlTree::mapping();
  root.set("sandtable", YamlTree::number(1));
  root.set("kind", YamlTree::plain("manifest"));
  root.set("id", YamlTree::plain(m.id));
  root.set("title", YamlTree::text(m.title));
  root.set("version", YamlTree::quoted(m.version));
  root.set("ruleset", YamlTree::plain(m.ruleset));
  root.set("generator", YamlTree::text(m.generator));
  YamlTree validation = YamlTree::mapping(true);
  validation.set("errors", YamlTree::number(m.errors));
  validation.set("warnings", YamlTree::number(m.warnings));
  validation.set("forced", YamlTree::boolean(m.forced));
  root.set("validation", std::move(validation));
  YamlTree entries = YamlTree::sequence();
  for (const ManifestEntry& e : m.entries) {
    YamlTree t = YamlTree::mapping(true);
    t.set("path", YamlTree::text(e.path));
    t.set("bytes", YamlTree::number(e.bytes));
    t.set("sha256", YamlTree::plain(e.sha256));
    entries.add(std::move(t));
  }
  root.set("entries", std::move(entries));
  return emitYaml(root,
                  "# Sandtable scenario pack: every entry's size and SHA-256. Check with "
                  "`sandtable verify`.\n");
}

namespace {

bool isSha256(const std::string& s) {
  return s.size() == 64 && std::all_of(s.begin(), s.end(), [](char c) {
           return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f');
         });
}

}  // namespace

std::optional<PackManifest> parseManifest(const QByteArray& text, QString* error) {
  try {
    const YAML::Node root = YAML::Load(text.toStdString());
    if (!root.IsMap()) {
      *error = "manifest.yaml is not a YAML mapping";
      return std::nullopt;
    }
    if (!root["sandtable"] || root["sandtable"].as<std::string>() != "1" || !root["kind"] ||
        root["kind"].as<std::string>() != "manifest") {
      *error = "manifest.yaml does not start with `sandtable: 1` and `kind: manifest`";
      return std::nullopt;
    }
    PackManifest m;
    auto text = [&root](const char* key) {
      return root[key] && root[key].IsScalar() ? root[key].as<std::string>() : std::string();
    };
    m.id = text("id");
    m.title = text("title");
    m.version = text("version");
    m.ruleset = text("ruleset");
    m.generator = text("generator");
    if (const YAML::Node v = root["validation"]; v && v.IsMap()) {
      m.errors = v["errors"] ? v["errors"].as<int>() : 0;
      m.warnings = v["warnings"] ? v["warnings"].as<int>() : 0;
      m.forced = v["forced"] ? v["forced"].as<bool>() : false;
    }
    const YAML::Node entries = root["entries"];
    if (!entries || !entries.IsSequence()) {
      *error = "manifest.yaml has no `entries:` list";
      return std::nullopt;
    }
    for (std::size_t i = 0; i < entries.size(); ++i) {
      const YAML::Node e = entries[i];
      if (!e.IsMap() || !e["path"] || !e["bytes"] || !e["sha256"]) {
        *error = QString("manifest.yaml: entry %1 needs path, bytes and sha256").arg(i + 1);
        return std::nullopt;
      }
      qint64 bytes = -1;
      if (!e["bytes"].IsScalar() || !YAML::convert<qint64>::decode(e["bytes"], bytes)) {
        // yaml-cpp's own words are "bad conversion", which names nothing.
        *error = QString::fromStdString(
            "manifest.yaml: entry " + e["path"].as<std::string>() + " gives its size as '" +
            (e["bytes"].IsScalar() ? e["bytes"].Scalar().substr(0, 60) : std::string("...")) +
            "', not a byte count; the manifest was damaged or edited: make the pack again");
        return std::nullopt;
      }
      ManifestEntry entry{e["path"].as<std::string>(), bytes, e["sha256"].as<std::string>()};
      if (entry.bytes < 0 || !isSha256(entry.sha256)) {
        *error = QString::fromStdString("manifest.yaml: entry " + entry.path +
                                        " has a malformed size or sha256");
        return std::nullopt;
      }
      m.entries.push_back(std::move(entry));
    }
    if (m.id.empty()) {
      *error = "manifest.yaml has no pack id";
      return std::nullopt;
    }
    return m;
  } catch (const YAML::Exception& e) {
    *error = QString("manifest.yaml cannot be read: ") + e.what();
    return std::nullopt;
  }
}

}  // namespace sandtable
