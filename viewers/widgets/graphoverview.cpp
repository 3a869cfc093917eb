#include "viewers/widgets/graphoverview.h"

#include "viewers/displaytext.h"

#include <QSet>

#include <algorithm>
#include <cmath>

namespace cs::viewers {

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

} // namespace cs::viewers
