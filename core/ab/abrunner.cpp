#include "core/ab/abrunner.h"

#include "core/ab/abanalysis.h"
#include "core/ab/abjson.h"
#include "core/run/cpuset.h"
#include "core/run/recordsettings.h"
#include "core/run/runmanifest.h"
#include "core/util/inputfile.h"
#include "core/util/outputfile.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QThread>
#include <QTimer>

#include <algorithm>

namespace cs::ab {
namespace {

const QString Eager = QStringLiteral("eager");

bool isProbeDir(const QString &dir)
{
    return !dir.isEmpty() && QFileInfo::exists(QDir(dir).filePath(QStringLiteral("sitecustomize.py")))
        && QFileInfo::exists(QDir(dir).filePath(QStringLiteral("compilescope_probe/__init__.py")));
}

Result<QString> makeFolder(const AbRequest &r)
{
    if (!r.outDir.isEmpty())
        return run::createRunFolder(r.outDir, r.baseDir);
    const QDir base(r.baseDir.isEmpty() ? QDir::currentPath() : r.baseDir);
    const QString stem
        = QStringLiteral("compilescope-ab-") + QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    for (int n = 1; n < 1000; ++n) {
        const QString name = n == 1 ? stem : QStringLiteral("%1-%2").arg(stem).arg(n);
        if (!base.exists(name))
            return run::createRunFolder(base.filePath(name), QString());
    }
    return Error { QStringLiteral("no free folder name"), base.absolutePath() };
}

// The modes a finished process's torch reported, when it reported them.
QStringList knownModes(const ProbeOutput &probe, QString *torch, QString *unknown)
{
    for (const ProbeProcess &p : probe.processes) {
        if (!p.unknownMode.isEmpty())
            *unknown = p.unknownMode;
        if (!p.knownModes.isEmpty()) {
            *torch = p.torch;
            return p.knownModes;
        }
    }
    return {};
}

} // namespace

QString probeDirectory()
{
    const QString env = qEnvironmentVariable("COMPILESCOPE_PROBE_DIR");
    if (isProbeDir(env))
        return QDir(env).absolutePath();
    const QString app = QCoreApplication::applicationDirPath();
    if (!app.isEmpty()) {
        const QString installed = QDir(app).filePath(QStringLiteral("../share/compilescope/probe"));
        if (isProbeDir(installed))
            return QDir(installed).absolutePath();
    }
#ifdef CS_PROBE_SOURCE_DIR
    if (isProbeDir(QStringLiteral(CS_PROBE_SOURCE_DIR)))
        return QStringLiteral(CS_PROBE_SOURCE_DIR);
#endif
    return {};
}

QProcessEnvironment abEnvironment(const QProcessEnvironment &user, const QString &probeDir, const QString &mode,
    int parityCalls, const QString &probeFile, const QString &runLabel, const QString &cacheDir)
{
    QProcessEnvironment env = user;
    const QString path = user.value(QStringLiteral("PYTHONPATH"));
    env.insert(QStringLiteral("PYTHONPATH"), path.isEmpty() ? probeDir : probeDir + QLatin1Char(':') + path);
    env.insert(QStringLiteral("COMPILESCOPE_AB_OUT"), probeFile);
    env.insert(QStringLiteral("COMPILESCOPE_AB_MODE"), mode);
    env.insert(QStringLiteral("COMPILESCOPE_AB_PARITY"), QString::number(parityCalls));
    env.insert(QStringLiteral("COMPILESCOPE_AB_RUN"), runLabel);
    env.remove(QStringLiteral("TORCHDYNAMO_DISABLE"));
    env.remove(QStringLiteral("TORCH_COMPILE_DISABLE"));
    if (!cacheDir.isEmpty()) { // an A/B folder may have any legal name: see compilerSafePath
        const QString safe = run::compilerSafePath(cacheDir);
        env.insert(QStringLiteral("TORCHINDUCTOR_CACHE_DIR"), safe + QStringLiteral("/inductor"));
        env.insert(QStringLiteral("TRITON_CACHE_DIR"), safe + QStringLiteral("/triton"));
    }
    return env;
}

AbRunner::AbRunner(QObject *parent)
    : QObject(parent)
    , m_child(new run::ChildProcess(this))
{
    qRegisterMetaType<cs::ab::AbResult>();
    qRegisterMetaType<cs::ab::AbProcessRun>();
    connect(m_child, &run::ChildProcess::finished, this, &AbRunner::onChildFinished);
    connect(m_child, &run::ChildProcess::started, this, [this](qint64 pid) {
        if (m_current >= 0)
            Q_EMIT processStarted(m_set.runs[m_current], pid);
    });
    connect(m_child, &run::ChildProcess::progress, this, &AbRunner::pollProbe);
    connect(m_child, &run::ChildProcess::output, this, [this](run::Stream s, qint64 ms, const QStringList &lines) {
        if (m_current >= 0)
            Q_EMIT output(m_set.runs[m_current], s, ms, lines);
    });
}

AbRunner::~AbRunner()
{
    if (m_machineThread) {
        m_machineThread->wait();
        delete m_machineThread;
    }
}

void AbRunner::start(const AbRequest &request)
{
    Q_ASSERT(!m_running);
    m_running = true;
    m_stopping = false;
    m_request = request;
    m_set = {};
    m_current = -1;
    m_expectedCalls = -1;
    m_set.toolVersion = request.toolVersion;
    m_set.command = request.command;
    m_set.workingDir = QDir(request.workingDir.isEmpty() ? QDir::currentPath() : request.workingDir).absolutePath();
    m_set.settings = request.settings;
    QStringList &modes = m_set.settings.modes;
    modes.removeAll(Eager);
    modes.removeDuplicates();
    modes.prepend(Eager); // the baseline always runs, and first
    m_set.settings.processes = qMax(1, m_set.settings.processes);
    if (request.command.isEmpty())
        return finishWithError(QStringLiteral("no command given"));
    // One fixed set of CPUs for every process: the one asked for, else every CPU `ab` may use.
    const QList<int> allowed = run::allowedCpus();
    if (m_set.settings.cpus.isEmpty())
        m_set.settings.cpus = allowed;
    else if (!allowed.isEmpty())
        for (int c : m_set.settings.cpus)
            if (!allowed.contains(c))
                return finishWithError(QStringLiteral("--cpus: CPU %1 is not one this process may use (%2)")
                                           .arg(c)
                                           .arg(run::cpuListText(allowed)));
    if (m_request.probeDir.isEmpty())
        m_request.probeDir = probeDirectory();
    if (!isProbeDir(m_request.probeDir))
        return finishWithError(
            QStringLiteral("the A/B probe (sitecustomize.py, compilescope_probe/) was not found; set "
                           "COMPILESCOPE_PROBE_DIR to its folder"));
    const auto dir = makeFolder(request);
    if (!dir)
        return finishWithError(dir.error().toString());
    auto lock = run::RunFolderLock::acquire(dir.value());
    if (!lock)
        return finishWithError(lock.error().toString());
    m_lock = std::move(lock).value();
    m_set.outDir = dir.value();
    m_set.runs = interleavedSchedule(m_set.settings.modes, m_set.settings.processes, m_set.settings.record);
    Q_EMIT folderCreated(m_set.outDir);
    m_machine = std::make_shared<run::MachineInfo>();
    m_machineThread = QThread::create([machine = m_machine] { *machine = run::probeMachine(); });
    connect(m_machineThread, &QThread::finished, this, &AbRunner::onMachine);
    m_machineThread->start();
}

void AbRunner::onMachine()
{
    m_machineThread->deleteLater();
    m_machineThread = nullptr;
    m_set.machine = *m_machine;
    m_set.start = QDateTime::currentDateTimeUtc();
    m_set.writer = run::RunWriter::current();
    m_startMs = QDateTime::currentMSecsSinceEpoch();
    if (auto s = writeRunSet(m_set); !s)
        return finishWithError(s.error().toString());
    runNext();
}

void AbRunner::requestStop()
{
    if (!m_running)
        return;
    m_stopping = true;
    if (m_child->isRunning())
        m_child->requestStop();
}

void AbRunner::markUnavailable(const QString &mode, const QString &why)
{
    for (AbProcessRun &r : m_set.runs)
        if (r.mode == mode && r.status == QLatin1String("pending")) {
            r.status = QStringLiteral("skipped");
            r.skipReason = QStringLiteral("unavailable: ") + why;
        }
}

void AbRunner::runNext()
{
    m_current = -1;
    int done = 0;
    for (int i = 0; i < m_set.runs.size(); ++i) {
        AbProcessRun &r = m_set.runs[i];
        if (r.status != QLatin1String("pending")) {
            ++done;
            continue;
        }
        if (m_stopping) {
            r.status = QStringLiteral("skipped");
            r.skipReason = QStringLiteral("cancelled");
            ++done;
            continue;
        }
        if (m_current < 0)
            m_current = i;
    }
    const qint64 elapsed = QDateTime::currentMSecsSinceEpoch() - m_startMs;
    int measured = 0;
    for (const AbProcessRun &r : m_set.runs)
        measured += r.finished() ? 1 : 0;
    const int total = static_cast<int>(m_set.runs.size());
    Q_EMIT progress(done, total, elapsed, measured > 0 ? elapsed / 1000.0 / measured * (total - done) : -1.0);
    if (m_current < 0)
        return finish();

    AbProcessRun &r = m_set.runs[m_current];
    if (r.record && !modeRan(r.mode)) {
        r.status = QStringLiteral("skipped");
        r.skipReason = QStringLiteral("not recorded: no measured process of this mode succeeded");
        return runNext();
    }
    const QDir out(m_set.outDir);
    const QString dir = out.filePath(r.dir);
    QDir().mkpath(dir);
    QString cache;
    if (m_set.settings.cache == QLatin1String("cold"))
        cache = out.filePath(QStringLiteral("cache/") + QFileInfo(r.dir).fileName());
    else if (m_set.settings.cache == QLatin1String("shared"))
        cache = out.filePath(QStringLiteral("cache/shared"));
    run::ChildSpec spec;
    spec.program = m_request.command.first();
    spec.arguments = m_request.command.mid(1);
    spec.workingDir = m_set.workingDir;
    spec.environment = abEnvironment(m_request.environment, m_request.probeDir, r.mode, m_set.settings.parityCalls,
        out.filePath(probeFileName(r)), QFileInfo(r.dir).fileName(), r.record ? QString() : cache);
    if (m_set.settings.whyCalls > 0 && !r.record && r.index == m_set.settings.processes - 1) {
        spec.environment.insert(QStringLiteral("COMPILESCOPE_AB_WHY"), QString::number(m_set.settings.whyCalls));
        spec.environment.insert(QStringLiteral("COMPILESCOPE_AB_WHY_FROM"), whyStarts(r.mode));
    }
    spec.cpus = m_set.settings.cpus;
    r.cpus = spec.cpus;
    const run::MachineLoad before = run::sampleMachineLoad(r.cpus);
    r.loadBefore = before.load1;
    r.mhzBefore = before.meanMHz;
    r.governor = before.governor;
    spec.timeoutMs = m_set.settings.timeoutS > 0 ? m_set.settings.timeoutS * 1000 : 0;
    spec.graceMs = m_request.graceMs;
    spec.stdoutFile = QDir(dir).filePath(QStringLiteral("stdout.txt"));
    spec.stderrFile = QDir(dir).filePath(QStringLiteral("stderr.txt"));
    if (r.record) {
        // A run folder as `record` makes it (run-local caches included), which every view opens.
        const run::RecordLayout layout { dir };
        const run::PreparedEnvironment env = run::recordEnvironment(spec.environment, layout, run::safeLogNames());
        spec.environment = env.environment;
        spec.stdoutFile = layout.stdoutFile();
        spec.stderrFile = layout.stderrFile();
        m_manifest = {};
        m_manifest.kind = QStringLiteral("ab");
        m_manifest.toolVersion = m_set.toolVersion;
        m_manifest.command = m_set.command;
        m_manifest.program = run::ChildProcess::resolveProgram(spec);
        m_manifest.workingDir = m_set.workingDir;
        m_manifest.outDir = dir;
        m_manifest.start = QDateTime::currentDateTimeUtc();
        m_manifest.timeoutS = m_set.settings.timeoutS;
        m_manifest.settings = env.settings;
        m_manifest.overridden = env.overridden;
        m_manifest.machine = m_set.machine;
        (void)run::writeManifest(m_manifest, layout.manifest());
    }
    m_tail = {};
    m_child->start(spec);
}

void AbRunner::pollProbe(qint64 elapsedMs)
{
    if (m_current < 0)
        return;
    const AbProcessRun &r = m_set.runs[m_current];
    constexpr qint64 MaxReadPerTick = 16 << 20; // a backlog is read over the next ticks
    static const QByteArray Call = QByteArrayLiteral("{\"type\":\"call\"");
    auto input = openInputFile(QDir(m_set.outDir).filePath(probeFileName(r)));
    if (input) {
        QFile file;
        if (file.open(input.value().fd, QIODevice::ReadOnly, QFileDevice::AutoCloseHandle)
            && file.seek(m_tail.offset)) {
            const QByteArray data = file.read(MaxReadPerTick);
            m_tail.offset += data.size();
            qsizetype start = 0;
            for (qsizetype i = data.indexOf('\n'); i >= 0; start = i + 1, i = data.indexOf('\n', start)) {
                const QByteArray head = m_tail.lineStart + data.mid(start, std::min<qsizetype>(i - start, Call.size()));
                m_tail.calls += head.startsWith(Call) ? 1 : 0;
                m_tail.lineStart.clear();
            }
            if (m_tail.lineStart.size() < Call.size())
                m_tail.lineStart += data.mid(start, Call.size() - m_tail.lineStart.size());
        }
    }
    Q_EMIT processProgress(r, m_tail.calls, m_expectedCalls, elapsedMs);
}

bool AbRunner::modeRan(const QString &mode) const
{
    for (const AbProcessRun &r : m_set.runs)
        if (!r.record && r.mode == mode && r.succeeded())
            return true;
    return false;
}

void AbRunner::onChildFinished(const run::ChildExit &exit)
{
    if (m_current < 0)
        return;
    AbProcessRun &r = m_set.runs[m_current];
    r.status = run::exitKindName(exit.kind);
    r.exitCode = exit.exitCode;
    r.signal = exit.signal;
    r.elapsedS = exit.elapsedMs / 1000.0;
    r.description = exit.kind == run::ExitKind::FailedToStart ? exit.error : exit.describe();
    if (exit.outputLost()) // its stdout/stderr files have gaps: the notes read from them are incomplete
        r.description += QStringLiteral("; output not all written (%1)").arg(exit.writeError);
    r.stderrTail = QString::fromUtf8(exit.stderrTail.right(4096));
    r.leftoverProcesses = exit.leftoverProcesses;
    r.survivors = exit.survivors;
    r.survivorProcesses = exit.survivorProcesses;
    const run::MachineLoad after = run::sampleMachineLoad(r.cpus);
    r.loadAfter = after.load1;
    r.mhzAfter = after.meanMHz;
    const QDir out(m_set.outDir);
    auto probe = readProbeOutput(out.filePath(probeFileName(r)));
    if (probe)
        r.probe = std::move(probe).value();
    if (!r.record) // the whole stderr, streamed: the notes of the mode (autotuning failures, ...)
        r.stderrNotes = scanStderrFile(out.filePath(stderrFileName(r)));
    // The user's torch says which modes it has: the runs of a mode it lacks never start.
    QString torch, unknown;
    const QStringList known = knownModes(r.probe, &torch, &unknown);
    if (!unknown.isEmpty())
        markUnavailable(unknown, QStringLiteral("torch %1 has no mode '%2'").arg(torch, unknown));
    if (!known.isEmpty())
        for (const QString &mode : m_set.settings.modes)
            if (mode != Eager && !known.contains(mode))
                markUnavailable(mode, QStringLiteral("torch %1 has no mode '%2'").arg(torch, mode));
    if (m_set.settings.cache == QLatin1String("cold") && !m_request.keepCaches)
        QDir(out.filePath(QStringLiteral("cache/") + QFileInfo(r.dir).fileName())).removeRecursively();
    if (exit.kind == run::ExitKind::Cancelled)
        m_stopping = true;
    if (r.record) {
        m_manifest.exit = exit;
        m_manifest.end = exit.end.isValid() ? exit.end : QDateTime::currentDateTimeUtc();
        (void)run::writeManifest(m_manifest, run::RecordLayout { out.filePath(r.dir) }.manifest());
    }
    if (!r.record && r.succeeded()) { // what the next process will likely make
        qint64 calls = 0;
        for (const ProbeProcess &p : r.probe.processes)
            calls += p.callCount();
        if (calls > 0)
            m_expectedCalls = calls;
    }
    (void)writeRunSet(m_set);
    Q_EMIT processFinished(r);
    runNext();
}

// Where `--why` starts tracing each region: half the calls an earlier process made (of the
// same mode when one succeeded, else of any mode), so the warm-up is over; 10 when none ran.
QString AbRunner::whyStarts(const QString &mode) const
{
    QJsonObject starts { { QStringLiteral("*"), 10 } };
    for (const bool sameMode : { false, true })
        for (const AbProcessRun &run : m_set.runs) {
            if (run.record || !run.succeeded() || (sameMode && run.mode != mode))
                continue;
            if (const ProbeProcess *p = run.probe.main())
                for (const ProbeRegion &region : p->regions)
                    if (!region.calls.empty())
                        starts[region.key] = std::max(1, static_cast<int>(region.calls.size()) / 2);
        }
    return QString::fromUtf8(QJsonDocument(starts).toJson(QJsonDocument::Compact));
}

void AbRunner::finishWithError(const QString &error)
{
    AbResult r;
    r.runs = m_set;
    r.error = error;
    r.outcome = QStringLiteral("error");
    m_running = false;
    m_lock.release();
    QTimer::singleShot(0, this, [this, r] { Q_EMIT finished(r); });
}

void AbRunner::finish()
{
    m_set.end = QDateTime::currentDateTimeUtc();
    if (m_set.settings.cache == QLatin1String("cold") && !m_request.keepCaches)
        QDir(m_set.outDir).rmdir(QStringLiteral("cache")); // empty once every process's cache is gone
    AbResult result = analyse(m_set);
    QString error;
    if (auto s = writeRunSet(m_set); !s)
        error = s.error().toString();
    if (auto s = writeOutputFile(QDir(m_set.outDir).filePath(QStringLiteral("ab-result.json")), abJson(result));
        !s && error.isEmpty())
        error = QStringLiteral("cannot write ab-result.json: %1").arg(s.error().message);
    result.error = error;
    m_running = false;
    m_lock.release();
    Q_EMIT finished(result);
}

AbResult AbRunner::runBlocking(const AbRequest &request)
{
    return run::runUntil(this, &AbRunner::finished, [&] { start(request); });
}

} // namespace cs::ab
