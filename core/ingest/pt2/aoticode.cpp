// An AOTInductor package's generated code (EXPORT_FORMAT.md "AOTInductor packages"): the
// wrapper's input checks, its launches and constants, each kernel.cpp's kernels, and the ties of
// the package's kernels to its exported program's nodes. pt2reader.cpp finds the entries and
// reads them.
#include "core/ingest/pt2/aoticode.h"
#include "core/ingest/pt2/wrapperbranches.h"

#include "core/util/json.h"

#include <QMap>
#include <QRegularExpression>

#include <map>

namespace cs::aoticode {
namespace {

// The lines of an AOTInductor C++ wrapper that say what it launches (shared by tying program
// nodes to kernels and by reading the package's generated code).
const QRegularExpression &sourceNodesComment()
{
    static const QRegularExpression re(QStringLiteral(R"(^\s*// Topologically Sorted Source Nodes: \[([^\]]*)\])"));
    return re;
}

const QRegularExpression &anyCall()
{
    static const QRegularExpression re(
        QStringLiteral(R"(^\s*(?:AOTI_TORCH_ERROR_CODE_CHECK\()?(?:kernels\.)?(?:call_)?([A-Za-z_]\w*)\()"));
    return re;
}

const QRegularExpression &generatedLaunch()
{
    static const QRegularExpression re(QStringLiteral(R"(^\s*(?:kernels\.)?(?:call_)?(cpp_fused_\w+|triton_\w+)\()"));
    return re;
}

// Program nodes tied to kernels (ExportedProgram::kernels), each tie once, in the order found;
// a set answers "tied already?" so that a node many launches compute costs no list scan.
class KernelTies {
public:
    explicit KernelTies(ExportedProgram &p)
        : m_p(p)
    {
    }

