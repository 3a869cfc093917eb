// The Ranks view (issue 26) on the CPU runs recorded with planted divergences
// (scripts/fixtures/make_ranks_runs.py): the first divergence selected on open with the right
// rank and compile id, the collective mismatch marked, identical ranks shown as one group, a
// cell selecting that rank's compile everywhere, and an honest empty state for one rank.
#include "core/ingest/runloader.h"
#include "gui/findingstabs.h"
#include "gui/mainwindow.h"
#include "viewers/selectioncontext.h"
#include "viewers/widgets/emptystate.h"
#include "viewers/widgets/rankspane.h"
#include "viewers/widgets/ranktimeline.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace cs;
using namespace cs::viewers;

class TestRanksPane : public QObject {
    Q_OBJECT

    static QString data(const char *name) { return QStringLiteral(CS_TEST_DATA_DIR "/ranks/") + QLatin1String(name); }
    static QJsonObject truth(const char *name)
    {
        QFile f(data(name) + QStringLiteral("/truth.json"));
        return f.open(QIODevice::ReadOnly) ? QJsonDocument::fromJson(f.readAll()).object() : QJsonObject {};
    }
    static bool analysed(RanksPane &pane, const QString &path)
    {
        auto run = loadRun({ path });
        if (!run)
            return false;
        QSignalSpy done(&pane, &RanksPane::analysed);
        pane.setRun(run.value());
        pane.resize(1200, 700);
        pane.show();
        return pane.analysis() || done.wait(60000);
    }
    static void shot(QWidget &w, const QString &name)
    {
        if (const QString dir = qEnvironmentVariable("CS_SCREENSHOT_DIR"); !dir.isEmpty())
            QVERIFY(w.grab().save(dir + QStringLiteral("/") + name));
    }

private Q_SLOTS:
    void firstDivergenceSelectedOnOpen_data()
    {
        QTest::addColumn<QString>("scenario");
        QTest::newRow("shape") << QStringLiteral("shape");
        QTest::newRow("branch") << QStringLiteral("branch");
        QTest::newRow("cache") << QStringLiteral("cache");
    }
    void firstDivergenceSelectedOnOpen()
    {
        QFETCH(QString, scenario);
        const QJsonObject t = truth(qPrintable(scenario));
        QVERIFY(!t.isEmpty());
        RanksPane pane;
        QVERIFY(analysed(pane, data(qPrintable(scenario))));
        QVERIFY(pane.analysis()->divergence.has_value());
        QVERIFY2(pane.headline().contains(t[QStringLiteral("compile_id")].toString()), qPrintable(pane.headline()));
        // The selected cell: the first diverging rank at the divergent compile id.
        QTableWidget *m = pane.matrix();
        QVERIFY(m->currentRow() >= 0 && m->currentColumn() >= 0);
        const QString rowId = m->verticalHeaderItem(m->currentRow())->text();
        QVERIFY2(rowId.startsWith(t[QStringLiteral("compile_id")].toString()), qPrintable(rowId));
        QVERIFY(rowId.endsWith(QStringLiteral("≠")));
        const int rank = pane.analysis()->ranks[m->currentColumn()].rank;
        QCOMPARE(rank, t[QStringLiteral("ranks")].toArray().first().toInt());
        QVERIFY(pane.analysis()->groups.size() >= 2);
        if (t[QStringLiteral("collective_diverges")].toBool()) {
            QVERIFY(pane.analysis()->collectiveDivergence.has_value());
            QVERIFY(pane.headline().contains(QStringLiteral("Likely hang")));
            QTableWidget *c = pane.collectives();
            const int mark = pane.analysis()->collectiveDivergence->index;
            QVERIFY(mark >= 0 && mark < c->rowCount());
            QVERIFY(c->item(mark, 0)->font().bold());
        }
        shot(pane, QStringLiteral("ranks-") + scenario + QStringLiteral(".png"));
    }

    void identicalRanksAgree()
    {
        RanksPane pane;
        QVERIFY(analysed(pane, data("identical")));
        QVERIFY(pane.analysis()->agree());
        QCOMPARE(pane.analysis()->groups.size(), 1);
        QVERIFY(!pane.analysis()->divergence);
        for (int row = 0; row < pane.matrix()->rowCount(); ++row)
            QVERIFY2(!pane.matrix()->verticalHeaderItem(row)->text().contains(QStringLiteral("≠")),
                qPrintable(pane.matrix()->verticalHeaderItem(row)->text()));
        QVERIFY(pane.findChild<RankTimeline *>()->barCount() > 0);
        QCOMPARE(pane.findChild<RankTimeline *>()->ranksApartHours(), 0.0);
    }

    // tlparse's multi-rank logs start three days apart (other runs): each rank's lane starts at its
    // own first compile, said under the axis, rather than each rank's bars at opposite ends.
    void ranksDaysApartStartTogether()
    {
        RanksPane pane;
        QVERIFY(analysed(pane, QStringLiteral(CS_TEST_DATA_DIR "/logs/multi_rank_logs")));
        const RankTimeline *t = pane.findChild<RankTimeline *>();
        QVERIFY2(
            t->ranksApartHours() > 70 && t->ranksApartHours() < 75, qPrintable(QString::number(t->ranksApartHours())));
        QVERIFY(t->barCount() > 0);
    }

    void oneRankIsSaidSo()
    {
        RanksPane pane;
        auto run = loadRun({ QStringLiteral(CS_SAMPLES_DIR "/sample_trace.log") });
        QVERIFY(run);
        pane.setRun(run.value());
        pane.show();
        QVERIFY(!pane.analysis());
        QVERIFY(pane.emptyState()->isShowingMessage());
        QVERIFY2(pane.emptyState()->message().contains(QStringLiteral("one trace log")),
            qPrintable(pane.emptyState()->message()));
    }

