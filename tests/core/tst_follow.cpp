#include "core/ingest/follow/runfollow.h"
#include "core/ingest/follow/tracefollower.h"
#include "core/ingest/trace/tracereader.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <sys/resource.h>

using namespace cs;
using Kind = TraceFollower::Update::Kind;
using Reason = TraceFollower::Update::Reason;

namespace {

// A real trace (recompiles: 36k lines, compiles of several frames, recompiles, graph breaks).
QByteArray realTrace(const char *name)
{
    auto src = ByteSource::open(QStringLiteral(CS_TEST_DATA_DIR "/logs/") + QLatin1String(name));
    if (!src)
        return {};
    return QByteArray(src.value()->data(), static_cast<qsizetype>(src.value()->size()));
}

// Offsets of the record headers (lines that are not TAB-prefixed payload lines).
QList<qsizetype> headerOffsets(const QByteArray &bytes)
{
    QList<qsizetype> out;
    for (qsizetype pos = 0; pos < bytes.size();) {
        if (bytes[pos] != '\t')
            out << pos;
        const qsizetype nl = bytes.indexOf('\n', pos);
        pos = nl < 0 ? bytes.size() : nl + 1;
    }
    return out;
}

// What a fresh read of the same bytes finds, for comparison.
struct Facts {
    size_t records = 0, compiles = 0, breaks = 0, diagnostics = 0;
    QStringList ids;
};
Facts factsOf(const TraceLog &log)
{
    Facts f;
    f.records = log.records.size();
    f.diagnostics = log.diagnostics.size();
    const auto ov = buildCompileOverview(log);
    f.compiles = ov->compiles.size();
    f.breaks = ov->graphBreaks.size();
    for (const auto &c : ov->compiles)
        f.ids << c.id.toString();
    return f;
}
Facts freshRead(const QByteArray &bytes)
{
    auto log = TraceReader::read(ByteSource::fromBytes(QStringLiteral("fresh.log"), bytes.toStdString()));
    return log ? factsOf(*log.value()) : Facts {};
}

long peakRssKiB()
{
    rusage u {};
    getrusage(RUSAGE_SELF, &u);
    return u.ru_maxrss;
}

bool writeFile(const QString &path, const QByteArray &bytes, QIODevice::OpenMode mode = QIODevice::WriteOnly)
{
    QFile f(path);
    return f.open(mode) && f.write(bytes) == bytes.size();
}

} // namespace

// A log that is still being written: each poll reads what was appended, and the records,
// compile ids and graph breaks are those a fresh read of the same bytes finds.
class TestFollow : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

