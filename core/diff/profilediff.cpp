#include "core/diff/profilediff.h"

#include <QCoreApplication>
#include <QHash>

#include <map>

namespace cs::diff {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(cs::Diff)
};

// An autotune variant the run did not use (or one of several, none recorded as the choice):
// the planner marks its plan id `@N`; rows before schema 2 said so in the config.
bool isCandidate(const KernelResult &r)
{
    return r.planId.contains(QLatin1Char('@')) || r.config.contains(QLatin1String("autotune candidate"));
}

// "rank 1: 0/0" and "0/0" name the same compile of a one-rank profile.
bool sameCompile(const QString &kernelCompile, const QString &resultCompile)
{
    return kernelCompile == resultCompile || kernelCompile.endsWith(QStringLiteral(": ") + resultCompile);
}

const std::vector<double> *samplesOf(const KernelResult *r)
{
    return r && !r->samplesUs.empty() ? &r->samplesUs : nullptr;
}

double weightOf(const SideKernel &k, const KernelResult &r)
{
    return std::max(1, r.launches.value_or(k.side.launches));
}

struct Group {
    QString compile, graph;
    std::vector<std::pair<const std::vector<double> *, double>> parts;
    int kernels = 0;
    bool complete = true; // every kernel of the group has samples
};

// Kernel time groups of one side: per compile (of B's numbering, for pairing) and graph.
std::map<QString, Group> groups(const MeasuredSide &side, const std::vector<int> *partner)
{
    std::map<QString, Group> out;
    for (size_t i = 0; i < side.kernels->size(); ++i) {
        const SideKernel &k = (*side.kernels)[i];
        const KernelResult *r = side.results[i];
        if (!r || k.side.autotuneCandidate)
            continue;
        QString key;
        if (k.compile >= 0 && (!partner || (*partner)[static_cast<size_t>(k.compile)] >= 0))
            key = QString::number(partner ? (*partner)[static_cast<size_t>(k.compile)] : k.compile);
        else
            key = QStringLiteral("id:") + k.side.compileId;
        Group &g = out[key + u'|' + k.side.graph];
        g.compile = k.side.compileId;
        g.graph = k.side.graph;
        ++g.kernels;
        if (const auto *s = samplesOf(r))
            g.parts.emplace_back(s, weightOf(k, *r));
        else
            g.complete = false;
    }
    return out;
}

std::vector<double> total(const std::map<QString, Group> &gs)
{
    std::vector<std::pair<const std::vector<double> *, double>> parts;
    for (const auto &[key, g] : gs) {
        if (!g.complete)
            return {};
        parts.insert(parts.end(), g.parts.begin(), g.parts.end());
    }
    return sumSamples(parts);
}

} // namespace

std::vector<const KernelResult *> attachResults(const ProfileRun &profile, std::vector<SideKernel> &kernels)
{
    std::vector<const KernelResult *> out(kernels.size(), nullptr);
    QHash<QString, int> seenByName; // compile|name -> results of that name so far (rows before schema 2)
    for (const KernelResult &r : profile.results) {
        int found = -1;
        if (!isCandidate(r)) {
            if (!r.codeHash.isEmpty()) {
                for (size_t i = 0; i < kernels.size() && found < 0; ++i)
                    if (!out[i] && kernels[i].side.codeHash == r.codeHash
                        && sameCompile(kernels[i].side.compileId, r.compileId))
                        found = static_cast<int>(i);
            } else {
                int skip = seenByName[r.compileId + u'|' + r.kernel]++;
                for (size_t i = 0; i < kernels.size() && found < 0; ++i)
                    if (kernels[i].side.name == r.kernel && sameCompile(kernels[i].side.compileId, r.compileId)
                        && skip-- == 0)
                        found = static_cast<int>(i);
            }
        }
        if (found < 0) {
            SideKernel k;
            k.side.name = r.kernel;
            k.side.compileId = r.compileId;
            k.side.kind = r.kind;
            k.side.codeHash = r.codeHash;
            k.side.config = r.config;
            k.side.launches = r.launches.value_or(1);
            k.side.autotuneCandidate = isCandidate(r);
            for (const SideKernel &known : kernels) // a candidate keeps the origins of its kernel
                if (k.side.autotuneCandidate && known.side.name == r.kernel
                    && sameCompile(known.side.compileId, r.compileId)) {
                    k.compile = known.compile;
                    k.side.graph = known.side.graph;
                    k.side.sourceNodes = known.side.sourceNodes;
                    k.side.atenOps = known.side.atenOps;
                    k.side.sourceLines = known.side.sourceLines;
                    k.source = known.source;
                    k.side.source = known.source;
                    k.side.codeHash = known.side.codeHash;
                    break;
                }
            kernels.push_back(std::move(k));
            out.push_back(&r);
        } else {
            kernels[static_cast<size_t>(found)].side.config = r.config;
            out[static_cast<size_t>(found)] = &r;
        }
    }
    return out;
}

