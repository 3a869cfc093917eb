#include "core/ranks/rankformat.h"
#include "core/util/inerttext.h"

#include <QCoreApplication>
#include <QTextStream>

namespace cs::ranks {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(cs::Ranks)
};

constexpr int MatrixRows = 40;

QString rankList(const QList<int> &ranks)
{
    QStringList s;
    for (int r : ranks)
        s << (r >= 0 ? QString::number(r) : Tr::tr("(no rank recorded)"));
    return s.join(QStringLiteral(", "));
}

QString whoText(const QList<int> &ranks)
{
    if (ranks.size() == 1 && ranks.first() < 0) // a log of one process, not started by a launcher
        return Tr::tr("the log (no rank recorded)");
    return ranks.size() == 1 ? Tr::tr("rank %1").arg(ranks.first()) : Tr::tr("ranks %1").arg(rankList(ranks));
}

QString seconds(double s)
{
    return s < 0 ? QStringLiteral("–") : QStringLiteral("%1 s").arg(s, 0, 'f', s < 10 ? 3 : 1);
}

QString nanos(double ns)
{
    if (ns < 0)
        return QStringLiteral("–");
    if (ns >= 1e6)
        return QStringLiteral("%1 ms").arg(ns / 1e6, 0, 'f', 3);
    return QStringLiteral("%1 µs").arg(ns / 1e3, 0, 'f', 1);
}

QString opName(const QString &op)
{
    const QStringList parts = op.split(u'.');
    return parts.size() >= 2 ? parts[parts.size() - 2] : op;
}

QString cell(const RankCompile &c)
{
    QString letters;
    for (const CacheLookup &l : c.cache)
        letters += l.result.left(1);
    return letters.isEmpty() ? c.status : c.status + u' ' + letters;
}

void stragglerLines(QTextStream &s, const RankAnalysis &a, const QList<Straggler> &list, bool runtime)
{
    int shown = 0;
    for (const Straggler &x : list) {
        if (!x.flagged || shown == 10)
            continue;
        ++shown;
        const QString what = runtime ? QStringLiteral("%1 #%2").arg(x.compileId).arg(x.graph) : x.compileId;
        s << "  " << what.leftJustified(12) << " " << whoText({ x.slowestRank }).leftJustified(8) << " "
          << (runtime ? nanos(x.slowest) : seconds(x.slowest)) << "  "
          << Tr::tr("median %1").arg(runtime ? nanos(x.median) : seconds(x.median)) << "  "
          << QStringLiteral("%1×").arg(x.ratio(), 0, 'f', 2) << "\n";
    }
    if (shown == 0) {
        if (list.isEmpty())
            s << "  " << Tr::tr("nothing to compare (no compile id on two ranks with a recorded value)") << "\n";
        else
            s << "  "
              << Tr::tr("none: the slowest rank is within %1 of the median everywhere (worst: %2, %3×)")
                     .arg(runtime ? QStringLiteral("1.1×") : QStringLiteral("1.5× or 1 s"), list.first().compileId)
                     .arg(list.first().ratio(), 0, 'f', 2)
              << "\n";
    }
    Q_UNUSED(a);
}

} // namespace

namespace {

QString missingText(const RankAnalysis &a)
{
    if (a.missingRanges.isEmpty())
        return {};
    return a.missingCount() == 1 ? Tr::tr("rank %1 has no log").arg(a.missingRanges.first().first)
                                 : Tr::tr("ranks %1 have no log").arg(rankRangesText(a.missingRanges));
}

QString unreadText(const RankAnalysis &a)
{
    QList<int> unread;
    for (const RankAnalysis::UnreadLog &u : a.unreadLogs)
        unread << u.rank;
    return whoText(unread);
}

QString headline(const RankAnalysis &a);

} // namespace

QString ranksHeadline(const RankAnalysis &a)
{
    const QString h = headline(a);
    const QString missing = missingText(a);
    return missing.isEmpty() ? h : h + QStringLiteral(" (") + missing + u')';
}

