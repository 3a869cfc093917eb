#include "core/ingest/trace/tracereader.h"

#include "core/ingest/trace/envelopeparser.h"
#include "core/ingest/trace/payloadrun.h"

#include <QFile>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>
#include <chrono>
#include <mutex>
#include <thread>

#include <zlib.h>
#include <zstd.h>

using namespace cs;

namespace {

const QString Sample = QStringLiteral(CS_SAMPLES_DIR "/sample_trace.log");

QByteArray readAll(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    return f.readAll();
}

QString writeFile(const QTemporaryDir &dir, const QString &name, const QByteArray &bytes)
{
    const QString path = dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

std::shared_ptr<const TraceLog> mustRead(const QString &path)
{
    auto r = TraceReader::read(path);
    if (!r)
        qFatal("read failed: %s", qPrintable(r.error().toString()));
    return r.value();
}

} // namespace

class TestTraceReader : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void readsRealSample()
    {
        const auto log = mustRead(Sample);
        // Facts checked independently with Python's json module on the same file.
        QCOMPARE(log->records.size(), size_t(888));
        QCOMPARE(log->strings.size(), size_t(45));
        QCOMPARE(log->diagnostics.size(), size_t(0));
        QCOMPARE(log->checksumMismatches, uint64_t(0));
        size_t outputCode = 0, metrics = 0, breaks = 0;
        for (const auto &r : log->records) {
            const std::string kind = log->kindName(r);
            outputCode += kind == "inductor_output_code";
            metrics += kind == "compilation_metrics";
            breaks += kind == "artifact:dynamo_graph_break_reason";
        }
        QCOMPARE(outputCode, size_t(5));
        QCOMPARE(metrics, size_t(5));
        QCOMPARE(breaks, size_t(2));
    }

    // Issue 39: a large log is indexed in parts on several cores, split at record boundaries.
    // Every part count gives what one pass gives: records (lines, names, ids, payload ranges),
    // strings, diagnostics (damage placed in several parts) and checksum results.
    void partsReadAsOnePass()
    {
        QByteArray bytes = readAll(Sample);
        // Damage in several places: garbage, a corrupt envelope, an orphan payload line, NULs.
        bytes.insert(bytes.indexOf("\nV", bytes.size() / 5) + 1, "not a record\n");
        bytes.insert(bytes.indexOf("\nV", bytes.size() / 2) + 1, "V1121 04:06:40.696000 558 x.py:1] {broken\n");
        bytes.insert(bytes.indexOf("\nV", bytes.size() * 2 / 3) + 1, "\tan orphan payload line\n");
        bytes.insert(bytes.indexOf("\nV", bytes.size() * 4 / 5) + 1, QByteArray(5, '\0') + "\n");
        QTemporaryDir dir;
        const QString path = writeFile(dir, QStringLiteral("parts.log"), bytes);
        TraceReadOptions one;
        one.indexThreads = 1;
        one.checksums = TraceReadOptions::Checksums::Always;
        const auto a = TraceReader::read(path, one);
        QVERIFY(a);
        const TraceLog &want = *a.value();
        QVERIFY(want.diagnostics.size() >= 4);
        const auto describe = [](const TraceLog &log) {
            QStringList out;
            for (const TraceRecord &r : log.records)
                out << QStringLiteral("%1 %2 %3 %4 %5-%6 %7 %8")
                           .arg(r.line)
                           .arg(r.offset)
                           .arg(QString::fromStdString(log.kindName(r)), r.compileId.toString())
                           .arg(r.payloadBegin)
                           .arg(r.payloadEnd)
                           .arg(r.payloadLines)
                           .arg(r.metadataEnd);
            QStringList diags;
            for (const Diagnostic &d : log.diagnostics)
                diags << d.toString();
            diags.sort();
            out << diags;
            for (const std::string &s : log.strings)
                out << QString::fromStdString(s);
            out << QStringLiteral("skipped %1 from %2, corrupt %3, checksums %4")
                       .arg(log.skippedLines)
                       .arg(log.firstSkippedLine)
                       .arg(log.corruptLines)
                       .arg(log.checksumMismatches);
            return out;
        };
        const QStringList expected = describe(want);
        for (unsigned parts : { 2u, 3u, 7u, 64u }) {
            TraceReadOptions opt = one;
            opt.indexThreads = parts;
            opt.partMinBytes = 0;
            // Progress (every 4 KiB here), one call at a time, while the parts are read: it only
            // grows and ends at the size.
            std::mutex lock; // the vector's own guard; `inside` sees calls that overlap
            std::vector<std::pair<uint64_t, uint64_t>> said;
            std::atomic<int> inside { 0 }, overlapped { 0 };
            opt.progressStep = 4096;
            opt.progress = [&](uint64_t done, uint64_t total) {
                overlapped += inside++ > 0;
                std::this_thread::sleep_for(std::chrono::microseconds(50)); // room for another to enter
                {
                    std::lock_guard hold(lock);
                    said.emplace_back(done, total);
                }
                --inside;
            };
            const auto b = TraceReader::read(path, opt);
            QVERIFY(b);
            QCOMPARE(describe(*b.value()), expected);
            QVERIFY2(
                said.size() > 1, qPrintable(QString::number(said.size()))); // said while reading, not only at the end
            QCOMPARE(overlapped, 0);
            for (size_t k = 0; k < said.size(); ++k) {
                QCOMPARE(said[k].second, uint64_t(bytes.size()));
                QVERIFY(said[k].first <= uint64_t(bytes.size()));
                if (k > 0)
                    QVERIFY2(said[k].first >= said[k - 1].first, qPrintable(QString::number(k)));
            }
            QCOMPARE(said.back().first, uint64_t(bytes.size()));
        }
    }

