#include "viewers/widgets/fusiondetails.h"

#include "core/fusion/fusionsummary.h"
#include "core/fusion/reasons.h"
#include "core/report/fusiontext.h"
#include "viewers/displaytext.h"
#include "viewers/models/fusiondecisionsmodel.h"
#include "viewers/widgets/graphitems.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace cs::viewers {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(cs::viewers::FusionDetails)
};

constexpr int MaxListed = 40; // decisions, buffers or nodes listed in one field
constexpr int CodeChars = 60000; // a kernel's code shown (the Kernels view has it all)

QString h(const QString &s)
{
    return DisplayText::htmlLine(s);
}

QString row(const QString &name, const QString &valueHtml)
{
    return valueHtml.isEmpty()
        ? QString()
        : QStringLiteral("<tr><td valign=\"top\"><b>%1</b></td><td>%2</td></tr>").arg(name.toHtmlEscaped(), valueHtml);
}

QString names(const QStringList &list)
{
    QStringList out;
    for (qsizetype i = 0; i < list.size() && i < MaxListed; ++i)
        out << h(list[i]);
    if (list.size() > MaxListed)
        out << Tr::tr("… %n more", nullptr, static_cast<int>(list.size() - MaxListed));
    return out.join(QStringLiteral(", "));
}

QString nodeNames(const FusionGraph &g, const std::vector<int> &nodes)
{
    QStringList list;
    for (int n : nodes)
        if (n >= 0 && n < static_cast<int>(g.nodes.size()))
            list << g.nodes[size_t(n)].name;
    return names(list);
}

QString decisionLine(const FusionGraph &g, int i)
{
    const FusionDecision &d = g.decisions[size_t(i)];
    QString s
        = QStringLiteral("#%1 %2: %3 · %4").arg(i + 1).arg(FusionDecisionsModel::kindText(d.kind), h(d.a), h(d.b));
    if (!d.text.isEmpty())
        s += QStringLiteral(" — ") + h(d.text);
    else if (!d.tag.isEmpty())
        s += QStringLiteral(" — ") + h(d.tag);
    return s;
}

QString kernelHtml(const FusionGraph &g, const FinalNode &f, const KernelPlan *plan)
{
    QString html = QStringLiteral("<h3>%1</h3><table>").arg(Tr::tr("Final node and kernel").toHtmlEscaped());
    html += row(
        Tr::tr("Final node"), h(f.name) + (f.replayAgrees ? QString() : Tr::tr(" (the replay ends differently)")));
    const FusionKernel &k = f.kernel;
    QString kernel = k.name.isEmpty() ? (k.kind == QLatin1String("none") ? Tr::tr("none: no launch (a view or no-op)")
                                                                         : Tr::tr("not found in the generated code"))
                                      : h(k.name) + QStringLiteral(" (%1)").arg(h(k.kind));
    html += row(Tr::tr("Kernel"), kernel);
    if (!k.wrapper.isEmpty())
        html += row(Tr::tr("Launched"),
            Tr::tr("%1, line %2 (found by %3)")
                .arg(h(QFileInfo(k.wrapper).fileName()))
                .arg(k.launchLine)
                .arg(h(k.how)));
    if (k.provenance >= 0)
        html += row(Tr::tr("Provenance"),
            k.provenance == 1 ? Tr::tr("names this kernel for every node (%1)").arg(h(k.checkedBy))
                              : Tr::tr("names another kernel for some nodes (%1)").arg(h(k.checkedBy)));
    html += row(Tr::tr("Post-grad nodes"), names(k.postGrad));
    if (!f.internalBuffers.isEmpty())
        html += row(Tr::tr("Kept inside"),
            names(f.internalBuffers)
                + (f.savedTraffic ? Tr::tr(" — saves %1 of memory traffic").arg(formatBytes(*f.savedTraffic))
                                  : Tr::tr(" — sizes are symbolic")));
    if (k.timeUs)
        html += row(Tr::tr("Measured"), Tr::tr("%1 µs (median, newest profile run)").arg(*k.timeUs, 0, 'f', 2));
    else if (!k.name.isEmpty() && k.kind != QLatin1String("extern"))
        html += row(Tr::tr("Measured"), Tr::tr("not profiled yet (Kernels view ▸ Profile)"));
    html += QStringLiteral("</table>");
    if (plan && !plan->source.isEmpty())
        html += QStringLiteral("<pre>%1</pre>").arg(highlighted(DisplayText::block(plan->source, CodeChars)));
    else if (!k.name.isEmpty() && k.kind != QLatin1String("extern") && k.kind != QLatin1String("none"))
        html += QStringLiteral("<p><i>%1</i></p>")
                    .arg(Tr::tr("The kernel's code appears once the Kernels view has read the generated code.")
                             .toHtmlEscaped());
    Q_UNUSED(g);
    return html;
}

} // namespace

