#include "viewers/widgets/findinghtml.h"

#include <algorithm>

#include <QCoreApplication>

namespace cs::viewers {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(cs::viewers::Findings)
};

QString esc(const QString &s)
{
    return s.toHtmlEscaped();
}

// Builds HTML and plain text side by side so both say the same.
class Doc {
public:
    void heading(const QString &t)
    {
        m_html += QStringLiteral("<h3>%1</h3>").arg(esc(t));
        m_text += t + QStringLiteral("\n");
    }
    void field(const QString &k, const QString &v)
    {
        if (v.isEmpty())
            return;
        m_html += QStringLiteral("<p><b>%1</b> %2</p>").arg(esc(k), esc(v));
        m_text += k + QStringLiteral(" ") + v + QStringLiteral("\n");
    }
    void code(const QString &k, const QString &v)
    {
        if (v.isEmpty())
            return;
        m_html += QStringLiteral("<p><b>%1</b></p><pre>%2</pre>").arg(esc(k), esc(v));
        m_text += k + QStringLiteral("\n") + v + QStringLiteral("\n");
    }
    void list(const QString &k, const QStringList &items)
    {
        if (items.isEmpty())
            return;
        m_html += QStringLiteral("<p><b>%1</b></p><ul>").arg(esc(k));
        m_text += k + QStringLiteral("\n");
        for (const QString &i : items) {
            m_html += QStringLiteral("<li>%1</li>").arg(esc(i));
            m_text += QStringLiteral("  - ") + i + QStringLiteral("\n");
        }
        m_html += QStringLiteral("</ul>");
    }
    void link(const QString &url)
    {
        if (url.startsWith(QLatin1String("https://"))) {
            m_html += QStringLiteral("<p><a href=\"%1\">%1</a></p>").arg(esc(url));
            m_text += url + QStringLiteral("\n");
        }
    }
    ExplorerPane::Details done(const QString &file, int line, const QString &recorded) const
    {
        return { m_html, m_text, file, line, recorded };
    }

private:
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
    d.list(Tr::tr("How to fix"), b.hints);
    d.field(Tr::tr("Seen"), Tr::tr("%n time(s), in %1", nullptr, b.count).arg(b.compileIds.join(QStringLiteral(", "))));
    d.field(Tr::tr("Cost"),
        Tr::tr("%1 s of compile time (%2 s in resume functions)")
            .arg(b.cost(), 0, 'f', 3)
            .arg(b.resumeCompileTimeS, 0, 'f', 3));
    if (b.hasRuntime())
        d.field(Tr::tr("Run time"),
            Tr::tr("%1 ms outside compiled graphs over %n call(s) (%2 µs per call, from the profiler trace)", nullptr,
                b.runtimeCalls)
                .arg(b.runtimeOutsideUs / 1000.0, 0, 'f', 3)
                .arg(b.runtimeOutsideUs / std::max(1, b.runtimeCalls), 0, 'f', 1));
    d.field(Tr::tr("Resumes in"), b.resumeFunctions.join(QStringLiteral(", ")));
    d.link(b.url);
    d.code(Tr::tr("User stack"), stackText(b.userStack));
    return d.done(b.file, b.line, stackText(b.userStack));
}

ExplorerPane::Details describeRecompiles(const FunctionRecompiles &f, const RecompileStep *step)
{
    Doc d;
    if (!step) {
        d.heading(Tr::tr("%1 recompiled %n time(s)", nullptr, static_cast<int>(f.steps.size())).arg(f.function));
        d.field(Tr::tr("Chain"), f.compileIds.join(QStringLiteral(" → ")));
        d.field(Tr::tr("Compile time in recompiles"), QStringLiteral("%1 s").arg(f.recompileTimeS, 0, 'f', 3));
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
    d.heading(Tr::tr("Recompile [%1] of %2").arg(step->compileId, f.function));
    d.field(Tr::tr("Guard that failed"),
        QStringLiteral("%1 (%2)").arg(g.guard.isEmpty() ? g.text : g.guard, GuardFailure::categoryName(g.category)));
    d.field(Tr::tr("Subject"), g.subject + (g.dimension.isEmpty() ? QString() : Tr::tr(", dim %1").arg(g.dimension)));
    d.field(Tr::tr("Expected"), g.expected);
    d.field(Tr::tr("Actual"), g.actual);
    d.field(Tr::tr("Cache entry"), g.cacheEntry);
    d.field(Tr::tr("Made dynamic"), step->becameDynamic.join(QStringLiteral(", ")));
    d.field(Tr::tr("Suggestion"), step->suggestion);
    QStringList others;
    for (const GuardFailure &o : step->otherFailures)
        others << QStringLiteral("%1: %2 %3 %4")
                      .arg(o.cacheEntry, GuardFailure::categoryName(o.category), o.subject,
                          o.actual.isEmpty() ? o.expected : o.expected + QStringLiteral(" → ") + o.actual);
    d.list(Tr::tr("Older cache entries also failed on"), others);
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
    d.field(Tr::tr("Where"), r.file.isEmpty() ? QString() : QStringLiteral("%1:%2").arg(r.file).arg(r.line));
    d.field(Tr::tr("Restarts"),
        Tr::tr("%n restart(s), %1 s of tracing discarded", nullptr, r.attempts - 1).arg(r.timeBeforeRestartS, 0, 'f', 3));
    d.list(Tr::tr("Because"), r.reasons);
    d.field(Tr::tr("What changed"), r.change);
    return d.done(r.file, r.line, {});
}

} // namespace cs::viewers
