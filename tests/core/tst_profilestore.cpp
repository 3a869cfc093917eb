#include "core/storage/profilestore.h"

#include <QCoreApplication>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <cstdio>

#include <sqlite3.h>

using namespace cs;

namespace {

ProfileRun sampleRun()
{
    ProfileRun run;
    run.startedAt = QDateTime::fromString(QStringLiteral("2026-11-21T10:00:00.000Z"), Qt::ISODateWithMs);
    run.finishedAt = run.startedAt.addSecs(42);
    run.machine = { QStringLiteral("host"), QStringLiteral("x86_64"), QStringLiteral("NVIDIA H200"),
        QStringLiteral("13000"), QStringLiteral("13.0"), QStringLiteral("2.11.0"), QStringLiteral("3.6.0") };
    run.tracePath = QStringLiteral("/runs/gpt2/trace.log");
    run.settings = QStringLiteral("{\"repeat\": 100}");
    KernelResult k;
    k.kernel = QStringLiteral("triton_poi_fused_gelu_0");
    k.compileId = QStringLiteral("0/0");
    k.kind = QStringLiteral("triton");
    k.medianUs = 12.5;
    k.minUs = 12.0;
    k.maxUs = 14.0;
    k.spread = 0.16;
    k.repeats = 100;
    k.bytes = 8 << 20;
    k.bandwidthGBs = 671.1;
    k.registers = 32;
    run.results.push_back(k);
    run.failures.push_back({ QStringLiteral("triton_red_fused_sum_1"), QStringLiteral("0/0"),
        QStringLiteral("illegal address"), QStringLiteral("0/0:fwd:triton_red_fused_sum_1") });
    return run;
}

} // namespace

