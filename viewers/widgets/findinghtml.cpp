#include "viewers/widgets/findinghtml.h"

#include "core/analysis/cudagraphskip.h"
#include "core/report/fixlist.h"
#include "core/util/codespans.h"

#include "viewers/displaytext.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>

namespace cs::viewers {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(cs::viewers::Findings)
};

// `name` spans of explanations and PyTorch's hints shown as code, not as raw backticks: the
// text was escaped (and elided) first, so a span holds escaped text only.
QString withCodeSpans(const QString &escapedHtml)
{
    return htmlWithCodeSpans(escapedHtml, [](const QString &s) { return s; });
}

// Builds HTML and plain text side by side so both say the same. The HTML shows trace text
// escaped (markup, controls and bidi marks made visible) and elided; the plain text, which
// Copy as Text puts on the clipboard, is the full text.
class Doc {
public:
    void heading(const QString &t)
    {
        m_html += QStringLiteral("<h3>%1</h3>").arg(DisplayText::html(t, HeadingChars));
        m_text += t + QStringLiteral("\n");
    }
    void field(const QString &k, const QString &v)
    {
        if (v.isEmpty())
            return;
        m_html += QStringLiteral("<p><b>%1</b> %2</p>").arg(DisplayText::html(k), DisplayText::html(v));
        m_text += k + QStringLiteral(" ") + v + QStringLiteral("\n");
    }
    // Prose with `code` spans (suggestions, hints): the spans set as code in the HTML.
    void prose(const QString &k, const QString &v)
    {
        if (v.isEmpty())
            return;
        m_html += QStringLiteral("<p><b>%1</b> %2</p>").arg(DisplayText::html(k), withCodeSpans(DisplayText::html(v)));
        m_text += k + QStringLiteral(" ") + v + QStringLiteral("\n");
    }
    void code(const QString &k, const QString &v)
    {
        if (v.isEmpty())
            return;
        m_html += QStringLiteral("<p><b>%1</b></p><pre>%2</pre>").arg(DisplayText::html(k), DisplayText::html(v));
        m_text += k + QStringLiteral("\n") + v + QStringLiteral("\n");
    }
    void list(const QString &k, const QStringList &items, bool codeSpans = false)
    {
        if (items.isEmpty())
            return;
        m_html += QStringLiteral("<p><b>%1</b></p><ul>").arg(DisplayText::html(k));
        m_text += k + QStringLiteral("\n");
        for (qsizetype i = 0; i < items.size(); ++i) {
            if (i < MaxListItems)
                m_html
                    += QStringLiteral("<li>%1</li>")
                           .arg(codeSpans ? withCodeSpans(DisplayText::html(items[i])) : DisplayText::html(items[i]));
            m_text += QStringLiteral("  - ") + items[i] + QStringLiteral("\n");
        }
        if (items.size() > MaxListItems)
            m_html += QStringLiteral("<li>%1</li>")
                          .arg(Tr::tr("… %n more (Copy as Text has them all)", nullptr,
                              static_cast<int>(items.size() - MaxListItems))
                                   .toHtmlEscaped());
        m_html += QStringLiteral("</ul>");
    }
    // Only plain https links to PyTorch's documentation are live; anything else is text.
    void link(const QString &url)
    {
        static const QRegularExpression safe(QStringLiteral(
            R"(^https://(([a-z0-9-]+\.)*pytorch\.org|meta-pytorch\.github\.io|pytorch\.github\.io|github\.com/pytorch)(/[A-Za-z0-9._~/%#?=&+-]*)?$)"));
        if (url.isEmpty())
            return;
        if (url.size() < 2000 && safe.match(url).hasMatch())
            m_html += QStringLiteral("<p><a href=\"%1\">%1</a></p>").arg(url.toHtmlEscaped());
        else
            m_html += QStringLiteral("<p>%1</p>").arg(DisplayText::html(url, DisplayText::CellChars));
        m_text += url + QStringLiteral("\n");
    }
    ExplorerPane::Details done(
        const QString &file, int line, const QString &recorded, const QString &lineText = {}) const
    {
        return { m_html, m_text, file, line, recorded, lineText };
    }

private:
    static constexpr int HeadingChars = 400;
    static constexpr int MaxListItems = 200;
    QString m_html, m_text;
};

QString stackText(const QList<SourceFrame> &stack)
{
    QString s;
    for (const SourceFrame &f : stack)
        s += QStringLiteral("%1:%2 in %3\n    %4\n").arg(f.file).arg(f.line).arg(f.function, f.source);
    return s;
}

} // namespace

