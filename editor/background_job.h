// Runs work off the UI thread, newest request wins: a request made while a run is going is
// remembered (replacing any older waiting one) and started when the run ends, and a run whose
// request was superseded does not publish. The UI thread only snapshots inputs and publishes
// results, so it never waits for the work.
#pragma once

#include <QObject>

#include <functional>

namespace sandtable::editor {

class BackgroundJob : public QObject {
  Q_OBJECT
  Q_PROPERTY(bool running READ running NOTIFY runningChanged)

 public:
  // `work` runs on a pool thread and returns the publishing step, which runs on this object's
  // thread only if no newer request was made meanwhile.
  using Work = std::function<std::function<void()>()>;

  explicit BackgroundJob(QObject* parent = nullptr) : QObject(parent) {}
  ~BackgroundJob() override;

  void request(Work work);
  // Drops the waiting request and keeps a running one from publishing (its inputs are gone).
  void cancel();
  bool running() const { return running_; }
  int discardedRuns() const { return discarded_; }
  int completedRuns() const { return completed_; }
  // Blocks until nothing is running or waiting (tests, shutdown).
  void waitForIdle();

 signals:
  void runningChanged();
  void published();

 private:
  void startNext();
  void finished(int generation, std::function<void()> publish);

  Work waiting_;
  bool running_ = false;
  int generation_ = 0;  // of the newest request
  int discarded_ = 0;
  int completed_ = 0;
};

}  // namespace sandtable::editor
