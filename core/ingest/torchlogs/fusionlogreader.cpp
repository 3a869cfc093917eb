#include "core/ingest/torchlogs/fusionlogreader.h"

#include "core/ingest/torchlogs/fusionlines.h"
#include "core/ingest/trace/glogprefix.h"
#include "core/util/textlines.h"

#include <QRegularExpression>

#include <map>

namespace cs {
namespace {

using Kind = FusionLine::Kind;

QString qs(std::string_view v)
{
    return QString::fromUtf8(v.data(), static_cast<qsizetype>(v.size()));
}

// What follows a prefix: the compile id and artifact tags, then the logger's text.
struct Parsed {
    int rank = -1, pid = 0;
    std::string_view id, artifact, logger, text;
    std::string_view source; // glog: emitting file
    int64_t timestamp = -1;
    int sourceLine = 0;
    bool glog = false;
};

void splitTags(std::string_view rest, Parsed &p)
{
    if (rest.starts_with('[') && !rest.starts_with("[__")) {
        const size_t close = rest.find(']');
        if (close != std::string_view::npos && close < 40) {
            p.id = rest.substr(1, close - 1);
            rest.remove_prefix(std::min(rest.size(), close + 2));
        }
    }
    if (rest.starts_with("[__")) {
        const size_t close = rest.find(']');
        if (close != std::string_view::npos) {
            p.artifact = rest.substr(3, close - 3);
            rest.remove_prefix(std::min(rest.size(), close + 2));
        }
    }
    p.text = rest;
}

// 2023: `[2023-10-03 21:50:24,084] [0/0] torch._inductor.scheduler.__schedule: [DEBUG] text`.
bool parseDated(std::string_view line, Parsed &p)
{
    if (line.starts_with("[rank")) {
        const size_t close = line.find("]:");
        if (close == std::string_view::npos || close > 16)
            return false;
        p.rank = std::atoi(std::string(line.substr(5, close - 5)).c_str());
        line.remove_prefix(close + 2);
    }
    if (line.size() < 26 || line[0] != '[' || line[5] != '-' || line[11] != ' ' || line[24] != ']')
        return false;
    line.remove_prefix(std::min(line.size(), size_t(26)));
    if (line.starts_with('[')) {
        const size_t close = line.find("] ");
        if (close == std::string_view::npos || close > 40)
            return false;
        p.id = line.substr(1, close - 1);
        line.remove_prefix(close + 2);
    }
    const size_t colon = line.find(": [");
    if (colon == std::string_view::npos || line.substr(0, colon).find(' ') != std::string_view::npos)
        return false;
    p.logger = line.substr(0, colon);
    const size_t level = line.find("] ", colon);
    if (level == std::string_view::npos)
        return false;
    p.text = line.substr(level + 2);
    return true;
}

// `DEBUG:torch._inductor.scheduler.__fusion:text` (TORCH_LOGS_FORMAT=short) and the bare
// `torch._inductor.scheduler.__fusion: text`.
bool parseShort(std::string_view line, Parsed &p)
{
    for (const char *level : { "DEBUG:", "INFO:", "WARNING:", "ERROR:" })
        if (line.starts_with(level)) {
            line.remove_prefix(std::string_view(level).size());
            const size_t colon = line.find(':');
            if (colon == std::string_view::npos || !line.starts_with("torch."))
                return false;
            p.logger = line.substr(0, colon);
            p.text = line.substr(colon + 1);
            return true;
        }
    if (line.starts_with("torch._inductor.")) {
        const size_t colon = line.find(": ");
        if (colon == std::string_view::npos || line.substr(0, colon).find(' ') != std::string_view::npos)
            return false;
        p.logger = line.substr(0, colon);
        p.text = line.substr(colon + 2);
        return true;
    }
    return false;
}

// The family a prefixed line belongs to: its artifact tag, or for untagged loggers the
// logger name (`...scheduler.__fusion`, `...__schedule`, `...debug.__ir_post_fusion`).
std::string_view familyOf(const Parsed &p)
{
    if (!p.artifact.empty())
        return p.artifact;
    std::string_view name = p.logger;
    if (const size_t dunder = name.rfind(".__"); dunder != std::string_view::npos)
        return name.substr(dunder + 3);
    if (p.glog && p.source.ends_with("scheduler.py"))
        return "scheduler";
    if (name.ends_with("scheduler"))
        return "scheduler";
    return {};
}

class Reader {
public:
    explicit Reader(FusionLog &log)
        : m_log(log)
    {
    }
    void line(std::string_view raw, int lineNo);
    void finish();

private:
    int streamOf(int rank, int pid);
    void fusionText(const Parsed &p, int lineNo, bool strict);
    void beginMessage(Kind kind, const Parsed &p, int lineNo, std::string_view first);

