#include "core/diff/difftext.h"

#include "core/util/jsonvalue.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace cs::diff {
namespace {

// A line PyTorch did not record (2.13+ logs give no first line behind a decorator) is null, never 0.
QJsonValue lineOrNull(int line)
{
    return line > 0 ? QJsonValue(line) : QJsonValue();
}

// A count of a side that could not be read (-1).
QJsonValue countOrNull(int n)
{
    return n >= 0 ? QJsonValue(n) : QJsonValue();
}

using cs::orNull;

QJsonValue orNull(double v)
{
    return v < 0 ? QJsonValue() : QJsonValue(v);
}
QJsonValue orNull(int v)
{
    return v < 0 ? QJsonValue() : QJsonValue(v);
}
QJsonArray strings(const QStringList &l);

QJsonValue verdictJson(const std::optional<FusionVerdict> &v)
{
    if (!v)
        return QJsonValue::Null;
    return QJsonObject { { QStringLiteral("verdict"), v->verdict }, { QStringLiteral("node_a"), v->nodeA },
        { QStringLiteral("node_b"), v->nodeB }, { QStringLiteral("decision"), orNull(v->decision) },
        { QStringLiteral("reason"), orNull(v->reason) }, { QStringLiteral("category"), orNull(v->category) },
        { QStringLiteral("structural"), strings(v->structural) }, { QStringLiteral("settings"), strings(v->settings) },
        { QStringLiteral("log"), orNull(v->log) },
        { QStringLiteral("line"), v->line > 0 ? QJsonValue(v->line) : QJsonValue() },
        { QStringLiteral("answer"), v->answer } };
}

QJsonArray strings(const QStringList &l)
{
    return QJsonArray::fromStringList(l);
}

QJsonObject timesJson(const PhaseTimes &t)
{
    return { { QStringLiteral("total_s"), orNull(t.totalS) }, { QStringLiteral("dynamo_s"), orNull(t.dynamoS) },
        { QStringLiteral("aot_autograd_s"), orNull(t.aotS) }, { QStringLiteral("inductor_s"), orNull(t.inductorS) },
        { QStringLiteral("code_gen_s"), orNull(t.codegenS) }, { QStringLiteral("triton_s"), orNull(t.tritonS) },
        { QStringLiteral("autotune_s"), orNull(t.autotuneS) },
        { QStringLiteral("runtime_autotune_s"), orNull(t.runtimeAutotuneS) },
        { QStringLiteral("backward_s"), orNull(t.backwardS) }, { QStringLiteral("fx_cache_hits"), t.fxCacheHits },
        { QStringLiteral("fx_cache_misses"), t.fxCacheMisses }, { QStringLiteral("aot_cache_hits"), t.aotCacheHits },
        { QStringLiteral("aot_cache_misses"), t.aotCacheMisses },
        { QStringLiteral("cache_bypasses"), t.cacheBypasses } };
}

QJsonValue compileSideJson(const std::optional<CompileSide> &s)
{
    if (!s)
        return QJsonValue();
    return QJsonObject { { QStringLiteral("id"), s->id }, { QStringLiteral("rank"), orNull(s->rank) },
        { QStringLiteral("status"), s->status }, { QStringLiteral("attempts"), s->attempts },
        { QStringLiteral("graph_breaks"), s->graphBreaks }, { QStringLiteral("kernels"), s->kernels },
        { QStringLiteral("graph_nodes"), orNull(s->graphNodes) }, { QStringLiteral("graph_ops"), orNull(s->graphOps) },
        { QStringLiteral("graph_inputs"), orNull(s->graphInputs) }, { QStringLiteral("guards"), orNull(s->guards) },
        { QStringLiteral("shape_env_guards"), orNull(s->shapeEnvGuards) },
        { QStringLiteral("guard_latency_us"), s->guardLatencyUs >= 0 ? QJsonValue(s->guardLatencyUs) : QJsonValue() },
        { QStringLiteral("compile_time"), timesJson(s->times) } };
}

const char *matchName(CompilePair::Match m)
{
    switch (m) {
    case CompilePair::Match::Frame:
        return "frame";
    case CompilePair::Match::FileAndFunction:
        return "file_and_function";
    case CompilePair::Match::Function:
        return "function";
    case CompilePair::Match::None:
        break;
    }
    return nullptr;
}

const char *kernelMatchName(KernelPair::Match m)
{
    switch (m) {
    case KernelPair::Match::CodeHash:
        return "code_hash";
    case KernelPair::Match::Origins:
        return "origins";
    case KernelPair::Match::SimilarSource:
        return "similar_source";
    case KernelPair::Match::None:
        break;
    }
    return nullptr;
}

QJsonValue name(const char *n)
{
    return n ? QJsonValue(QLatin1String(n)) : QJsonValue();
}

QJsonValue timeJson(const TimeDiff &t)
{
    const stats::Comparison &c = t.comparison;
    auto side = [](const stats::Summary &s) {
        return QJsonObject { { QStringLiteral("n"), s.n }, { QStringLiteral("median_us"), s.median },
            { QStringLiteral("q1_us"), s.q1 }, { QStringLiteral("q3_us"), s.q3 },
            { QStringLiteral("relative_iqr"), s.relativeIqr } };
    };
    return QJsonObject { { QStringLiteral("a"), side(c.a) }, { QStringLiteral("b"), side(c.b) },
        { QStringLiteral("delta_us"), t.delta },
        { QStringLiteral("ci95_us"), c.shift.interval.valid ? QJsonValue(QJsonArray { t.low, t.high }) : QJsonValue() },
        { QStringLiteral("ratio"), t.ratio },
        { QStringLiteral("p_mann_whitney"), c.mannWhitney.valid ? QJsonValue(c.mannWhitney.pValue) : QJsonValue() },
        { QStringLiteral("p_welch"), c.welch.valid ? QJsonValue(c.welch.pValue) : QJsonValue() },
        { QStringLiteral("p_holm"), c.mannWhitney.valid ? QJsonValue(t.pHolm) : QJsonValue() },
        { QStringLiteral("verdict"), QLatin1String(stats::verdictName(t.verdict)) },
        { QStringLiteral("warnings"), strings(t.warnings) } };
}

QJsonValue kernelSideJson(const std::optional<KernelSide> &k)
{
    if (!k)
        return QJsonValue();
    return QJsonObject { { QStringLiteral("name"), k->name }, { QStringLiteral("compile_id"), k->compileId },
        { QStringLiteral("graph"), orNull(k->graph) }, { QStringLiteral("kind"), orNull(k->kind) },
        { QStringLiteral("heuristic"), orNull(k->heuristic) }, { QStringLiteral("code_hash"), orNull(k->codeHash) },
        { QStringLiteral("source_nodes"), strings(k->sourceNodes) },
        { QStringLiteral("aten_ops"), strings(k->atenOps) },
        { QStringLiteral("source_lines"), strings(k->sourceLines) }, { QStringLiteral("launches"), k->launches },
        { QStringLiteral("config"), orNull(k->config) },
        { QStringLiteral("autotune_candidate"), k->autotuneCandidate } };
}

QJsonArray globalStateJson(const QList<StateChange> &changes)
{
    QJsonArray out;
    for (const StateChange &c : changes)
        out.append(QJsonObject { { QStringLiteral("key"), c.key }, { QStringLiteral("a"), orNull(c.a) },
            { QStringLiteral("b"), orNull(c.b) } });
    return out;
}

QJsonArray compilesJson(const RunDiff &d)
{
    QJsonArray out;
    for (const CompilePair &p : d.compiles)
        out.append(QJsonObject { { QStringLiteral("change"), QLatin1String(changeName(p.change)) },
            { QStringLiteral("match"), name(matchName(p.match)) }, { QStringLiteral("function"), orNull(p.function) },
            { QStringLiteral("file"), orNull(p.file) }, { QStringLiteral("line"), lineOrNull(p.line) },
            { QStringLiteral("a"), compileSideJson(p.a) }, { QStringLiteral("b"), compileSideJson(p.b) },
            { QStringLiteral("differences"), strings(p.differences) },
            { QStringLiteral("guards_compared"), p.guardsCompared },
            { QStringLiteral("guards_added"), strings(p.guardsAdded) },
            { QStringLiteral("guards_removed"), strings(p.guardsRemoved) },
            { QStringLiteral("guards_reworded"), p.guardsReworded },
            { QStringLiteral("global_state_changes"), globalStateJson(p.globalState) },
            { QStringLiteral("source"),
                QJsonObject { { QStringLiteral("moved"), p.sourceMoved },
                    { QStringLiteral("changed"), p.sourceChanged },
                    { QStringLiteral("line_a"), p.lineA > 0 ? QJsonValue(p.lineA) : QJsonValue() },
                    { QStringLiteral("line_b"), p.lineB > 0 ? QJsonValue(p.lineB) : QJsonValue() },
                    { QStringLiteral("only_a"), strings(p.sourceOnlyA) },
                    { QStringLiteral("only_b"), strings(p.sourceOnlyB) } } } });
    return out;
}

QJsonArray findingsJson(const RunDiff &d, QJsonObject &o)
{
    QJsonArray breaks, recompiles, failures, restarts;
    for (const BreakChange &b : d.breaks)
        breaks.append(QJsonObject { { QStringLiteral("change"), QLatin1String(changeName(b.change)) },
            { QStringLiteral("reason"), b.reason }, { QStringLiteral("file"), orNull(b.file) },
            { QStringLiteral("line"), lineOrNull(b.line) }, { QStringLiteral("source_line"), orNull(b.sourceLine) },
            { QStringLiteral("type_id"), orNull(b.typeId) }, { QStringLiteral("count_a"), countOrNull(b.countA) },
            { QStringLiteral("count_b"), countOrNull(b.countB) },
            { QStringLiteral("compiles_a"), strings(b.compilesA) },
            { QStringLiteral("compiles_b"), strings(b.compilesB) } });
    for (const RecompileChange &r : d.recompiles)
        recompiles.append(QJsonObject { { QStringLiteral("change"), QLatin1String(changeName(r.change)) },
            { QStringLiteral("function"), r.function }, { QStringLiteral("file"), orNull(r.file) },
            { QStringLiteral("line"), lineOrNull(r.line) },
            { QStringLiteral("recompiles_a"), countOrNull(r.recompilesA) },
            { QStringLiteral("recompiles_b"), countOrNull(r.recompilesB) },
            { QStringLiteral("failures_a"), strings(r.failuresA) },
            { QStringLiteral("failures_b"), strings(r.failuresB) },
            { QStringLiteral("failures_gone"), strings(r.failuresGone) },
            { QStringLiteral("failures_new"), strings(r.failuresNew) },
            { QStringLiteral("dynamic_a"), strings(r.dynamicA) }, { QStringLiteral("dynamic_b"), strings(r.dynamicB) },
            { QStringLiteral("limit_hit_a"), r.limitHitA }, { QStringLiteral("limit_hit_b"), r.limitHitB } });
    for (const FailureChange &f : d.failures)
        failures.append(QJsonObject { { QStringLiteral("change"), QLatin1String(changeName(f.change)) },
            { QStringLiteral("function"), f.function }, { QStringLiteral("file"), orNull(f.file) },
            { QStringLiteral("line"), lineOrNull(f.line) }, { QStringLiteral("fail_type"), f.failType },
            { QStringLiteral("reason"), f.reason }, { QStringLiteral("compile_a"), orNull(f.compileA) },
            { QStringLiteral("compile_b"), orNull(f.compileB) }, { QStringLiteral("limit_hit"), f.limitHit } });
    for (const RestartChange &r : d.restarts)
        restarts.append(QJsonObject { { QStringLiteral("change"), QLatin1String(changeName(r.change)) },
            { QStringLiteral("function"), r.function }, { QStringLiteral("file"), orNull(r.file) },
            { QStringLiteral("line"), lineOrNull(r.line) }, { QStringLiteral("attempts_a"), countOrNull(r.attemptsA) },
            { QStringLiteral("attempts_b"), countOrNull(r.attemptsB) },
            { QStringLiteral("reasons_a"), strings(r.reasonsA) }, { QStringLiteral("reasons_b"), strings(r.reasonsB) },
            { QStringLiteral("time_before_restart_a_s"), orNull(r.beforeRestartA) }, // null: the log lost it
            { QStringLiteral("time_before_restart_b_s"), orNull(r.beforeRestartB) } });
    o[QStringLiteral("graph_breaks")] = breaks;
    o[QStringLiteral("recompiles")] = recompiles;
    o[QStringLiteral("failures")] = failures;
    return restarts;
}

QJsonArray graphsJson(const RunDiff &d)
{
    QJsonArray out;
    for (const GraphDiff &g : d.graphs) {
        QJsonArray fusion;
        for (const FusionChange &f : g.fusion)
            fusion.append(QJsonObject { { QStringLiteral("kind"),
                                            f.kind == FusionChange::Kind::Split        ? QStringLiteral("split")
                                                : f.kind == FusionChange::Kind::Merged ? QStringLiteral("merged")
                                                                                       : QStringLiteral("regrouped") },
                { QStringLiteral("kernels_a"), strings(f.kernelsA) },
                { QStringLiteral("kernels_b"), strings(f.kernelsB) },
                { QStringLiteral("groups_a"), strings(f.groupsA) }, { QStringLiteral("groups_b"), strings(f.groupsB) },
                { QStringLiteral("nodes"), strings(f.nodes) }, { QStringLiteral("decision"), orNull(f.decision) },
                { QStringLiteral("decision_a"), verdictJson(f.decisionA) },
                { QStringLiteral("decision_b"), verdictJson(f.decisionB) } });
        out.append(QJsonObject { { QStringLiteral("change"), QLatin1String(changeName(g.change)) },
            { QStringLiteral("compile_pair"), g.compilePair }, { QStringLiteral("stage"), g.stage },
            { QStringLiteral("part"), orNull(g.part) }, { QStringLiteral("id_a"), orNull(g.idA) },
            { QStringLiteral("id_b"), orNull(g.idB) }, { QStringLiteral("identical"), g.identical },
            { QStringLiteral("detailed"), g.detailed }, { QStringLiteral("nodes_a"), g.nodesA },
            { QStringLiteral("nodes_b"), g.nodesB }, { QStringLiteral("edges_a"), g.edgesA },
            { QStringLiteral("edges_b"), g.edgesB }, { QStringLiteral("kernels_a"), g.kernelsA },
            { QStringLiteral("kernels_b"), g.kernelsB }, { QStringLiteral("nodes_added"), strings(g.nodesAdded) },
            { QStringLiteral("nodes_removed"), strings(g.nodesRemoved) }, { QStringLiteral("fusion"), fusion } });
    }
    return out;
}

QJsonObject profileJson(const RunDiff &d)
{
    const ProfileDiff &p = d.profile;
    auto machine = [](const MachineInfo &m) {
        return QJsonObject { { QStringLiteral("hostname"), m.hostname }, { QStringLiteral("cpu"), m.cpu },
            { QStringLiteral("gpu"), m.gpu }, { QStringLiteral("driver"), m.driver },
            { QStringLiteral("cuda"), m.cuda }, { QStringLiteral("torch"), m.torch },
            { QStringLiteral("triton"), m.triton } };
    };
    QJsonArray graphs;
    for (const GraphTime &g : p.graphs)
        graphs.append(
            QJsonObject { { QStringLiteral("compile_a"), g.compileA }, { QStringLiteral("compile_b"), g.compileB },
                { QStringLiteral("graph"), orNull(g.graph) }, { QStringLiteral("kernels_a"), g.kernelsA },
                { QStringLiteral("kernels_b"), g.kernelsB }, { QStringLiteral("time"), timeJson(g.time) } });
    return { { QStringLiteral("present"), p.present }, { QStringLiteral("source_a"), orNull(p.sourceA) },
        { QStringLiteral("source_b"), orNull(p.sourceB) },
        { QStringLiteral("machine_a"), p.sourceA.isEmpty() ? QJsonValue() : QJsonValue(machine(p.machineA)) },
        { QStringLiteral("machine_b"), p.sourceB.isEmpty() ? QJsonValue() : QJsonValue(machine(p.machineB)) },
        { QStringLiteral("kernels_a"), p.kernelsA }, { QStringLiteral("kernels_b"), p.kernelsB },
        { QStringLiteral("graphs"), graphs },
        { QStringLiteral("per_step"), p.hasTotal ? timeJson(p.total) : QJsonValue() },
        { QStringLiteral("notes"), strings(p.notes) } };
}

QJsonObject traceSideJson(const TraceSummary &t)
{
    QJsonArray steps;
    for (double s : t.stepsUs)
        steps.append(s);
    QJsonArray ops;
    for (const auto &op : t.ops.mid(0, 25))
        ops.append(QJsonObject { { QStringLiteral("name"), op.name }, { QStringLiteral("calls"), op.calls },
            { QStringLiteral("total_us"), op.totalUs }, { QStringLiteral("self_us"), op.selfUs } });
    return { { QStringLiteral("path"), t.path }, { QStringLiteral("device"), orNull(t.device) },
        { QStringLiteral("compiled"), t.compiled }, { QStringLiteral("steps_us"), steps },
        { QStringLiteral("steps_inferred"), t.stepsInferred }, { QStringLiteral("wall_us"), t.wallUs },
        { QStringLiteral("kernels"), t.kernels }, { QStringLiteral("launches"), t.launches },
        { QStringLiteral("gpu_kernel_us"), t.gpuKernelUs }, { QStringLiteral("gpu_busy_us"), t.gpuBusyUs },
        { QStringLiteral("cpu_us"), t.cpuUs },
        { QStringLiteral("peak_memory_bytes"), t.peakMemoryBytes ? QJsonValue(*t.peakMemoryBytes) : QJsonValue() },
        { QStringLiteral("peak_memory_device"), orNull(t.peakMemoryDevice) }, { QStringLiteral("top_ops"), ops } };
}

} // namespace

