// The evidence sections of a report: graph breaks, recompiles, failures, fusion, kernels.
#include "core/report/doc/reportdocument.h"
#include "core/report/fixlist.h"
#include "core/util/countedtext.h"

#include <QCoreApplication>
#include <QFileInfo>

#include <algorithm>

namespace cs {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(cs::Report)
};

// "5 launches", "1 launch", or a range "3 to 5 launches" (kernelcounts.h launchesRange).
QString launchesText(const QString &launches)
{
    bool number = false;
    const qint64 n = launches.toLongLong(&number);
    return countedText(Tr::tr("%1 launch(es)").arg(launches), number ? n : 2);
}

constexpr int MaxBreakGroups = 40;
constexpr int MaxFunctions = 30;
constexpr int OpenFirst = 3; // findings shown open; the rest are one click away

QString where(const QString &file, int line)
{
    return file.isEmpty() ? Tr::tr("unknown location") : reportCell(shortLocation(file, line));
}

QString guardLine(const GuardFailure &g)
{
    QString s = GuardFailure::categoryName(g.category);
    if (!g.subject.isEmpty())
        s += QStringLiteral(" %1").arg(reportCell(g.subject));
    if (!g.dimension.isEmpty())
        s += QStringLiteral(" dim %1").arg(reportCell(g.dimension));
    return s;
}

QString change(const GuardFailure &g)
{
    if (g.expected.isEmpty())
        return {};
    return g.actual.isEmpty() ? Tr::tr("expected %1").arg(reportCell(g.expected))
                              : QStringLiteral("%1 → %2").arg(reportCell(g.expected), reportCell(g.actual));
}

ReportTable factsTable(const std::vector<std::pair<QString, QString>> &rows)
{
    ReportTable t;
    t.header = { Tr::tr("Fact"), Tr::tr("Value") };
    for (const auto &[k, v] : rows)
        if (!v.isEmpty())
            t.rows.push_back({ k, v });
    return t;
}

} // namespace

std::vector<ReportBlock> breakBlocks(const ReportData &d)
{
    const Explanation &e = d.explanation;
    std::vector<ReportBlock> out;
    if (e.breaks.isEmpty()) {
        out.push_back(ReportBlock::paragraph(Tr::tr("No graph breaks were recorded.")));
        return out;
    }
    out.push_back(ReportBlock::paragraph(e.hasRuntime
            ? Tr::tr("Ranked by the time spent outside compiled graphs (profiler trace), then by the "
                     "compile time each break added (the tracing its restarts threw away).")
            : Tr::tr("Ranked by the compile time each break added: the tracing its restarts threw away. "
                     "The compile time of the compiles around a break is listed apart.")));
    int shown = 0;
    for (const BreakGroup &b : e.breaks) {
        if (shown++ >= MaxBreakGroups) {
            out.push_back(ReportBlock::note(Tr::tr("%n more graph break location(s) not shown.", nullptr,
                static_cast<int>(e.breaks.size()) - MaxBreakGroups)));
            break;
        }
        std::vector<ReportBlock> inner;
        if (!b.sourceLine.isEmpty())
            inner.push_back(ReportBlock::code(reportDetail(b.sourceLine), b.line));
        std::vector<std::pair<QString, QString>> facts {
            { Tr::tr("Reason"), reportCell(b.reason) },
            { Tr::tr("Where"),
                b.file.isEmpty() ? QString() : reportCell(QStringLiteral("%1:%2").arg(b.file).arg(b.line)) },
            { Tr::tr("Why"), reportCell(b.explanation) },
            { Tr::tr("Times hit"), QString::number(b.count) },
            { Tr::tr("Compile time added (restarts)"), reportSeconds(b.cost()) },
            { Tr::tr("Compile time of the compiles around it"), reportSeconds(b.involvedTimeS()) },
            { Tr::tr("Compile ids"), reportCell(b.compileIds.join(QStringLiteral(", "))) },
            { Tr::tr("Resumes in"), reportCell(b.resumeFunctions.join(QStringLiteral(", "))) },
            // A reference, never a link: the address is trace text.
            { Tr::tr("More (address as recorded)"), reportCell(b.url) },
        };
        if (b.hasRuntime())
            facts.push_back({ Tr::tr("Time outside compiled graphs"),
                Tr::tr("%1 over %n call(s)", nullptr, b.runtimeCalls).arg(reportMicros(b.runtimeOutsideUs)) });
        inner.push_back(ReportBlock::tableOf(factsTable(facts)));
        if (!b.hints.isEmpty()) {
            ReportBlock hints;
            hints.kind = ReportBlock::Kind::Items;
            for (const QString &h : b.hints)
                hints.items.push_back({ Tr::tr("Hint: %1").arg(reportCell(h)), {} });
            inner.push_back(hints);
        }
        const QString summary
            = Tr::tr("%1 at %2 — %n time(s), %3 added", nullptr, b.count)
                  .arg(reportCell(b.reason.section(u'\n', 0, 0)), where(b.file, b.line), reportSeconds(b.cost()));
        out.push_back(ReportBlock::details(summary, std::move(inner), shown <= OpenFirst));
    }
    return out;
}

