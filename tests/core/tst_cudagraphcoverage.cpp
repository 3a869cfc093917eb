// CUDA-graph coverage (issue 41) on real runs recorded on an H200 (tests/data/gpu/cudagraphs,
// scripts/fixtures/cudagraphs_gpu.py): each region's state, skips with PyTorch's reason and the
// user's line, partitions and the nodes kept outside, recordings, and the launches inside
// partitions, checked against truth.json, which scripts/check/cudagraph_truth.py wrote from the
// raw TORCH_LOGS lines, output code and profiler traces without any CompileScope code. The files
// are read on the CPU: this runs in CI.

#include "core/analysis/cudagraphcoverage.h"
#include "core/analysis/kernelcounts.h"
#include "core/analysis/outputcode.h"
#include "core/ingest/runloader.h"
#include "core/ingest/torchlogs/torchlogsreader.h"
#include "core/report/cudagraphreport.h"
#include "core/util/bytesource.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

using namespace cs;

namespace {

const QString Root = QStringLiteral(CS_TEST_DATA_DIR "/gpu/cudagraphs/");

QJsonObject truth()
{
    QFile f(Root + QStringLiteral("truth.json"));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(f.readAll()).object().value(QStringLiteral("scenarios")).toObject();
}

QString expectedState(const QString &coverage)
{
    return coverage == QLatin1String("cudagraphs not enabled") ? QStringLiteral("off") : coverage;
}

const CudaGraphRegion *regionOf(const CudaGraphCoverage &c, const QString &id)
{
    for (const CudaGraphRegion &r : c.regions)
        if (r.compileId == id)
            return &r;
    return nullptr;
}

// A TORCH_LOGS text read by the engine's reader, as if from a file.
std::shared_ptr<const TextLog> readText(const QByteArray &text)
{
    return TorchLogsReader::read(*ByteSource::fromBytes(QStringLiteral("stderr.log"), text.toStdString()));
}

} // namespace

class TstCudaGraphCoverage : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void matchesTruth_data();
    void matchesTruth();
    void traceAloneSaysWhatItCannotKnow();
    void partitionLaunchesAreRead();
    void linesOfOtherVersions();
    void hostileLines();
};

void TstCudaGraphCoverage::matchesTruth_data()
{
    QTest::addColumn<QString>("scenario");
    const QJsonObject t = truth();
    QVERIFY2(t.size() >= 9, "truth.json lists the nine scenarios");
    for (auto it = t.begin(); it != t.end(); ++it)
        QTest::newRow(qPrintable(it.key())) << it.key();
}

