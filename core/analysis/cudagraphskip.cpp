#include "core/analysis/cudagraphskip.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace cs {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(cs::CudaGraphs)
};

const QString skipPrefix = QStringLiteral("skipping cudagraphs due to ");
const QString disablePrefix = QStringLiteral("disabling cudagraphs due to ");

// `File "x.py", line 12, in f` lines and the source line under each: the innermost frame.
} // namespace

SourceFrame innermostStackFrame(const QStringList &lines)
{
    static const QRegularExpression file(QStringLiteral(R"re(^\s*File "([^"]*)", line (\d+), in (.*)$)re"));
    SourceFrame out;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const auto m = file.match(lines[i]);
        if (!m.hasMatch())
            continue;
        out = { m.captured(1), m.captured(2).toInt(), m.captured(3).trimmed(), {} };
        if (i + 1 < lines.size() && !file.match(lines[i + 1]).hasMatch())
            out.source = lines[i + 1].trimmed();
    }
    return out;
}

namespace {

QString skipKind(const QString &reason)
{
    const auto has = [&](const char *s) { return reason.contains(QLatin1String(s), Qt::CaseInsensitive); };
    if (has("mutated input") || has("mutation"))
        return QStringLiteral("mutated_input");
    if (has("cpu device") || has("non-cuda") || has("non gpu") || has("cpu ops"))
        return QStringLiteral("cpu_device");
    if (has("multiple devices"))
        return QStringLiteral("multiple_devices");
    if (has("incompatible op") || has("unsafe") || has("custom op"))
        return QStringLiteral("incompatible_op");
    if (has("dynamic shape") || has("symint") || has("dynamic_graphs") || has("unbacked"))
        return QStringLiteral("dynamic_shape");
    return QStringLiteral("other");
}

QString quoted(const QString &s)
{
    return s.isEmpty() ? QString() : QStringLiteral(" (`%1`)").arg(s);
}

} // namespace

bool isCudaGraphSkip(const QString &text)
{
    return text.startsWith(QStringView(skipPrefix).chopped(1))
        || text.startsWith(QStringView(disablePrefix).chopped(1));
}

CudaGraphSkipLine parseCudaGraphSkip(const QString &text, int line)
{
    CudaGraphSkipLine s;
    s.line = line;
    QString reason = text.section(QLatin1Char('\n'), 0, 0).trimmed();
    for (bool again = true; again;) {
        again = false;
        for (const QString &p : { skipPrefix, disablePrefix })
            if (reason.startsWith(p) || reason == QStringView(p).chopped(1)) {
                reason = reason.mid(p.size());
                again = true;
            }
    }
    if (const qsizetype at = reason.indexOf(QLatin1String("Found from")); at >= 0)
        reason = reason.left(at);
    while (reason.endsWith(QLatin1Char(' ')) || reason.endsWith(QLatin1Char('.')) || reason.endsWith(QLatin1Char(':')))
        reason.chop(1);
    s.reason = reason;
    s.kind = skipKind(reason);
    static const QRegularExpression paren(QStringLiteral(R"(\(([A-Za-z_][\w.]*)\)$)"));
    if (const auto p = paren.match(reason); p.hasMatch())
        s.subject = p.captured(1);
    else if (const qsizetype op = reason.indexOf(QLatin1String("incompatible op ")); op >= 0)
        s.subject = reason.mid(op + 16).section(QLatin1Char(' '), 0, 0);
    s.where = innermostStackFrame(text.split(QLatin1Char('\n')));
    return s;
}

QString cudaGraphSkipAdvice(const CudaGraphSkipLine &skip)
{
    const QString where = skip.where.line > 0
        ? Tr::tr(" at %1:%2").arg(skip.where.file.section(QLatin1Char('/'), -1)).arg(skip.where.line)
        : QString();
    if (skip.kind == QLatin1String("mutated_input"))
        return Tr::tr("The compiled code changes an input in place%1; a CUDA graph replays into fixed buffers, so "
                      "PyTorch ran this region without one. Move the in-place update out of the compiled function, "
                      "or compute a new tensor and return it (`x = x + 1`, not `x.add_(1)`). Parameters and buffers "
                      "may be changed in place; a tensor passed in each call may not.")
            .arg(where);
    if (skip.kind == QLatin1String("cpu_device"))
        return Tr::tr("A CPU tensor is in the graph%1. Move it to the GPU outside the step (once, at set-up), or "
                      "turn on graph partitioning (`torch._inductor.config.graph_partition = True`) so only the CPU "
                      "ops stay outside CUDA graphs.")
            .arg(skip.subject.isEmpty()                             ? QString()
                    : skip.subject.startsWith(QLatin1String("arg")) ? Tr::tr(" (graph input `%1`)").arg(skip.subject)
                                                                    : Tr::tr(" (at node `%1`)").arg(skip.subject));
    if (skip.kind == QLatin1String("multiple_devices"))
        return Tr::tr("The graph uses more than one device: keep each compiled region on one GPU.");
    if (skip.kind == QLatin1String("incompatible_op"))
        return Tr::tr("An op that cannot run inside a CUDA graph%1 (it waits for the CPU, or is marked unsafe). "
                      "Turn on graph partitioning (`torch._inductor.config.graph_partition = True`) to capture the "
                      "rest, or move the op out of the compiled function.")
            .arg(quoted(skip.subject));
    if (skip.kind == QLatin1String("dynamic_shape"))
        return Tr::tr("A dynamic shape kept CUDA graphs off: mark the size static, or pad inputs to a few sizes "
                      "(each size then records its own graph).");
    return Tr::tr("`torch._inductor.config.triton.cudagraph_or_error = True` turns this skip into an error with a "
                  "traceback, to find its cause.");
}

QString cudaGraphOutsideAdvice(const CudaGraphOutsideNode &node)
{
    const QString fx = node.fx.isEmpty() ? QString() : QStringLiteral(" `%1`").arg(node.fx.left(200));
    if (node.reason.startsWith(QLatin1String("DeviceCopy")))
        return Tr::tr("A copy between CPU and GPU%1: move the tensor to the GPU once, outside the step.").arg(fx);
    if (node.reason.startsWith(QLatin1String("cpu")))
        return Tr::tr("CPU work inside the compiled region%1: keep it on the GPU, or move it out of the compiled "
                      "function.")
            .arg(fx);
    if (node.reason.startsWith(QLatin1String("below cudagraph_min_partition_size")))
        return Tr::tr("Too small to be worth a graph (`torch._inductor.config.triton.cudagraph_min_partition_size`).");
    if (node.reason.contains(QLatin1String("unbacked")) || node.reason.contains(QLatin1String("dynamic")))
        return Tr::tr("An op whose output size depends on data%1: the CPU must read a value first. Compute the "
                      "size up front, or keep the op out of the step.")
            .arg(fx);
    return Tr::tr("Kept outside CUDA graphs by Inductor (%1)%2.").arg(node.reason.left(200), fx);
}

} // namespace cs
