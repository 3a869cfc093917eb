#include "cli/codecommand.h"

#include "cli/clifail.h"
#include "core/report/kernelcodetext.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QSet>

#include <cstdio>

namespace cs::app {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(cs::app::Cli)
};

constexpr CliOption CodeOptions[] = {
    { "--kernel", "NAME", QT_TRANSLATE_NOOP("cs::app::Cli", "the kernel (its name, or a part of it that is unique)") },
    { "--variant", "HASH",
        QT_TRANSLATE_NOOP(
            "cs::app::Cli", "the Triton cache entry, where autotuning compiled several (a prefix will do)") },
    { "--line", "N", QT_TRANSLATE_NOOP("cs::app::Cli", "a kernel module line's code in every stage") },
    { "--stage", "KEY",
        QT_TRANSLATE_NOOP("cs::app::Cli",
            "one stage whole, each line with its module line (python, source, ttir, ttgir, llir, ptx, sass)") },
    { "--find", "TEXT", QT_TRANSLATE_NOOP("cs::app::Cli", "the lines of every stage that contain TEXT") },
    { "--top", "N",
        QT_TRANSLATE_NOOP("cs::app::Cli", "module lines listed in the overview (default 15; 0 lists all)") },
    { "--cache", "DIR",
        QT_TRANSLATE_NOOP("cs::app::Cli", "another Inductor/Triton cache to find the kernel in (repeatable)") },
    { "--no-disassemble", nullptr,
        QT_TRANSLATE_NOOP("cs::app::Cli", "do not run nvdisasm on a cubin that has no .sass beside it") },
    { "--json", nullptr,
        QT_TRANSLATE_NOOP(
            "cs::app::Cli", "write JSON to stdout (schema compilescope.kernelcode/1, KERNELCODE_JSON.md)") },
};

struct CodeArgs {
    QStringList paths;
    QString kernel, variant;
    KernelCodeQuery query;
    bool json = false, disassemble = true;
};

const QStringList StageKeys { QStringLiteral("python"), QStringLiteral("source"), QStringLiteral("ttir"),
    QStringLiteral("ttgir"), QStringLiteral("llir"), QStringLiteral("ptx"), QStringLiteral("sass") };

// What is wrong with the query as given (exit 2), or an empty string.
QString queryProblem(const CodeArgs &a, bool lineGiven, bool findGiven)
{
    if (a.paths.isEmpty() || a.kernel.isEmpty())
        return Tr::tr("code: give PATH... --kernel NAME");
    if (lineGiven && a.query.line < 1)
        return Tr::tr("code: --line takes a line number of the kernel module, from 1");
    if (findGiven && a.query.find.isEmpty())
        return Tr::tr("code: --find takes a text to look for");
    if (lineGiven && findGiven)
        return Tr::tr("code: give --line or --find, not both (--stage narrows either to one stage)");
    if (!a.query.stage.isEmpty() && !StageKeys.contains(a.query.stage))
        return Tr::tr("code: no stage %1; the stages are %2").arg(a.query.stage, StageKeys.join(QStringLiteral(", ")));
    return {};
}

// What the stack cannot answer of the query (exit 1, or 2 for a line past the module's end).
int unanswerable(const KernelStack &stack, const KernelCodeQuery &q)
{
    const KernelStage &python = stack.stages.value(0);
    if (q.line > 0 && python.available() && q.line > python.lines.size())
        return cliFail(
            Tr::tr("code: %1 has %n line(s); --line %2 is past its end", nullptr, static_cast<int>(python.lines.size()))
                .arg(python.path, QString::number(q.line)),
            2);
    if (const int i = stack.stageIndex(q.stage); !q.stage.isEmpty() && (i < 0 || !stack.stages[i].available()))
        return cliFail(
            Tr::tr("code: %1 has no %2 stage: %3")
                .arg(stack.kernel, q.stage, i < 0 ? Tr::tr("not kept by this Triton") : stack.stages[i].note));
    return 0;
}

} // namespace

