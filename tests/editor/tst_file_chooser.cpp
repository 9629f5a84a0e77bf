// The editor's file dialog (FileChooser) as a designer uses it: a name typed into a save
// dialog, absolute or relative to the folder shown, with or without its suffix, is the file
// written; the button reads Save, is enabled once a name is typed and Enter saves; an existing
// file is only overwritten after a yes; it starts in the document's folder with a suggested
// name; an open dialog's button is enabled with a file highlighted.
#include <QApplication>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QTemporaryDir>
#include <QtTest>

#include "editor/file_chooser.h"

using namespace sandtable::editor;

namespace {
QLineEdit* nameField(QFileDialog& dialog) {
  return dialog.findChild<QLineEdit*>("fileNameEdit");
}
QPushButton* acceptButton(QFileDialog& dialog) {
  auto* box = dialog.findChild<QDialogButtonBox*>("buttonBox");
  return box ? qobject_cast<QPushButton*>(box->buttons().value(0)) : nullptr;
}
bool touch(const QString& path) {
  QFile file(path);
  return file.open(QIODevice::WriteOnly) && file.write("x") == 1;
}
}  // namespace

class TestFileChooser : public QObject {
  Q_OBJECT
 private:
  QTemporaryDir home_;  // the document's folder: <home>/hedgerow
  QString folder() const { return home_.filePath("hedgerow"); }

  // A pack dialog for the scenario <folder>/hedgerow.scenario.yaml, shown.
  std::unique_ptr<QFileDialog> packDialog(FileChooser& chooser) {
    chooser.setProperty("title", "Save the scenario pack as");
    chooser.setProperty("saving", true);
    chooser.setProperty("nameFilters", QStringList{"Scenario packs (*.stpack)"});
    chooser.setProperty("documentPath", folder() + "/hedgerow.scenario.yaml");
    chooser.setProperty("suggestedSuffix", ".stpack");
    auto dialog = chooser.makeDialog();
    dialog->open();
    return dialog;
  }
  // Types `name` over the suggested one and presses Enter: the file the dialog accepts, or
  // empty when it stays open.
  QString typeAndEnter(QFileDialog& dialog, const QString& name) {
    QLineEdit* field = nameField(dialog);
    if (!field) return "no name field";
    field->selectAll();
    QTest::keyClicks(field, name);
    QTest::keyClick(field, Qt::Key_Return);
    return dialog.result() == QDialog::Accepted ? dialog.selectedFiles().value(0) : QString();
  }

 private slots:
  void initTestCase() {
    QVERIFY(home_.isValid());
    QVERIFY(QDir(home_.path()).mkpath("hedgerow/sub"));
    QVERIFY(QDir(home_.path()).mkpath("elsewhere"));
  }

  void startsInTheDocumentsFolderWithASuggestedName() {
    FileChooser chooser;
    auto dialog = packDialog(chooser);
    QCOMPARE(QDir(dialog->directory()).absolutePath(), QDir(folder()).absolutePath());
    QCOMPARE(nameField(*dialog)->text(), QStringLiteral("hedgerow.stpack"));
    QCOMPARE(chooser.suggestedName(), QStringLiteral("hedgerow.stpack"));
  }

  // A new map has no file yet: its first save offers its id with the suffix, not an empty field.
  void aDocumentWithoutAFileIsOfferedItsId() {
    FileChooser chooser;
    chooser.setProperty("saving", true);
    chooser.setProperty("nameFilters", QStringList{"Sandtable maps (*.map.yaml)"});
    chooser.setProperty("suggestedSuffix", ".map.yaml");
    chooser.setProperty("untitledName", "vaux");
    auto dialog = chooser.makeDialog();
    dialog->open();
    QCOMPARE(nameField(*dialog)->text(), QStringLiteral("vaux.map.yaml"));
    chooser.setProperty("documentPath", folder() + "/hedgerow.map.yaml");
    QCOMPARE(chooser.suggestedName(), QStringLiteral("hedgerow.map.yaml"));  // the file wins
  }

  // A document without a file: the dialog starts where the last document was opened or saved,
  // and before any, in the folder the editor was started in (it started in the home folder).
  void withoutADocumentFileItStartsInTheLastFolderUsed() {
    QSettings().remove("fileDialogs/lastFolder");
    FileChooser chooser;
    chooser.setProperty("saving", true);
    const QString before = QDir::currentPath();
    QVERIFY(QDir::setCurrent(home_.filePath("elsewhere")));
    QCOMPARE(chooser.startFolder(), QDir(home_.filePath("elsewhere")).absolutePath());
    QVERIFY(QDir::setCurrent(before));
    rememberFolderOf(folder() + "/sub/ridge.map.yaml");
    QCOMPARE(chooser.startFolder(), QDir(folder() + "/sub").absolutePath());
    chooser.setProperty("documentPath", folder() + "/hedgerow.map.yaml");
    QCOMPARE(chooser.startFolder(), QDir(folder()).absolutePath());  // the document's own wins
  }

  void theSaveButtonReadsSaveAndIsEnabledOnceANameIsTyped() {
    FileChooser chooser;
    auto dialog = packDialog(chooser);
    QPushButton* button = acceptButton(*dialog);
    QVERIFY(button);
    QCOMPARE(button->text().remove('&'), QStringLiteral("Save"));
    nameField(*dialog)->clear();
    QVERIFY(!button->isEnabled());
    QTest::keyClicks(nameField(*dialog), "r");
    QVERIFY(button->isEnabled());
  }

