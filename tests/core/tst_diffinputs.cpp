#include "core/analysis/outputcode.h"
#include "core/diff/difftext.h"
#include "core/diff/kernelmatch.h"
#include "core/diff/rundiff.h"
#include "core/util/bytesource.h"
#include "difffixture.h"
#include "tests/diffpairs.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <random>

using namespace cs;
using namespace cs::diff;
using namespace cs::difftest;

// `diff` where one side is damaged, a profiler trace, or a fusion log, and its JSON against its
// text — on the same recorded pairs as tst_diff, checked against the runs' own records.
class TestDiffInputs : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void badInputIsSaidAndTheRestCompared()
    {
        const RunDiff missing = diffOf(QStringLiteral("/no/such/run"), data(QStringLiteral("break_b")));
        QVERIFY(!missing.problemA.isEmpty());
        QVERIFY(!missing.notes.isEmpty() && missing.notes.first().level == Note::Level::Error);
        QVERIFY(missing.notes.first().text.contains(QLatin1String("/no/such/run")));
        QVERIFY(!missing.compiles.isEmpty());
        for (const CompilePair &p : missing.compiles)
            QCOMPARE(p.change, Change::OnlyInB);
        // Its text says it compared nothing: no "The runs differ", nothing "new" or "fixed".
        const QString text = formatDiffText(missing);
        QVERIFY2(text.contains(QLatin1String("Not compared: a side could not be read")), qPrintable(text));
        QVERIFY2(!text.contains(QLatin1String("The runs differ")), qPrintable(text));
        QVERIFY2(
            !text.contains(QLatin1String("  new  ")) && !text.contains(QLatin1String("  fixed  ")), qPrintable(text));
        // The unread side's counts are unknown ("?", null), never 0: "recompiles ? → 2", not "0 → 2".
        const RunDiff recompiled
            = diffOf(QStringLiteral(CS_TEST_DATA_DIR "/logs/recompiles.log.zst"), QStringLiteral("/no/such/run"));
        QVERIFY(recompiled.sideUnread() && !recompiled.recompiles.isEmpty());
        for (const RecompileChange &r : recompiled.recompiles)
            QVERIFY(r.recompilesA > 0 && r.recompilesB == -1);
        for (const BreakChange &b : recompiled.breaks)
            QVERIFY(b.countA > 0 && b.countB == -1);
        QVERIFY(!recompiled.regressed());
        const FindingTotals totals = findingTotals(recompiled);
        QVERIFY(totals.recompilesA > 0 && totals.recompilesB == -1 && totals.compilesB == -1);
        QCOMPARE(cacheTotals(recompiled).hitsB, -1);
        const QString recompiledText = formatDiffText(recompiled);
        QVERIFY2(recompiledText.contains(QRegularExpression(QStringLiteral("recompiles \\d+ → \\?\\n"))),
            qPrintable(recompiledText));
        QVERIFY2(!recompiledText.contains(QRegularExpression(QStringLiteral("recompiles \\d+ → 0"))),
            qPrintable(recompiledText));
        const QJsonObject json = QJsonDocument::fromJson(formatDiffJson(recompiled)).object();
        const QJsonObject first = json.value(QStringLiteral("recompiles")).toArray().first().toObject();
        QVERIFY(first.value(QStringLiteral("recompiles_b")).isNull());
        QVERIFY(first.value(QStringLiteral("recompiles_a")).toInt() > 0);
        // A profile database that could not be used is an error, but both runs were read and compared.
        RunDiff profileOnly = diffOf(data(QStringLiteral("break_a")), data(QStringLiteral("break_b")));
        profileOnly.notes << Note { Note::Level::Error, QStringLiteral("the profile database was not used: x") };
        QVERIFY(!profileOnly.sideUnread());
        // Different programs: nothing compiled in common, said, still compared.
        const RunDiff models = diffOf(QStringLiteral(CS_TEST_DATA_DIR "/logs/graph_breaks.log.zst"),
            QStringLiteral(CS_TEST_DATA_DIR "/logs/recompiles.log.zst"));
        bool warned = false;
        for (const Note &n : models.notes)
            warned
                = warned || (n.level == Note::Level::Warning && n.text.contains(QLatin1String("different programs")));
        QVERIFY(warned);
        QVERIFY(models.counts().breaksFixed == 3 && !models.recompiles.isEmpty());
        // Different stacks: an older PyTorch's log (Triton 3.2, CUDA 12.4) against 2.11's.
        const RunDiff stacks = diffOf(QStringLiteral(CS_TEST_DATA_DIR "/logs/inductor_provenance_jit_log.txt.zst"),
            QStringLiteral(CS_TEST_DATA_DIR "/logs/graph_breaks.log.zst"));
        QStringList differing;
        for (const VersionRow &v : stacks.versions)
            if (v.differs())
                differing << v.name;
        QVERIFY(differing.contains(QStringLiteral("triton")) && differing.contains(QStringLiteral("cuda")));
        int versionWarnings = 0;
        for (const Note &n : stacks.notes)
            versionWarnings += n.level == Note::Level::Warning && n.text.startsWith(QLatin1String("different "));
        QCOMPARE(versionWarnings, differing.size());
        QVERIFY(!stacks.compiles.isEmpty());
    }

    void profilerTracesEagerAgainstCompiled()
    {
        const QString eager = data(QStringLiteral("prof_eager.json.zst")),
                      compiled = data(QStringLiteral("prof_compiled.json.zst"));
        const auto a = summarizeTrace(eager), b = summarizeTrace(compiled);
        QVERIFY(a && b);
        // Independently: ProfilerStep spans and the peak of [memory] events.
        for (const auto &[path, summary] : { std::pair { eager, &a.value() }, std::pair { compiled, &b.value() } }) {
            const auto src = ByteSource::open(path);
            QVERIFY(src);
            const QJsonArray events
                = QJsonDocument::fromJson(QByteArray(src.value()->data(), static_cast<qsizetype>(src.value()->size())))
                      .object()[QStringLiteral("traceEvents")]
                      .toArray();
            int steps = 0;
            double peak = 0;
            for (const QJsonValue &e : events) {
                const QString name = e[QStringLiteral("name")].toString();
                steps
                    += name.startsWith(QLatin1String("ProfilerStep#")) && e[QStringLiteral("ph")] == QLatin1String("X");
                if (name == QLatin1String("[memory]"))
                    peak = std::max(peak, e[QStringLiteral("args")][QStringLiteral("Total Allocated")].toDouble());
            }
            QCOMPARE(summary->steps(), steps);
            QVERIFY(summary->peakMemoryBytes);
            QCOMPARE(*summary->peakMemoryBytes, peak);
        }
        QCOMPARE(a.value().steps(), 12);
        QVERIFY(!a.value().compiled && b.value().compiled);
        const RunDiff d = diffOf(eager, compiled);
        QCOMPARE(d.traces.size(), 1);
        const TraceDiff &t = d.traces.first();
        QVERIFY(t.perStep && t.stepTime);
        QCOMPARE(t.stepTime->comparison.a.n, 12);
        QVERIFY(d.changed()); // other operators ran: eager's aten::gelu, compiled's CompiledFunction
        bool gelu = false, compiledFunction = false;
        for (const auto &op : t.ops) {
            gelu = gelu || (op.name == QLatin1String("aten::gelu") && op.callsA == 12 && op.callsB == 0);
            compiledFunction = compiledFunction || (op.name == QLatin1String("CompiledFunction") && op.callsB == 12);
        }
        QVERIFY(gelu && compiledFunction);
    }

    // Host syncs are the runtime calls that block the host inside a step: the time blocked, and
    // the GPU's idle time after each until its next kernel or copy (at most to the step's end).
    // The profiler's own synchronize after a step is none of the call's.
    void hostSyncsAtTheSteps()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("syncs.json"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        const auto x = [](const char *cat, const char *name, double ts, double dur) {
            return QStringLiteral(R"({"ph":"X","cat":"%1","name":"%2","pid":1,"tid":1,"ts":%3,"dur":%4})")
                .arg(QLatin1String(cat), QLatin1String(name))
                .arg(ts)
                .arg(dur);
        };
        const QStringList events {
            x("user_annotation", "ProfilerStep#1", 0, 1000),
            x("kernel", "k0", 100, 100), // 100-200
            x("kernel", "k_other_stream", 180, 210), // 180-390: still running when the sync below returns
            x("cuda_runtime", "cudaStreamSynchronize", 150,
                60), // waits to 210; the GPU is busy to 390, idle to 400: 10
            x("gpu_memcpy", "Memcpy DtoH (Device -> Pinned)", 200, 5),
            x("kernel", "k1", 400, 50),
            x("cuda_runtime", "cudaStreamSynchronize", 500, 10), // to 510; nothing after it in the step: idle to 1000
            x("cuda_runtime", "cudaDeviceSynchronize", 520, 5), // right after: the same idle stretch, counted once
            x("cuda_runtime", "cudaLaunchKernel", 600, 5),
            x("user_annotation", "ProfilerStep#2", 2000, 1000),
            x("cuda_runtime", "hipMemcpyWithStream", 2100, 20), // ROCm's .item(): to 2120; next activity at 2200: 80
            x("kernel", "k2", 2200, 10),
            x("cuda_runtime", "cudaDeviceSynchronize", 3000, 30), // at the step's end (half-open): not the step's
            x("cuda_runtime", "cudaDeviceSynchronize", 3100, 30), // outside every step: not counted
            x("kernel", "k3", 3200, 10),
        };
        f.write(QStringLiteral(R"({"traceEvents":[%1]})").arg(events.join(u',')).toUtf8());
        f.close();
        const auto t = summarizeTrace(path);
        QVERIFY(t);
        QCOMPARE(t.value().steps(), 2);
        QCOMPARE(t.value().hostSyncs, 4);
        QCOMPARE(t.value().hostSyncUs, 60.0 + 10 + 5 + 20);
        QCOMPARE(t.value().idleAfterSyncUs, 10.0 + 490 + 80);
        QCOMPARE(t.value().launches, 1);
    }

    // The same model with Inductor's max_fusion_size at 2: fusions of more than two nodes are
    // refused. On the CPU the kernels stay the same (one C++ kernel runs several final nodes),
    // so the groups are Inductor's final nodes; each split and the decision each run recorded
    // are checked against the runs' own fusion logs.
    void fusionDecisionThatDiffered()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QProcess tar;
        tar.start(QStringLiteral("tar"),
            { QStringLiteral("-xJf"), data(QStringLiteral("fusion_pair.tar.xz")), QStringLiteral("-C"), dir.path() });
        QVERIFY(tar.waitForFinished(60000) && tar.exitCode() == 0);
        const QString a = dir.filePath(QStringLiteral("fuse_a")), b = dir.filePath(QStringLiteral("fuse_b"));
        const QStringList logA = logLines(a), logB = logLines(b);
        QVERIFY(!logA.isEmpty() && !logB.isEmpty());
        const RunDiff d = diffOf(a, b);
        QVERIFY(d.changed());
        // The splits the records show: groups of A whose members B keeps in several groups.
        const auto groupsA = fusedGroups(logA), groupsB = fusedGroups(logB);
        QSet<QString> expected;
        for (const QSet<QString> &g : groupsA) {
            QSet<QString> inB;
            for (const QString &n : g) {
                QStringList members = groupsB.value(n, { n }).values();
                members.sort();
                inB << members.join(u',');
            }
            QStringList names = g.values();
            names.sort();
            if (inB.size() > 1)
                expected << names.join(u'_');
        }
        QVERIFY2(expected.size() >= 1, "the pair should fuse differently");
        QSet<QString> reported;
        static const QRegularExpression fused(QStringLiteral(R"(\[__fusion\] fusing (\S+) with (\S+)$)"));
        static const QRegularExpression refused(QStringLiteral(R"(\[__fusion\] cannot fuse (\S+) with (\S+): (.*)$)"));
        for (const GraphDiff &g : d.graphs) {
            if (g.stage != QLatin1String("post_grad"))
                continue;
            if (g.part != QLatin1String("forward")) {
                QVERIFY2(g.fusion.isEmpty(), qPrintable(g.idA)); // the backward fuses alike
                continue;
            }
            QCOMPARE(g.change, Change::Changed);
            for (const FusionChange &f : g.fusion) {
                QCOMPARE(f.kind, FusionChange::Kind::Split);
                QCOMPARE(f.groupsA.size(), 1);
                QVERIFY(f.groupsB.size() >= 2);
                QStringList names = f.groupsA.first().split(u'_');
                names.sort();
                reported << names.join(u'_');
                QVERIFY(f.decisionA && f.decisionB);
                const FusionVerdict &x = *f.decisionA, &y = *f.decisionB;
                // A fused the pair at the line it names: one side holds node_a, the other node_b.
                QCOMPARE(x.verdict, QStringLiteral("fused"));
                QVERIFY(x.line > 0 && x.line <= logA.size());
                const auto mx = fused.match(logA[x.line - 1]);
                QVERIFY2(mx.hasMatch(), qPrintable(logA[x.line - 1]));
                const QStringList lx = mx.captured(1).split(u'_'), rx = mx.captured(2).split(u'_');
                QVERIFY(
                    (lx.contains(x.nodeA) && rx.contains(x.nodeB)) || (lx.contains(x.nodeB) && rx.contains(x.nodeA)));
                QVERIFY(groupsA.value(x.nodeA).contains(x.nodeB));
                // B refused it at the line it names, for the reason it gives, and never fused them.
                QCOMPARE(y.verdict, QStringLiteral("rejected"));
                QVERIFY(y.line > 0 && y.line <= logB.size());
                const auto my = refused.match(logB[y.line - 1]);
                QVERIFY2(my.hasMatch(), qPrintable(logB[y.line - 1]));
                QCOMPARE(my.captured(3).trimmed(), y.reason);
                QCOMPARE(y.reason, QStringLiteral("exceeds max fusion"));
                QCOMPARE(y.category, QStringLiteral("max_fusion"));
                QVERIFY(y.settings.contains(QStringLiteral("max_fusion_size")));
                const QStringList ly = my.captured(1).split(u'_'), ry = my.captured(2).split(u'_');
                QVERIFY(
                    (ly.contains(y.nodeA) && ry.contains(y.nodeB)) || (ly.contains(y.nodeB) && ry.contains(y.nodeA)));
                QVERIFY(!groupsB.value(y.nodeA, { y.nodeA }).contains(y.nodeB));
                QVERIFY(f.decision.contains(QLatin1String("exceeds max fusion")));
            }
        }
        QCOMPARE(reported, expected);
        const QString text = formatDiffText(d, false);
        QVERIFY(text.contains(QLatin1String("decision: A fused: fusing ")));
        const QJsonObject json = QJsonDocument::fromJson(formatDiffJson(d)).object();
        bool seen = false;
        for (const QJsonValue g : json.value(QStringLiteral("graphs")).toArray())
            for (const QJsonValue f : g.toObject().value(QStringLiteral("fusion")).toArray()) {
                QCOMPARE(
                    f[QStringLiteral("decision_a")][QStringLiteral("verdict")].toString(), QStringLiteral("fused"));
                QCOMPARE(f[QStringLiteral("decision_b")][QStringLiteral("category")].toString(),
                    QStringLiteral("max_fusion"));
                seen = true;
            }
        QVERIFY(seen);
        // The other way round the same groups merged: B fused what A refused.
        int merged = 0;
        for (const GraphDiff &g : diffOf(b, a).graphs)
            for (const FusionChange &f : g.fusion) {
                QCOMPARE(f.kind, FusionChange::Kind::Merged);
                QVERIFY(f.decisionA && f.decisionB);
                QCOMPARE(f.decisionA->verdict, QStringLiteral("rejected"));
                QCOMPARE(f.decisionB->verdict, QStringLiteral("fused"));
                ++merged;
            }
        QCOMPARE(merged, static_cast<int>(expected.size()));
    }

    // Issue 23, point 9: facts a run holds but that cannot be read (here kernel source lines
    // whose provenance record nests deeper than the JSON parser goes, as a limit of memory
    // would stop it) are said, per side, with why; never dropped silently.
    // A log cut short: what the cut removed is not "gone" from the run, and the comparison says
    // so with the file and line where the reading stopped.
    void aLogCutShortIsSaid()
    {
        QProcess zstd;
        zstd.start(QStringLiteral("zstd"),
            { QStringLiteral("-dc"), QStringLiteral(CS_TEST_DATA_DIR "/torch214/stack_value.log.zst") });
        QVERIFY(zstd.waitForFinished(60000));
        const QByteArray whole = zstd.readAllStandardOutput();
        QTemporaryDir dir;
        const QString full = dir.filePath(QStringLiteral("full.log")), cut = dir.filePath(QStringLiteral("cut.log"));
        for (const auto &[path, bytes] :
            { std::pair { full, whole }, std::pair { cut, whole.left(whole.size() / 2) } }) {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(bytes);
        }
        const RunDiff d = diffOf(full, cut);
        QVERIFY(!d.sideUnread());
        bool said = false;
        for (const Note &n : d.notes)
            said = said
                || (n.level == Note::Level::Warning && n.text.contains(QLatin1String("cut.log:"))
                    && n.text.contains(QLatin1String("not gone from the run")));
        QVERIFY2(said, qPrintable(formatDiffText(d)));
        QVERIFY(formatDiffText(d).contains(QLatin1String("not gone from the run")));
    }

    void factsThatCouldNotBeReadAreSaid()
    {
        QTemporaryDir dir;
        const QString run = dir.filePath(QStringLiteral("deep"));
        QVERIFY(QDir().mkpath(run + QStringLiteral("/trace")));
        const QString trace = traceText(data(QStringLiteral("break_a")));
        QStringList lines = trace.split(u'\n');
        int replaced = 0;
        for (qsizetype i = 0; i + 1 < lines.size(); ++i) {
            if (!lines[i].contains(QLatin1String("inductor_provenance_tracking_kernel_stack_traces")))
                continue;
            qsizetype end = i + 1; // the payload: the lines after the header that start with a tab
            while (end < lines.size() && lines[end].startsWith(u'\t'))
                ++end;
            lines.remove(i + 1, end - i - 1);
            lines.insert(i + 1, QStringLiteral("\t") + QString(2000, u'[') + QString(2000, u']'));
            ++replaced;
        }
        QVERIFY(replaced > 0);
        QFile f(run + QStringLiteral("/trace/dedicated_log_torch_trace_deep.log"));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(lines.join(u'\n').toUtf8());
        f.close();

        const RunDiff d = diffOf(run, data(QStringLiteral("break_b")));
        QVERIFY2(d.unreadFactsA >= 1, qPrintable(QString::number(d.unreadFactsA)));
        QCOMPARE(d.unreadFactsB, 0);
        QVERIFY(d.factsOverLimit);
        bool said = false;
        for (const Note &n : d.notes)
            said = said
                || (n.level == Note::Level::Error && n.text.startsWith(QLatin1String("A ("))
                    && n.text.contains(QLatin1String("kernel source lines (provenance)"))
                    && n.text.contains(QLatin1String("could not be read")));
        QVERIFY(said);
        const QJsonObject o = QJsonDocument::fromJson(formatDiffJson(d)).object();
        QCOMPARE(o[QStringLiteral("a")][QStringLiteral("unread_facts")].toInt(), d.unreadFactsA);
        QCOMPARE(o[QStringLiteral("incomplete")].toBool(), true);
        // The untouched pair reads every fact.
        const RunDiff whole = diffOf(data(QStringLiteral("break_a")), data(QStringLiteral("break_b")));
        QCOMPARE(whole.unreadFactsA + whole.unreadFactsB, 0);
        QVERIFY(!whole.factsOverLimit);
    }

    void jsonSaysWhatTheTextSays()
    {
        const RunDiff d = diffOf(data(QStringLiteral("break_a")), data(QStringLiteral("break_b")));
        const QJsonObject o = QJsonDocument::fromJson(formatDiffJson(d)).object();
        QCOMPARE(o[QStringLiteral("schema")].toString(), QStringLiteral("compilescope.diff/1"));
        QCOMPARE(o[QStringLiteral("changed")].toBool(), true);
        QCOMPARE(o[QStringLiteral("regressed")].toBool(), false);
        QCOMPARE(o[QStringLiteral("counts")][QStringLiteral("graph_breaks_fixed")].toInt(), 1);
        QCOMPARE(o[QStringLiteral("graph_breaks")].toArray().first()[QStringLiteral("change")].toString(),
            QStringLiteral("only_in_a"));
        QCOMPARE(o[QStringLiteral("kernels")].toArray().size(), d.kernels.size());
        QCOMPARE(o[QStringLiteral("compiles")].toArray().size(), d.compiles.size());
        const QString text = formatDiffText(d);
        QVERIFY(text.contains(QLatin1String("fixed")));
        QVERIFY(text.contains(QLatin1String("The runs differ.")));
    }
};

QTEST_GUILESS_MAIN(TestDiffInputs)
#include "tst_diffinputs.moc"
