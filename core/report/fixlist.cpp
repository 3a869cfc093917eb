#include "core/report/fixlist.h"

#include "core/analysis/graphbreak.h"
#include "core/model/compileid.h"
#include "core/report/cudagraphreport.h"
#include "core/report/longcompilereport.h"
#include "core/util/countedtext.h"

#include <QCoreApplication>

#include <algorithm>

namespace cs {
namespace {

// The same words as the report's and explain's (one translation each).
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(cs::Report)
};

QString where(const QString &file, int line)
{
    return file.isEmpty() ? Tr::tr("unknown location") : shortLocation(file, line);
}

QString firstLine(const QString &s)
{
    const qsizetype nl = s.indexOf(QLatin1Char('\n'));
    return nl < 0 ? s : s.left(nl);
}

CompileRef refOf(const CudaGraphRegion &r)
{
    return { r.log, r.compile };
}

} // namespace

QString Fix::kindName(Kind k)
{
    switch (k) {
    case Kind::LimitHit:
        return QStringLiteral("limit_hit");
    case Kind::Failure:
        return QStringLiteral("failure");
    case Kind::ExportFailure:
        return QStringLiteral("export_failure");
    case Kind::Recompiles:
        return QStringLiteral("recompiles");
    case Kind::CudaGraphs:
        return QStringLiteral("cuda_graphs");
    case Kind::GraphBreak:
        return QStringLiteral("graph_break");
    case Kind::RepeatedBlock:
        return QStringLiteral("repeated_block");
    case Kind::LongCompile:
        return QStringLiteral("long_compile");
    }
    return {};
}

QString breakChange(const BreakGroup &b)
{
    if (!b.advice.isEmpty())
        return b.advice;
    for (const QString &h : b.hints) {
        const QString c = graphBreakHintClass(h);
        if (c.isEmpty() || c == QLatin1String("inference_mode") || c == QLatin1String("sparse_tensor"))
            return b.library.isEmpty() ? h : Tr::tr("PyTorch's hint: %1").arg(h);
    }
    return {};
}

std::vector<const RecompileStep *> distinctRecompileChanges(const FunctionRecompiles &r)
{
    QStringList seen;
    std::vector<const RecompileStep *> out;
    for (const RecompileStep &st : r.steps) {
        const QString key = GuardFailure::categoryName(st.failure.category) + st.failure.subject + st.failure.dimension;
        if (seen.contains(key) || st.suggestion.isEmpty())
            continue;
        seen << key;
        out.push_back(&st);
    }
    return out;
}

QString recompilesChange(const FunctionRecompiles &r)
{
    const std::vector<const RecompileStep *> steps = distinctRecompileChanges(r);
    if (steps.size() == 1)
        return steps.front()->suggestion;
    QString out;
    for (const RecompileStep *st : steps) {
        if (!out.isEmpty()) // a change that ends its sentence is followed by the next one's
            out += out.endsWith(u'.') ? QStringLiteral(" ") : QStringLiteral("; ");
        out += Tr::tr("[%1] %2").arg(st->compileId, st->suggestion);
    }
    return out;
}

QString recompileSavingText(const FunctionRecompiles &r)
{
    if (r.recompileTimeS - r.savedS < 0.0005)
        return {};
    QStringList superseded;
    for (const RecompileStep &st : r.steps)
        if (st.savedS >= 0 && st.savedRef == st.cacheEntryRef && !(st.savedRef == st.ref))
            superseded << Tr::tr("%1's %2 s for %3")
                              .arg(rankedCompileId(
                                       st.failure.cacheEntry, r.rank, st.compileId.startsWith(QLatin1String("rank "))),
                                  QString::number(st.savedS, 'f', 3), st.compileId);
    if (superseded.isEmpty())
        return Tr::tr("The fix saves about %1 s of that compile time.").arg(QString::number(r.savedS, 'f', 3));
    return Tr::tr("The fix saves about %1 s of that compile time: where PyTorch made something dynamic, marking it "
                  "dynamic before the first call compiles once, dynamic, where it compiled twice, so it saves the "
                  "cheaper of the two compiles (%2).")
        .arg(QString::number(r.savedS, 'f', 3), superseded.join(QStringLiteral(", ")));
}

QString limitHitChange()
{
    return Tr::tr("Find the recompiles below and make the changing input dynamic or constant.");
}

QString repeatedBlockTitle(const RepeatedBlock &b)
{
    const QString share = shareOfRunText(b);
    if (b.backwardS > 0)
        return Tr::tr("Compile time: %1 [%2] took %3 s, %4 s of it compiling its backward (%5 of the run's compile "
                      "time), compiling one graph that holds %6 copies of `%7.N`")
            .arg(b.function, b.compileId, QString::number(b.compileTimeS, 'f', 1), QString::number(b.backwardS, 'f', 1),
                share, QString::number(b.copies), b.container);
    return Tr::tr("Compile time: %1 [%2] took %3 s (%4 of the run's compile time) compiling one graph that holds %5 "
                  "copies of `%6.N`")
        .arg(b.function, b.compileId, QString::number(b.compileTimeS, 'f', 1), share, QString::number(b.copies),
            b.container);
}

QString repeatedBlockChange(const RepeatedBlock &b)
{
    return Tr::tr("compile the block instead of the whole model (regional compilation): `for block in model.%1: "
                  "block.compile()`, with the options you pass to torch.compile now. PyTorch compiles it once and "
                  "reuses it for every copy, so compile time falls towards one block's. What it gives up: fusions "
                  "across blocks; the rest of the model (embeddings, head, loss) runs eagerly unless you compile it "
                  "too; each block call checks its own guards. The saving is a cold start's: a warm compile cache "
                  "already skips most of this time.")
        .arg(b.container);
}