private Q_SLOTS:
    void growsInSteps()
    {
        const QByteArray all = realTrace("recompiles.log.zst");
        QVERIFY(all.size() > 1000000);
        const auto headers = headerOffsets(all);
        const QString path = m_dir.filePath(QStringLiteral("growing.log"));
        // Start with the first tenth of the records, then append in steps at record boundaries.
        const QList<qsizetype> cuts { headers[headers.size() / 10], headers[headers.size() / 3],
            headers[headers.size() / 2], headers[headers.size() * 4 / 5], all.size() };
        QVERIFY(writeFile(path, all.left(cuts[0])));
        TraceFollower follower(path, std::chrono::milliseconds(60000)); // never "quiet" here
        auto u = follower.poll();
        QCOMPARE(u.kind, Kind::Reloaded);
        QCOMPARE(u.reason, Reason::First);
        Facts was = factsOf(*u.log);
        const Facts first = freshRead(all.left(cuts[0]));
        QCOMPARE(was.records, first.records);
        QCOMPARE(was.ids, first.ids);
        QCOMPARE(follower.poll().kind, Kind::None); // nothing appended
        for (qsizetype i = 1; i < cuts.size(); ++i) {
            QVERIFY(writeFile(path, all.mid(cuts[i - 1], cuts[i] - cuts[i - 1]), QIODevice::Append));
            u = follower.poll();
            QCOMPARE(u.kind, Kind::Grew);
            const Facts now = factsOf(*u.log);
            const Facts fresh = freshRead(all.left(cuts[i]));
            QCOMPARE(now.records, fresh.records);
            QCOMPARE(u.newRecords, now.records - was.records);
            QCOMPARE(now.ids, fresh.ids);
            QCOMPARE(now.breaks, fresh.breaks);
            QCOMPARE(now.diagnostics, fresh.diagnostics);
            QVERIFY(now.compiles >= was.compiles);
            was = now;
        }
        QVERIFY(was.compiles > first.compiles); // the model grew
        QCOMPARE(follower.committedBytes(), uint64_t(all.size()));
        // Payloads decode from the grown log as from a fresh one.
        const auto &log = *follower.log();
        const auto fresh = TraceReader::read(ByteSource::fromBytes(QStringLiteral("f"), all.toStdString()));
        QVERIFY(fresh);
        QCOMPARE(log.payload(log.records.back()), fresh.value()->payload(fresh.value()->records.back()));
        QCOMPARE(log.strings.size(), fresh.value()->strings.size());
    }

    // A record whose payload is half written waits; the rest of it completes it.
    void waitsForAWholeRecord()
    {
        const QByteArray all = realTrace("graph_breaks.log.zst");
        const auto headers = headerOffsets(all);
        // A record with a long payload: the biggest gap between two headers.
        qsizetype best = 0;
        for (qsizetype i = 1; i + 1 < headers.size(); ++i)
            if (headers[i + 1] - headers[i] > headers[best + 1] - headers[best])
                best = i;
        const qsizetype start = headers[best], end = headers[best + 1];
        QVERIFY(end - start > 1000);
        const qsizetype middle = all.lastIndexOf('\n', start + (end - start) / 2) + 1; // whole lines, half the payload
        QVERIFY(middle > start);
        const QString path = m_dir.filePath(QStringLiteral("partial.log"));
        QVERIFY(writeFile(path, all.left(middle)));
        TraceFollower follower(path, std::chrono::milliseconds(60000));
        auto u = follower.poll();
        QCOMPARE(u.kind, Kind::Reloaded);
        QCOMPARE(u.log->records.size(), freshRead(all.left(start)).records); // not the half record
        QCOMPARE(follower.committedBytes(), uint64_t(start));
        QVERIFY(u.log->diagnostics.empty() || freshRead(all.left(start)).diagnostics == u.log->diagnostics.size());
        QVERIFY(writeFile(path, all.mid(middle, end - middle), QIODevice::Append));
        u = follower.poll();
        QCOMPARE(u.kind, Kind::Grew);
        QCOMPARE(u.newRecords, size_t(1));
        QCOMPARE(u.log->records.size(), freshRead(all.left(end)).records);

        // A quiet file is read to its end, a record without its payload too, as the loader would.
        TraceFollower quiet(path, std::chrono::milliseconds(0));
        const qsizetype headerEnd = all.indexOf('\n', end) + 1;
        QVERIFY(writeFile(path, all.mid(end, headerEnd - end), QIODevice::Append));
        u = quiet.poll();
        QCOMPARE(u.kind, Kind::Reloaded);
        QCOMPARE(u.log->records.size(), freshRead(all.left(headerEnd)).records);
        QCOMPARE(u.log->records.size(), freshRead(all.left(end)).records + 1);
    }

    // A log that shrinks (a job restarted into the same file) or is replaced is read again.
    void truncatedOrReplaced()
    {
        const QByteArray all = realTrace("recompiles.log.zst");
        const auto headers = headerOffsets(all);
        const QString path = m_dir.filePath(QStringLiteral("restarted.log"));
        QVERIFY(writeFile(path, all.left(headers[headers.size() / 2])));
        TraceFollower follower(path, std::chrono::milliseconds(60000));
        QCOMPARE(follower.poll().kind, Kind::Reloaded);
        const auto before = follower.log(); // a snapshot handed out stays valid
        const size_t recordsBefore = before->records.size();
        const std::string lastPayload = before->payload(before->records.back());

        const qsizetype cut = headers[headers.size() / 5];
        QVERIFY(QFile::resize(path, cut));
        auto u = follower.poll();
        QCOMPARE(u.kind, Kind::Reloaded);
        QCOMPARE(u.reason, Reason::Shrank);
        QCOMPARE(u.log->records.size(), freshRead(all.left(cut)).records);
        QVERIFY(u.log->records.size() < recordsBefore);
        QCOMPARE(before->payload(before->records.back()), lastPayload);

        // Rewritten in place to a larger size between two polls: not taken for growth.
        const QByteArray other = realTrace("graph_breaks.log.zst");
        QVERIFY(writeFile(path, other)); // truncates and writes: same inode, other bytes
        u = follower.poll();
        QCOMPARE(u.kind, Kind::Reloaded);
        QVERIFY(u.reason == Reason::Rewritten || u.reason == Reason::Shrank);
        QCOMPARE(u.log->records.size(), freshRead(other).records);

        // Replaced by another file (a new inode), as `mv new.log trace.log` does.
        const QString fresh = m_dir.filePath(QStringLiteral("new.log"));
        QVERIFY(writeFile(fresh, all.left(cut)));
        QVERIFY(QFile::remove(path));
        QVERIFY(QFile::rename(fresh, path));
        u = follower.poll();
        QCOMPARE(u.kind, Kind::Reloaded);
        QCOMPARE(u.reason, Reason::Replaced);
        QCOMPARE(u.log->records.size(), freshRead(all.left(cut)).records);

        QVERIFY(QFile::remove(path));
        QCOMPARE(follower.poll().kind, Kind::Failed); // gone: reported, what was read is kept
        QVERIFY(follower.log());
    }

    // Issue 23, point 6: a log whose size is set ahead of its data (`truncate -s 6G`, or
    // zeros written ahead) costs the data, not the size; what is written into the space later
    // is read as growth.
    void sizeSetAheadOfTheData()
    {
        const QByteArray all = realTrace("recompiles.log.zst");
        const auto headers = headerOffsets(all);
        const qsizetype cut = headers[headers.size() / 2];
        const QString path = m_dir.filePath(QStringLiteral("sparse.log"));
        QVERIFY(writeFile(path, all.left(cut)));
        TraceFollower follower(path, std::chrono::milliseconds(0));
        QCOMPARE(follower.poll().kind, Kind::Reloaded);
        const long before = peakRssKiB();
        QVERIFY(QFile::resize(path, 6ll << 30));
        follower.poll();
        QCOMPARE(follower.readBytes(), uint64_t(cut));
        QVERIFY2(peakRssKiB() - before < 256 * 1024, qPrintable(QString::number(peakRssKiB() - before)));
        {
            QFile f(path); // the writer goes on inside the space it reserved
            QVERIFY(f.open(QIODevice::ReadWrite));
            QVERIFY(f.seek(cut));
            QCOMPARE(f.write(all.mid(cut)), qint64(all.size() - cut));
        }
        auto u = follower.poll();
        QCOMPARE(u.kind, Kind::Grew);
        QCOMPARE(follower.readBytes(), uint64_t(all.size()));
        QCOMPARE(u.log->records.size(), freshRead(all).records);

        // Zeros written ahead (a preallocating writer without holes): not read as data either.
        const QString zeros = m_dir.filePath(QStringLiteral("zeros.log"));
        QVERIFY(writeFile(zeros, all.left(cut) + QByteArray(64 << 20, '\0')));
        TraceFollower second(zeros, std::chrono::milliseconds(0));
        QCOMPARE(second.poll().kind, Kind::Reloaded);
        QCOMPARE(second.readBytes(), uint64_t(cut));
        QCOMPARE(second.log()->records.size(), freshRead(all.left(cut)).records);
    }

    // A run folder: its log grows and a second rank's log appears; the run and its explanation follow.
    void followsARunFolder()
    {
        const QByteArray all = realTrace("recompiles.log.zst");
        const auto headers = headerOffsets(all);
        const QString folder = m_dir.filePath(QStringLiteral("run"));
        QVERIFY(QDir().mkpath(folder));
        const QString rank0 = folder + QStringLiteral("/dedicated_log_torch_trace_rank_0_x.log");
        QVERIFY(writeFile(rank0, all.left(headers[headers.size() / 4])));
        auto loaded = loadRun({ folder });
        QVERIFY(loaded);
        QCOMPARE(RunFollow::followable(*loaded.value()), QStringList { rank0 });
        QVERIFY(RunFollow::recentlyModified(*loaded.value(), std::chrono::seconds(60)));
        RunFollow follow(loaded.value(), std::chrono::milliseconds(60000));
        auto u = follow.poll();
        QVERIFY(!u.changed); // adopting the loaded log changes nothing shown
        const size_t compilesBefore = follow.run()->overviews[0]->compiles.size();
        QVERIFY(writeFile(rank0, all.mid(headers[headers.size() / 4]), QIODevice::Append));
        u = follow.poll();
        QVERIFY(u.changed);
        QVERIFY(u.explanation);
        QCOMPARE(u.run->logs[0]->records.size(), freshRead(all).records);
        QCOMPARE(u.newCompiles, static_cast<int>(u.run->overviews[0]->compiles.size() - compilesBefore));
        QVERIFY(u.newCompiles > 0);
        QVERIFY(!u.explanation->recompiles.isEmpty());

        const QString rank1 = folder + QStringLiteral("/dedicated_log_torch_trace_rank_1_x.log");
        QVERIFY(writeFile(rank1, all.left(headers[headers.size() / 4])));
        QTest::qWait(3100); // folders are searched every few seconds
        u = follow.poll();
        QVERIFY(u.changed);
        QCOMPARE(u.run->logs.size(), size_t(2));
        QCOMPARE(follow.files().size(), 2);
    }
};

QTEST_GUILESS_MAIN(TestFollow)
#include "tst_follow.moc"
