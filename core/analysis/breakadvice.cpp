#include "core/analysis/breakadvice.h"

#include "core/analysis/coverage.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>

namespace cs {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(cs::Explain)
};

// The model's forward Dynamo compiled into a graph in this log: a `forward` of the user's own code
// (not a library's, not a resume function, not a helper such as a loss function) that compiled,
// the one with the most operations: "Mlp.forward [4/0]", or empty.
QString compiledModelForward(const CompileOverview &ov)
{
    const CompileSummary *best = nullptr;
    for (const CompileSummary &c : ov.compiles)
        if (c.status == CompileSummary::Status::Ok && c.graphOpCount > 0 && c.function == QLatin1String("forward")
            && libraryOf(c.file).isEmpty() && (!best || c.graphOpCount > best->graphOpCount))
            best = &c;
    return best ? QStringLiteral("%1 [%2]").arg(best->displayFunction(), best->id.toString()) : QString();
}

} // namespace

QString libraryBreakAdvice(const BreakGroup &b, const CompileOverview &ov)
{
    // DDP's forward, or a helper of it Dynamo was told to skip (contextlib's wrapper around
    // `DistributedDataParallel._inside_ddp_forward`): PyTorch's hint says to avoid calling it.
    const bool inDdp = b.file.endsWith(QLatin1String("torch/nn/parallel/distributed.py"))
        || b.explanation.contains(QLatin1String("DistributedDataParallel."))
        || std::any_of(b.hints.begin(), b.hints.end(),
            [](const QString &h) { return h.contains(QLatin1String("DistributedDataParallel.")); });
    if (!inDdp)
        return {};
    // torch.compile(DDP(model)): Dynamo breaks in DDP's bookkeeping and compiles the wrapped
    // model's forward as a frame of its own (split at DDP's buckets by DDPOptimizer).
    const QString model = compiledModelForward(ov);
    if (!model.isEmpty())
        return Tr::tr("this break is in DistributedDataParallel's own bookkeeping, which runs eagerly either way; "
                      "your model's forward was compiled on its own (%1). It costs compile time only: compiling "
                      "the model inside DDP, `DDP(torch.compile(model))`, avoids it.")
            .arg(model);
    return Tr::tr("DistributedDataParallel's own forward cannot be traced whole, so compiling the DDP "
                  "wrapper leaves your model to eager code. Compile the model inside DDP instead: "
                  "`DDP(torch.compile(model))`.");
}

QString valueBranchAdvice(const BreakGroup &b)
{
    // The method in the condition itself (before the `:`), in the user's own code: a loop
    // (`while`) is no `torch.cond`, and a library's line is not the user's to change.
    static const QRegularExpression branch(QStringLiteral(R"(^\s*(?:if|elif)\b[^:]*\.(item|tolist)\(\))"));
    if (!b.library.isEmpty())
        return {};
    if (!b.reason.contains(QLatin1String("item()")) && !b.reason.contains(QLatin1String("tolist()")))
        return {};
    const QRegularExpressionMatch m = branch.match(b.sourceLine);
    if (!m.hasMatch())
        return {};
    return Tr::tr(
        "the value `.%1()` reads decides the branch on this line: capturing it "
        "(`torch._dynamo.config.capture_scalar_outputs = True`, as PyTorch suggests) still breaks the graph at the "
        "branch. Express the "
        "branch as tensor code — `torch.where(cond, a, b)` for a choice between values, "
        "`torch.cond(pred, true_fn, false_fn, operands)` for two computations — or take the decision "
        "outside the compiled function.")
        .arg(m.captured(1));
}

} // namespace cs
