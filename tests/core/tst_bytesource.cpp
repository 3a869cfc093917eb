#include "core/ingest/trace/tracereader.h"
#include "core/util/bytesource.h"

#include "fixturescript.h"

#include <QFile>
#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

#include <fcntl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>
#include <zstd.h>

#include <atomic>
#include <thread>

using namespace cs;
using Kind = ByteSource::Problem::Kind;

namespace {

const QString Sample = QStringLiteral(CS_SAMPLES_DIR "/sample_trace.log");

QByteArray readAll(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    return f.readAll();
}

bool has(const ByteSource &s, Kind kind)
{
    for (const auto &p : s.problems())
        if (p.kind == kind)
            return true;
    return false;
}

std::string_view bytes(const QByteArray &a)
{
    return { a.constData(), static_cast<size_t>(a.size()) };
}

long peakRssKiB()
{
    rusage u {};
    getrusage(RUSAGE_SELF, &u);
    return u.ru_maxrss;
}

} // namespace

// The bytes of damaged, hostile and changing files: what decoded is kept, a bomb stops at its
// cap, nothing blocks and nothing crashes. Fixtures come from scripts/fixtures/make_hostile_inputs.py
// run on the bundled sample trace and a real zstd log.
class TestByteSource : public QObject {
    Q_OBJECT

