#include "core/ingest/pt2/pt2reader.h"

#include "core/ingest/pt2/exportreader.h"
#include "core/util/json.h"

#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QMap>
#include <QRegularExpression>
#include <QSet>

#include <zip.h>

#include <algorithm>
#include <climits>
#include <memory>
#include <optional>
#include <utility>

namespace cs {
namespace {

constexpr zip_uint64_t MiB = 1 << 20;
constexpr zip_uint64_t ReadBudget = 256 * MiB; // all entries read to summarise one archive

QString printableName(const char *name)
{
    QString out;
    for (const char *p = name; *p && out.size() < 160; ++p) {
        const auto c = static_cast<unsigned char>(*p);
        out += c >= 0x20 && c != 0x7f ? QString(QLatin1Char(static_cast<char>(c)))
                                      : QStringLiteral("\\x%1").arg(c, 2, 16, QLatin1Char('0'));
    }
    return out;
}

// Why an entry must never be extracted: a name that leaves the extraction folder (zip-slip),
// or a symbolic link (which could point anywhere). Empty when the entry is safe.
QString unsafeReason(zip_t *zip, zip_uint64_t index, std::string_view name)
{
    if (name.empty())
        return QStringLiteral("an empty name");
    if (name.front() == '/' || name.find('\\') != std::string_view::npos || (name.size() > 1 && name[1] == ':'))
        return QStringLiteral("an absolute path");
    size_t pos = 0;
    while (pos <= name.size()) {
        const size_t slash = std::min(name.find('/', pos), name.size());
        if (name.substr(pos, slash - pos) == "..")
            return QStringLiteral("a `..` that leaves the package");
        pos = slash + 1;
    }
    zip_uint8_t system = 0;
    zip_uint32_t attributes = 0;
    if (zip_file_get_external_attributes(zip, index, 0, &system, &attributes) == 0 && system == ZIP_OPSYS_UNIX
        && ((attributes >> 16) & 0170000) == 0120000)
        return QStringLiteral("a symbolic link");
    return {};
}

class EntryReader {
public:
    EntryReader(zip_t *zip, const DecodeLimits &limits, Pt2Archive &a)
        : m_zip(zip)
        , m_limits(limits)
        , m_a(a)
    {
    }

    // The entry's bytes, at most `maxBytes` of them. An entry that is too big, expands more
    // than the ratio allows or would exceed the archive's read budget is skipped with a
    // problem saying so; its declared size is never trusted for an allocation.
    std::string read(zip_uint64_t index, zip_uint64_t maxBytes)
    {
        zip_stat_t st;
        if (zip_stat_index(m_zip, index, 0, &st) != 0)
            return {};
        const QString name = printableName(st.name);
        const zip_uint64_t cap = std::min({ maxBytes, ReadBudget - m_spent, m_limits.maxBytes });
        if (!(st.valid & ZIP_STAT_SIZE) || st.size > cap) {
            skip(QStringLiteral("entry %1 (%2 MiB) is over the %3 MiB read limit: not read")
                     .arg(name)
                     .arg(st.size / MiB)
                     .arg(cap / MiB));
            return {};
        }
        if (m_limits.maxRatio > 0 && (st.valid & ZIP_STAT_COMP_SIZE) && st.size > MiB
            && st.size / std::max<zip_uint64_t>(st.comp_size, 1) > m_limits.maxRatio) {
            skip(QStringLiteral("entry %1 expands more than %2× (a decompression bomb?): not read")
                     .arg(name)
                     .arg(m_limits.maxRatio));
            return {};
        }
        std::unique_ptr<zip_file_t, decltype(&zip_fclose)> f(zip_fopen_index(m_zip, index, 0), zip_fclose);
        if (!f)
            return {};
        std::string out;
        char chunk[1 << 16];
        for (;;) {
            const zip_int64_t n = zip_fread(f.get(), chunk, sizeof chunk);
            if (n < 0) { // a CRC mismatch, a cut or corrupt deflate stream
                skip(QStringLiteral("entry %1 is damaged (%2): not read")
                         .arg(name, QString::fromUtf8(zip_error_strerror(zip_file_get_error(f.get())))));
                return {};
            }
            if (n == 0)
                break;
            if (out.size() + static_cast<size_t>(n) > cap) { // more than it declared
                skip(QStringLiteral("entry %1 holds more than it declares: not read").arg(name));
                return {};
            }
            out.append(chunk, static_cast<size_t>(n));
        }
        m_spent += out.size();
        return out;
    }

private:
    void skip(const QString &why)
    {
        if (m_a.problems.size() < 20)
            m_a.problems << why;
    }