std::vector<ReportBlock> recompileBlocks(const ReportData &d)
{
    const Explanation &e = d.explanation;
    std::vector<ReportBlock> out;
    if (e.recompiles.isEmpty()) {
        out.push_back(ReportBlock::paragraph(Tr::tr("No recompiles were recorded.")));
        return out;
    }
    int shown = 0;
    for (const FunctionRecompiles &r : e.recompiles) {
        if (shown++ >= MaxFunctions)
            break;
        ReportTable t;
        t.header = { Tr::tr("Compile"), Tr::tr("Guard that failed"), Tr::tr("What changed"), Tr::tr("Made dynamic"),
            Tr::tr("Time") };
        t.numeric = { false, false, false, false, true };
        QStringList suggestions, seen;
        for (const RecompileStep &st : r.steps) {
            // behind a wrapper holding several functions: the one this compile held
            t.rows.push_back(
                { st.function.isEmpty() ? st.compileId
                                        : QStringLiteral("%1 %2").arg(st.compileId, reportCell(st.function)),
                    guardLine(st.failure), change(st.failure),
                    reportCell(st.becameDynamicReadable.join(QStringLiteral(", "))), reportSeconds(st.compileTimeS) });
            const QString key
                = GuardFailure::categoryName(st.failure.category) + st.failure.subject + st.failure.dimension;
            if (!seen.contains(key) && !st.suggestion.isEmpty()) {
                seen << key;
                suggestions << Tr::tr("Fix [%1]: %2").arg(st.compileId, reportCell(st.suggestion));
            }
        }
        std::vector<ReportBlock> inner;
        if (r.wrapsSeveral)
            inner.push_back(
                ReportBlock::paragraph(Tr::tr(
                    "One frame, %1, held each of %2 in turn: each new one failed the guard on the function it holds.")
                                           .arg(reportCell(r.wrapper), reportCell(r.held.join(QStringLiteral(", "))))));
        inner.push_back(ReportBlock::tableOf(t));
        if (const QString saving = recompileSavingText(r); !saving.isEmpty())
            inner.push_back(ReportBlock::paragraph(saving));
        if (!r.steps.empty() && !r.steps.front().failure.guard.isEmpty())
            inner.push_back(ReportBlock::code(reportDetail(r.steps.front().failure.guard)));
        ReportBlock fixes;
        fixes.kind = ReportBlock::Kind::Items;
        for (const QString &s : suggestions)
            fixes.items.push_back({ s, {} });
        if (!fixes.items.empty())
            inner.push_back(fixes);
        const int n = r.recompileCount();
        QString summary = (r.storm ? Tr::tr("Recompile storm: %1 (%2) recompiled %n time(s), %3", nullptr, n)
                                   : Tr::tr("%1 (%2) recompiled %n time(s), %3", nullptr, n))
                              .arg(reportCell(r.function), where(r.file, r.line), reportSeconds(r.recompileTimeS));
        if (r.limitHit)
            summary += Tr::tr(", then hit the recompile limit");
        out.push_back(ReportBlock::details(summary, std::move(inner), shown <= OpenFirst));
    }
    return out;
}

