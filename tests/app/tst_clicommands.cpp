#include "cli/clicommand.h"
#include "core/storage/profilestore.h"
#include "tests/app/clirun.h"
#include "tests/core/exportfixture.h"
#include "tests/fixture.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <sys/stat.h>
#include <unistd.h>

// The commands on real runs, driving the real `compilescope` binary with no display: diff as a
// gate, graph JSON and lists against compilation_metrics, inert text, hostile and damaged inputs,
// profile, fusion.
class TestCliCommands : public QObject {
    Q_OBJECT
    using Out = CliOut;
    static Out run(const QStringList &args) { return runCli(args); }

private Q_SLOTS:
    // `diff` on pairs recorded for the purpose (tests/data/diff): the exit status says whether
    // anything changed, --fail-on makes a gate of it, an unreadable side is still compared.
    void diffExitStatusIsAGate()
    {
        const QString dir = QStringLiteral(CS_TEST_DATA_DIR "/diff/");
        const QString fixedA = dir + QStringLiteral("break_a"), fixedB = dir + QStringLiteral("break_b");
        QCOMPARE(
            run({ QStringLiteral("diff"), dir + QStringLiteral("twice_a"), dir + QStringLiteral("twice_b") }).code, 0);
        const Out changed = run({ QStringLiteral("diff"), fixedA, fixedB });
        QCOMPARE(changed.code, 4);
        QVERIFY(changed.out.contains(QLatin1String("The runs differ.")));
        QCOMPARE(
            run({ QStringLiteral("diff"), QStringLiteral("--fail-on"), QStringLiteral("change"), fixedA, fixedB }).code,
            3);
        // Fixing a break is no regression; bringing it back is.
        QCOMPARE(
            run({ QStringLiteral("diff"), QStringLiteral("--fail-on"), QStringLiteral("regression"), fixedA, fixedB })
                .code,
            0);
        QCOMPARE(
            run({ QStringLiteral("diff"), QStringLiteral("--fail-on"), QStringLiteral("regression"), fixedB, fixedA })
                .code,
            3);
        const Out json = run({ QStringLiteral("diff"), QStringLiteral("--json"), fixedB, fixedA });
        QCOMPARE(json.code, 4);
        const QJsonObject o = QJsonDocument::fromJson(json.out.toUtf8()).object();
        QCOMPARE(o[QStringLiteral("schema")].toString(), QStringLiteral("compilescope.diff/1"));
        QCOMPARE(o[QStringLiteral("regressed")].toBool(), true);
        QCOMPARE(o[QStringLiteral("counts")][QStringLiteral("graph_breaks_new")].toInt(), 1);
        const Out missing = run({ QStringLiteral("diff"), QStringLiteral("/no/such/run"), fixedB });
        QCOMPARE(missing.code, 1);
        QVERIFY(missing.out.contains(QLatin1String("/no/such/run")));
        QVERIFY(missing.out.contains(QLatin1String("Compiles")));
        QCOMPARE(
            run({ QStringLiteral("diff"), QStringLiteral("--fail-on"), QStringLiteral("sometimes"), fixedA, fixedB })
                .code,
            2);
        QCOMPARE(run({ QStringLiteral("diff"), fixedA, fixedB, fixedA }).code, 2);
        // Its rank 1 schedule was edited for the test, so that payload fails its checksum: the
        // ranks are compared all the same, and the exit status says a rank was read in part.
        const Out ranks = run({ QStringLiteral("diff"), dir + QStringLiteral("multi_rank_schedule") });
        QCOMPARE(ranks.code, 1);
        QVERIFY(ranks.out.contains(QLatin1String("collective schedule differs in 0/0")));
        const Out db = run({ QStringLiteral("diff"), QStringLiteral("db:") + dir + QStringLiteral("profiles.db#1"),
            QStringLiteral("db:") + dir + QStringLiteral("profiles.db#2") });
        QCOMPARE(db.code, 0);
        QVERIFY(db.out.contains(QLatin1String("per step (every graph once)")));
    }

    // `--json` means JSON for every command that prints a result, `graph --graph` included.
    // A model grown from 12 to 48 layers: the first lines say what the growth cost at warm-up
    // (compile time, both sides), and its 3,208 changed guards are a few of each side and a count,
    // not 3,200 lines before everything else (--verbose lists them all).
    void diffOfAGrownModelLeadsWithCompileTime()
    {
        const QStringList args { QStringLiteral("diff"), QStringLiteral(CS_TEST_DATA_DIR "/logs/gpt2_train.log.zst"),
            QStringLiteral(CS_TEST_DATA_DIR "/big/gpt2_48_trace.log.zst") };
        const Out text = run(args);
        QCOMPARE(text.code, 4); // the runs differ
        const QStringList lines = text.out.split(u'\n');
        QVERIFY2(lines.size() < 400, qPrintable(QString::number(lines.size())));
        const QString head = lines.mid(0, 5).join(u'\n');
        QVERIFY2(
            head.contains(QLatin1String("Compile time ")) && head.contains(QLatin1String("backward compiled later")),
            qPrintable(head));
        QVERIFY2(
            text.out.contains(QLatin1String("more guard changes: 2 removed, 3206 added in all")), qPrintable(text.out));
        const Out verbose = run(QStringList(args) << QStringLiteral("--verbose"));
        QVERIFY(verbose.out.count(QLatin1String("+ guard ")) >= 3206);
    }

