// The report's numbers are the engine's: what `summary --json`, `explain --json` and
// `profile --json` print for the same run (each writer is called here as the command calls it),
// the HTML shows them, and the Markdown fits a comment.
#include "core/ingest/runloader.h"
#include "core/report/doc/reportbuilder.h"
#include "core/report/doc/reportdocument.h"
#include "core/report/doc/reportwriters.h"
#include "core/report/explainreport.h"
#include "core/report/profilereport.h"
#include "core/report/summaryjson.h"
#include "core/storage/profilestore.h"
#include "core/util/countedtext.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace cs;

namespace {

QJsonObject parse(const QByteArray &bytes)
{
    return QJsonDocument::fromJson(bytes).object();
}

std::shared_ptr<const LoadedRun> load(const QString &path)
{
    const auto run = loadRun({ path });
    if (!run)
        qWarning() << run.error().toString();
    return run ? run.value() : nullptr;
}

ReportOptions noGraphs()
{
    ReportOptions o;
    o.maxGraphs = 0; // layouts are covered by their own test below
    return o;
}

} // namespace

class TestReport : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void numbersEqualSummaryAndExplain_data()
    {
        QTest::addColumn<QString>("path");
        const QString logs = QStringLiteral(CS_TEST_DATA_DIR "/logs/");
        QTest::newRow("sample") << QStringLiteral(CS_SAMPLES_DIR "/sample_trace.log");
        QTest::newRow("graph_breaks") << logs + QStringLiteral("graph_breaks.log.zst");
        QTest::newRow("recompiles") << logs + QStringLiteral("recompiles.log.zst");
        QTest::newRow("failure") << logs + QStringLiteral("failure.log.zst");
        QTest::newRow("gpt2_train") << logs + QStringLiteral("gpt2_train.log.zst");
        QTest::newRow("multi_rank") << logs + QStringLiteral("multi_rank_logs");
    }
    void numbersEqualSummaryAndExplain()
    {
        QFETCH(QString, path);
        const auto run = load(path);
        QVERIFY(run);
        const ReportData data = buildReport(*run, noGraphs());
        const QJsonObject report = parse(reportJson(data));
        const QJsonObject summary = parse(formatSummaryJson(*run));
        QCOMPARE(report[QStringLiteral("schema")].toString(), QStringLiteral("compilescope.report/1"));
        // Totals as `summary --json` counts them.
        const QJsonObject rt = report[QStringLiteral("overview")][QStringLiteral("totals")].toObject();
        const QJsonObject st = summary[QStringLiteral("totals")].toObject();
        for (const char *key : { "compiles", "graph_breaks", "recompiles", "diagnostics", "records" })
            QCOMPARE(rt[QLatin1String(key)].toInteger(), st[QLatin1String(key)].toInteger());
        // Kernels in the one vocabulary (distinct kernels, launches), as `summary --json` counts them.
        QCOMPARE(rt[QStringLiteral("kernel_counts")], st[QStringLiteral("kernel_counts")]);
        QCOMPARE(rt[QStringLiteral("failed")].toInt(), st[QStringLiteral("failures")].toInt());
        QCOMPARE(rt[QStringLiteral("compile_time_s")].toDouble(), st[QStringLiteral("compile_time_s")].toDouble());
        QCOMPARE(rt[QStringLiteral("backward_compile_time_s")].toDouble(),
            st[QStringLiteral("backward_compile_time_s")].toDouble());
        QVERIFY(rt[QStringLiteral("compiles")].toInt() > 0);
        // Compile by compile: id, rank, status, time, breaks, kernels.
        const QJsonArray rc = report[QStringLiteral("overview")][QStringLiteral("compiles")].toArray();
        const QJsonArray sc = summary[QStringLiteral("compiles")].toArray();
        QCOMPARE(rc.size(), sc.size());
        for (qsizetype i = 0; i < rc.size(); ++i) {
            const QJsonObject a = rc[i].toObject(), b = sc[i].toObject();
            QCOMPARE(a[QStringLiteral("id")], b[QStringLiteral("id")]);
            QCOMPARE(a[QStringLiteral("rank")], b[QStringLiteral("rank")]);
            QCOMPARE(a[QStringLiteral("status")], b[QStringLiteral("status")]);
            QCOMPARE(a[QStringLiteral("compile_time_s")], b[QStringLiteral("compile_time_s")]);
            QCOMPARE(a[QStringLiteral("backward_compile_time_s")], b[QStringLiteral("backward_compile_time_s")]);
            QCOMPARE(a[QStringLiteral("graph_breaks")], b[QStringLiteral("graph_breaks")]);
            QCOMPARE(a[QStringLiteral("kernel_counts")], b[QStringLiteral("kernel_counts")]);
            QCOMPARE(a[QStringLiteral("kernels")].toInt(),
                b[QStringLiteral("kernel_counts")][QStringLiteral("distinct_kernels")].toInt());
            // Phases are exclusive parts of the compile: they never add up to more than it.
            double phases = 0;
            const QJsonObject ph = a[QStringLiteral("phases_s")].toObject();
            for (auto it = ph.begin(); it != ph.end(); ++it) {
                QVERIFY(it.value().isNull() || it.value().toDouble() >= 0); // null: did not run
                phases += it.value().toDouble();
            }
            if (!ph.isEmpty() && !b[QStringLiteral("compile_time_s")].isNull())
                QVERIFY2(phases <= b[QStringLiteral("compile_time_s")].toDouble() + 1e-3,
                    qPrintable(a[QStringLiteral("id")].toString()));
        }
        // The explanation is explain --json's, whole.
        QCOMPARE(report[QStringLiteral("explain")].toObject(),
            parse(formatExplainJson(explainRun(run->logs, run->overviews, run->profiles))));
        // The HTML shows those numbers.
        const ReportDocument doc = buildReportDocument(data);
        const QString html = QString::fromUtf8(reportHtml(doc));
        QVERIFY(html.contains(reportSeconds(st[QStringLiteral("compile_time_s")].toDouble())));
        QVERIFY(html.contains(QStringLiteral("%1 compiles").arg(st[QStringLiteral("compiles")].toInt())));
        for (qsizetype i = 0; i < std::min<qsizetype>(sc.size(), ReportMaxRows); ++i) {
            const QString id = sc[i][QStringLiteral("id")].toString();
            QVERIFY2(html.contains(QStringLiteral("<td>%1</td>").arg(id))
                    || html.contains(QStringLiteral(": %1</td>").arg(id)),
                qPrintable(id));
        }
        const QString md = reportMarkdown(doc);
        QVERIFY(md.size() <= MarkdownMaxChars);
        QVERIFY(md.contains(reportSeconds(st[QStringLiteral("compile_time_s")].toDouble())));
    }

    // Records of kinds the reader does not know are said in the report's notes, as summary and
    // explain say them (issue 38): a newer torch's records are never silently left out.
    void unknownKindsAreNoted()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("newer.log"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("V1121 04:06:40.696000 1 torch/x.py:1] {\"dynamo_start\": {\"stack\": []}, \"frame_id\": 0, "
                "\"frame_compile_id\": 0, \"attempt\": 0}\n"
                "V1121 04:06:40.697000 1 torch/x.py:2] {\"brand_new_event\": {\"a\": 1}, \"frame_id\": 0, "
                "\"frame_compile_id\": 0, \"attempt\": 0}\n");
        f.close();
        const auto run = load(path);
        QVERIFY(run);
        const ReportData d = buildReport(*run, noGraphs());
        QVERIFY2(d.notes.contains(QStringLiteral("not read: 1 record of kind brand_new_event")),
            qPrintable(d.notes.join(QLatin1Char('|'))));
    }

    void phasesAndVersionsFromMetrics()
    {
        const auto run = load(QStringLiteral(CS_TEST_DATA_DIR "/logs/gpt2_train.log.zst"));
        QVERIFY(run);
        const ReportData d = buildReport(*run, noGraphs());
        // gpt2_train's 1/0 (the model): compilation_metrics says dynamo_cumulative 14,347,023 µs,
        // aot_autograd 12,114,379, inductor 7,629,337, code gen 5,603,794.
        const auto it = std::find_if(d.overview.list.begin(), d.overview.list.end(),
            [](const ReportCompile &c) { return c.id == QLatin1String("1/0"); });
        QVERIFY(it != d.overview.list.end());
        QCOMPARE(it->phases.size(), size_t(4));
        QCOMPARE(qRound(it->phases[0].seconds * 1e6), 14347023 - 12114379);
        QCOMPARE(qRound(it->phases[1].seconds * 1e6), 12114379 - 7629337);
        QCOMPARE(qRound(it->phases[2].seconds * 1e6), 7629337 - 5603794);
        QCOMPARE(qRound(it->phases[3].seconds * 1e6), 5603794);
        QVERIFY(d.overview.warmupWallS >= d.overview.compileTimeS * 0.5);
        // Its backwards, compiled at the first backward call, are compile time of the warm-up too:
        // the span reaches their end and the compiling counts them (bwd_compilation_metrics).
        double backward = 0;
        for (const auto &c : run->overviews[0]->compiles)
            backward += std::max(0.0, c.backwardCompileTimeS);
        QVERIFY(backward > 0.1);
        QCOMPARE(d.overview.backwardCompileTimeS, backward);
        QCOMPARE(d.overview.warmupBackwardS, backward);
        QVERIFY(std::abs(d.overview.warmupCompileS - d.overview.compileTimeS - backward) < 1e-9);
        QVERIFY(d.overview.warmupCompileS <= d.overview.warmupWallS);
        const QString html = QString::fromUtf8(reportHtml(buildReportDocument(d)));
        QVERIFY2(html.contains(QStringLiteral("of the compiling was backward graphs")), "warm-up names the backwards");
        QVERIFY(html.contains(QStringLiteral("Backward graphs, compiled at the first backward call, took %1 more")
                                  .arg(reportSeconds(backward))));
        QCOMPARE(d.versions.front().name, QStringLiteral("PyTorch"));
        QCOMPARE(d.versions.front().value, QStringLiteral("2.11.0+cu130"));
    }

    void kernelsEqualProfileJson()
    {
        const auto run = load(QStringLiteral(CS_SAMPLES_DIR "/sample_trace.log"));
        QVERIFY(run);
        QStringList kernels;
        for (const auto &ov : run->overviews)
            for (const CompileSummary &c : ov->compiles)
                kernels += c.kernels;
        kernels.removeDuplicates(); // one result per kernel name: results are matched by name below
        QVERIFY(!kernels.isEmpty());
        QTemporaryDir dir;
        const QString db = dir.filePath(QStringLiteral("profiles.db"));
        auto store = ProfileStore::open(db, cs::sql::Access::ReadWrite);
        QVERIFY(store);
        ProfileRun pr;
        pr.startedAt = QDateTime::fromString(QStringLiteral("2026-11-21T10:00:00Z"), Qt::ISODate);
        pr.finishedAt = pr.startedAt.addSecs(5);
        pr.machine.cpu = QStringLiteral("x86_64");
        pr.tracePath = run->inputs.first();
        for (int i = 0; i < kernels.size(); ++i) {
            KernelResult k;
            k.kernel = kernels[i];
            k.compileId = QStringLiteral("0/0");
            k.kind = QStringLiteral("cpp");
            k.minUs = 3.25 + i;
            k.medianUs = 4.5 + i;
            k.maxUs = 9.75 + i;
            k.spread = (k.maxUs - k.minUs) / k.medianUs;
            k.repeats = 100;
            k.bytes = 4096 * (i + 1);
            k.bandwidthGBs = double(*k.bytes) / (k.medianUs * 1e3);
            pr.results.push_back(k);
        }
        QVERIFY(store.value()->saveRun(pr)); // an older run: history
        for (KernelResult &k : pr.results)
            k.medianUs += 0.5;
        const auto id = store.value()->saveRun(pr);
        QVERIFY(id);
        store.value().reset();
        ReportOptions o = noGraphs();
        o.profileDb = db;
        const ReportData d = buildReport(*run, o);
        QVERIFY(d.profile);
        const QJsonObject report = parse(reportJson(d));
        pr.id = id.value();
        const QJsonObject profile = parse(formatProfileJson({}, &pr, id.value()));
        const QJsonArray a = report[QStringLiteral("profile")][QStringLiteral("results")].toArray();
        const QJsonArray b = profile[QStringLiteral("results")].toArray();
        QCOMPARE(a.size(), b.size());
        QCOMPARE(report[QStringLiteral("profile")][QStringLiteral("run_id")].toInteger(), id.value());
        for (const QJsonValue &r : b) {
            const auto match = std::find_if(a.begin(), a.end(),
                [&](const QJsonValue &x) { return x[QStringLiteral("kernel")] == r[QStringLiteral("kernel")]; });
            QVERIFY(match != a.end());
            for (const char *key : { "median_us", "min_us", "max_us", "spread", "repeats", "bytes", "bandwidth_gbs" })
                QCOMPARE((*match)[QLatin1String(key)].toDouble(), r[QLatin1String(key)].toDouble());
            QCOMPARE((*match)[QStringLiteral("history")].toArray().size(), 2);
        }
        const QString html = QString::fromUtf8(reportHtml(buildReportDocument(d)));
        QVERIFY(html.contains(reportMicros(b[0][QStringLiteral("median_us")].toDouble())));
    }

    // An exported program among the inputs: the report names what it takes and gives and its
    // dynamic dimensions with their ranges, in every writer; a trace's torch.export calls add
    // why one failed and the guards they added.
    void exportedProgramsNamed()
    {
        const auto pt2 = load(QStringLiteral(CS_TEST_DATA_DIR "/export/dynamic_dims.pt2"));
        QVERIFY(pt2);
        ReportOptions o = noGraphs();
        o.sections = { ReportSection::Identity };
        const ReportData d = buildReport(*pt2, o);
        QCOMPARE(d.programs.size(), size_t(1));
        const ReportProgram &p = d.programs[0];
        QCOMPARE(p.name, QStringLiteral("export:model"));
        QCOMPARE(p.kind, QStringLiteral("exported_program"));
        QCOMPARE(p.stateInputs, 2);
        QVERIFY2(p.inputs.startsWith(QLatin1String("user_input x f32[")), qPrintable(p.inputs));
        QVERIFY(p.inputs.contains(QLatin1String("user_input mask b8[")));
        QVERIFY(p.dynamicDims.contains(QLatin1String(": [2, 1024]"))
            && p.dynamicDims.contains(QLatin1String(": [1, 512]")));
        QCOMPARE(p.ranges.size(), 2);
        const ReportDocument doc = buildReportDocument(d);
        // Markdown escapes its punctuation (`\[`, `&gt;`): compared without the escapes.
        auto unescaped = [](QString md) { return md.remove(u'\\').replace(QLatin1String("&gt;"), QLatin1String(">")); };
        const QString md = unescaped(reportMarkdown(doc, 1 << 20));
        QVERIFY2(md.contains(QLatin1String("Exported programs (torch.export)")), qPrintable(md));
        QVERIFY(md.contains(QLatin1String("Dynamic dimensions")));
        QVERIFY(md.contains(QLatin1String(": [2, 1024]")));
        const QString html = QString::fromUtf8(reportHtml(doc));
        QVERIFY(html.contains(QLatin1String("user_input x f32[")));
        QVERIFY(html.contains(QLatin1String(": [1, 512]")));
        const QJsonObject json = parse(reportJson(d));
        const QJsonObject jp = json[QStringLiteral("programs")].toArray()[0].toObject();
        QCOMPARE(jp[QStringLiteral("name")].toString(), QStringLiteral("export:model"));
        QCOMPARE(jp[QStringLiteral("range_constraints")].toArray().size(), 2);

        const auto trace = load(QStringLiteral(CS_TEST_DATA_DIR "/export/export_trace.log.zst"));
        QVERIFY(trace);
        const ReportData t = buildReport(*trace, o);
        QCOMPARE(t.programs.size(), size_t(3));
        QVERIFY(t.programs[0].exported && t.programs[0].dynamicDims == QLatin1String("s77: [3, 64], s27: [2, 128]"));
        QCOMPARE(
            t.programs[0].ranges, QStringList({ QStringLiteral("s77: [3, 64]"), QStringLiteral("s27: [2, 128]") }));
        QVERIFY(t.programs[0].guards.value(0).startsWith(QLatin1String("s77 > 2  at make_export_trace.py:54")));
        QVERIFY(!t.programs[1].exported && t.programs[1].failure.contains(QLatin1String("specialised to 4")));
        const QString tmd = unescaped(reportMarkdown(buildReportDocument(t), 1 << 20));
        QVERIFY2(tmd.contains(QLatin1String("export 2: failed: dimension L['x'].size()[0]")), qPrintable(tmd));
        QVERIFY(tmd.contains(QLatin1String("Guard added: s77 > 2")));
    }

    void keyGraphsAreDrawn()
    {
        const auto run = load(QStringLiteral(CS_SAMPLES_DIR "/sample_trace.log"));
        QVERIFY(run);
        ReportOptions o;
        o.sections = { ReportSection::Graphs };
        const ReportData d = buildReport(*run, o);
        QVERIFY(!d.graphs.empty());
        for (const ReportGraph &g : d.graphs) {
            QVERIFY2(g.error.isEmpty(), qPrintable(g.error));
            QVERIFY(!g.layout.nodes.isEmpty());
        }
        const QString html = QString::fromUtf8(reportHtml(buildReportDocument(d)));
        QCOMPARE(html.count(QStringLiteral("<svg ")), qsizetype(d.graphs.size()));
    }

    // DDPOptimizer's split is shown as a split: one table per split, one row per child with the
    // bucket DDPOptimizer itself reported (truth.json, written by a hook in the recording run).
    void ddpSplitShownAsSplit()
    {
        const QString dir = QStringLiteral(CS_TEST_DATA_DIR "/ddp");
        const auto run = load(dir);
        QVERIFY(run);
        QFile f(dir + QStringLiteral("/truth.json"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QJsonObject truth = parse(f.readAll());
        const int ranks = truth[QStringLiteral("world_size")].toInt();
        const QJsonArray splits = truth[QStringLiteral("splits")].toArray();
        QVERIFY(ranks > 1 && !splits.isEmpty());
        ReportOptions o = noGraphs();
        o.sections = { ReportSection::Compiles };
        const ReportData d = buildReport(*run, o);
        QCOMPARE(d.ddpSplits.size(), size_t(ranks) * size_t(splits.size()));
        const ReportDocument doc = buildReportDocument(d);
        std::vector<const ReportTable *> tables;
        for (const ReportDocSection &sec : doc.sections)
            for (const ReportBlock &b : sec.blocks)
                if (b.kind == ReportBlock::Kind::Table && b.table.caption.startsWith(QStringLiteral("DDP split")))
                    tables.push_back(&b.table);
        QCOMPARE(tables.size(), d.ddpSplits.size());
        for (const ReportTable *t : tables) {
            const QJsonArray buckets = splits[0].toObject()[QStringLiteral("buckets")].toArray();
            QVERIFY2(t->caption.contains(splits[0].toObject()[QStringLiteral("compile_id")].toString()),
                qPrintable(t->caption));
            QCOMPARE(t->rows.size(), size_t(buckets.size()));
            for (qsizetype i = 0; i < buckets.size(); ++i) {
                const QJsonObject b = buckets[i].toObject();
                QCOMPARE(t->rows[size_t(i)][1], QString::number(b[QStringLiteral("params")].toArray().size()));
                QCOMPARE(t->rows[size_t(i)][2], reportBytes(b[QStringLiteral("size")].toInteger()));
                QVERIFY(t->rows[size_t(i)][4].endsWith(QStringLiteral(":post_grad:forward")));
                QVERIFY(t->rows[size_t(i)][5].endsWith(QStringLiteral(":post_grad:backward")));
            }
        }
        const QString md = reportMarkdown(doc, 1 << 20);
        QVERIFY(md.contains(QStringLiteral("L['self']._modules['layers']._modules['0']._parameters['weight']")));
    }

    // Code in fixes and hints (`DDP(torch.compile(model))`) drawn as code in the HTML, never as
    // raw backticks; the Markdown keeps them (they are Markdown's own).
    void codeSpansDrawnAsCode()
    {
        const auto run = load(QStringLiteral(CS_TEST_DATA_DIR "/ddp"));
        QVERIFY(run);
        ReportOptions o = noGraphs();
        o.sections = { ReportSection::FixFirst };
        const ReportDocument doc = buildReportDocument(buildReport(*run, o));
        const QString html = QString::fromUtf8(reportHtml(doc));
        QVERIFY2(html.contains(QStringLiteral("<code>DDP(torch.compile(model))</code>")), qPrintable(html.left(4000)));
        const qsizetype body = html.indexOf(QStringLiteral("<body"));
        QVERIFY(body > 0);
        QVERIFY2(!html.mid(body).contains(u'`'), "a backtick left raw in the HTML report");
        QVERIFY(reportMarkdown(doc, 1 << 20).contains(QStringLiteral("`DDP(torch.compile(model))`")));
    }

    void markdownCutsToFitAndSaysSo()
    {
        const auto run = load(QStringLiteral(CS_TEST_DATA_DIR "/logs/gpt2_train.log.zst"));
        QVERIFY(run);
        const ReportData d = buildReport(*run, noGraphs());
        const ReportDocument doc = buildReportDocument(d);
        const QString md = reportMarkdown(doc, 6000);
        QVERIFY(md.size() <= 6000);
        QVERIFY(md.contains(QStringLiteral("Cut to fit 6000 characters")));
        QCOMPARE(md.count(QStringLiteral("<details")), md.count(QStringLiteral("</details>")));
    }

    // PyTorch's links (a graph break's page) are whole in Markdown: a code span, copyable, linking
    // nothing; never an address broken by a zero-width space.
    void markdownKeepsAddressesWhole()
    {
        const auto run = load(QStringLiteral(CS_TEST_DATA_DIR "/logs/graph_breaks.log.zst"));
        QVERIFY(run);
        const QString md = reportMarkdown(buildReportDocument(buildReport(*run, noGraphs())));
        QVERIFY2(
            md.contains(QStringLiteral("`https://meta-pytorch.github.io/compile-graph-break-site/gb/gb0059.html`")),
            qPrintable(md.left(3000)));
        QVERIFY(!md.contains(QStringLiteral(":\u200b//")));
    }

    // A run of three rank logs where rank 1 recompiles (tests/data/ranks/shape): the warm-up is
    // the rank that compiled longest against its own span (ranks compile side by side: never
    // every rank's compile time against one span, which read 282 %), and the ranks' divergence is
    // the first thing to fix, not "Nothing to fix".
    void ranksInTheReport()
    {
        const auto run = load(QStringLiteral(CS_TEST_DATA_DIR "/ranks/shape"));
        QVERIFY(run && run->logs.size() == 3);
        const ReportData d = buildReport(*run, noGraphs());
        QVERIFY(d.overview.warmupRank >= 0);
        QVERIFY(d.overview.warmupWallS > 0);
        QVERIFY2(d.overview.warmupCompileS <= d.overview.warmupWallS + 1e-6,
            qPrintable(QStringLiteral("%1 of %2").arg(d.overview.warmupCompileS).arg(d.overview.warmupWallS)));
        QVERIFY(d.overview.warmupCompileS < d.overview.compileTimeS); // one rank's, not the sum
        QVERIFY(!d.fixes.empty());
        QCOMPARE(d.fixes.front().kind, QStringLiteral("ranks_diverge"));
        QVERIFY2(
            d.fixes.front().title.startsWith(QLatin1String("Ranks diverge at 0/1")), qPrintable(d.fixes.front().title));
        const QString md = reportMarkdown(buildReportDocument(d), 1 << 20);
        QVERIFY(!md.contains(QLatin1String("Nothing to fix")));
        QVERIFY(md.contains(QStringLiteral("Warm-up on rank %1").arg(d.overview.warmupRank)));
    }

    // A run that fails a hundred times or compiles a thousand graphs: the first of each are shown and
    // the rest counted, in every writer (a 1 GB log's PDF had 105 pages of them); the JSON keeps all.
    void longListsAreCutAndCounted()
    {
        const auto run = load(QStringLiteral(CS_TEST_DATA_DIR "/logs/failure.log.zst"));
        QVERIFY(run);
        ReportData d = buildReport(*run, noGraphs());
        QVERIFY(!d.explanation.failures.isEmpty());
        QVERIFY(!d.fusion.empty());
        const CompileFailure failure = d.explanation.failures.front();
        const ReportFusionGraph graph = d.fusion.front();
        d.explanation.failures.clear();
        d.explanation.limitHits.clear();
        for (int i = 0; i < 25; ++i)
            d.explanation.failures << failure;
        d.fusion.assign(ReportMaxRows + 30, graph);
        const QByteArray html = reportHtml(buildReportDocument(d));
        QVERIFY2(html.contains("5 more failures or limit hits not shown"), html.right(2000).constData());
        const qsizetype shownOf25 = html.count("Compile failed in "); // with what to fix first's own line
        QVERIFY(html.contains("30 more row(s) not shown"));
        const QJsonObject json = parse(reportJson(d));
        QCOMPARE(
            json.value(QStringLiteral("explain")).toObject().value(QStringLiteral("failures")).toArray().size(), 25);
        // Fewer than the limits: nothing is cut.
        d.explanation.failures.resize(3);
        d.fusion.resize(3);
        const QByteArray small = reportHtml(buildReportDocument(d));
        QVERIFY(!small.contains("more failure"));
        QCOMPARE(shownOf25 - small.count("Compile failed in "), 20 - 3);
    }

    // Counts are said in words: "1 compile", "1 box", never "1 compiles" (one sentence, many counts).
    void countsInWords()
    {
        const auto run
            = load(QStringLiteral(CS_TEST_DATA_DIR "/ranks/branch/dedicated_log_torch_trace_rank_0.log.zst"));
        QVERIFY(run);
        ReportOptions o;
        o.maxGraphs = 1;
        const QString md = reportMarkdown(buildReportDocument(buildReport(*run, o)), 1 << 20);
        QVERIFY2(md.contains(QStringLiteral("1 compile: 1 ok, 0 failed, 0 empty, 0 without metrics; 0 graph breaks, "
                                            "0 recompiles, 2 distinct kernels, 5 launches per call")),
            qPrintable(md.left(3000)));
        QVERIFY(md.contains(
            QStringLiteral("9 graph nodes, 2 distinct kernels, 5 launches per call; one box per kernel, 1 box\n")));
        QCOMPARE(
            countedText(QStringLiteral("%1 launch(es), %1 kernel(s)").arg(1), 1), QStringLiteral("1 launch, 1 kernel"));
        QCOMPARE(countedText(QStringLiteral("%1 launch(es), %1 kernel(s)").arg(0), 0),
            QStringLiteral("0 launches, 0 kernels"));
    }
};

QTEST_GUILESS_MAIN(TestReport)
#include "tst_report.moc"
