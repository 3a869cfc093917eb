// ab --why as people and tools read it (abwhy.h): the causes' titles, evidence and next steps,
// the text of each entry, and the JSON (AB_JSON.md `why`).
#include "core/ab/abwhy.h"

#include "core/ab/abjson.h"
#include "core/ab/abreport.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace cs::ab {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(cs::ab::Why)
};

QString say(bool translated, const char *source)
{
    return translated ? Tr::tr(source) : QString::fromUtf8(source);
}

} // namespace

QString whyCauseTitle(const QString &kind, bool translated)
{
    static const QHash<QString, const char *> titles {
        { QStringLiteral("overhead"), QT_TRANSLATE_NOOP("cs::ab::Why", "overhead-bound") },
        { QStringLiteral("graph_breaks"),
            QT_TRANSLATE_NOOP("cs::ab::Why", "graph breaks (eager islands, extra frames)") },
        { QStringLiteral("recompiles"), QT_TRANSLATE_NOOP("cs::ab::Why", "recompiles after the warm-up") },
        { QStringLiteral("cudagraphs_skipped"), QT_TRANSLATE_NOOP("cs::ab::Why", "CUDA graphs skipped") },
        { QStringLiteral("slower_kernels"), QT_TRANSLATE_NOOP("cs::ab::Why", "kernels slower than eager's") },
        { QStringLiteral("not_amortised"), QT_TRANSLATE_NOOP("cs::ab::Why", "compile never amortised") },
        { QStringLiteral("memory"), QT_TRANSLATE_NOOP("cs::ab::Why", "peak memory grown") },
    };
    const char *t = titles.value(kind, nullptr);
    return t ? say(translated, t) : kind;
}

QString whyCauseEvidence(const WhyCause &c, bool translated)
{
    QString s = say(translated, c.evidence);
    for (const QString &a : c.evidenceArgs)
        s = s.arg(a);
    if (*c.evidenceMore) {
        QString more = say(translated, c.evidenceMore);
        for (const QString &a : c.evidenceMoreArgs)
            more = more.arg(a);
        s += QStringLiteral("; ") + more;
    }
    return s;
}

QString whyCauseNext(const WhyCause &c, bool translated)
{
    return say(translated, c.next);
}

QString whyReasonText(const QString &reason, bool translated)
{
    if (reason == QLatin1String("slower"))
        return say(translated, QT_TRANSLATE_NOOP("cs::ab::Why", "slower than eager"));
    if (reason == QLatin1String("recompiles"))
        return say(translated, QT_TRANSLATE_NOOP("cs::ab::Why", "recompiles after the warm-up"));
    if (reason == QLatin1String("not_amortised"))
        return say(translated, QT_TRANSLATE_NOOP("cs::ab::Why", "faster per call, but the compile is not earned back"));
    if (reason == QLatin1String("no_significant_difference"))
        return say(translated, QT_TRANSLATE_NOOP("cs::ab::Why", "no significant difference from eager"));
    if (reason == QLatin1String("processes_disagree"))
        return say(translated,
            QT_TRANSLATE_NOOP("cs::ab::Why", "undecided: the processes disagree (some pairs faster, some slower)"));
    if (reason == QLatin1String("too_few_processes"))
        return say(translated, QT_TRANSLATE_NOOP("cs::ab::Why", "undecided: too few usable processes"));
    if (reason == QLatin1String("not_equivalent"))
        return say(translated, QT_TRANSLATE_NOOP("cs::ab::Why", "not numerically equivalent to eager"));
    if (reason == QLatin1String("too_few_calls"))
        return say(translated, QT_TRANSLATE_NOOP("cs::ab::Why", "too few steady calls to tell"));
    if (reason == QLatin1String("pays_off"))
        return say(translated,
            QT_TRANSLATE_NOOP(
                "cs::ab::Why", "faster than eager and earns its compile back in this run: nothing to explain"));
    return say(translated, QT_TRANSLATE_NOOP("cs::ab::Why", "the speedup's interval includes 1"));
}

QString whyExplainsText(const WhyCause &c, const WhyEntry &e)
{
    if (c.kind == QLatin1String("not_amortised"))
        return c.spreadMs >= 0
            ? Tr::tr("not per call: paid once, %1 per call spread over the run").arg(formatMs(c.spreadMs))
            : QString();
    if (!c.inGap)
        return {};
    if (e.gapMs <= 0)
        return Tr::tr("%1 per call (no gap to explain: faster than eager per call)").arg(formatMs(c.explainsMs));
    if (c.explainsMs > e.gapMs * 1.005)
        return Tr::tr("%1 per call, more than the %2 gap: other parts were faster")
            .arg(formatMs(c.explainsMs), formatMs(e.gapMs));
    return Tr::tr("%1 per call (%2% of the gap)").arg(formatMs(c.explainsMs)).arg(std::lround(100 * c.share));
}

