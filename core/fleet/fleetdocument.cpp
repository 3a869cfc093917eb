#include "core/fleet/fleetdocument.h"

#include "core/fleet/fleetreport.h"
#include "core/util/countedtext.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonArray>
#include <QLocale>

namespace cs::fleet {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(cs::Fleet)
};

QString num(const QJsonObject &o, const char *key)
{
    return QString::number(o.value(QLatin1String(key)).toInt());
}
int count(const QJsonObject &o, const char *key)
{
    return int(o.value(QLatin1String(key)).toInteger());
}
// `text` is the translation of "%n thing(s)" for the count at `key`, said in words.
QString counted(const QJsonObject &o, const char *key, const QString &text)
{
    return countedText(text, o.value(QLatin1String(key)).toInteger());
}
// A time not recorded (JSON null) is "–", never 0 s.
QString sec(const QJsonObject &o, const char *key)
{
    const QJsonValue v = o.value(QLatin1String(key));
    return v.isDouble() ? reportSeconds(v.toDouble()) : QStringLiteral("–");
}
QString text(const QJsonObject &o, const char *key)
{
    return reportCell(o.value(QLatin1String(key)).toString());
}
QString where(const QJsonObject &o)
{
    const QString file = o.value(QStringLiteral("file")).toString();
    return reportCell(QStringLiteral("%1:%2").arg(file.isEmpty() ? QStringLiteral("?") : file).arg(num(o, "line")));
}

ReportTable table(const QStringList &header, std::vector<bool> numeric)
{
    ReportTable t;
    t.header = header;
    t.numeric = std::move(numeric);
    return t;
}

ReportTable sitesTable(const QJsonArray &rows)
{
    ReportTable t = table({ Tr::tr("Site"), Tr::tr("Reason"), Tr::tr("Breaks"), Tr::tr("Compile time added"),
                              Tr::tr("Jobs") },
        { false, false, true, true, true });
    for (const QJsonValue &v : rows) {
        const QJsonObject o = v.toObject();
        t.rows.push_back({ where(o), text(o, "reason"), num(o, "count"), sec(o, "added_s"), num(o, "jobs") });
    }
    return t;
}

ReportDocSection section(ReportSection kind, const QString &key, const QString &title, std::vector<ReportBlock> blocks)
{
    ReportDocSection s;
    s.section = kind;
    s.key = key;
    s.title = title;
    s.blocks = std::move(blocks);
    return s;
}

} // namespace