    // The payload scanner (64, then 16, then 1 byte at a time) against the plain definition, on
    // random runs of TAB-led lines of every length, ends at every offset around the 16- and
    // 64-byte steps, NUL bytes and the end of the data.
    void payloadRunsMatchTheDefinition()
    {
        const auto reference = [](const QByteArray &d, uint64_t pos) {
            PayloadRun r { 0, 0, true };
            for (uint64_t i = pos; i < uint64_t(d.size()); ++i) {
                if (d[qsizetype(i)] == '\0')
                    return PayloadRun {};
                if (d[qsizetype(i)] == '\n') {
                    ++r.lines;
                    if (i + 1 >= uint64_t(d.size()) || d[qsizetype(i + 1)] != '\t') {
                        r.lineEnd = i;
                        return r;
                    }
                }
            }
            r.lineEnd = uint64_t(d.size());
            ++r.lines;
            return r;
        };
        QRandomGenerator rng(39);
        for (int round = 0; round < 4000; ++round) {
            QByteArray d;
            const int lines = int(rng.bounded(1, 12));
            for (int l = 0; l < lines; ++l) {
                d += '\t';
                d += QByteArray(int(rng.bounded(0, round % 3 == 0 ? 8 : 150)), 'x');
                d += '\n';
            }
            if (rng.bounded(3) == 0)
                d += "V1203 header\n\tmore\n";
            if (rng.bounded(8) == 0)
                d[qsizetype(rng.bounded(1, int(d.size())))] = '\0';
            if (rng.bounded(4) == 0)
                d.chop(int(rng.bounded(0, int(d.size()) - 1)));
            const PayloadRun want = reference(d, 0), got = scanPayloadRun(d.constData(), 0, uint64_t(d.size()));
            // A NUL in the bytes read at once with the run's end sends the caller line by line: fine.
            const bool nulNear = d.left(qsizetype(want.lineEnd) + 65).contains('\0');
            QVERIFY2(got.plain == want.plain || (want.plain && nulNear), qPrintable(QString::number(round)));
            if (got.plain) {
                QVERIFY2(got.lineEnd == want.lineEnd && got.lines == want.lines,
                    qPrintable(QStringLiteral("round %1: %2/%3 lines, end %4/%5")
                                   .arg(round)
                                   .arg(got.lines)
                                   .arg(want.lines)
                                   .arg(got.lineEnd)
                                   .arg(want.lineEnd)));
            }
        }
    }

    void decodesPayloadsAndIds()
    {
        const auto log = mustRead(Sample);
        const TraceRecord *start = nullptr;
        for (const auto &r : log->records)
            if (log->eventName(r) == "dynamo_start" && r.compileId.frame == 1 && r.compileId.frameCompile == 1) {
                start = &r;
                break;
            }
        QVERIFY(start);
        QCOMPARE(start->compileId.toString(), QStringLiteral("1/1"));
        QVERIFY(log->metadata(*start).starts_with("{\"stack\""));
        for (const auto &r : log->records)
            if (log->eventName(r) == "inductor_output_code") {
                const std::string code = log->payload(r);
                QVERIFY(code.find("async_compile = AsyncCompile()") != std::string::npos);
                QVERIFY(code.find("\n\t") == std::string::npos); // leading TABs removed
                break;
            }
    }

