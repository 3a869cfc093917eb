// compileregions.h in words and as JSON.
#include "core/graph/compileregions.h"

#include "core/model/compileid.h"
#include "core/util/countedtext.h"
#include "core/util/jsonvalue.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QTextStream>

namespace cs {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(cs::Graph)
};

QJsonValue secondsOrNull(double s)
{
    return s >= 0 ? QJsonValue(s) : QJsonValue();
}

QString formatSeconds(double s)
{
    return QStringLiteral("%1 s").arg(s, 0, 'f', 3);
}

QString where(const QString &file, int line)
{
    return line > 0 ? QStringLiteral("%1:%2").arg(file).arg(line) : file;
}

QString prefix(int rank, const QString &compileId)
{
    return rankedCompileId(compileId, rank, true);
}

void blockText(QTextStream &s, const ReusedBlock &b)
{
    if (b.kind == ReusedBlock::Kind::NestedRegion) {
        QStringList variants;
        for (qsizetype i = 0; i < b.variants.size(); ++i)
            variants << b.variants[i] + QStringLiteral(" ×") + QString::number(b.variantCalls.value(i));
        s << "  [" << prefix(b.rank, b.compileId) << "] "
          << countedText(Tr::tr("nested compile region called at %1 (%2): %n call(s)", nullptr, b.calls), b.calls)
                 .arg(where(b.file, b.line), b.function)
          << ", "
          << countedText(Tr::tr("traced as %n variant(s) (%1), %2 operations a copy", nullptr, int(b.variants.size())),
                 b.variants.size())
                 .arg(variants.join(QStringLiteral(", ")),
                     b.operations >= 0 ? QString::number(b.operations) : Tr::tr("unknown"))
          << '\n';
        if (b.savedS >= 0)
            s << "      "
              << Tr::tr("compile %1; compiled whole without the region, about %2 more (estimate: the compile time "
                        "scaled by the operations inlining every call would add)")
                     .arg(formatSeconds(b.compileTimeS), formatSeconds(b.savedS))
              << '\n';
        return;
    }
    s << "  [" << b.variants.join(QStringLiteral(", ")) << "] " << b.function << "  " << where(b.file, b.line) << "  "
      << countedText(Tr::tr("a block compiled on its own (regional compilation), called by its parent's forward: %n "
                            "compile(s)",
                         nullptr, int(b.variants.size())),
             b.variants.size())
      << '\n';
    for (qsizetype i = 0; i < b.recompileReasons.size(); ++i)
        if (!b.recompileReasons[i].isEmpty())
            s << "      " << Tr::tr("%1 compiled again: %2").arg(b.variants.value(i), b.recompileReasons[i]) << '\n';
    if (b.perCopyS >= 0 && b.calls >= 0)
        s << "      "
          << countedText(Tr::tr("every copy of the block reuses these compiles: %n call(s) in the profiled steps; "
                                "compiled within the whole model, each copy would add about %1 (its fastest compile)",
                             nullptr, b.calls),
                 b.calls)
                 .arg(formatSeconds(b.perCopyS))
          << '\n';
    else if (b.perCopyS >= 0)
        s << "      "
          << Tr::tr("every copy of the block reuses these compiles; compiled within the whole model, each copy would "
                    "add about %1 (its fastest compile). The trace logs compiles, not calls: how many copies ran is "
                    "not recorded (a profiler trace opened with it counts them)")
                 .arg(formatSeconds(b.perCopyS))
          << '\n';
}

void piecewiseText(QTextStream &s, const PiecewiseCompile &p)
{
    const int compiled = p.compiledCount();
    s << "  [" << prefix(p.rank, p.compileId) << "] " << p.function << "  " << where(p.file, p.line) << "  "
      << countedText(Tr::tr("piecewise: %n piece(s)", nullptr, int(p.pieces.size())), qint64(p.pieces.size()));
    if (p.startsLogged)
        s << ", " << Tr::tr("%n compiled", nullptr, compiled) << ", "
          << Tr::tr("%n run as they are between them", nullptr, int(p.pieces.size()) - compiled);
    s << (p.splitLine > 0 ? QString() : QStringLiteral(" ") + Tr::tr("(no split graph logged: in compile order)"))
      << (p.startsLogged ? QString()
                         : QStringLiteral(" ")
                     + Tr::tr("(no vllm_piecewise_compile_start logged: which pieces were compiled is not said)"))
      << '\n';
    int n = 0;
    for (const CompilePiece &piece : p.pieces) {
        s << "      " << ++n << ". " << piece.name << "  ";
        if (piece.compiled) {
            s << Tr::tr("compiled");
            if (!piece.sizes.isEmpty())
                s << "  " << Tr::tr("sizes %1").arg(piece.sizes.join(QStringLiteral(", ")));
            if (!piece.graphs.isEmpty())
                s << "  " << piece.graphs.join(QStringLiteral(", "));
        } else {
            const QString ops = piece.ops.isEmpty() ? Tr::tr("nothing recorded") : piece.ops.join(QStringLiteral(", "));
            s << (p.startsLogged ? Tr::tr("runs eagerly: %1").arg(ops) : Tr::tr("calls %1").arg(ops));
        }
        s << '\n';
    }
}

} // namespace

