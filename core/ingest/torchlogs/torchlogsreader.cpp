#include "core/ingest/torchlogs/torchlogsreader.h"

#include "core/analysis/graphbreak.h"
#include "core/analysis/outputcode.h"
#include "core/ingest/sourceproblems.h"
#include "core/ingest/torchlogs/autotunelines.h"
#include "core/ingest/torchlogs/cudagraphlines.h"
#include "core/ingest/trace/glogprefix.h"

#include <QRegularExpression>

#include <algorithm>
#include <cctype>
#include <charconv>
#include <map>

namespace cs {
namespace {

QString qs(std::string_view v)
{
    return QString::fromUtf8(v.data(), static_cast<qsizetype>(v.size()));
}

struct Tags {
    std::string_view id, artifact, text;
};

// After "] ": optional "[<compile id>] ", optional "[__<artifact>] ", then the text.
Tags splitTags(std::string_view rest)
{
    Tags t;
    if (rest.starts_with('[') && !rest.starts_with("[__")) {
        const size_t close = rest.find(']');
        if (close != std::string_view::npos && close < 40) {
            t.id = rest.substr(1, close - 1);
            rest.remove_prefix(std::min(rest.size(), close + 2));
        }
    }
    if (rest.starts_with("[__")) {
        const size_t close = rest.find(']');
        if (close != std::string_view::npos) {
            t.artifact = rest.substr(3, close - 3);
            rest.remove_prefix(std::min(rest.size(), close + 2));
        }
    }
    // The id after the artifact (`[__cudagraphs] [1/0] Recording ...`: cudagraph_trees.py puts
    // it in the message), or `[None]` where the message had none.
    if (t.id.empty() && rest.size() > 2 && rest[0] == '['
        && (std::isdigit(static_cast<unsigned char>(rest[1])) || rest[1] == '!')) {
        const size_t close = rest.find(']');
        if (close != std::string_view::npos && close < 40 && close + 1 < rest.size() && rest[close + 1] == ' ') {
            t.id = rest.substr(1, close - 1);
            rest.remove_prefix(close + 2);
        }
    } else if (rest.starts_with("[None] ")) {
        rest.remove_prefix(7);
    }
    t.text = rest;
    return t;
}

// `[rank3]:` at the start of an unprefixed line (torchrun's --tee/--log-dir): removed; the rank, else -1.
int stripRankLead(std::string_view &line)
{
    if (!line.starts_with("[rank"))
        return -1;
    const size_t close = line.find("]:");
    if (close == std::string_view::npos || close > 12)
        return -1;
    int rank = -1;
    const auto r = std::from_chars(line.data() + 5, line.data() + close, rank);
    if (r.ec != std::errc() || r.ptr != line.data() + close)
        return -1;
    line.remove_prefix(close + 2);
    return rank;
}

void deriveRecompile(const LogMessage &m, TextLog &log)
{
    static const QRegularExpression head(QStringLiteral(R"(^Recompiling function (\S+) in (.*):(\d+)$)"));
    static const QRegularExpression reasonStart(QStringLiteral(R"(^(!?\d+(/\d+)*(_\d+)?): )"));
    const QStringList lines = m.text.split(QLatin1Char('\n'));
    const auto h = head.match(lines.value(0).trimmed());
    if (!h.hasMatch())
        return;
    TextRecompile r { m.compileId, m.line, h.captured(1), h.captured(2), h.captured(3).toInt(), {} };
    for (qsizetype i = 1; i < lines.size(); ++i) {
        QString l = lines[i].trimmed();
        if (!l.startsWith(QLatin1String("- ")) && l != QLatin1String("-"))
            continue;
        l = l.mid(2);
        if (reasonStart.match(l).hasMatch() || r.reasons.isEmpty())
            r.reasons << l;
        else
            r.reasons.last() += QLatin1Char('\n') + l;
    }
    log.recompiles << r;
}

void deriveLimitHit(const LogMessage &m, TextLog &log)
{
    static const QRegularExpression head(QStringLiteral(R"(^torch\._dynamo hit config\.(\w+) \((\d+)\))"));
    static const QRegularExpression function(QStringLiteral(R"(^function: '([^']*)' \((.*):(\d+)\)$)"));
    const QStringList lines = m.text.split(QLatin1Char('\n'));
    const auto h = head.match(lines.value(0).trimmed());
    if (!h.hasMatch())
        return;
    TextLimitHit hit { m.compileId, m.line, h.captured(1), h.captured(2).toInt(), {}, {}, 0, {} };
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const QString l = lines[i].trimmed();
        if (const auto f = function.match(l); f.hasMatch()) {
            hit.function = f.captured(1);
            hit.file = f.captured(2);
            hit.functionLine = f.captured(3).toInt();
        } else if (l.startsWith(QLatin1String("last reason: "))) {
            hit.lastReason = l.mid(13);
        }
    }
    log.limitHits << hit;
}

void deriveGraphBreak(const LogMessage &m, TextLog &log)
{
    static const QString dup
        = QStringLiteral("Graph break (user stack suppressed due to duplicate graph break) in user code at ");
    QString text = m.text;
    bool duplicate = false;
    if (text.startsWith(dup)) {
        text = QStringLiteral("Graph break in user code at ") + text.mid(dup.size());
        duplicate = true;
    } else if (!text.startsWith(QLatin1String("Graph break in user code at "))) {
        return; // other graph_breaks chatter
    }
    log.graphBreaks << TextLog::Break { m.compileId, m.line, parseGraphBreak(text), duplicate };
}

// An autotune error message holds one or more rejected candidates logged in the same
// millisecond: each starts with "Exception " and runs to the next.
void deriveAutotuneErrors(const LogMessage &m, TextLog &log)
{
    const QStringList lines = m.text.split(QLatin1Char('\n'));
    for (qsizetype i = 0; i < lines.size(); ++i) {
        if (i > 0 && !lines[i].startsWith(QLatin1String("Exception ")))
            continue;
        qsizetype end = i + 1;
        while (end < lines.size() && !lines[end].startsWith(QLatin1String("Exception ")))
            ++end;
        LogMessage e = m;
        e.line = m.line + static_cast<int>(i);
        e.text = lines.mid(i, end - i).join(QLatin1Char('\n'));
        log.autotuneErrors << e;
        i = end - 1;
    }
}

void derive(TextLog &log, const std::vector<size_t> &autotune, const std::vector<size_t> &tuning)
{
    readTuningMessages(log.messages, tuning, log.autotune);
    for (size_t i : autotune)
        if (log.messages[i].level == 'E')
            deriveAutotuneErrors(log.messages[i], log);
    for (const LogMessage &m : log.messages) {
        if (m.artifact == QLatin1String("graph_breaks"))
            deriveGraphBreak(m, log);
        else if (m.artifact == QLatin1String("recompiles"))
            deriveRecompile(m, log);
        else if (m.artifact.isEmpty() && m.text.startsWith(QLatin1String("torch._dynamo hit config.")))
            deriveLimitHit(m, log);
        else if (m.artifact == QLatin1String("perf_hints"))
            log.perfHints << m;
        else if (m.artifact == QLatin1String("guards"))
            log.guardDumps += m.text.startsWith(QLatin1String("GUARDS:"));
        else if (m.artifact == QLatin1String("fusion"))
            ++log.fusionMessages;
        else if (m.artifact == QLatin1String("output_code") && m.text.startsWith(QLatin1String("Output code:"))) {
            const QByteArray code = m.text.toUtf8();
            for (const auto &k : kernelsDefinedIn(std::string_view(code.constData(), static_cast<size_t>(code.size()))))
                if (!log.kernels.contains(k.name))
                    log.kernels << k.name;
        }
    }
    log.kernels.sort();
    log.cudagraphs = readCudaGraphLines(log.messages);
}

} // namespace

