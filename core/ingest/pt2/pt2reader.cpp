#include "core/ingest/pt2/pt2reader.h"

#include "core/ingest/pt2/aoticode.h"
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

using namespace aoticode;

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

struct ProgramEntry {
    zip_uint64_t index;
    QString name, model;
    QString key; // `<root>/<model>`: what ties a program to its configs and its AOTInductor code
    bool flat = false; // the legacy flat layout's serialized_exported_program.json
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

// A weight whose entry holds other than its dtype and shape need: fewer bytes is a damaged
// archive; more is a view of a larger tensor (its whole storage is saved) or a damaged one.
// Said in the program's problems, never read.
void checkWeightSize(ExportedProgram &p, const ExportWeight &w)
{
    static const QHash<QString, int> itemBytes { { QStringLiteral("u8"), 1 }, { QStringLiteral("i8"), 1 },
        { QStringLiteral("b8"), 1 }, { QStringLiteral("i16"), 2 }, { QStringLiteral("u16"), 2 },
        { QStringLiteral("f16"), 2 }, { QStringLiteral("bf16"), 2 }, { QStringLiteral("i32"), 4 },
        { QStringLiteral("f32"), 4 }, { QStringLiteral("c32"), 4 }, { QStringLiteral("i64"), 8 },
        { QStringLiteral("f64"), 8 }, { QStringLiteral("c64"), 8 }, { QStringLiteral("c128"), 16 },
        { QStringLiteral("u32"), 4 }, { QStringLiteral("u64"), 8 } };
    const int item = itemBytes.value(w.dtype, w.dtype.startsWith(QLatin1String("f8")) ? 1 : 0);
    if (w.bytes < 0 || item == 0 || p.problems.size() >= 20)
        return;
    int64_t numel = 1;
    for (const QString &d : w.shape.split(QStringLiteral(", "), Qt::SkipEmptyParts)) {
        bool ok = false;
        const qlonglong n = d.toLongLong(&ok);
        if (!ok || n < 0 || (n > 0 && numel > (int64_t(1) << 50) / n))
            return; // symbolic or absurd: nothing to compare
        numel *= n;
    }
    const int64_t need = numel * item;
    const bool smaller = w.bytes < need;
    const bool larger = w.bytes > need && w.bytes - need > 4096 && w.bytes > 2 * need;
    if (smaller || larger)
        p.problems << QStringLiteral("weight %1: its entry holds %2 bytes where %3[%4] needs %5%6")
                          .arg(w.name, QString::number(w.bytes), w.dtype, w.shape, QString::number(need),
                              smaller ? QStringLiteral(": the archive is damaged")
                                      : QStringLiteral(
                                          " (a view of a larger tensor keeps its whole storage; else "
                                          "the archive is damaged): not read")); // one pass: a name stays as it is
}

// `data/weights/<model>_weights_config.json` and `data/constants/<model>_constants_config.json`:
// {"config": {<state-dict name>: {path_name, is_param, use_pickle, tensor_meta}}}; the data
// entry is `data/weights/<path_name>`. `configs` are the program's own (its root and model),
// looked up by name: each config is read for one program, never walked for every program.
void addWeights(ExportedProgram &p, const std::vector<ProgramEntry> &configs, const QHash<QString, int64_t> &sizes,
    EntryReader &entries)
{
    for (const ProgramEntry &c : configs) {
        const bool weights = c.name.section(u'/', -1) == p.model + QLatin1String("_weights_config.json");
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
            checkWeightSize(p, w);
            p.weights.push_back(w);
        }
    }
}

