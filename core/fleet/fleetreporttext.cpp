#include "core/fleet/fleetreport.h"

#include "core/util/countedtext.h"
#include "core/util/inerttext.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QLocale>
#include <QTextStream>

#include <cmath>

// The fleet report as text (`fleet report` without --json): the same JSON the other writers take.
namespace cs::fleet {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(cs::Fleet)
};

} // namespace

QString formatFleetReportText(const QJsonObject &r)
{
    QString out;
    QTextStream s(&out);
    const QLocale c = QLocale::c();
    // Strings from traces (job names, paths, reasons) on one line each: control characters,
    // line breaks and tabs as visible escapes, so that a row stays one row.
    auto inert = [](const QString &text) {
        QString out = InertText::escapeControls(text, false);
        return out.replace(u'\t', QStringLiteral("\\t"));
    };
    auto str = [&](const QJsonObject &o, const char *key) { return inert(o.value(QLatin1String(key)).toString()); };
    auto num = [](const QJsonObject &o, const char *key) { return o.value(QLatin1String(key)).toInteger(); };
    // A time not recorded (JSON null) is "–", never 0.00 s.
    auto sec = [&](const QJsonObject &o, const char *key) {
        const QJsonValue v = o.value(QLatin1String(key));
        return v.isDouble() ? Tr::tr("%1 s").arg(c.toString(v.toDouble(), 'f', 2)) : QStringLiteral("–");
    };
    auto site = [&](const QJsonObject &o) {
        const QString where = str(o, "file");
        return QStringLiteral("%1:%2  %3")
            .arg(where.isEmpty() ? QStringLiteral("?") : where)
            .arg(o.value(QStringLiteral("line")).toInt())
            .arg(str(o, "reason").left(100));
    };
    auto list = [&](const QString &key) { return r.value(key).toArray(); };
    const QJsonObject t = r.value(QStringLiteral("totals")).toObject();
    s << Tr::tr("Fleet: %1 of %2 (%3 ok, %4 read in part, %5 unreadable), %6, %7, %8, %9, %10 compile time")
             .arg(countedText(Tr::tr("%n log(s)", nullptr, int(num(t, "logs"))), num(t, "logs")),
                 countedText(Tr::tr("%n job(s)", nullptr, int(num(t, "jobs"))), num(t, "jobs")))
             .arg(num(t, "logs_ok"))
             .arg(num(t, "logs_partial"))
             .arg(num(t, "logs_unreadable"))
             .arg(countedText(Tr::tr("%n compile(s)", nullptr, int(num(t, "compiles"))), num(t, "compiles")),
                 countedText(Tr::tr("%n graph break(s)", nullptr, int(num(t, "graph_breaks"))), num(t, "graph_breaks")),
                 countedText(Tr::tr("%n recompile(s)", nullptr, int(num(t, "recompiles"))), num(t, "recompiles")),
                 countedText(Tr::tr("%n failure(s)", nullptr, int(num(t, "failures"))), num(t, "failures")),
                 sec(t, "compile_time_s"))
      << "\n";
    for (const QJsonValue &e : list(QStringLiteral("errors")))
        s << Tr::tr("Not shown: %1").arg(inert(e.toString())) << "\n";
    auto sites = [&](const QString &title, const QString &key) {
        s << "\n" << title << "\n";
        for (const QJsonValue &v : list(key)) {
            const QJsonObject o = v.toObject();
            s << "  "
              << Tr::tr("%1 added, %2, %3")
                     .arg(sec(o, "added_s"),
                         countedText(Tr::tr("%n break(s)", nullptr, int(num(o, "count"))), num(o, "count")),
                         countedText(Tr::tr("%n job(s)", nullptr, int(num(o, "jobs"))), num(o, "jobs")))
              << "  " << site(o) << "\n";
        }
    };
    sites(Tr::tr("Graph-break sites by compile time added:"), QStringLiteral("break_sites_by_time"));
    sites(Tr::tr("Graph-break sites by jobs hit:"), QStringLiteral("break_sites_by_jobs"));
    s << "\n" << Tr::tr("Recompile causes:") << "\n";
    for (const QJsonValue &v : list(QStringLiteral("recompile_causes"))) {
        const QJsonObject o = v.toObject();
        s << "  "
          << Tr::tr("%1, %2, %3, %4")
                 .arg(countedText(Tr::tr("%n recompile(s)", nullptr, int(num(o, "count"))), num(o, "count")),
                     countedText(Tr::tr("%n job(s)", nullptr, int(num(o, "jobs"))), num(o, "jobs")),
                     sec(o, "compile_time_s"),
                     countedText(Tr::tr("%n limit hit(s)", nullptr, int(num(o, "limit_hits"))), num(o, "limit_hits")))
          << "  " << str(o, "category") << " " << str(o, "source") << "\n";
    }
    s << "\n" << Tr::tr("Compile time by phase, by %1:").arg(r.value(QStringLiteral("by")).toString()) << "\n";
    for (const QJsonValue &v : list(QStringLiteral("phases"))) {
        const QJsonObject o = v.toObject();
        s << "  "
          << Tr::tr("%1: %2 logs, %3 compiles, %4 (Dynamo %5, AOTAutograd %6, Inductor %7, code generation %8); "
                    "backward graphs compiled later %9")
                 .arg(str(o, "group"))
                 .arg(num(o, "logs"))
                 .arg(num(o, "compiles"))
                 .arg(sec(o, "compile_time_s"), sec(o, "dynamo_s"), sec(o, "aot_autograd_s"), sec(o, "inductor_s"),
                     sec(o, "code_gen_s"), sec(o, "backward_s"))
          << "\n";
    }
    const QJsonArray failing = list(QStringLiteral("failing_jobs"));
    s << "\n" << (failing.isEmpty() ? Tr::tr("Failing jobs: none") : Tr::tr("Failing jobs:")) << "\n";
    for (const QJsonValue &v : failing) {
        const QJsonObject o = v.toObject();
        const QString type = str(o, "first_fail_type").trimmed();
        s << "  "
          << Tr::tr("%1: %2 (%3)")
                 .arg(str(o, "job"),
                     countedText(Tr::tr("%n failure(s)", nullptr, int(num(o, "failures"))), num(o, "failures")),
                     type.isEmpty() ? Tr::tr("no cause recorded") : type)
          << "\n";
    }
    if (const QJsonArray bad = list(QStringLiteral("unreadable_logs")); !bad.isEmpty()) {
        s << "\n" << Tr::tr("Logs not read in full:") << "\n";
        for (const QJsonValue &v : bad) {
            const QJsonObject o = v.toObject();
            s << "  " << str(o, "path") << ": " << str(o, "status") << ", " << str(o, "error") << "\n";
        }
    }
    if (r.value(QStringLiteral("compare")).isObject()) {
        const QJsonObject cmp = r.value(QStringLiteral("compare")).toObject();
        const QJsonObject time = cmp.value(QStringLiteral("compile_time_per_log")).toObject();
        s << "\n"
          << Tr::tr("Compared: %1 (%2) → %3 (%4)")
                 .arg(str(cmp, "a"),
                     countedText(Tr::tr("%n log(s)", nullptr, int(num(time, "logs_a"))), num(time, "logs_a")),
                     str(cmp, "b"),
                     countedText(Tr::tr("%n log(s)", nullptr, int(num(time, "logs_b"))), num(time, "logs_b")))
          << "\n";
        s << "  " << Tr::tr("compile time per log: %1 → %2").arg(sec(time, "mean_a_s"), sec(time, "mean_b_s"));
        if (time.contains(QStringLiteral("mean_change_s")))
            s << Tr::tr(", change %1 (95% interval %2 to %3)")
                     .arg(sec(time, "mean_change_s"), sec(time, "mean_change_low_s"), sec(time, "mean_change_high_s"));
        if (time.contains(QStringLiteral("shift_s")))
            s << "\n  "
              << Tr::tr("typical log's shift (Hodges-Lehmann) %1 (95% interval %2 to %3)")
                     .arg(sec(time, "shift_s"), sec(time, "shift_low_s"), sec(time, "shift_high_s"));
        s << "\n  " << compareVerdict(cmp) << "\n";
        const auto sitesOf = [&](const QString &title, const char *key) {
            const QJsonArray list = cmp.value(QLatin1String(key)).toArray();
            s << "  " << title << (list.isEmpty() ? QStringLiteral(" ") + Tr::tr("none") : QString()) << "\n";
            for (const QJsonValue &v : list)
                s << "    "
                  << countedText(
                         Tr::tr("%n job(s)", nullptr, int(num(v.toObject(), "jobs"))), num(v.toObject(), "jobs"))
                  << "  " << site(v.toObject()) << "\n";
        };
        sitesOf(Tr::tr("break sites that appeared:"), "sites_appeared");
        sitesOf(Tr::tr("break sites that disappeared:"), "sites_disappeared");
        const auto causes = [&](const QString &title, const char *key) {
            const QJsonArray list = cmp.value(QLatin1String(key)).toArray();
            s << "  " << title << (list.isEmpty() ? QStringLiteral(" ") + Tr::tr("none") : QString()) << "\n";
            for (const QJsonValue &v : list) {
                const QJsonObject o = v.toObject();
                s << "    " << countedText(Tr::tr("%n recompile(s)", nullptr, int(num(o, "count"))), num(o, "count"))
                  << "  " << str(o, "category") << " " << str(o, "source") << "\n";
            }
        };
        causes(Tr::tr("recompile causes that appeared:"), "recompile_causes_appeared");
        causes(Tr::tr("recompile causes that disappeared:"), "recompile_causes_disappeared");
    }
    return out;
}

QString compareVerdict(const QJsonObject &cmp)
{
    const QJsonObject t = cmp.value(QStringLiteral("compile_time_per_log")).toObject();
    if (!t.contains(QStringLiteral("mean_change_s")))
        return Tr::tr("Verdict: too few logs on a side for an interval (two at least).");
    const double change = t.value(QStringLiteral("mean_change_s")).toDouble();
    const QString amount = Tr::tr("%1 s").arg(QLocale::c().toString(std::abs(change), 'f', 2));
    if (!t.value(QStringLiteral("significant")).toBool())
        return Tr::tr("Verdict: compile time per log is not distinguishable from no change (95% interval holds 0).");
    return change > 0
        ? Tr::tr("Verdict: compile time per log rose by %1 (a real change: the 95% interval excludes 0).").arg(amount)
        : Tr::tr("Verdict: compile time per log fell by %1 (a real change: the 95% interval excludes 0).").arg(amount);
}

} // namespace cs::fleet
