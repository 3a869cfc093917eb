#include "core/ab/abrunset.h"

#include "core/run/cpuset.h"
#include "core/util/inputfile.h"
#include "core/util/jsonvalue.h"
#include "core/util/outputfile.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>

namespace cs::ab {
namespace {

constexpr const char *Schema = "compilescope.ab-runs/1";

QString isoTime(const QDateTime &t)
{
    return t.isValid() ? t.toUTC().toString(Qt::ISODateWithMs) : QString();
}

QJsonObject machineJson(const run::MachineInfo &m)
{
    QJsonArray gpus;
    for (const run::GpuInfo &g : m.gpus)
        gpus.append(QJsonObject { { QStringLiteral("index"), g.index }, { QStringLiteral("name"), g.name },
            { QStringLiteral("capability"), g.capability },
            { QStringLiteral("memory_bytes"), static_cast<double>(g.memoryBytes) } });
    return QJsonObject { { QStringLiteral("hostname"), m.hostname }, { QStringLiteral("os"), m.os },
        { QStringLiteral("kernel"), m.kernel }, { QStringLiteral("arch"), m.arch },
        { QStringLiteral("cpu"), m.cpuModel }, { QStringLiteral("logical_cores"), m.logicalCores },
        { QStringLiteral("memory_bytes"), static_cast<double>(m.memoryBytes) }, { QStringLiteral("driver"), m.driver },
        { QStringLiteral("gpus"), gpus } };
}

run::MachineInfo machineFrom(const QJsonObject &o)
{
    run::MachineInfo m;
    m.hostname = o[QLatin1String("hostname")].toString();
    m.os = o[QLatin1String("os")].toString();
    m.kernel = o[QLatin1String("kernel")].toString();
    m.arch = o[QLatin1String("arch")].toString();
    m.cpuModel = o[QLatin1String("cpu")].toString();
    m.logicalCores = o[QLatin1String("logical_cores")].toInt();
    m.memoryBytes = wholeNumber(o[QLatin1String("memory_bytes")]);
    m.driver = o[QLatin1String("driver")].toString();
    for (const QJsonValue &v : o[QLatin1String("gpus")].toArray()) {
        const QJsonObject g = v.toObject();
        m.gpus.append({ g[QLatin1String("index")].toInt(), g[QLatin1String("name")].toString(),
            g[QLatin1String("capability")].toString(), wholeNumber(g[QLatin1String("memory_bytes")]) });
    }
    return m;
}

QJsonValue orNull(int v, bool present)
{
    return present ? QJsonValue(v) : QJsonValue(QJsonValue::Null);
}

QJsonValue orNull(double v, bool present)
{
    return present ? QJsonValue(v) : QJsonValue(QJsonValue::Null);
}

// A CPU list as written ("0-3,6"); none where the folder has none or one this reader refuses.
QList<int> cpusOf(const QJsonValue &v)
{
    auto cpus = run::parseCpuList(v.toString());
    return cpus ? cpus.value() : QList<int> {};
}

// A frequency governor's name ("performance", "schedutil"): the folder is the user's file, so
// anything else (control characters, a forged line) is dropped.
QString governorOf(const QJsonValue &v)
{
    static const QRegularExpression name(QStringLiteral("^[A-Za-z0-9_-]{1,40}$"));
    const QString s = v.toString();
    return name.match(s).hasMatch() ? s : QString();
}

// An `ab` killed outright (kill -9, a crash, a reboot) leaves ab-runs.json without an end and
// the process in flight "pending": read back, that process is "interrupted" and the set says
// why, so nobody takes a partial A/B for a finished one.
void markInterrupted(AbRunSet &set)
{
    if (set.end.isValid() || set.writer.state() != run::RunWriter::State::Gone)
        return;
    set.interrupted = QStringLiteral("the A/B stopped before it ended: its process (pid %1) is gone, killed or "
                                     "crashed; only the processes that finished before are measured")
                          .arg(set.writer.pid);
    for (AbProcessRun &r : set.runs)
        if (r.status == QLatin1String("pending")) {
            r.status = QStringLiteral("interrupted");
            r.description = QStringLiteral("interrupted: `ab` was killed while this process ran");
            break;
        }
}

} // namespace

QList<AbProcessRun> interleavedSchedule(const QStringList &modes, int processes, bool record)
{
    QList<AbProcessRun> runs;
    const int m = static_cast<int>(modes.size());
    for (int round = 0; round < processes; ++round)
        for (int j = 0; j < m; ++j) {
            AbProcessRun r;
            r.mode = modes[(round + j) % m];
            r.index = round;
            r.order = static_cast<int>(runs.size());
            r.dir = runDirName(r);
            runs.append(r);
        }
    if (record)
        for (const QString &mode : modes) {
            if (mode == QLatin1String("eager"))
                continue;
            AbProcessRun r;
            r.mode = mode;
            r.record = true;
            r.order = static_cast<int>(runs.size());
            r.dir = runDirName(r);
            runs.append(r);
        }
    return runs;
}

QString runDirName(const AbProcessRun &run)
{
    if (run.record)
        return QStringLiteral("record/") + run.mode;
    return QStringLiteral("runs/%1-%2-%3").arg(run.order + 1, 2, 10, QLatin1Char('0')).arg(run.mode).arg(run.index + 1);
}

QString probeFileName(const AbProcessRun &run)
{
    return run.record ? run.dir + QStringLiteral(".probe.jsonl") : run.dir + QStringLiteral("/probe.jsonl");
}

QString stderrFileName(const AbProcessRun &run)
{
    return run.record ? QString() : run.dir + QStringLiteral("/stderr.txt");
}

QString runSetFile(const QString &dir)
{
    return QDir(dir).filePath(QStringLiteral("ab-runs.json"));
}

QString runSetFileOf(const QString &path)
{
    const QFileInfo info(path);
    QString file = path;
    if (info.isDir())
        file = runSetFile(path);
    else if (info.fileName() == QLatin1String("ab-result.json"))
        file = runSetFile(info.absolutePath());
    if (!QFileInfo(file).isFile())
        return {};
    const auto bytes = readInputFile(file, SmallDocumentCap);
    if (!bytes)
        return {};
    QJsonParseError err;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes.value(), &err);
    // A file named ab-runs.json that is no JSON at all (cut short, overwritten) is a broken A/B
    // record, no run: it opens as an A/B so that readRunSet says what is wrong with it. A valid
    // JSON document of another schema is no A/B.
    if (doc.isNull() && QFileInfo(file).fileName() == QLatin1String("ab-runs.json"))
        return QFileInfo(file).absoluteFilePath();
    if (!doc.object()[QLatin1String("schema")].toString().startsWith(QLatin1String("compilescope.ab-runs/")))
        return {};
    return QFileInfo(file).absoluteFilePath();
}

