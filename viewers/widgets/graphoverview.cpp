#include "viewers/widgets/graphoverview.h"

#include "viewers/displaytext.h"

#include <QCoreApplication>
#include <QSet>

#include <algorithm>
#include <cmath>

namespace cs::viewers {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(cs::viewers::GraphPane)
};

QColor stripColour(const QString &kind)
{
    if (kind == QLatin1String("triton"))
        return QColor(0x4d, 0x8f, 0xe8);
    if (kind == QLatin1String("template"))
        return QColor(0xf0, 0x8c, 0x00);
    if (kind == QLatin1String("cpp"))
        return QColor(0x37, 0xa8, 0x4f);
    if (kind == QLatin1String("extern"))
        return QColor(0x6c, 0x75, 0x7d);
    return QColor(0xce, 0xd4, 0xda); // a statement outside kernels
}

} // namespace

bool wantsOverview(const CollapsedGraph &c)
{
    if (c.units.empty())
        return false;
    const auto all = [&](const char *kind) {
        return std::all_of(
            c.units.begin(), c.units.end(), [kind](const auto &u) { return u.kind == QLatin1String(kind); });
    };
    if (c.segmented)
        return all("segment");
    return static_cast<int>(c.units.size()) > MinLayersForOverview && all("layer");
}

OverviewLayout overviewLayout(int boxes, double viewAspect)
{
    OverviewLayout o;
    if (boxes <= 0)
        return o;
    constexpr double cellW = OverviewLayout::BoxWidth + OverviewLayout::GapX;
    constexpr double cellH = OverviewLayout::BoxHeight + OverviewLayout::GapY;
    // columns × rows cells with (columns·cellW) / (rows·cellH) ≈ viewAspect.
    const double aspect = viewAspect > 0.1 ? viewAspect : 1.6;
    int columns = static_cast<int>(std::lround(std::sqrt(boxes * aspect * cellH / cellW)));
    columns = std::clamp(columns, 1, boxes);
    o.columns = columns;
    o.boxes.reserve(boxes);
    for (int i = 0; i < boxes; ++i) {
        const int row = i / columns, col = i % columns;
        o.boxes.emplace_back(col * cellW, row * cellH, OverviewLayout::BoxWidth, OverviewLayout::BoxHeight);
        o.bounds = o.bounds.united(o.boxes.back());
    }
    return o;
}

QStringList overviewDetail(const FxGraph &g, const CollapsedGraph::Unit &u, int maxLines)
{
    QStringList lines;
    QSet<int> groups;
    QSet<QString> statements;
    int more = 0;
    for (int m : u.members) {
        const FxNode &n = g.nodes[m];
        QString line;
        if (n.group >= 0) {
            if (groups.contains(n.group))
                continue;
            groups.insert(n.group);
            line = g.groups[n.group].kernel;
        } else if (n.op == FxNode::Op::Placeholder || n.op == FxNode::Op::Output || n.parameter) {
            continue;
        } else if (u.kind == QLatin1String("layer")) {
            line = n.name + QStringLiteral(" = ") + n.target.section(u'.', -2, -2);
        } else {
            const QString key = n.file + QLatin1Char(':') + QString::number(n.line);
            if (statements.contains(key))
                continue;
            statements.insert(key);
            line = n.file.isEmpty() ? n.name
                                    : QStringLiteral("%1:%2 %3").arg(n.file.section(u'/', -1)).arg(n.line).arg(n.code);
        }
        if (lines.size() < maxLines)
            lines << DisplayText::line(line, 80);
        else
            ++more;
    }
    if (more > 0)
        lines << QStringLiteral("… +%1").arg(more);
    return lines;
}

QList<QColor> overviewStrip(const FxGraph &g, const CollapsedGraph::Unit &u, int maxCells)
{
    QList<QColor> cells;
    int lastGroup = -2;
    for (int m : u.members) {
        const FxNode &n = g.nodes[m];
        if (n.op == FxNode::Op::Placeholder || n.op == FxNode::Op::Output || n.parameter || n.group == lastGroup)
            continue;
        lastGroup = n.group;
        if (cells.size() < maxCells)
            cells << stripColour(n.group >= 0 ? g.groups[n.group].kind : QString());
    }
    return cells;
}

namespace {

// A module's short name: its layer's last two parts (`transformer.h.4.attn` → `h.4`), else its
// own last part (`transformer.wte` → `wte`).
QString shortModule(const QString &module)
{
    const QString layer = layerOfModule(module);
    const QStringList parts = layer.split(u'.');
    bool number = false;
    parts.last().toInt(&number);
    if (number) // `h.4`; a numbered root (nn.Sequential's `0`) as it is
        return parts.size() >= 2 ? parts[parts.size() - 2] + u'.' + parts.last() : layer;
    return module.section(u'.', -1);
}

// `transformer.h.4.ln_1` … `transformer.h.4.mlp` → `h.4`; … `transformer.h.5.attn` → `h.4–5`;
// layers of two stacks (`encoder.layers.5` … `decoder.layers.0`) are named whole.
QString moduleSpanTitle(const QString &first, const QString &last)
{
    const QString a = layerOfModule(first), b = layerOfModule(last);
    if (a == b)
        return shortModule(first);
    const qsizetype dotA = a.lastIndexOf(u'.'), dotB = b.lastIndexOf(u'.');
    if (dotA > 0 && dotB > 0 && a.left(dotA) == b.left(dotB))
        return QStringLiteral("%1–%2").arg(shortModule(first), b.mid(dotB + 1));
    return QStringLiteral("%1 – %2").arg(a, b);
}

} // namespace

QString overviewTitle(const FxGraph &g, const CollapsedGraph::Unit &u, int number)
{
    QSet<int> groups;
    for (int m : u.members)
        if (g.nodes[m].group >= 0)
            groups.insert(g.nodes[m].group);
    if (u.kind == QLatin1String("layer"))
        return DisplayText::line(u.label.section(u'\n', 0, 0), 40);
    // With provenance a node group is one launch (kernelcounts.h); from the code alone, one kernel.
    // A segment whose operations name their modules says the layers it runs in after its number.
    const auto [first, last] = moduleRange(g, u.members);
    const QString name = first.isEmpty()
        ? QString::number(number)
        : QStringLiteral("%1 · %2").arg(QString::number(number), moduleSpanTitle(first, last));
    if (groups.isEmpty())
        return Tr::tr("%1 · %n node(s)", nullptr, static_cast<int>(u.members.size())).arg(name);
    return g.groupSource.startsWith(QLatin1String("provenance"))
        ? Tr::tr("%1 · %n launch(es)", nullptr, static_cast<int>(groups.size())).arg(name)
        : Tr::tr("%1 · %n kernel(s)", nullptr, static_cast<int>(groups.size())).arg(name);
}

} // namespace cs::viewers
