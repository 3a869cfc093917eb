#include "core/report/fusiontext.h"

#include "core/fusion/fusionsummary.h"
#include "core/fusion/reasons.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QTextStream>

#include <cmath>

namespace cs {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(cs::FusionText)
};

QString where(const QString &path)
{
    return QFileInfo(path.section(u':', 0, 0)).fileName()
        + (path.contains(u':') ? u':' + path.section(u':', 1) : QString());
}

void rounds(QTextStream &s, const FusionGraph &g)
{
    for (const FusionRound &r : g.rounds) {
        const QString name
            = r.kind == FusionRound::Kind::Round ? Tr::tr("round %1").arg(r.index) : Tr::tr("loop reordering");
        s << "  " << (r.sequence > 0 ? Tr::tr("[nested %1] ").arg(r.sequence) : QString()) << name << ": "
          << Tr::tr("%1 → %2 nodes").arg(r.before).arg(r.after);
        if (r.found >= 0)
            s << Tr::tr(", found %1").arg(r.found);
        s << Tr::tr(", %1 fused, %2 rejected").arg(r.fuses).arg(r.rejects);
        if (r.loggedBefore >= 0 && r.loggedAfter >= 0)
            s << ((r.loggedBefore == r.before && r.loggedAfter == r.after)
                    ? Tr::tr("  (log: %1 → %2, agrees)").arg(r.loggedBefore).arg(r.loggedAfter)
                    : Tr::tr("  (log: %1 → %2, DIFFERS)").arg(r.loggedBefore).arg(r.loggedAfter));
        else if (!r.complete)
            s << Tr::tr("  (incomplete)");
        s << Tr::tr("  line %1").arg(r.line) << "\n";
    }
}

void summary(QTextStream &s, const FusionGraph &g, bool detail)
{
    const FusionSummary sum = summarizeFusion(g);
    if (!sum.blocked.empty()) {
        s << Tr::tr("  blocked, by reason (lines, distinct pairs, settings that change it):") << "\n";
        for (const auto &b : sum.blocked)
            s << QStringLiteral("    %1 %2 %3  %4\n")
                     .arg(b.title, -26)
                     .arg(b.lines, 6)
                     .arg(b.pairs, 6)
                     .arg(b.settings.join(QStringLiteral(", ")));
    }
    if (sum.unnamedRejects > 0)
        s << Tr::tr("  %1 rejections name no nodes (an older PyTorch's `cannot fuse (tag)` lines)")
                 .arg(sum.unnamedRejects)
          << "\n";
    const size_t maxValues = detail ? sum.values.size() : 5;
    if (!sum.values.empty())
        s << Tr::tr("  values inside the reasons:") << "\n";
    for (size_t i = 0; i < sum.values.size() && i < maxValues; ++i)
        s << QStringLiteral("    %1: %2  ×%3\n")
                 .arg(sum.values[i].reason, sum.values[i].values)
                 .arg(sum.values[i].count);
    if (sum.values.size() > maxValues)
        s << Tr::tr("    … %1 more").arg(sum.values.size() - maxValues) << "\n";
    if (g.pre) {
        s << Tr::tr("  memory traffic fusion saved: %1 (buffers kept inside kernels: %2)")
                 .arg(formatBytes(sum.savedTraffic), formatBytes(sum.internalBytes));
        if (sum.unknownBytes > 0)
            s << Tr::tr(", %n fused node(s) with symbolic sizes not counted", nullptr, int(sum.unknownBytes));
        s << "\n";
    }
    if (g.nodes.empty())
        return; // only the generated code is known: no scheduler nodes
    QStringList alone;
    for (int i : sum.alone)
        alone << g.finals[size_t(i)].name;
    s << Tr::tr("  stayed alone: %n kernel(s) of one node", nullptr, int(sum.alone.size()))
      << (alone.isEmpty()
                 ? QString()
                 : QStringLiteral(" (%1%2)").arg(alone.mid(0, detail ? alone.size() : 8).join(QStringLiteral(", ")),
                     !detail && alone.size() > 8 ? QStringLiteral(", …") : QString()))
      << Tr::tr("; %n extern or no-op node(s)", nullptr, int(sum.externs.size())) << "\n";
}