void TstCudaGraphCoverage::matchesTruth()
{
    QFETCH(QString, scenario);
    const QJsonObject s = truth().value(scenario).toObject();
    auto run = loadRun({ Root + scenario });
    QVERIFY2(run, qPrintable(run ? QString() : run.error().toString()));
    QCOMPARE(run.value()->textLogs.size(), size_t(1));
    const CudaGraphCoverage c = runCudaGraphCoverage(*run.value());
    const QJsonObject regions = s.value(QStringLiteral("regions")).toObject();
    QVERIFY(!regions.isEmpty());
    int skipsTruth = 0, skipsRead = 0;
    for (auto it = regions.begin(); it != regions.end(); ++it) {
        const QJsonObject want = it.value().toObject();
        const CudaGraphRegion *r = regionOf(c, it.key());
        const QString state = expectedState(want.value(QStringLiteral("coverage")).toString());
        if (state == QLatin1String("off") && !r)
            continue; // a region without CUDA graphs may be left out
        QVERIFY2(r, qPrintable(QStringLiteral("region %1 missing").arg(it.key())));
        QCOMPARE(r->state, state);
        QCOMPARE(r->requested, want.value(QStringLiteral("cudagraphs_enabled")).toBool());
        // Skips: as many as torch logged, each reason as PyTorch worded it (prefixes dropped),
        // each with the user's line of its `Found from` stack.
        const QJsonArray skips = want.value(QStringLiteral("skips")).toArray();
        skipsTruth += int(skips.size());
        skipsRead += int(r->skips.size());
        QCOMPARE(r->skips.size(), skips.size());
        for (qsizetype i = 0; i < skips.size(); ++i) {
            QString raw = skips[i].toString();
            while (raw.startsWith(QLatin1String("skipping cudagraphs due to ")))
                raw = raw.mid(27);
            QVERIFY2(raw.startsWith(r->skips[i].reason), qPrintable(raw + QStringLiteral(" / ") + r->skips[i].reason));
            QVERIFY(!r->skips[i].reason.isEmpty());
        }
        // Partitions as the scheduler logged them; the nodes kept outside with their reasons.
        if (const QJsonObject p = want.value(QStringLiteral("partitions")).toObject();
            !p.isEmpty() && state != QLatin1String("off")) {
            QCOMPARE(r->partitions, p.value(QStringLiteral("partitions")).toInt());
            QCOMPARE(r->cudagraphable, p.value(QStringLiteral("cudagraphable")).toInt());
            QSet<QString> reasons;
            for (const CudaGraphOutsideNode &n : r->outside)
                reasons << n.reason;
            QSet<QString> wantReasons;
            for (const QJsonValue v : want.value(QStringLiteral("non_cudagraphable_reasons")).toArray())
                wantReasons << v.toString();
            QCOMPARE(reasons, wantReasons);
        }
        QCOMPARE(r->recordings, want.value(QStringLiteral("recordings")).toInt());
        QCOMPARE(r->recordings > 0 ? r->recordings - 1 : 0,
            want.value(QStringLiteral("re_recordings")).toInt()
                + (r->recordings > 1 && want.value(QStringLiteral("re_recordings")).toInt() == 0 ? r->recordings - 1
                                                                                                 : 0));
        // Launches inside partition functions: what a CUDA graph can hold (issue 41 point 1).
        if (want.contains(QStringLiteral("output_code_gpu_launches_in_partitions")))
            QCOMPARE(
                r->launchesInPartitions, want.value(QStringLiteral("output_code_gpu_launches_in_partitions")).toInt());
    }
    QCOMPARE(skipsRead, skipsTruth);
    // The user's line of every skip that has a `Found from` stack.
    const QJsonArray rawSkips
        = s.value(QStringLiteral("torch_logs")).toObject().value(QStringLiteral("cudagraph_skips")).toArray();
    for (const QJsonValue v : rawSkips) {
        const QJsonObject u = v.toObject().value(QStringLiteral("user_frame")).toObject();
        if (u.isEmpty())
            continue;
        bool found = false;
        for (const CudaGraphRegion &r : c.regions)
            for (const CudaGraphSkipLine &k : r.skips)
                found = found
                    || (k.where.line == u.value(QStringLiteral("line")).toInt()
                        && k.where.function == u.value(QStringLiteral("function")).toString());
        QVERIFY2(found, qPrintable(QJsonDocument(u).toJson(QJsonDocument::Compact)));
    }
    // The warning about many recorded sizes, as torch logged it.
    const QJsonArray warned
        = s.value(QStringLiteral("torch_logs")).toObject().value(QStringLiteral("dynamic_shape_warnings")).toArray();
    QCOMPARE(c.distinctSizesWarned > 0, !warned.isEmpty());
}

// Without TORCH_LOGS, the trace still says which compiles had CUDA graphs on (the FX graph
// cache key) and the compile-time skips; a run-time skip is not in it, so the state is unknown.
void TstCudaGraphCoverage::traceAloneSaysWhatItCannotKnow()
{
    const QDir traceDir(Root + QStringLiteral("ro_mutated_input/trace"));
    auto run = loadRun({ traceDir.path() });
    QVERIFY(run);
    QVERIFY(run.value()->textLogs.empty());
    const CudaGraphCoverage c = runCudaGraphCoverage(*run.value());
    QCOMPARE(c.regions.size(), qsizetype(1));
    QCOMPARE(c.regions[0].state, QStringLiteral("unknown"));
    QVERIFY(c.regions[0].requested);
    QCOMPARE(c.regions[0].requestedFrom, QStringLiteral("fx_graph_cache"));
    QVERIFY(cudaGraphCoverageText(c).contains(QLatin1String("TORCH_LOGS=cudagraphs")));

    auto cpu = loadRun({ Root + QStringLiteral("ro_cpu_input/trace") });
    QVERIFY(cpu);
    const CudaGraphCoverage k = runCudaGraphCoverage(*cpu.value());
    QCOMPARE(k.skipped, 2); // compile-time skips reach cudagraph_skip_reason
    QCOMPARE(k.regions[0].skips.value(0).reason, QStringLiteral("cpu device (arg2_1)"));
    QCOMPARE(k.regions[0].skips.value(0).where.line, 201);

    auto off = loadRun({ Root + QStringLiteral("deep_blocks_guards") });
    QVERIFY(off);
    const CudaGraphCoverage o = runCudaGraphCoverage(*off.value());
    QVERIFY(!o.any());
    QVERIFY(cudaGraphCoverageText(o).isEmpty()); // default mode: nothing to say, no false skip
}

