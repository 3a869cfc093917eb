#include "core/report/doc/reportdocument.h"

#include "core/analysis/kernelcounts.h"
#include "core/model/compileid.h"
#include "core/report/autotunereport.h"
#include "core/util/countedtext.h"
#include "core/util/inerttext.h"

#include <QCoreApplication>
#include <QFileInfo>

#include <algorithm>

namespace cs {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(cs::Report)
};

// Launches per call in the kernel vocabulary; a range where torch.cond branches or a while_loop
// decide how many run (kernelcounts.h).
QString launchesText(const KernelCounts &c)
{
    if (c.branchLaunches > 0)
        return Tr::tr("%1 launches").arg(launchesRange(c)); // "3 to 5 launches … per call"
    return countedText(Tr::tr("%n launch(es)", nullptr, c.launches), c.launches);
}

QString phaseName(const QString &key)
{
    if (key == QLatin1String("dynamo"))
        return Tr::tr("Dynamo (tracing, guards)");
    if (key == QLatin1String("aot_autograd"))
        return Tr::tr("AOTAutograd (joint graph, partition)");
    if (key == QLatin1String("inductor"))
        return Tr::tr("Inductor (passes, lowering, scheduling)");
    if (key == QLatin1String("codegen"))
        return Tr::tr("Code generation (incl. Triton compile)");
    return key;
}

double phase(const std::vector<ReportPhase> &phases, const QString &key)
{
    for (const ReportPhase &p : phases)
        if (p.key == key)
            return p.seconds;
    return -1;
}

QString percent(double part, double whole)
{
    return whole > 0 ? QStringLiteral("%1 %").arg(100.0 * part / whole, 0, 'f', 1) : QStringLiteral("–");
}

std::vector<ReportBlock> fixBlocks(const ReportData &d)
{
    // How much ran compiled comes before any fix: "nothing was compiled" is never left to infer.
    const ReportBlock coverage = ReportBlock::paragraph(
        Tr::tr("Coverage: %1")
            .arg(reportCell(d.coverage.isEmpty() ? coverageHeadline(d.explanation.coverage) : d.coverage)));
    // Candidates max-autotune dropped: said under the findings, as explain says it.
    const QString autotune = autotuneRejectionNote(d.explanation.autotuneRejections);
    if (d.fixes.empty()) {
        std::vector<ReportBlock> out { coverage,
            ReportBlock::paragraph(Tr::tr("Nothing to fix: no graph breaks, recompiles or failures were recorded.")) };
        if (!autotune.isEmpty())
            out.push_back(ReportBlock::paragraph(reportCell(autotune)));
        return out;
    }
    ReportBlock b;
    b.kind = ReportBlock::Kind::Items;
    b.numbered = true;
    for (const ReportFix &f : d.fixes) {
        ReportItem it;
        it.title = reportCell(f.title);
        if (f.costS >= 0) // a recompile finding's: what its fix saves (the dynamic compile it needs stays)
            it.lines << (f.kind == QLatin1String("recompiles")
                    ? Tr::tr("Saves about %1 of compile time").arg(reportSeconds(f.costS))
                    : Tr::tr("Cost: %1 of compile time").arg(reportSeconds(f.costS)));
        if (!f.detail.isEmpty())
            it.lines << Tr::tr("Why: %1").arg(InertText::line(f.detail, ReportDetailChars));
        if (!f.suggestion.isEmpty()) // the change in full: a cell's limit cut regional compilation's advice
            it.lines << Tr::tr("Fix: %1").arg(InertText::line(f.suggestion, ReportDetailChars));
        for (ReportSection s : d.sections) // a section left out is not pointed at
            if (reportSectionKey(s) == f.section)
                it.lines << Tr::tr("Evidence: section “%1”").arg(reportSectionTitle(s));
        b.items.push_back(std::move(it));
    }
    std::vector<ReportBlock> out { coverage,
        ReportBlock::paragraph(Tr::tr("Ranked by what each costs: failures and recompile-limit hits first (that "
                                      "code runs eagerly), then what costs time on every call (CUDA graphs not "
                                      "captured, graph breaks a profiler timed), then recompiles and graph breaks by "
                                      "compile time.")),
        b };
    if (!autotune.isEmpty())
        out.push_back(ReportBlock::paragraph(reportCell(autotune)));
    return out;
}

