#include "core/diff/exportdiff.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QHash>
#include <QJsonArray>
#include <QMap>
#include <QRegularExpression>

#include <algorithm>

namespace cs::diff {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(cs::diff::ExportDiff)
};

QString metaText(const ExportedProgram &p, const QString &value)
{
    if (const auto t = p.tensors.constFind(value); t != p.tensors.cend())
        return QStringLiteral("%1[%2]").arg(t->dtype, t->shape);
    if (const auto v = p.symValues.constFind(value); v != p.symValues.cend())
        return QStringLiteral("Sym(%1)").arg(*v);
    return {};
}

// The signature as "<input|output> <kind> <target or name>" → its value's dtype and shape (and a
// buffer's persistence), in order; the graph's value names are left out (renumbered by any
// edit), except for user inputs and outputs, which have no other name.
QList<QPair<QString, QString>> specs(const ExportedProgram &p)
{
    QList<QPair<QString, QString>> out;
    auto add = [&](const char *io, const ExportSpec &s) {
        QString detail = metaText(p, s.name);
        if (s.kind == QLatin1String("buffer") && !s.persistent)
            detail += QStringLiteral(" (not persistent)");
        // A constant input (a float or bool argument) by its name, its value the detail (a
        // printout in a trace does not give the value: empty there).
        if (s.kind == QLatin1String("constant_input")) {
            out.append({ QStringLiteral("%1 %2 %3").arg(QLatin1String(io), s.kind, s.name), s.target });
            return;
        }
        out.append({ QStringLiteral("%1 %2 %3").arg(QLatin1String(io), s.kind, s.target.isEmpty() ? s.name : s.target),
            detail });
    };
    for (const ExportSpec &s : p.inputs)
        add("input", s);
    for (const ExportSpec &s : p.outputs)
        add("output", s);
    return out;
}

struct NodeFacts {
    QString where; // " @ file:line"
    QString meta; // dtype[shape] of its output
    QStringList constants; // arguments that are no graph value: `dim=-1`
};

// Each call's key ("target in module") → its occurrences in graph order.
// A program read from a trace's printout (exportprinted.cpp) has no schema version: its modules
// are inferred and its arguments positional, so they are compared only between serialized ones.
bool printed(const ExportedProgram &p)
{
    return p.schemaMajor < 0 && !p.schemaUnreadable;
}

// A sub-graph's calls (torch.cond's branches) count too, their keys led by the sub-graph's path
// (`true_graph_0: aten.relu.default in a`).
void addCalls(const ExportedProgram &p, bool withModules, QMap<QString, QList<NodeFacts>> &out)
{
    const QString prefix = p.path.isEmpty() ? QString() : p.path + QStringLiteral(": ");
    // A call with several outputs has no metadata of its own: its getitems' (one pass, in order).
    QHash<QString, QStringList> items;
    for (const ExportNode &g : p.nodes)
        if (g.op == ExportNode::Op::GetItem && !g.reads.isEmpty())
            items[g.reads.front()] << metaText(p, g.name);
    for (const ExportNode &n : p.nodes) {
        if (n.op != ExportNode::Op::CallFunction)
            continue;
        NodeFacts f;
        if (!n.file.isEmpty())
            f.where = QStringLiteral(" @ %1:%2").arg(QFileInfo(n.file).fileName()).arg(n.line);
        f.meta = metaText(p, n.name);
        if (f.meta.isEmpty())
            f.meta = items.value(n.name).join(QStringLiteral(", "));
        for (const QString &arg : n.args) {
            // A graph value, or a list holding one, is no constant (names as whole words).
            static const QRegularExpression word(QStringLiteral("[^A-Za-z0-9_]+"));
            const QStringList words = arg.section(u'=', 1).split(word, Qt::SkipEmptyParts);
            const bool isValue
                = std::any_of(words.cbegin(), words.cend(), [&](const QString &w) { return n.reads.contains(w); });
            if (!isValue)
                f.constants << arg;
        }
        out[prefix
            + (!withModules || n.module.isEmpty() ? n.target : QStringLiteral("%1 in %2").arg(n.target, n.module))]
            .append(f);
    }
    for (const ExportSubgraph &sub : p.subgraphs)
        if (sub.graph)
            addCalls(*sub.graph, withModules, out);
}

