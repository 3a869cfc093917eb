#include "core/fusion/fusionkernels.h"
#include "core/fusion/codelines.h"

#include "core/analysis/outputcode.h"
#include "core/fusion/kernelties.h"
#include "core/fusion/launchsites.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <optional>

namespace cs {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(cs::FusionKernels)
};

void describe(FusionKernel &k, const LaunchSite &l, const QString &how, const QString &origin,
    const QHash<QString, QStringList> &provenance, const QHash<QString, QStringList> &mapping, const QString &compileId)
{
    k.name = l.kernel;
    k.kind = launchKind(l);
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
    const QString cid = g.compileId.isEmpty() ? g.debugFolder : g.compileId;
    KernelTies ties = tieFinals(g, sites);
    for (size_t i = 0; i < g.finals.size(); ++i) {
        FinalNode &f = g.finals[i];
        const int chosen = ties.launch[i];
        if (chosen < 0) {
            if (!ties.why[i].isEmpty()) {
                f.kernel.untied = ties.why[i];
                f.kernel.kind = ties.none[i] ? QStringLiteral("none") : QString();
            }
            continue;
        }
        const LaunchSite &l = sites.launches[size_t(chosen)];
        describe(f.kernel, l, ties.how[i], origin, provenance, sites.sourceMapping, cid);
        f.kernel.definitionLine = sites.definitions.value(l.kernel);
        // Does provenance (else the code's own mapping) name this kernel for every origin?
        QStringList origins;
        for (int m : f.members)
            origins << g.nodes[size_t(m)].origins;
        const QString key = l.kernel + u':' + QString::number(l.handle);
        const bool byProvenance = l.handle >= 0 && provenance.contains(key);
        // The code's mapping describes a kernel's first user only: Inductor reuses identical
        // kernels for other nodes, so it checks nothing for a kernel launched more than once.
        const int launched = static_cast<int>(std::count_if(
            sites.launches.begin(), sites.launches.end(), [&](const LaunchSite &x) { return x.kernel == l.kernel; }));
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
                Tr::tr("%1 matches no kernel launch in the generated code: %2").arg(f.name, f.kernel.untied), {} });
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

void hashKernels(FusionGraph &g, std::string_view wrapper, const QString &origin)
{
    const OutputCode code = parseOutputCode(wrapper, origin);
    if (code.kernels.isEmpty())
        return;
    const CodeLines lines(wrapper);
    std::optional<QStringList> whole; // every line as a string, made once if a definition needs it
    QHash<QString, QString> hashes;
    for (const KernelDef &def : code.kernels) {
        if (hashes.contains(def.name))
            continue;
        // kernelDefinitionText's lines, read off the wrapper's bytes (no list of every line).
        const bool within = def.line >= 1 && def.endLine >= def.line && def.endLine <= lines.size();
        if (!within && !whole) // a one-line definition (multi_kernel) or a cut one: the old reading
            whole = QString::fromUtf8(wrapper.data(), qsizetype(wrapper.size())).split(u'\n');
        const QString text = within ? lines.joined(def.line - 1, def.endLine - 1) : kernelDefinitionText(*whole, def);
        hashes.insert(def.name, kernelCodeHash(text, def.name));
    }
    for (FinalNode &f : g.finals)
        if (!f.kernel.name.isEmpty())
            f.kernel.codeHash = hashes.value(f.kernel.name);
}

int attachTimes(FusionGraph &g, const ProfileRun &profile)
{
    int matched = 0;
    for (FinalNode &f : g.finals) {
        if (f.kernel.name.isEmpty() || f.kernel.kind == QLatin1String("extern"))
            continue;
        // The same rule as planOf (fusionlinks.cpp): a result whose code is known on both sides
        // and differs is another graph's kernel of this name; one with this code is this one;
        // else the name decides when it is one result (or a profile from before code hashes).
        const KernelResult *pick = nullptr;
        int named = 0;
        for (const KernelResult &r : profile.results) {
            if (r.kernel != f.kernel.name || r.planId.contains(u'@')
                || (r.compileId != g.compileId && (g.debugFolder.isEmpty() || r.compileId != g.debugFolder)))
                continue;
            const bool known = !r.codeHash.isEmpty() && !f.kernel.codeHash.isEmpty();
            if (known && r.codeHash != f.kernel.codeHash)
                continue;
            if (known) {
                pick = &r;
                named = 1;
                break;
            }
            pick = pick ? pick : &r;
            ++named;
        }
        if (named > 1 && !f.kernel.codeHash.isEmpty())
            continue; // several of this name, none with this node's code: not guessed
        if (!pick)
            continue;
        f.kernel.timeUs = pick->medianUs;
        if (!pick->planId.isEmpty())
            f.kernel.planId = pick->planId;
        ++matched;
    }
    return matched;
}

} // namespace cs
