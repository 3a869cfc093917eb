#include "viewers/widgets/compiledetails.h"

namespace cs::viewers {

CompileDetails::CompileDetails(QWidget *parent)
    : QTextBrowser(parent)
{
    setOpenLinks(false);
    showCompile(nullptr);
}

void CompileDetails::showCompile(const CompileSummary *c)
{
    if (!c) {
        setHtml(QStringLiteral("<p style='color:gray'>%1</p>")
                    .arg(tr("Select a compile id to see its details.").toHtmlEscaped()));
        return;
    }
    QString html;
    html += QStringLiteral("<h3>%1 <tt>[%2]</tt></h3>").arg(c->function.toHtmlEscaped(), c->id.toString());
    if (!c->file.isEmpty())
        html += QStringLiteral("<p><tt>%1:%2</tt></p>").arg(c->file.toHtmlEscaped()).arg(c->line);
    html += QStringLiteral("<table cellspacing=4>");
    auto row = [&](const QString &k, const QString &v) {
        html += QStringLiteral("<tr><td><b>%1</b></td><td>%2</td></tr>").arg(k.toHtmlEscaped(), v.toHtmlEscaped());
    };
    row(tr("Status"), CompileSummary::statusName(c->status));
    if (c->compileTimeS >= 0)
        row(tr("Compile time"), QStringLiteral("%1 s").arg(c->compileTimeS, 0, 'f', 3));
    row(tr("Attempts"), QString::number(c->attempts));
    row(tr("Graph breaks"), QString::number(c->graphBreaks));
    row(tr("Graphs"), QString::number(c->graphList.size()));
    row(tr("Trace records"), QString::number(c->records.size()));
    html += QStringLiteral("</table>");
    if (!c->recompileReason().isEmpty())
        html += QStringLiteral("<h4>%1</h4><pre>%2</pre>")
                    .arg(tr("Recompiled because").toHtmlEscaped(), c->recompileReason().toHtmlEscaped());
    if (!c->failType.isEmpty())
        html += QStringLiteral("<h4>%1: %2</h4><pre>%3</pre>")
                    .arg(tr("Failed").toHtmlEscaped(), c->failType.toHtmlEscaped(), c->failReason.toHtmlEscaped());
    if (!c->kernels.isEmpty()) {
        html += QStringLiteral("<h4>%1</h4><ul>")
                    .arg(tr("Generated kernels (%1)").arg(c->kernels.size()).toHtmlEscaped());
        for (const QString &k : c->kernels)
            html += QStringLiteral("<li><tt>%1</tt></li>").arg(k.toHtmlEscaped());
        html += QStringLiteral("</ul>");
    }
    setHtml(html);
}

} // namespace cs::viewers
