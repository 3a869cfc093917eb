// More of torch 2.15 read as PyTorch means it (issue 38): a break inside a called function, a
// guard on a value carried over a break, torch.compile's mode, regional Inductor's regions, a
// source edited between two runs, a record cut short, functions counted once. Real runs recorded
// on CPU (tests/data/torch215, scripts/fixtures/torch_versions.sh); what each check expects is
// read off the script that made them or the raw records, not through the engine.

#include "core/analysis/coverage.h"
#include "core/analysis/explain.h"
#include "core/analysis/textlogfindings.h"
#include "core/diff/difftext.h"
#include "core/diff/ranknormal.h"
#include "core/diff/rundiff.h"
#include "core/graph/graphcatalog.h"
#include "core/ingest/runloader.h"
#include "core/report/explainreport.h"
#include "core/util/bytesource.h"

#include "tests/tracerecord.h"

#include <QCryptographicHash>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QtTest>

using namespace cs;
using namespace cs::diff;

namespace {

QString fixture(const QString &name)
{
    return QStringLiteral(CS_TEST_DATA_DIR "/torch215/") + name + QStringLiteral(".log.zst");
}

std::shared_ptr<const LoadedRun> load(const QString &path)
{
    auto run = loadRun({ path });
    if (!run) {
        qWarning() << run.error().toString();
        return {};
    }
    return run.value();
}

// The decompressed log, read apart from the engine's reader.
QString rawText(const QString &name)
{
    const auto src = ByteSource::open(fixture(name));
    return src ? QString::fromUtf8(src.value()->data(), static_cast<qsizetype>(src.value()->size())) : QString();
}

// The 1-based line of the fixture script holding `needle`; -1 when none.
int scriptLine(const QString &needle)
{
    QFile f(QStringLiteral(CS_SCRIPTS_DIR "/fixtures/torch_versions.py"));
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    const QStringList lines = QString::fromUtf8(f.readAll()).split(u'\n');
    for (qsizetype i = 0; i < lines.size(); ++i)
        if (lines[i].contains(needle))
            return static_cast<int>(i + 1);
    return -1;
}

Explanation explainOf(const LoadedRun &run)
{
    return explainRun(run.logs, run.overviews, run.profiles);
}

} // namespace

class TestTorch215Reading : public QObject {
    Q_OBJECT
private Q_SLOTS:
    // A break inside _g, called (inlined) from f: f resumes after the call, at the call's line
    // (torch_dynamo_resume_in_f_at_<call line>), and _g, run eagerly, compiles with the same
    // break and resumes at its own line. Both resume functions belong to the break.
    void breakInACalledFunctionLinksBothResumes()
    {
        const auto run = load(fixture(QStringLiteral("called_break")));
        QVERIFY(run);
        const int callLine = scriptLine(QStringLiteral("b = _g(a)"));
        const int breakLine = scriptLine(QStringLiteral("print(\"break in _g\")"));
        QVERIFY(callLine > 0 && breakLine > 0);
        const Explanation e = explainOf(*run);
        QCOMPARE(e.breaks.size(), 1);
        const BreakGroup &b = e.breaks[0];
        QCOMPARE(b.line, breakLine);
        QSet<QString> resumes(b.resumeFunctions.begin(), b.resumeFunctions.end());
        QCOMPARE(resumes,
            (QSet<QString> { QStringLiteral("torch_dynamo_resume_in_f_at_%1").arg(callLine),
                QStringLiteral("torch_dynamo_resume_in__g_at_%1").arg(breakLine) }));
        // The raw log holds those two resume frames and no other.
        QSet<QString> inLog;
        static const QRegularExpression resumeName(QStringLiteral("\"co_name\": \"(torch_dynamo_resume_in_\\w+)\""));
        for (auto it = resumeName.globalMatch(rawText(QStringLiteral("called_break"))); it.hasNext();)
            inLog << it.next().captured(1);
        QCOMPARE(resumes, inLog);
    }

