#include "viewers/widgets/recorddialog.h"

#include <QDir>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace cs;

// File ▸ Record Run…: streamed output with the elapsed time, Stop, the outcome in the status
// line, and the run handed over only when something was recorded. With CS_SHOT_DIR set it
// records the fixture model for real and saves screenshots there (run under xvfb-run).
class TestRecordDialog : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

    static QPushButton *button(QWidget *w, const QString &text)
    {
        for (QPushButton *b : w->findChildren<QPushButton *>())
            if (b->text().remove(QLatin1Char('&')) == text)
                return b;
        return nullptr;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("CompileScopeTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_recorddialog"));
    }

    void streamsAndFinishes()
    {
        viewers::RecordDialog d;
        d.setWorkingFolder(m_dir.path());
        d.setOutputFolder(m_dir.filePath(QStringLiteral("plain")));
        d.setCommandLine(QStringLiteral("sh -c \"echo hello; echo '<b>not markup</b>' >&2; exit 0\""));
        QSignalSpy finished(&d, &viewers::RecordDialog::recordingFinished);
        QSignalSpy recorded(&d, &viewers::RecordDialog::runRecorded);
        d.show();
        d.startRecording();
        QVERIFY(d.isRecording());
        QVERIFY(!button(&d, QStringLiteral("Record"))->isEnabled());
        QVERIFY(finished.wait(120000));
        const QString text = d.outputView()->toPlainText();
        QVERIFY2(text.contains(QLatin1String("s] hello")), qPrintable(text));
        QVERIFY(text.contains(QLatin1String("<b>not markup</b>")));
        QVERIFY(text.contains(QLatin1String("manifest       manifest.json"))); // what the folder holds
        QVERIFY2(d.statusText().contains(QLatin1String("exited with code 0")), qPrintable(d.statusText()));
        QVERIFY(d.statusText().contains(QLatin1String("No trace was written")));
        QCOMPARE(recorded.size(), 0); // nothing was compiled: nothing to open
        QVERIFY(!button(&d, QStringLiteral("Open Run"))->isEnabled());
        QVERIFY(QFile::exists(m_dir.filePath(QStringLiteral("plain/manifest.json"))));
        QVERIFY(button(&d, QStringLiteral("Record"))->isEnabled());
    }

    // A command that leaves a trace where TORCH_TRACE says (here: a copy of the bundled sample)
    // succeeds: the dialog hands the run folder over and closes.
    void successHandsTheRunOver()
    {
        viewers::RecordDialog d;
        d.setWorkingFolder(m_dir.path());
        const QString out = m_dir.filePath(QStringLiteral("traced"));
        d.setOutputFolder(out);
        d.setCommandLine(QStringLiteral("sh -c 'mkdir -p \"$TORCH_TRACE\" && cp \"$0\" \"$TORCH_TRACE/\"' ")
            + QStringLiteral(CS_SAMPLES_DIR "/sample_trace.log"));
        QSignalSpy recorded(&d, &viewers::RecordDialog::runRecorded);
        d.show();
        d.startRecording();
        QVERIFY(recorded.wait(120000));
        QCOMPARE(recorded.at(0).at(0).toString(), out);
        QVERIFY(QFile::exists(out + QStringLiteral("/trace/sample_trace.log")));
        QCOMPARE(d.result(), int(QDialog::Accepted));
        QVERIFY(!d.isVisible());
    }

    void stopEndsTheCommand()
    {
        viewers::RecordDialog d;
        d.setWorkingFolder(m_dir.path());
        d.setOutputFolder(m_dir.filePath(QStringLiteral("stopped")));
        d.setCommandLine(QStringLiteral("sh -c 'echo started; sleep 300'"));
        QSignalSpy finished(&d, &viewers::RecordDialog::recordingFinished);
        d.show();
        d.startRecording();
        QTRY_VERIFY_WITH_TIMEOUT(d.outputView()->toPlainText().contains(QLatin1String("started")), 60000);
        QPushButton *stop = button(&d, QStringLiteral("Stop"));
        QVERIFY(stop && stop->isEnabled());
        stop->click();
        QVERIFY(finished.wait(20000));
        QVERIFY2(d.statusText().contains(QLatin1String("cancelled")), qPrintable(d.statusText()));
        QCOMPARE(d.lastResult().manifest.exit->kind, run::ExitKind::Cancelled);
    }

    void badInputSaysSo()
    {
        viewers::RecordDialog d;
        d.setWorkingFolder(m_dir.path());
        d.setCommandLine(QString());
        d.startRecording();
        QVERIFY(!d.isRecording());
        QVERIFY(d.statusText().contains(QLatin1String("Type the command")));
        d.setCommandLine(QStringLiteral("compilescope-no-such-program"));
        d.setOutputFolder(m_dir.filePath(QStringLiteral("missing")));
        QSignalSpy finished(&d, &viewers::RecordDialog::recordingFinished);
        d.startRecording();
        QVERIFY(finished.wait(120000));
        QVERIFY2(d.statusText().contains(QLatin1String("command not found")), qPrintable(d.statusText()));
    }

    void screenshotOfARealRecording()
    {
        const QString shots = qEnvironmentVariable("CS_SHOT_DIR");
        if (shots.isEmpty())
            QSKIP("set CS_SHOT_DIR to record the fixture model and save screenshots");
        QDir().mkpath(shots);
        viewers::RecordDialog d;
        d.setWorkingFolder(m_dir.path());
        d.setOutputFolder(m_dir.filePath(QStringLiteral("model")));
        d.setCommandLine(QStringLiteral(CS_PYTHON " " CS_SCRIPTS_DIR "/fixtures/record_model.py"));
        d.setOpenWhenDone(false);
        QSignalSpy finished(&d, &viewers::RecordDialog::recordingFinished);
        d.show();
        QTest::qWait(300);
        d.grab().save(shots + QStringLiteral("/record-dialog-ready.png"));
        d.startRecording();
        QTRY_VERIFY_WITH_TIMEOUT(d.outputView()->toPlainText().contains(QLatin1String("gated=True")), 540000);
        d.grab().save(shots + QStringLiteral("/record-dialog-running.png"));
        QVERIFY(finished.wait(540000));
        QTest::qWait(200);
        d.grab().save(shots + QStringLiteral("/record-dialog-done.png"));
        QVERIFY(button(&d, QStringLiteral("Open Run"))->isEnabled());
    }
};

QTEST_MAIN(TestRecordDialog)
#include "tst_recorddialog.moc"
