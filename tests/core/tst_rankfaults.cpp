// What an outside tester found `compilescope ranks` getting wrong, each on a fixture run
// (tests/data/ranks) or a copy of one with a log emptied, cut, removed or added: ranks that part
// in two ways keep their own compile ids and guards, the earliest first; an unreadable or empty
// rank log is a damaged rank (no verdict); a missing rank is said; a log without a rank is left
// out by name; damage on an agreeing rank keeps a divergence that holds among intact ranks; the
// damaged rank is the odd one out; source-location comments never count; guard and graph
// divergences show the line that differs.
#include "core/diff/ranknormal.h"
#include "core/ranks/rankfacts.h"
#include "core/ranks/rankformat.h"
#include "tests/core/rankfixture.h"
#include "tests/fixture.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace cs;
using namespace cs::ranks;
using namespace rankfixture;

class TestRankFaults : public QObject {
    Q_OBJECT
private Q_SLOTS:
    // Two ranks part at the same place in two ways (rank 1 a new batch size, rank 2 a new
    // dtype, both recompile f as 0/1): each keeps its own guard; the first to compile is the
    // divergence, the other is told beside it.
    void twoRanksPartTwoWays()
    {
        const RankAnalysis a = analyse(data(QStringLiteral("ranks/twocause")));
        QVERIFY(a.divergence);
        const Divergence &d = *a.divergence;
        QCOMPARE(d.ranks.size(), 1);
        QCOMPARE(d.also.size(), 1);
        QCOMPARE(d.also.first().ranks.size(), 1);
        QCOMPARE(QSet<int>({ d.ranks.first(), d.also.first().ranks.first() }), QSet<int>({ 1, 2 }));
        auto own = [&](int rank, const QString &id) {
            const RankRun &r = a.ranks[rank];
            return r.compiles[r.indexOf(id)];
        };
        const RankCompile &first = own(d.ranks.first(), d.compileId);
        const RankCompile &second = own(d.also.first().ranks.first(), d.also.first().compileId);
        QVERIFY(!first.failedGuards.isEmpty() && !second.failedGuards.isEmpty());
        QVERIFY(first.failedGuards.first() != second.failedGuards.first());
        QVERIFY2(d.detail.contains(first.failedGuards.first()), qPrintable(d.detail));
        QVERIFY2(!d.detail.contains(second.failedGuards.first()), qPrintable(d.detail));
        QVERIFY2(d.also.first().detail.contains(second.failedGuards.first()), qPrintable(d.also.first().detail));
        // Both recompiled here: neither did so "only" (each for a guard of its own).
        QVERIFY2(!d.detail.contains(QLatin1String(" only")) && d.detail.contains(QLatin1String("a guard of its own")),
            qPrintable(d.detail));
        QVERIFY2(!d.also.first().detail.contains(QLatin1String(" only")), qPrintable(d.also.first().detail));
        // The earliest by the clock.
        QVERIFY(first.times.startUs <= second.times.startUs);
        // Rank 2's guard is a dtype mismatch, rank 1's a size mismatch.
        QVERIFY(own(2, QStringLiteral("0/1")).failedGuards.first().contains(QLatin1String("dtype")));
        QVERIFY(own(1, QStringLiteral("0/1")).failedGuards.first().contains(QLatin1String("size mismatch")));
        const QString out = formatRanksText(a);
        QVERIFY2(out.contains(QLatin1String("also at compile #2")), qPrintable(out));
    }

    // Rank 2 recompiles f early (0/1), rank 1 recompiles g later (1/1): both at the third
    // compile of their sequence. The divergence is rank 2's 0/1, never a compile id a rank did
    // not compile.
    void earliestDivergenceOfTwo()
    {
        const RankAnalysis a = analyse(data(QStringLiteral("ranks/multi")));
        QVERIFY(a.divergence);
        const Divergence &d = *a.divergence;
        QCOMPARE(d.compileId, QStringLiteral("0/1"));
        QCOMPARE(d.ranks, QList<int> { 2 });
        QCOMPARE(d.cause, Divergence::Cause::Recompile);
        QCOMPARE(d.also.size(), 1);
        QCOMPARE(d.also.first().compileId, QStringLiteral("1/1"));
        QCOMPARE(d.also.first().ranks, QList<int> { 1 });
        for (int r : d.ranks)
            QVERIFY(a.ranks[r].indexOf(d.compileId) >= 0);
        QVERIFY(a.ranks[1].indexOf(QStringLiteral("0/1")) < 0);
    }

