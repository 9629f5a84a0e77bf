// The editor's one file dialog, for every open, save, export and import: Qt's QFileDialog
// (its widget dialog on every platform), which QtQuick.Dialogs on Qt 6.4 falls short of. A
// typed name may be absolute or relative to the folder shown (resolveTypedPath); without a
// suffix it gets the chosen filter's; a save dialog's button reads Save, is enabled once a name is
// typed, saves on Enter and asks before overwriting. It starts in the document's folder with a
// suggested name.
#pragma once

#include <QObject>
#include <QString>
#include <QStringList>
#include <QtQml/qqmlregistration.h>
#include <memory>

class QFileDialog;

namespace sandtable::editor {

class FileChooser : public QObject {
  Q_OBJECT
  QML_ELEMENT
  Q_PROPERTY(QString title MEMBER title_ NOTIFY settingsChanged)
  // Save (AcceptSave, any name) or open (an existing file).
  Q_PROPERTY(bool saving MEMBER saving_ NOTIFY settingsChanged)
  // "Scenario packs (*.stpack)": the first pattern of the chosen filter is the suffix a
  // typed name without one gets.
  Q_PROPERTY(QStringList nameFilters MEMBER nameFilters_ NOTIFY settingsChanged)
  // The open document's file: the dialog starts in its folder (else in the last folder used,
  // else in the folder the editor was started in).
  Q_PROPERTY(QString documentPath MEMBER documentPath_ NOTIFY settingsChanged)
  // The name offered in a save dialog: the document's own name with this suffix instead of
  // its own (".stpack", ".png"); empty offers none.
  Q_PROPERTY(QString suggestedSuffix MEMBER suggestedSuffix_ NOTIFY settingsChanged)
  // The name a document that has no file yet goes by (its id): a new map saved for the first
  // time is offered "<id>.map.yaml" rather than an empty name field.
  Q_PROPERTY(QString untitledName MEMBER untitledName_ NOTIFY settingsChanged)
  Q_PROPERTY(QString selectedFile READ selectedFile NOTIFY accepted)

 public:
  explicit FileChooser(QObject* parent = nullptr);
  ~FileChooser() override;

  QString selectedFile() const { return selected_; }
  // Shows the dialog (modal) and emits accepted() with selectedFile, or rejected().
  Q_INVOKABLE void open();

  // The dialog open() shows, set up but not shown (tests drive it).
  std::unique_ptr<QFileDialog> makeDialog() const;
  // Where the dialog starts and the name it offers.
  QString startFolder() const;
  QString suggestedName() const;

 signals:
  void settingsChanged();
  void accepted();
  void rejected();

 private:
  QString title_;
  bool saving_ = false;
  QStringList nameFilters_;
  QString documentPath_;
  QString suggestedSuffix_;
  QString untitledName_;
  QString selected_;
};

// Makes `path`'s folder the one a dialog for a document without a file starts in: the last
// file chosen in a dialog, opened or saved (a new map's first save started in the home folder
// while the designer's maps were elsewhere).
void rememberFolderOf(const QString& path);
// The suffix a name filter's first pattern gives ("Maps (*.map.yaml)" gives "map.yaml"); empty
// for "*" or no pattern.
QString filterSuffix(const QString& nameFilter);
// The file a name typed into the dialog means: an absolute path as it is, a relative one
// taken from `folder` ("../packs/ridge" too), "~/" from the home folder; a name without a
// suffix gets `defaultSuffix` ("stpack") unless it is a folder. Cleaned ("a/./b" is "a/b").
QString resolveTypedPath(const QString& typed, const QString& folder, const QString& defaultSuffix);
// A document's file name without its document suffix (".scenario.yaml", ".map.yaml", ".yaml").
QString documentBaseName(const QString& path);

}  // namespace sandtable::editor
