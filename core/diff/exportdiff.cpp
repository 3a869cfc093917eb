#include "core/diff/exportdiff.h"

#include "core/diff/graphdiff.h"
#include "core/graph/exportgraph.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QMap>

namespace cs::diff {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(cs::diff::ExportDiff)
};

// The signature as "<input|output> <kind> <target or name>", in order; the graph's value names
// are left out (they are renumbered by any edit), except for user inputs and outputs.
QStringList specs(const ExportedProgram &p)
{
    QStringList out;
    for (const ExportSpec &s : p.inputs)
        out << QStringLiteral("input %1 %2").arg(s.kind, s.target.isEmpty() ? s.name : s.target);
    for (const ExportSpec &s : p.outputs)
        out << QStringLiteral("output %1 %2").arg(s.kind, s.target.isEmpty() ? s.name : s.target);
    return out;
}

} // namespace

bool ExportDiff::changed() const
{
    return graph.change != Change::Unchanged || !signature.isEmpty() || !ranges.isEmpty() || !versions.isEmpty();
}

ExportDiff diffExportedPrograms(
    const std::shared_ptr<const ExportedProgram> &a, const std::shared_ptr<const ExportedProgram> &b)
{
    ExportDiff d;
    d.modelA = a->model;
    d.modelB = b->model;
    const FxGraph ga = exportedGraph(a), gb = exportedGraph(b);
    d.graph.stage = QStringLiteral("export");
    d.graph.idA = QStringLiteral("export:") + a->model;
    d.graph.idB = QStringLiteral("export:") + b->model;
    d.graph.nodesA = static_cast<int>(ga.nodes.size());
    d.graph.nodesB = static_cast<int>(gb.nodes.size());
    d.graph.edgesA = static_cast<int>(ga.edges.size());
    d.graph.edgesB = static_cast<int>(gb.edges.size());
    compareGraphs(ga, gb, d.graph);
    d.graph.detailed = true;
    d.graph.change = d.graph.nodesAdded.isEmpty() && d.graph.nodesRemoved.isEmpty() && d.graph.nodesA == d.graph.nodesB
        ? Change::Unchanged
        : Change::Changed;
    const QStringList sa = specs(*a), sb = specs(*b);
    QMap<QString, int> count;
    for (const QString &s : sa)
        --count[s];
    for (const QString &s : sb)
        ++count[s];
    for (auto it = count.cbegin(); it != count.cend(); ++it)
        if (it.value() != 0)
            d.signature
                << Tr::tr("%1: only in %2").arg(it.key(), it.value() > 0 ? QStringLiteral("B") : QStringLiteral("A"));
    if (d.signature.isEmpty() && sa != sb)
        d.signature << Tr::tr("the same inputs and outputs in another order");
    QMap<QString, QString> ra, rb;
    for (const ExportRange &r : a->ranges)
        ra.insert(r.symbol, r.text().section(QStringLiteral(": "), 1));
    for (const ExportRange &r : b->ranges)
        rb.insert(r.symbol, r.text().section(QStringLiteral(": "), 1));
    QStringList symbols = ra.keys() + rb.keys();
    symbols.removeDuplicates();
    symbols.sort();
    for (const QString &s : symbols)
        if (ra.value(s) != rb.value(s))
            d.ranges << QStringLiteral("%1: %2 → %3")
                            .arg(s, ra.value(s, QStringLiteral("—")), rb.value(s, QStringLiteral("—")));
    if (a->torchVersion != b->torchVersion)
        d.versions << QStringLiteral("torch %1 → %2").arg(a->torchVersion, b->torchVersion);
    if (a->schemaMajor != b->schemaMajor || a->schemaMinor != b->schemaMinor)
        d.versions << QStringLiteral("schema %1.%2 → %3.%4")
                          .arg(a->schemaMajor)
                          .arg(a->schemaMinor)
                          .arg(b->schemaMajor)
                          .arg(b->schemaMinor);
    return d;
}

QString exportDiffText(const ExportDiff &d)
{
    QString out = Tr::tr("Exported program %1: %2 → %3 nodes").arg(d.modelA).arg(d.graph.nodesA).arg(d.graph.nodesB);
    out += d.changed() ? QStringLiteral("\n") : Tr::tr(", unchanged\n");
    for (const QString &n : d.graph.nodesRemoved.mid(0, 20))
        out += QStringLiteral("  - %1\n").arg(n);
    for (const QString &n : d.graph.nodesAdded.mid(0, 20))
        out += QStringLiteral("  + %1\n").arg(n);
    if (d.graph.nodesRemoved.size() > 20 || d.graph.nodesAdded.size() > 20)
        out += Tr::tr("  … %1 removed, %2 added in all\n")
                   .arg(d.graph.nodesRemoved.size())
                   .arg(d.graph.nodesAdded.size());
    for (const QString &s : d.signature)
        out += Tr::tr("  signature: %1\n").arg(s);
    for (const QString &r : d.ranges)
        out += Tr::tr("  range: %1\n").arg(r);
    for (const QString &v : d.versions)
        out += QStringLiteral("  %1\n").arg(v);
    return out;
}

QJsonObject exportDiffJson(const ExportDiff &d)
{
    return QJsonObject { { QStringLiteral("model_a"), d.modelA }, { QStringLiteral("model_b"), d.modelB },
        { QStringLiteral("changed"), d.changed() }, { QStringLiteral("nodes_a"), d.graph.nodesA },
        { QStringLiteral("nodes_b"), d.graph.nodesB },
        { QStringLiteral("nodes_removed"), QJsonArray::fromStringList(d.graph.nodesRemoved) },
        { QStringLiteral("nodes_added"), QJsonArray::fromStringList(d.graph.nodesAdded) },
        { QStringLiteral("signature"), QJsonArray::fromStringList(d.signature) },
        { QStringLiteral("ranges"), QJsonArray::fromStringList(d.ranges) },
        { QStringLiteral("versions"), QJsonArray::fromStringList(d.versions) } };
}

} // namespace cs::diff