    // A rank log that cannot be read at all (empty, or a traceback where the log should be) is
    // a damaged rank: named, and no "agree".
    void unreadableRankLog_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::newRow("empty") << QByteArray();
        QTest::newRow("junk") << QByteArray("Traceback (most recent call last): RuntimeError: boom\n");
    }
    void unreadableRankLog()
    {
        QFETCH(QByteArray, content);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        copyRanks(QStringLiteral("identical"), dir.path(), { 1 });
        const QString bad = dir.filePath(QStringLiteral("dedicated_log_torch_trace_rank_1.log"));
        QVERIFY(writeText(bad, content));
        const RankAnalysis a = analyse(dir.path());
        QCOMPARE(a.ranks.size(), 1);
        QCOMPARE(a.unreadLogs.size(), 1);
        QCOMPARE(a.unreadLogs.first().rank, 1);
        QVERIFY(!a.agreeFully());
        QVERIFY(a.unreliable());
        QVERIFY(!a.readingProblems.isEmpty());
        QVERIFY2(a.readingProblems.first().contains(QLatin1String("rank_1.log"))
                && a.readingProblems.first().contains(QLatin1String("could not be read")),
            qPrintable(a.readingProblems.first()));
        const QString out = formatRanksText(a);
        QVERIFY2(!out.contains(QLatin1String("The ranks agree")), qPrintable(out));
        QVERIFY2(out.contains(QLatin1String("No verdict")), qPrintable(out));
        const QJsonObject o = QJsonDocument::fromJson(formatRanksJson(a)).object();
        QCOMPARE(o.value(QStringLiteral("agree")).toBool(true), false);
        QCOMPARE(o.value(QStringLiteral("reliable")).toBool(true), false);
        QCOMPARE(o.value(QStringLiteral("unread_logs")).toArray().size(), 1);
    }

    // Ranks 0 and 2 only: rank 1 has no log, said in the notes, the headline and the verdict.
    void missingRankIsSaid()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        copyRanks(QStringLiteral("shape"), dir.path(), { 1 });
        const RankAnalysis a = analyse(dir.path());
        QCOMPARE(a.missingRanges, (QList<std::pair<int, int>> { { 1, 1 } }));
        QVERIFY(a.agree());
        QVERIFY(!a.notes.filter(QStringLiteral("rank 1 has no log")).isEmpty());
        QVERIFY2(ranksHeadline(a).contains(QLatin1String("rank 1 has no log")), qPrintable(ranksHeadline(a)));
        const QString out = formatRanksText(a);
        QVERIFY2(out.contains(QLatin1String("The ranks read agree (rank 1 has no log).")), qPrintable(out));
        const QJsonObject o = QJsonDocument::fromJson(formatRanksJson(a)).object();
        QCOMPARE(o.value(QStringLiteral("missing_ranks")).toArray(),
            (QJsonArray { QJsonObject { { QStringLiteral("first"), 1 }, { QStringLiteral("last"), 1 } } }));
        QCOMPARE(o.value(QStringLiteral("missing_rank_count")).toInt(), 1);
    }

    // Issue 40 point 3: an empty file named as rank 2,000,000,000 beside real rank logs is one
    // range of missing ranks, said in bounded text and memory, in a fraction of a second.
    void hugeRankNumberIsOneRange()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        copyRanks(QStringLiteral("shape"), dir.path(), { 1 });
        QFile empty(dir.filePath(QStringLiteral("dedicated_log_torch_trace_rank_2000000000.log")));
        QVERIFY(empty.open(QIODevice::WriteOnly));
        empty.close();
        QElapsedTimer t;
        t.start();
        const RankAnalysis a = analyse(dir.path());
        QCOMPARE(a.missingCount(), qint64(2000000000) - 2);
        QCOMPARE(a.missingRanges.size(), 2);
        QCOMPARE(a.missingRanges.last(), (std::pair<int, int> { 3, 1999999999 }));
        const QString out = formatRanksText(a);
        QVERIFY2(out.size() < 100000, qPrintable(QString::number(out.size())));
        QVERIFY2(out.contains(QStringLiteral("ranks 1, 3–1999999999 have no log")), qPrintable(out.left(2000)));
        QVERIFY(formatRanksJson(a).size() < 100000);
        QVERIFY2(t.elapsed() < 10000, qPrintable(QString::number(t.elapsed())));
    }

    // Issue 40 (outside test): a rank number past int (2^31, 2^64 - 1) is no rank 0; a FIFO named
    // as a rank log is no empty file (and is never opened); a newline in a rank log's name stays
    // inside its line of text.
    void hostileRankNames()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        copyRanks(QStringLiteral("shape"), dir.path(), { 2 });
        for (const char *n : { "2147483648", "18446744073709551615" }) {
            QFile f(dir.filePath(QStringLiteral("dedicated_log_torch_trace_rank_%1.log").arg(QLatin1String(n))));
            QVERIFY(f.open(QIODevice::WriteOnly));
        }
        const QString fifo = dir.filePath(QStringLiteral("dedicated_log_torch_trace_rank_2.log"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        QFile odd(dir.filePath(QStringLiteral("dedicated_log_torch_trace_rank_3_a\nb.log")));
        QVERIFY(odd.open(QIODevice::WriteOnly));
        odd.close();

        const RankAnalysis a = analyse(dir.path()); // returns: the FIFO is not opened
        QCOMPARE(a.leftOut.size(), 2);
        for (const RankAnalysis::UnreadLog &u : a.unreadLogs)
            QVERIFY2(u.rank == 2 || u.rank == 3, qPrintable(QString::number(u.rank)));
        QCOMPARE(a.unreadLogs.size(), 2);
        QVERIFY(a.unreadLogs.first().why.contains(QLatin1String("not a regular file")));
        const QString out = formatRanksText(a);
        QVERIFY2(!out.contains(QLatin1String("rank 0's")), qPrintable(out));
        QVERIFY2(
            out.contains(QLatin1String("rank_2147483648.log: the rank number in its name is beyond")), qPrintable(out));
        QVERIFY2(
            !out.contains(QLatin1String("a\nb.log")) && out.contains(QStringLiteral("a ⏎ b.log")), qPrintable(out));
    }

    // A log without a rank among rank logs is left out, named by its path: never "rank -1".
    void logWithoutRankAmongRanks()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        copyRanks(QStringLiteral("shape"), dir.path());
        const QString extra = dir.filePath(QStringLiteral("single.log"));
        QVERIFY(QFile::copy(QStringLiteral(CS_SAMPLES_DIR "/sample_trace.log"), extra));
        const RankAnalysis a = analyse(dir.path());
        QCOMPARE(a.ranks.size(), 3);
        QCOMPARE(a.leftOut.size(), 1);
        QVERIFY(a.leftOut.first().endsWith(QLatin1String("single.log")));
        QVERIFY(a.divergence);
        QCOMPARE(a.divergence->ranks, QList<int> { 1 });
        const QString out = formatRanksText(a);
        QVERIFY2(!out.contains(QLatin1String("-1")), qPrintable(out));
        QVERIFY2(out.contains(QLatin1String("single.log carries no rank")), qPrintable(out));
        const QByteArray json = formatRanksJson(a);
        QVERIFY(!json.contains("\"rank\": -1"));
    }

    // Rank 2's log loses its last bytes; ranks 0 (intact) and 2 agree, rank 1 recompiles: the
    // divergence holds among the intact ranks, a verdict to trust.
    void damageOnAnAgreeingRank()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        copyRanks(QStringLiteral("shape"), dir.path());
        const QString cut = dir.filePath(QStringLiteral("dedicated_log_torch_trace_rank_2.log"));
        QFile f(cut);
        QVERIFY(f.open(QIODevice::ReadWrite));
        QVERIFY(f.resize(f.size() - 100));
        f.close();
        const RankAnalysis a = analyse(dir.path());
        QVERIFY(a.ranks[2].damaged());
        QVERIFY(a.divergence);
        QCOMPARE(a.divergence->ranks, QList<int> { 1 });
        QVERIFY(a.divergence->holdsAmongIntact);
        QVERIFY(!a.unreliable());
        const QString out = formatRanksText(a);
        QVERIFY2(out.contains(QLatin1String("The ranks diverge.")), qPrintable(out));
    }

    // Two ranks, rank 1's log cut short in its only compile: the damaged rank is named, not
    // the intact one.
    void truncatedRankIsTheOddOne()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        copyRanks(QStringLiteral("identical"), dir.path());
        const QString cut = dir.filePath(QStringLiteral("dedicated_log_torch_trace_rank_1.log"));
        QFile f(cut);
        QVERIFY(f.open(QIODevice::ReadWrite));
        QVERIFY(f.resize(3000));
        f.close();
        const RankAnalysis a = analyse(dir.path());
        QVERIFY(a.ranks[1].damaged());
        QVERIFY(a.divergence);
        QCOMPARE(a.divergence->ranks, QList<int> { 1 });
        QCOMPARE(a.divergence->otherRanks, QList<int> { 0 });
        QVERIFY(a.unreliable());
    }

    // Only Dynamo's source-location comments differ (`# File: x.py:102` against `:99`): no
    // graph difference.
    void sourceLocationCommentsNeverCount()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        copyRanks(QStringLiteral("identical"), dir.path(), { 1 });
        const QString name = QStringLiteral("dedicated_log_torch_trace_rank_1.log");
        QString text = logText(data(QStringLiteral("ranks/identical/") + name + QStringLiteral(".zst")));
        static const QRegularExpression location(QStringLiteral(R"((# File: [^\n]*make_ranks_runs\.py:)(\d+))"));
        QVERIFY(text.contains(location));
        QList<QRegularExpressionMatch> found;
        for (auto it = location.globalMatch(text); it.hasNext();)
            found << it.next();
        for (qsizetype k = found.size() - 1; k >= 0; --k) // another line number in each comment
            text.insert(found[k].capturedStart(2), u'9');
        QVERIFY(writeText(dir.filePath(name), text.toUtf8()));
        TraceReadOptions options;
        options.checksums = TraceReadOptions::Checksums::Never; // the payloads' MD5s no longer match
        const auto run = loadRun({ dir.path() }, options);
        QVERIFY(run);
        const RankAnalysis a = analyseRanks(*run.value());
        QCOMPARE(a.ranks.size(), 2);
        QVERIFY2(a.agree(), qPrintable(formatRanksText(a)));
    }

    // Ranks 1 and 2 recompile for the same guard, in a checkout each in another folder: the
    // reason as PyTorch writes it (guards.py's location comment, clipped, and the user stack
    // trace; tests/data/torch212/limit.log.zst) names the file by two paths. One cause on both
    // ranks, not two; each rank's reason is shown as it wrote it.
    void failedGuardsCompareWithoutFolders()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        copyRanks(QStringLiteral("shape"), dir.path(), { 1, 2 });
        const QString rank1 = logText(data(QStringLiteral("ranks/shape/dedicated_log_torch_trace_rank_1.log.zst")));
        const QString reason = QStringLiteral("\t0/0: tensor 'x' size mismatch at index 0. expected 8, actual 12\n");
        QVERIFY(rank1.contains(reason));
        const auto located = [&](const QString &folder) {
            QString text = rank1;
            return text.replace(reason,
                QStringLiteral("\t0/0: n == 0                                                   # return x * n  # "
                               "%1/train.py:36 in f\n\tUser stack trace:\n\t  File \"/%2/train.py\", line 36, in "
                               "f\n\t    return x * n\n")
                    .arg(folder.mid(2), folder)); // PyTorch drops the first characters of the location's path
        };
        QVERIFY(writeText(dir.filePath(QStringLiteral("dedicated_log_torch_trace_rank_1.log")),
            located(QStringLiteral("home/alice/proj")).toUtf8()));
        QVERIFY(writeText(dir.filePath(QStringLiteral("dedicated_log_torch_trace_rank_2.log")),
            located(QStringLiteral("srv/job"))
                .replace(QLatin1String("\"rank\": 1,"), QLatin1String("\"rank\": 2,"))
                .toUtf8()));
        TraceReadOptions options;
        options.checksums = TraceReadOptions::Checksums::Never;
        const auto run = loadRun({ dir.path() }, options);
        QVERIFY(run);
        const RankAnalysis a = analyseRanks(*run.value());
        QCOMPARE(a.ranks.size(), 3);
        QVERIFY(a.divergence);
        QCOMPARE(a.divergence->cause, Divergence::Cause::Recompile);
        QCOMPARE(a.divergence->ranks, QList<int>({ 1, 2 }));
        QVERIFY2(a.divergence->also.isEmpty(), qPrintable(formatRanksText(a)));
        const RankRun &r2 = a.ranks[2];
        const QString shown = r2.compiles[r2.indexOf(QStringLiteral("0/1"))].failedGuards.first();
        QVERIFY2(shown.contains(QLatin1String("File \"/srv/job/train.py\", line 36")), qPrintable(shown));
        QVERIFY2(shown.contains(QLatin1String("v/job/train.py:36 in f")), qPrintable(shown));
        // Another line is another guard.
        QVERIFY(failedGuardKey(shown)
            != failedGuardKey(QString(shown).replace(QLatin1String(":36 in"), QLatin1String(":37 in"))));
    }

    // Another graph on rank 1 (every `relu` of its log made a `gelu`): the first differing line
    // of the first graph that differs is the evidence.
    void graphDivergenceShowsTheLine()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        copyRanks(QStringLiteral("identical"), dir.path(), { 1 });
        const QString name = QStringLiteral("dedicated_log_torch_trace_rank_1.log");
        QString text = logText(data(QStringLiteral("ranks/identical/") + name + QStringLiteral(".zst")));
        QVERIFY(text.contains(QLatin1String("relu")));
        text.replace(QLatin1String("relu"), QLatin1String("gelu"));
        QVERIFY(writeText(dir.filePath(name), text.toUtf8()));
        TraceReadOptions options;
        options.checksums = TraceReadOptions::Checksums::Never;
        const auto run = loadRun({ dir.path() }, options);
        QVERIFY(run);
        const RankAnalysis a = analyseRanks(*run.value());
        QVERIFY(a.divergence);
        QCOMPARE(a.divergence->cause, Divergence::Cause::Graph);
        const QStringList rank1 = a.divergence->evidence.filter(
            QRegularExpression(QStringLiteral("^rank 1: dynamo graph line \\d+: .*gelu")));
        const QStringList rank0 = a.divergence->evidence.filter(
            QRegularExpression(QStringLiteral("^rank 0: dynamo graph line \\d+: .*relu")));
        QVERIFY2(rank1.size() == 1 && rank0.size() == 1, qPrintable(a.divergence->evidence.join(u'\n')));
    }

    // The guards divergence (rankguard: f reads the global `rank`, G['rank'] == 0 against == 1):
    // the first differing guard line is the evidence.
    void guardsDivergenceShowsTheGuard()
    {
        const RankAnalysis a = analyse(data(QStringLiteral("ranks/rankguard")));
        QVERIFY(a.divergence);
        QCOMPARE(a.divergence->cause, Divergence::Cause::Guards);
        const QString all = a.divergence->evidence.join(u'\n');
        QVERIFY2(all.contains(QLatin1String("G['rank'] == 1")) && all.contains(QLatin1String("G['rank'] == 0")),
            qPrintable(all));
    }

    // A rank log cut in half (and another cut short): the reading problems come first, and the
    // divergence or likely hang on those ranks says that what is missing may be the damage.
    void damagedLogsAreSaid()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString from = data(QStringLiteral("ranks/shape/"));
        for (int r = 0; r < 3; ++r) {
            const QString name = QStringLiteral("dedicated_log_torch_trace_rank_%1.log.zst").arg(r);
            QVERIFY(copyCut(from + name, dir.filePath(name), r == 1 ? 0.5 : r == 2 ? 0.9 : 1.0));
        }
        const RankAnalysis a = analyse(dir.path());
        QCOMPARE(a.ranks.size(), 3);
        QVERIFY(!a.ranks[0].damaged());
        QVERIFY(a.ranks[1].truncated());
        QVERIFY(a.ranks[2].damaged());
        QVERIFY(!a.readingProblems.isEmpty());
        QVERIFY(a.readingProblems.first().contains(QLatin1String("rank_1.log.zst:")));
        QVERIFY(a.readingProblems.first().contains(QLatin1String("truncated")));
        QVERIFY(!a.agree());
        QVERIFY(a.unreliable());
        QStringList caveats = a.divergence ? a.divergence->damage : QStringList();
        if (a.collectiveDivergence)
            caveats += a.collectiveDivergence->damage;
        static const QRegularExpression caveat(QStringLiteral(
            R"(^rank 1's log is truncated at line \d+: what is missing there may be the damage, not a divergence$)"));
        QVERIFY2(!caveats.filter(caveat).isEmpty(), qPrintable(caveats.join(u'\n')));
        const QString out = formatRanksText(a);
        QVERIFY2(out.startsWith(QLatin1String("Warning: some rank logs could not be read whole")), qPrintable(out));
        QVERIFY(out.contains(QLatin1String("but: rank 1's log is truncated at line")));
        QVERIFY(out.contains(QLatin1String("the difference may be the damage")));
        QVERIFY(!out.contains(QLatin1String("The ranks diverge.")));
        const QJsonObject o = QJsonDocument::fromJson(formatRanksJson(a)).object();
        QCOMPARE(o.value(QStringLiteral("reliable")).toBool(true), false);
        const QJsonArray notes = o.value(QStringLiteral("notes")).toArray();
        QVERIFY(!notes.isEmpty());
        QVERIFY(notes.first().toString().contains(QLatin1String("truncated")));
        QCOMPARE(
            o.value(QStringLiteral("ranks")).toArray()[1].toObject().value(QStringLiteral("truncated")).toBool(), true);

        // The same run read whole: no reading problem, a verdict to trust.
        const RankAnalysis whole = analyse(data(QStringLiteral("ranks/shape")));
        QVERIFY(whole.readingProblems.isEmpty());
        QVERIFY(!whole.unreliable());
        QVERIFY(whole.divergence && whole.divergence->damage.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestRankFaults)
#include "tst_rankfaults.moc"
