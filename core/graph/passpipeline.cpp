#include "core/graph/passpipeline.h"

#include "core/graph/graphcatalog.h"
#include "core/ingest/runloader.h"
#include "core/model/tracekinds.h"
#include "core/model/tracelog.h"
#include "core/util/json.h"

#include <QHash>

#include <algorithm>
#include <map>
#include <tuple>

namespace cs {
namespace {

enum class Role { None, Before, After, Pattern };

struct Kind {
    Role role = Role::None;
    QString stage; // pre_grad, joint, post_grad; empty: the stage open at the time (optimus_ rules)
    QString pass; // Pattern: the pass the snapshot follows
};

// What a record is to the pass pipeline, by its kind (FORMATS §2.7, §5).
Kind kindOf(std::string_view kind)
{
    static constexpr std::array<std::tuple<std::string_view, Role, const char *>, 13> Bounds = { {
        { "artifact:before_pre_grad_graph", Role::Before, "pre_grad" },
        { "artifact:before_recompile_pre_grad", Role::Before, "pre_grad" },
        { "artifact:after_pre_grad_graph", Role::After, "pre_grad" },
        { "artifact:after_recompile_pre_grad", Role::After, "pre_grad" },
        { "inductor_pre_grad_graph", Role::After, "pre_grad" },
        { "artifact:before_joint_graph", Role::Before, "joint" },
        { "artifact:after_joint_graph", Role::After, "joint" },
        { "artifact:before_post_grad_graph", Role::Before, "post_grad" },
        { "artifact:before_recompile_post_grad", Role::Before, "post_grad" },
        { "artifact:inductor_post_grad_graph", Role::After, "post_grad" },
        { "inductor_post_grad_graph", Role::After, "post_grad" },
        { "artifact:after_post_grad_graph", Role::After, "post_grad" },
        { "artifact:after_recompile_post_grad", Role::After, "post_grad" },
    } };
    for (const auto &[name, role, stage] : Bounds)
        if (kind == name)
            return { role, QString::fromLatin1(stage), {} };
    if (!kind.starts_with("artifact:"))
        return {};
    kind.remove_prefix(9);
    const auto pass = [](std::string_view s) { return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size())); };
    // A pattern pass that changed the graph logs the graph after it (split_cat.py, pre_grad.py,
    // post_grad.py); a group/batch fusion rule as optimus_<Rule> (MTIA: cff_<Rule>).
    for (const auto &[suffix, stage] : { std::pair { std::string_view("_pre_grad"), "pre_grad" },
             std::pair { std::string_view("_post_grad"), "post_grad" } })
        if (kind.size() > suffix.size() && kind.ends_with(suffix))
            return { Role::Pattern, QString::fromLatin1(stage), pass(kind.substr(0, kind.size() - suffix.size())) };
    if (kind.starts_with("optimus_") || kind.starts_with("cff_"))
        return { Role::Pattern, {}, pass(kind) };
    return {};
}

// `pass.<stage>_passes.<name>` (GraphTransformObserver): the stage as Kind names it.
QString stageOfSpan(std::string_view stage)
{
    if (stage == "pre_grad_passes")
        return QStringLiteral("pre_grad");
    if (stage == "joint_graph_passes")
        return QStringLiteral("joint");
    if (stage == "post_grad_passes")
        return QStringLiteral("post_grad");
    return {};
}

struct OpenSpan {
    int stage = -1, pass = -1;
    QString name;
    double beginUs = 0;
};

class Builder {
public:
    Builder(const LoadedRun &run)
        : m_run(run)
    {
        // The post-grad graphs' parts (forward, backward, inference) as the catalog pairs them,
        // and the units of compiles of several AOT compilations.
        for (const GraphEntry &g : listGraphs(run, false)) {
            if (g.log < 0 || !g.file.isEmpty())
                continue;
            if (!g.part.isEmpty()
                && (g.stage == QLatin1String("post_grad") || g.stage == QLatin1String("before_post_grad")))
                m_parts[{ g.log, g.record }] = g.part;
            if (!g.unitLabel.isEmpty() && g.unitEvidence != QLatin1String("subgraph_name"))
                m_units[{ g.log, g.record }] = { g.compileId, g.unitLabel };
        }
    }

