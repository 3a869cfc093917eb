#include "core/report/exportsummary.h"

#include "core/graph/exportgraph.h"
#include "core/util/jsonvalue.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonObject>

#include <algorithm>

namespace cs {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(cs::ExportSummary)
};

QString specsText(const ExportedProgram &p, const std::vector<const ExportSpec *> &specs)
{
    QStringList out;
    for (const ExportSpec *sp : specs) {
        if (out.size() >= 12) {
            out << QStringLiteral("... (%1 in all)").arg(specs.size());
            break;
        }
        QString t = sp->kind + QLatin1Char(' ') + sp->name;
        if (!sp->target.isEmpty())
            t += QStringLiteral(" (") + sp->target + QLatin1Char(')');
        const ExportTensorMeta m = p.tensors.value(sp->name);
        if (!m.dtype.isEmpty())
            t += QStringLiteral(" %1[%2]").arg(m.dtype, m.shape);
        else if (const QString sym = p.symValues.value(sp->name); !sym.isEmpty())
            t += QStringLiteral(" Sym(%1)").arg(sym);
        out << t;
    }
    return out.isEmpty() ? QStringLiteral("none") : out.join(QStringLiteral(", "));
}

QString whereText(const SourceFrame &f)
{
    if (f.file.isEmpty())
        return {};
    QString t = QStringLiteral("%1:%2").arg(QFileInfo(f.file).fileName()).arg(f.line);
    if (const QString code = f.source.trimmed(); !code.isEmpty())
        t += QStringLiteral("  ") + code;
    return t;
}

QString eventText(const ExportEvent &e)
{
    if (e.kind == QLatin1String("specialization"))
        return QStringLiteral("%1 (%2) specialised to %3").arg(e.text, e.sources.join(QStringLiteral(", ")), e.detail);
    if (e.kind == QLatin1String("data_dependent_guard"))
        return QStringLiteral("guard on a data-dependent value: %1").arg(e.text);
    if (e.kind == QLatin1String("missing_fake_kernel"))
        return QStringLiteral("no fake kernel: %1").arg(e.text);
    if (e.kind == QLatin1String("mismatched_fake_kernel"))
        return QStringLiteral("fake kernel does not match: %1: %2").arg(e.text, e.detail);
    if (e.kind == QLatin1String("real_tensor_value"))
        return QStringLiteral("data-dependent %1 taken as %2 from the real tensors").arg(e.text, e.detail);
    return e.text;
}

QJsonObject eventJson(const ExportEvent &e)
{
    return { { QStringLiteral("kind"), e.kind }, { QStringLiteral("text"), e.text },
        { QStringLiteral("detail"), orNull(e.detail) },
        { QStringLiteral("sources"), QJsonArray::fromStringList(e.sources) },
        { QStringLiteral("file"), orNull(e.where.file) },
        { QStringLiteral("line"), e.where.line > 0 ? QJsonValue(e.where.line) : QJsonValue(QJsonValue::Null) },
        { QStringLiteral("code"), orNull(e.where.source.trimmed()) }, { QStringLiteral("trace_line"), e.line } };
}

} // namespace

QJsonArray exportSpecsJson(const ExportedProgram &p, const std::vector<ExportSpec> &specs)
{
    QJsonArray out;
    for (const ExportSpec &s : specs) {
        const ExportTensorMeta m = p.tensors.value(s.name);
        out.append(QJsonObject { { QStringLiteral("kind"), s.kind }, { QStringLiteral("name"), s.name },
            { QStringLiteral("target"), orNull(s.target) }, { QStringLiteral("dtype"), orNull(m.dtype) },
            { QStringLiteral("shape"), m.dtype.isEmpty() ? orNull(p.symValues.value(s.name)) : QJsonValue(m.shape) } });
    }
    return out;
}

QString exportEventText(const ExportEvent &e)
{
    const QString where = whereText(e.where);
    return eventText(e) + (where.isEmpty() ? QString() : QStringLiteral("  at ") + where);
}

ProgramInterface programInterface(const ExportedProgram &p)
{
    ProgramInterface out;
    std::vector<const ExportSpec *> user, outputs;
    for (const ExportSpec &s : p.inputs) {
        if (s.kind == QLatin1String("user_input"))
            user.push_back(&s);
        else
            ++out.stateInputs;
    }
    for (const ExportSpec &s : p.outputs)
        outputs.push_back(&s);
    out.inputs = specsText(p, user);
    out.outputs = specsText(p, outputs);
    const QStringList dims = p.dynamicDims();
    out.dynamicDims = dims.isEmpty() ? QStringLiteral("none") : dims.join(QStringLiteral(", "));
    return out;
}

std::shared_ptr<const ExportedProgram> tracedProgram(const TraceLog &log, const ExportAttempt &a)
{
    if (!a.exported())
        return nullptr;
    return readPrintedProgram(log.payload(log.records[a.programRecord]), log.source->path(),
        QStringLiteral("exported_program, line %1").arg(a.programLine), QStringLiteral("export %1").arg(a.number));
}

QString exportGraphId(const LoadedRun &run, size_t log, const ExportAttempt &a, bool partial)
{
    const QString prefix = run.logs.size() > 1 ? QStringLiteral("rank %1:").arg(run.logs[log]->rank) : QString();
    return prefix + QStringLiteral("export:%1").arg(a.number) + (partial ? QStringLiteral(":partial") : QString());
}