ReportDocument fleetReportDocument(const QJsonObject &r, const QString &store)
{
    ReportDocument doc;
    doc.title = Tr::tr("Fleet report");
    doc.meta.push_back({ Tr::tr("Store"), reportCell(store) });
    doc.meta.push_back({ Tr::tr("Generated"), QDateTime::currentDateTimeUtc().toString(Qt::ISODate) });
    const QJsonObject t = r.value(QStringLiteral("totals")).toObject();
    doc.sections.push_back(section(ReportSection::Identity, QStringLiteral("fleet"), Tr::tr("Fleet"),
        { ReportBlock::paragraph(
            Tr::tr("%1 of %2 (%3 ok, %4 read in part, %5 unreadable), %6, %7, %8, %9, %10 compile time")
                .arg(counted(t, "logs", Tr::tr("%n log(s)", nullptr, count(t, "logs"))),
                    counted(t, "jobs", Tr::tr("%n job(s)", nullptr, count(t, "jobs"))), num(t, "logs_ok"),
                    num(t, "logs_partial"), num(t, "logs_unreadable"),
                    counted(t, "compiles", Tr::tr("%n compile(s)", nullptr, count(t, "compiles"))),
                    counted(t, "graph_breaks", Tr::tr("%n graph break(s)", nullptr, count(t, "graph_breaks"))),
                    counted(t, "recompiles", Tr::tr("%n recompile(s)", nullptr, count(t, "recompiles"))),
                    counted(t, "failures", Tr::tr("%n failure(s)", nullptr, count(t, "failures"))))
                .arg(sec(t, "compile_time_s"))) }));
    doc.sections.push_back(section(ReportSection::Breaks, QStringLiteral("break_sites"), Tr::tr("Graph-break sites"),
        { ReportBlock::paragraph(Tr::tr("By compile time added:")),
            ReportBlock::tableOf(sitesTable(r.value(QStringLiteral("break_sites_by_time")).toArray())),
            ReportBlock::paragraph(Tr::tr("By jobs hit:")),
            ReportBlock::tableOf(sitesTable(r.value(QStringLiteral("break_sites_by_jobs")).toArray())) }));
    ReportTable causes = table(
        { Tr::tr("Guard"), Tr::tr("Source"), Tr::tr("Recompiles"), Tr::tr("Compile time"), Tr::tr("Jobs"),
            Tr::tr("Limit hits") },
        { false, false, true, true, true, true });
    for (const QJsonValue &v : r.value(QStringLiteral("recompile_causes")).toArray()) {
        const QJsonObject o = v.toObject();
        causes.rows.push_back(
            { text(o, "category"), text(o, "source"), num(o, "count"), sec(o, "compile_time_s"), num(o, "jobs"),
                num(o, "limit_hits") });
    }
    doc.sections.push_back(section(ReportSection::Recompiles, QStringLiteral("recompile_causes"),
        Tr::tr("Recompile causes"), { ReportBlock::tableOf(std::move(causes)) }));
    ReportTable phases = table({ r.value(QStringLiteral("by")).toString(), Tr::tr("Logs"), Tr::tr("Compiles"),
                                   Tr::tr("Compile time"), QStringLiteral("Dynamo"), QStringLiteral("AOTAutograd"),
                                   QStringLiteral("Inductor"), Tr::tr("Code generation"), Tr::tr("Backward, later") },
        { false, true, true, true, true, true, true, true, true });
    for (const QJsonValue &v : r.value(QStringLiteral("phases")).toArray()) {
        const QJsonObject o = v.toObject();
        phases.rows.push_back({ text(o, "group"), num(o, "logs"), num(o, "compiles"), sec(o, "compile_time_s"),
            sec(o, "dynamo_s"), sec(o, "aot_autograd_s"), sec(o, "inductor_s"), sec(o, "code_gen_s"),
            sec(o, "backward_s") });
    }
    doc.sections.push_back(section(ReportSection::Compiles, QStringLiteral("phases"), Tr::tr("Compile time by phase"),
        { ReportBlock::tableOf(std::move(phases)) }));
    ReportTable failing = table({ Tr::tr("Job"), Tr::tr("Failures"), Tr::tr("First failure") }, { false, true, false });
    for (const QJsonValue &v : r.value(QStringLiteral("failing_jobs")).toArray()) {
        const QJsonObject o = v.toObject();
        const bool noCause = o.value(QStringLiteral("first_fail_type")).toString().trimmed().isEmpty();
        failing.rows.push_back({ text(o, "job"), num(o, "failures"),
            noCause ? reportCell(Tr::tr("(no cause recorded)")) : text(o, "first_fail_type") });
    }
    std::vector<ReportBlock> failures { failing.rows.empty()
            ? ReportBlock::paragraph(Tr::tr("No job had a compile that failed."))
            : ReportBlock::tableOf(std::move(failing)) };
    std::vector<ReportBlock> unread;
    if (const QJsonArray bad = r.value(QStringLiteral("unreadable_logs")).toArray(); !bad.isEmpty()) {
        ReportTable t2 = table({ Tr::tr("Log"), Tr::tr("Job"), Tr::tr("Status"), Tr::tr("Error") }, {});
        for (const QJsonValue &v : bad) {
            const QJsonObject o = v.toObject();
            t2.rows.push_back({ text(o, "path"), text(o, "job"), text(o, "status"), text(o, "error") });
        }
        unread.push_back(ReportBlock::tableOf(std::move(t2)));
    }
    doc.sections.push_back(
        section(ReportSection::Failures, QStringLiteral("failing_jobs"), Tr::tr("Failing jobs"), std::move(failures)));
    if (!unread.empty())
        doc.sections.push_back(section(ReportSection::Failures, QStringLiteral("unreadable_logs"),
            Tr::tr("Logs not read in full"), std::move(unread)));
    if (r.value(QStringLiteral("compare")).isObject()) {
        const QJsonObject c = r.value(QStringLiteral("compare")).toObject();
        const QJsonObject time = c.value(QStringLiteral("compile_time_per_log")).toObject();
        std::vector<ReportBlock> blocks;
        QString line = Tr::tr("Compile time per log: %1 → %2").arg(sec(time, "mean_a_s"), sec(time, "mean_b_s"));
        if (time.contains(QStringLiteral("mean_change_s")))
            line += Tr::tr(", change %1 (95% interval %2 to %3)")
                        .arg(sec(time, "mean_change_s"), sec(time, "mean_change_low_s"), sec(time, "mean_change_high_s"));
        blocks.push_back(ReportBlock::paragraph(line));
        blocks.push_back(ReportBlock::paragraph(compareVerdict(c)));
        blocks.push_back(ReportBlock::paragraph(Tr::tr("Break sites that appeared:")));
        blocks.push_back(ReportBlock::tableOf(sitesTable(c.value(QStringLiteral("sites_appeared")).toArray())));
        blocks.push_back(ReportBlock::paragraph(Tr::tr("Break sites that disappeared:")));
        blocks.push_back(ReportBlock::tableOf(sitesTable(c.value(QStringLiteral("sites_disappeared")).toArray())));
        doc.sections.push_back(section(ReportSection::Compare, QStringLiteral("compare"),
            Tr::tr("Compared: %1 (%2) → %3 (%4)")
                .arg(text(c, "a"), counted(time, "logs_a", Tr::tr("%n log(s)", nullptr, count(time, "logs_a"))),
                    text(c, "b"), counted(time, "logs_b", Tr::tr("%n log(s)", nullptr, count(time, "logs_b")))),
            std::move(blocks)));
    }
    return doc;
}

} // namespace cs::fleet
