#include "fusionfixture.h"

#include "core/fusion/fusionbuilder.h"
#include "core/fusion/whynot.h"
#include "core/ingest/runloader.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace cs;
using namespace cs::test;

// Makes a CPU run with the venv's torch (scripts/fixtures/make_fusion_run.py: TORCH_LOGS with
// fusion, TORCH_COMPILE_DEBUG, TORCH_TRACE, provenance) and checks the replay against the
// truth the script took from Inductor's scheduler while it compiled. Inductor's C++ backend
// fuses too, so this runs for real without a GPU; it takes a minute or more (C++ builds).
class TestFusionCpu : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void replayAgreesWithTheScheduler()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QProcess py;
        py.setProcessChannelMode(QProcess::MergedChannels);
        py.start(
            QStringLiteral(CS_PYTHON), { QStringLiteral(CS_SCRIPTS_DIR "/fixtures/make_fusion_run.py"), dir.path() });
        if (!py.waitForStarted(10000))
            QSKIP("the project venv's Python is not there");
        QVERIFY(py.waitForFinished(800000));
        const QString output = QString::fromUtf8(py.readAll());
        if (output.contains(QLatin1String("No module named 'torch'")))
            QSKIP("torch is not installed in the project venv");
        QVERIFY2(py.exitCode() == 0,
            qPrintable(
                output + QString::fromUtf8(readAll(dir.path() + QStringLiteral("/torch_logs.txt")).right(3000))));
        const auto loaded = loadRun({ dir.path() });
        QVERIFY2(loaded, qPrintable(loaded ? QString() : loaded.error().toString()));
        const FusionRun run = buildFusionRun(*loaded.value());
        const QJsonArray truth
            = readJson(dir.path() + QStringLiteral("/truth.json")).value(QStringLiteral("graphs")).toArray();
        QVERIFY(truth.size() >= 3);
        const QString difference = differenceFromTruth(run, truth);
        QVERIFY2(difference.isEmpty(), qPrintable(difference));
        for (const FusionGraph &g : run.graphs) {
            QCOMPARE(g.attribution, FusionGraph::Attribution::Named);
            for (const FinalNode &f : g.finals) {
                const SchedNode &n = g.nodes[size_t(f.members.front())];
                if (n.isExtern() || n.isNop())
                    continue;
                QVERIFY2(f.kernel.kind == QLatin1String("cpp") || f.kernel.kind == QLatin1String("none"),
                    qPrintable(g.id + u' ' + f.name));
                QVERIFY2(f.kernel.provenance != 0, qPrintable(g.id + u' ' + f.name + u' ' + f.kernel.name));
            }
            for (const FusionRound &r : g.rounds)
                if (r.loggedAfter >= 0)
                    QCOMPARE(r.after, r.loggedAfter);
        }
        // The forward graph's layer norm and the linear layer after it: an extern addmm never fuses.
        const FusionGraph *fw = run.find(QStringLiteral("0/0:forward"));
        QVERIFY(fw);
        QCOMPARE(run.find(QStringLiteral("0/0:post_grad:forward")), fw); // as `graph --list` names it
        const WhyNotAnswer w = whyNotFused(*fw, QStringLiteral("op4"), QStringLiteral("op5"));
        QCOMPARE(w.verdict, WhyNotAnswer::Verdict::NeverScored);
    }
};

QTEST_GUILESS_MAIN(TestFusionCpu)
#include "tst_fusioncpu.moc"