// The legacy flat layout's pickled state dict and constants: the entries beside its program.
void addLegacyWeights(ExportedProgram &p, const QString &programEntry, const QHash<QString, int64_t> &sizes)
{
    const QString dir = programEntry.section(u'/', 0, -2);
    for (const char *legacy : { "serialized_state_dict.pt", "serialized_constants.pt" }) {
        const QString entry
            = dir.isEmpty() ? QString::fromLatin1(legacy) : dir + QLatin1Char('/') + QLatin1String(legacy);
        const auto it = sizes.constFind(entry);
        if (it == sizes.cend())
            continue;
        ExportWeight w;
        w.name = entry;
        w.kind = QString::fromLatin1(legacy).startsWith(QLatin1String("serialized_state"))
            ? QStringLiteral("state_dict")
            : QStringLiteral("constants");
        w.entry = entry;
        w.bytes = *it;
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
    QStringList aotiOrder; // AOTInductor models (`<root>/<model>`), in the order the archive lists them
    std::vector<ProgramEntry> programs;
    QHash<QString, std::vector<ProgramEntry>> configs; // by `<root>/<config file name>`
    QHash<QString, int64_t> sizes; // weight and constant entries: their declared sizes
    QHash<QString, AotiCode> aotiCode; // by `<root>/<model>`
    QSet<QString> models, names; // a.models and every entry name, for lookups
    auto addModel = [&](const QString &model) {
        if (!models.contains(model)) {
            models.insert(model);
            a.models << model;
        }
    };
    int unsafe = 0, duplicates = 0;
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
        if (names.contains(name)) { // a ZIP may name an entry twice; torch reads one of them
            ++duplicates;
            continue;
        }
        names.insert(name);
        const QString root = name.section(QLatin1Char('/'), 0, 0);
        if (a.root.isEmpty())
            a.root = root;
        const QString rest = name.section(QLatin1Char('/'), 1);
        if (rest.startsWith(QLatin1String("data/aotinductor/"))) {
            a.kind = Pt2Archive::Kind::AotInductor;
            const QString model = rest.section(QLatin1Char('/'), 2, 2);
            if (!model.isEmpty())
                addModel(model);
            a.cubins += name.endsWith(QLatin1String(".cubin"));
            a.sharedLibraries += name.endsWith(QLatin1String(".so"));
            const QString key = root + QLatin1Char('/') + model;
            if (!model.isEmpty() && !aotiCode.contains(key))
                aotiOrder << key;
            AotiCode &code = aotiCode[key];
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
            addModel(model);
            programs.push_back({ index, name, model, root + QLatin1Char('/') + model });
        } else if (name == QLatin1String("serialized_exported_program.json")
            || name.endsWith(QLatin1String("/serialized_exported_program.json"))) {
            flatExport = true;
            programs.push_back({ index, name, QStringLiteral("model"), {}, true });
            addModel(QStringLiteral("model")); // the older flat layout holds one program
        } else if (rest.startsWith(QLatin1String("data/weights/")) || rest.startsWith(QLatin1String("data/constants/"))
            || name.endsWith(QLatin1String("serialized_state_dict.pt"))
            || name.endsWith(QLatin1String("serialized_constants.pt"))) {
            zip_stat_t st;
            if (zip_stat_index(zip.get(), index, 0, &st) == 0 && (st.valid & ZIP_STAT_SIZE))
                sizes.insert(name, static_cast<int64_t>(st.size));
            if (name.endsWith(QLatin1String("_config.json")))
                configs[root + QLatin1Char('/') + name.section(u'/', -1)].push_back({ index, name, {} });
        }
    }
    bool inputsRead = false;
    QHash<QString, qsizetype> aotiModelAt; // `<root>/<model>` → its place in a.aotiModels
    for (const QString &key : std::as_const(aotiOrder)) {
        AotiCode &code = aotiCode[key];
        AotiModel m;
        m.name = key.section(u'/', 1);
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
        aotiModelAt.insert(key, static_cast<qsizetype>(a.aotiModels.size()));
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
        if (e.flat) {
            addLegacyWeights(program.value(), e.name, sizes);
        } else {
            const QString root = e.key.section(u'/', 0, 0) + QLatin1Char('/');
            std::vector<ProgramEntry> own = configs.value(root + e.model + QLatin1String("_weights_config.json"));
            for (const ProgramEntry &c : configs.value(root + e.model + QLatin1String("_constants_config.json")))
                own.push_back(c);
            std::sort(own.begin(), own.end(), [](const auto &x, const auto &y) { return x.index < y.index; });
            addWeights(program.value(), own, sizes, entries);
        }
        if (const auto code = e.flat ? aotiCode.cend() : aotiCode.constFind(e.key); code != aotiCode.cend()) {
            QSet<QString> names;
            for (const ExportNode &n : program.value().nodes)
                names.insert(n.name);
            if (!code->kernelInfo
                || !tieByProvenance(entries.read(*code->kernelInfo, 64 * MiB), program.value(), names))
                if (code->wrapper)
                    tieByWrapperComments(code->wrapperText, program.value(), names);
            if (const auto at = aotiModelAt.constFind(e.key); at != aotiModelAt.cend())
                program.value().kernelCode = a.aotiModels[size_t(*at)].kernelCode;
        }
        if (a.torchVersion.isEmpty())
            a.torchVersion = program.value().torchVersion;
        for (const QString &p : program.value().problems)
            if (a.problems.size() < 20)
                a.problems << QStringLiteral("%1: %2").arg(e.name, p);
        a.programs.push_back(std::make_shared<const ExportedProgram>(std::move(program.value())));
    }
    if (duplicates > 0 && a.problems.size() < 20)
        a.problems << QStringLiteral("%1 entr%2 named like an earlier one: only the first of each name read")
                          .arg(duplicates)
                          .arg(duplicates == 1 ? QStringLiteral("y") : QStringLiteral("ies"));
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