void finals(QTextStream &s, const FusionGraph &g, bool detail)
{
    s << Tr::tr("  final nodes (%1, from %2):").arg(g.finals.size()).arg(g.finalSource) << "\n";
    const size_t max = detail ? g.finals.size() : 12;
    for (size_t i = 0; i < g.finals.size() && i < max; ++i) {
        const FinalNode &f = g.finals[i];
        if (f.members.empty()) { // from the code alone: the launch and its post-grad nodes
            s << "    " << f.kernel.name
              << (f.kernel.handle >= 0 ? u':' + QString::number(f.kernel.handle) : QString());
            if (!f.kernel.postGrad.isEmpty())
                s << "  ⇐  " << f.kernel.postGrad.mid(0, 8).join(QStringLiteral(", "))
                  << (f.kernel.postGrad.size() > 8 ? QStringLiteral(", …") : QString());
            s << "\n";
            continue;
        }
        s << "    " << f.name;
        if (!f.kernel.name.isEmpty())
            s << "  →  " << f.kernel.name
              << (f.kernel.handle >= 0 ? u':' + QString::number(f.kernel.handle) : QString());
        else if (f.kernel.kind == QLatin1String("none"))
            s << (detail && !f.kernel.untied.isEmpty() ? Tr::tr("  →  (no kernel: %1)").arg(f.kernel.untied)
                                                       : Tr::tr("  →  (no kernel)"));
        else if (!f.kernel.untied.isEmpty())
            s << Tr::tr("  →  (no launch found: %1)").arg(f.kernel.untied);
        if (f.savedTraffic && *f.savedTraffic > 0)
            s << Tr::tr("  saves %1").arg(formatBytes(*f.savedTraffic));
        if (f.kernel.timeUs)
            s << Tr::tr("  %1 µs").arg(*f.kernel.timeUs, 0, 'f', 1);
        if (f.kernel.provenance == 0)
            s << Tr::tr("  (provenance names another kernel)");
        if (!f.replayAgrees)
            s << Tr::tr("  (the replay differs)");
        s << "\n";
    }
    if (g.finals.size() > max)
        s << Tr::tr("    … %1 more (--graph %2 lists all)").arg(g.finals.size() - max).arg(g.id) << "\n";
}

void decisions(QTextStream &s, const FusionGraph &g)
{
    s << Tr::tr("  decisions (%1):").arg(g.decisions.size()) << "\n";
    int round = -2;
    for (size_t i = 0; i < g.decisions.size(); ++i) {
        const FusionDecision &d = g.decisions[i];
        if (d.round != round) {
            round = d.round;
            if (round >= 0) {
                const FusionRound &r = g.rounds[size_t(round)];
                s << "    -- "
                  << (r.kind == FusionRound::Kind::Round ? Tr::tr("round %1").arg(r.index) : Tr::tr("loop reordering"))
                  << "\n";
            }
        }
        s << QStringLiteral("    %1 ").arg(i, 5) << QStringLiteral("%1 ").arg(d.line, 7);
        switch (d.kind) {
        case FusionDecision::Kind::Fuse:
            s << Tr::tr("fuse    %1 + %2").arg(d.a, d.b);
            break;
        case FusionDecision::Kind::Reject:
            s << Tr::tr("reject  %1 / %2: %3 [%4]")
                     .arg(d.a.isEmpty() ? QStringLiteral("(%1)").arg(d.tag) : d.a, d.b, d.text, d.category);
            break;
        case FusionDecision::Kind::Benchmark:
            if (d.benchmarkFailed())
                s << Tr::tr("bench   %1 / %2: the fused kernel failed to compile or run [benchmark_failed]")
                         .arg(d.a, d.b);
            else
                s << Tr::tr("bench   %1 / %2: %3x %4")
                         .arg(d.a, d.b)
                         .arg(d.ratio)
                         .arg(d.speedup ? Tr::tr("speedup") : Tr::tr("slowdown"));
            break;
        }
        s << "\n";
    }
}

