#include "core/ingest/torchlogs/autotunelines.h"

#include "core/util/json.h"

#include <charconv>
#include <cmath>
#include <map>

namespace cs {
namespace {

QString qs(std::string_view v)
{
    return QString::fromUtf8(v.data(), static_cast<qsizetype>(v.size()));
}

std::string_view trimmed(std::string_view v)
{
    while (!v.empty() && (v.front() == ' ' || v.front() == '\t'))
        v.remove_prefix(1);
    while (!v.empty() && (v.back() == ' ' || v.back() == '\t'))
        v.remove_suffix(1);
    return v;
}

// A decimal number at the start of `v` ("0.0126", "inf", "nan"); advances `v` past it. NaN
// when there is none.
double number(std::string_view &v)
{
    double d = NAN;
    const auto r = std::from_chars(v.data(), v.data() + v.size(), d);
    if (r.ec != std::errc())
        return NAN;
    v.remove_prefix(static_cast<size_t>(r.ptr - v.data()));
    return d;
}

// The number after `label` in `v` ("takes 0.3355 seconds": label "takes "); NaN when absent.
double after(std::string_view v, std::string_view label)
{
    const size_t at = v.find(label);
    if (at == std::string_view::npos)
        return NAN;
    v.remove_prefix(at + label.size());
    return number(v);
}

double orMinus(double d)
{
    return std::isfinite(d) ? d : -1;
}

// A count from the log (untrusted): -1 unless a whole number an int holds.
int count(double d)
{
    return std::isfinite(d) && d >= 0 && d <= 1e9 && d == std::floor(d) ? int(d) : -1;
}

// `  triton_mm_17 0.0126 ms 100.0% ACC_TYPE=...`, `  addmm 0.0179 ms 70.3% `,
// `  x 0.0000 ms <DIVIDED BY ZERO ERROR>`, `  x inf ms 0.0% ...`.
bool readChoice(std::string_view line, AutotuneTableChoice &c)
{
    if (!line.starts_with("  "))
        return false;
    line = trimmed(line);
    const size_t sp = line.find(' ');
    if (sp == std::string_view::npos || sp == 0)
        return false;
    c.name = qs(line.substr(0, sp));
    line.remove_prefix(sp + 1);
    const double ms = number(line);
    if (std::isnan(ms) || !line.starts_with(" ms"))
        return false;
    c.ms = orMinus(ms);
    c.failed = std::isinf(ms);
    line = trimmed(line.substr(3));
    if (line.starts_with("<DIVIDED BY ZERO ERROR>")) { // a time of 0: no measurement
        c.ms = -1;
        return true;
    }
    const double pct = number(line);
    if (!std::isnan(pct) && line.starts_with('%')) {
        c.percentOfBest = orMinus(pct);
        line.remove_prefix(1);
    }
    c.config = qs(trimmed(line));
    return true;
}

// `AUTOTUNE addmm(2048x1536, 2048x512, 512x1536)`.
bool readHead(std::string_view line, AutotuneTable &t)
{
    if (!line.starts_with("AUTOTUNE "))
        return false;
    line.remove_prefix(9);
    const size_t open = line.find('(');
    if (open == std::string_view::npos || open == 0 || !line.ends_with(')'))
        return false;
    t.op = qs(line.substr(0, open));
    t.sizes = qs(line.substr(open + 1, line.size() - open - 2));
    return true;
}

} // namespace

void AutotuneTableLines::plain(int lineNo, std::string_view line, std::string_view lastCompileId, int rank)
{
    // The stats belong to the table printed right after them, and to no later one.
    const bool statsBefore = std::exchange(m_haveStats, false);
    if (m_statsNext) { // the JSON line under "Autotune Choices Stats:"
        m_statsNext = false;
        simdjson::dom::parser parser;
        if (const auto root = json::parse(parser, line); root && root->is_object()) {
            m_stats = {};
            m_stats.numChoices = count(double(json::integer(*root, "num_choices").value_or(-1)));
            m_stats.numTritonChoices = count(double(json::integer(*root, "num_triton_choices").value_or(-1)));
            m_stats.bestKernel = json::str(*root, "best_kernel");
            const double best = json::number(*root, "best_time").value_or(-1);
            m_stats.bestMs = best >= 0 ? best : -1;
            m_haveStats = true;
            return;
        }
    }
    if (m_inTable) {
        m_haveStats = statsBefore;
        AutotuneTableChoice c;
        if (line.starts_with("strides: "))
            m_open.strides = qs(line.substr(9));
        else if (line.starts_with("dtypes: "))
            m_open.dtypes = qs(line.substr(8));
        else if (readChoice(line, c))
            m_open.choices << c;
        else if (!closeWith(line)) {
            finish(); // something else: the table ended without its summary line
            plain(lineNo, line, lastCompileId, rank);
        }
        return;
    }
    if (line == "Autotune Choices Stats:") {
        m_statsNext = true;
        return;
    }
    AutotuneTable t;
    if (!readHead(line, t))
        return;
    t.line = lineNo;
    t.rank = rank;
    if (!lastCompileId.empty())
        t.compileId = CompileId::parse(qs(lastCompileId));
    if (statsBefore) {
        t.numChoices = m_stats.numChoices;
        t.numTritonChoices = m_stats.numTritonChoices;
        t.bestKernel = m_stats.bestKernel;
        t.bestMs = m_stats.bestMs;
    }
    m_open = std::move(t);
    m_inTable = true;
}

// `SingleProcess AUTOTUNE benchmarking takes 0.3355 seconds and 0.0401 seconds precompiling for
// 21 choices` (older: without the precompiling part, or without "for N choices"; torch ≤ 2.2:
// `SingleProcess AUTOTUNE takes X seconds`; newer: "and Z seconds prescreening" after it).
bool AutotuneTableLines::closeWith(std::string_view line)
{
    const bool single = line.starts_with("SingleProcess AUTOTUNE ");
    const bool sub = line.starts_with("SubProcess AUTOTUNE ");
    if ((!single && !sub) || line.find(" takes ") == std::string_view::npos)
        return false;
    m_open.subprocess = sub;
    m_open.benchmarkS = orMinus(after(line, " takes "));
    const size_t and_ = line.find(" seconds and ");
    if (and_ != std::string_view::npos && line.find(" seconds precompiling") != std::string_view::npos)
        m_open.precompileS = orMinus(after(line.substr(and_), " seconds and "));
    m_open.timedChoices = count(after(line, " for "));
    m_tables << std::move(m_open);
    m_open = {};
    m_inTable = false;
    return true;
}

void AutotuneTableLines::finish()
{
    if (m_inTable)
        m_tables << std::move(m_open);
    m_open = {};
    m_inTable = false;
}

QList<AutotuneTable> AutotuneTableLines::take()
{
    finish();
    return std::exchange(m_tables, {});
}

namespace {

// `XBLOCK: 128, num_warps: 4, num_ctas: 1, num_stages: 1, maxnreg: None: 0.005120, nreg 18,
// nspill 0, #shared-mem 0`.
bool readHeuristicConfig(std::string_view line, HeuristicConfigTiming &c)
{
    const size_t nreg = line.rfind(", nreg ");
    if (nreg == std::string_view::npos)
        return false;
    std::string_view head = line.substr(0, nreg), tail = line.substr(nreg + 7);
    const size_t colon = head.rfind(": ");
    if (colon == std::string_view::npos)
        return false;
    std::string_view ms = head.substr(colon + 2);
    const double t = number(ms);
    if (std::isnan(t) || !ms.empty())
        return false;
    c.config = qs(trimmed(head.substr(0, colon)));
    c.ms = orMinus(t);
    c.registers = count(number(tail));
    c.spills = count(after(tail, ", nspill "));
    if (const size_t sh = tail.find(", #shared-mem "); sh != std::string_view::npos)
        c.sharedMemory = qs(trimmed(tail.substr(sh + 14)));
    return true;
}

// "<a> <t> -> <b> <t>" of coordinate descent's "Tune from" and "Improve from" lines.
bool readStep(std::string_view v, QString &from, double &fromMs, QString &to, double &toMs)
{
    const size_t arrow = v.find(" -> ");
    if (arrow == std::string_view::npos)
        return false;
    auto split = [](std::string_view part, QString &config, double &ms) {
        part = trimmed(part);
        const size_t sp = part.rfind(' ');
        if (sp == std::string_view::npos)
            return false;
        std::string_view num = part.substr(sp + 1);
        if (num.starts_with('(') && num.ends_with(')'))
            num = num.substr(1, num.size() - 2);
        const double d = number(num);
        if (std::isnan(d))
            return false;
        config = qs(trimmed(part.substr(0, sp)));
        ms = orMinus(d);
        return true;
    };
    std::string_view right = v.substr(arrow + 4);
    if (const size_t comma = right.rfind(", "); comma != std::string_view::npos && right.ends_with('x'))
        right = right.substr(0, comma); // ", 1.042x"
    return split(v.substr(0, arrow), from, fromMs) && split(right, to, toMs);
}

// What one process (rank and pid) is in the middle of: the configs of a kernel being listed, the
// coordinate descent being logged (indexes into the lists), its last tagged compile id.
struct TuningState {
    qsizetype heuristic = -1, descent = -1;
    std::optional<CompileId> last;
};

void coordescLine(
    std::string_view l, int lineNo, const LogMessage &m, bool attributed, TuningState &st, AutotuneLog &out)
{
    static constexpr std::string_view start = "= Do coordinate descent tuning for ";
    if (l.starts_with(start) && l.ends_with(" =")) {
        CoordescTuning c;
        c.line = lineNo;
        c.rank = m.rank;
        c.compileId = m.compileId;
        c.attributed = attributed;
        c.kernel = qs(l.substr(start.size(), l.size() - start.size() - 2));
        st.descent = out.coordesc.size();
        out.coordesc << c;
        return;
    }
    if (st.descent < 0)
        return;
    CoordescTuning &c = out.coordesc[st.descent];
    HeuristicConfigTiming trial;
    if (l.starts_with("COORDESC: ") && readHeuristicConfig(l.substr(10), trial)) {
        c.trials << trial;
        return;
    }
    if (const size_t b = l.find("Baseline Config "); b != std::string_view::npos) {
        std::string_view rest = l.substr(b + 16);
        const size_t t = rest.rfind(", baseline timing ");
        if (t != std::string_view::npos) {
            c.baseline = c.best = qs(trimmed(rest.substr(0, t)));
            c.baselineMs = c.bestMs = orMinus(after(rest.substr(t), "baseline timing "));
        }
    } else if (l.starts_with("Try config ")) {
        ++c.tried;
    } else if (const size_t tf = l.find("Tune from "); tf != std::string_view::npos) {
        QString a, b;
        double am = -1, bm = -1;
        if (readStep(l.substr(tf + 10), a, am, b, bm)) {
            ++c.improvements;
            c.best = b;
            c.bestMs = bm;
        }
    } else if (const size_t im = l.find("Improve from "); im != std::string_view::npos) {
        QString a, b;
        double am = -1, bm = -1;
        if (readStep(l.substr(im + 13), a, am, b, bm)) {
            c.best = b;
            c.bestMs = bm;
        }
        st.descent = -1; // its last line
    }
}

} // namespace

void readTuningMessages(const std::vector<LogMessage> &messages, const std::vector<size_t> &tuning, AutotuneLog &out)
{
    std::map<std::pair<int, int64_t>, TuningState> states; // per rank and pid: their lines interleave
    size_t seen = 0;
    for (size_t i : tuning) {
        for (; seen < i; ++seen)
            if (messages[seen].compileId)
                states[{ messages[seen].rank, messages[seen].pid }].last = messages[seen].compileId;
        LogMessage m = messages[i];
        TuningState &st = states[{ m.rank, m.pid }];
        const bool attributed = !m.compileId && st.last;
        if (attributed)
            m.compileId = st.last;
        const QByteArray text = m.text.toUtf8();
        std::string_view all(text.constData(), static_cast<size_t>(text.size()));
        int lineNo = m.line;
        while (!all.empty()) {
            const size_t nl = all.find('\n');
            const std::string_view l = trimmed(all.substr(0, nl));
            all = nl == std::string_view::npos ? std::string_view() : all.substr(nl + 1);
            HeuristicConfigTiming c;
            if (l.starts_with("Benchmark all input configs for ") && l.ends_with(", get:")) {
                HeuristicBenchmark b;
                b.line = lineNo;
                b.rank = m.rank;
                b.compileId = m.compileId;
                b.attributed = attributed;
                b.kernel = qs(l.substr(32, l.size() - 32 - 6));
                st.heuristic = out.heuristics.size();
                out.heuristics << b;
            } else if (l.starts_with("Best config for ")) {
                st.heuristic = -1; // the winner again, after the configs
            } else if (st.heuristic >= 0 && readHeuristicConfig(l, c)) {
                out.heuristics[st.heuristic].configs << c;
            } else {
                st.heuristic = -1;
                coordescLine(l, lineNo, m, attributed, st, out);
            }
            ++lineNo;
        }
    }
}

} // namespace cs
