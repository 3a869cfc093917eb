#include "viewers/widgets/graphdetails.h"

#include "viewers/displaytext.h"
#include "viewers/widgets/graphitems.h"

#include "core/model/exportedprogram.h"
#include "core/model/profile.h"

#include <QCoreApplication>

namespace cs::viewers {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(cs::viewers::GraphPane)
};

constexpr int MaxNodes = 200;
constexpr int NameChars = 160;

// One name that never breaks across lines: a kernel name wraps as a whole or not at all.
QString name(const QString &s)
{
    return QStringLiteral("<span style=\"white-space:nowrap\">%1</span>").arg(DisplayText::htmlLine(s, NameChars));
}

// The profiler's measurement of the box's kernel, as the Kernels view shows it.
QString measuredHtml(const KernelResult &r)
{
    QString line = Tr::tr("measured: min %1 µs · median %2 µs · %n repeat(s)", nullptr, r.repeats)
                       .arg(r.minUs, 0, 'f', 1)
                       .arg(r.medianUs, 0, 'f', 1);
    if (r.launches && *r.launches > 1)
        line += Tr::tr(" · %n launch(es) per call", nullptr, *r.launches);
    if (r.bandwidthGBs)
        line += Tr::tr(" · %1 GB/s").arg(*r.bandwidthGBs, 0, 'f', 0);
    return QStringLiteral("<p style=\"color:#1b5e20\"><b>%1</b></p>").arg(line.toHtmlEscaped());
}

} // namespace

QString unitDetailsHtml(const FxGraph &g, const CollapsedGraph::Unit &u, const KernelResult *measured)
{
    QStringList heading;
    for (const QString &line : u.label.split(u'\n'))
        heading << name(line);
    QString html = QStringLiteral("<h3>%1</h3><p>%2%3</p>")
                       .arg(heading.join(QStringLiteral("<br>")),
                           Tr::tr("%n node(s)", nullptr, static_cast<int>(u.members.size())).toHtmlEscaped(),
                           u.members.size() > 1 ? Tr::tr(" — double-click to expand").toHtmlEscaped() : QString());
    if (measured)
        html += measuredHtml(*measured);
    int shown = 0;
    for (int m : u.members) {
        if (++shown > MaxNodes) {
            html += QStringLiteral("<p>%1</p>")
                        .arg(Tr::tr("… and %1 more").arg(u.members.size() - MaxNodes).toHtmlEscaped());
            break;
        }
        const FxNode &n = g.nodes[m];
        // One paragraph per node: its name and op on the first line, then small lines below,
        // so names are never squeezed into a narrow table column and split.
        html += QStringLiteral("<p style=\"margin-top:6px; margin-bottom:0\"><b>%1</b> %2 %3")
                    .arg(name(n.name), name(n.target),
                        n.dtype.isEmpty() ? QString() : name(QStringLiteral("%1[%2]").arg(n.dtype, n.shape)));
        // Exported programs: the node's role in the signature, symbolic shape and stride, module, arguments.
        if (!n.role.isEmpty())
            html += QStringLiteral("<br><small>%1 %2</small>").arg(Tr::tr("role:").toHtmlEscaped(), name(n.role));
        if (n.op == FxNode::Op::GetAttr && g.exported && g.exported->subgraph(n.target))
            html += QStringLiteral("<br><small>%1</small>")
                        .arg(Tr::tr("Double-click to open this sub-graph; the graph list holds it as …/%1.")
                                 .arg(DisplayText::htmlLine(n.target, NameChars)));
        if (g.exported && !n.dtype.isEmpty()) // a printed program (a trace's) has no stride
            html += QStringLiteral("<br><small>%1 %2[%3]%4%5</small>")
                        .arg(Tr::tr("shape:").toHtmlEscaped(), DisplayText::htmlLine(n.dtype, NameChars),
                            DisplayText::htmlLine(n.shape, NameChars),
                            n.stride.isEmpty() ? QString()
                                               : QStringLiteral(" %1 [%2]")
                                                     .arg(Tr::tr("stride").toHtmlEscaped(),
                                                         DisplayText::htmlLine(n.stride, NameChars)),
                            n.device.isEmpty() ? QString()
                                               : QLatin1Char(' ') + DisplayText::htmlLine(n.device, NameChars));
        if (!n.module.isEmpty() && g.exported) // a printed program (a trace's) names no module class
            html += QStringLiteral("<br><small>%1 %2%3</small>")
                        .arg(Tr::tr("module:").toHtmlEscaped(), name(n.module),
                            n.moduleType.isEmpty() ? QString()
                                                   : QStringLiteral(" (%1)").arg(DisplayText::htmlLine(
                                                       n.moduleType.section(u'.', -1), NameChars)));
        if (!n.args.isEmpty())
            html += QStringLiteral("<br><small>%1</small>").arg(DisplayText::htmlLine(n.args, 400));
        if (!n.file.isEmpty())
            html += QStringLiteral("<br><small>%1:%2 %3</small>")
                        .arg(DisplayText::htmlLine(n.file.section(u'/', -1), NameChars))
                        .arg(n.line)
                        .arg(DisplayText::htmlLine(n.code, NameChars));
        if (n.group >= 0 && u.kind == QLatin1String("segment"))
            html += QStringLiteral("<br><small>%1 %2</small>")
                        .arg(Tr::tr("kernel").toHtmlEscaped(), name(g.groups[n.group].kernel));
        QStringList users;
        for (const auto &[from, to] : g.edges)
            if (from == m && users.size() < 8)
                users << name(g.nodes[to].name);
        if (!users.isEmpty())
            html += QStringLiteral("<br><small>%1 %2</small>")
                        .arg(Tr::tr("users:").toHtmlEscaped(), users.join(QStringLiteral(", ")));
        html += QStringLiteral("</p>");
    }
    // The kernel's generated code (Triton or C++), when the graph's output code is in the trace.
    const QString kernel = u.label.section(u'\n', 0, 0);
    if (const auto it = g.kernelSource.constFind(kernel); it != g.kernelSource.cend())
        html += QStringLiteral("<h4>%1</h4><pre style=\"font-size:8pt\">%2</pre>")
                    .arg(Tr::tr("Generated code").toHtmlEscaped(),
                        highlighted(DisplayText::escapeControls(DisplayText::elide(*it, 200000), true)));
    return html;
}

} // namespace cs::viewers
