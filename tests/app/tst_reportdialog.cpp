// File ▸ Export Report…: the dialog gathers the report off the UI thread, previews it, proposes
// a file name with the format's suffix and saves the chosen sections. With CS_SHOT_DIR set,
// screenshots of the dialog and of the main window's menu go there.
#include "core/ingest/runloader.h"
#include "gui/reportdialog.h"
#include "gui/settings.h"
#include "tests/fixture.h"

#include <QCheckBox>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace cs;

// A bookmark's title as the PDF writer stores it: UTF-16BE in hex.
QByteArray pdfTitle(const QString &title)
{
    QByteArray out = "<FEFF";
    for (const QChar c : title)
        out += QByteArray::number(c.unicode(), 16).rightJustified(4, '0').toUpper();
    return out + '>';
}

class TestReportDialog : public QObject {
    Q_OBJECT
private Q_SLOTS:
    // Each test starts from the default folder and format (a report saved by one is remembered).
    void init()
    {
        app::Settings s;
        s.reset(app::keys::ReportFolder);
        s.reset(app::keys::ReportFormat);
    }

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

    // "Compare with" and "A/B folder": the report is gathered again with both sections, which
    // every format then carries; their boxes can be chosen only once an input is given.
    void comparesAndAddsAbVerdicts()
    {
        const QString diff = QStringLiteral(CS_TEST_DATA_DIR "/diff/");
        const auto run = loadRun({ diff + QStringLiteral("break_a") });
        QVERIFY(run);
        QTemporaryDir dir;
        QVERIFY(unpackFixture(QStringLiteral(CS_TEST_DATA_DIR "/ab/cpu_ab.tar.xz"), dir.path()));
        app::ReportDialog dialog(run.value());
        QSignalSpy ready(&dialog, &app::ReportDialog::ready);
        dialog.show();
        QVERIFY(ready.wait(60000));
        auto box = [&](ReportSection s) {
            for (QCheckBox *b : dialog.findChildren<QCheckBox *>())
                if (b->text() == reportSectionTitle(s))
                    return b;
            return static_cast<QCheckBox *>(nullptr);
        };
        QVERIFY(box(ReportSection::Compare) && !box(ReportSection::Compare)->isEnabled());
        QVERIFY(box(ReportSection::Ab) && !box(ReportSection::Ab)->isEnabled());
        dialog.setCompareWith(diff + QStringLiteral("break_b"));
        dialog.setAbFolder(dir.filePath(QStringLiteral("ab"))); // while the first is gathered: gathered again
        QVERIFY(ready.wait(60000));
        QVERIFY(box(ReportSection::Compare)->isEnabled());
        QVERIFY(box(ReportSection::Ab)->isEnabled());
        const QString shots = qEnvironmentVariable("CS_SHOT_DIR");
        if (!shots.isEmpty()) {
            QTest::qWait(300);
            dialog.grab().save(shots + QStringLiteral("/export-dialog-compare.png"));
        }
        for (const char *format : { "html", "md", "pdf", "json" }) {
            dialog.setFormat(QLatin1String(format));
            const QString path = dir.filePath(QStringLiteral("r.") + QLatin1String(format));
            const QString error = dialog.saveTo(path);
            QVERIFY2(error.isEmpty(), qPrintable(error));
            QFile f(path);
            QVERIFY(f.open(QIODevice::ReadOnly));
            const QByteArray bytes = f.readAll();
            if (QLatin1String(format) == QLatin1String("html"))
                QVERIFY(bytes.contains("id=\"s-compare\"") && bytes.contains("id=\"s-ab\""));
            if (QLatin1String(format) == QLatin1String("md"))
                QVERIFY(bytes.contains("## Comparison with another run") && bytes.contains("## A/B verdicts"));
            if (QLatin1String(format) == QLatin1String("pdf"))
                QVERIFY(bytes.startsWith("%PDF-") && bytes.contains(pdfTitle(reportSectionTitle(ReportSection::Ab))));
            if (QLatin1String(format) == QLatin1String("json")) {
                const QJsonObject o = QJsonDocument::fromJson(bytes).object();
                QCOMPARE(o[QStringLiteral("compare")][QStringLiteral("schema")].toString(),
                    QStringLiteral("compilescope.diff/1"));
                QCOMPARE(
                    o[QStringLiteral("ab")][QStringLiteral("schema")].toString(), QStringLiteral("compilescope.ab/1"));
            }
        }
        // Left out by its box.
        box(ReportSection::Ab)->setChecked(false);
        const QString path = dir.filePath(QStringLiteral("no-ab.md"));
        dialog.setFormat(QStringLiteral("md"));
        QVERIFY(dialog.saveTo(path).isEmpty());
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray md = f.readAll();
        QVERIFY(md.contains("## Comparison with another run") && !md.contains("## A/B verdicts"));
    }
    // Export never proposes to write into a run folder the user opened; the folder and format of
    // the last report saved are proposed next time (issue 24).
    void proposesOutsideTheRunAndRemembers()
    {
        const QString diff = QStringLiteral(CS_TEST_DATA_DIR "/diff/");
        const auto run = loadRun({ diff + QStringLiteral("break_a") });
        QVERIFY(run);
        QString proposed;
        {
            app::ReportDialog dialog(run.value());
            proposed = dialog.proposedFileName();
            QCOMPARE(QFileInfo(proposed).absolutePath(), QFileInfo(diff + QStringLiteral("break_a")).absolutePath());
            QCOMPARE(QFileInfo(proposed).fileName(), QStringLiteral("break_a-report.html"));
            QSignalSpy ready(&dialog, &app::ReportDialog::ready);
            dialog.show();
            QVERIFY(ready.wait(60000));
            QTemporaryDir out;
            dialog.setFormat(QStringLiteral("md"));
            const QString saved = out.filePath(QStringLiteral("mine.md"));
            QVERIFY(dialog.saveTo(saved).isEmpty());
            app::ReportDialog next(run.value());
            QCOMPARE(next.format(), QStringLiteral("md"));
            QCOMPARE(QFileInfo(next.proposedFileName()).absolutePath(), QFileInfo(saved).absolutePath());
        }
    }
};

QTEST_MAIN(TestReportDialog)
#include "tst_reportdialog.moc"