const CliCommand codeCli {
    "code",
    QT_TRANSLATE_NOOP("cs::app::Cli", "a Triton kernel's code from its module down to PTX and SASS, line by line"),
    "PATH... --kernel NAME [--variant HASH] [--line N | --find TEXT] [--stage KEY] [--top N] [--cache DIR]... "
    "[--no-disassemble] [--json]",
    QT_TRANSLATE_NOOP("cs::app::Cli",
        "Reads the kernel's Triton cache entry (TTIR, TTGIR, LLVM IR, PTX, and SASS beside the cubin or made by the "
        "CUDA Toolkit's nvdisasm) and the kernel module Inductor wrote, and ties every line to the module line it "
        "came from through the debug locations. The overview lists the module lines by the machine code they "
        "became; --line shows one line's code at every stage."),
    CodeOptions,
    "PATH",
    nullptr,
    codeCommand,
};

int codeCommand(const QStringList &args)
{
    CodeArgs a;
    QStringList caches;
    bool lineGiven = false, findGiven = false;
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString &o = args[i];
        const bool hasValue = i + 1 < args.size();
        bool ok = true;
        if (o == QLatin1String("--json"))
            a.json = true;
        else if (o == QLatin1String("--no-disassemble"))
            a.disassemble = false;
        else if (o == QLatin1String("--kernel") && hasValue)
            a.kernel = args[++i];
        else if (o == QLatin1String("--variant") && hasValue)
            a.variant = args[++i];
        else if (o == QLatin1String("--stage") && hasValue)
            a.query.stage = args[++i];
        else if (o == QLatin1String("--find") && hasValue) {
            a.query.find = args[++i];
            findGiven = true;
        } else if (o == QLatin1String("--cache") && hasValue)
            caches << args[++i];
        else if ((o == QLatin1String("--line") || o == QLatin1String("--top")) && hasValue) {
            const int n = args[++i].toInt(&ok);
            if (!ok || n < 0)
                return cliFail(Tr::tr("code: %1 takes a whole number ≥ 0, not %2").arg(o, args[i]), 2);
            (o == QLatin1String("--line") ? a.query.line : a.query.top) = n;
            lineGiven = lineGiven || o == QLatin1String("--line");
        } else if (o.startsWith(u'-'))
            return cliFail(Tr::tr("code: unknown option or missing value: %1").arg(o), 2);
        else
            a.paths << o;
    }
    if (const QString problem = queryProblem(a, lineGiven, findGiven); !problem.isEmpty())
        return cliFail(problem, 2);
    for (const QString &p : a.paths + caches)
        if (!QFileInfo::exists(p))
            return cliFail(Tr::tr("code: %1 does not exist").arg(p), 2);
    KernelCache cache;
    cache.scan(a.paths + caches);
    QList<TritonVariant> found;
    for (const TritonVariant &v : stackCandidates(cache, a.kernel))
        if (a.variant.isEmpty() || QFileInfo(v.dir).fileName().startsWith(a.variant))
            found << v;
    // Entries of different kernels (or of one name in different modules: each graph numbers its
    // kernels from 0) are not alternatives: only one kernel's entries are chosen among.
    QSet<QString> kernels;
    for (const TritonVariant &v : found)
        kernels << v.name + u'\n' + v.module;
    if (kernels.size() == 1)
        found = usedVariants(cache, found);
    if (found.isEmpty() && !a.variant.isEmpty() && !stackCandidates(cache, a.kernel).isEmpty())
        return cliFail(
            Tr::tr("code: no cache entry of %1 has a hash starting %2; its entries:").arg(a.kernel, a.variant) + u'\n'
            + formatStackCandidates(stackCandidates(cache, a.kernel)));
    if (found.isEmpty())
        return cliFail(Tr::tr("code: no Triton cache entry of a kernel named like %1 under %2 (give the folder that "
                              "holds the run's Inductor or Triton cache, or --cache DIR)")
                           .arg(a.kernel, (a.paths + caches).join(QStringLiteral(", "))));
    if (found.size() > 1) {
        cliErr() << cliText(Tr::tr("code: %1 matches %n cache entries; name one with --kernel or --variant:", nullptr,
                                static_cast<int>(found.size()))
                                .arg(a.kernel)
            + u'\n' + formatStackCandidates(found));
        return 2;
    }
    const KernelStack stack
        = readKernelStack(found.front(), cache, a.disassemble ? Disassemble::WithNvdisasm : Disassemble::No);
    if (const int rc = unanswerable(stack, a.query))
        return rc;
    const QByteArray out
        = a.json ? formatKernelCodeJson(stack, a.query) : cliText(formatKernelCodeText(stack, a.query)).toUtf8();
    std::fwrite(out.constData(), 1, static_cast<size_t>(out.size()), stdout);
    return 0;
}

} // namespace cs::app
