#include "core/ab/probeoutput.h"

#include "core/util/bytesource.h"
#include "core/util/inputfile.h"
#include "core/util/jsonvalue.h"
#include "core/util/textlines.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cmath>

namespace cs::ab {
namespace {

std::optional<double> optNumber(const QJsonObject &o, const QString &key)
{
    const QJsonValue v = o.value(key);
    return v.isDouble() ? std::optional<double>(v.toDouble()) : std::nullopt;
}

qint64 int64(const QJsonObject &o, const QString &key)
{
    return wholeNumber(o.value(key));
}

QString text(const QJsonObject &o, const QString &key)
{
    const QJsonValue v = o.value(key);
    return v.isString() ? v.toString() : v.isDouble() ? QString::number(v.toDouble()) : QString();
}

ParityCheck parityFrom(const QJsonObject &o)
{
    ParityCheck p;
    p.call = o.value(QLatin1String("call")).toInt();
    const QJsonValue ok = o.value(QLatin1String("ok"));
    if (ok.isBool())
        p.ok = ok.toBool();
    p.skipped = text(o, QStringLiteral("skipped"));
    for (const QJsonValue &v : o.value(QLatin1String("outputs")).toArray()) {
        const QJsonObject e = v.toObject();
        ParityOutput out;
        out.path = text(e, QStringLiteral("path"));
        out.dtype = text(e, QStringLiteral("dtype"));
        out.note = text(e, QStringLiteral("note"));
        for (const QJsonValue &d : e.value(QLatin1String("shape")).toArray())
            out.shape.append(wholeNumber(d));
        out.numel = int64(e, QStringLiteral("numel"));
        out.mismatched = int64(e, QStringLiteral("mismatched"));
        out.nanMismatch = int64(e, QStringLiteral("nan_mismatch"));
        out.infMismatch = int64(e, QStringLiteral("inf_mismatch"));
        out.maxAbs = optNumber(e, QStringLiteral("max_abs"));
        out.maxRel = optNumber(e, QStringLiteral("max_rel"));
        out.rtol = e.value(QLatin1String("rtol")).toDouble();
        out.atol = e.value(QLatin1String("atol")).toDouble();
        out.ok = e.value(QLatin1String("ok")).toBool(true);
        p.outputs.append(out);
    }
    p.inputsCompared = std::max(0, o.value(QLatin1String("inputs_compared")).toInt());
    p.random = o.value(QLatin1String("random")).toBool();
    return p;
}

void readStart(ProbeProcess &p, const QJsonObject &o)
{
    p.mode = text(o, QStringLiteral("mode"));
    p.rank = text(o, QStringLiteral("rank"));
    p.python = text(o, QStringLiteral("python"));
    p.forkedFrom = int64(o, QStringLiteral("forked_from"));
    p.startT = o.value(QLatin1String("t")).toDouble();
}

void readEnd(ProbeProcess &p, const QJsonObject &o)
{
    p.ended = true;
    p.endT = optNumber(o, QStringLiteral("t"));
    if (const auto rss = optNumber(o, QStringLiteral("peak_rss_bytes")))
        p.peakRss = wholeNumber(QJsonValue(*rss));
    p.parityWindows = std::max(0, o.value(QLatin1String("parity_windows")).toInt());
    const QJsonValue cuda = o.value(QLatin1String("cuda"));
    p.cudaUsed = cuda.isArray();
    for (const QJsonValue &v : cuda.toArray()) {
        const QJsonObject g = v.toObject();
        GpuMemory m { g.value(QLatin1String("device")).toInt(), text(g, QStringLiteral("name")),
            text(g, QStringLiteral("capability")), int64(g, QStringLiteral("max_allocated_bytes")),
            int64(g, QStringLiteral("max_reserved_bytes")), std::nullopt };
        if (const auto parity = optNumber(g, QStringLiteral("parity_allocated_bytes")); parity && *parity >= 0)
            m.parityAllocated = wholeNumber(QJsonValue(*parity));
        p.gpus.append(m);
    }
}

ProbeRegion regionFrom(const QJsonObject &o)
{
    ProbeRegion r;
    r.id = o.value(QLatin1String("region")).toInt();
    r.key = text(o, QStringLiteral("key"));
    r.name = text(o, QStringLiteral("name"));
    r.kind = text(o, QStringLiteral("kind"));
    r.file = text(o, QStringLiteral("file"));
    r.line = o.value(QLatin1String("line")).toInt();
    r.siteFile = text(o, QStringLiteral("site_file"));
    r.siteLine = o.value(QLatin1String("site_line")).toInt();
    r.source = text(o, QStringLiteral("source"));
    r.appliedMode = text(o, QStringLiteral("applied_mode"));
    r.scriptMode = text(o, QStringLiteral("script_mode"));
    r.backend = text(o, QStringLiteral("backend"));
    r.note = text(o, QStringLiteral("note"));
    return r;
}

// Bounds of what the probe can write: `t` is seconds since the process started, a call or a
// compile lasts milliseconds. Past these a value is nonsense (a damaged or forged file), and
// taking it would decide a verdict: the record is dropped and counted instead.
constexpr double MaxSeconds = 1e7; // 115 days
constexpr double MaxMs = 1e8; // 27 hours for one call or one compile
constexpr double MaxIndex = 2147483647.0;

// Reads numbers out of one record and remembers the first nonsense one.
struct Checked {
    const QJsonObject &o;
    QString why;