QByteArray runSetJson(const AbRunSet &set)
{
    QJsonArray runs;
    for (const AbProcessRun &r : set.runs)
        runs.append(QJsonObject { { QStringLiteral("mode"), r.mode }, { QStringLiteral("index"), r.index },
            { QStringLiteral("order"), r.order },
            { QStringLiteral("role"), r.record ? QStringLiteral("record") : QStringLiteral("measure") },
            { QStringLiteral("dir"), r.dir }, { QStringLiteral("status"), r.status },
            { QStringLiteral("exit_code"), orNull(r.exitCode, r.status == QLatin1String("exited")) },
            { QStringLiteral("signal"), orNull(r.signal, r.signal != 0) }, { QStringLiteral("elapsed_s"), r.elapsedS },
            { QStringLiteral("description"), r.description }, { QStringLiteral("skip_reason"), r.skipReason },
            { QStringLiteral("stderr_tail"), r.stderrTail },
            { QStringLiteral("leftover_processes"), r.leftoverProcesses }, { QStringLiteral("survivors"), r.survivors },
            { QStringLiteral("survivor_processes"), QJsonArray::fromStringList(r.survivorProcesses) },
            { QStringLiteral("cpus"), run::cpuListText(r.cpus) },
            { QStringLiteral("load_before"), orNull(r.loadBefore, r.loadBefore >= 0) },
            { QStringLiteral("load_after"), orNull(r.loadAfter, r.loadAfter >= 0) },
            { QStringLiteral("cpu_mhz_before"), orNull(r.mhzBefore, r.mhzBefore > 0) },
            { QStringLiteral("cpu_mhz_after"), orNull(r.mhzAfter, r.mhzAfter > 0) },
            { QStringLiteral("governor"), r.governor } });
    const AbSettings &s = set.settings;
    const QJsonObject settings { { QStringLiteral("modes"), QJsonArray::fromStringList(s.modes) },
        { QStringLiteral("processes"), s.processes }, { QStringLiteral("warmup"), orNull(s.warmup, s.warmup >= 0) },
        { QStringLiteral("parity_calls"), s.parityCalls }, { QStringLiteral("cache"), s.cache },
        { QStringLiteral("timeout_s"), orNull(s.timeoutS, s.timeoutS > 0) },
        { QStringLiteral("min_effect"), s.minEffect }, { QStringLiteral("record"), s.record },
        { QStringLiteral("why_calls"), s.whyCalls }, { QStringLiteral("cpus"), run::cpuListText(s.cpus) } };
    const QJsonObject o { { QStringLiteral("schema"), QLatin1String(Schema) },
        { QStringLiteral("tool_version"), set.toolVersion },
        { QStringLiteral("command"), QJsonArray::fromStringList(set.command) },
        { QStringLiteral("working_dir"), set.workingDir }, { QStringLiteral("start"), isoTime(set.start) },
        { QStringLiteral("end"), isoTime(set.end) }, { QStringLiteral("settings"), settings },
        { QStringLiteral("machine"), machineJson(set.machine) }, { QStringLiteral("runs"), runs } };
    QJsonObject doc = o;
    if (set.writer.isValid())
        doc[QStringLiteral("writer")] = set.writer.toJson();
    return QJsonDocument(doc).toJson(QJsonDocument::Indented);
}

