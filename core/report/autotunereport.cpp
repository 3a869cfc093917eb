#include "core/report/autotunereport.h"

#include "core/util/jsonvalue.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QRegularExpression>
#include <QStringList>

#include <algorithm>

#include <map>

namespace cs {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(cs::Report)
};

} // namespace

QString autotuneRejectionNote(const std::vector<AutotuneRejection> &rejections)
{
    if (rejections.empty())
        return {};
    // Where: each op and compile once, with how many of its candidates were dropped; the reason
    // and the config most often given (by the keys that size a Triton template).
    std::map<QString, int> places, reasons, choices;
    for (const AutotuneRejection &r : rejections) {
        const QString place = r.op.isEmpty() ? r.compileId
            : r.compileId.isEmpty()          ? r.op
                                             : Tr::tr("%1 in %2").arg(r.op, r.compileId);
        ++places[place.isEmpty() ? Tr::tr("unknown compile") : place];
        ++reasons[r.message];
        QStringList keys;
        for (const QString &pair : r.choice.split(QStringLiteral(", "), Qt::SkipEmptyParts))
            if (pair.startsWith(QLatin1String("BLOCK_")) || pair.startsWith(QLatin1String("num_stages="))
                || pair.startsWith(QLatin1String("num_warps=")))
                keys << pair;
        if (!keys.isEmpty())
            ++choices[keys.join(QStringLiteral(", "))];
    }
    const auto most = [](const std::map<QString, int> &m) {
        const auto it
            = std::max_element(m.begin(), m.end(), [](const auto &a, const auto &b) { return a.second < b.second; });
        return it == m.end() ? QString() : it->first;
    };
    QStringList placeList;
    for (const auto &[place, n] : places)
        placeList << (n > 1 ? QStringLiteral("%1 ×%2").arg(place, QString::number(n)) : place);
    QStringList where { placeList.join(QStringLiteral(", ")) };
    if (const QString choice = most(choices); !choice.isEmpty())
        where << choice;
    const QString reason = most(reasons);
    QString note = Tr::tr(
        "Max-autotune dropped %n candidate kernel(s) before timing them (%1): %2", nullptr, int(rejections.size()))
                       .arg(where.join(QStringLiteral("; ")), reason);
    // "out of resource: triton_mm Required: 262144 Hardware limit:232448" counts shared memory per block.
    static const QRegularExpression resource(
        QStringLiteral(R"(out of resource:.*Required: (\d+) Hardware limit: ?(\d+))"));
    if (const auto m = resource.match(reason); m.hasMatch())
        note += u' '
            + Tr::tr("(The kernel needs %1 bytes of shared memory per block and this GPU gives %2; the GPU's memory "
                     "did not run out.)")
                  .arg(m.captured(1), m.captured(2));
    if (reasons.size() > 1)
        note += u' ' + Tr::tr("(and %n other reason(s))", nullptr, int(reasons.size() - 1));
    // Where none was left the compile failed (NoValidChoicesError), which explain lists as a
    // failure; the outcome is said only where the trace records it.
    QStringList failed;
    bool known = true;
    for (const AutotuneRejection &r : rejections) {
        known = known && r.outcomeKnown;
        if (r.compileFailed && !failed.contains(r.compileId))
            failed << r.compileId;
    }
    if (!failed.isEmpty())
        note += u' '
            + Tr::tr("%n compile(s) failed (%1): see the failures.", nullptr, int(failed.size()))
                  .arg(failed.join(QStringLiteral(", ")));
    else if (known)
        note += u' '
            + Tr::tr("Inductor chose among the other candidates and the compile went on; the dropped "
                     "configs were never timed.");
    else
        note += u' ' + Tr::tr("The dropped configs were never timed.");
    return note;
}

QJsonArray autotuneRejectionsJson(const std::vector<AutotuneRejection> &rejections)
{
    QJsonArray out;
    for (const AutotuneRejection &r : rejections)
        out.append(QJsonObject { { QStringLiteral("compile_id"), orNull(r.compileId) },
            { QStringLiteral("op"), orNull(r.op) }, { QStringLiteral("choice"), orNull(r.choice) },
            { QStringLiteral("message"), r.message }, { QStringLiteral("from"), r.where } });
    return out;
}

} // namespace cs
