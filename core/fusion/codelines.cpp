#include "core/fusion/codelines.h"

namespace cs {
namespace {

// As the line reads inside the whole text decoded at once: Qt drops a UTF-8 byte-order mark only
// at the start of what it decodes, so a line after the first keeps its U+FEFF.
QString decoded(std::string_view bytes, bool afterFirst)
{
    QString out = QString::fromUtf8(bytes.data(), static_cast<qsizetype>(bytes.size()));
    if (afterFirst && bytes.starts_with("\xEF\xBB\xBF"))
        out.prepend(QChar(0xFEFF));
    return out;
}

} // namespace

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
        m_made[at] = decoded(m_raw[at], i > 0);
        m_has[at] = true;
    }
    return m_made[at];
}

QString CodeLines::joined(qsizetype first, qsizetype last) const
{
    const std::string_view a = raw(first), b = raw(last);
    return decoded(std::string_view(a.data(), static_cast<size_t>(b.data() + b.size() - a.data())), first > 0);
}

} // namespace cs
