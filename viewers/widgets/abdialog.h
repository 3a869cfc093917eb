#pragma once

#include "core/ab/abrunner.h"
#include "viewers/widgets/longtask.h"

#include <QDialog>
#include <QPointer>

#include <memory>

QT_BEGIN_NAMESPACE
class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;
class QSpinBox;
QT_END_NAMESPACE

namespace cs::viewers {

// File ▸ A/B Benchmark…: the command, the modes to compare with eager, processes per mode,
// warm-up, parity, recording, time limit, cache and database; then each process as it starts
// and ends (and, on request, its output), with progress and the time left; Stop ends the
// running process and skips the rest. The finished A/B is saved in the database and handed on
// (resultReady) for the A/B view; Open Folder… reads a finished A/B folder instead. The
// command runs only when the user presses Run.
class AbDialog : public QDialog {
    Q_OBJECT
public:
    explicit AbDialog(QWidget *parent = nullptr);

    void setCommandLine(const QString &commandLine);
    void setWorkingFolder(const QString &dir);
    void setOutputFolder(const QString &dir);
    void setModes(const QStringList &modes); // the compile modes checked (eager always runs)
    void setProcesses(int processes);
    void setParity(bool on);
    void setCpus(const QString &list); // "2-5": every process pinned to them; empty: every CPU allowed
    void setWhy(bool on); // `ab --why`: trace a few steady calls per region in each mode's last process
    void setDatabase(const QString &path); // empty: do not save
    static QString defaultDatabase(); // $COMPILESCOPE_DB, else the app's data folder

    void startAb();
    bool isRunning() const { return m_runner->isRunning(); }
    QString statusText() const;
    QPlainTextEdit *logView() const { return m_log; }

Q_SIGNALS:
    // A long task started (shown with progress and Cancel in the main window's status bar).
    void longTaskStarted(cs::viewers::LongTask *task);
    void resultReady(std::shared_ptr<const cs::ab::AbResult> result);

protected:
    void closeEvent(QCloseEvent *event) override;
    void reject() override;

private:
    void onFinished(const ab::AbResult &result);
    void openFolder();
    void setBusy(bool busy);
    void showProgress();
    void log(const QString &line);
    QString saveResult(const ab::AbResult &result);

    ab::AbRunner *m_runner = nullptr;
    QPointer<LongTask> m_task; // the benchmark shown in the main window's status bar
    QLineEdit *m_command = nullptr, *m_workingDir = nullptr, *m_outDir = nullptr, *m_database = nullptr,
              *m_cpus = nullptr;
    QList<QCheckBox *> m_modes;
    QSpinBox *m_processes = nullptr, *m_warmup = nullptr, *m_timeout = nullptr;
    QCheckBox *m_parity = nullptr, *m_why = nullptr, *m_record = nullptr, *m_showOutput = nullptr;
    QComboBox *m_cache = nullptr;
    QPlainTextEdit *m_log = nullptr;
    QProgressBar *m_progress = nullptr;
    QLabel *m_status = nullptr;
    QPushButton *m_run = nullptr, *m_stop = nullptr, *m_openFolder = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
    QList<QWidget *> m_inputs;
    bool m_closeWhenStopped = false;
    // The A/B's progress (processes) and the running process's (calls, time), shown together.
    struct Progress {
        int done = 0, total = 0;
        qint64 elapsedMs = 0; // of the A/B when the last process ended
        double secondsLeft = -1;
        QString running; // "default #2"
        qint64 calls = -1, expectedCalls = -1, processMs = 0;
    } m_at;
};

} // namespace cs::viewers