QString fusionAttributionText(const FusionGraph &g)
{
    if (!g.hasDecisions()) // no decisions: nothing attributed, however sure the graph's name is
        return Tr::tr("no fusion log");
    switch (g.attribution) {
    case FusionGraph::Attribution::Named:
        return Tr::tr("certain: the log names the graph");
    case FusionGraph::Attribution::Matched:
        return Tr::tr("sure: its nodes match the graph's IR");
    case FusionGraph::Attribution::Ordered:
        return Tr::tr("likely: by order within its compile");
    case FusionGraph::Attribution::Ambiguous:
        return Tr::tr("uncertain: several graphs fit");
    case FusionGraph::Attribution::Unattributed:
        break;
    }
    return Tr::tr("unattributed");
}

QString fusionNodeHtml(const FusionStepper &stepper, int node, int position, const KernelPlan *plan)
{
    const FusionGraph &g = stepper.graph();
    if (node < 0 || node >= static_cast<int>(g.nodes.size()))
        return {};
    const SchedNode &n = g.nodes[size_t(node)];
    QString html = QStringLiteral("<h3>%1</h3><table>").arg(h(n.name));
    QStringList kind;
    for (const QString &k : { n.nodeClass, n.irClass, n.data })
        if (!k.isEmpty())
            kind << k;
    html += row(Tr::tr("Kind"), h(kind.join(QStringLiteral(" · "))));
    html += row(Tr::tr("Device"), h(n.device));
    html += row(Tr::tr("Ranges"), h(n.ranges));
    if (!n.numel.isEmpty())
        html += row(Tr::tr("numel / rnumel"), h(n.numel + QStringLiteral(" / ") + n.rnumel));
    html += row(Tr::tr("Reduction"), h(n.reductionType));
    html += row(Tr::tr("Extern kernel"), h(n.kernel));
    html += row(Tr::tr("Post-grad nodes"), names(n.origins));
    if (!n.file.isEmpty())
        html += row(Tr::tr("Source"),
            h(QStringLiteral("%1:%2").arg(QFileInfo(n.file).fileName()).arg(n.fileLine))
                + (n.code.isEmpty() ? QString() : QStringLiteral("<br><code>%1</code>").arg(h(n.code))));
    html += row(Tr::tr("Writes"), names(n.writes));
    html += row(Tr::tr("Reads"), names(n.reads));
    html += row(Tr::tr("Mutates"), names(n.mutates));
    html += row(Tr::tr("Depends on"), nodeNames(g, n.producers));
    std::vector<int> consumers;
    for (size_t i = 0; i < g.nodes.size(); ++i)
        for (int p : g.nodes[i].producers)
            if (p == node) {
                consumers.push_back(static_cast<int>(i));
                break;
            }
    html += row(Tr::tr("Used by"), nodeNames(g, consumers));
    // Where it stands at this position, and what was decided about it.
    const std::vector<int> state = stepper.state(position);
    const FusedNode &now = g.fused[size_t(state[size_t(node)])];
    if (now.members.size() > 1)
        html += row(Tr::tr("Now in"),
            Tr::tr("%1 (%n scheduler nodes), made by decision #%2", nullptr, static_cast<int>(now.members.size()))
                .arg(h(now.name))
                .arg(now.decision + 1));
    else
        html += row(Tr::tr("Now in"), Tr::tr("not fused yet"));
    QStringList about;
    int count = 0;
    for (size_t i = 0; i < g.decisions.size(); ++i) {
        const FusionDecision &d = g.decisions[i];
        auto holds = [&](int fused) {
            if (fused < 0)
                return false;
            const auto &m = g.fused[size_t(fused)].members;
            return std::find(m.begin(), m.end(), node) != m.end();
        };
        if (!holds(d.nodeA) && !holds(d.nodeB))
            continue;
        if (++count <= MaxListed)
            about << decisionLine(g, static_cast<int>(i));
    }
    if (count > MaxListed)
        about << Tr::tr("… %n more", nullptr, count - MaxListed);
    html += row(Tr::tr("Decisions"), about.isEmpty() ? Tr::tr("none recorded") : about.join(QStringLiteral("<br>")));
    html += QStringLiteral("</table>");
    if (const FinalNode *f = stepper.finalOf(node))
        html += kernelHtml(g, *f, plan);
    if (g.pre && n.ir >= 0 && n.ir < static_cast<int>(g.pre->nodes.size())
        && !g.pre->nodes[size_t(n.ir)].loopBody.isEmpty())
        html += QStringLiteral("<h3>%1</h3><pre>%2</pre>")
                    .arg(Tr::tr("Loop body").toHtmlEscaped(), DisplayText::html(g.pre->nodes[size_t(n.ir)].loopBody));
    return html;
}

