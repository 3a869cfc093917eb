#pragma once

#include <QString>

#include <utility>
#include <variant>

namespace cs {

// An error that a user can act on: what went wrong and, where known, where.
struct Error {
    QString message;
    QString file;
    qint64 line = 0; // 1-based; 0 when not tied to a line

    QString toString() const
    {
        if (file.isEmpty())
            return message;
        return line > 0 ? QStringLiteral("%1:%2: %3").arg(file).arg(line).arg(message)
                        : QStringLiteral("%1: %2").arg(file, message);
    }
};

// Fallible core APIs return a Result; no exceptions cross the core API.
template <typename T> class Result {
public:
    Result(T value)
        : m_v(std::move(value))
    {
    }
    Result(Error error)
        : m_v(std::move(error))
    {
    }

    bool ok() const { return m_v.index() == 0; }
    explicit operator bool() const { return ok(); }
    const T &value() const & { return std::get<0>(m_v); }
    T &value() & { return std::get<0>(m_v); }
    T &&value() && { return std::get<0>(std::move(m_v)); }
    const T *operator->() const { return &value(); }
    T *operator->() { return &value(); }
    const Error &error() const { return std::get<1>(m_v); }

private:
    std::variant<T, Error> m_v;
};

struct Ok { };
using Status = Result<Ok>;

} // namespace cs