ExplorerPane::Details describeBreak(const BreakGroup &b)
{
    Doc d;
    d.heading(Tr::tr("Graph break: %1").arg(b.reason));
    d.field(Tr::tr("Where"), QStringLiteral("%1:%2").arg(b.file).arg(b.line));
    d.code(Tr::tr("Line"), b.sourceLine);
    d.field(Tr::tr("Why"), b.explanation);
    if (!b.advice.isEmpty())
        d.prose(Tr::tr("Fix"), b.advice);
    d.list(b.advice.isEmpty() ? Tr::tr("How to fix") : Tr::tr("PyTorch's hints"), b.hints, true);
    d.field(Tr::tr("Seen"), Tr::tr("%n time(s), in %1", nullptr, b.count).arg(b.compileIds.join(QStringLiteral(", "))));
    d.field(Tr::tr("Added compile time"),
        Tr::tr("%1 s: the tracing Dynamo threw away when this break restarted its analysis "
               "(dynamo_time_before_restart_s, summed over %n compile(s))",
            nullptr, static_cast<int>(b.refs.size()))
            .arg(b.cost(), 0, 'f', 3));
    QStringList around;
    for (const BreakGroup::Involved &i : b.involved)
        around << (i.compileTimeS < 0 ? Tr::tr("%1 not recorded").arg(i.compileId)
                                      : Tr::tr("%1 %2 s").arg(i.compileId).arg(i.compileTimeS, 0, 'f', 3));
    d.field(Tr::tr("Compiles around it"),
        Tr::tr("%1 s in %2 (entire_frame_compile_time_s). Not caused by the break alone: without it the same code "
               "would still compile, as one frame.")
            .arg(b.involvedTimeS(), 0, 'f', 3)
            .arg(around.join(QStringLiteral(", "))));
    if (b.hasRuntime())
        d.field(Tr::tr("Run time"),
            Tr::tr("%1 ms outside compiled graphs over %n call(s) (%2 µs per call, from the profiler trace)", nullptr,
                b.runtimeCalls)
                .arg(b.runtimeOutsideUs / 1000.0, 0, 'f', 3)
                .arg(b.runtimeOutsideUs / std::max(1, b.runtimeCalls), 0, 'f', 1));
    d.field(Tr::tr("Resumes in"), b.resumeFunctions.join(QStringLiteral(", ")));
    d.link(b.url);
    d.code(Tr::tr("User stack"), stackText(b.userStack));
    return d.done(b.file, b.line, stackText(b.userStack), b.sourceLine);
}

ExplorerPane::Details describeRecompiles(const FunctionRecompiles &f, const RecompileStep *step)
{
    Doc d;
    if (!step) {
        d.heading(Tr::tr("%1 recompiled %n time(s)", nullptr, f.recompileCount()).arg(f.function));
        d.field(Tr::tr("Chain"), f.compileIds.join(QStringLiteral(" → ")));
        d.field(Tr::tr("Compile time in recompiles"), QStringLiteral("%1 s").arg(f.recompileTimeS, 0, 'f', 3));
        if (const QString saving = recompileSavingText(f); !saving.isEmpty())
            d.field(Tr::tr("Saved by the fix"), saving);
        if (f.storm)
            d.field(Tr::tr("Storm"), Tr::tr("this function recompiles again and again; fix the first guard below"));
        if (f.limitHit)
            d.field(Tr::tr("Limit"), Tr::tr("the recompile limit was hit: later calls run without compilation"));
        QStringList steps;
        for (const RecompileStep &s : f.steps)
            steps << QStringLiteral("[%1] %2 %3: %4")
                         .arg(s.compileId, GuardFailure::categoryName(s.failure.category), s.failure.subject,
                             s.failure.actual.isEmpty()
                                 ? s.failure.expected
                                 : s.failure.expected + QStringLiteral(" → ") + s.failure.actual);
        d.list(Tr::tr("Recompiles"), steps);
        return d.done(f.file, f.line, {});
    }
    const GuardFailure &g = step->failure;
    // A wrapper frame holding several functions: the one this compile held.
    d.heading(
        Tr::tr("Recompile [%1] of %2").arg(step->compileId, step->function.isEmpty() ? f.function : step->function));
    d.field(Tr::tr("Guard that failed"),
        QStringLiteral("%1 (%2)").arg(g.guard.isEmpty() ? g.text : g.guard, GuardFailure::categoryName(g.category)));
    d.field(Tr::tr("Subject"), g.subject + (g.dimension.isEmpty() ? QString() : Tr::tr(", dim %1").arg(g.dimension)));
    d.field(Tr::tr("Expected"), g.expected);
    d.field(Tr::tr("Actual"), g.actual);
    d.field(Tr::tr("Cache entry"), g.cacheEntry);
    d.field(Tr::tr("Made dynamic"), step->becameDynamicReadable.join(QStringLiteral(", ")));
    d.prose(Tr::tr("Suggestion"), step->suggestion);
    QStringList others;
    for (const GuardFailure &o : step->otherFailures)
        others << QStringLiteral("%1: %2 %3 %4")
                      .arg(o.cacheEntry, GuardFailure::categoryName(o.category), o.subject,
                          o.actual.isEmpty() ? o.expected : o.expected + QStringLiteral(" → ") + o.actual);
    d.list(step->causeInOlderEntry ? Tr::tr("Other cache entries also failed on (the newest first)")
                                   : Tr::tr("Older cache entries also failed on"),
        others);
    d.list(Tr::tr("Every cache entry's failure"), step->reasons);
    d.code(Tr::tr("Recorded user line"), g.userSource);
    return d.done(f.file, f.line, g.userSource);
}