    void graphJsonIsConsistent()
    {
        const QString sample = QStringLiteral(CS_SAMPLES_DIR "/sample_trace.log");
        const Out list = run({ QStringLiteral("graph"), sample, QStringLiteral("--list"), QStringLiteral("--json") });
        QCOMPARE(list.code, 0);
        QCOMPARE(QJsonDocument::fromJson(list.out.toUtf8())[QStringLiteral("schema")].toString(),
            QStringLiteral("compilescope.graphs/1"));
        const Out one = run({ QStringLiteral("graph"), sample, QStringLiteral("--graph"), QStringLiteral("0/0:dynamo"),
            QStringLiteral("--json") });
        QCOMPARE(one.code, 0);
        QCOMPARE(QJsonDocument::fromJson(one.out.toUtf8())[QStringLiteral("schema")].toString(),
            QStringLiteral("compilescope.graph/1"));
        const Out clash
            = run({ QStringLiteral("graph"), sample, QStringLiteral("--graph"), QStringLiteral("0/0:dynamo"),
                QStringLiteral("--json"), QStringLiteral("--format"), QStringLiteral("dot") });
        QCOMPARE(clash.code, 2);
        const Out missing = run(
            { QStringLiteral("graph"), sample, QStringLiteral("--graph"), QStringLiteral("9/9:post_grad:forward") });
        QCOMPARE(missing.code, 2); // a graph the run does not have is a bad argument; the run's graphs are listed
        QVERIFY2(missing.err.contains(QLatin1String("0/0:dynamo")), qPrintable(missing.err));
    }

    // `graph --list` on a 2.11 training trace: the Dynamo graph's nodes, calls and inputs are
    // PyTorch's own (compilation_metrics: 713, 563, 149), in text and JSON.
    // Text for a terminal never carries a trace's control characters: an ANSI escape or a bidi
    // override in a frame name or a reason is printed as a visible escape.
    void textOutputIsInert()
    {
        const QString hostile = QStringLiteral(CS_TEST_DATA_DIR "/hostile/hostile_trace.log.zst");
        for (const char *command : { "summary", "explain" }) {
            const Out o = run({ QLatin1String(command), hostile });
            QVERIFY2(o.code == 0, command);
            QVERIFY2(!o.out.isEmpty(), command);
            for (const QChar c : o.out) {
                const char16_t u = c.unicode();
                const bool control = (u < 0x20 && u != u'\n' && u != u'\t') || (u >= 0x7f && u <= 0x9f)
                    || (u >= 0x202a && u <= 0x202e) || (u >= 0x2066 && u <= 0x2069);
                QVERIFY2(!control,
                    qPrintable(
                        QStringLiteral("%1 prints U+%2").arg(QLatin1String(command)).arg(u, 4, 16, QLatin1Char('0'))));
            }
            QVERIFY2(o.out.contains(QLatin1String("\\u202e")) || o.out.contains(QLatin1String("\\x1b")), command);
        }
    }

    void graphListEqualsCompilationMetrics()
    {
        const QString trace = QStringLiteral(CS_TEST_DATA_DIR "/logs/gpt2_train.log.zst");
        const Out text = run({ QStringLiteral("graph"), trace, QStringLiteral("--list") });
        QCOMPARE(text.code, 0);
        const QString line = text.out.split(u'\n').filter(QRegularExpression(QStringLiteral("^1/0:dynamo "))).value(0);
        QCOMPARE(line.simplified().section(u' ', 0, 3), QStringLiteral("1/0:dynamo 713 563 149"));
        QVERIFY2(line.endsWith(QLatin1String("  (nodes, calls, inputs = compilation_metrics)")), qPrintable(line));
        // A graph without node groups (an AOT graph: no box per kernel) says "-", not 0.
        const QString aot
            = text.out.split(u'\n').filter(QRegularExpression(QStringLiteral("^1/0:aot_forward "))).value(0);
        QCOMPARE(aot.simplified().section(u' ', -1), QStringLiteral("-"));
        QVERIFY(text.err.isEmpty());
        const Out json = run({ QStringLiteral("graph"), trace, QStringLiteral("--list"), QStringLiteral("--json") });
        for (const QJsonValue &g :
            QJsonDocument::fromJson(json.out.toUtf8()).object()[QStringLiteral("graphs")].toArray())
            if (g[QStringLiteral("stage")].toString() == QLatin1String("dynamo")) {
                const QJsonObject m = g[QStringLiteral("metrics")].toObject();
                QCOMPARE(g[QStringLiteral("nodes")].toInt(), m[QStringLiteral("graph_node_count")].toInt());
                QCOMPARE(g[QStringLiteral("calls")].toInt(), m[QStringLiteral("graph_op_count")].toInt());
                QCOMPARE(g[QStringLiteral("placeholders")].toInt(), m[QStringLiteral("graph_input_count")].toInt());
                QVERIFY(g[QStringLiteral("diagnostic")].isNull());
            }
    }