std::vector<ReportBlock> failureBlocks(const ReportData &d)
{
    const Explanation &e = d.explanation;
    std::vector<ReportBlock> out;
    if (e.failures.isEmpty() && e.limitHits.isEmpty() && e.restarts.isEmpty()) {
        out.push_back(ReportBlock::paragraph(Tr::tr("No compile or export failed and no analysis restarted.")));
        return out;
    }
    auto failure = [&](const CompileFailure &f, bool limit) {
        std::vector<ReportBlock> inner { ReportBlock::code(reportDetail(f.reason)) };
        inner.push_back(ReportBlock::tableOf(factsTable({ { Tr::tr("Type"), reportCell(f.failType) },
            { Tr::tr("Where"),
                f.file.isEmpty() ? QString()
                                 : reportCell(f.line > 0 ? QStringLiteral("%1:%2").arg(f.file).arg(f.line) : f.file) },
            { Tr::tr("Attempts"), QString::number(f.attempts) },
            { Tr::tr("Restarted because"), reportCell(f.restartReasons.join(QStringLiteral("; "))) } })));
        if (!f.suggestion.isEmpty())
            inner.push_back(ReportBlock::paragraph(Tr::tr("What to change: %1").arg(reportCell(f.suggestion))));
        const QString summary = limit
            ? Tr::tr("Recompile limit hit in %1 [%2]").arg(reportCell(f.function), f.compileId)
            : f.exportCall
            ? Tr::tr("torch.export failed [%1]: %2").arg(f.compileId, reportCell(f.failType))
            : Tr::tr("Compile failed in %1 [%2]: %3").arg(reportCell(f.function), f.compileId, reportCell(f.failType));
        out.push_back(ReportBlock::details(summary, std::move(inner), true));
    };
    // Each failure with its reason and facts, up to a page's worth; the rest counted (a run that fails
    // the same way a hundred times needs the first few read, and the JSON report has every one).
    constexpr int MaxFailuresShown = 20;
    int shown = 0;
    for (const CompileFailure &f : e.limitHits)
        if (shown++ < MaxFailuresShown)
            failure(f, true);
    for (const CompileFailure &f : e.failures)
        if (shown++ < MaxFailuresShown)
            failure(f, false);
    if (shown > MaxFailuresShown)
        out.push_back(ReportBlock::note(countedText(
            Tr::tr("%n more failure(s) or limit hit(s) not shown; the JSON report and `explain --json` have them all.",
                nullptr, shown - MaxFailuresShown),
            shown - MaxFailuresShown)));
    if (!e.restarts.isEmpty()) {
        ReportTable t;
        t.caption = Tr::tr("Restarted analyses");
        t.header = { Tr::tr("Compile"), Tr::tr("Function"), Tr::tr("Restarts"), Tr::tr("Tracing discarded"),
            Tr::tr("Because"), Tr::tr("Then") };
        t.numeric = { false, false, true, true, false, false };
        for (const CompileRestart &r : e.restarts)
            t.rows.push_back({ r.compileId, reportCell(r.function), QString::number(r.attempts - 1),
                reportSeconds(r.timeBeforeRestartS), reportCell(r.reasons.join(QStringLiteral("; "))),
                reportCell(r.change) });
        out.push_back(ReportBlock::tableOf(t));
    }
    return out;
}

