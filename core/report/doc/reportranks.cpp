#include "core/report/doc/reportextras.h"

#include "core/ranks/rankformat.h"
#include "core/report/doc/reportdocument.h"

#include <QCoreApplication>
#include <QJsonDocument>

namespace cs {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(cs::Report)
};

QString rankList(const QList<int> &ranks)
{
    QStringList s;
    for (int r : ranks)
        s << QString::number(r);
    return s.join(QStringLiteral(", "));
}

QString seconds(double s)
{
    return s < 0 ? QStringLiteral("—") : QStringLiteral("%1 s").arg(s, 0, 'f', s < 10 ? 3 : 1);
}

QString opName(const QString &op)
{
    const QStringList parts = op.split(u'.');
    return parts.size() >= 2 ? parts[parts.size() - 2] : op;
}

} // namespace

ReportExtra ranksExtra(const ranks::RankAnalysis &a)
{
    using namespace ranks;
    ReportExtra e;
    e.key = reportSectionKey(ReportSection::Ranks);
    e.title = reportSectionTitle(ReportSection::Ranks);
    // Compile ids and guard texts come from the traces: joined, never put through arg().
    e.summary = (a.agree()
            ? Tr::tr("The %1 ranks agree: every rank compiled the same things the same way.").arg(a.ranks.size())
            : Tr::tr("The ranks diverge: %1 groups of ranks compiled differently.").arg(a.groups.size()));
    if (const auto &d = a.divergence)
        e.summary
            += QLatin1Char('\n') + Tr::tr("First divergence (%1): ").arg(Divergence::causeName(d->cause)) + d->detail;
    if (const auto &c = a.collectiveDivergence) {
        QStringList sides;
        for (const auto &s : c->sides)
            sides << QStringLiteral("%1: %2").arg(
                rankList(s.ranks), s.op.isEmpty() ? QStringLiteral("—") : opName(s.op));
        e.summary += QLatin1Char('\n') + Tr::tr("Likely hang: collective #%1 of ").arg(c->index + 1) + c->compileId
            + QStringLiteral(" (") + sides.join(QStringLiteral("; ")) + QLatin1Char(')');
    }
    // A damaged log first (the same facts as `compilescope ranks`): what it lost can look like a divergence.
    for (const QString &p : a.readingProblems)
        e.notes << Tr::tr("Reading problem: ") + p;
    if (const auto &d = a.divergence)
        for (const QString &w : d->damage)
            e.summary += QLatin1Char('\n') + Tr::tr("But: ") + w;
    if (const auto &c = a.collectiveDivergence)
        for (const QString &w : c->damage)
            e.summary += QLatin1Char('\n') + Tr::tr("But: ") + w;
    for (const QString &n : a.notes)
        e.notes << Tr::tr("Note: ") + n;

    ReportTable groups;
    groups.caption = Tr::tr("Groups of ranks that compiled the same things the same way");
    groups.header = { Tr::tr("Group"), Tr::tr("Ranks"), Tr::tr("Compile ids"), Tr::tr("Compile time") };
    groups.numeric = { true, false, true, true };
    for (qsizetype g = 0; g < a.groups.size(); ++g) {
        const RankRun &first = a.ranks[a.groups[g].members.first()];
        groups.rows.push_back({ QString::number(g + 1), rankList(a.rankNumbers(a.groups[g].members)),
            QString::number(first.compiles.size()), seconds(first.compileSeconds()) });
    }
    e.tables.push_back(groups);

    ReportTable rows;
    rows.caption = Tr::tr("Compile ids that differ across ranks (outcome and cache lookups: h hit, m miss, b bypass)");
    rows.header = { Tr::tr("Compile id") };
    rows.numeric = { false };
    for (const RankRun &r : a.ranks) {
        rows.header << r.label;
        rows.numeric.push_back(false);
    }
    for (const MatrixRow &row : a.matrix) {
        if (!row.differs)
            continue;
        if (static_cast<int>(rows.rows.size()) >= ReportMaxRows) {
            ++rows.omittedRows;
            continue;
        }
        QStringList cells { row.compileId };
        for (qsizetype r = 0; r < a.ranks.size(); ++r) {
            if (row.cells[r] < 0) {
                cells << QStringLiteral("—");
                continue;
            }
            const RankCompile &c = a.ranks[r].compiles[row.cells[r]];
            QString letters;
            for (const CacheLookup &l : c.cache)
                letters += l.result.left(1);
            cells << (letters.isEmpty() ? c.status : c.status + u' ' + letters);
        }
        rows.rows.push_back(cells);
    }
    if (!rows.rows.empty())
        e.tables.push_back(rows);

    ReportTable slow;
    slow.caption = Tr::tr("Stragglers: the slowest rank's compile time against the median of the ranks");
    slow.header
        = { Tr::tr("Compile id"), Tr::tr("Slowest rank"), Tr::tr("Its time"), Tr::tr("Median"), Tr::tr("Ratio") };
    slow.numeric = { false, true, true, true, true };
    for (const Straggler &s : a.compileStragglers)
        if (s.flagged && static_cast<int>(slow.rows.size()) < ReportMaxRows)
            slow.rows.push_back({ s.compileId, QString::number(s.slowestRank), seconds(s.slowest), seconds(s.median),
                QStringLiteral("%1×").arg(s.ratio(), 0, 'f', 2) });
    if (!slow.rows.empty())
        e.tables.push_back(slow);
    e.json = QJsonDocument(ranksJson(a)).toJson(QJsonDocument::Compact);
    return e;
}

} // namespace cs
