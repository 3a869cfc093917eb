#include "core/analysis/textlogfindings.h"

#include "core/analysis/guardfailure.h"

#include <QCoreApplication>
#include <QHash>

namespace cs {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(cs::Explain)
};

QString idText(const std::optional<CompileId> &id)
{
    return id ? id->toString() : QStringLiteral("?");
}

void addBreaks(const TextLog &t, Explanation &out, QHash<QString, int> &index)
{
    for (const TextLog::Break &b : t.graphBreaks) {
        const QString key = b.info.reason + u'\x1f' + b.info.file + u':' + QString::number(b.info.line);
        auto it = index.find(key);
        if (it == index.end()) {
            BreakGroup g = BreakGroup::of(b.info);
            for (qsizetype si = g.userStack.size() - 1; si >= 0 && g.sourceLine.isEmpty(); --si)
                if (g.userStack[si].line == g.line && g.userStack[si].file == g.file)
                    g.sourceLine = g.userStack[si].source.trimmed();
            out.breaks << g;
            it = index.insert(key, static_cast<int>(out.breaks.size() - 1));
        }
        BreakGroup &g = out.breaks[*it];
        ++g.count;
        if (const QString id = idText(b.compileId); !g.compileIds.contains(id))
            g.compileIds << id;
    }
}

void addRecompiles(const TextLog &t, Explanation &out)
{
    QHash<QString, int> index; // function and file -> its entry
    for (const TextRecompile &r : t.recompiles) {
        const QString key = r.function + u'\x1f' + r.file + u':' + QString::number(r.functionLine);
        auto it = index.find(key);
        if (it == index.end()) {
            FunctionRecompiles f;
            f.function = r.function;
            f.file = r.file;
            f.line = r.functionLine;
            out.recompiles << f;
            it = index.insert(key, static_cast<int>(out.recompiles.size() - 1));
        }
        FunctionRecompiles &f = out.recompiles[*it];
        RecompileStep step;
        step.compileId = idText(r.compileId);
        step.reasons = r.reasons;
        step.failure = parseGuardFailure(r.reasons.value(0));
        step.limitHit = t.hitLimit(r); // logged, then the limit: nothing compiled (as the trace says)
        f.limitHit = f.limitHit || step.limitHit;
        const GuardAdvice advice = adviceFor(step.failure, false);
        step.suggestion = advice.text;
        step.suggestionKind = advice.kind;
        f.compileIds << step.compileId;
        f.steps << step;
        f.storm = f.recompileCount() >= FunctionRecompiles::StormThreshold;
    }
}

void addLimitHits(const TextLog &t, Explanation &out)
{
    for (const TextLimitHit &l : t.limitHits) {
        CompileFailure f;
        f.compileId = idText(l.compileId);
        f.function = l.function;
        f.file = l.file;
        f.line = l.functionLine;
        f.limitHit = true;
        f.failType = QStringLiteral("recompile limit");
        f.reason = l.lastReason;
        const GuardAdvice advice = adviceFor(parseGuardFailure(l.lastReason), false);
        f.suggestion = Tr::tr("`torch._dynamo.config.%1` = %2: later calls of this frame run eagerly. Fix the "
                              "guard that keeps failing rather than raising the limit. ")
                           .arg(l.setting)
                           .arg(l.value)
            + advice.text;
        out.limitHits << f;
    }
}

} // namespace

void addTextLogFindings(const std::vector<std::shared_ptr<const TextLog>> &textLogs, Explanation &out)
{
    if (out.coverage.framesCompiled > 0 || !out.breaks.isEmpty() || !out.recompiles.isEmpty())
        return; // a structured trace was read: it holds what the text says
    QHash<QString, int> breaks;
    int found = 0;
    for (const auto &t : textLogs) {
        addBreaks(*t, out, breaks);
        addRecompiles(*t, out);
        addLimitHits(*t, out);
        found += static_cast<int>(t->graphBreaks.size() + t->recompiles.size() + t->limitHits.size());
    }
    if (found > 0 && out.input.isEmpty()) {
        out.input = Tr::tr("TORCH_LOGS text only: graph breaks, recompiles and recompile-limit warnings as logged "
                           "(a structured trace, TORCH_TRACE, also says what was compiled and how much)");
        out.inputKind = Explanation::InputKind::TextLogs;
    }
}

} // namespace cs
