#include "core/profiling/kernelstack.h"

#include "core/util/inputfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>

namespace cs {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(cs::KernelStack)
};

constexpr uint64_t StageCap = 256ull << 20;
constexpr int NvdisasmMs = 30000;

QStringList splitLines(const QByteArray &bytes)
{
    QStringList lines = QString::fromUtf8(bytes).split(u'\n');
    if (!lines.isEmpty() && lines.back().isEmpty())
        lines.removeLast();
    for (QString &l : lines)
        if (l.endsWith(u'\r'))
            l.chop(1);
    return lines;
}

// Reads a stage file; the note says why it is empty.
void readStage(KernelStage &stage, const QString &path)
{
    if (!QFileInfo::exists(path)) {
        stage.note = Tr::tr("not in the Triton cache entry (%1)").arg(QFileInfo(path).fileName());
        return;
    }
    stage.path = path;
    const auto bytes = readInputFile(path, StageCap);
    if (!bytes) {
        stage.note = bytes.error().toString();
        return;
    }
    stage.lines = splitLines(bytes.value());
    if (stage.lines.isEmpty())
        stage.note = Tr::tr("%1 is empty").arg(path);
}

// TRITON_NVDISASM_PATH (the one Triton itself would use, e.g. its bundled
// triton/backends/nvidia/bin/nvdisasm), else PATH, $CUDA_HOME/bin, /usr/local/cuda/bin.
QString nvdisasmPath()
{
    if (const QString triton = qEnvironmentVariable("TRITON_NVDISASM_PATH");
        !triton.isEmpty() && QFileInfo(triton).isExecutable())
        return triton;
    QString exe = QStandardPaths::findExecutable(QStringLiteral("nvdisasm"));
    if (exe.isEmpty())
        exe = QStandardPaths::findExecutable(QStringLiteral("nvdisasm"),
            { qEnvironmentVariable("CUDA_HOME") + QStringLiteral("/bin"), QStringLiteral("/usr/local/cuda/bin") });
    return exe;
}

// SASS with line info, inlining chains included (-gi), from the CUDA Toolkit's disassembler run
// on the cubin (no shell).
void disassemble(KernelStage &stage, const QString &cubin)
{
    const QString exe = nvdisasmPath();
    if (exe.isEmpty()) {
        stage.note = Tr::tr("no .sass in the cache entry, and no nvdisasm to make it (set TRITON_NVDISASM_PATH to "
                            "Triton's own, triton/backends/nvidia/bin/nvdisasm, or put the CUDA Toolkit's on PATH)");
        return;
    }
    QProcess p;
    p.setProcessChannelMode(QProcess::SeparateChannels);
    p.start(exe, { QStringLiteral("-gi"), QStringLiteral("-c"), cubin });
    if (!p.waitForFinished(NvdisasmMs)) {
        p.kill();
        p.waitForFinished(1000);
        stage.note = Tr::tr("nvdisasm did not finish disassembling %1 in %2 s").arg(cubin).arg(NvdisasmMs / 1000);
        return;
    }
    if (p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0) {
        stage.note = Tr::tr("nvdisasm could not disassemble %1: %2")
                         .arg(cubin, QString::fromUtf8(p.readAllStandardError().left(400)).trimmed());
        return;
    }
    const QByteArray text = p.readAllStandardOutput();
    if (static_cast<uint64_t>(text.size()) > StageCap) {
        stage.note = Tr::tr("nvdisasm wrote more than %1 for %2").arg(byteSizeText(StageCap), cubin);
        return;
    }
    stage.path = cubin;
    stage.lines = splitLines(text);
    stage.note = Tr::tr("disassembled here by nvdisasm -gi");
}

IrLocations pythonLocations(const QStringList &lines, const QString &moduleFile)
{
    IrLocations out;
    out.files << moduleFile;
    out.lines.reserve(lines.size());
    for (int i = 0; i < lines.size(); ++i)
        out.lines << IrLoc { 0, i + 1, 0 };
    return out;
}

} // namespace

int KernelStack::stageIndex(const QString &key) const
{
    for (int i = 0; i < stages.size(); ++i)
        if (stages[i].key == key)
            return i;
    return -1;
}

int KernelStack::moduleLine(int stage, int line) const
{
    if (stage < 0 || stage >= stages.size() || line < 0 || line >= stages[stage].locs.lines.size())
        return 0;
    const IrLocations &l = stages[stage].locs;
    const IrLoc &at = l.lines[line];
    return at.known() && irFileName(l.files[at.file]) == moduleFile ? at.line : 0;
}