namespace {

QString headline(const RankAnalysis &a)
{
    if (!a.unreadLogs.isEmpty() && !a.diverges())
        return Tr::tr("no verdict: the log of %1 could not be read").arg(unreadText(a));
    if (a.ranks.size() < 2)
        return Tr::tr("one rank: nothing to compare");
    if (a.agree())
        return a.readingProblems.isEmpty()
            ? Tr::tr("%n rank(s) agree", nullptr, static_cast<int>(a.ranks.size()))
            : Tr::tr("%n rank(s) agree as far as their logs could be read", nullptr, static_cast<int>(a.ranks.size()));
    const QString builds = a.torchBuilds.isEmpty() ? QString() : Tr::tr("; the ranks ran different torch builds");
    if (a.unreliable())
        return Tr::tr("ranks seem to diverge, but a rank's log is damaged: the difference may be the damage") + builds;
    if (a.divergence)
        return Tr::tr("ranks diverge at %1 (%2): %3")
                   .arg(a.divergence->compileId.isEmpty() ? a.divergence->otherCompileId : a.divergence->compileId,
                       whoText(a.divergence->ranks), Divergence::causeName(a.divergence->cause))
            + builds;
    return Tr::tr("ranks diverge in their collectives at %1").arg(a.collectiveDivergence->compileId) + builds;
}

} // namespace

