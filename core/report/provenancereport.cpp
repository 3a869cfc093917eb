#include "core/report/provenancereport.h"

#include "core/util/inerttext.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QTextStream>

#include <algorithm>

namespace cs {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(cs::Provenance)
};

using Pane = ProvenanceTexts::Pane;

const char *paneKey(int p)
{
    return p == Pane::PreGrad ? "pre_grad" : p == Pane::PostGrad ? "post_grad" : "code";
}

QString clean(const QString &s, int max = 160)
{
    return InertText::escapeControls(s, false).left(max);
}

// The trace lines (1-based) that show the items of one pane.
QList<int> traceLines(const ProvenanceTexts &t, int pane, const QSet<int> &lines)
{
    QList<int> out;
    for (int l : lines)
        out << t.firstLine[size_t(pane)] + l;
    std::sort(out.begin(), out.end());
    return out;
}

// The pre-grad nodes in the order their graph prints them, then the code keys no post-grad node
// of a pre-grad node leads to.
QStringList preInOrder(const ProvenanceTexts &t)
{
    QStringList pre = t.preToPost.keys();
    std::sort(pre.begin(), pre.end(), [&](const QString &a, const QString &b) {
        const auto la = t.lines[Pane::PreGrad].value(a), lb = t.lines[Pane::PreGrad].value(b);
        const int x = la.isEmpty() ? INT_MAX : la.first(), y = lb.isEmpty() ? INT_MAX : lb.first();
        return x != y ? x < y : a < b;
    });
    return pre;
}

QStringList unreached(const ProvenanceTexts &t)
{
    QSet<QString> reached;
    for (const QString &n : t.preToPost.keys()) {
        const ProvenanceLinks l = provenanceLinksOf(t, Pane::PreGrad, { n });
        for (const QString &k : l.items[Pane::Code])
            reached.insert(k);
    }
    QStringList out;
    for (const QString &k : t.codeToPost.keys())
        if (!reached.contains(k))
            out << k;
    std::sort(out.begin(), out.end());
    return out;
}

QString lineList(const QList<int> &lines)
{
    QStringList s;
    for (int l : lines.mid(0, 20))
        s << QString::number(l);
    if (lines.size() > 20)
        s << QStringLiteral("… (%1 in all)").arg(lines.size());
    return s.join(QStringLiteral(", "));
}

// A list of names, escaped, cut at a name boundary with what was left out counted.
QString names(const QStringList &items, int max = 400)
{
    QString out;
    qsizetype shown = 0;
    for (const QString &n : items) {
        const QString c = clean(n, 160);
        if (!out.isEmpty() && out.size() + c.size() > max)
            break;
        out += (out.isEmpty() ? QString() : QStringLiteral(", ")) + c;
        ++shown;
    }
    if (shown < items.size())
        out += QStringLiteral(", … (%1 in all)").arg(items.size());
    return out;
}

QJsonArray strings(const QStringList &l)
{
    return QJsonArray::fromStringList(l);
}

QJsonObject linkJson(const ProvenanceTexts &t, const ProvenanceLinks &l)
{
    QJsonObject lines;
    for (int p = 0; p < Pane::PaneCount; ++p) {
        QJsonArray a;
        for (int n : traceLines(t, p, l.lines[size_t(p)]))
            a.append(n);
        lines.insert(QLatin1String(paneKey(p)), a);
    }
    return QJsonObject { { QStringLiteral("pre_grad"), strings(l.items[Pane::PreGrad]) },
        { QStringLiteral("post_grad"), strings(l.items[Pane::PostGrad]) },
        { QStringLiteral("code"), strings(l.items[Pane::Code]) }, { QStringLiteral("sources"), strings(l.sources) },
        { QStringLiteral("lines"), lines } };
}

} // namespace

