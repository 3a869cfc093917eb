#include "core/analysis/graphbreak.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace cs {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(cs::Explain)
};

bool takeFileLine(const QString &text, QString &file, int &line)
{
    const qsizetype colon = text.lastIndexOf(QLatin1Char(':'));
    if (colon <= 0)
        return false;
    bool ok = false;
    const int n = text.mid(colon + 1).trimmed().toInt(&ok);
    if (!ok)
        return false;
    file = text.left(colon).trimmed();
    line = n;
    return true;
}

} // namespace

QString restartReasonText(const QString &reason)
{
    const QString t = reason.trimmed();
    if (t == QLatin1String("Unknown fail_and_restart_analysis"))
        return Tr::tr("PyTorch gave no reason for this restart (it logged “%1”); the attempt after it says where "
                      "tracing stopped")
            .arg(t);
    return reason;
}

QString graphBreakHintClass(const QString &hint)
{
    // The sentences torch/_dynamo/graph_break_hints.py adds for each class (2.8+; a few were
    // reworded between versions: the distinctive words are matched).
    static const std::pair<const char *, const char *> classes[] = {
        { "result in an error when running in eager", "user_error" },
        { "likely to be a Dynamo bug", "dynamo_bug" },
        { "may be difficult to debug", "difficult" },
        { "graph break is fundamental", "fundamental" },
        { "possible to write Dynamo tracing rules", "supportable" },
        { "caused by an earlier graph break", "caused_by_earlier_break" },
        { "tensor.is_inference()", "inference_mode" },
        { "Sparse tensor operations are not yet fully supported", "sparse_tensor" },
        // Alone (not after the Dynamo-bug sentence above): a request, not a change to make.
        { "Please report an issue to PyTorch", "report_issue" },
    };
    for (const auto &[words, key] : classes)
        if (hint.contains(QLatin1String(words)))
            return QLatin1String(key);
    return {};
}

bool isActionableHint(const QString &hint)
{
    // As the explain text lists a break's hints: a class's stock sentence is not a change to make,
    // except the inference-mode and sparse-tensor ones, which say what to do.
    const QString c = graphBreakHintClass(hint);
    return !hint.trimmed().isEmpty()
        && (c.isEmpty() || c == QLatin1String("inference_mode") || c == QLatin1String("sparse_tensor"));
}

GraphBreakInfo parseGraphBreak(const QString &payload)
{
    static const QRegularExpression frameRe(QStringLiteral(R"re(^\s*File "(.*)", line (\d+), in (.*)$)re"));
    static const QRegularExpression gbRe(QStringLiteral(R"(/gb/(gb\d+)\.html)"));
    GraphBreakInfo gb;
    const QStringList lines = payload.split(QLatin1Char('\n'));
    qsizetype i = 0;
    enum { Head, Block, Stack, Done } state = Head;
    bool typeTaken = false;
    for (; i < lines.size() && state != Done; ++i) {
        const QString &l = lines[i];
        const QString t = l.trimmed();
        if (t == QLatin1String("User code traceback:")) {
            state = Stack;
            continue;
        }
        switch (state) {
        case Head:
            if (t.startsWith(QLatin1String("Graph break in user code at "))) {
                takeFileLine(t.mid(28), gb.file, gb.line);
            } else if (t.startsWith(QLatin1String("Graph Break Reason: "))) {
                gb.context = t.mid(20);
                state = Block;
            } else if (!t.isEmpty() && gb.context.isEmpty() && gb.file.isEmpty()) {
                gb.context = t; // older logs: the reason is the first line
                state = Block;
            }
            break;
        case Block:
            if (t.isEmpty())
                break;
            if (t.startsWith(QLatin1String("Explanation: ")))
                gb.explanation = t.mid(13);
            else if (t.startsWith(QLatin1String("Hint: "))) {
                gb.hints << t.mid(6);
                if (const QString c = graphBreakHintClass(gb.hints.last()); !c.isEmpty() && !gb.hintClasses.contains(c))
                    gb.hintClasses << c;
            } else if (t.startsWith(QLatin1String("Developer debug context: ")))
                gb.developerContext = t.mid(25);
            else if (t.startsWith(QLatin1String("For more details about this graph break"))) {
                const qsizetype http = t.indexOf(QLatin1String("http"));
                if (http >= 0)
                    gb.url = t.mid(http);
                if (const auto m = gbRe.match(gb.url); m.hasMatch())
                    gb.typeId = m.captured(1);
            } else if (!typeTaken && !l.startsWith(QLatin1Char(' '))) {
                gb.reason = t;
                typeTaken = true;
            } else if (typeTaken && gb.explanation.isEmpty() && gb.hints.isEmpty()) {
                gb.reason += QLatin1Char(' ') + t; // a type that wraps
            }
            break;
        case Stack: {
            if (t.isEmpty()) {
                state = Done;
                break;
            }
            const auto m = frameRe.match(l);
            if (m.hasMatch()) {
                SourceFrame f { m.captured(1), m.captured(2).toInt(), m.captured(3), {} };
                if (i + 1 < lines.size() && !frameRe.match(lines[i + 1]).hasMatch()
                    && !lines[i + 1].trimmed().isEmpty())
                    f.source = lines[++i].trimmed();
                gb.userStack << f;
            }
            break;
        }
        case Done:
            break;
        }
    }
    if (gb.reason.isEmpty())
        gb.reason = gb.context;
    if (gb.file.isEmpty() && !gb.userStack.isEmpty()) {
        gb.file = gb.userStack.last().file;
        gb.line = gb.userStack.last().line;
    }
    return gb;
}

QString resumeFunctionAfter(const QString &function, const QString &file, const GraphBreakInfo &g, int *line)
{
    static const QLatin1String prefix("torch_dynamo_resume_in_");
    QString base = function;
    if (base.startsWith(prefix)) {
        const qsizetype at = base.lastIndexOf(QLatin1String("_at_"));
        if (at > prefix.size())
            base = base.mid(prefix.size(), at - prefix.size());
    }
    int where = g.line;
    for (const SourceFrame &f : g.userStack)
        if (f.function == function && (file.isEmpty() || f.file == file)) {
            where = f.line;
            break;
        }
    if (line)
        *line = where;
    return prefix + base + QStringLiteral("_at_") + QString::number(where);
}

} // namespace cs
