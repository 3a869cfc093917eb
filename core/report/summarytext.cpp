#include "core/report/summarytext.h"

#include "core/analysis/coverage.h"
#include "core/analysis/failuretext.h"
#include "core/graph/compileregions.h"
#include "core/graph/ddpsplits.h"
#include "core/report/artifacttext.h"
#include "core/report/cudagraphreport.h"
#include "core/report/directcompilesummary.h"
#include "core/report/exportsummary.h"
#include "core/run/runmanifest.h"
#include "core/util/countedtext.h"

#include <algorithm>

#include <QCoreApplication>
#include <QFileInfo>
#include <QTextStream>

namespace cs {
namespace {

// The text follows the user's language (the labels; the trace's names stay as written); the
// JSON stays English.
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(cs::Summary)
};

// "FX graph miss (key f4tez535xuo5…), AOTAutograd hit": each cache lookup of a compile, in order.
QString cacheText(const CompileSummary &c)
{
    QStringList parts;
    for (const CompileSummary::CacheEvent &e : c.cacheEvents) {
        QString part
            = (e.cache == QLatin1String("fx_graph") ? QStringLiteral("FX graph ") : QStringLiteral("AOTAutograd "))
            + e.result;
        if (e.result == QLatin1String("bypass") && !e.detail.isEmpty())
            part += QStringLiteral(" (%1)").arg(e.detail.section(QLatin1Char('\n'), 0, 0).left(80));
        else if (e.result == QLatin1String("miss") && !e.key.isEmpty())
            part += QStringLiteral(" (key %1)").arg(e.key);
        parts << part;
    }
    return parts.join(QStringLiteral(", "));
}

} // namespace

QString notReadLine(const CompileOverview &ov)
{
    if (ov.unknownKinds.isEmpty())
        return {};
    QStringList kinds;
    for (const QString &k : ov.unknownKinds) {
        const auto n = ov.recordKinds.at(k.toStdString());
        kinds << countedText(QStringLiteral("%1 record(s)").arg(n), n) + QStringLiteral(" of kind ") + k;
    }
    return (ov.torchVersion.isEmpty() ? QStringLiteral("not read: ")
                                      : QStringLiteral("not read (written by torch %1): ").arg(ov.torchVersion))
        + kinds.join(QStringLiteral("; "));
}

