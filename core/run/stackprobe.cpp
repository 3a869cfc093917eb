#include "core/run/stackprobe.h"

#include "core/util/inputfile.h"
#include "core/util/jsonvalue.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QSysInfo>
#include <QTemporaryDir>
#include <QThread>

namespace cs::run {
namespace {

// Prints one JSON line after a marker, whatever torch prints on import. Only installed
// distributions are imported (torch); triton's version comes from its metadata.
const char *const ProbeScript = R"PY(
import json, sys
r = {"python": sys.version.split()[0], "executable": sys.executable}
try:
    import torch
    r["torch"] = torch.__version__
    r["torch_git"] = getattr(torch.version, "git_version", None)
    r["torch_cuda"] = getattr(torch.version, "cuda", None)
    r["torch_hip"] = getattr(torch.version, "hip", None)
    try:
        r["cudnn"] = str(torch.backends.cudnn.version())
    except Exception:
        pass
    try:
        from torch._logging._internal import log_registry
        r["log_names"] = [n for n in sys.argv[1:] if log_registry.is_artifact(n) or log_registry.is_log(n)]
    except Exception as e:
        r["log_names_error"] = repr(e)
    try:
        r["cuda_available"] = bool(torch.cuda.is_available())
        if r["cuda_available"]:
            gpus = []
            for i in range(torch.cuda.device_count()):
                p = torch.cuda.get_device_properties(i)
                gpus.append({"index": i, "name": p.name, "capability": "%d.%d" % (p.major, p.minor),
                             "memory_bytes": int(p.total_memory)})
            r["gpus"] = gpus
    except Exception as e:
        r["cuda_error"] = "%s: %s" % (type(e).__name__, e)
except Exception as e:
    r["torch_error"] = "%s: %s" % (type(e).__name__, e)
try:
    from importlib.metadata import version
    for dist in ("triton", "pytorch-triton", "pytorch-triton-rocm", "pytorch-triton-xpu"):
        try:
            r["triton"] = version(dist)
            break
        except Exception:
            pass
except Exception:
    pass
sys.stdout.write("\n@@compilescope-probe@@" + json.dumps(r) + "\n")
)PY";

bool isPythonName(const QString &file)
{
    static const QRegularExpression re(QStringLiteral(R"(^python(\d+(\.\d+)?)?$)"));
    return re.match(file).hasMatch();
}

QString str(const QJsonObject &o, const char *key)
{
    const QJsonValue v = o.value(QLatin1String(key));
    return v.isString() ? v.toString() : v.isDouble() ? QString::number(v.toDouble()) : QString();
}

QList<GpuInfo> gpusFrom(const QJsonArray &a)
{
    QList<GpuInfo> out;
    for (const QJsonValue &v : a) {
        const QJsonObject g = v.toObject();
        out.append({ g.value(QLatin1String("index")).toInt(), str(g, "name"), str(g, "capability"),
            wholeNumber(g.value(QLatin1String("memory_bytes"))) });
    }
    return out;
}

QString firstMatch(const QString &file, const QRegularExpression &re)
{
    const auto head = readInputHead(file, 1 << 20);
    if (!head)
        return {};
    const QString text = QString::fromUtf8(head.value());
    const auto m = re.match(text);
    return m.hasMatch() ? m.captured(1).trimmed() : QString();
}

} // namespace

QString pythonForCommand(const ChildSpec &spec, QString *source)
{
    auto found = [&](const QString &path, const char *how) {
        if (source)
            *source = QString::fromLatin1(how);
        return path;
    };
    const QString program = ChildProcess::resolveProgram(spec);
    if (!program.isEmpty()) {
        if (isPythonName(QFileInfo(program).fileName()))
            return found(program, "command");
        if (const auto read = readInputHead(program, 512)) {
            const QByteArray &head = read.value();
            if (head.startsWith("#!")) {
                QStringList words = QString::fromUtf8(head.mid(2, head.indexOf('\n') - 2))
                                        .split(QLatin1Char(' '), Qt::SkipEmptyParts);
                if (!words.isEmpty() && QFileInfo(words.first()).fileName() == QLatin1String("env"))
                    words.removeFirst();
                while (!words.isEmpty() && words.first().startsWith(QLatin1Char('-')))
                    words.removeFirst(); // env -S
                if (!words.isEmpty() && isPythonName(QFileInfo(words.first()).fileName())) {
                    ChildSpec interp = spec;
                    interp.program = words.first();
                    const QString path = ChildProcess::resolveProgram(interp);
                    if (!path.isEmpty())
                        return found(path, "shebang");
                }
            }
        }
    }
    ChildSpec fallback = spec;
    fallback.program = QStringLiteral("python3");
    const QString path = ChildProcess::resolveProgram(fallback);
    return path.isEmpty() ? QString() : found(path, "PATH");
}

