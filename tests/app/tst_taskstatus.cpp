#include "gui/mainwindow.h"
#include "gui/reportdialog.h"
#include "viewers/widgets/taskstatus.h"
#include "viewers/widgets/longtask.h"
#include "viewers/widgets/recorddialog.h"

#include <QAction>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

using namespace cs;
using namespace cs::app;
using viewers::LongTask;
using viewers::TaskStatus;

// Every long task other than opening a run (profiling, an A/B benchmark, a recording, gathering
// a report) shows in the main window's status bar with its progress and a Cancel that reaches it.
class TestTaskStatus : public QObject {
    Q_OBJECT

    static QToolButton *cancelOf(QWidget *w) { return w->findChild<QToolButton *>(QStringLiteral("taskStatusCancel")); }

private Q_SLOTS:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("CompileScopeTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_taskstatus"));
    }

    void showsProgressAndCancels()
    {
        QWidget owner, host;
        auto &status = *new TaskStatus(&host);
        host.show();
        QVERIFY(!status.isVisible()); // nothing runs: hidden
        auto *task = new LongTask(QStringLiteral("Profiling kernels"), &owner);
        QSignalSpy cancel(task, &LongTask::cancelRequested);
        status.track(task);
        QVERIFY(status.isVisible());
        QCOMPARE(status.text(), QStringLiteral("Profiling kernels"));
        auto *bar = status.findChild<QProgressBar *>();
        QCOMPARE(bar->maximum(), 0); // no measure yet: busy
        task->setProgress(3, 12, QStringLiteral("triton_poi_fused_add_0"));
        QCOMPARE(status.text(), QStringLiteral("Profiling kernels: triton_poi_fused_add_0"));
        QCOMPARE(bar->value(), 250);
        QCOMPARE(bar->text(), QStringLiteral("3/12"));

        // A second task is shown (the newest), the first counted; Cancel reaches the shown one.
        auto *second = new LongTask(QStringLiteral("A/B benchmark"), &owner);
        QSignalSpy cancelSecond(second, &LongTask::cancelRequested);
        status.track(second);
        QCOMPARE(status.runningCount(), 2);
        QCOMPARE(status.text(), QStringLiteral("A/B benchmark (+1 more)"));
        cancelOf(&status)->click();
        QCOMPARE(cancelSecond.size(), 1);
        QCOMPARE(cancel.size(), 0);
        QVERIFY(!cancelOf(&status)->isEnabled()); // asked once; the task is stopping
        QVERIFY(status.text().contains(QLatin1String("stopping")));
        second->finish();
        QTRY_COMPARE(status.runningCount(), 1);
        QCOMPARE(status.text(), QStringLiteral("Profiling kernels: triton_poi_fused_add_0"));
        QVERIFY(cancelOf(&status)->isEnabled());

        // An owner gone takes its task with it; nothing left: hidden.
        delete task;
        QCOMPARE(status.runningCount(), 0);
        QVERIFY(!status.isVisible());
    }

    // File ▸ Record Run… in the main window: the recording shows in the status bar and its Cancel
    // stops the command (the process group, as the dialog's own Stop does).
    void recordingInTheMainWindow()
    {
        QTemporaryDir dir;
        MainWindow w;
        w.setQuiet(true);
        w.resize(1200, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        auto *status = w.findChild<TaskStatus *>(QStringLiteral("taskStatus"));
        QVERIFY(status && !status->isVisible());
        w.findChild<QAction *>(QStringLiteral("actionRecord"))->trigger();
        auto *dialog = w.findChild<viewers::RecordDialog *>();
        QVERIFY(dialog);
        dialog->setWorkingFolder(dir.path());
        dialog->setOutputFolder(dir.filePath(QStringLiteral("stopped")));
        dialog->setCommandLine(QStringLiteral("sh -c 'echo started; sleep 300'"));
        QSignalSpy finished(dialog, &viewers::RecordDialog::recordingFinished);
        dialog->startRecording();
        QVERIFY(status->isVisible());
        QVERIFY2(status->text().startsWith(QLatin1String("Recording a run")), qPrintable(status->text()));
        QTRY_VERIFY_WITH_TIMEOUT(dialog->outputView()->toPlainText().contains(QLatin1String("started")), 60000);
        QTRY_VERIFY(status->text().contains(QLatin1String(" s"))); // the elapsed time
        if (const QString shots = qEnvironmentVariable("CS_SHOT_DIR"); !shots.isEmpty())
            w.grab().save(shots + QStringLiteral("/status-task-recording.png"));
        cancelOf(status)->click();
        QVERIFY(finished.wait(20000));
        QCOMPARE(dialog->lastResult().manifest.exit->kind, run::ExitKind::Cancelled);
        QTRY_VERIFY(!status->isVisible());
    }

    // File ▸ Export Report…: gathering the facts shows as a busy task until the preview is ready.
    void reportInTheMainWindow()
    {
        MainWindow w;
        w.setQuiet(true);
        w.resize(1200, 800);
        w.show();
        QSignalSpy loaded(&w, &MainWindow::runLoaded);
        w.openPaths({ QStringLiteral(CS_SAMPLES_DIR "/sample_trace.log") });
        QVERIFY(loaded.wait(30000));
        auto *status = w.findChild<TaskStatus *>(QStringLiteral("taskStatus"));
        w.findChild<QAction *>(QStringLiteral("actionExportReport"))->trigger();
        auto *dialog = w.findChild<ReportDialog *>();
        QVERIFY(dialog);
        QSignalSpy ready(dialog, &ReportDialog::ready);
        QVERIFY(!dialog->isReady());
        QVERIFY(status->isVisible());
        QCOMPARE(status->text(), QStringLiteral("Gathering the report"));
        QVERIFY(ready.wait(60000));
        QTRY_VERIFY(!status->isVisible());

        // Cancel while gathering closes the dialog; its result is dropped. (The facts come back
        // through the event loop, so right after the action the task is still running.)
        w.findChild<QAction *>(QStringLiteral("actionExportReport"))->trigger();
        QCOMPARE(w.findChildren<ReportDialog *>().size(), 2);
        QVERIFY(status->isVisible());
        cancelOf(status)->click();
        QTRY_COMPARE(w.findChildren<ReportDialog *>().size(), 1); // closed and deleted
        QTRY_VERIFY(!status->isVisible());
    }
};

QTEST_MAIN(TestTaskStatus)
#include "tst_taskstatus.moc"