    // `tensor '___stack0' size mismatch`: x.sin(), on the stack when _g2 broke the graph, reaches
    // the resume function as ___stack0. The advice says so in the user's terms and points at the
    // break; no view shows Dynamo's name.
    void valueCarriedOverABreak()
    {
        const QString raw = rawText(QStringLiteral("stack_value"));
        QVERIFY(raw.contains(QLatin1String("tensor '___stack0' size mismatch at index 0. expected 4, actual 5")));
        const auto run = load(fixture(QStringLiteral("stack_value")));
        QVERIFY(run);
        const Explanation e = explainOf(*run);
        const RecompileStep *stack = nullptr;
        for (const FunctionRecompiles &f : e.recompiles)
            for (const RecompileStep &s : f.steps)
                if (s.reasons.value(0).contains(QLatin1String("___stack0")))
                    stack = &s;
        QVERIFY(stack);
        QCOMPARE(stack->suggestionKind, QStringLiteral("fix_graph_break"));
        QVERIFY2(!stack->suggestion.contains(QLatin1String("___")), qPrintable(stack->suggestion));
        QVERIFY2(stack->suggestion.contains(QLatin1String("graph break")), qPrintable(stack->suggestion));
        for (const QString &d : stack->becameDynamicReadable)
            QVERIFY2(!d.contains(QLatin1String("___")), qPrintable(d));
        const QString text = formatExplainText(e);
        for (const QString &line : text.split(u'\n'))
            if (line.contains(QLatin1String("Fix:")) || line.contains(QLatin1String("fix:")))
                QVERIFY2(!line.contains(QLatin1String("___stack")), qPrintable(line));
    }

    // torch.compile(mode="max-autotune-no-cudagraphs") patches Inductor's config only while it
    // compiles: compilation_metrics' snapshot says max_autotune false in both runs, the FX graph
    // cache key says true in B. The settings diff shows the value in effect, marked as set by
    // the compile.
    void compileModeInTheSettingsDiff()
    {
        const QString rawB = rawText(QStringLiteral("mode_max_autotune"));
        QVERIFY(rawB.contains(QLatin1String("inductor_config[max_autotune]: True")));
        QVERIFY(
            rawText(QStringLiteral("mode_default")).contains(QLatin1String("inductor_config[max_autotune]: False")));
        const RunDiff d = diffRuns(openDiffInput(fixture(QStringLiteral("mode_default"))),
            openDiffInput(fixture(QStringLiteral("mode_max_autotune"))));
        QVERIFY(d.config.compared);
        const ConfigChange *autotune = nullptr;
        for (const ConfigChange &c : d.config.changes)
            if (c.name == QLatin1String("inductor.max_autotune"))
                autotune = &c;
        QVERIFY2(autotune, qPrintable(formatDiffText(d)));
        QCOMPARE(autotune->a, QStringLiteral("false"));
        QCOMPARE(autotune->b, QStringLiteral("true"));
        QVERIFY(autotune->patched);
        const QString text = formatDiffText(d);
        QVERIFY2(text.contains(QLatin1String("set for the compiled graphs by torch.compile's mode")), qPrintable(text));
        // Paths that differ only because the runs live in different places are no change.
        for (const ConfigChange &c : d.config.changes)
            QVERIFY2(
                !(c.a.startsWith(QLatin1String("\"/")) && c.b.startsWith(QLatin1String("\"/"))), qPrintable(c.name));
    }

    // Regional Inductor: each marked region compiled on its own, its records tagged with
    // subgraph_name. The graphs of one compile id are told apart by region.
    void regionsGroupedBySubgraphName()
    {
        QSet<QString> rawRegions;
        static const QRegularExpression tag(QStringLiteral("\"subgraph_name\": \"([^\"]+)\""));
        for (auto it = tag.globalMatch(rawText(QStringLiteral("regional_inductor"))); it.hasNext();)
            rawRegions << it.next().captured(1);
        QCOMPARE(rawRegions.size(), 2);
        const auto run = load(fixture(QStringLiteral("regional_inductor")));
        QVERIFY(run);
        QSet<QString> regions;
        QSet<QString> ids;
        for (const GraphEntry &g : listGraphs(*run, false)) {
            QVERIFY2(!ids.contains(g.id), qPrintable(g.id));
            ids << g.id;
            if (g.unitEvidence == QLatin1String("subgraph_name")) {
                regions << g.unitLabel;
                QVERIFY2(g.id.contains(g.unitLabel), qPrintable(g.id));
            }
        }
        QCOMPARE(regions, rawRegions);
        int tagged = 0;
        for (const CompileSummary::Graph &g : run->overviews[0]->compiles[0].graphList)
            tagged += g.subgraph.isEmpty() ? 0 : 1;
        QVERIFY(tagged >= 2);
    }