StackInfo probeStack(const QString &python, const QProcessEnvironment &environment, const QStringList &logNames,
    int timeoutMs, const std::atomic<bool> *cancel)
{
    StackInfo info;
    info.interpreter = python;
    if (python.isEmpty()) {
        info.error = QStringLiteral("no Python interpreter found (the command is none and python3 is not on PATH)");
        return info;
    }
    QElapsedTimer clock;
    clock.start();
    QTemporaryDir empty; // cwd of the probe: nothing of the user's is importable from it
    QProcess p;
    p.setProgram(python);
    p.setArguments(QStringList { QStringLiteral("-c"), QString::fromUtf8(ProbeScript) } + logNames);
    p.setProcessEnvironment(environment);
    p.setWorkingDirectory(empty.path());
    p.setStandardInputFile(QProcess::nullDevice());
    p.start();
    if (!p.waitForStarted(10000)) {
        info.error = QStringLiteral("%1: %2").arg(python, p.errorString());
        return info;
    }
    while (!p.waitForFinished(100)) {
        if ((cancel && cancel->load()) || clock.elapsed() > timeoutMs) {
            p.kill();
            p.waitForFinished(2000);
            info.error = cancel && cancel->load()
                ? QStringLiteral("cancelled")
                : QStringLiteral("%1 did not answer within %2 s").arg(python).arg(timeoutMs / 1000);
            return info;
        }
    }
    info.seconds = clock.elapsed() / 1000.0;
    const QByteArray out = p.readAllStandardOutput();
    const qsizetype at = out.lastIndexOf("@@compilescope-probe@@");
    if (at < 0) {
        info.error = QStringLiteral("%1 gave no answer (exit code %2): %3")
                         .arg(python)
                         .arg(p.exitCode())
                         .arg(QString::fromUtf8(p.readAllStandardError().right(300)).trimmed());
        return info;
    }
    const QByteArray json = out.mid(at + 22).trimmed();
    const QJsonObject r = QJsonDocument::fromJson(json).object();
    info.ok = true;
    info.python = str(r, "python");
    if (!str(r, "executable").isEmpty())
        info.interpreter = str(r, "executable");
    info.torch = str(r, "torch");
    info.torchGit = str(r, "torch_git");
    info.torchCuda = str(r, "torch_cuda");
    info.torchHip = str(r, "torch_hip");
    info.cudnn = str(r, "cudnn");
    info.triton = str(r, "triton");
    info.cudaAvailable = r.value(QLatin1String("cuda_available")).toBool();
    info.cudaError = str(r, "cuda_error");
    info.gpus = gpusFrom(r.value(QLatin1String("gpus")).toArray());
    info.error = str(r, "torch_error");
    if (r.contains(QLatin1String("log_names"))) {
        info.logNamesKnown = true;
        for (const QJsonValue &v : r.value(QLatin1String("log_names")).toArray())
            info.logNames << v.toString();
    }
    return info;
}

MachineInfo probeMachine()
{
    MachineInfo m;
    m.hostname = QSysInfo::machineHostName();
    m.os = QSysInfo::prettyProductName();
    m.kernel = QSysInfo::kernelType() + QLatin1Char(' ') + QSysInfo::kernelVersion();
    m.arch = QSysInfo::currentCpuArchitecture();
    m.logicalCores = QThread::idealThreadCount();
    m.cpuModel = firstMatch(QStringLiteral("/proc/cpuinfo"),
        QRegularExpression(QStringLiteral(R"(^model name\s*:\s*(.*)$)"), QRegularExpression::MultilineOption));
    const QString kb = firstMatch(QStringLiteral("/proc/meminfo"),
        QRegularExpression(QStringLiteral(R"(^MemTotal:\s*(\d+) kB)"), QRegularExpression::MultilineOption));
    m.memoryBytes = kb.toLongLong() * 1024;
    m.driver = firstMatch(QStringLiteral("/proc/driver/nvidia/version"),
        QRegularExpression(QStringLiteral(R"(Kernel Module\s+(?:for \S+\s+)?([0-9][0-9.]+))")));
    const QString smi = QStandardPaths::findExecutable(QStringLiteral("nvidia-smi"));
    if (smi.isEmpty())
        return m;
    QProcess p;
    p.start(smi,
        { QStringLiteral("--query-gpu=index,name,driver_version,memory.total,compute_cap"),
            QStringLiteral("--format=csv,noheader,nounits") });
    if (!p.waitForFinished(10000)) {
        p.kill();
        p.waitForFinished(1000);
        return m;
    }
    for (const QString &line : QString::fromUtf8(p.readAllStandardOutput()).split(QLatin1Char('\n'))) {
        const QStringList f = line.split(QStringLiteral(", "));
        if (f.size() < 5)
            continue;
        m.gpus.append({ f[0].toInt(), f[1], f[4], f[3].toLongLong() * 1024 * 1024 });
        if (m.driver.isEmpty())
            m.driver = f[2];
    }
    return m;
}

} // namespace cs::run