    QList<PassStage> build()
    {
        for (size_t li = 0; li < m_run.logs.size(); ++li)
            readLog(static_cast<int>(li));
        nameAll();
        return m_stages;
    }

private:
    using Key = std::pair<QString, uint32_t>; // compile id, region

    void readLog(int li)
    {
        const TraceLog &log = *m_run.logs[size_t(li)];
        m_open.clear();
        m_spans.clear();
        m_rankPrefix = m_run.logs.size() > 1 ? QStringLiteral("rank %1:").arg(log.rank) : QString();
        simdjson::dom::parser parser;
        for (uint32_t ri = 0; ri < log.records.size(); ++ri) {
            const TraceRecord &r = log.records[ri];
            // The key (a compile id's text) is made only for the records that need it: the
            // compile's, without its attempt (`1/0`, not `1/0_1`), as graph --list and the compile
            // tree name it (only the attempt that went on reaches Inductor's passes).
            const auto key = [&r] {
                return Key { r.compileId.isValid() ? r.compileId.withoutAttempt().toString() : QStringLiteral("-"),
                    r.subgraph };
            };
            const std::string_view event = log.eventName(r);
            if (event == "chromium_event") {
                // Most spans are not passes: looked at in place before anything is copied.
                if (!m_open.empty()
                    && log.source->slice(r.payloadBegin, r.payloadEnd).find("\"pass.") != std::string_view::npos)
                    readSpan(log, r, key(), parser);
                continue;
            }
            // Only artifacts and the two graph events can be snapshots (kindOf): the others are
            // passed over without building their kind's name.
            if (event != "artifact" && event != "inductor_pre_grad_graph" && event != "inductor_post_grad_graph")
                continue;
            if (const Kind k = kindOf(log.kindName(r)); k.role != Role::None)
                addSnapshot(li, ri, key(), k);
        }
    }

    void addSnapshot(int li, uint32_t ri, const Key &key, const Kind &k)
    {
        const TraceLog &log = *m_run.logs[size_t(li)];
        auto open = m_open.find(key);
        int si = open == m_open.end() ? -1 : open->second;
        const QString stage = k.stage.isEmpty() && si >= 0 ? m_stages[si].stage : k.stage;
        if (stage.isEmpty())
            return; // a fusion rule's graph outside any stage: nothing to place it in
        if (k.role == Role::Before || si < 0 || m_stages[si].stage != stage) {
            PassStage s;
            s.stage = stage;
            s.compileId = key.first;
            s.region = key.second == StringPool::None ? QString() : graphRegionLabel(log.names.view(key.second));
            s.rank = log.rank;
            s.log = li;
            s.trace = log.source ? log.source->path() : QString();
            s.id = m_rankPrefix + s.compileId + (s.region.isEmpty() ? QString() : QLatin1Char(':') + s.region)
                + QLatin1Char(':') + stage;
            m_stages.append(s);
            si = static_cast<int>(m_stages.size()) - 1;
            m_open[key] = si;
        }
        PassStage &s = m_stages[si];
        PassSnapshot snap;
        snap.artifact = QString::fromStdString(log.kindName(log.records[ri]));
        if (snap.artifact.startsWith(QLatin1String("artifact:")))
            snap.artifact.remove(0, 9);
        snap.pass = k.pass;
        // The label within the stage; nameAll puts the stage's id before it.
        snap.id = k.role == Role::Before ? QStringLiteral("before")
            : k.role == Role::After      ? QStringLiteral("after")
                                         : graphRegionLabel(k.pass.toStdString());
        snap.log = li;
        snap.record = ri;
        snap.line = static_cast<int>(log.records[ri].line);
        s.snapshots.append(snap);
        if (const auto part = m_parts.find({ li, ri }); part != m_parts.end() && s.part.isEmpty())
            s.part = part->second;
        if (k.role == Role::After)
            m_open.erase(key);
    }