    void add(const QString &node, const QString &kernel)
    {
        const QString key = node + QChar(u'\0') + kernel;
        if (m_seen.contains(key))
            return;
        m_seen.insert(key);
        m_p.kernels[node] << kernel;
    }

private:
    ExportedProgram &m_p;
    QSet<QString> m_seen;
};

// A call that is no kernel: the wrapper's own allocations and frees.
bool bookkeeping(const QString &function)
{
    return function.startsWith(QLatin1String("aoti_torch_empty"))
        || function.startsWith(QLatin1String("aoti_torch_delete"));
}

// The wrapper's `constants_info_[i].<field> = <value>;` lines: each constant's name, dtype,
// kind (ConstantType), shape and size in bytes.
std::vector<ExportWeight> readAotiConstants(const QStringList &lines)
{
    static const QRegularExpression field(QStringLiteral(R"(^\s*constants_info_\[(\d+)\]\.(\w+) = (.*);\s*$)"));
    static const QRegularExpression quoted(QStringLiteral(R"re(^"(.*)"$)re"));
    static const QRegularExpression dtype(QStringLiteral(R"(dtype_(\w+))"));
    static const QRegularExpression type(QStringLiteral(R"(ConstantType::(\w+))"));
    QMap<int, ExportWeight> byIndex;
    QMap<int, QString> names; // the wrapper's own name, when the original is not recorded
    for (const QString &line : lines) {
        if (!line.contains(QLatin1String("constants_info_["))) // most lines: no regular expression run
            continue;
        const auto m = field.match(line);
        if (!m.hasMatch())
            continue;
        const int i = m.captured(1).toInt();
        if (i < 0 || i > 1000000)
            continue;
        ExportWeight &w = byIndex[i];
        const QString key = m.captured(2), value = m.captured(3).trimmed();
        if (key == QLatin1String("name"))
            names[i] = quoted.match(value).captured(1);
        else if (key == QLatin1String("original_fqn"))
            w.name = quoted.match(value).captured(1);
        else if (key == QLatin1String("dtype")) {
            const QString t = dtype.match(value).captured(1);
            w.dtype = shortDtype(t).isEmpty() ? t : shortDtype(t);
        } else if (key == QLatin1String("type")) {
            const QString t = type.match(value).captured(1);
            w.kind = t == QLatin1String("Parameter")   ? QStringLiteral("parameter")
                : t == QLatin1String("Buffer")         ? QStringLiteral("buffer")
                : t == QLatin1String("TensorConstant") ? QStringLiteral("constant")
                                                       : t.toLower();
        } else if (key == QLatin1String("shape"))
            w.shape = value.mid(1, value.size() - 2).trimmed();
        else if (key == QLatin1String("data_size"))
            w.bytes = value.toLongLong();
    }
    std::vector<ExportWeight> out;
    for (auto it = byIndex.begin(); it != byIndex.end(); ++it) {
        if (it->name.isEmpty())
            it->name = names.value(it.key());
        out.push_back(*it);
    }
    return out;
}

} // namespace

QString shortDtype(const QString &torchName)
{
    static const QHash<QString, QString> dtypes { { QStringLiteral("float32"), QStringLiteral("f32") },
        { QStringLiteral("float16"), QStringLiteral("f16") }, { QStringLiteral("bfloat16"), QStringLiteral("bf16") },
        { QStringLiteral("float64"), QStringLiteral("f64") }, { QStringLiteral("int64"), QStringLiteral("i64") },
        { QStringLiteral("int32"), QStringLiteral("i32") }, { QStringLiteral("int16"), QStringLiteral("i16") },
        { QStringLiteral("int8"), QStringLiteral("i8") }, { QStringLiteral("uint8"), QStringLiteral("u8") },
        { QStringLiteral("bool"), QStringLiteral("bool") } };
    return dtypes.value(torchName);
}

// kernel_information.json (provenance on): {"<kernel>:<handle>": {"pre_grad_nodes": [...]}};
// the pre-grad graph of an AOT compile is the exported program's graph.
bool tieByProvenance(const std::string &text, ExportedProgram &p, const QSet<QString> &names)
{
    simdjson::dom::parser parser;
    const auto el = json::parse(parser, text);
    simdjson::dom::object kernels;
    if (!el || el->get_object().get(kernels) != simdjson::SUCCESS)
        return false;
    KernelTies ties(p);
    for (auto field : kernels) {
        const QString kernel = json::qstr(field.key);
        bool tied = false;
        simdjson::dom::array nodes;
        if (field.value["pre_grad_nodes"].get_array().get(nodes) == simdjson::SUCCESS)
            for (auto n : nodes) {
                std::string_view v;
                if (n.get_string().get(v) != simdjson::SUCCESS)
                    continue;
                const QString node = json::qstr(v);
                if (!names.contains(node))
                    continue;
                ties.add(node, kernel);
                tied = true;
            }
        if (!tied)
            p.untiedKernels << kernel;
    }
    p.kernelSource = QStringLiteral("kernel_information.json");
    return true;
}

// Without provenance: the wrapper's `// Topologically Sorted Source Nodes: [a, b], Original
// ATen: [...]` comment above a launch names the nodes it computes (Inductor writes it above
// extern calls; its C++ kernels get none). The launch is the next call in the code, or the
// `[Provenance debug handles] <kernel>:<handle>` comment when there is one.
void tieByWrapperComments(const std::string &text, ExportedProgram &p, const QSet<QString> &names)
{
    const QRegularExpression &sourceNodes = sourceNodesComment();
    static const QRegularExpression handle(QStringLiteral(R"(^\s*// \[Provenance debug handles\] (\S+))"));
    const QRegularExpression &call = anyCall();
    const QRegularExpression &launchedKernel = generatedLaunch();
    const QStringList lines = QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size())).split(u'\n');
    // A launch is `<kernel>:<n>`: its provenance handle when the wrapper has them, else its place
    // among the wrapper's launches, so two launches of one extern function stay two groups.
    const bool handles = text.find("[Provenance debug handles]") != std::string::npos;
    QStringList pending; // nodes of the last comment, until its launch
    QSet<QString> launched, tiedKernels;
    KernelTies ties(p);
    int launches = 0;
    for (const QString &line : lines) {
        if (const auto m = sourceNodes.match(line); m.hasMatch()) {
            pending = m.captured(1).split(QStringLiteral(", "), Qt::SkipEmptyParts);
            continue;
        }
        QString entry;
        if (handles) {
            if (const auto h = handle.match(line); h.hasMatch())
                entry = h.captured(1);
        } else if (const auto k = launchedKernel.match(line); k.hasMatch()) {
            entry = QStringLiteral("%1:%2").arg(k.captured(1)).arg(++launches);
        } else if (const auto c = call.match(line); c.hasMatch() && !pending.isEmpty() && !bookkeeping(c.captured(1))) {
            entry = QStringLiteral("%1:%2").arg(c.captured(1)).arg(++launches);
        }
        if (entry.isEmpty())
            continue;
        const QString kernel = entry.section(u':', 0, 0);
        launched << kernel;
        for (const QString &node : std::as_const(pending))
            if (names.contains(node)) {
                ties.add(node, entry);
                tiedKernels << kernel;
            }
        pending.clear();
    }
    for (const QString &k : std::as_const(launched))
        if (!tiedKernels.contains(k))
            p.untiedKernels << k;
    p.untiedKernels.sort();
    p.kernelSource = p.kernels.isEmpty() ? QString() : QStringLiteral("wrapper comments");
}