QString provenanceListText(const QList<GraphEntry> &graphs)
{
    QString out;
    QTextStream s(&out);
    if (graphs.isEmpty()) {
        s << Tr::tr("No post-grad graph of this run has Inductor's provenance mapping (recorded with "
                    "INDUCTOR_PROVENANCE=1 or TORCH_COMPILE_DEBUG=1).")
          << "\n";
        return out;
    }
    for (const GraphEntry &g : graphs)
        s << clean(g.id, 200) << "\n";
    return out;
}

QJsonObject provenanceListJson(const QList<GraphEntry> &graphs)
{
    QJsonArray a;
    for (const GraphEntry &g : graphs)
        a.append(g.id);
    return QJsonObject { { QStringLiteral("schema"), QStringLiteral("compilescope.provenance_list/1") },
        { QStringLiteral("graphs"), a } };
}

QString provenanceText(const ProvenanceTexts &t)
{
    QString out;
    QTextStream s(&out);
    const QString paneNames[] = { Tr::tr("pre-grad graph"), Tr::tr("post-grad graph"), Tr::tr("generated code") };
    for (int p = 0; p < Pane::PaneCount; ++p)
        s << paneNames[p] << ": "
          << (t.text[size_t(p)].isEmpty()
                     ? Tr::tr("not in the trace")
                     : Tr::tr("%1 from line %2")
                           .arg(clean(t.artifact[size_t(p)]), QString::number(t.firstLine[size_t(p)])))
          << "\n";
    for (const QString &pre : preInOrder(t)) {
        const ProvenanceLinks l = provenanceLinksOf(t, Pane::PreGrad, { pre });
        s << "\n"
          << clean(pre)
          << (l.sources.isEmpty() ? QString()
                                  : QStringLiteral("  (%1)").arg(clean(l.sources.join(QStringLiteral(", ")))))
          << "  " << Tr::tr("line %1").arg(lineList(traceLines(t, Pane::PreGrad, l.lines[Pane::PreGrad]))) << "\n";
        s << "  → " << names(l.items[Pane::PostGrad]) << "\n";
        if (!l.items[Pane::Code].isEmpty()) {
            s << "  → " << names(l.items[Pane::Code]);
            if (!l.lines[Pane::Code].isEmpty())
                s << "  " << Tr::tr("(code lines %1)").arg(lineList(traceLines(t, Pane::Code, l.lines[Pane::Code])));
            s << "\n";
        }
    }
    if (const QStringList rest = unreached(t); !rest.isEmpty())
        s << "\n" << Tr::tr("Kernel calls no model node leads to: %1").arg(names(rest)) << "\n";
    return out;
}

QJsonObject provenanceJson(const ProvenanceTexts &t)
{
    QJsonArray texts, links, rest;
    for (int p = 0; p < Pane::PaneCount; ++p)
        texts.append(QJsonObject { { QStringLiteral("pane"), QLatin1String(paneKey(p)) },
            { QStringLiteral("record"),
                t.artifact[size_t(p)].isEmpty() ? QJsonValue() : QJsonValue(t.artifact[size_t(p)]) },
            { QStringLiteral("first_line"),
                t.firstLine[size_t(p)] > 0 ? QJsonValue(t.firstLine[size_t(p)]) : QJsonValue() } });
    for (const QString &pre : preInOrder(t)) {
        QJsonObject o = linkJson(t, provenanceLinksOf(t, Pane::PreGrad, { pre }));
        o.insert(QStringLiteral("node"), pre);
        links.append(o);
    }
    for (const QString &k : unreached(t)) {
        QJsonObject o = linkJson(t, provenanceLinksOf(t, Pane::Code, { k }));
        o.insert(QStringLiteral("call"), k);
        rest.append(o);
    }
    return QJsonObject { { QStringLiteral("schema"), QStringLiteral("compilescope.provenance/1") },
        { QStringLiteral("graph"), t.graphId }, { QStringLiteral("texts"), texts }, { QStringLiteral("nodes"), links },
        { QStringLiteral("calls_without_node"), rest } };
}

} // namespace cs