std::vector<ReportBlock> fusionBlocks(const ReportData &d)
{
    std::vector<ReportBlock> out;
    if (d.fusion.empty()) {
        out.push_back(
            ReportBlock::paragraph(Tr::tr("No fusion record: the run has no post-fusion IR, generated code or "
                                          "fusion log.")));
        return out;
    }
    if (!d.fusionMissing.isEmpty())
        out.push_back(ReportBlock::note(reportCell(d.fusionMissing)));
    ReportTable graphs;
    graphs.caption = Tr::tr("Fusion groups per graph (scheduler nodes after fusion)");
    graphs.header
        = { Tr::tr("Graph"), Tr::tr("Nodes before fusion"), Tr::tr("Fusion groups"), Tr::tr("Of them extern / no-op"),
              Tr::tr("Fusions"), Tr::tr("Rejections"), Tr::tr("Traffic saved"), Tr::tr("From") };
    graphs.numeric = { false, true, true, true, true, true, true, false };
    struct Total {
        QString title;
        int lines = 0, pairs = 0;
        QStringList settings;
    };
    std::vector<std::pair<QString, Total>> blocked;
    for (const ReportFusionGraph &g : d.fusion) {
        if (static_cast<int>(graphs.rows.size()) >= ReportMaxRows)
            ++graphs.omittedRows; // its blocked pairs still count in the totals below
        else
            graphs.rows.push_back(
                { reportCell(g.id), g.nodesBefore > 0 ? QString::number(g.nodesBefore) : QStringLiteral("–"),
                    QString::number(g.fusionGroups), QString::number(g.externs),
                    g.hasDecisions ? QString::number(g.fuses) : QStringLiteral("–"),
                    g.hasDecisions ? QString::number(g.rejects) : QStringLiteral("–"),
                    g.savedTraffic > 0 ? reportBytes(g.savedTraffic) : QStringLiteral("–"), g.source });
        for (const ReportFusionGraph::Blocked &b : g.blocked) {
            auto it
                = std::find_if(blocked.begin(), blocked.end(), [&](const auto &p) { return p.first == b.category; });
            if (it == blocked.end())
                it = blocked.insert(blocked.end(), { b.category, Total { b.title, 0, 0, b.settings } });
            it->second.lines += b.lines;
            it->second.pairs += b.pairs;
        }
    }
    out.push_back(ReportBlock::tableOf(graphs));
    if (!blocked.empty()) {
        std::stable_sort(blocked.begin(), blocked.end(),
            [](const auto &a, const auto &b) { return a.second.lines > b.second.lines; });
        ReportTable t;
        t.caption = Tr::tr("Blocked pairs per reason, all graphs");
        t.header = { Tr::tr("Reason"), Tr::tr("Rejections"), Tr::tr("Pairs"), Tr::tr("Settings that change it") };
        t.numeric = { false, true, true, false };
        for (const auto &[key, b] : blocked)
            t.rows.push_back(
                { b.title, QString::number(b.lines), QString::number(b.pairs), b.settings.join(QStringLiteral(", ")) });
        out.push_back(ReportBlock::tableOf(t));
    }
    for (const ReportFusionGraph &g : d.fusion) {
        if (g.apart.empty())
            continue;
        ReportTable t;
        t.header = { Tr::tr("Node"), Tr::tr("Kernel"), Tr::tr("Size"), Tr::tr("Rejections"), Tr::tr("Why apart"),
            Tr::tr("Example") };
        t.numeric = { false, false, true, true, false, false };
        for (const ReportFusionGraph::Apart &a : g.apart)
            t.rows.push_back({ reportCell(a.node), reportCell(a.kernel), reportCell(a.numel),
                QString::number(a.rejects), a.reason, reportCell(a.example) });
        out.push_back(ReportBlock::details(
            Tr::tr("%1: the largest nodes that stayed a kernel of their own").arg(reportCell(g.id)),
            { ReportBlock::tableOf(t) }));
    }
    return out;
}