QList<int> KernelStack::linesOf(int stage, int line) const
{
    QList<int> out;
    if (stage < 0 || stage >= stages.size() || line <= 0)
        return out;
    for (int i = 0; i < stages[stage].locs.lines.size(); ++i)
        if (stages[stage].locs.lines[i].line == line && moduleLine(stage, i) == line)
            out << i;
    return out;
}

int KernelStack::linkedLines(int stage) const
{
    int n = 0;
    for (int i = 0; stage >= 0 && stage < stages.size() && i < stages[stage].locs.lines.size(); ++i)
        n += moduleLine(stage, i) > 0;
    return n;
}

KernelStack readKernelStack(const TritonVariant &variant, const KernelCache &cache, Disassemble sass)
{
    KernelStack stack;
    stack.kernel = variant.name;
    stack.variant = variant;
    stack.moduleFile = variant.module;
    const QString base = variant.dir + QLatin1Char('/') + variant.stem;

    KernelStage python { QStringLiteral("python"), QStringLiteral("Python"), {}, {}, {}, {} };
    // The module under the folders opened, else where the IR says it is when that is on this machine.
    QString module = variant.module.isEmpty() ? QString() : cache.modulePath(variant.module);
    if (module.isEmpty() && !variant.modulePath.isEmpty())
        module = cache.modulePath(variant.modulePath);
    if (!module.isEmpty())
        readStage(python, module);
    else
        python.note = Tr::tr("the kernel module %1 is not under the folders opened (the Inductor cache)")
                          .arg(variant.module.isEmpty() ? Tr::tr("(not named by the IR)") : variant.module);
    python.locs = pythonLocations(python.lines, stack.moduleFile);
    stack.stages << python;

    struct Ir {
        const char *key, *title, *ext;
        IrLocations (*locate)(const QStringList &, const QString &);
    };
    static constexpr Ir irs[] = {
        { "source", "TTIR (traced)", ".source", mlirLocations },
        { "ttir", "TTIR", ".ttir", mlirLocations },
        { "ttgir", "TTGIR", ".ttgir", mlirLocations },
        { "llir", "LLVM IR", ".llir", llvmLocations },
        { "ptx", "PTX", ".ptx", ptxLocations },
        { "sass", "SASS", ".sass", sassLocations },
    };
    for (const Ir &ir : irs) {
        KernelStage stage { QLatin1String(ir.key), QLatin1String(ir.title), {}, {}, {}, {} };
        const QString path = base + QLatin1String(ir.ext);
        const bool noSass = stage.key == QLatin1String("sass") && !QFileInfo::exists(path) && variant.compiled;
        if (noSass && sass == Disassemble::WithNvdisasm)
            disassemble(stage, variant.cubin());
        else if (noSass)
            stage.note = Tr::tr("no .sass beside the cubin, and disassembling it was not asked for");
        else
            readStage(stage, path);
        if (stage.key == QLatin1String("source") && !stage.available())
            continue; // Tritons before 3.5 keep no traced IR: nothing to say
        stage.locs = ir.locate(stage.lines, stack.moduleFile);
        stack.stages << stage;
        // Lines, but none tied to the module: a damaged or cut file, or one written without debug info.
        if (stage.available() && stack.linkedLines(static_cast<int>(stack.stages.size()) - 1) == 0
            && stage.note.isEmpty())
            stack.stages.back().note = Tr::tr("no line of %1 carries a location in the kernel module: the file is "
                                              "damaged or cut short, or was compiled without line info")
                                           .arg(stage.path);
    }
    return stack;
}

QList<TritonVariant> stackCandidates(const KernelCache &cache, const QString &kernel)
{
    QList<TritonVariant> exact, partial;
    for (const TritonVariant &v : cache.everyVariant()) {
        if (v.name == kernel)
            exact << v;
        else if (v.name.contains(kernel))
            partial << v;
    }
    return exact.isEmpty() ? partial : exact;
}

QList<TritonVariant> usedVariants(const KernelCache &cache, const QList<TritonVariant> &found, const QString &binary)
{
    if (found.size() < 2)
        return found;
    for (const TritonVariant &v : found)
        if (!binary.isEmpty() && v.cubin() == binary)
            return { v };
    for (const TritonVariant &v : found)
        for (const BestConfig &c :
            v.module.isEmpty() ? QList<BestConfig> {} : cache.bestConfigsBeside(cache.modulePath(v.module)))
            if (!c.tritonHash.isEmpty() && c.tritonHash == QFileInfo(v.dir).fileName())
                return { v };
    return found;
}

} // namespace cs