    double number(const char *key, double max, bool required = false)
    {
        const QJsonValue v = o.value(QLatin1String(key));
        if (v.isUndefined() || v.isNull()) {
            if (required && why.isEmpty())
                why = QStringLiteral("no %1").arg(QLatin1String(key));
            return 0;
        }
        return inRange(key, v, max);
    }
    std::optional<double> optional(const char *key, double max)
    {
        const QJsonValue v = o.value(QLatin1String(key));
        if (v.isUndefined() || v.isNull())
            return std::nullopt;
        return inRange(key, v, max);
    }
    // A count from 0 (a call number, a region id); absent or null: `fallback`.
    int index(const char *key, int fallback)
    {
        const QJsonValue v = o.value(QLatin1String(key));
        if (v.isUndefined() || v.isNull())
            return fallback;
        const double d = inRange(key, v, MaxIndex);
        if (why.isEmpty() && d != std::floor(d))
            why = QStringLiteral("%1 = %2 is not a whole number").arg(QLatin1String(key)).arg(d);
        return why.isEmpty() ? static_cast<int>(d) : fallback;
    }

private:
    double inRange(const char *key, const QJsonValue &v, double max)
    {
        const double d = v.toDouble(std::nan(""));
        if (!v.isDouble() || !std::isfinite(d) || d < 0 || d > max) {
            if (why.isEmpty())
                why = v.isDouble()
                    ? QStringLiteral("%1 = %2 is outside 0 to %3").arg(QLatin1String(key)).arg(d).arg(max)
                    : QStringLiteral("%1 is not a number").arg(QLatin1String(key));
            return 0;
        }
        return d;
    }
};

ProbeCall callFrom(Checked &c)
{
    ProbeCall call;
    const QJsonObject &o = c.o;
    call.index = c.index("i", -1);
    if (call.index < 0 && c.why.isEmpty())
        c.why = QStringLiteral("no call index");
    call.t = c.number("t", MaxSeconds);
    call.wallMs = c.number("wall_ms", MaxMs, true);
    call.gpuMs = c.optional("gpu_ms", MaxMs);
    call.compileMs = c.number("compile_ms", MaxMs);
    for (const QJsonValue &v : o.value(QLatin1String("compiles")).toArray())
        call.compiles.append(v.toString());
    call.error = o.value(QLatin1String("error")).toBool();
    call.parity = o.value(QLatin1String("parity")).toBool();
    call.profiled = o.value(QLatin1String("profiled")).toBool();
    return call;
}

// Collects problems: the first few in full, the rest counted.
struct Problems {
    ProbeOutput &out;
    const QString &file;
    int listed;

