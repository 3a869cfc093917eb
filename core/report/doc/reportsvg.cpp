#include "core/report/doc/reportsvg.h"

#include "core/util/inerttext.h"

#include <QRegularExpression>
#include <QTextStream>

namespace cs {
namespace {

constexpr int LabelChars = 80; // per label line in a picture

QString num(double v)
{
    return QString::number(v, 'f', 1);
}

QString safeFill(const QString &fill)
{
    static const QRegularExpression hex(QStringLiteral("^#[0-9a-fA-F]{6}$"));
    return hex.match(fill).hasMatch() ? fill : QStringLiteral("#ffffff");
}

} // namespace

QString xmlEscaped(const QString &s)
{
    QString out;
    out.reserve(s.size() + 8);
    for (const QChar c : s) {
        switch (c.unicode()) {
        case u'&':
            out += QLatin1String("&amp;");
            break;
        case u'<':
            out += QLatin1String("&lt;");
            break;
        case u'>':
            out += QLatin1String("&gt;");
            break;
        case u'"':
            out += QLatin1String("&quot;");
            break;
        case u'\'':
            out += QLatin1String("&#39;");
            break;
        default:
            out += c;
        }
    }
    return out;
}

QString graphSvg(const GraphLayout &l, const QString &idPrefix, const QString &title)
{
    QString out;
    QTextStream s(&out);
    const QRectF b = l.bounds.adjusted(-4, -4, 4, 4);
    const QString arrow = xmlEscaped(idPrefix + QStringLiteral("-arrow"));
    s << "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"graph\" role=\"img\" viewBox=\"" << num(b.x()) << ' '
      << num(b.y()) << ' ' << num(b.width()) << ' ' << num(b.height()) << "\" width=\"" << num(b.width())
      << "\" height=\"" << num(b.height()) << "\">";
    s << "<title>" << xmlEscaped(InertText::line(title, LabelChars * 2)) << "</title>";
    s << "<defs><marker id=\"" << arrow
      << "\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" markerWidth=\"6\" markerHeight=\"6\" orient=\"auto\">"
         "<path d=\"M0,0 L10,5 L0,10 z\" class=\"g-arrow\"/></marker></defs>";
    for (const GraphLayout::Edge &e : l.edges) {
        if (e.spline.isEmpty())
            continue;
        s << "<path class=\"g-edge\" marker-end=\"url(#" << arrow << ")\" d=\"M" << num(e.spline[0].x()) << ','
          << num(e.spline[0].y());
        for (qsizetype i = 1; i + 2 < e.spline.size(); i += 3)
            s << " C" << num(e.spline[i].x()) << ',' << num(e.spline[i].y()) << ' ' << num(e.spline[i + 1].x()) << ','
              << num(e.spline[i + 1].y()) << ' ' << num(e.spline[i + 2].x()) << ',' << num(e.spline[i + 2].y());
        s << "\"/>";
    }
    for (const GraphLayout::Node &n : l.nodes) {
        const QRectF r = n.rect;
        const bool box = n.name.startsWith(u'u');
        const QString fill = safeFill(n.fill);
        if (box)
            s << "<rect class=\"g-node\" x=\"" << num(r.x()) << "\" y=\"" << num(r.y()) << "\" width=\""
              << num(r.width()) << "\" height=\"" << num(r.height()) << "\" rx=\"4\" fill=\"" << fill << "\"/>";
        else
            s << "<ellipse class=\"g-node g-input\" cx=\"" << num(r.center().x()) << "\" cy=\"" << num(r.center().y())
              << "\" rx=\"" << num(r.width() / 2) << "\" ry=\"" << num(r.height() / 2) << "\" fill=\"" << fill
              << "\"/>";
        const QStringList lines = n.label.split(u'\n');
        const double size = box ? 10 : 7;
        const double top = r.center().y() - (lines.size() - 1) * size * 0.6 + size * 0.35;
        s << "<text class=\"g-label\" font-size=\"" << num(size) << "\" text-anchor=\"middle\">";
        for (qsizetype i = 0; i < lines.size(); ++i)
            s << "<tspan x=\"" << num(r.center().x()) << "\" y=\"" << num(top + i * size * 1.2) << "\">"
              << xmlEscaped(InertText::line(lines[i], LabelChars)) << "</tspan>";
        s << "</text>";
    }
    s << "</svg>";
    return out;
}

} // namespace cs
