// The autotuning explorer (issue 44): max-autotune's AUTOTUNE tables of a real H200 run's stderr,
// checked line by line against the raw text with expressions of the test's own; the same run's
// trace events joined to them; the candidates dropped before timing put under their op; the
// pointwise/reduction configs timed at DEBUG and coordinate descent's search; hostile tables.
#include "core/analysis/autotunedecisions.h"
#include "core/analysis/autotunerejects.h"
#include "core/diff/sidefacts.h"
#include "core/ingest/runloader.h"
#include "core/ingest/torchlogs/torchlogsreader.h"
#include "core/report/autotunetext.h"
#include "core/report/doc/reportbuilder.h"
#include "core/report/doc/reportdocument.h"
#include "core/report/doc/reportwriters.h"
#include "core/util/bytesource.h"
#include "tests/fixture.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace cs;

namespace {

const QString TextLogPath = QStringLiteral(CS_TEST_DATA_DIR "/messages/attention_torch_logs.txt.zst");

AutotuneExplorer explore(const QStringList &paths)
{
    const auto run = loadRun(paths);
    if (!run)
        qFatal("%s", qPrintable(run.error().toString()));
    const LoadedRun &r = *run.value();
    return exploreAutotuning(r.logs, r.overviews, r.textLogs, autotuneRejections(r.logs, r.overviews, r.textLogs));
}

std::shared_ptr<const TextLog> readText(const QByteArray &text, QTemporaryDir &dir)
{
    const QString path = dir.filePath(QStringLiteral("stderr.txt"));
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        qFatal("cannot write %s", qPrintable(path));
    f.write(text);
    f.close();
    auto log = TorchLogsReader::read(path);
    if (!log)
        qFatal("%s", qPrintable(log.error().toString()));
    return log.value();
}

} // namespace

