#include "core/ingest/runloader.h"
#include "language.h"
#include "viewers/models/fusiondecisionsmodel.h"
#include "viewers/models/guardtreemodel.h"
#include "viewers/widgets/findinghtml.h"
#include "viewers/widgets/guardspane.h"
#include "viewers/widgets/sourceview.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>

#include <limits>

using namespace cs;
using namespace cs::viewers;

// The rough edges a new user hit (issue 24, point 6): code in suggestions shown as code, not
// raw backticks; the source pane names the file it cannot show (or says the trace names none);
// a benchmark that failed ("inf× slowdown") explained as a failed benchmark; the language a
// report declares is the one loaded, never the locale's "C".
class TestRoughEdges : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void suggestionsShowCodeAsCode()
    {
        FunctionRecompiles f;
        f.function = QStringLiteral("forward");
        RecompileStep step;
        step.compileId = QStringLiteral("0/1");
        step.suggestion = QStringLiteral("`x` arrived as float16 where the earlier compile saw float32 (guard `<b>`).");
        f.steps << step;
        const ExplorerPane::Details d = describeRecompiles(f, &f.steps[0]);
        QVERIFY2(d.html.contains(QStringLiteral("<code>x</code>")), qPrintable(d.html));
        QVERIFY2(d.html.contains(QStringLiteral("<code>&lt;b&gt;</code>")), qPrintable(d.html)); // escaped inside
        QVERIFY2(!d.html.contains(u'`'), qPrintable(d.html));
        QVERIFY(d.plainText.contains(step.suggestion)); // Copy as Text: as written
    }

    void sourcePaneNamesTheFile()
    {
        SourceView view;
        QVERIFY(!view.showLocation(QString(), 3, QStringLiteral("x = y + 1")));
        QVERIFY2(!view.toPlainText().startsWith(u' '), qPrintable(view.toPlainText()));
        QVERIFY2(view.toPlainText().startsWith(QStringLiteral("The trace names no source file")),
            qPrintable(view.toPlainText()));
        QVERIFY(view.toPlainText().contains(QStringLiteral("x = y + 1")));
        QVERIFY(!view.showLocation(QStringLiteral("/nowhere/model.py"), 3, QStringLiteral("x = y + 1")));
        QVERIFY2(view.toPlainText().startsWith(QStringLiteral("/nowhere/model.py is not on this machine")),
            qPrintable(view.toPlainText()));
    }

    // A library file updated since the run (the DDP run's distributed.py against this venv's
    // torch): the recorded line is marked where it is now, or the record is shown, never a wrong line.
    void sourcePaneSaysTheFileChanged()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("lib.py"));
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("a = 1\n# a comment added since the run\nb = 2\nself.logger.log()\nc = 3\n");
        f.close();
        SourceView view;
        QVERIFY(view.showLocation(file, 3, QStringLiteral("stack"), QStringLiteral("self.logger.log()")));
        QVERIFY2(view.toPlainText().startsWith(QStringLiteral("This file differs")), qPrintable(view.toPlainText()));
        QVERIFY(view.toPlainText().contains(QStringLiteral("line 3 is line 4 here")));
        QVERIFY(view.textCursor().block().text().contains(QStringLiteral("self.logger.log()")));
        QVERIFY(!view.showLocation(file, 3, QStringLiteral("the recorded stack"), QStringLiteral("gone()")));
        QVERIFY2(view.toPlainText().contains(QStringLiteral("is not the file the run used")),
            qPrintable(view.toPlainText()));
        QVERIFY(view.toPlainText().contains(QStringLiteral("the recorded stack")));
        QVERIFY(view.showLocation(file, 4, {}, QStringLiteral("  self.logger.log()"))); // as recorded: same line
        QVERIFY(view.toPlainText().startsWith(QStringLiteral("1  a = 1")));
    }

    void failedBenchmarkIsExplainedAsOne()
    {
        FusionDecision d;
        d.kind = FusionDecision::Kind::Benchmark;
        d.text = QStringLiteral("cannot fuse (benchmark): fusing {'buf1'} with {'buf2'} cause infx slowdown");
        d.ratio = std::numeric_limits<double>::infinity();
        QVERIFY(FusionDecisionsModel::failedBenchmark(d));
        QVERIFY(FusionDecisionsModel::failedBenchmarkMeaning().contains(QStringLiteral("benchmark failed")));
        QVERIFY(!FusionDecisionsModel::failedBenchmarkMeaning().contains(QStringLiteral("spilled")));
        d.ratio = 0; // a log whose "inf" was not read as a number
        QVERIFY(FusionDecisionsModel::failedBenchmark(d));
        d.ratio = 1.4;
        d.text = QStringLiteral("cannot fuse (benchmark): fusing {'buf1'} with {'buf2'} cause 1.4x slowdown");
        QVERIFY(!FusionDecisionsModel::failedBenchmark(d));
    }

    // A search typed while a compile's guards are still being read (a run just opened, the
    // Guards view shown) searches them once they are there; it used to drop them.
    void guardsSearchedWhileReadAreShown()
    {
        auto run = loadRun({ QStringLiteral(CS_TEST_DATA_DIR "/logs/recompiles.log.zst") });
        QVERIFY(run);
        const TraceLog &log = *run.value()->logs[0];
        QString payload;
        bool jsonList = false;
        for (const CompileSummary &c : run.value()->overviews[0]->compiles)
            if (payload.isEmpty() && c.guardsRecord != CompileSummary::NoRecord) {
                const TraceRecord &r = log.records[c.guardsRecord];
                payload = QString::fromStdString(log.payload(r));
                jsonList = log.eventName(r) == "dynamo_guards";
            }
        QVERIFY(!payload.isEmpty());
        GuardsPane pane;
        pane.show();
        QSignalSpy shown(&pane, &GuardsPane::guardsShown);
        pane.setGuardsPayload(QStringLiteral("Guards of [0/0]"), payload, jsonList, std::nullopt);
        pane.search(QStringLiteral("TENSOR_MATCH"));
        QVERIFY(shown.wait(30000));
        QVERIFY(pane.model()->rowCount() > 0);
    }

    void reportLanguageIsTheCatalogLoaded()
    {
        QCOMPARE(app::installTranslations(*QCoreApplication::instance(), QStringLiteral("C")), QStringLiteral("en"));
        QCOMPARE(app::installedLanguage(), QStringLiteral("en"));
        const QString de = app::installTranslations(*QCoreApplication::instance(), QStringLiteral("de"));
        QCOMPARE(app::installedLanguage(), de);
        QVERIFY2(
            de == QLatin1String("de") || de == QLatin1String("de_DE") || de == QLatin1String("en"), qPrintable(de));
    }
};

QTEST_MAIN(TestRoughEdges)
#include "tst_roughedges.moc"
