#include "core/ingest/trace/tracereader.h"

#include "core/ingest/sourceproblems.h"
#include "core/ingest/trace/checksums.h"
#include "core/ingest/trace/envelopeparser.h"
#include "core/ingest/trace/glogprefix.h"
#include "core/ingest/trace/payloadrun.h"
#include "core/ingest/trace/traceparts.h"
#include "core/util/countedtext.h"
#include "core/util/parallel.h"

#include <QFileInfo>
#include <QRegularExpression>

#include <algorithm>
#include <cstring>
#include <new>
#include <thread>

namespace cs {
namespace {

constexpr size_t Padding = 64;
constexpr size_t MaxStringIdGap = 4096;
// A part of a log read in parallel has not seen the strings interned before it.
constexpr size_t MaxStringIdGapInPart = 1u << 20;

QString printable(std::string_view s, size_t max = 120)
{
    QString out;
    for (size_t i = 0; i < s.size() && static_cast<size_t>(out.size()) < max; ++i) {
        const auto c = static_cast<unsigned char>(s[i]);
        if (c >= 0x20 && c < 0x7f)
            out += QLatin1Char(static_cast<char>(c));
        else if (c == '\t')
            out += QStringLiteral("\\t");
        else
            out += QStringLiteral("\\x%1").arg(c, 2, 16, QLatin1Char('0'));
    }
    return out;
}

int32_t rankFromFileName(const QString &path)
{
    static const QRegularExpression re(QStringLiteral(R"(rank_(\d+))"));
    const auto m = re.match(QFileInfo(path).fileName());
    return m.hasMatch() ? m.captured(1).toInt() : -1;
}

class Indexer {
public:
    Indexer(std::shared_ptr<const ByteSource> src, const TraceReadOptions &opt)
        : m_opt(opt)
    {
        m_log = std::make_shared<TraceLog>();
        m_log->source = std::move(src);
        m_log->rank = rankFromFileName(m_log->source->path());
        m_end = m_log->source->size();
        using C = TraceReadOptions::Checksums;
        m_verify
            = opt.checksums == C::Always || (opt.checksums == C::Auto && m_log->source->size() <= opt.autoVerifyLimit);
    }
    // Resumes after `previous` (indexed up to `from`, a record boundary, `lines` lines before it).
    Indexer(const TraceLog &previous, std::shared_ptr<const ByteSource> src, uint64_t from, uint64_t end,
        uint64_t lines, const TraceReadOptions &opt)
        : Indexer(std::move(src), opt)
    {
        m_log->records = previous.records;
        m_log->strings = previous.strings;
        for (size_t i = 0; i < previous.names.size(); ++i) // same ids, views into this pool
            m_log->names.intern(previous.names.view(static_cast<uint32_t>(i)));
        m_log->diagnostics = previous.diagnostics;
        if (previous.rank >= 0)
            m_log->rank = previous.rank;
        m_log->corruptLines = previous.corruptLines;
        m_log->checksumMismatches = previous.checksumMismatches;
        m_log->skippedLines = previous.skippedLines;
        m_log->firstSkippedLine = previous.firstSkippedLine;
        m_begin = from;
        m_end = end;
        m_lineNo = lines;
        m_firstNew = m_log->records.size();
    }

    // One part of a log read in parallel: [begin, end) starts at a line of its own; lines are
    // numbered from 1 within it and strings may have been interned before it (`first` is false).
    Indexer(
        std::shared_ptr<const ByteSource> src, const TraceReadOptions &opt, uint64_t begin, uint64_t end, bool first)
        : Indexer(std::move(src), opt)
    {
        m_begin = begin;
        m_end = end;
        m_verify = false;
        if (!first)
            m_stringGap = MaxStringIdGapInPart;
    }
    // The parts' logs joined, finished as one read of the whole file (`lines` in all).
    Indexer(std::shared_ptr<TraceLog> joined, const TraceReadOptions &opt, uint64_t lines)
        : Indexer(joined->source, opt)
    {
        m_log = std::move(joined);
        m_lineNo = lines;
    }