void graph(QTextStream &s, const FusionGraph &g, bool detail)
{
    s << "== " << g.id;
    QStringList about;
    if (!g.compileId.isEmpty())
        about << Tr::tr("compile %1").arg(g.compileId);
    if (!g.part.isEmpty())
        about << g.part;
    if (!g.debugFolder.isEmpty())
        about << g.debugFolder;
    if (!about.isEmpty())
        s << "  (" << about.join(QStringLiteral(", ")) << ")";
    s << "\n";
    if (g.hasDecisions()) {
        s << Tr::tr("  decisions: %1, lines %2–%3; attribution: %4 — %5")
                 .arg(QFileInfo(g.logPath).fileName())
                 .arg(g.firstLine)
                 .arg(g.lastLine)
                 .arg(FusionGraph::attributionName(g.attribution), g.evidence.join(QStringLiteral("; ")))
          << "\n";
    } else {
        s << Tr::tr("  no fusion decisions recorded (TORCH_LOGS=fusion writes them); shown from %1").arg(g.finalSource)
          << "\n";
    }
    if (!g.prePath.isEmpty() || !g.postPath.isEmpty())
        s << Tr::tr("  IR: %1, %2")
                 .arg(g.prePath.isEmpty() ? Tr::tr("(no pre-fusion IR)") : where(g.prePath),
                     g.postPath.isEmpty() ? Tr::tr("(no post-fusion IR)") : where(g.postPath))
          << "\n";
    const FusionSummary sum = summarizeFusion(g);
    if (!g.nodes.empty())
        s << Tr::tr("  %1 scheduler nodes → %2 fusion groups: %3 fusions, %4 rejections, %5 benchmark verdicts")
                 .arg(g.nodes.size())
                 .arg(g.finals.size())
                 .arg(sum.fuses)
                 .arg(sum.rejects)
                 .arg(sum.benchmarks)
          << "\n";
    rounds(s, g);
    summary(s, g, detail);
    finals(s, g, detail);
    if (detail && g.hasDecisions())
        decisions(s, g);
    for (const Diagnostic &d : g.diagnostics)
        s << "  " << (d.severity == Diagnostic::Severity::Note ? Tr::tr("note") : Tr::tr("warning")) << ": "
          << (d.file.isEmpty()
                     ? QString()
                     : where(d.file) + (d.line > 0 ? u':' + QString::number(d.line) : QString()) + QStringLiteral(": "))
          << d.message << "\n";
    s << "\n";
}

} // namespace

QString formatBytes(int64_t bytes)
{
    static const char *units[] = { "B", "kB", "MB", "GB", "TB" };
    double v = static_cast<double>(bytes);
    int u = 0;
    while (std::abs(v) >= 1000 && u < 4) {
        v /= 1000;
        ++u;
    }
    return u == 0 ? QStringLiteral("%1 B").arg(bytes)
                  : QStringLiteral("%1 %2").arg(v, 0, 'f', v < 10 ? 2 : 1).arg(QLatin1String(units[u]));
}

QString formatFusionText(const FusionRun &run, const FusionGraph *only, bool detail)
{
    QString out;
    QTextStream s(&out);
    if (!run.missing.isEmpty())
        s << run.missing << "\n\n";
    for (const FusionGraph &g : run.graphs)
        if (!only || &g == only)
            graph(s, g, detail);
    for (const Diagnostic &d : run.diagnostics)
        s << Tr::tr("warning") << ": " << d.toString() << "\n";
    return out;
}

QString formatWhyNotText(const FusionGraph &g, const WhyNotAnswer &w)
{
    QString out;
    QTextStream s(&out);
    s << Tr::tr("graph %1: why are %2 and %3 not one kernel?").arg(g.id, w.a, w.b) << "\n";
    if (!w.error.isEmpty()) {
        s << w.error << "\n";
        return out;
    }
    s << "  " << w.a << ": " << w.selA.how << "\n";
    s << "  " << w.b << ": " << w.selB.how << "\n\n";
    s << w.answer << "\n";
    if (!w.decisions.empty()) {
        s << "\n" << Tr::tr("recorded decisions (line, round, text):") << "\n";
        for (int i : w.decisions) {
            const FusionDecision &d = g.decisions[size_t(i)];
            const FusionRound *r = d.round >= 0 ? &g.rounds[size_t(d.round)] : nullptr;
            s << QStringLiteral("  %1  %2  ")
                     .arg(d.line, 7)
                     .arg(r ? (r->kind == FusionRound::Kind::Round ? Tr::tr("round %1").arg(r->index)
                                                                   : Tr::tr("reorder"))
                            : QString(),
                         -9)
              << (d.kind == FusionDecision::Kind::Benchmark ? d.text
                                                            : QStringLiteral("%1 / %2: %3").arg(d.a, d.b, d.text))
              << "\n";
        }
    }
    return out;
}

} // namespace cs