    // A `pass.<stage>.<name>` begin or end, in the stage open for its compile and region.
    void readSpan(const TraceLog &log, const TraceRecord &r, const Key &key, simdjson::dom::parser &parser)
    {
        const auto open = m_open.find(key);
        if (open == m_open.end())
            return;
        const std::string payload = log.payload(r);
        const auto el = json::parse(parser, payload);
        if (!el)
            return;
        const QString name = json::str(*el, "name"), ph = json::str(*el, "ph");
        if (!name.startsWith(QLatin1String("pass.")))
            return;
        // `pass.<stage>_passes.<pass>`; a pass run without a subsystem logs `pass.<pass>`: it
        // belongs to the stage open at the time.
        PassStage &s = m_stages[open->second];
        const qsizetype dot = name.indexOf(u'.', 5);
        if (dot >= 0 && stageOfSpan(name.mid(5, dot - 5).toStdString()) != s.stage)
            return;
        const QString pass = name.mid(dot >= 0 ? dot + 1 : 5).left(200);
        if (pass.isEmpty())
            return;
        const double ts = json::number(*el, "ts").value_or(0);
        if (ph == QLatin1String("B")) {
            PassRun run;
            run.name = pass;
            run.ms = -1; // until its end is read
            run.line = static_cast<int>(r.line);
            s.passes.append(run);
            m_spans.push_back({ open->second, static_cast<int>(s.passes.size()) - 1, pass, ts });
            m_ranAfter[{ open->second, static_cast<int>(s.passes.size()) - 1 }]
                = static_cast<int>(s.snapshots.size()) - 1;
        } else if (ph == QLatin1String("E")) {
            for (auto it = m_spans.rbegin(); it != m_spans.rend(); ++it)
                if (it->stage == open->second && it->name == pass) {
                    s.passes[it->pass].ms = std::max(0.0, (ts - it->beginUs) / 1000.0);
                    m_spans.erase(std::next(it).base());
                    break;
                }
        }
    }

    // Ids, and the steps between neighbouring snapshots with the passes that ran between them.
    void nameAll()
    {
        QHash<QString, int> seen;
        for (int si = 0; si < m_stages.size(); ++si) {
            PassStage &s = m_stages[si];
            s.unit = unitOf(s);
            if (!s.unit.isEmpty()) // before the stage: 0/0:submod_2:pre_grad
                s.id.insert(s.id.size() - s.stage.size(), s.unit + QLatin1Char(':'));
            if (!s.part.isEmpty())
                s.id += QLatin1Char(':') + s.part;
            if (const int n = ++seen[s.id]; n > 1)
                s.id += QStringLiteral("#%1").arg(n);
            QHash<QString, int> names;
            for (int i = 0; i < s.snapshots.size(); ++i) {
                PassSnapshot &snap = s.snapshots[i];
                QString label = snap.id;
                if (const int n = ++names[label]; n > 1)
                    label += QStringLiteral("#%1").arg(n);
                snap.id = s.id + QLatin1Char('@') + label;
            }
            for (int i = 0; i + 1 < s.snapshots.size(); ++i) {
                PassStep step;
                step.from = i;
                step.to = i + 1;
                for (int p = 0; p < s.passes.size(); ++p)
                    if (m_ranAfter.value({ si, p }, -1) == i)
                        step.passes.append(s.passes[p]);
                s.steps.append(step);
            }
        }
    }

    // The unit of a catalog graph among the stage's snapshots, else of the catalog graph logged
    // last before them in the log (a joint graph is no catalog graph: it follows its pre-grad).
    QString unitOf(const PassStage &s) const
    {
        if (m_units.empty() || s.snapshots.isEmpty())
            return {};
        for (const PassSnapshot &snap : s.snapshots)
            if (const auto it = m_units.find({ snap.log, snap.record }); it != m_units.end())
                return it->second.second;
        auto it = m_units.lower_bound({ s.log, s.snapshots.first().record });
        if (it == m_units.begin())
            return {};
        --it;
        return it->first.first == s.log && it->second.first == s.compileId ? it->second.second : QString();
    }

