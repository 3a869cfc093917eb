#include "fusionfixture.h"

#include "core/fusion/fusionbuilder.h"
#include "core/fusion/fusionlinks.h"
#include "core/graph/graphcatalog.h"
#include "core/ingest/runloader.h"

#include <QTemporaryDir>
#include <QTest>

using namespace cs;
using namespace cs::test;

// Final nodes of the corpus fusion_mlp run in the engine's other models: the post-grad
// graph's fusion groups (provenance) and the profiler's kernel plans.
class TestFusionLinks : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void groupsAndPlans()
    {
        QTemporaryDir tmp;
        const QString dir = unpackFusionFixture(tmp.path(), QStringLiteral("fusion_mlp"));
        QVERIFY(!dir.isEmpty());
        const auto run = loadRun({ dir, QStringLiteral(CS_TEST_DATA_DIR "/logs/fusion_mlp.log.zst") });
        QVERIFY(run);
        const FusionRun fusion = buildFusionRun(*run.value());
        const FusionGraph *fw = fusion.find(QStringLiteral("0/0:forward"));
        QVERIFY(fw);
        QCOMPARE(fw->postGradGraph, QStringLiteral("0/0:post_grad:forward"));
        const auto entry = findGraph(listGraphs(*run.value()), fw->postGradGraph);
        QVERIFY(entry);
        const auto graph = loadGraph(*run.value(), entry.value());
        QVERIFY(graph);
        QCOMPARE(graph->groupSource, QStringLiteral("provenance"));
        KernelCache cache;
        const QList<KernelPlan> plans = planKernels(wrapperSources(*run.value()), cache);
        int triton = 0;
        for (const FinalNode &f : fw->finals) {
            if (f.kernel.kind != QLatin1String("triton"))
                continue;
            ++triton;
            const int group = fusionGroupOf(graph.value(), *fw, f);
            QVERIFY2(group >= 0, qPrintable(f.name));
            QCOMPARE(graph->groups[size_t(group)].kernel, f.kernel.name);
            // The group's post-grad nodes are the kernel's provenance list.
            QStringList members;
            for (int n : graph->groups[size_t(group)].members)
                members << graph->nodes[size_t(n)].name;
            for (const QString &p : f.kernel.postGrad)
                QVERIFY2(members.contains(p), qPrintable(f.name + u' ' + p));
            const KernelPlan *plan = planOf(plans, *fw, f);
            QVERIFY2(plan, qPrintable(f.kernel.name));
            QCOMPARE(plan->name, f.kernel.name);
            QCOMPARE(plan->id, f.kernel.planId);
        }
        QCOMPARE(triton, 5);
    }
};

QTEST_GUILESS_MAIN(TestFusionLinks)
#include "tst_fusionlinks.moc"