QString programKind(const QString &kind)
{
    if (kind == QLatin1String("aotinductor"))
        return Tr::tr("AOTInductor package");
    if (kind == QLatin1String("trace"))
        return Tr::tr("torch.export in a trace");
    return Tr::tr("exported program");
}

// The exported programs of the inputs: what each takes and gives and which dimensions stayed
// dynamic (a table), then, for those with guards, problems or a failure, one item each.
std::vector<ReportBlock> programBlocks(const ReportData &d)
{
    std::vector<ReportBlock> out;
    if (d.programs.empty())
        return out;
    ReportTable t;
    t.caption = Tr::tr("Exported programs (torch.export)");
    t.header = { Tr::tr("Program"), Tr::tr("File"), Tr::tr("Nodes"), Tr::tr("Inputs"), Tr::tr("Outputs"),
        Tr::tr("Dynamic dimensions"), Tr::tr("Range constraints") };
    t.numeric = { false, false, true, false, false, false, false };
    ReportBlock items;
    items.kind = ReportBlock::Kind::Items;
    for (const ReportProgram &p : d.programs) {
        if (static_cast<int>(t.rows.size()) >= ReportMaxRows) {
            ++t.omittedRows;
            continue;
        }
        const QString source = QStringLiteral("%1 (%2)").arg(QFileInfo(p.source).fileName(), programKind(p.kind));
        if (!p.exported) {
            t.rows.push_back({ reportCell(p.name), reportCell(source), QStringLiteral("–"),
                Tr::tr("failed: %1").arg(reportCell(p.failure)), QStringLiteral("–"), QStringLiteral("–"),
                QStringLiteral("–") });
        } else {
            t.rows.push_back({ reportCell(p.name), reportCell(source), QString::number(p.nodes),
                p.stateInputs > 0 ? Tr::tr("%1; and %n parameter, buffer or constant input(s)", nullptr, p.stateInputs)
                                        .arg(reportCell(p.inputs))
                                  : reportCell(p.inputs),
                reportCell(p.outputs), reportCell(p.dynamicDims),
                reportCell(p.ranges.isEmpty() ? Tr::tr("none") : p.ranges.join(QStringLiteral(", "))) });
        }
        if (p.guards.isEmpty() && p.problems.isEmpty() && p.exported)
            continue;
        ReportItem it;
        it.title
            = p.exported ? reportCell(p.name) : Tr::tr("%1: failed: %2").arg(reportCell(p.name), reportCell(p.failure));
        it.lines << Tr::tr("Where: %1").arg(reportCell(p.source));
        for (const QString &g : p.guards)
            it.lines << Tr::tr("Guard added: %1").arg(reportCell(g));
        for (const QString &problem : p.problems)
            it.lines << Tr::tr("Problem: %1").arg(reportCell(problem));
        items.items.push_back(std::move(it));
    }
    out.push_back(ReportBlock::tableOf(std::move(t)));
    if (!items.items.empty())
        out.push_back(std::move(items));
    return out;
}

std::vector<ReportBlock> identityBlocks(const ReportData &d)
{
    ReportTable inputs;
    inputs.header = { Tr::tr("Input") };
    for (const QString &in : d.inputs)
        inputs.rows.push_back({ reportCell(in) });
    ReportTable versions;
    versions.header = { Tr::tr("Software"), Tr::tr("Version"), Tr::tr("Recorded by") };
    for (const ReportVersion &v : d.versions)
        versions.rows.push_back({ v.name, reportCell(v.value), v.source });
    if (d.profile)
        versions.rows.push_back({ Tr::tr("GPU / CPU of the profile run"),
            reportCell(d.profile->gpu.isEmpty() ? d.profile->cpu : d.profile->gpu), Tr::tr("profile run") });
    const ReportOverview &o = d.overview;
    std::vector<ReportBlock> out { ReportBlock::tableOf(inputs), ReportBlock::tableOf(versions),
        ReportBlock::paragraph(
            Tr::tr("%1; %2 found while reading (diagnostics).")
                .arg(countedText(Tr::tr("%n trace record(s)", nullptr, int(o.records)), o.records),
                    countedText(Tr::tr("%n problem(s)", nullptr, int(o.diagnostics)), o.diagnostics))) };
    for (ReportBlock &b : programBlocks(d))
        out.push_back(std::move(b));
    return out;
}