    // `profile` on the H200 fusion_mlp run: the plans as JSON, a kernel filter, and a real
    // profile attempt that, with no GPU here, saves a run whose kernels say why they were not
    // measured, and exits 1 (nothing measured).
    // Issue 14, point 3: a log truncated (to half, or to nothing) while `summary` reads it,
    // as a restarting job does to its trace. Before: signal 7 in 14 of 20 tries.
    void summaryOfALogTruncatedWhileReadNeverCrashes()
    {
        QTemporaryDir tmp;
        const QString path = tmp.filePath(QStringLiteral("rewritten.log"));
        QFile sample(QStringLiteral(CS_SAMPLES_DIR "/sample_trace.log"));
        QVERIFY(sample.open(QIODevice::ReadOnly));
        const QByteArray big = sample.readAll().repeated(60); // 50 MB
        int crashes = 0;
        for (int attempt = 0; attempt < 20; ++attempt) {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
            QCOMPARE(f.write(big), big.size());
            f.close();
            QProcess p;
            p.start(QStringLiteral(CS_APP_BINARY), { QStringLiteral("summary"), path });
            QVERIFY(p.waitForStarted());
            QThread::usleep(QRandomGenerator::global()->bounded(20000, 120000));
            QCOMPARE(::truncate(QFile::encodeName(path).constData(), attempt % 2 ? big.size() / 2 : 0), 0);
            QVERIFY(p.waitForFinished(60000));
            crashes += p.exitStatus() != QProcess::NormalExit;
        }
        QCOMPARE(crashes, 0);
    }

    // `explain` of a log cut short says so, with the file and line, before what to fix first.
    void explainOfALogCutShortSaysSo()
    {
        QTemporaryDir tmp;
        const QString path = tmp.filePath(QStringLiteral("cut.log"));
        QFile sample(QStringLiteral(CS_SAMPLES_DIR "/sample_trace.log"));
        QVERIFY(sample.open(QIODevice::ReadOnly));
        const QByteArray whole = sample.readAll();
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(whole.left(whole.size() / 2));
        f.close();
        const Out cut = run({ QStringLiteral("explain"), path });
        QVERIFY2(
            cut.out.startsWith(QLatin1String("Read only in part: ")) && cut.out.contains(QLatin1String("cut.log:")),
            qPrintable(cut.out.left(400)));
        const Out whole_ = run({ QStringLiteral("explain"), QStringLiteral(CS_SAMPLES_DIR "/sample_trace.log") });
        QVERIFY(!whole_.out.contains(QLatin1String("Read only in part")));
        // The JSON says it too: the count and the first problem's file and line.
        const Out cutJson = run({ QStringLiteral("explain"), QStringLiteral("--json"), path });
        const QJsonObject part
            = QJsonDocument::fromJson(cutJson.out.toUtf8()).object().value(QStringLiteral("read_in_part")).toObject();
        QVERIFY2(part.value(QStringLiteral("problems")).toInt() >= 1, qPrintable(cutJson.out.right(400)));
        const QJsonObject first = part.value(QStringLiteral("first")).toObject();
        QCOMPARE(first.value(QStringLiteral("file")).toString(), path);
        QVERIFY(first.value(QStringLiteral("line")).toInt() > 0);
        const Out wholeJson = run({ QStringLiteral("explain"), QStringLiteral("--json"),
            QStringLiteral(CS_SAMPLES_DIR "/sample_trace.log") });
        QVERIFY(
            QJsonDocument::fromJson(wholeJson.out.toUtf8()).object().value(QStringLiteral("read_in_part")).isNull());
    }