QByteArray formatDiffJson(const RunDiff &d)
{
    QJsonObject o;
    o[QStringLiteral("schema")] = QStringLiteral("compilescope.diff/1");
    o[QStringLiteral("a")]
        = QJsonObject { { QStringLiteral("label"), d.labelA }, { QStringLiteral("problem"), orNull(d.problemA) },
              { QStringLiteral("unread_facts"), d.unreadFactsA }, { QStringLiteral("read_in_part"), d.readInPartA } };
    o[QStringLiteral("b")]
        = QJsonObject { { QStringLiteral("label"), d.labelB }, { QStringLiteral("problem"), orNull(d.problemB) },
              { QStringLiteral("unread_facts"), d.unreadFactsB }, { QStringLiteral("read_in_part"), d.readInPartB } };
    o[QStringLiteral("incomplete")] = d.factsOverLimit;
    o[QStringLiteral("changed")] = d.changed();
    o[QStringLiteral("regressed")] = d.regressed();
    const DiffCounts c = d.counts();
    o[QStringLiteral("counts")] = QJsonObject { { QStringLiteral("compiles_changed"), c.compilesChanged },
        { QStringLiteral("compiles_only_in_a"), c.compilesOnlyA },
        { QStringLiteral("compiles_only_in_b"), c.compilesOnlyB },
        { QStringLiteral("graph_breaks_fixed"), c.breaksFixed }, { QStringLiteral("graph_breaks_new"), c.breaksNew },
        { QStringLiteral("recompiles_changed"), c.recompilesChanged },
        { QStringLiteral("failures_gone"), c.failuresGone }, { QStringLiteral("failures_new"), c.failuresNew },
        { QStringLiteral("guards_changed"), c.guardsChanged }, { QStringLiteral("graphs_changed"), c.graphsChanged },
        { QStringLiteral("kernels_changed"), c.kernelsChanged },
        { QStringLiteral("kernels_only_in_a"), c.kernelsOnlyA },
        { QStringLiteral("kernels_only_in_b"), c.kernelsOnlyB },
        { QStringLiteral("autotune_changed"), c.autotuneChanged }, { QStringLiteral("faster"), c.faster },
        { QStringLiteral("slower"), c.slower }, { QStringLiteral("ranks_diverging"), c.ranksDiverging },
        { QStringLiteral("traces_changed"), c.tracesChanged }, { QStringLiteral("passes_changed"), c.passesChanged } };
    QJsonArray notes;
    for (const Note &n : d.notes)
        notes.append(QJsonObject { { QStringLiteral("level"),
                                       n.level == Note::Level::Error         ? QStringLiteral("error")
                                           : n.level == Note::Level::Warning ? QStringLiteral("warning")
                                                                             : QStringLiteral("info") },
            { QStringLiteral("text"), n.text } });
    o[QStringLiteral("notes")] = notes;
    QJsonArray versions;
    for (const VersionRow &v : d.versions)
        versions.append(QJsonObject { { QStringLiteral("name"), v.name }, { QStringLiteral("a"), orNull(v.a) },
            { QStringLiteral("b"), orNull(v.b) }, { QStringLiteral("source_a"), orNull(v.sourceA) },
            { QStringLiteral("source_b"), orNull(v.sourceB) }, { QStringLiteral("differs"), v.differs() } });
    o[QStringLiteral("versions")] = versions;
    QJsonArray settings;
    for (const ConfigChange &c : d.config.changes)
        settings.append(QJsonObject { { QStringLiteral("name"), c.name }, { QStringLiteral("a"), orNull(c.a) },
            { QStringLiteral("b"), orNull(c.b) }, { QStringLiteral("set_by_compile"), c.patched } });
    o[QStringLiteral("config")]
        = QJsonObject { { QStringLiteral("compared"), d.config.compared }, { QStringLiteral("changes"), settings },
              { QStringLiteral("paths_differ"), QJsonArray::fromStringList(d.config.pathsDiffer) },
              { QStringLiteral("unrecorded_sections"), QJsonArray::fromStringList(d.config.unrecordedSections) } };
    o[QStringLiteral("compiles")] = compilesJson(d);
    o[QStringLiteral("restarts")] = findingsJson(d, o);
    o[QStringLiteral("graphs")] = graphsJson(d);
    QJsonArray passes;
    for (const PassStageDiff &p : d.passes)
        passes.append(QJsonObject { { QStringLiteral("change"), QLatin1String(changeName(p.change)) },
            { QStringLiteral("compile_pair"), p.compilePair }, { QStringLiteral("stage"), p.stage },
            { QStringLiteral("a"), orNull(p.idA) }, { QStringLiteral("b"), orNull(p.idB) },
            { QStringLiteral("passes_a"), p.passesA }, { QStringLiteral("passes_b"), p.passesB },
            { QStringLiteral("ms_a"), orNull(p.msA) }, { QStringLiteral("ms_b"), orNull(p.msB) },
            { QStringLiteral("ran_only_in_a"), QJsonArray::fromStringList(p.ranOnlyA) },
            { QStringLiteral("ran_only_in_b"), QJsonArray::fromStringList(p.ranOnlyB) },
            { QStringLiteral("changed_graph_only_in_a"), QJsonArray::fromStringList(p.changedOnlyA) },
            { QStringLiteral("changed_graph_only_in_b"), QJsonArray::fromStringList(p.changedOnlyB) } });
    o[QStringLiteral("passes")] = passes;
    QJsonArray kernels;
    for (const KernelPair &k : d.kernels)
        kernels.append(QJsonObject { { QStringLiteral("change"), QLatin1String(changeName(k.change)) },
            { QStringLiteral("match"), name(kernelMatchName(k.match)) },
            { QStringLiteral("similarity"),
                k.match == KernelPair::Match::None ? QJsonValue() : QJsonValue(k.similarity) },
            { QStringLiteral("compile_pair"), k.compilePair }, { QStringLiteral("a"), kernelSideJson(k.a) },
            { QStringLiteral("b"), kernelSideJson(k.b) },
            { QStringLiteral("time"), k.time ? timeJson(*k.time) : QJsonValue() } });
    o[QStringLiteral("kernels")] = kernels;
    QJsonArray autotune;
    for (const AutotuneChange &t : d.autotune)
        autotune.append(QJsonObject { { QStringLiteral("change"), QLatin1String(changeName(t.change)) },
            { QStringLiteral("kind"), t.kind }, { QStringLiteral("kernel"), orNull(t.kernel) },
            { QStringLiteral("compile_id"), t.compileId }, { QStringLiteral("op"), t.op },
            { QStringLiteral("shapes"), t.shapes }, { QStringLiteral("dtypes"), t.dtypes },
            { QStringLiteral("best_a"), orNull(t.bestA) }, { QStringLiteral("best_b"), orNull(t.bestB) },
            { QStringLiteral("config_a"), orNull(t.configA) }, { QStringLiteral("config_b"), orNull(t.configB) },
            { QStringLiteral("best_ms_a"), orNull(t.bestMsA) }, { QStringLiteral("best_ms_b"), orNull(t.bestMsB) },
            { QStringLiteral("choices_a"), t.choicesA }, { QStringLiteral("choices_b"), t.choicesB } });
    o[QStringLiteral("autotune")] = autotune;
    o[QStringLiteral("profile")] = profileJson(d);
    QJsonArray traces;
    for (const TraceDiff &t : d.traces)
        traces.append(QJsonObject { { QStringLiteral("a"), traceSideJson(t.a) },
            { QStringLiteral("b"), traceSideJson(t.b) }, { QStringLiteral("per_step"), t.perStep },
            { QStringLiteral("step_time"), t.stepTime ? timeJson(*t.stepTime) : QJsonValue() } });
    o[QStringLiteral("traces")] = traces;
    QJsonArray ranks;
    for (const RankDivergence &r : d.ranks)
        ranks.append(QJsonObject { { QStringLiteral("rank_a"), r.rankA }, { QStringLiteral("rank_b"), r.rankB },
            { QStringLiteral("compiles_a"), r.compilesA }, { QStringLiteral("compiles_b"), r.compilesB },
            { QStringLiteral("only_in_a"), strings(r.onlyInA) }, { QStringLiteral("only_in_b"), strings(r.onlyInB) },
            { QStringLiteral("status_differ"), strings(r.statusDiffer) },
            { QStringLiteral("graphs_differ"), strings(r.graphsDiffer) },
            { QStringLiteral("guards_differ"), strings(r.guardsDiffer) },
            { QStringLiteral("cache_differ"), strings(r.cacheDiffer) },
            { QStringLiteral("collectives_compile"), orNull(r.collectivesCompile) },
            { QStringLiteral("collectives_a"), strings(r.collectivesA) },
            { QStringLiteral("collectives_b"), strings(r.collectivesB) }, { QStringLiteral("same"), r.same() } });
    o[QStringLiteral("ranks")] = ranks;
    return QJsonDocument(o).toJson(QJsonDocument::Indented);
}

} // namespace cs::diff
