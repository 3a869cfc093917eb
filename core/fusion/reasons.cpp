#include "core/fusion/reasons.h"

#include "core/ingest/debugdir/schedulerirreader.h"

#include <QCoreApplication>

namespace cs {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(cs::FusionReasons)
};

std::vector<ReasonCategory> makeCategories()
{
    return {
        { QStringLiteral("no_shared_data"), Tr::tr("no shared data"),
            Tr::tr("They read or write no common memory the scheduler can score, so fusing them saves no traffic "
                   "(with `due to indexing mismatch`: they touch a common buffer at different positions)."),
            { QStringLiteral("aggressive_fusion"), QStringLiteral("loop_ordering_after_fusion") } },
        { QStringLiteral("memory_threshold"), Tr::tr("too little shared data"),
            Tr::tr("They share fewer bytes than score_fusion_memory_threshold: a horizontal fusion this small is "
                   "not worth it."),
            { QStringLiteral("score_fusion_memory_threshold") } },
        { QStringLiteral("dependency"), Tr::tr("dependency in between"),
            Tr::tr("Another node lies on the dependency path between them (it would have to run inside the "
                   "fused kernel), or the consumer must not come before the producer, or the fusion would make "
                   "a cycle."),
            { QStringLiteral("realize_opcount_threshold"), QStringLiteral("realize_reads_threshold") } },
        { QStringLiteral("access"), Tr::tr("reads other positions"),
            Tr::tr("The consumer reads the producer's buffer at other positions than the producer writes them "
                   "(a transpose, shift or broadcast), so the value is not at hand in one kernel."),
            { QStringLiteral("loop_ordering_after_fusion") } },
        { QStringLiteral("distance"), Tr::tr("too far apart"),
            Tr::tr("More than 64 nodes apart in the original order: fusing them would keep buffers alive longer "
                   "and may raise peak memory (a fixed rule)."),
            {} },
        { QStringLiteral("peak_memory"), Tr::tr("peak memory"),
            Tr::tr("Fusing would keep buffers that each node frees on its own alive together, raising peak memory."),
            {} },
        { QStringLiteral("shape"), Tr::tr("iteration sizes differ"),
            Tr::tr("Their iteration spaces differ (numel: output elements, rnumel: elements reduced per output), "
                   "so one kernel cannot loop over both."),
            { QStringLiteral("triton.mix_order_reduction") } },
        { QStringLiteral("tiling"), Tr::tr("tiling"),
            Tr::tr("The fused kernel would need a tiling that suits neither node."),
            { QStringLiteral("triton.tiling_prevents_pointwise_fusion"),
                QStringLiteral("triton.tiling_prevents_reduction_fusion") } },
        { QStringLiteral("max_fusion"), Tr::tr("size limit"),
            Tr::tr("The fused node would exceed the limit on its number of nodes or of distinct inputs and outputs."),
            { QStringLiteral("max_fusion_size"), QStringLiteral("max_fusion_unique_io_buffers") } },
        { QStringLiteral("extern"), Tr::tr("extern or no-op kernel"),
            Tr::tr("A library call (mm, addmm, convolution, attention), a no-op or a grouped node is never fused "
                   "with other nodes."),
            { QStringLiteral("max_autotune"), QStringLiteral("max_autotune_gemm_backends") } },
        { QStringLiteral("template"), Tr::tr("template prologue/epilogue"),
            Tr::tr("A Triton template (matmul, attention) takes only certain epilogues and prologues."),
            { QStringLiteral("epilogue_fusion"), QStringLiteral("prologue_fusion"),
                QStringLiteral("benchmark_epilogue_fusion") } },
        { QStringLiteral("device"), Tr::tr("different devices"), Tr::tr("The nodes run on different devices."), {} },
        { QStringLiteral("benchmark"), Tr::tr("benchmark"),
            Tr::tr("Fusion was benchmarked and the fused kernel was slower, or spilled registers."),
            { QStringLiteral("benchmark_fusion"), QStringLiteral("benchmark_epilogue_fusion") } },
        { QStringLiteral("benchmark_failed"), Tr::tr("benchmark failed"),
            Tr::tr("The benchmark failed: an infinite (inf×) slowdown is what Inductor logs when the fused kernel "
                   "could not be compiled or run (its benchmark returned no time), not a kernel that ran slower. The "
                   "nodes were kept apart."),
            { QStringLiteral("benchmark_fusion"), QStringLiteral("benchmark_epilogue_fusion") } },
        { QStringLiteral("foreach"), Tr::tr("foreach"),
            Tr::tr("A horizontal (foreach) node fuses only with matching producers or consumers."), {} },
        { QStringLiteral("split_scan"), Tr::tr("split scan"), Tr::tr("A split scan cannot fuse with reductions."), {} },
        { QStringLiteral("disabled"), Tr::tr("disabled for a buffer"),
            Tr::tr("Fusion is switched off for one of the buffers (no_fuse_buffer_names)."), {} },
        { QStringLiteral("other"), Tr::tr("other"), Tr::tr("A reason this tool does not classify."), {} },
    };
}

