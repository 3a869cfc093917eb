// The parts of `diff`'s text about the runs as wholes and their compiles: versions, settings,
// compile phases, and compile by compile (difftext.cpp puts them in order).
#include "core/diff/difftextparts.h"

#include "core/analysis/guardsource.h"
#include "core/diff/difftext.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QTextStream>

#include <algorithm>
#include <cmath>

namespace cs::diff::textparts {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(cs::Diff)
};

} // namespace

QString where(const QString &file, int line)
{
    return file.isEmpty() ? QStringLiteral("?") : shortLocation(file, line);
}

QString seconds(double s)
{
    return s < 0 ? QStringLiteral("–") : QStringLiteral("%1 s").arg(s, 0, 'f', s < 10 ? 3 : 1);
}

QString signedSeconds(double s)
{
    return QStringLiteral("%1%2 s").arg(s >= 0 ? QStringLiteral("+") : QStringLiteral("−")).arg(std::abs(s), 0, 'f', 3);
}

// A count not recorded (-1: a limit hit's metrics, a compile cut off) reads "?", never "-1".
QString count(int a, int b)
{
    const auto one = [](int n) { return n < 0 ? QStringLiteral("?") : QString::number(n); };
    return a == b ? one(a) : QStringLiteral("%1 → %2").arg(one(a), one(b));
}

void versions(QTextStream &s, const RunDiff &d)
{
    if (d.versions.isEmpty())
        return;
    s << Tr::tr("Versions") << "\n";
    for (const VersionRow &v : d.versions)
        s << QStringLiteral("  %1 %2 %3%4\n")
                 .arg(v.name, -12)
                 .arg(v.a.isEmpty() ? QStringLiteral("?") : v.a, -28)
                 .arg(v.b.isEmpty() ? QStringLiteral("?") : v.b, -28)
                 .arg(v.differs() ? QStringLiteral("  ") + Tr::tr("differs") : QString());
    s << "\n";
}

namespace {

// A setting's value for a line of text: long lists and dicts cut.
QString settingValue(const QString &v)
{
    if (v.isEmpty())
        return Tr::tr("(not set)");
    return v.size() > 60 ? v.left(57) + QStringLiteral("...") : v;
}

} // namespace

void settings(QTextStream &s, const RunDiff &d, bool verbose)
{
    if (!d.config.compared)
        return;
    const auto &changes = d.config.changes;
    s << (changes.isEmpty() ? Tr::tr("Settings: the same in both runs (Dynamo and Inductor config as recorded)")
                            : Tr::tr("Settings that differ (%n, Dynamo and Inductor config as recorded)", nullptr,
                                static_cast<int>(changes.size())))
      << "\n";
    const qsizetype shown = verbose ? changes.size() : std::min<qsizetype>(changes.size(), 20);
    bool anyPatched = false;
    for (qsizetype i = 0; i < shown; ++i) {
        anyPatched = anyPatched || changes[i].patched;
        s << QStringLiteral("  %1 %2 → %3%4\n")
                 .arg(changes[i].name, -40)
                 .arg(settingValue(changes[i].a), settingValue(changes[i].b),
                     changes[i].patched ? QStringLiteral("  *") : QString());
    }
    if (shown < changes.size())
        s << "  " << Tr::tr("%n more (--verbose lists them)", nullptr, static_cast<int>(changes.size() - shown))
          << "\n";
    if (anyPatched)
        s << "  " << Tr::tr("* set for the compiled graphs by torch.compile's mode or options (the FX graph cache key)")
          << "\n";
    if (!d.config.pathsDiffer.isEmpty())
        s << "  "
          << Tr::tr("%n setting(s) differ only in an install path (%1): where each run's Python and libraries live",
                 nullptr, static_cast<int>(d.config.pathsDiffer.size()))
                 .arg(d.config.pathsDiffer.mid(0, 3).join(QStringLiteral(", "))
                     + (d.config.pathsDiffer.size() > 3 ? QStringLiteral(", …") : QString()))
          << "\n";
    for (const QString &u : d.config.unrecordedSections)
        s << "  " << Tr::tr("not compared: %1").arg(u) << "\n";
    s << "\n";
}

void phases(QTextStream &s, const RunDiff &d)
{
    const QList<PhaseTotal> totals = phaseTotals(d);
    if (totals.isEmpty())
        return;
    s << Tr::tr("Compile time by phase (all compiles; phases nest: Dynamo holds AOT, which holds Inductor)") << "\n";
    for (const PhaseTotal &t : totals)
        s << QStringLiteral("  %1 %2 %3 %4\n")
                 .arg(phaseName(t.key), -28)
                 .arg(seconds(t.a), 10)
                 .arg(seconds(t.b), 10)
                 .arg(t.compared() ? signedSeconds(t.b - t.a) : QStringLiteral("–"), 10);
    const CacheTotals c = cacheTotals(d);
    s << QStringLiteral("  %1 %2 %3\n")
             .arg(Tr::tr("cache hits / misses"), -28)
             .arg(c.hitsA < 0 ? QStringLiteral("?") : QStringLiteral("%1/%2").arg(c.hitsA).arg(c.missesA), 10)
             .arg(c.hitsB < 0 ? QStringLiteral("?") : QStringLiteral("%1/%2").arg(c.hitsB).arg(c.missesB), 10);
    double guardsA = -1, guardsB = -1;
    for (const CompilePair &p : d.compiles) {
        if (p.a && p.a->guardLatencyUs >= 0)
            guardsA = std::max(guardsA, 0.0) + p.a->guardLatencyUs;
        if (p.b && p.b->guardLatencyUs >= 0)
            guardsB = std::max(guardsB, 0.0) + p.b->guardLatencyUs;
    }
    const auto us = [](double v) { return v < 0 ? QStringLiteral("?") : QStringLiteral("%1 µs").arg(v, 0, 'f', 0); };
    if (guardsA >= 0 || guardsB >= 0)
        s << QStringLiteral("  %1 %2 %3\n")
                 .arg(Tr::tr("guard check, one per compile"), -28)
                 .arg(us(guardsA), 10)
                 .arg(us(guardsB), 10);
    s << "\n";
}