void TstCudaGraphCoverage::partitionLaunchesAreRead()
{
    const std::string code = "def partition_0(args):\n"
                             "    arg0_1, = args\n"
                             "    with torch.cuda._DeviceGuard(0):\n"
                             "        triton_a.run(arg0_1, buf0, stream=stream0)\n"
                             "        extern_kernels.mm(buf0, arg0_1, out=buf1)\n"
                             "        return (buf1, )\n"
                             "\n"
                             "def partition_12(args):\n"
                             "    triton_b.run(buf2, stream=stream0)\n"
                             "\n"
                             "def partition_x(args):\n"
                             "    triton_c.run(buf2, stream=stream0)\n"
                             "\n"
                             "class Runner:\n"
                             "    def call(self, args):\n"
                             "        cpp_fused_sin_2(buf3)\n"
                             "        buf4.copy_(buf3, False)\n";
    const OutputCode oc = parseOutputCode(code);
    QCOMPARE(oc.partitions, 13);
    QCOMPARE(oc.launches.size(), qsizetype(4));
    QCOMPARE(oc.launches[0].partition, 0);
    QCOMPARE(oc.launches[1].partition, 0);
    QCOMPARE(oc.launches[2].partition, 12);
    QCOMPARE(oc.launches[3].kernel, QStringLiteral("cpp_fused_sin_2"));
    QCOMPARE(oc.launches[3].partition, -1);
    const KernelCounts k = countKernels(oc);
    QCOMPARE(k.partitionLaunches, 3);
}

// torch 2.12+ writes the compile id inside the message (`[__cudagraphs] [0/0] Recording
// cudagraph tree`), `mode=` in recordings, re-recordings with a reason, and the re-record limit.
void TstCudaGraphCoverage::linesOfOtherVersions()
{
    const QByteArray text
        = "V1202 10:00:00.000000 1 torch/_inductor/scheduler.py:12300] [2/0] [__cudagraphs] Partition 0 has 1 kernels, "
          "below minimum size 2, skipping cudagraph\n"
          "V1202 10:00:00.000000 1 torch/_inductor/scheduler.py:12335] [2/0] [__cudagraphs] Created 2 graph "
          "partitions: 1 cudagraphable, 1 non-cudagraphable\n"
          "V1202 10:00:00.000000 1 torch/_inductor/scheduler.py:12342] [2/0] [__cudagraphs]   Partition 0: 1 nodes, "
          "non-cudagraphable, inputs=1, outputs=1\n"
          "V1202 10:00:00.000000 1 torch/_inductor/scheduler.py:12342] [2/0] [__cudagraphs]   Partition 1: 4 nodes, "
          "cudagraphable, inputs=2, outputs=1\n"
          "I1202 10:00:01.000000 1 torch/_inductor/cudagraph_trees.py:510] [__cudagraphs] [2/0] Recording cudagraph "
          "tree for graph without symints\n"
          "V1202 10:00:01.000000 1 torch/_inductor/cudagraph_trees.py:2944] [__cudagraphs] [2/0] Running warmup "
          "function=partition_0, mode=inference\n"
          "V1202 10:00:01.100000 1 torch/_inductor/cudagraph_trees.py:2894] [__cudagraphs] [2/0] Recording "
          "function=partition_0, mode=inference, cuda_graph_id=0, inputs: [0]: Tensor(size=[8, 16], stride=(16, 1))\n"
          "V1202 10:00:01.200000 1 torch/_inductor/cudagraph_trees.py:2769] [__cudagraphs] [2/0] Re-recording "
          "function=partition_0, mode=inference, reason=static input data pointer changed.\n"
          "W1202 10:00:01.300000 1 torch/_inductor/cudagraph_trees.py:500] [__cudagraphs] [2/0] inference graph hit "
          "cudagraph_dynamic_shape_rerecord_limit=8; already-recorded shapes still replay, new shapes run eager.\n"
          "W1202 10:00:02.000000 1 torch/_inductor/cudagraph_utils.py:404] [3/0] [__cudagraphs] skipping cudagraphs "
          "due to disabling cudagraphs due to incompatible op aten._local_scalar_dense.default Found from \n"
          "W1202 10:00:02.000000 1 torch/_inductor/cudagraph_utils.py:404] [3/0] [__cudagraphs]    File "
          "\"/home/u/m.py\", line 9, in g\n"
          "W1202 10:00:02.000000 1 torch/_inductor/cudagraph_utils.py:404] [3/0] [__cudagraphs]     n = "
          "x.sum().item()\n";
    const auto log = readText(text);
    const CudaGraphLog &g = log->cudagraphs;
    QCOMPARE(g.partitionings.size(), qsizetype(1));
    QCOMPARE(g.partitionings[0].detail.size(), qsizetype(2));
    QCOMPARE(g.trees, 1);
    QCOMPARE(g.recordings.size(), qsizetype(2));
    QCOMPARE(g.recordings[0].compileId->toString(), QStringLiteral("2/0"));
    QVERIFY(!g.recordings[0].attributed);
    QCOMPARE(g.recordings[0].mode, QStringLiteral("inference"));
    QCOMPARE(g.recordings[0].inputSizes, QStringLiteral("[8, 16]"));
    QVERIFY(g.recordings[1].rerecord);
    QCOMPARE(g.recordings[1].rerecordReason, QStringLiteral("static input data pointer changed."));
    QCOMPARE(g.rerecordLimitHits, 1);
    QCOMPARE(g.skips.size(), qsizetype(1));
    QCOMPARE(g.skips[0].reason, QStringLiteral("incompatible op aten._local_scalar_dense.default"));
    QCOMPARE(g.skips[0].kind, QStringLiteral("incompatible_op"));
    QCOMPARE(g.skips[0].subject, QStringLiteral("aten._local_scalar_dense.default"));
    QCOMPARE(g.skips[0].where.line, 9);
    QCOMPARE(g.skips[0].where.source, QStringLiteral("n = x.sum().item()"));

    LoadedRun run;
    run.textLogs.push_back(log);
    const CudaGraphCoverage c = runCudaGraphCoverage(run);
    QCOMPARE(c.partitioned, 1); // 2/0: partition 0 kept out, below the minimum size
    QCOMPARE(c.skipped, 1); // 3/0
    const CudaGraphRegion *two = regionOf(c, QStringLiteral("2/0"));
    QVERIFY(two);
    QCOMPARE(two->outside.size(), qsizetype(1));
    QVERIFY(two->outside[0].reason.startsWith(QLatin1String("below cudagraph_min_partition_size")));
    QCOMPARE(two->rerecordings, 1);
    QCOMPARE(c.rerecordLimitHits, 1);
    QVERIFY(cudaGraphCoverageText(c).contains(QLatin1String("re-record limit hit 1 time")));
}