QString formatRanksText(const RankAnalysis &a, bool verbose)
{
    QString out;
    QTextStream s(&out);
    // Different torch builds first: what differs between the ranks may be the build.
    if (!a.torchBuilds.isEmpty())
        s << Tr::tr("Warning: the ranks were written by different torch builds (%1): what differs between them may "
                    "come from the build, not from the job")
                 .arg(InertText::escapeControls(a.torchBuilds, false))
          << "\n\n";
    // A damaged log first: what it lost can look like a divergence or a hang.
    if (!a.readingProblems.isEmpty()) {
        s << Tr::tr("Warning: some rank logs could not be read whole (%n problem(s)); what they lost is not compared:",
            nullptr, static_cast<int>(a.readingProblems.size()))
          << "\n";
        for (const QString &p : a.readingProblems)
            s << "  " << p << "\n";
        s << "\n";
    }
    QStringList labels;
    for (const RankRun &r : a.ranks)
        labels << (r.rank >= 0 ? QString::number(r.rank) : r.label);
    s << Tr::tr("Ranks: %1 (%2)").arg(a.ranks.size()).arg(labels.join(QStringLiteral(", "))) << "\n";
    for (const RankRun &r : a.ranks)
        s << "  " << r.label.leftJustified(8) << " "
          << Tr::tr("%n compile id(s)", nullptr, static_cast<int>(r.compiles.size())) << ", "
          << Tr::tr("compile time %1").arg(seconds(r.compileSeconds())) << "  "
          << InertText::escapeControls(r.path, false) << "\n";
    s << "\n" << Tr::tr("Groups (ranks that compiled the same things the same way): %1").arg(a.groups.size()) << "\n";
    for (qsizetype g = 0; g < a.groups.size(); ++g) {
        const RankRun &first = a.ranks[a.groups[g].members.first()];
        QStringList ids;
        for (const RankCompile &c : first.compiles)
            ids << c.id;
        s << "  " << Tr::tr("group %1").arg(g + 1) << ": " << whoText(a.rankNumbers(a.groups[g].members)) << " — "
          << Tr::tr("%n compile id(s)", nullptr, static_cast<int>(ids.size()))
          << (ids.isEmpty() ? QString()
                            : QStringLiteral(": ") + ids.mid(0, 8).join(QStringLiteral(", "))
                         + (ids.size() > 8 ? QStringLiteral(", …") : QString()))
          << "\n";
    }
    s << "\n";
    if (const auto &d = a.divergence) {
        s << Tr::tr("First divergence: compile #%1 of the sequence, %2 on %3")
                 .arg(d->position + 1)
                 .arg(d->compileId.isEmpty() ? QStringLiteral("–") : d->compileId, whoText(d->ranks))
          << "\n";
        s << "  " << Tr::tr("cause: %1").arg(Divergence::causeName(d->cause)) << " — " << d->detail << "\n";
        for (const QString &e : d->evidence)
            s << "    " << e << "\n";
        for (const Divergence::Part &p : d->also)
            s << "  " << Tr::tr("also at compile #%1: %2 on %3").arg(d->position + 1).arg(p.compileId, whoText(p.ranks))
              << " — " << Divergence::causeName(p.cause) << "\n";
        for (const QString &w : d->damage)
            s << "  "
              << (d->holdsAmongIntact ? Tr::tr("note: %1; the divergence holds among the intact ranks").arg(w)
                                      : Tr::tr("but: %1").arg(w))
              << "\n";
    } else if (a.ranks.size() > 1) {
        s << Tr::tr("First divergence: none, every rank compiled the same things the same way") << "\n";
    }
    if (const auto &c = a.collectiveDivergence) {
        s << Tr::tr("Likely hang: collective #%1 of %2 differs between ranks").arg(c->index + 1).arg(c->compileId)
          << "\n";
        for (const auto &side : c->sides) {
            QStringList seq;
            for (const QString &op : side.sequence)
                seq << opName(op);
            s << "  " << whoText(side.ranks).leftJustified(12) << " "
              << (side.op.isEmpty() ? Tr::tr("(no collective)") : opName(side.op)) << "   ["
              << seq.join(QStringLiteral(", ")) << "]\n";
        }
        for (const QString &w : c->damage)
            s << "  "
              << (c->holdsAmongIntact ? Tr::tr("note: %1; the divergence holds among the intact ranks").arg(w)
                                      : Tr::tr("but: %1").arg(w))
              << "\n";
    } else if (a.ranks.size() > 1) {
        s << Tr::tr("Collectives: no compiled graph issues a different collective sequence on some ranks") << "\n";
    }
    s << "\n" << Tr::tr("Stragglers, compile time (slowest rank against the median)") << "\n";
    stragglerLines(s, a, a.compileStragglers, false);
    bool estimates = false, estimated = false;
    for (const RankRun &r : a.ranks)
        for (const RankCompile &c : r.compiles) {
            estimates = estimates || !c.runtime.isEmpty();
            estimated = estimated || c.runtimeNs() >= 0;
        }
    if (estimates) {
        s << Tr::tr("Stragglers, Inductor's runtime estimates per graph (slowest rank against the median)") << "\n";
        if (estimated)
            stragglerLines(s, a, a.runtimeStragglers, true);
        else // an absent estimate is no 0 ns to compare
            s << "  " << Tr::tr("no estimate: Inductor wrote 0 ns for every op (it estimates GPU ops only)") << "\n";
    }
    s << "\n" << Tr::tr("Compile ids × ranks (outcome and cache lookups: h hit, m miss, b bypass; * differs)") << "\n";
    s << "  " << Tr::tr("compile").leftJustified(14);
    for (const RankRun &r : a.ranks)
        s << " " << r.label.leftJustified(12);
    s << "\n";
    qsizetype shown = 0;
    for (const MatrixRow &row : a.matrix) {
        if (!verbose && shown == MatrixRows)
            break;
        ++shown;
        s << "  " << (row.compileId + (row.differs ? QStringLiteral(" *") : QString())).leftJustified(14);
        for (qsizetype r = 0; r < a.ranks.size(); ++r)
            s << " "
              << (row.cells[r] < 0 ? QStringLiteral("–") : cell(a.ranks[r].compiles[row.cells[r]])).leftJustified(12);
        s << "\n";
    }
    if (shown < a.matrix.size())
        s << "  " << Tr::tr("… %1 more (--verbose lists all)").arg(a.matrix.size() - shown) << "\n";
    for (const QString &n : a.notes)
        s << "\n" << Tr::tr("Note: %1").arg(n);
    if (!a.notes.isEmpty())
        s << "\n";
    if (!a.unreadLogs.isEmpty() && !a.diverges())
        s << "\n"
          << Tr::tr("No verdict: the ranks read agree, but the log of %1 could not be read.").arg(unreadText(a))
          << "\n";
    else if (a.agree() && !a.missingRanges.isEmpty())
        s << "\n" << Tr::tr("The ranks read agree (%1).").arg(missingText(a)) << "\n";
    else
        s << "\n"
          << (a.agree()               ? Tr::tr("The ranks agree.")
                     : a.unreliable() ? Tr::tr("The ranks seem to diverge, but where they part a rank's log is "
                                               "damaged: the difference may be the damage, not a divergence.")
                                      : Tr::tr("The ranks diverge."))
          << "\n";
    return out;
}

} // namespace cs::ranks
