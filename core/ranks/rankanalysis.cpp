// analyseRanks: a loaded run's rank logs read in parallel into ranks, compared (rankcompare.cpp),
// and what the comparison cannot see from the ranks alone added: rank logs beside them that could
// not be read, logs without a rank, ranks with no log, and the payload lines that differ.
#include "core/ranks/rankcompare.h"

#include "core/diff/ranknormal.h"
#include "core/ranks/rankfacts.h"
#include "core/util/inerttext.h"
#include "core/util/parallel.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <map>
#include <set>

namespace cs::ranks {
namespace {

constexpr int NoRankName = -1, RankOutOfRange = -2;

// dedicated_log_torch_trace_rank_3_ab12cd.log (and compressed): the name torch gives a rank's
// trace log (torch/_logging/_internal.py, _init_trace_logging's dedicated log). NoRankName for
// another name, RankOutOfRange for a number no process group has (2^31 and above).
int rankLogNumber(const QString &path)
{
    static const QRegularExpression name(QStringLiteral(R"(^dedicated_log_torch_trace_rank_(\d+)(?:_[^/]*)?\.log)"));
    const auto m = name.match(QFileInfo(path).fileName());
    if (!m.hasMatch())
        return NoRankName;
    bool ok = false;
    const int rank = m.captured(1).toInt(&ok);
    return ok ? rank : RankOutOfRange;
}

// A path inside a line of text: controls (a newline in a file name) made visible.
QString pathText(const QString &path)
{
    return InertText::escapeControls(QDir::toNativeSeparators(path), false);
}

QString printableStart(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    const QByteArray head = f.read(60);
    QString out;
    for (const char ch : head) {
        const auto c = static_cast<unsigned char>(ch);
        if (c == '\n' || c == '\r')
            break;
        out += c >= 0x20 && c < 0x7f ? QChar(QLatin1Char(ch)) : QChar(u'?');
    }
    return out;
}

// Rank logs beside the logs read (in the folders given and the folders of the logs) that the
// loader could not read: an empty file, a file that holds no trace record, a FIFO. Names whose
// rank number is out of range go to `outOfRange`.
QList<RankAnalysis::UnreadLog> unreadRankLogs(const LoadedRun &run, QStringList &outOfRange)
{
    QSet<QString> read, folders;
    for (const auto &log : run.logs) {
        const QFileInfo fi(log->source->path());
        read.insert(fi.absoluteFilePath());
        folders.insert(fi.absolutePath());
    }
    QHash<QString, QString> noted; // path → the loader's note on it
    for (const Diagnostic &d : run.notes) {
        const QFileInfo fi(d.file);
        if (rankLogNumber(d.file) != NoRankName)
            noted.insert(fi.absoluteFilePath(), d.message);
    }
    for (const QString &in : run.inputs)
        if (const QFileInfo fi(in); fi.isDir())
            folders.insert(fi.absoluteFilePath());
    QSet<QString> candidates(noted.keyBegin(), noted.keyEnd());
    for (const QString &folder : folders) {
        const QDir dir(folder);
        for (const QFileInfo &fi :
            dir.entryInfoList({ QStringLiteral("dedicated_log_torch_trace_rank_*") }, QDir::Files | QDir::System))
            candidates.insert(fi.absoluteFilePath());
    }
    QList<RankAnalysis::UnreadLog> out;
    for (const QString &path : candidates) {
        const int rank = rankLogNumber(path);
        if (rank == NoRankName || read.contains(path) || QFileInfo(path).isDir())
            continue;
        if (rank == RankOutOfRange) {
            outOfRange << path;
            continue;
        }
        const QFileInfo fi(path);
        QString why;
        if (!fi.isFile()) // isFile() is false for what is not a regular file
            why = QStringLiteral("not a regular file (a FIFO, a socket or a device): not opened");
        else if (fi.size() == 0)
            why = QStringLiteral("the file is empty");
        else if (noted.contains(path)) // what the loader said of it (a read error, a cap)
            why = noted.value(path);
        else if (const QString start = printableStart(path); !start.isEmpty())
            why = QStringLiteral("not a trace log (it starts: %1)").arg(start);
        else
            why = QStringLiteral("not a trace log");
        out << RankAnalysis::UnreadLog { rank, QDir::toNativeSeparators(path), why };
    }
    std::sort(out.begin(), out.end(),
        [](const auto &x, const auto &y) { return x.rank != y.rank ? x.rank < y.rank : x.path < y.path; });
    return out;
}

// A payload's lines as compared: rank specifics normalised, lines holding `skip` left out.
QStringList comparedLines(const TraceLog &log, uint32_t record, QLatin1String skip)
{
    if (record >= log.records.size())
        return {};
    const QStringList all
        = diff::normalizeRankText(QString::fromStdString(log.payload(log.records[record]))).split(u'\n');
    QStringList out;
    for (const QString &l : all)
        if (!l.contains(skip))
            out << l;
    return out;
}

QString evidenceLine(const QString &line)
{
    QString t = line.simplified();
    for (QChar &c : t)
        if (!c.isPrint())
            c = u'?';
    return t.size() > 200 ? t.left(199) + QChar(0x2026) : t;
}

// For a divergence of guards or graphs: the first line that differs between the two sides'
// payloads (guard dump, or the first graph stage whose digest differs), as evidence.
void addPayloadEvidence(const LoadedRun &run, RankAnalysis &a)
{
    if (!a.divergence)
        return;
    Divergence &d = *a.divergence;
    using C = Divergence::Cause;
    if ((d.cause != C::Guards && d.cause != C::Graph) || d.ranks.isEmpty() || d.otherCompileId.isEmpty())
        return;
    QList<int> inAlso;
    for (const Divergence::Part &p : d.also)
        inAlso << p.ranks;
    const RankRun *x = nullptr, *y = nullptr;
    for (const RankRun &r : a.ranks) {
        if (!x && r.rank == d.ranks.first() && r.indexOf(d.compileId) >= 0)
            x = &r;
        if (!y && d.otherRanks.contains(r.rank) && !inAlso.contains(r.rank) && r.indexOf(d.otherCompileId) >= 0)
            y = &r;
    }
    if (!x || !y || x->log < 0 || y->log < 0 || size_t(x->log) >= run.logs.size() || size_t(y->log) >= run.logs.size())
        return;
    const RankCompile &u = x->compiles[x->indexOf(d.compileId)];
    const RankCompile &v = y->compiles[y->indexOf(d.otherCompileId)];
    uint32_t ru = UINT32_MAX, rv = UINT32_MAX;
    QString what;
    QLatin1String skip("Guard latency =");
    if (d.cause == C::Guards) {
        ru = u.guardsRecord;
        rv = v.guardsRecord;
        what = QStringLiteral("guards");
    } else {
        skip = QLatin1String(diff::SourceLocationComment.data(), qsizetype(diff::SourceLocationComment.size()));
        for (qsizetype i = 0; i < std::min(u.graphs.size(), v.graphs.size()); ++i)
            if (!(u.graphs[i] == v.graphs[i])) {
                ru = u.graphs[i].record;
                rv = v.graphs[i].record;
                what = u.graphs[i].stage + QStringLiteral(" graph");
                break;
            }
    }
    if (ru == UINT32_MAX || rv == UINT32_MAX)
        return;
    const QStringList lu = comparedLines(*run.logs[size_t(x->log)], ru, skip);
    const QStringList lv = comparedLines(*run.logs[size_t(y->log)], rv, skip);
    for (qsizetype k = 0; k < std::max(lu.size(), lv.size()); ++k) {
        const QString p = lu.value(k), q = lv.value(k);
        if (p == q)
            continue;
        const QString none = QStringLiteral("(no line %1)").arg(k + 1);
        d.evidence << QStringLiteral("%1: %2 line %3: %4")
                          .arg(ranksText({ x->rank }), what)
                          .arg(k + 1)
                          .arg(k < lu.size() ? evidenceLine(p) : none);
        d.evidence << QStringLiteral("%1: %2 line %3: %4")
                          .arg(ranksText({ y->rank }), what)
                          .arg(k + 1)
                          .arg(k < lv.size() ? evidenceLine(q) : none);
        return;
    }
}

} // namespace

RankAnalysis analyseRanks(const LoadedRun &run, unsigned threads, const std::atomic<bool> *cancel)
{
    QList<RankRun> ranks(static_cast<qsizetype>(run.logs.size()));
    parallelFor(
        run.logs.size(),
        [&](size_t i) {
            RankRun &r = ranks[static_cast<qsizetype>(i)];
            r = readRank(*run.logs[i], *run.overviews[i], static_cast<int>(i), cancel);
            for (const Diagnostic &d : run.logs[i]->diagnostics)
                if (d.severity != Diagnostic::Severity::Note)
                    r.problems << d;
        },
        threads);
    // Among rank logs, a log without a rank is no rank of this job (another job's log, a
    // single-process run): left out of the comparison and named, never "rank -1".
    QStringList leftOut;
    const bool anyRank = std::any_of(ranks.begin(), ranks.end(), [](const RankRun &r) { return r.rank >= 0; });
    if (anyRank)
        for (qsizetype i = ranks.size() - 1; i >= 0; --i)
            if (ranks[i].rank < 0) {
                leftOut.prepend(ranks[i].path);
                ranks.removeAt(i);
            }
    QStringList outOfRange;
    const QList<RankAnalysis::UnreadLog> unread = unreadRankLogs(run, outOfRange);
    std::sort(outOfRange.begin(), outOfRange.end());
    RankAnalysis a = compareRanks(std::move(ranks));
    a.inputs = run.inputs;
    addPayloadEvidence(run, a);
    a.leftOut = leftOut + outOfRange;
    a.unreadLogs = unread;
    // An unreadable rank log is a damaged rank: said first, with the reading problems.
    QStringList unreadText;
    for (const RankAnalysis::UnreadLog &u : unread)
        unreadText
            << QStringLiteral("%1: rank %2's log could not be read: %3").arg(pathText(u.path)).arg(u.rank).arg(u.why);
    a.readingProblems = unreadText + a.readingProblems;
    for (const QString &path : leftOut)
        a.notes << QStringLiteral("%1 carries no rank (a log of another job, or of one process?): left out of the "
                                  "comparison")
                       .arg(pathText(path));
    for (const QString &path : std::as_const(outOfRange))
        a.notes << QStringLiteral("%1: the rank number in its name is beyond any process group's (2^31 or more): left "
                                  "out of the comparison")
                       .arg(pathText(path));
    // Ranks written by different torch builds: what differs between them may be the build.
    std::map<QString, QList<int>> builds;
    for (const RankRun &r : a.ranks)
        if (!r.torch.isEmpty())
            builds[r.torch] << r.rank;
    if (builds.size() > 1) {
        QStringList parts;
        for (const auto &[torch, ranks] : builds)
            parts << QStringLiteral("%1 torch %2").arg(ranksText(ranks), torch);
        a.torchBuilds = parts.join(QStringLiteral("; "));
    }
    // Gaps in the rank numbers: those ranks have no log here.
    // The gaps between the rank numbers found, as ranges: their count is bounded by the logs
    // found, whatever number a file name or a record claims.
    std::set<int> seen;
    for (const RankRun &r : a.ranks)
        if (r.rank >= 0)
            seen.insert(r.rank);
    for (const RankAnalysis::UnreadLog &u : unread)
        if (u.rank >= 0)
            seen.insert(u.rank);
    int next = 0;
    for (int n : seen) {
        if (n > next)
            a.missingRanges.push_back({ next, n - 1 });
        next = n + 1;
    }
    if (!a.missingRanges.isEmpty()) {
        QList<int> read;
        for (const RankRun &r : a.ranks)
            read << r.rank;
        const bool one = a.missingCount() == 1;
        a.notes.prepend(QStringLiteral("%1 no log: the verdict rests on the ranks read (%2)")
                            .arg(one ? QStringLiteral("rank %1 has").arg(a.missingRanges.first().first)
                                     : QStringLiteral("ranks %1 have").arg(rankRangesText(a.missingRanges)),
                                rankNumbersText(read)));
    }
    return a;
}

} // namespace cs::ranks