QString fusionFinalHtml(const FusionGraph &graph, int final, const KernelPlan *plan)
{
    if (final < 0 || final >= static_cast<int>(graph.finals.size()))
        return {};
    return kernelHtml(graph, graph.finals[size_t(final)], plan);
}

QString whyNotHtml(const FusionGraph &g, const WhyNotAnswer &w)
{
    QString html = QStringLiteral("<h3>%1</h3>").arg(Tr::tr("Why are %1 and %2 separate?").arg(h(w.a), h(w.b)));
    if (!w.error.isEmpty())
        return html + QStringLiteral("<p>%1</p>").arg(DisplayText::html(w.error));
    html += QStringLiteral("<p>%1<br>%2</p>").arg(h(w.selA.how), h(w.selB.how));
    QString verdict;
    switch (w.verdict) {
    case WhyNotAnswer::Verdict::Fused:
        verdict = Tr::tr("They are one kernel.");
        break;
    case WhyNotAnswer::Verdict::Rejected:
        verdict = Tr::tr("Inductor rejected the fusion (recorded).");
        break;
    case WhyNotAnswer::Verdict::NeverScored:
        verdict = Tr::tr("The pair could never have been scored.");
        break;
    case WhyNotAnswer::Verdict::CannotTell:
        verdict = Tr::tr("The record cannot tell “rejected” from “lost to a higher-scored fusion”.");
        break;
    case WhyNotAnswer::Verdict::Overlap:
        verdict = Tr::tr("The two names share scheduler nodes.");
        break;
    }
    html += QStringLiteral("<p><b>%1</b></p>").arg(verdict.toHtmlEscaped());
    html += QStringLiteral("<p>%1</p>").arg(DisplayText::html(w.answer).replace(u'\n', QStringLiteral("<br>")));
    if (!w.decisions.empty()) {
        QStringList lines;
        for (size_t i = 0; i < w.decisions.size() && i < size_t(MaxListed); ++i)
            lines << decisionLine(g, w.decisions[i]);
        html += QStringLiteral("<h4>%1</h4><p>%2</p>")
                    .arg(Tr::tr("Recorded decisions").toHtmlEscaped(), lines.join(QStringLiteral("<br>")));
    }
    if (!w.structural.isEmpty())
        html += QStringLiteral("<h4>%1</h4><ul><li>%2</li></ul>")
                    .arg(Tr::tr("From the IR's dependencies").toHtmlEscaped(), [&] {
                        QStringList l;
                        for (const QString &s : w.structural)
                            l << DisplayText::html(s);
                        return l.join(QStringLiteral("</li><li>"));
                    }());
    if (!w.settings.isEmpty())
        html += QStringLiteral("<h4>%1</h4><p>%2</p>")
                    .arg(Tr::tr("Settings that change the outcome").toHtmlEscaped(), names(w.settings));
    return html;
}