    zip_t *m_zip;
    const DecodeLimits &m_limits;
    Pt2Archive &m_a;
    zip_uint64_t m_spent = 0;
};

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

// The generated wrapper checks each input's dtype and every size: `<name>_expected_dtype =
// aoti_torch_dtype_float32()` and "input_handles[0]: unmatched dim value at 1, expected: 8".
void readAotiInputs(const std::string &wrapper, Pt2Archive &a)
{
    // Only the lines that mention inputs matter; a wrapper can be tens of MiB.
    QString text;
    for (size_t pos = 0; pos < wrapper.size();) {
        const size_t nl = std::min(wrapper.find('\n', pos), wrapper.size());
        const std::string_view line(wrapper.data() + pos, nl - pos);
        if (line.find("input_handles") != std::string_view::npos
            || line.find("_expected_dtype") != std::string_view::npos || line.find("_size[") != std::string_view::npos)
            text += QString::fromUtf8(line.data(), static_cast<qsizetype>(line.size())) + QLatin1Char('\n');
        pos = nl + 1;
    }
    static const QRegularExpression handle(
        QStringLiteral(R"(ConstantHandle (\w+) = ConstantHandle\(input_handles\[(\d+)\]\))"));
    static const QRegularExpression dim(
        QStringLiteral(R"(input_handles\[(\d+)\]: unmatched dim value at (\d+), "\s*<<\s*"expected: (\d+))"));
    QMap<int, QString> names;
    for (auto it = handle.globalMatch(text); it.hasNext();) {
        const auto m = it.next();
        names.insert(m.captured(2).toInt(), m.captured(1));
    }
    QMap<int, QMap<int, QString>> dims;
    for (auto it = dim.globalMatch(text); it.hasNext();) {
        const auto m = it.next();
        dims[m.captured(1).toInt()].insert(m.captured(2).toInt(), m.captured(3));
    }
    for (auto it = names.cbegin(); it != names.cend(); ++it) {
        const QRegularExpression dtypeRe(QStringLiteral(R"(%1_expected_dtype = aoti_torch_dtype_(\w+)\(\))").arg(*it));
        const QString dtype = shortDtype(dtypeRe.match(text).captured(1));
        const QRegularExpression rankRe(QStringLiteral(R"(%1_size\[(\d+)\])").arg(*it));
        int rank = 0;
        for (auto r = rankRe.globalMatch(text); r.hasNext();)
            rank = std::max(rank, r.next().captured(1).toInt() + 1);
        const QMap<int, QString> known = dims.value(it.key());
        if (dtype.isEmpty() || known.size() != rank) {
            a.inputsProblem = QStringLiteral("input %1 (%2) has %3")
                                  .arg(it.key())
                                  .arg(*it,
                                      dtype.isEmpty() ? QStringLiteral("a dtype the runner cannot make")
                                                      : QStringLiteral("dynamic sizes"));
            a.inputs.clear();
            return;
        }
        a.inputs << QStringLiteral("%1[%2]").arg(dtype, QStringList(known.values()).join(u','));
    }
}

struct ProgramEntry {
    zip_uint64_t index;
    QString name, model;
};

QString shapeText(simdjson::dom::element meta)
{
    simdjson::dom::array sizes;
    QStringList out;
    if (meta["sizes"].get_array().get(sizes) == simdjson::SUCCESS)
        for (auto s : sizes) {
            int64_t n;
            out << (s["as_int"].get_int64().get(n) == simdjson::SUCCESS ? QString::number(n) : QStringLiteral("?"));
        }
    return out.join(QStringLiteral(", "));
}

// `data/weights/<model>_weights_config.json` and `data/constants/<model>_constants_config.json`:
// {"config": {<state-dict name>: {path_name, is_param, use_pickle, tensor_meta}}}; the data
// entry is `data/weights/<path_name>`. Legacy flat archives: one pickled state dict entry.
void addWeights(ExportedProgram &p, const std::vector<ProgramEntry> &configs, const QHash<QString, int64_t> &sizes,
    EntryReader &entries)
{
    for (const ProgramEntry &c : configs) {
        const QString file = c.name.section(u'/', -1);
        const bool weights = file == p.model + QLatin1String("_weights_config.json");
        if (!weights && file != p.model + QLatin1String("_constants_config.json"))
            continue;
        simdjson::dom::parser parser;
        const auto el = json::parse(parser, entries.read(c.index, 64 * MiB));
        simdjson::dom::object config;
        if (!el || (*el)["config"].get_object().get(config) != simdjson::SUCCESS)
            continue;
        const QString dir = c.name.section(u'/', 0, -2) + QLatin1Char('/');
        for (auto field : config) {
            ExportWeight w;
            w.name = json::qstr(field.key);
            bool param = false;
            if (field.value["is_param"].get_bool().get(param) != simdjson::SUCCESS)
                param = false;
            w.kind = !weights ? QStringLiteral("constant")
                : param       ? QStringLiteral("parameter")
                              : QStringLiteral("buffer");
            w.entry = dir + json::str(field.value, "path_name");
            w.bytes = sizes.value(w.entry, -1);
            simdjson::dom::element meta;
            if (field.value["tensor_meta"].get(meta) == simdjson::SUCCESS && meta.is_object()) {
                w.dtype = exportDtypeName(json::integer(meta, "dtype").value_or(0));
                w.shape = shapeText(meta);
            }
            p.weights.push_back(w);
        }
    }
    for (const char *legacy : { "serialized_state_dict.pt", "serialized_constants.pt" })
        for (auto it = sizes.cbegin(); it != sizes.cend(); ++it)
            if (it.key().endsWith(QLatin1String(legacy))) {
                ExportWeight w;
                w.name = it.key();
                w.kind = QString::fromLatin1(legacy).startsWith(QLatin1String("serialized_state"))
                    ? QStringLiteral("state_dict")
                    : QStringLiteral("constants");
                w.entry = it.key();
                w.bytes = it.value();
                p.weights.push_back(w);
            }
}

// The kernels a model's generated code launches, each with the program nodes it computes
// (EXPORT_FORMAT.md "AOTInductor packages: kernels and program nodes").
struct AotiCode {
    std::optional<zip_uint64_t> kernelInfo, wrapper;
    std::vector<zip_uint64_t> kernelSources; // <hash>.kernel.cpp
    QStringList files;
    std::string wrapperText; // read once, for the model's code and the program's kernels
};

// kernel_information.json (provenance on): {"<kernel>:<handle>": {"pre_grad_nodes": [...]}};
// the pre-grad graph of an AOT compile is the exported program's graph.
bool tieByProvenance(const std::string &text, ExportedProgram &p, const QSet<QString> &names)
{
    simdjson::dom::parser parser;
    const auto el = json::parse(parser, text);
    simdjson::dom::object kernels;
    if (!el || el->get_object().get(kernels) != simdjson::SUCCESS)
        return false;
    for (auto field : kernels) {
        const QString kernel = json::qstr(field.key);
        bool tied = false;
        simdjson::dom::array nodes;
        if (field.value["pre_grad_nodes"].get_array().get(nodes) == simdjson::SUCCESS)
            for (auto n : nodes) {
                std::string_view v;
                if (n.get_string().get(v) != simdjson::SUCCESS || !names.contains(json::qstr(v)))
                    continue;
                QStringList &list = p.kernels[json::qstr(v)];
                if (!list.contains(kernel))
                    list << kernel;
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

// A call that is no kernel: the wrapper's own allocations and frees.
bool bookkeeping(const QString &function)
{
    return function.startsWith(QLatin1String("aoti_torch_empty")) || function.startsWith(QLatin1String("aoti_torch_delete"));
}

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
                QStringList &list = p.kernels[node];
                if (!list.contains(entry))
                    list << entry;
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
    const std::string &text, QHash<QString, QString> &code, QList<KernelDef> *defs = nullptr, const QString &entry = {})
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
            w.kind = t == QLatin1String("Parameter") ? QStringLiteral("parameter")
                : t == QLatin1String("Buffer")       ? QStringLiteral("buffer")
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
    for (const KernelDef &d : std::as_const(m.code.kernels))
        defined << d.name;
    QStringList pending, pendingOps;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QString &line = lines[i];
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
        m.code.launches << KernelLaunch { kernel, static_cast<int>(i + 1), external };
        if (!external && !defined.contains(kernel)) {
            KernelDef d;
            d.name = kernel;
            d.kind = kernel.startsWith(QLatin1String("triton_")) ? QStringLiteral("triton") : QStringLiteral("cpp");
            d.line = d.endLine = static_cast<int>(i + 1);
            m.code.kernels << d;
            defined << kernel;
        }
        if (!external && !pending.isEmpty())
            for (KernelDef &d : m.code.kernels)
                if (d.name == kernel && d.sourceNodes.isEmpty()) {
                    d.sourceNodes = pending;
                    d.atenOps = pendingOps;
                }
        pending.clear();
        pendingOps.clear();
    }
}

} // namespace

Result<Pt2Archive> Pt2Reader::read(const QString &path, const DecodeLimits &limits)
{
    if (!QFileInfo(path).isFile()) // never open a FIFO or a device: libzip would block on one
        return Error { QStringLiteral("not a regular file: not opened"), path };
    int err = 0;
    std::unique_ptr<zip_t, decltype(&zip_discard)> zip(
        zip_open(QFile::encodeName(path).constData(), ZIP_RDONLY, &err), zip_discard);
    if (!zip) {
        zip_error_t ze;
        zip_error_init_with_code(&ze, err);
        Error e { QStringLiteral("not a readable ZIP archive: %1").arg(QString::fromUtf8(zip_error_strerror(&ze))),
            path };
        zip_error_fini(&ze);
        return e;
    }
    Pt2Archive a;
    a.path = path;
    const zip_int64_t n = zip_get_num_entries(zip.get(), 0);
    a.entries = static_cast<int>(std::min<zip_int64_t>(n, INT_MAX));
    EntryReader entries(zip.get(), limits, a);
    bool flatExport = false;
    QStringList aotiOrder; // AOTInductor models, in the order the archive lists them
    std::vector<ProgramEntry> programs, configs;
    QHash<QString, int64_t> sizes; // weight and constant entries: their declared sizes
    QHash<QString, AotiCode> aotiCode; // by model
    int unsafe = 0;
    QStringList unsafeExamples;
    for (zip_int64_t i = 0; i < n; ++i) {
        const auto index = static_cast<zip_uint64_t>(i);
        const char *raw = zip_get_name(zip.get(), index, 0);
        if (!raw)
            continue;
        if (const QString why = unsafeReason(zip.get(), index, raw); !why.isEmpty()) {
            if (unsafe++ < 3)
                unsafeExamples << QStringLiteral("`%1` (%2)").arg(printableName(raw), why);
            continue;
        }
        const QString name = QString::fromUtf8(raw);
        if (a.root.isEmpty())
            a.root = name.section(QLatin1Char('/'), 0, 0);
        const QString rest = name.section(QLatin1Char('/'), 1);
        if (rest.startsWith(QLatin1String("data/aotinductor/"))) {
            a.kind = Pt2Archive::Kind::AotInductor;
            const QString model = rest.section(QLatin1Char('/'), 2, 2);
            if (!model.isEmpty() && !a.models.contains(model))
                a.models << model;
            a.cubins += name.endsWith(QLatin1String(".cubin"));
            a.sharedLibraries += name.endsWith(QLatin1String(".so"));
            if (!model.isEmpty() && !aotiCode.contains(model))
                aotiOrder << model;
            AotiCode &code = aotiCode[model];
            code.files << name;
            if (name.endsWith(QLatin1String("/kernel_information.json")))
                code.kernelInfo = index;
            else if (name.endsWith(QLatin1String(".wrapper.cpp")) && !code.wrapper)
                code.wrapper = index;
            else if (name.endsWith(QLatin1String(".kernel.cpp")))
                code.kernelSources.push_back(index);
            if (name.endsWith(QLatin1String("_metadata.json")) && a.device.isEmpty()) {
                simdjson::dom::parser parser;
                if (const auto el = json::parse(parser, entries.read(index, MiB)))
                    a.device = json::str(*el, "AOTI_DEVICE_KEY");
            }
        } else if (rest.startsWith(QLatin1String("models/")) && rest.endsWith(QLatin1String(".json"))) {
            if (a.kind == Pt2Archive::Kind::Unknown)
                a.kind = Pt2Archive::Kind::ExportedProgram;
            const QString model = rest.section(QLatin1Char('/'), 1).chopped(5);
            if (!a.models.contains(model))
                a.models << model;
            programs.push_back({ index, name, model });
        } else if (name == QLatin1String("serialized_exported_program.json")
            || name.endsWith(QLatin1String("/serialized_exported_program.json"))) {
            flatExport = true;
            programs.push_back({ index, name, QStringLiteral("model") });
            if (!a.models.contains(QLatin1String("model"))) // the older flat layout holds one program
                a.models << QStringLiteral("model");
        } else if (rest.startsWith(QLatin1String("data/weights/")) || rest.startsWith(QLatin1String("data/constants/"))
            || name.endsWith(QLatin1String("serialized_state_dict.pt"))
            || name.endsWith(QLatin1String("serialized_constants.pt"))) {
            zip_stat_t st;
            if (zip_stat_index(zip.get(), index, 0, &st) == 0 && (st.valid & ZIP_STAT_SIZE))
                sizes.insert(name, static_cast<int64_t>(st.size));
            if (name.endsWith(QLatin1String("_config.json")))
                configs.push_back({ index, name, {} });
        }
    }
    bool inputsRead = false;
    for (const QString &model : std::as_const(aotiOrder)) {
        AotiCode &code = aotiCode[model];
        AotiModel m;
        m.name = model;
        m.files = code.files;
        if (code.wrapper) {
            code.wrapperText = entries.read(*code.wrapper, 64 * MiB);
            if (!std::exchange(inputsRead, true)) // one wrapper says what the inputs are
                readAotiInputs(code.wrapperText, a);
        }
        std::vector<std::pair<QString, std::string>> kernelFiles;
        for (zip_uint64_t k : code.kernelSources)
            if (const char *raw = zip_get_name(zip.get(), k, 0))
                kernelFiles.emplace_back(QString::fromUtf8(raw), entries.read(k, 64 * MiB));
        readAotiCode(m, code.wrapper ? QString::fromUtf8(zip_get_name(zip.get(), *code.wrapper, 0)) : QString(),
            code.wrapperText, kernelFiles);
        a.aotiModels.push_back(std::move(m));
    }
    for (const ProgramEntry &e : programs) {
        const std::string text = entries.read(e.index, 256 * MiB);
        if (text.empty())
            continue; // said in problems
        auto program = readExportedProgram(text, path, e.name);
        if (!program) {
            a.problems << program.error().message;
            continue;
        }
        program.value().model = e.model;
        addWeights(program.value(), configs, sizes, entries);
        if (const auto code = aotiCode.constFind(e.model); code != aotiCode.cend()) {
            QSet<QString> names;
            for (const ExportNode &n : program.value().nodes)
                names.insert(n.name);
            if (!code->kernelInfo
                || !tieByProvenance(entries.read(*code->kernelInfo, 64 * MiB), program.value(), names))
                if (code->wrapper)
                    tieByWrapperComments(code->wrapperText, program.value(), names);
            for (const AotiModel &m : a.aotiModels)
                if (m.name == e.model)
                    program.value().kernelCode = m.kernelCode;
        }
        if (a.torchVersion.isEmpty())
            a.torchVersion = program.value().torchVersion;
        for (const QString &p : program.value().problems)
            if (a.problems.size() < 20)
                a.problems << QStringLiteral("%1: %2").arg(e.name, p);
        a.programs.push_back(std::make_shared<const ExportedProgram>(std::move(program.value())));
    }
    if (unsafe > 0) {
        const QString why
            = QStringLiteral("%1 entr%2 must never be extracted (zip-slip): %3%4; the package will not be run")
                  .arg(unsafe)
                  .arg(unsafe == 1 ? QStringLiteral("y") : QStringLiteral("ies"))
                  .arg(unsafeExamples.join(QStringLiteral(", ")))
                  .arg(unsafe > 3 ? QStringLiteral(", ...") : QString());
        a.problems.prepend(why);
        a.inputs.clear();
        a.inputsProblem = why;
    }
    if (a.kind == Pt2Archive::Kind::Unknown && flatExport)
        a.kind = Pt2Archive::Kind::ExportedProgram;
    if (a.kind == Pt2Archive::Kind::Unknown)
        return Error { QStringLiteral(
                           "a ZIP archive, but not a PyTorch .pt2 (no AOTInductor model or exported program inside)"),
            path };
    return a;
}

} // namespace cs