// Each `extern "C" void <name>(...)` of a kernel.cpp, up to the `}` that closes it in column 0:
// its code, and (when `defs`) its definition as a KernelDef of `entry`.
void readKernelCode(
    const std::string &text, QHash<QString, QString> &code, QList<KernelDef> *defs, const QString &entry)
{
    static const QRegularExpression head(QStringLiteral(R"(^extern "C"\s+void\s+(\w+)\()"));
    const QStringList lines = QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size())).split(u'\n');
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const auto m = head.match(lines[i]);
        if (!m.hasMatch())
            continue;
        qsizetype end = i + 1;
        while (end < lines.size() && lines[end] != QLatin1String("}"))
            ++end;
        code.insert(m.captured(1), lines.mid(i, end - i + 1).join(u'\n'));
        if (defs) {
            KernelDef d;
            d.name = m.captured(1);
            d.kind = QStringLiteral("cpp");
            d.kernelPath = entry;
            d.line = static_cast<int>(i + 1);
            d.endLine = static_cast<int>(std::min(end + 1, lines.size()));
            *defs << d;
        }
        i = end;
    }
}

// A model's generated code in the run's OutputCode model: the C++ kernels its kernel.cpp files
// define; every launch of its wrapper, generated (`cpp_fused_relu_0(...)`, `call_triton_...(`)
// or extern (the C shim's `aoti_torch_cpu_addmm_out`, or a call its `Topologically Sorted
// Source Nodes` comment names), each with the nodes that comment names; and the kernels it
// launches that no kernel.cpp defines (Triton kernels, whose code is compiled into cubins).
void readAotiCode(AotiModel &m, const QString &wrapperEntry, const std::string &wrapper,
    const std::vector<std::pair<QString, std::string>> &kernelFiles)
{
    static const QRegularExpression shim(
        QStringLiteral(R"(AOTI_TORCH_ERROR_CODE_CHECK\((aoti_torch_(?:cpu|cuda|xpu|mps)_\w+)\()"));
    static const QRegularExpression atenOps(QStringLiteral(R"(Original ATen: \[([^\]]*)\])"));
    m.code.path = wrapperEntry;
    for (const auto &[entry, text] : kernelFiles)
        readKernelCode(text, m.kernelCode, &m.code.kernels, entry);
    const QStringList lines = QString::fromUtf8(wrapper.data(), static_cast<qsizetype>(wrapper.size())).split(u'\n');
    m.code.lines = static_cast<int>(lines.size());
    m.constants = readAotiConstants(lines);
    QSet<QString> defined;
    // The definitions (by name) no launch has given source nodes yet: each is given them at most
    // once, so a launch never scans every kernel (100,000 launches once took minutes).
    QHash<QString, QList<qsizetype>> unnamed;
    for (qsizetype k = 0; k < m.code.kernels.size(); ++k) {
        defined << m.code.kernels[k].name;
        if (m.code.kernels[k].sourceNodes.isEmpty())
            unnamed[m.code.kernels[k].name] << k;
    }
    QStringList pending, pendingOps;
    WrapperBranches branches;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QString &line = lines[i];
        branches.feed(line);
        if (!line.contains(u'(') && !line.contains(QLatin1String("Source Nodes")))
            continue;
        if (const auto c = sourceNodesComment().match(line); c.hasMatch()) {
            pending = c.captured(1).split(QStringLiteral(", "), Qt::SkipEmptyParts);
            pendingOps = atenOps.match(line).captured(1).split(QStringLiteral(", "), Qt::SkipEmptyParts);
            continue;
        }
        const auto generated = generatedLaunch().match(line);
        const bool external = !generated.hasMatch();
        QString kernel = generated.captured(1);
        if (external) {
            if (const auto e = shim.match(line); e.hasMatch())
                kernel = e.captured(1);
            else if (const auto c = anyCall().match(line);
                     c.hasMatch() && !pending.isEmpty() && !bookkeeping(c.captured(1)))
                kernel = c.captured(1);
        }
        if (kernel.isEmpty() || bookkeeping(kernel))
            continue;
        m.code.launches << KernelLaunch { kernel, static_cast<int>(i + 1), external, branches.current() };
        if (!external && !defined.contains(kernel)) {
            KernelDef d;
            d.name = kernel;
            d.kind = kernel.startsWith(QLatin1String("triton_")) ? QStringLiteral("triton") : QStringLiteral("cpp");
            d.line = d.endLine = static_cast<int>(i + 1);
            unnamed[kernel] << m.code.kernels.size();
            m.code.kernels << d;
            defined << kernel;
        }
        if (!external && !pending.isEmpty())
            if (const auto it = unnamed.constFind(kernel); it != unnamed.cend()) {
                for (const qsizetype k : *it) {
                    m.code.kernels[k].sourceNodes = pending;
                    m.code.kernels[k].atenOps = pendingOps;
                }
                unnamed.erase(it);
            }
        pending.clear();
        pendingOps.clear();
    }
}

} // namespace cs::aoticode
