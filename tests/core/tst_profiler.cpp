#include "core/analysis/outputcode.h"
#include "core/ingest/runloader.h"
#include "core/profiling/kernelplan.h"
#include "core/profiling/profilesession.h"
#include "core/profiling/wrappercode.h"
#include "core/report/summarytext.h"
#include "core/storage/profilestore.h"
#include "tests/fixture.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace cs;

// The kernel profiler on real runs: planning a CUDA run made on an H200 (its cubins are in the
// fixture; the GPU test launches them), and on the CPU, for real, the Inductor C++ kernels of a
// run the venv's torch makes during the test, measured by the runner and stored in SQLite.
class TestProfiler : public QObject {
    Q_OBJECT

    QTemporaryDir m_tmp;
    QString m_cudaRun, m_cpuRun;

    static QList<KernelPlan> plan(const QString &dir)
    {
        const auto run = loadRun({ dir });
        if (!run)
            qFatal("%s", qPrintable(run.error().toString()));
        KernelCache cache;
        cache.scan({ dir });
        return planKernels(wrapperSources(*run.value()), cache);
    }

    static const KernelPlan *find(const QList<KernelPlan> &plans, const QString &name)
    {
        for (const KernelPlan &p : plans)
            if (p.name == name)
                return &p;
        return nullptr;
    }

    // A kernel library of our own, for the failure paths (a crash, a hang).
    QString buildLibrary(const QString &name, const QByteArray &body)
    {
        const QString src = m_tmp.filePath(name + QStringLiteral(".c"));
        QFile f(src);
        f.open(QIODevice::WriteOnly);
        f.write("void kernel(float *p, long n) { " + body + " }\n");
        f.close();
        const QString so = m_tmp.filePath(name + QStringLiteral(".so"));
        QProcess cc;
        cc.start(QStringLiteral("cc"),
            { QStringLiteral("-shared"), QStringLiteral("-fPIC"), QStringLiteral("-O1"), src, QStringLiteral("-o"),
                so });
        cc.waitForFinished(60000);
        return cc.exitCode() == 0 ? so : QString();
    }