class TestProfileStore : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void writesReopensAndReads()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("profiles.sqlite"));
        int64_t id = 0;
        {
            auto store = ProfileStore::open(path, cs::sql::Access::ReadWrite);
            QVERIFY2(store, qPrintable(store ? QString() : store.error().toString()));
            auto saved = store.value()->saveRun(sampleRun());
            QVERIFY2(saved, qPrintable(saved ? QString() : saved.error().toString()));
            id = saved.value();
            QVERIFY(store.value()->saveRun(sampleRun())); // same machine row is reused
        }
        QVERIFY(QFile::exists(path));
        auto store = ProfileStore::open(path, cs::sql::Access::ReadWrite);
        QVERIFY(store);
        auto runs = store.value()->runs();
        QVERIFY(runs);
        QCOMPARE(runs->size(), size_t(2));
        auto run = store.value()->run(id);
        QVERIFY(run);
        QCOMPARE(run->machine.gpu, QStringLiteral("NVIDIA H200"));
        QCOMPARE(run->results.size(), size_t(1));
        QCOMPARE(run->results[0].kernel, QStringLiteral("triton_poi_fused_gelu_0"));
        QCOMPARE(run->results[0].medianUs, 12.5);
        QCOMPARE(*run->results[0].bytes, int64_t(8 << 20));
        QCOMPARE(*run->results[0].registers, 32);
        QVERIFY(!run->results[0].spills.has_value());
        QCOMPARE(run->failures.size(), size_t(1));
        QCOMPARE(run->failures[0].reason, QStringLiteral("illegal address"));
        QCOMPARE(run->failures[0].planId, QStringLiteral("0/0:fwd:triton_red_fused_sum_1"));
        auto history = store.value()->history(QStringLiteral("triton_poi_fused_gelu_0"));
        QVERIFY(history);
        QCOMPARE(history->size(), size_t(2));

        // The file really is SQLite in WAL mode, at our schema version.
        sqlite3 *db = nullptr;
        QCOMPARE(sqlite3_open(path.toUtf8().constData(), &db), SQLITE_OK);
        sqlite3_stmt *st = nullptr;
        sqlite3_prepare_v2(db, "PRAGMA journal_mode", -1, &st, nullptr);
        QCOMPARE(sqlite3_step(st), SQLITE_ROW);
        QCOMPARE(QByteArray(reinterpret_cast<const char *>(sqlite3_column_text(st, 0))), QByteArray("wal"));
        sqlite3_finalize(st);
        sqlite3_close(db);
    }

    // A database written by schema 1 (CompileScope before `diff`, tests/data/diff/profiles_v1.db:
    // a real profile run of a CPU run) migrates in place: its rows stay as they were, the new
    // columns are empty, and new runs keep their samples.
    void migratesSchemaOneAndKeepsItsRows()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("v1.db"));
        QVERIFY(QFile::copy(QStringLiteral(CS_TEST_DATA_DIR "/diff/profiles_v1.db"), path));
        QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
        // What schema 1 holds, read with SQLite directly.
        sqlite3 *db = nullptr;
        QCOMPARE(sqlite3_open(path.toUtf8().constData(), &db), SQLITE_OK);
        sqlite3_stmt *st = nullptr;
        sqlite3_prepare_v2(db, "PRAGMA user_version", -1, &st, nullptr);
        QCOMPARE(sqlite3_step(st), SQLITE_ROW);
        QCOMPARE(sqlite3_column_int(st, 0), 1);
        sqlite3_finalize(st);
        QList<QPair<QString, double>> before;
        sqlite3_prepare_v2(db, "SELECT kernel, median_us FROM kernel_result WHERE run_id = 1 ORDER BY id", -1, &st, nullptr);
        while (sqlite3_step(st) == SQLITE_ROW)
            before << qMakePair(QString::fromUtf8(reinterpret_cast<const char *>(sqlite3_column_text(st, 0))),
                sqlite3_column_double(st, 1));
        sqlite3_finalize(st);
        // A failure as schema 1 kept it (no plan id), for the migration to carry over.
        QCOMPARE(sqlite3_exec(db,
                     "INSERT INTO kernel_failure (run_id, kernel, compile_id, reason) "
                     "VALUES (1, 'triton_red_fused_sum_1', '0/0', 'illegal address')",
                     nullptr, nullptr, nullptr),
            SQLITE_OK);
        sqlite3_close(db);
        QVERIFY(!before.isEmpty());

        auto store = ProfileStore::open(path, cs::sql::Access::ReadWrite);
        QVERIFY2(store, qPrintable(store ? QString() : store.error().toString()));
        auto run = store.value()->run(1);
        QVERIFY(run);
        QCOMPARE(run->results.size(), size_t(before.size()));
        for (size_t i = 0; i < run->results.size(); ++i) {
            QCOMPARE(run->results[i].kernel, before[static_cast<qsizetype>(i)].first);
            QCOMPARE(run->results[i].medianUs, before[static_cast<qsizetype>(i)].second);
            QVERIFY(run->results[i].samplesUs.empty());
            QVERIFY(run->results[i].codeHash.isEmpty());
            QVERIFY(!run->results[i].launches);
        }
        QVERIFY(run->runIdentity.isEmpty());
        QCOMPARE(run->stack, QStringLiteral("{}"));
        QCOMPARE(run->failures.size(), size_t(1));
        QCOMPARE(run->failures[0].reason, QStringLiteral("illegal address"));
        QVERIFY(run->failures[0].planId.isEmpty()); // schema 1 kept no plan of a failure
        // A schema-2 run beside it, with identity and samples; found by identity, or (rows before
        // schema 2) by the trace path.
        ProfileRun next = sampleRun();
        next.runIdentity = QStringLiteral("c5d7183ab0544186");
        next.label = QStringLiteral("twice_b");
        next.stack = QStringLiteral("{\"torch\":\"2.11.0+cu130\"}");
        next.results[0].planId = QStringLiteral("0/0:triton_poi_fused_gelu_0");
        next.results[0].codeHash = QStringLiteral("25b9b565898f2634");
        next.results[0].launches = 2;
        next.results[0].samplesUs = { 12.5, 12.25, 13.0, 1e-3, 1e6 };
        auto id = store.value()->saveRun(next);
        QVERIFY(id);
        auto back = store.value()->run(id.value());
        QVERIFY(back);
        QCOMPARE(back->results[0].samplesUs, next.results[0].samplesUs);
        QCOMPARE(back->results[0].codeHash, next.results[0].codeHash);
        QCOMPARE(*back->results[0].launches, 2);
        QCOMPARE(back->label, QStringLiteral("twice_b"));
        auto mine = store.value()->runsOf(QStringLiteral("c5d7183ab0544186"));
        QVERIFY(mine);
        QCOMPARE(mine->size(), size_t(1));
        QCOMPARE(mine->front().id, id.value());
        auto old = store.value()->runsOf(QStringLiteral("nothing"), run->tracePath);
        QVERIFY(old);
        QCOMPARE(old->size(), size_t(1));
        QCOMPARE(old->front().id, int64_t(1));
        // Opening again migrates nothing twice.
        store = ProfileStore::open(path, cs::sql::Access::ReadWrite);
        QVERIFY(store);
        QCOMPARE(store.value()->runs()->size(), size_t(2));
    }

    void refusesNewerSchema()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("future.sqlite"));
        sqlite3 *db = nullptr;
        sqlite3_open(path.toUtf8().constData(), &db);
        sqlite3_exec(db, "CREATE TABLE x(a); PRAGMA user_version = 99;", nullptr, nullptr, nullptr);
        sqlite3_close(db);
        auto store = ProfileStore::open(path, cs::sql::Access::ReadWrite);
        QVERIFY(!store);
        QVERIFY(store.error().message.contains(QStringLiteral("newer CompileScope")));
        // ... and leaves it untouched.
        sqlite3_open(path.toUtf8().constData(), &db);
        sqlite3_stmt *st = nullptr;
        sqlite3_prepare_v2(db, "PRAGMA user_version", -1, &st, nullptr);
        sqlite3_step(st);
        QCOMPARE(sqlite3_column_int(st, 0), 99);
        sqlite3_finalize(st);
        sqlite3_close(db);
    }

    // Point 8 of issue 14: `profile` runs started together on a new database. Each round, four
    // processes (this binary, in --save-run mode) create the same new file at once; every one
    // must save its run.
    void concurrentProcessesOnANewDatabase()
    {
        QTemporaryDir dir;
        for (int round = 0; round < 15; ++round) {
            const QString path = dir.filePath(QStringLiteral("new%1.sqlite").arg(round));
            std::vector<std::unique_ptr<QProcess>> children;
            for (int i = 0; i < 4; ++i) {
                children.push_back(std::make_unique<QProcess>());
                children.back()->setProcessChannelMode(QProcess::MergedChannels);
                children.back()->start(QCoreApplication::applicationFilePath(), { QStringLiteral("--save-run"), path });
            }
            for (auto &c : children) {
                QVERIFY(c->waitForFinished(60000));
                QVERIFY2(c->exitStatus() == QProcess::NormalExit && c->exitCode() == 0,
                    qPrintable(QStringLiteral("round %1: %2").arg(round).arg(QString::fromUtf8(c->readAll()))));
            }
            auto store = ProfileStore::open(path, cs::sql::Access::ReadWrite);
            QVERIFY(store);
            QCOMPARE(store.value()->runs()->size(), size_t(4));
        }
    }

    void refusesNonDatabase()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("trace.log"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(
            QByteArray("V1121 04:06:40.696000 558 torch/_dynamo/utils.py:2126] {\"str\": [\"a\", 0]}\n").repeated(200));
        f.close();
        auto store = ProfileStore::open(path, cs::sql::Access::ReadWrite);
        QVERIFY(!store);
        QCOMPARE(store.error().file, path);
    }
};

// `--save-run PATH`: one process of concurrentProcessesOnANewDatabase.
int main(int argc, char **argv)
{
    if (argc == 3 && QByteArray(argv[1]) == "--save-run") {
        QCoreApplication app(argc, argv);
        auto store = ProfileStore::open(QString::fromLocal8Bit(argv[2]), cs::sql::Access::ReadWrite);
        if (!store) {
            std::fprintf(stderr, "open: %s\n", qPrintable(store.error().toString()));
            return 1;
        }
        auto saved = store.value()->saveRun(sampleRun());
        if (!saved) {
            std::fprintf(stderr, "save: %s\n", qPrintable(saved.error().toString()));
            return 1;
        }
        return 0;
    }
    QCoreApplication app(argc, argv);
    TestProfileStore test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}
#include "tst_profilestore.moc"