std::vector<ReportBlock> ddpSplitBlocks(const ReportData &d);

std::vector<ReportBlock> compileBlocks(const ReportData &d)
{
    const ReportOverview &o = d.overview;
    std::vector<ReportBlock> out;
    out.push_back(ReportBlock::paragraph(
        Tr::tr("%1: %2 ok, %3 failed, %4 empty, %5 without metrics; %6, %7, %8, %9 per call; %10 of compile time.")
            .arg(countedText(Tr::tr("%n compile(s)", nullptr, o.compiles), o.compiles))
            .arg(o.ok)
            .arg(o.failed)
            .arg(o.empty)
            .arg(o.missing)
            .arg(countedText(Tr::tr("%n graph break(s)", nullptr, o.graphBreaks), o.graphBreaks))
            .arg(countedText(Tr::tr("%n recompile(s)", nullptr, o.recompiles), o.recompiles))
            .arg(countedText(
                Tr::tr("%n distinct kernel(s)", nullptr, o.counts.distinctKernels), o.counts.distinctKernels))
            .arg(launchesText(o.counts))
            .arg(reportSeconds(o.compileTimeS))
        + (o.backwardCompileTimeS > 0 ? QLatin1Char(' ')
                    + Tr::tr("Backward graphs, compiled at the first backward call, took %1 more "
                             "(bwd_compilation_metrics).")
                          .arg(reportSeconds(o.backwardCompileTimeS))
                                      : QString())
        + (o.limitHits > 0 ? QLatin1Char(' ')
                    + Tr::tr("%n more compile id(s) hit the recompile limit: no compile (later calls that matched none "
                             "of the frame's compiled graphs ran eagerly).",
                        nullptr, o.limitHits)
                           : QString())));
    if (o.warmupWallS > 0)
        out.push_back(ReportBlock::paragraph(
            (o.warmupRank >= 0 ? Tr::tr("Warm-up on rank %1 (the rank that compiled longest; ranks compile side by "
                                        "side): compiling took %2 of the %3 from its first compile's start to its "
                                        "last compile's end (%4); the rest ran the model.")
                                     .arg(QString::number(o.warmupRank), reportSeconds(o.warmupCompileS),
                                         reportSeconds(o.warmupWallS), percent(o.warmupCompileS, o.warmupWallS))
                               : Tr::tr("Warm-up: compiling took %1 of the %2 from the first compile's start to the "
                                        "last compile's end (%3); the rest ran the model.")
                                     .arg(reportSeconds(o.warmupCompileS), reportSeconds(o.warmupWallS),
                                         percent(o.warmupCompileS, o.warmupWallS)))
            + (o.warmupBackwardS > 0 ? QLatin1Char(' ')
                        + Tr::tr("%1 of the compiling was backward graphs, compiled at the first backward call.")
                              .arg(reportSeconds(o.warmupBackwardS))
                                     : QString())));
    if (!o.direct.empty()) {
        ReportTable t;
        t.caption = Tr::tr("Inductor compiles outside Dynamo (AOTInductor or a direct call of Inductor): %1 in all")
                        .arg(reportSeconds(o.directCompileS));
        t.header = { Tr::tr("Called"), Tr::tr("From"), Tr::tr("Device"), Tr::tr("Time"), Tr::tr("Outcome") };
        t.numeric = { false, false, false, true, false };
        for (const ReportOverview::Direct &dc : o.direct)
            t.rows.push_back({ reportCell(dc.api), reportCell(dc.where),
                dc.device.isEmpty() ? QStringLiteral("–") : reportCell(dc.device), reportSeconds(dc.seconds),
                dc.failType.isEmpty() ? Tr::tr("ok") : Tr::tr("failed: %1").arg(reportCell(dc.failType)) });
        out.push_back(ReportBlock::tableOf(t));
    }
    if (!o.phases.empty()) {
        ReportTable t;
        t.caption = Tr::tr("Compile time per phase (exclusive, from compilation_metrics)");
        t.header = { Tr::tr("Phase"), Tr::tr("Time"), Tr::tr("Share") };
        t.numeric = { false, true, true };
        double sum = 0;
        for (const ReportPhase &p : o.phases)
            sum += std::max(0.0, p.seconds); // a phase not recorded (–) adds nothing
        for (const ReportPhase &p : o.phases)
            t.rows.push_back({ phaseName(p.key), reportSeconds(p.seconds),
                p.seconds < 0 ? QStringLiteral("–") : percent(p.seconds, sum) });
        if (o.tritonCompileS > 0)
            t.rows.push_back({ Tr::tr("  of which Triton compile"), reportSeconds(o.tritonCompileS),
                percent(o.tritonCompileS, sum) });
        out.push_back(ReportBlock::tableOf(t));
    }
    ReportTable t;
    t.caption = Tr::tr("Compiles in log order");
    t.header = { Tr::tr("Compile"), Tr::tr("Function"), Tr::tr("Location"), Tr::tr("Outcome"), Tr::tr("Time"),
        Tr::tr("Dynamo"), Tr::tr("AOT"), Tr::tr("Inductor"), Tr::tr("Codegen"), Tr::tr("Breaks"), Tr::tr("Kernels"),
        Tr::tr("Launches"), Tr::tr("Cache") };
    t.numeric = { false, false, false, false, true, true, true, true, true, true, true, true, false };
    const bool multiRank = std::any_of(o.list.begin(), o.list.end(), [](const ReportCompile &c) { return c.rank > 0; });
    for (const ReportCompile &c : o.list) {
        if (static_cast<int>(t.rows.size()) >= ReportMaxRows) {
            ++t.omittedRows;
            continue;
        }
        const QString id = rankedCompileId(c.id, c.rank, multiRank);
        auto ph = [&](const char *key) { return reportSeconds(phase(c.phases, QLatin1String(key))); };
        t.rows.push_back(
            { id, reportCell(c.function), c.file.isEmpty() ? QString() : reportCell(shortLocation(c.file, c.line)),
                c.limitHit           ? Tr::tr("recompile limit hit: not compiled")
                    : c.attempts > 1 ? Tr::tr("%1 (%2 attempts)").arg(c.statusText).arg(c.attempts)
                                     : c.statusText,
                reportSeconds(c.compileTimeS), ph("dynamo"), ph("aot_autograd"), ph("inductor"), ph("codegen"),
                QString::number(c.graphBreaks), QString::number(c.counts.distinctKernels),
                QString::number(c.counts.launches), reportCell(c.cache.join(QStringLiteral(", "))) });
    }
    out.push_back(ReportBlock::tableOf(t));
    for (ReportBlock &b : ddpSplitBlocks(d))
        out.push_back(std::move(b));
    return out;
}