    QString fixture(const char *name) const { return m_dir.filePath(QLatin1String(name)); }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        const QString failed = runFixtureScript(QStringLiteral("make_hostile_inputs.py"),
            { m_dir.path(), QStringLiteral("--trace"), Sample, QStringLiteral("--zst"),
                QStringLiteral(CS_TEST_DATA_DIR "/logs/fusion_mlp.log.zst") });
        QVERIFY2(failed.isEmpty(), qPrintable(failed));
        m_sample = readAll(Sample);
    }

    // Point 2: a damaged gzip keeps what decoded before the damage.
    void gzipKeepsTheMembersBeforeADamagedOne()
    {
        auto src = ByteSource::open(fixture("flipped_member.log.gz"));
        QVERIFY(src);
        const qsizetype kept = readAll(fixture("flipped_member.kept")).toLongLong();
        QCOMPARE(qsizetype(src.value()->size()), kept);
        QVERIFY(src.value()->view() == bytes(m_sample.left(kept)));
        QVERIFY(has(*src.value(), Kind::Corrupt));
        QVERIFY(src.value()->problems().front().message.contains(QStringLiteral("kept")));
    }

    void gzipWithOnlyABadChecksumKeepsEverything()
    {
        auto src = ByteSource::open(fixture("bad_crc.log.gz"));
        QVERIFY(src);
        QVERIFY(src.value()->view() == bytes(m_sample));
        QCOMPARE(src.value()->problems().size(), size_t(1));
        QVERIFY(has(*src.value(), Kind::ChecksumMismatch));
    }

    void gzipFlippedDataByteKeepsAPrefix()
    {
        auto src = ByteSource::open(fixture("flipped_data.log.gz"));
        QVERIFY(src);
        QVERIFY(!src.value()->problems().empty());
        // The flip sits about 70% into the stream: at least the first half decodes unchanged.
        QVERIFY(src.value()->size() > size_t(m_sample.size() / 2));
        QVERIFY(src.value()->view().substr(0, m_sample.size() / 2) == bytes(m_sample.left(m_sample.size() / 2)));
    }

    void zstdKeepsTheBlocksBeforeACorruptOne()
    {
        auto src = ByteSource::open(fixture("bad_block.log.zst"));
        QVERIFY(src);
        // Two good blocks of 128 KiB, less at most the few raw bytes that arrived with the bad
        // block's header (zstd reports nothing of a call that fails).
        const size_t kept = src.value()->size();
        QVERIFY2(kept <= 2 * 128 * 1024 && kept > 2 * 128 * 1024 - 64, qPrintable(QString::number(kept)));
        QVERIFY(src.value()->view() == bytes(m_sample.left(qsizetype(kept))));
        QVERIFY(has(*src.value(), Kind::Corrupt));
    }

    void zstdFromTheZstdToolWithAFlippedByteKeepsAPrefix()
    {
        const QByteArray z = readAll(QStringLiteral(CS_TEST_DATA_DIR "/logs/fusion_mlp.log.zst"));
        QByteArray plain(static_cast<qsizetype>(ZSTD_getFrameContentSize(z.constData(), size_t(z.size()))), '\0');
        QVERIFY(!ZSTD_isError(ZSTD_decompress(plain.data(), size_t(plain.size()), z.constData(), size_t(z.size()))));
        auto src = ByteSource::open(fixture("flipped.log.zst"));
        QVERIFY(src);
        QVERIFY(has(*src.value(), Kind::Corrupt));
        // The zstd tool decodes 524,288 bytes of this file before it reports the corruption.
        QCOMPARE(src.value()->size(), size_t(524288));
        QVERIFY(src.value()->view() == bytes(plain.left(524288)));
    }

    // Point 4: 2 GiB of zeros in 64 KiB stops at the ratio cap, and says so.
    void zstdBombStopsAtTheRatioCap()
    {
        const long rssBefore = peakRssKiB();
        auto src = ByteSource::open(fixture("zeros.zst"));
        QVERIFY(src);
        const DecodeLimits limits;
        QCOMPARE(uint64_t(src.value()->size()), limits.capFor(QFileInfo(fixture("zeros.zst")).size()));
        QVERIFY(src.value()->size() < (128u << 20));
        QVERIFY(has(*src.value(), Kind::Capped));
        QVERIFY(src.value()->problems().front().message.contains(QStringLiteral("--max-ratio")));
        QVERIFY2(peakRssKiB() - rssBefore < 200 * 1024, "the bomb must not expand far past its cap");
    }

    void sizeCapIsConfigurable()
    {
        DecodeLimits limits;
        limits.maxBytes = 1 << 20;
        auto src = ByteSource::open(fixture("zeros_256m.gz"), limits);
        QVERIFY(src);
        QCOMPARE(src.value()->size(), size_t(1 << 20));
        QVERIFY(src.value()->problems().front().message.contains(QStringLiteral("--max-decompressed")));
        limits.maxBytes = 512u << 20;
        limits.maxRatio = 0; // no ratio limit: the whole 256 MiB
        src = ByteSource::open(fixture("zeros_256m.gz"), limits);
        QVERIFY(src);
        QCOMPARE(src.value()->size(), size_t(256u << 20));
        QVERIFY(src.value()->problems().empty());
    }

    void headOnlyDecodesTheHead()
    {
        auto src = ByteSource::open(fixture("zeros.zst"), {}, 64 * 1024);
        QVERIFY(src);
        QCOMPARE(src.value()->size(), size_t(64 * 1024));
        QVERIFY(!src.value()->whole());
        QVERIFY(src.value()->problems().empty());
    }

    void parsesSizes()
    {
        QCOMPARE(DecodeLimits::parseSize(QStringLiteral("4G")), std::optional<uint64_t>(4ull << 30));
        QCOMPARE(DecodeLimits::parseSize(QStringLiteral("512MiB")), std::optional<uint64_t>(512ull << 20));
        QCOMPARE(DecodeLimits::parseSize(QStringLiteral("1000")), std::optional<uint64_t>(1000));
        QVERIFY(!DecodeLimits::parseSize(QStringLiteral("lots")));
        QVERIFY(!DecodeLimits::parseSize(QStringLiteral("99999999999999T")));
    }

    // Point 6: a FIFO is refused at once, never opened for reading (that would block).
    void fifoIsRefusedWithoutBlocking()
    {
        const QString fifo = fixture("pipe.log");
        QCOMPARE(mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        std::atomic<int> state { 0 }; // 1: refused, 2: opened
        std::thread t([&] { state = ByteSource::open(fifo) ? 2 : 1; });
        t.detach(); // if it blocks, the test fails below instead of hanging
        QTRY_VERIFY_WITH_TIMEOUT(state.load() != 0, 5000);
        QCOMPARE(state.load(), 1);
        auto r = ByteSource::open(fifo);
        QVERIFY(r.error().message.contains(QStringLiteral("FIFO")));
        QVERIFY(!ByteSource::open(QStringLiteral("/dev/zero")));
    }

    // Point 3: a mapped file that shrinks reads zeros past its new end and says it changed.
    void shrinkingMappedFileReadsZeros()
    {
        const QString path = fixture("shrinks.log");
        QByteArray big = m_sample.repeated(8); // 6.6 MB
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(big);
        }
        auto src = ByteSource::open(path);
        QVERIFY(src);
        const ByteSource &s = *src.value();
        QVERIFY(!s.changed());
        QCOMPARE(::truncate(QFile::encodeName(path).constData(), big.size() / 2), 0);
        // Read every byte, as the indexer does: the first half as it was, then zeros.
        size_t nonZeroAfterHalf = 0;
        for (size_t i = size_t(big.size() / 2) + 4096; i < s.size(); i += 997)
            nonZeroAfterHalf += s.data()[i] != 0;
        QCOMPARE(nonZeroAfterHalf, size_t(0));
        QVERIFY(s.view().substr(0, big.size() / 4) == bytes(big.left(big.size() / 4)));
        QVERIFY(s.changed());
        QVERIFY(!s.checkUnchanged());
    }

    // Point 3, for real: another thread truncates the file (to half or to zero) while the trace
    // reader indexes it and verifies checksums on two threads. Many tries, never a crash.
    void truncatedWhileReadingNeverCrashes()
    {
        const QString path = fixture("race.log");
        const QByteArray big = m_sample.repeated(40); // 33 MB: about 30 ms to read here
        int changedSeen = 0;
        for (int attempt = 0; attempt < 30; ++attempt) {
            {
                QFile f(path);
                QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
                QCOMPARE(f.write(big), big.size());
            }
            const int delayUs = QRandomGenerator::global()->bounded(30000);
            const off_t to = attempt % 2 ? big.size() / 2 : 0;
            std::thread cutter([&] {
                std::this_thread::sleep_for(std::chrono::microseconds(delayUs));
                const int fd = ::open(QFile::encodeName(path).constData(), O_WRONLY);
                (void)ftruncate(fd, to);
                ::close(fd);
            });
            TraceReadOptions options;
            options.checksums = TraceReadOptions::Checksums::Always;
            auto log = TraceReader::read(path, options);
            cutter.join();
            QVERIFY2(log, qPrintable(log ? QString() : log.error().toString()));
            if (log.value()->source->changed()) {
                ++changedSeen;
                bool said = false;
                for (const auto &d : log.value()->diagnostics)
                    said |= d.message.contains(QStringLiteral("changed"))
                        || d.message.contains(QStringLiteral("shrank"));
                QVERIFY2(said, "a file that changed while read must say so");
            }
        }
        qInfo("the file changed under the reader in %d of 30 tries", changedSeen);
    }

private:
    QTemporaryDir m_dir;
    QByteArray m_sample;
};

QTEST_GUILESS_MAIN(TestByteSource)
#include "tst_bytesource.moc"
