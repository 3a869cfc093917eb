#include "viewers/widgets/compiledetails.h"

#include "viewers/displaytext.h"

#include <algorithm>

namespace cs::viewers {
namespace {

constexpr int NameChars = 400; // a function or file name in a heading
constexpr int MaxKernels = 300;

} // namespace

QString CompileDetails::splitHtml(const DdpSplitInfo &split) const
{
    QString html
        = QStringLiteral("<h4>%1</h4><p>%2</p><table cellspacing=4><tr><th align=left>%3</th>"
                         "<th align=right>%4</th><th align=right>%5</th><th align=left>%6</th></tr>")
              .arg(tr("DDP split into %n child graph(s)", nullptr, static_cast<int>(split.split.children.size()))
                       .toHtmlEscaped(),
                  DisplayText::html(split.split.reason()), tr("Child").toHtmlEscaped(),
                  tr("Parameters").toHtmlEscaped(), tr("Bucket").toHtmlEscaped(),
                  tr("Forward / backward graph").toHtmlEscaped());
    for (size_t i = 0; i < split.split.children.size(); ++i) {
        const DdpChild &child = split.split.children[i];
        const DdpSplitInfo::ChildGraphs g = i < split.graphs.size() ? split.graphs[i] : DdpSplitInfo::ChildGraphs {};
        html += QStringLiteral("<tr><td><tt>%1</tt></td><td align=right>%2</td><td align=right>%3</td>"
                               "<td><tt>%4</tt><br><tt>%5</tt></td></tr>")
                    .arg(DisplayText::htmlLine(child.name, NameChars))
                    .arg(child.params.size())
                    .arg(child.bucketBytes >= 0 ? locale().formattedDataSize(child.bucketBytes).toHtmlEscaped()
                                                : tr("unknown").toHtmlEscaped(),
                        DisplayText::htmlLine(g.forward.isEmpty() ? QStringLiteral("–") : g.forward, NameChars),
                        DisplayText::htmlLine(g.backward.isEmpty() ? QStringLiteral("–") : g.backward, NameChars));
    }
    return html + QStringLiteral("</table>");
}

CompileDetails::CompileDetails(QWidget *parent)
    : QTextBrowser(parent)
{
    setOpenLinks(false);
    showCompile(nullptr);
}

void CompileDetails::showCompile(const CompileSummary *c, const DdpSplitInfo *split, int rank)
{
    if (!c) {
        setHtml(QStringLiteral("<p style='color:gray'>%1</p>")
                    .arg(tr("Select a compile id to see its details.").toHtmlEscaped()));
        return;
    }
    QString html;
    const QString onRank = rank >= 0 ? QStringLiteral(" — %1").arg(tr("rank %1").arg(rank).toHtmlEscaped()) : QString();
    html += QStringLiteral("<h3>%1 <tt>[%2]</tt>%3</h3>")
                .arg(DisplayText::htmlLine(c->displayFunction(), NameChars), c->id.toString().toHtmlEscaped(), onRank);
    if (!c->displayFile().isEmpty())
        html += c->displayLine() > 0
            ? QStringLiteral("<p><tt>%1:%2</tt></p>")
                  .arg(DisplayText::htmlLine(c->displayFile(), NameChars))
                  .arg(c->displayLine())
            : QStringLiteral("<p><tt>%1</tt></p>").arg(DisplayText::htmlLine(c->displayFile(), NameChars));
    if (!c->wrapperLabel().isEmpty())
        html += QStringLiteral("<p>%1</p>")
                    .arg(tr("Dynamo compiled %1: a decorator wrapped around this function.")
                             .toHtmlEscaped()
                             .arg(DisplayText::htmlLine(c->wrapperLabel(), NameChars)));
    html += QStringLiteral("<table cellspacing=4>");
    auto row = [&](const QString &k, const QString &v) {
        html += QStringLiteral("<tr><td><b>%1</b></td><td>%2</td></tr>").arg(k.toHtmlEscaped(), DisplayText::html(v));
    };
    row(tr("Status"), CompileSummary::statusText(c->status));
    if (c->compileTimeS >= 0)
        row(c->backwardCompileTimeS > 0 ? tr("Forward compile time") : tr("Compile time"),
            QStringLiteral("%1 s").arg(c->compileTimeS, 0, 'f', 3));
    // By phase, exclusive as the Compile time view stacks them (code generation inside Inductor's).
    if (c->phases.known()) {
        QStringList parts;
        auto part = [&](const QString &name, double s) {
            if (s >= 0)
                parts << tr("%1 %2 s").arg(name, QString::number(s, 'f', 3));
        };
        part(tr("Dynamo"), c->phases.dynamo);
        part(tr("AOTAutograd"), c->phases.aotAutograd);
        part(tr("Inductor"), c->phases.inductor);
        part(tr("Code generation"), c->phases.codegen);
        row(tr("By phase"), parts.join(QStringLiteral(", ")));
    }
    if (c->backwardCompileTimeS >= 0)
        row(tr("Backward compile time"),
            tr("%1 s, compiled at the first backward call").arg(c->backwardCompileTimeS, 0, 'f', 3));
    // PyTorch names a restarted compile's later attempt "1/0_1": the Passes and Fusion views (and
    // TORCH_LOGS) name its graphs so.
    row(tr("Attempts"),
        c->attempts > 1
            ? tr("%1: Dynamo restarted its analysis; the graphs are of the last attempt, which "
                 "PyTorch's records name %2 (TORCH_LOGS, and views that read them)")
                  .arg(QString::number(c->attempts), QStringLiteral("%1_%2").arg(c->id.toString()).arg(c->attempts - 1))
            : QString::number(c->attempts));
    row(tr("Graph breaks"), QString::number(c->graphBreaks));
    // As `graph --list` and the Graph view count them; a pass's "before" snapshot of a graph is
    // the same graph (the Passes view shows it).
    const auto snapshots = std::count_if(c->graphList.begin(), c->graphList.end(),
        [](const CompileSummary::Graph &g) { return g.stage.startsWith(QLatin1String("before_")); });
    const auto graphs = static_cast<qsizetype>(c->graphList.size()) - snapshots;
    row(tr("Graphs"),
        snapshots > 0
            ? tr("%1 (and %n snapshot(s) before a pass: the Passes view)", nullptr, int(snapshots)).arg(graphs)
            : QString::number(graphs));
    row(tr("Trace records"), QString::number(c->records.size()));
    html += QStringLiteral("</table>");
    if (!c->recompileReason().isEmpty())
        html += QStringLiteral("<h4>%1</h4><pre>%2</pre>")
                    .arg(tr("Recompiled because").toHtmlEscaped(), DisplayText::html(c->recompileReason()));
    if (!c->failType.isEmpty())
        html += QStringLiteral("<h4>%1: %2</h4><pre>%3</pre>")
                    .arg(tr("Failed").toHtmlEscaped(), DisplayText::htmlLine(c->failType),
                        DisplayText::html(c->failReason));
    if (split)
        html += splitHtml(*split);
    if (!c->kernels.isEmpty()) {
        html += QStringLiteral("<h4>%1</h4><ul>")
                    .arg((tr("Generated kernels: %n distinct, ", nullptr, c->kernelCounts.distinctKernels)
                        + tr("%n launch(es) per call", nullptr, c->kernelCounts.launches)
                        + tr(" (%n extern call(s))", nullptr, c->kernelCounts.externLaunches))
                             .toHtmlEscaped());
        // One line per name; a name several graphs define is that many kernels (×N).
        QList<QPair<QString, int>> names;
        for (const QString &k : c->kernels)
            if (!names.isEmpty() && names.back().first == k)
                ++names.back().second;
            else
                names.push_back({ k, 1 });
        for (qsizetype i = 0; i < names.size() && i < MaxKernels; ++i)
            html += QStringLiteral("<li><tt>%1</tt>%2</li>")
                        .arg(DisplayText::htmlLine(names[i].first, NameChars),
                            names[i].second > 1 ? QStringLiteral(" ×%1").arg(names[i].second) : QString());
        if (names.size() > MaxKernels)
            html += QStringLiteral("<li>%1</li>")
                        .arg(tr("… and %1 more (the Kernels view lists them all)")
                                 .arg(names.size() - MaxKernels)
                                 .toHtmlEscaped());
        html += QStringLiteral("</ul>");
    }
    setHtml(html);
}

} // namespace cs::viewers
