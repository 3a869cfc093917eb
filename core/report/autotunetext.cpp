#include "core/report/autotunetext.h"

#include "core/util/jsonvalue.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>

namespace cs {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(cs::Report)
};

QString ms(double v)
{
    return v < 0 ? QStringLiteral("–") : QStringLiteral("%1 ms").arg(v, 0, 'f', v < 1 ? 4 : 3);
}

QString kindName(AutotuneDecision::Kind k)
{
    switch (k) {
    case AutotuneDecision::Kind::Template:
        return Tr::tr("template");
    case AutotuneDecision::Kind::Heuristic:
        return Tr::tr("heuristic configs");
    case AutotuneDecision::Kind::CoordinateDescent:
        return Tr::tr("coordinate descent");
    }
    return {};
}

bool matches(const AutotuneDecision &d, const QString &filter)
{
    return filter.isEmpty() || d.op.contains(filter, Qt::CaseInsensitive)
        || d.kernel.contains(filter, Qt::CaseInsensitive) || d.winner.contains(filter, Qt::CaseInsensitive);
}

QString candidateLabel(const AutotuneDecision &d, const AutotuneCandidate &c, const QStringList &shared)
{
    if (d.kind != AutotuneDecision::Kind::Template) // a heuristic config: its text is its name
        return distinguishingConfig(c.name, shared);
    if (c.aten)
        return Tr::tr("%1 (ATen)").arg(c.name);
    const QString cfg = distinguishingConfig(c.config, shared);
    if (c.name.isEmpty())
        return cfg;
    return cfg.isEmpty() ? c.name : QStringLiteral("%1  %2").arg(c.name, cfg);
}

void writeDecision(QString &out, const AutotuneDecision &d, int top)
{
    // A compile the log did not name: the last one logged before (its first call launched the kernel).
    const QString id = d.compileId.isEmpty() ? QStringLiteral("?")
        : d.compileAttributed                ? Tr::tr("%1 (by order)").arg(d.compileId)
                                             : d.compileId;
    if (d.kind == AutotuneDecision::Kind::Template)
        out += QStringLiteral("%1  %2(%3)  %4  [%5]\n").arg(id, d.op, d.sizes, d.dtypes, d.where);
    else if (d.kernel == QLatin1String("triton_")) // Inductor's unnamed benchmark kernel
        out += Tr::tr("%1  %2  %3, a kernel timed while compiling (to decide a fusion; the run never launches "
                      "it)  [%4]\n")
                   .arg(id, d.kernel, kindName(d.kind), d.where);
    else
        out += QStringLiteral("%1  %2  %3  [%4]\n").arg(id, d.kernel, kindName(d.kind), d.where);
    QStringList facts;
    int timed = 0, dropped = 0;
    int failed = 0;
    for (const AutotuneCandidate &c : d.candidates) {
        timed += c.ms >= 0;
        dropped += !c.failure.isEmpty();
        failed += c.benchmarkFailed;
    }
    if (d.kind != AutotuneDecision::Kind::Template) {
        if (d.choices > 0)
            facts << Tr::tr("%n heuristic config(s) timed at its first launch", nullptr, d.choices);
    } else {
        if (d.choices > 0)
            facts << Tr::tr("%n choice(s)", nullptr, d.choices);
        if (d.rows >= 0 && d.timed > d.rows)
            facts << Tr::tr("the log lists %1 of the %2 timed").arg(d.rows).arg(d.timed);
        else if (timed > 0)
            facts << Tr::tr("%n timed", nullptr, timed);
    }
    if (dropped > 0)
        facts << Tr::tr("%n dropped before timing", nullptr, dropped);
    if (failed > 0)
        facts << Tr::tr("%n whose benchmark failed", nullptr, failed);
    if (d.benchmarkS >= 0 && d.precompileS >= 0)
        facts << Tr::tr("choosing took %1 s benchmarking and %2 s precompiling")
                     .arg(QString::number(d.benchmarkS, 'f', 3), QString::number(d.precompileS, 'f', 3));
    else if (d.benchmarkS >= 0)
        facts << Tr::tr("choosing took %1 s benchmarking").arg(d.benchmarkS, 0, 'f', 3);
    if (d.kind == AutotuneDecision::Kind::CoordinateDescent && d.baselineMs > 0 && d.winnerMs > 0)
        facts << Tr::tr("coordinate descent then tried %n config(s): %1 → %2", nullptr, d.tried)
                     .arg(ms(d.baselineMs), ms(d.winnerMs));
    if (d.margin() > 0)
        facts << (d.margin() < 1.02 ? Tr::tr("runner-up %1% slower: a near tie, which another run may choose the "
                                             "other way")
                                    : Tr::tr("runner-up %1% slower"))
                     .arg((d.margin() - 1) * 100, 0, 'f', 1);
    if (!facts.isEmpty())
        out += QStringLiteral("    ") + facts.join(QStringLiteral("; ")) + u'\n';
    const QStringList shared = sharedConfigKeys(d);
    if (!shared.isEmpty())
        out += Tr::tr("    every candidate: %1\n").arg(shared.join(QStringLiteral(", ")));
    int shown = 0;
    for (const AutotuneCandidate &c : d.candidates) {
        if (!c.failure.isEmpty() || c.benchmarkFailed)
            continue;
        if (top > 0 && shown >= top && !c.winner)
            continue;
        ++shown;
        QString rel;
        if (const double slower = d.slowerBy(c.ms, c.percentOfBest); !c.winner && c.ms > 0 && slower > 0)
            rel = QStringLiteral("+%1%").arg((slower - 1) * 100, 0, 'f', 1);
        QString regs;
        if (c.registers >= 0)
            regs = Tr::tr("  %1 registers, %2 spilled").arg(c.registers).arg(c.spills);
        out += QStringLiteral("    %1 %2 %3  %4%5\n")
                   .arg(c.winner ? Tr::tr("winner") : QString(), -7)
                   .arg(ms(c.ms), 11)
                   .arg(rel, 7)
                   .arg(candidateLabel(d, c, shared), regs);
    }
    if (const int hidden = timed - shown; hidden > 0)
        out += Tr::tr("    … %n more timed (--top 0 lists all)\n", nullptr, hidden);
    for (const AutotuneCandidate &c : d.candidates)
        if (c.benchmarkFailed)
            out += Tr::tr("    failed   %1: its benchmark failed (inf ms)\n").arg(candidateLabel(d, c, shared));
    for (const AutotuneCandidate &c : d.candidates)
        if (!c.failure.isEmpty())
            out += Tr::tr("    dropped  %1: %2\n").arg(distinguishingConfig(c.config, shared), c.failure);
}