QString compileRegionsText(const CompileRegions &r)
{
    QString out;
    QTextStream s(&out);
    if (!r.blocks.empty())
        s << '\n' << Tr::tr("Blocks compiled once and reused:") << '\n';
    for (const ReusedBlock &b : r.blocks)
        blockText(s, b);
    if (!r.piecewise.empty())
        s << '\n' << Tr::tr("Piecewise compiles, pieces in run order:") << '\n';
    for (const PiecewiseCompile &p : r.piecewise)
        piecewiseText(s, p);
    bool header = false;
    for (const GraphGroup &g : r.groups) {
        if (g.kind != QLatin1String("region"))
            continue; // pieces are listed with their compile, DDP children by summary's DDP split
        if (!header)
            s << '\n' << Tr::tr("Regions compiled on their own (regional Inductor):") << '\n';
        header = true;
        s << "  [" << prefix(g.rank, g.compileId) << "] "
          << countedText(Tr::tr("region %1: %n graph(s)", nullptr, int(g.graphs.size())), g.graphs.size()).arg(g.unit)
          << "  " << g.graphs.join(QStringLiteral(", ")) << '\n';
    }
    return out;
}

QJsonObject compileRegionsJson(const CompileRegions &r)
{
    QJsonArray blocks, piecewise, groups;
    for (const ReusedBlock &b : r.blocks) {
        QJsonArray variants;
        for (qsizetype i = 0; i < b.variants.size(); ++i)
            variants.append(QJsonObject { { QStringLiteral("name"), b.variants[i] },
                { QStringLiteral("calls"), i < b.variantCalls.size() ? QJsonValue(b.variantCalls[i]) : QJsonValue() },
                { QStringLiteral("recompile_reason"), orNull(b.recompileReasons.value(i)) } });
        blocks.append(
            QJsonObject { { QStringLiteral("kind"),
                              b.kind == ReusedBlock::Kind::NestedRegion ? QStringLiteral("nested_compile_region")
                                                                        : QStringLiteral("compiled_module") },
                { QStringLiteral("rank"), b.rank >= 0 ? QJsonValue(b.rank) : QJsonValue() },
                { QStringLiteral("compile_id"), b.compileId }, { QStringLiteral("graph"), orNull(b.graph) },
                { QStringLiteral("function"), orNull(b.function) }, { QStringLiteral("file"), orNull(b.file) },
                { QStringLiteral("line"), b.line > 0 ? QJsonValue(b.line) : QJsonValue() },
                { QStringLiteral("variants"), variants },
                { QStringLiteral("calls"), b.calls >= 0 ? QJsonValue(b.calls) : QJsonValue() },
                { QStringLiteral("operations"), b.operations >= 0 ? QJsonValue(b.operations) : QJsonValue() },
                { QStringLiteral("compile_time_s"), secondsOrNull(b.compileTimeS) },
                { QStringLiteral("saved_s_estimate"), secondsOrNull(b.savedS) },
                { QStringLiteral("per_copy_s"), secondsOrNull(b.perCopyS) } });
    }
    for (const PiecewiseCompile &p : r.piecewise) {
        QJsonArray pieces;
        for (const CompilePiece &piece : p.pieces)
            pieces.append(
                QJsonObject { { QStringLiteral("name"), piece.name }, { QStringLiteral("compiled"), piece.compiled },
                    { QStringLiteral("ops"), QJsonArray::fromStringList(piece.ops) },
                    { QStringLiteral("sizes"), QJsonArray::fromStringList(piece.sizes) },
                    { QStringLiteral("graphs"), QJsonArray::fromStringList(piece.graphs) } });
        piecewise.append(QJsonObject { { QStringLiteral("rank"), p.rank >= 0 ? QJsonValue(p.rank) : QJsonValue() },
            { QStringLiteral("compile_id"), p.compileId }, { QStringLiteral("function"), orNull(p.function) },
            { QStringLiteral("file"), orNull(p.file) },
            { QStringLiteral("line"), p.line > 0 ? QJsonValue(p.line) : QJsonValue() },
            { QStringLiteral("trace"), orNull(p.trace) },
            { QStringLiteral("split_graph_line"), p.splitLine > 0 ? QJsonValue(p.splitLine) : QJsonValue() },
            { QStringLiteral("starts_logged"), p.startsLogged },
            { QStringLiteral("compile_time_s"), secondsOrNull(p.compileTimeS) },
            { QStringLiteral("pieces"), pieces } });
    }
    for (const GraphGroup &g : r.groups)
        groups.append(QJsonObject { { QStringLiteral("rank"), g.rank >= 0 ? QJsonValue(g.rank) : QJsonValue() },
            { QStringLiteral("compile_id"), g.compileId }, { QStringLiteral("unit"), g.unit },
            { QStringLiteral("kind"), g.kind }, { QStringLiteral("graphs"), QJsonArray::fromStringList(g.graphs) } });
    return QJsonObject { { QStringLiteral("schema"), QStringLiteral("compilescope.regions/1") },
        { QStringLiteral("blocks"), blocks }, { QStringLiteral("piecewise"), piecewise },
        { QStringLiteral("groups"), groups } };
}

} // namespace cs