    void corruptLogLoadsWithOneDiagnostic()
    {
        // A real log from the tlparse test suite with one JSON line deleted inside a payload.
        const auto log = mustRead(QStringLiteral(CS_TEST_DATA_DIR "/simple_corrupted_json.log"));
        QCOMPARE(log->diagnostics.size(), size_t(1));
        const Diagnostic &d = log->diagnostics.front();
        QCOMPARE(d.line, 13);
        QVERIFY(d.message.contains(QStringLiteral("checksum")));
        QVERIFY(d.file.endsWith(QStringLiteral("simple_corrupted_json.log")));
        QCOMPARE(log->records.size(), size_t(64)); // every non-`str` header, the damaged one included
    }

    void diagnosticTextNamesLineOnlyWhenKnown()
    {
        Diagnostic d;
        d.file = QStringLiteral("model.pt2/archive/%2%3.json");
        d.message = QStringLiteral("entry damaged (CRC %1)");
        QCOMPARE(d.toString(), QStringLiteral("model.pt2/archive/%2%3.json: entry damaged (CRC %1)"));
        d.line = 7;
        QCOMPARE(d.toString(), QStringLiteral("model.pt2/archive/%2%3.json:7: entry damaged (CRC %1)"));
    }

    void truncatedLogStillOpens()
    {
        const QByteArray bytes = readAll(Sample);
        QTemporaryDir dir;
        // Cut in the middle of a header line near the end, as a crashed job leaves it.
        const qsizetype cut = bytes.lastIndexOf("\nV", bytes.size() - 2000) + 40;
        const QString path = writeFile(dir, QStringLiteral("cut.log"), bytes.left(cut));
        const auto log = mustRead(path);
        QVERIFY(log->records.size() > 700);
        QVERIFY(!log->diagnostics.empty());
        QVERIFY(log->diagnostics.back().message.contains(QStringLiteral("truncated")));
    }

    void garbageIsReportedAndSkipped()
    {
        QByteArray bytes = readAll(Sample);
        const qsizetype at = bytes.indexOf("\nV", bytes.size() / 2) + 1;
        static const char raw[] = "\x01\x02\xff\xfe binary junk\n\x7f"
                                  "ELF more junk\n";
        const QByteArray junk(raw, sizeof raw - 1);
        bytes.insert(at, junk);
        QTemporaryDir dir;
        const auto log = mustRead(writeFile(dir, QStringLiteral("junk.log"), bytes));
        QCOMPARE(log->records.size(), size_t(888));
        QCOMPARE(log->diagnostics.size(), size_t(1));
        QVERIFY(log->diagnostics.front().message.contains(QStringLiteral("not trace records")));
        QVERIFY(log->diagnostics.front().snippet.contains(QStringLiteral("\\x01")));
    }