    // Two exported programs that differ: the exit status (4) and the JSON's top-level `changed`
    // say the same thing (the JSON once said false while only the programs differed).
    void diffOfProgramsSaysChangedInJson()
    {
        const QString dir = QStringLiteral(CS_TEST_DATA_DIR "/export/");
        const Out o = run({ QStringLiteral("diff"), QStringLiteral("--json"),
            dir + QStringLiteral("batchnorm_train.pt2"), dir + QStringLiteral("params_buffers_constants.pt2") });
        QCOMPARE(o.code, 4);
        const QJsonObject doc = QJsonDocument::fromJson(o.out.toUtf8()).object();
        QVERIFY(doc.value(QStringLiteral("exported_program")).toObject().value(QStringLiteral("changed")).toBool());
        QVERIFY(doc.value(QStringLiteral("changed")).toBool());
        const Out same = run({ QStringLiteral("diff"), QStringLiteral("--json"), dir + QStringLiteral("hierarchy.pt2"),
            dir + QStringLiteral("hierarchy.pt2") });
        QCOMPARE(same.code, 0);
        QVERIFY(!QJsonDocument::fromJson(same.out.toUtf8()).object().value(QStringLiteral("changed")).toBool(true));
    }

    // `explain` on an exported program says what the input is (was "Nothing was compiled: no
    // frame reached Dynamo"), in text and JSON; a trace keeps its coverage and `input` null.
    void explainSaysWhatAProgramIs()
    {
        const QString dir = QStringLiteral(CS_TEST_DATA_DIR "/export/");
        const Out text = run({ QStringLiteral("explain"), dir + QStringLiteral("hierarchy.pt2") });
        QCOMPARE(text.code, 0);
        QVERIFY2(!text.out.contains(QLatin1String("Nothing was compiled")), qPrintable(text.out));
        QVERIFY2(text.out.contains(QLatin1String("Input: hierarchy.pt2 is an exported program (torch.export) of ")),
            qPrintable(text.out));
        const Out json
            = run({ QStringLiteral("explain"), QStringLiteral("--json"), dir + QStringLiteral("hierarchy.pt2") });
        QCOMPARE(json.code, 0);
        const QJsonObject doc = QJsonDocument::fromJson(json.out.toUtf8()).object();
        QVERIFY2(
            doc.value(QStringLiteral("input")).toString().contains(QLatin1String("graph node")), qPrintable(json.out));
        const Out trace = run({ QStringLiteral("explain"), QStringLiteral("--json"),
            QStringLiteral(CS_TEST_DATA_DIR "/logs/gpt2_train.log.zst") });
        QCOMPARE(trace.code, 0);
        QVERIFY(QJsonDocument::fromJson(trace.out.toUtf8()).object().value(QStringLiteral("input")).isNull());
    }

    // A trace of torch.export with torch.cond: the compile of torch.cond's own `_cond_op_wrapper`
    // (it traces its branches with Dynamo) is PyTorch's, not the user's: the coverage says the run
    // holds exports and no compile of the user's (was "2 operation(s) captured in 1 of 1 compiled
    // frame(s)"), and the summary marks the frame. An export-only trace says its exports (was
    // "Nothing was compiled: no frame reached Dynamo").
    void exportTracesSayWhatRan()
    {
        const Out cond
            = run({ QStringLiteral("summary"), QStringLiteral(CS_TEST_DATA_DIR "/export/cond_trace.log.zst") });
        QCOMPARE(cond.code, 0);
        QVERIFY2(cond.out.startsWith(QLatin1String("coverage: No torch.compile in this run: 1 torch.export call; 1 "
                                                   "compiled frame of PyTorch's own code")),
            qPrintable(cond.out.left(600)));
        QVERIFY2(cond.out.contains(QLatin1String("_cond_op_wrapper  cond.py:217  [PyTorch's own compile")),
            qPrintable(cond.out.left(1200)));
        const Out failed = run({ QStringLiteral("explain"), QStringLiteral("--json"),
            QStringLiteral(CS_TEST_DATA_DIR "/export/export_trace.log.zst") });
        const QString headline = QJsonDocument::fromJson(failed.out.toUtf8())
                                     .object()[QStringLiteral("coverage")][QStringLiteral("headline")]
                                     .toString();
        QCOMPARE(headline, QStringLiteral("No torch.compile in this run: 3 torch.export calls, 2 of them failed."));
    }