void compareProfiles(const MeasuredSide &a, const MeasuredSide &b, const std::vector<KernelMatch> &matches,
    const std::vector<CompileMatch> &compiles, const TimeOptions &options, RunDiff &out)
{
    ProfileDiff &p = out.profile;
    for (const auto *r : a.results)
        p.kernelsA += r ? 1 : 0;
    for (const auto *r : b.results)
        p.kernelsB += r ? 1 : 0;
    bool samplesA = false, samplesB = false;
    for (const auto *r : a.results)
        samplesA = samplesA || samplesOf(r);
    for (const auto *r : b.results)
        samplesB = samplesB || samplesOf(r);
    if (!samplesA && p.kernelsA > 0)
        p.notes << Tr::tr("A's profile run has no per-repeat times (measured before schema 2): no test can be made");
    if (!samplesB && p.kernelsB > 0)
        p.notes << Tr::tr("B's profile run has no per-repeat times (measured before schema 2): no test can be made");
    for (const auto &[side, name] : { std::pair { &a, QStringLiteral("A") }, std::pair { &b, QStringLiteral("B") } }) {
        int unmatchable = 0;
        for (const SideKernel &k : *side->kernels)
            unmatchable += k.compile < 0 && k.side.codeHash.isEmpty() && !k.side.autotuneCandidate;
        if (unmatchable > 0)
            p.notes << Tr::tr("%1's profile run has %n result(s) without a code hash (saved before schema 2) whose "
                              "traces are not here: they cannot be matched, since kernels are never matched by name",
                nullptr, int(unmatchable))
                           .arg(name);
    }
    for (qsizetype i = 0; i < out.kernels.size() && i < static_cast<qsizetype>(matches.size()); ++i) {
        const KernelMatch &m = matches[static_cast<size_t>(i)];
        if (m.a < 0 || m.b < 0)
            continue;
        const KernelResult *ra = a.results[static_cast<size_t>(m.a)], *rb = b.results[static_cast<size_t>(m.b)];
        if (!ra || !rb)
            continue;
        const std::vector<double> none;
        const auto *sa = samplesOf(ra), *sb = samplesOf(rb);
        out.kernels[i].time = compareTimes(sa ? *sa : none, sb ? *sb : none, options);
    }
    // Graphs: A's groups keyed by their partner compile in B, so the keys meet.
    std::vector<int> partner(1, -1);
    for (const CompileMatch &m : compiles)
        if (m.a >= 0) {
            if (partner.size() <= static_cast<size_t>(m.a))
                partner.resize(static_cast<size_t>(m.a) + 1, -1);
            partner[static_cast<size_t>(m.a)] = m.b;
        }
    for (const SideKernel &k : *a.kernels)
        if (k.compile >= 0 && partner.size() <= static_cast<size_t>(k.compile))
            partner.resize(static_cast<size_t>(k.compile) + 1, -1);
    const auto ga = groups(a, &partner), gb = groups(b, nullptr);
    const Group none;
    auto samples = [](const Group &g) { return g.complete ? sumSamples(g.parts) : std::vector<double>(); };
    auto add = [&](const Group &x, const Group &y) { // a graph of one side only has an empty other side
        GraphTime t;
        t.compileA = x.compile;
        t.compileB = y.compile;
        t.graph = x.graph.isEmpty() ? y.graph : x.graph;
        t.kernelsA = x.kernels;
        t.kernelsB = y.kernels;
        t.time = compareTimes(samples(x), samples(y), options);
        p.graphs << t;
    };
    for (const auto &[key, x] : ga) {
        const auto y = gb.find(key);
        add(x, y == gb.end() ? none : y->second);
    }
    for (const auto &[key, y] : gb)
        if (!ga.count(key))
            add(none, y);
    const std::vector<double> ta = total(ga), tb = total(gb);
    if (!ta.empty() || !tb.empty()) {
        p.hasTotal = true;
        p.total = compareTimes(ta, tb, options);
    }
}

} // namespace cs::diff