    void add(qint64 line, const QString &what)
    {
        if (++out.problemCount <= listed)
            out.problems.append(QStringLiteral("%1:%2: %3").arg(file).arg(line).arg(what));
    }
    void finish()
    {
        if (out.problemCount > listed)
            out.problems.append(QStringLiteral("%1: %2 more problems (%3 in all; the first %4 are listed)")
                                    .arg(file)
                                    .arg(out.problemCount - listed)
                                    .arg(out.problemCount)
                                    .arg(listed));
    }
};

} // namespace

const ProbeRegion *ProbeProcess::region(int id) const
{
    if (const auto it = regionIndex.constFind(id); it != regionIndex.constEnd())
        return &regions[*it];
    for (const ProbeRegion &r : regions) // a process put together by hand, without the index
        if (r.id == id)
            return &r;
    return nullptr;
}

int ProbeProcess::callCount() const
{
    int n = 0;
    for (const ProbeRegion &r : regions)
        n += static_cast<int>(r.calls.size());
    return n;
}

const ProbeProcess *ProbeOutput::main() const
{
    const ProbeProcess *best = nullptr;
    for (const ProbeProcess &p : processes) {
        if (p.rank == QLatin1String("0"))
            return &p;
        if (!best || p.callCount() > best->callCount())
            best = &p;
    }
    return best;
}

ProbeOutput parseProbeOutput(std::string_view data, const QString &fileName, const ProbeLimits &limits)
{
    ProbeOutput out;
    const QString file = fileName.isEmpty() ? QStringLiteral("probe output") : fileName;
    Problems problems { out, file, limits.problemsListed };
    QHash<qint64, qsizetype> byPid;
    auto process = [&](qint64 pid) -> ProbeProcess & {
        auto it = byPid.constFind(pid);
        if (it != byPid.constEnd())
            return out.processes[*it];
        byPid.insert(pid, out.processes.size());
        out.processes.append(ProbeProcess {});
        out.processes.last().pid = pid;
        return out.processes.last();
    };
    forEachLine(data, [&](std::string_view raw, int n) {
        if (raw.size() > limits.maxLineBytes) {
            problems.add(n,
                QStringLiteral("a line of %1, longer than the %2 a record may take: skipped")
                    .arg(byteSizeText(raw.size()), byteSizeText(limits.maxLineBytes)));
            return;
        }
        // A private copy: the mapped bytes may change under us (a file rewritten while read).
        const QByteArray line = QByteArray(raw.data(), static_cast<qsizetype>(raw.size())).trimmed();
        if (line.isEmpty())
            return;
        QJsonParseError err;
        const QJsonDocument doc = QJsonDocument::fromJson(line, &err);
        if (!doc.isObject()) {
            // The last line of a killed process may be cut short: said, and the rest is kept.
            problems.add(n, QStringLiteral("not a JSON record (%1)").arg(err.errorString()));
            return;
        }
        const QJsonObject o = doc.object();
        const QString type = o.value(QLatin1String("type")).toString();
        Checked checked { o, {} };
        auto reject = [&](bool dropped = true) {
            ++out.rejected;
            problems.add(n,
                QStringLiteral("a %1 record with a nonsense value (%2): %3")
                    .arg(type, checked.why, dropped ? QStringLiteral("dropped") : QStringLiteral("the value ignored")));
        };
        ProbeProcess &p = process(int64(o, QStringLiteral("pid")));
        if (type == QLatin1String("start")) {
            readStart(p, o);
            p.startT = checked.number("t", MaxSeconds);
            if (!checked.why.isEmpty())
                reject(false);
        } else if (type == QLatin1String("torch")) {
            p.torchImported = true;
            p.torch = text(o, QStringLiteral("version"));
            p.torchGit = text(o, QStringLiteral("git"));
            p.cuda = text(o, QStringLiteral("cuda"));
            p.hip = text(o, QStringLiteral("hip"));
        } else if (type == QLatin1String("modes")) {
            for (const QJsonValue &v : o.value(QLatin1String("modes")).toArray())
                p.knownModes.append(v.toString());
            p.triton = text(o, QStringLiteral("triton"));
        } else if (type == QLatin1String("region")) {
            ProbeRegion r = regionFrom(o);
            r.id = checked.index("region", -1);
            if (r.id < 0) {
                if (checked.why.isEmpty())
                    checked.why = QStringLiteral("no region id");
                reject();
                return;
            }
            if (!p.regionIndex.contains(r.id))
                p.regionIndex.insert(r.id, p.regions.size());
            p.regions.append(std::move(r));
        } else if (type == QLatin1String("why") || type == QLatin1String("cudagraph_skip")) {
            const auto r = p.regionIndex.constFind(checked.index("region", -1));
            if (r == p.regionIndex.constEnd())
                return; // a skip outside any region's call: nothing to attribute it to
            ProbeRegion &region = p.regions[*r];
            if (type == QLatin1String("cudagraph_skip")) {
                if (region.cudagraphSkips.size() < 20)
                    region.cudagraphSkips.append(text(o, QStringLiteral("reason")).left(500));
                return;
            }
            WhyTrace w;
            w.first = checked.index("first", 0);
            w.last = checked.index("last", 0);
            w.ms = checked.number("ms", MaxMs);
            w.trace = QFileInfo(text(o, QStringLiteral("trace"))).fileName();
            if (!checked.why.isEmpty())
                return reject();
            region.why.append(w);
        } else if (type == QLatin1String("call") || type == QLatin1String("parity")) {
            const int id = checked.index("region", -1);
            const auto r = p.regionIndex.constFind(id);
            if (r == p.regionIndex.constEnd()) {
                problems.add(n,
                    QStringLiteral("a %1 of unknown region %2")
                        .arg(type, o.value(QLatin1String("region")).toVariant().toString()));
                return;
            }
            ProbeRegion &region = p.regions[*r];
            if (type == QLatin1String("call")) {
                ProbeCall call = callFrom(checked);
                if (!checked.why.isEmpty())
                    return reject();
                region.calls.push_back(std::move(call));
            } else {
                ParityCheck parity = parityFrom(o);
                parity.call = checked.index("call", 0);
                if (!checked.why.isEmpty())
                    return reject();
                region.parity.append(std::move(parity));
            }
        } else if (type == QLatin1String("compile")) {
            CompileEvent e;
            e.id = text(o, QStringLiteral("id"));
            e.trigger = text(o, QStringLiteral("trigger"));
            e.region = checked.index("region", 0);
            e.call = checked.index("call", -1);
            e.t = checked.number("t", MaxSeconds);
            e.ms = checked.number("ms", MaxMs);
            if (!checked.why.isEmpty())
                return reject();
            const QJsonObject breaks = o.value(QLatin1String("graph_breaks")).toObject();
            for (auto b = breaks.begin(); b != breaks.end() && e.graphBreaks.size() < 20; ++b)
                e.graphBreaks.append({ b.key().left(500), std::max(0, b.value().toInt()) });
            for (const QJsonValue &v : o.value(QLatin1String("graph_break_sites")).toArray()) {
                const QJsonObject site = v.toObject();
                const int line = site.value(QLatin1String("line")).toInt(0);
                const QString file = site.value(QLatin1String("file")).toString().left(500);
                if (file.isEmpty() || line <= 0 || e.breakSites.size() >= 20)
                    continue;
                e.breakSites.append({ file, site.value(QLatin1String("reason")).toString().left(500), line });
            }
            p.compiles.append(e);
        } else if (type == QLatin1String("probe_error")) {
            p.errors.append(
                text(o, QStringLiteral("where")) + QStringLiteral(": ") + text(o, QStringLiteral("message")));
            if (o.value(QLatin1String("kind")).toString() == QLatin1String("unknown_mode"))
                p.unknownMode = text(o, QStringLiteral("mode"));
        } else if (type == QLatin1String("end")) {
            readEnd(p, o);
            p.endT = checked.optional("t", MaxSeconds);
            if (!checked.why.isEmpty())
                reject(false);
        }
        // Unknown record types come from a newer probe: skipped on purpose.
    });
    problems.finish();
    for (ProbeProcess &p : out.processes)
        for (ProbeRegion &r : p.regions) {
            std::stable_sort(r.calls.begin(), r.calls.end(),
                [](const ProbeCall &a, const ProbeCall &b) { return a.index < b.index; });
            const auto first
                = std::find_if(r.calls.begin(), r.calls.end(), [](const ProbeCall &c) { return c.profiled; });
            if (first != r.calls.end())
                p.tracedFromT = std::min(p.tracedFromT, first->t);
            p.traced = p.traced || first != r.calls.end() || !r.why.isEmpty();
        }
    return out;
}

Result<ProbeOutput> readProbeOutput(const QString &path, const ProbeLimits &limits)
{
    if (!QFileInfo::exists(path) && !QFileInfo(path).isSymLink()) {
        ProbeOutput none;
        none.missing = true;
        return none;
    }
    DecodeLimits decode;
    decode.maxBytes = limits.maxFileBytes;
    auto source = ByteSource::open(path, decode);
    if (!source)
        return Error { QStringLiteral("cannot read the probe output: %1").arg(source.error().message), path };
    const ByteSource &bytes = *source.value();
    if (bytes.size() > limits.maxFileBytes)
        return Error { QStringLiteral("cannot read the probe output: %1, more than the %2 a probe file may hold")
                           .arg(byteSizeText(bytes.size()), byteSizeText(limits.maxFileBytes)),
            path };
    ProbeOutput out = parseProbeOutput(bytes.view(), path, limits);
    out.fileBytes = static_cast<qint64>(bytes.size());
    out.endsMidLine = !bytes.view().empty() && bytes.view().back() != '\n';
    for (const ByteSource::Problem &p : bytes.problems())
        out.problems.append(QStringLiteral("%1: %2").arg(path, p.message));
    return out;
}

} // namespace cs::ab
