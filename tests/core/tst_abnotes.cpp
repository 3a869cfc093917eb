#include "core/ab/abanalysis.h"
#include "core/ab/abjson.h"
#include "core/ab/abreport.h"
#include "core/ab/abrunner.h"
#include "core/ab/stderrnotes.h"
#include "core/stats/significance.h"

#include "tests/core/abfixture.h"
#include "tests/fixture.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <random>

using namespace cs::ab;
using namespace abfixture;

// core/ab, issue 25: p-values never printed as 0, parity that leaves the program's inputs,
// random numbers and memory alone, and each mode's stderr read into counted notes.
class TestAbNotes : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void pValuesAreNeverZero()
    {
        QCOMPARE(cs::stats::formatPValue(0.0), QStringLiteral("< 1e-6"));
        QCOMPARE(cs::stats::formatPValue(4e-7), QStringLiteral("< 1e-6"));
        QCOMPARE(cs::stats::formatPValue(3.2e-5), QStringLiteral("3.2e-05"));
        QCOMPARE(cs::stats::formatPValue(0.5), QStringLiteral("0.5"));
        QCOMPARE(cs::stats::formatPValue(std::nan("")), QStringLiteral("—"));
        QCOMPARE(cs::stats::pValueText(0.0), QStringLiteral("p < 1e-6"));
        QCOMPARE(cs::stats::pValueText(0.03), QStringLiteral("p = 0.03"));
        // 200 calls a side, twice as fast: the pooled calls' normal approximation underflows to 0
        // (kept in JSON for reference). With the process as the unit: every bootstrap resample is
        // faster (its p at its resolution), but 2 processes against 2 can be split 6 ways, and the
        // observed split is the most extreme of them in 2 (both tails): p = 1/3, said as it is.
        const AbResult r = analyse(paysOff());
        const ModeResult *d = r.regions[0].mode("default");
        QVERIFY(d->vsEager->mannWhitney.pValue < 1e-6);
        QCOMPARE(d->byProcess->bootstrapP, 1.0 / d->byProcess->resamples);
        QVERIFY(std::abs(d->byProcess->permutationP - 1.0 / 3) < 1e-12);
        QCOMPARE(d->byProcess->pValue, d->byProcess->permutationP);
        QCOMPARE(pCell(*d), QStringLiteral("0.33"));
        QCOMPARE(pCell(*r.regions[0].mode("eager")), QStringLiteral("—"));
        const QString text = textReport(r);
        QVERIFY(text.contains(QStringLiteral("  p  ")));
        QVERIFY2(
            text.contains(QRegularExpression(QStringLiteral(R"(\n  default .*× \[.*\]  0\.33  )"))), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("with 2 process(es) a mode it is never below 0.33")), qPrintable(text));
    }

    void parityInputsRandomAndMemoryApart()
    {
        // Default ran parity: its GPU peak is the program's (the probe left the parity checks'
        // 2 GiB out and says so), its RSS includes them; one call changed its input unlike eager.
        AbRunSet s = runSet({ "eager", "default" });
        for (int k = 0; k < 2; ++k) {
            s.runs << processRun("eager", k,
                Probe()
                    .start("eager")
                    .region(1, "Net.forward")
                    .calls(1, 40, 12, 10, 10 + k, {}, true)
                    .end(500 << 20, 1 << 30));
            Probe p;
            p.start("default").region(1, "Net.forward").calls(1, 40, 2000, 5, 20 + k, "0/0", true, 2);
            p.add({ { "type", "parity" }, { "region", 1 }, { "call", 0 }, { "ok", true }, { "inputs_compared", 3 },
                { "random", true },
                { "outputs",
                    QJsonArray { QJsonObject { { "path", "output" }, { "ok", true }, { "max_abs", 0.0 } } } } });
            p.add({ { "type", "parity" }, { "region", 1 }, { "call", 1 }, { "ok", false }, { "inputs_compared", 3 },
                { "outputs",
                    QJsonArray { QJsonObject { { "path", "output" }, { "ok", true }, { "max_abs", 0.0 } },
                        QJsonObject { { "path", "input args[1].k" }, { "ok", false }, { "max_abs", 0.25 },
                            { "mismatched", 4 } } } } });
            QJsonObject end { { "type", "end" }, { "t", 9.0 }, { "peak_rss_bytes", 700.0 * (1 << 20) },
                { "parity_windows", 4 },
                { "cuda",
                    QJsonArray { QJsonObject { { "device", 0 }, { "name", "NVIDIA H100" }, { "capability", "9.0" },
                        { "max_allocated_bytes", double(1 << 30) }, { "max_reserved_bytes", double(2u << 30) },
                        { "parity_allocated_bytes", double(2u << 30) } } } } };
            p.add(end);
            s.runs << processRun("default", k, p);
        }
        const AbResult r = analyse(s);
        const ModeResult *d = r.regions[0].mode("default");
        QCOMPARE(d->parityChecked, 4);
        QCOMPARE(d->parityFailed, 2);
        QCOMPARE(d->parityInputs, 12);
        QVERIFY(d->parityRandom);
        QCOMPARE(d->parityWorstOutput, QStringLiteral("input args[1].k"));
        QCOMPARE(d->verdict, QStringLiteral("not_equivalent"));
        const ModeSummary *dm = r.modeSummary("default");
        QCOMPARE(*dm->peakGpuAllocated, qint64(1) << 30);
        QCOMPARE(*dm->peakGpuParity, qint64(2) << 30);
        QVERIFY(dm->parityRan);
        QVERIFY(!r.modeSummary("eager")->parityRan);
        QVERIFY(!r.modeSummary("eager")->peakGpuParity);
        const QJsonObject o = QJsonDocument::fromJson(abJson(r)).object();
        const QJsonObject mode = o["modes"].toArray()[1].toObject();
        QCOMPARE(mode["parity_gpu_allocated_bytes"].toDouble(), double(2u << 30));
        QCOMPARE(mode["gpu_allocated_change_bytes"].toDouble(), 0.0); // +0%: the parity is not charged
        QVERIFY(mode["rss_includes_parity"].toBool());
        QCOMPARE(o["modes"].toArray()[0].toObject()["parity_gpu_allocated_bytes"], QJsonValue(QJsonValue::Null));
        const QJsonObject parity
            = o["regions"].toArray()[0].toObject()["results"].toArray()[1].toObject()["parity"].toObject();
        QCOMPARE(parity["inputs_compared"].toInt(), 12);
        QVERIFY(parity["random"].toBool());
        QCOMPARE(parity["worst_output"].toString(), QStringLiteral("input args[1].k"));
        const QString text = textReport(r);
        QVERIFY(text.contains(QStringLiteral("GPU for parity checks (not counted)")));
        QVERIFY2(text.contains(QStringLiteral("GPU peaks leave out the parity checks' own allocations (up to 2.00 GiB "
                                              "more per process, not counted); peak RSS includes the parity checks.")),
            qPrintable(text));
        QVERIFY(verdictText(*d, false).contains(QStringLiteral("at input args[1].k")));
    }

    void stderrNotesFromTorchsOwnWords()
    {
        // Lines as torch 2.11 writes them (TorchLogsFormatter's prefix; the texts of
        // select_algorithm.py, triton_heuristics.py, cudagraph_utils.py and convert_frame.py).
        const QByteArray text = QByteArrayLiteral(
            "E0115 12:34:56.789000 4242 torch/_inductor/select_algorithm.py:3924] [0/0] Runtime error during "
            "autotuning: \n"
            "E0115 12:34:56.789000 4242 torch/_inductor/select_algorithm.py:3924] [0/0] No valid triton configs. "
            "OutOfResources: out of resource: shared memory, Required: 262144, Hardware limit: 232448. Reducing "
            "block sizes or `num_stages` may help.. \n"
            "E0115 12:34:56.789000 4242 torch/_inductor/select_algorithm.py:3924] [0/0] Ignoring this choice.\n"
            "E0115 12:34:57.100000 4242 torch/_inductor/select_algorithm.py:3924] [0/0] Runtime error during "
            "autotuning: \n"
            "E0115 12:34:57.100000 4242 torch/_inductor/select_algorithm.py:3924] [0/0] No valid triton configs. "
            "OutOfResources: out of resource: shared memory, Required: 196608, Hardware limit: 232448. Reducing "
            "block sizes or `num_stages` may help.. \n"
            "E0115 12:34:57.100000 4242 torch/_inductor/select_algorithm.py:3924] [0/0] Ignoring this choice.\n"
            "[rank0]:W0115 12:35:00.000100 4242 torch/_inductor/cudagraph_utils.py:207] [1/0] [__cudagraphs] "
            "skipping cudagraphs due to mutated inputs (1 instances). Found from : \n"
            "[rank0]:W0115 12:35:00.000100 4242 torch/_inductor/cudagraph_utils.py:207] [1/0] [__cudagraphs]    "
            "File \"/w/model.py\", line 12, in forward\n"
            "W0115 12:35:09.000001 4242 torch/_dynamo/convert_frame.py:1744] [2/8] torch._dynamo hit "
            "config.recompile_limit (8)\n"
            "W0115 12:35:09.000001 4242 torch/_dynamo/convert_frame.py:1744] [2/8]    function: 'step' "
            "(/w/model.py:30)\n"
            "W0115 12:35:09.000001 4242 torch/_dynamo/convert_frame.py:1744] [2/8]    last reason: 2/7: n == 7\n"
            "I0115 12:35:10.000000 4242 torch/_dynamo/eval_frame.py:10] [0/0] nothing to see\n"
            "/w/model.py:40: UserWarning: TensorFloat32 tensor cores are available but not enabled\n"
            "  warnings.warn(\n"
            "Traceback (most recent call last):\n"
            "  File \"/w/model.py\", line 50, in <module>\n"
            "    boom()\n"
            "RuntimeError: boom\n"
            "warning: cache directory is nearly full (91%)\n"
            "Warning: cache directory is nearly full (97%)\n");
        const StderrScan scan = scanStderrText(text);
        QCOMPARE(scan.notes.size(), 6);
        QCOMPARE(scan.notes[0].kind, QStringLiteral("autotune"));
        QCOMPARE(scan.notes[0].count, 2); // one message of three lines, twice; numbers masked
        QVERIFY2(scan.notes[0].firstLine.startsWith(
                     QStringLiteral("Runtime error during autotuning: No valid triton configs. OutOfResources: "
                                    "out of resource: shared memory, Required: 262144")),
            qPrintable(scan.notes[0].firstLine));
        QCOMPARE(scan.notes[1].kind, QStringLiteral("cudagraphs"));
        QCOMPARE(scan.notes[1].firstLine,
            QStringLiteral("skipping cudagraphs due to mutated inputs (1 instances). Found from : File "
                           "\"/w/model.py\", line 12, in forward"));
        QCOMPARE(scan.notes[2].kind, QStringLiteral("recompile_limit"));
        QCOMPARE(scan.notes[2].firstLine, QStringLiteral("torch._dynamo hit config.recompile_limit (8)"));
        QCOMPARE(scan.notes[2].count, 1);
        QCOMPARE(scan.notes[3].kind, QStringLiteral("warning"));
        QCOMPARE(scan.notes[3].firstLine,
            QStringLiteral("UserWarning: TensorFloat32 tensor cores are available but not enabled"));
        QCOMPARE(scan.notes[4].kind, QStringLiteral("error"));
        QCOMPARE(scan.notes[4].firstLine, QStringLiteral("RuntimeError: boom"));
        // The program's own "warning: ..." lines: one group (numbers masked, any case), counted.
        const auto own = std::find_if(scan.notes.begin(), scan.notes.end(), [](const StderrNote &n) {
            return n.firstLine.startsWith(QStringLiteral("cache directory is nearly full"));
        });
        QVERIFY(own != scan.notes.end());
        QCOMPARE(own->kind, QStringLiteral("warning"));
        QCOMPARE(own->count, 2);

        // Streamed from a file far larger than a read (lines across chunk boundaries), bounded.
        QTemporaryDir dir;
        QFile f(dir.filePath(QStringLiteral("stderr.txt")));
        QVERIFY(f.open(QIODevice::WriteOnly));
        for (int i = 0; i < 40000; ++i) // one message per line: each has its own time
            f.write(QStringLiteral("W0115 12:00:%1.%2 7 torch/_inductor/output_code.py:550] [%3/0] skipping cudagraphs "
                                   "due to cpu device (arg%3_1)\n")
                        .arg(i / 10000, 2, 10, QLatin1Char('0'))
                        .arg(i % 10000 * 100, 6, 10, QLatin1Char('0'))
                        .arg(i % 7)
                        .toUtf8());
        f.write(QByteArray(100000, 'x') + "\n"); // a long line, cut
        for (int i = 0; i < 200; ++i)
            f.write(QString::asprintf(
                "W0115 12:01:00.%06d 7 x.py:1] [0/0] warning number %d of many: %c\n", i, i, char('a' + i % 26))
                        .toUtf8());
        f.close();
        StderrLimits limits;
        limits.maxNotes = 20;
        const StderrScan big = scanStderrFile(f.fileName(), limits);
        QVERIFY(!big.truncated);
        QCOMPARE(big.bytes, f.size());
        QCOMPARE(big.notes[0].kind, QStringLiteral("cudagraphs"));
        QCOMPARE(big.notes[0].count, 40000);
        QCOMPARE(big.notes.size(), 20); // the cap: 1 + 19 of the 26 kinds of warning
        QCOMPARE(big.droppedNotes, 49); // the 7 warning groups not kept: 200 - 18 x 8 - 7
        limits.maxBytes = 1000;
        QVERIFY(scanStderrFile(f.fileName(), limits).truncated);
        QVERIFY(scanStderrFile(dir.filePath(QStringLiteral("missing.txt"))).notes.isEmpty());

        // Anything at all: bytes of every value, NULs, lone '\r', invalid UTF-8, prefixes cut anywhere.
        std::mt19937_64 rng(25);
        QByteArray noise;
        for (int i = 0; i < (1 << 20); ++i)
            noise += i % 997 < 120 ? text[i % text.size()] : static_cast<char>(rng() & 0xff);
        const StderrScan scrambled = scanStderrText(noise);
        QVERIFY(scrambled.notes.size() <= StderrLimits {}.maxNotes);
        for (const StderrNote &n : scrambled.notes)
            QVERIFY(n.count > 0 && n.firstLine.size() <= MaxNoteChars);

        // A mode's notes: its processes' scans merged (counts summed, processes counted),
        // in the JSON and the text report.
        AbRunSet s = paysOff();
        for (AbProcessRun &r : s.runs)
            if (r.mode == QLatin1String("default"))
                r.stderrNotes = scan;
        const AbResult r = analyse(s);
        const ModeSummary *dm = r.modeSummary("default");
        QCOMPARE(dm->notes.size(), 6);
        QCOMPARE(dm->notes[0].count, 4);
        QCOMPARE(dm->notes[0].processes, 2);
        QVERIFY(r.modeSummary("eager")->notes.isEmpty());
        const QJsonObject mode = QJsonDocument::fromJson(abJson(r)).object()["modes"].toArray()[1].toObject();
        const QJsonObject note = mode["notes"].toArray()[0].toObject();
        QCOMPARE(note["kind"].toString(), QStringLiteral("autotune"));
        QCOMPARE(note["count"].toInt(), 4);
        QCOMPARE(note["processes"].toInt(), 2);
        QVERIFY(note["first_line"].toString().startsWith(QStringLiteral("Runtime error during autotuning")));
        const QString report = textReport(r);
        QVERIFY(report.contains(QStringLiteral("default: notes from its stderr")));
        QVERIFY2(
            report.contains(QStringLiteral("4× autotuning failure (2 processes): Runtime error during autotuning")),
            qPrintable(report));
        QVERIFY(report.contains(QStringLiteral("2× recompile limit hit (2 processes): torch._dynamo hit")));
    }
};

QTEST_GUILESS_MAIN(TestAbNotes)
#include "tst_abnotes.moc"
