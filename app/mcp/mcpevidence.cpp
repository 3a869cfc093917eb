#include "mcp/mcphandlers.h"

#include "mcp/mcpresult.h"
#include "mcp/mcptools.h"

#include <QJsonArray>

#include <algorithm>
#include <cstring>

namespace cs::app::mcp {
namespace {

constexpr qsizetype MaxLineBytes = 4000;

// Where line `line` (1-based) starts, scanning from the nearest record of a trace log before it
// (its header's offset and line); the end of the bytes when the file is shorter.
const char *lineStart(const char *data, size_t size, const TraceLog *log, qint64 line, qint64 &lineOfPos)
{
    const char *pos = data;
    lineOfPos = 1;
    if (log && !log->records.empty()) {
        const auto after = std::upper_bound(log->records.begin(), log->records.end(), uint64_t(line),
            [](uint64_t l, const TraceRecord &r) { return l < r.line; });
        if (after != log->records.begin()) {
            const TraceRecord &r = *std::prev(after);
            pos = data + r.offset;
            lineOfPos = r.line;
        }
    }
    const char *end = data + size;
    while (lineOfPos < line && pos < end) {
        const char *nl = static_cast<const char *>(std::memchr(pos, '\n', size_t(end - pos)));
        if (!nl)
            return end;
        pos = nl + 1;
        ++lineOfPos;
    }
    return pos;
}

qint64 countLines(const char *data, size_t size)
{
    qint64 n = 0;
    for (const char *p = data, *end = data + size; p < end; ++n) {
        const char *nl = static_cast<const char *>(std::memchr(p, '\n', size_t(end - p)));
        p = nl ? nl + 1 : end;
    }
    return n;
}

} // namespace

// Raw lines of a file the run was read from, around a line: the record as PyTorch wrote it.
QJsonObject evidenceTool(OpenRun &run, const QJsonObject &args)
{
    const QString file = args.value(QStringLiteral("file")).toString();
    auto source = run.evidenceOf(file);
    if (!source)
        return errorResult(source.error().toString());
    const char *data = source->bytes->data();
    const size_t size = source->bytes->size();
    const qint64 line = args.value(QStringLiteral("line")).toInteger();
    const qint64 context = args.value(QStringLiteral("context")).toInteger(2);
    const qint64 first = std::max<qint64>(1, line - context);
    qint64 at = 1;
    const char *pos = lineStart(data, size, source->log, first, at);
    const char *end = data + size;
    if (at < first || pos == end) {
        const qint64 lines = countLines(data, size);
        if (line > lines)
            return errorResult(QStringLiteral("%1 has %2 lines, not %3").arg(file.left(300)).arg(lines).arg(line));
    }
    QJsonArray lines;
    for (qint64 n = first; n <= line + context && pos < end; ++n) {
        const char *nl = static_cast<const char *>(std::memchr(pos, '\n', size_t(end - pos)));
        const char *stop = nl ? nl : end;
        qsizetype length = qsizetype(stop - pos);
        if (length > 0 && pos[length - 1] == '\r')
            --length;
        qsizetype kept = std::min(length, MaxLineBytes);
        while (kept < length && kept > 0 && (static_cast<unsigned char>(pos[kept]) & 0xc0) == 0x80)
            --kept; // never inside a UTF-8 character
        QJsonObject l { { QStringLiteral("line"), n }, { QStringLiteral("text"), QString::fromUtf8(pos, kept) } };
        if (length > kept)
            l.insert(QStringLiteral("cut_bytes"), length - kept);
        lines.append(l);
        pos = nl ? nl + 1 : end;
    }
    const QJsonObject doc { { QStringLiteral("schema"), QStringLiteral("compilescope.evidence/1") },
        { QStringLiteral("file"), file }, { QStringLiteral("lines"), lines } };
    return answer(QStringLiteral("evidence"), run, doc, args);
}

} // namespace cs::app::mcp
