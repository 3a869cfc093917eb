// The Graphs section's account of how the model was compiled in parts (compileregions.h) and of
// Inductor's passes on each graph (passpipeline.h).
#include "core/report/doc/reportdocument.h"

#include "core/model/compileid.h"
#include "core/util/countedtext.h"

#include <QCoreApplication>

#include <algorithm>

namespace cs {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(cs::Report)
};

QString compileOf(int rank, const QString &id)
{
    return rankedCompileId(id, rank, true);
}

QString where(const QString &file, int line)
{
    return line > 0 ? QStringLiteral("%1:%2").arg(file).arg(line) : file;
}

QString orDash(const QString &s)
{
    return s.isEmpty() ? QStringLiteral("–") : reportCell(s);
}

ReportBlock blocksTable(const std::vector<ReusedBlock> &blocks)
{
    ReportTable t;
    t.caption = Tr::tr("Blocks compiled once and reused by every copy");
    t.header = { Tr::tr("Compile"), Tr::tr("Block"), Tr::tr("How"), Tr::tr("Calls"), Tr::tr("Compiled as"),
        Tr::tr("Compile time"), Tr::tr("Inlined, it would add") };
    t.numeric = { false, false, false, true, false, true, true };
    for (const ReusedBlock &b : blocks) {
        const bool nested = b.kind == ReusedBlock::Kind::NestedRegion;
        QStringList variants;
        for (qsizetype i = 0; i < b.variants.size(); ++i)
            variants << (nested ? b.variants[i] + QStringLiteral(" ×") + QString::number(b.variantCalls.value(i))
                                : b.variants[i]);
        t.rows.push_back({ reportCell(compileOf(b.rank, b.compileId)),
            reportCell(QStringLiteral("%1 (%2)").arg(b.function, where(b.file, b.line))),
            nested ? Tr::tr("nested compile region") : Tr::tr("compiled on its own"),
            b.calls >= 0 ? QString::number(b.calls)
                         : Tr::tr("not logged"), // a module's: in the profiled steps reportCell(variants.join(u' ')),
            reportSeconds(b.compileTimeS),
            nested ? Tr::tr("%1 (estimate)").arg(reportSeconds(b.savedS))
                   : Tr::tr("%1 a copy").arg(reportSeconds(b.perCopyS)) });
    }
    return ReportBlock::tableOf(std::move(t));
}

ReportBlock piecewiseTable(const PiecewiseCompile &p)
{
    ReportTable t;
    t.caption = Tr::tr("Piecewise compile %1 (%2): %3, %4 compiled; pieces in run order")
                    .arg(reportCell(compileOf(p.rank, p.compileId)), reportCell(p.function),
                        countedText(Tr::tr("%n piece(s)", nullptr, int(p.pieces.size())), int(p.pieces.size())),
                        QString::number(p.compiledCount()));
    t.header = { Tr::tr("#"), Tr::tr("Piece"), Tr::tr("Runs"), Tr::tr("Sizes"), Tr::tr("Graphs") };
    t.numeric = { true, false, false, false, false };
    int n = 0;
    for (const CompilePiece &piece : p.pieces)
        t.rows.push_back({ QString::number(++n), reportCell(piece.name),
            piece.compiled       ? Tr::tr("compiled")
                : p.startsLogged ? Tr::tr("eagerly: %1").arg(reportCell(piece.ops.join(QStringLiteral(", "))))
                                 : Tr::tr("not said: %1").arg(reportCell(piece.ops.join(QStringLiteral(", ")))),
            orDash(piece.sizes.join(QStringLiteral(", "))), orDash(piece.graphs.join(QStringLiteral(", "))) });
    return ReportBlock::tableOf(std::move(t));
}

ReportBlock regionsTable(const std::vector<GraphGroup> &groups)
{
    ReportTable t;
    t.caption = Tr::tr("Regions compiled on their own (regional Inductor)");
    t.header = { Tr::tr("Compile"), Tr::tr("Region"), Tr::tr("Graphs") };
    t.numeric = { false, false, false };
    for (const GraphGroup &g : groups)
        if (g.kind == QLatin1String("region"))
            t.rows.push_back({ reportCell(compileOf(g.rank, g.compileId)), reportCell(g.unit),
                reportCell(g.graphs.join(QStringLiteral(", "))) });
    return ReportBlock::tableOf(std::move(t));
}

// One row per stage whose passes the trace shows: how many ran, their time, the longest, and the
// pattern passes that changed the graph (they log it only then).
ReportBlock passesTable(const QList<PassStage> &stages)
{
    ReportTable t;
    t.caption = Tr::tr("Inductor's passes per graph (graph --passes shows each step's nodes)");
    t.header = { Tr::tr("Graph"), Tr::tr("Passes"), Tr::tr("Time"), Tr::tr("Longest"),
        Tr::tr("Pattern passes that changed it") };
    t.numeric = { false, true, true, false, false };
    for (const PassStage &s : stages) {
        QStringList patterns;
        for (const PassSnapshot &snap : s.snapshots)
            if (!snap.pass.isEmpty() && !patterns.contains(snap.pass))
                patterns << snap.pass;
        if (s.passes.isEmpty() && patterns.isEmpty())
            continue;
        if (int(t.rows.size()) >= ReportMaxRows) {
            ++t.omittedRows;
            continue;
        }
        const auto longest = std::max_element(
            s.passes.begin(), s.passes.end(), [](const PassRun &a, const PassRun &b) { return a.ms < b.ms; });
        t.rows.push_back({ reportCell(s.id), QString::number(s.passes.size()),
            s.passes.isEmpty() ? QStringLiteral("–") : QStringLiteral("%1 ms").arg(s.ms(), 0, 'f', 1),
            longest == s.passes.end() || longest->ms < 0
                ? QStringLiteral("–")
                : reportCell(longest->name + QStringLiteral(" %1 ms").arg(longest->ms, 0, 'f', 1)),
            orDash(patterns.join(QStringLiteral(", "))) });
    }
    return ReportBlock::tableOf(std::move(t));
}

} // namespace

std::vector<ReportBlock> pipelineBlocks(const ReportData &d)
{
    std::vector<ReportBlock> out;
    if (!d.regions.blocks.empty())
        out.push_back(blocksTable(d.regions.blocks));
    for (const PiecewiseCompile &p : d.regions.piecewise)
        out.push_back(piecewiseTable(p));
    if (std::any_of(d.regions.groups.begin(), d.regions.groups.end(),
            [](const GraphGroup &g) { return g.kind == QLatin1String("region"); }))
        out.push_back(regionsTable(d.regions.groups));
    if (ReportBlock passes = passesTable(d.passes); !passes.table.rows.empty())
        out.push_back(std::move(passes));
    return out;
}

} // namespace cs