    // Two AOTInductor packages without their programs: their kernels are compared (was "No
    // change found", exit 0, between a 3-kernel MLP and a 6-kernel cond model); the same package
    // twice is unchanged. `graph --list` on one says why it lists nothing; `explain` points at
    // `summary`, never at a graph; `report --json` is `--format json`.
    void packagesAreCompared()
    {
        QTemporaryDir dir;
        QVERIFY(unpackFixture(QStringLiteral(CS_TEST_DATA_DIR "/export/aoti_package.tar.xz"), dir.path()));
        QVERIFY(unpackFixture(QStringLiteral(CS_TEST_DATA_DIR "/export/aoti_branches.tar.xz"), dir.path()));
        const QString mlp = dir.filePath(QStringLiteral("aoti_mlp.pt2")),
                      cond = dir.filePath(QStringLiteral("aoti_cond.pt2"));
        const Out differ = run({ QStringLiteral("diff"), QStringLiteral("--json"), mlp, cond });
        QCOMPARE(differ.code, 4);
        const QJsonObject doc = QJsonDocument::fromJson(differ.out.toUtf8()).object();
        QVERIFY(doc.value(QStringLiteral("changed")).toBool());
        QVERIFY2(doc.value(QStringLiteral("kernels")).toArray().size() >= 6, qPrintable(differ.out.left(2000)));
        QCOMPARE(
            run({ QStringLiteral("diff"), QStringLiteral("--fail-on"), QStringLiteral("change"), mlp, cond }).code, 3);
        QCOMPARE(run({ QStringLiteral("diff"), cond, cond }).code, 0);

        const Out list = run({ QStringLiteral("graph"), cond, QStringLiteral("--list") });
        QCOMPARE(list.code, 0);
        QVERIFY2(list.err.contains(QLatin1String("no graph to list: aoti_cond.pt2 is an AOTInductor package")),
            qPrintable(list.err));
        const Out explain = run({ QStringLiteral("explain"), cond });
        QVERIFY2(explain.out.contains(QLatin1String("compilescope summary FILE")), qPrintable(explain.out));
        QVERIFY2(!explain.out.contains(QLatin1String("graph FILE --list")), qPrintable(explain.out));
        const Out report = run({ QStringLiteral("report"), QStringLiteral("--json"), cond });
        QCOMPARE(report.code, 0);
        const QJsonObject r = QJsonDocument::fromJson(report.out.toUtf8()).object();
        QVERIFY2(r.value(QStringLiteral("explain"))[QStringLiteral("coverage")][QStringLiteral("headline")]
                     .toString()
                     .contains(QLatin1String("is an AOTInductor package")),
            qPrintable(report.out.left(2000)));
        const QJsonObject summary
            = QJsonDocument::fromJson(run({ QStringLiteral("summary"), QStringLiteral("--json"), cond }).out.toUtf8())
                  .object();
        QVERIFY(!summary[QStringLiteral("coverage")][QStringLiteral("headline")].toString().contains(
            QLatin1String("Nothing was compiled")));
        QCOMPARE(summary[QStringLiteral("totals")][QStringLiteral("kernels")].toInt(), 6);
    }

    // A .pt2 whose program entry is damaged (a flipped byte: CRC error): `summary` prints what it
    // read with the note and exits 1, as `graph --list` does; `diff` against it says the program
    // could not be read and exits 1, never "No change found".
    void damagedProgramIsNoCompleteAnswer()
    {
        const QString dir = QStringLiteral(CS_TEST_DATA_DIR "/export/");
        QTemporaryDir tmp;
        const QString path = tmp.filePath(QStringLiteral("flipped.pt2"));
        QVERIFY(exportfixture::writeFlippedProgram(path));
        const Out summary = run({ QStringLiteral("summary"), path });
        QCOMPARE(summary.code, 1);
        QVERIFY2(summary.out.contains(QLatin1String("flipped.pt2")), qPrintable(summary.out));
        const Out diff = run({ QStringLiteral("diff"), dir + QStringLiteral("dynamic_dims.pt2"), path });
        QCOMPARE(diff.code, 1);
        QVERIFY2(diff.out.contains(QLatin1String("the exported program in flipped.pt2 could not be read")),
            qPrintable(diff.out));

        // The report is written, says why, and is no complete answer either (it exited 0, silent).
        const Out report = run({ QStringLiteral("report"), path, QStringLiteral("--format"), QStringLiteral("md") });
        QCOMPARE(report.code, 1);
        QVERIFY2(report.err.contains(QLatin1String("flipped.pt2")), qPrintable(report.err));
        QVERIFY2(report.out.contains(QLatin1String("flipped.pt2")), qPrintable(report.out.left(2000)));
    }

