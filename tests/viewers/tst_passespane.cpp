// The Passes view (issue 45) on tests/data/torch215/passes.log.zst: every graph snapshot of
// Inductor's passes a row, read off the UI thread when first shown; one row selected shows what
// the passes before it changed, two rows any two graphs compared; a run without Inductor says so.
#include "core/ingest/runloader.h"
#include "viewers/models/passesmodel.h"
#include "viewers/widgets/emptystate.h"
#include "viewers/widgets/passespane.h"

#include <QItemSelectionModel>
#include <QSignalSpy>
#include <QTest>
#include <QTreeView>

using namespace cs;
using namespace cs::viewers;

class TestPassesPane : public QObject {
    Q_OBJECT

    static bool shown(PassesPane &pane, const QString &path)
    {
        auto run = loadRun({ path });
        if (!run)
            return false;
        QSignalSpy done(&pane, &PassesPane::stagesShown);
        pane.setRun(run.value());
        pane.resize(1200, 700);
        pane.show();
        return done.wait(60000);
    }
    static int rowOf(const PassesModel &m, const QString &id)
    {
        for (int r = 0; r < m.rowCount(); ++r) {
            const SnapshotRef ref = m.refAt(m.index(r, 0));
            if (m.stages()[ref.stage].snapshots[ref.snapshot].id == id)
                return r;
        }
        return -1;
    }

private Q_SLOTS:
    void rowsAndWhatEachStepChanged()
    {
        PassesPane pane;
        QVERIFY(shown(pane, QStringLiteral(CS_TEST_DATA_DIR "/torch215/passes.log.zst")));
        const PassesModel &m = *pane.model();
        QCOMPARE(m.rowCount(), 17); // 6 stages: three snapshots each, the joint graph's two
        const int joint = rowOf(m, QStringLiteral("0/0:joint@after"));
        QVERIFY(joint > 0);
        QVERIFY(m.index(joint, PassesModel::ChangeColumn).data().toString().contains(QStringLiteral("removed 2")));
        QCOMPARE(m.index(joint, PassesModel::PassesColumn).data().toString().left(4), QStringLiteral("4 · "));
        QVERIFY(m.index(joint - 1, PassesModel::StageColumn).data().toString() == QStringLiteral("0/0:joint"));
        QVERIFY(m.index(joint, PassesModel::StageColumn).data().toString().isEmpty());

        pane.view()->setCurrentIndex(m.index(joint, 0));
        QVERIFY(pane.detailsText().contains(QStringLiteral("- view_2 = aten.view.default")));
        QVERIFY(pane.detailsText().contains(QStringLiteral("pass_pattern_0")));

        // Two rows: the pre-grad graph before its passes against the one after them.
        const int before = rowOf(m, QStringLiteral("0/1:pre_grad@before")),
                  after = rowOf(m, QStringLiteral("0/1:pre_grad@after"));
        QVERIFY(before >= 0 && after > before);
        pane.view()->selectionModel()->select(
            QItemSelection(m.index(before, 0), m.index(before, PassesModel::ColumnCount - 1)),
            QItemSelectionModel::ClearAndSelect);
        pane.view()->selectionModel()->select(
            QItemSelection(m.index(after, 0), m.index(after, PassesModel::ColumnCount - 1)),
            QItemSelectionModel::Select);
        QVERIFY(pane.detailsText().startsWith(QStringLiteral("0/1:pre_grad@before")));
        QVERIFY(pane.detailsText().contains(QStringLiteral("→ 0/1:pre_grad@after")));
        QVERIFY(pane.detailsText().contains(QStringLiteral("+ split_1")));

        // The tree's compile followed; a graph of the compile followed stays shown.
        // (the current row is still the joint graph's: selecting rows does not move it); a compile
        // opens on the first graph its passes changed.
        pane.followCompile(0, QStringLiteral("0/1"));
        QCOMPARE(pane.view()->currentIndex().row(), rowOf(m, QStringLiteral("0/1:pre_grad@unbind_stack_pass")));
        pane.view()->setCurrentIndex(m.index(after, 0));
        pane.followCompile(0, QStringLiteral("0/1"));
        QCOMPARE(pane.view()->currentIndex().row(), after);
        pane.followCompile(0, QStringLiteral("0/0"));
        QCOMPARE(pane.view()->currentIndex().row(), rowOf(m, QStringLiteral("0/0:pre_grad@unbind_stack_pass")));
    }

    // A piecewise compile: its pieces in run order above the passes of each piece's graphs.
    void piecewiseCompileShownAboveThePasses()
    {
        PassesPane pane;
        QVERIFY(shown(pane, QStringLiteral(CS_TEST_DATA_DIR "/torch215/piecewise.log.zst")));
        QVERIFY(pane.regionsText().contains(QStringLiteral("5 pieces, 3 compiled")));
        QVERIFY(pane.regionsText().contains(QStringLiteral("2. submod_1  runs eagerly: torch.softmax")));
        QVERIFY(pane.model()->rowCount() > 0);
        // Each piece's graphs are named by the piece, as the text names them.
        QStringList stages;
        for (int r = 0; r < pane.model()->rowCount(); ++r)
            if (const QString s = pane.model()->index(r, PassesModel::StageColumn).data().toString(); !s.isEmpty())
                stages << s;
        QVERIFY(stages.contains(QStringLiteral("0/0:submod_2:post_grad:inference")));
        QVERIFY(pane.regionsText().contains(QStringLiteral("0/0:submod_2:post_grad:inference")));
    }

    // A compile whose analysis restarted (gpt2_train's 1/0: its graphs are attempt 1's) is named
    // as the compile tree and graph --list name it, and the tree's selection of it is followed.
    void aRestartedCompileIsFollowedByItsId()
    {
        PassesPane pane;
        QVERIFY(shown(pane, QStringLiteral(CS_TEST_DATA_DIR "/logs/gpt2_train.log.zst")));
        const PassesModel &m = *pane.model();
        QVERIFY(rowOf(m, QStringLiteral("1/0:post_grad:backward@after")) >= 0);
        for (const PassStage &s : m.stages())
            QVERIFY2(!s.compileId.contains(u'_'), qPrintable(s.id)); // no attempt: `1/0`, not `1/0_1`
        pane.followCompile(0, QStringLiteral("3/0"));
        QCOMPARE(m.stages()[m.refAt(pane.view()->currentIndex()).stage].compileId, QStringLiteral("3/0"));
        pane.followCompile(0, QStringLiteral("1/0"));
        QCOMPARE(m.stages()[m.refAt(pane.view()->currentIndex()).stage].compileId, QStringLiteral("1/0"));
    }

    void aRunWithoutInductorSaysSo()
    {
        PassesPane pane;
        QVERIFY(shown(pane, QStringLiteral(CS_TEST_DATA_DIR "/torch215/limit.log.zst")));
        QCOMPARE(pane.model()->rowCount(), 0);
        const auto *empty = pane.findChild<EmptyState *>();
        QVERIFY(empty && empty->isShowingMessage());
        QVERIFY(empty->message().contains(QStringLiteral("another backend")));
        QVERIFY(pane.regionsText().isEmpty());
    }
};

QTEST_MAIN(TestPassesPane)
#include "tst_passespane.moc"