  void aTypedPathIsTheFileWritten_data() {
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("expected");  // relative to the temporary home
    QTest::newRow("absolute") << home_.filePath("elsewhere/ridge.stpack")
                              << "elsewhere/ridge.stpack";
    QTest::newRow("absolute, no suffix")
        << home_.filePath("elsewhere/ridge2") << "elsewhere/ridge2.stpack";
    QTest::newRow("relative") << "sub/ridge.stpack"
                              << "hedgerow/sub/ridge.stpack";
    QTest::newRow("relative, no suffix") << "ridge"
                                         << "hedgerow/ridge.stpack";
    QTest::newRow("relative, up") << "../elsewhere/up.stpack"
                                  << "elsewhere/up.stpack";
  }
  void aTypedPathIsTheFileWritten() {
    QFETCH(QString, typed);
    QFETCH(QString, expected);
    FileChooser chooser;
    auto dialog = packDialog(chooser);
    QCOMPARE(QFileInfo(typeAndEnter(*dialog, typed)).absoluteFilePath(),
             QFileInfo(home_.filePath(expected)).absoluteFilePath());
  }

  void anExistingFileIsOverwrittenOnlyAfterAYes() {
    const QString existing = folder() + "/taken.stpack";
    QVERIFY(touch(existing));
    for (const auto answer : {QMessageBox::No, QMessageBox::Yes}) {
      FileChooser chooser;
      auto dialog = packDialog(chooser);
      bool asked = false;
      QTimer::singleShot(0, this, [&] {
        QTRY_VERIFY(qobject_cast<QMessageBox*>(QApplication::activeModalWidget()));
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        asked = box->text().contains("taken.stpack");
        box->button(answer)->click();
      });
      const QString accepted = typeAndEnter(*dialog, "taken");
      QVERIFY(asked);
      QCOMPARE(accepted, answer == QMessageBox::Yes ? existing : QString());
    }
  }

  void theOpenButtonIsEnabledWithAFileHighlighted() {
    QVERIFY(touch(folder() + "/hedgerow.scenario.yaml"));
    FileChooser chooser;
    chooser.setProperty("nameFilters", QStringList{"Sandtable documents (*.yaml *.yml)"});
    chooser.setProperty("documentPath", folder() + "/hedgerow.scenario.yaml");
    auto dialog = chooser.makeDialog();
    dialog->open();
    QPushButton* button = acceptButton(*dialog);
    QVERIFY(button);
    QCOMPARE(button->text().remove('&'), QStringLiteral("Open"));
    dialog->selectFile("hedgerow.scenario.yaml");
    QTRY_VERIFY(button->isEnabled());
    QTest::keyClick(nameField(*dialog), Qt::Key_Return);
    QCOMPARE(dialog->result(), int(QDialog::Accepted));
    QCOMPARE(QFileInfo(dialog->selectedFiles().value(0)).fileName(),
             QStringLiteral("hedgerow.scenario.yaml"));
  }

  void resolveTypedPathTakesEachFormOfPath() {
    const QString folder = home_.filePath("hedgerow");
    QCOMPARE(resolveTypedPath("/tmp/walk-hex/ridge.stpack", folder, "stpack"),
             QStringLiteral("/tmp/walk-hex/ridge.stpack"));
    QCOMPARE(resolveTypedPath("/tmp/walk-hex/ridge", folder, "stpack"),
             QStringLiteral("/tmp/walk-hex/ridge.stpack"));
    QCOMPARE(resolveTypedPath("ridge", folder, "stpack"), folder + "/ridge.stpack");
    QCOMPARE(resolveTypedPath(" sub/./ridge.stpack ", folder, "stpack"),
             folder + "/sub/ridge.stpack");
    QCOMPARE(resolveTypedPath("../elsewhere/ridge", folder, "stpack"),
             home_.filePath("elsewhere/ridge.stpack"));
    QCOMPARE(resolveTypedPath("~/ridge.png", folder, "stpack"), QDir::homePath() + "/ridge.png");
    QCOMPARE(resolveTypedPath("hedge.map.yaml", folder, "map.yaml"), folder + "/hedge.map.yaml");
    QCOMPARE(resolveTypedPath("hedge", folder, "map.yaml"), folder + "/hedge.map.yaml");
    QCOMPARE(resolveTypedPath("sub", folder, "stpack"), folder + "/sub");  // a folder: no suffix
  }

  void filterSuffixAndBaseName() {
    QCOMPARE(filterSuffix("Sandtable maps (*.map.yaml)"), QStringLiteral("map.yaml"));
    QCOMPARE(filterSuffix("PNG image (*.png)"), QStringLiteral("png"));
    QCOMPARE(filterSuffix("All files (*)"), QString());
    QCOMPARE(documentBaseName("/a/hedgerow.scenario.yaml"), QStringLiteral("hedgerow"));
    QCOMPARE(documentBaseName("/a/hedgerow.map.yaml"), QStringLiteral("hedgerow"));
    QCOMPARE(documentBaseName("/a/ridge.yml"), QStringLiteral("ridge"));
  }
};

QTEST_MAIN(TestFileChooser)
#include "tst_file_chooser.moc"