    // The same function in two runs, its marked line edited in between and its graph break
    // removed: diff pairs f's first compiles, says the source was edited (the line its graph
    // recorded reads differently), and the resume function is only in A.
    void sourceEditedBetweenRuns()
    {
        const RunDiff d = diffRuns(openDiffInput(fixture(QStringLiteral("edit_before"))),
            openDiffInput(fixture(QStringLiteral("edit_after"))));
        const CompilePair *f = nullptr;
        int resumeOnlyInA = 0, paired = 0;
        for (const CompilePair &p : d.compiles) {
            if (p.a && p.b) {
                ++paired;
                if (p.function == QLatin1String("f") && p.order == 0)
                    f = &p;
            }
            if (p.a && !p.b && p.function.startsWith(QLatin1String("torch_dynamo_resume_in_f_at_")))
                ++resumeOnlyInA;
        }
        // B compiled f once; A compiled f and its resume function: one pair, the resume A's alone.
        QCOMPARE(paired, 1);
        QVERIFY2(f, qPrintable(formatDiffText(d)));
        QVERIFY(f->sourceChanged);
        QVERIFY(f->differences.contains(QLatin1String("source")));
        QVERIFY2(
            f->sourceOnlyA.join(u'\n').contains(QLatin1String("a = x.sin()")), qPrintable(f->sourceOnlyA.join(u'\n')));
        QVERIFY2(
            f->sourceOnlyB.join(u'\n').contains(QLatin1String("x.sin() * 3")), qPrintable(f->sourceOnlyB.join(u'\n')));
        QCOMPARE(resumeOnlyInA, 1);
        // A run against itself: nothing edited.
        const RunDiff same = diffRuns(openDiffInput(fixture(QStringLiteral("edit_before"))),
            openDiffInput(fixture(QStringLiteral("edit_before"))));
        for (const CompilePair &p : same.compiles)
            QVERIFY(!p.sourceChanged && !p.sourceMoved);
    }

    // A recompile_reasons record cut short (a process killed mid-write): the reasons read as far
    // as they go, never shown as "[", and the compile is still a recompile.
    void reasonsCutShort()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("cut.log"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(traceRecord(R"({"dynamo_start": {"stack": []}, "frame_id": 0, "frame_compile_id": 0, "attempt": 0)"));
        f.write(traceRecord(
            R"({"compilation_metrics": {"co_name": "f", "co_filename": "/a.py", "co_firstlineno": 3, "cache_size": 0}, "frame_id": 0, "frame_compile_id": 0, "attempt": 0)"));
        f.write(traceRecord(
            R"({"artifact": {"name": "recompile_reasons", "encoding": "json"}, "frame_id": 0, "frame_compile_id": 1, "attempt": 0)",
            "[\n\"0/0: tensor 'x' size mismatch at index 0. expected 4, actual 5\",\n\"0/0: L['n'] == 3  # return x * "
            "n  # a.py:4 in f"));
        f.close();
        const auto run = load(path);
        QVERIFY(run);
        const CompileOverview &ov = *run->overviews[0];
        QCOMPARE(ov.compiles.size(), size_t(2));
        const QStringList reasons = ov.compiles[1].recompileReasons;
        QCOMPARE(reasons.size(), 2);
        QCOMPARE(reasons[0], QStringLiteral("0/0: tensor 'x' size mismatch at index 0. expected 4, actual 5"));
        QVERIFY2(reasons[1].startsWith(QLatin1String("0/0: L['n'] == 3")), qPrintable(reasons[1]));
        QVERIFY(reasons[1].endsWith(QLatin1String("(cut short in the log)")));
        QVERIFY(ov.compiles[1].isRecompile());
    }

    // torch._dynamo.reset() and a new code object of the same source: the frame ids say four
    // frames, the user has two functions; coverage counts functions.
    void coverageCountsFunctionsOnce()
    {
        const auto run = load(fixture(QStringLiteral("reset")));
        QVERIFY(run);
        QSet<QString> functions;
        static const QRegularExpression name(QStringLiteral("\"co_name\": \"(\\w+)\""));
        for (auto it = name.globalMatch(rawText(QStringLiteral("reset"))); it.hasNext();)
            functions << it.next().captured(1);
        const Coverage c = coverageOf(run->logs, run->overviews);
        QVERIFY(c.frames.size() > functions.size());
        QCOMPARE(c.framesCompiled, static_cast<int>(functions.size()));
        QCOMPARE(c.framesEager, 0); // nothing failed in this run
        QCOMPARE(c.framesWithOps + c.framesEmpty, c.framesCompiled);
    }