std::vector<Fix> fixList(const Explanation &e)
{
    std::vector<Fix> out;
    for (int i = 0; i < int(e.limitHits.size()); ++i) {
        const CompileFailure &f = e.limitHits[i];
        out.push_back({ Fix::Kind::LimitHit, i, -1,
            Tr::tr("Recompile limit hit in %1 [%2] at %3: later calls run without compilation.")
                .arg(f.function, f.compileId, where(f.file, f.line)),
            firstLine(f.reason), limitHitChange(), f.ref, QStringLiteral("failures") });
    }
    for (int i = 0; i < int(e.failures.size()); ++i) {
        const CompileFailure &f = e.failures[i];
        if (f.exportCall)
            out.push_back({ Fix::Kind::ExportFailure, i, -1,
                Tr::tr("torch.export failed [%1] at %2: %3").arg(f.compileId, where(f.file, f.line), f.failType),
                firstLine(f.reason), f.suggestion, f.ref, QStringLiteral("failures") });
        else
            out.push_back({ Fix::Kind::Failure, i, -1,
                Tr::tr("Compile failed in %1 [%2] at %3: %4")
                    .arg(f.function, f.compileId, where(f.file, f.line), f.failType),
                firstLine(f.reason),
                f.suggestion.isEmpty()
                    ? Tr::tr("This code runs eagerly: fix the error, or move the code out of the compiled region.")
                    : f.suggestion,
                f.ref, QStringLiteral("failures") });
    }
    // The rest by what it costs: time on every call first (measured outside compiled graphs, or
    // launches left out of CUDA graphs), then the compile time it cost.
    struct Ranked {
        double perCall; // > 0: costs every call; larger first
        double compileS;
        Fix fix;
    };
    std::vector<Ranked> ranked;
    for (int i = 0; i < int(e.recompiles.size()); ++i) {
        const FunctionRecompiles &r = e.recompiles[i];
        const int n = r.recompileCount();
        Fix f { Fix::Kind::Recompiles, i, r.savedS,
            countedText(r.storm ? Tr::tr("Recompile storm: %1 (%2) recompiled %n time(s)", nullptr, n)
                                : Tr::tr("Recompiles: %1 (%2) recompiled %n time(s)", nullptr, n),
                n)
                .arg(r.function, where(r.file, r.line)),
            r.steps.empty() ? QString() : firstLine(r.steps.front().failure.text), recompilesChange(r),
            r.steps.empty() ? CompileRef {} : r.steps.front().ref, QStringLiteral("recompiles") };
        // A run of several ranks: every rank recompiles the same function, each its own finding.
        if (r.rank >= 0 && r.compileIds.value(0).startsWith(QLatin1String("rank ")))
            f.title = Tr::tr("Rank %1: %2").arg(QString::number(r.rank), f.title);
        ranked.push_back({ 0, r.savedS, f });
    }
    for (const int i : cudaGraphFindingRegions(e.cudagraphs)) {
        const CudaGraphRegion &r = e.cudagraphs.regions[i];
        const CudaGraphFinding g = cudaGraphFinding(r);
        Fix f { Fix::Kind::CudaGraphs, i, -1, g.title, g.lines.value(0), g.change, refOf(r),
            QStringLiteral("cudagraphs") };
        ranked.push_back({ 1.0 + std::max(0, r.launchesOutsideGraphs()), 0, f });
    }
    for (int i = 0; i < int(e.breaks.size()); ++i) {
        const BreakGroup &b = e.breaks[i];
        Fix f { Fix::Kind::GraphBreak, i, b.cost(),
            countedText(Tr::tr("Graph break at %1 (%n time(s)): %2", nullptr, b.count), b.count)
                .arg(where(b.file, b.line), firstLine(b.reason)),
            firstLine(b.explanation), breakChange(b), b.refs.value(0), QStringLiteral("breaks") };
        // A break a profiler timed costs every call; its microseconds outrank launch counts.
        ranked.push_back({ b.hasRuntime() ? 1e9 + b.runtimeOutsideUs : 0, b.cost(), f });
    }
    for (int i = 0; i < int(e.repeatedBlocks.size()); ++i) {
        const RepeatedBlock &r = e.repeatedBlocks[size_t(i)];
        Fix f { Fix::Kind::RepeatedBlock, i, r.compileTimeS, repeatedBlockTitle(r), {}, repeatedBlockChange(r),
            CompileRef { r.log, r.compile }, QStringLiteral("time") };
        ranked.push_back({ 0, r.compileTimeS, f });
    }
    for (int i = 0; i < int(e.longCompiles.size()); ++i) {
        const LongCompile &l = e.longCompiles[size_t(i)];
        Fix f { Fix::Kind::LongCompile, i, l.compileTimeS, longCompileTitle(l), longCompileDetail(l),
            longCompileChange(l), CompileRef { l.log, l.compile }, QStringLiteral("time") };
        ranked.push_back({ 0, l.compileTimeS, f });
    }
    std::stable_sort(ranked.begin(), ranked.end(), [](const Ranked &a, const Ranked &b) {
        return a.perCall != b.perCall ? a.perCall > b.perCall : a.compileS > b.compileS;
    });
    for (Ranked &r : ranked)
        out.push_back(std::move(r.fix));
    return out;
}

} // namespace cs
