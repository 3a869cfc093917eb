#include "core/fusion/fusionkernels.h"

#include "core/fusion/launchsites.h"
#include "core/graph/fxgraph.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>

namespace cs {
namespace {

QString kindOf(const LaunchSite &l)
{
    return l.external ? QStringLiteral("extern") : FxGraph::kindOfKernel(l.kernel);
}

// The buffers a final node leaves behind: what it writes minus what stays inside it; with
// `mutated`, also the buffers it writes in place.
QSet<QString> visibleOutputs(const FusionGraph &g, const FinalNode &f, bool mutated)
{
    QSet<QString> out;
    for (int m : f.members) {
        for (const QString &b : g.nodes[size_t(m)].writes)
            if (!f.internalBuffers.contains(b))
                out << b;
        if (mutated)
            for (const QString &b : g.nodes[size_t(m)].mutates)
                out << b;
    }
    return out;
}

bool producesNoLaunch(const FusionGraph &g, const FinalNode &f)
{
    if (f.members.size() != 1)
        return false;
    const SchedNode &n = g.nodes[size_t(f.members[0])];
    return n.isNop() || n.irClass == QLatin1String("MultiOutput")
        || n.irClass.startsWith(QLatin1String("ReinterpretView"));
}

void describe(FusionKernel &k, const LaunchSite &l, const QString &how, const QString &origin,
    const QHash<QString, QStringList> &provenance, const QHash<QString, QStringList> &mapping, const QString &compileId)
{
    k.name = l.kernel;
    k.kind = kindOf(l);
    k.handle = l.handle;
    k.launchLine = l.line;
    k.wrapper = origin;
    k.how = how;
    const QString key = l.kernel + u':' + QString::number(l.handle);
    k.postGrad = l.handle >= 0 && provenance.contains(key) ? provenance.value(key)
        : provenance.contains(l.kernel)                    ? provenance.value(l.kernel) // older, without handles
                                                           : mapping.value(l.kernel);
    if (k.kind != QLatin1String("extern"))
        k.planId = compileId + u':' + l.kernel;
}

// `extern_kernels.addmm`, `torch.ops.aten._scaled_dot_product_cudnn_attention.default` →
// `addmm`, `_scaled_dot_product_cudnn_attention`: what AOTInductor's `aoti_torch_cpu_addmm_out` contains.
QString opBase(const QString &kernel)
{
    QStringList parts = kernel.split(u'.');
    while (
        parts.size() > 1 && (parts.last() == QLatin1String("default") || parts.last().startsWith(QLatin1String("low"))))
        parts.removeLast();
    return parts.last();
}

bool sameExtern(const QString &irKernel, const QString &launched)
{
    return irKernel.isEmpty() || launched == irKernel
        || (launched.startsWith(QLatin1String("aoti_torch_")) && launched.contains(opBase(irKernel)));
}

} // namespace

QHash<QString, QStringList> provenanceCodeToPost(std::string_view json)
{
    QHash<QString, QStringList> out;
    const QJsonObject root
        = QJsonDocument::fromJson(QByteArray(json.data(), static_cast<qsizetype>(json.size()))).object();
    // Older runs: `inductor_triton_kernel_to_post_grad_nodes`, kernel → nodes without handles.
    const QJsonObject map = root.contains(QStringLiteral("cppCodeToPost")) || root.contains(QStringLiteral("version"))
        ? root.value(QStringLiteral("cppCodeToPost")).toObject()
        : root;
    for (auto it = map.begin(); it != map.end(); ++it) {
        QStringList nodes;
        for (const QJsonValue &v : it.value().toArray())
            nodes << v.toString();
        out.insert(it.key(), nodes);
    }
    return out;
}

void mapKernels(
    FusionGraph &g, std::string_view wrapper, const QString &origin, const QHash<QString, QStringList> &provenance)
{
    LaunchSites sites = scanWrapper(wrapper, origin, provenance);
    std::vector<LaunchSite> &launches = sites.launches;
    const QString cid = g.compileId.isEmpty() ? g.debugFolder : g.compileId;
    int last = -1; // the launch of the previous final node
    for (FinalNode &f : g.finals) {
        if (f.members.empty())
            continue;
        if (producesNoLaunch(g, f)) {
            f.kernel.kind = QStringLiteral("none");
            continue;
        }
        QSet<QString> names;
        for (int m : f.members)
            names << g.nodes[size_t(m)].name;
        const QSet<QString> outputs = visibleOutputs(g, f, false), touched = visibleOutputs(g, f, true);
        const SchedNode &first = g.nodes[size_t(f.members[0])];
        // The launch that runs it comes at or after the previous node's: for C++ kernels the
        // previous launch again when it holds the node's buffers (the C++ backend puts
        // consecutive nodes into one function), else the next unused launch holding them; else
        // any unused one holding them, or the buffers it mutates; else the next unused one of
        // the right kind.
        auto fits = [&](const LaunchSite &l) {
            if (!l.fusedNodes.isEmpty())
                return QSet<QString>(l.fusedNodes.begin(), l.fusedNodes.end()) == names;
            if (first.isExtern() != l.external && !first.isTemplate())
                return false;
            return !first.isExtern() || sameExtern(first.kernel, l.kernel);
        };
        auto holds = [&](const LaunchSite &l, const QSet<QString> &buffers) {
            return !l.fusedNodes.isEmpty() || buffers.intersects(l.args);
        };
        const int count = static_cast<int>(launches.size());
        int chosen = -1;
        QString how = QStringLiteral("buffers");
        for (int i = std::max(last, 0); i < count && chosen < 0; ++i) {
            const LaunchSite &l = launches[size_t(i)];
            const bool shared = i == last && kindOf(l) == QLatin1String("cpp");
            if ((shared || !l.used) && fits(l) && holds(l, outputs)) {
                chosen = i;
                if (!l.fusedNodes.isEmpty())
                    how = QStringLiteral("fused_node_list");
                else if (l.used)
                    how = QStringLiteral("buffers_shared_launch");
            }
        }
        for (const QSet<QString> *buffers : { &outputs, &touched })
            for (int i = 0; i < count && chosen < 0; ++i)
                if (!launches[size_t(i)].used && fits(launches[size_t(i)]) && holds(launches[size_t(i)], *buffers))
                    chosen = i;
        for (int i = last + 1; i < count && chosen < 0; ++i)
            if (!launches[size_t(i)].used && fits(launches[size_t(i)])) {
                chosen = i;
                how = QStringLiteral("order");
            }
        if (chosen < 0)
            continue;
        LaunchSite &l = launches[size_t(chosen)];
        l.used = true;
        last = chosen;
        describe(f.kernel, l, how, origin, provenance, sites.sourceMapping, cid);
        f.kernel.definitionLine = sites.definitions.value(l.kernel);
        // Does provenance (else the code's own mapping) name this kernel for every origin?
        QStringList origins;
        for (int m : f.members)
            origins << g.nodes[size_t(m)].origins;
        const QString key = l.kernel + u':' + QString::number(l.handle);
        const bool byProvenance = l.handle >= 0 && provenance.contains(key);
        // The code's mapping describes a kernel's first user only: Inductor reuses identical
        // kernels for other nodes, so it checks nothing for a kernel launched more than once.
        const int launched = static_cast<int>(
            std::count_if(launches.begin(), launches.end(), [&](const LaunchSite &x) { return x.kernel == l.kernel; }));
        const QStringList post = byProvenance ? provenance.value(key)
            : launched == 1                   ? sites.sourceMapping.value(l.kernel)
                                              : QStringList();
        if (!origins.isEmpty() && !post.isEmpty()) {
            f.kernel.provenance = 1;
            f.kernel.checkedBy = byProvenance ? QStringLiteral("provenance") : QStringLiteral("code");
            for (const QString &o : origins)
                if (!post.contains(o))
                    f.kernel.provenance = 0;
        }
    }
    for (const FinalNode &f : g.finals)
        if (!f.members.empty() && f.kernel.name.isEmpty() && f.kernel.kind.isEmpty())
            g.diagnostics.push_back({ Diagnostic::Severity::Note, origin, 0, -1,
                QStringLiteral("%1 matches no kernel launch in the generated code").arg(f.name), {} });
}

void finalsFromCode(
    FusionGraph &g, std::string_view wrapper, const QString &origin, const QHash<QString, QStringList> &provenance)
{
    const LaunchSites sites = scanWrapper(wrapper, origin, provenance);
    const QString cid = g.compileId.isEmpty() ? g.debugFolder : g.compileId;
    for (const LaunchSite &l : sites.launches) {
        FinalNode f;
        f.name = l.kernel;
        f.nodeClass = l.external ? QStringLiteral("ExternKernelSchedulerNode") : QString();
        describe(f.kernel, l, QStringLiteral("order"), origin, provenance, sites.sourceMapping, cid);
        f.kernel.definitionLine = sites.definitions.value(l.kernel);
        g.finals.push_back(std::move(f));
    }
    g.finalSource = provenance.isEmpty() ? QStringLiteral("output_code") : QStringLiteral("provenance");
}

int attachTimes(FusionGraph &g, const ProfileRun &profile)
{
    int matched = 0;
    for (FinalNode &f : g.finals) {
        if (f.kernel.name.isEmpty() || f.kernel.kind == QLatin1String("extern"))
            continue;
        for (const KernelResult &r : profile.results)
            if (r.kernel == f.kernel.name
                && (r.compileId == g.compileId || (!g.debugFolder.isEmpty() && r.compileId == g.debugFolder))) {
                f.kernel.timeUs = r.medianUs;
                ++matched;
                break;
            }
    }
    return matched;
}

} // namespace cs
