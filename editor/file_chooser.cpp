#include "editor/file_chooser.h"

#include <QAbstractItemView>
#include <QCompleter>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QPointer>
#include <QWindow>
#include <QKeyEvent>
#include <QLineEdit>
#include <QRegularExpression>
#include <QSettings>

namespace sandtable::editor {

namespace {
const char* kLastFolderKey = "fileDialogs/lastFolder";

// Enter in the name field: Qt's dialog only went to the folder of a typed path with folders in
// it (a second Enter saved) and refused "../x"; this takes the typed path to the file it means
// and accepts it (asking before overwriting, as the dialog does), or opens a typed folder.
class EnterAccepts : public QObject {
 public:
  EnterAccepts(QFileDialog& dialog, QLineEdit& field)
      : QObject(&field), dialog_(dialog), field_(field) {}

 protected:
  bool eventFilter(QObject* watched, QEvent* event) override {
    if (watched != &field_ || event->type() != QEvent::KeyPress) return false;
    const int key = static_cast<QKeyEvent*>(event)->key();
    if (key != Qt::Key_Return && key != Qt::Key_Enter) return false;
    if (field_.completer() && field_.completer()->popup()->isVisible())
      return false;  // picks a completion
    const QString typed = field_.text().trimmed();
    if (typed.isEmpty() || typed.startsWith('"')) return false;  // several files: the dialog's own
    const QString path =
        resolveTypedPath(typed, dialog_.directory().absolutePath(), dialog_.defaultSuffix());
    if (QFileInfo(path).isDir()) {
      dialog_.setDirectory(path);
      field_.clear();
      return true;
    }
    dialog_.setDirectory(QFileInfo(path).absolutePath());
    field_.setText(QFileInfo(path).fileName());
    static_cast<QDialog&>(dialog_).accept();  // QFileDialog::accept: checks, asks, accepts
    return true;
  }

 private:
  QFileDialog& dialog_;
  QLineEdit& field_;
};
}  // namespace

QString resolveTypedPath(const QString& typed, const QString& folder,
                         const QString& defaultSuffix) {
  QString path = typed.trimmed();
  if (path == "~" || path.startsWith("~/")) path = QDir::homePath() + path.mid(1);
  if (QDir::isRelativePath(path)) path = QDir(folder).filePath(path);
  path = QDir::cleanPath(path);
  const QFileInfo info(path);
  if (!defaultSuffix.isEmpty() && info.suffix().isEmpty() && !info.isDir())
    path += '.' + defaultSuffix;
  return path;
}

QString filterSuffix(const QString& nameFilter) {
  static const QRegularExpression pattern(QStringLiteral(R"(\*\.([^\s)]+))"));
  const auto match = pattern.match(nameFilter);
  return match.hasMatch() ? match.captured(1) : QString();
}

QString documentBaseName(const QString& path) {
  QString name = QFileInfo(path).fileName();
  for (const char* suffix :
       {".scenario.yaml", ".scenario.yml", ".map.yaml", ".map.yml", ".yaml", ".yml"})
    if (name.endsWith(QLatin1String(suffix)))
      return name.chopped(static_cast<int>(qstrlen(suffix)));
  return QFileInfo(path).completeBaseName();
}

FileChooser::FileChooser(QObject* parent) : QObject(parent) {}
FileChooser::~FileChooser() = default;

QString FileChooser::startFolder() const {
  if (!documentPath_.isEmpty()) {
    const QFileInfo info(documentPath_);
    if (info.absoluteDir().exists()) return info.absolutePath();
  }
  const QString last = QSettings().value(kLastFolderKey).toString();
  if (!last.isEmpty() && QDir(last).exists()) return last;
  // Nothing used yet: the folder the editor was started in, where a designer working from a
  // terminal keeps the work (a first save went to the home folder), unless that is the root
  // a desktop launcher gives.
  const QString working = QDir::currentPath();
  return QDir(working).isRoot() ? QDir::homePath() : working;
}

void rememberFolderOf(const QString& path) {
  if (path.isEmpty()) return;
  QSettings().setValue(kLastFolderKey, QFileInfo(path).absolutePath());
}

QString FileChooser::suggestedName() const {
  if (!saving_ || suggestedSuffix_.isEmpty()) return {};
  if (!documentPath_.isEmpty()) return documentBaseName(documentPath_) + suggestedSuffix_;
  return untitledName_.isEmpty() ? QString() : untitledName_ + suggestedSuffix_;
}

std::unique_ptr<QFileDialog> FileChooser::makeDialog() const {
  auto dialog = std::make_unique<QFileDialog>(nullptr, title_, startFolder());
  // Qt's own dialog (not the platform's): the typed-path handling below needs its name field.
  dialog->setOption(QFileDialog::DontUseNativeDialog);
  dialog->setAcceptMode(saving_ ? QFileDialog::AcceptSave : QFileDialog::AcceptOpen);
  dialog->setFileMode(saving_ ? QFileDialog::AnyFile : QFileDialog::ExistingFile);
  dialog->setNameFilters(nameFilters_);
  // A typed name without a suffix gets the chosen filter's.
  QFileDialog* d = dialog.get();
  const auto followFilter = [d](const QString& filter) {
    d->setDefaultSuffix(filterSuffix(filter));
  };
  followFilter(nameFilters_.value(0));
  QObject::connect(d, &QFileDialog::filterSelected, d, followFilter);
  if (const QString name = suggestedName(); !name.isEmpty()) dialog->selectFile(name);
  if (auto* field = dialog->findChild<QLineEdit*>("fileNameEdit"))
    field->installEventFilter(new EnterAccepts(*dialog, *field));
  return dialog;
}

void FileChooser::open() {
  const std::unique_ptr<QFileDialog> dialog = makeDialog();
  dialog->setWindowModality(Qt::ApplicationModal);
  // The dialog is a window of its own: once it closes, the editor's window gets the keyboard
  // back (without a window manager to hand it back, the tool keys did nothing until a click).
  const QPointer<QWindow> caller = QGuiApplication::focusWindow();
  const int result = dialog->exec();
  dialog->hide();
  if (caller) caller->requestActivate();
  if (result != QDialog::Accepted || dialog->selectedFiles().isEmpty()) {
    emit rejected();
    return;
  }
  selected_ = QFileInfo(dialog->selectedFiles().first()).absoluteFilePath();
  rememberFolderOf(selected_);
  emit accepted();
}

}  // namespace sandtable::editor