QString formatSummaryText(const LoadedRun &run)
{
    QString out;
    QTextStream s(&out);
    // A run folder made by `record`: the command and how it ended come first.
    if (const run::InputsManifest m = run::manifestOfInputs(run.inputs); m.manifest) {
        s << Tr::tr("recorded: %1").arg(run::manifestLine(*m.manifest)) << "\n";
        if (!m.manifest->stack.torch.isEmpty())
            s << "  with torch " << m.manifest->stack.torch << ", started " << m.manifest->start.toString(Qt::ISODate)
              << "\n";
        s << "\n";
    } else if (!m.problem.isEmpty())
        s << Tr::tr("run manifest not read: %1").arg(m.problem) << "\n\n";
    if (!run.logs.empty())
        s << Tr::tr("coverage: %1").arg(coverageHeadline(coverageOf(run.logs, run.overviews))) << "\n\n";
    else if (const QString profiles = profilesHeadline(run); !profiles.isEmpty())
        s << Tr::tr("input: %1").arg(profiles) << "\n\n";
    if (const QString cg = cudaGraphCoverageText(runCudaGraphCoverage(run)); !cg.isEmpty())
        s << cg << "\n\n";
    if (const auto splits = runDdpSplits(run); !splits.empty())
        s << ddpSplitsText(splits).trimmed() << "\n\n";
    if (const CompileRegions regions = runCompileRegions(run); !regions.empty())
        s << compileRegionsText(regions).trimmed() << "\n\n";
    for (size_t i = 0; i < run.logs.size(); ++i) {
        const TraceLog &log = *run.logs[i];
        const CompileOverview &ov = *run.overviews[i];
        s << "== " << log.source->path();
        if (log.rank >= 0)
            s << " (rank " << log.rank << ")";
        s << "\n";
        if (!ov.torchVersion.isEmpty()) {
            s << "torch " << ov.torchVersion;
            if (!ov.torchCommit.isEmpty())
                s << " (commit " << ov.torchCommit.left(12) << ")";
            s << "\n";
        }
        if (ov.newerTorch())
            s << "written by torch " << ov.torchVersion << ", newer than this reader knows (2.4 to 2."
              << CompileOverview::KnownTorchMinor << "): records and fields it added may not be read\n";
        s << Tr::tr("records: %1, compile ids: %2, graph breaks: %3")
                 .arg(QString::number(log.records.size()), QString::number(ov.compiles.size()),
                     QString::number(ov.totalGraphBreaks))
          << (std::any_of(
                  ov.graphBreaks.begin(), ov.graphBreaks.end(), [](const GraphBreakRecord &g) { return g.inferred; })
                     ? " (inferred from resume functions: this torch records no graph breaks)"
                     : "")
          << Tr::tr(", recompiles: %1, failures: %2").arg(ov.totalRecompiles).arg(ov.totalFailures);
        if (ov.totalLimitHits > 0)
            s << Tr::tr(", recompile limit hit: %1").arg(ov.totalLimitHits);
        if (ov.totalCompiledAgain > 0)
            s << Tr::tr(", compiled again without a guard failure: %1").arg(ov.totalCompiledAgain);
        if (const auto failed
            = std::count_if(ov.exports.begin(), ov.exports.end(), [](const ExportAttempt &a) { return !a.exported(); }))
            s << Tr::tr(", torch.export failures: %1").arg(failed);
        s << "\n\n";
        for (const FrameSummary &f : ov.frames) {
            const bool shown = !f.displayFunction.isEmpty();
            s << Tr::tr("frame %1").arg(f.frame) << "  "
              << (shown ? f.displayFunction : (f.function.isEmpty() ? QStringLiteral("?") : f.function));
            if (const QString file = shown ? f.displayFile : f.file; !file.isEmpty()) {
                s << "  " << QFileInfo(file).fileName();
                if (const int line = shown ? f.displayLine : f.line; line > 0)
                    s << ":" << line;
            }
            if (!f.wrapperLabel.isEmpty())
                s << "  via " << f.wrapperLabel;
            if (f.wrapsSeveral)
                s << "  (a wrapper around several functions: each compile names its own)";
            if (const QString op = higherOrderOpOf(f.file); !op.isEmpty())
                s << "  [PyTorch's own compile: its " << op << " op traces its branches with Dynamo; not your code]";
            s << "\n";
            for (size_t ci : f.compiles) {
                const CompileSummary &c = ov.compiles[ci];
                // The limit hit compiled nothing and failed at nothing: a limit event, said as one.
                s << "  [" << c.id.toString() << "] "
                  << (c.kind == CompileKind::LimitHit ? Tr::tr("no compile") : CompileSummary::statusText(c.status));
                if (c.kind != CompileKind::First)
                    s << " (" << compileKindText(c.kind) << ")";
                if (f.wrapsSeveral && c.user.isWrapped()) {
                    s << "  " << c.displayFunction();
                    if (!c.displayFile().isEmpty())
                        s << " (" << QFileInfo(c.displayFile()).fileName()
                          << (c.displayLine() > 0 ? QStringLiteral(":%1").arg(c.displayLine()) : QString()) << ")";
                }
                if (c.compileTimeS >= 0)
                    s << QStringLiteral("  %1 s").arg(c.compileTimeS, 0, 'f', 3);
                if (c.backwardCompileTimeS >= 0)
                    s << "  " << Tr::tr("(backward later: %1 s)").arg(c.backwardCompileTimeS, 0, 'f', 3);
                if (c.attempts > 1)
                    s << "  " << Tr::tr("attempts: %1").arg(c.attempts);
                s << "  " << Tr::tr("graph breaks: %1").arg(c.graphBreaks) << "  "
                  << Tr::tr("distinct kernels: %1").arg(c.kernelCounts.distinctKernels) << "  "
                  << Tr::tr("launches: %1").arg(c.kernelCounts.launches);
                if (c.guardCount >= 0 && c.guardLatencyUs >= 0)
                    s << "  "
                      << Tr::tr("guards: %1 (%2 µs a check)")
                             .arg(c.guardCount)
                             .arg(QString::number(c.guardLatencyUs, 'f', 0));
                s << "\n";
                if (!c.cudagraphSkipReason.isEmpty())
                    s << "      "
                      << Tr::tr("CUDA graphs skipped: %1").arg(c.cudagraphSkipReason.section(QLatin1Char('\n'), 0, 0))
                      << "\n";
                if (const QString caches = cacheText(c); !caches.isEmpty())
                    s << "      " << Tr::tr("caches: %1").arg(caches) << "\n";
                if (!c.recompileReason().isEmpty()) {
                    // PyTorch's first line is the newest cache entry's failed guard; the others'
                    // follow, and what changed since the first compile may be among them.
                    const QString reason = c.recompileReason().trimmed();
                    const auto more = static_cast<int>(reason.count(QLatin1Char('\n')));
                    s << "      "
                      << (c.kind == CompileKind::LimitHit ? Tr::tr("guard that failed: %1")
                                                          : Tr::tr("recompiled because: %1"))
                             .arg(reason.section(QLatin1Char('\n'), 0, 0));
                    if (more > 0)
                        s << " "
                          << countedText(Tr::tr("(and %n guard failure(s) of older cache entries: `explain` says what "
                                                "changed)",
                                             nullptr, more),
                                 more);
                    s << "\n";
                }
                if (c.kind == CompileKind::LimitHit) {
                    const RecompileLimit l = recompileLimitOf(c.failReason);
                    s << "      recompile limit hit: `torch._dynamo.config." << l.setting << "`"
                      << (l.value >= 0 ? QStringLiteral(" = %1").arg(l.value) : QString())
                      << " (later calls of this frame run without compiling)\n";
                } else if (!c.failType.isEmpty()) {
                    s << "      failed: " << c.failType << ": " << failureHeadline(c.failReason) << "\n";
                }
                // One line per name; a name several graphs define is that many kernels (the count).
                for (qsizetype k = 0; k < c.kernels.size();) {
                    qsizetype end = k + 1;
                    while (end < c.kernels.size() && c.kernels[end] == c.kernels[k])
                        ++end;
                    s << "      " << Tr::tr("kernel %1").arg(c.kernels[k]);
                    if (end - k > 1)
                        s << "  "
                          << Tr::tr("×%n (one kernel of this name in each of %n graphs)", nullptr, int(end - k));
                    s << "\n";
                    k = end;
                }
            }
        }
        if (!ov.exports.empty()) {
            if (!ov.frames.empty())
                s << "\n";
            writeExportText(run, i, s);
        } else if (std::any_of(log.strings.begin(), log.strings.end(),
                       [](const std::string &f) { return f.ends_with("/torch/export/_trace.py"); })) {
            // torch.export ran (its frames are in the string table), but TORCH_TRACE does not
            // record what it made: only TORCH_DTRACE writes the export records.
            s << "torch.export ran in this process, but TORCH_TRACE does not record exported programs: run with "
                 "TORCH_DTRACE=<dir> to see each export's program, guards and failures\n";
        }
        writeDirectCompilesText(ov, s);
        if (!ov.unknownKinds.isEmpty()) // kept as raw records (summary --json lists them)
            s << "\n" << notReadLine(ov) << "\n";
        if (!ov.recordsUnderNoCompile.empty()) {
            QStringList kinds;
            int n = 0;
            for (const auto &[kind, count] : ov.recordsUnderNoCompile) {
                kinds << QStringLiteral("%1 %2").arg(QString::number(count), QString::fromStdString(kind));
                n += count;
            }
            s << "\n"
              << countedText(QStringLiteral("%1 record(s) under compile ids no Dynamo compile started").arg(n), n)
              << " (torch.export's, another tool's, or a log cut from a longer one; not shown as compiles): "
              << kinds.join(QStringLiteral(", ")) << "\n";
        }
        for (const QString &u : ov.unreadRecords)
            s << "\nnot read: " << u;
        for (const QString &u : ov.doubtfulRecords)
            s << "\ndoubtful (a copied or edited record?): " << u;
        if (!ov.unreadRecords.isEmpty() || !ov.doubtfulRecords.isEmpty())
            s << "\n";
        if (!log.diagnostics.empty()) {
            s << "\ndiagnostics (" << log.diagnostics.size() << "):\n";
            for (const Diagnostic &d : log.diagnostics)
                s << "  " << d.toString() << "\n";
        }
        s << "\n";
    }
    writeArtifactText(run, s);
    for (const Diagnostic &d : run.notes)
        s << "note: " << d.file << ": " << d.message << "\n";
    return out;
}

} // namespace cs