    // A run folder made by `record`: `summary` says first what was run and how it ended, from its
    // manifest (text and JSON); a folder whose manifest is unreadable says so and is summarised
    // all the same; a plain log has no recording.
    void summaryNamesTheRecordedCommand()
    {
        const QString folder = QStringLiteral(CS_TEST_DATA_DIR "/diff/break_a");
        const Out text = run({ QStringLiteral("summary"), folder });
        QCOMPARE(text.code, 0);
        QVERIFY2(text.out.startsWith(QLatin1String("recorded: `")), qPrintable(text.out.left(400)));
        const QString first = text.out.section(u'\n', 0, 0);
        QVERIFY2(first.contains(QLatin1String("diff_model.py --break`: exited with code 0 after ")), qPrintable(first));
        const Out json = run({ QStringLiteral("summary"), QStringLiteral("--json"), folder });
        QCOMPARE(json.code, 0);
        const QJsonObject rec
            = QJsonDocument::fromJson(json.out.toUtf8()).object().value(QStringLiteral("recording")).toObject();
        QCOMPARE(rec.value(QStringLiteral("outcome")).toString(), QStringLiteral("exited"));
        QCOMPARE(rec.value(QStringLiteral("exit_code")).toInt(-1), 0);
        QCOMPARE(rec.value(QStringLiteral("command")).toArray().last().toString(), QStringLiteral("--break"));
        QVERIFY(rec.value(QStringLiteral("problem")).isNull());

        QTemporaryDir tmp;
        const QString copy = tmp.filePath(QStringLiteral("run"));
        QVERIFY(QDir().mkpath(copy + QStringLiteral("/trace")));
        for (const QString &name : QDir(folder + QStringLiteral("/trace")).entryList(QDir::Files))
            QVERIFY(QFile::copy(folder + QStringLiteral("/trace/") + name, copy + QStringLiteral("/trace/") + name));
        QFile broken(QDir(copy).filePath(QStringLiteral("manifest.json")));
        QVERIFY(broken.open(QIODevice::WriteOnly | QIODevice::Truncate));
        broken.write("{ \"command\": [");
        broken.close();
        const Out bad = run({ QStringLiteral("summary"), QStringLiteral("--json"), copy });
        const QJsonValue badRec = QJsonDocument::fromJson(bad.out.toUtf8()).object().value(QStringLiteral("recording"));
        QVERIFY2(badRec.toObject().value(QStringLiteral("problem")).toString().contains(QLatin1String("manifest.json")),
            qPrintable(bad.out.left(600)));

        const Out plain = run({ QStringLiteral("summary"), QStringLiteral("--json"),
            QStringLiteral(CS_SAMPLES_DIR "/sample_trace.log") });
        QVERIFY(QJsonDocument::fromJson(plain.out.toUtf8()).object().value(QStringLiteral("recording")).isNull());
    }

    // Point 4: the decompression limits are options; a bad value is a usage error.
    void decompressionLimitsAreOptions()
    {
        QTemporaryDir tmp;
        const QString gz = tmp.filePath(QStringLiteral("trace.log.gz"));
        QProcess gzip;
        gzip.setStandardOutputFile(gz);
        gzip.start(
            QStringLiteral("gzip"), { QStringLiteral("-c"), QStringLiteral(CS_SAMPLES_DIR "/sample_trace.log") });
        QVERIFY(gzip.waitForFinished(60000) && gzip.exitCode() == 0);
        Out o = run({ QStringLiteral("summary"), QStringLiteral("--max-decompressed"), QStringLiteral("100k"), gz });
        QCOMPARE(o.code, 0);
        QVERIFY2(o.out.contains(QStringLiteral("decompression stopped at the 0.10 MiB limit")), qPrintable(o.out));
        o = run({ QStringLiteral("summary"), QStringLiteral("--max-ratio"), QStringLiteral("lots"), gz });
        QCOMPARE(o.code, 2);
        QVERIFY(o.err.contains(QStringLiteral("--max-ratio")));
    }

