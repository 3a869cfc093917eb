#include "core/run/recording.h"

#include <QDir>
#include <QDirIterator>
#include <QFileInfo>
#include <QThread>
#include <QTimer>

namespace cs::run {

struct Recording::ProbeResult {
    StackInfo stack;
    MachineInfo machine;
};

CaptureSummary summarizeCapture(const RecordLayout &layout)
{
    CaptureSummary s;
    for (const QFileInfo &f : QDir(layout.trace()).entryInfoList(QDir::Files)) {
        ++s.traceFiles;
        s.traceBytes += f.size();
    }
    s.stdoutBytes = QFileInfo(layout.stdoutFile()).size();
    s.stderrBytes = QFileInfo(layout.stderrFile()).size();
    for (const QFileInfo &run : QDir(layout.debugRoot()).entryInfoList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        ++s.debugRuns;
        s.debugGraphs += static_cast<int>(QDir(run.filePath() + QStringLiteral("/torchinductor"))
                                              .entryList({ QStringLiteral("model__*") }, QDir::Dirs)
                                              .size());
    }
    QDirIterator it(layout.cache(), QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QFileInfo f(it.next());
        const QString name = f.fileName();
        const bool generated = name.startsWith(QLatin1Char('c')) && f.dir().dirName().size() == 2;
        if (generated && (name.endsWith(QLatin1String(".py")) || name.endsWith(QLatin1String(".cpp"))))
            ++s.cacheSources;
        else if (generated && name.endsWith(QLatin1String(".so")))
            ++s.cacheLibraries;
        else if (name.endsWith(QLatin1String(".cubin")) || name.endsWith(QLatin1String(".hsaco")))
            ++s.tritonKernels;
    }
    return s;
}

Recording::Recording(QObject *parent)
    : QObject(parent)
    , m_child(new ChildProcess(this))
{
    qRegisterMetaType<cs::run::RecordResult>();
    connect(m_child, &ChildProcess::started, this, &Recording::started);
    connect(m_child, &ChildProcess::output, this, &Recording::output);
    connect(m_child, &ChildProcess::progress, this, &Recording::progress);
    connect(m_child, &ChildProcess::finished, this, &Recording::onChildFinished);
}

Recording::~Recording()
{
    if (m_cancel)
        m_cancel->store(true);
    if (m_probe) {
        m_probe->wait();
        delete m_probe;
    }
}

// What a run whose output could not all be written says: which file lost how much, and why.
static QString lostOutputMessage(const ChildExit &exit)
{
    QStringList parts;
    if (exit.lostBytes[0] > 0)
        parts << QStringLiteral("%1 bytes of stdout.txt").arg(exit.lostBytes[0]);
    if (exit.lostBytes[1] > 0)
        parts << QStringLiteral("%1 bytes of torch_logs.txt (stderr)").arg(exit.lostBytes[1]);
    return QStringLiteral("the command's output was not all written (%1): %2 lost; those files have gaps, "
                          "the run is incomplete (manifest.json exit.output_lost)")
        .arg(exit.writeError, parts.join(QStringLiteral(" and ")));
}

void Recording::finishWithError(const QString &error)
{
    RecordResult r;
    r.error = error;
    r.outDir = m_layout.dir;
    r.manifest = m_manifest;
    m_running = false;
    m_lock.release();
    QTimer::singleShot(0, this, [this, r] { Q_EMIT finished(r); });
}

void Recording::start(const RecordRequest &request)
{
    Q_ASSERT(!m_running);
    m_running = true;
    m_request = request;
    m_layout = {};
    m_manifest = {};
    m_manifest.toolVersion = request.toolVersion;
    m_manifest.command = request.command;
    m_manifest.workingDir
        = QDir(request.workingDir.isEmpty() ? QDir::currentPath() : request.workingDir).absolutePath();
    m_manifest.timeoutS = request.timeoutS;
    if (request.command.isEmpty())
        return finishWithError(QStringLiteral("no command given"));
    const auto dir = createRunFolder(request.outDir, request.baseDir);
    if (!dir)
        return finishWithError(dir.error().toString());
    auto lock = RunFolderLock::acquire(dir.value());
    if (!lock)
        return finishWithError(lock.error().toString());
    m_lock = std::move(lock).value();
    m_layout.dir = dir.value();
    m_manifest.outDir = m_layout.dir;
    Q_EMIT folderCreated(m_layout.dir);

    ChildSpec spec;
    spec.program = request.command.first();
    spec.workingDir = m_manifest.workingDir;
    spec.environment = request.environment;
    QString source;
    const QString python = pythonForCommand(spec, &source);
    Q_EMIT probing(python);
    m_probed = std::make_shared<ProbeResult>();
    m_cancel = std::make_shared<std::atomic<bool>>(false);
    m_probe = QThread::create([probed = m_probed, cancel = m_cancel, python, source, env = request.environment] {
        probed->stack = probeStack(python, env, recordLogNames(), 60000, cancel.get());
        probed->stack.interpreterSource = source;
        probed->machine = probeMachine();
    });
    connect(m_probe, &QThread::finished, this, &Recording::onProbed);
    m_probe->start();
}

void Recording::requestStop()
{
    if (!m_running)
        return;
    if (m_cancel)
        m_cancel->store(true);
    if (m_child->isRunning())
        m_child->requestStop();
}

void Recording::onProbed()
{
    m_probe->deleteLater();
    m_probe = nullptr;
    m_manifest.stack = m_probed->stack;
    m_manifest.machine = m_probed->machine;
    const QStringList logs = m_manifest.stack.logNamesKnown ? m_manifest.stack.logNames : safeLogNames();
    const PreparedEnvironment env = recordEnvironment(m_request.environment, m_layout, logs);
    m_manifest.settings = env.settings;
    m_manifest.overridden = env.overridden;
    NamedValues inherited;
    for (const auto &kv : relevantVariables(m_request.environment)) {
        bool ours = false;
        for (const auto &s : env.settings)
            ours = ours || s.first == kv.first;
        if (!ours)
            inherited << kv;
    }
    m_manifest.inherited = inherited;
    m_manifest.files = { { QStringLiteral("trace"), QStringLiteral("trace") },
        { QStringLiteral("torch_logs"), QStringLiteral("torch_logs.txt") },
        { QStringLiteral("stdout"), QStringLiteral("stdout.txt") },
        { QStringLiteral("debug"), QStringLiteral("torch_compile_debug") },
        { QStringLiteral("inductor_cache"), QStringLiteral("cache") },
        { QStringLiteral("triton_cache"), QStringLiteral("cache/triton") } };

    ChildSpec spec;
    spec.program = m_request.command.first();
    spec.arguments = m_request.command.mid(1);
    spec.workingDir = m_manifest.workingDir;
    spec.environment = env.environment;
    spec.timeoutMs = m_request.timeoutS > 0 ? m_request.timeoutS * 1000 : 0;
    spec.graceMs = m_request.graceMs;
    spec.stdoutFile = m_layout.stdoutFile();
    spec.stderrFile = m_layout.stderrFile();
    m_manifest.program = ChildProcess::resolveProgram(spec);
    m_manifest.start = QDateTime::currentDateTimeUtc();

    if (m_cancel->load()) { // stopped while asking Python: the command never ran
        ChildExit e;
        e.kind = ExitKind::Cancelled;
        e.error = QStringLiteral("cancelled before the command started");
        e.start = e.end = m_manifest.start;
        return onChildFinished(e);
    }
    const Status written = writeManifest(m_manifest, m_layout.manifest());
    if (!written)
        return finishWithError(written.error().toString());
    m_child->start(spec);
}

void Recording::onChildFinished(const ChildExit &exit)
{
    m_manifest.exit = exit;
    m_manifest.start = exit.start.isValid() ? exit.start : m_manifest.start;
    m_manifest.end = exit.end.isValid() ? exit.end : QDateTime::currentDateTimeUtc();
    RecordResult r;
    r.outDir = m_layout.dir;
    const Status written = writeManifest(m_manifest, m_layout.manifest());
    QStringList errors; // a disk that stays full loses the manifest too: both are said
    if (exit.outputLost())
        errors << lostOutputMessage(exit);
    if (!written)
        errors << written.error().toString();
    r.error = errors.join(QStringLiteral("\n"));
    r.manifest = m_manifest;
    r.captured = summarizeCapture(m_layout);
    m_running = false;
    m_lock.release();
    Q_EMIT finished(r);
}

RecordResult Recording::runBlocking(const RecordRequest &request)
{
    return runUntil(this, &Recording::finished, [&] { start(request); });
}

} // namespace cs::run
