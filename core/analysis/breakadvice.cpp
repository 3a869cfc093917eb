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

// The user's own code Dynamo compiled into a graph in this log (not a library's, not a resume
// function): "Mlp.forward [4/0]", or empty.
QString compiledUserCode(const CompileOverview &ov)
{
    for (const CompileSummary &c : ov.compiles)
        if (c.graphOpCount > 0 && libraryOf(c.file).isEmpty()
            && !c.function.startsWith(QLatin1String("torch_dynamo_resume_in_")))
            return QStringLiteral("%1 [%2]").arg(c.displayFunction(), c.id.toString());
    return {};
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
    const QString model = compiledUserCode(ov);
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
    static const QRegularExpression branch(QStringLiteral(R"(^\s*(?:if|elif|while)\b.*\.(?:item|tolist)\(\))"));
    if (!b.reason.contains(QLatin1String("item()")) && !b.reason.contains(QLatin1String("tolist()")))
        return {};
    if (!branch.match(b.sourceLine).hasMatch())
        return {};
    return Tr::tr("the value `.item()` reads decides the branch on this line: capturing it "
                  "(capture_scalar_outputs, PyTorch's hint below) still breaks the graph at the branch. Express the "
                  "branch as tensor code — `torch.where(cond, a, b)` for a choice between values, "
                  "`torch.cond(pred, true_fn, false_fn, operands)` for two computations — or take the decision "
                  "outside the compiled function.");
}

} // namespace cs