void compiles(QTextStream &s, const RunDiff &d, bool verbose)
{
    int unchanged = 0;
    QString body;
    QTextStream b(&body);
    for (const CompilePair &p : d.compiles) {
        if (p.change == Change::Unchanged && !verbose) {
            ++unchanged;
            continue;
        }
        b << QStringLiteral("  %1 %2  %3 → %4  %5")
                 .arg(p.function.isEmpty() ? QStringLiteral("?") : p.function, where(p.file, p.line))
                 .arg(p.a ? p.a->id : QStringLiteral("—"), p.b ? p.b->id : QStringLiteral("—"), changeText(p.change));
        if (!p.differences.isEmpty())
            b << ": " << p.differences.join(QStringLiteral(", "));
        b << "\n";
        if (p.a && p.b) {
            b << "      "
              << Tr::tr("status %1, compile time %2 → %3 (%4), Dynamo graph nodes %5, kernels %6, guards %7")
                     .arg(p.a->status == p.b->status ? p.a->status : p.a->status + QStringLiteral(" → ") + p.b->status)
                     .arg(seconds(p.a->times.totalS), seconds(p.b->times.totalS),
                         p.a->times.totalS >= 0 && p.b->times.totalS >= 0
                             ? signedSeconds(p.b->times.totalS - p.a->times.totalS)
                             : QStringLiteral("–"))
                     .arg(count(p.a->graphNodes, p.b->graphNodes), count(p.a->kernels, p.b->kernels),
                         count(p.a->guards, p.b->guards));
            if (p.a->guardLatencyUs >= 0 || p.b->guardLatencyUs >= 0)
                b << Tr::tr(", guard check %1 → %2 µs")
                         .arg(p.a->guardLatencyUs < 0 ? QStringLiteral("?")
                                                      : QString::number(p.a->guardLatencyUs, 'f', 0),
                             p.b->guardLatencyUs < 0 ? QStringLiteral("?")
                                                     : QString::number(p.b->guardLatencyUs, 'f', 0));
            b << "\n";
            if (p.sourceMoved || p.sourceChanged) {
                b << "      "
                  << (p.sourceChanged
                             ? Tr::tr("source edited between the runs (a line its graph recorded reads differently)")
                             : Tr::tr("source moved in its file"));
                if (p.sourceMoved)
                    b << Tr::tr(", first line %1 → %2").arg(p.lineA).arg(p.lineB);
                b << "\n";
                for (const QString &l : p.sourceOnlyA)
                    b << "      - " << l.left(120) << "\n";
                for (const QString &l : p.sourceOnlyB)
                    b << "      + " << l.left(120) << "\n";
            }
            // In the user's words (`self.proj.weight`, not `L['self']._modules['proj']...`); the JSON
            // keeps each guard as PyTorch printed it.
            // A few of each side, unless --verbose: a model grown from 12 to 48 layers adds thousands
            // of guards of one shape (`h.12`, `h.13`, ...), which would bury the rest.
            constexpr qsizetype GuardsShown = 8;
            const qsizetype removed = verbose ? p.guardsRemoved.size() : std::min(p.guardsRemoved.size(), GuardsShown);
            const qsizetype added = verbose ? p.guardsAdded.size() : std::min(p.guardsAdded.size(), GuardsShown);
            for (qsizetype i = 0; i < removed; ++i)
                b << "      - " << Tr::tr("guard") << " " << readableGuardText(p.guardsRemoved[i]) << "\n";
            for (qsizetype i = 0; i < added; ++i)
                b << "      + " << Tr::tr("guard") << " " << readableGuardText(p.guardsAdded[i]) << "\n";
            if (const qsizetype more = p.guardsRemoved.size() - removed + p.guardsAdded.size() - added; more > 0)
                b << "      "
                  << Tr::tr("… %n more guard change(s): %1 removed, %2 added in all (--verbose lists them; the JSON "
                            "has every one)",
                         nullptr, static_cast<int>(more))
                         .arg(p.guardsRemoved.size())
                         .arg(p.guardsAdded.size())
                  << "\n";
            if (p.guardsReworded > 0)
                b << "      "
                  << Tr::tr("%n guard(s) printed differently by the other torch (the same check), not listed", nullptr,
                         p.guardsReworded)
                  << "\n";
            // The global state the graph assumed, entry by entry; an entry one torch does not track is
            // said as such (no change of the user's).
            for (const StateChange &c : p.globalState)
                b << "      ~ "
                  << (c.bothRecorded()       ? Tr::tr("global state %1: %2 → %3").arg(c.key, c.a, c.b)
                             : c.a.isEmpty() ? Tr::tr("global state %1: %2, not tracked by A's torch").arg(c.key, c.b)
                                             : Tr::tr("global state %1: %2, not tracked by B's torch").arg(c.key, c.a))
                  << "\n";
        }
    }
    s << Tr::tr("Compiles (matched by frame and order)") << "\n" << body;
    if (unchanged > 0)
        s << "  " << Tr::tr("%n unchanged", nullptr, unchanged) << "\n";
    s << "\n";
}

} // namespace cs::diff::textparts