    // Bulky records (expression_created and the like) have their envelope read from the line's two
    // ends; every header line of a real torch 2.15 log, and hand-made edge cases, read the same as
    // with simdjson over the whole line, or fall back to it.
    void bulkyEnvelopesReadAsTheWholeLine()
    {
        std::vector<std::string> lines;
        // The 2.15 BERT run, and the 2.11 runs' compile metrics (a backward's inductor_provenance).
        for (const char *name : { "/torch215/bert.log.zst", "/logs/gpt2_train.log.zst", "/logs/comp_metrics.log.zst",
                 "/logs/recompiles.log.zst" }) {
            const auto log = mustRead(QStringLiteral(CS_TEST_DATA_DIR) + QLatin1String(name));
            const std::string_view text = log->source->view();
            for (size_t at = 0; at < text.size();) {
                size_t end = text.find('\n', at);
                if (end == std::string_view::npos)
                    end = text.size();
                const std::string_view line = text.substr(at, end - at);
                if (const size_t brace = line.find("] {");
                    !line.empty() && line[0] != '\t' && brace != std::string_view::npos)
                    lines.emplace_back(line.substr(brace + 2));
                at = end + 1;
            }
        }
        // Edge cases: no envelope keys, rank and payload, null, a key the fast reading does not
        // know, an escape in a value, -1, out of range, braces and keys inside the metadata.
        for (const char *l : { "{\"expression_created\": {\"a\": [1, {\"b\": \"}\"}]}}",
                 "{\"guard_added\": {\"expr\": \"Eq(s0, 3)\"}, \"rank\": 3, \"frame_id\": 0, \"frame_compile_id\": 1, "
                 "\"attempt\": 0, \"has_payload\": \"0123456789abcdef0123456789abcdef\"}",
                 "{\"guard_added_fast\": {\"x\": 1}, \"compiled_autograd_id\": null, \"frame_id\": 2}",
                 "{\"expression_created\": {\"x\": 1}, \"subgraph_name\": \"a\", \"frame_id\": 2}",
                 "{\"expression_created\": {\"x\": 1}, \"frame_id\": -1, \"frame_compile_id\": 0}",
                 "{\"expression_created\": {\"x\": \"a\\\"b\", \"frame_id\": 7}, \"frame_id\": 1}",
                 "{\"expression_created\": {\"x\": 1}, \"frame_id\": 99999999999}",
                 "{\"expression_created\": {\"x\": 1}, \"has_payload\": \"xyz\"}",
                 "{\"expression_created\": {}, \"frame_id\": 5, \"frame_compile_id\": 0, \"attempt\": 0}",
                 "{\"propagate_real_tensors_provenance\": {\"s\": \", \\\"frame_id\\\": 3\"}, \"frame_id\": 4}" })
            lines.emplace_back(l);
        EnvelopeParser fast, whole;
        int bulky = 0, metrics = 0;
        for (std::string &line : lines) {
            const size_t size = line.size();
            line.append(64, ' '); // padding
            const std::string_view json(line.data(), size);
            Envelope a, b;
            const std::string ea = fast.parse(json, true, a);
            const std::string eb = whole.parseWhole(json, true, b);
            QCOMPARE(QString::fromStdString(ea), QString::fromStdString(eb));
            if (!ea.empty())
                continue;
            bulky += a.event == "expression_created";
            metrics += a.event == "compilation_metrics" || a.event == "bwd_compilation_metrics";
            QCOMPARE(QByteArray(a.event.data(), qsizetype(a.event.size())),
                QByteArray(b.event.data(), qsizetype(b.event.size())));
            QVERIFY2(a.metadata.data() == b.metadata.data() && a.metadata.size() == b.metadata.size(), json.data());
            QCOMPARE(a.compileId, b.compileId);
            QCOMPARE(a.rank, b.rank);
            QCOMPARE(a.hasPayload, b.hasPayload);
            QCOMPARE(a.payloadMd5, b.payloadMd5);
            QCOMPARE(a.hasStack, b.hasStack);
        }
        QVERIFY2(bulky > 5000, "the log's expression_created records were compared");
        QVERIFY2(metrics > 20, qPrintable(QString::number(metrics)));
        // The one difference: the inside of a bulky record's metadata is not checked while indexing
        // (its reader parses it when it needs it), so damage inside it is not a corrupt line here.
        Envelope e;
        const std::string damaged
            = std::string("{\"expression_created\": {\"x\": \"a\"b\"}, \"frame_id\": 1}") + std::string(64, ' ');
        const std::string_view json(damaged.data(), damaged.size() - 64);
        QVERIFY(fast.parse(json, true, e).empty());
        QCOMPARE(e.compileId.frame, 1);
        QVERIFY(!whole.parseWhole(json, true, e).empty());
        // So are the compile metrics now (their reader parses them and says a damaged one).
        const std::string metricsLine
            = std::string(
                  "{\"compilation_metrics\": {\"co_name\": \"f\"x\"}, \"frame_id\": 2, \"frame_compile_id\": 0, "
                  "\"attempt\": 0}")
            + std::string(64, ' ');
        const std::string_view metricsJson(metricsLine.data(), metricsLine.size() - 64);
        QVERIFY(fast.parse(metricsJson, true, e).empty());
        QCOMPARE(e.event, std::string_view("compilation_metrics"));
        QCOMPARE(e.compileId.frame, 2);
        QVERIFY(!whole.parseWhole(metricsJson, true, e).empty());
    }

    void readsGzipAndZstd()
    {
        const QByteArray bytes = readAll(Sample);
        QTemporaryDir dir;
        // gzip
        const QString gzPath = dir.filePath(QStringLiteral("trace.log.gz"));
        gzFile gz = gzopen(QFile::encodeName(gzPath).constData(), "wb");
        QVERIFY(gz);
        QCOMPARE(gzwrite(gz, bytes.constData(), static_cast<unsigned>(bytes.size())), int(bytes.size()));
        gzclose(gz);
        // zstd, under a name that says nothing: formats are recognised by content
        QByteArray z(static_cast<qsizetype>(ZSTD_compressBound(static_cast<size_t>(bytes.size()))), '\0');
        const size_t n = ZSTD_compress(
            z.data(), static_cast<size_t>(z.size()), bytes.constData(), static_cast<size_t>(bytes.size()), 3);
        QVERIFY(!ZSTD_isError(n));
        const QString zPath = writeFile(dir, QStringLiteral("trace.bin"), z.left(static_cast<qsizetype>(n)));
        for (const QString &p : { gzPath, zPath }) {
            const auto log = mustRead(p);
            QCOMPARE(log->records.size(), size_t(888));
            QCOMPARE(log->diagnostics.size(), size_t(0));
        }
    }

