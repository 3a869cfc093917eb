#include "core/graph/plainlayout.h"

#include <QStringList>

namespace cs {
namespace {

// Splits a `-Tplain` line: words, or double-quoted strings with \" and \\ escapes.
QStringList words(const QString &line)
{
    QStringList out;
    QString cur;
    bool quoted = false, any = false;
    for (qsizetype i = 0; i < line.size(); ++i) {
        const QChar c = line[i];
        if (quoted) {
            if (c == u'\\' && i + 1 < line.size()) {
                const QChar n = line[++i];
                cur += n == u'n' ? QChar(u'\n') : n;
            } else if (c == u'"') {
                quoted = false;
            } else {
                cur += c;
            }
        } else if (c == u'"') {
            quoted = any = true;
        } else if (c == u' ') {
            if (any || !cur.isEmpty())
                out << cur;
            cur.clear();
            any = false;
        } else {
            cur += c;
        }
    }
    if (any || !cur.isEmpty())
        out << cur;
    return out;
}

} // namespace

Result<GraphLayout> parsePlainLayout(const QByteArray &plain)
{
    GraphLayout layout;
    double height = 0;
    constexpr double Points = 72.0;
    bool stopped = false;
    for (const QByteArray &raw : plain.split('\n')) {
        const QStringList w = words(QString::fromUtf8(raw));
        if (w.isEmpty())
            continue;
        if (w[0] == QLatin1String("graph") && w.size() >= 4) {
            height = w[3].toDouble();
            layout.bounds = QRectF(0, 0, w[2].toDouble() * Points, height * Points);
        } else if (w[0] == QLatin1String("node") && w.size() >= 11) {
            GraphLayout::Node n;
            n.name = w[1];
            const double x = w[2].toDouble(), y = height - w[3].toDouble(), wd = w[4].toDouble(), ht = w[5].toDouble();
            n.rect = QRectF((x - wd / 2) * Points, (y - ht / 2) * Points, wd * Points, ht * Points);
            n.label = w[6];
            n.fill = w[10];
            layout.nodes << n;
        } else if (w[0] == QLatin1String("edge") && w.size() >= 4) {
            GraphLayout::Edge e;
            e.tail = w[1];
            e.head = w[2];
            const int n = w[3].toInt();
            for (int i = 0; i < n && 5 + 2 * i < w.size(); ++i)
                e.spline << QPointF(w[4 + 2 * i].toDouble() * Points, (height - w[5 + 2 * i].toDouble()) * Points);
            layout.edges << e;
        } else if (w[0] == QLatin1String("stop")) {
            stopped = true;
        }
    }
    if (!stopped)
        return Error { QStringLiteral("Graphviz gave an incomplete layout") };
    return layout;
}

} // namespace cs