// DDPOptimizer's splits: why the compile was split, then one row per child with its bucket and
// the graphs compiled for it; each bucket's parameters in a closed details block.
std::vector<ReportBlock> ddpSplitBlocks(const ReportData &d)
{
    std::vector<ReportBlock> out;
    for (const DdpSplitInfo &info : d.ddpSplits) {
        const QString compile = rankedCompileId(info.compileId, info.rank, true);
        ReportTable t;
        t.caption = Tr::tr("DDP split of compile %1 (%2): %3")
                        .arg(reportCell(compile), reportCell(info.function), reportCell(info.split.reason()));
        t.header = { Tr::tr("Child"), Tr::tr("Parameters"), Tr::tr("Bucket"), Tr::tr("Nodes"), Tr::tr("Forward graph"),
            Tr::tr("Backward graph") };
        t.numeric = { false, true, true, true, false, false };
        std::vector<ReportBlock> params;
        for (size_t i = 0; i < info.split.children.size(); ++i) {
            const DdpChild &c = info.split.children[i];
            const DdpSplitInfo::ChildGraphs *g = i < info.graphs.size() ? &info.graphs[i] : nullptr;
            auto orDash = [](const QString &s) { return s.isEmpty() ? QStringLiteral("–") : reportCell(s); };
            t.rows.push_back({ reportCell(c.name), QString::number(c.params.size()),
                c.bucketBytes >= 0 ? reportBytes(c.bucketBytes) : Tr::tr("unknown"), QString::number(c.nodes),
                g ? orDash(g->forward) : QStringLiteral("–"), g ? orDash(g->backward) : QStringLiteral("–") });
            QStringList lines;
            for (const DdpParam &p : c.params)
                lines << QStringLiteral("%1  %2  %3")
                             .arg(p.name, p.bytes >= 0 ? reportBytes(p.bytes) : Tr::tr("size unknown"), p.source);
            if (!lines.isEmpty())
                params.push_back(ReportBlock::details(
                    Tr::tr("%1: the bucket's %n parameter(s)", nullptr, static_cast<int>(c.params.size()))
                        .arg(reportCell(c.name)),
                    { ReportBlock::code(reportDetail(lines.join(u'\n'))) }));
        }
        out.push_back(ReportBlock::tableOf(std::move(t)));
        for (ReportBlock &b : params)
            out.push_back(std::move(b));
    }
    return out;
}

