// File ▸ Export Report…: the dialog gathers the report off the UI thread, previews it, proposes
// a file name with the format's suffix and saves the chosen sections. With CS_SHOT_DIR set,
// screenshots of the dialog and of the main window's menu go there.
#include "core/ingest/runloader.h"
#include "gui/reportdialog.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace cs;

class TestReportDialog : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void previewsAndSaves()
    {
        const auto run = loadRun({ QStringLiteral(CS_SAMPLES_DIR "/sample_trace.log") });
        QVERIFY(run);
        app::ReportDialog dialog(run.value());
        QSignalSpy ready(&dialog, &app::ReportDialog::ready);
        dialog.show();
        QVERIFY(ready.wait(60000));
        QVERIFY(dialog.isReady());
        QVERIFY(dialog.proposedFileName().endsWith(QLatin1String("sample_trace-report.html")));
        dialog.setFormat(QStringLiteral("md"));
        QVERIFY(dialog.proposedFileName().endsWith(QLatin1String("-report.md")));
        const QString shots = qEnvironmentVariable("CS_SHOT_DIR");
        if (!shots.isEmpty()) {
            QTest::qWait(300);
            dialog.grab().save(shots + QStringLiteral("/export-dialog.png"));
        }
        QTemporaryDir dir;
        for (const char *format : { "html", "md", "pdf", "json" }) {
            dialog.setFormat(QLatin1String(format));
            dialog.setSectionChecked(ReportSection::Graphs, QLatin1String(format) != QLatin1String("md"));
            const QString path = dir.filePath(QStringLiteral("r.") + QLatin1String(format));
            const QString error = dialog.saveTo(path);
            QVERIFY2(error.isEmpty(), qPrintable(error));
            QFile f(path);
            QVERIFY(f.open(QIODevice::ReadOnly));
            const QByteArray bytes = f.readAll();
            QVERIFY(bytes.size() > 500);
            if (QLatin1String(format) == QLatin1String("md"))
                QVERIFY(!bytes.contains("## Key graphs"));
            if (QLatin1String(format) == QLatin1String("pdf"))
                QVERIFY(bytes.startsWith("%PDF-"));
            if (QLatin1String(format) == QLatin1String("json"))
                QVERIFY(bytes.contains("\"compilescope.report/1\""));
        }
    }
};

QTEST_MAIN(TestReportDialog)
#include "tst_reportdialog.moc"
