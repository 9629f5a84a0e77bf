#include "editor/validation_scheduler.h"

#include "editor/saved_files.h"

namespace sandtable::editor {

namespace {
constexpr int kDefaultDelayMs = 400;
}

ValidationScheduler::ValidationScheduler(QObject* parent) : QObject(parent) {
  debounce_.setSingleShot(true);
  debounce_.setInterval(kDefaultDelayMs);
  connect(&debounce_, &QTimer::timeout, this, &ValidationScheduler::validateNow);
  connect(&job_, &BackgroundJob::runningChanged, this, &ValidationScheduler::runningChanged);
}

void ValidationScheduler::setDelay(int ms) {
  debounce_.setInterval(std::max(0, ms));
  emit delayChanged();
}

void ValidationScheduler::setDocument(MapDocument* document) {
  if (document_ == document) return;
  if (document_) disconnect(document_, nullptr, this, nullptr);
  document_ = document;
  if (document_) {
    connect(document_, &MapDocument::mapChanged, this, &ValidationScheduler::schedule);
    connect(document_, &MapDocument::scenarioChanged, this, &ValidationScheduler::schedule);
    connect(document_, &MapDocument::documentChanged, this, &ValidationScheduler::schedule);
    connect(document_, &MapDocument::documentChanged, this, [this] { artFindings_ = {}; });
  }
  schedule();
  emit documentChanged();
}

void ValidationScheduler::schedule() {
  debounce_.start();
  emit runningChanged();
}

void ValidationScheduler::validateNow() {
  debounce_.stop();
  if (!document_ || !document_->hasMap()) {
    validated_.reset();
    issues_.reset({}, nullptr, nullptr);
    counts_[0] = counts_[1] = counts_[2] = 0;
    emit resultsChanged();
    emit runningChanged();
    return;
  }
  // The worker gets its own copy of the document; the UI thread keeps editing the original.
  auto snapshot = std::make_shared<LoadedDocument>(document_->snapshot());
  const std::string path = document_->savePath().toStdString();
  job_.request([this, snapshot, path]() -> std::function<void()> {
    // What Save would write, read back: the Issues panel then lists every error that would
    // keep the saved file from opening, with its line in that text.
    const std::vector<SavedFile> files = savedFiles(*snapshot, path);
    auto diagnostics = std::make_shared<Diagnostics>(validateAsSaved(files));
    // A map open on its own: the scenarios beside it that use it, checked with it as edited.
    if (snapshot->kind == DocumentKind::Map && !path.empty() && !files.empty())
      diagnostics->append(validateScenariosUsing(files.back()));
    // The OOB table marks the cells these findings are about (found in the saved text here,
    // off the UI thread), so that it and the Issues panel say the same.
    auto oobCells = std::make_shared<std::vector<std::optional<OobCellRef>>>();
    if (snapshot->scenario && !files.empty())
      *oobCells =
          oobCellsOf(diagnostics->all(), files.back().path, files.back().text, *snapshot->scenario);
    return [this, snapshot, diagnostics, oobCells] {
      validated_ = snapshot;
      validation_ = *diagnostics;
      validationOobCells_ = std::move(*oobCells);
      publish();
    };
  });
}

void ValidationScheduler::setArtFindings(const Diagnostics& findings) {
  artFindings_ = findings;
  if (validated_) publish();
}

void ValidationScheduler::publish() {
  Diagnostics all = validation_;
  all.append(artFindings_);
  const Map* map = validated_->scenario ? validated_->scenario->map.get() : validated_->map.get();
  // The art's findings come after the validation's, which the OOB cells are indexed by.
  issues_.reset(all, map, validated_->scenario.get(), validationOobCells_);
  counts_[0] = all.errors();
  counts_[1] = all.warnings();
  counts_[2] = all.count(Severity::Info);
  emit resultsChanged();
}

QString ValidationScheduler::summary() const {
  return QString::fromStdString(plural(errors(), "error") + ", " + plural(warnings(), "warning") +
                                ", " + plural(notes(), "note"));
}

}  // namespace sandtable::editor
