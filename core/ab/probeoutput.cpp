#include "core/ab/probeoutput.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

namespace cs::ab {
namespace {

std::optional<double> optNumber(const QJsonObject &o, const QString &key)
{
    const QJsonValue v = o.value(key);
    return v.isDouble() ? std::optional<double>(v.toDouble()) : std::nullopt;
}

qint64 int64(const QJsonObject &o, const QString &key)
{
    return static_cast<qint64>(o.value(key).toDouble());
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
            out.shape.append(static_cast<qint64>(d.toDouble()));
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
        p.peakRss = static_cast<qint64>(*rss);
    const QJsonValue cuda = o.value(QLatin1String("cuda"));
    p.cudaUsed = cuda.isArray();
    for (const QJsonValue &v : cuda.toArray()) {
        const QJsonObject g = v.toObject();
        p.gpus.append({ g.value(QLatin1String("device")).toInt(), text(g, QStringLiteral("name")),
            text(g, QStringLiteral("capability")), int64(g, QStringLiteral("max_allocated_bytes")),
            int64(g, QStringLiteral("max_reserved_bytes")) });
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

ProbeCall callFrom(const QJsonObject &o)
{
    ProbeCall c;
    c.index = o.value(QLatin1String("i")).toInt();
    c.t = o.value(QLatin1String("t")).toDouble();
    c.wallMs = o.value(QLatin1String("wall_ms")).toDouble();
    c.gpuMs = optNumber(o, QStringLiteral("gpu_ms"));
    for (const QJsonValue &v : o.value(QLatin1String("compiles")).toArray())
        c.compiles.append(v.toString());
    c.compileMs = o.value(QLatin1String("compile_ms")).toDouble();
    c.error = o.value(QLatin1String("error")).toBool();
    c.parity = o.value(QLatin1String("parity")).toBool();
    return c;
}

} // namespace

const ProbeRegion *ProbeProcess::region(int id) const
{
    for (const ProbeRegion &r : regions)
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

ProbeOutput parseProbeOutput(const QByteArray &data, const QString &fileName)
{
    ProbeOutput out;
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
    const QList<QByteArray> lines = data.split('\n');
    for (qsizetype n = 0; n < lines.size(); ++n) {
        const QByteArray line = lines[n].trimmed();
        if (line.isEmpty())
            continue;
        QJsonParseError err;
        const QJsonDocument doc = QJsonDocument::fromJson(line, &err);
        if (!doc.isObject()) {
            // The last line of a killed process may be cut short: said, and the rest is kept.
            out.problems.append(QStringLiteral("%1:%2: not a JSON record (%3)")
                                    .arg(fileName.isEmpty() ? QStringLiteral("probe output") : fileName)
                                    .arg(n + 1)
                                    .arg(err.errorString()));
            continue;
        }
        const QJsonObject o = doc.object();
        const QString type = o.value(QLatin1String("type")).toString();
        ProbeProcess &p = process(int64(o, QStringLiteral("pid")));
        if (type == QLatin1String("start"))
            readStart(p, o);
        else if (type == QLatin1String("torch")) {
            p.torchImported = true;
            p.torch = text(o, QStringLiteral("version"));
            p.torchGit = text(o, QStringLiteral("git"));
            p.cuda = text(o, QStringLiteral("cuda"));
            p.hip = text(o, QStringLiteral("hip"));
        } else if (type == QLatin1String("modes")) {
            for (const QJsonValue &v : o.value(QLatin1String("modes")).toArray())
                p.knownModes.append(v.toString());
            p.triton = text(o, QStringLiteral("triton"));
        } else if (type == QLatin1String("region"))
            p.regions.append(regionFrom(o));
        else if (type == QLatin1String("call") || type == QLatin1String("parity")) {
            const int id = o.value(QLatin1String("region")).toInt();
            auto r
                = std::find_if(p.regions.begin(), p.regions.end(), [id](const ProbeRegion &x) { return x.id == id; });
            if (r == p.regions.end()) {
                out.problems.append(
                    QStringLiteral("%1:%2: a %3 of unknown region %4").arg(fileName).arg(n + 1).arg(type).arg(id));
                continue;
            }
            if (type == QLatin1String("call"))
                r->calls.push_back(callFrom(o));
            else
                r->parity.append(parityFrom(o));
        } else if (type == QLatin1String("compile")) {
            CompileEvent e;
            e.id = text(o, QStringLiteral("id"));
            e.trigger = text(o, QStringLiteral("trigger"));
            e.region = o.value(QLatin1String("region")).toInt();
            e.call = o.value(QLatin1String("call")).isDouble() ? o.value(QLatin1String("call")).toInt() : -1;
            e.t = o.value(QLatin1String("t")).toDouble();
            e.ms = o.value(QLatin1String("ms")).toDouble();
            p.compiles.append(e);
        } else if (type == QLatin1String("probe_error")) {
            p.errors.append(
                text(o, QStringLiteral("where")) + QStringLiteral(": ") + text(o, QStringLiteral("message")));
            if (o.value(QLatin1String("kind")).toString() == QLatin1String("unknown_mode"))
                p.unknownMode = text(o, QStringLiteral("mode"));
        } else if (type == QLatin1String("end"))
            readEnd(p, o);
        // Unknown record types come from a newer probe: skipped on purpose.
    }
    for (ProbeProcess &p : out.processes)
        for (ProbeRegion &r : p.regions)
            std::stable_sort(r.calls.begin(), r.calls.end(),
                [](const ProbeCall &a, const ProbeCall &b) { return a.index < b.index; });
    return out;
}

Result<ProbeOutput> readProbeOutput(const QString &path)
{
    QFile f(path);
    if (!f.exists())
        return ProbeOutput {};
    if (!f.open(QIODevice::ReadOnly))
        return Error { QStringLiteral("cannot read the probe output: %1").arg(f.errorString()), path };
    return parseProbeOutput(f.readAll(), path);
}

} // namespace cs::ab