// What to set where the logs hold less than every candidate; English for JSON, else translated.
QStringList hints(const AutotuneExplorer &x, bool english)
{
    auto t = [english](const char *s, int n = -1) {
        return english ? QString::fromLatin1(s)
                             .replace(QLatin1String("(s)"), n == 1 ? QString() : QStringLiteral("s"))
                             .replace(QLatin1String("%n"), QString::number(n))
                       : Tr::tr(s, nullptr, n);
    };
    QStringList out;
    if (x.unlistedChoices > 0)
        out << t(QT_TRANSLATE_N_NOOP("cs::Report",
                     "in %n choice(s) the table lists only the fastest timed candidates: "
                     "torch._inductor.config.autotune_num_choices_displayed = None lists them all"),
            x.unlistedChoices);
    if (x.traceOnlyChoices > 0)
        out << t(QT_TRANSLATE_N_NOOP("cs::Report",
                     "%n choice(s) come from the trace alone, which keeps only the winner: the AUTOTUNE "
                     "tables max-autotune prints on stderr time every candidate (keep stderr with the trace)"),
            x.traceOnlyChoices);
    if (x.heuristicsUnlogged)
        out << t(QT_TRANSLATE_NOOP("cs::Report",
            "pointwise and reduction kernels' configs are timed at DEBUG level only: "
            "TORCH_LOGS=\"+torch._inductor.runtime.triton_heuristics,"
            "+torch._inductor.runtime.coordinate_descent_tuner\" logs them"));
    return out;
}

} // namespace

QStringList sharedConfigKeys(const AutotuneDecision &d)
{
    QStringList shared;
    bool first = true;
    int withConfig = 0;
    const bool heuristic = d.kind != AutotuneDecision::Kind::Template; // configs named by their text
    for (const AutotuneCandidate &c : d.candidates) {
        const QString &config = heuristic ? c.name : c.config;
        if ((!heuristic && c.aten) || config.isEmpty() || !c.failure.isEmpty())
            continue;
        ++withConfig;
        const QStringList keys = config.split(QStringLiteral(", "), Qt::SkipEmptyParts);
        if (first) {
            shared = keys;
            first = false;
        } else {
            shared.removeIf([&](const QString &k) { return !keys.contains(k); });
        }
    }
    return withConfig > 1 ? shared : QStringList();
}

QString distinguishingConfig(const QString &config, const QStringList &shared)
{
    QStringList keys = config.split(QStringLiteral(", "), Qt::SkipEmptyParts);
    keys.removeIf([&](const QString &k) { return shared.contains(k); });
    return keys.join(QStringLiteral(", "));
}

