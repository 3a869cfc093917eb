#include "core/profiling/kernelplan.h"

#include "core/analysis/compiletimefinding.h"
#include "core/analysis/outputcode.h"
#include "core/graph/graphcatalog.h"
#include "core/ingest/runloader.h"
#include "core/profiling/wrappercode.h"
#include "core/util/inputfile.h"

#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QRegularExpression>
#include <QSet>

#include <optional>

namespace cs {
namespace {

// Signature entries of `triton_meta={'signature': {'in_ptr0': '*fp32', ...}}`, in order.
QList<QPair<QString, QString>> tritonSignature(const QString &def)
{
    QList<QPair<QString, QString>> out;
    const qsizetype at = def.indexOf(QLatin1String("'signature': {"));
    if (at < 0)
        return out;
    const qsizetype end = def.indexOf(u'}', at);
    static const QRegularExpression entry(QStringLiteral(R"('([^']+)':\s*'([^']+)')"));
    auto it = entry.globalMatch(def.mid(at + 14, end - at - 14));
    while (it.hasNext()) {
        const auto m = it.next();
        out << qMakePair(m.captured(1), m.captured(2));
    }
    return out;
}

QStringList tritonConstants(const QString &def)
{
    QStringList out;
    const qsizetype at = def.indexOf(QLatin1String("'constants': {"));
    if (at < 0)
        return out;
    const qsizetype end = def.indexOf(u'}', at);
    static const QRegularExpression key(QStringLiteral(R"('([^']+)':)"));
    auto it = key.globalMatch(def.mid(at + 14, end - at - 14));
    while (it.hasNext())
        out << it.next().captured(1);
    return out;
}

QString metaString(const QString &def, const QString &key)
{
    const QRegularExpression re(QStringLiteral("'%1':\\s*'([^']*)'").arg(key));
    return re.match(def).captured(1);
}

QString tritonDtype(const QString &torchDtype)
{
    static const QHash<QString, QString> map { { QStringLiteral("float32"), QStringLiteral("fp32") },
        { QStringLiteral("float16"), QStringLiteral("fp16") }, { QStringLiteral("bfloat16"), QStringLiteral("bf16") },
        { QStringLiteral("float64"), QStringLiteral("fp64") }, { QStringLiteral("int64"), QStringLiteral("i64") },
        { QStringLiteral("int32"), QStringLiteral("i32") }, { QStringLiteral("int16"), QStringLiteral("i16") },
        { QStringLiteral("int8"), QStringLiteral("i8") }, { QStringLiteral("uint8"), QStringLiteral("u8") },
        { QStringLiteral("bool"), QStringLiteral("i1") },
        { QStringLiteral("float8_e4m3fn"), QStringLiteral("fp8e4nv") },
        { QStringLiteral("float8_e5m2"), QStringLiteral("fp8e5") } };
    return map.value(torchDtype, QStringLiteral("fp32"));
}

int tritonDtypeSize(const QString &t)
{
    if (t == QLatin1String("fp64") || t == QLatin1String("i64") || t == QLatin1String("u64"))
        return 8;
    if (t == QLatin1String("fp32") || t == QLatin1String("i32") || t == QLatin1String("u32"))
        return 4;
    if (t == QLatin1String("fp16") || t == QLatin1String("bf16") || t == QLatin1String("i16"))
        return 2;
    return 1;
}

// The C++ type of a cpp_pybinding argument as a Triton-style dtype: 'const float*' → fp32.
QString cppDtype(QString type)
{
    type.remove(QLatin1String("const")).remove(u'*');
    type = type.trimmed();
    static const QHash<QString, QString> map { { QStringLiteral("float"), QStringLiteral("fp32") },
        { QStringLiteral("double"), QStringLiteral("fp64") }, { QStringLiteral("int64_t"), QStringLiteral("i64") },
        { QStringLiteral("int32_t"), QStringLiteral("i32") }, { QStringLiteral("int16_t"), QStringLiteral("i16") },
        { QStringLiteral("int8_t"), QStringLiteral("i8") }, { QStringLiteral("uint8_t"), QStringLiteral("u8") },
        { QStringLiteral("bool"), QStringLiteral("i1") }, { QStringLiteral("at::BFloat16"), QStringLiteral("bf16") },
        { QStringLiteral("bfloat16"), QStringLiteral("bf16") }, { QStringLiteral("at::Half"), QStringLiteral("fp16") },
        { QStringLiteral("half"), QStringLiteral("fp16") } };
    return map.value(type);
}

// A tensor argument: storage for its whole extent, and its bytes counted once for bandwidth.
bool addPointer(KernelPlan &p, const WrapperCode &w, const QString &param, const QString &arg, const QString &dtype,
    QSet<QString> &counted)
{
    const WrapperTensor *t = w.tensor(arg);
    if (!t) {
        p.problem = QStringLiteral("argument %1 (%2) is not a tensor the generated code defines").arg(param, arg);
        return false;
    }
    const int size = tritonDtypeSize(t->dtype.isEmpty() ? dtype : tritonDtype(t->dtype));
    PlanArg a;
    a.name = param;
    a.dtype = dtype.isEmpty() ? tritonDtype(t->dtype) : dtype;
    a.bytes = t->extent() * size;
    p.args << a;
    if (!counted.contains(arg)) {
        counted << arg;
        p.bytesMoved += t->numel() * size;
    }
    return true;
}

// `'kernel_num_gb': 0.004718592, 'kernel_flop': 0` in the decorator's inductor_meta.
void readInductorEstimates(KernelPlan &p, const QString &defText)
{
    static const QRegularExpression gb(QStringLiteral("'kernel_num_gb':\\s*([0-9.eE+-]+)"));
    static const QRegularExpression flop(QStringLiteral("'kernel_flop':\\s*([0-9.eE+-]+)"));
    bool ok = false;
    if (const auto m = gb.match(defText); m.hasMatch())
        if (const double v = m.captured(1).toDouble(&ok); ok && v > 0 && v < 1e9)
            p.inductorBytes = static_cast<int64_t>(v * 1e9 + 0.5);
    if (const auto m = flop.match(defText); m.hasMatch())
        if (const double v = m.captured(1).toDouble(&ok); ok && v >= 0 && v < 1e21)
            p.inductorFlops = v;
}

void useVariant(KernelPlan &p, const TritonVariant &v)
{
    p.binary = v.cubin();
    p.function = v.name;
    p.warps = v.warps;
    p.ctas = v.ctas;
    p.stages = v.stages;
    p.shared = v.shared;
    p.globalScratch = v.globalScratch;
    p.globalScratchAlign = v.globalScratchAlign;
    p.profileScratch = v.profileScratch;
    p.profileScratchAlign = v.profileScratchAlign;
    p.pdl = v.pdl;
    p.cooperative = v.cooperative;
    p.tritonVersion = v.tritonVersion;
}

void planTriton(KernelPlan &p, const TritonVariant &variant, const QString &defText, const WrapperCode &w,
    const WrapperLaunch &launch)
{
    useVariant(p, variant);
    const auto signature = tritonSignature(defText);
    const QStringList constants = tritonConstants(defText);
    const QString gridType = metaString(defText, QStringLiteral("grid_type"));
    QList<QPair<QString, QString>> runtime; // parameters passed at launch
    for (const auto &s : signature) // constants are passed at launch even when typed constexpr
        if (s.second != QLatin1String("constexpr") || constants.contains(s.first))
            runtime << s;
    const bool fixedGrid = gridType == QLatin1String("FixedGrid");
    if (launch.args.size() != runtime.size() + (fixedGrid ? 3 : 0)) {
        p.problem = QStringLiteral("the launch passes %1 arguments, the signature has %2")
                        .arg(launch.args.size())
                        .arg(runtime.size());
        return;
    }
    const QString stem = p.binary.left(p.binary.size() - 6); // without ".cubin"
    const QStringList params = ptxParams(stem + QStringLiteral(".ptx"), p.function);
    QSet<QString> counted;
    QHash<QString, int64_t> numels;
    for (qsizetype i = 0; i < runtime.size(); ++i) {
        const auto &[name, type] = runtime[i];
        const QString &arg = launch.args[i];
        if (type.startsWith(u'*')) {
            if (!addPointer(p, w, name, arg, type.mid(1), counted))
                return;
            continue;
        }
        // A scalar read from a 0-d tensor at run time (`arg2_1.item()`): any value times the same.
        const auto value = arg.endsWith(QLatin1String(".item()")) ? std::optional<int64_t>(1) : w.integer(arg);
        bool isFloat = false;
        const double f = arg.toDouble(&isFloat);
        if (!value && !isFloat) {
            p.problem = QStringLiteral("cannot evaluate scalar %1 = %2").arg(name, arg);
            return;
        }
        if (name.endsWith(QLatin1String("numel")))
            numels.insert(name.left(name.size() - 5), value.value_or(0));
        if (constants.contains(name))
            continue; // fixed at compile time: not a parameter of the cubin
        PlanArg a;
        a.name = name;
        a.kind = type == QLatin1String("i64") ? PlanArg::Kind::I64
            : type == QLatin1String("fp32")   ? PlanArg::Kind::F32
            : type == QLatin1String("fp64")   ? PlanArg::Kind::F64
                                              : PlanArg::Kind::I32;
        a.intValue = value.value_or(0);
        a.floatValue = value ? static_cast<double>(*value) : f;
        p.args << a;
    }
    p.scratchPointers = static_cast<int>(params.size() - p.args.size());
    if (params.isEmpty() || p.scratchPointers < 0 || p.scratchPointers > 2) {
        p.problem = QStringLiteral("the cubin's entry has %1 parameters, the launch gives %2")
                        .arg(params.size())
                        .arg(p.args.size());
        return;
    }
    QStringList config;
    if (fixedGrid) {
        for (int i = 0; i < 3; ++i)
            p.grid[i] = static_cast<int>(w.integer(launch.args[runtime.size() + i]).value_or(0));
    } else if (gridType.isEmpty() || gridType.startsWith(QLatin1String("Grid"))) {
        for (const AxisBlock &b : ttirBlocks(stem + QStringLiteral(".ttir"))) {
            const int64_t numel = numels.value(QString(b.var), 1);
            const int64_t blocks = (numel + b.block - 1) / b.block;
            if (blocks > (b.axis == 0 ? INT32_MAX : 65535)) {
                p.problem = QStringLiteral("grid axis %1 needs %2 blocks (more than one launch allows)")
                                .arg(b.axis)
                                .arg(blocks);
                return;
            }
            p.grid[b.axis] = static_cast<int>(blocks);
            config << QStringLiteral("%1BLOCK=%2").arg(b.var.toUpper()).arg(b.block);
        }
    } else {
        p.problem = QStringLiteral("grid type %1 is not supported yet").arg(gridType);
        return;
    }
    if (const int64_t r0 = ttirReductionBlock(stem + QStringLiteral(".ttir")))
        config << QStringLiteral("R0_BLOCK=%1").arg(r0);
    config << QStringLiteral("num_warps=%1").arg(p.warps) << QStringLiteral("num_stages=%1").arg(p.stages);
    p.config = config.join(u' ');
}

void planCpp(
    KernelPlan &p, const QString &defText, const WrapperCode &w, const WrapperLaunch &launch, KernelCache &cache)
{
    const qsizetype open = defText.indexOf(QLatin1String("cpp_pybinding(["));
    const qsizetype close = defText.indexOf(QLatin1String("],"), open);
    const qsizetype srcStart = defText.indexOf(QLatin1String("'''"), close);
    const qsizetype srcEnd = defText.lastIndexOf(QLatin1String("'''"));
    if (open < 0 || close < 0 || srcStart < 0 || srcEnd <= srcStart) {
        p.problem = QStringLiteral("unrecognised C++ kernel definition");
        return;
    }
    QStringList types;
    static const QRegularExpression quoted(QStringLiteral(R"('([^']*)')"));
    auto it = quoted.globalMatch(defText.mid(open + 15, close - open - 15));
    while (it.hasNext())
        types << it.next().captured(1);
    const QString source = defText.mid(srcStart + 3, srcEnd - srcStart - 3);
    const qsizetype externC = source.indexOf(QLatin1String("extern \"C\""));
    p.binary = cache.cppLibrary(externC >= 0 ? source.mid(externC) : source);
    p.function = QStringLiteral("kernel");
    if (p.binary.isEmpty()) {
        p.problem = QStringLiteral("no compiled library holding this kernel in the Inductor caches found");
        return;
    }
    if (types.size() != launch.args.size()) {
        p.problem = QStringLiteral("the call passes %1 arguments, the kernel takes %2")
                        .arg(launch.args.size())
                        .arg(types.size());
        return;
    }
    QSet<QString> counted;
    for (qsizetype i = 0; i < types.size(); ++i) {
        const QString name = QStringLiteral("arg%1").arg(i);
        if (types[i].endsWith(u'*')) {
            if (!addPointer(p, w, name, launch.args[i], cppDtype(types[i]), counted))
                return;
            continue;
        }
        const auto value = w.integer(launch.args[i]);
        if (!value) {
            p.problem = QStringLiteral("cannot evaluate scalar argument %1").arg(launch.args[i]);
            return;
        }
        PlanArg a;
        a.name = name;
        a.kind = PlanArg::Kind::I64;
        a.intValue = *value;
        p.args << a;
    }
    p.config = QStringLiteral("C++");
}

// Plans alike in everything the runner does, of the same code, are one plan: the first is kept,
// and knows the other compile ids that launch it.
QList<KernelPlan> distinctPlans(const QList<KernelPlan> &plans)
{
    QList<KernelPlan> out;
    QHash<QString, qsizetype> seen;
    for (const KernelPlan &p : plans) {
        // The code too: kernels of one name in several graphs of a compile id (forward and
        // backward, DDPOptimizer's children) launched alike are still different kernels.
        QStringList key { p.kind, p.name, kernelCodeHash(p.source, p.name),
            p.kind == QLatin1String("triton") ? p.module : p.binary, p.function, p.config,
            KernelPlan::choiceName(p.choice), p.problem,
            QStringLiteral("%1,%2,%3").arg(p.grid[0]).arg(p.grid[1]).arg(p.grid[2]) };
        for (const PlanArg &a : p.args)
            key << QStringLiteral("%1:%2:%3:%4:%5").arg(a.name, a.dtype).arg(a.bytes).arg(a.intValue).arg(a.floatValue);
        const QString k = key.join(QChar(0x1f));
        if (const auto it = seen.constFind(k); it != seen.cend()) {
            KernelPlan &kept = out[*it];
            if (p.compileId != kept.compileId && !kept.alsoIn.contains(p.compileId))
                kept.alsoIn << p.compileId;
            for (const QString &place : QStringList { p.place() } + p.sameIn)
                if (place != kept.place() && !kept.sameIn.contains(place))
                    kept.sameIn << place;
            continue;
        }
        seen.insert(k, out.size());
        out << p;
    }
    return out;
}

// The graph each output code record was generated for, by (log, record): its part and AOT
// compilation as the graph catalog places them ("forward", "submod_0 backward").
QHash<QPair<int, uint32_t>, QString> graphsOfOutputCode(const LoadedRun &run)
{
    QHash<QPair<int, uint32_t>, QString> out;
    for (const GraphEntry &g : listGraphs(run, false)) {
        if (g.outputCodeRecord == GraphEntry::NoRecord || g.log < 0)
            continue;
        QStringList words;
        if (!g.unitLabel.isEmpty())
            words << g.unitLabel;
        if (!g.part.isEmpty())
            words << g.part;
        out.insert({ g.log, g.outputCodeRecord }, words.join(u' '));
    }
    return out;
}

} // namespace

QString KernelPlan::place() const
{
    const QString id = rankedCompileId(compileId, rank, rank >= 0);
    return graph.isEmpty() ? id : QStringLiteral("%1 %2").arg(id, graph);
}

QList<WrapperSource> wrapperSources(const LoadedRun &run)
{
    QList<WrapperSource> out;
    QHash<QByteArray, qsizetype> seen;
    // A trace's code is a graph's (`graph`, `rank`); a debug folder's or loose file's copy of code
    // a trace holds names no other graph, and is no kernel of its own (`inTrace` false).
    auto add = [&](const QString &compileId, const QString &origin, std::string text, const QString &graph = {},
                   int rank = -1, bool inTrace = false) {
        const QByteArray hash = QCryptographicHash::hash(
            QByteArrayView(text.data(), static_cast<qsizetype>(text.size())), QCryptographicHash::Sha1);
        if (text.empty())
            return;
        if (const auto it = seen.constFind(hash); it != seen.cend()) {
            if (!inTrace)
                return;
            KernelPlan where;
            where.compileId = compileId;
            where.graph = graph;
            where.rank = rank;
            out[*it].sameIn << where.place();
            if (compileId != out[*it].compileId && !out[*it].alsoIn.contains(compileId))
                out[*it].alsoIn << compileId;
            return;
        }
        seen.insert(hash, out.size());
        out << WrapperSource { compileId, origin, std::move(text), graph, rank, {}, {}, {} };
    };
    const bool multiRank = run.logs.size() > 1;
    const QHash<QPair<int, uint32_t>, QString> graphs = graphsOfOutputCode(run);
    for (size_t li = 0; li < run.logs.size(); ++li) {
        const TraceLog &log = *run.logs[li];
        for (const CompileSummary &c : run.overviews[li]->compiles) {
            const qsizetype first = out.size();
            QList<TemplateChoice> choices;
            for (uint32_t ri : c.records) {
                const TraceRecord &r = log.records[ri];
                const std::string kind = log.kindName(r);
                if (kind == "artifact:inductor_output_code" || kind == "inductor_output_code")
                    add(c.id.toString(), QStringLiteral("%1:%2").arg(log.source->path()).arg(r.line), log.payload(r),
                        graphs.value({ int(li), ri }), multiRank ? log.rank : -1, true);
                else if (kind == "chromium_event" && r.hasPayload)
                    if (const auto choice = templateChoice(log.payload(r)))
                        choices << *choice;
            }
            for (qsizetype i = first; i < out.size(); ++i)
                out[i].templateChoices = choices;
        }
    }
    auto addFile = [&](const QString &compileId, const QString &path) {
        if (const auto code = readInputFile(path, GeneratedCodeCap))
            add(compileId, path, code.value().toStdString());
    };
    for (const DebugRun &d : run.debugRuns)
        for (const DebugGraph &g : d.graphs)
            if (!g.outputCode.path.isEmpty())
                addFile(g.name, g.outputCode.path);
    for (const OutputCode &o : run.outputCodes)
        addFile(QFileInfo(o.path).fileName(), o.path);
    return out;
}

QList<KernelPlan> planAotiPackages(const LoadedRun &run)
{
    QList<KernelPlan> plans;
    for (const Pt2Archive &a : run.archives) {
        if (a.kind != Pt2Archive::Kind::AotInductor)
            continue;
        KernelPlan p;
        p.name = QFileInfo(a.path).fileName();
        p.id = QStringLiteral("aoti:") + a.path;
        p.kind = QStringLiteral("aoti");
        p.compileId = QStringLiteral("aoti");
        p.binary = a.path;
        p.inputs = a.inputs;
        p.config = a.device;
        p.launches = 1;
        p.problem = a.inputsProblem;
        if (p.problem.isEmpty() && a.inputs.isEmpty())
            p.problem = QStringLiteral("the package's inputs are not recorded in its wrapper");
        plans << p;
        for (const AotiModel &m : a.aotiModels) {
            QHash<QString, int> launchCount; // one pass over the launches, not one per kernel
            for (const KernelLaunch &l : m.code.launches)
                ++launchCount[l.kernel];
            for (const KernelDef &d : m.code.kernels) {
                KernelPlan k;
                k.name = d.name;
                k.id = p.id + QLatin1Char(':') + m.name + QLatin1Char(':') + d.name;
                k.kind = d.kind;
                // Where the package's run files its kernels' times (ProfileSession): under the
                // package's name and the LibTorch profiler's device.
                k.compileId = p.name;
                k.config = a.device + QStringLiteral(", LibTorch profiler");
                k.wrapper = a.path + QLatin1Char('!') + (d.kernelPath.isEmpty() ? m.code.path : d.kernelPath);
                k.wrapperLine = d.line;
                k.source = m.kernelCode.value(d.name);
                k.sourceNodes = d.sourceNodes;
                k.launches = launchCount.value(d.name);
                k.package = a.path;
                k.problem = QStringLiteral("runs inside its AOTInductor package: profile the package (%1)").arg(p.name);
                plans << k;
            }
        }
    }
    return plans;
}

QList<KernelPlan> planKernels(const QList<WrapperSource> &wrappers, KernelCache &cache)
{
    QList<KernelPlan> plans;
    QSet<QString> ids;
    for (const WrapperSource &src : wrappers) {
        const OutputCode code = parseOutputCode(src.text, src.origin);
        QStringList cppKernels;
        QList<QPair<int, int>> kernelSources;
        for (const KernelDef &d : code.kernels) {
            if (d.kind.startsWith(QLatin1String("cpp")))
                cppKernels << d.name;
            kernelSources << qMakePair(d.line, d.endLine);
        }
        std::sort(kernelSources.begin(), kernelSources.end());
        const WrapperCode w = parseWrapperCode(src.text, cppKernels, kernelSources);
        const QStringList lines = QString::fromStdString(src.text).split(QLatin1Char('\n'));
        for (const KernelDef &def : code.kernels) {
            if (def.kind != QLatin1String("triton") && !def.kind.startsWith(QLatin1String("cpp")))
                continue;
            KernelPlan p;
            p.name = def.name;
            p.kind = def.kind == QLatin1String("triton") ? QStringLiteral("triton") : QStringLiteral("cpp");
            p.heuristic = def.heuristic;
            p.compileId = src.compileId;
            p.graph = src.graph;
            p.rank = src.rank;
            p.sameIn = src.sameIn;
            p.alsoIn = src.alsoIn;
            p.wrapper = src.origin;
            p.wrapperLine = def.line;
            p.id = src.compileId + QLatin1Char(':') + def.name;
            for (int n = 2; ids.contains(p.id); ++n)
                p.id = src.compileId + QLatin1Char(':') + def.name + QLatin1Char('#') + QString::number(n);
            ids << p.id;
            const WrapperLaunch *launch = nullptr;
            for (const WrapperLaunch &l : w.launches)
                if (l.kernel == def.name) {
                    launch = launch ? launch : &l;
                    ++p.launches;
                }
            const QString defText = kernelDefinitionText(lines, def);
            p.source = defText;
            readInductorEstimates(p, defText);
            p.sourceNodes = def.sourceNodes;
            if (!launch) {
                p.problem = QStringLiteral("never launched by call()");
            } else if (p.kind == QLatin1String("triton")) {
                p.module = QFileInfo(def.kernelPath).fileName();
                p.inductorUs = templateBenchmarkUs(def, defText, src.templateChoices);
                const VariantPick pick = pickVariants(def, cache, p.problem);
                const int n = static_cast<int>(pick.variants.size());
                for (int i = 0; i < n; ++i) {
                    KernelPlan v = p;
                    planTriton(v, pick.variants[i], defText, w, *launch);
                    v.variants = n;
                    v.choice = i == pick.chosen ? VariantChoice::Recorded
                        : n == 1                ? VariantChoice::Only
                        : pick.chosen >= 0      ? VariantChoice::Candidate
                                                : VariantChoice::Unresolved;
                    if (i == pick.chosen && pick.record) {
                        v.record = pick.record->path;
                        v.foundByCoordesc = pick.record->foundByCoordesc;
                        v.tuningMs = pick.record->timeTakenMs;
                    }
                    if (v.choice == VariantChoice::Candidate || v.choice == VariantChoice::Unresolved)
                        v.id += QStringLiteral("@%1").arg(i + 1);
                    plans << v;
                }
                if (n > 0)
                    continue;
            } else {
                planCpp(p, defText, w, *launch, cache);
            }
            plans << p;
        }
    }
    return distinctPlans(plans);
}

QList<KernelPlan> withoutCandidates(QList<KernelPlan> plans)
{
    plans.removeIf([](const KernelPlan &p) { return p.isCandidate(); });
    return plans;
}

QString KernelPlan::choiceName(VariantChoice c)
{
    switch (c) {
    case VariantChoice::Only:
        return QStringLiteral("only");
    case VariantChoice::Recorded:
        return QStringLiteral("recorded");
    case VariantChoice::Candidate:
        return QStringLiteral("candidate");
    case VariantChoice::Unresolved:
        return QStringLiteral("unresolved");
    }
    return {};
}

} // namespace cs
