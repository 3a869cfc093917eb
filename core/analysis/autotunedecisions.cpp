#include "core/analysis/autotunedecisions.h"

#include "core/model/compileid.h"
#include "core/util/findtext.h"
#include "core/util/json.h"

#include <QFileInfo>

#include <algorithm>
#include <map>

namespace cs {
namespace {

QString place(const QString &path, int line)
{
    return QStringLiteral("%1:%2").arg(QFileInfo(path).fileName(), QString::number(line));
}

// A choice Inductor generated (a Triton, C++, CUTLASS or CK template, a decomposition) rather
// than an ATen/extern kernel (addmm, bias_addmm, _mkl_linear): named by its generator.
bool generatedChoice(const QString &name)
{
    static const char *const prefixes[] = { "triton_", "cpp_", "cuda_", "cutlass", "rocm_", "ck_", "decompose_k" };
    return std::any_of(
        std::begin(prefixes), std::end(prefixes), [&](const char *p) { return name.startsWith(QLatin1String(p)); });
}

// Fastest first; untimed ones after, in the order they came.
void sortCandidates(AutotuneDecision &d)
{
    std::stable_sort(d.candidates.begin(), d.candidates.end(), [](const auto &a, const auto &b) {
        const bool at = a.ms >= 0, bt = b.ms >= 0;
        return at != bt ? at : (at && a.ms < b.ms);
    });
    d.winnerMs = d.runnerUpMs = d.winnerPercent = d.runnerUpPercent = -1;
    d.runnerUp.clear();
    const AutotuneCandidate *win = nullptr;
    for (AutotuneCandidate &c : d.candidates)
        if (c.winner)
            win = &c;
    if (!win && !d.candidates.isEmpty() && d.candidates.first().ms >= 0) {
        d.candidates.first().winner = true;
        win = &d.candidates.first();
    }
    if (!win)
        return;
    d.winner = win->name;
    d.winnerMs = win->ms;
    d.winnerPercent = win->percentOfBest;
    for (const AutotuneCandidate &c : d.candidates)
        if (&c != win && c.ms >= 0) {
            d.runnerUp = c.name;
            d.runnerUpMs = c.ms;
            d.runnerUpPercent = c.percentOfBest;
            break;
        }
}

// Compile ids of two sources: equal, or one of them ranked (`rank 1: 0/0`) and the other bare.
bool sameCompileId(const QString &a, const QString &b)
{
    if (a == b)
        return true;
    auto bare = [](const QString &s) {
        const qsizetype at = s.indexOf(QLatin1String(": "));
        return s.startsWith(QLatin1String("rank ")) && at > 0 ? s.mid(at + 2) : s;
    };
    return a.startsWith(QLatin1String("rank ")) != b.startsWith(QLatin1String("rank ")) && bare(a) == bare(b);
}

// The trace's template events of a run: each `<op>_template_autotuning` end event (with its
// stats where logged), and the record lines of the `<op>_template_precompiling` end events per
// compile and op (a candidate dropped while precompiling names that event's line).
struct TraceChoice {
    AutotuneDecision decision;
    QString hinted; // autotune_shape_hinted: the sizes as stderr prints them (symbolic ones as numbers)
    QString key; // compile id and op
};
struct TraceTemplates {
    std::vector<TraceChoice> choices;
    std::map<QString, std::vector<int>> precompiles; // by key: record lines, in order
};

void fromTrace(const TraceLog &log, const CompileSummary &c, const QString &id, TraceTemplates &out)
{
    static constexpr std::string_view tuning = "_template_autotuning", precompiling = "_template_precompiling";
    simdjson::dom::parser parser, inner;
    for (uint32_t ri : c.records) {
        const TraceRecord &r = log.records[ri];
        if (!r.hasPayload || log.eventName(r) != "chromium_event" || !mayBeTemplateEvent(log, r))
            continue; // most chromium events are other spans: not copied out
        const std::string payload = log.payload(r);
        if (payload.find("_template_") == std::string::npos)
            continue;
        const auto root = json::parse(parser, payload);
        simdjson::dom::element args;
        if (!root || (*root)["args"].get(args) != simdjson::SUCCESS || json::str(*root, "ph") != QLatin1String("E"))
            continue;
        const QString name = json::str(*root, "name");
        if (name.endsWith(QLatin1String(precompiling.data()))) {
            out.precompiles[id + u'|' + name.chopped(int(precompiling.size()))].push_back(int(r.line));
            continue;
        }
        if (!name.endsWith(QLatin1String(tuning.data())))
            continue;
        TraceChoice t;
        AutotuneDecision &d = t.decision;
        d.compileId = id;
        d.op = name.chopped(int(tuning.size()));
        t.key = id + u'|' + d.op;
        d.sizes = json::str(args, "autotune_shape");
        t.hinted = json::str(args, "autotune_shape_hinted");
        d.strides = json::str(args, "autotune_strides");
        d.dtypes = json::str(args, "autotune_dtypes");
        // The stats (the winner, its time, how many choices) where logged (torch 2.6+, unless
        // TORCHINDUCTOR_MAX_AUTOTUNE_REPORT_CHOICES_STATS=0): the event still places the choice.
        if (const auto stats = json::parse(inner, json::str(args, "autotune_choices_stats").toStdString());
            stats && stats->is_object()) {
            d.choices = int(std::clamp<int64_t>(json::integer(*stats, "num_choices").value_or(-1), -1, 1 << 30));
            AutotuneCandidate win;
            win.name = json::str(*stats, "best_kernel");
            win.config = json::str(*stats, "best_kernel_desc");
            win.ms = json::number(*stats, "best_time").value_or(-1);
            win.winner = true;
            win.aten = !win.name.isEmpty() && !generatedChoice(win.name);
            if (!win.name.isEmpty())
                d.candidates << win;
        }
        d.where = place(log.source ? log.source->path() : QString(), int(r.line));
        d.fromTrace = true;
        out.choices.push_back(std::move(t));
    }
}

AutotuneDecision fromTable(const AutotuneTable &t, const QString &path, bool multiRank)
{
    AutotuneDecision d;
    d.compileId = t.compileId ? rankedCompileId(t.compileId->toString(), t.rank, multiRank && t.rank >= 0) : QString();
    d.op = t.op;
    d.sizes = t.sizes;
    d.strides = t.strides;
    d.dtypes = t.dtypes;
    d.choices = t.numChoices;
    d.timed = t.timedChoices;
    d.rows = int(t.choices.size());
    d.benchmarkS = t.benchmarkS;
    d.precompileS = t.precompileS;
    for (const AutotuneTableChoice &c : t.choices) {
        AutotuneCandidate a;
        a.name = c.name;
        a.config = c.config;
        a.ms = c.ms;
        a.percentOfBest = c.percentOfBest;
        a.benchmarkFailed = c.failed;
        a.aten = !generatedChoice(c.name);
        a.winner = !t.bestKernel.isEmpty() && c.name == t.bestKernel;
        d.candidates << a;
    }
    d.where = place(path, t.line);
    d.fromText = true;
    return d;
}

// The trace's record of a table the text also has: the same op, inputs and (where both say) compile.
bool sameChoice(const TraceChoice &trace, const AutotuneDecision &text)
{
    const QString &sizes = trace.hinted.isEmpty() ? trace.decision.sizes : trace.hinted;
    return trace.decision.op == text.op && (sizes == text.sizes || trace.decision.sizes == text.sizes)
        && (text.compileId.isEmpty() || sameCompileId(trace.decision.compileId, text.compileId));
}

// Where a choice was read (the text's table and the trace's event may both hold it).
struct Anchor {
    QString file; // file name, as AutotuneDecision::where and AutotuneRejection::where write it
    int line = 0;
};

Anchor anchorOf(const QString &where)
{
    const qsizetype colon = where.lastIndexOf(u':');
    return { where.left(colon), where.mid(colon + 1).toInt() };
}

struct Joined {
    std::vector<Anchor> text; // per decision: its table's place, when the text has it
    std::map<QString, std::vector<size_t>> traced; // by compile and op: the decisions of the trace's events, in order
    std::map<QString, std::vector<int>> precompiles;
    QString traceFile; // (of the run's first trace; places are compared by file name)
};

void templates(const std::vector<std::shared_ptr<const TraceLog>> &logs,
    const std::vector<std::shared_ptr<const CompileOverview>> &overviews,
    const std::vector<std::shared_ptr<const TextLog>> &textLogs, std::vector<AutotuneDecision> &out, Joined &joined)
{
    TraceTemplates traced;
    const bool multiRank = logs.size() > 1;
    for (size_t li = 0; li < logs.size() && li < overviews.size(); ++li)
        for (const CompileSummary &c : overviews[li]->compiles)
            fromTrace(*logs[li], c, rankedCompileId(c.id.toString(), logs[li]->rank, multiRank), traced);
    joined.precompiles = std::move(traced.precompiles);
    std::vector<bool> used(traced.choices.size(), false);
    std::map<QString, std::vector<std::pair<int, size_t>>> byLine; // record line, decision
    auto noteTraced = [&](size_t i, size_t decision) {
        byLine[traced.choices[i].key].emplace_back(anchorOf(traced.choices[i].decision.where).line, decision);
    };
    for (const auto &t : textLogs)
        for (const AutotuneTable &table : t->autotune.tables) {
            AutotuneDecision d = fromTable(table, t->path, multiRank);
            joined.text.push_back(anchorOf(d.where));
            for (size_t i = 0; i < traced.choices.size(); ++i)
                if (!used[i] && sameChoice(traced.choices[i], d)) {
                    used[i] = true;
                    noteTraced(i, out.size());
                    d.compileId = traced.choices[i].decision.compileId;
                    d.fromTrace = true;
                    if (d.choices < 0)
                        d.choices = traced.choices[i].decision.choices;
                    break;
                }
            out.push_back(std::move(d));
        }
    for (size_t i = 0; i < traced.choices.size(); ++i)
        if (!used[i]) {
            noteTraced(i, out.size());
            joined.text.push_back({});
            out.push_back(std::move(traced.choices[i].decision));
        }
    // The trace's decisions of each compile and op in record order (the text's order may differ).
    for (auto &[key, list] : byLine) {
        std::sort(list.begin(), list.end());
        for (const auto &[line, decision] : list)
            joined.traced[key].push_back(decision);
    }
}

// A candidate dropped before timing joins the choice it was precompiled for. From the trace: the
// k-th precompiling event of a compile's op precedes its k-th autotuning event (pipelined autotuning
// precompiles several before timing any). From the text: the first table after its line, of
// whatever op (the text does not name it).
void attachRejections(
    const std::vector<AutotuneRejection> &rejections, std::vector<AutotuneDecision> &out, const Joined &joined)
{
    for (const AutotuneRejection &r : rejections) {
        const Anchor from = anchorOf(r.where);
        AutotuneDecision *target = nullptr;
        if (!r.op.isEmpty()) {
            const QString key = r.compileId + u'|' + r.op;
            const auto pre = joined.precompiles.find(key);
            const auto dec = joined.traced.find(key);
            if (pre != joined.precompiles.end() && dec != joined.traced.end()) {
                const auto at = std::find(pre->second.begin(), pre->second.end(), from.line);
                const size_t k = size_t(at - pre->second.begin());
                if (at != pre->second.end() && k < dec->second.size())
                    target = &out[dec->second[k]];
            }
        } else {
            int bestLine = 0;
            for (size_t i = 0; i < out.size() && i < joined.text.size(); ++i) {
                const Anchor &a = joined.text[i];
                if (a.file == from.file && a.line > from.line && (!target || a.line < bestLine)) {
                    target = &out[i];
                    bestLine = a.line;
                }
            }
        }
        if (!target)
            continue;
        AutotuneCandidate c;
        c.config = r.choice;
        c.failure = r.message;
        target->candidates << c;
    }
}

AutotuneCandidate configCandidate(const HeuristicConfigTiming &c)
{
    AutotuneCandidate k;
    k.name = c.config;
    k.ms = c.ms;
    k.registers = c.registers;
    k.spills = c.spills;
    return k;
}

// Coordinate descent's search joins the decision: the configs it tried (those not timed already),
// its pick the winner.
void addDescent(AutotuneDecision &d, const CoordescTuning &c)
{
    d.kind = AutotuneDecision::Kind::CoordinateDescent;
    d.baseline = c.baseline;
    d.baselineMs = c.baselineMs;
    d.tried = std::max(c.tried, int(c.trials.size()));
    auto find = [&](const QString &config) {
        return std::find_if(
            d.candidates.begin(), d.candidates.end(), [&](const AutotuneCandidate &k) { return k.name == config; });
    };
    for (const HeuristicConfigTiming &t : c.trials)
        if (find(t.config) == d.candidates.end())
            d.candidates << configCandidate(t);
    if (c.best.isEmpty())
        return;
    for (AutotuneCandidate &k : d.candidates)
        k.winner = false;
    if (auto it = find(c.best); it != d.candidates.end()) {
        it->winner = true;
        if (it->ms < 0)
            it->ms = c.bestMs;
    } else {
        AutotuneCandidate k;
        k.name = c.best;
        k.ms = c.bestMs;
        k.winner = true;
        d.candidates << k;
    }
}

void heuristics(const TextLog &log, std::vector<AutotuneDecision> &out)
{
    const AutotuneLog &a = log.autotune;
    std::vector<bool> usedDescent(size_t(a.coordesc.size()), false);
    auto start = [&](const QString &kernel, const std::optional<CompileId> &id, bool attributed, int line) {
        AutotuneDecision d;
        d.kind = AutotuneDecision::Kind::Heuristic;
        d.compileId = id ? id->toString() : QString();
        d.compileAttributed = attributed;
        d.op = d.kernel = kernel;
        d.where = place(log.path, line);
        d.fromText = true;
        return d;
    };
    for (const HeuristicBenchmark &h : a.heuristics) {
        AutotuneDecision d = start(h.kernel, h.compileId, h.attributed, h.line);
        d.choices = d.timed = int(h.configs.size());
        for (const HeuristicConfigTiming &c : h.configs)
            d.candidates << configCandidate(c);
        // Coordinate descent starts from the winner: the first search of this kernel after it.
        for (qsizetype i = 0; i < a.coordesc.size(); ++i) {
            const CoordescTuning &c = a.coordesc[i];
            if (usedDescent[size_t(i)] || c.kernel != h.kernel || c.line < h.line)
                continue;
            usedDescent[size_t(i)] = true;
            addDescent(d, c);
            break;
        }
        sortCandidates(d);
        out.push_back(std::move(d));
    }
    for (qsizetype i = 0; i < a.coordesc.size(); ++i) { // a search without the heuristic's timings before it
        if (usedDescent[size_t(i)])
            continue;
        const CoordescTuning &c = a.coordesc[i];
        AutotuneDecision d = start(c.kernel, c.compileId, c.attributed, c.line);
        if (!c.baseline.isEmpty()) {
            AutotuneCandidate k;
            k.name = c.baseline;
            k.ms = c.baselineMs;
            d.candidates << k;
        }
        addDescent(d, c);
        sortCandidates(d);
        out.push_back(std::move(d));
    }
}

} // namespace

namespace {

// The template config `BLOCK_K=64, ..., num_warps=4` is the one a kernel's code was made with:
// `'BLOCK_K': 64` in its config_args (or `BLOCK_K : tl.constexpr = 64`), `num_warps=4` in its decorator.
bool codeHasConfig(const QString &code, const QString &config)
{
    int checked = 0;
    for (const QString &pair : config.split(QStringLiteral(", "), Qt::SkipEmptyParts)) {
        const QString key = pair.section(u'=', 0, 0), value = pair.section(u'=', 1);
        if (!key.startsWith(QLatin1String("BLOCK_")) && key != QLatin1String("num_warps")
            && key != QLatin1String("num_stages"))
            continue;
        ++checked;
        if (!code.contains(QStringLiteral("'%1': %2").arg(key, value))
            && !code.contains(QStringLiteral("%1 : tl.constexpr = %2").arg(key, value))
            && !code.contains(QStringLiteral("%1=%2").arg(key, value)))
            return false;
    }
    return checked > 0;
}

// A matmul template kernel's problem size, as its code sets it (`    M = 2048`, `N`, `K`); empty when not.
QList<qint64> kernelMnk(const QString &code)
{
    QList<qint64> mnk;
    for (const char *name : { "\n    M = ", "\n    N = ", "\n    K = " }) {
        const qsizetype at = code.indexOf(QLatin1String(name));
        if (at < 0)
            return {};
        qsizetype end = at + 9;
        while (end < code.size() && code[end].isDigit())
            ++end;
        bool ok = false;
        mnk << code.mid(at + 9, end - at - 9).toLongLong(&ok);
        if (!ok)
            return {};
    }
    return mnk;
}

// Whether a matmul choice's inputs (`2048x512, 2048x2048, 2048x512`: the last two are A, M×K, and
// B, K×N, batched or not) are that problem.
bool choiceIsMnk(const AutotuneDecision &d, const QList<qint64> &mnk)
{
    const QStringList inputs = d.sizes.split(QStringLiteral(", "));
    if (mnk.size() != 3 || inputs.size() < 2 || !d.op.endsWith(QLatin1String("mm")))
        return false;
    const QStringList a = inputs[inputs.size() - 2].split(u'x'), b = inputs.last().split(u'x');
    return a.size() >= 2 && b.size() >= 2 && a[a.size() - 2].toLongLong() == mnk[0] && a.last().toLongLong() == mnk[2]
        && b.last().toLongLong() == mnk[1];
}

} // namespace

std::vector<const AutotuneDecision *> decisionsForKernel(
    const AutotuneExplorer &x, const QString &compileId, const QString &kernel, const QString &code)
{
    std::vector<const AutotuneDecision *> out;
    const bool templ = kernel.startsWith(QLatin1String("triton_tem_"));
    const QString name = kernel + u'_';
    for (const AutotuneDecision &d : x.decisions) {
        if (!d.compileId.isEmpty() && !compileId.isEmpty() && !sameCompileId(d.compileId, compileId))
            continue;
        const bool fits = d.kind == AutotuneDecision::Kind::Template
            ? templ && !d.op.isEmpty() && name.contains(u'_' + d.op + u'_')
            : d.kernel == kernel;
        if (fits)
            out.push_back(&d);
    }
    // Several choices of the op: the one of the kernel's problem size (a matmul's M, N, K in its code),
    // else those whose winner's config the code has.
    // (A kernel whose choice came from the autotune cache has none: no other shape's choice is its.)
    if (const QList<qint64> mnk = kernelMnk(code); !mnk.isEmpty() && !out.empty()) {
        std::vector<const AutotuneDecision *> same;
        for (const AutotuneDecision *d : out)
            if (choiceIsMnk(*d, mnk))
                same.push_back(d);
        const bool matmuls = std::all_of(
            out.begin(), out.end(), [](const AutotuneDecision *d) { return d->op.endsWith(QLatin1String("mm")); });
        if (!same.empty() || matmuls)
            out = same;
    }
    if (out.size() > 1 && !code.isEmpty()) {
        std::vector<const AutotuneDecision *> same;
        for (const AutotuneDecision *d : out)
            for (const AutotuneCandidate &c : d->candidates)
                if (c.winner && codeHasConfig(code, c.config))
                    same.push_back(d);
        if (!same.empty())
            out = same;
    }
    return out;
}

AutotuneExplorer exploreAutotuning(const std::vector<std::shared_ptr<const TraceLog>> &logs,
    const std::vector<std::shared_ptr<const CompileOverview>> &overviews,
    const std::vector<std::shared_ptr<const TextLog>> &textLogs, const std::vector<AutotuneRejection> &rejections)
{
    AutotuneExplorer x;
    Joined joined;
    templates(logs, overviews, textLogs, x.decisions, joined);
    attachRejections(rejections, x.decisions, joined);
    int unlisted = 0, textless = 0;
    bool triton = false;
    for (AutotuneDecision &d : x.decisions) {
        sortCandidates(d);
        unlisted += d.rows >= 0 && d.timed > d.rows;
        triton = triton || std::any_of(d.candidates.begin(), d.candidates.end(), [](const AutotuneCandidate &c) {
            return c.name.startsWith(QLatin1String("triton_"));
        });
        textless += !d.fromText;
    }
    const size_t templateCount = x.decisions.size();
    for (const auto &t : textLogs)
        heuristics(*t, x.decisions);
    x.unlistedChoices = unlisted;
    x.traceOnlyChoices = textless;
    x.heuristicsUnlogged = triton && x.decisions.size() == templateCount; // GPU kernels tuned, none logged
    return x;
}

} // namespace cs