QString fusionSummaryHtml(const FusionGraph &g, const QString &missing)
{
    const FusionSummary s = summarizeFusion(g);
    QString html = QStringLiteral("<h3>%1</h3>").arg(h(g.id));
    if (!g.hasDecisions())
        html += QStringLiteral("<p><b>%1</b></p>")
                    .arg(DisplayText::html(missing.isEmpty()
                            ? Tr::tr("This graph has no fusion log: TORCH_LOGS=fusion "
                                     "records Inductor's decisions (compilescope record "
                                     "sets it). Shown: the final groups from %1.")
                                  .arg(g.finalSource)
                            : missing));
    html += QStringLiteral("<p>%1</p>")
                .arg(Tr::tr("%1 scheduler nodes → %2 fusion groups; %3 fusions, %4 rejections, %5 benchmark verdicts.")
                         .arg(s.nodesBefore)
                         .arg(s.nodesAfter)
                         .arg(s.fuses)
                         .arg(s.rejects)
                         .arg(s.benchmarks)
                         .toHtmlEscaped());
    if (!s.blocked.empty()) {
        html += QStringLiteral("<h4>%1</h4><table border=\"0\" cellspacing=\"4\"><tr><th align=\"left\">%2</th>"
                               "<th>%3</th><th>%4</th><th align=\"left\">%5</th></tr>")
                    .arg(Tr::tr("Blocked, by reason").toHtmlEscaped(), Tr::tr("Reason").toHtmlEscaped(),
                        Tr::tr("Lines").toHtmlEscaped(), Tr::tr("Pairs").toHtmlEscaped(),
                        Tr::tr("Settings that change it").toHtmlEscaped());
        for (const auto &b : s.blocked)
            html += QStringLiteral(
                "<tr><td>%1</td><td align=\"right\">%2</td><td align=\"right\">%3</td><td>%4</td></tr>")
                        .arg(h(b.title))
                        .arg(b.lines)
                        .arg(b.pairs)
                        .arg(names(b.settings));
        html += QStringLiteral("</table>");
    }
    if (s.unnamedRejects > 0)
        html += QStringLiteral("<p>%1</p>")
                    .arg(Tr::tr("%n rejection(s) name no nodes (an older PyTorch's `cannot fuse (tag)` lines).",
                        nullptr, s.unnamedRejects)
                             .toHtmlEscaped());
    if (!s.values.empty()) {
        QStringList lines;
        for (size_t i = 0; i < s.values.size() && i < 12; ++i)
            lines << QStringLiteral("%1: %2 ×%3")
                         .arg(h(s.values[i].reason), h(s.values[i].values))
                         .arg(s.values[i].count);
        html += QStringLiteral("<h4>%1</h4><p>%2</p>")
                    .arg(Tr::tr("Values inside the reasons").toHtmlEscaped(), lines.join(QStringLiteral("<br>")));
    }
    if (g.pre) {
        html += QStringLiteral("<h4>%1</h4><p>%2</p>")
                    .arg(Tr::tr("Memory traffic fusion saved").toHtmlEscaped(),
                        Tr::tr("%1 in total (buffers kept inside kernels: %2)")
                            .arg(formatBytes(s.savedTraffic), formatBytes(s.internalBytes))
                            .toHtmlEscaped());
        QStringList lines;
        for (size_t i = 0; i < s.saved.size() && i < 20; ++i) {
            const FinalNode &f = g.finals[size_t(s.saved[i].final)];
            lines << QStringLiteral("%1 — %2").arg(
                h(f.kernel.name.isEmpty() ? f.name : f.kernel.name), formatBytes(s.saved[i].traffic).toHtmlEscaped());
        }
        if (s.saved.size() > 20)
            lines << Tr::tr("… %n more", nullptr, static_cast<int>(s.saved.size() - 20));
        html += QStringLiteral("<p>%1</p>").arg(lines.join(QStringLiteral("<br>")));
        if (s.unknownBytes > 0)
            html += QStringLiteral("<p>%1</p>")
                        .arg(Tr::tr("%n fused node(s) with symbolic sizes not counted.", nullptr, s.unknownBytes)
                                 .toHtmlEscaped());
    }
    if (!g.nodes.empty()) {
        QStringList alone;
        for (int i : s.alone)
            alone << g.finals[size_t(i)].name
                    + (g.finals[size_t(i)].kernel.name.isEmpty()
                            ? QString()
                            : QStringLiteral(" → ") + g.finals[size_t(i)].kernel.name);
        html += QStringLiteral("<h4>%1</h4><p>%2</p>")
                    .arg(Tr::tr("Stayed alone").toHtmlEscaped(),
                        (Tr::tr("%n kernel(s) of one node; ", nullptr, int(s.alone.size()))
                            + Tr::tr("%n extern or no-op node(s).", nullptr, int(s.externs.size())))
                                .toHtmlEscaped()
                            + (alone.isEmpty() ? QString() : QStringLiteral("<br>") + names(alone)));
    }
    html
        += QStringLiteral("<h4>%1</h4><p>%2</p>")
               .arg(Tr::tr("What the record cannot tell").toHtmlEscaped(),
                   Tr::tr("Pairs that share no buffer, or lie beyond 64 users of a shared buffer, are never scored and "
                          "leave no line; extern kernels and no-ops are left out; some checks refuse without a line; "
                          "the score that orders candidates is never logged. A legal pair with no line was lost to a "
                          "higher-scored fusion or refused silently: the record cannot tell which.")
                       .toHtmlEscaped());
    if (!g.evidence.isEmpty())
        html += QStringLiteral("<h4>%1</h4><p>%2</p>")
                    .arg(Tr::tr("Attribution: %1").arg(fusionAttributionText(g)).toHtmlEscaped(), names(g.evidence));
    return html;
}

} // namespace cs::viewers
