#include "core/ingest/pt2/wrapperbranches.h"

#include <QRegularExpression>

namespace cs {
namespace {

qsizetype indentOf(const QString &line)
{
    qsizetype i = 0;
    while (i < line.size() && (line[i] == u' ' || line[i] == u'\t'))
        ++i;
    return i;
}

} // namespace

void WrapperBranches::feed(const QString &line)
{
    const qsizetype indent = indentOf(line);
    if (indent == line.size())
        return; // blank: closes nothing
    const QString text = line.mid(indent).trimmed();
    while (!m_open.empty() && indent < m_open.back().indent)
        m_open.pop_back();
    while (!m_controls.empty() && m_controls.back().indent >= indent)
        m_controls.pop_back();
    static const QRegularExpression subgraph(QStringLiteral(R"(^//\s*subgraph:\s*(\S+))"));
    if (!text.startsWith(QLatin1String("//"))) {
        m_controls.push_back({ indent, text });
        return;
    }
    if (const auto m = subgraph.match(text); m.hasMatch() && m_open.size() < kMaxDepth) {
        bool loopBody = false;
        if (!m_open.empty() && m_open.back().indent == indent) {
            // At the depth of an open branch: a loop's body after its condition, else a sub-graph
            // inlined in the branch (invoke_subgraph), which runs with it.
            if (!m_open.back().segment.startsWith(u'w'))
                return;
            loopBody = true;
            m_open.pop_back();
        }
        QString segment;
        const QString control = m_controls.empty() ? QString() : m_controls.back().text;
        const qsizetype controlIndent = m_controls.empty() ? -1 : m_controls.back().indent;
        const auto ifAt = m_ifs.constFind(controlIndent);
        if (control.startsWith(QLatin1String("while")))
            segment = (loopBody ? QStringLiteral("l%1:") : QStringLiteral("w%1:")).arg(++m_next);
        else if (control.contains(QLatin1String("else")) && ifAt != m_ifs.cend())
            segment = QStringLiteral("c%1:").arg(*ifAt);
        else if (control.startsWith(QLatin1String("if"))) {
            m_ifs.insert(controlIndent, ++m_next);
            segment = QStringLiteral("c%1:").arg(m_next);
        } else
            return; // a sub-graph inlined where it always runs (invoke_subgraph): no branch
        m_open.push_back({ indent, segment + m.captured(1) });
    }
    // Other comments are neither branches nor what opens them.
}

QString WrapperBranches::current() const
{
    QStringList parts;
    for (const Open &o : m_open)
        parts << o.segment;
    return parts.join(u'/');
}

} // namespace cs
