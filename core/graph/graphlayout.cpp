#include "core/graph/graphlayout.h"

#include <graphviz/cgraph.h>
#include <graphviz/gvc.h>

#include <mutex>

namespace cs {
namespace {

std::mutex &graphvizMutex()
{
    static std::mutex m;
    return m;
}

// Graphviz reports syntax errors through agerr; collect the last message.
QString g_lastError;
int collectError(char *msg)
{
    g_lastError += QString::fromUtf8(msg);
    return 0;
}

} // namespace

Result<GraphLayout> layoutDot(const QString &dot, const QString &engine)
{
    std::lock_guard lock(graphvizMutex());
    g_lastError.clear();
    agseterrf(collectError);
    GVC_t *gvc = gvContext();
    const QByteArray text = dot.toUtf8();
    Agraph_t *g = agmemread(text.constData());
    if (!g) {
        gvFreeContext(gvc);
        return Error { QStringLiteral("Graphviz could not read the graph: %1").arg(g_lastError.trimmed()) };
    }
    if (gvLayout(gvc, g, engine.toUtf8().constData()) != 0) {
        agclose(g);
        gvFreeContext(gvc);
        return Error { QStringLiteral("Graphviz layout '%1' failed: %2").arg(engine, g_lastError.trimmed()) };
    }
    GraphLayout out;
    const boxf bb = GD_bb(g);
    const double top = bb.UR.y; // flip y: Graphviz grows upwards
    out.bounds = QRectF(bb.LL.x, 0, bb.UR.x - bb.LL.x, bb.UR.y - bb.LL.y);
    for (Agnode_t *n = agfstnode(g); n; n = agnxtnode(g, n)) {
        const double w = ND_width(n) * 72.0, h = ND_height(n) * 72.0;
        const pointf c = ND_coord(n);
        out.nodes.push_back({ QString::fromUtf8(agnameof(n)), QRectF(c.x - w / 2, top - c.y - h / 2, w, h) });
        for (Agedge_t *e = agfstout(g, n); e; e = agnxtout(g, e)) {
            GraphLayout::Edge edge { QString::fromUtf8(agnameof(agtail(e))), QString::fromUtf8(agnameof(aghead(e))),
                {} };
            if (const splines *spl = ED_spl(e)) {
                for (int i = 0; i < spl->size; ++i) {
                    const bezier &bz = spl->list[i];
                    for (int k = 0; k < bz.size; ++k)
                        edge.spline.push_back(QPointF(bz.list[k].x, top - bz.list[k].y));
                }
            }
            out.edges.push_back(std::move(edge));
        }
    }
    gvFreeLayout(gvc, g);
    agclose(g);
    gvFreeContext(gvc);
    return out;
}

} // namespace cs