QString whyEntryText(const WhyEntry &e, const QString &indent)
{
    QString out;
    if (e.reason == QLatin1String("pays_off")) // the headline says all there is
        return out;
    const QString in2 = indent + QStringLiteral("  "), in3 = indent + QStringLiteral("     ");
    int rank = 0;
    for (const WhyCause &c : e.causes) {
        out += in2 + QStringLiteral("%1. %2").arg(++rank).arg(whyCauseTitle(c.kind, true));
        if (const QString x = whyExplainsText(c, e); !x.isEmpty())
            out += QStringLiteral(" — ") + (c.inGap ? Tr::tr("explains %1").arg(x) : x);
        out += QLatin1Char('\n');
        out += in3 + whyCauseEvidence(c, true) + QLatin1Char('\n');
        for (const QString &d : c.details.mid(0, 3))
            out += in3 + QStringLiteral("· ") + d + QLatin1Char('\n');
        out += in3 + QStringLiteral("→ ") + whyCauseNext(c, true) + QLatin1Char('\n');
    }
    if (e.causes.isEmpty())
        out += in2 + Tr::tr("no cause found in the records and traces") + QLatin1Char('\n');
    if (e.gapMs > 0) {
        if (e.unexplainedMs >= -1e-3 * e.gapMs)
            out += in2 + Tr::tr("unexplained: %1 per call").arg(formatMs(std::max(0.0, e.unexplainedMs)))
                + QLatin1Char('\n');
        else
            out += in2
                + Tr::tr("the causes add up to %1 more than the measured gap: other parts of the compiled call are "
                         "faster than eager's and save it")
                      .arg(formatMs(-e.unexplainedMs))
                + QLatin1Char('\n');
    }
    if (!e.note.isEmpty())
        out += in2 + e.note + QLatin1Char('\n');
    return out;
}

QString whyHeadline(const WhyEntry &e)
{
    return QStringLiteral("%1 — %2: %3; ").arg(e.region, e.mode, whyReasonText(e.reason, true))
        + Tr::tr("gap %1 per call (eager %2, %3 %4)")
              .arg(e.gapMs >= 0 ? QStringLiteral("+") + formatMs(e.gapMs) : QStringLiteral("−") + formatMs(-e.gapMs),
                  formatMs(e.eagerMs), e.mode, formatMs(e.modeMs));
}

QString whyText(const WhyReport &why)
{
    QString out = Tr::tr("Why?") + QLatin1Char('\n');
    // Nothing measured is nothing explained: a mode that failed in every process is never "faster".
    const QString notMeasured = why.notMeasured.join(QStringLiteral(", "));
    if (why.entries.isEmpty() && why.compared == 0)
        out += QStringLiteral("  ")
            + (notMeasured.isEmpty()
                    ? Tr::tr("no compiled mode was measured beside eager: nothing to explain")
                    : Tr::tr("no compiled mode was measured beside eager (not measured, every process failed: %1): "
                             "nothing to explain")
                          .arg(notMeasured))
            + QLatin1Char('\n');
    else if (why.entries.isEmpty())
        out += QStringLiteral("  ")
            + Tr::tr("every compiled mode measured is faster than eager and pays off in this run: nothing to explain")
            + QLatin1Char('\n');
    if (!why.entries.isEmpty() || why.compared > 0)
        if (!notMeasured.isEmpty())
            out += QStringLiteral("  ") + Tr::tr("not measured (every process failed): %1").arg(notMeasured)
                + QLatin1Char('\n');
    for (const WhyEntry &e : why.entries)
        out += QStringLiteral("  ") + whyHeadline(e) + QLatin1Char('\n') + whyEntryText(e, QStringLiteral("  "));
    for (const QString &p : why.problems)
        out += QStringLiteral("  ! ") + p + QLatin1Char('\n');
    if (const QString cost = whyCostText(why); !cost.isEmpty())
        out += QStringLiteral("  ") + cost + QLatin1Char('\n');
    return out;
}

QString whyCostText(const WhyReport &why)
{
    if (why.cost.processes == 0)
        return {};
    return Tr::tr("Tracing: %n process(es) traced a few calls (each is measured only up to its first traced call); "
                  "they ran %1 s longer than their modes' untraced processes, %2% of the A/B's %3 s of processes",
        nullptr, why.cost.processes)
        .arg(QString::number(why.cost.extraS, 'f', 1),
            QString::number(why.cost.totalS > 0 ? 100 * why.cost.extraS / why.cost.totalS : 0, 'f', 0),
            QString::number(why.cost.totalS, 'f', 1));
}