Result<AbRunSet> readRunSet(const QString &path)
{
    const QString file = QFileInfo(path).isDir() ? runSetFile(path) : path;
    const auto bytes = readInputFile(file, SmallDocumentCap);
    if (!bytes)
        return Error { QStringLiteral("not an A/B folder: no readable ab-runs.json (%1)").arg(bytes.error().message),
            file };
    QJsonParseError err;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes.value(), &err);
    const QJsonObject o = doc.object();
    if (doc.isNull())
        return Error { QStringLiteral("the A/B record is cut short or corrupt: %1 at byte %2 of %3 (nothing of it "
                                      "can be trusted; the probe files beside it are left as they are)")
                           .arg(err.errorString())
                           .arg(err.offset)
                           .arg(bytes.value().size()),
            file };
    if (!doc.isObject() || !o[QLatin1String("schema")].toString().startsWith(QLatin1String("compilescope.ab-runs/")))
        return Error {
            QStringLiteral("not an A/B record (%1)").arg(doc.isObject() ? QStringLiteral("schema") : err.errorString()),
            file
        };
    AbRunSet set;
    // The folder's identity (AbStore keys on it): the canonical path, so the same folder opened
    // through a symlink is the same A/B.
    const QString canonical = QFileInfo(QFileInfo(file).absolutePath()).canonicalFilePath();
    set.outDir = canonical.isEmpty() ? QDir::cleanPath(QFileInfo(file).absolutePath()) : canonical;
    set.toolVersion = o[QLatin1String("tool_version")].toString();
    for (const QJsonValue &v : o[QLatin1String("command")].toArray())
        set.command.append(v.toString());
    set.workingDir = o[QLatin1String("working_dir")].toString();
    set.start = QDateTime::fromString(o[QLatin1String("start")].toString(), Qt::ISODateWithMs);
    set.end = QDateTime::fromString(o[QLatin1String("end")].toString(), Qt::ISODateWithMs);
    const QJsonObject s = o[QLatin1String("settings")].toObject();
    for (const QJsonValue &v : s[QLatin1String("modes")].toArray())
        set.settings.modes.append(v.toString());
    set.settings.processes = s[QLatin1String("processes")].toInt(1);
    set.settings.warmup = s[QLatin1String("warmup")].isDouble() ? s[QLatin1String("warmup")].toInt() : -1;
    set.settings.parityCalls = s[QLatin1String("parity_calls")].toInt();
    set.settings.cache = s[QLatin1String("cache")].toString(QStringLiteral("cold"));
    set.settings.timeoutS = s[QLatin1String("timeout_s")].toInt();
    set.settings.minEffect = s[QLatin1String("min_effect")].toDouble(0.02);
    set.settings.record = s[QLatin1String("record")].toBool();
    set.settings.whyCalls = std::clamp(s[QLatin1String("why_calls")].toInt(), 0, 100);
    // A list this machine cannot read back is kept as none (an older folder has no list).
    set.settings.cpus = cpusOf(s[QLatin1String("cpus")]);
    set.machine = machineFrom(o[QLatin1String("machine")].toObject());
    for (const QJsonValue &v : o[QLatin1String("runs")].toArray()) {
        const QJsonObject r = v.toObject();
        AbProcessRun run;
        run.mode = r[QLatin1String("mode")].toString();
        run.index = r[QLatin1String("index")].toInt();
        run.order = r[QLatin1String("order")].toInt();
        run.record = r[QLatin1String("role")].toString() == QLatin1String("record");
        run.dir = r[QLatin1String("dir")].toString();
        run.status = r[QLatin1String("status")].toString();
        run.exitCode = r[QLatin1String("exit_code")].toInt(-1);
        run.signal = r[QLatin1String("signal")].toInt();
        run.elapsedS = r[QLatin1String("elapsed_s")].toDouble();
        run.description = r[QLatin1String("description")].toString();
        run.skipReason = r[QLatin1String("skip_reason")].toString();
        run.stderrTail = r[QLatin1String("stderr_tail")].toString();
        run.leftoverProcesses = r[QLatin1String("leftover_processes")].toInt();
        run.survivors = r[QLatin1String("survivors")].toInt();
        run.cpus = cpusOf(r[QLatin1String("cpus")]);
        const auto number = [&r](const char *key, double none) {
            const QJsonValue v = r[QLatin1String(key)];
            return v.isDouble() && std::isfinite(v.toDouble()) ? v.toDouble() : none;
        };
        run.loadBefore = number("load_before", -1);
        run.loadAfter = number("load_after", -1);
        run.mhzBefore = number("cpu_mhz_before", 0);
        run.mhzAfter = number("cpu_mhz_after", 0);
        run.governor = governorOf(r[QLatin1String("governor")]);
        for (const QJsonValue &p : r[QLatin1String("survivor_processes")].toArray())
            run.survivorProcesses.append(p.toString());
        // A run folder outside the A/B folder is never read (the file may come from elsewhere).
        const QString probeFile = QDir(set.outDir).filePath(probeFileName(run));
        if (!run.dir.contains(QLatin1String("..")) && !QDir::isAbsolutePath(run.dir)) {
            auto probe = readProbeOutput(probeFile);
            if (probe)
                run.probe = std::move(probe).value();
            else
                run.probe.problems.append(probe.error().toString());
            if (!run.record)
                run.stderrNotes = scanStderrFile(QDir(set.outDir).filePath(stderrFileName(run)));
        }
        set.runs.append(std::move(run));
    }
    set.writer = run::RunWriter::fromJson(o[QLatin1String("writer")].toObject());
    markInterrupted(set);
    return set;
}

Status writeRunSet(const AbRunSet &set)
{
    const QString file = runSetFile(set.outDir);
    if (auto s = writeOutputFile(file, runSetJson(set)); !s)
        return Error { QStringLiteral("cannot write the A/B record: %1").arg(s.error().message), file };
    return Ok {};
}

} // namespace cs::ab
