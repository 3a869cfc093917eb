#include "core/report/artifacttext.h"

#include "core/analysis/kernelcounts.h"
#include "core/report/exportsummary.h"
#include "core/util/countedtext.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QHash>
#include <QSet>

#include <algorithm>
#include <iterator>
#include <map>

namespace cs {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(cs::Summary)
};

QString idText(const std::optional<CompileId> &id)
{
    return id ? QStringLiteral("[%1] ").arg(id->toString()) : QString();
}

// The ids of a program's sub-graphs as `graph` takes them (`export:model/true_graph_0`), nested ones after theirs.
QStringList subgraphIds(const ExportedProgram &p, const QString &id)
{
    QStringList out;
    for (const ExportSubgraph &sub : p.subgraphs)
        if (sub.graph) {
            out << id + QLatin1Char('/') + sub.name;
            out << subgraphIds(*sub.graph, out.last());
        }
    return out;
}

} // namespace

void writeArtifactText(const LoadedRun &run, QTextStream &s)
{
    for (const auto &t : run.textLogs) {
        const auto recompiled = std::count_if(
            t->recompiles.begin(), t->recompiles.end(), [&](const TextRecompile &r) { return !t->hitLimit(r); });
        s << "== " << t->path << " (TORCH_LOGS text)\n";
        // Kernels by name here (the trace's totals count them per compile: one name in three
        // compiles is three there), recompiles as the trace counts them (a limit hit is none).
        s << "messages: " << t->messages.size() << ", other stderr lines: " << t->plainLines
          << ", graph breaks: " << t->graphBreaks.size() << ", recompiles: " << recompiled
          << ", recompile limit hit: " << t->limitHits.size() << ", perf hints: " << t->perfHints.size()
          << ", kernel names: " << t->kernels.size() << "\n";
        for (const auto &b : t->graphBreaks)
            s << "  graph break " << idText(b.compileId) << QFileInfo(b.info.file).fileName() << ":" << b.info.line
              << "  " << b.info.reason << (b.duplicate ? "  (duplicate)" : "") << "\n";
        for (const auto &r : t->recompiles)
            s << "  recompile " << idText(r.compileId) << r.function << ": "
              << r.reasons.value(0).section(QLatin1Char('\n'), 0, 0)
              << (r.reasons.size() > 1 ? QStringLiteral("  (+%1 more)").arg(r.reasons.size() - 1) : QString())
              << (t->hitLimit(r) ? "  (not compiled: the recompile limit was hit)" : "") << "\n";
        for (const auto &l : t->limitHits)
            s << "  recompile limit hit " << idText(l.compileId) << l.function << ": `torch._dynamo.config."
              << l.setting << "` = " << l.value
              << " (later calls of this frame run without compiling); guard that failed: "
              << l.lastReason.section(QLatin1Char('\n'), 0, 0) << "\n";
        for (const auto &h : t->perfHints)
            s << "  perf hint " << idText(h.compileId) << h.text.section(QLatin1Char('\n'), 0, 0) << "\n";
        s << "\n";
    }
    // The cache keeps a module's code twice (`<key>.py` and `<key>.debug/output_code.py`): a copy is
    // named once, pointing at the one listed.
    QHash<QString, QString> listed; // the code's shape -> the path listed with it
    for (const auto &c : run.outputCodes) {
        s << "== " << c.path << " (Inductor output code"
          << (c.aotId.isEmpty() ? QString() : QStringLiteral(", AOT ID ") + c.aotId) << ")";
        QStringList shape { c.aotId, QString::number(c.lines), QString::number(c.launches.size()) };
        for (const KernelDef &k : c.kernels)
            shape << k.name;
        const QString key = shape.join(u'\n');
        if (const auto it = listed.constFind(key); it != listed.constEnd() && c.lines > 0) {
            s << ": " << Tr::tr("the same code as %1").arg(*it) << "\n\n";
            continue;
        }
        listed.insert(key, c.path);
        s << "\n";
        for (const KernelDef &k : c.kernels)
            s << "  kernel " << k.name << "  " << k.kind
              << (k.heuristic.isEmpty() ? QString() : QLatin1Char('/') + k.heuristic)
              << (k.sourceNodes.isEmpty() ? QString()
                                          : QStringLiteral("  from [%1]").arg(k.sourceNodes.join(QStringLiteral(", "))))
              << "\n";
        s << "  distinct kernels: " << countKernels(c).distinctKernels << "  launches: " << c.launches.size() << "\n\n";
    }
    for (const auto &p : run.profiles) {
        double total = 0;
        std::map<QString, double> byName;
        for (const auto &k : p->kernels) {
            total += k.durUs;
            byName[k.name] += k.durUs;
        }
        std::vector<std::pair<QString, double>> top(byName.begin(), byName.end());
        std::stable_sort(top.begin(), top.end(), [](const auto &a, const auto &b) { return a.second > b.second; });
        s << "== " << p->path << " (profiler trace"
          << (p->device.isEmpty() ? QString() : QStringLiteral(", ") + p->device) << ")\n";
        s << "events: " << p->events << ", kernel launches: " << p->kernels.size()
          << QStringLiteral(", GPU kernel time: %1 us").arg(total, 0, 'f', 1) << "\n";
        for (size_t i = 0; i < std::min<size_t>(top.size(), 10); ++i)
            s << QStringLiteral("  %1 us  %2\n").arg(top[i].second, 10, 'f', 1).arg(top[i].first);
        s << "\n";
    }
    for (const auto &a : run.archives) {
        s << "== " << a.path
          << (a.kind == Pt2Archive::Kind::AotInductor ? " (AOTInductor package" : " (torch.export program")
          << (a.device.isEmpty() ? QString() : QStringLiteral(", ") + a.device) << ")\n";
        s << "  models: " << a.models.join(QStringLiteral(", ")) << ", entries: " << a.entries;
        if (a.cubins)
            s << ", cubins: " << a.cubins;
        if (!a.torchVersion.isEmpty())
            s << ", torch " << a.torchVersion;
        s << "\n";
        // Each AOTInductor model: its kernels, the calls it makes, its files and its constants.
        for (const AotiModel &m : a.aotiModels) {
            const KernelCounts counts = countKernels(m.code);
            s << "  model " << m.name << ": "
              << countedText(
                     QStringLiteral("%1 kernel(s) generated, ").arg(counts.distinctKernels), counts.distinctKernels)
              << countedText(QStringLiteral("%1 launch(es)").arg(counts.launches), counts.launches)
              << (counts.branchLaunches > 0 ? " in its code (" : " per call (") << counts.externLaunches << " extern"
              << branchLaunchesText(counts) << ")"
              << (a.programs.empty() ? "; no exported program inside: no graph to draw" : "") << "\n";
            QStringList files;
            for (const QString &f : m.files)
                files << f.section(QLatin1Char('/'), -1);
            s << "    files: " << files.join(QStringLiteral(", ")) << "\n";
            // Each kernel's launches and the torch.cond / while_loop branches they stand in, in one
            // pass over the launches (not one per kernel: a package may hold 100,000 of each).
            QHash<QString, int> launchCount;
            QHash<QString, QStringList> branchesOf;
            QSet<QString> branchSeen;
            for (const KernelLaunch &l : m.code.launches) {
                ++launchCount[l.kernel];
                if (const QString b = branchNames(l.branch); !b.isEmpty()) {
                    if (const QString key = l.kernel + QChar(u'\0') + b; !branchSeen.contains(key)) {
                        branchSeen.insert(key);
                        branchesOf[l.kernel] << b;
                    }
                }
            }
            for (const KernelDef &k : m.code.kernels) {
                const int launches = launchCount.value(k.name);
                const QStringList branches = branchesOf.value(k.name);
                s << "    kernel " << k.name << "  " << k.kind << "  launched " << launches << "x"
                  << (branches.isEmpty() ? QString()
                                         : QStringLiteral(" (in %1)").arg(branches.join(QStringLiteral(", "))))
                  << (k.kernelPath.isEmpty()
                             ? QString()
                             : QStringLiteral("  at %1:%2").arg(k.kernelPath.section(QLatin1Char('/'), -1)).arg(k.line))
                  << (k.sourceNodes.isEmpty()
                             ? QString()
                             : QStringLiteral("  from [%1]").arg(k.sourceNodes.join(QStringLiteral(", "))))
                  << "\n";
            }
            std::map<QString, int> externs;
            for (const KernelLaunch &l : m.code.launches)
                if (l.external)
                    ++externs[l.kernel];
            for (const auto &[name, n] : externs)
                s << "    extern call " << name << "  " << n << "x\n";
            s << "    constants: " << m.constants.size() << "\n";
            for (const ExportWeight &w : m.constants)
                s << "      " << w.name << "  " << w.kind << "  " << w.dtype << "[" << w.shape << "]"
                  << (w.bytes >= 0 ? QStringLiteral("  %1 B").arg(w.bytes) : QString()) << "\n";
        }
        // Each exported program: what it takes, what it returns, which dimensions stayed dynamic.
        for (const auto &p : a.programs) {
            const ProgramInterface i = programInterface(*p);
            s << "  program " << p->model << " (schema " << p->schemaText() << "): " << p->nodes.size() << " nodes, "
              << i.stateInputs << " parameter/buffer/constant inputs, " << p->weights.size() << " weights\n";
            s << "    inputs: " << i.inputs << "\n";
            s << "    outputs: " << i.outputs << "\n";
            s << "    dynamic dims: " << i.dynamicDims << "\n";
            if (const QStringList subs = subgraphIds(*p, QStringLiteral("export:") + p->model); !subs.isEmpty())
                s << "    sub-graphs: " << subs.size() << " (" << subs.join(QStringLiteral(", ")) << ")\n";
            if (!p->kernelSource.isEmpty() || !p->untiedKernels.isEmpty()) {
                QSet<QString> kernels;
                for (const QStringList &list : p->kernels)
                    for (const QString &k : list)
                        kernels.insert(k);
                s << "    kernels: " << kernels.size() << " tied to " << p->kernels.size() << " nodes"
                  << (p->kernelSource.isEmpty() ? QString() : QStringLiteral(" (from %1)").arg(p->kernelSource));
                if (!p->untiedKernels.isEmpty())
                    s << "; not tied to a node: " << p->untiedKernels.join(QStringLiteral(", "));
                s << "\n";
            }
            // Its problems are the archive's, printed once as notes at the end (they name the entry).
        }
        s << "\n";
    }
    for (const auto &r : run.debugRuns) {
        s << "== " << r.path << " (TORCH_COMPILE_DEBUG run)\n";
        for (const auto &g : r.graphs)
            s << "  " << g.name << "  distinct kernels: " << countKernels(g.outputCode).distinctKernels
              << "  launches: " << g.outputCode.launches.size() << "  files: " << g.files.size() << "\n";
        s << "\n";
    }
}

} // namespace cs
