#include "core/analysis/exportattempts.h"

#include "core/util/json.h"

#include <QRegularExpression>

#include <cstdint>
#include <optional>
#include <vector>

namespace cs {
namespace {

bool isTorchFile(const QString &file)
{
    // An installed torch, or a source checkout of it (`.../pytorch/torch/_export/...`).
    static const QRegularExpression own(QStringLiteral(
        R"(/torch/(_[A-Za-z]|nn/|fx/|export/|utils/|autograd/|library\.py|overrides\.py|__init__\.py|functional\.py))"));
    return file.contains(QLatin1String("-packages/torch/")) || own.match(file).hasMatch();
}

QList<SourceFrame> framesOf(const TraceLog &log, simdjson::dom::element obj, const char *key)
{
    QList<SourceFrame> out;
    simdjson::dom::array frames;
    if (obj[key].get_array().get(frames) != simdjson::SUCCESS)
        return out;
    for (auto f : frames) {
        if (!f.is_object())
            continue;
        SourceFrame sf;
        sf.function = json::str(f, "name");
        sf.line = static_cast<int>(json::integer(f, "line").value_or(0));
        sf.source = json::str(f, "loc");
        if (const auto fid = json::integer(f, "filename"))
            sf.file = json::qstr(log.stringAt(*fid));
        out << sf;
    }
    return out;
}

// The user's frame of a record: from `user_stack` (the user's code as the tracer saw it), else
// from `stack` (the whole Python stack).
SourceFrame whereOf(const TraceLog &log, simdjson::dom::element meta)
{
    for (const char *key : { "user_stack", "stack" })
        if (const SourceFrame f = innermostUserFrame(framesOf(log, meta, key)); !f.file.isEmpty())
            return f;
    return {};
}

QStringList sourcesOf(simdjson::dom::element meta)
{
    QStringList out;
    simdjson::dom::object map;
    if (meta["symbol_to_sources"].get_object().get(map) == simdjson::SUCCESS)
        for (auto field : map) {
            std::string_view v;
            if (field.value.get_string().get(v) == simdjson::SUCCESS)
                out << json::qstr(v);
        }
    simdjson::dom::array list;
    if (meta["sources"].get_array().get(list) == simdjson::SUCCESS)
        for (auto v : list) {
            std::string_view sv;
            if (v.get_string().get(sv) == simdjson::SUCCESS)
                out << json::qstr(sv);
        }
    return out;
}

bool isExportRecord(std::string_view event, std::string_view artifact)
{
    static constexpr std::string_view Events[] = { "exported_program", "guard_added", "guard_added_fast",
        "symbolic_shape_specialization", "guard_on_data_dependent_error", "missing_fake_kernel",
        "mismatched_fake_kernel", "propagate_real_tensors_provenance", "create_symbol" };
    for (std::string_view e : Events)
        if (event == e)
            return true;
    return event == "artifact" && artifact == "make_fx_fail_partial";
}

} // namespace

SourceFrame innermostUserFrame(const QList<SourceFrame> &frames)
{
    for (auto it = frames.crbegin(); it != frames.crend(); ++it)
        if (!it->file.isEmpty() && !it->file.startsWith(u'<') && !isTorchFile(it->file))
            return *it;
    return {};
}

const ExportEvent *ExportAttempt::strongestProblem() const
{
    if (exported())
        return nullptr;
    for (const char *kind :
        { "data_dependent_guard", "specialization", "missing_fake_kernel", "mismatched_fake_kernel" })
        for (const ExportEvent &p : problems)
            if (p.kind == QLatin1String(kind))
                return &p;
    return nullptr;
}

QString ExportAttempt::failure() const
{
    if (exported())
        return {};
    const ExportEvent *p = strongestProblem();
    if (!p)
        return QStringLiteral("no exported program was recorded (the trace does not hold the exception)");
    if (p->kind == QLatin1String("data_dependent_guard"))
        return QStringLiteral("a guard on a data-dependent value: %1").arg(p->text);
    if (p->kind == QLatin1String("specialization"))
        return QStringLiteral("dimension %1 was specialised to %2 (a constraint violation)")
            .arg(p->sources.isEmpty() ? p->text : p->sources.join(QStringLiteral(", ")), p->detail);
    if (p->kind == QLatin1String("missing_fake_kernel"))
        return QStringLiteral("%1 has no fake kernel").arg(p->text);
    return QStringLiteral("the fake kernel of %1 does not match it: %2").arg(p->text, p->detail);
}

QString exportProblemName(const QString &kind)
{
    if (kind == QLatin1String("data_dependent_guard"))
        return QStringLiteral("data-dependent guard");
    if (kind == QLatin1String("specialization"))
        return QStringLiteral("constraint violation");
    if (kind == QLatin1String("missing_fake_kernel"))
        return QStringLiteral("missing fake kernel");
    if (kind == QLatin1String("mismatched_fake_kernel"))
        return QStringLiteral("mismatched fake kernel");
    return kind;
}

QString exportProblemSuggestion(const ExportEvent &p)
{
    const QString dims = p.sources.isEmpty() ? p.text : p.sources.join(QStringLiteral(", "));
    if (p.kind == QLatin1String("specialization"))
        return QStringLiteral("the code here makes %1 a constant: mark that dimension static in dynamic_shapes "
                              "(Dim.STATIC, or leave it out), or change the code so it does not depend on the size")
            .arg(dims);
    if (p.kind == QLatin1String("data_dependent_guard"))
        return QStringLiteral("the code branches on a value computed from tensor data: state what you know with "
                              "torch._check(...), use torch.cond for the branch, or run torch.export.draft_export "
                              "to see every such place");
    if (p.kind == QLatin1String("missing_fake_kernel"))
        return QStringLiteral("register a fake (meta) kernel for %1 with torch.library.register_fake").arg(p.text);
    if (p.kind == QLatin1String("mismatched_fake_kernel"))
        return QStringLiteral("make the fake kernel of %1 return what the real one does (%2)").arg(p.text, p.detail);
    return {};
}

std::vector<ExportAttempt> analyseExports(const TraceLog &log)
{
    std::vector<ExportAttempt> out;
    std::optional<ExportAttempt> open;
    auto close = [&] {
        if (open && (open->started || open->exported() || !open->problems.empty())) {
            // guard_added_fast repeats guard_added (without the user's stack): kept only alone.
            QStringList full;
            for (const ExportEvent &g : open->guards)
                if (g.kind == QLatin1String("guard"))
                    full << g.text;
            std::erase_if(open->guards,
                [&](const ExportEvent &g) { return g.kind == QLatin1String("guard_fast") && full.contains(g.text); });
            for (ExportEvent &g : open->guards)
                g.kind = QStringLiteral("guard");
            open->number = static_cast<int>(out.size()) + 1;
            out.push_back(std::move(*open));
        }
        open.reset();
    };
    simdjson::dom::parser parser;
    // What each event name is to an export, decided once per name (a big log has a million
    // records and a few dozen names): 0 nothing, 1 an export's start, 2 an export record.
    std::vector<int8_t> roleOf(log.names.size(), -1);
    const uint32_t partial = log.names.find("make_fx_fail_partial");
    for (uint32_t ri = 0; ri < log.records.size(); ++ri) {
        const TraceRecord &r = log.records[ri];
        int8_t &role = roleOf[r.event];
        if (role < 0) {
            const std::string_view name = log.eventName(r);
            role = name == "export" ? 1 : name == "artifact" || isExportRecord(name, {}) ? 2 : 0;
        }
        if (role == 0 || (role == 2 && r.artifact != StringPool::None && r.artifact != partial))
            continue;
        const std::string_view event = log.eventName(r);
        if (event == "export") {
            close();
            open.emplace();
            open->started = true;
            open->firstRecord = ri;
            open->line = static_cast<int>(r.line);
            continue;
        }
        const std::string_view artifact = event == "artifact" ? log.artifactName(r) : std::string_view();
        if (!isExportRecord(event, artifact))
            continue;
        if (!open) {
            // Outside an export: only records of no Dynamo compile. One that opens no export of
            // its own (a guard) is kept only if an export record follows (close()).
            if (r.compileId.isValid())
                continue;
            open.emplace();
            open->firstRecord = ri;
            open->line = static_cast<int>(r.line);
        } else if (!open->started && r.compileId.isValid()) {
            continue;
        }
        if (event == "exported_program") {
            open->programRecord = ri;
            open->programLine = static_cast<int>(r.line);
            close();
            continue;
        }
        if (!artifact.empty()) {
            open->partialRecord = ri;
            continue;
        }
        const auto meta = json::parse(parser, log.metadata(r));
        if (!meta || !meta->is_object())
            continue;
        if (event == "create_symbol") {
            open->symbols.push_back({ json::str(*meta, "symbol"), json::str(*meta, "source"), json::str(*meta, "vr"),
                json::str(*meta, "val") });
            continue;
        }
        ExportEvent e;
        e.record = ri;
        e.line = static_cast<int>(r.line);
        e.sources = sourcesOf(*meta);
        e.where = whereOf(log, *meta);
        if (event == "guard_added" || event == "guard_added_fast") {
            e.kind = event == "guard_added" ? QStringLiteral("guard") : QStringLiteral("guard_fast");
            e.text = json::str(*meta, "expr");
            open->guards.push_back(std::move(e));
            continue;
        }
        if (event == "symbolic_shape_specialization") {
            e.kind = QStringLiteral("specialization");
            e.text = json::str(*meta, "symbol");
            e.detail = json::str(*meta, "value");
            if (const QString reason = json::str(*meta, "reason"); !reason.isEmpty())
                e.detail += QStringLiteral(" (%1)").arg(reason);
        } else if (event == "guard_on_data_dependent_error") {
            e.kind = QStringLiteral("data_dependent_guard");
            e.text = json::str(*meta, "expr");
        } else if (event == "missing_fake_kernel") {
            e.kind = QStringLiteral("missing_fake_kernel");
            e.text = json::str(*meta, "op");
        } else if (event == "mismatched_fake_kernel") {
            e.kind = QStringLiteral("mismatched_fake_kernel");
            e.text = json::str(*meta, "op");
            e.detail = json::str(*meta, "reason");
        } else { // propagate_real_tensors_provenance
            e.kind = QStringLiteral("real_tensor_value");
            e.text = json::str(*meta, "expr");
            e.detail = json::str(*meta, "result");
        }
        open->problems.push_back(std::move(e));
    }
    close();
    return out;
}

} // namespace cs