std::shared_ptr<const TextLog> TorchLogsReader::read(const ByteSource &source)
{
    auto log = std::make_shared<TextLog>();
    log->path = source.path();
    const std::string_view data = source.view();
    struct Key {
        int64_t ts = -1;
        int64_t pid = 0;
        int32_t srcLine = 0;
        std::string_view src, id, artifact;
        char level = 0;
        bool operator==(const Key &) const = default;
    } current;
    LogMessage *open = nullptr;
    std::vector<size_t> autotune; // messages from Inductor's autotuning (select_algorithm.py)
    std::vector<size_t> tuning; // from triton_heuristics.py and coordinate_descent_tuner.py
    // Per rank (a `[rank<N>]:` lead; -1 none): the tables being read and the last tagged compile
    // id (the unprefixed tables have none). Ranks' lines interleave in one torchrun log.
    std::map<int, AutotuneTableLines> tables;
    std::map<int, std::string_view> lastId; // ranked lines only: most logs have none
    std::string_view lastUnranked;
    size_t pos = 0;
    int lineNo = 0;
    while (pos < data.size()) {
        size_t nl = data.find('\n', pos);
        if (nl == std::string_view::npos)
            nl = data.size();
        std::string_view line = data.substr(pos, nl - pos);
        pos = nl + 1;
        ++lineNo;
        if (!line.empty() && line.back() == '\r')
            line.remove_suffix(1);
        const auto p = parseGlogPrefix(line);
        if (!p) {
            if (!line.empty()) {
                ++log->plainLines;
                const int rank = stripRankLead(line);
                tables[rank].plain(lineNo, line, rank < 0 ? lastUnranked : lastId[rank], rank);
            }
            open = nullptr;
            continue;
        }
        const Tags t = splitTags(p->rest);
        if (!t.id.empty())
            (p->rank < 0 ? lastUnranked : lastId[p->rank]) = t.id;
        const Key key { p->timestampUs, p->pid, p->sourceLine, p->source, t.id, t.artifact, p->level };
        if (open && key == current) {
            open->text += QLatin1Char('\n') + qs(t.text);
            continue;
        }
        current = key;
        LogMessage m;
        m.line = lineNo;
        m.level = p->level;
        m.rank = p->rank;
        m.pid = p->pid;
        if (!t.id.empty())
            m.compileId = CompileId::parse(qs(t.id));
        m.artifact = qs(t.artifact);
        m.text = qs(t.text);
        if (p->source.ends_with("select_algorithm.py"))
            autotune.push_back(log->messages.size());
        else if (p->source.ends_with("triton_heuristics.py") || p->source.ends_with("coordinate_descent_tuner.py"))
            tuning.push_back(log->messages.size());
        log->messages.push_back(std::move(m));
        open = &log->messages.back();
    }
    for (auto &[rank, t] : tables)
        log->autotune.tables << t.take();
    std::stable_sort(log->autotune.tables.begin(), log->autotune.tables.end(),
        [](const AutotuneTable &a, const AutotuneTable &b) { return a.line < b.line; });
    derive(*log, autotune, tuning);
    appendSourceProblems(source, lineNo, log->diagnostics);
    return log;
}

Result<std::shared_ptr<const TextLog>> TorchLogsReader::read(const QString &path)
{
    auto src = ByteSource::open(path);
    if (!src)
        return src.error();
    return read(*src.value());
}

bool TorchLogsReader::probe(std::string_view head)
{
    size_t pos = 0;
    int prefixed = 0;
    while (pos < head.size()) {
        size_t nl = head.find('\n', pos);
        if (nl == std::string_view::npos)
            break; // the last line may be cut by the head's size
        const auto p = parseGlogPrefix(head.substr(pos, nl - pos));
        if (p) {
            if (p->rest.starts_with('{'))
                return false; // a structured trace
            ++prefixed;
        }
        pos = nl + 1;
    }
    return prefixed > 0;
}

} // namespace cs
