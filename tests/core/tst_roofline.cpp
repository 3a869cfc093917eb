// How close to the limit (issue 44): the roofs from what the runner reports of the GPU, Inductor's
// byte and FLOP estimates read from real kernels' inductor_meta (the workbench fixture), each kernel
// placed against the roof of its bound, furthest first, latency-bound ones last; text and JSON.
#include "core/ingest/runloader.h"
#include "core/profiling/kernelplan.h"
#include "core/profiling/roofline.h"
#include "core/report/rooflinetext.h"
#include "tests/fixture.h"
#include "tests/runneroutput.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace cs;

namespace {

const QString H100
    = QStringLiteral(R"({"peak_gbs": 2907.7, "compute_capability": "9.0", "sm_count": 132, "clock_khz": 1980000})");

const KernelPlan *named(const QList<KernelPlan> &plans, const QString &part)
{
    for (const KernelPlan &p : plans)
        if (p.name.contains(part))
            return &p;
    return nullptr;
}

KernelResult measured(const KernelPlan &p, double medianUs)
{
    KernelResult r;
    r.kernel = p.name;
    r.compileId = p.compileId;
    r.planId = p.id;
    r.kind = p.kind;
    r.medianUs = r.minUs = r.maxUs = medianUs;
    r.bytes = p.bandwidthBytes();
    return r;
}

} // namespace