    // Point 6: a FIFO given as PATH is refused at once (it used to block forever).
    void fifoPathDoesNotHang()
    {
        QTemporaryDir tmp;
        const QString fifo = tmp.filePath(QStringLiteral("trace.log"));
        QCOMPARE(mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        const Out o = run({ QStringLiteral("summary"), fifo, QStringLiteral(CS_SAMPLES_DIR "/sample_trace.log") });
        QCOMPARE(o.code, 0);
        QVERIFY(o.out.contains(QStringLiteral("FIFO")));
        const Out alone = run({ QStringLiteral("summary"), fifo });
        QCOMPARE(alone.code, 1);
        QVERIFY(alone.err.contains(QStringLiteral("FIFO")));
    }

    void profilePlansAndRecordsWhy()
    {
        QTemporaryDir tmp;
        QVERIFY(unpackFixture(QStringLiteral(CS_TEST_DATA_DIR "/cuda_run.tar.xz"), tmp.path()));
        const QString runDir = tmp.filePath(QStringLiteral("fusion_mlp"));
        const Out plan = run({ QStringLiteral("profile"), QStringLiteral("--plan"), QStringLiteral("--json"),
            QStringLiteral("--kernels"), QStringLiteral("^triton_poi_"), runDir });
        QCOMPARE(plan.code, 0);
        const QJsonObject doc = QJsonDocument::fromJson(plan.out.toUtf8()).object();
        QCOMPARE(doc[QStringLiteral("schema")].toString(), QStringLiteral("compilescope.profile/1"));
        const QJsonArray plans = doc[QStringLiteral("plans")].toArray();
        QCOMPARE(plans.size(), 1);
        const QJsonObject poi = plans.first().toObject();
        QCOMPARE(poi[QStringLiteral("kernel")].toString(), QStringLiteral("triton_poi_fused_add_mul_view_4"));
        QCOMPARE(poi[QStringLiteral("grid")].toArray().first().toInt(), 4096);
        QVERIFY(poi[QStringLiteral("launchable")].toBool());
        // The variant the run used, named by its autotune record; Inductor's statistic named.
        QCOMPARE(poi[QStringLiteral("choice")].toString(), QStringLiteral("recorded"));
        QVERIFY(poi[QStringLiteral("record")].toString().endsWith(QLatin1String(".best_config")));
        QCOMPARE(poi[QStringLiteral("tuning_ms")].toInt(), 13);
        QCOMPARE(doc[QStringLiteral("inductor_statistic")].toString(), QStringLiteral("min_us"));
        const Out withCandidates = run({ QStringLiteral("profile"), QStringLiteral("--plan"), QStringLiteral("--json"),
            QStringLiteral("--candidates"), QStringLiteral("--kernels"), QStringLiteral("^triton_poi_"), runDir });
        const QJsonArray both
            = QJsonDocument::fromJson(withCandidates.out.toUtf8()).object()[QStringLiteral("plans")].toArray();
        QCOMPARE(both.size(), 2);
        QCOMPARE(both[1].toObject()[QStringLiteral("choice")].toString(), QStringLiteral("candidate"));
        QCOMPARE(both[1].toObject()[QStringLiteral("variants")].toInt(), 2);
        const Out text = run({ QStringLiteral("profile"), QStringLiteral("--plan"), QStringLiteral("--candidates"),
            QStringLiteral("--kernels"), QStringLiteral("^triton_poi_"), runDir });
        QVERIFY2(text.out.contains(QLatin1String("[autotune candidate 2 of 2, not chosen]")), qPrintable(text.out));

        const QString db = tmp.filePath(QStringLiteral("p.db"));
        const Out measured = run({ QStringLiteral("profile"), QStringLiteral("--db"), db, QStringLiteral("--json"),
            QStringLiteral("--kernels"), QStringLiteral("^triton_poi_"), runDir });
        QCOMPARE(measured.code, 1);
        const QJsonObject result = QJsonDocument::fromJson(measured.out.toUtf8()).object();
        QCOMPARE(result[QStringLiteral("results")].toArray().size(), 0);
        const QJsonArray failures = result[QStringLiteral("failures")].toArray();
        QCOMPARE(failures.size(), 1);
        QVERIFY(failures.first()[QStringLiteral("reason")].toString().startsWith(QLatin1String("no GPU")));
        QVERIFY(result[QStringLiteral("run")][QStringLiteral("id")].toInt() >= 1);
        QVERIFY(QFile::exists(db));

        const Out bad = run({ QStringLiteral("profile"), QStringLiteral("--repeat"), QStringLiteral("0"), runDir });
        QCOMPARE(bad.code, 2);
        QVERIFY(bad.err.contains(QLatin1String("--repeat")));
    }

    // `fusion` on the corpus fusion_mlp run's fusion record (tests/data/fusion) and its trace.
    void fusionDecisionsAndWhyNot()
    {
        QTemporaryDir tmp;
        QProcess tar;
        tar.start(QStringLiteral("tar"),
            { QStringLiteral("-C"), tmp.path(), QStringLiteral("-xJf"),
                QStringLiteral(CS_TEST_DATA_DIR "/fusion/fusion_mlp.tar.xz") });
        QVERIFY(tar.waitForFinished(60000) && tar.exitCode() == 0);
        const QString runDir = tmp.filePath(QStringLiteral("fusion_mlp"));
        const QString trace = QStringLiteral(CS_TEST_DATA_DIR "/logs/fusion_mlp.log.zst");

        // Measured times come from the newest profile run that timed the run's kernels.
        const QString db = tmp.filePath(QStringLiteral("p.db"));
        {
            auto store = cs::ProfileStore::open(db, cs::sql::Access::ReadWrite);
            QVERIFY(store);
            cs::ProfileRun pr;
            pr.startedAt = pr.finishedAt = QDateTime::currentDateTimeUtc();
            cs::KernelResult r;
            r.kernel = QStringLiteral("triton_per_fused_native_layer_norm_0");
            r.compileId = QStringLiteral("0/0");
            r.kind = QStringLiteral("triton");
            r.medianUs = 12.5;
            pr.results.push_back(r);
            QVERIFY(store.value()->saveRun(pr));
        }
        const Out json
            = run({ QStringLiteral("fusion"), QStringLiteral("--json"), QStringLiteral("--db"), db, runDir, trace });
        QCOMPARE(json.code, 0);
        const QJsonObject doc = QJsonDocument::fromJson(json.out.toUtf8()).object();
        QCOMPARE(doc[QStringLiteral("schema")].toString(), QStringLiteral("compilescope.fusion/1"));
        const QJsonArray graphs = doc[QStringLiteral("graphs")].toArray();
        QCOMPARE(graphs.size(), 2);
        const QJsonObject fw = graphs[0].toObject();
        QCOMPARE(fw[QStringLiteral("id")].toString(), QStringLiteral("0/0:forward"));
        QCOMPARE(fw[QStringLiteral("attribution")][QStringLiteral("confidence")].toString(), QStringLiteral("named"));
        const QJsonObject round1 = fw[QStringLiteral("rounds")].toArray().first().toObject();
        QCOMPARE(round1[QStringLiteral("logged_before")].toInt(), 24);
        QCOMPARE(round1[QStringLiteral("nodes_after")].toInt(), 12);
        const QJsonArray decisions = fw[QStringLiteral("decisions")].toArray();
        QCOMPARE(decisions.first()[QStringLiteral("kind")].toString(), QStringLiteral("reject"));
        QCOMPARE(decisions.first()[QStringLiteral("a")].toString(), QStringLiteral("op0"));
        QCOMPARE(decisions.first()[QStringLiteral("category")].toString(), QStringLiteral("dependency"));
        const QJsonObject ln = fw[QStringLiteral("final_nodes")].toArray().first().toObject();
        QCOMPARE(ln[QStringLiteral("name")].toString(), QStringLiteral("op0_op1_op3_op4"));
        QCOMPARE(ln[QStringLiteral("kernel")][QStringLiteral("name")].toString(),
            QStringLiteral("triton_per_fused_native_layer_norm_0"));
        QCOMPARE(ln[QStringLiteral("kernel")][QStringLiteral("time_us")].toDouble(), 12.5);
        QCOMPARE(ln[QStringLiteral("kernel")][QStringLiteral("provenance_agrees")].toBool(), true);

        const Out text = run({ QStringLiteral("fusion"), runDir, trace });
        QCOMPARE(text.code, 0);
        QVERIFY2(text.out.contains(QStringLiteral("round 1: 24 → 12 nodes")), qPrintable(text.out));
        const Out why = run({ QStringLiteral("fusion"), QStringLiteral("--graph"), QStringLiteral("0/0:forward"),
            QStringLiteral("--why"), QStringLiteral("op25"), QStringLiteral("op4"), runDir });
        QCOMPARE(why.code, 0);
        QVERIFY(why.out.contains(QLatin1String("intermediate nodes between node1 & node2")));
        const Out whyJson = run({ QStringLiteral("fusion"), QStringLiteral("--json"), QStringLiteral("--graph"),
            QStringLiteral("0/0:f"), QStringLiteral("--why"), QStringLiteral("op5"), QStringLiteral("op4"), runDir });
        QCOMPARE(QJsonDocument::fromJson(whyJson.out.toUtf8())[QStringLiteral("verdict")].toString(),
            QStringLiteral("never_scored"));
        const Out unknown = run({ QStringLiteral("fusion"), QStringLiteral("--graph"), QStringLiteral("9/9"), runDir });
        QCOMPARE(unknown.code, 2); // a bad argument
        QVERIFY(unknown.err.contains(QLatin1String("0/0:forward")));
        const Out noLog = run({ QStringLiteral("fusion"), trace });
        QCOMPARE(noLog.code, 0);
        QVERIFY(noLog.out.contains(QLatin1String("TORCH_LOGS=fusion")));
        // Why two nodes are apart, asked of a run without fusion decisions: said so, with the fix.
        const Out whyNoLog = run(
            { QStringLiteral("fusion"), QStringLiteral("--why"), QStringLiteral("a"), QStringLiteral("b"), trace });
        QCOMPARE(whyNoLog.code, 1);
        QVERIFY2(whyNoLog.err.contains(QLatin1String("needs Inductor's fusion decisions")), qPrintable(whyNoLog.err));
        QVERIFY(whyNoLog.err.contains(QLatin1String("TORCH_LOGS=fusion")));
        // The graph as `graph --list` names it is taken too.
        const Out listed
            = run({ QStringLiteral("fusion"), QStringLiteral("--graph"), QStringLiteral("0/0:post_grad:forward"),
                QStringLiteral("--why"), QStringLiteral("op25"), QStringLiteral("op4"), runDir });
        QCOMPARE(listed.code, 0);
    }
};

QTEST_GUILESS_MAIN(TestCliCommands)
#include "tst_clicommands.moc"