    // In the window: a cell selects that rank's compile everywhere; a compile selected in the
    // tree selects its cell.
    void cellSelectsTheCompileEverywhere()
    {
        app::MainWindow w;
        w.setQuiet(true);
        w.show();
        QSignalSpy loaded(&w, &app::MainWindow::runLoaded);
        w.openPaths({ data("shape") });
        QVERIFY(loaded.wait(60000));
        QVERIFY(w.findings()->showView(QStringLiteral("ranks")));
        RanksPane *pane = w.findings()->ranksPane();
        QTRY_VERIFY_WITH_TIMEOUT(pane->analysis(), 60000);
        const auto &a = *pane->analysis();
        // On open, the first divergence (rank 1's 0/1) is selected in the window too: the compile
        // list and every view show that rank's compile.
        QVERIFY(a.divergence);
        const CompileRef opened = w.selection()->current();
        int diverging = -1;
        for (int i = 0; i < a.ranks.size(); ++i)
            if (a.ranks[i].rank == a.divergence->ranks.first())
                diverging = i;
        QVERIFY(diverging >= 0);
        const int ci = a.ranks[diverging].indexOf(a.divergence->compileId);
        QVERIFY(ci >= 0);
        QCOMPARE(opened.log, a.ranks[diverging].log);
        QCOMPARE(opened.compile, a.ranks[diverging].compiles[ci].overview);
        // The last rank's first compile.
        const int r = static_cast<int>(a.ranks.size()) - 1;
        int row = -1;
        for (int i = 0; i < pane->matrix()->rowCount() && row < 0; ++i)
            if (a.matrix[i].cells.value(r, -1) >= 0)
                row = i;
        QVERIFY(row >= 0);
        pane->matrix()->setCurrentCell(row, r);
        const CompileRef ref = w.selection()->current();
        QCOMPARE(ref.log, a.ranks[r].log);
        QCOMPARE(ref.compile, a.ranks[r].compiles[a.matrix[row].cells[r]].overview);
        // Back from elsewhere: rank 0's first compile selected in the window selects its cell.
        w.selection()->select(CompileRef { a.ranks[0].log, a.ranks[0].compiles[0].overview }, nullptr);
        QCOMPARE(pane->matrix()->currentColumn(), 0);
        shot(w, QStringLiteral("ranks-window.png"));
    }

    // Ranks 0 and 2 only: the headline says rank 1 has no log.
    void missingRankInHeadline()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        for (int r : { 0, 2 }) {
            const QString name = QStringLiteral("dedicated_log_torch_trace_rank_%1.log.zst").arg(r);
            QVERIFY(QFile::copy(data("shape") + QStringLiteral("/") + name, dir.filePath(name)));
        }
        RanksPane pane;
        QVERIFY(analysed(pane, dir.path()));
        QVERIFY2(pane.headline().contains(QLatin1String("rank 1 has no log")), qPrintable(pane.headline()));
    }

    // Two ranks part in two ways (multi: rank 2 recompiles f first, rank 1 g later): the cell
    // selected on open is rank 2's own 0/1, a compile it made; rank 1's 1/1 is told beside it.
    void divergenceCellIsACompileOfThatRank()
    {
        RanksPane pane;
        QVERIFY(analysed(pane, data("multi")));
        const auto &a = *pane.analysis();
        const QTableWidget *m = pane.matrix();
        QVERIFY(m->currentRow() >= 0 && m->currentColumn() >= 0);
        QCOMPARE(a.ranks[m->currentColumn()].rank, 2);
        const QString rowId = m->verticalHeaderItem(m->currentRow())->text();
        QVERIFY2(rowId.startsWith(QLatin1String("0/1")), qPrintable(rowId));
        QVERIFY(a.ranks[m->currentColumn()].indexOf(QStringLiteral("0/1")) >= 0);
        QVERIFY2(pane.headline().contains(QLatin1String("Also: 1/1 on rank 1")), qPrintable(pane.headline()));
    }

    // A rank log cut in half: the pane says so at the top, before the verdict, and the divergence
    // or likely hang says that what is missing may be the damage (as `compilescope ranks`).
    void damagedLogOnTop()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        for (int r = 0; r < 3; ++r) {
            const QString name = QStringLiteral("dedicated_log_torch_trace_rank_%1.log.zst").arg(r);
            QFile in(data("shape") + QStringLiteral("/") + name);
            QVERIFY(in.open(QIODevice::ReadOnly));
            const QByteArray bytes = in.readAll();
            QFile out(dir.filePath(name));
            QVERIFY(out.open(QIODevice::WriteOnly));
            out.write(r == 1 ? bytes.left(bytes.size() / 2) : bytes);
        }
        RanksPane pane;
        QVERIFY(analysed(pane, dir.path()));
        const QString h = pane.headline();
        QVERIFY2(h.startsWith(QLatin1String("Warning: some rank logs could not be read whole")), qPrintable(h));
        QVERIFY(h.contains(QLatin1String("rank_1.log.zst:")));
        QVERIFY2(h.contains(QLatin1String("But: rank 1's log is truncated at line")), qPrintable(h));
        shot(pane, QStringLiteral("ranks-damaged.png"));
        RanksPane whole;
        QVERIFY(analysed(whole, data("shape")));
        QVERIFY(!whole.headline().contains(QLatin1String("Warning")));
    }
};

QTEST_MAIN(TestRanksPane)
#include "tst_rankspane.moc"