ExplorerPane::Details describeFailure(const CompileFailure &f)
{
    Doc d;
    d.heading(f.limitHit ? Tr::tr("Recompile limit hit in %1 [%2]").arg(f.function, f.compileId)
                         : Tr::tr("Compile of %1 [%2] failed").arg(f.function, f.compileId));
    d.field(Tr::tr("Type"), f.failType);
    d.field(Tr::tr("Reason"), f.reason);
    d.field(Tr::tr("Where"), f.file.isEmpty() ? QString() : QStringLiteral("%1:%2").arg(f.file).arg(f.line));
    if (f.attempts > 1)
        d.field(Tr::tr("Restarts"), Tr::tr("analysis restarted %n time(s) before failing", nullptr, f.attempts - 1));
    d.list(Tr::tr("Restart reasons"), f.restartReasons);
    return d.done(f.file, f.line, {});
}

ExplorerPane::Details describeRestart(const CompileRestart &r)
{
    Doc d;
    d.heading(Tr::tr("Analysis of %1 [%2] restarted").arg(r.function, r.compileId));
    d.field(
        Tr::tr("Where"), r.file.isEmpty() ? QString() : QStringLiteral("%1:%2").arg(r.file, QString::number(r.line)));
    d.field(Tr::tr("Restarts"),
        r.timeBeforeRestartS < 0 ? Tr::tr(
            "%n restart(s); the tracing discarded, the log does not record (no metrics)", nullptr, r.attempts - 1)
                                 : Tr::tr("%n restart(s), %1 s of tracing discarded", nullptr, r.attempts - 1)
                                       .arg(r.timeBeforeRestartS, 0, 'f', 3));
    d.list(Tr::tr("Because"), r.reasons);
    d.field(Tr::tr("What changed"), r.change);
    return d.done(r.file, r.line, {});
}

ExplorerPane::Details describeCudaGraphRegion(const CudaGraphRegion &r)
{
    Doc d;
    d.heading(Tr::tr("CUDA graphs of %1 [%2]: %3")
                  .arg(r.function.isEmpty() ? QStringLiteral("?") : r.function, r.compileId, r.state));
    d.field(Tr::tr("Partitions"),
        r.partitions > 0 ? Tr::tr("%1 of %2 cudagraphable").arg(r.cudagraphable).arg(r.partitions) : QString());
    if (r.launches >= 0)
        d.field(Tr::tr("Launches per call"),
            Tr::tr("%1, of them outside CUDA graphs: %2").arg(r.launches).arg(std::max(0, r.launchesOutsideGraphs())));
    SourceFrame where;
    for (const CudaGraphSkipLine &k : r.skips) {
        d.field(Tr::tr("Skipped because"), k.reason);
        if (k.where.line > 0)
            d.field(Tr::tr("Found from"),
                QStringLiteral("%1:%2 in %3").arg(k.where.file).arg(k.where.line).arg(k.where.function));
        if (k.attributed)
            d.field(Tr::tr("Note"),
                Tr::tr("logged at run time without a compile id; given to this region by log order and its stack"));
        d.prose(Tr::tr("Change"), cudaGraphSkipAdvice(k));
        if (where.line <= 0)
            where = k.where;
    }
    QStringList outside;
    for (const CudaGraphOutsideNode &n : r.outside) {
        outside << QStringLiteral("%1: %2%3%4")
                       .arg(n.node, n.reason, n.fx.isEmpty() ? QString() : QStringLiteral(", `%1`").arg(n.fx),
                           n.where.line > 0 ? QStringLiteral(" (line %1)").arg(n.where.line) : QString());
        if (where.line <= 0)
            where = n.where;
    }
    d.list(Tr::tr("Kept outside CUDA graphs"), outside, true);
    if (!r.outside.isEmpty())
        d.prose(Tr::tr("Change"), cudaGraphOutsideAdvice(r.outside[0]));
    if (!r.recordedAgain.isEmpty())
        d.list(Tr::tr("%1 recorded once per input size").arg(r.recordedAgain), r.recordedSizes);
    if (r.state == QLatin1String("unknown"))
        d.field(Tr::tr("Note"),
            Tr::tr("CUDA graphs were on; a skip found at run time is only logged with TORCH_LOGS=cudagraphs"));
    return d.done(where.file, where.line, where.source);
}

ExplorerPane::Details describeMessage(const QString &kind, const TextLog &log, const LogMessage &m, bool autotune)
{
    Doc d;
    d.heading(QStringLiteral("%1: %2").arg(kind, m.text.section(QLatin1Char('\n'), 0, 0)));
    d.field(Tr::tr("Compile id"), m.compileId ? m.compileId->toString() : QString());
    d.field(Tr::tr("Logged at"), QStringLiteral("%1:%2").arg(log.path).arg(m.line));
    if (autotune)
        d.field(Tr::tr("What it means"),
            Tr::tr("max-autotune could not compile or run this candidate (for example, it needs more shared "
                   "memory than the GPU has) and left it out; the kernel was chosen among the other candidates. "
                   "Each rejected candidate still costs compile time."));
    d.code(Tr::tr("Message"), m.text);
    return d.done({}, 0, m.text);
}

} // namespace cs::viewers
