#include "core/fusion/codelines.h"

namespace cs {

CodeLines::CodeLines(std::string_view text)
{
    for (size_t from = 0;;) {
        const size_t nl = text.find('\n', from);
        m_raw.push_back(text.substr(from, nl == std::string_view::npos ? std::string_view::npos : nl - from));
        if (nl == std::string_view::npos)
            break;
        from = nl + 1;
    }
    m_made.resize(m_raw.size());
    m_has.resize(m_raw.size(), false);
}

const QString &CodeLines::operator[](qsizetype i) const
{
    const auto at = static_cast<size_t>(i);
    if (!m_has[at]) {
        m_made[at] = QString::fromUtf8(m_raw[at].data(), static_cast<qsizetype>(m_raw[at].size()));
        m_has[at] = true;
    }
    return m_made[at];
}

QString CodeLines::joined(qsizetype first, qsizetype last) const
{
    const std::string_view a = raw(first), b = raw(last);
    return QString::fromUtf8(a.data(), static_cast<qsizetype>(b.data() + b.size() - a.data()));
}

} // namespace cs