const WhyEntry *WhyReport::entry(const QString &region, const QString &mode) const
{
    for (const WhyEntry &e : entries)
        if (e.region == region && e.mode == mode)
            return &e;
    return nullptr;
}

namespace {

QJsonValue factsJson(const std::optional<WhyTraceFacts> &f)
{
    if (!f)
        return QJsonValue::Null;
    return QJsonObject { { QStringLiteral("trace"), f->trace }, { QStringLiteral("calls"), f->calls },
        { QStringLiteral("call_us"), f->callUs }, { QStringLiteral("python_us"), f->pythonUs },
        { QStringLiteral("guards_us"), f->guardsUs }, { QStringLiteral("graph_us"), f->graphUs },
        { QStringLiteral("region_outside_us"), f->regionOutsideUs }, { QStringLiteral("ops_us"), f->opsUs },
        { QStringLiteral("device_us"), f->gpu ? QJsonValue(f->deviceUs) : QJsonValue::Null },
        { QStringLiteral("kernels"), f->kernels }, { QStringLiteral("launches"), f->launches },
        { QStringLiteral("frames"), f->frames }, { QStringLiteral("host_syncs"), f->syncs },
        { QStringLiteral("host_sync_wait_us"), f->syncWaitUs },
        { QStringLiteral("idle_after_sync_us"), f->gpu ? QJsonValue(f->syncIdleUs) : QJsonValue::Null } };
}

QJsonArray sitesJson(const WhyCause &c)
{
    QJsonArray out;
    for (const WhyCause::Site &s : c.sites)
        out.append(QJsonObject { { QStringLiteral("file"), s.file }, { QStringLiteral("line"), s.line },
            { QStringLiteral("reason"), s.reason } });
    return out;
}

} // namespace

QJsonArray whyJson(const WhyReport &why)
{
    QJsonArray out;
    for (const WhyEntry &e : why.entries) {
        QJsonArray causes;
        for (const WhyCause &c : e.causes)
            causes.append(QJsonObject { { QStringLiteral("kind"), c.kind },
                { QStringLiteral("explains_ms"), c.inGap ? QJsonValue(c.explainsMs) : QJsonValue::Null },
                { QStringLiteral("share"), c.inGap && e.gapMs > 0 ? QJsonValue(c.share) : QJsonValue::Null },
                { QStringLiteral("spread_ms_per_call"), c.spreadMs >= 0 ? QJsonValue(c.spreadMs) : QJsonValue::Null },
                { QStringLiteral("evidence"), whyCauseEvidence(c, false) },
                { QStringLiteral("next"), whyCauseNext(c, false) },
                { QStringLiteral("details"), QJsonArray::fromStringList(c.details) },
                { QStringLiteral("sites"), sitesJson(c) }, { QStringLiteral("every_call_recompiles"), c.everyCall } });
        out.append(QJsonObject { { QStringLiteral("region"), e.region }, { QStringLiteral("mode"), e.mode },
            { QStringLiteral("reason"), e.reason }, { QStringLiteral("eager_ms"), e.eagerMs },
            { QStringLiteral("mode_ms"), e.modeMs }, { QStringLiteral("gap_ms"), e.gapMs },
            { QStringLiteral("causes"), causes }, { QStringLiteral("unexplained_ms"), e.unexplainedMs },
            { QStringLiteral("trace"), factsJson(e.modeTrace) },
            { QStringLiteral("eager_trace"), factsJson(e.eagerTrace) },
            { QStringLiteral("note"), e.note.isEmpty() ? QJsonValue::Null : QJsonValue(e.note) } });
    }
    return out;
}

QByteArray abJsonWithWhy(const AbResult &result, const WhyReport &why)
{
    QJsonObject doc = QJsonDocument::fromJson(abJson(result)).object();
    doc[QStringLiteral("why")] = QJsonObject { { QStringLiteral("traced"), why.traced },
        { QStringLiteral("compared"), why.compared },
        { QStringLiteral("not_measured"), QJsonArray::fromStringList(why.notMeasured) },
        { QStringLiteral("trace_cost"),
            QJsonObject { { QStringLiteral("processes"), why.cost.processes },
                { QStringLiteral("extra_s"), why.cost.extraS }, { QStringLiteral("total_s"), why.cost.totalS } } },
        { QStringLiteral("entries"), whyJson(why) },
        { QStringLiteral("problems"), QJsonArray::fromStringList(why.problems) } };
    return QJsonDocument(doc).toJson(QJsonDocument::Indented);
}

} // namespace cs::ab
