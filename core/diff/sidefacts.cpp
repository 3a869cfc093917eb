#include "core/diff/sidefacts.h"

#include "core/diff/compilefacts.h"
#include "core/diff/ranknormal.h"
#include "core/model/compileid.h"
#include "core/util/findtext.h"
#include "core/util/inerttext.h"
#include "core/util/json.h"

#include <QCryptographicHash>
#include <QHash>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

#include <map>

namespace cs::diff {
namespace {

QString autotuneKey(const AutotuneDecision &d)
{
    return QString::number(int(d.kind)) + u'|' + d.op + u'|' + d.kernel + u'|' + d.sizes + u'|' + d.dtypes + u'|'
        + d.strides;
}

struct Found {
    QString value, source;
};

void offer(Found &f, const QString &value, const QString &source)
{
    // one short line: a trace's string never forges lines of the text table
    if (f.value.isEmpty() && !value.trimmed().isEmpty())
        f = { InertText::escapeControls(value.trimmed(), false).left(80), source };
}

QHash<QString, Found> versionsOf(const DiffInput &in)
{
    QHash<QString, Found> v;
    const QString manifest = QStringLiteral("manifest");
    if (in.manifest) {
        const run::StackInfo &s = in.manifest->stack;
        offer(v[QStringLiteral("torch")], s.torch, manifest);
        offer(v[QStringLiteral("triton")], s.triton, manifest);
        offer(v[QStringLiteral("cuda")], s.torchCuda, manifest);
        offer(v[QStringLiteral("python")], s.python.section(u' ', 0, 0), manifest);
        offer(v[QStringLiteral("driver")], in.manifest->machine.driver, manifest);
        if (!s.gpus.isEmpty())
            offer(v[QStringLiteral("gpu")], s.gpus.first().name, manifest);
        else if (!in.manifest->machine.gpus.isEmpty())
            offer(v[QStringLiteral("gpu")], in.manifest->machine.gpus.first().name, manifest);
    }
    if (in.run) {
        // The torch the overview read (torch 2.12+'s torch_version record, else compilation_metrics, else
        // the repro script's header), with the commit where known; the rest from compilation_metrics.
        for (const auto &ov : in.run->overviews)
            if (ov) {
                offer(v[QStringLiteral("torch")], ov->torchVersion, QStringLiteral("trace"));
                offer(v[QStringLiteral("torch commit")], ov->torchCommit.left(12), QStringLiteral("trace"));
            }
        for (const auto &log : in.run->logs) {
            const auto found = CompileFacts::versions(*log);
            for (auto it = found.cbegin(); it != found.cend(); ++it)
                offer(v[it.key()], it.value(), QStringLiteral("trace"));
        }
        for (const auto &p : in.run->profiles)
            offer(v[QStringLiteral("gpu")], p->device, QStringLiteral("profiler trace"));
        for (const auto &a : in.run->archives) // a .pt2 records the torch that saved it (`2.11.0+cu130`)
            offer(v[QStringLiteral("torch")], a.torchVersion, QStringLiteral(".pt2"));
    }
    if (in.profile) {
        const QString db = QStringLiteral("profile database");
        const QJsonObject stack = QJsonDocument::fromJson(in.profile->stack.toUtf8()).object();
        for (const char *key : { "torch", "triton", "cuda" })
            offer(v[QLatin1String(key)], stack.value(QLatin1String(key)).toString(), db);
        const MachineInfo &m = in.profile->machine;
        offer(v[QStringLiteral("triton")], m.triton, db);
        offer(v[QStringLiteral("cuda")], m.cuda, db);
        offer(v[QStringLiteral("driver")], m.driver, db);
        offer(v[QStringLiteral("gpu")], m.gpu, db);
    }
    return v;
}

// What a compile's cache lookups found, in words that compare: "fx hit 1 miss 0, aot hit 0 miss 1".
QString cacheText(const CompileSide &s)
{
    const PhaseTimes &t = s.times;
    return QStringLiteral("fx hit %1 miss %2, aot hit %3 miss %4, bypass %5")
        .arg(t.fxCacheHits)
        .arg(t.fxCacheMisses)
        .arg(t.aotCacheHits)
        .arg(t.aotCacheMisses)
        .arg(t.cacheBypasses);
}

// A graph payload's digest with what differs between ranks for no reason of their own (device
// indices, process-group names, object ids, pre-grad graph ids) normalised (ranknormal.h).
QByteArray graphDigest(const TraceLog &log, uint32_t record)
{
    return normalizedPayloadDigest(log, record);
}

// The stages whose graph payload differs between two compiles of two ranks.
QStringList differingGraphs(const TraceLog &la, const CompileSummary &a, const TraceLog &lb, const CompileSummary &b)
{
    std::multimap<QString, QByteArray> ga, gb;
    for (const auto &g : a.graphList)
        ga.emplace(g.stage, graphDigest(la, g.record));
    for (const auto &g : b.graphList)
        gb.emplace(g.stage, graphDigest(lb, g.record));
    QStringList out;
    for (auto it = ga.begin(); it != ga.end(); it = ga.upper_bound(it->first)) {
        auto [x0, x1] = ga.equal_range(it->first);
        auto [y0, y1] = gb.equal_range(it->first);
        QList<QByteArray> xs, ys;
        for (auto x = x0; x != x1; ++x)
            xs << x->second;
        for (auto y = y0; y != y1; ++y)
            ys << y->second;
        if (xs != ys)
            out << it->first;
    }
    for (const auto &[stage, md5] : gb)
        if (!ga.count(stage) && !out.contains(stage))
            out << stage;
    return out;
}

} // namespace

QList<AutotuneChange> diffAutotune(const AutotuneExplorer &a, const AutotuneExplorer &b)
{
    QHash<QString, QList<int>> index;
    for (size_t j = 0; j < b.decisions.size(); ++j)
        index[autotuneKey(b.decisions[j])] << static_cast<int>(j);
    std::vector<bool> used(b.decisions.size(), false);
    QList<AutotuneChange> out;
    auto fill = [](AutotuneChange &c, const AutotuneDecision &d, bool sideA) {
        static const char *kinds[] = { "template", "heuristic", "coordinate_descent" };
        c.kind = QLatin1String(kinds[int(d.kind)]);
        c.compileId = c.compileId.isEmpty() ? d.compileId : c.compileId;
        c.op = d.op;
        c.kernel = d.kernel;
        c.shapes = d.sizes;
        c.dtypes = d.dtypes;
        const auto win = std::find_if(
            d.candidates.begin(), d.candidates.end(), [](const AutotuneCandidate &x) { return x.winner; });
        (sideA ? c.bestA : c.bestB) = d.winner;
        // A template's winner by its config (its name, triton_mm_17, is numbered per process); an
        // ATen winner or a heuristic config by its name, which is what it is.
        (sideA ? c.configA : c.configB) = win != d.candidates.end() && !win->config.isEmpty() ? win->config : d.winner;
        (sideA ? c.bestMsA : c.bestMsB) = d.winnerMs;
        (sideA ? c.choicesA : c.choicesB) = d.choices >= 0 ? d.choices : d.timed;
    };
    for (const AutotuneDecision &d : a.decisions) {
        AutotuneChange c;
        fill(c, d, true);
        int partner = -1;
        for (int j : index.value(autotuneKey(d)))
            if (!used[static_cast<size_t>(j)]) {
                partner = j;
                used[static_cast<size_t>(j)] = true;
                break;
            }
        if (partner >= 0) {
            fill(c, b.decisions[static_cast<size_t>(partner)], false);
            c.change = c.configA != c.configB || c.choicesA != c.choicesB ? Change::Changed : Change::Unchanged;
        } else {
            c.change = Change::OnlyInA;
        }
        out << c;
    }
    for (size_t j = 0; j < b.decisions.size(); ++j)
        if (!used[j]) {
            AutotuneChange c;
            fill(c, b.decisions[j], false);
            c.change = Change::OnlyInB;
            out << c;
        }
    return out;
}

QList<VersionRow> compareVersions(const DiffInput &a, const DiffInput &b)
{
    const auto va = versionsOf(a), vb = versionsOf(b);
    QList<VersionRow> out;
    for (const char *name : { "torch", "torch commit", "triton", "cuda", "driver", "gpu", "python" }) {
        const Found fa = va.value(QLatin1String(name)), fb = vb.value(QLatin1String(name));
        if (fa.value.isEmpty() && fb.value.isEmpty())
            continue;
        out << VersionRow { QLatin1String(name), fa.value, fb.value, fa.source, fb.source };
    }
    return out;
}

QList<RankDivergence> compareRanks(const LoadedRun &run)
{
    QList<RankDivergence> out;
    if (run.logs.size() < 2)
        return out;
    struct Rank {
        const TraceLog *log;
        std::unique_ptr<CompileFacts> facts;
        QHash<QString, const CompileSummary *> byId;
        QStringList order;
    };
    std::vector<Rank> ranks;
    for (size_t li = 0; li < run.logs.size(); ++li) {
        Rank r { run.logs[li].get(), std::make_unique<CompileFacts>(*run.logs[li]), {}, {} };
        for (const CompileSummary &c : run.overviews[li]->compiles) {
            QString id = c.id.toString();
            for (int n = 2; r.byId.contains(id); ++n) // ids repeat after torch._dynamo.reset()
                id = c.id.toString() + QStringLiteral("#%1").arg(n);
            r.byId.insert(id, &c);
            r.order << id;
        }
        ranks.push_back(std::move(r));
    }
    const Rank &base = ranks.front();
    for (size_t ri = 1; ri < ranks.size(); ++ri) {
        Rank &other = ranks[ri];
        RankDivergence d;
        d.rankA = base.log->rank;
        d.rankB = other.log->rank;
        d.compilesA = static_cast<int>(base.order.size());
        d.compilesB = static_cast<int>(other.order.size());
        for (const QString &id : base.order) {
            const CompileSummary *x = base.byId.value(id), *y = other.byId.value(id);
            if (!y) {
                d.onlyInA << id;
                continue;
            }
            if (x->status != y->status)
                d.statusDiffer << QStringLiteral("%1 (%2, %3)")
                                      .arg(id, CompileSummary::statusName(x->status),
                                          CompileSummary::statusName(y->status));
            if (const QStringList g = differingGraphs(*base.log, *x, *other.log, *y); !g.isEmpty())
                d.graphsDiffer << QStringLiteral("%1 (%2)").arg(id, g.join(QStringLiteral(", ")));
            const QString gx = base.facts->guardsDigest(*x), gy = other.facts->guardsDigest(*y);
            if (gx != gy) {
                const QStringList lx = base.facts->guards(*x), ly = other.facts->guards(*y);
                int differing = 0;
                for (const QString &g : lx)
                    differing += ly.contains(g) ? 0 : 1;
                for (const QString &g : ly)
                    differing += lx.contains(g) ? 0 : 1;
                if (differing > 0)
                    d.guardsDiffer << QStringLiteral("%1 (%2)").arg(id).arg(differing);
            }
            CompileSide sx, sy;
            base.facts->fill(*x, sx);
            other.facts->fill(*y, sy);
            if (cacheText(sx) != cacheText(sy))
                d.cacheDiffer << QStringLiteral("%1 (%2 / %3)").arg(id, cacheText(sx), cacheText(sy));
            if (d.collectivesCompile.isEmpty()) {
                const QStringList cx = base.facts->collectivesOrCode(*x), cy = other.facts->collectivesOrCode(*y);
                if (cx != cy) {
                    d.collectivesCompile = id;
                    d.collectivesA = cx;
                    d.collectivesB = cy;
                }
            }
        }
        for (const QString &id : other.order)
            if (!base.byId.contains(id))
                d.onlyInB << id;
        out << d;
    }
    return out;
}

} // namespace cs::diff