    void unreadableFileIsAnError()
    {
        const auto r = TraceReader::read(QStringLiteral("/nonexistent/trace.log"));
        QVERIFY(!r);
        QCOMPARE(r.error().file, QStringLiteral("/nonexistent/trace.log"));
    }

    void cancelStopsTheRead()
    {
        std::atomic<bool> cancel { true };
        QByteArray big = readAll(Sample).repeated(12); // > 8 MiB: at least one cancel check
        QTemporaryDir dir;
        TraceReadOptions opt;
        opt.cancel = &cancel;
        const auto r = TraceReader::read(writeFile(dir, QStringLiteral("big.log"), big), opt);
        QVERIFY(!r);
        QCOMPARE(r.error().message, QStringLiteral("cancelled"));
    }

    // Found by the fuzzer: one `str` record with a huge id grew the string table to 2 GB.
    void farStringIdIsIgnoredNotAllocated()
    {
        const std::string log
            = "V1121 04:06:40.696000 5 torch/_logging/structured.py:19] {\"str\": [\"a.py\", 0]}\n"
              "V1121 04:06:40.696000 5 torch/_logging/structured.py:19] {\"str\": [\"b.py\", 60000000]}\n";
        const auto r = TraceReader::read(ByteSource::fromBytes(QStringLiteral("ids.log"), log));
        QVERIFY(r);
        QCOMPARE(r.value()->strings.size(), size_t(1));
        QCOMPARE(r.value()->diagnostics.size(), size_t(1));
        QCOMPARE(r.value()->diagnostics[0].line, 2);
        QVERIFY(r.value()->diagnostics[0].message.contains(QStringLiteral("far past the string table")));
    }

    // NUL bytes: a run at the end of a payload line and one that cuts a header are each one
    // diagnostic, and the lines after keep their numbers.
    void nulRunsAreDiagnostics()
    {
        std::string log
            = "V1121 04:06:40.696000 5 a.py:1] {\"dynamo_start\": {}, \"frame_id\": 0, \"frame_compile_id\": 0}\n"
              "V1121 04:06:40.696000 5 a.py:1] {\"dynamo_st";
        log += std::string(100, '\0');
        log += "V1121 04:06:40.696000 5 a.py:1] {\"dynamo_start\": {}, \"frame_id\": 1, \"frame_compile_id\": 0}\n";
        log += std::string(50, '\0');
        const auto r = TraceReader::read(ByteSource::fromBytes(QStringLiteral("nul.log"), log));
        QVERIFY(r);
        QCOMPARE(r.value()->records.size(), size_t(2));
        QCOMPARE(r.value()->records[1].line, uint32_t(2));
        QStringList messages;
        for (const auto &d : r.value()->diagnostics)
            messages << QStringLiteral("%1: %2").arg(d.line).arg(d.message);
        QVERIFY2(messages.filter(QStringLiteral("cut off by NUL bytes")).size() == 1, qPrintable(messages.join(u'|')));
        QVERIFY2(
            messages.filter(QStringLiteral("150 NUL bytes in 2 runs")).size() == 1, qPrintable(messages.join(u'|')));
    }

    void probeRecognisesByContent()
    {
        const QByteArray head = readAll(Sample).left(4096);
        QVERIFY(TraceReader::probe(std::string_view(head.constData(), static_cast<size_t>(head.size()))));
        QVERIFY(!TraceReader::probe("Traceback (most recent call last):\n  File \"x.py\"\n"));
        QVERIFY(!TraceReader::probe("I1121 04:06:40.696000 9 a.py:1] [0/0] [__graph_breaks] text\n"));
        // Records anywhere in the head, not only on the first line; text logs never qualify.
        QVERIFY(TraceReader::probe("starting job\nV1121 04:06:40.696000 9 a.py:1] {\"str\": [\"x\", 0]}\n"));
        QVERIFY(!TraceReader::probe("I1121 04:06:40.696000 9 a.py:1] a\nI1121 04:06:40.696000 9 a.py:1] b\n"
                                    "V1121 04:06:40.696000 9 a.py:1] {\"odd\": 1}\n"));
    }
};

QTEST_GUILESS_MAIN(TestTraceReader)
#include "tst_tracereader.moc"