QMap<QString, QList<NodeFacts>> calls(const ExportedProgram &p, bool withModules)
{
    QMap<QString, QList<NodeFacts>> out;
    addCalls(p, withModules, out);
    return out;
}

void compareNodes(const ExportedProgram &a, const ExportedProgram &b, ExportDiff &d)
{
    const bool serialized = !printed(a) && !printed(b);
    const auto ca = calls(a, serialized), cb = calls(b, serialized);
    QStringList keys = ca.keys() + cb.keys();
    keys.removeDuplicates();
    keys.sort();
    for (const QString &key : keys) {
        const QList<NodeFacts> &la = ca.value(key), &lb = cb.value(key);
        const qsizetype both = std::min(la.size(), lb.size());
        for (qsizetype i = 0; i < both; ++i) {
            QStringList what;
            if (la[i].meta != lb[i].meta)
                what << QStringLiteral("%1 → %2").arg(la[i].meta, lb[i].meta);
            if (serialized && la[i].constants != lb[i].constants)
                what << QStringLiteral("(%1) → (%2)")
                            .arg(
                                la[i].constants.join(QStringLiteral(", ")), lb[i].constants.join(QStringLiteral(", ")));
            if (!what.isEmpty())
                d.nodesChanged << QStringLiteral("%1%2: %3").arg(key, lb[i].where, what.join(QStringLiteral("; ")));
        }
        for (qsizetype i = both; i < la.size(); ++i)
            d.graph.nodesRemoved << key + la[i].where;
        for (qsizetype i = both; i < lb.size(); ++i)
            d.graph.nodesAdded << key + lb[i].where;
    }
}

} // namespace

bool ExportDiff::changed() const
{
    return graph.change != Change::Unchanged || !nodesChanged.isEmpty() || !signature.isEmpty() || !ranges.isEmpty()
        || !versions.isEmpty() || !note.isEmpty();
}

ExportDiff exportOnOneSide(const std::shared_ptr<const ExportedProgram> &present, bool presentIsA, const QString &why)
{
    ExportDiff d;
    (presentIsA ? d.modelA : d.modelB) = present->model;
    (presentIsA ? d.graph.nodesA : d.graph.nodesB) = static_cast<int>(present->nodes.size());
    d.graph.change = Change::Changed;
    d.note = presentIsA ? Tr::tr("only A holds an exported program: %1").arg(why)
                        : Tr::tr("only B holds an exported program: %1").arg(why);
    return d;
}