    Result<std::shared_ptr<const TraceLog>> run();
    // The records of [m_begin, m_end): false when cancelled.
    bool scan();
    // Checksums, source problems, the rank: what follows the scan of a whole file.
    std::shared_ptr<const TraceLog> finish();
    std::shared_ptr<TraceLog> takeLog() { return std::move(m_log); }
    // Room for the records of `bytes` more of the log. Reserved address space costs nothing until a
    // record is written to it, while growing the vector copies every record into fresh pages (on a
    // log of a million small records that was two fifths of `summary`'s time): so it reserves for
    // records as short as they come, up to a cap, and the vector grows past it only on logs of
    // tinier records still.
    void reserveRecords(uint64_t bytes)
    {
        constexpr uint64_t ShortRecord = 128; // bytes: a glog prefix and a small envelope
        constexpr uint64_t MaxReserved = 64ull << 20; // records: ~10 GB of address space
        auto &records = m_log->records;
        try {
            records.reserve(records.size() + static_cast<size_t>(std::min(bytes / ShortRecord + 16, MaxReserved)));
        } catch (const std::bad_alloc &) { // a system that refuses to overcommit: room for the usual records
            records.reserve(records.size() + static_cast<size_t>(bytes / 2048 + 16));
        }
    }
    uint64_t lines() const { return m_lineNo; }

private:
    enum class Cut { None, EndOfFile, Nul }; // why a header line ends where it does
    void header(std::string_view line, uint64_t offset, Cut cut);
    void payloadLine(uint64_t begin, uint64_t end);
    uint64_t skipNuls(uint64_t pos);
    void flushNuls();
    void finishRecord();
    void reportChecksumMismatches();
    void flushGarbage();
    void skipped(uint64_t line, uint64_t count)
    {
        m_log->skippedLines += count;
        if (m_log->firstSkippedLine == 0 || line < m_log->firstSkippedLine)
            m_log->firstSkippedLine = line;
    }
    void diag(uint64_t line, uint64_t offset, QString message, std::string_view snippet,
        Diagnostic::Severity sev = Diagnostic::Severity::Warning)
    {
        m_log->diagnostics.push_back({ sev, m_log->source->path(), static_cast<int64_t>(line),
            static_cast<int64_t>(offset), std::move(message), printable(snippet) });
    }