std::vector<ReportBlock> graphBlocks(const ReportData &d)
{
    std::vector<ReportBlock> out;
    if (d.graphs.empty())
        out.push_back(ReportBlock::paragraph(
            d.noGraphs.isEmpty() ? Tr::tr("The run's traces hold no graph.") : reportCell(d.noGraphs)));
    for (ReportBlock &b : pipelineBlocks(d))
        out.push_back(std::move(b));
    for (size_t i = 0; i < d.graphs.size(); ++i) {
        const ReportGraph &g = d.graphs[i];
        QString caption = g.counts.outputCodes > 0
            ? Tr::tr("%1: %2, %3, %4 per call; one box per %5, %6")
                  .arg(reportCell(g.id))
                  .arg(countedText(Tr::tr("%n graph node(s)", nullptr, g.nodes), g.nodes))
                  .arg(countedText(
                      Tr::tr("%n distinct kernel(s)", nullptr, g.counts.distinctKernels), g.counts.distinctKernels))
                  .arg(launchesText(g.counts))
                  .arg(g.groupedBy)
                  .arg(countedText(Tr::tr("%n box(es)", nullptr, g.boxes), g.boxes))
            : Tr::tr("%1: %2; one box per %3, %4")
                  .arg(reportCell(g.id))
                  .arg(countedText(Tr::tr("%n graph node(s)", nullptr, g.nodes), g.nodes))
                  .arg(g.groupedBy)
                  .arg(countedText(Tr::tr("%n box(es)", nullptr, g.boxes), g.boxes));
        if (g.segmented)
            caption += Tr::tr(" (consecutive boxes merged into segments to stay readable)");
        out.push_back(ReportBlock::paragraph(caption));
        if (!g.error.isEmpty()) {
            out.push_back(ReportBlock::note(Tr::tr("Not drawn: %1").arg(reportCell(g.error))));
            continue;
        }
        ReportBlock p;
        p.kind = ReportBlock::Kind::Picture;
        p.picture = static_cast<int>(i);
        out.push_back(p);
    }
    return out;
}

// The comparison or the A/B section: its summary a paragraph a line, its warnings as notes,
// then its tables. Everything in it may come from a trace or an A/B folder: made inert here.
std::vector<ReportBlock> extraBlocks(const ReportData &d, ReportSection section)
{
    std::vector<ReportBlock> out;
    const ReportExtra *e = d.extra(section);
    if (!e)
        return out;
    for (const QString &line : e->summary.split(u'\n', Qt::SkipEmptyParts))
        out.push_back(ReportBlock::paragraph(reportDetail(line)));
    for (const QString &n : e->notes)
        out.push_back(ReportBlock::note(reportDetail(n)));
    for (ReportTable t : e->tables) {
        t.caption = reportCell(t.caption);
        for (QString &h : t.header)
            h = reportCell(h);
        for (QStringList &r : t.rows)
            for (qsizetype i = 0; i < r.size(); ++i)
                r[i] = size_t(i) < t.detail.size() && t.detail[size_t(i)] ? InertText::line(r[i], ReportDetailChars)
                                                                          : reportCell(r[i]);
        out.push_back(ReportBlock::tableOf(std::move(t)));
    }
    return out;
}

} // namespace

ReportBlock ReportBlock::paragraph(const QString &text)
{
    ReportBlock b;
    b.text = text;
    return b;
}

