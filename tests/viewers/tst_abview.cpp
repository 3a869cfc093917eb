#include "core/ab/abanalysis.h"
#include "viewers/models/abresultsmodel.h"
#include "viewers/widgets/abdialog.h"
#include "viewers/widgets/abview.h"

#include "tests/fixture.h"
#include "viewers/displaytext.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QBoxPlotSeries>
#include <QChart>
#include <QChartView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace cs;

// The A/B view on a real A/B (tests/data/ab/cpu_ab.tar.xz, made by
// scripts/fixtures/make_ab_fixture.py on this machine's CPU: eager against default, two
// processes each, parity on), and the A/B dialog running a command the probe cannot reach.
// With CS_SHOT_DIR set, screenshots of the view are saved there (run under xvfb-run).
class TestAbView : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    std::shared_ptr<const ab::AbResult> m_result;

    static QPushButton *button(QWidget *w, const QString &text)
    {
        for (QPushButton *b : w->findChildren<QPushButton *>())
            if (b->text().remove(QLatin1Char('&')) == text)
                return b;
        return nullptr;
    }
    static void shot(QWidget *w, const QString &name)
    {
        const QString dir = qEnvironmentVariable("CS_SHOT_DIR");
        if (dir.isEmpty())
            return;
        w->show();
        QTest::qWait(600);
        QVERIFY(w->grab().save(dir + QLatin1Char('/') + name));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("CompileScopeTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_abview"));
        QVERIFY(unpackFixture(QStringLiteral(CS_TEST_DATA_DIR "/ab/cpu_ab.tar.xz"), m_dir.path()));
        auto set = ab::readRunSet(m_dir.filePath(QStringLiteral("ab")));
        QVERIFY2(set, qPrintable(set ? QString() : set.error().toString()));
        m_result = std::make_shared<const ab::AbResult>(ab::analyse(set.value()));
        QCOMPARE(m_result->outcome, QStringLiteral("compared"));
    }

    void tableUnderTheModelTester()
    {
        viewers::AbResultsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setResult(m_result);
        QCOMPARE(model.rowCount(), 2); // Model.forward in eager and default
        const QModelIndex eager = model.index(0, viewers::AbResultsModel::VerdictColumn);
        QCOMPARE(eager.data().toString(), QStringLiteral("baseline"));
        const QModelIndex def = model.index(1, viewers::AbResultsModel::ModeColumn);
        QCOMPARE(def.data().toString(), QStringLiteral("default"));
        QVERIFY(model.index(1, viewers::AbResultsModel::RegionColumn)
                    .data()
                    .toString()
                    .startsWith(QStringLiteral("Model.forward (ab_model.py:")));
        QVERIFY(
            model.index(1, viewers::AbResultsModel::IntervalColumn).data().toString().contains(QStringLiteral(" – ")));
        QCOMPARE(model.index(1, viewers::AbResultsModel::ParityColumn).data().toString(), QStringLiteral("ok (6)"));
        QVERIFY(
            model.index(1, viewers::AbResultsModel::MemoryColumn).data().toString().startsWith(QStringLiteral("RSS ")));
        QVERIFY(model.index(1, viewers::AbResultsModel::MedianColumn).data(viewers::AbResultsModel::SortRole).toDouble()
            > 0);
        model.setResult(nullptr);
        QCOMPARE(model.rowCount(), 0);
    }

    void viewShowsSeriesDistributionsAndWords()
    {
        viewers::AbView view;
        view.resize(1500, 950);
        view.setResult(m_result);
        QVERIFY(view.headerText().contains(QStringLiteral("compared 1 region(s) in 2 mode(s)")));
        // Starts on the compiled mode of the first region.
        QVERIFY(view.detailsText().startsWith(QStringLiteral("Model.forward (module), compiled at ")));
        QVERIFY(view.detailsText().contains(QStringLiteral("— default")));
        QVERIFY(view.detailsText().contains(QStringLiteral("Parity: 6 calls checked, 0 failed")));
        QVERIFY(view.detailsText().contains(QStringLiteral("Speedup over eager: ")));
        auto *series = view.findChild<QChartView *>(QStringLiteral("abSeriesChart"));
        auto *distribution = view.findChild<QChartView *>(QStringLiteral("abDistributionChart"));
        QVERIFY(series && distribution);
        // Two modes x (two processes' steady lines + their warm-up points + the median line).
        QCOMPARE(series->chart()->series().size(), 2 * (2 + 1 + 1));
        auto *boxes = qobject_cast<QBoxPlotSeries *>(distribution->chart()->series().value(0));
        QVERIFY(boxes);
        QCOMPARE(boxes->count(), 2);
        // No recording: the jump buttons are off.
        QVERIFY(!button(&view, QStringLiteral("Graph Breaks"))->isEnabled());
        QVERIFY(view.selectRow(0, QStringLiteral("eager")));
        QVERIFY(view.detailsText().contains(QStringLiteral("Verdict: baseline")));
        view.selectRow(0, QStringLiteral("default"));
        shot(&view, QStringLiteral("ab-view-cpu.png"));
    }

    void screenshotOfAnotherFolder()
    {
        // For documentation: CS_AB_FOLDER names any A/B folder (e.g. one made with --record).
        const QString folder = qEnvironmentVariable("CS_AB_FOLDER");
        if (folder.isEmpty() || qEnvironmentVariable("CS_SHOT_DIR").isEmpty())
            QSKIP("set CS_AB_FOLDER and CS_SHOT_DIR to take it");
        auto set = ab::readRunSet(folder);
        QVERIFY(set);
        viewers::AbView view;
        view.resize(1500, 950);
        view.setResult(std::make_shared<const ab::AbResult>(ab::analyse(set.value())));
        const int row = qEnvironmentVariableIntValue("CS_AB_ROW");
        view.selectRow(row, qEnvironmentVariable("CS_AB_MODE", QStringLiteral("default")));
        shot(&view, QStringLiteral("ab-view-folder.png"));
    }

    void jumpsToTheRecordedRun()
    {
        auto result = std::make_shared<ab::AbResult>(*m_result);
        ab::ModeResult &def = result->regions[0].modes[1];
        def.recordedRun = QStringLiteral("/runs/ab/record/default");
        def.recordedCompileIds = { QStringLiteral("0/0") };
        viewers::AbView view;
        view.setResult(result);
        QSignalSpy spy(&view, &viewers::AbView::openRecordedRun);
        QPushButton *breaks = button(&view, QStringLiteral("Graph Breaks"));
        QVERIFY(breaks && breaks->isEnabled());
        breaks->click();
        QCOMPARE(spy.size(), 1);
        QCOMPARE(spy[0][0].toString(), QStringLiteral("/runs/ab/record/default"));
        QCOMPARE(spy[0][1].toString(), QStringLiteral("0/0"));
        QCOMPARE(spy[0][2].toString(), QStringLiteral("breaks"));
        button(&view, QStringLiteral("Kernels"))->click();
        QCOMPARE(spy[1][2].toString(), QStringLiteral("kernels"));
    }

    void untrustedNamesStayPlainText()
    {
        auto result = std::make_shared<ab::AbResult>(*m_result);
        result->regions[0].name = QStringLiteral("<b>evil</b>");
        result->runs.command = { QStringLiteral("<img src=x>") };
        viewers::AbView view;
        view.setResult(result);
        QVERIFY(view.headerText().contains(QStringLiteral("<img src=x>")));
        for (QLabel *l : view.findChildren<QLabel *>())
            if (l->text().contains(QStringLiteral("<img")))
                QCOMPARE(l->textFormat(), Qt::PlainText);
        QVERIFY(view.detailsText().startsWith(QStringLiteral("<b>evil</b>")));
        auto *series = view.findChild<QChartView *>(QStringLiteral("abSeriesChart"));
        QVERIFY(series->chart()->title().contains(QStringLiteral("&lt;b&gt;evil")));
    }

    void untrustedNamesAreEscapedAndElided()
    {
        // A name with a bidi override and a terminal escape, a megabyte-long mode name, and a
        // parity output path with a control character (DisplayText: escaped, elided).
        auto result = std::make_shared<ab::AbResult>(*m_result);
        result->regions[0].name = QStringLiteral("evil\u202egnp.exe\x1b[31m");
        result->regions[0].siteFile.clear();
        ab::ModeResult &def = result->regions[0].modes[1];
        def.mode = QString(1 << 20, QLatin1Char('m'));
        def.verdict = QStringLiteral("not_equivalent");
        def.parityFailed = 1;
        def.parityMaxAbs = 0.5;
        def.parityWorstOutput = QStringLiteral("out\u2066x");
        viewers::AbView view;
        view.setResult(result);
        QAbstractItemModel *model = view.findChild<QTableView *>()->model();
        bool sawRegion = false, sawMode = false, sawVerdict = false;
        for (int row = 0; row < model->rowCount(); ++row)
            for (int column = 0; column < model->columnCount(); ++column) {
                const QString text = model->index(row, column).data().toString();
                QVERIFY(!text.contains(QChar(0x202e)) && !text.contains(QChar(0x1b)) && !text.contains(QChar(0x2066)));
                QVERIFY(text.size() <= viewers::DisplayText::CellChars + 40);
                sawRegion = sawRegion || text.contains(QStringLiteral("evil\\u202Egnp"), Qt::CaseInsensitive);
                sawMode = sawMode || text.startsWith(QStringLiteral("mmmm"));
                sawVerdict = sawVerdict || text.contains(QStringLiteral("not numerically equivalent"));
            }
        QVERIFY(sawRegion && sawMode && sawVerdict);
        QVERIFY(view.selectRow(0, QStringLiteral("eager")));
        QVERIFY(!view.detailsText().contains(QChar(0x202e)));
        QVERIFY(!view.headerText().isEmpty());
    }

    void dialogRunsAndReportsWhatHappened()
    {
        viewers::AbDialog dialog;
        dialog.setWorkingFolder(m_dir.path());
        dialog.setOutputFolder(m_dir.filePath(QStringLiteral("isolated")));
        dialog.setDatabase(m_dir.filePath(QStringLiteral("ab.sqlite")));
        dialog.setProcesses(1);
        dialog.setModes({ QStringLiteral("default") });
        // python -I ignores PYTHONPATH: quick, and the probe cannot load.
        dialog.setCommandLine(QStringLiteral(CS_PYTHON " -I -c \"print('<b>x</b>')\""));
        QSignalSpy spy(&dialog, &viewers::AbDialog::resultReady);
        dialog.startAb();
        QVERIFY(dialog.isRunning());
        QVERIFY(spy.wait(120000));
        const auto result = spy[0][0].value<std::shared_ptr<const ab::AbResult>>();
        QCOMPARE(result->outcome, QStringLiteral("probe_not_loaded"));
        QVERIFY(dialog.statusText().contains(QStringLiteral("the probe did not load")));
        QVERIFY(dialog.statusText().contains(QStringLiteral("Saved as A/B run 1")));
        QVERIFY(dialog.logView()->toPlainText().contains(QStringLiteral("eager #1: exited with code 0")));
        shot(&dialog, QStringLiteral("ab-dialog.png"));
    }
};

QTEST_MAIN(TestAbView)
#include "tst_abview.moc"