    // explain's recompiles[] holds the recompiles its totals count; the limit hit (no compile)
    // is in limit_hits[] with the guard that asked for it.
    void limitHitIsNoRecompileEntry()
    {
        const auto run = load(fixture(QStringLiteral("limit")));
        QVERIFY(run);
        const QJsonObject o = QJsonDocument::fromJson(formatExplainJson(explainOf(*run))).object();
        int counted = 0;
        for (const QJsonValue &f : o[QStringLiteral("functions")].toArray())
            counted += f[QStringLiteral("recompiles")].toInt();
        QCOMPARE(o[QStringLiteral("recompiles")].toArray().size(), counted);
        const QJsonArray hits = o[QStringLiteral("limit_hits")].toArray();
        QCOMPARE(hits.size(), 1);
        QVERIFY(hits[0][QStringLiteral("guard")].isObject());
        QVERIFY(rawText(QStringLiteral("limit")).contains(QLatin1String("recompile_limit")));
    }

    // A run given only as TORCH_LOGS text (stderr pasted into an issue): explain gives its breaks,
    // recompiles and recompile-limit warnings like a trace's, never "nothing was compiled". The
    // lines are as torch 2.7-2.10 wrote them in public issues (pytorch#163329, microsoft/dion#23).
    void textLogAloneIsExplained()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("stderr.log"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("V0918 10:00:00.000000 1 torch/_dynamo/guards.py:3000] [0/7] [__recompiles] Recompiling function "
                "forward in /x/transformer_flux.py:440\n"
                "V0918 10:00:00.000000 1 torch/_dynamo/guards.py:3000] [0/7] [__recompiles]     triggered by the "
                "following guard failure(s):\n"
                "V0918 10:00:00.000000 1 torch/_dynamo/guards.py:3000] [0/7] [__recompiles]     - 0/6: "
                "___check_obj_id(self._modules['attn'].processor, 140576345762848)\n"
                "W0110 12:27:06.332000 158 torch/_dynamo/convert_frame.py:1551] [2/8] torch._dynamo hit "
                "config.recompile_limit (8)\n"
                "W0110 12:27:06.332000 158 torch/_dynamo/convert_frame.py:1551] [2/8]    function: 'post_step' "
                "(/x/opt.py:621)\n"
                "W0110 12:27:06.332000 158 torch/_dynamo/convert_frame.py:1551] [2/8]    last reason: 2/7: tensor "
                "'X[0]' size mismatch at index 1. expected 640, actual 8. Guard failed on a parameter\n");
        f.close();
        const auto run = load(path);
        QVERIFY(run);
        QCOMPARE(run->textLogs.size(), size_t(1));
        QCOMPARE(run->textLogs[0]->limitHits.size(), 1);
        const TextLimitHit &hit = run->textLogs[0]->limitHits[0];
        QCOMPARE(hit.setting, QStringLiteral("recompile_limit"));
        QCOMPARE(hit.value, 8);
        QCOMPARE(hit.function, QStringLiteral("post_step"));
        QCOMPARE(hit.functionLine, 621);
        Explanation e = explainOf(*run);
        addTextLogFindings(run->textLogs, e);
        QCOMPARE(e.recompiles.size(), 1);
        QCOMPARE(e.recompiles[0].recompileCount(), 1);
        QCOMPARE(e.recompiles[0].steps[0].suggestionKind, QStringLiteral("reuse_object"));
        QCOMPARE(e.limitHits.size(), 1);
        QVERIFY2(e.limitHits[0].suggestion.contains(QLatin1String("`torch._dynamo.config.recompile_limit` = 8")),
            qPrintable(e.limitHits[0].suggestion));
        QVERIFY2(
            e.limitHits[0].suggestion.contains(QStringLiteral("(640 → 8)")), qPrintable(e.limitHits[0].suggestion));
        const QString text = formatExplainText(e);
        QVERIFY2(!text.contains(QLatin1String("Nothing was compiled")), qPrintable(text));
        QVERIFY2(!text.contains(QLatin1String("Nothing to fix")), qPrintable(text));
    }

    // Dynamo names the globals it installs after an object's id (`G['_140234567890_c0']`),
    // different in every process: normalised like any other id.
    void installedGlobalIdsAreNoDifference()
    {
        QCOMPARE(normalizeRankText(QStringLiteral("___check_obj_id(G['_140234567890_c0'], 9)")),
            normalizeRankText(QStringLiteral("___check_obj_id(G['_139876543210_c0'], 9)")));
        QCOMPARE(normalizedDigest("G['_140234567890_c0']", {}), normalizedDigest("G['_139876543210_c0']", {}));
        QVERIFY(normalizeRankText(QStringLiteral("x_1234")) == QStringLiteral("x_1234"));
    }
};

QTEST_GUILESS_MAIN(TestTorch215Reading)
#include "tst_torch215reading.moc"