ReportBlock ReportBlock::note(const QString &text)
{
    ReportBlock b;
    b.kind = Kind::Note;
    b.text = text;
    return b;
}

ReportBlock ReportBlock::code(const QString &code, int firstLine)
{
    ReportBlock b;
    b.kind = Kind::Code;
    b.text = code;
    b.firstLine = firstLine;
    return b;
}

ReportBlock ReportBlock::tableOf(ReportTable table)
{
    ReportBlock b;
    b.kind = Kind::Table;
    b.table = std::move(table);
    if (b.table.numeric.size() < static_cast<size_t>(b.table.header.size()))
        b.table.numeric.resize(static_cast<size_t>(b.table.header.size()), false);
    return b;
}

ReportBlock ReportBlock::details(const QString &summary, std::vector<ReportBlock> children, bool open)
{
    ReportBlock b;
    b.kind = Kind::Details;
    b.text = summary;
    b.children = std::move(children);
    b.open = open;
    return b;
}

QString reportCell(const QString &s)
{
    return InertText::line(s, ReportCellChars);
}

QString reportDetail(const QString &s)
{
    return InertText::block(s, ReportDetailChars);
}

QString reportSeconds(double s)
{
    return s < 0 ? QStringLiteral("–") : QStringLiteral("%1 s").arg(s, 0, 'f', 3);
}

QString reportMicros(double us)
{
    return QStringLiteral("%1 µs").arg(us, 0, 'f', us < 100 ? 2 : 1);
}

QString reportBytes(qint64 bytes)
{
    if (bytes >= (qint64(1) << 30))
        return QStringLiteral("%1 GiB").arg(double(bytes) / double(qint64(1) << 30), 0, 'f', 2);
    if (bytes >= (1 << 20))
        return QStringLiteral("%1 MiB").arg(double(bytes) / double(1 << 20), 0, 'f', 2);
    if (bytes >= 1024)
        return QStringLiteral("%1 KiB").arg(double(bytes) / 1024.0, 0, 'f', 1);
    return QStringLiteral("%1 B").arg(bytes);
}

ReportDocument buildReportDocument(const ReportData &d)
{
    ReportDocument doc;
    doc.data = &d;
    doc.title = d.title;
    doc.meta.push_back({ Tr::tr("Run"), reportCell(d.inputs.join(QStringLiteral(", "))) });
    doc.meta.push_back({ Tr::tr("Generated"), d.generatedAt.toString(Qt::ISODate) });
    for (const ReportVersion &v : d.versions)
        if (v.name == QLatin1String("PyTorch"))
            doc.meta.push_back({ v.name, reportCell(v.value) });
    for (ReportSection s : d.sections) {
        ReportDocSection sec { s, reportSectionKey(s), reportSectionTitle(s), {} };
        switch (s) {
        case ReportSection::FixFirst:
            sec.blocks = fixBlocks(d);
            break;
        case ReportSection::Identity:
            sec.blocks = identityBlocks(d);
            break;
        case ReportSection::Compiles:
            sec.blocks = compileBlocks(d);
            break;
        case ReportSection::Breaks:
            sec.blocks = breakBlocks(d);
            break;
        case ReportSection::Recompiles:
            sec.blocks = recompileBlocks(d);
            break;
        case ReportSection::Failures:
            sec.blocks = failureBlocks(d);
            break;
        case ReportSection::Fusion:
            sec.blocks = fusionBlocks(d);
            break;
        case ReportSection::Kernels:
            sec.blocks = kernelBlocks(d);
            break;
        case ReportSection::Graphs:
            sec.blocks = graphBlocks(d);
            break;
        case ReportSection::Runtime:
        case ReportSection::Ranks:
        case ReportSection::Compare:
        case ReportSection::Ab:
            sec.blocks = extraBlocks(d, s);
            break;
        }
        doc.sections.push_back(std::move(sec));
    }
    if (!d.notes.isEmpty()) {
        ReportDocSection notes { ReportSection::Identity, QStringLiteral("notes"), Tr::tr("Notes"), {} };
        for (const QString &n : d.notes)
            notes.blocks.push_back(ReportBlock::note(reportCell(n)));
        doc.sections.push_back(std::move(notes));
    }
    return doc;
}

} // namespace cs
