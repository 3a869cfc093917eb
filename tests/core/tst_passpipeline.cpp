// Inductor's passes pass by pass (issue 45): the graph snapshots a trace holds around and inside
// each pass stage, the pass spans between them, and the node changes of each step. Fixture:
// tests/data/torch215/passes.log.zst (scripts/fixtures/torch_versions.py `passes`, torch 2.15 on
// CPU: split/cat and unbind/stack patterns in pre- and post-grad, a pointless view and `+ 0` the
// joint graph's patterns remove, a training compile whose backward runs the post-grad passes
// again). The expected nodes were read off the raw payloads.

#include "core/graph/passpipeline.h"
#include "core/ingest/runloader.h"
#include "core/report/passreport.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QtTest>

using namespace cs;

namespace {

QStringList names(const QList<PassNode> &nodes)
{
    QStringList out;
    for (const PassNode &n : nodes)
        out << n.name;
    out.sort();
    return out;
}

const PassStage *stage(const QList<PassStage> &stages, const QString &id)
{
    for (const PassStage &s : stages)
        if (s.id == id)
            return &s;
    return nullptr;
}

} // namespace

class TestPassPipeline : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void stagesOfATrainingAndAnInferenceCompile()
    {
        const auto run = loadRun({ QStringLiteral(CS_TEST_DATA_DIR "/torch215/passes.log.zst") });
        QVERIFY(run);
        const QList<PassStage> stages = listPassStages(*run.value());
        QStringList ids;
        for (const PassStage &s : stages)
            ids << s.id;
        // Inference logs the joint graph's snapshots, training does not; training's backward runs
        // the post-grad passes a second time.
        QCOMPARE(ids,
            QStringList({ "0/0:pre_grad", "0/0:joint", "0/0:post_grad:inference", "0/1:pre_grad",
                "0/1:post_grad:forward", "0/1:post_grad:backward" }));

        const PassStage *pre = stage(stages, QStringLiteral("0/0:pre_grad"));
        QVERIFY(pre);
        QCOMPARE(pre->snapshots.size(), 3);
        QCOMPARE(pre->snapshots[1].id, QStringLiteral("0/0:pre_grad@unbind_stack_pass"));
        QCOMPARE(pre->snapshots[1].pass, QStringLiteral("unbind_stack_pass"));
        QCOMPARE(pre->snapshots[1].line, 332);
        // The pattern passes replaced split → cat and unbind → stack by one split and one cat.
        const PassStep &patterns = pre->steps[0];
        QVERIFY(patterns.read);
        QVERIFY(names(patterns.removed).contains(QStringLiteral("unbind")));
        QVERIFY(names(patterns.removed).contains(QStringLiteral("y_3"))); // the stack
        QCOMPARE(names(patterns.added), QStringList({ "cat_1", "split_1" }));
        QCOMPARE(patterns.passes.size(), 1);
        QCOMPARE(patterns.passes[0].name, QStringLiteral("group_batch_fusion_passes"));
        QVERIFY(patterns.passes[0].ms > 0);
        QVERIFY(!pre->steps[1].changed());

        // The joint graph's patterns: the view to its own shape and `+ 0` removed, their users
        // rewired to what they read.
        const PassStage *joint = stage(stages, QStringLiteral("0/0:joint"));
        QVERIFY(joint);
        QCOMPARE(joint->steps.size(), 1);
        const PassStep &j = joint->steps[0];
        QCOMPARE(names(j.removed), QStringList({ "add_1", "view_2" }));
        QVERIFY(j.added.isEmpty());
        QCOMPARE(j.nodesBefore - j.nodesAfter, 2);
        bool outputRewired = false;
        for (const PassNode &n : j.rewired)
            if (n.name == QLatin1String("output"))
                outputRewired = n.inputsBefore == QStringList { "add_1" } && n.inputs == QStringList { "view_4" };
        QVERIFY(outputRewired);
        QStringList joints;
        for (const PassRun &p : j.passes)
            joints << p.name;
        QCOMPARE(joints,
            QStringList({ "remove_noop_ops", "constant_fold_uniform_value", "pass_pattern_0", "pass_pattern_1" }));

        const PassStage *bw = stage(stages, QStringLiteral("0/1:post_grad:backward"));
        QVERIFY(bw);
        QCOMPARE(bw->snapshots[1].pass, QStringLiteral("normalization_aten_pass"));
        QCOMPARE(names(bw->steps[0].removed), QStringList({ "cat_1" }));
        QCOMPARE(names(bw->steps[0].added), QStringList({ "cat_default" }));
        QCOMPARE(bw->passes.size(), 20);
    }

    void changeBetweenAnyTwoSnapshots()
    {
        const auto run = loadRun({ QStringLiteral(CS_TEST_DATA_DIR "/torch215/passes.log.zst") });
        QVERIFY(run);
        const QList<PassStage> stages = listPassStages(*run.value(), false);
        // One id: from the snapshot before it.
        const auto into = passChange(*run.value(), stages, QStringLiteral("0/0:joint@after"));
        QVERIFY(into);
        QCOMPARE(into->from.id, QStringLiteral("0/0:joint@before"));
        QCOMPARE(into->step.passes.size(), 4);
        // Across a whole stage, both steps' passes.
        const auto whole = passChange(*run.value(), stages, QStringLiteral("0/1:post_grad:forward@before"),
            QStringLiteral("0/1:post_grad:forward@after"));
        QVERIFY(whole);
        QCOMPARE(whole->step.passes.size(), 20);
        // A prefix naming several snapshots is refused.
        const auto several
            = passChange(*run.value(), stages, QStringLiteral("0/0:pre_grad@after"), QStringLiteral("0/0:post_grad"));
        QVERIFY(!several); // 0/0:post_grad:inference@before, @normalization_aten_pass, @after
        QVERIFY(several.error().message.contains(QStringLiteral("names 3")));
        // Across stages: compared, with the note that names are no identities there.
        const auto across = passChange(*run.value(), stages, QStringLiteral("0/1:post_grad:forward@after"),
            QStringLiteral("0/1:post_grad:backward@after"));
        QVERIFY(across);
        QVERIFY(across->step.read);
        QVERIFY(across->step.passes.isEmpty());
        QVERIFY(across->note.contains(QStringLiteral("not of one pass stage")));
        QVERIFY(
            passStepText(across->from, across->to, across->step, across->note).startsWith(QStringLiteral("Note: ")));
        // Within one stage there is no note.
        QVERIFY(whole->note.isEmpty());
        const auto unknown = passChange(*run.value(), stages, QStringLiteral("7/0:joint"));
        QVERIFY(!unknown);
        QVERIFY(unknown.error().message.contains(QStringLiteral("graph --passes")));
        const QJsonObject doc = passStepJson(into->from, into->to, into->step);
        QCOMPARE(doc.value(QStringLiteral("schema")).toString(), QStringLiteral("compilescope.pass_diff/1"));
        QCOMPARE(doc.value(QStringLiteral("changes")).toObject().value(QStringLiteral("removed")).toArray().size(), 2);
    }

    void reorderingIsCountedNotMistakenForChange()
    {
        // stable_sort / reorder_for_locality move nodes: the same nodes in another order.
        const FxGraph a = parseFxGraph("class GraphModule(torch.nn.Module):\n"
                                       "    def forward(self, x: \"f32[4]\"):\n"
                                       "        a: \"f32[4]\" = torch.ops.aten.sin.default(x)\n"
                                       "        b: \"f32[4]\" = torch.ops.aten.cos.default(x)\n"
                                       "        c: \"f32[4]\" = torch.ops.aten.add.Tensor(a, b)\n"
                                       "        return (c,)\n");
        const FxGraph b = parseFxGraph("class GraphModule(torch.nn.Module):\n"
                                       "    def forward(self, x: \"f32[4]\"):\n"
                                       "        b: \"f32[4]\" = torch.ops.aten.cos.default(x)\n"
                                       "        a: \"f32[4]\" = torch.ops.aten.sin.default(x)\n"
                                       "        c: \"f32[4]\" = torch.ops.aten.mul.Tensor(a, b)\n"
                                       "        return (c,)\n");
        const PassStep d = comparePassGraphs(a, b);
        QVERIFY(d.read);
        QVERIFY(d.added.isEmpty() && d.removed.isEmpty());
        QCOMPARE(d.reordered, 1);
        QCOMPARE(d.retargeted.size(), 1);
        QCOMPARE(d.retargeted[0].before, QStringLiteral("aten.add.Tensor"));
        QCOMPARE(d.retargeted[0].target, QStringLiteral("aten.mul.Tensor"));
        QVERIFY(comparePassGraphs(a, a).changed() == false);
    }

    void aRunWithoutSnapshotsSaysSo()
    {
        const auto run = loadRun({ QStringLiteral(CS_TEST_DATA_DIR "/torch215/limit.log.zst") });
        QVERIFY(run);
        const QList<PassStage> stages = listPassStages(*run.value());
        QVERIFY(stages.isEmpty()); // aot_eager: no Inductor
        QVERIFY(passStagesText(stages).contains(QStringLiteral("No graph snapshots")));
    }
};

QTEST_GUILESS_MAIN(TestPassPipeline)
#include "tst_passpipeline.moc"