    const LoadedRun &m_run;
    std::map<std::pair<int, uint32_t>, QString> m_parts;
    // Catalog graphs' compile id and unit, in compiles of several AOT compilations.
    std::map<std::pair<int, uint32_t>, std::pair<QString, QString>> m_units;
    QList<PassStage> m_stages;
    std::map<Key, int> m_open; // compile id and region → the stage open there
    std::vector<OpenSpan> m_spans;
    QHash<std::pair<int, int>, int> m_ranAfter; // (stage, pass) → the snapshot it ran after
    QString m_rankPrefix;
};

// The step's node changes; `graphs` keeps the stage's parsed snapshots (std::map: pointers
// into it stay valid while others are added).
void readStep(const LoadedRun &run, const PassStage &stage, PassStep &step, std::map<int, FxGraph> &graphs)
{
    auto graph = [&](int i) -> const FxGraph * {
        if (auto it = graphs.find(i); it != graphs.end())
            return it->second.nodes.empty() ? nullptr : &it->second;
        auto g = loadSnapshot(run, stage.snapshots[i]);
        FxGraph &kept = graphs[i];
        if (g)
            kept = std::move(g).value();
        return kept.nodes.empty() ? nullptr : &kept;
    };
    auto bytes = [&](int i) {
        const PassSnapshot &s = stage.snapshots[i];
        const TraceLog &log = *run.logs[size_t(s.log)];
        const TraceRecord &r = log.records[s.record];
        return log.source->slice(r.payloadBegin, r.payloadEnd);
    };
    const FxGraph *a = graph(step.from);
    if (!a)
        return;
    // Byte-identical printouts (most steps: passes that changed nothing) are one graph, read once.
    if (bytes(step.from) == bytes(step.to)) {
        step.read = true;
        step.nodesBefore = step.nodesAfter = static_cast<int>(a->nodes.size());
        return;
    }
    const FxGraph *b = graph(step.to);
    if (!b)
        return;
    PassStep d = comparePassGraphs(*a, *b);
    d.from = step.from;
    d.to = step.to;
    d.passes = step.passes;
    step = d;
}

} // namespace

double PassStage::ms() const
{
    double sum = 0;
    for (const PassRun &p : passes)
        sum += std::max(0.0, p.ms);
    return sum;
}

PassStep comparePassGraphs(const FxGraph &before, const FxGraph &after)
{
    PassStep d;
    d.read = true;
    d.nodesBefore = static_cast<int>(before.nodes.size());
    d.nodesAfter = static_cast<int>(after.nodes.size());
    auto target = [](const FxNode &n) { return n.op == FxNode::Op::Output ? QStringLiteral("output") : n.target; };
    // Each node's inputs by name, in edge order.
    auto inputs = [](const FxGraph &g) {
        std::vector<QStringList> in(g.nodes.size());
        for (const auto &[from, to] : g.edges)
            in[size_t(to)] << g.nodes[size_t(from)].name;
        return in;
    };
    const std::vector<QStringList> inBefore = inputs(before), inAfter = inputs(after);
    std::vector<int> positions; // after-positions of the nodes both hold, in before's order
    for (const FxNode &n : before.nodes) {
        const int j = after.find(n.name);
        if (j < 0) {
            d.removed.append({ n.name, target(n), {} });
            continue;
        }
        positions.push_back(j);
        const FxNode &m = after.nodes[size_t(j)];
        if (target(m) != target(n) || m.op != n.op)
            d.retargeted.append({ n.name, target(m), target(n) });
        else if (const QStringList &was = inBefore[size_t(&n - before.nodes.data())], &is = inAfter[size_t(j)];
                 was != is)
            d.rewired.append({ n.name, target(m), {}, is, was });
    }
    for (const FxNode &n : after.nodes)
        if (before.find(n.name) < 0)
            d.added.append({ n.name, target(n), {} });
    // Nodes out of their former order: those outside a longest increasing run of positions.
    std::vector<int> tails;
    for (int p : positions) {
        const auto it = std::lower_bound(tails.begin(), tails.end(), p);
        if (it == tails.end())
            tails.push_back(p);
        else
            *it = p;
    }
    d.reordered = static_cast<int>(positions.size() - tails.size());
    return d;
}

