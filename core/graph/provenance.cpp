#include "core/graph/provenance.h"

#include "core/graph/provenancemaps.h"
#include "core/ingest/runloader.h"
#include "core/model/tracekinds.h"
#include "core/model/tracelog.h"

#include <QFileInfo>
#include <QRegularExpression>

namespace cs {
namespace {

using Pane = ProvenanceTexts::Pane;

// A node's line in a printed graph: `<name>[: "<annotation>"] = <expression>`.
QHash<QString, QList<int>> nodeLines(const QStringList &lines)
{
    static const QRegularExpression assignment(QStringLiteral(R"(^\s+([A-Za-z_][A-Za-z0-9_]*)(?:: "[^"]*")? = )"));
    QHash<QString, QList<int>> out;
    for (int i = 0; i < lines.size(); ++i)
        if (const auto m = assignment.match(lines[i]); m.hasMatch() && !out.contains(m.captured(1)))
            out[m.captured(1)] << i;
    return out;
}

// Each kernel's definition: from `<kernel> = async_compile.…` at the top level to the line that
// closes its source (one starting with three quotes: `''', device_str=…)`), or that line alone.
QHash<QString, std::pair<int, int>> kernelDefinitions(const QStringList &lines)
{
    const QString quotes = QStringLiteral("'''");
    QHash<QString, std::pair<int, int>> out;
    for (int i = 0; i < lines.size(); ++i) {
        const QString &l = lines[i];
        const qsizetype eq = l.indexOf(QLatin1String(" = async_compile."));
        if (eq <= 0 || l.startsWith(u' '))
            continue;
        int end = i;
        if (l.endsWith(quotes))
            for (int j = i + 1; j < lines.size(); ++j)
                if (lines[j].startsWith(quotes)) {
                    end = j;
                    break;
                }
        out.insert(l.left(eq), { i, end });
        i = end;
    }
    return out;
}

// Each callee name followed by `(` or `.run(` on a line (`triton_poi_fused_0.run(`,
// `extern_kernels.addmm(`, `kernel(`) → the lines calling it, declarations and definitions left
// out (`def …`, `extern "C" …`, C++ declarations): one pass over the code.
QHash<QString, QList<int>> callLines(const QStringList &lines)
{
    QHash<QString, QList<int>> out;
    for (int i = 0; i < lines.size(); ++i) {
        const QString &l = lines[i];
        const QString trimmed = l.trimmed();
        if (trimmed.startsWith(QLatin1String("def ")) || trimmed.startsWith(QLatin1String("extern "))
            || trimmed.startsWith(QLatin1String("static ")) || trimmed.startsWith(QLatin1String("void "))
            || trimmed.startsWith(QLatin1String("template")) || trimmed.startsWith(u'#')
            || trimmed.startsWith(QLatin1String("//")))
            continue;
        for (qsizetype p = l.indexOf(u'('); p > 0; p = l.indexOf(u'(', p + 1)) {
            qsizetype b = p;
            while (b > 0 && (l[b - 1].isLetterOrNumber() || l[b - 1] == u'_' || l[b - 1] == u'.'))
                --b;
            QString callee = l.mid(b, p - b);
            if (callee.endsWith(QLatin1String(".run")))
                callee.chop(4);
            if (!callee.isEmpty() && (out[callee].isEmpty() || out[callee].last() != i))
                out[callee] << i;
        }
    }
    return out;
}

// A code key's lines: its `[Provenance debug handles] <key>` comment (`#` in Python code, `//`
// in C++ wrappers) and the call right below it (the first line within the next three naming the
// kernel), and its kernel's definition line. Older mappings name kernels without a handle, and
// their code has no handle comments: then the lines outside its definition that call it.
QHash<QString, QList<int>> codeLines(
    const QStringList &lines, const QStringList &keys, const QHash<QString, std::pair<int, int>> &definitions)
{
    static const QString marker = QStringLiteral("[Provenance debug handles] ");
    QHash<QString, QList<int>> out;
    for (int i = 0; i < lines.size(); ++i) {
        const qsizetype at = lines[i].indexOf(marker);
        if (at < 0)
            continue;
        const QString before = lines[i].left(at).trimmed();
        if (before != QLatin1String("#") && before != QLatin1String("//"))
            continue;
        const QString key = lines[i].mid(at + marker.size()).trimmed();
        const QString kernel = key.section(u':', 0, 0);
        if (kernel.isEmpty())
            continue;
        out[key] << i;
        for (int j = i + 1; j < lines.size() && j <= i + 3; ++j)
            if (lines[j].contains(kernel)) {
                out[key] << j;
                break;
            }
    }
    QHash<QString, QList<int>> calls;
    bool callsRead = false;
    for (const QString &key : keys) {
        const QString kernel = key.section(u':', 0, 0);
        if (kernel.isEmpty())
            continue;
        const auto d = definitions.constFind(kernel);
        if (!out.contains(key)) {
            if (!callsRead) {
                calls = callLines(lines);
                callsRead = true;
            }
            for (int i : calls.value(kernel))
                if (d == definitions.constEnd() || i < d->first || i > d->second)
                    out[key] << i;
        }
        if (d != definitions.constEnd())
            out[key].prepend(d->first);
    }
    return out;
}

// The items a line of a pane shows: the node assigned there; in the code, the keys whose
// comment, call or kernel definition it is, or whose kernel's definition it lies in.
QStringList itemsAt(const ProvenanceTexts &t, Pane pane, int line)
{
    QStringList items;
    for (auto it = t.lines[pane].cbegin(); it != t.lines[pane].cend(); ++it)
        if (it->contains(line))
            items << it.key();
    if (!items.isEmpty() || pane != ProvenanceTexts::Code)
        return items;
    // Inside a kernel's definition: the keys of that kernel.
    for (auto d = t.definitions.cbegin(); d != t.definitions.cend(); ++d)
        if (line >= d->first && line <= d->second)
            for (auto it = t.lines[pane].cbegin(); it != t.lines[pane].cend(); ++it)
                if (it.key().section(u':', 0, 0) == d.key())
                    items << it.key();
    return items;
}

// Appends what `to` does not hold yet (`seen` mirrors it: linear, a node can map to thousands).
void addAll(QStringList &to, QSet<QString> &seen, const QStringList &from)
{
    for (const QString &s : from)
        if (!seen.contains(s)) {
            seen.insert(s);
            to << s;
        }
}

} // namespace

ProvenanceLinks provenanceLinksOf(const ProvenanceTexts &t, Pane pane, const QStringList &items)
{
    ProvenanceLinks l;
    std::array<QSet<QString>, ProvenanceTexts::PaneCount> seen;
    addAll(l.items[pane], seen[pane], items);
    auto &pre = l.items[ProvenanceTexts::PreGrad], &post = l.items[ProvenanceTexts::PostGrad],
         &code = l.items[ProvenanceTexts::Code];
    auto &preSeen = seen[ProvenanceTexts::PreGrad], &postSeen = seen[ProvenanceTexts::PostGrad],
         &codeSeen = seen[ProvenanceTexts::Code];
    if (pane == ProvenanceTexts::PreGrad)
        for (const QString &n : items)
            addAll(post, postSeen, t.preToPost.value(n));
    if (pane == ProvenanceTexts::Code)
        for (const QString &k : items)
            addAll(post, postSeen, t.codeToPost.value(k));
    if (pane != ProvenanceTexts::PreGrad)
        for (qsizetype i = 0; i < post.size(); ++i)
            addAll(pre, preSeen, t.postToPre.value(post[i]));
    if (pane != ProvenanceTexts::Code)
        for (qsizetype i = 0; i < post.size(); ++i)
            addAll(code, codeSeen, t.postToCode.value(post[i]));
    for (int p = 0; p < ProvenanceTexts::PaneCount; ++p)
        for (const QString &item : std::as_const(l.items[size_t(p)]))
            for (int line : t.lines[size_t(p)].value(item))
                l.lines[size_t(p)].insert(line);
    for (const QString &n : std::as_const(pre))
        if (const QString s = t.preSource.value(n); !s.isEmpty() && !l.sources.contains(s))
            l.sources << s;
    return l;
}

ProvenanceLinks provenanceLinks(const ProvenanceTexts &t, Pane pane, int line)
{
    return provenanceLinksOf(t, pane, itemsAt(t, pane, line));
}

namespace {

// A graph of an ahead-of-time compile (no compile id: AOTInductor, export): its mapping and code
// are the records after it, before the next post-grad graph (the wrapper code as graph_dump
// `inductor_aot_wrapper_code` in older logs).
void findAotRecords(const TraceLog &log, GraphEntry &g)
{
    for (uint32_t ri = g.record + 1; ri < log.records.size(); ++ri) {
        const TraceRecord &r = log.records[ri];
        if (r.compileId.isValid())
            continue;
        const std::string kind = log.kindName(r);
        const QString stage = graphStageOf(kind);
        if (stage == QLatin1String("post_grad") || stage == QLatin1String("before_post_grad"))
            break; // the next compile's graph: what follows is its own
        if (kind == "artifact:inductor_provenance_tracking_node_mappings" && g.provenanceRecord == GraphEntry::NoRecord)
            g.provenanceRecord = ri;
        else if (g.outputCodeRecord == GraphEntry::NoRecord
            && (kind == "inductor_output_code"
                || (kind == "graph_dump"
                    && log.metadata(r).find("inductor_aot_wrapper_code") != std::string_view::npos)))
            g.outputCodeRecord = ri;
    }
    g.ownRecords = g.provenanceRecord != GraphEntry::NoRecord;
}

} // namespace

QList<GraphEntry> provenanceGraphs(const LoadedRun &run, const QList<GraphEntry> &graphs)
{
    QList<GraphEntry> out;
    for (GraphEntry g : graphs) {
        if (g.stage != QLatin1String("post_grad") || g.log < 0 || g.log >= static_cast<int>(run.logs.size()))
            continue;
        const TraceLog &log = *run.logs[size_t(g.log)];
        if (g.compileId == QLatin1String("-") && g.file.isEmpty())
            findAotRecords(log, g);
        if (g.ownRecords && g.provenanceRecord != GraphEntry::NoRecord
            && !readProvenanceMaps(
                log.payload(log.records[g.provenanceRecord]), ProvenanceMaps::PreToPost | ProvenanceMaps::PostToCode)
                    .isEmpty())
            out << g; // a backward's mapping is `{"version": 2.0}` alone
    }
    return out;
}

Result<ProvenanceTexts> loadProvenance(
    const LoadedRun &run, const QList<GraphEntry> &graphs, const GraphEntry &postGrad)
{
    if (postGrad.log < 0 || postGrad.log >= static_cast<int>(run.logs.size())
        || postGrad.provenanceRecord == GraphEntry::NoRecord)
        return Error { QStringLiteral("graph %1 has no provenance mapping").arg(postGrad.id) };
    const TraceLog &log = *run.logs[size_t(postGrad.log)];
    ProvenanceTexts t;
    t.graphId = postGrad.id;
    const ProvenanceMaps maps = readProvenanceMaps(log.payload(log.records[postGrad.provenanceRecord]));
    if (maps.isEmpty())
        return Error {
            QStringLiteral("graph %1: its provenance mapping holds no nodes (a backward's is empty)").arg(postGrad.id)
        };
    t.preToPost = maps.preToPost;
    t.postToPre = maps.postToPre;
    t.codeToPost = maps.codeToPost;
    t.postToCode = maps.postToCode;
    // The pre-grad graph of the same compile (and AOT compilation), else its Dynamo graph: both
    // name the nodes preToPost maps.
    // Graphs without a compile id (AOTInductor) are told apart by order only: the pre-grad graph
    // must come after the post-grad graph of the compile before.
    uint32_t after = 0;
    if (postGrad.compileId == QLatin1String("-"))
        for (const GraphEntry &g : graphs)
            if (g.stage == QLatin1String("post_grad") && g.log == postGrad.log && g.compileId == postGrad.compileId
                && g.record < postGrad.record)
                after = std::max(after, g.record);
    const GraphEntry *pre = nullptr;
    for (const char *stage : { "pre_grad", "dynamo" }) {
        for (const GraphEntry &g : graphs)
            if (g.stage == QLatin1String(stage) && g.log == postGrad.log && g.compileId == postGrad.compileId
                && (g.unitLabel.isEmpty() || g.unitLabel == postGrad.unitLabel) && g.record < postGrad.record
                && g.record >= after)
                pre = &g; // the last before the post-grad graph
        if (pre)
            break;
    }
    auto take = [&](Pane pane, uint32_t record) {
        const TraceRecord &r = log.records[record];
        t.text[pane] = QString::fromStdString(log.payload(r));
        t.firstLine[pane] = static_cast<int>(r.line) + 1;
        t.artifact[pane] = QString::fromStdString(log.kindName(r));
    };
    if (pre)
        take(ProvenanceTexts::PreGrad, pre->record);
    take(ProvenanceTexts::PostGrad, postGrad.record);
    if (postGrad.outputCodeRecord != GraphEntry::NoRecord)
        take(ProvenanceTexts::Code, postGrad.outputCodeRecord);
    for (Pane p : { ProvenanceTexts::PreGrad, ProvenanceTexts::PostGrad })
        t.lines[p] = nodeLines(t.text[p].split(u'\n'));
    const QStringList code = t.text[ProvenanceTexts::Code].split(u'\n');
    t.definitions = kernelDefinitions(code);
    t.lines[ProvenanceTexts::Code] = codeLines(code, t.codeToPost.keys(), t.definitions);
    if (pre)
        for (const FxNode &n : parseFxGraph(log.payload(log.records[pre->record])).nodes)
            if (n.line > 0)
                t.preSource.insert(
                    n.name, QStringLiteral("%1:%2").arg(QFileInfo(n.file).fileName(), QString::number(n.line)));
    return t;
}

} // namespace cs