class TestRoofline : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void roofsFromTheGpu()
    {
        const GpuPeaks g = gpuPeaks(H100);
        QCOMPARE(g.copyGBs, 2907.7);
        QVERIFY(qAbs(g.tensor16Flops - 4096.0 * 132 * 1.98e9) < 1e6); // 1,070 TFLOP/s at 1.98 GHz
        QVERIFY(qAbs(g.fp32Flops - 256.0 * 132 * 1.98e9) < 1e6);
        QCOMPARE(
            gpuPeaks(QStringLiteral(
                         R"({"peak_gbs": 900, "compute_capability": "12.1", "sm_count": 48, "clock_khz": 2000000})"))
                .tensor16Flops,
            0.0); // not in the table: no guess
        // Ada and Ampere data-center parts at the full rate with fp32 accumulation (L40S: 142 SMs at
        // 2.52 GHz, 362 TFLOP/s); a GeForce card of the same architecture at half of it.
        const QString l40s = QStringLiteral(
            R"({"peak_gbs": 800, "compute_capability": "8.9", "sm_count": 142, "clock_khz": 2520000})");
        QVERIFY(qAbs(gpuPeaks(l40s, QStringLiteral("NVIDIA L40S")).tensor16Flops / 1e12 - 366.4) < 1);
        QVERIFY(qAbs(gpuPeaks(l40s, QStringLiteral("NVIDIA GeForce RTX 4090")).tensor16Flops / 1e12 - 183.2) < 1);
        QVERIFY(!gpuPeaks(QStringLiteral("{}")).known());
        QVERIFY(!gpuPeaks(QStringLiteral("not json")).known());
    }

    void kernelsOfARealRunAgainstTheRoofs()
    {
        QTemporaryDir dir;
        QList<KernelPlan> plans = fixturePlans(
            QStringLiteral(CS_TEST_DATA_DIR "/workbench_run.tar.xz"), QStringLiteral("workbench_run"), dir.path());
        QVERIFY(!plans.isEmpty());
        // The fixture keeps no cubins, so nothing is planned down to its arguments: the bmm's are fp16
        // (autocast), as a launchable plan would list them.
        for (KernelPlan &p : plans)
            if (p.name.startsWith(QLatin1String("triton_tem_fused__unsafe_view_bmm")))
                for (const char *name : { "arg_A", "arg_B", "out_ptr0" })
                    p.args << PlanArg { PlanArg::Kind::Pointer, QLatin1String(name), QStringLiteral("fp16"), 1 << 20, 0,
                        0 };
        // The bmm template: 'kernel_num_gb': 0.012582912, 'kernel_flop': 536870912 (2·8·256·256·64·... as Inductor
        // counts).
        const KernelPlan *bmm = named(plans, QStringLiteral("triton_tem_fused__unsafe_view_bmm_clone_split"));
        QVERIFY(bmm);
        QCOMPARE(bmm->inductorBytes, int64_t(12582912));
        QCOMPARE(bmm->inductorFlops, 536870912.0);
        const KernelPlan *poi = named(plans, QStringLiteral("triton_poi_fused__to_copy_1"));
        QVERIFY(poi);
        QCOMPARE(poi->inductorBytes, int64_t(4718592));
        QCOMPARE(poi->inductorFlops, 0.0);
        const KernelPlan *tiny = named(plans, QStringLiteral("triton_poi_fused__to_copy_2")); // 9,216 bytes
        QVERIFY(tiny);

        ProfileRun profile;
        profile.settings = H100;
        // Inductor's own -k times on the H100 the fixture was recorded on (0.008, 0.006 and 0.004 ms).
        profile.results = { measured(*bmm, 8.0), measured(*poi, 6.0), measured(*tiny, 4.0) };
        KernelResult cpp = measured(*poi, 3.0);
        cpp.kind = QStringLiteral("cpp"); // C++ kernels run on the CPU: no GPU roof
        profile.results.push_back(cpp);
        const Roofline r = computeRoofline(plans, profile);
        QCOMPARE(r.points.size(), size_t(3));
        // Furthest from its bound first; then the kernels whose floor is under 2 µs (4.7 MB: 1.6 µs at
        // the copy rate), where launch and tail latency set the time: furthest first among them too.
        QCOMPARE(r.points[0].result->kernel, bmm->name);
        QCOMPARE(r.points[1].result->kernel, tiny->name);
        QCOMPARE(r.points[2].result->kernel, poi->name);
        QVERIFY(!r.points[0].latencyBound && r.points[1].latencyBound && r.points[2].latencyBound);
        const RooflinePoint &b = r.points[0];
        QCOMPARE(b.bound, RooflinePoint::Bound::Memory); // 43 FLOP per byte, under the ridge of 368
        QVERIFY(qAbs(b.gbs - 12582912 / 8e-6 / 1e9) < 1e-6); // 1,573 GB/s: Inductor's -k said 1,518 (its time rounded)
        QVERIFY(qAbs(b.intensity - 536870912.0 / 12582912) < 1e-9);
        QVERIFY(qAbs(b.floorUs - 12582912 / 2907.7e9 * 1e6) < 1e-9);
        QVERIFY(qAbs(b.fraction - b.floorUs / 8.0) < 1e-12);
        QCOMPARE(b.flopsAs, QStringLiteral("fp16/bf16 tensor"));
        QCOMPARE(b.bytesFrom, QStringLiteral("inductor"));

        // The same kernel's FLOPs made large: now the compute roof binds.
        QList<KernelPlan> big = plans;
        for (KernelPlan &p : big)
            if (p.id == bmm->id)
                p.inductorFlops = 1.1e12;
        const Roofline c = computeRoofline(big, profile);
        const auto compute = std::find_if(
            c.points.begin(), c.points.end(), [&](const RooflinePoint &p) { return p.result->kernel == bmm->name; });
        QCOMPARE(compute->bound, RooflinePoint::Bound::Compute);
        QVERIFY(qAbs(compute->floorUs - 1.1e12 / (4096.0 * 132 * 1.98e9) * 1e6) < 1e-6);

        const QString text = formatRooflineText(r);
        QVERIFY2(text.contains(QLatin1String("Roofs: memory 2908 GB/s")) && text.contains(QLatin1String("latency")),
            qPrintable(text));
        const QJsonObject j = rooflineJson(r);
        QCOMPARE(j[QStringLiteral("kernels")].toArray().size(), 3);
        QCOMPARE(j[QStringLiteral("kernels")].toArray()[0].toObject()[QStringLiteral("bound")].toString(),
            QStringLiteral("memory"));
        QVERIFY(j[QStringLiteral("peaks")].toObject()[QStringLiteral("tensor16_tflops")].toDouble() > 1000);

        // A long kernel with a tiny floor is far from its roof, not latency-bound.
        ProfileRun slow = profile;
        slow.results = { measured(*tiny, 400.0) };
        QVERIFY(!computeRoofline(plans, slow).points.at(0).latencyBound);
        // A matmul whose FLOPs were not counted (compiled without TORCHINDUCTOR_BENCHMARK_KERNEL=1).
        QList<KernelPlan> uncounted = plans;
        for (KernelPlan &p : uncounted)
            if (p.id == bmm->id)
                p.inductorFlops = -1;
        const Roofline u = computeRoofline(uncounted, profile);
        QCOMPARE(u.points[0].bound, RooflinePoint::Bound::Unknown);
        QVERIFY(formatRooflineText(u).contains(QLatin1String("unknown")));
        // Roofs a GPU does not have: fp8 before sm_89, tf32 before sm_80 — fp8 inputs on an A100 meet
        // the fp16 tensor roof, not twice it.
        QList<KernelPlan> fp8 = plans;
        for (KernelPlan &p : fp8)
            if (p.id == bmm->id)
                for (PlanArg &a : p.args)
                    a.dtype = QStringLiteral("fp8e4nv");
        ProfileRun a100 = profile;
        a100.settings = QStringLiteral(
            R"({"peak_gbs": 1500, "compute_capability": "8.0", "sm_count": 108, "clock_khz": 1410000})");
        QCOMPARE(computeRoofline(fp8, a100).points[0].flopsAs, QString()); // no fp8 tensor cores, and no fp16 inputs
        QCOMPARE(computeRoofline(fp8, profile).points[0].flopsAs, QStringLiteral("fp8 tensor"));
        // Results stored before plan ids are found by compile id, name and config.
        ProfileRun old = profile;
        for (KernelResult &res : old.results) {
            res.planId.clear();
            res.config = named(plans, res.kernel)->config;
        }
        QCOMPARE(computeRoofline(plans, old).points.size(), size_t(3));

        // No measured copy rate (a CPU profile, an old database): no roofline, said so.
        ProfileRun cpu = profile;
        cpu.settings = QStringLiteral("{}");
        QVERIFY(computeRoofline(plans, cpu).points.empty());
        QVERIFY(formatRooflineText(computeRoofline(plans, cpu)).contains(QLatin1String("no roofline")));
    }

    // Measured on an H100 (scripts/gpu/check_roofline.py: tests/data/roofline_run.tar.xz holds the
    // run, the app's job for it, and the runner's output): a 768 MiB fp32 → fp16 conversion at the
    // copy rate, and an 8192³ fp16 matmul template against the tensor-core peak.
    void measuredOnAnH100()
    {
        QTemporaryDir dir;
        const QList<KernelPlan> plans = fixturePlans(
            QStringLiteral(CS_TEST_DATA_DIR "/roofline_run.tar.xz"), QStringLiteral("roofline_run"), dir.path());
        QVERIFY(!plans.isEmpty());
        const ProfileRun profile = profileFromRunnerOutput(dir.filePath(QStringLiteral("roofline_run.jsonl")));
        QCOMPARE(profile.results.size(), size_t(2));
        const Roofline r = computeRoofline(plans, profile);
        QCOMPARE(r.points.size(), size_t(2));
        QVERIFY(qAbs(r.peaks.copyGBs - 2903.4) < 0.1);
        for (const RooflinePoint &p : r.points) {
            QVERIFY(p.plan && p.plan->launchable());
            QCOMPARE(p.bytesFrom, QStringLiteral("inductor"));
            if (p.result->kernel.contains(QLatin1String("to_copy"))) {
                // 805 MB in 266 µs: 3,028 GB/s, 104% of the copy yardstick (Inductor's -k: 3,055 GB/s).
                QCOMPARE(p.bound, RooflinePoint::Bound::Memory);
                QCOMPARE(p.bytes, 805306368.0);
                QVERIFY2(p.fraction > 0.85 && p.fraction < 1.15, qPrintable(QString::number(p.fraction)));
            } else {
                // 1.1 TFLOP in 1,776 µs: 619 TFLOP/s, 58% of 4096 · 132 SMs · 1.98 GHz.
                QCOMPARE(p.bound, RooflinePoint::Bound::Compute);
                QCOMPARE(p.flops, 2.0 * 8192 * 8192 * 8192);
                QCOMPARE(p.flopsAs, QStringLiteral("fp16/bf16 tensor"));
                QVERIFY2(p.fraction > 0.4 && p.fraction < 0.8, qPrintable(QString::number(p.fraction)));
            }
        }
        // The matmul is further from its roof than the conversion: listed first.
        QVERIFY(r.points[0].result->kernel.contains(QLatin1String("mm")));
    }
};

QTEST_GUILESS_MAIN(TestRoofline)
#include "tst_roofline.moc"