namespace {

// Each AOTInductor package's model: its kernels, the extern calls it makes, its files and its
// constants (as its wrapper lists them).
void packageBlocks(const ReportData &d, std::vector<ReportBlock> &out)
{
    for (const ReportPackage &p : d.packages) {
        QStringList files; // each name cut on its own: a long list stays whole
        for (const QString &f : p.files)
            files << reportCell(f);
        out.push_back(ReportBlock::paragraph(
            Tr::tr("AOTInductor package %1, model %2: %3 generated, %4 per call (%5 extern: %6%7); files: %8.")
                .arg(reportCell(QFileInfo(p.file).fileName()), reportCell(p.model),
                    countedText(Tr::tr("%n kernel(s)", nullptr, p.kernels), p.kernels), launchesText(p.launchesPerCall),
                    QString::number(p.externLaunches),
                    p.externCalls.isEmpty() ? Tr::tr("none") : reportCell(p.externCalls.join(QStringLiteral(", "))),
                    reportCell(p.branchLaunches), files.join(QStringLiteral(", ")))));
        ReportTable t;
        t.caption = Tr::tr("Constants of %1 (%n)", nullptr, static_cast<int>(p.constants.size()))
                        .arg(reportCell(QFileInfo(p.file).fileName()));
        t.header = { Tr::tr("Name"), Tr::tr("Kind"), Tr::tr("Dtype"), Tr::tr("Shape"), Tr::tr("Bytes") };
        t.numeric = { false, false, false, false, true };
        for (const QStringList &c : p.constants) {
            if (static_cast<int>(t.rows.size()) >= ReportMaxRows) {
                ++t.omittedRows;
                continue;
            }
            QStringList row;
            for (const QString &cell : c)
                row << reportCell(cell);
            t.rows.push_back(row);
        }
        if (!t.rows.empty())
            out.push_back(ReportBlock::tableOf(t));
    }
}

} // namespace

// How Inductor chose its kernels (`compilescope autotune`): one row per choice, the closest calls first.
void autotuneBlocks(const ReportData &d, std::vector<ReportBlock> &out)
{
    const AutotuneExplorer &x = d.autotune;
    if (x.empty())
        return;
    std::vector<const AutotuneDecision *> rows;
    int nearTies = 0;
    for (const AutotuneDecision &dec : x.decisions) {
        rows.push_back(&dec);
        nearTies += dec.margin() > 0 && dec.margin() < 1.02;
    }
    // Near ties first (the choice another run may make the other way), then by what choosing cost.
    std::stable_sort(rows.begin(), rows.end(), [](const AutotuneDecision *a, const AutotuneDecision *b) {
        const bool ta = a->margin() > 0 && a->margin()<1.02, tb = b->margin()> 0 && b->margin() < 1.02;
        return ta != tb ? ta : a->benchmarkS + a->precompileS > b->benchmarkS + b->precompileS;
    });
    out.push_back(ReportBlock::paragraph(
        Tr::tr("Autotuning: %n choice(s) with their candidates' times as Inductor measured them (compilescope "
               "autotune lists every candidate); in %1 of them the runner-up is within 2% (a near tie: another run "
               "may choose the other way).",
            nullptr, static_cast<int>(rows.size()))
            .arg(nearTies)));
    ReportTable t;
    t.header = { Tr::tr("Compile"), Tr::tr("Choice"), Tr::tr("Winner"), Tr::tr("Time"), Tr::tr("Runner-up"),
        Tr::tr("Margin"), Tr::tr("Candidates"), Tr::tr("Choosing took") };
    t.numeric = { false, false, false, true, false, true, true, true };
    auto ms = [](double v) { return v < 0 ? QStringLiteral("–") : QStringLiteral("%1 ms").arg(v, 0, 'f', 4); };
    for (const AutotuneDecision *dec : rows) {
        if (static_cast<int>(t.rows.size()) >= ReportMaxRows) {
            ++t.omittedRows;
            continue;
        }
        const QString choice = dec->kind == AutotuneDecision::Kind::Template
            ? QStringLiteral("%1(%2)").arg(dec->op, dec->sizes)
            : dec->kernel;
        int timed = 0, dropped = 0;
        for (const AutotuneCandidate &c : dec->candidates) {
            timed += c.ms >= 0;
            dropped += !c.failure.isEmpty();
        }
        QString candidates = QString::number(timed);
        if (dropped > 0)
            candidates = Tr::tr("%1 (+%2 dropped)").arg(timed).arg(dropped);
        const double cost = std::max(0.0, dec->benchmarkS) + std::max(0.0, dec->precompileS);
        t.rows.push_back({ reportCell(dec->compileId), reportCell(choice), reportCell(dec->winner), ms(dec->winnerMs),
            reportCell(dec->runnerUp),
            dec->margin() > 0 ? QStringLiteral("+%1%").arg((dec->margin() - 1) * 100, 0, 'f', 1) : QStringLiteral("–"),
            candidates, cost > 0 ? QStringLiteral("%1 s").arg(cost, 0, 'f', 2) : QStringLiteral("–") });
    }
    out.push_back(ReportBlock::details(Tr::tr("Autotuning choices"), { ReportBlock::tableOf(t) }));
}

