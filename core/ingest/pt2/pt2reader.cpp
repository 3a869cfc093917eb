#include "core/ingest/pt2/pt2reader.h"

#include "core/util/json.h"

#include <QFile>
#include <QHash>
#include <QMap>
#include <QRegularExpression>

#include <zip.h>

#include <memory>

namespace cs {
namespace {

std::string readEntry(zip_t *zip, zip_uint64_t index, zip_uint64_t maxBytes)
{
    zip_stat_t st;
    if (zip_stat_index(zip, index, 0, &st) != 0 || st.size > maxBytes)
        return {};
    std::unique_ptr<zip_file_t, decltype(&zip_fclose)> f(zip_fopen_index(zip, index, 0), zip_fclose);
    if (!f)
        return {};
    std::string out(st.size, '\0');
    const zip_int64_t n = zip_fread(f.get(), out.data(), st.size);
    out.resize(n > 0 ? static_cast<size_t>(n) : 0);
    return out;
}

// The generated wrapper checks each input's dtype and every size: `<name>_expected_dtype =
// aoti_torch_dtype_float32()` and "input_handles[0]: unmatched dim value at 1, expected: 8".
void readAotiInputs(const std::string &wrapper, Pt2Archive &a)
{
    const QString text = QString::fromStdString(wrapper);
    static const QRegularExpression handle(QStringLiteral(R"(ConstantHandle (\w+) = ConstantHandle\(input_handles\[(\d+)\]\))"));
    static const QRegularExpression dim(
        QStringLiteral(R"(input_handles\[(\d+)\]: unmatched dim value at (\d+), "\s*<<\s*"expected: (\d+))"));
    static const QHash<QString, QString> dtypes { { QStringLiteral("float32"), QStringLiteral("f32") },
        { QStringLiteral("float16"), QStringLiteral("f16") }, { QStringLiteral("bfloat16"), QStringLiteral("bf16") },
        { QStringLiteral("float64"), QStringLiteral("f64") }, { QStringLiteral("int64"), QStringLiteral("i64") },
        { QStringLiteral("int32"), QStringLiteral("i32") }, { QStringLiteral("int16"), QStringLiteral("i16") },
        { QStringLiteral("int8"), QStringLiteral("i8") }, { QStringLiteral("uint8"), QStringLiteral("u8") },
        { QStringLiteral("bool"), QStringLiteral("bool") } };
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
        const QString dtype = dtypes.value(dtypeRe.match(text).captured(1));
        const QRegularExpression rankRe(QStringLiteral(R"(%1_size\[(\d+)\])").arg(*it));
        int rank = 0;
        for (auto r = rankRe.globalMatch(text); r.hasNext();)
            rank = std::max(rank, r.next().captured(1).toInt() + 1);
        const QMap<int, QString> known = dims.value(it.key());
        if (dtype.isEmpty() || known.size() != rank) {
            a.inputsProblem = QStringLiteral("input %1 (%2) has %3").arg(it.key()).arg(*it,
                dtype.isEmpty() ? QStringLiteral("a dtype the runner cannot make") : QStringLiteral("dynamic sizes"));
            a.inputs.clear();
            return;
        }
        a.inputs << QStringLiteral("%1[%2]").arg(dtype, QStringList(known.values()).join(u','));
    }
}

} // namespace

Result<Pt2Archive> Pt2Reader::read(const QString &path)
{
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
    a.entries = static_cast<int>(n);
    bool flatExport = false;
    for (zip_int64_t i = 0; i < n; ++i) {
        const QString name = QString::fromUtf8(zip_get_name(zip.get(), static_cast<zip_uint64_t>(i), 0));
        if (a.root.isEmpty())
            a.root = name.section(QLatin1Char('/'), 0, 0);
        const QString rest = name.section(QLatin1Char('/'), 1);
        if (rest.startsWith(QLatin1String("data/aotinductor/"))) {
            a.kind = Pt2Archive::Kind::AotInductor;
            const QString model = rest.section(QLatin1Char('/'), 2, 2);
            if (!model.isEmpty() && !a.models.contains(model))
                a.models << model;
            a.cubins += name.endsWith(QLatin1String(".cubin"));
            if (name.endsWith(QLatin1String(".wrapper.cpp")) && a.inputs.isEmpty() && a.inputsProblem.isEmpty())
                readAotiInputs(readEntry(zip.get(), static_cast<zip_uint64_t>(i), 256 << 20), a);
            a.sharedLibraries += name.endsWith(QLatin1String(".so"));
            if (name.endsWith(QLatin1String("_metadata.json")) && a.device.isEmpty()) {
                simdjson::dom::parser parser;
                if (const auto el = json::parse(parser, readEntry(zip.get(), static_cast<zip_uint64_t>(i), 1 << 20)))
                    a.device = json::str(*el, "AOTI_DEVICE_KEY");
            }
        } else if (rest.startsWith(QLatin1String("models/")) && rest.endsWith(QLatin1String(".json"))) {
            if (a.kind == Pt2Archive::Kind::Unknown)
                a.kind = Pt2Archive::Kind::ExportedProgram;
            const QString model = rest.section(QLatin1Char('/'), 1).chopped(5);
            if (!a.models.contains(model))
                a.models << model;
            if (a.torchVersion.isEmpty()) {
                // The version sits near the end of a large JSON; read it only for small programs.
                simdjson::dom::parser parser;
                if (const auto el = json::parse(parser, readEntry(zip.get(), static_cast<zip_uint64_t>(i), 64 << 20)))
                    a.torchVersion = json::str(*el, "torch_version");
            }
        } else if (name.endsWith(QLatin1String("serialized_exported_program.json"))) {
            flatExport = true;
        }
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