QString formatAutotuneText(const AutotuneExplorer &x, const AutotuneTextOptions &options)
{
    if (x.empty())
        return Tr::tr("No autotuning in this run's logs: Inductor logs its choices when it autotunes "
                      "(mode=\"max-autotune\" prints AUTOTUNE tables on stderr; the trace keeps each template's "
                      "winner).\n");
    int templates = 0, others = 0, shownCount = 0;
    double cost = 0;
    for (const AutotuneDecision &d : x.decisions) {
        (d.kind == AutotuneDecision::Kind::Template ? templates : others)++;
        cost += std::max(0.0, d.benchmarkS) + std::max(0.0, d.precompileS);
    }
    QStringList parts;
    if (templates > 0)
        parts << Tr::tr("%n template choice(s)", nullptr, templates);
    if (others > 0)
        parts << Tr::tr("%n pointwise/reduction kernel(s) with timed configs", nullptr, others);
    QString out = cost > 0 ? Tr::tr("Autotuning: %1; choosing templates took %2 s of compile time")
                                 .arg(parts.join(QStringLiteral(", ")), QString::number(cost, 'f', 2))
                           : Tr::tr("Autotuning: %1").arg(parts.join(QStringLiteral(", ")));
    out += QStringLiteral("\n\n");
    for (const AutotuneDecision &d : x.decisions)
        if (matches(d, options.filter)) {
            writeDecision(out, d, options.top);
            out += u'\n';
            ++shownCount;
        }
    if (shownCount == 0)
        out += Tr::tr("No choice matches %1.\n").arg(options.filter);
    for (const QString &h : hints(x, false))
        out += Tr::tr("To see more: %1.\n").arg(h);
    return out;
}

QJsonArray autotuneDecisionsJson(const AutotuneExplorer &x, const QString &filter)
{
    QJsonArray decisions;
    for (const AutotuneDecision &d : x.decisions) {
        if (!matches(d, filter))
            continue;
        QJsonArray candidates;
        for (const AutotuneCandidate &c : d.candidates) {
            QJsonObject o { { "name", orNull(c.name) }, { "config", orNull(c.config) },
                { "ms", c.ms >= 0 ? QJsonValue(c.ms) : QJsonValue() }, { "winner", c.winner }, { "aten", c.aten },
                { "dropped_because", orNull(c.failure) }, { "benchmark_failed", c.benchmarkFailed } };
            if (c.percentOfBest >= 0)
                o[QStringLiteral("percent_of_best")] = c.percentOfBest;
            if (c.registers >= 0) {
                o[QStringLiteral("registers")] = c.registers;
                o[QStringLiteral("spills")] = c.spills;
            }
            candidates << o;
        }
        static const char *kinds[] = { "template", "heuristic", "coordinate_descent" };
        auto num = [](double v) { return v >= 0 ? QJsonValue(v) : QJsonValue(); };
        auto count = [](int v) { return v >= 0 ? QJsonValue(v) : QJsonValue(); };
        decisions << QJsonObject { { "kind", kinds[int(d.kind)] }, { "compile_id", orNull(d.compileId) },
            { "compile_id_by_order", d.compileAttributed }, { "op", orNull(d.op) }, { "kernel", orNull(d.kernel) },
            { "winner", orNull(d.winner) }, { "winner_ms", num(d.winnerMs) }, { "runner_up", orNull(d.runnerUp) },
            { "runner_up_ms", num(d.runnerUpMs) }, { "runner_up_slower_by", num(d.margin()) },
            { "input_sizes", orNull(d.sizes) }, { "input_strides", orNull(d.strides) },
            { "input_dtypes", orNull(d.dtypes) }, { "choices", count(d.choices) }, { "timed", count(d.timed) },
            { "benchmark_s", num(d.benchmarkS) }, { "precompile_s", num(d.precompileS) },
            { "baseline", orNull(d.baseline) }, { "baseline_ms", num(d.baselineMs) },
            { "configs_tried",
                d.kind == AutotuneDecision::Kind::CoordinateDescent ? QJsonValue(d.tried) : QJsonValue() },
            { "where", d.where }, { "candidates", candidates } };
    }
    return decisions;
}

QByteArray formatAutotuneJson(const AutotuneExplorer &x, const QString &filter)
{
    const QJsonObject root { { "schema", "compilescope.autotune/1" }, { "decisions", autotuneDecisionsJson(x, filter) },
        { "to_see_more", QJsonArray::fromStringList(hints(x, true)) } };
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

} // namespace cs
