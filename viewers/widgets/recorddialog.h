#pragma once

#include "core/run/recording.h"
#include "viewers/widgets/longtask.h"

#include <QDialog>
#include <QPointer>

QT_BEGIN_NAMESPACE
class QCheckBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;
QT_END_NAMESPACE

namespace cs::viewers {

// File ▸ Record Run…: the command line, its working folder and the run folder, then the
// command's output streamed with the elapsed time, Stop (the whole process tree), and on
// success the recorded run handed to the main window. This is the only place the app starts
// a user's command, and only when the user presses Record.
class RecordDialog : public QDialog {
    Q_OBJECT
public:
    explicit RecordDialog(QWidget *parent = nullptr);

    void setCommandLine(const QString &commandLine);
    void setWorkingFolder(const QString &dir);
    void setOutputFolder(const QString &dir);
    void setTimeoutSeconds(int seconds);
    // When on (the default), a successful recording closes the dialog and emits runRecorded.
    void setOpenWhenDone(bool open);

    void startRecording();
    bool isRecording() const { return m_recording->isRunning(); }
    QPlainTextEdit *outputView() const { return m_output; }
    QString statusText() const;
    const run::RecordResult &lastResult() const { return m_result; }

Q_SIGNALS:
    // A long task started (shown with progress and Cancel in the main window's status bar).
    void longTaskStarted(cs::viewers::LongTask *task);
    void runRecorded(const QString &dir);
    void recordingFinished(const cs::run::RecordResult &result);

protected:
    void closeEvent(QCloseEvent *event) override;
    void reject() override;

private:
    void onOutput(run::Stream stream, qint64 elapsedMs, const QStringList &lines);
    void onFinished(const run::RecordResult &result);
    void setBusy(bool busy);
    void updateElapsed(qint64 ms);
    void browseFolder(QLineEdit *edit);
    void browseScript();

    run::Recording *m_recording = nullptr;
    QPointer<LongTask> m_task; // the recording shown in the main window's status bar
    run::RecordResult m_result;
    QLineEdit *m_command = nullptr, *m_workingDir = nullptr, *m_outDir = nullptr;
    QSpinBox *m_timeout = nullptr;
    QCheckBox *m_showLogs = nullptr, *m_openWhenDone = nullptr;
    QPlainTextEdit *m_output = nullptr;
    QLabel *m_status = nullptr, *m_elapsed = nullptr;
    QPushButton *m_record = nullptr, *m_stop = nullptr, *m_open = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
    QList<QWidget *> m_inputs;
    qint64 m_quietLines = 0;
    bool m_closeWhenStopped = false;
};

} // namespace cs::viewers
