#pragma once

#include <QString>

#include <string_view>
#include <vector>

namespace cs {

// The lines of a generated module ('\n'-separated, as QString::split makes them: a last empty
// line after a final newline, '\r' kept), each made a QString only when asked for. A wrapper
// holds every kernel's source and its readers look at a few lines around each launch; splitting
// a whole log's output code into QStrings was most of a report's time. The text must outlive it.
class CodeLines {
public:
    explicit CodeLines(std::string_view text);
    qsizetype size() const { return static_cast<qsizetype>(m_raw.size()); }
    // The line's bytes, for a cheap look before a line is made a QString.
    std::string_view raw(qsizetype i) const { return m_raw[static_cast<size_t>(i)]; }
    const QString &operator[](qsizetype i) const;
    // The line, or an empty string past the end (QStringList::value).
    QString value(qsizetype i) const { return i >= 0 && i < size() ? (*this)[i] : QString(); }
    // Lines first..last (0-based, inclusive, within the text) joined with '\n': the text's own
    // bytes between them, made one QString.
    QString joined(qsizetype first, qsizetype last) const;

private:
    std::vector<std::string_view> m_raw;
    mutable std::vector<QString> m_made;
    mutable std::vector<bool> m_has;
};

} // namespace cs