class TestAutotuneDecisions : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // A candidate's margin from what the table printed finer: two fast candidates of one time
    // (0.0081 ms, 100.0% and 99.2%) by their percentages, a slow one (10.05 ms at 0.1%, truly
    // 0.149%) by its time.
    void marginsFromTheFinerOfTimeAndPercent()
    {
        AutotuneDecision d;
        d.winnerMs = 0.0081;
        d.winnerPercent = 100.0;
        QCOMPARE(d.slowerBy(0.0081, 99.2), 100.0 / 99.2);
        d.winnerMs = 0.0150;
        QVERIFY(qAbs(d.slowerBy(10.05, 0.1) - 10.05 / 0.0150) < 1e-9);
        QCOMPARE(d.slowerBy(0.0160, -1), 0.0160 / 0.0150); // no percentage printed
        d.winnerPercent = -1;
        QCOMPARE(d.slowerBy(0.0160, 93.8), 0.0160 / 0.0150);
    }

    // Every table of the real stderr: op, sizes, strides, dtypes, each listed choice with its time
    // and config, the benchmarking line; against the raw text read here on its own.
    void tablesAgainstTheRawLines()
    {
        const auto source = ByteSource::open(TextLogPath);
        QVERIFY(source);
        const QString raw = QString::fromUtf8(source.value()->data(), qsizetype(source.value()->size()));
        const QStringList lines = raw.split(u'\n');
        static const QRegularExpression head(QStringLiteral(R"(^AUTOTUNE ([a-z_]+)\((.+)\)$)"));
        static const QRegularExpression choice(QStringLiteral(R"(^  ([\w]+) ([0-9.]+) ms ([0-9.]+)% ?(.*)$)"));
        static const QRegularExpression tail(
            QStringLiteral(R"(^SingleProcess AUTOTUNE benchmarking takes ([0-9.]+) seconds and ([0-9.]+) seconds )"
                           R"(precompiling for (\d+) choices$)"));
        struct Want {
            QString op, sizes;
            QStringList names, configs;
            QList<double> ms;
            double bench = -1;
            int timed = -1;
        };
        QList<Want> want;
        for (const QString &l : lines) {
            if (const auto m = head.match(l); m.hasMatch())
                want << Want { m.captured(1), m.captured(2), {}, {}, {}, -1, -1 };
            else if (const auto c = choice.match(l); c.hasMatch() && !want.isEmpty()) {
                want.last().names << c.captured(1);
                want.last().ms << c.captured(2).toDouble();
                want.last().configs << c.captured(4).trimmed();
            } else if (const auto t = tail.match(l); t.hasMatch() && !want.isEmpty()) {
                want.last().bench = t.captured(1).toDouble();
                want.last().timed = t.captured(3).toInt();
            }
        }
        QCOMPARE(want.size(), 4);
        const auto log = TorchLogsReader::read(TextLogPath);
        QVERIFY(log);
        const QList<AutotuneTable> &tables = log.value()->autotune.tables;
        QCOMPARE(tables.size(), want.size());
        for (qsizetype i = 0; i < tables.size(); ++i) {
            const AutotuneTable &t = tables[i];
            QCOMPARE(t.op, want[i].op);
            QCOMPARE(t.sizes, want[i].sizes);
            QCOMPARE(t.benchmarkS, want[i].bench);
            QCOMPARE(t.timedChoices, want[i].timed);
            QCOMPARE(t.choices.size(), want[i].names.size());
            for (qsizetype k = 0; k < t.choices.size(); ++k) {
                QCOMPARE(t.choices[k].name, want[i].names[k]);
                QCOMPARE(t.choices[k].ms, want[i].ms[k]);
                QCOMPARE(t.choices[k].config, want[i].configs[k]);
            }
            QVERIFY(t.compileId && t.compileId->toString() == QLatin1String("0/0"));
            QVERIFY2(t.strides.startsWith(u'['), qPrintable(t.strides));
            QVERIFY(t.dtypes.startsWith(QLatin1String("torch.float16")));
            QVERIFY(t.numChoices >= 20 && !t.bestKernel.isEmpty() && t.bestMs > 0);
            QCOMPARE(t.bestKernel, t.choices.first().name); // the stats above the table name its fastest
        }
        QCOMPARE(tables[0].precompileS, 0.0401);
    }

    // The run's trace and its stderr together: one decision per table, its compile from the trace,
    // the candidates dropped before timing under the op that dropped them.
    void theTraceAndTheTextJoined()
    {
        QTemporaryDir dir;
        QVERIFY(unpackFixture(QStringLiteral(CS_TEST_DATA_DIR "/autotune_run.tar.xz"), dir.path()));
        const QString run = dir.path() + QStringLiteral("/attention");
        QVERIFY(QFile::copy(TextLogPath, run + QStringLiteral("/torch_logs.txt.zst")));
        const AutotuneExplorer x = explore({ run });
        QCOMPARE(int(x.decisions.size()), 4);
        QStringList ops;
        int dropped = 0;
        for (const AutotuneDecision &d : x.decisions) {
            ops << d.op;
            QVERIFY(d.fromText && d.fromTrace);
            QCOMPARE(d.compileId, QStringLiteral("0/0"));
            QVERIFY(d.candidates.first().winner);
            QCOMPARE(d.winner, d.candidates.first().name);
            QVERIFY(d.winnerMs > 0 && d.runnerUpMs >= d.winnerMs && d.margin() >= 1);
            for (const AutotuneCandidate &c : d.candidates)
                if (!c.failure.isEmpty()) {
                    ++dropped;
                    QCOMPARE(d.op, QStringLiteral("addmm"));
                    QVERIFY(c.failure.contains(QLatin1String("out of resource")));
                    QCOMPARE(c.ms, -1.0);
                }
        }
        QCOMPARE(ops, QStringList({ "addmm", "bmm", "bmm", "addmm" }));
        QCOMPARE(dropped, 2);
        // One per addmm: each was dropped while precompiling the op that follows it.
        QCOMPARE(std::count_if(x.decisions[0].candidates.begin(), x.decisions[0].candidates.end(),
                     [](const AutotuneCandidate &c) { return !c.failure.isEmpty(); }),
            1);
        QCOMPARE(x.unlistedChoices, 4); // 10 of ~21 listed: autotune_num_choices_displayed says how to see all
        QVERIFY(x.heuristicsUnlogged);
        const QString text = formatAutotuneText(x);
        QVERIFY2(text.contains(QLatin1String("addmm(2048x1536, 2048x512, 512x1536)")), qPrintable(text));
        QVERIFY2(text.contains(QLatin1String("autotune_num_choices_displayed = None")), qPrintable(text));
        QVERIFY2(text.contains(QLatin1String("addmm (ATen)")), qPrintable(text));
        // The keys all candidates share are said once, each candidate by what sets it apart.
        QVERIFY2(
            text.contains(QLatin1String("every candidate: ACC_TYPE='tl.float32', ALLOW_TF32=False")), qPrintable(text));
        QVERIFY2(text.contains(QLatin1String("triton_mm_17  BLOCK_K=64, BLOCK_M=128, BLOCK_N=128, num_stages=3")),
            qPrintable(text));
        const QJsonObject json = QJsonDocument::fromJson(formatAutotuneJson(x)).object();
        QCOMPARE(json[QStringLiteral("schema")].toString(), QStringLiteral("compilescope.autotune/1"));
        const QJsonObject first = json[QStringLiteral("decisions")].toArray().first().toObject();
        QCOMPARE(first[QStringLiteral("winner")].toString(), QStringLiteral("triton_mm_17"));
        QCOMPARE(first[QStringLiteral("winner_ms")].toDouble(), 0.0126);
        QCOMPARE(first[QStringLiteral("choices")].toInt(), 21);

        // The trace alone keeps each winner and how many choices there were; it says where the rest is.
        QVERIFY(QFile::remove(run + QStringLiteral("/torch_logs.txt.zst")));
        const AutotuneExplorer traceOnly = explore({ run });
        QCOMPARE(int(traceOnly.decisions.size()), 4);
        QCOMPARE(traceOnly.traceOnlyChoices, 4);
        QCOMPARE(traceOnly.decisions[0].winner, QStringLiteral("triton_mm_17"));
        QCOMPARE(traceOnly.decisions[0].choices, 21);
        QVERIFY(formatAutotuneText(traceOnly).contains(QLatin1String("keep stderr with the trace")));
    }

    // Pointwise and reduction kernels' configs (triton_heuristics at DEBUG) and coordinate descent
    // (coordinate_descent_tuner at DEBUG): each config's time, the winner, the search from it.
    void heuristicConfigsAndCoordinateDescent()
    {
        QTemporaryDir dir;
        const QByteArray p = "V1206 10:00:00.100000 42 torch/_inductor/runtime/triton_heuristics.py:1100] ";
        const QByteArray q = "V1206 10:00:00.101000 42 torch/_inductor/runtime/triton_heuristics.py:1103] ";
        const QByteArray c = "V1206 10:00:00.200000 42 torch/_inductor/runtime/coordinate_descent_tuner.py:%1] ";
        QByteArray text = p + "Benchmark all input configs for triton_poi_fused_add_0, get:\n";
        text += q
            + "XBLOCK: 1024, num_warps: 4, num_ctas: 1, num_stages: 1, maxnreg: None: 0.012288, nreg 26, "
              "nspill 0, #shared-mem 0\n";
        text += q
            + "XBLOCK: 512, num_warps: 8, num_ctas: 1, num_stages: 1, maxnreg: None: 0.010240, nreg 18, "
              "nspill 2, #shared-mem 0\n";
        text += "V1206 10:00:00.102000 42 torch/_inductor/runtime/triton_heuristics.py:1185] Best config for "
                "triton_poi_fused_add_0: XBLOCK: 512, num_warps: 8, num_ctas: 1, num_stages: 1, maxnreg: None: "
                "0.010240, "
                "nreg 18, nspill 2, #shared-mem 0\n"; // the winner again, no config of its own
        text += QByteArray(c).replace("%1", "230") + "= Do coordinate descent tuning for triton_poi_fused_add_0 =\n";
        text += QByteArray(c).replace("%1", "231")
            + "triton_poi_fused_add_0: Baseline Config XBLOCK: 512, num_warps: 8, num_ctas: 1, num_stages: 1, "
              "maxnreg: None, baseline timing 0.010240\n";
        for (int i = 0; i < 3; ++i)
            text += QByteArray(c).replace("%1", "260") + "Try config XBLOCK: 256, num_warps: 8\n";
        text += QByteArray(c).replace("%1", "270")
            + "Tune from XBLOCK: 512, num_warps: 8 0.010240 -> XBLOCK: 256, num_warps: 4 0.009216\n";
        const auto log = readText(text, dir);
        QCOMPARE(log->autotune.heuristics.size(), 1);
        const HeuristicBenchmark &h = log->autotune.heuristics.first();
        QCOMPARE(h.kernel, QStringLiteral("triton_poi_fused_add_0"));
        QCOMPARE(h.configs.size(), 2);
        QCOMPARE(h.configs[1].ms, 0.01024);
        QCOMPARE(h.configs[1].registers, 18);
        QCOMPARE(h.configs[1].spills, 2);
        QCOMPARE(h.configs[1].config,
            QStringLiteral("XBLOCK: 512, num_warps: 8, num_ctas: 1, num_stages: 1, maxnreg: None"));
        QCOMPARE(log->autotune.coordesc.size(), 1);
        const CoordescTuning &t = log->autotune.coordesc.first();
        QCOMPARE(t.tried, 3);
        QCOMPARE(t.improvements, 1);
        QCOMPARE(t.bestMs, 0.009216);
        QCOMPARE(t.baselineMs, 0.01024);
        const AutotuneExplorer x = exploreAutotuning({}, {}, { log }, {});
        QCOMPARE(int(x.decisions.size()), 1);
        const AutotuneDecision &d = x.decisions.front();
        QCOMPARE(d.kind, AutotuneDecision::Kind::CoordinateDescent);
        QCOMPARE(d.winner, QStringLiteral("XBLOCK: 256, num_warps: 4"));
        QCOMPARE(d.kernel, QStringLiteral("triton_poi_fused_add_0"));
        QCOMPARE(d.winnerMs, 0.009216);
        QCOMPARE(d.runnerUpMs, 0.01024);
        QCOMPARE(d.tried, 3);
        QCOMPARE(d.op, QStringLiteral("triton_poi_fused_add_0"));
    }

    // The workbench fixture (scripts/gpu/record_workbench.sh, an H100 max-autotune run of a transformer
    // block and a conv stage, TORCH_LOGS at DEBUG for the heuristics): convolution templates, every
    // pointwise/reduction kernel's configs and coordinate descent's search, each given the compile
    // whose first call tuned it; a template kernel of the generated code found its own choice.
    void theWorkbenchFixture()
    {
        QTemporaryDir dir;
        QVERIFY(unpackFixture(QStringLiteral(CS_TEST_DATA_DIR "/workbench_run.tar.xz"), dir.path()));
        const QString run = dir.path() + QStringLiteral("/workbench_run");
        const AutotuneExplorer x = explore({ run });
        int templates = 0, descents = 0, convolutions = 0;
        for (const AutotuneDecision &d : x.decisions) {
            templates += d.kind == AutotuneDecision::Kind::Template;
            convolutions += d.op == QLatin1String("convolution");
            if (d.kind == AutotuneDecision::Kind::Template)
                continue;
            ++descents;
            QCOMPARE(d.kind, AutotuneDecision::Kind::CoordinateDescent); // max-autotune searches every kernel
            QVERIFY2(
                d.compileId == QLatin1String("0/0") || d.compileId == QLatin1String("1/0"), qPrintable(d.compileId));
            // Tuned at the first launch (no compile id logged), or while compiling: the one kernel Inductor
            // benchmarked to decide a fusion, unnamed ("triton_") and never launched by the run.
            QCOMPARE(d.compileAttributed, d.kernel != QLatin1String("triton_"));
            QVERIFY(d.kernel.startsWith(QLatin1String("triton_")));
            QVERIFY(d.winnerMs > 0 && d.baselineMs >= d.winnerMs);
        }
        QCOMPARE(templates, 8);
        QCOMPARE(x.unlistedChoices, 0); // recorded with autotune_num_choices_displayed = None: every row listed
        // One candidate listed with `inf ms`: timed, its benchmark failed.
        int failed = 0;
        for (const AutotuneDecision &d : x.decisions)
            for (const AutotuneCandidate &c : d.candidates)
                failed += c.benchmarkFailed;
        QCOMPARE(failed, 1);
        QCOMPARE(convolutions, 2);
        QCOMPARE(descents, 21);
        QVERIFY(!x.heuristicsUnlogged);
        // The raw lines of one kernel: 6 heuristic configs, 12 tried by coordinate descent (one of
        // them again), "Tune from ... 0.010176 -> XBLOCK: 64, YBLOCK: 64, num_warps: 4 ... 0.009856".
        const QString kernel = QStringLiteral("triton_poi_fused_clone_split_transpose_view_4");
        const auto mine = decisionsForKernel(x, QStringLiteral("0/0"), kernel);
        QCOMPARE(int(mine.size()), 1);
        QCOMPARE(mine[0]->choices, 6);
        QCOMPARE(mine[0]->tried, 12);
        QCOMPARE(mine[0]->listed(), 17);
        QCOMPARE(mine[0]->winner,
            QStringLiteral("XBLOCK: 64, YBLOCK: 64, num_warps: 4, num_ctas: 1, num_stages: 1, maxnreg: None"));
        QCOMPARE(mine[0]->winnerMs, 0.009856);
        QCOMPARE(mine[0]->baselineMs, 0.010176);
        // A template kernel among four addmm: the down projection with gelu fused before it, as its code's
        // problem size says (M = 2048, N = 512, K = 2048; the up projection has the same operation count).
        const QString code = QStringLiteral("def k(in_ptr0, arg_A):\n    M = 2048\n    N = 512\n    K = 2048\n");
        const auto up = decisionsForKernel(
            x, QStringLiteral("0/0"), QStringLiteral("triton_tem_fused__to_copy_addmm_gelu_t_view_19"), code);
        QCOMPARE(int(up.size()), 1);
        QCOMPARE(up[0]->sizes, QStringLiteral("2048x512, 2048x2048, 2048x512"));
        QCOMPARE(up[0]->winner, QStringLiteral("triton_mm_111")); // BLOCK_K=128, BLOCK_M=64, ...: the kernel's own
        QCOMPARE(
            int(decisionsForKernel(x, QStringLiteral("1/0"), QStringLiteral("triton_tem_fused__to_copy_convolution_2"))
                    .size()),
            2);
    }

    // Two ranks of a torchrun log (`[rank1]:` leads, their tables interleaved with the other's lines)
    // and two processes' DEBUG lines interleaved: each table, config and search stays with its own.
    void ranksAndProcessesInterleaved()
    {
        QTemporaryDir dir;
        QByteArray text = "[rank0]:V1206 10:00:00.000000 7 torch/_inductor/select_algorithm.py:1] [0/0] precompiling\n"
                          "[rank1]:V1206 10:00:00.000000 8 torch/_inductor/select_algorithm.py:1] [2/0] precompiling\n"
                          "[rank0]:AUTOTUNE mm(8x8, 8x8)\n"
                          "[rank1]:AUTOTUNE bmm(2x8x8, 2x8x8)\n"
                          "[rank0]:  triton_mm_1 0.0100 ms 100.0% BLOCK_M=16, num_warps=4\n"
                          "[rank1]:  bmm 0.0200 ms 100.0% \n"
                          "[rank0]:  mm 0.0300 ms 33.3% \n"
                          "[rank1]:SingleProcess AUTOTUNE benchmarking takes 0.5 seconds and 0.1 seconds precompiling "
                          "for 1 choices\n"
                          "[rank0]:SingleProcess AUTOTUNE takes 0.7 seconds\n"; // torch <= 2.2's summary line
        const QByteArray h = "V1206 10:00:01.000000 %p torch/_inductor/runtime/triton_heuristics.py:1147] ";
        auto at = [&](const char *pid) { return QByteArray(h).replace("%p", pid); };
        text += at("100") + "Benchmark all input configs for triton_poi_a, get:\n";
        text += at("200") + "Benchmark all input configs for triton_poi_b, get:\n";
        text += at("100")
            + "XBLOCK: 8, num_warps: 1, num_ctas: 1, num_stages: 1, maxnreg: None: 0.001000, nreg 8, "
              "nspill 0, #shared-mem 0\n";
        text += at("200")
            + "XBLOCK: 16, num_warps: 2, num_ctas: 1, num_stages: 1, maxnreg: None: 0.002000, nreg 8, "
              "nspill 0, #shared-mem 0\n";
        const auto log = readText(text, dir);
        const QList<AutotuneTable> &t = log->autotune.tables;
        QCOMPARE(t.size(), 2);
        QCOMPARE(t[0].op, QStringLiteral("mm"));
        QCOMPARE(t[0].rank, 0);
        QCOMPARE(t[0].choices.size(), 2);
        QCOMPARE(t[0].benchmarkS, 0.7);
        QCOMPARE(t[0].compileId->toString(), QStringLiteral("0/0"));
        QCOMPARE(t[1].op, QStringLiteral("bmm"));
        QCOMPARE(t[1].rank, 1);
        QCOMPARE(t[1].compileId->toString(), QStringLiteral("2/0"));
        QCOMPARE(t[1].timedChoices, 1);
        QCOMPARE(log->autotune.heuristics.size(), 2);
        QCOMPARE(log->autotune.heuristics[0].configs.size(), 1);
        QCOMPARE(log->autotune.heuristics[0].configs[0].ms, 0.001);
        QCOMPARE(log->autotune.heuristics[1].configs.size(), 1);
        QCOMPARE(log->autotune.heuristics[1].configs[0].ms, 0.002);
    }

    // The report's Kernels section: a table of the choices, the near ties first; its JSON twin carries
    // them as `autotune --json` writes them.
    void theReportSaysIt()
    {
        QTemporaryDir dir;
        QVERIFY(unpackFixture(QStringLiteral(CS_TEST_DATA_DIR "/workbench_run.tar.xz"), dir.path()));
        const auto run = loadRun({ dir.filePath(QStringLiteral("workbench_run")) });
        QVERIFY(run);
        ReportOptions o;
        o.sections = { ReportSection::Kernels };
        const ReportData d = buildReport(*run.value(), o);
        QCOMPARE(int(d.autotune.decisions.size()), 29);
        const QString md = reportMarkdown(buildReportDocument(d));
        QVERIFY2(md.contains(QLatin1String("Autotuning choices")), qPrintable(md.left(3000)));
        QVERIFY2(md.contains(QLatin1String("addmm(2048x512, 2048x2048, 2048x512)")), qPrintable(md.right(3000)));
        // The near ties (runner-up within 2%) lead: bmm(64x256x64, ...) at +0.0%.
        const qsizetype tie = md.indexOf(QLatin1String("bmm(64x256x64, 64x64x256)")),
                        wide = md.indexOf(QLatin1String("addmm(2048x512, 2048x2048, 2048x512)"));
        QVERIFY(tie > 0 && tie < wide);
        const QJsonObject json = QJsonDocument::fromJson(reportJson(d)).object();
        const QJsonArray autotune = json[QStringLiteral("autotune")].toArray();
        QCOMPARE(autotune.size(), 29);
        QCOMPARE(autotune.first().toObject()[QStringLiteral("kind")].toString(), QStringLiteral("template"));
    }

    // Tables cut short, failed benchmarks, garbage and format characters: read as far as they go,
    // nothing invented, every name shown as written.
    void hostileTables()
    {
        QTemporaryDir dir;
        QByteArray text = "Autotune Choices Stats:\n{not json\n";
        text += "AUTOTUNE mm%1(16x16, 16x16)\n";
        text += "  triton_mm_%2 0.0100 ms 100.0% BLOCK_M=16, num_warps=%1\n";
        text += "  bad inf ms 0.0% BLOCK_M=32\n";
        text += "  zero 0.0000 ms <DIVIDED BY ZERO ERROR>\n";
        text += "  notanumber abc ms\n"; // ends the table: not a choice line
        text += "AUTOTUNE (no op)\nAUTOTUNE mm(1x1, 1x1)\n  mm 0.0010 ms 100.0% \n";
        text += "SubProcess AUTOTUNE benchmarking takes 1.5 seconds for 3 choices\n";
        text += "AUTOTUNE bmm(2x2, 2x2)\n  bmm 0.0020 ms 100.0% "; // cut at the end of the file
        const auto log = readText(text, dir);
        const QList<AutotuneTable> &t = log->autotune.tables;
        QCOMPARE(t.size(), 3);
        QCOMPARE(t[0].op, QStringLiteral("mm%1"));
        QCOMPARE(t[0].choices.size(), 3);
        QCOMPARE(t[0].choices[1].ms, -1.0); // inf: failed
        QCOMPARE(t[0].choices[2].percentOfBest, -1.0);
        QCOMPARE(t[0].numChoices, -1); // the stats line was no JSON
        QCOMPARE(t[1].timedChoices, 3);
        QVERIFY(t[1].subprocess);
        QCOMPARE(t[1].precompileS, -1.0);
        QCOMPARE(t[2].choices.size(), 1);
        const AutotuneExplorer x = exploreAutotuning({}, {}, { log }, {});
        const QString out = formatAutotuneText(x, { 0, {} });
        QVERIFY2(out.contains(QLatin1String("mm%1(16x16, 16x16)")), qPrintable(out));
        QVERIFY2(out.contains(QLatin1String("triton_mm_%2  BLOCK_M=16, num_warps=%1")), qPrintable(out));
        QVERIFY(formatAutotuneText(x, { 5, QStringLiteral("nothing") }).contains(QLatin1String("No choice matches")));
        QVERIFY(!QJsonDocument::fromJson(formatAutotuneJson(x)).isNull());
    }

    // `diff` compares the explorer's choices: a template by op and inputs (its winner by config, as
    // candidates are numbered per process), a pointwise kernel's configs by the kernel's name.
    void diffPairsTheChoices()
    {
        AutotuneExplorer a, b;
        AutotuneDecision mm;
        mm.op = QStringLiteral("addmm");
        mm.sizes = QStringLiteral("2048x512, 2048x2048, 2048x512");
        mm.dtypes = QStringLiteral("torch.float16");
        mm.winner = QStringLiteral("triton_mm_17");
        mm.winnerMs = 0.0123;
        mm.choices = 20;
        AutotuneCandidate win;
        win.name = mm.winner;
        win.config = QStringLiteral("BLOCK_K=64, BLOCK_M=128, BLOCK_N=64, num_stages=3, num_warps=4");
        win.winner = true;
        mm.candidates << win;
        AutotuneDecision poi;
        poi.kind = AutotuneDecision::Kind::Heuristic;
        poi.op = poi.kernel = QStringLiteral("triton_poi_fused_add_0");
        poi.winner = QStringLiteral("XBLOCK: 1024, num_warps: 4, num_stages: 1");
        poi.timed = 2;
        a.decisions = { mm, poi };
        AutotuneDecision mmB = mm; // the same config under another process's number: unchanged
        mmB.winner = mmB.candidates[0].name = QStringLiteral("triton_mm_3");
        AutotuneDecision poiB = poi; // another config won
        poiB.winner = QStringLiteral("XBLOCK: 512, num_warps: 4, num_stages: 1");
        AutotuneDecision red = poi;
        red.op = red.kernel = QStringLiteral("triton_red_fused_sum_1");
        b.decisions = { poiB, mmB, red };
        const QList<diff::AutotuneChange> d = diff::diffAutotune(a, b);
        QCOMPARE(d.size(), 3);
        QCOMPARE(d[0].kind, QStringLiteral("template"));
        QCOMPARE(d[0].change, diff::Change::Unchanged);
        QCOMPARE(d[1].kernel, QStringLiteral("triton_poi_fused_add_0"));
        QCOMPARE(d[1].change, diff::Change::Changed);
        QCOMPARE(d[1].configB, poiB.winner);
        QCOMPARE(d[2].change, diff::Change::OnlyInB);
        QCOMPARE(d[2].kind, QStringLiteral("heuristic"));
    }
};

QTEST_GUILESS_MAIN(TestAutotuneDecisions)
#include "tst_autotunedecisions.moc"