    const TraceReadOptions &m_opt;
    std::shared_ptr<TraceLog> m_log;
    uint64_t m_begin = 0, m_end = 0; // the bytes to index
    size_t m_firstNew = 0; // records before it came from an earlier read
    EnvelopeParser m_parser;
    Envelope m_env;
    uint64_t m_lineNo = 0;
    size_t m_stringGap = MaxStringIdGap;
    bool m_open = false; // the last record may still take payload lines
    bool m_verify = true;
    // A run of lines that are not trace records, reported once.
    uint64_t m_garbageFirstLine = 0, m_garbageOffset = 0, m_garbageCount = 0;
    std::string m_garbageSnippet;
    uint64_t m_orphanFirstLine = 0, m_orphanCount = 0;
    // Runs of NUL bytes (a crashed or preallocated file, or a file that shrank while mapped).
    uint64_t m_nulFirstLine = 0, m_nulOffset = 0, m_nulBytes = 0, m_nulRuns = 0;
};

Result<std::shared_ptr<const TraceLog>> Indexer::run()
{
    if (!scan())
        return Error { QStringLiteral("cancelled"), m_log->source->path() };
    return finish();
}

bool Indexer::scan()
{
    const ByteSource &src = *m_log->source;
    const char *data = src.data();
    const uint64_t size = m_end;
    uint64_t pos = m_begin, nextProgress = m_begin + m_opt.progressStep;
    reserveRecords(size - pos);
    // The mapped pages ahead of the scan, a few MiB at a time: one call maps what would take a page
    // fault every 64 KiB (a tenth of the read), and a cancel still stops a cold file's read soon.
    constexpr uint64_t PrefaultStep = 32u << 20;
    uint64_t prefaulted = pos;
    const auto prefaultAhead = [&] {
        if (pos + PrefaultStep / 2 < prefaulted || prefaulted >= size)
            return;
        const uint64_t to = std::min(size, std::max(prefaulted, pos) + PrefaultStep);
        src.prefault(std::max(prefaulted, pos), to);
        prefaulted = to;
    };
    prefaultAhead();
    // A NUL run splits a physical line; the part after it is not a new line for numbering.
    bool continuesLine = false;
    // Progress about every progressStep bytes; false once cancelled.
    const auto keepGoing = [&] {
        if (pos < nextProgress)
            return true;
        nextProgress = pos + m_opt.progressStep;
        prefaultAhead();
        if (m_opt.cancel && m_opt.cancel->load(std::memory_order_relaxed))
            return false;
        if (m_opt.progress)
            m_opt.progress(std::min(pos, size), size);
        return true;
    };
    while (pos < size) {
        if (data[pos] == '\0') {
            if (!continuesLine)
                ++m_lineNo;
            pos = skipNuls(pos);
            continuesLine = true;
            continue;
        }
        if (data[pos] == '\t' && m_open && m_log->records.back().hasPayload) {
            // The record's payload lines in one pass; with a NUL among them, line by line below.
            if (const PayloadRun run = scanPayloadRun(data, pos, size); run.plain) {
                TraceRecord &r = m_log->records.back();
                if (r.payloadLines == 0)
                    r.payloadBegin = pos;
                r.payloadLines += static_cast<uint32_t>(run.lines);
                r.payloadEnd = run.lineEnd > pos && data[run.lineEnd - 1] == '\r' ? run.lineEnd - 1 : run.lineEnd;
                m_lineNo += run.lines - (continuesLine ? 1 : 0);
                continuesLine = false;
                pos = run.lineEnd + 1;
                if (!keepGoing())
                    return false;
                continue;
            }
        }
        const void *nl = std::memchr(data + pos, '\n', size - pos);
        const uint64_t lineEnd = nl ? static_cast<uint64_t>(static_cast<const char *>(nl) - data) : size;
        uint64_t contentEnd = lineEnd;
        if (contentEnd > pos && data[contentEnd - 1] == '\r')
            --contentEnd;
        if (!continuesLine)
            ++m_lineNo;
        continuesLine = false;
        if (contentEnd > pos) {
            if (data[pos] == '\t') {
                payloadLine(pos, contentEnd);
            } else if (const void *nul = std::memchr(data + pos, '\0', contentEnd - pos)) {
                // Headers are short, so looking for a NUL in them costs little.
                const auto cutAt = static_cast<uint64_t>(static_cast<const char *>(nul) - data);
                header(std::string_view(data + pos, cutAt - pos), pos, Cut::Nul);
                pos = skipNuls(cutAt);
                continuesLine = true;
                continue;
            } else {
                header(std::string_view(data + pos, contentEnd - pos), pos, nl ? Cut::None : Cut::EndOfFile);
            }
        }
        pos = lineEnd + 1;
        if (!keepGoing())
            return false;
    }
    finishRecord();
    flushGarbage();
    flushNuls();
    return true;
}

std::shared_ptr<const TraceLog> Indexer::finish()
{
    const ByteSource &src = *m_log->source;
    const uint64_t size = m_end;
    if (m_verify)
        reportChecksumMismatches();
    if (!m_verify && m_opt.checksums == TraceReadOptions::Checksums::Auto && m_begin == 0)
        m_log->diagnostics.push_back({ Diagnostic::Severity::Note, src.path(), 0, -1,
            QStringLiteral("payload checksums not verified (file over %1 MiB; use --verify-checksums)")
                .arg(m_opt.autoVerifyLimit >> 20),
            {} });
    appendSourceProblems(src, static_cast<int64_t>(m_lineNo), m_log->diagnostics);
    if (m_opt.progress)
        m_opt.progress(size - m_begin, size - m_begin);
    if (m_log->rank < 0) {
        for (const auto &r : m_log->records)
            if (r.rank >= 0) {
                m_log->rank = r.rank;
                break;
            }
    }
    return std::shared_ptr<const TraceLog>(std::move(m_log));
}

// A large log indexed in parts on several cores, split at record boundaries: the same records,
// strings, line numbers and diagnostics as one pass (tst_tracereader compares them).
Result<std::shared_ptr<const TraceLog>> readInParts(
    std::shared_ptr<const ByteSource> src, const TraceReadOptions &options, unsigned parts)
{
    const uint64_t size = src->size();
    std::vector<uint64_t> cuts { 0 };
    for (unsigned i = 1; i < parts; ++i) {
        const uint64_t cut = recordStartFrom(src->data(), std::max(cuts.back(), size / parts * i), size);
        if (cut >= size)
            break; // no record starts after it: later cuts would scan the same bytes again
        if (cut > cuts.back())
            cuts.push_back(cut);
    }
    cuts.push_back(size);
    const size_t n = cuts.size() - 1;
    // Progress: the first part's share of its own bytes stands for the whole.
    TraceReadOptions first = options, rest = options;
    rest.progress = nullptr;
    if (options.progress)
        first.progress = [&](uint64_t done, uint64_t) { options.progress(std::min(size, done * n), size); };
    std::vector<std::unique_ptr<Indexer>> indexers;
    for (size_t i = 0; i < n; ++i)
        indexers.push_back(std::make_unique<Indexer>(src, i == 0 ? first : rest, cuts[i], cuts[i + 1], i == 0));
    // The first part's records take the others' after it, in place.
    indexers[0]->reserveRecords(size);
    std::vector<char> finished(n, 0);
    parallelFor(
        n, [&](size_t i) { finished[i] = indexers[i]->scan(); }, static_cast<unsigned>(n));
    if (std::find(finished.begin(), finished.end(), 0) != finished.end())
        return Error { QStringLiteral("cancelled"), src->path() };
    std::shared_ptr<TraceLog> joined = indexers[0]->takeLog();
    uint64_t lines = indexers[0]->lines();
    for (size_t i = 1; i < n; ++i) {
        appendPart(*joined, *indexers[i]->takeLog(), lines);
        lines += indexers[i]->lines();
    }
    // Diagnostics in file order, whichever part found them.
    std::stable_sort(joined->diagnostics.begin(), joined->diagnostics.end(),
        [](const Diagnostic &a, const Diagnostic &b) { return a.line < b.line; });
    Indexer finisher(std::move(joined), options, lines);
    return finisher.finish();
}

void Indexer::header(std::string_view line, uint64_t offset, Cut cut)
{
    finishRecord();
    const bool lastLine = cut != Cut::None;
    const auto prefix = parseGlogPrefix(line);
    if (!prefix || prefix->rest.empty() || prefix->rest.front() != '{') {
        if (lastLine && m_log->source->size() > 0) {
            flushGarbage();
            diag(m_lineNo, offset,
                cut == Cut::Nul ? QStringLiteral("line cut off by NUL bytes (the writer crashed?)")
                                : QStringLiteral("line cut off at the end of the file (truncated log)"),
                line);
            return;
        }
        if (m_garbageCount++ == 0) {
            m_garbageFirstLine = m_lineNo;
            m_garbageOffset = offset;
            m_garbageSnippet.assign(line.substr(0, 120));
        }
        return;
    }
    flushGarbage();
    const std::string_view json = prefix->rest;
    const uint64_t jsonOffset = offset + static_cast<uint64_t>(json.data() - line.data());
    // simdjson indexes, then parses: on bytes that may change in between (a mapped file that
    // shrinks) it would run past the end, so it gets a private copy then.
    const bool padded = !m_log->source->volatileBytes() && m_log->source->paddedAt(jsonOffset, json.size(), Padding);
    const std::string err = m_parser.parse(json, padded, m_env);
    if (!err.empty()) {
        ++m_log->corruptLines;
        skipped(m_lineNo, 1);
        const QString why = QString::fromStdString(err);
        diag(m_lineNo, offset,
            cut == Cut::Nul ? QStringLiteral("record cut off by NUL bytes (the writer crashed?): %1").arg(why)
                : lastLine  ? QStringLiteral("record cut off at the end of the file (truncated log): %1").arg(why)
                            : QStringLiteral("corrupt JSON envelope, record skipped: %1").arg(why),
            line);
        return;
    }
    if (m_env.event == "str") {
        // PyTorch numbers interned strings 0, 1, 2, ...: an id far past the table is damage,
        // and growing the table to it would cost gigabytes (found by the fuzzer).
        auto &strings = m_log->strings;
        if (m_env.strId >= 0 && static_cast<size_t>(m_env.strId) < strings.size() + m_stringGap) {
            if (static_cast<size_t>(m_env.strId) >= strings.size())
                strings.resize(static_cast<size_t>(m_env.strId) + 1);
            strings[static_cast<size_t>(m_env.strId)] = std::move(m_env.strValue);
        } else {
            diag(m_lineNo, offset,
                QStringLiteral("string id %1 is far past the string table (%2 entries): ignored")
                    .arg(m_env.strId)
                    .arg(strings.size()),
                line);
        }
        return; // the string table is the record's whole meaning
    }
    TraceRecord r;
    r.offset = offset;
    r.line = static_cast<uint32_t>(m_lineNo);
    r.event = m_log->names.intern(m_env.event);
    if (!m_env.artifactName.empty())
        r.artifact = m_log->names.intern(m_env.artifactName);
    if (!m_env.subgraphName.empty())
        r.subgraph = m_log->names.intern(m_env.subgraphName);
    r.metadataBegin = jsonOffset + static_cast<uint64_t>(m_env.metadata.data() - json.data());
    r.metadataEnd = r.metadataBegin + m_env.metadata.size();
    if (m_env.metadata.empty())
        r.metadataBegin = r.metadataEnd = jsonOffset;
    r.timestampUs = prefix->timestampUs;
    r.pid = prefix->pid;
    r.rank = m_env.rank >= 0 ? m_env.rank : prefix->rank;
    r.compileId = m_env.compileId;
    r.hasPayload = m_env.hasPayload;
    r.hasStack = m_env.hasStack;
    if (m_env.payloadMd5.size() == 32)
        std::memcpy(r.payloadMd5, m_env.payloadMd5.data(), 32);
    m_log->records.push_back(r);
    m_open = true;
}

uint64_t Indexer::skipNuls(uint64_t pos)
{
    const char *data = m_log->source->data();
    const uint64_t size = m_log->source->size();
    uint64_t end = pos;
    while (end < size && data[end] == '\0')
        ++end;
    if (m_nulRuns++ == 0) {
        m_nulFirstLine = m_lineNo;
        m_nulOffset = pos;
    }
    m_nulBytes += end - pos;
    return end;
}

void Indexer::flushNuls()
{
    if (!m_nulRuns)
        return;
    diag(m_nulFirstLine, m_nulOffset,
        m_nulRuns == 1 ? countedText(
            QStringLiteral("%1 NUL byte(s) skipped (a crashed or preallocated file?)").arg(m_nulBytes), m_nulBytes)
                       : QStringLiteral("%1 NUL bytes in %2 runs skipped, the first here (a crashed or preallocated "
                                        "file?)")
                             .arg(m_nulBytes)
                             .arg(m_nulRuns),
        {});
    m_nulRuns = m_nulBytes = 0;
}

void Indexer::payloadLine(uint64_t begin, uint64_t end)
{
    // A crash can leave a payload line followed by NULs up to the preallocated size.
    const char *data = m_log->source->data();
    if (data[end - 1] == '\0') {
        uint64_t run = end;
        while (run > begin + 1 && data[run - 1] == '\0')
            --run;
        skipNuls(run);
        end = run;
    }
    if (!m_open || !m_log->records.back().hasPayload) {
        if (m_orphanCount++ == 0)
            m_orphanFirstLine = m_lineNo;
        return;
    }
    TraceRecord &r = m_log->records.back();
    if (r.payloadLines++ == 0)
        r.payloadBegin = begin;
    r.payloadEnd = end;
}

void Indexer::finishRecord()
{
    if (m_orphanCount) {
        diag(m_orphanFirstLine, 0,
            countedText(QStringLiteral("%1 payload line(s) belong to no record (their header is missing or corrupt)")
                            .arg(m_orphanCount),
                m_orphanCount),
            {});
        m_orphanCount = 0;
    }
    if (!m_open)
        return;
    m_open = false;
    TraceRecord &r = m_log->records.back();
    if (!r.hasPayload)
        return;
    if (r.payloadLines == 0) {
        diag(r.line, r.offset, QStringLiteral("record announces a payload but none follows"),
            m_log->source->slice(r.offset, r.metadataEnd));
        return;
    }
}

void Indexer::reportChecksumMismatches()
{
    const ByteSource &src = *m_log->source;
    const unsigned threads = std::max(1u, std::thread::hardware_concurrency());
    const auto bad = m_firstNew == 0
        ? findChecksumMismatches(src, m_log->records, threads)
        : findChecksumMismatches(src,
            std::vector<TraceRecord>(
                m_log->records.begin() + static_cast<std::ptrdiff_t>(m_firstNew), m_log->records.end()),
            threads);
    m_log->checksumMismatches += bad.size();
    for (const uint32_t i : bad) {
        const TraceRecord &r = m_log->records[m_firstNew + i];
        const QString kind = QString::fromStdString(m_log->kindName(r));
        const bool atEnd = r.payloadEnd >= src.size();
        diag(r.line, r.offset,
            atEnd ? QStringLiteral("payload of `%1` is cut off at the end of the file (truncated log)").arg(kind)
                  : QStringLiteral("payload of `%1` does not match its checksum (corrupt or edited)").arg(kind),
            src.slice(r.offset, std::min<uint64_t>(r.metadataEnd, r.offset + 120)));
    }
    // Diagnostics in file order, whichever pass found them.
    std::stable_sort(m_log->diagnostics.begin(), m_log->diagnostics.end(),
        [](const Diagnostic &a, const Diagnostic &b) { return a.line < b.line; });
}

void Indexer::flushGarbage()
{
    if (!m_garbageCount)
        return;
    skipped(m_garbageFirstLine, m_garbageCount);
    diag(m_garbageFirstLine, m_garbageOffset,
        m_garbageCount == 1 ? QStringLiteral("line is not a trace record, skipped")
                            : QStringLiteral("%1 lines are not trace records, skipped").arg(m_garbageCount),
        m_garbageSnippet);
    m_garbageCount = 0;
}

} // namespace

Result<std::shared_ptr<const TraceLog>> TraceReader::read(const QString &path, const TraceReadOptions &options)
{
    auto src = ByteSource::open(path, options.limits);
    if (!src)
        return src.error();
    return read(std::move(src).value(), options);
}

Result<std::shared_ptr<const TraceLog>> TraceReader::read(
    std::shared_ptr<const ByteSource> source, const TraceReadOptions &options)
{
    const unsigned parts = options.indexThreads ? options.indexThreads : usableCores();
    // A mapped file too: its bytes can turn to zeros if it shrinks (MapGuard, process-wide), which
    // every part reads as a NUL run, as one pass would; each part copies a record's JSON before
    // parsing it from volatile bytes.
    if (parts > 1 && source->size() >= options.partMinBytes)
        return readInParts(std::move(source), options, parts);
    Indexer indexer(std::move(source), options);
    return indexer.run();
}

Result<std::shared_ptr<const TraceLog>> TraceReader::readMore(const TraceLog &previous,
    std::shared_ptr<const ByteSource> source, uint64_t from, uint64_t end, uint64_t linesBefore,
    const TraceReadOptions &options)
{
    end = std::min<uint64_t>(end, source->size());
    from = std::min(from, end);
    Indexer indexer(previous, std::move(source), from, end, linesBefore, options);
    return indexer.run();
}

bool TraceReader::probe(std::string_view head)
{
    // Records anywhere in the head count: a text line before the trace, a damaged first
    // header or a run of NULs must not hide it. Every glog-prefixed line of a trace is a
    // record (prefix + JSON object); TORCH_LOGS text has none, so records must be the majority.
    size_t records = 0, textLines = 0, pos = 0;
    while (pos < head.size()) {
        size_t end = head.find_first_of(std::string_view("\n\0", 2), pos);
        if (end == std::string_view::npos)
            end = head.size();
        const std::string_view line = head.substr(pos, end - pos);
        if (!line.empty() && line.front() != '\t') {
            if (const auto p = parseGlogPrefix(line))
                ++(p->rest.starts_with("{\"") ? records : textLines);
        }
        pos = end + 1;
    }
    return records > 0 && records >= textLines;
}

} // namespace cs
