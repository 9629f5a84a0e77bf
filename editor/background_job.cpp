#include "editor/background_job.h"

#include <QCoreApplication>
#include <QPointer>
#include <QThreadPool>

namespace sandtable::editor {

BackgroundJob::~BackgroundJob() {
  // Whatever is still running describes a document that is going away: never publish it
  // (its publishing step would touch an owner that is being destroyed).
  cancel();
  waitForIdle();
}

void BackgroundJob::cancel() {
  waiting_ = nullptr;
  ++generation_;
}

void BackgroundJob::request(Work work) {
  ++generation_;
  waiting_ = std::move(work);
  if (!running_) startNext();
}

void BackgroundJob::startNext() {
  if (!waiting_) return;
  Work work = std::move(waiting_);
  waiting_ = nullptr;
  running_ = true;
  emit runningChanged();
  const int generation = generation_;
  QPointer<BackgroundJob> self(this);
  QThreadPool::globalInstance()->start([self, generation, work = std::move(work)] {
    std::function<void()> publish = work();
    if (!self) return;
    QMetaObject::invokeMethod(self, [self, generation, publish = std::move(publish)] {
      if (self) self->finished(generation, publish);
    }, Qt::QueuedConnection);
  });
}

void BackgroundJob::finished(int generation, std::function<void()> publish) {
  running_ = false;
  if (generation == generation_) {
    if (publish) publish();
    ++completed_;
    emit published();
  } else {
    ++discarded_;  // superseded while it ran: its result describes an old document
  }
  if (waiting_) startNext();
  else emit runningChanged();
}

void BackgroundJob::waitForIdle() {
  while (running_ || waiting_) {
    QThreadPool::globalInstance()->waitForDone(10);
    QCoreApplication::sendPostedEvents(this);
    if (!running_ && waiting_) startNext();
  }
}

}  // namespace sandtable::editor
