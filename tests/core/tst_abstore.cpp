#include "core/ab/abstore.h"
#include "core/storage/profilestore.h"
#include "core/storage/schema.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <sqlite3.h>

using namespace cs;

namespace {

ab::AbResult sampleResult(double defaultMedian)
{
    ab::AbResult r;
    r.outcome = QStringLiteral("compared");
    r.runs.command = { QStringLiteral("python"), QStringLiteral("train.py") };
    r.runs.outDir = QStringLiteral("/tmp/compilescope-ab-1");
    r.runs.start = QDateTime::fromString(QStringLiteral("2026-11-23T10:00:00.000Z"), Qt::ISODateWithMs);
    r.runs.end = r.runs.start.addSecs(300);
    r.runs.settings.modes = { QStringLiteral("eager"), QStringLiteral("default") };
    r.runs.machine.hostname = QStringLiteral("h200-box");
    r.stack.torch = QStringLiteral("2.11.0+cu130");
    r.stack.gpus = { QStringLiteral("NVIDIA H200 (sm 9.0)") };
    for (const QString &mode : r.runs.settings.modes) {
        ab::ModeSummary s;
        s.mode = mode;
        s.runs = s.succeeded = 3;
        s.peakRss = qint64(700) << 20;
        s.peakGpuAllocated = qint64(mode == QLatin1String("eager") ? 2 : 3) << 30;
        r.modes << s;
    }
    ab::RegionResult g;
    g.key = QStringLiteral("Net.forward@train.py:42");
    g.name = QStringLiteral("Net.forward");
    for (const QString &mode : r.runs.settings.modes) {
        ab::ModeResult m;
        m.mode = mode;
        m.status = QStringLiteral("measured");
        m.metric = ab::Metric::Gpu;
        m.steady.n = 300;
        m.steady.median = mode == QLatin1String("eager") ? 2.0 : defaultMedian;
        m.medianCi = { m.steady.median * 0.99, m.steady.median * 1.01, 0.95, true };
        m.warmupCalls = { 5, 6, 5 };
        m.callsPerProcess = { 30000, 30000, 30000 };
        m.warmupMs = 21000;
        m.verdict = mode == QLatin1String("eager") ? QStringLiteral("baseline") : QStringLiteral("pays_off");
        if (mode != QLatin1String("eager")) {
            m.speedup = cs::stats::RatioEstimate { 2.0 / defaultMedian, { 1.9, 2.1, 0.95, true } };
            m.breakEvenCalls = { 21000, 20000, 22000, true };
        }
        g.modes << m;
    }
    r.regions << g;
    return r;
}

int userVersion(const QString &path)
{
    sqlite3 *db = nullptr;
    sqlite3_open(path.toUtf8().constData(), &db);
    sqlite3_stmt *st = nullptr;
    sqlite3_prepare_v2(db, "PRAGMA user_version", -1, &st, nullptr);
    sqlite3_step(st);
    const int v = sqlite3_column_int(st, 0);
    sqlite3_finalize(st);
    sqlite3_close(db);
    return v;
}

} // namespace

