#include "core/ab/abwhykernels.h"

#include "core/ab/abreport.h"
#include "core/util/inerttext.h"

#include <QHash>
#include <QSet>

#include <algorithm>

namespace cs::ab {
namespace {

constexpr double SlowerBy = 1.2, SlowerAtLeastUs = 1.0;

// Operators that are one matrix multiplication whatever form a backend gives it.
QString family(const QString &op)
{
    static const QSet<QString> matmul { QStringLiteral("mm"), QStringLiteral("addmm"), QStringLiteral("bmm"),
        QStringLiteral("baddbmm"), QStringLiteral("matmul"), QStringLiteral("linear"), QStringLiteral("mv"),
        QStringLiteral("addmv"), QStringLiteral("_scaled_mm"), QStringLiteral("_addmm_activation") };
    return matmul.contains(op) ? QStringLiteral("matmul") : op;
}

bool inductorKernel(const QString &name)
{
    return name.startsWith(QLatin1String("triton_")) || name.startsWith(QLatin1String("cpp_"));
}

// The operator families a group does the work of: an ATen operator's own, or those an Inductor
// kernel's name lists after `fused_`, read as the longest operator names eager ran (an operator
// name holds underscores itself: native_layer_norm).
QStringList operatorsOf(const WhyKernelGroup &g, const QSet<QString> &eagerOps)
{
    const QString op = g.op.isEmpty() ? g.kernel : g.op;
    if (op.startsWith(QLatin1String("aten::")))
        return { family(op.mid(6)) };
    const qsizetype fused = op.indexOf(QLatin1String("fused_"));
    if (!inductorKernel(op) || fused < 0)
        return {};
    QStringList tokens = op.mid(fused + 6).split(u'_', Qt::SkipEmptyParts);
    bool number = false;
    if (!tokens.isEmpty() && (tokens.last().toInt(&number), number))
        tokens.removeLast();
    QStringList out;
    for (qsizetype i = 0; i < tokens.size();) {
        qsizetype j = tokens.size();
        for (; j > i; --j)
            if (eagerOps.contains(tokens.mid(i, j - i).join(u'_')))
                break;
        if (j == i) {
            ++i;
            continue;
        }
        const QString f = family(tokens.mid(i, j - i).join(u'_'));
        if (!out.contains(f))
            out << f;
        i = j;
    }
    return out;
}

} // namespace

QList<WhyKernelGroup> kernelGroups(const ProfilerTrace &trace, int calls)
{
    QList<WhyKernelGroup> out;
    if (calls <= 0)
        return out;
    QHash<QString, qsizetype> index;
    for (const ProfiledKernel &k : trace.kernels) {
        // A Triton kernel is launched under an operator of its own name; an extern one under its
        // ATen operator. Replayed from a CUDA graph, every kernel is launched by the graph call
        // ("## Call CompiledFxGraph … ##"), no operator: an Inductor kernel is then grouped by its
        // name (which lists the operators it was made from), a library kernel stands for itself
        // and is said to be unmatched (unmatchedKernels).
        const bool aten = k.op.startsWith(QLatin1String("aten::"));
        const bool byName = !aten && inductorKernel(k.name);
        const QString op = aten ? k.op : k.name;
        auto it = index.find(op);
        if (it == index.end()) {
            it = index.insert(op, out.size());
            WhyKernelGroup g { op, k.name, 0, 0 };
            if (!aten && k.op != k.name) {
                g.launcher = k.op;
                g.linked = byName;
            }
            out.append(g);
        }
        out[*it].us += k.durUs / calls;
        out[*it].launches += 1.0 / calls;
    }
    std::stable_sort(
        out.begin(), out.end(), [](const WhyKernelGroup &a, const WhyKernelGroup &b) { return a.us > b.us; });
    return out;
}

QList<SlowerKernel> slowerKernels(const QList<WhyKernelGroup> &compiled, const QList<WhyKernelGroup> &eager)
{
    QSet<QString> eagerNames;
    QHash<QString, double> eagerUs; // operator family → device time per call
    for (const WhyKernelGroup &g : eager)
        if (g.op.startsWith(QLatin1String("aten::"))) {
            eagerNames.insert(g.op.mid(6));
            eagerUs[family(g.op.mid(6))] += g.us;
        }
    QList<SlowerKernel> out;
    for (const WhyKernelGroup &g : compiled) {
        SlowerKernel k { g, {}, 0 };
        for (const QString &f : operatorsOf(g, eagerNames))
            if (eagerUs.contains(f)) {
                k.eagerOps << f;
                k.eagerUs += eagerUs.value(f);
            }
        if (!k.eagerOps.isEmpty() && g.us > k.eagerUs * SlowerBy && g.us - k.eagerUs >= SlowerAtLeastUs)
            out << k;
    }
    std::stable_sort(out.begin(), out.end(), [](const SlowerKernel &a, const SlowerKernel &b) {
        return a.compiled.us - a.eagerUs > b.compiled.us - b.eagerUs;
    });
    return out;
}

QList<WhyKernelGroup> unmatchedKernels(const QList<WhyKernelGroup> &compiled, const QList<WhyKernelGroup> &eager)
{
    QSet<QString> eagerNames;
    for (const WhyKernelGroup &g : eager)
        if (g.op.startsWith(QLatin1String("aten::")))
            eagerNames.insert(g.op.mid(6));
    QList<WhyKernelGroup> out;
    for (const WhyKernelGroup &g : compiled)
        if (!g.linked && operatorsOf(g, eagerNames).isEmpty())
            out << g;
    return out;
}

QString unmatchedKernelText(const WhyKernelGroup &g)
{
    const QString why = g.launcher.isEmpty()
        ? QStringLiteral("no CPU operator launched it")
        : QStringLiteral("launched by %1, not by an operator (a CUDA graph replay)")
              .arg(InertText::line(g.launcher, 60));
    return QStringLiteral("not matched: %1 (%2 per call, %3): %4, and a library kernel's name lists no operator")
        .arg(InertText::line(g.kernel, 60), QString::number(g.launches, 'g', 3), formatMs(g.us / 1000.0), why);
}

QString slowerKernelText(const SlowerKernel &k)
{
    const QString op = InertText::line(k.compiled.op, 80);
    const QString kernel = k.compiled.kernel == k.compiled.op
        ? QString()
        : QStringLiteral("%1, ").arg(InertText::line(k.compiled.kernel, 48));
    return QStringLiteral("%1 (%2%3 per call): %4 against eager's %5 %6 (%7×)")
        .arg(op, kernel, QString::number(k.compiled.launches, 'g', 3), formatMs(k.compiled.us / 1000.0),
            k.eagerOps.join(QStringLiteral(" + ")), formatMs(k.eagerUs / 1000.0),
            QString::number(k.eagerUs > 0 ? k.compiled.us / k.eagerUs : 0, 'f', 1));
}

} // namespace cs::ab