// Lines cut short, numbers out of range, a node line before any partition line, stacks with
// no frame: read as far as they go, never a crash or a made-up skip.
void TstCudaGraphCoverage::hostileLines()
{
    const QByteArray text
        = "V1202 10:00:00.000000 1 s.py:1] [__cudagraphs]     op9: reason=\n"
          "V1202 10:00:00.000001 1 s.py:2] [__cudagraphs]   Partition 99999999999999: 1 nodes, cudagraphable, "
          "inputs=1, outputs=1\n"
          "V1202 10:00:00.000002 1 s.py:3] [__cudagraphs] Created 2 graph partitions: 1 cudagraphable, 1 "
          "non-cudagraphable\n"
          "V1202 10:00:00.000003 1 s.py:4] [__cudagraphs]          File \"x\n"
          "W1202 10:00:00.000004 1 s.py:5] [__cudagraphs] skipping cudagraphs due to \n"
          "W1202 10:00:00.000005 1 s.py:6] [__cudagraphs] skipping cudagraphs due to <script>alert(1)</script> (a\n"
          "V1202 10:00:00.000006 1 s.py:7] [__cudagraphs] [9999999999/0] Recording function=, "
          "cuda_graph_id=99999999999999999999, inputs: size=[\n";
    const auto log = readText(text);
    const CudaGraphLog &g = log->cudagraphs;
    QCOMPARE(g.partitionings.size(), qsizetype(1));
    QCOMPARE(g.skips.size(), qsizetype(2));
    QCOMPARE(g.skips[0].reason, QString());
    LoadedRun run;
    run.textLogs.push_back(log);
    const CudaGraphCoverage c = runCudaGraphCoverage(run);
    const QJsonObject j = cudaGraphCoverageJson(c);
    QVERIFY(j.value(QStringLiteral("skipped")).toInt() >= 1);
    QVERIFY(!cudaGraphCoverageText(c).isEmpty());
}

QTEST_GUILESS_MAIN(TstCudaGraphCoverage)
#include "tst_cudagraphcoverage.moc"