QList<PassStage> listPassStages(const LoadedRun &run, bool readGraphs)
{
    QList<PassStage> stages = Builder(run).build();
    if (!readGraphs)
        return stages;
    for (PassStage &s : stages) {
        std::map<int, FxGraph> graphs;
        for (PassStep &step : s.steps) {
            readStep(run, s, step, graphs);
            if (step.read) {
                s.snapshots[step.from].nodes = step.nodesBefore;
                s.snapshots[step.to].nodes = step.nodesAfter;
            }
        }
        if (s.snapshots.size() == 1)
            if (const auto g = loadSnapshot(run, s.snapshots[0]); g && !g.value().nodes.empty())
                s.snapshots[0].nodes = static_cast<int>(g.value().nodes.size());
    }
    return stages;
}

Result<SnapshotRef> findSnapshot(const QList<PassStage> &stages, const QString &id)
{
    SnapshotRef found;
    int matches = 0;
    for (int si = 0; si < stages.size(); ++si)
        for (int i = 0; i < stages[si].snapshots.size(); ++i) {
            const QString &sid = stages[si].snapshots[i].id;
            if (sid == id)
                return SnapshotRef { si, i };
            if (sid.startsWith(id)) {
                found = { si, i };
                ++matches;
            }
        }
    if (matches == 1)
        return found;
    return Error { matches == 0
            ? QStringLiteral("no graph snapshot %1 in this run (graph --passes lists them)").arg(id)
            : QStringLiteral("%1 names %2 graph snapshots; give more of the id").arg(id, QString::number(matches)) };
}

Result<PassChange> passChange(
    const LoadedRun &run, const QList<PassStage> &stages, const QString &id, const QString &to)
{
    const auto a = findSnapshot(stages, id);
    if (!a)
        return a.error();
    SnapshotRef from = a.value(), into = from;
    if (!to.isEmpty()) {
        const auto b = findSnapshot(stages, to);
        if (!b)
            return b.error();
        into = b.value();
    } else if (from.snapshot > 0) {
        --from.snapshot;
    } else if (stages[from.stage].snapshots.size() > 1) {
        ++into.snapshot;
    } else {
        return Error { QStringLiteral("%1 is the only graph logged in its stage: give --to with another").arg(id) };
    }
    PassChange c { stages[from.stage].snapshots[from.snapshot], stages[into.stage].snapshots[into.snapshot], {} };
    const auto ga = loadSnapshot(run, c.from), gb = loadSnapshot(run, c.to);
    if (!ga)
        return ga.error();
    if (!gb)
        return gb.error();
    if (!ga.value().nodes.empty() && !gb.value().nodes.empty()) // else unreadable: `read` false
        c.step = comparePassGraphs(ga.value(), gb.value());
    c.step.from = from.snapshot;
    c.step.to = into.snapshot;
    if (from.stage != into.stage)
        c.note = QStringLiteral(
            "the two graphs are not of one pass stage: nodes are matched by name, which names the same node only "
            "through one graph's passes; here a name shared by both may be two unrelated nodes");
    if (from.stage == into.stage) // the passes of the steps between them, either way round
        for (const PassStep &s : stages[from.stage].steps)
            if (s.from >= std::min(from.snapshot, into.snapshot) && s.to <= std::max(from.snapshot, into.snapshot))
                c.step.passes += s.passes;
    return c;
}

Result<FxGraph> loadSnapshot(const LoadedRun &run, const PassSnapshot &s)
{
    if (s.log < 0 || s.log >= static_cast<int>(run.logs.size()) || s.record >= run.logs[size_t(s.log)]->records.size())
        return Error { QStringLiteral("graph snapshot %1 is not in this run").arg(s.id) };
    const TraceLog &log = *run.logs[size_t(s.log)];
    return parseFxGraph(log.payload(log.records[s.record]));
}

} // namespace cs
