#include "viewers/widgets/fixfirstpane.h"

#include "core/analysis/coverage.h"
#include "core/report/autotunereport.h"
#include "core/report/explainreport.h"
#include "core/util/codespans.h"
#include "viewers/displaytext.h"

#include <QTextBrowser>
#include <QUrl>
#include <QVBoxLayout>

#include <algorithm>

namespace cs::viewers {
namespace {

QString costText(const Fix &f)
{
    if (f.costS < 0)
        return {};
    if (f.kind == Fix::Kind::Recompiles) // what its fix saves: a dynamic compile it needs stays
        return FixFirstPane::tr("saves about %1 s of compile time").arg(f.costS, 0, 'f', 3);
    return FixFirstPane::tr("%1 s of compile time").arg(f.costS, 0, 'f', 3);
}

} // namespace

FixFirstPane::FixFirstPane(QWidget *parent)
    : QWidget(parent)
{
    m_browser = new QTextBrowser;
    m_browser->setOpenLinks(false);
    m_browser->setObjectName(QStringLiteral("fixFirstText"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_browser);
    connect(m_browser, &QTextBrowser::anchorClicked, this, &FixFirstPane::openLink);
}

QString FixFirstPane::viewTitle(const QString &view)
{
    if (view == QLatin1String("failures"))
        return tr("Failures");
    if (view == QLatin1String("recompiles"))
        return tr("Recompiles");
    if (view == QLatin1String("cudagraphs"))
        return tr("CUDA graphs");
    if (view == QLatin1String("breaks"))
        return tr("Graph breaks");
    if (view == QLatin1String("time"))
        return tr("Compile time");
    return view;
}

void FixFirstPane::setExplanation(const Explanation &e)
{
    m_fixes = fixList(e);
    QString html = QStringLiteral("<h2>%1</h2>").arg(tr("What to fix first").toHtmlEscaped());
    // A log cut short: what follows rests on what could be read (the CLI's explain says it first too).
    if (const QString note = readInPartNote(e).trimmed(); !note.isEmpty())
        html += QStringLiteral("<p style=\"color:#b56a00\">%1</p>")
                    .arg(htmlWithCodeSpans(DisplayText::line(note, DisplayText::DetailChars)));
    const QString coverage = e.input.isEmpty() ? coverageHeadline(e.coverage) : e.input;
    html += QStringLiteral("<p><b>%1</b> %2</p>")
                .arg((e.input.isEmpty() ? tr("Coverage:") : tr("Input:")).toHtmlEscaped(),
                    DisplayText::htmlLine(coverage, DisplayText::DetailChars));
    // The functions it counts as capturing nothing, as explain lists them (names are trace text).
    if (const QStringList empty = emptyFunctionLines(e.coverage); e.input.isEmpty() && !empty.isEmpty()) {
        html += QStringLiteral("<ul>");
        for (const QString &line : empty)
            html += QStringLiteral("<li>%1</li>").arg(DisplayText::htmlLine(line, DisplayText::DetailChars));
        html += QStringLiteral("</ul>");
    }
    if (m_fixes.empty() && e.inputKind == Explanation::InputKind::Profiles)
        html += QStringLiteral("<p>%1</p>")
                    .arg(tr("A profiler trace alone says how long the compiled code ran, not why: its kernels are "
                            "in the Kernels view. Open it together with the run's TORCH_TRACE log (File > Open, "
                            "both files) to see graph breaks, recompiles and compile time.")
                             .toHtmlEscaped());
    else if (m_fixes.empty() && e.inputKind == Explanation::InputKind::Archives)
        html += QStringLiteral("<p>%1</p>")
                    .arg(tr("There is nothing of torch.compile to fix in these files. The program's graph is in "
                            "the Graph view, its inputs, outputs and dynamic dimensions in the Inputs view, the "
                            "kernels compiled ahead of time in the Kernels view.")
                             .toHtmlEscaped());
    else if (m_fixes.empty())
        html += QStringLiteral("<p>%1</p>")
                    .arg(tr("Nothing to fix: no graph breaks, recompiles or failures were recorded.").toHtmlEscaped());
    else
        html += QStringLiteral("<p>%1</p>")
                    .arg(tr("Ranked by what each costs: failures and recompile-limit hits first (that code runs "
                            "eagerly), then what costs time on every call (CUDA graphs not captured, graph breaks a "
                            "profiler timed), then recompiles and graph breaks by compile time.")
                             .toHtmlEscaped());
    html += QStringLiteral("<ol>");
    for (size_t i = 0; i < m_fixes.size(); ++i) {
        const Fix &f = m_fixes[i];
        html += QStringLiteral("<li><p><b>%1</b>")
                    .arg(htmlWithCodeSpans(DisplayText::line(f.title, DisplayText::DetailChars)));
        if (const QString cost = costText(f); !cost.isEmpty())
            html += QStringLiteral(" — %1").arg(cost.toHtmlEscaped());
        html += QStringLiteral("<br>");
        if (!f.detail.isEmpty())
            html += tr("Why: %1").toHtmlEscaped().arg(
                        htmlWithCodeSpans(DisplayText::line(f.detail, DisplayText::DetailChars)))
                + QStringLiteral("<br>");
        if (!f.change.isEmpty())
            html += tr("Fix: %1").toHtmlEscaped().arg(
                        htmlWithCodeSpans(DisplayText::line(f.change, DisplayText::DetailChars)))
                + QStringLiteral("<br>");
        html += QStringLiteral("<a href=\"fix:%1\">%2</a></p></li>")
                    .arg(i)
                    .arg(tr("Show in %1 ›").arg(viewTitle(f.view)).toHtmlEscaped());
    }
    html += QStringLiteral("</ol>");
    // Candidates max-autotune dropped: not a finding, said under them (as explain says it).
    if (const QString note = autotuneRejectionNote(e.autotuneRejections); !note.isEmpty()) {
        const bool listed = std::any_of(e.autotuneRejections.begin(), e.autotuneRejections.end(),
            [](const AutotuneRejection &r) { return r.inMessages; });
        html += QStringLiteral("<p>%1 %2</p>")
                    .arg(htmlWithCodeSpans(DisplayText::line(note, DisplayText::DetailChars)),
                        listed ? QStringLiteral("<a href=\"view:messages\">%1</a>")
                                     .arg(tr("Show in %1 ›").arg(tr("Messages")).toHtmlEscaped())
                               : QString());
    }
    m_browser->setHtml(html);
}

QString FixFirstPane::text() const
{
    return m_browser->toPlainText();
}

void FixFirstPane::openLink(const QUrl &url)
{
    if (url.scheme() == QLatin1String("view")) {
        Q_EMIT viewRequested(url.path());
        return;
    }
    if (url.scheme() != QLatin1String("fix"))
        return;
    bool ok = false;
    const int i = url.path().toInt(&ok);
    if (ok && i >= 0 && i < int(m_fixes.size()))
        Q_EMIT evidenceRequested(i);
}

} // namespace cs::viewers