std::vector<ReportBlock> kernelBlocks(const ReportData &d)
{
    std::vector<ReportBlock> out;
    if (!d.profile) {
        out.push_back(ReportBlock::paragraph(
            Tr::tr("%n kernel(s) generated; no measurements: give a profile database (report --db, filled by "
                   "compilescope profile) to see their times and history.",
                nullptr, static_cast<int>(d.kernelNames.size()))));
        ReportTable t;
        t.header = { Tr::tr("Kernel") };
        for (const QString &k : d.kernelNames) {
            if (static_cast<int>(t.rows.size()) >= ReportMaxRows)
                ++t.omittedRows;
            else
                t.rows.push_back({ reportCell(k) });
        }
        if (!t.rows.empty())
            out.push_back(ReportBlock::details(Tr::tr("Generated kernels"), { ReportBlock::tableOf(t) }));
        autotuneBlocks(d, out);
        packageBlocks(d, out);
        return out;
    }
    const ReportProfile &p = *d.profile;
    out.push_back(ReportBlock::paragraph(
        Tr::tr("Profile run %1 of %2 (%3), on %4: %n kernel(s) measured, %5 in total (sum of medians).", nullptr,
            static_cast<int>(p.kernels.size()))
            .arg(p.runId)
            .arg(reportCell(p.db), p.startedAt.toString(Qt::ISODate), reportCell(p.gpu.isEmpty() ? p.cpu : p.gpu),
                reportMicros(p.totalMedianUs))));
    ReportTable t;
    t.header = { Tr::tr("Kernel"), Tr::tr("Compile"), Tr::tr("Kind"), Tr::tr("Min"), Tr::tr("Median"), Tr::tr("Max"),
        Tr::tr("Share"), Tr::tr("Bandwidth"), Tr::tr("History (median, oldest first)") };
    t.numeric = { false, false, false, true, true, true, true, true, false };
    for (const ReportKernel &k : p.kernels) {
        if (static_cast<int>(t.rows.size()) >= ReportMaxRows) {
            ++t.omittedRows;
            continue;
        }
        QStringList history;
        for (const ReportKernel::Point &pt : k.history)
            history << QString::number(pt.medianUs, 'f', 2);
        t.rows.push_back({ reportCell(k.kernel), reportCell(k.compileId), k.kind, reportMicros(k.minUs),
            reportMicros(k.medianUs), reportMicros(k.maxUs),
            p.totalMedianUs > 0 ? QStringLiteral("%1 %").arg(100 * k.medianUs / p.totalMedianUs, 0, 'f', 1) : QString(),
            k.bandwidthGBs ? QStringLiteral("%1 GB/s").arg(*k.bandwidthGBs, 0, 'f', 1) : QStringLiteral("–"),
            history.size() > 1 ? history.join(QStringLiteral(" → ")) + QStringLiteral(" µs")
                               : Tr::tr("this run only") });
    }
    out.push_back(ReportBlock::tableOf(t));
    if (!p.failures.empty()) {
        ReportTable f;
        f.header = { Tr::tr("Kernel"), Tr::tr("Not measured because") };
        for (const auto &[kernel, reason] : p.failures)
            f.rows.push_back({ reportCell(kernel), reportCell(reason) });
        out.push_back(
            ReportBlock::details(Tr::tr("%n kernel(s) not measured", nullptr, static_cast<int>(p.failures.size())),
                { ReportBlock::tableOf(f) }));
    }
    autotuneBlocks(d, out);
    packageBlocks(d, out);
    return out;
}

} // namespace cs
