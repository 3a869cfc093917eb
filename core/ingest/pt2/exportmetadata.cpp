#include "core/ingest/pt2/exportmetadata.h"

#include "core/ingest/pt2/exportvalues.h"
#include "core/util/countedtext.h"

#include <QRegularExpression>

namespace cs {

using namespace exportjson;

void ExportMetadataReader::read(simdjson::dom::element node, ExportNode &n)
{
    simdjson::dom::element meta;
    if (!member(node, "metadata", meta))
        return;
    n.stackTrace = string(meta, "stack_trace");
    const QString stack = string(meta, "nn_module_stack");
    if (!stack.isEmpty()) {
        // `key,path,type` per module, `;` between them, outermost first; commas inside
        // brackets belong to the path.
        const QString last = stack.section(u';', -1);
        QStringList parts;
        int depth = 0;
        qsizetype start = 0;
        for (qsizetype i = 0; i < last.size(); ++i) {
            const QChar c = last[i];
            if (c == u'(' || c == u'[')
                ++depth;
            else if (c == u')' || c == u']')
                --depth;
            else if (c == u',' && depth == 0) {
                parts << last.mid(start, i - start);
                start = i + 1;
            }
        }
        parts << last.mid(start);
        if (parts.size() != 3 && last.count(u',') >= 2) // unbalanced brackets: key first, type last
            parts = { last.section(u',', 0, 0), last.section(u',', 1, -2), last.section(u',', -1) };
        if (parts.size() == 3 && parts[0] == QLatin1String("_empty_nn_module_stack_from_metadata_hook")) {
            // Export's metadata hook marks a node a pass added without a module (torch/_export/
            // passes/_node_metadata_hook.py); unflatten keeps such a node in the module of the
            // node before it, and so does this reader.
            n.module = m_lastModule;
            n.moduleType = m_lastModuleType;
        } else if (parts.size() == 3) {
            n.module = parts[1];
            n.moduleType = parts[2];
        } else {
            ++m_unreadModules;
        }
        m_lastModule = n.module;
        m_lastModuleType = n.moduleType;
    }
    if (!n.stackTrace.isEmpty()) {
        // Many nodes share one trace (a layer's loop): read each trace once.
        const auto it = m_frames.constFind(n.stackTrace);
        const Frame f = it != m_frames.cend() ? *it : m_frames.insert(n.stackTrace, userFrame(n.stackTrace)).value();
        n.file = f.file;
        n.line = f.line;
        n.code = f.code;
        if (f.file.isEmpty())
            ++m_unreadTraces;
    }
}

// Metadata that was there but could not be read, said once per program (kept as raw text).
QStringList ExportMetadataReader::problems() const
{
    QStringList out;
    if (m_unreadModules > 0)
        out << countedText(QStringLiteral("the nn_module_stack of %1 node(s) could not be split into key, path and "
                                          "type: shown without a module"),
            m_unreadModules)
                   .arg(m_unreadModules);
    if (m_unreadTraces > 0)
        out << countedText(QStringLiteral("the stack_trace of %1 node(s) has no `File \"…\", line N` frame: shown "
                                          "without a source line"),
            m_unreadTraces)
                   .arg(m_unreadTraces);
    return out;
}

// `File "<path>", line <n>, in <function>` then the code line; the innermost frame outside
// torch's own package and outside code FX generated (`<eval_with_key>.13`: the traced graph
// a higher-order op ran) is the user's line (else the innermost one).
ExportMetadataReader::Frame ExportMetadataReader::userFrame(const QString &trace)
{
    static const QRegularExpression frame(
        QStringLiteral(R"re(File "([^"\n]*)", line (\d+), in [^\n]*(?:\n\s*([^\n]*))?)re"));
    Frame user, any;
    for (auto it = frame.globalMatch(trace); it.hasNext();) {
        const auto m = it.next();
        any = { m.captured(1), m.captured(3).trimmed(), m.captured(2).toInt() };
        if (!any.file.contains(QLatin1String("-packages/torch/"))
            && !any.file.startsWith(QLatin1String("<eval_with_key>")))
            user = any;
    }
    return user.file.isEmpty() ? any : user;
}

} // namespace cs
