// Validates the open document in the background shortly after each edit (debounced), so the
// Issues panel follows the map without ever blocking the UI. It validates what Save would
// write, read back through the reader (editor/saved_files.h). An edit during a run makes that
// run's result stale (it is dropped) and a fresh run follows with the newest document.
#pragma once

#include <QtQml/qqmlregistration.h>

#include <QObject>
#include <QPointer>
#include <QTimer>

#include "editor/background_job.h"
#include "editor/issue_list.h"
#include "editor/map_document.h"

namespace sandtable::editor {

class ValidationScheduler : public QObject {
  Q_OBJECT
  QML_ELEMENT
  Q_PROPERTY(sandtable::editor::MapDocument* document READ document WRITE setDocument NOTIFY
                 documentChanged)
  Q_PROPERTY(sandtable::editor::IssueList* issues READ issues CONSTANT)
  Q_PROPERTY(bool running READ running NOTIFY runningChanged)
  Q_PROPERTY(int errors READ errors NOTIFY resultsChanged)
  Q_PROPERTY(int warnings READ warnings NOTIFY resultsChanged)
  Q_PROPERTY(int notes READ notes NOTIFY resultsChanged)
  // "1 error, 2 warnings, 0 notes": the counts as the Issues panel and the pack dialog say them.
  Q_PROPERTY(QString summary READ summary NOTIFY resultsChanged)
  Q_PROPERTY(int delay READ delay WRITE setDelay NOTIFY delayChanged)

 public:
  explicit ValidationScheduler(QObject* parent = nullptr);

  MapDocument* document() const { return document_; }
  void setDocument(MapDocument* document);
  IssueList* issues() { return &issues_; }
  bool running() const { return job_.running() || debounce_.isActive(); }
  int errors() const { return counts_[0]; }
  int warnings() const { return counts_[1]; }
  int notes() const { return counts_[2]; }
  QString summary() const;
  int delay() const { return debounce_.interval(); }
  void setDelay(int ms);
  const BackgroundJob& job() const { return job_; }

  // Validates now (skipping the debounce).
  Q_INVOKABLE void validateNow();
  // Findings about the map's art (Trace's doubtful hexes, Proof's disagreements): listed after
  // the validation's, each going to its hex, until replaced or another document opens.
  void setArtFindings(const Diagnostics& findings);

 signals:
  void documentChanged();
  void runningChanged();
  void resultsChanged();
  void delayChanged();

 private:
  void schedule();
  void publish();

  QPointer<MapDocument> document_;
  QTimer debounce_;
  BackgroundJob job_;
  IssueList issues_;
  int counts_[3] = {0, 0, 0};
  std::shared_ptr<LoadedDocument> validated_;  // what the last validation read
  Diagnostics validation_;
  std::vector<std::optional<OobCellRef>> validationOobCells_;  // the OOB cell of each of its findings
  Diagnostics artFindings_;
};

}  // namespace sandtable::editor
