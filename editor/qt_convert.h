// Conversions between Qt and the model's standard types, shared by the editor's adapters.
#pragma once

#include <QString>
#include <QUrl>

#include <string>

namespace sandtable::editor {

inline std::string str(const QString& s) { return s.toStdString(); }
inline QString qstr(const std::string& s) { return QString::fromStdString(s); }

// A local file path from what a QML file dialog gives (a file:// URL) or a plain path.
inline QString localPath(const QString& pathOrUrl) {
  const QUrl url(pathOrUrl);
  return url.isLocalFile() ? url.toLocalFile() : pathOrUrl;
}

}  // namespace sandtable::editor