    static KernelPlan cppPlan(const QString &id, const QString &library)
    {
        KernelPlan p;
        p.id = p.name = id;
        p.kind = QStringLiteral("cpp");
        p.compileId = QStringLiteral("test");
        p.binary = library;
        p.function = QStringLiteral("kernel");
        PlanArg buffer;
        buffer.dtype = QStringLiteral("fp32");
        buffer.bytes = 4096;
        PlanArg n;
        n.kind = PlanArg::Kind::I64;
        n.intValue = 1024;
        p.args = { buffer, n };
        return p;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_tmp.isValid());
        QVERIFY(unpackFixture(QStringLiteral(CS_TEST_DATA_DIR "/cuda_run.tar.xz"), m_tmp.path()));
        m_cudaRun = m_tmp.filePath(QStringLiteral("fusion_mlp"));
    }

    void wrapperExpressions()
    {
        const QHash<QString, int64_t> symbols { { QStringLiteral("s77"), 15 }, { QStringLiteral("ks0"), 4 } };
        QCOMPARE(evalInteger(QStringLiteral("s77*ks0 + 3"), symbols).value(), 63);
        QCOMPARE(evalInteger(QStringLiteral("(s77 + 1) // ks0"), symbols).value(), 4);
        QCOMPARE(evalInteger(QStringLiteral("-7 // 2"), symbols).value(), -4); // Python floor division
        QVERIFY(!evalInteger(QStringLiteral("s99 + 1"), symbols));
        QVERIFY(!evalInteger(QStringLiteral("1 // 0"), symbols));
    }

    // Every Triton kernel of the H200 run planned as the GPU test (and, by hand, Inductor's
    // own benchmark) confirmed: 14 kernels, the arguments the generated code passes. Its Triton
    // cache holds 31 compiled variants, most of them the same config compiled twice (again by
    // the `output_code.py -k` run): 17 distinct launch plans. One kernel's autotune record names
    // its variant; two reductions have a second one (R0_BLOCK halved at load), unrecorded.
    void plansTritonKernelsOfARealCudaRun()
    {
        const QList<KernelPlan> all = plan(m_cudaRun);
        const QList<KernelPlan> plans = withoutCandidates(all);
        QSet<QString> names;
        for (const KernelPlan &p : all) {
            QVERIFY2(p.launchable(), qPrintable(p.name + QStringLiteral(": ") + p.problem));
            QCOMPARE(p.kind, QStringLiteral("triton"));
            QCOMPARE(p.scratchPointers, 2); // Triton 3.6: global and profile scratch
            QVERIFY(QFile::exists(p.binary));
            names << p.name;
        }
        QCOMPARE(names.size(), 14);
        QCOMPARE(all.size(), 17);
        QCOMPARE(plans.size(), 16);
        QMap<QString, QStringList> choices; // kernel → its plans' choices
        for (const KernelPlan &p : all)
            choices[p.name] << KernelPlan::choiceName(p.choice);
        QCOMPARE(choices.value(QStringLiteral("triton_poi_fused_add_mul_view_4")),
            QStringList({ QStringLiteral("recorded"), QStringLiteral("candidate") }));
        QCOMPARE(choices.value(QStringLiteral("triton_red_fused_gelu_mean_native_dropout_sigmoid_view_1")),
            QStringList({ QStringLiteral("unresolved"), QStringLiteral("unresolved") }));
        QCOMPARE(choices.value(QStringLiteral("triton_per_fused_native_layer_norm_0")),
            QStringList { QStringLiteral("only") });

        // triton_poi_fused_add_mul_view_4.run(primals_3, buf10, buf12, buf22, buf24, buf25, 4194304),
        // its record: {"XBLOCK": 1024, "num_warps": 4, "num_stages": 1, "time_taken_ms": 13, "triton_cache_hash": ...}
        const KernelPlan *poi = find(plans, QStringLiteral("triton_poi_fused_add_mul_view_4"));
        QVERIFY(poi);
        QCOMPARE(poi->choice, VariantChoice::Recorded);
        QCOMPARE(poi->variants, 2);
        QCOMPARE(poi->tuningMs, int64_t(13));
        QVERIFY(!poi->foundByCoordesc);
        QVERIFY(poi->record.endsWith(QLatin1String(".best_config")));
        QCOMPARE(poi->grid[0], 4194304 / 1024);
        QCOMPARE(poi->config, QStringLiteral("XBLOCK=1024 num_warps=4 num_stages=1"));
        QCOMPARE(poi->args.size(), 7);
        QCOMPARE(poi->args[0].bytes, int64_t(32 * 128 * 1024 * 4)); // primals_3: f32[32, 128, 1024]
        QCOMPARE(poi->args[2].bytes, int64_t(32 * 128 * 4)); // buf12: f32[32, 128, 1]
        QCOMPARE(poi->args[6].kind, PlanArg::Kind::I32);
        QCOMPARE(poi->args[6].intValue, int64_t(4194304));
        QCOMPARE(poi->bytesMoved, int64_t(4) * 16777216 + 2 * 16384);
        // Inductor's own estimate, `'kernel_num_gb': …` in its inductor_meta, is what bandwidth uses.
        const QRegularExpression numGb(QStringLiteral("'kernel_num_gb': ([0-9.e+-]+)"));
        const auto gb = numGb.match(poi->source);
        QVERIFY(gb.hasMatch());
        QCOMPARE(poi->inductorBytes, qRound64(gb.captured(1).toDouble() * 1e9));
        QCOMPARE(poi->bandwidthBytes(), poi->inductorBytes);
        QCOMPARE(poi->inductorFlops, 0.0);

        // The planner's job for this run is the one committed beside it (the H200 ran it before its
        // bytes= became Inductor's count; the times it was checked on do not depend on them).
        QFile committed(m_tmp.filePath(QStringLiteral("fusion_mlp.job")));
        QVERIFY(committed.open(QIODevice::ReadOnly));
        QByteArray job = kernelJobText(plans, ProfileOptions {});
        job.replace((m_tmp.path() + QLatin1Char('/')).toUtf8(), "");
        QCOMPARE(job, committed.readAll());
    }

    // Max-autotune (tests/data/autotune_run.tar.xz: a real H200 run with
    // max-autotune-no-cudagraphs): each Triton kernel of the generated code is planned once, as
    // the variant the run used. Every autotune record is checked here against the plan from the
    // record's own JSON and the variant's folder; the others are candidates, listed only on
    // request; template kernels carry Inductor's own benchmark from the trace's records.
    // DDP over two ranks (CPU, C++ kernels): 4/0 is split into three children, each with a
    // forward and a backward graph, on both ranks; 18 kernels in all, many of one name (each
    // child's `cpp_fused_add_mul_relu_sigmoid_0`), rank 1's code identical to rank 0's. Each plan
    // names its graph and stands for the identical kernels it names: the rows and those add up to
    // the distinct kernels summary counts, and summary's list of names adds up too.
    void ddpKernelsNameTheirGraphs()
    {
        const QString dir = QStringLiteral(CS_TEST_DATA_DIR "/ddp");
        const auto run = loadRun({ dir });
        QVERIFY(run);
        int distinct = 0, listed = 0;
        for (const auto &ov : run.value()->overviews)
            for (const CompileSummary &c : ov->compiles) {
                distinct += c.kernelCounts.distinctKernels;
                listed += int(c.kernels.size());
            }
        QCOMPARE(distinct, 18);
        QCOMPARE(listed, distinct); // a name two graphs define is listed twice
        KernelCache cache;
        const QList<KernelPlan> plans = planKernels(wrapperSources(*run.value()), cache);
        static const QRegularExpression graph(QStringLiteral(R"(^submod_\d (forward|backward)$)"));
        int kernels = 0;
        QSet<QString> sameName;
        for (const KernelPlan &p : plans) {
            QVERIFY2(graph.match(p.graph).hasMatch(), qPrintable(p.id + u' ' + p.graph));
            QCOMPARE(p.rank, 0); // rank 1's code is rank 0's, named in sameIn
            QVERIFY(p.place().startsWith(QLatin1String("rank 0: 4/0 submod_")));
            for (const QString &other : p.sameIn)
                QVERIFY2(other.startsWith(QLatin1String("rank ")), qPrintable(other));
            kernels += 1 + int(p.sameIn.size());
            if (p.name == QLatin1String("cpp_fused_add_mul_relu_sigmoid_0"))
                sameName << p.graph;
        }
        QCOMPARE(kernels, distinct);
        QCOMPARE(sameName.size(), 2); // two different kernels of one name: two rows, two graphs
        const QString summary = formatSummaryText(*run.value());
        static const QRegularExpression times(QStringLiteral(R"(×(\d+) \(one kernel of this name)"));
        int named = 0, repeated = 0;
        for (const QString &line : summary.split(u'\n'))
            if (line.trimmed().startsWith(QLatin1String("kernel "))) {
                const auto m = times.match(line);
                named += m.hasMatch() ? m.captured(1).toInt() : 1;
                repeated += m.hasMatch();
            }
        QCOMPARE(named, distinct);
        QVERIFY(repeated > 0);
    }

    void plansTheVariantTheRunUsed()
    {
        QTemporaryDir dir;
        QVERIFY(unpackFixture(QStringLiteral(CS_TEST_DATA_DIR "/autotune_run.tar.xz"), dir.path()));
        const QString runDir = onlyRunIn(dir.path());
        QVERIFY(!runDir.isEmpty());
        const auto run = loadRun({ runDir });
        QVERIFY(run);
        KernelCache cache;
        cache.scan({ runDir });
        const QList<WrapperSource> wrappers = wrapperSources(*run.value());
        const QList<KernelPlan> all = planKernels(wrappers, cache);
        const QList<KernelPlan> plans = withoutCandidates(all);

        QStringList defined, planned;
        for (const WrapperSource &w : wrappers)
            for (const KernelDef &k : parseOutputCode(w.text).kernels)
                if (k.kind == QLatin1String("triton"))
                    defined << w.compileId + u':' + k.name;
        for (const KernelPlan &p : plans) {
            QVERIFY2(p.launchable(), qPrintable(p.name + QStringLiteral(": ") + p.problem));
            QVERIFY2(p.choice != VariantChoice::Unresolved, qPrintable(p.id));
            planned << p.compileId + u':' + p.name;
        }
        defined.sort();
        planned.sort();
        QCOMPARE(planned, defined); // one plan per kernel

        int coordesc = 0, candidates = 0;
        for (const KernelPlan &p : plans) {
            if (p.choice != VariantChoice::Recorded)
                continue;
            QFile f(p.record);
            QVERIFY(f.open(QIODevice::ReadOnly));
            const QJsonObject record = QJsonDocument::fromJson(f.readAll()).object();
            QCOMPARE(QFileInfo(p.record).absolutePath(), QFileInfo(cache.modulePath(p.module)).absolutePath());
            QCOMPARE(p.tuningMs, int64_t(record[QStringLiteral("time_taken_ms")].toInt()));
            QCOMPARE(p.foundByCoordesc, record[QStringLiteral("found_by_coordesc")].toBool());
            if (record[QStringLiteral("triton_cache_hash")].isString()) {
                QCOMPARE(QFileInfo(p.binary).dir().dirName(), record[QStringLiteral("triton_cache_hash")].toString());
            } else { // coordinate descent: the record's config is the plan's
                ++coordesc;
                QCOMPARE(p.warps, record[QStringLiteral("num_warps")].toInt());
                QCOMPARE(p.stages, record[QStringLiteral("num_stages")].toInt());
                for (const QString &key : record.keys())
                    if (key.endsWith(QLatin1String("BLOCK")))
                        QVERIFY2(
                            p.config.split(u' ').contains(QStringLiteral("%1=%2").arg(key).arg(record[key].toInt())),
                            qPrintable(p.config));
            }
            int others = 0;
            for (const KernelPlan &c : all)
                if (c.compileId == p.compileId && c.name == p.name && c.isCandidate()) {
                    ++others;
                    QVERIFY(c.id.contains(u'@'));
                    QVERIFY(c.config != p.config || c.binary != p.binary);
                }
            QCOMPARE(others, p.variants - 1);
            candidates += others;
        }
        QVERIFY(coordesc > 0);
        QCOMPARE(all.size(), plans.size() + candidates);

        // Templates: Inductor's benchmark of the winning choice, the trace's best_time.
        QSet<double> bestTimes;
        const TraceLog &log = *run.value()->logs.front();
        for (const TraceRecord &r : log.records)
            if (log.kindName(r) == "chromium_event") {
                const QJsonObject args = QJsonDocument::fromJson(QByteArray::fromStdString(log.payload(r)))
                                             .object()[QStringLiteral("args")]
                                             .toObject();
                if (args.contains(QStringLiteral("autotune_choices_stats")))
                    bestTimes << QJsonDocument::fromJson(
                                     args[QStringLiteral("autotune_choices_stats")].toString().toUtf8())
                                     .object()[QStringLiteral("best_time")]
                                     .toDouble()
                            * 1000;
            }
        int templates = 0;
        for (const KernelPlan &p : plans)
            if (p.heuristic == QLatin1String("template")) {
                ++templates;
                QVERIFY2(bestTimes.contains(p.inductorUs), qPrintable(p.name));
            } else {
                QCOMPARE(p.inductorUs, -1.0);
            }
        QVERIFY(templates > 0);

        // The planner's job for it is the one committed beside it.
        QFile committed(runDir + QStringLiteral(".job"));
        QVERIFY(committed.open(QIODevice::ReadOnly));
        QByteArray job = kernelJobText(plans, ProfileOptions {});
        job.replace((dir.path() + QLatin1Char('/')).toUtf8(), "");
        QCOMPARE(job, committed.readAll());
    }

    void plansAndMeasuresCppKernels()
    {
        m_cpuRun = m_tmp.filePath(QStringLiteral("cpu_run"));
        QProcess py;
        py.start(QStringLiteral(CS_PYTHON),
            { QStringLiteral(CS_SCRIPTS_DIR "/fixtures/make_cpu_kernels_run.py"), m_cpuRun });
        QVERIFY(py.waitForFinished(300000));
        QVERIFY2(py.exitCode() == 0, py.readAllStandardError().right(2000).constData());
        QFile listed(m_cpuRun + QStringLiteral("/kernels.json"));
        QVERIFY(listed.open(QIODevice::ReadOnly));
        QStringList expected;
        for (const auto v : QJsonDocument::fromJson(listed.readAll()).object()[QStringLiteral("cpp_kernels")].toArray())
            expected << v.toString();

        const QList<KernelPlan> plans = plan(m_cpuRun);
        QStringList names;
        for (const KernelPlan &p : plans) {
            QVERIFY2(p.launchable(), qPrintable(p.name + QStringLiteral(": ") + p.problem));
            QCOMPARE(p.kind, QStringLiteral("cpp"));
            QVERIFY(p.binary.endsWith(QLatin1String(".main.so")));
            names << p.name;
        }
        names.sort();
        QCOMPARE(names, expected);
        // The dynamic-shape graph's kernel takes its sizes as integers bound from the inputs.
        const KernelPlan *dynamic = find(plans, QStringLiteral("cpp_fused_add_cos_mean_mul_sin_0"));
        QVERIFY(dynamic);
        QList<int64_t> scalars;
        for (const PlanArg &a : dynamic->args)
            if (a.kind == PlanArg::Kind::I64)
                scalars << a.intValue;
        QVERIFY2(scalars.contains(300) || scalars.contains(200 * 300) || scalars.contains(200),
            qPrintable(QString::number(scalars.value(0))));

        ProfileOptions options;
        options.repeat = 20;
        ProfileSession session(RunnerClient(QStringLiteral(CS_RUNNER_BINARY)), options);
        const auto run = session.run(plans, m_cpuRun);
        QVERIFY2(run, run ? "" : qPrintable(run.error().toString()));
        QCOMPARE(run.value().failures.size(), size_t(0));
        QCOMPARE(run.value().results.size(), size_t(plans.size()));
        for (const KernelResult &r : run.value().results) {
            QVERIFY(r.medianUs > 0 && r.minUs <= r.medianUs && r.medianUs <= r.maxUs);
            QCOMPARE(r.repeats, 20);
            QVERIFY(r.bytes && *r.bytes > 0);
        }
        QCOMPARE(session.runnerStarts(), 1);

        // Kept in SQLite: read back from a reopened database.
        const QString db = m_tmp.filePath(QStringLiteral("profiles.db"));
        int64_t id = 0;
        {
            auto store = ProfileStore::open(db, cs::sql::Access::ReadWrite);
            QVERIFY(store);
            id = store.value()->saveRun(run.value()).value();
        }
        auto store = ProfileStore::open(db, cs::sql::Access::ReadWrite);
        QVERIFY(store);
        const auto back = store.value()->run(id);
        QVERIFY(back);
        QCOMPARE(back.value().results.size(), run.value().results.size());
        QCOMPARE(back.value().machine.torch, QStringLiteral(CS_TORCH_VERSION));
        QCOMPARE(store.value()->history(plans.first().name).value().size(), size_t(1));
        const auto narrowed = store.value()->history(plans.first().name, plans.first().compileId, plans.first().config);
        QCOMPARE(narrowed.value().size(), size_t(1));
        for (const KernelResult &r : run.value().results)
            if (r.kernel == plans.first().name && r.compileId == plans.first().compileId)
                QCOMPARE(narrowed.value().front().minUs, r.minUs);
        QCOMPARE(
            store.value()->history(plans.first().name, plans.first().compileId, QStringLiteral("other")).value().size(),
            size_t(0));
    }

    // A CPU AOTInductor package made by the venv's torch: its inputs read from the wrapper it
    // carries, run whole by LibTorch's package loader, each kernel timed by LibTorch's profiler.
    void profilesAotiPackageKernels()
    {
        const QString pkg = m_tmp.filePath(QStringLiteral("mlp.pt2"));
        QProcess py;
        py.start(QStringLiteral(CS_PYTHON), { QStringLiteral(CS_SCRIPTS_DIR "/fixtures/make_aoti_package.py"), pkg });
        QVERIFY(py.waitForFinished(300000));
        QVERIFY2(py.exitCode() == 0, py.readAllStandardError().right(2000).constData());
        const auto loaded = loadRun({ pkg });
        QVERIFY(loaded);
        const QList<KernelPlan> plans = planAotiPackages(*loaded.value());
        // The package, then its kernels (timed when the package runs, never alone).
        QCOMPARE(plans.size(), 4);
        for (qsizetype i = 1; i < plans.size(); ++i)
            QCOMPARE(plans[i].package, pkg);
        QVERIFY2(plans.first().launchable(), qPrintable(plans.first().problem));
        QCOMPARE(plans.first().inputs, QStringList { QStringLiteral("f32[4,8]") });

        ProfileOptions options;
        options.repeat = 10;
        ProfileSession session(RunnerClient(QStringLiteral(CS_RUNNER_BINARY)), options);
        const auto run = session.run(plans, pkg);
        QVERIFY2(run, run ? "" : qPrintable(run.error().toString()));
        QCOMPARE(run.value().failures.size(), size_t(0));
        QStringList kernels;
        for (const KernelResult &r : run.value().results) {
            QCOMPARE(r.kind, QStringLiteral("aoti"));
            QVERIFY(r.medianUs > 0);
            if (!r.kernel.endsWith(QLatin1String("(whole model)"))) {
                QCOMPARE(r.repeats, 10); // one call per profiled run
                kernels << r.kernel;
            }
        }
        kernels.sort();
        // The kernels the package's wrapper defines (FORMATS §7.1), by their generated names.
        QCOMPARE(kernels,
            QStringList({ QStringLiteral("cpp_fused_add_mul_sigmoid_slice_2"), QStringLiteral("cpp_fused_mul_0"),
                QStringLiteral("cpp_fused_relu_1") }));
    }

    // A kernel that crashes or hangs takes down only its runner: recorded as a failure, and a
    // new runner goes on with the next kernel.
    void faultingKernelsAreIsolated()
    {
        const QString crash = buildLibrary(QStringLiteral("crash"), "volatile int *z = 0; *z = (int)n; (void)p;");
        const QString hang = buildLibrary(QStringLiteral("hang"), "for (;;) { p[0] += 1; }");
        const QString good = buildLibrary(QStringLiteral("good"), "for (long i = 0; i < n; ++i) p[i] = p[i] * 2 + 1;");
        QVERIFY(!crash.isEmpty() && !hang.isEmpty() && !good.isEmpty());
        KernelPlan unplannable = cppPlan(QStringLiteral("unplannable"), good);
        unplannable.problem = QStringLiteral("no compiled library");
        ProfileOptions options;
        options.kernelTimeoutMs = 3000;
        options.warmup = 1;
        options.repeat = 5;
        ProfileSession session(RunnerClient(QStringLiteral(CS_RUNNER_BINARY)), options);
        const auto run = session.run({ cppPlan(QStringLiteral("crash"), crash), cppPlan(QStringLiteral("hang"), hang),
                                         cppPlan(QStringLiteral("good"), good), unplannable },
            QStringLiteral("test"));
        QVERIFY(run);
        QCOMPARE(run.value().results.size(), size_t(1));
        QCOMPARE(run.value().results.front().kernel, QStringLiteral("good"));
        QCOMPARE(run.value().failures.size(), size_t(3));
        QHash<QString, QString> reasons;
        for (const KernelFailure &f : run.value().failures)
            reasons.insert(f.kernel, f.reason);
        QVERIFY2(reasons[QStringLiteral("crash")].contains(QLatin1String("crashed")), qPrintable(reasons["crash"]));
        QVERIFY2(reasons[QStringLiteral("hang")].contains(QLatin1String("no answer within 3 s")),
            qPrintable(reasons["hang"]));
        QVERIFY(reasons[QStringLiteral("unplannable")].startsWith(QLatin1String("not launchable")));
        QCOMPARE(session.runnerStarts(), 3);
    }
};

QTEST_GUILESS_MAIN(TestProfiler)
#include "tst_profiler.moc"
