#include "core/ingest/runloader.h"
#include "core/storage/profilestore.h"
#include "tests/fixture.h"
#include "tests/runneroutput.h"
#include "viewers/models/kernelsmodel.h"
#include "viewers/widgets/autotunepane.h"
#include "viewers/widgets/kernelcodepane.h"
#include "viewers/widgets/kernelhistorychart.h"
#include "viewers/widgets/kernelspane.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QDir>
#include <QPlainTextEdit>
#include <QPointer>
#include <QProcess>
#include <QPushButton>
#include <QSet>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>

#include <algorithm>

using namespace cs;
using namespace cs::viewers;

namespace {

// The workbench fixture (tests/data/workbench_run.tar.xz) shown in `pane`, its kernels planned.
bool showWorkbench(KernelsPane &pane, const QTemporaryDir &dir)
{
    if (!unpackFixture(QStringLiteral(CS_TEST_DATA_DIR "/workbench_run.tar.xz"), dir.path()))
        return false;
    auto run = loadRun({ dir.filePath(QStringLiteral("workbench_run")) });
    if (!run)
        return false;
    pane.resize(1600, 900);
    pane.show();
    QSignalSpy planned(&pane, &KernelsPane::plansReady);
    pane.setRun(run.value());
    return planned.wait(20000);
}

} // namespace

// The Kernels view on the H200 fusion_mlp run (tests/data/cuda_run.tar.xz): one row per distinct
// launch plan (16: its 14 kernels, two with a second variant whose choice is not recorded; the
// autotune candidate the run did not use behind a toggle), results from the database with their
// minimum and median, share and history, and "Profile" driving the real runner, which on this
// GPU-less machine records every Triton kernel as not measured.
class TestKernelsPane : public QObject {
    Q_OBJECT

    QTemporaryDir m_tmp;
    std::shared_ptr<const LoadedRun> m_run;
    KernelsPane *m_pane = nullptr;

private Q_SLOTS:
    void initTestCase()
    {
        qputenv("COMPILESCOPE_DB", m_tmp.filePath(QStringLiteral("profiles.db")).toUtf8());
        qputenv("COMPILESCOPE_RUNNER", CS_RUNNER_BINARY);
        QVERIFY(unpackFixture(QStringLiteral(CS_TEST_DATA_DIR "/cuda_run.tar.xz"), m_tmp.path()));
        auto run = loadRun({ m_tmp.filePath(QStringLiteral("fusion_mlp")) });
        QVERIFY(run);
        m_run = run.value();
        m_pane = new KernelsPane;
        m_pane->resize(1200, 800);
        m_pane->show();
    }