void writeExportText(const LoadedRun &run, size_t li, QTextStream &s)
{
    const TraceLog &log = *run.logs[li];
    const auto &exports = run.overviews[li]->exports;
    if (exports.empty())
        return;
    const auto ok = std::count_if(exports.begin(), exports.end(), [](const ExportAttempt &a) { return a.exported(); });
    s << "torch.export calls: " << exports.size() << " (" << ok << " exported, " << exports.size() - size_t(ok)
      << " failed)\n";
    for (const ExportAttempt &a : exports) {
        s << "  export " << a.number << " (line " << a.line << "): ";
        if (const auto p = tracedProgram(log, a)) {
            const ProgramInterface i = programInterface(*p);
            s << "exported, " << p->nodes.size() << " nodes, " << i.stateInputs
              << " parameter/buffer/constant inputs; graph " << exportGraphId(run, li, a) << "\n";
            s << "    inputs: " << i.inputs << "\n";
            s << "    outputs: " << i.outputs << "\n";
            s << "    dynamic dims: " << i.dynamicDims << "\n";
            for (const QString &problem : p->problems)
                s << "    problem: " << problem << "\n";
        } else {
            s << "failed: " << a.failure() << "\n";
            if (a.partialRecord != ExportAttempt::NoRecord)
                s << "    partial graph (traced before the failure): " << exportGraphId(run, li, a, true) << "\n";
        }
        for (const ExportSymbolInfo &sym : a.symbols)
            s << "    dynamic dim asked: " << sym.symbol << " = " << sym.source << " in " << sym.range << " (example "
              << sym.value << ")\n";
        for (const ExportEvent &g : a.guards)
            s << "    guard added: " << exportEventText(g) << "\n";
        for (const ExportEvent &p : a.problems)
            s << "    " << exportEventText(p) << "\n";
    }
    s << "\n";
}

QJsonArray exportsJson(const LoadedRun &run)
{
    QJsonArray out;
    for (size_t li = 0; li < run.logs.size(); ++li) {
        const TraceLog &log = *run.logs[li];
        for (const ExportAttempt &a : run.overviews[li]->exports) {
            QJsonObject o { { QStringLiteral("file"), log.source->path() },
                { QStringLiteral("rank"), log.rank >= 0 ? QJsonValue(log.rank) : QJsonValue(QJsonValue::Null) },
                { QStringLiteral("number"), a.number }, { QStringLiteral("line"), a.line },
                { QStringLiteral("status"), a.exported() ? QStringLiteral("exported") : QStringLiteral("failed") },
                { QStringLiteral("failure"), orNull(a.failure()) },
                { QStringLiteral("graph"), a.exported() ? QJsonValue(exportGraphId(run, li, a)) : QJsonValue() },
                { QStringLiteral("partial_graph"),
                    a.partialRecord != ExportAttempt::NoRecord ? QJsonValue(exportGraphId(run, li, a, true))
                                                               : QJsonValue() } };
            if (const auto p = tracedProgram(log, a)) {
                o[QStringLiteral("nodes")] = static_cast<qint64>(p->nodes.size());
                o[QStringLiteral("inputs")] = exportSpecsJson(*p, p->inputs);
                o[QStringLiteral("outputs")] = exportSpecsJson(*p, p->outputs);
                QJsonObject ranges;
                for (const ExportRange &r : p->ranges)
                    ranges[r.symbol]
                        = QJsonObject { { QStringLiteral("min"), r.min ? QJsonValue(qint64(*r.min)) : QJsonValue() },
                              { QStringLiteral("max"), r.max ? QJsonValue(qint64(*r.max)) : QJsonValue() } };
                o[QStringLiteral("range_constraints")] = ranges;
                o[QStringLiteral("dynamic_dims")] = QJsonArray::fromStringList(p->dynamicDims());
                o[QStringLiteral("problems_reading")] = QJsonArray::fromStringList(p->problems);
            }
            QJsonArray symbols, guards, problems;
            for (const ExportSymbolInfo &sym : a.symbols)
                symbols.append(
                    QJsonObject { { QStringLiteral("symbol"), sym.symbol }, { QStringLiteral("source"), sym.source },
                        { QStringLiteral("range"), sym.range }, { QStringLiteral("value"), sym.value } });
            for (const ExportEvent &g : a.guards)
                guards.append(eventJson(g));
            for (const ExportEvent &p : a.problems)
                problems.append(eventJson(p));
            o[QStringLiteral("symbols")] = symbols;
            o[QStringLiteral("guards")] = guards;
            o[QStringLiteral("problems")] = problems;
            out.append(o);
        }
    }
    return out;
}

QStringList incompletePrograms(const LoadedRun &run)
{
    QStringList out;
    for (const Pt2Archive &a : run.archives) {
        if (a.kind == Pt2Archive::Kind::ExportedProgram && a.programs.empty())
            out << QStringLiteral("%1: no exported program in it could be read (%2)")
                       .arg(a.path, a.problems.value(0, QStringLiteral("no program entry")));
        for (const auto &p : a.programs)
            if (p->damaged)
                out << QStringLiteral("%1: the program %2 is damaged (%3)")
                           .arg(a.path, p->model, p->problems.value(0, QStringLiteral("its structure is broken")));
    }
    return out;
}

} // namespace cs