    FusionLog &m_log;
    std::map<std::pair<int, int>, int> m_streams;
    // An open multi-line message (IR text, output code): continued by lines with the same
    // prefix (glog) or by unprefixed lines (older formats).
    struct Open {
        int index = -1;
        int64_t timestamp = -1;
        int pid = 0, sourceLine = 0;
        std::string id;
        bool glog = false;
    } m_open;
    std::string m_code; // the open message's text
};

int Reader::streamOf(int rank, int pid)
{
    const auto [it, added] = m_streams.emplace(std::make_pair(rank, pid), static_cast<int>(m_log.streams.size()));
    if (added)
        m_log.streams.push_back({ rank, pid });
    return it->second;
}

void Reader::beginMessage(Kind kind, const Parsed &p, int lineNo, std::string_view first)
{
    finish();
    FusionLine l;
    l.kind = kind;
    l.line = lineNo;
    l.stream = streamOf(p.rank, p.pid);
    l.compileId = qs(p.id);
    m_log.lines.push_back(std::move(l));
    m_open = { static_cast<int>(m_log.lines.size() - 1), p.timestamp, p.pid, p.sourceLine, std::string(p.id), p.glog };
    m_code.assign(first);
}

void Reader::finish()
{
    if (m_open.index < 0)
        return;
    FusionLine &l = m_log.lines[static_cast<size_t>(m_open.index)];
    if (l.kind == Kind::OutputCode) {
        static const std::string_view aot = "# AOT ID: ['";
        if (const size_t at = m_code.find(aot); at != std::string::npos && at < 200) {
            const size_t end = m_code.find('\'', at + aot.size());
            if (end != std::string::npos)
                l.tag = qs(std::string_view(m_code).substr(at + aot.size(), end - at - aot.size()));
        }
        l.code = std::move(m_code);
    } else { // IR: the text starts on the line after `BEFORE FUSION` / `AFTER FUSION`
        const size_t start = m_code.starts_with('\n') ? 1 : 0;
        l.text = QString::fromUtf8(m_code.data() + start, static_cast<qsizetype>(m_code.size() - start));
    }
    m_code.clear();
    m_open = {};
}

void Reader::fusionText(const Parsed &p, int lineNo, bool strict)
{
    FusionLine l;
    l.line = lineNo;
    l.stream = streamOf(p.rank, p.pid);
    l.compileId = qs(p.id);
    const QString text = qs(p.text);
    if (!parseFusionText(text, l)) {
        if (text.trimmed().isEmpty())
            return; // the empty line after each round
        if (strict) {
            ++m_log.otherLines;
            return;
        }
        l.kind = Kind::Note;
        l.text = withoutAnsi(text.trimmed());
    }
    m_log.lines.push_back(std::move(l));
}

void Reader::line(std::string_view raw, int lineNo)
{
    Parsed p;
    if (const auto g = parseGlogPrefix(raw)) {
        p.glog = true;
        p.rank = g->rank;
        p.pid = g->pid;
        p.timestamp = g->timestampUs;
        p.source = g->source;
        p.sourceLine = g->sourceLine;
        splitTags(g->rest, p);
    } else if (!parseDated(raw, p) && !parseShort(raw, p)) {
        if (m_open.index >= 0 && !m_open.glog) { // older formats do not repeat the prefix
            m_code += '\n';
            m_code += raw;
        } else {
            ++m_log.otherLines;
        }
        return;
    }
    if (m_open.index >= 0 && p.glog && m_open.glog && p.timestamp == m_open.timestamp && p.pid == m_open.pid
        && p.sourceLine == m_open.sourceLine && p.id == m_open.id) {
        m_code += '\n';
        m_code += p.text;
        return;
    }
    finish();
    const std::string_view family = familyOf(p);
    if (family == "fusion" || family == "schedule") {
        fusionText(p, lineNo, false);
    } else if (family == "scheduler") {
        fusionText(p, lineNo, true); // untagged scheduler chatter: only the record's own forms
    } else if (family == "loop_ordering") {
        FusionLine l;
        l.line = lineNo;
        l.stream = streamOf(p.rank, p.pid);
        l.compileId = qs(p.id);
        if (!parseFusionText(qs(p.text), l) || l.kind != Kind::SharedData) {
            l.kind = Kind::LoopOrder;
            l.text = qs(p.text).trimmed();
        }
        m_log.lines.push_back(std::move(l));
    } else if (family == "ir_pre_fusion" || family == "ir_post_fusion") {
        std::string_view t = p.text;
        for (const std::string_view head : { "BEFORE FUSION", "AFTER FUSION" })
            if (t.starts_with(head))
                t.remove_prefix(head.size());
        beginMessage(
            family == "ir_pre_fusion" ? Kind::IrPre : Kind::IrPost, p, lineNo, t.starts_with('\n') ? t.substr(1) : t);
    } else if (family == "output_code"
        && (p.text.starts_with("Output code:") || p.text.starts_with("Output wrapper code:"))) {
        std::string_view t = p.text.substr(p.text.find(':') + 1);
        beginMessage(Kind::OutputCode, p, lineNo, t.starts_with(' ') ? t.substr(1) : t);
    } else if (const size_t at = p.text.find(" debug trace: "); at != std::string_view::npos && at < 120) {
        FusionLine l;
        l.kind = Kind::DebugTrace;
        l.line = lineNo;
        l.stream = streamOf(p.rank, p.pid);
        l.compileId = qs(p.id);
        l.tag = qs(p.text.substr(0, at));
        l.text = qs(p.text.substr(at + 14));
        m_log.lines.push_back(std::move(l));
    } else {
        ++m_log.otherLines;
    }
}

} // namespace

bool FusionLog::hasDecisions() const
{
    for (const FusionLine &l : lines)
        if (l.kind == FusionLine::Kind::RoundStart || l.kind == FusionLine::Kind::Fuse
            || l.kind == FusionLine::Kind::Reject || l.kind == FusionLine::Kind::Candidates)
            return true;
    return false;
}

std::shared_ptr<const FusionLog> FusionLogReader::read(const ByteSource &source)
{
    auto log = std::make_shared<FusionLog>();
    log->path = source.path();
    Reader reader(*log);
    const std::string_view data = source.view();
    const int lineNo = forEachLine(data, [&](std::string_view line, int number) { reader.line(line, number); });
    reader.finish();
    if (source.truncated()
        || (!data.empty() && data.back() != '\n' && !log->lines.empty() && log->lines.back().line == lineNo))
        log->diagnostics.push_back({ Diagnostic::Severity::Warning, source.path(), lineNo, -1,
            QStringLiteral("the log ends in the middle of a line: it is truncated"), {} });
    return log;
}

Result<std::shared_ptr<const FusionLog>> FusionLogReader::read(const QString &path)
{
    auto src = ByteSource::open(path);
    if (!src)
        return src.error();
    return read(*src.value());
}

bool FusionLogReader::probe(std::string_view head)
{
    bool found = false;
    forEachLine(
        head,
        [&](std::string_view line, int) {
            Parsed p;
            if (found || (!parseDated(line, p) && !parseShort(line, p)))
                return;
            const std::string_view family = familyOf(p);
            FusionLine l;
            found = (family == "fusion" || family == "schedule" || family == "scheduler")
                && parseFusionText(qs(p.text), l);
        },
        true);
    return found;
}

} // namespace cs