    void listsEveryPlannedKernel()
    {
        QAbstractItemModelTester tester(m_pane->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy planned(m_pane, &KernelsPane::plansReady);
        QSignalSpy shown(m_pane, &KernelsPane::measurementsShown);
        m_pane->setRun(m_run);
        QVERIFY(planned.wait(20000));
        // Nothing measured yet: the Graph view is told there is no measurement to show.
        QCOMPARE(shown.size(), 1);
        QVERIFY(!shown.first().first().value<std::shared_ptr<const ProfileRun>>());
        QCOMPARE(planned.first().first().toInt(), 17);
        QAbstractItemModelTester proxyTester(
            m_pane->table()->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(m_pane->table()->model()->rowCount(), 16);
        const QModelIndex status = m_pane->model()->index(0, KernelsModel::StatusColumn);
        QCOMPARE(status.data().toString(), QStringLiteral("not measured yet"));
        // No two rows alike: one per distinct launch plan.
        QSet<QString> rows;
        for (int row = 0; row < m_pane->table()->model()->rowCount(); ++row) {
            QStringList cells;
            for (int c = 0; c < KernelsModel::ColumnCount; ++c)
                cells << m_pane->table()->model()->index(row, c).data().toString();
            rows << cells.join(u'|');
        }
        QCOMPARE(rows.size(), 16);
        // The candidate the run did not use, on request, labelled.
        m_pane->setShowCandidates(true);
        QCOMPARE(m_pane->table()->model()->rowCount(), 17);
        int candidates = 0;
        for (int row = 0; row < m_pane->table()->model()->rowCount(); ++row)
            candidates += m_pane->table()->model()->index(row, KernelsModel::VariantColumn).data().toString()
                == QStringLiteral("candidate");
        QCOMPARE(candidates, 1);
        m_pane->setShowCandidates(false);
        QCOMPARE(m_pane->table()->model()->rowCount(), 16);
    }

    // Kernel names sort as numbers: `_2` before `_14`.
    void sortsNamesNaturally()
    {
        QCOMPARE(KernelsModel::naturalKey(QStringLiteral("triton_poi_fused_add_2"))
                < KernelsModel::naturalKey(QStringLiteral("triton_poi_fused_add_14")),
            true);
        QAbstractItemModel *view = m_pane->table()->model();
        m_pane->table()->sortByColumn(KernelsModel::KernelColumn, Qt::AscendingOrder);
        QStringList names;
        for (int row = 0; row < view->rowCount(); ++row)
            names << view->index(row, KernelsModel::KernelColumn).data().toString();
        QStringList natural = names;
        std::sort(natural.begin(), natural.end(), [](const QString &a, const QString &b) {
            return KernelsModel::naturalKey(a) < KernelsModel::naturalKey(b);
        });
        QCOMPARE(names, natural);
        const int sum0 = static_cast<int>(names.indexOf(QStringLiteral("triton_per_fused_mul_sum_view_0")));
        const int sum2 = static_cast<int>(names.indexOf(QStringLiteral("triton_per_fused_mul_sum_view_2")));
        QVERIFY(sum0 >= 0 && sum0 < sum2);
        m_pane->table()->sortByColumn(KernelsModel::MedianColumn, Qt::DescendingOrder);
        // The headers say which time compares with Inductor's own benchmark.
        QVERIFY(
            view->headerData(KernelsModel::MinColumn, Qt::Horizontal).toString().contains(QLatin1String("Inductor")));
        QVERIFY(view->headerData(KernelsModel::MinColumn, Qt::Horizontal, Qt::ToolTipRole)
                    .toString()
                    .contains(QLatin1String("output_code.py -k")));
        QVERIFY(view->headerData(KernelsModel::MedianColumn, Qt::Horizontal)
                    .toString()
                    .startsWith(QLatin1String("Median")));
    }

    void showsStoredResultsAndHistory()
    {
        // Two earlier profile runs of these inputs, as the app saves them.
        const KernelPlan &plan = m_pane->model()->plans().first();
        auto store = ProfileStore::open(KernelsPane::databasePath(), cs::sql::Access::ReadWrite);
        QVERIFY(store);
        for (double us : { 20.0, 16.0 }) {
            ProfileRun r;
            r.startedAt = r.finishedAt = QDateTime::currentDateTimeUtc();
            r.machine.gpu = QStringLiteral("NVIDIA H200");
            r.tracePath = m_run->inputs.join(QStringLiteral(", "));
            KernelResult k;
            k.kernel = plan.name;
            k.compileId = plan.compileId;
            k.kind = plan.kind;
            k.config = plan.config;
            k.medianUs = k.maxUs = us;
            k.minUs = us - 1.5;
            k.repeats = 100;
            k.bandwidthGBs = 2000.0;
            r.results.push_back(k);
            QVERIFY(store.value()->saveRun(r));
        }
        QSignalSpy planned(m_pane, &KernelsPane::plansReady);
        QSignalSpy shown(m_pane, &KernelsPane::measurementsShown);
        m_pane->setRun(m_run);
        QVERIFY(planned.wait(20000));
        // What the Graph view is given to show beside a kernel box: none for the new run, then the
        // newest stored profile run.
        QCOMPARE(shown.size(), 2);
        QVERIFY(!shown.first().first().value<std::shared_ptr<const ProfileRun>>());
        const auto latest = shown.last().first().value<std::shared_ptr<const ProfileRun>>();
        QVERIFY(latest);
        QCOMPARE(latest->results.size(), size_t(1));
        QCOMPARE(latest->results.front().medianUs, 16.0);
        int measured = 0;
        for (int row = 0; row < m_pane->model()->rowCount(); ++row)
            if (const KernelResult *r = m_pane->model()->resultAt(m_pane->model()->index(row, 0))) {
                ++measured;
                QCOMPARE(r->medianUs, 16.0); // the newest run is shown
                QCOMPARE(
                    m_pane->model()->index(row, KernelsModel::MedianColumn).data().toString(), QStringLiteral("16.00"));
                QCOMPARE(
                    m_pane->model()->index(row, KernelsModel::MinColumn).data().toString(), QStringLiteral("14.50"));
                QCOMPARE(
                    m_pane->model()->index(row, KernelsModel::ShareColumn).data().toString(), QStringLiteral("100.0%"));
            }
        QCOMPARE(measured, 1);
        // Sorted by median, the measured kernel comes first and is selected: its history shows.
        QCOMPARE(m_pane->table()->currentIndex().row(), 0);
        QCOMPARE(m_pane->historyChart()->pointCount(), 2);
    }

    // Two graphs define a kernel of one name under one compile id (DDP's submodules): a failure
    // is its plan's, not the other's; an older profile's failure (no plan) is the name's.
    void failureBelongsToItsPlan()
    {
        KernelsModel model;
        KernelPlan a, b;
        a.name = b.name = QStringLiteral("cpp_fused_sum_1");
        a.compileId = b.compileId = QStringLiteral("4/0");
        a.kind = b.kind = QStringLiteral("cpp");
        a.id = QStringLiteral("4/0:submod_0:cpp_fused_sum_1");
        b.id = QStringLiteral("4/0:submod_1:cpp_fused_sum_1");
        model.setPlans({ a, b });
        ProfileRun run;
        run.failures.push_back({ b.name, b.compileId, QStringLiteral("compile error"), b.id });
        model.setResults(run);
        const auto status = [&](int row) { return model.index(row, KernelsModel::StatusColumn).data().toString(); };
        QVERIFY2(!status(0).contains(QLatin1String("compile error")), qPrintable(status(0)));
        QVERIFY2(status(1).contains(QLatin1String("compile error")), qPrintable(status(1)));
        run.failures = { { b.name, b.compileId, QStringLiteral("older profile"), {} } };
        model.setResults(run);
        QVERIFY(
            status(0).contains(QLatin1String("older profile")) && status(1).contains(QLatin1String("older profile")));
    }

    void profileWithoutGpuRecordsWhy()
    {
        QSignalSpy done(m_pane, &KernelsPane::profileFinished);
        QSignalSpy started(m_pane, &KernelsPane::longTaskStarted);
        m_pane->startProfile();
        // The run is announced as a long task (the main window's status bar shows it) which
        // ends with the run (on this GPU-less machine no Triton kernel is sent to the runner).
        QCOMPARE(started.size(), 1);
        QPointer<LongTask> task = started.first().first().value<LongTask *>();
        QVERIFY(task);
        qint64 lastDone = 0, lastTotal = -1;
        connect(task, &LongTask::progressed, this, [&] {
            lastDone = task->done();
            lastTotal = task->total();
        });
        QVERIFY(done.wait(120000));
        QVERIFY2(done.first().first().toBool(), qPrintable(done.first().at(1).toString()));
        QVERIFY(lastDone <= lastTotal || lastTotal < 0); // whatever progress was shown was whole
        QTRY_VERIFY(!task);
        const QString status = m_pane->model()->index(1, KernelsModel::StatusColumn).data().toString();
        QVERIFY2(status.startsWith(QLatin1String("failed: no GPU to run a Triton kernel on")), qPrintable(status));
        QTRY_VERIFY(m_pane->findChild<QPushButton *>(QStringLiteral("profile"))->isEnabled()); // ready again
    }

    // Max-autotune (tests/data/autotune_run.tar.xz): one row per kernel, the variant the run
    // used, chosen by its record or the only one; the candidates on request; templates show
    // Inductor's own autotuning benchmark.
    void autotuneRunShowsTheChoice()
    {
        QTemporaryDir dir;
        QVERIFY(unpackFixture(QStringLiteral(CS_TEST_DATA_DIR "/autotune_run.tar.xz"), dir.path()));
        auto run = loadRun({ onlyRunIn(dir.path()) });
        QVERIFY(run);
        KernelsPane pane;
        pane.resize(1600, 900);
        pane.show();
        QSignalSpy planned(&pane, &KernelsPane::plansReady);
        pane.setRun(run.value());
        QVERIFY(planned.wait(20000));
        QAbstractItemModel *view = pane.table()->model();
        QAbstractItemModelTester tester(view, QAbstractItemModelTester::FailureReportingMode::QtTest);
        int chosen = 0, inductor = 0;
        for (int row = 0; row < view->rowCount(); ++row) {
            const QString variant = view->index(row, KernelsModel::VariantColumn).data().toString();
            QVERIFY2(variant.startsWith(QLatin1String("chosen")) || variant == QLatin1String("only one"),
                qPrintable(variant));
            chosen += variant.startsWith(QLatin1String("chosen"));
            inductor += !view->index(row, KernelsModel::InductorColumn).data().toString().isEmpty();
        }
        QVERIFY(chosen > 0 && inductor > 0);
        QVERIFY(!pane.table()->isColumnHidden(KernelsModel::InductorColumn));
        const int rows = view->rowCount();
        pane.setShowCandidates(true);
        QVERIFY(view->rowCount() > rows);
        pane.table()->sortByColumn(KernelsModel::KernelColumn, Qt::AscendingOrder);
        const QString dirShots = qEnvironmentVariable("CS_SCREENSHOT_DIR");
        if (!dirShots.isEmpty())
            pane.grab().save(dirShots + QStringLiteral("/kernels-autotune-candidates.png"));
    }

    // The workbench fixture (H100, max-autotune, TORCH_LOGS at DEBUG): a template kernel's Autotuning tab
    // shows the choice that made it (the down projection's addmm, by the problem size in its code), a
    // pointwise kernel's its heuristic configs and coordinate descent's search.
    void aKernelsAutotuningTab()
    {
        QTemporaryDir dir;
        KernelsPane pane;
        QVERIFY(showWorkbench(pane, dir));
        pane.detailTabs()->setCurrentWidget(pane.autotunePane());
        QTRY_VERIFY(pane.autotunePane()->text().startsWith(QLatin1String("Autotuning: "))); // read off the UI thread
        QVERIFY(
            pane.selectKernel(QStringLiteral("0/0"), QStringLiteral("triton_tem_fused__to_copy_addmm_gelu_t_view_19")));
        const QString tem = pane.autotunePane()->text();
        QVERIFY2(tem.contains(QLatin1String("addmm(2048x512, 2048x2048, 2048x512)"))
                && tem.contains(QLatin1String("triton_mm_111")) && !tem.contains(QLatin1String("bmm(")),
            qPrintable(tem));
        QVERIFY(
            pane.selectKernel(QStringLiteral("0/0"), QStringLiteral("triton_poi_fused_clone_split_transpose_view_4")));
        const QString poi = pane.autotunePane()->text();
        QVERIFY2(poi.contains(QLatin1String("coordinate descent then tried 12 config")), qPrintable(poi));
        const QString dirShots = qEnvironmentVariable("CS_SCREENSHOT_DIR");
        if (!dirShots.isEmpty())
            pane.grab().save(dirShots + QStringLiteral("/kernels-autotuning-tab.png"));
    }

    // IR → SASS: a template kernel's cache entry (every stage, no cubin in the fixture) in three
    // columns; a SASS line leads to its module line and that line's code in the other columns.
    void aKernelsCodeTab()
    {
        QTemporaryDir dir;
        KernelsPane pane;
        QVERIFY(showWorkbench(pane, dir));
        KernelCodePane *code = pane.codePane();
        pane.detailTabs()->setCurrentWidget(code);
        // The first row, a persistent reduction whose cache entry the fixture left out: said so.
        QTRY_VERIFY2(
            code->titleText().contains(QLatin1String("its Triton cache entry is not under the folders opened")),
            qPrintable(code->titleText()));
        const QString kernel = QStringLiteral("triton_tem_fused__to_copy_convolution_2");
        QVERIFY(pane.selectKernel(QStringLiteral("1/0"), kernel) || pane.selectKernel(QStringLiteral("0/0"), kernel));
        QTRY_VERIFY(code->stack() && code->stack()->kernel == kernel); // read off the UI thread
        QVERIFY2(code->titleText().startsWith(kernel), qPrintable(code->titleText()));
        // The output code launches it from cm76….py; Triton's entry names cehoj….py, whose code is the
        // same but for whitespace (Triton keys its cache by the kernel's code): said, not hidden.
        QVERIFY2(code->titleText().contains(QLatin1String("compiled from cehoj2mu54"))
                && code->titleText().contains(QLatin1String("cm76veub4")),
            qPrintable(code->titleText()));
        QVERIFY2(code->stageChoice(0)->currentText().startsWith(QLatin1String("Python")),
            qPrintable(code->stageChoice(0)->currentText() + u'|' + code->titleText()));
        QVERIFY(code->stageChoice(1)->currentText().startsWith(QLatin1String("TTGIR")));
        QVERIFY(code->stageChoice(2)->currentText().startsWith(QLatin1String("SASS")));
        QCOMPARE(code->stageChoice(2)->count(), 7);
        // Find an HMMA/HGMMA-free line everyone has: the dot's module line, searched by its text.
        QVERIFY(code->findNext(QStringLiteral("tl.dot(")));
        QCOMPARE(code->selectedModuleLine(), 116);
        QVERIFY2(code->statusText().contains(QLatin1String("SASS 21")), qPrintable(code->statusText()));
        QVERIFY(!code->column(2)->extraSelections().isEmpty());
        for (const auto &mark : code->column(2)->extraSelections())
            QVERIFY2(mark.cursor.block().text().trimmed().startsWith(QLatin1String("116 |")),
                qPrintable(mark.cursor.block().text()));
        // Clicking a SASS line: the module line it comes from.
        const int sass = code->stack()->stageIndex(QStringLiteral("sass"));
        const QList<int> stores = code->stack()->linesOf(sass, 133);
        QVERIFY(!stores.isEmpty());
        code->column(2)->setTextCursor(QTextCursor(code->column(2)->document()->findBlockByNumber(stores.front())));
        QCOMPARE(code->selectedModuleLine(), 133);
        QCOMPARE(code->column(0)->textCursor().blockNumber(), 132);
        QVERIFY(!code->findNext(QStringLiteral("no such text anywhere")));
        const QString dirShots = qEnvironmentVariable("CS_SCREENSHOT_DIR");
        if (!dirShots.isEmpty())
            pane.grab().save(dirShots + QStringLiteral("/kernels-code-tab.png"));
    }

    // The "% of roof" column on the H100 measurements of tests/data/roofline_run.tar.xz: the
    // conversion at the copy rate, the matmul at 58% of the tensor-core peak; sorted by it.
    void roofColumnPlacesEachKernel()
    {
        QTemporaryDir dir;
        const QList<KernelPlan> plans = fixturePlans(
            QStringLiteral(CS_TEST_DATA_DIR "/roofline_run.tar.xz"), QStringLiteral("roofline_run"), dir.path());
        QVERIFY(!plans.isEmpty());
        KernelsModel model;
        model.setPlans(plans);
        model.setResults(profileFromRunnerOutput(dir.filePath(QStringLiteral("roofline_run.jsonl"))));
        QCOMPARE(model.headerData(KernelsModel::RoofColumn, Qt::Horizontal).toString(), QStringLiteral("% of roof"));
        QStringList shown;
        for (int row = 0; row < model.rowCount(); ++row) {
            const QModelIndex roof = model.index(row, KernelsModel::RoofColumn);
            if (!model.resultAt(roof)) { // an autotune candidate the run did not use: not measured
                QCOMPARE(model.data(roof, KernelsModel::SortRole).toDouble(), -1.0);
                continue;
            }
            shown << model.planAt(roof)->name + u' ' + model.data(roof).toString();
        }
        shown.sort();
        QCOMPARE(shown.size(), 2);
        QVERIFY2(shown[0] == QLatin1String("triton_poi_fused__to_copy_0 104% memory")
                && shown[1] == QLatin1String("triton_tem_fused_mm_0 58% compute"),
            qPrintable(shown.join(QStringLiteral(" | "))));
    }

    void cleanupTestCase() { delete m_pane; }
};

QTEST_MAIN(TestKernelsPane)
#include "tst_kernelspane.moc"