ExportDiff diffExportedPrograms(
    const std::shared_ptr<const ExportedProgram> &a, const std::shared_ptr<const ExportedProgram> &b)
{
    ExportDiff d;
    d.modelA = a->model;
    d.modelB = b->model;
    d.graph.stage = QStringLiteral("export");
    d.graph.idA = QStringLiteral("export:") + a->model;
    d.graph.idB = QStringLiteral("export:") + b->model;
    d.graph.nodesA = static_cast<int>(a->nodes.size());
    d.graph.nodesB = static_cast<int>(b->nodes.size());
    for (const auto &[side, p] :
        { std::pair { QStringLiteral("A"), a.get() }, std::pair { QStringLiteral("B"), b.get() } })
        if (p->damaged)
            d.damaged << Tr::tr("%1's program is damaged (%2): what differs may be the damage")
                             .arg(side, p->problems.value(0, QStringLiteral("its structure is broken")));
    compareNodes(*a, *b, d);
    d.graph.detailed = true;
    d.graph.change = d.graph.nodesAdded.isEmpty() && d.graph.nodesRemoved.isEmpty() && d.graph.nodesA == d.graph.nodesB
        ? Change::Unchanged
        : Change::Changed;
    // The signature: entries matched by key and occurrence; a matched entry whose dtype, shape or
    // persistence differ is said with both.
    const auto sa = specs(*a), sb = specs(*b);
    QMap<QString, QStringList> da, db;
    QStringList keysA, keysB;
    for (const auto &[key, detail] : sa) {
        da[key] << detail;
        keysA << key;
    }
    for (const auto &[key, detail] : sb) {
        db[key] << detail;
        keysB << key;
    }
    QStringList keys = da.keys() + db.keys();
    keys.removeDuplicates();
    keys.sort();
    for (const QString &key : keys) {
        const QStringList &la = da.value(key), &lb = db.value(key);
        const qsizetype both = std::min(la.size(), lb.size());
        for (qsizetype i = 0; i < both; ++i) // a detail one side does not give is no difference
            if (la[i] != lb[i] && !la[i].isEmpty() && !lb[i].isEmpty())
                d.signature << QStringLiteral("%1: %2 → %3").arg(key, la[i], lb[i]);
        if (la.size() != lb.size())
            d.signature
                << Tr::tr("%1: only in %2").arg(key, la.size() > lb.size() ? QStringLiteral("A") : QStringLiteral("B"));
    }
    if (d.signature.isEmpty() && keysA != keysB)
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
    if (printed(*a) || printed(*b))
        return d; // a printout records no verifiers, opset, torch or schema version
    if (a->verifiers != b->verifiers)
        d.versions << QStringLiteral("verifiers (dialect) %1 → %2")
                          .arg(a->verifiers.isEmpty() ? QStringLiteral("—") : a->verifiers.join(QStringLiteral(", ")),
                              b->verifiers.isEmpty() ? QStringLiteral("—") : b->verifiers.join(QStringLiteral(", ")));
    if (a->opset != b->opset) {
        auto text = [](const QMap<QString, int> &m) {
            QStringList parts;
            for (auto it = m.cbegin(); it != m.cend(); ++it)
                parts << QStringLiteral("%1 %2").arg(it.key()).arg(it.value());
            return parts.isEmpty() ? QStringLiteral("—") : parts.join(QStringLiteral(", "));
        };
        d.versions << QStringLiteral("opset %1 → %2").arg(text(a->opset), text(b->opset));
    }
    if (a->torchVersion != b->torchVersion)
        d.versions << QStringLiteral("torch %1 → %2").arg(a->torchVersion, b->torchVersion);
    if (a->schemaText() != b->schemaText())
        d.versions << QStringLiteral("schema %1 → %2").arg(a->schemaText(), b->schemaText());
    return d;
}

QString exportDiffText(const ExportDiff &d)
{
    if (!d.note.isEmpty())
        return Tr::tr("Exported program: %1\n").arg(d.note);
    QString out = Tr::tr("Exported program %1: %2 → %3 nodes").arg(d.modelA).arg(d.graph.nodesA).arg(d.graph.nodesB);
    out += d.changed() ? QStringLiteral("\n") : Tr::tr(", unchanged\n");
    for (const QString &why : d.damaged)
        out += Tr::tr("  note: %1\n").arg(why);
    for (const QString &n : d.graph.nodesRemoved.mid(0, 20))
        out += QStringLiteral("  - %1\n").arg(n);
    for (const QString &n : d.graph.nodesAdded.mid(0, 20))
        out += QStringLiteral("  + %1\n").arg(n);
    if (d.graph.nodesRemoved.size() > 20 || d.graph.nodesAdded.size() > 20)
        out += Tr::tr("  … %1 removed, %2 added in all\n")
                   .arg(d.graph.nodesRemoved.size())
                   .arg(d.graph.nodesAdded.size());
    for (const QString &n : d.nodesChanged.mid(0, 20))
        out += QStringLiteral("  ~ %1\n").arg(n);
    if (d.nodesChanged.size() > 20)
        out += Tr::tr("  … %1 changed in all\n").arg(d.nodesChanged.size());
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
        { QStringLiteral("nodes_changed"), QJsonArray::fromStringList(d.nodesChanged) },
        { QStringLiteral("note"), d.note.isEmpty() ? QJsonValue() : QJsonValue(d.note) },
        { QStringLiteral("damaged"), QJsonArray::fromStringList(d.damaged) },
        { QStringLiteral("signature"), QJsonArray::fromStringList(d.signature) },
        { QStringLiteral("ranges"), QJsonArray::fromStringList(d.ranges) },
        { QStringLiteral("versions"), QJsonArray::fromStringList(d.versions) } };
}

} // namespace cs::diff