// A/B runs in SQLite: migrations from schema 1 on a database that already holds profiles, runs that
// accumulate, a region's history across runs, the stored result JSON.
class TestAbStore : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void migratesAProfileDatabase()
    {
        // A database a schema-1 CompileScope made (profiles only: tests/data/diff/profiles_v1.db).
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("db.sqlite"));
        QVERIFY(QFile::copy(QStringLiteral(CS_TEST_DATA_DIR "/diff/profiles_v1.db"), path));
        QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
        QCOMPARE(userVersion(path), 1);
        size_t profileRuns = 0;
        {
            sqlite3 *db = nullptr;
            sqlite3_open(path.toUtf8().constData(), &db);
            sqlite3_stmt *st = nullptr;
            sqlite3_prepare_v2(db, "SELECT count(*) FROM profile_run", -1, &st, nullptr);
            QCOMPARE(sqlite3_step(st), SQLITE_ROW);
            profileRuns = size_t(sqlite3_column_int(st, 0));
            sqlite3_finalize(st);
            sqlite3_close(db);
        }
        QVERIFY(profileRuns > 0);

        auto store = AbStore::open(path, cs::sql::Access::ReadWrite);
        QVERIFY2(store, qPrintable(store ? QString() : store.error().toString()));
        QCOMPARE(userVersion(path), cs::sql::SchemaVersion);
        QCOMPARE(cs::sql::SchemaVersion, 4); // 2: A/B tables, 3: diff's columns, 4: failure plan ids
        QVERIFY(store.value()->saveRun(sampleResult(1.0)));
        auto profiles = ProfileStore::open(path, cs::sql::Access::ReadWrite);
        QVERIFY(profiles);
        QCOMPARE(profiles.value()->runs()->size(), profileRuns); // the profile runs survived
    }

    void runsAccumulate()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("db.sqlite"));
        auto store = AbStore::open(path, cs::sql::Access::ReadWrite);
        QVERIFY(store);
        auto first = store.value()->saveRun(sampleResult(1.0));
        ab::AbResult later = sampleResult(0.8); // another A/B (another start): a row of its own
        later.runs.start = later.runs.start.addDays(1);
        auto second = store.value()->saveRun(later);
        QVERIFY(first && second);
        QVERIFY(first.value() != second.value());
        auto runs = store.value()->runs();
        QVERIFY(runs);
        QCOMPARE(runs->size(), size_t(2));
        QCOMPARE(runs->at(0).id, second.value()); // newest first
        QCOMPARE(runs->at(0).outcome, QStringLiteral("compared"));
        QCOMPARE(runs->at(0).torch, QStringLiteral("2.11.0+cu130"));
        QCOMPARE(runs->at(0).gpu, QStringLiteral("NVIDIA H200 (sm 9.0)"));
        QCOMPARE(runs->at(0).regions, 1);

        auto rows = store.value()->results(first.value());
        QVERIFY(rows);
        QCOMPARE(rows->size(), size_t(2));
        const AbStore::ResultRow &d = rows->at(1);
        QCOMPARE(d.mode, QStringLiteral("default"));
        QCOMPARE(d.metric, QStringLiteral("gpu"));
        QCOMPARE(*d.medianMs, 1.0);
        QCOMPARE(*d.speedup, 2.0);
        QCOMPARE(*d.breakEven, 21000.0);
        QCOMPARE(d.verdictText, QStringLiteral("pays off after ~21,000 calls"));
        QVERIFY(!rows->at(0).speedup);

        auto history = store.value()->history(QStringLiteral("Net.forward@train.py:42"), QStringLiteral("default"));
        QVERIFY(history);
        QCOMPARE(history->size(), size_t(2));
        QCOMPARE(*history->at(0).medianMs, 1.0);
        QCOMPARE(*history->at(1).medianMs, 0.8);

        auto json = store.value()->resultJson(second.value());
        QVERIFY(json);
        const QJsonObject o = QJsonDocument::fromJson(json.value()).object();
        QCOMPARE(o[QStringLiteral("schema")].toString(), QStringLiteral("compilescope.ab/1"));
        QCOMPARE(
            o[QStringLiteral("modes")].toArray()[1].toObject()[QStringLiteral("gpu_allocated_change_bytes")].toDouble(),
            double(qint64(1) << 30));
        QVERIFY(!store.value()->resultJson(999));
    }

    // `ab --analyse DIR` run twice on the same folder: the second analysis replaces the first's
    // row (same id, its modes and results replaced), it never adds the run again.
    void reanalysedFolderUpdatesItsRow()
    {
        QTemporaryDir dir;
        auto store = AbStore::open(dir.filePath(QStringLiteral("db.sqlite")), cs::sql::Access::ReadWrite);
        QVERIFY(store);
        auto first = store.value()->saveRun(sampleResult(1.0));
        auto again = store.value()->saveRun(sampleResult(0.8));
        auto third = store.value()->saveRun(sampleResult(0.8));
        QVERIFY(first && again && third);
        QCOMPARE(again.value(), first.value());
        QCOMPARE(third.value(), first.value());
        auto runs = store.value()->runs();
        QVERIFY(runs);
        QCOMPARE(runs->size(), size_t(1));
        auto rows = store.value()->results(first.value());
        QVERIFY(rows);
        QCOMPARE(rows->size(), size_t(2)); // not 4 or 6
        QCOMPARE(*rows->at(1).medianMs, 0.8); // the latest analysis
        auto history = store.value()->history(QStringLiteral("Net.forward@train.py:42"), QStringLiteral("default"));
        QVERIFY(history);
        QCOMPARE(history->size(), size_t(1));
        // Another folder with the same start is another A/B.
        ab::AbResult other = sampleResult(0.9);
        other.runs.outDir = QStringLiteral("/tmp/compilescope-ab-2");
        auto fourth = store.value()->saveRun(other);
        QVERIFY(fourth);
        QVERIFY(fourth.value() != first.value());
        QCOMPARE(store.value()->runs()->size(), size_t(2));
    }

    // The same A/B folder reached through a symlink is the same A/B: one row, keyed on the
    // folder's canonical path (a tester got a second row).
    void symlinkedFolderIsOneRow()
    {
        QTemporaryDir dir;
        const QString real = dir.filePath(QStringLiteral("ab-real"));
        const QString link = dir.filePath(QStringLiteral("ab-link"));
        QVERIFY(QDir().mkpath(real));
        QVERIFY(QFile::link(real, link));
        auto store = AbStore::open(dir.filePath(QStringLiteral("db.sqlite")), cs::sql::Access::ReadWrite);
        QVERIFY(store);
        ab::AbResult viaReal = sampleResult(1.0);
        viaReal.runs.outDir = real;
        ab::AbResult viaLink = sampleResult(0.8);
        viaLink.runs.outDir = link;
        auto first = store.value()->saveRun(viaReal);
        auto second = store.value()->saveRun(viaLink);
        QVERIFY(first && second);
        QCOMPARE(second.value(), first.value());
        auto runs = store.value()->runs();
        QVERIFY(runs);
        QCOMPARE(runs->size(), size_t(1));
        QCOMPARE(runs->at(0).outDir, QFileInfo(real).canonicalFilePath());
    }
};

QTEST_GUILESS_MAIN(TestAbStore)
#include "tst_abstore.moc"