struct Pattern {
    const char *prefix;
    const char *category;
};

// Reason texts by their start (they carry values after it). Order matters: longer first.
constexpr Pattern patterns[] = {
    { "no shared data", "no_shared_data" },
    { "score_fusion_memory_threshold", "memory_threshold" },
    { "intermediate nodes between", "dependency" },
    { "node1 must go before node2", "dependency" },
    { "will create cycle", "dependency" },
    { "memory deps did not match", "access" },
    { "Nodes are too far away", "distance" },
    { "Fusion will increase peak memory", "peak_memory" },
    { "numel/rnumel mismatch", "shape" },
    { "nodes numel", "shape" },
    { "tiling mismatch", "tiling" },
    { "invalid tiling", "tiling" },
    { "invalid loop order and tiling", "tiling" },
    { "exceeds max fusion", "max_fusion" },
    { "fusion_prevent_too_many_reads_and_writes", "max_fusion" },
    { "node1 is extern or nop", "extern" },
    { "node2 is extern or nop", "extern" },
    { "grouped node must not be fused", "extern" },
    { "template", "template" },
    { "prologue", "template" },
    { "cutlass", "template" },
    { "device mismatch", "device" },
    { "register spilling", "benchmark" },
    { "foreach", "foreach" },
    { "candidate producer", "foreach" },
    { "candidate consumer", "foreach" },
    { "Split scan", "split_scan" },
    { "fusion for buffer explicit disabled", "disabled" },
};

// The top-level parenthesised groups of a text: `x (a, b), (c, d)` → [[a, b], [c, d]].
std::vector<QStringList> groups(const QString &text)
{
    std::vector<QStringList> out;
    int depth = 0;
    qsizetype open = -1;
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text[i] == u'(' && depth++ == 0)
            open = i;
        else if (text[i] == u')' && depth > 0 && --depth == 0)
            out.push_back(SchedulerIrReader::splitArguments(QStringView(text).mid(open + 1, i - open - 1)));
    }
    return out;
}

} // namespace

const std::vector<ReasonCategory> &FusionReasons::all()
{
    static const std::vector<ReasonCategory> categories = makeCategories();
    return categories;
}

const ReasonCategory &FusionReasons::category(const QString &id)
{
    for (const ReasonCategory &c : all())
        if (c.id == id)
            return c;
    return all().back();
}

const ReasonCategory &FusionReasons::categorize(const QString &reason)
{
    const QString r = reason.trimmed();
    for (const Pattern &p : patterns)
        if (r.startsWith(QLatin1String(p.prefix)))
            return category(QLatin1String(p.category));
    for (const char *word : { " is not a ComputedBuffer", " is not a Pointwise op", " has aliasing or mutation" })
        if (r.contains(QLatin1String(word)))
            return category(QStringLiteral("template"));
    return all().back();
}

std::vector<std::pair<QString, QString>> FusionReasons::values(const QString &reason)
{
    std::vector<std::pair<QString, QString>> out;
    const auto g = groups(reason);
    auto name = [&](std::initializer_list<const char *> names, const QStringList &vals) {
        int i = 0;
        for (const char *n : names)
            if (i < vals.size())
                out.emplace_back(QLatin1String(n), vals[i++]);
    };
    if (reason.startsWith(QLatin1String("numel/rnumel mismatch")) && g.size() >= 2) {
        // (numel1, numel2), (rnumel1, rnumel2); the first group of `(non-reduce)` is a word.
        const auto &n = g[g.size() - 2];
        const auto &r = g[g.size() - 1];
        const bool prologue = reason.contains(QLatin1String("prologue"));
        name({ "numel1", prologue ? "prologue_numel" : "numel2" }, n);
        name({ "rnumel1", prologue ? "prologue_rnumel" : "rnumel2" }, r);
    } else if (reason.startsWith(QLatin1String("tiling mismatch")) && !g.empty()) {
        name({ "tiling1", "tiling2", "tiling_fused" }, g.back());
    } else if (reason.startsWith(QLatin1String("device mismatch")) && !g.empty()) {
        const QString inside = g.back().join(QStringLiteral(", "));
        if (inside.contains(QLatin1String(" vs "))) { // (cuda:0 vs cpu)
            name({ "device1", "device2" }, inside.split(QStringLiteral(" vs ")));
        } else { // older: (node1: cuda:0, node2: cpu)
            QStringList d;
            for (const QString &part : g.back())
                d << part.section(QStringLiteral(": "), 1);
            name({ "device1", "device2" }, d);
        }
    }
    return out;
}

QStringList FusionReasons::benchmarkSettings()
{
    return category(QStringLiteral("benchmark")).settings;
}

} // namespace cs
